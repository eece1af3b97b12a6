package com.medvigil.fhir;

import java.util.List;
import java.util.stream.Stream;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.ApplicationContext;
import org.springframework.stereotype.Component;

import com.medvigil.fhir.operations.SystemOperation;
import com.medvigil.fhir.providers.StoredResourceProviders;
import com.medvigil.fhir.search.DeclaredCapabilityStatementProvider;
import com.medvigil.fhir.search.DeclaredSearchParameterRegistry;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.interceptor.api.Interceptor;
import ca.uhn.fhir.rest.api.EncodingEnum;
import ca.uhn.fhir.rest.server.IResourceProvider;
import ca.uhn.fhir.rest.server.RestfulServer;

/**
 * The FHIR servlet mounted at {@code /v1/fhir/*}. Authentication, tenancy and rate limits happen
 * before a request reaches it; it only answers FHIR. It registers the provider of every served
 * type, every other Spring bean that is a resource provider, a {@link SystemOperation} or a HAPI
 * {@link Interceptor}, and a CapabilityStatement whose search parameters are the declared ones
 * (the service's name, version and publisher in it come from {@link ServiceIdentity}).
 */
@Component
public class MedVigilFhirServer extends RestfulServer {

    private static final long serialVersionUID = 1L;

    private final transient List<IResourceProvider> resourceProviders;
    private final transient List<SystemOperation> operations;
    private final transient DeclaredSearchParameterRegistry searchParameters;
    private final transient ApplicationContext applicationContext;

    public MedVigilFhirServer(FhirContext fhirContext, StoredResourceProviders storedResourceProviders,
                              ObjectProvider<IResourceProvider> otherResourceProviders, List<SystemOperation> operations,
                              DeclaredSearchParameterRegistry searchParameters, ApplicationContext applicationContext) {
        super(fhirContext);
        this.resourceProviders = Stream.concat(storedResourceProviders.all().stream(),
                otherResourceProviders.orderedStream()).toList();
        this.operations = operations;
        this.searchParameters = searchParameters;
        this.applicationContext = applicationContext;
    }

    @Override
    protected void initialize() {
        setDefaultResponseEncoding(EncodingEnum.JSON);
        setResourceProviders(resourceProviders);
        registerProviders(List.copyOf(operations));
        setServerConformanceProvider(new DeclaredCapabilityStatementProvider(this, searchParameters, searchParameters.declared()));
        applicationContext.getBeansWithAnnotation(Interceptor.class).values().forEach(this::registerInterceptor);
    }
}
