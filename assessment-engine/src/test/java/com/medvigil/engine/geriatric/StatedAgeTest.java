package com.medvigil.engine.geriatric;

import com.medvigil.engine.EngineResult;
import com.medvigil.engine.Patients;
import com.medvigil.engine.result.AgeSource;
import org.junit.jupiter.api.Test;

import static com.medvigil.engine.EngineFixture.assess;
import static com.medvigil.engine.EngineFixture.rulesFiredFor;
import static org.assertj.core.api.Assertions.assertThat;

/** A patient whose birth date is unknown but whose age in years is stated: the age rules read that age. */
class StatedAgeTest {

    @Test
    void aStatedAgeOf80FiresBeers() {
        assertThat(rulesFiredFor(Patients.ofStatedAge(80).female().taking("lorazepam 0.5 MG")))
                .contains("beers-benzodiazepine");
    }

    @Test
    void aStatedAgeOf40DoesNotFireBeers() {
        assertThat(rulesFiredFor(Patients.ofStatedAge(40).female().taking("lorazepam 0.5 MG")))
                .doesNotContain("beers-benzodiazepine");
    }

    @Test
    void theResultSaysTheStatedAgeWasUsed() {
        assertThat(assess(Patients.ofStatedAge(80).female().taking("lorazepam 0.5 MG")).ageSource())
                .isEqualTo(AgeSource.AGE_YEARS);
    }

    @Test
    void theResultSaysTheBirthDateWasUsed() {
        assertThat(assess(Patients.aged(80).female().taking("lorazepam 0.5 MG")).ageSource())
                .isEqualTo(AgeSource.DATE_OF_BIRTH);
    }

    @Test
    void withoutAnyAgeTheResultNamesNoSource() {
        assertThat(assess(Patients.ofUnknownAge().female().taking("lorazepam 0.5 MG")).ageSource()).isNull();
    }

    @Test
    void aStatedChildsAgeSettlesTheDayBasedAgeLimits() {
        // amoxicillin's children's maximum applies from 84 days of age: a stated 3 years is past that.
        EngineResult result = assess(Patients.ofStatedAge(3).female().weighing(14)
                .taking("Amoxicillin 400 MG/5 ML Oral Suspension", 1000, "mg", "BID"));
        assertThat(result.findings()).anyMatch(f -> f.ruleId().equals("dose-child-amoxicillin"));
        assertThat(result.missingData()).noneMatch(m -> m.item().equals("age"));
    }
}
