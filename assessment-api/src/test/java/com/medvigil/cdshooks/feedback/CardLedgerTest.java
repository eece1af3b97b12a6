package com.medvigil.cdshooks.feedback;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;

/** The repeat key and what an issued card must carry, without a database. */
class CardLedgerTest {

    @Test
    void theRepeatKeyIsTheRuleAndTheSortedMedicinesWhateverTheirOrder() {
        assertThat(CardLedger.repeatKey("warfarin-nsaid", List.of("rxnorm:855332", "name:ibuprofen")))
                .isEqualTo("warfarin-nsaid|name:ibuprofen|rxnorm:855332")
                .isEqualTo(CardLedger.repeatKey("warfarin-nsaid", List.of("name:ibuprofen", "rxnorm:855332", "name:ibuprofen")));
    }

    @Test
    void anotherRuleAboutTheSameMedicinesIsAnotherAlert() {
        assertThat(CardLedger.repeatKey("a", List.of("name:x", "name:y"))).isNotEqualTo(CardLedger.repeatKey("b", List.of("name:x", "name:y")));
    }

    @Test
    void anIssuedCardNeedsItsRuleAndHookInstance() {
        assertThatThrownBy(() -> new IssuedCard(UUID.randomUUID(), UUID.randomUUID(), "order-sign", " ", null, null, "rule",
                "interaction", "major", List.of())).hasMessageContaining("hookInstance");
        assertThatThrownBy(() -> new IssuedCard(UUID.randomUUID(), UUID.randomUUID(), "order-sign", "h", null, null, null,
                "interaction", "major", List.of())).hasMessageContaining("ruleId");
    }

    @Test
    void overrideReasonsAreOneSystemWithDistinctCodesAndDisplays() {
        assertThat(OverrideReason.all()).hasSizeGreaterThanOrEqualTo(4).allSatisfy(reason -> {
            assertThat(reason.system()).isEqualTo("https://medvigil.com/fhir/CodeSystem/cds-override-reason");
            assertThat(reason.display()).isNotBlank();
        });
        assertThat(OverrideReason.all().stream().map(OverrideReason::code).distinct()).hasSize(OverrideReason.all().size());
        assertThat(OverrideReason.fromCode("benefit-outweighs-risk")).contains(OverrideReason.BENEFIT_OUTWEIGHS_RISK);
    }
}
