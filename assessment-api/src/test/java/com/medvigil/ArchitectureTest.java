package com.medvigil;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.springframework.stereotype.Controller;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.RestController;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/**
 * The module and package rules of docs/architecture.md, checked on the main classes of all four
 * modules as the application runs them (reactor directories or packaged jars).
 */
class ArchitectureTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("com.medvigil");

    private static final String MODEL = "com.medvigil.model..";
    private static final String ENGINE = "com.medvigil.engine..";
    private static final DescribedPredicate<JavaClass> FHIR_SERVER =
            resideInAPackage("com.medvigil.fhir..").and(not(resideInAPackage("com.medvigil.fhir.deployment..")))
                    .as("the fhir-server module");
    private static final DescribedPredicate<JavaClass> APPLICATION = resideInAPackage("com.medvigil..")
            .and(not(resideInAnyPackage(MODEL, ENGINE))).and(not(FHIR_SERVER)).as("the assessment-api module");

    /** Where each feature keeps its rules: nothing here may know an HTTP request or response type of ours. */
    private static final String[] DOMAIN_PACKAGES = {MODEL, ENGINE, "com.medvigil.fhir.submit..",
            "com.medvigil.fhir.store..", "com.medvigil.fhir.search..", "com.medvigil.fhir.derived..", "com.medvigil.assessment",
            "com.medvigil.patient", "com.medvigil.tenant", "com.medvigil.facility", "com.medvigil.webhook",
            "com.medvigil.dashboard.signin", "com.medvigil.dashboard.admins", "com.medvigil.work",
            "com.medvigil.assessment.fhirinput", "com.medvigil.assessment.fhiroutput", "com.medvigil.cdshooks", "com.medvigil.cdshooks.feedback",
            "com.medvigil.outbound"};

    @Test
    void theSharedModelDependsOnNothingButItself() {
        noClasses().that().resideInAPackage(MODEL)
                .should().dependOnClassesThat(resideInAPackage("com.medvigil..").and(not(resideInAPackage(MODEL))))
                .check(MAIN);
    }

    @Test
    void theSharedModelHoldsNoServicesAndNoWebCode() {
        noClasses().that().resideInAPackage(MODEL)
                .should().beAnnotatedWith(Service.class)
                .orShould().beAnnotatedWith(Controller.class)
                .orShould().beAnnotatedWith(RestController.class)
                .orShould().dependOnClassesThat().resideInAnyPackage("org.springframework.web..", "jakarta.servlet..")
                .check(MAIN);
    }

    @Test
    void theEngineIsPlainJava() {
        noClasses().that().resideInAPackage(ENGINE)
                .should().dependOnClassesThat(resideInAPackage("com.medvigil..").and(not(resideInAPackage(ENGINE))))
                .orShould().dependOnClassesThat()
                .resideInAnyPackage("org.springframework..", "jakarta..", "javax.sql..", "java.sql..", "ca.uhn..")
                .check(MAIN);
    }

    @Test
    void theFhirServerKnowsNothingOfTheApplication() {
        noClasses().that(FHIR_SERVER).should().dependOnClassesThat(APPLICATION).check(MAIN);
    }

    @Test
    void domainCodeTakesNoWebTypes() {
        noClasses().that().resideInAnyPackage(DOMAIN_PACKAGES)
                .should().dependOnClassesThat().resideInAPackage("com.medvigil..web..")
                .check(MAIN);
    }

    @Test
    void everyPackageLivesInOneModule() {
        Map<String, Set<String>> modulesByPackage = new TreeMap<>();
        for (JavaClass type : MAIN) {
            modulesByPackage.computeIfAbsent(type.getPackageName(), name -> new TreeSet<>()).add(moduleOf(type));
        }
        assertThat(modulesByPackage).allSatisfy((name, modules) -> assertThat(modules).as(name).hasSize(1));
        assertThat(modulesByPackage).allSatisfy((name, modules) -> assertThat(modules).as(name)
                .containsExactly(expectedModuleOf(name)));
    }

    private static String moduleOf(JavaClass type) {
        String location = type.getSource().orElseThrow().getUri().toString();
        for (String module : new String[] {"shared-model", "fhir-server", "assessment-engine", "assessment-api"}) {
            if (location.contains("/" + module + "/") || location.contains("/" + module + "-")) {
                return module;
            }
        }
        throw new AssertionError(type.getName() + " comes from no module of ours: " + location);
    }

    private static String expectedModuleOf(String packageName) {
        if (packageName.startsWith("com.medvigil.model")) {
            return "shared-model";
        }
        if (packageName.startsWith("com.medvigil.engine")) {
            return "assessment-engine";
        }
        if (packageName.startsWith("com.medvigil.fhir") && !packageName.startsWith("com.medvigil.fhir.deployment")) {
            return "fhir-server";
        }
        return "assessment-api";
    }
}
