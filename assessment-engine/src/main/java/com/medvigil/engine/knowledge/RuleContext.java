package com.medvigil.engine.knowledge;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What must also be true of the patient for a rule to apply: every clause must hold. The clauses are in the order
 * the check reads them (the loader keeps one order), since the first failing one ends the check and the first that
 * cannot be told is the one reported. {@code localRoutes} lets medicines that act where they are applied take part
 * after all, by route id and only for the drugs or classes listed under it (timolol eye drops in asthma:
 * {@code {ophthalmic: [nonselective-beta-blocker]}}).
 */
public record RuleContext(List<ContextCriterion> criteria, Map<String, Set<String>> localRoutes) {

    public RuleContext {
        criteria = List.copyOf(criteria);
        localRoutes = Map.copyOf(localRoutes);
    }

    /** The rule's clause of this kind, if it states one (a rule states each kind at most once). */
    public <T extends ContextCriterion> Optional<T> find(Class<T> kind) {
        for (ContextCriterion criterion : criteria) {
            if (kind.isInstance(criterion)) {
                return Optional.of(kind.cast(criterion));
            }
        }
        return Optional.empty();
    }

    public boolean has(Class<? extends ContextCriterion> kind) {
        return find(kind).isPresent();
    }
}
