package com.medvigil.fhir.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import com.medvigil.fhir.FhirServerConfiguration;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.context.RuntimeSearchParam;
import ca.uhn.fhir.rest.api.RestSearchParameterTypeEnum;
import ca.uhn.fhir.rest.server.util.ISearchParamRegistry.SearchParamLookupContextEnum;

class DeclaredSearchParameterRegistryTest {

    static final FhirContext FHIR = FhirServerConfiguration.newFhirContext();
    final DeclaredSearchParameterRegistry registry = new DeclaredSearchParameterRegistry(new SearchParameters(FHIR), FHIR);

    @Test
    void aServedTypeHasEveryDeclaredNameAndAliasInNameOrder() {
        assertThat(registry.getActiveSearchParams("Condition", SearchParamLookupContextEnum.ALL).getSearchParamNames())
                .containsExactly("_id", "_lastUpdated", "clinical-status", "patient", "recorded-date", "status", "subject");
        assertThat(registry.getActiveSearchParams("Patient", SearchParamLookupContextEnum.ALL).getSearchParamNames())
                .containsExactly("_id", "_lastUpdated", "identifier");
    }

    @Test
    void aNameIsTypedByItsKindAndDocumentedByHapisBuiltInParameterOfThatName() {
        RuntimeSearchParam subject = registry.getActiveSearchParam("Observation", "subject", SearchParamLookupContextEnum.ALL);
        RuntimeSearchParam code = registry.getActiveSearchParam("Observation", "code", SearchParamLookupContextEnum.ALL);
        RuntimeSearchParam allergyStatus = registry.getActiveSearchParam("AllergyIntolerance", "status",
                SearchParamLookupContextEnum.ALL);

        assertThat(subject.getParamType()).isEqualTo(RestSearchParameterTypeEnum.REFERENCE);
        assertThat(subject.getDescription()).isEqualTo(FHIR.getResourceDefinition("Observation").getSearchParam("subject")
                .getDescription());
        assertThat(code.getParamType()).isEqualTo(RestSearchParameterTypeEnum.TOKEN);
        assertThat(allergyStatus.getDescription()).isNull();
    }

    @Test
    void aTypeThatIsNotServedHasNone() {
        assertThat(registry.getActiveSearchParams("Claim", SearchParamLookupContextEnum.ALL).size()).isZero();
    }
}
