package com.medvigil.assessment.fhirinput;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.hl7.fhir.r4.model.Coding;
import org.hl7.fhir.r4.model.Observation;

import com.medvigil.engine.PatientCase;

/**
 * Reads laboratory and vital-sign Observations as the engine's labs: the latest usable reading of
 * each code (LOINC where coded so) in the {@link ReadingWindow} (the last year).
 */
final class ObservationReader {

    private static final Set<String> USABLE_OBSERVATION_STATUS = Set.of("final", "amended", "corrected", "preliminary");
    private static final Set<String> OBSERVATION_CATEGORIES = Set.of("laboratory", "vital-signs");
    private static final String LOINC = "http://loinc.org";

    private ObservationReader() {
    }

    static List<Sourced<PatientCase.Lab>> latestReadings(List<Observation> observations, LocalDate asOf) {
        ReadingWindow window = ReadingWindow.endingOn(asOf);
        Map<String, Reading> latestByCode = new LinkedHashMap<>();
        for (Observation observation : observations) {
            if (!isUsableReading(observation)) {
                continue;
            }
            LocalDate observed = observation.getEffectiveDateTimeType().getValue().toInstant().atOffset(ZoneOffset.UTC).toLocalDate();
            if (!window.holds(observed)) {
                continue;
            }
            Coding loinc = observation.getCode().getCoding().stream().filter(c -> LOINC.equals(c.getSystem())).findFirst()
                    .orElse(CodeableConcepts.firstCoding(observation.getCode()));
            String key = loinc == null ? CodeableConcepts.text(observation.getCode()) : loinc.getCode();
            Reading reading = new Reading(observation, loinc, observation.getEffectiveDateTimeType().getValueAsString(),
                    FhirClinicalReader.referenceOf(observation));
            latestByCode.merge(key, reading, (a, b) -> Comparator.comparing(Reading::observedAt).compare(a, b) >= 0 ? a : b);
        }
        return latestByCode.values().stream().map(reading -> new Sourced<>(new PatientCase.Lab(
                CodeableConcepts.text(reading.observation().getCode()),
                reading.code() == null ? null : reading.code().getCode(),
                reading.observation().getValueQuantity().getValue().doubleValue(),
                unit(reading.observation()),
                reading.observedAt()), reading.reference())).toList();
    }

    private static boolean isUsableReading(Observation observation) {
        boolean inCategory = observation.getCategory().stream()
                .flatMap(category -> category.getCoding().stream())
                .anyMatch(coding -> OBSERVATION_CATEGORIES.contains(coding.getCode()));
        return inCategory
                && observation.hasStatus() && USABLE_OBSERVATION_STATUS.contains(observation.getStatus().toCode())
                && observation.hasValueQuantity() && observation.getValueQuantity().hasValue()
                && observation.hasEffectiveDateTimeType() && observation.getEffectiveDateTimeType().getValue() != null;
    }

    private static String unit(Observation observation) {
        var quantity = observation.getValueQuantity();
        return quantity.hasUnit() ? quantity.getUnit() : quantity.getCode();
    }

    private record Reading(Observation observation, Coding code, String observedAt, String reference) {
    }
}
