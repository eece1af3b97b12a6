package com.medvigil.model.tenant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

import com.medvigil.model.error.InvalidFieldException;

class TenantCodeTest {

    private static TenantCode derived(String name) {
        return TenantCode.derivedFrom(new TenantName(name));
    }

    @Test
    void aNameBecomesALowercaseHyphenatedSlug() {
        assertThat(derived("St. Mary's Clinic").value()).isEqualTo("st-mary-s-clinic");
    }

    @Test
    void accentsAreFoldedAndRunsOfPunctuationCollapse() {
        assertThat(derived("  Clínica  São—Paulo!! ").value()).isEqualTo("clinica-sao-paulo");
    }

    @Test
    void aShortSlugIsPaddedToTheMinimumLength() {
        assertThat(derived("A.B").value()).isEqualTo("a-b");
        assertThat(derived("AB!").value()).isEqualTo("ab-tenant");
    }

    @Test
    void aNameWithoutLettersOrDigitsStillGivesACode() {
        assertThat(derived("!!! ???").value()).isEqualTo("tenant");
    }

    @Test
    void aLongNameIsCutTo32CharactersWithoutATrailingHyphen() {
        TenantCode code = derived("The Very Long Name Of A Regional Hospital Network");

        assertThat(code.value()).hasSizeLessThanOrEqualTo(32).doesNotEndWith("-").startsWith("the-very-long-name");
    }

    @Test
    void aSuffixKeepsTheCodeWithin32Characters() {
        TenantCode code = new TenantCode("a".repeat(32));

        assertThat(code.withSuffix(12).value()).hasSize(32).endsWith("-12");
        assertThat(new TenantCode("acme").withSuffix(2).value()).isEqualTo("acme-2");
    }

    @Test
    void aGivenCodeIsValidatedNotRewritten() {
        assertThatThrownBy(() -> new TenantCode("ACME")).isInstanceOf(InvalidFieldException.class)
                .hasMessageStartingWith("code may contain only");
        assertThatThrownBy(() -> new TenantCode("ac")).hasMessageStartingWith("code must be 3 to 32");
        assertThat(new TenantCode("acme-2").value()).isEqualTo("acme-2");
    }
}
