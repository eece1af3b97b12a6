package com.medvigil.fhir.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.medvigil.fhir.FhirServerConfiguration;
import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.store.ResourceQuery;
import com.medvigil.fhir.store.ResourceQuery.TokenCriterion;
import com.medvigil.fhir.store.TokenMatch;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.rest.api.server.SystemRequestDetails;
import ca.uhn.fhir.rest.server.exceptions.InvalidRequestException;

class SearchRequestBinderTest {

    static final FhirContext FHIR = FhirServerConfiguration.newFhirContext();
    final SearchRequestBinder binder = new SearchRequestBinder(new SearchParameters(FHIR), FHIR);

    private ResourceQuery bind(ServedType type, Map<String, String[]> parameters) {
        SystemRequestDetails request = new SystemRequestDetails();
        request.setParameters(parameters);
        return binder.bind(type, request).toQuery();
    }

    @Test
    void anAliasSearchesTheIndexOfTheParameterItStandsFor() {
        ResourceQuery query = bind(ServedType.CONDITION, Map.of("clinical-status", new String[] {"active,resolved"},
                "subject", new String[] {"Patient/p1"}));

        assertThat(query.type()).isEqualTo("Condition");
        assertThat(query.patientRefs()).containsExactly(List.of("p1"));
        assertThat(query.tokens()).containsExactly(new TokenCriterion("status",
                List.of(TokenMatch.anySystem("active"), TokenMatch.anySystem("resolved"))));
    }

    @Test
    void repeatedParametersAreAndedAndTheirCommasOred() {
        ResourceQuery query = bind(ServedType.OBSERVATION, Map.of("code", new String[] {"http://loinc.org|2160-0", "|x,y"},
                "_id", new String[] {"o-1,o-2"}));

        assertThat(query.tokens()).containsExactly(
                new TokenCriterion("code", List.of(TokenMatch.of("http://loinc.org", "2160-0"))),
                new TokenCriterion("code", List.of(TokenMatch.noSystem("x"), TokenMatch.anySystem("y"))));
        assertThat(query.ids()).containsExactly(List.of("o-1", "o-2"));
    }

    @Test
    void aQualifierIsReadByHapisParameterTypeAndAModifierRefused() {
        assertThat(bind(ServedType.OBSERVATION, Map.of("subject:Patient", new String[] {"p1"})).patientRefs())
                .containsExactly(List.of("p1"));
        assertThatThrownBy(() -> bind(ServedType.OBSERVATION, Map.of("code:text", new String[] {"creatinine"})))
                .isInstanceOf(InvalidRequestException.class)
                .hasMessageContaining("Search parameter code does not support the modifier :text");
    }

    @Test
    void resultParametersSelectNothing() {
        ResourceQuery query = bind(ServedType.PATIENT, Map.of("_format", new String[] {"json"}));

        assertThat(query).isEqualTo(new ResourceQuery("Patient", List.of(), List.of(), List.of()));
    }
}
