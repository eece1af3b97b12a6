package com.medvigil.fhir.submit;

import java.util.Locale;

import org.hl7.fhir.common.hapi.validation.support.CommonCodeSystemsTerminologyService;
import org.hl7.fhir.common.hapi.validation.support.InMemoryTerminologyServerValidationSupport;
import org.hl7.fhir.common.hapi.validation.support.SnapshotGeneratingValidationSupport;
import org.hl7.fhir.common.hapi.validation.support.ValidationSupportChain;
import org.hl7.fhir.common.hapi.validation.validator.FhirInstanceValidator;
import org.hl7.fhir.r4.model.Resource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.context.support.DefaultProfileValidationSupport;
import ca.uhn.fhir.validation.FhirValidator;
import ca.uhn.fhir.validation.ResultSeverityEnum;
import ca.uhn.fhir.validation.SingleValidationMessage;
import ca.uhn.fhir.validation.ValidationResult;

/**
 * The opt-in check of an entry against the base FHIR R4 StructureDefinitions (cardinalities,
 * required bindings, invariants). It needs seconds and hundreds of megabytes to warm up, so the
 * validator is built on first use, not at start-up. Codes of external systems (SNOMED CT, LOINC)
 * cannot be checked without a terminology server and are not.
 */
@Component
class ProfileValidation {

    private static final Logger log = LoggerFactory.getLogger(ProfileValidation.class);

    private final FhirContext fhirContext;
    private volatile FhirValidator validator;

    ProfileValidation(FhirContext fhirContext) {
        this.fhirContext = fhirContext;
    }

    /** Refuses the resource on its first error-level finding; warnings are not reported. */
    void check(Resource resource) {
        ValidationResult result = validator().validateWithResult(resource);
        for (SingleValidationMessage message : result.getMessages()) {
            if (message.getSeverity() == ResultSeverityEnum.ERROR || message.getSeverity() == ResultSeverityEnum.FATAL) {
                throw EntryProblem.invalid(element(message.getLocationString(), resource.fhirType()),
                        "profile validation: " + message.getMessage());
            }
        }
    }

    /** {@code Observation.code.coding[0]} becomes {@code resource.code.coding[0]}. */
    private static String element(String location, String resourceType) {
        if (location == null || !location.startsWith(resourceType)) {
            return "resource";
        }
        return "resource" + location.substring(resourceType.length());
    }

    private FhirValidator validator() {
        FhirValidator current = validator;
        if (current == null) {
            synchronized (this) {
                current = validator;
                if (current == null) {
                    current = build();
                    validator = current;
                }
            }
        }
        return current;
    }

    private FhirValidator build() {
        long started = System.nanoTime();
        ValidationSupportChain support = new ValidationSupportChain(
                new DefaultProfileValidationSupport(fhirContext),
                new CommonCodeSystemsTerminologyService(fhirContext),
                new InMemoryTerminologyServerValidationSupport(fhirContext),
                new SnapshotGeneratingValidationSupport(fhirContext));
        FhirInstanceValidator instanceValidator = new FhirInstanceValidator(support);
        // EHR data carries national extensions (US Core race, ethnicity); their content is not ours to judge.
        instanceValidator.setAnyExtensionsAllowed(true);
        FhirValidator built = fhirContext.newValidator();
        built.setValidateAgainstStandardSchema(false);
        built.setValidateAgainstStandardSchematron(false);
        built.registerValidatorModule(instanceValidator);
        log.info("Profile validator ready in {} ms", String.format(Locale.ROOT, "%.0f", (System.nanoTime() - started) / 1e6));
        return built;
    }
}
