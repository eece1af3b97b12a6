package com.medvigil.assessment;

import java.time.LocalDate;
import java.util.List;
import java.util.regex.Pattern;

import com.medvigil.engine.PatientCase;
import com.medvigil.model.error.FieldPath;

/** One medicine of an assessment request (spec 2.4). */
public record MedicationItem(String name, DosageItem dosage, String form, String route, String status,
                             String providedRxNormCode, String providedDrugbankId, String source,
                             String startDate, String endDate) {

    /** FHIR MedicationStatement.status codes; the spec leaves the values open. */
    static final List<String> STATUSES = List.of("active", "completed", "entered-in-error", "intended", "stopped",
            "on-hold", "unknown", "not-taken");
    private static final Pattern RXCUI = Pattern.compile("[0-9]{1,10}");
    private static final Pattern DRUGBANK_ID = Pattern.compile("DB[0-9]{5}");

    public record DosageItem(Double amount, String unit, String frequency) {
    }

    PatientCase.Medication toEngine(FieldPath field) {
        String checkedName = field.child("name").requiredText(name, 200);
        FieldPath dosageField = field.child("dosage");
        dosageField.required(dosage);
        Double amount = dosageField.child("amount").required(dosage.amount());
        dosageField.child("amount").optionalPositive(amount, 1_000_000);
        String unit = dosageField.child("unit").optionalText(dosage.unit(), 50);
        String frequency = dosageField.child("frequency").optionalText(dosage.frequency(), 100);
        String rxNormCode = field.child("providedRxNormCode").optionalText(providedRxNormCode, 10);
        if (rxNormCode != null && !RXCUI.matcher(rxNormCode).matches()) {
            throw field.child("providedRxNormCode").invalid("must be an RxNorm concept id (digits only)");
        }
        String drugbankId = field.child("providedDrugbankId").optionalText(providedDrugbankId, 7);
        if (drugbankId != null && !DRUGBANK_ID.matcher(drugbankId).matches()) {
            throw field.child("providedDrugbankId").invalid("must be a DrugBank id such as DB00682");
        }
        LocalDate start = field.child("startDate").optionalDate(startDate);
        LocalDate end = field.child("endDate").optionalDate(endDate);
        if (start != null && end != null && end.isBefore(start)) {
            throw field.child("endDate").invalid("must not be before startDate");
        }
        return new PatientCase.Medication(checkedName, new PatientCase.Dosage(amount, unit, frequency),
                field.child("form").optionalText(form, 100),
                field.child("route").optionalText(route, 100),
                field.child("status").optionalOneOf(status, STATUSES),
                rxNormCode,
                field.child("source").optionalText(source, 100),
                start, end);
    }
}
