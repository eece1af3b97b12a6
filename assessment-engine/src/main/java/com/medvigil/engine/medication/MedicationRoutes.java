package com.medvigil.engine.medication;

import com.medvigil.engine.knowledge.Drug;
import com.medvigil.engine.knowledge.DrugRoutes;
import com.medvigil.engine.knowledge.KnowledgeBase;
import com.medvigil.engine.knowledge.NameVocabulary;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads where a medicine is given (from a route field, a form or the words of its name) and decides whether it then
 * acts only where it is applied. Skin, eye, ear and intrauterine medicines act locally, nasal, inhaled, vaginal and
 * rectal ones systemically, unless the drug says otherwise ({@link DrugRoutes}) or its product does. A medicine acts
 * locally only when every ingredient does. Immutable; safe to share between threads.
 */
public final class MedicationRoutes {

    private final KnowledgeBase knowledge;
    /** Route of each name word, and its rank: the lower rank wins when a name holds words of two routes. */
    private final Map<String, Ranked> nameWords = new HashMap<>();
    private final Map<String, Ranked> fieldWords = new HashMap<>();

    private record Ranked(Route route, int rank) {
    }

    MedicationRoutes(KnowledgeBase knowledge) {
        this.knowledge = knowledge;
        NameVocabulary vocabulary = knowledge.vocabulary();
        List<String> order = new ArrayList<>(vocabulary.routeTerms().keySet());
        vocabulary.routeFieldTerms().keySet().stream().filter(id -> !order.contains(id)).forEach(order::add);
        vocabulary.routeTerms().forEach((id, words) -> words.forEach(word ->
                nameWords.putIfAbsent(word, new Ranked(route(id), order.indexOf(id)))));
        fieldWords.putAll(nameWords);
        vocabulary.routeFieldTerms().forEach((id, words) -> words.forEach(word ->
                fieldWords.putIfAbsent(word, new Ranked(route(id), order.indexOf(id)))));
    }

    private static Route route(String id) {
        return Route.fromId(id).orElseThrow(() -> new IllegalStateException("no route " + id));
    }

    /** The route the words of a name or a form name; UNKNOWN when they name none. */
    Route fromNameWords(List<String> tokens) {
        return best(tokens, nameWords);
    }

    /** The route a form such as "Ophthalmic Solution" or "cream" names; UNKNOWN when it names none. */
    public Route fromForm(String form) {
        return best(MedicineNames.tokens(form), nameWords);
    }

    /**
     * The route a route field names: a FHIR display ("Per vagina", "Oral route"), a word or an abbreviation ("PO",
     * "OU"). OTHER_SYSTEMIC when a route is given but none of these; UNKNOWN when nothing is given.
     */
    public Route fromRouteField(String field) {
        List<String> tokens = MedicineNames.tokens(field);
        if (tokens.isEmpty()) {
            return Route.UNKNOWN;
        }
        Route route = best(tokens, fieldWords);
        return route == Route.UNKNOWN ? Route.OTHER_SYSTEMIC : route;
    }

    private static Route best(List<String> tokens, Map<String, Ranked> words) {
        Ranked best = null;
        for (String token : tokens) {
            Ranked ranked = words.get(token);
            if (ranked != null && (best == null || ranked.rank() < best.rank())) {
                best = ranked;
            }
        }
        return best == null ? Route.UNKNOWN : best.route();
    }

    /** The one route a drug is made for, when the knowledge says it has only one (levobunolol: ophthalmic). */
    Route onlyRouteOf(List<String> ingredientIds) {
        Route only = Route.UNKNOWN;
        for (String id : ingredientIds) {
            Set<String> routes = routesOf(id).only();
            if (routes.size() != 1) {
                return Route.UNKNOWN;
            }
            Route route = route(routes.iterator().next());
            if (only != Route.UNKNOWN && only != route) {
                return Route.UNKNOWN;
            }
            only = route;
        }
        return only;
    }

    /** True when the medicine, given by this route, acts only where it is applied. */
    public boolean actsLocally(Route route, MedicationMatch match) {
        if (match.productLocal() != null) {
            return match.productLocal();
        }
        if (!match.recognized()) {
            return false;
        }
        for (String id : match.ingredientIds()) {
            if (!actsLocally(route, routesOf(id))) {
                return false;
            }
        }
        return true;
    }

    private static boolean actsLocally(Route route, DrugRoutes routes) {
        if (route == Route.UNKNOWN) {
            // Nothing says how it is given: local only if every route the drug is made for is local.
            return !routes.only().isEmpty() && routes.only().stream().allMatch(id -> actsLocally(route(id), routes));
        }
        if (routes.systemicBy().contains(route.id())) {
            return false;
        }
        return routes.actsLocallyBy().contains(route.id()) || route.localByDefault();
    }

    private DrugRoutes routesOf(String ingredientId) {
        Drug drug = knowledge.drugs().get(ingredientId);
        return drug == null ? DrugRoutes.NONE : drug.routes();
    }
}
