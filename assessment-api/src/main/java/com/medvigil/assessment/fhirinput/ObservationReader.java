package com.medvigil.assessment.fhirinput;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
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
 * each code (LOINC where coded so) in the {@link ReadingWindow} (the last year), with the readings
 * of the days before it that the engine compares with it.
 */
final class ObservationReader {

    private static final Set<String> USABLE_OBSERVATION_STATUS = Set.of("final", "amended", "corrected", "preliminary");
    private static final Set<String> OBSERVATION_CATEGORIES = Set.of("laboratory", "vital-signs");
    static final String LOINC = "http://loinc.org";

    private ObservationReader() {
    }

    /**
     * The latest usable reading of each code in the window, and the code's earlier readings of the
     * {@code comparisonDays} days before it, which the engine compares with it (a creatinine rise, a
     * platelet fall).
     */
    static List<Sourced<PatientCase.Lab>> recentReadings(List<Observation> observations, LocalDate asOf,
                                                        int comparisonDays) {
        ReadingWindow window = ReadingWindow.endingOn(asOf);
        Map<String, List<Reading>> byCode = new LinkedHashMap<>();
        for (Observation observation : observations) {
            if (!isUsableReading(observation)) {
                continue;
            }
            if (!window.holds(observedOn(observation))) {
                continue;
            }
            Coding loinc = observation.getCode().getCoding().stream().filter(c -> LOINC.equals(c.getSystem())).findFirst()
                    .orElse(CodeableConcepts.firstCoding(observation.getCode()));
            String key = loinc == null ? CodeableConcepts.text(observation.getCode()) : loinc.getCode();
            byCode.computeIfAbsent(key, k -> new ArrayList<>()).add(new Reading(observation, loinc,
                    observation.getEffectiveDateTimeType().getValueAsString(), FhirClinicalReader.referenceOf(observation)));
        }
        List<Sourced<PatientCase.Lab>> readings = new ArrayList<>();
        for (List<Reading> series : byCode.values()) {
            Reading latest = series.stream().max(Comparator.comparing(Reading::observedAt)).orElseThrow();
            LocalDate from = observedOn(latest.observation()).minusDays(comparisonDays);
            readings.add(lab(latest));
            series.stream().filter(r -> r != latest && !observedOn(r.observation()).isBefore(from))
                    .sorted(Comparator.comparing(Reading::observedAt)).map(ObservationReader::lab).forEach(readings::add);
        }
        return readings;
    }

    private static Sourced<PatientCase.Lab> lab(Reading reading) {
        return new Sourced<>(new PatientCase.Lab(
                CodeableConcepts.text(reading.observation().getCode()),
                reading.code() == null ? null : reading.code().getCode(),
                reading.observation().getValueQuantity().getValue().doubleValue(),
                unit(reading.observation()),
                reading.observedAt()), reading.reference());
    }

    private static boolean isUsableReading(Observation observation) {
        boolean inCategory = observation.getCategory().stream()
                .flatMap(category -> category.getCoding().stream())
                .anyMatch(coding -> OBSERVATION_CATEGORIES.contains(coding.getCode()));
        return inCategory && isRecordedAndDated(observation)
                && observation.hasValueQuantity() && observation.getValueQuantity().hasValue();
    }

    /** A result that stands (final, amended, corrected or preliminary) with the date-time it was observed. */
    static boolean isRecordedAndDated(Observation observation) {
        return observation.hasStatus() && USABLE_OBSERVATION_STATUS.contains(observation.getStatus().toCode())
                && observation.hasEffectiveDateTimeType() && observation.getEffectiveDateTimeType().getValue() != null;
    }

    /** The day (UTC) a dated Observation was made. */
    static LocalDate observedOn(Observation observation) {
        return observation.getEffectiveDateTimeType().getValue().toInstant().atOffset(ZoneOffset.UTC).toLocalDate();
    }

    private static String unit(Observation observation) {
        var quantity = observation.getValueQuantity();
        return quantity.hasUnit() ? quantity.getUnit() : quantity.getCode();
    }

    private record Reading(Observation observation, Coding code, String observedAt, String reference) {
    }
}
