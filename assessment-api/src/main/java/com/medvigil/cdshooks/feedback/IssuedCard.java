package com.medvigil.cdshooks.feedback;

import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * A card as shown to a prescriber: what the ledger keeps of it. {@code medicineKeys} are the
 * identities of the medicines involved (such as {@code rxnorm:855332} or {@code name:warfarin}),
 * in any order. Texts are bounded as their columns are; the hook service has validated the
 * request they come from (a FHIR id is at most 64 characters, a hookInstance a uuid).
 */
public record IssuedCard(UUID cardId, UUID assessmentId, String serviceId, String hookInstance, String encounterId,
                         String patientFhirId, String ruleId, String findingType, String severity,
                         List<String> medicineKeys) {

    public IssuedCard {
        Objects.requireNonNull(cardId, "cardId");
        Objects.requireNonNull(assessmentId, "assessmentId");
        required("serviceId", serviceId, 64);
        required("hookInstance", hookInstance, 255);
        optional("encounterId", encounterId, 255);
        optional("patientFhirId", patientFhirId, 255);
        required("ruleId", ruleId, 255);
        required("findingType", findingType, 64);
        required("severity", severity, 32);
        medicineKeys = List.copyOf(Objects.requireNonNull(medicineKeys, "medicineKeys"));
    }

    /** The key under which an override of this card suppresses the same alert later (see {@link CardLedger#repeatKey}). */
    public String repeatKey() {
        return CardLedger.repeatKey(ruleId, medicineKeys);
    }

    private static void required(String name, String value, int maxLength) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(name + " is required");
        }
        optional(name, value, maxLength);
    }

    private static void optional(String name, String value, int maxLength) {
        if (value != null && value.length() > maxLength) {
            throw new IllegalArgumentException(name + " is longer than " + maxLength + " characters");
        }
    }
}
