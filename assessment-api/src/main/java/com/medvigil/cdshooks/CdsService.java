package com.medvigil.cdshooks;

import java.util.Arrays;
import java.util.Optional;

/**
 * The CDS services MedVigil offers, one per hook (CDS Hooks 2.0). At order-select and order-sign
 * the draft MedicationRequests are the new medicines, and only findings that involve one of them
 * become cards; at patient-view the current list is reviewed and every finding does.
 */
public enum CdsService {

    ORDER_SELECT("order-select", "order-select", "Medication safety check of a selected order",
            "Checks the medicine being ordered against everything else the patient takes and has: interactions,"
                    + " conditions, allergies, duplicate therapy, dose and renal dosing, pregnancy and lactation,"
                    + " older-adult risks.", true),
    ORDER_SIGN("order-sign", "order-sign", "Medication safety check before signing",
            "Checks the orders about to be signed against everything else the patient takes and has, as at"
                    + " order-select; a card overridden at order-select for the same medicines is not shown again.",
            true),
    PATIENT_VIEW("patient-view", "patient-view", "Medication safety review of the current list",
            "Reviews the patient's current medicines together with their conditions, allergies and recent labs.",
            false);

    private final String id;
    private final String hook;
    private final String title;
    private final String description;
    private final boolean checksDraftOrders;

    CdsService(String id, String hook, String title, String description, boolean checksDraftOrders) {
        this.id = id;
        this.hook = hook;
        this.title = title;
        this.description = description;
        this.checksDraftOrders = checksDraftOrders;
    }

    public static Optional<CdsService> byId(String id) {
        return Arrays.stream(values()).filter(service -> service.id.equals(id)).findFirst();
    }

    public String id() {
        return id;
    }

    public String hook() {
        return hook;
    }

    public String title() {
        return title;
    }

    public String description() {
        return description;
    }

    /** Whether the hook carries draft orders, which are the medicines checked, and which cards must involve. */
    public boolean checksDraftOrders() {
        return checksDraftOrders;
    }
}
