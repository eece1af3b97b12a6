package com.medvigil.fhir;

import java.util.List;

import org.springframework.context.ApplicationContext;
import org.springframework.stereotype.Component;

import com.medvigil.fhir.operations.SystemOperation;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.interceptor.api.Interceptor;
import ca.uhn.fhir.rest.api.EncodingEnum;
import ca.uhn.fhir.rest.server.IResourceProvider;
import ca.uhn.fhir.rest.server.RestfulServer;

/**
 * The FHIR servlet mounted at {@code /v1/fhir/*}. Authentication, tenancy and rate limits happen
 * before a request reaches it; it only answers FHIR. Every Spring bean that is a resource
 * provider, a {@link SystemOperation} or a HAPI {@link Interceptor} is registered with it.
 */
@Component
public class MedVigilFhirServer extends RestfulServer {

    private static final long serialVersionUID = 1L;

    private final transient List<IResourceProvider> resourceProviders;
    private final transient List<SystemOperation> operations;
    private final transient ApplicationContext applicationContext;

    public MedVigilFhirServer(FhirContext fhirContext, List<IResourceProvider> resourceProviders,
                              List<SystemOperation> operations, ApplicationContext applicationContext) {
        super(fhirContext);
        this.resourceProviders = resourceProviders;
        this.operations = operations;
        this.applicationContext = applicationContext;
    }

    @Override
    protected void initialize() {
        setServerName("MedVigil FHIR API");
        setImplementationDescription("MedVigil medication safety service, FHIR R4");
        setDefaultResponseEncoding(EncodingEnum.JSON);
        setResourceProviders(resourceProviders);
        registerProviders(List.copyOf(operations));
        applicationContext.getBeansWithAnnotation(Interceptor.class).values().forEach(this::registerInterceptor);
    }
}
