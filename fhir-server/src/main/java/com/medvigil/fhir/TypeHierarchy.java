package com.medvigil.fhir;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.hl7.fhir.instance.model.api.IBaseResource;
import org.hl7.fhir.r4.model.StructureDefinition;

import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.context.support.DefaultProfileValidationSupport;
import ca.uhn.fhir.context.support.IValidationSupport;

/**
 * FHIR R4's StructureDefinitions without their elements: for each, its url, name, kind, type and
 * the definition it derives from. This is all that HAPI's FHIRPath engine reads when it evaluates
 * the paths of the search parameters: which types exist, and what a type derives from ({@code is},
 * {@code as}, {@code ofType}, a path's leading type name); the elements matter only to its type
 * checker, which is not used. The engine takes its definitions from the context's validation
 * support, and HAPI's default keeps every R4 StructureDefinition, 20,000 element definitions with
 * their texts, resident for good: 63 MB of heap, measured, a quarter of the old generation of the
 * heap the image runs with. The full definitions are read once, on first use, and let go.
 * Profile validation builds its own, complete, support ({@code ProfileValidation}).
 */
final class TypeHierarchy implements IValidationSupport {

    private final FhirContext fhirContext;
    private volatile Map<String, StructureDefinition> byUrl;

    TypeHierarchy(FhirContext fhirContext) {
        this.fhirContext = fhirContext;
    }

    @Override
    public FhirContext getFhirContext() {
        return fhirContext;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T extends IBaseResource> List<T> fetchAllStructureDefinitions() {
        return (List<T>) List.copyOf(definitions().values());
    }

    /** A canonical url with a version ({@code url|4.0.1}) finds the definition only if its version matches. */
    @Override
    public IBaseResource fetchStructureDefinition(String url) {
        int bar = url.indexOf('|');
        StructureDefinition found = definitions().get(bar < 0 ? url : url.substring(0, bar));
        if (found == null || bar < 0 || url.substring(bar + 1).equals(found.getVersion())) {
            return found;
        }
        return null;
    }

    private Map<String, StructureDefinition> definitions() {
        Map<String, StructureDefinition> loaded = byUrl;
        if (loaded == null) {
            synchronized (this) {
                loaded = byUrl;
                if (loaded == null) {
                    loaded = load();
                    byUrl = loaded;
                }
            }
        }
        return loaded;
    }

    /**
     * HAPI keeps the definitions it loads in a cache shared by every DefaultProfileValidationSupport
     * of the JVM; it is flushed once the outlines are made. Profile validation, if used, loads them
     * again for itself.
     */
    private Map<String, StructureDefinition> load() {
        DefaultProfileValidationSupport complete = new DefaultProfileValidationSupport(fhirContext);
        Map<String, StructureDefinition> outlines = new HashMap<>();
        for (IBaseResource resource : complete.fetchAllStructureDefinitions()) {
            StructureDefinition definition = (StructureDefinition) resource;
            outlines.put(definition.getUrl(), outline(definition));
        }
        complete.flush();
        return Map.copyOf(outlines);
    }

    private static StructureDefinition outline(StructureDefinition full) {
        StructureDefinition outline = new StructureDefinition();
        outline.setIdElement(full.getIdElement());
        outline.setUrlElement(full.getUrlElement());
        outline.setVersionElement(full.getVersionElement());
        outline.setNameElement(full.getNameElement());
        outline.setStatusElement(full.getStatusElement());
        outline.setFhirVersionElement(full.getFhirVersionElement());
        outline.setKindElement(full.getKindElement());
        outline.setAbstractElement(full.getAbstractElement());
        outline.setTypeElement(full.getTypeElement());
        outline.setBaseDefinitionElement(full.getBaseDefinitionElement());
        outline.setDerivationElement(full.getDerivationElement());
        return outline;
    }
}
