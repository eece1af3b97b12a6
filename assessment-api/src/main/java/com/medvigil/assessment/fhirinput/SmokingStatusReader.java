package com.medvigil.assessment.fhirinput;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import org.hl7.fhir.r4.model.CodeableConcept;
import org.hl7.fhir.r4.model.Observation;

/**
 * Reads the patient's smoking status from the latest "Tobacco smoking status" Observation (LOINC 72166-2, which
 * Synthea and US Core use) in the {@link ReadingWindow} (the year before the assessment date), as the engine's
 * social-history words: never, former or current. The answer is read from its words ("Never smoker", "Former
 * smoker", "Current every day smoker"), so any coding of it is understood; an answer that says none of them ("Unknown
 * if ever smoked") leaves smoking unrecorded.
 */
public final class SmokingStatusReader {

    /** LOINC's "Tobacco smoking status". */
    public static final String TOBACCO_SMOKING_STATUS = "72166-2";
    private static final String LOINC = "http://loinc.org";
    private static final Set<String> USABLE_STATUS = Set.of("final", "amended", "corrected", "preliminary");

    private SmokingStatusReader() {
    }

    static Optional<Sourced<String>> latest(List<Observation> observations, LocalDate asOf) {
        ReadingWindow window = ReadingWindow.endingOn(asOf);
        return observations.stream()
                .filter(SmokingStatusReader::isUsableSmokingStatus)
                .filter(observation -> window.holds(observedOn(observation)))
                .max(Comparator.comparing(SmokingStatusReader::observedOn))
                .flatMap(observation -> status(observation.getValueCodeableConcept())
                        .map(status -> new Sourced<>(status, FhirClinicalReader.referenceOf(observation))));
    }

    /** The engine's word for an answer, from its text and displays; never and former are read before current. */
    static Optional<String> status(CodeableConcept answer) {
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

    private static boolean isUsableSmokingStatus(Observation observation) {
        return observation.getCode().getCoding().stream()
                .anyMatch(coding -> LOINC.equals(coding.getSystem()) && TOBACCO_SMOKING_STATUS.equals(coding.getCode()))
                && observation.hasStatus() && USABLE_STATUS.contains(observation.getStatus().toCode())
                && observation.hasValueCodeableConcept()
                && observation.hasEffectiveDateTimeType() && observation.getEffectiveDateTimeType().getValue() != null;
    }

    private static LocalDate observedOn(Observation observation) {
        return observation.getEffectiveDateTimeType().getValue().toInstant().atOffset(ZoneOffset.UTC).toLocalDate();
    }
}
