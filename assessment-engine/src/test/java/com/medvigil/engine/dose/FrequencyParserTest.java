package com.medvigil.engine.dose;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class FrequencyParserTest {

    @ParameterizedTest(name = "\"{0}\" is {1} times a day")
    @CsvSource(delimiter = '|', value = {
            "BID|2", "b.i.d.|2", "twice daily|2", "TID|3", "three times a day|3", "QID|4", "q8h|3", "q12h|2",
            "every 6 hours|4", "q4-6h PRN|6", "every 4 to 6 hours as needed|6", "once daily|1", "daily|1", "QHS|1",
            "at bedtime|1", "once weekly|0.142857", "weekly|0.142857", "every other day|0.5", "2 times a day|2",
            "3x daily|3", "daily for 7 days|1", "twice weekly|0.285714", "once|1", "every 2 days|0.5"})
    void readsClinicalFrequencies(String text, double timesPerDay) {
        Frequency frequency = FrequencyParser.parse(text);
        assertThat(frequency.timesPerDay()).isCloseTo(timesPerDay, within(0.0001));
    }

    @Test
    void asNeededWithoutIntervalIsUnderstoodAsAsNeededButNotCounted() {
        Frequency prn = FrequencyParser.parse("PRN");
        assertThat(prn.asNeeded()).isTrue();
        assertThat(prn.understood()).isFalse();
    }

    @Test
    void unknownTextIsNotGuessed() {
        assertThat(FrequencyParser.parse("with meals").understood()).isFalse();
        assertThat(FrequencyParser.parse(null).understood()).isFalse();
    }

    @ParameterizedTest(name = "\"{0}\" is a single dose: {1}")
    @CsvSource({"once,true", "Stat,true", "single dose,true", "x1,true", "once as needed,true", "stat PRN,true",
            "once daily,false", "once weekly,false", "daily,false", "q12h,false", "once daily as needed,false",
            "once (do not repeat for 3 days),true", "once daily (with food),false"})
    void aOneTimeDoseIsToldFromOnceADay(String text, boolean single) {
        assertThat(FrequencyParser.parse(text).singleDose()).isEqualTo(single);
    }

    @ParameterizedTest(name = "\"{0}\" is taken on a schedule: {1}")
    @CsvSource({"BID,true", "q12h,true", "weekly,true", "q6h PRN,false", "PRN,false", "with meals,false"})
    void aScheduleIsAnUnderstoodFrequencyThatIsNotAsNeeded(String text, boolean scheduled) {
        assertThat(FrequencyParser.parse(text).scheduled()).isEqualTo(scheduled);
    }
}
