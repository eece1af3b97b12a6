package com.medvigil.engine.knowledge;

import com.medvigil.engine.knowledge.KnowledgeFileSpec.ClassSpec;
import com.medvigil.engine.knowledge.KnowledgeFileSpec.DrugSpec;
import com.medvigil.engine.medication.Route;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import static com.medvigil.engine.knowledge.KnowledgeFileSpec.orEmpty;

/**
 * The {@code drugs} and {@code classes} sections: drugs and classes share one namespace of unique ids; a drug's
 * tokens are its id and every class that holds it, directly or through a class that holds its class. Three passes
 * over all files (drugs, classes, memberships), since a drug may name a class another file defines.
 */
final class MedicineCompiler {

    private final KnownReferences references;
    private final LoadProblems problems;
    private final Map<String, Set<String>> drugClasses = new HashMap<>();
    private final Map<String, Set<String>> classParents = new HashMap<>();
    private final Map<String, String> definedIn = new HashMap<>();

    MedicineCompiler(KnownReferences references, LoadProblems problems) {
        this.references = references;
        this.problems = problems;
    }

    static String slug(String name) {
        return name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
    }

    void compile(Map<String, KnowledgeFileSpec> files) {
        files.forEach(this::collectDrugs);
        files.forEach(this::collectClasses);
        files.forEach(this::collectMemberships);
    }

    private void collectDrugs(String path, KnowledgeFileSpec file) {
        for (DrugSpec spec : orEmpty(file.drugs())) {
            if (spec.name() == null || spec.name().isBlank()) {
                problems.add(path + ": a drug without a name");
                continue;
            }
            String id = spec.id() != null ? spec.id() : slug(spec.name());
            if (references.drugs.containsKey(id)) {
                problems.add(path + ": drug " + id + " is defined twice (also in " + definedIn.get(id) + ")");
                continue;
            }
            definedIn.put(id, path);
            String where = path + ": drug " + id;
            DrugRoutes routes = new DrugRoutes(FileValues.ROUTES.check(problems, where, spec.routes()),
                    FileValues.ROUTES.check(problems, where, spec.localBy()),
                    FileValues.ROUTES.check(problems, where, spec.systemicBy()));
            if (spec.internationalUnitsPerMg() != null && !(spec.internationalUnitsPerMg() > 0)) {
                problems.add(where + ": internationalUnitsPerMg must be a positive number");
            }
            references.drugs.put(id, new Drug(id, spec.name(), List.copyOf(orEmpty(spec.brands())),
                    List.copyOf(orEmpty(spec.synonyms())), List.copyOf(orEmpty(spec.abbreviations())), routes,
                    spec.internationalUnitsPerMg(), morphineEquivalent(where, spec.morphineEquivalent())));
            drugClasses.computeIfAbsent(id, k -> new LinkedHashSet<>());
        }
    }

    private Drug.MorphineEquivalent morphineEquivalent(String where, KnowledgeFileSpec.MorphineEquivalentSpec spec) {
        if (spec == null) {
            return null;
        }
        if (spec.perMg() == null || !(spec.perMg() > 0)) {
            problems.add(where + ": morphineEquivalent needs a positive perMg");
            return null;
        }
        if (spec.onlyBy() == null) {
            return new Drug.MorphineEquivalent(spec.perMg(), null);
        }
        FileValues.ROUTES.check(problems, where + " morphineEquivalent", List.of(spec.onlyBy()));
        return new Drug.MorphineEquivalent(spec.perMg(), FileValues.ROUTES.read(spec.onlyBy()).orElse(null));
    }

    private void collectClasses(String path, KnowledgeFileSpec file) {
        for (ClassSpec spec : orEmpty(file.classes())) {
            if (spec.id() == null || spec.name() == null) {
                problems.add(path + ": a class needs an id and a name");
                continue;
            }
            if (references.drugs.containsKey(spec.id()) || references.classes.containsKey(spec.id())) {
                problems.add(path + ": class id " + spec.id() + " is already used (in " + definedIn.get(spec.id()) + ")");
                continue;
            }
            references.citesKnown(path, "class " + spec.id(), spec.sources());
            definedIn.put(spec.id(), path);
            references.classes.put(spec.id(), new DrugClass(spec.id(), spec.name(), List.copyOf(orEmpty(spec.terms())),
                    List.copyOf(orEmpty(spec.sources()))));
            classParents.computeIfAbsent(spec.id(), k -> new LinkedHashSet<>());
        }
    }

    private void collectMemberships(String path, KnowledgeFileSpec file) {
        for (DrugSpec spec : orEmpty(file.drugs())) {
            String id = spec.id() != null ? spec.id() : slug(spec.name());
            for (String classId : orEmpty(spec.classes())) {
                if (!references.classes.containsKey(classId)) {
                    problems.add(path + ": drug " + id + " names unknown class " + classId);
                } else if (drugClasses.containsKey(id)) {
                    drugClasses.get(id).add(classId);
                }
            }
        }
        for (ClassSpec spec : orEmpty(file.classes())) {
            for (String member : orEmpty(spec.members())) {
                if (references.drugs.containsKey(member)) {
                    if (!drugClasses.get(member).add(spec.id())) {
                        problems.add(path + ": " + member + " is listed twice in class " + spec.id());
                    }
                } else if (references.classes.containsKey(member)) {
                    classParents.get(member).add(spec.id());
                } else {
                    problems.add(path + ": class " + spec.id() + " lists unknown member " + member);
                }
            }
        }
    }

    /** Every class with the classes that hold it, itself included. */
    Map<String, Set<String>> classAncestors() {
        Map<String, Set<String>> ancestors = new HashMap<>();
        for (String classId : references.classes.keySet()) {
            Set<String> seen = new LinkedHashSet<>();
            collectAncestors(classId, seen, new HashSet<>());
            ancestors.put(classId, Set.copyOf(seen));
        }
        return ancestors;
    }

    private void collectAncestors(String classId, Set<String> seen, Set<String> path) {
        if (!path.add(classId)) {
            problems.add("class " + classId + " contains itself through its members");
            return;
        }
        seen.add(classId);
        for (String parent : classParents.getOrDefault(classId, Set.of())) {
            collectAncestors(parent, seen, path);
        }
        path.remove(classId);
    }

    /** The tokens of every drug, and of every class named on its own (as {@link KnowledgeBase#CLASS_PREFIX} id). */
    Map<String, Set<String>> ingredientTokens(Map<String, Set<String>> ancestors) {
        Map<String, Set<String>> tokens = new HashMap<>();
        drugClasses.forEach((drugId, direct) -> {
            Set<String> all = new LinkedHashSet<>();
            all.add(drugId);
            direct.forEach(c -> all.addAll(ancestors.getOrDefault(c, Set.of(c))));
            tokens.put(drugId, Set.copyOf(all));
        });
        ancestors.forEach((classId, up) -> tokens.put(KnowledgeBase.CLASS_PREFIX + classId, up));
        return tokens;
    }
}
