package com.medvigil.fhir;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.hl7.fhir.r4.model.StructureDefinition;
import org.hl7.fhir.r4.model.StructureDefinition.StructureDefinitionKind;
import org.junit.jupiter.api.Test;

import ca.uhn.fhir.context.FhirContext;

class TypeHierarchyTest {

    static final String CORE = "http://hl7.org/fhir/StructureDefinition/";
    final TypeHierarchy hierarchy = new TypeHierarchy(FhirContext.forR4Cached());

    @Test
    void everyDefinitionIsKeptWithoutItsElements() {
        List<StructureDefinition> all = hierarchy.fetchAllStructureDefinitions();

        assertThat(all).hasSizeGreaterThan(600)
                .allSatisfy(definition -> assertThat(definition.hasSnapshot() || definition.hasDifferential()).isFalse());
    }

    @Test
    void aTypeNamesWhatItDerivesFrom() {
        StructureDefinition observation = (StructureDefinition) hierarchy.fetchStructureDefinition(CORE + "Observation");

        assertThat(observation.getName()).isEqualTo("Observation");
        assertThat(observation.getKind()).isEqualTo(StructureDefinitionKind.RESOURCE);
        assertThat(observation.getDerivation()).isEqualTo(StructureDefinition.TypeDerivationRule.SPECIALIZATION);
        assertThat(observation.getBaseDefinition()).isEqualTo(CORE + "DomainResource");
        assertThat(((StructureDefinition) hierarchy.fetchStructureDefinition(CORE + "DomainResource")).getBaseDefinition())
                .isEqualTo(CORE + "Resource");
    }

    @Test
    void aVersionedUrlFindsTheDefinitionOnlyInItsVersion() {
        assertThat(hierarchy.fetchStructureDefinition(CORE + "Patient|4.0.1")).isNotNull();
        assertThat(hierarchy.fetchStructureDefinition(CORE + "Patient|5.0.0")).isNull();
        assertThat(hierarchy.fetchStructureDefinition(CORE + "NoSuchType")).isNull();
    }
}
