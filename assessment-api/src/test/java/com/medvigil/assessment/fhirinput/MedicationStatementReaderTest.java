package com.medvigil.assessment.fhirinput;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;

import org.hl7.fhir.r4.model.BooleanType;
import org.hl7.fhir.r4.model.CodeableConcept;
import org.hl7.fhir.r4.model.Dosage;
import org.hl7.fhir.r4.model.Timing.UnitsOfTime;
import org.junit.jupiter.api.Test;

class MedicationStatementReaderTest {

    static Dosage every(int frequency, String period, UnitsOfTime unit) {
        Dosage dosage = new Dosage();
        dosage.getTiming().getRepeat().setFrequency(frequency).setPeriod(new BigDecimal(period)).setPeriodUnit(unit);
        return dosage;
    }

    @Test
    void timingsAreWrittenAsCliniciansWriteThem() {
        assertThat(MedicationStatementReader.frequency(every(1, "1", UnitsOfTime.D))).isEqualTo("once per day");
        assertThat(MedicationStatementReader.frequency(every(2, "1", UnitsOfTime.D))).isEqualTo("2 times per day");
        assertThat(MedicationStatementReader.frequency(every(1, "8", UnitsOfTime.H))).isEqualTo("every 8 hours");
        assertThat(MedicationStatementReader.frequency(every(3, "2", UnitsOfTime.D))).isEqualTo("3 times every 2 days");
        assertThat(MedicationStatementReader.frequency(every(1, "1", UnitsOfTime.WK))).isEqualTo("once per week");
    }

    @Test
    void asNeededAndTimingCodesAreKept() {
        Dosage prn = every(1, "6", UnitsOfTime.H).setAsNeeded(new BooleanType(true));
        Dosage coded = new Dosage();
        coded.getTiming().setCode(new CodeableConcept().setText("BID"));

        assertThat(MedicationStatementReader.frequency(prn)).isEqualTo("every 6 hours as needed");
        assertThat(MedicationStatementReader.frequency(coded)).isEqualTo("BID");
        assertThat(MedicationStatementReader.frequency(new Dosage())).isNull();
    }

    @Test
    void aTimingGivenOneTimeInAllIsOnce() {
        Dosage countOne = every(1, "1", UnitsOfTime.D);
        countOne.getTiming().getRepeat().setCount(1);
        Dosage countOneAsNeeded = new Dosage().setAsNeeded(new BooleanType(true));
        countOneAsNeeded.getTiming().getRepeat().setCount(1);
        Dosage oneEvent = new Dosage();
        oneEvent.getTiming().addEventElement().setValueAsString("2026-11-28T09:00:00Z");

        assertThat(MedicationStatementReader.frequency(countOne)).isEqualTo("once");
        assertThat(MedicationStatementReader.frequency(countOneAsNeeded)).isEqualTo("once as needed");
        assertThat(MedicationStatementReader.frequency(oneEvent)).isEqualTo("once");
    }

    @Test
    void aCourseOfSeveralDosesIsNotOnce() {
        Dosage upToThree = every(2, "1", UnitsOfTime.D);
        upToThree.getTiming().getRepeat().setCount(1).setCountMax(3);
        Dosage tenDoses = every(2, "1", UnitsOfTime.D);
        tenDoses.getTiming().getRepeat().setCount(10);
        Dosage twoEvents = new Dosage();
        twoEvents.getTiming().addEventElement().setValueAsString("2026-11-28T09:00:00Z");
        twoEvents.getTiming().addEventElement().setValueAsString("2026-11-28T21:00:00Z");

        assertThat(MedicationStatementReader.frequency(upToThree)).isEqualTo("2 times per day");
        assertThat(MedicationStatementReader.frequency(tenDoses)).isEqualTo("2 times per day");
        assertThat(MedicationStatementReader.frequency(twoEvents)).isNull();
    }
}
