package com.medvigil.engine.knowledge;

import com.medvigil.engine.result.RiskLevel;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The compiled, immutable knowledge the checks read: drugs and their classes, products, codes, rules and the
 * narrative catalogues. Built once by {@link KnowledgeLoader}; safe to share between threads.
 */
public final class KnowledgeBase {

    /** Prefix of the pseudo-ingredient that stands for a class named on its own ("an NSAID", "sulfa drugs"). */
    public static final String CLASS_PREFIX = "class:";

    private final String version;
    private final Map<String, String> fileVersions;
    private final Map<String, Drug> drugs;
    private final Map<String, DrugClass> classes;
    private final Map<String, Set<String>> tokensByIngredient;
    private final Map<String, Set<String>> classAncestors;
    private final List<Product> products;
    private final Map<String, List<String>> rxnorm;
    private final List<Rule> rules;
    private final Map<String, ConditionGroup> conditionGroups;
    private final Map<String, Measure> measures;
    private final int readingComparisonDays;
    private final Map<String, Effect> effects;
    private final List<Alternative> alternatives;
    private final List<Dietary> dietary;
    private final List<SideEffect> sideEffects;
    private final Map<String, Integer> anticholinergicScores;
    private final NameVocabulary vocabulary;
    private final Set<String> severeReactionTerms;
    private final Set<String> intoleranceReactionTerms;
    private final Map<String, Set<String>> histamineReleaseReactionTerms;
    private final Map<String, Source> sources;
    private final Map<String, Double> anticholinergicDoseFloors;
    private final List<Washout> washouts;
    private final List<AlreadyTakenAdvice> alreadyTakenAdvice;
    private final Map<RiskLevel, String> riskAdvice;

    KnowledgeBase(String version, Map<String, String> fileVersions, Map<String, Drug> drugs,
                  Map<String, DrugClass> classes, Map<String, Set<String>> tokensByIngredient,
                  Map<String, Set<String>> classAncestors, List<Product> products, Map<String, List<String>> rxnorm,
                  List<Rule> rules, Map<String, ConditionGroup> conditionGroups, Map<String, Measure> measures,
                  Map<String, Effect> effects, List<Alternative> alternatives, List<Dietary> dietary,
                  List<SideEffect> sideEffects, Map<String, Integer> anticholinergicScores, NameVocabulary vocabulary,
                  Set<String> severeReactionTerms, Set<String> intoleranceReactionTerms,
                  Map<String, Set<String>> histamineReleaseReactionTerms, Map<String, Source> sources,
                  Map<String, Double> anticholinergicDoseFloors, List<Washout> washouts,
                  List<AlreadyTakenAdvice> alreadyTakenAdvice, Map<RiskLevel, String> riskAdvice) {
        this.version = version;
        this.fileVersions = Map.copyOf(fileVersions);
        this.drugs = Map.copyOf(drugs);
        this.classes = Map.copyOf(classes);
        this.tokensByIngredient = Map.copyOf(tokensByIngredient);
        this.classAncestors = Map.copyOf(classAncestors);
        this.products = List.copyOf(products);
        this.rxnorm = Map.copyOf(rxnorm);
        this.rules = List.copyOf(rules);
        this.conditionGroups = Map.copyOf(conditionGroups);
        this.measures = Map.copyOf(measures);
        this.readingComparisonDays = measures.values().stream().filter(Measure::derived)
                .mapToInt(m -> m.change().withinDays()).max().orElse(0);
        this.effects = Map.copyOf(effects);
        this.alternatives = List.copyOf(alternatives);
        this.dietary = List.copyOf(dietary);
        this.sideEffects = List.copyOf(sideEffects);
        this.anticholinergicScores = Map.copyOf(anticholinergicScores);
        this.vocabulary = vocabulary;
        this.severeReactionTerms = Set.copyOf(severeReactionTerms);
        this.intoleranceReactionTerms = Set.copyOf(intoleranceReactionTerms);
        this.histamineReleaseReactionTerms = histamineReleaseReactionTerms.entrySet().stream()
                .collect(Collectors.toUnmodifiableMap(Map.Entry::getKey, entry -> Set.copyOf(entry.getValue())));
        this.sources = Map.copyOf(sources);
        this.anticholinergicDoseFloors = Map.copyOf(anticholinergicDoseFloors);
        this.washouts = List.copyOf(washouts);
        this.alreadyTakenAdvice = List.copyOf(alreadyTakenAdvice);
        this.riskAdvice = Map.copyOf(riskAdvice);
    }

    /** The sentence that opens the patient's general advice, for every risk level. */
    public String riskAdvice(RiskLevel level) {
        return riskAdvice.get(level);
    }

    /** How long stopped medicines still count, per drug or class, from their labels. */
    public List<Washout> washouts() {
        return washouts;
    }

    public String version() {
        return version;
    }

    /** Version of each knowledge file, by path. */
    public Map<String, String> fileVersions() {
        return fileVersions;
    }

    public Map<String, Drug> drugs() {
        return drugs;
    }

    public Map<String, DrugClass> classes() {
        return classes;
    }

    public List<Product> products() {
        return products;
    }

    /** Ingredient ids by RxNorm code, for codes whose origin the rxnorm file names. */
    public Map<String, List<String>> rxnorm() {
        return rxnorm;
    }

    public List<Rule> rules() {
        return rules;
    }

    public Map<String, ConditionGroup> conditionGroups() {
        return conditionGroups;
    }

    public Map<String, Measure> measures() {
        return measures;
    }

    /**
     * How many days before a measure's latest reading the engine compares earlier readings with it (the longest
     * {@code change} window, 0 when none): a caller holding a patient's stored readings passes those days too.
     */
    public int readingComparisonDays() {
        return readingComparisonDays;
    }

    public Map<String, Effect> effects() {
        return effects;
    }
    /** The effect a rule warns of, or null for a rule that names none. */
    public Effect effectOf(Rule rule) {
        return rule.effect() == null ? null : effects.get(rule.effect());
    }


    public List<Alternative> alternatives() {
        return alternatives;
    }

    public List<Dietary> dietary() {
        return dietary;
    }

    public List<SideEffect> sideEffects() {
        return sideEffects;
    }

    /** Anticholinergic Cognitive Burden score by drug id (drugs not listed score 0). */
    public Map<String, Integer> anticholinergicScores() {
        return anticholinergicScores;
    }

    /**
     * Daily doses (mg) at or below which a drug's anticholinergic score does not count, where a guideline says the
     * low dose is not meaningfully anticholinergic (doxepin 6 mg a day or less, AGS Beers 2023).
     */
    public Map<String, Double> anticholinergicDoseFloors() {
        return anticholinergicDoseFloors;
    }

    /** Advice to add a medicine, and what to say instead to a patient who already takes it. */
    public List<AlreadyTakenAdvice> alreadyTakenAdvice() {
        return alreadyTakenAdvice;
    }

    public NameVocabulary vocabulary() {
        return vocabulary;
    }

    public Set<String> severeReactionTerms() {
        return severeReactionTerms;
    }

    /**
     * Reactions that are a drug's known side effects rather than an allergy (nausea, drowsiness): a record that
     * documents nothing else is an intolerance, which says nothing about related drugs.
     */
    public Set<String> intoleranceReactionTerms() {
        return intoleranceReactionTerms;
    }

    /**
     * Per drug class, the reactions that are histamine release rather than allergy (itching with an opioid): a
     * record that calls itself an intolerance and documents only these is read as an intolerance of that drug.
     */
    public Map<String, Set<String>> histamineReleaseReactionTerms() {
        return histamineReleaseReactionTerms;
    }

    public Map<String, Source> sources() {
        return sources;
    }

    /**
     * The tokens a rule reference can match for this ingredient: the ingredient itself and every class that holds
     * it, directly or through a broader class. For a pseudo-ingredient {@code class:x}, the class and its ancestors.
     */
    public Set<String> tokensOf(String ingredientId) {
        return tokensByIngredient.getOrDefault(ingredientId, Set.of(ingredientId));
    }

    /** Classes (with ancestors) a product confers on its ingredients. */
    public Set<String> tokensOfClasses(Collection<String> classIds) {
        Set<String> tokens = new LinkedHashSet<>();
        for (String classId : classIds) {
            tokens.addAll(classAncestors.getOrDefault(classId, Set.of(classId)));
        }
        return tokens;
    }

    /** Display name of an ingredient or pseudo-ingredient. */
    public String displayName(String ingredientId) {
        Drug drug = drugs.get(ingredientId);
        if (drug != null) {
            return drug.name();
        }
        if (ingredientId.startsWith(CLASS_PREFIX)) {
            DrugClass drugClass = classes.get(ingredientId.substring(CLASS_PREFIX.length()));
            if (drugClass != null) {
                return drugClass.name();
            }
        }
        return ingredientId;
    }

    public boolean isKnownReference(String ref) {
        return drugs.containsKey(ref) || classes.containsKey(ref);
    }
}
