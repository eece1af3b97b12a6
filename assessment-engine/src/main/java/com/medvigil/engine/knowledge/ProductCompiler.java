package com.medvigil.engine.knowledge;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static com.medvigil.engine.knowledge.KnowledgeFileSpec.orEmpty;

/** The {@code products} sections: combination, branded and local-route products and their ingredients. */
final class ProductCompiler implements SectionCompiler {

    private final KnownReferences references;
    private final LoadProblems problems;
    private final List<Product> products = new ArrayList<>();
    private final Map<Set<String>, Map<String, Double>> totalMassShares = new HashMap<>();

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
            boolean partsFit = totalMassParts.size() == orEmpty(spec.ingredients()).size()
                    && totalMassParts.stream().allMatch(part -> part > 0);
            if (!totalMassParts.isEmpty() && !partsFit) {
                problems.add(where + ": totalMassParts must give one positive part for each ingredient");
            }
            Product product = new Product(spec.name(), List.copyOf(orEmpty(spec.aliases())),
                    List.copyOf(orEmpty(spec.ingredients())), List.copyOf(orEmpty(spec.classes())), spec.route(),
                    spec.local(), strengthOrder, totalMassParts);
            if (!totalMassParts.isEmpty() && partsFit) {
                checkOneTotalMassDosing(where, product);
            }
            products.add(product);
        }
    }

    /**
     * Two products of the same ingredients must split a mass dose alike: the split is found by the ingredients a name
     * resolves to, whatever product it names.
     */
    private void checkOneTotalMassDosing(String where, Product product) {
        Map<String, Double> shares = product.totalMassShares();
        Map<String, Double> earlier = totalMassShares.putIfAbsent(Set.copyOf(product.ingredients()), shares);
        if (earlier != null && !earlier.keySet().stream()
                .allMatch(ingredient -> Math.abs(earlier.get(ingredient) - shares.get(ingredient)) < 1e-9)) {
            problems.add(where + ": totalMassParts differ from another product of the same ingredients");
        }
    }

    List<Product> products() {
        return products;
    }
}
