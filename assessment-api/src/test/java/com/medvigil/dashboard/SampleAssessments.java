package com.medvigil.dashboard;

/** Assessment requests whose outcome is known: what the dashboard's pages are checked against. */
public final class SampleAssessments {

    /** SEVERE: warfarin with aspirin (major bleeding risk), for a named patient with a record number. */
    public static final String SEVERE = """
            {"patient": {"externalId": "MRN-SEVERE", "demographics": {"firstName": "Ada", "lastName": "Severe",
               "dateOfBirth": "1950-03-02", "sex": "FEMALE", "weightKg": 61.5}},
             "medications": [
               {"name": "Warfarin 5 MG Oral Tablet", "dosage": {"amount": 5, "unit": "mg", "frequency": "once daily"}},
               {"name": "Aspirin", "dosage": {"amount": 325, "unit": "mg", "frequency": "daily"}}]}""";

    /** MILD: lisinopril alone. */
    public static final String MILD = """
            {"patient": {"externalId": "MRN-MILD", "demographics": {"firstName": "Milo", "lastName": "Mild",
               "dateOfBirth": "1990-01-01", "sex": "MALE"}},
             "medications": [{"name": "Lisinopril", "dosage": {"amount": 10, "unit": "mg", "frequency": "daily"}}]}""";

    /** MILD but incomplete: lisinopril with a medicine and an allergy no one has heard of. */
    public static final String INCOMPLETE_MILD = """
            {"patient": {"externalId": "MRN-GAP", "demographics": {"firstName": "Greta", "lastName": "Gap",
               "ageYears": 47, "sex": "FEMALE"}},
             "medications": [{"name": "Lisinopril", "dosage": {"amount": 10, "unit": "mg", "frequency": "daily"}},
                             {"name": "Zorblaxifen 10 MG", "dosage": {"amount": 10, "unit": "mg", "frequency": "daily"}}],
             "allergies": ["Quenvorax"]}""";

    private SampleAssessments() {
    }
}
