package com.medvigil.engine.medication;

import com.medvigil.engine.knowledge.Drug;
import com.medvigil.engine.knowledge.DrugClass;
import com.medvigil.engine.knowledge.KnowledgeBase;
import com.medvigil.engine.knowledge.NameVocabulary;
import com.medvigil.engine.knowledge.Product;
import com.medvigil.engine.result.Confidence;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Resolves a medicine name, as an EHR or a person writes it, to knowledge-base ingredients. It reads the name as
 * words, takes the longest known name at each place (so "potassium chloride" beats "potassium"), skips strengths,
 * dose forms, salts and release terms, and tries close spellings for words it does not know. A word one letter away
 * from a known name is read as that name, with lower confidence and a note; two letters away is only suggested,
 * because at that distance another real drug, or no drug at all, is too often the one meant (nizatidine is two
 * letters from tizanidine, "contrast" from Contrave). Immutable after construction; safe to share between threads.
 */
public final class MedicationRecognizer {

    private static final int FUZZY_MIN_LENGTH = 5;
    /** Letters a word may differ by and still be read as a known name. */
    private static final int ASSUMED_EDITS = 1;

    /**
     * The same names come again and again (a tenant's patients take the same medicines, and one
     * assessment asks for a name more than once), and what a name resolves to depends only on the
     * knowledge, which never changes under an engine: answers are kept, up to this many names, and
     * forgotten all at once past it. Reading a misspelling against every known name is the costly part.
     */
    private static final int REMEMBERED_NAMES = 10_000;
    private final Map<NameAndCode, MedicationMatch> remembered = new ConcurrentHashMap<>();

    private final KnowledgeBase knowledge;
    private final NameVocabulary vocabulary;
    private final MedicationRoutes routes;
    private final Set<String> noise = new HashSet<>();
    private final Map<String, Target> index = new HashMap<>();
    private final Map<Integer, List<String>> singleWordNamesByLength = new TreeMap<>();
    private final List<String> noiseWords;
    private final List<String> conflicts = new ArrayList<>();
    private final int longestName;

    public MedicationRecognizer(KnowledgeBase knowledge) {
        this.knowledge = knowledge;
        this.vocabulary = knowledge.vocabulary();
        this.routes = new MedicationRoutes(knowledge);
        for (Drug drug : knowledge.drugs().values()) {
            add(drug.name(), Target.ingredient(drug.id(), MatchMethod.NAME));
            drug.synonyms().forEach(name -> add(name, Target.ingredient(drug.id(), MatchMethod.NAME)));
            drug.brands().forEach(name -> add(name, Target.ingredient(drug.id(), MatchMethod.BRAND)));
            drug.abbreviations().forEach(name -> add(name, Target.ingredient(drug.id(), MatchMethod.ABBREVIATION)));
        }
        for (Product product : knowledge.products()) {
            Target target = new Target(product.ingredients(), product.classes(), product.route(), product.local(),
                    product.strengthOrder(), MatchMethod.PRODUCT);
            add(product.name(), target);
            product.aliases().forEach(alias -> add(alias, target));
        }
        for (DrugClass drugClass : knowledge.classes().values()) {
            for (String term : drugClass.terms()) {
                add(term, Target.ingredient(KnowledgeBase.CLASS_PREFIX + drugClass.id(), MatchMethod.CLASS));
            }
        }
        int longest = 1;
        for (String phrase : index.keySet()) {
            int words = phrase.split(" ").length;
            longest = Math.max(longest, words);
            if (words == 1 && phrase.length() >= FUZZY_MIN_LENGTH) {
                singleWordNamesByLength.computeIfAbsent(phrase.length(), k -> new ArrayList<>()).add(phrase);
            }
        }
        singleWordNamesByLength.values().forEach(list -> list.sort(String::compareTo));
        this.longestName = longest;
        noise.addAll(vocabulary.salts());
        noise.addAll(vocabulary.doseForms());
        noise.addAll(vocabulary.releaseTerms());
        noise.addAll(vocabulary.fillerWords());
        vocabulary.routeTerms().values().forEach(noise::addAll);
        noise.addAll(vocabulary.units());
        this.noiseWords = noise.stream().filter(w -> w.length() >= FUZZY_MIN_LENGTH).sorted().toList();
    }

    /** How routes are read and whether a medicine acts locally; shared with the case reader. */
    public MedicationRoutes routes() {
        return routes;
    }

    /** Names that two different knowledge entries both claim; the integrity test requires none. */
    public List<String> conflicts() {
        return List.copyOf(conflicts);
    }

    /**
     * Whether a name that names no drug is an infusion fluid or flush ("sodium chloride 0.9 % Injectable Solution",
     * "Lactated Ringer's", "parenteral nutrition"): its words, past doses, units, forms and routes, are all vehicle
     * words. Read as a medicine, saline would be a duplicate of every infusion made up in it; left unrecognised, it
     * would make every hospital record look incomplete.
     */
    public boolean isInfusionVehicle(String name) {
        boolean any = false;
        for (String token : MedicineNames.normalize(name).split(" ")) {
            if (token.isEmpty() || MedicineNames.isNumber(token) || vocabulary.isNoiseBesidesSalts(token)) {
                continue;
            }
            if (!vocabulary.infusionVehicleWords().contains(token)) {
                return false;
            }
            any = true;
        }
        return any;
    }

    /** A medicine name or allergy substance, with its RxNorm code if any. */
    public MedicationMatch recognize(String name, String rxNormCode) {
        if (name == null) {
            return recognizeAfresh(null, rxNormCode);
        }
        NameAndCode key = new NameAndCode(name, rxNormCode);
        MedicationMatch known = remembered.get(key);
        if (known != null) {
            return known;
        }
        MedicationMatch match = recognizeAfresh(name, rxNormCode);
        if (remembered.size() >= REMEMBERED_NAMES) {
            remembered.clear();
        }
        remembered.put(key, match);
        return match;
    }

    private MedicationMatch recognizeAfresh(String name, String rxNormCode) {
        Recognition recognition = new Recognition(name);
        if (rxNormCode != null && knowledge.rxnorm().containsKey(rxNormCode.trim())) {
            List<String> ingredients = knowledge.rxnorm().get(rxNormCode.trim());
            recognition.accept(new Target(ingredients, List.of(), null, null, List.of(), MatchMethod.RXNORM),
                    Confidence.HIGH);
            recognition.codeMatched = true;
        }
        List<String> tokens = MedicineNames.tokens(name);
        Route route = routes.fromNameWords(tokens);
        int i = 0;
        while (i < tokens.size()) {
            int matched = longestMatchAt(tokens, i, recognition);
            if (matched > 0) {
                i += matched;
                while (i < tokens.size() && vocabulary.salts().contains(tokens.get(i))) {
                    i++;
                }
                continue;
            }
            String token = tokens.get(i);
            if (!MedicineNames.isNumber(token) && !noise.contains(token) && !isCodeLike(token)) {
                recognition.unknownWords.add(token);
            }
            i++;
        }
        List<String> unresolved = new ArrayList<>();
        for (String word : recognition.unknownWords) {
            if (!tryMisspelling(word, recognition)) {
                unresolved.add(word);
            }
        }
        return recognition.result(route, unresolved);
    }

    private int longestMatchAt(List<String> tokens, int start, Recognition recognition) {
        for (int length = Math.min(longestName, tokens.size() - start); length >= 1; length--) {
            String phrase = String.join(" ", tokens.subList(start, start + length));
            Target target = index.get(phrase);
            if (target != null) {
                if (recognition.codeMatched) {
                    // The code fixes the ingredients; the name may still tell what the product is (a pill pack, an IUD).
                    recognition.acceptProductFacts(target);
                } else {
                    recognition.accept(target, target.method().confidence());
                }
                recognition.matchedPhrases.add(phrase);
                return length;
            }
        }
        return 0;
    }

    private boolean tryMisspelling(String word, Recognition recognition) {
        if (word.length() < FUZZY_MIN_LENGTH || !word.chars().allMatch(Character::isLetter)) {
            return false;
        }
        int limit = word.length() >= 8 ? 2 : 1;
        int noiseDistance = closest(word, noiseWords, limit).distance;
        Candidate best = new Candidate(null, limit + 1, false);
        for (int length = word.length() - limit; length <= word.length() + limit; length++) {
            Candidate candidate = closest(word, singleWordNamesByLength.getOrDefault(length, List.of()), limit);
            if (candidate.distance < best.distance) {
                best = candidate;
            } else if (candidate.distance == best.distance && candidate.name != null
                    && (candidate.ambiguous || !sameMedicine(best.name, candidate.name))) {
                best = new Candidate(best.name, best.distance, true);
            }
        }
        if (best.name == null || best.ambiguous || noiseDistance <= best.distance) {
            // A close salt or form word ("hydrocholoride") is not a drug; an ambiguous spelling is not a match.
            return noiseDistance <= limit;
        }
        if (best.distance > ASSUMED_EDITS) {
            recognition.suggestions.add("closest known name \"" + best.name + "\" (" + best.distance
                    + " letters differ) was not assumed");
            return false;
        }
        if (!recognition.codeMatched) {
            Target target = index.get(best.name);
            recognition.accept(new Target(target.ingredients(), target.classes(), target.route(), target.local(),
                    target.strengthOrder(), MatchMethod.MISSPELLING), Confidence.MEDIUM);
            recognition.assumed.add(new AssumedName(word, best.name, target.ingredients()));
        }
        recognition.notes.add("read \"" + word + "\" as \"" + best.name + "\"");
        return true;
    }

    /**
     * The known name nearest the word within {@code limit} edits; ambiguous when another name as near stands for other
     * ingredients ("amoxocillin" is as near to "amoxicillin" as to its synonym "amoxycillin": one medicine, no doubt).
     */
    private Candidate closest(String word, List<String> names, int limit) {
        Candidate best = new Candidate(null, limit + 1, false);
        for (String name : names) {
            int distance = EditDistance.within(word, name, limit);
            if (distance < best.distance) {
                best = new Candidate(name, distance, false);
            } else if (distance == best.distance && distance <= limit && best.name != null
                    && !sameMedicine(best.name, name)) {
                best = new Candidate(best.name, distance, true);
            }
        }
        return best;
    }

    private boolean sameMedicine(String oneName, String otherName) {
        Target one = index.get(oneName);
        Target other = index.get(otherName);
        return one != null && other != null && one.ingredients().equals(other.ingredients());
    }

    /** Product codes that EHRs leave in names ("NDA020800") are not words. */
    private static boolean isCodeLike(String token) {
        return token.length() <= 2 || token.chars().anyMatch(Character::isDigit);
    }

    private void add(String name, Target target) {
        String phrase = MedicineNames.normalize(name);
        if (phrase.isEmpty()) {
            return;
        }
        Target existing = index.putIfAbsent(phrase, target);
        if (existing != null && !existing.ingredients().equals(target.ingredients())) {
            conflicts.add("\"" + phrase + "\" names both " + existing.ingredients() + " and " + target.ingredients());
        }
    }

    /** What one known name stands for; a product may fix its route and whether it acts locally. */
    private record Target(List<String> ingredients, List<String> classes, String route, Boolean local,
                          List<String> strengthOrder, MatchMethod method) {
        static Target ingredient(String id, MatchMethod method) {
            return new Target(List.of(id), List.of(), null, null, List.of(), method);
        }
    }

    private record Candidate(String name, int distance, boolean ambiguous) {
    }

    /** The running state of one recognition. */
    private final class Recognition {
        private final String input;
        private final Set<String> ingredients = new LinkedHashSet<>();
        private final Set<String> classes = new LinkedHashSet<>();
        private final List<String> unknownWords = new ArrayList<>();
        private final List<String> matchedPhrases = new ArrayList<>();
        private final List<String> notes = new ArrayList<>();
        private final List<String> suggestions = new ArrayList<>();
        private final List<AssumedName> assumed = new ArrayList<>();
        private final Set<String> exactIngredients = new LinkedHashSet<>();
        private Confidence confidence = Confidence.HIGH;
        private MatchMethod method = MatchMethod.NONE;
        private String productRoute;
        private Boolean productLocal;
        /** The strength order of the one product named; cleared when a name names two. */
        private List<String> strengthOrder = List.of();
        private int productsWithStrengthOrder;
        private boolean codeMatched;

        Recognition(String input) {
            this.input = input;
        }

        void accept(Target target, Confidence targetConfidence) {
            ingredients.addAll(target.ingredients());
            if (target.method() != MatchMethod.MISSPELLING) {
                exactIngredients.addAll(target.ingredients());
            }
            acceptProductFacts(target);
            confidence = Confidence.lowest(confidence, targetConfidence);
            if (method == MatchMethod.NONE || target.method().ordinal() > method.ordinal()) {
                method = target.method();
            }
        }

        void acceptProductFacts(Target target) {
            classes.addAll(target.classes());
            if (target.route() != null) {
                productRoute = target.route();
            }
            if (target.local() != null) {
                productLocal = target.local();
            }
            if (!target.strengthOrder().isEmpty() && ++productsWithStrengthOrder == 1) {
                strengthOrder = target.strengthOrder();
            }
        }

        MedicationMatch result(Route nameRoute, List<String> unresolved) {
            if (ingredients.isEmpty()) {
                List<String> why = new ArrayList<>();
                why.add(unresolved.isEmpty() ? "no medicine name found" : "unknown name " + String.join(" ", unresolved));
                why.addAll(suggestions);
                return new MedicationMatch(input, List.of(), List.of(), List.of(), Confidence.LOW, MatchMethod.NONE,
                        nameRoute, String.join("; ", why), List.of(), null, List.of());
            }
            if (!unresolved.isEmpty() && !codeMatched) {
                // Part of the name was not understood: the rest may still be right, but say so.
                confidence = Confidence.lowest(confidence, Confidence.MEDIUM);
                notes.add("ignored unknown words: " + String.join(" ", unresolved));
                notes.addAll(suggestions);
            }
            List<String> ids = List.copyOf(ingredients);
            List<String> names = ids.stream().map(knowledge::displayName).toList();
            List<AssumedName> onlyAssumed = assumed.stream()
                    .filter(a -> !exactIngredients.containsAll(a.ingredientIds())).toList();
            // Strengths in a product's order fit only a name whose ingredients are that product's and no more.
            List<String> order = productsWithStrengthOrder == 1 && Set.copyOf(strengthOrder).equals(Set.copyOf(ids))
                    ? strengthOrder : List.of();
            return new MedicationMatch(input, ids, names, List.copyOf(classes), confidence, method,
                    route(nameRoute, ids), notes.isEmpty() ? null : String.join("; ", notes).toLowerCase(Locale.ROOT),
                    onlyAssumed, productLocal, order);
        }

        /** The name's own route words first, then the product's route, then the one route the drug is made for. */
        private Route route(Route nameRoute, List<String> ids) {
            if (nameRoute != Route.UNKNOWN) {
                return nameRoute;
            }
            if (productRoute != null) {
                return Route.fromId(productRoute).orElse(Route.UNKNOWN);
            }
            return routes.onlyRouteOf(ids);
        }
    }

    private record NameAndCode(String name, String rxNormCode) {
    }
}
