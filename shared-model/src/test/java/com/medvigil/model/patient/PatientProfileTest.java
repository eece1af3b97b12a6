package com.medvigil.model.patient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import com.medvigil.model.error.InvalidFieldException;

class PatientProfileTest {

    static final Instant NOW = Instant.parse("2025-01-01T00:00:00Z");
    static final UUID TENANT = UUID.fromString("11111111-2222-3333-4444-555555555555");

    static Demographics named(String first, String last) {
        return new Demographics(first, last, null, null, null, null, null, null, null, null, null);
    }

    @Test
    void aUuidFhirIdIsThePatientIdAndOtherIdsAStableDerivedOne() {
        String uuid = "0f8fad5b-d9cb-469f-a165-70867728950e";
        assertThat(PatientIds.forFhirId(TENANT, uuid)).hasToString(uuid);
        assertThat(PatientIds.forFhirId(TENANT, "mrn-1")).isEqualTo(PatientIds.forFhirId(TENANT, "mrn-1"));
        assertThat(PatientIds.forFhirId(TENANT, "mrn-1")).isNotEqualTo(PatientIds.forFhirId(UUID.randomUUID(), "mrn-1"));
        assertThat(PatientIds.forFhirId(TENANT, uuid.toUpperCase())).isNotEqualTo(UUID.fromString(uuid));
    }

    @Test
    void aStubHasNoDemographicsAndStopsBeingAStubWhenDescribed() {
        PatientProfile stub = PatientProfile.stub(new PatientKey(TENANT, UUID.randomUUID()), "p1", "FAC-1", NOW);
        assertThat(stub.isStub()).isTrue();
        assertThat(stub.getDemographics()).isEqualTo(Demographics.NONE);
        assertThat(stub.getExternalId()).isEqualTo("FAC-1");

        stub.update(new PatientDetails("MRN-1", named("Jane", "Doe"), null, null), NOW.plusSeconds(5));

        assertThat(stub.isStub()).isFalse();
        assertThat(stub.getExternalId()).isEqualTo("MRN-1");
        assertThat(stub.getDemographics().lastName()).isEqualTo("Doe");
        assertThat(stub.getUpdatedAt()).isEqualTo(NOW.plusSeconds(5));
    }

    @Test
    void aNullNeverErasesAStoredValue() {
        PatientProfile profile = PatientProfile.create(new PatientKey(TENANT, UUID.randomUUID()), new PatientDetails("X", new Demographics("Jane",
                "Doe", "555", LocalDate.of(1970, 1, 1), null, null, Sex.FEMALE, null, new BigDecimal("60"), null, null),
                ReproductiveStatus.PREGNANT, "[{\"name\":\"estradiol\"}]"), NOW);

        profile.update(new PatientDetails(null, named(null, "Smith"), null, null), NOW);

        assertThat(profile.getDemographics()).isEqualTo(new Demographics("Jane", "Smith", "555", LocalDate.of(1970, 1, 1),
                null, null, Sex.FEMALE, null, new BigDecimal("60"), null, null));
        assertThat(profile.getExternalId()).isEqualTo("X");
        assertThat(profile.getReproductiveStatus()).isEqualTo(ReproductiveStatus.PREGNANT);
        assertThat(profile.getHormonalTherapiesJson()).contains("estradiol");
        assertThat(profile.getFhirId()).isEqualTo(profile.getPatientId().toString());
    }

    @Test
    void updatedAtMovesOnlyWhenSomethingChanges() {
        PatientProfile profile = PatientProfile.create(new PatientKey(TENANT, UUID.randomUUID()),
                new PatientDetails("MRN-1", named("Jane", "Doe"), null, null), NOW);

        profile.update(new PatientDetails("MRN-1", named("Jane", "Doe"), null, null), NOW.plusSeconds(5));
        profile.update(new PatientDetails(null, null, null, null), NOW.plusSeconds(6));
        assertThat(profile.getUpdatedAt()).isEqualTo(NOW);

        profile.update(new PatientDetails(null, null, ReproductiveStatus.BREASTFEEDING, null), NOW.plusSeconds(7));
        assertThat(profile.getUpdatedAt()).isEqualTo(NOW.plusSeconds(7));
        assertThat(profile.getReproductiveStatus()).isEqualTo(ReproductiveStatus.BREASTFEEDING);
    }

    static Demographics statedAge(int years, LocalDate statedOn) {
        return new Demographics(null, null, null, null, years, statedOn, null, null, null, null, null);
    }

    static Demographics bornOn(LocalDate dateOfBirth) {
        return new Demographics(null, null, null, dateOfBirth, null, null, null, null, null, null, null);
    }

    @Test
    void aStatedAgeCountsOnByTheWholeYearsSinceItWasStated() {
        Demographics stated = statedAge(80, LocalDate.of(2025, 3, 10));

        assertThat(stated.statedAgeOn(LocalDate.of(2025, 3, 10))).isEqualTo(80);
        assertThat(stated.statedAgeOn(LocalDate.of(2026, 3, 9))).isEqualTo(80);
        assertThat(stated.statedAgeOn(LocalDate.of(2026, 3, 10))).isEqualTo(81);
        assertThat(stated.statedAgeOn(LocalDate.of(2023, 3, 10))).isEqualTo(78);
        assertThat(bornOn(LocalDate.of(1950, 1, 1)).statedAgeOn(LocalDate.of(2025, 1, 1))).isNull();
    }

    @Test
    void aBirthDateReplacesAStoredStatedAge() {
        Demographics merged = bornOn(LocalDate.of(1944, 5, 6)).over(statedAge(80, LocalDate.of(2025, 3, 10)));

        assertThat(merged.dateOfBirth()).isEqualTo(LocalDate.of(1944, 5, 6));
        assertThat(merged.ageYears()).isNull();
        assertThat(merged.ageRecordedOn()).isNull();
    }

    @Test
    void aStatedAgeIsNotKeptBesideAStoredBirthDate() {
        Demographics merged = statedAge(80, LocalDate.of(2025, 3, 10)).over(bornOn(LocalDate.of(1944, 5, 6)));

        assertThat(merged.dateOfBirth()).isEqualTo(LocalDate.of(1944, 5, 6));
        assertThat(merged.ageYears()).isNull();
    }

    @Test
    void aNewStatedAgeReplacesTheOldOneAndANullKeepsIt() {
        Demographics stored = statedAge(70, LocalDate.of(2020, 1, 1));

        assertThat(statedAge(76, LocalDate.of(2025, 3, 10)).over(stored))
                .isEqualTo(statedAge(76, LocalDate.of(2025, 3, 10)));
        assertThat(named("Ann", null).over(stored).ageYears()).isEqualTo(70);
        assertThat(named("Ann", null).over(stored).ageRecordedOn()).isEqualTo(LocalDate.of(2020, 1, 1));
    }

    @Test
    void aStatedAgeMustBeFrom0To130() {
        assertThatThrownBy(() -> statedAge(131, LocalDate.of(2025, 1, 1)))
                .isInstanceOf(InvalidFieldException.class).hasMessage("demographics.ageYears must be a whole number from 0 to 130");
        assertThatThrownBy(() -> statedAge(-1, LocalDate.of(2025, 1, 1))).isInstanceOf(InvalidFieldException.class);
    }

    @Test
    void weightAndHeightMustBePositive() {
        assertThatThrownBy(() -> new Demographics(null, null, null, null, null, null, null, null, BigDecimal.ZERO, null, null))
                .isInstanceOf(InvalidFieldException.class).hasMessageContaining("demographics.weightKg");
        assertThatThrownBy(() -> new Demographics(null, null, null, null, null, null, null, null, null, new BigDecimal("-1"), null))
                .hasMessageContaining("demographics.heightCm");
    }

    @Test
    void enumValuesAreCheckedWithTheAllowedOnesNamed() {
        assertThatThrownBy(() -> Sex.parse("demographics.sex", "M")).hasMessageContaining("MALE, FEMALE, OTHER, UNKNOWN");
        assertThat(Sex.fromFhirGender("female")).isEqualTo(Sex.FEMALE);
        assertThatThrownBy(() -> ReproductiveStatus.parse("reproductiveStatus", "pregnant"))
                .hasMessageContaining("PREGNANT");
    }
}
