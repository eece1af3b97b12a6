package com.medvigil.fhir.search;

import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;

import org.hl7.fhir.instance.model.api.IBase;
import org.hl7.fhir.instance.model.api.IBaseResource;
import org.hl7.fhir.instance.model.api.IIdType;
import org.hl7.fhir.instance.model.api.IPrimitiveType;
import org.hl7.fhir.r4.model.BaseDateTimeType;
import org.hl7.fhir.r4.model.CodeableConcept;
import org.hl7.fhir.r4.model.Coding;
import org.hl7.fhir.r4.model.Enumeration;
import org.hl7.fhir.r4.model.Identifier;
import org.hl7.fhir.r4.model.Period;
import org.hl7.fhir.r4.model.Reference;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.store.DateSpan;
import com.medvigil.fhir.store.IndexedToken;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.fhirpath.IFhirPath;
import ca.uhn.fhir.fhirpath.IFhirPath.IParsedExpression;
import ca.uhn.fhir.fhirpath.IFhirPathEvaluationContext;

/**
 * Extracts the search values of a resource by evaluating, with FHIRPath, the paths of HAPI's
 * built-in search parameters (e.g. {@code Observation.subject.where(resolve() is Patient)}).
 * A FHIRPath engine is not thread-safe and costly to build (it loads FHIR's definitions), so
 * engines are pooled: as many are built as requests index at the same time, and reused.
 */
@Component
public class SearchIndexer {

    private final FhirContext fhirContext;
    private final SearchParameters parameters;
    private final Set<String> resourceTypes;
    private final Queue<Extractor> idleExtractors = new ConcurrentLinkedQueue<>();

    /** An indexer of its own, for work outside the application context (migrations). */
    public static SearchIndexer standalone(FhirContext fhirContext) {
        return new SearchIndexer(fhirContext, new SearchParameters(fhirContext));
    }

    SearchIndexer(FhirContext fhirContext, SearchParameters parameters) {
        this.fhirContext = fhirContext;
        this.parameters = parameters;
        this.resourceTypes = Set.copyOf(fhirContext.getResourceTypes());
    }

    /**
     * Builds the first engine when the application is up, in the background, so that neither
     * start-up nor the first submission waits about a second for it.
     */
    @EventListener(ApplicationReadyEvent.class)
    public void warmUp() {
        Thread warmUp = new Thread(() -> idleExtractors.offer(newExtractor()), "fhirpath-warm-up");
        warmUp.setDaemon(true);
        warmUp.start();
    }

    public IndexValues index(ServedType type, IBaseResource resource) {
        Extractor extractor = idleExtractors.poll();
        if (extractor == null) {
            extractor = newExtractor();
        }
        try {
            return index(type, resource, extractor);
        } finally {
            idleExtractors.offer(extractor);
        }
    }

    /**
     * Engines are built one at a time: the first one loads FHIR's StructureDefinitions into the
     * context's shared validation support (a second or so of CPU), and threads that raced it would
     * each load their own copy. Waiting for it is cheaper, and it may even come back to the pool.
     */
    private synchronized Extractor newExtractor() {
        Extractor idle = idleExtractors.poll();
        return idle != null ? idle : new Extractor();
    }

    private IndexValues index(ServedType type, IBaseResource resource, Extractor extractor) {
        String patientRef = type == ServedType.PATIENT ? resource.getIdElement().getIdPart() : null;
        List<IndexedToken> tokens = new ArrayList<>();
        DateSpan date = null;
        for (SearchParameter parameter : parameters.of(type)) {
            switch (parameter.kind()) {
                case DATE -> date = dateSpanOf(extractor.evaluate(type, parameter, resource));
                case PATIENT -> patientRef = patientIdIn(extractor.evaluate(type, parameter, resource));
                case TOKEN -> addTokens(parameter.name(), extractor.evaluate(type, parameter, resource), tokens);
                case ID, LAST_UPDATED -> {
                    // the logical id and the time of writing are columns of their own
                }
            }
        }
        return new IndexValues(patientRef, tokens, date);
    }

    /**
     * The span of a date, dateTime, instant or Period (an open end is open); several values give
     * the span covering them all. A Timing, or a value that is no valid date, gives none.
     */
    static DateSpan dateSpanOf(List<IBase> elements) {
        DateSpan span = null;
        for (IBase element : elements) {
            DateSpan one = null;
            try {
                if (element instanceof BaseDateTimeType date && date.getValueAsString() != null) {
                    FhirDateRange range = FhirDateRange.parse(date.getValueAsString());
                    one = new DateSpan(range.low(), range.high());
                } else if (element instanceof Period period && (period.hasStart() || period.hasEnd())) {
                    Instant low = period.hasStart() ? FhirDateRange.parse(period.getStartElement().getValueAsString()).low()
                            : DateSpan.OPEN_LOW;
                    Instant high = period.hasEnd() ? FhirDateRange.parse(period.getEndElement().getValueAsString()).high()
                            : DateSpan.OPEN_HIGH;
                    one = high.isBefore(low) ? null : new DateSpan(low, high);
                }
            } catch (IllegalArgumentException e) {
                // a date HAPI accepted but FHIR's forms do not hold (year 0): not searchable by date
                one = null;
            }
            if (one != null) {
                span = span == null ? one : span.union(one);
            }
        }
        return span;
    }

    private static String patientIdIn(List<IBase> references) {
        for (IBase element : references) {
            if (element instanceof Reference reference) {
                IIdType id = reference.getReferenceElement();
                if ("Patient".equals(id.getResourceType()) && id.hasIdPart()) {
                    return id.getIdPart();
                }
            }
        }
        return null;
    }

    private static void addTokens(String param, List<IBase> elements, List<IndexedToken> tokens) {
        for (IBase element : elements) {
            if (element instanceof CodeableConcept concept) {
                concept.getCoding().forEach(coding -> addCoding(param, coding, tokens));
            } else if (element instanceof Coding coding) {
                addCoding(param, coding, tokens);
            } else if (element instanceof Identifier identifier) {
                if (identifier.hasValue()) {
                    tokens.add(new IndexedToken(param, identifier.getSystem(), identifier.getValue()));
                }
            } else if (element instanceof Enumeration<?> code) {
                if (code.hasValue()) {
                    tokens.add(new IndexedToken(param, code.getSystem(), code.getValueAsString()));
                }
            } else if (element instanceof IPrimitiveType<?> primitive && primitive.getValueAsString() != null) {
                tokens.add(new IndexedToken(param, null, primitive.getValueAsString()));
            }
        }
    }

    private static void addCoding(String param, Coding coding, List<IndexedToken> tokens) {
        if (coding.hasCode()) {
            tokens.add(new IndexedToken(param, coding.hasSystem() ? coding.getSystem() : null, coding.getCode()));
        }
    }

    /** One thread's FHIRPath engine with the parameter paths parsed once. */
    private final class Extractor {

        private final IFhirPath fhirPath = fhirContext.newFhirPath();
        private final Map<ServedType, Map<String, IParsedExpression>> parsed = new EnumMap<>(ServedType.class);

        Extractor() {
            // resolve() in the built-in paths only asks which type a reference points at; a blank
            // resource of that type answers it without looking anything up.
            fhirPath.setEvaluationContext(new IFhirPathEvaluationContext() {
                @Override
                public IBase resolveReference(IIdType reference, IBase context) {
                    String resourceType = reference.getResourceType();
                    if (resourceType == null || !resourceTypes.contains(resourceType)) {
                        return null;
                    }
                    return fhirContext.getResourceDefinition(resourceType).newInstance();
                }
            });
        }

        List<IBase> evaluate(ServedType type, SearchParameter parameter, IBaseResource resource) {
            IParsedExpression expression = parsed.computeIfAbsent(type, t -> new HashMap<>())
                    .computeIfAbsent(parameter.name(), name -> parse(parameters.pathOf(type, parameter)));
            return fhirPath.evaluate(resource, expression, IBase.class);
        }

        private IParsedExpression parse(String path) {
            try {
                return fhirPath.parse(path);
            } catch (Exception e) {
                throw new IllegalStateException("Cannot parse the FHIRPath of a built-in search parameter: " + path, e);
            }
        }
    }
}
