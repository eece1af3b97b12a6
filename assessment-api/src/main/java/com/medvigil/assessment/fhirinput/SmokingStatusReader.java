package com.medvigil.assessment.fhirinput;

import java.time.LocalDate;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.hl7.fhir.r4.model.CodeableConcept;
import org.hl7.fhir.r4.model.Coding;
import org.hl7.fhir.r4.model.Observation;

/**
 * Reads the patient's smoking status from the latest "Tobacco smoking status" Observation (LOINC 72166-2, which
 * Synthea and US Core use) in the {@link ReadingWindow} (the year before the assessment date), as the engine's
 * social-history words: never, former or current. The answer is read by its SNOMED CT code where it is one of the three
 * the Synthea fixtures carry, and otherwise by its words ("Never smoker", "Former smoker", "Current every day smoker"),
 * so any coding with a display or text is understood; an answer that says none of them ("Unknown if ever smoked")
 * leaves smoking unrecorded.
 */
public final class SmokingStatusReader {

    /** LOINC's "Tobacco smoking status". */
    public static final String TOBACCO_SMOKING_STATUS = "72166-2";
    private static final String SNOMED = "http://snomed.info/sct";
    /** The answers' SNOMED CT codes as the Synthea fixtures carry them with these displays. */
    private static final Map<String, String> SNOMED_ANSWERS = Map.of(
            "266919005", "never",     // Never smoker
            "8517006", "former",      // Former smoker
            "449868002", "current");  // Current every day smoker

    private SmokingStatusReader() {
    }

    static Optional<Sourced<String>> latest(List<Observation> observations, LocalDate asOf) {
        ReadingWindow window = ReadingWindow.endingOn(asOf);
        return observations.stream()
                .filter(SmokingStatusReader::isSmokingStatus)
                .filter(ObservationReader::isRecordedAndDated)
                .filter(Observation::hasValueCodeableConcept)
                .filter(observation -> window.holds(ObservationReader.observedOn(observation)))
                .max(Comparator.comparing(ObservationReader::observedOn))
                .flatMap(observation -> status(observation.getValueCodeableConcept())
                        .map(status -> new Sourced<>(status, FhirClinicalReader.referenceOf(observation))));
    }

    /** The engine's word for an answer: by its code where known, else by its words, never and former before current. */
    static Optional<String> status(CodeableConcept answer) {
        for (Coding coding : answer.getCoding()) {
            if (SNOMED.equals(coding.getSystem()) && SNOMED_ANSWERS.containsKey(coding.getCode())) {
                return Optional.of(SNOMED_ANSWERS.get(coding.getCode()));
            }
        }
        StringBuilder words = new StringBuilder(answer.getText() == null ? "" : answer.getText());
        answer.getCoding().forEach(coding ->
                words.append(' ').append(coding.getDisplay() == null ? "" : coding.getDisplay()));
        String text = words.toString().toLowerCase(Locale.ROOT);
        if (text.contains("never") || text.contains("non-smoker") || text.contains("nonsmoker")) {
            return Optional.of("never");
        }
        if (text.contains("former") || text.contains("ex-smoker") || text.contains("ex smoker")) {
            return Optional.of("former");
        }
        if (text.contains("unknown")) {
            return Optional.empty();
        }
        if (text.contains("current") || text.contains("every day") || text.contains("some day")
                || text.contains("smoker")) {
            return Optional.of("current");
        }
        return Optional.empty();
    }

    private static boolean isSmokingStatus(Observation observation) {
        return observation.getCode().getCoding().stream().anyMatch(coding ->
                ObservationReader.LOINC.equals(coding.getSystem()) && TOBACCO_SMOKING_STATUS.equals(coding.getCode()));
    }
}
