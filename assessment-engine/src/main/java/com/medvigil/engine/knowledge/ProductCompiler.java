package com.medvigil.engine.knowledge;

import java.util.ArrayList;
import java.util.List;

import static com.medvigil.engine.knowledge.KnowledgeFileSpec.orEmpty;

/** The {@code products} sections: combination, branded and local-route products and their ingredients. */
final class ProductCompiler implements SectionCompiler {

    private final KnownReferences references;
    private final LoadProblems problems;
    private final List<Product> products = new ArrayList<>();

    ProductCompiler(KnownReferences references, LoadProblems problems) {
        this.references = references;
        this.problems = problems;
    }

    @Override
    public void compile(String path, KnowledgeFileSpec file) {
        for (var spec : orEmpty(file.products())) {
            String where = path + ": product " + spec.name();
            references.refs(path, "product " + spec.name(), spec.ingredients(), true);
            for (String classId : orEmpty(spec.classes())) {
                if (!references.classes.containsKey(classId)) {
                    problems.add(where + " names unknown class " + classId);
                }
            }
            if (spec.ingredients() == null || spec.ingredients().isEmpty()) {
                problems.add(where + " has no ingredients");
            }
            if (spec.route() != null) {
                FileValues.ROUTES.check(problems, where, List.of(spec.route()));
            }
            List<String> strengthOrder = List.copyOf(orEmpty(spec.strengthOrder()));
            if (!strengthOrder.isEmpty() && !(strengthOrder.size() == orEmpty(spec.ingredients()).size()
                    && strengthOrder.containsAll(orEmpty(spec.ingredients())))) {
                problems.add(where + ": strengthOrder must list each of its ingredients once");
            }
            List<Double> totalMassParts = List.copyOf(orEmpty(spec.totalMassParts()));
            if (!totalMassParts.isEmpty() && (totalMassParts.size() != orEmpty(spec.ingredients()).size()
                    || totalMassParts.stream().anyMatch(part -> part <= 0))) {
                problems.add(where + ": totalMassParts must give one positive part for each ingredient");
            }
            products.add(new Product(spec.name(), List.copyOf(orEmpty(spec.aliases())),
                    List.copyOf(orEmpty(spec.ingredients())), List.copyOf(orEmpty(spec.classes())), spec.route(),
                    spec.local(), strengthOrder, totalMassParts));
        }
    }

    List<Product> products() {
        return products;
    }
}
