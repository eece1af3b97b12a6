package com.medvigil.engine.knowledge;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static com.medvigil.engine.knowledge.KnowledgeFileSpec.orEmpty;

/** The {@code conditionGroups} sections: conditions by name and code, and the lab readings that show them. */
final class ConditionGroupCompiler implements SectionCompiler {

    private final KnownReferences references;
    private final LoadProblems problems;
    private final Map<String, ConditionGroup> groups = new LinkedHashMap<>();

    ConditionGroupCompiler(KnownReferences references, LoadProblems problems) {
        this.references = references;
        this.problems = problems;
    }

    @Override
    public void compile(String path, KnowledgeFileSpec file) {
        for (var group : orEmpty(file.conditionGroups())) {
            references.citesKnown(path, "condition group " + group.id(), group.sources());
            problems.putUnique(groups, group.id(), conditionGroup(path, group), path, "condition group");
        }
    }

    private ConditionGroup conditionGroup(String path, KnowledgeFileSpec.ConditionGroupSpec spec) {
        Set<String> codes = new LinkedHashSet<>();
        for (var code : orEmpty(spec.codes())) {
            codes.add(code.code());
        }
        List<ConditionGroup.LabDefinition> definitions = new ArrayList<>();
        for (var definition : orEmpty(spec.definedByLab())) {
            String owner = "condition group " + spec.id() + " lab definition";
            if (definition.lab() == null || definition.above() == null && definition.below() == null) {
                problems.add(path + ": " + owner + " needs a lab and a threshold (above or below)");
            }
            problems.requireText(path, owner + " meaning", definition.meaning());
            definitions.add(new ConditionGroup.LabDefinition(definition.lab(), definition.above(), definition.below(),
                    definition.meaning(), references.sourcesOf(path, owner, definition.sources(), List.of())));
        }
        return new ConditionGroup(spec.id(), spec.name(), List.copyOf(orEmpty(spec.terms())),
                List.copyOf(orEmpty(spec.unlessTerms())), Set.copyOf(codes),
                Boolean.TRUE.equals(spec.includeResolved()), Boolean.TRUE.equals(spec.includeFamilyHistory()), List.copyOf(definitions), egfrBand(path, spec),
                List.copyOf(orEmpty(spec.members())));
    }

    private ConditionGroup.EgfrBand egfrBand(String path, KnowledgeFileSpec.ConditionGroupSpec spec) {
        KnowledgeFileSpec.EgfrBandSpec band = spec.statesEgfr();
        if (band == null) {
            return null;
        }
        if (band.atLeast() == null || band.below() == null || band.atLeast() < 0 || band.atLeast() >= band.below()) {
            problems.add(path + ": condition group " + spec.id() + " statesEgfr needs atLeast and below, 0 <= atLeast < below");
            return null;
        }
        return new ConditionGroup.EgfrBand(band.atLeast(), band.below());
    }

    /** Once every measure is known: each lab definition names one. */
    void checkMeasures(Map<String, Measure> measures) {
        for (ConditionGroup group : groups.values()) {
            for (ConditionGroup.LabDefinition definition : group.definedByLab()) {
                if (!measures.containsKey(definition.lab())) {
                    problems.add("condition group " + group.id() + " is defined by unknown measure " + definition.lab());
                }
            }
        }
    }

    /** Once every group is known: each member is a group, and one without members of its own. */
    void checkMembers() {
        for (ConditionGroup group : groups.values()) {
            for (String member : group.members()) {
                ConditionGroup found = groups.get(member);
                if (found == null) {
                    problems.add("condition group " + group.id() + " has unknown member " + member);
                } else if (!found.members().isEmpty()) {
                    problems.add("condition group " + group.id() + " has member " + member + ", which has members of its own");
                }
            }
        }
    }

    Map<String, ConditionGroup> groups() {
        return groups;
    }
}
