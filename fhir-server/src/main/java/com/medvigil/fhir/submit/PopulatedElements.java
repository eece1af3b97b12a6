package com.medvigil.fhir.submit;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.hl7.fhir.instance.model.api.IBase;
import org.hl7.fhir.instance.model.api.IBaseResource;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import ca.uhn.fhir.context.BaseRuntimeChildDefinition;
import ca.uhn.fhir.context.BaseRuntimeElementCompositeDefinition;
import ca.uhn.fhir.context.BaseRuntimeElementDefinition;
import ca.uhn.fhir.context.FhirContext;
import ca.uhn.fhir.context.RuntimeChildDirectResource;

/**
 * Visits the elements of a resource HAPI parsed from JSON, at every depth, asking each element
 * only for the children its JSON named. HAPI's terser asks every child a type may have, a few
 * dozen per element and each through reflection, and builds a path for every element: its walk
 * was an eighth of the CPU of a bulk {@code $submit}. The same elements are visited, in the
 * terser's manner: the children of a resource, datatype or backbone element and of contained
 * resources, not the extensions of primitives, and not into a resource held directly (none of the
 * served types has one).
 */
final class PopulatedElements {

    private final FhirContext fhirContext;

    PopulatedElements(FhirContext fhirContext) {
        this.fhirContext = fhirContext;
    }

    /** Hands {@code visitor} every element below {@code resource}, which HAPI parsed from {@code json}. */
    void visit(IBaseResource resource, ObjectNode json, Consumer<IBase> visitor) {
        visitChildren(resource, fhirContext.getResourceDefinition(resource), List.of(json), visitor);
    }

    /**
     * {@code sources} are the JSON objects the element (or, for a repeating element, each of its
     * repetitions) was parsed from: the children named in any of them are asked for their values.
     */
    private void visitChildren(IBase element, BaseRuntimeElementCompositeDefinition<?> definition,
                               List<ObjectNode> sources, Consumer<IBase> visitor) {
        childrenNamedIn(definition, sources).forEach((child, childSources) -> {
            for (IBase value : child.getAccessor().getValues(element)) {
                if (value == null) {
                    continue;
                }
                visitor.accept(value);
                if (!(child instanceof RuntimeChildDirectResource)
                        && definitionOf(child, value) instanceof BaseRuntimeElementCompositeDefinition<?> composite) {
                    visitChildren(value, composite, childSources, visitor);
                }
            }
        });
    }

    /**
     * Each child the sources name, with the objects found under its names: a child has several
     * ({@code valueQuantity} and {@code valueString}, or {@code birthDate} and the
     * {@code _birthDate} of its extensions), and its values are asked for once.
     */
    private static Map<BaseRuntimeChildDefinition, List<ObjectNode>> childrenNamedIn(
            BaseRuntimeElementCompositeDefinition<?> definition, List<ObjectNode> sources) {
        Map<BaseRuntimeChildDefinition, List<ObjectNode>> children = new LinkedHashMap<>();
        for (ObjectNode source : sources) {
            for (Iterator<Map.Entry<String, JsonNode>> members = source.fields(); members.hasNext(); ) {
                Map.Entry<String, JsonNode> member = members.next();
                String name = member.getKey().startsWith("_") ? member.getKey().substring(1) : member.getKey();
                // resourceType, and the comments some JSON carries, name no child
                BaseRuntimeChildDefinition child = definition.getChildByName(name);
                if (child != null) {
                    addObjects(member.getValue(), children.computeIfAbsent(child, c -> new ArrayList<>()));
                }
            }
        }
        return children;
    }

    private static void addObjects(JsonNode value, List<ObjectNode> objects) {
        if (value instanceof ObjectNode object) {
            objects.add(object);
        } else if (value.isArray()) {
            for (JsonNode item : value) {
                if (item instanceof ObjectNode object) {
                    objects.add(object);
                }
            }
        }
    }

    private BaseRuntimeElementDefinition<?> definitionOf(BaseRuntimeChildDefinition child, IBase value) {
        if (value instanceof IBaseResource resource) {
            // a contained resource: its child definition describes the list, not the resource
            return fhirContext.getResourceDefinition(resource);
        }
        BaseRuntimeElementDefinition<?> definition = child.getChildElementDefinitionByDatatype(value.getClass());
        return definition != null ? definition : fhirContext.getElementDefinition(value.getClass());
    }
}
