package com.medvigil.fhir;

import org.hl7.fhir.instance.model.api.IBaseConformance;
import org.hl7.fhir.r4.model.CapabilityStatement;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.info.BuildProperties;
import org.springframework.stereotype.Component;

import ca.uhn.fhir.interceptor.api.Hook;
import ca.uhn.fhir.interceptor.api.Interceptor;
import ca.uhn.fhir.interceptor.api.Pointcut;

/**
 * Names the service in the CapabilityStatement ({@code /metadata}): HAPI writes a fixed name
 * ("RestServer") and publisher ("Not provided"), which tell a client's integration team nothing.
 * Only the statement's top-level metadata is set here; what each type supports is HAPI's and
 * the search declaration's.
 */
@Component
@Interceptor
public class ServiceIdentity {

    static final String NAME = "MedVigil";
    static final String TITLE = "MedVigil FHIR API";
    static final String DESCRIPTION = "MedVigil medication safety service, FHIR R4: bulk ingestion through $submit,"
            + " read, version read and search of Patient, MedicationStatement, MedicationRequest, Condition,"
            + " AllergyIntolerance, Observation and Encounter, each tenant seeing only its own resources";

    private final String version;

    /** The version is the build's (Spring Boot's build-info); a build without it says so. */
    ServiceIdentity(ObjectProvider<BuildProperties> build) {
        BuildProperties properties = build.getIfAvailable();
        this.version = properties == null || properties.getVersion() == null ? "unknown (no build-info)"
                : properties.getVersion();
    }

    @Hook(Pointcut.SERVER_CAPABILITY_STATEMENT_GENERATED)
    public void describe(IBaseConformance generated) {
        CapabilityStatement statement = (CapabilityStatement) generated;
        statement.setName(NAME);
        statement.setTitle(TITLE);
        statement.setPublisher(NAME);
        statement.getSoftware().setName(NAME).setVersion(version);
        statement.getImplementation().setDescription(DESCRIPTION);
    }
}
