package com.medvigil.cdshooks;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.springframework.stereotype.Component;

import com.medvigil.assessment.fhirinput.SmokingStatusReader;
import com.medvigil.engine.AssessmentEngine;

/**
 * What every service asks the EHR to send along (CDS Hooks prefetch): the patient, their active
 * prescriptions and medication statements, active conditions, allergies, and the lab and vital
 * Observations the engine has rules for, by the LOINC codes its knowledge holds. The keys are the
 * same for all three services.
 */
@Component
public class PrefetchTemplates {

    public static final String PATIENT = "patient";
    public static final String MEDICATION_REQUESTS = "medicationRequests";
    public static final String MEDICATION_STATEMENTS = "medicationStatements";
    public static final String CONDITIONS = "conditions";
    public static final String ALLERGIES = "allergies";
    public static final String LABS = "labs";
    private static final String LOINC = "http://loinc.org";

    private final Map<String, String> templates;

    PrefetchTemplates(AssessmentEngine engine) {
        // The measures the engine reads, and the smoking status its social history takes from the record.
        String loincCodes = Stream.concat(engine.knowledge().measures().values().stream()
                                .flatMap(measure -> measure.loinc().stream()),
                        Stream.of(SmokingStatusReader.TOBACCO_SMOKING_STATUS))
                .collect(Collectors.toCollection(TreeSet::new)).stream()
                .map(code -> LOINC + "|" + code)
                .collect(Collectors.joining(","));
        Map<String, String> all = new LinkedHashMap<>();
        all.put(PATIENT, "Patient/{{context.patientId}}");
        all.put(MEDICATION_REQUESTS, "MedicationRequest?patient={{context.patientId}}&status=active");
        all.put(MEDICATION_STATEMENTS, "MedicationStatement?patient={{context.patientId}}&status=active");
        all.put(CONDITIONS, "Condition?patient={{context.patientId}}&clinical-status=active");
        all.put(ALLERGIES, "AllergyIntolerance?patient={{context.patientId}}");
        all.put(LABS, "Observation?patient={{context.patientId}}&code=" + loincCodes);
        this.templates = Collections.unmodifiableMap(all);
    }

    /** Key to FHIR query, in a stable order. */
    public Map<String, String> all() {
        return templates;
    }

    /** The query of a key for one patient, relative to the EHR's FHIR base. */
    public String queryFor(String key, String patientId) {
        return templates.get(key).replace("{{context.patientId}}", patientId);
    }
}
