package com.medvigil.assessment.fhirinput;

import java.math.BigDecimal;
import java.util.Optional;
import java.util.Set;

import org.hl7.fhir.r4.model.CodeableConcept;
import org.hl7.fhir.r4.model.Coding;
import org.hl7.fhir.r4.model.Dosage;
import org.hl7.fhir.r4.model.MedicationStatement;
import org.hl7.fhir.r4.model.Quantity;
import org.hl7.fhir.r4.model.Timing;

import com.medvigil.fhir.submit.MedicationCodes;

/**
 * Reads a MedicationStatement as an engine input: which medication (from its CodeableConcept, or
 * the Medication it references, contained or kept), the first dosage, whether the patient
 * currently takes it, and when it was started and stopped.
 */
final class MedicationStatementReader {

    /** Statuses under which the patient takes, or is about to take, the medication. */
    static final Set<String> TAKEN_STATUSES = Set.of("active", "intended", "on-hold");
    /**
     * Statuses of a medication no longer taken. Kept as an input only with an end date: a stopped MAOI or
     * fluoxetine still matters inside its washout, and the engine needs the date to tell.
     */
    static final Set<String> ENDED_STATUSES = Set.of("stopped", "completed");
    private MedicationStatementReader() {
    }

    static MedicationConcept concept(MedicationStatement statement, MedicationCodes medications) {
        return MedicationConcept.named(statement,
                statement.hasMedicationCodeableConcept() ? statement.getMedicationCodeableConcept() : null,
                statement.hasMedicationReference() ? statement.getMedicationReference() : null, medications);
    }

    /**
     * The medication as an input, or empty when the statement says the patient does not, or no longer, take it
     * (or names nothing).
     */
    static Optional<MedicationUse> read(MedicationStatement statement, MedicationConcept concept, boolean recognized) {
        String status = statement.hasStatus() ? statement.getStatus().toCode() : null;
        String end = end(statement);
        boolean input = status != null && (TAKEN_STATUSES.contains(status) || ENDED_STATUSES.contains(status) && end != null);
        if (!input || concept.isEmpty()) {
            return Optional.empty();
        }
        Dosage dosage = statement.hasDosage() ? statement.getDosageFirstRep() : new Dosage();
        return Optional.of(use(concept, status, recognized, dosage, start(statement), end));
    }

    /** The engine's view of one medication: name, code, first dose, timing, route and the dates it was taken. */
    static MedicationUse use(MedicationConcept concept, String status, boolean recognized, Dosage dosage,
                             String start, String end) {
        Quantity dose = dosage.hasDoseAndRate() && dosage.getDoseAndRateFirstRep().hasDoseQuantity()
                ? dosage.getDoseAndRateFirstRep().getDoseQuantity() : null;
        String name = concept.name() != null ? concept.name() : "RxNorm " + concept.rxNormCode();
        return new MedicationUse(limit(name, 500), limit(concept.rxNormCode(), 32), status, recognized,
                dose == null ? null : dose.getValue(), dose == null ? null : limit(unitOf(dose), 100),
                limit(frequency(dosage), 200), limit(dosage.hasRoute() ? text(dosage.getRoute()) : null, 200),
                limit(dosage.getText(), 1000), start, end);
    }

    private static String unitOf(Quantity dose) {
        return dose.hasUnit() ? dose.getUnit() : dose.getCode();
    }

    /** The timing as clinicians write it ("2 times per day", "every 8 hours"), for the engine's parser. */
    static String frequency(Dosage dosage) {
        Timing timing = dosage.getTiming();
        String asNeeded = dosage.hasAsNeededBooleanType() && dosage.getAsNeededBooleanType().booleanValue()
                || dosage.hasAsNeededCodeableConcept() ? " as needed" : "";
        if (timing.hasCode() && timing.getCode().hasText()) {
            return timing.getCode().getText() + asNeeded;
        }
        Timing.TimingRepeatComponent repeat = timing.getRepeat();
        if (givenOneTime(timing)) {
            return "once" + asNeeded;
        }
        if (!repeat.hasFrequency() || !repeat.hasPeriod() || !repeat.hasPeriodUnit()) {
            return asNeeded.isEmpty() ? null : asNeeded.strip();
        }
        int times = repeat.getFrequency();
        BigDecimal period = repeat.getPeriod();
        String unit = switch (repeat.getPeriodUnit()) {
            case H -> "hours";
            case D -> "days";
            case WK -> "weeks";
            case MO -> "months";
            case MIN -> "minutes";
            case S -> "seconds";
            case A -> "years";
            case NULL -> null;
        };
        if (unit == null || times <= 0 || period.signum() <= 0) {
            return null;
        }
        String singular = unit.substring(0, unit.length() - 1);
        if (period.compareTo(BigDecimal.ONE) == 0) {
            return (times == 1 ? "once" : times + " times") + " per " + singular + asNeeded;
        }
        if (times == 1) {
            return "every " + period.stripTrailingZeros().toPlainString() + " " + unit + asNeeded;
        }
        return times + " times every " + period.stripTrailingZeros().toPlainString() + " " + unit + asNeeded;
    }

    /**
     * A timing that gives the medicine one time in all: a repeat count of one (FHIR's "number of times to repeat",
     * with no larger countMax), or a single event with no repeat. The engine reads "once" as one dose a day, which is
     * right for a dose limit, and as a single dose where a rule stands aside for one.
     */
    private static boolean givenOneTime(Timing timing) {
        Timing.TimingRepeatComponent repeat = timing.getRepeat();
        if (repeat.hasCount()) {
            return repeat.getCount() == 1 && (!repeat.hasCountMax() || repeat.getCountMax() == 1);
        }
        return timing.getEvent().size() == 1 && !timing.hasRepeat();
    }

    static String text(CodeableConcept concept) {
        if (concept.hasText()) {
            return concept.getText();
        }
        return concept.getCoding().stream().filter(Coding::hasDisplay).map(Coding::getDisplay).findFirst()
                .orElse(concept.getCoding().stream().filter(Coding::hasCode).map(Coding::getCode).findFirst().orElse(null));
    }

    private static String start(MedicationStatement statement) {
        if (statement.hasEffectiveDateTimeType()) {
            return statement.getEffectiveDateTimeType().getValueAsString();
        }
        return statement.hasEffectivePeriod() && statement.getEffectivePeriod().hasStart()
                ? statement.getEffectivePeriod().getStartElement().getValueAsString() : null;
    }

    private static String end(MedicationStatement statement) {
        return statement.hasEffectivePeriod() && statement.getEffectivePeriod().hasEnd()
                ? statement.getEffectivePeriod().getEndElement().getValueAsString() : null;
    }

    static String limit(String value, int max) {
        return value == null || value.length() <= max ? value : value.substring(0, max);
    }
}
