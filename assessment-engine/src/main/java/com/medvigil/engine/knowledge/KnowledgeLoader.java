package com.medvigil.engine.knowledge;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.medvigil.engine.knowledge.KnowledgeFileSpec.ClassSpec;
import com.medvigil.engine.knowledge.KnowledgeFileSpec.DrugSpec;
import com.medvigil.engine.knowledge.KnowledgeFileSpec.ManifestSpec;
import com.medvigil.engine.knowledge.KnowledgeFileSpec.RuleSpec;
import com.medvigil.engine.result.Confidence;
import com.medvigil.engine.result.Documentation;
import com.medvigil.engine.result.Symptoms;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads the manifest and every knowledge file it lists from the classpath, checks that the files agree with each
 * other (every reference resolves, ids are unique, every rule is sourced, no rule is written twice) and compiles
 * them. Any problem stops loading: an engine on inconsistent knowledge would answer wrongly without saying so.
 */
public final class KnowledgeLoader {

    public static final String DEFAULT_MANIFEST = "knowledge/manifest.yaml";

    private static final Set<String> REPRODUCTIVE_STATUSES = Set.of("REGULAR_CYCLE", "PREGNANT", "BREASTFEEDING",
            "PERIMENOPAUSE", "POSTMENOPAUSAL", "PLANNING_PREGNANCY", "UNKNOWN");
    private static final Set<String> ALCOHOL_LEVELS = Set.of("none", "occasional", "moderate", "heavy");
    private static final Set<String> SMOKING_STATUSES = Set.of("never", "former", "current");
    private static final Set<String> CONCERN_LEVELS = Set.of("HIGH", "MEDIUM", "LOW");
    private static final Set<String> SEXES = Set.of("FEMALE", "MALE");
    private static final Set<String> ONSETS = Set.of("rapid", "delayed");
    /** Source types that state a finding for the medicines themselves: what makes a rule's documentation established. */
    private static final Set<String> OFFICIAL_SOURCE_TYPES = Set.of("Drug label", "Drug safety communication",
            "Guideline", "Consensus list", "Regulatory reference table", "Position statement");
    /** Route ids knowledge files may name; they match {@code medication.Route}. */
    public static final Set<String> ROUTES = Set.of("oral", "parenteral", "transdermal", "sublingual", "inhaled", "nasal",
            "topical", "ophthalmic", "otic", "vaginal", "rectal", "intrauterine");

    private final ObjectMapper yaml = new ObjectMapper(new YAMLFactory())
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    private final ClassLoader classLoader;

    public KnowledgeLoader() {
        this(KnowledgeLoader.class.getClassLoader());
    }

    public KnowledgeLoader(ClassLoader classLoader) {
        this.classLoader = classLoader;
    }

    public KnowledgeBase load() {
        return load(DEFAULT_MANIFEST);
    }

    public KnowledgeBase load(String manifestPath) {
        ManifestSpec manifest = read(manifestPath, ManifestSpec.class);
        if (manifest.version() == null || manifest.files() == null || manifest.files().isEmpty()) {
            throw new KnowledgeException(List.of(manifestPath + ": needs a version and a list of files"));
        }
        String base = manifestPath.contains("/") ? manifestPath.substring(0, manifestPath.lastIndexOf('/') + 1) : "";
        Map<String, KnowledgeFileSpec> files = new LinkedHashMap<>();
        for (String file : manifest.files()) {
            files.put(file, read(base + file, KnowledgeFileSpec.class));
        }
        return new Compilation(manifest.version(), files).compile();
    }

    private <T> T read(String path, Class<T> type) {
        try (InputStream in = classLoader.getResourceAsStream(path)) {
            if (in == null) {
                throw new KnowledgeException(List.of(path + ": not found on the classpath"));
            }
            return yaml.readValue(in, type);
        } catch (IOException e) {
            throw new KnowledgeException(path + ": " + e.getMessage(), e);
        }
    }

    static String slug(String name) {
        return name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
    }

    private static <T> List<T> listOf(List<T> items) {
        return items == null ? List.of() : items;
    }

    /** One pass over all files; collects every problem before failing so that a reviewer sees them all at once. */
    private static final class Compilation {
        private final String version;
        private final Map<String, KnowledgeFileSpec> files;
        private final List<String> problems = new ArrayList<>();

        private final Map<String, Source> sources = new LinkedHashMap<>();
        private final Map<String, Drug> drugs = new LinkedHashMap<>();
        private final Map<String, Set<String>> drugClasses = new HashMap<>();
        private final Map<String, DrugClass> classes = new LinkedHashMap<>();
        private final Map<String, Set<String>> classParents = new HashMap<>();
        private final Map<String, String> definedIn = new HashMap<>();

        Compilation(String version, Map<String, KnowledgeFileSpec> files) {
            this.version = version;
            this.files = files;
        }

        KnowledgeBase compile() {
            Map<String, String> fileVersions = new LinkedHashMap<>();
            files.forEach((path, file) -> {
                if (file.version() == null || file.version().isBlank()) {
                    problems.add(path + ": has no version");
                }
                fileVersions.put(path, file.version());
            });
            files.forEach(this::collectSources);
            files.forEach((path, file) -> {
                for (String source : listOf(file.sources())) {
                    if (!sources.containsKey(source)) {
                        problems.add(path + ": file cites unknown source " + source);
                    }
                }
                for (var group : listOf(file.conditionGroups())) {
                    for (String source : listOf(group.sources())) {
                        if (!sources.containsKey(source)) {
                            problems.add(path + ": condition group " + group.id() + " cites unknown source " + source);
                        }
                    }
                }
            });
            files.forEach(this::collectDrugs);
            files.forEach(this::collectClasses);
            files.forEach(this::collectMemberships);
            Map<String, Set<String>> ancestors = classAncestors();
            Map<String, Set<String>> tokens = ingredientTokens(ancestors);

            List<Product> products = new ArrayList<>();
            Map<String, List<String>> rxnorm = new LinkedHashMap<>();
            List<Rule> rules = new ArrayList<>();
            Map<String, ConditionGroup> conditionGroups = new LinkedHashMap<>();
            Map<String, Measure> measures = new LinkedHashMap<>();
            Map<String, Effect> effects = new LinkedHashMap<>();
            List<Alternative> alternatives = new ArrayList<>();
            List<Dietary> dietary = new ArrayList<>();
            List<SideEffect> sideEffects = new ArrayList<>();
            List<AlreadyTakenAdvice> alreadyTaken = new ArrayList<>();
            Map<String, Integer> scores = new LinkedHashMap<>();
            Map<String, Double> doseFloors = new LinkedHashMap<>();
            Set<String> severeTerms = new LinkedHashSet<>();
            List<Washout> washouts = new ArrayList<>();
            NameVocabulary vocabulary = null;

            for (Map.Entry<String, KnowledgeFileSpec> entry : files.entrySet()) {
                String path = entry.getKey();
                KnowledgeFileSpec file = entry.getValue();
                for (var product : listOf(file.products())) {
                    products.add(product(path, product));
                }
                for (var code : listOf(file.rxnorm())) {
                    refs(path, "rxnorm " + code.code(), code.ingredients(), true);
                    if (rxnorm.put(code.code(), List.copyOf(listOf(code.ingredients()))) != null) {
                        problems.add(path + ": RxNorm code " + code.code() + " listed twice");
                    }
                }
                for (var group : listOf(file.conditionGroups())) {
                    putUnique(conditionGroups, group.id(), conditionGroup(path, group), path, "condition group");
                }
                for (var measure : listOf(file.measures())) {
                    putUnique(measures, measure.id(), measure(measure), path, "measure");
                }
                for (var washout : listOf(file.washouts())) {
                    washouts.add(washout(path, washout, file.sources()));
                }
                for (var effect : listOf(file.effects())) {
                    putUnique(effects, effect.id(), effect(path, effect), path, "effect");
                }
                for (var score : listOf(file.scores())) {
                    if (!drugs.containsKey(score.drug())) {
                        problems.add(path + ": score for unknown drug " + score.drug());
                    }
                    if (scores.put(score.drug(), score.score()) != null) {
                        problems.add(path + ": score for " + score.drug() + " listed twice");
                    }
                    if (score.notCountedAtOrBelowMgPerDay() != null) {
                        doseFloors.put(score.drug(), score.notCountedAtOrBelowMgPerDay());
                    }
                }
                if (file.severeReactionTerms() != null) {
                    severeTerms.addAll(file.severeReactionTerms());
                }
                if (file.vocabulary() != null) {
                    if (vocabulary != null) {
                        problems.add(path + ": a second name vocabulary");
                    }
                    vocabulary = vocabulary(path, file.vocabulary());
                }
            }
            // Rules and catalogues refer to condition groups, measures and effects, so they come second.
            Set<RuleSignature> signatures = new HashSet<>();
            Set<String> ruleIds = new HashSet<>();
            for (Map.Entry<String, KnowledgeFileSpec> entry : files.entrySet()) {
                String path = entry.getKey();
                KnowledgeFileSpec file = entry.getValue();
                if (file.rules() != null && file.family() == null) {
                    problems.add(path + ": has rules but no family");
                    continue;
                }
                for (RuleSpec spec : listOf(file.rules())) {
                    Rule rule = rule(path, file, spec, conditionGroups, measures, effects);
                    if (rule == null) {
                        continue;
                    }
                    if (!ruleIds.add(rule.id())) {
                        problems.add(path + ": rule id " + rule.id() + " is used twice");
                    }
                    if (!signatures.add(new RuleSignature(rule.family(), rule.medications(), rule.context()))) {
                        problems.add(path + ": rule " + rule.id() + " repeats another rule's medicines and context");
                    }
                    rules.add(rule);
                }
                for (var alternative : listOf(file.alternatives())) {
                    refs(path, "alternative " + alternative.name(), alternative.replaces(), false);
                    refs(path, "alternative " + alternative.name(), alternative.candidates(), false);
                    requireText(path, "alternative " + alternative.name(), alternative.explanation());
                    if (alternative.route() != null && !ROUTES.contains(alternative.route())) {
                        problems.add(path + ": alternative " + alternative.name() + " names unknown route "
                                + alternative.route());
                    }
                    alternatives.add(new Alternative(Set.copyOf(listOf(alternative.replaces())), alternative.name(),
                            alternative.emoji(), alternative.category(), alternative.explanation(),
                            alternative.precautions(), alternative.evidence(), List.copyOf(listOf(alternative.candidates())),
                            alternative.route(),
                            reproductiveStates(path, "alternative " + alternative.name(), alternative.forReproductive()),
                            reproductiveStates(path, "alternative " + alternative.name(), alternative.notForReproductive())));
                }
                for (var item : listOf(file.alreadyTaken())) {
                    refs(path, "alreadyTaken " + item.says(), List.of(String.valueOf(item.drugOrClass())), false);
                    requireText(path, "alreadyTaken " + item.drugOrClass(), item.says());
                    requireText(path, "alreadyTaken " + item.drugOrClass(), item.instead());
                    alreadyTaken.add(new AlreadyTakenAdvice(item.drugOrClass(), item.says(), item.instead()));
                }
                for (var item : listOf(file.dietary())) {
                    refs(path, "dietary " + item.name(), item.drugs(), false);
                    List<String> itemSources = sourcesOf(path, "dietary " + item.name(), item.sources(), file.sources());
                    dietary.add(new Dietary(Set.copyOf(listOf(item.drugs())), item.emoji(), item.name(), item.type(),
                            item.explanation(), item.duration(), item.alternatives(), itemSources));
                }
                for (var item : listOf(file.sideEffects())) {
                    refs(path, "side effect " + item.name(), item.drugs(), false);
                    sourcesOf(path, "side effect " + item.name(), item.sources(), file.sources());
                    sideEffects.add(new SideEffect(Set.copyOf(listOf(item.drugs())), item.name(), item.duration(),
                            item.explanation()));
                }
            }
            if (vocabulary == null) {
                problems.add("no file holds the name vocabulary");
            }
            for (ConditionGroup group : conditionGroups.values()) {
                for (ConditionGroup.LabDefinition definition : group.definedByLab()) {
                    if (!measures.containsKey(definition.lab())) {
                        problems.add("condition group " + group.id() + " is defined by unknown measure " + definition.lab());
                    }
                }
            }
            if (!problems.isEmpty()) {
                throw new KnowledgeException(problems);
            }
            return new KnowledgeBase(version, fileVersions, drugs, classes, tokens, ancestors, products, rxnorm, rules,
                    conditionGroups, measures, effects, alternatives, dietary, sideEffects, scores, vocabulary,
                    severeTerms, sources, doseFloors, washouts, alreadyTaken);
        }

        private void collectSources(String path, KnowledgeFileSpec file) {
            for (var ref : listOf(file.references())) {
                if (ref.id() == null || ref.citation() == null || ref.citation().isBlank()) {
                    problems.add(path + ": a reference needs an id and a citation");
                    continue;
                }
                putUnique(sources, ref.id(), new Source(ref.id(), ref.citation(), ref.url(), ref.source(), ref.year(),
                        ref.type()), path, "reference");
            }
        }

        private void collectDrugs(String path, KnowledgeFileSpec file) {
            for (DrugSpec spec : listOf(file.drugs())) {
                if (spec.name() == null || spec.name().isBlank()) {
                    problems.add(path + ": a drug without a name");
                    continue;
                }
                String id = spec.id() != null ? spec.id() : slug(spec.name());
                if (drugs.containsKey(id)) {
                    problems.add(path + ": drug " + id + " is defined twice (also in " + definedIn.get(id) + ")");
                    continue;
                }
                definedIn.put(id, path);
                String where = path + ": drug " + id;
                DrugRoutes routes = new DrugRoutes(routeIds(where, spec.routes()), routeIds(where, spec.localBy()),
                        routeIds(where, spec.systemicBy()));
                drugs.put(id, new Drug(id, spec.name(), List.copyOf(listOf(spec.brands())),
                        List.copyOf(listOf(spec.synonyms())), List.copyOf(listOf(spec.abbreviations())), routes));
                drugClasses.computeIfAbsent(id, k -> new LinkedHashSet<>());
            }
        }

        private void collectClasses(String path, KnowledgeFileSpec file) {
            for (ClassSpec spec : listOf(file.classes())) {
                if (spec.id() == null || spec.name() == null) {
                    problems.add(path + ": a class needs an id and a name");
                    continue;
                }
                if (drugs.containsKey(spec.id()) || classes.containsKey(spec.id())) {
                    problems.add(path + ": class id " + spec.id() + " is already used (in "
                            + definedIn.get(spec.id()) + ")");
                    continue;
                }
                for (String source : listOf(spec.sources())) {
                    if (!sources.containsKey(source)) {
                        problems.add(path + ": class " + spec.id() + " cites unknown source " + source);
                    }
                }
                definedIn.put(spec.id(), path);
                classes.put(spec.id(), new DrugClass(spec.id(), spec.name(), List.copyOf(listOf(spec.terms())),
                        List.copyOf(listOf(spec.sources()))));
                classParents.computeIfAbsent(spec.id(), k -> new LinkedHashSet<>());
            }
        }

        private void collectMemberships(String path, KnowledgeFileSpec file) {
            for (DrugSpec spec : listOf(file.drugs())) {
                String id = spec.id() != null ? spec.id() : slug(spec.name());
                for (String classId : listOf(spec.classes())) {
                    if (!classes.containsKey(classId)) {
                        problems.add(path + ": drug " + id + " names unknown class " + classId);
                    } else if (drugClasses.containsKey(id)) {
                        drugClasses.get(id).add(classId);
                    }
                }
            }
            for (ClassSpec spec : listOf(file.classes())) {
                for (String member : listOf(spec.members())) {
                    if (drugs.containsKey(member)) {
                        if (!drugClasses.get(member).add(spec.id())) {
                            problems.add(path + ": " + member + " is listed twice in class " + spec.id());
                        }
                    } else if (classes.containsKey(member)) {
                        classParents.get(member).add(spec.id());
                    } else {
                        problems.add(path + ": class " + spec.id() + " lists unknown member " + member);
                    }
                }
            }
        }

        private Map<String, Set<String>> classAncestors() {
            Map<String, Set<String>> ancestors = new HashMap<>();
            for (String classId : classes.keySet()) {
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

        private Map<String, Set<String>> ingredientTokens(Map<String, Set<String>> ancestors) {
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

        private Product product(String path, KnowledgeFileSpec.ProductSpec spec) {
            refs(path, "product " + spec.name(), spec.ingredients(), true);
            for (String classId : listOf(spec.classes())) {
                if (!classes.containsKey(classId)) {
                    problems.add(path + ": product " + spec.name() + " names unknown class " + classId);
                }
            }
            if (spec.ingredients() == null || spec.ingredients().isEmpty()) {
                problems.add(path + ": product " + spec.name() + " has no ingredients");
            }
            if (spec.route() != null) {
                routeIds(path + ": product " + spec.name(), List.of(spec.route()));
            }
            return new Product(spec.name(), List.copyOf(listOf(spec.aliases())), List.copyOf(listOf(spec.ingredients())),
                    List.copyOf(listOf(spec.classes())), spec.route(), spec.local());
        }

        private ConditionGroup conditionGroup(String path, KnowledgeFileSpec.ConditionGroupSpec spec) {
            Set<String> codes = new LinkedHashSet<>();
            for (var code : listOf(spec.codes())) {
                codes.add(code.code());
            }
            List<ConditionGroup.LabDefinition> definitions = new ArrayList<>();
            for (var definition : listOf(spec.definedByLab())) {
                String owner = "condition group " + spec.id() + " lab definition";
                if (definition.lab() == null || definition.above() == null && definition.below() == null) {
                    problems.add(path + ": " + owner + " needs a lab and a threshold (above or below)");
                }
                requireText(path, owner + " meaning", definition.meaning());
                definitions.add(new ConditionGroup.LabDefinition(definition.lab(), definition.above(), definition.below(),
                        definition.meaning(), sourcesOf(path, owner, definition.sources(), List.of())));
            }
            return new ConditionGroup(spec.id(), spec.name(), List.copyOf(listOf(spec.terms())), Set.copyOf(codes),
                    Boolean.TRUE.equals(spec.includeResolved()), List.copyOf(definitions));
        }

        private Washout washout(String path, KnowledgeFileSpec.WashoutSpec spec, List<String> fileSources) {
            String owner = "washout of " + spec.drugs();
            if (spec.days() == null || spec.days() <= 0) {
                problems.add(path + ": " + owner + " needs a number of days");
            }
            requireText(path, owner + " basis", spec.basis());
            return new Washout(refs(path, owner, spec.drugs(), false), spec.days() == null ? 0 : spec.days(),
                    refs(path, owner, spec.onlyWith(), false), spec.basis(),
                    sourcesOf(path, owner, spec.sources(), fileSources));
        }

        private Measure measure(KnowledgeFileSpec.MeasureSpec spec) {
            Map<String, Double> factors = new LinkedHashMap<>();
            for (var unit : listOf(spec.units())) {
                factors.put(unit.unit().toLowerCase(Locale.ROOT), unit.factor());
            }
            if (spec.unit() != null) {
                factors.putIfAbsent(spec.unit().toLowerCase(Locale.ROOT), 1.0);
            }
            return new Measure(spec.id(), spec.name(), List.copyOf(listOf(spec.terms())),
                    Set.copyOf(listOf(spec.loinc())), spec.unit(), Map.copyOf(factors), spec.currentForDays());
        }

        private String onset(String path, KnowledgeFileSpec.EffectSpec spec) {
            if (spec.onset() != null && !ONSETS.contains(spec.onset())) {
                problems.add(path + ": effect " + spec.id() + " has onset " + spec.onset() + " (rapid or delayed)");
            }
            return spec.onset();
        }

        /**
         * A rule's own documentation level, else: a generic (mechanism) rule is probable; so is one whose evidence
         * is not rated high or whose sources include no label, regulatory text or guideline; a rule of low
         * confidence is suspected; the rest are established.
         */
        private Documentation documentation(RuleSpec spec, Confidence confidence, List<String> ruleSources) {
            if (spec.documentation() != null) {
                return spec.documentation();
            }
            if (confidence == Confidence.LOW) {
                return Documentation.SUSPECTED;
            }
            boolean official = ruleSources.stream().map(sources::get)
                    .anyMatch(source -> source != null && source.type() != null && OFFICIAL_SOURCE_TYPES.contains(source.type()));
            return Boolean.TRUE.equals(spec.generic()) || confidence == Confidence.MEDIUM || !official
                    ? Documentation.PROBABLE : Documentation.ESTABLISHED;
        }

        private Effect effect(String path, KnowledgeFileSpec.EffectSpec spec) {
            requireText(path, "effect " + spec.id(), spec.plain());
            List<Symptoms.Monitoring> monitoring = listOf(spec.monitoring()).stream()
                    .map(m -> new Symptoms.Monitoring(m.name(), m.frequency(), m.target(), m.action())).toList();
            List<Symptoms.Concerning> concerning = new ArrayList<>();
            for (var c : listOf(spec.concerning())) {
                if (!CONCERN_LEVELS.contains(c.severity())) {
                    problems.add(path + ": effect " + spec.id() + " concern " + c.name() + " has severity "
                            + c.severity() + " (HIGH, MEDIUM or LOW)");
                }
                concerning.add(new Symptoms.Concerning(c.name(), c.severity(), c.action(), c.explanation()));
            }
            return new Effect(spec.id(), spec.plain(), spec.advice(), monitoring, List.copyOf(concerning),
                    refs(path, "effect " + spec.id(), spec.about(), false),
                    refs(path, "effect " + spec.id(), spec.mentions(), false), onset(path, spec));
        }

        private NameVocabulary vocabulary(String path, KnowledgeFileSpec.VocabularySpec spec) {
            return new NameVocabulary(lower(spec.units()), lower(spec.doseForms()), lower(spec.salts()),
                    lower(spec.releaseTerms()), lower(spec.fillerWords()), routeWords(path, spec.routeTerms()),
                    routeWords(path, spec.routeFieldTerms()), lower(spec.notMedicines()),
                    List.copyOf(listOf(spec.noAllergyPhrases()).stream().map(p -> p.toLowerCase(Locale.ROOT)).toList()));
        }

        /** Route words by route id, in the file's order: the order is the precedence. */
        private Map<String, List<String>> routeWords(String path, Map<String, List<String>> spec) {
            Map<String, List<String>> words = new LinkedHashMap<>();
            if (spec != null) {
                routeIds(path + ": route words", spec.keySet());
                spec.forEach((route, list) -> words.put(route,
                        listOf(list).stream().map(w -> w.toLowerCase(Locale.ROOT)).toList()));
            }
            return Collections.unmodifiableMap(words);
        }

        private Set<String> routeIds(String where, Collection<String> ids) {
            for (String id : ids == null ? List.<String>of() : ids) {
                if (!ROUTES.contains(id)) {
                    problems.add(where + ": unknown route " + id + " (routes are " + new TreeSet<>(ROUTES) + ")");
                }
            }
            return ids == null ? Set.of() : Set.copyOf(ids);
        }

        private static Set<String> lower(List<String> words) {
            Set<String> set = new HashSet<>();
            for (String word : listOf(words)) {
                set.add(word.toLowerCase(Locale.ROOT));
            }
            return Set.copyOf(set);
        }

        private Rule rule(String path, KnowledgeFileSpec file, RuleSpec spec, Map<String, ConditionGroup> groups,
                          Map<String, Measure> measures, Map<String, Effect> effects) {
            String where = path + ": rule " + spec.id();
            if (spec.id() == null || spec.id().isBlank()) {
                problems.add(path + ": a rule without an id");
                return null;
            }
            if (spec.severity() == null) {
                problems.add(where + " has no valid severity (contraindicated, major, moderate, minor)");
                return null;
            }
            requireText(where, "title", spec.title());
            requireText(where, "mechanism", spec.mechanism());
            requireText(where, "management", spec.management());
            List<String> ruleSources = sourcesOf(path, "rule " + spec.id(), spec.sources(), file.sources());
            if (spec.effect() != null && !effects.containsKey(spec.effect())) {
                problems.add(where + " names unknown effect " + spec.effect());
            }
            MedicationCriterion medications = medicationCriterion(where, path, spec);
            ContextCriterion context = contextCriterion(where, spec, groups, measures);
            if (medications == null || context == null) {
                return null;
            }
            String type = spec.type() != null ? spec.type() : file.type() != null ? file.type()
                    : file.family().findingType();
            Confidence confidence = spec.confidence() == null ? Confidence.HIGH : spec.confidence();
            return new Rule(spec.id(), file.family(), type, spec.severity(), spec.title(), spec.mechanism(),
                    spec.management(), ruleSources, spec.effect(), confidence,
                    Boolean.TRUE.equals(spec.generic()), spec.missing(), medications, context,
                    spec.severeReactionSeverity(), path, documentation(spec, confidence, ruleSources));
        }

        private MedicationCriterion medicationCriterion(String where, String path, RuleSpec spec) {
            List<MedicationCriterion> found = new ArrayList<>();
            if (spec.drugs() != null) {
                found.add(new MedicationCriterion.AnyOf(refs(path, "rule " + spec.id(), spec.drugs(), false)));
            }
            if (spec.all() != null) {
                if (spec.all().size() < 2) {
                    problems.add(where + ": 'all' needs two or more slots");
                }
                List<Set<String>> slots = new ArrayList<>();
                for (List<String> slot : spec.all()) {
                    slots.add(refs(path, "rule " + spec.id(), slot, false));
                }
                found.add(new MedicationCriterion.AllOf(List.copyOf(slots)));
            }
            if (spec.atLeast() != null) {
                if (spec.atLeast() < 2 || spec.of() == null) {
                    problems.add(where + ": 'atLeast' needs a count of 2 or more and 'of'");
                }
                found.add(new MedicationCriterion.AtLeast(spec.atLeast(), refs(path, "rule " + spec.id(), spec.of(), false)));
            }
            if (Boolean.TRUE.equals(spec.sameIngredient())) {
                found.add(new MedicationCriterion.SameIngredient());
            }
            if (spec.allergyMatch() != null) {
                MedicationCriterion.AllergyMatch match;
                try {
                    match = MedicationCriterion.AllergyMatch.valueOf(
                            spec.allergyMatch().toUpperCase(Locale.ROOT).replace('-', '_'));
                } catch (IllegalArgumentException e) {
                    problems.add(where + ": unknown allergyMatch " + spec.allergyMatch());
                    return null;
                }
                Set<String> allergen = refs(path, "rule " + spec.id(), match == MedicationCriterion.AllergyMatch.SAME_CLASS
                        ? spec.of() : spec.allergen(), false);
                Set<String> targets = refs(path, "rule " + spec.id(), match == MedicationCriterion.AllergyMatch.SAME_CLASS
                        ? spec.of() : spec.of() == null ? List.of() : spec.of(), false);
                boolean needsBoth = match == MedicationCriterion.AllergyMatch.CROSS_REACTIVE
                        || match == MedicationCriterion.AllergyMatch.NAMED_CLASS;
                if (needsBoth && (allergen.isEmpty() || targets.isEmpty())) {
                    problems.add(where + ": a " + spec.allergyMatch() + " allergy rule needs 'allergen' and 'of'");
                }
                if (match == MedicationCriterion.AllergyMatch.NAMED_CLASS) {
                    allergen.stream().filter(drugs::containsKey).forEach(ref ->
                            problems.add(where + ": a named-class allergy rule names classes, not the drug " + ref));
                }
                found.add(new MedicationCriterion.Allergy(match, allergen, targets,
                        Set.copyOf(listOf(spec.allergyReaction()))));
            }
            if (spec.burdenAtLeast() != null) {
                found.add(new MedicationCriterion.Burden(spec.burdenAtLeast()));
            }
            if (spec.allergyReaction() != null && spec.allergyMatch() == null) {
                problems.add(where + ": 'allergyReaction' applies only to allergy rules");
            }
            if (found.size() != 1) {
                problems.add(where + ": needs exactly one of drugs, all, atLeast, sameIngredient, allergyMatch, "
                        + "burdenAtLeast (has " + found.size() + ")");
                return null;
            }
            return found.get(0);
        }

        private Set<String> reproductiveStates(String path, String what, List<String> states) {
            for (String status : listOf(states)) {
                if (!REPRODUCTIVE_STATUSES.contains(status)) {
                    problems.add(path + ": " + what + " names unknown reproductive status " + status);
                }
            }
            return Set.copyOf(listOf(states));
        }

        private ContextCriterion contextCriterion(String where, RuleSpec spec, Map<String, ConditionGroup> groups,
                                                  Map<String, Measure> measures) {
            Set<String> reproductive = Set.copyOf(listOf(spec.reproductive()));
            for (String status : reproductive) {
                if (!REPRODUCTIVE_STATUSES.contains(status)) {
                    problems.add(where + ": unknown reproductive status " + status);
                }
            }
            for (String group : new String[]{spec.condition(), spec.unlessCondition()}) {
                if (group != null && !groups.containsKey(group)) {
                    problems.add(where + ": unknown condition group " + group);
                }
            }
            if (spec.lab() != null && !measures.containsKey(spec.lab())) {
                problems.add(where + ": unknown lab measure " + spec.lab());
            }
            if (spec.lab() != null && spec.above() == null && spec.below() == null) {
                problems.add(where + ": a lab rule needs 'above' or 'below'");
            }
            if (spec.lab() == null && (spec.above() != null || spec.below() != null)) {
                problems.add(where + ": 'above'/'below' need a 'lab'");
            }
            Set<String> alcohol = Set.copyOf(listOf(spec.alcohol()));
            if (!ALCOHOL_LEVELS.containsAll(alcohol)) {
                problems.add(where + ": alcohol levels are " + ALCOHOL_LEVELS);
            }
            Set<String> smoking = Set.copyOf(listOf(spec.smoking()));
            if (!SMOKING_STATUSES.containsAll(smoking)) {
                problems.add(where + ": smoking statuses are " + SMOKING_STATUSES);
            }
            if (spec.route() != null && !spec.route().equals("oral")) {
                problems.add(where + ": the only route a rule may require is 'oral'");
            }
            if (spec.sex() != null && !SEXES.contains(spec.sex())) {
                problems.add(where + ": sex is one of " + SEXES);
            }
            if (spec.releaseForm() != null && !spec.releaseForm().equals("immediate")) {
                problems.add(where + ": the only release form a rule may require is 'immediate'");
            }
            if (spec.dailyDoseAboveMgPerKg() != null && spec.dailyDoseAboveMgPerKg() <= 0) {
                problems.add(where + ": dailyDoseAboveMgPerKg must be positive");
            }
            if (spec.doseOf() != null && spec.dailyDoseAboveMg() == null && spec.dailyDoseAboveMgPerKg() == null) {
                problems.add(where + ": 'doseOf' needs 'dailyDoseAboveMg'");
            }
            String path = where.substring(0, where.indexOf(':'));
            if (spec.doseOf() != null) {
                refs(path, "rule " + spec.id(), List.of(spec.doseOf()), false);
            }
            Map<String, Set<String>> localRoutes = new LinkedHashMap<>();
            if (spec.localRoutes() != null) {
                routeIds(where + " localRoutes", spec.localRoutes().keySet());
                spec.localRoutes().forEach((route, optedIn) -> localRoutes.put(route,
                        refs(path, "rule " + spec.id() + " localRoutes", optedIn, false)));
            }
            return new ContextCriterion(spec.minAge(), spec.maxAge(), reproductive, spec.gestationalWeeksAtLeast(),
                    Boolean.TRUE.equals(spec.gestationalWeeksUnknown()), spec.condition(), spec.unlessCondition(),
                    refs(path, "rule " + spec.id(), spec.unlessTaking(), false),
                    spec.lab(), spec.above(), spec.below(), alcohol.isEmpty() ? null : alcohol,
                    smoking.isEmpty() ? null : smoking, spec.grapefruit(), spec.dailyDoseAboveMg(),
                    spec.timesPerDayAtLeast(), spec.route(), spec.appliesFromAge(), spec.minAgeDays(),
                    spec.maxAgeDays(), spec.dailyDoseAboveMgPerKg(), spec.sex(), spec.takenForMoreThanDays(),
                    riskFactors(where, spec.riskFactors(), measures),
                    refs(path, "rule " + spec.id(), spec.unlessInProductWith(), true),
                    spec.releaseForm(), Map.copyOf(localRoutes), spec.doseOf());
        }

        private ContextCriterion.RiskFactors riskFactors(String where, KnowledgeFileSpec.RiskFactorsSpec spec,
                                                         Map<String, Measure> measures) {
            if (spec == null) {
                return null;
            }
            List<ContextCriterion.RiskFactor> factors = new ArrayList<>();
            for (var factor : listOf(spec.of())) {
                int given = (factor.minAge() != null ? 1 : 0) + (factor.maxWeightKg() != null ? 1 : 0)
                        + (factor.lab() != null ? 1 : 0);
                if (given != 1 || factor.lab() != null && factor.atLeast() == null
                        || factor.lab() == null && factor.atLeast() != null) {
                    problems.add(where + ": a risk factor is exactly one of minAge, maxWeightKg, or lab with atLeast");
                }
                if (factor.lab() != null && !measures.containsKey(factor.lab())) {
                    problems.add(where + ": risk factor names unknown lab measure " + factor.lab());
                }
                factors.add(new ContextCriterion.RiskFactor(factor.minAge(), factor.maxWeightKg(), factor.lab(),
                        factor.atLeast()));
            }
            if (spec.atLeast() == null || spec.atLeast() < 1 || spec.atLeast() > factors.size()) {
                problems.add(where + ": riskFactors needs atLeast between 1 and the number of factors");
                return null;
            }
            return new ContextCriterion.RiskFactors(spec.atLeast(), List.copyOf(factors));
        }

        private Set<String> refs(String path, String owner, Collection<String> refs, boolean drugsOnly) {
            Set<String> set = new LinkedHashSet<>();
            for (String ref : refs == null ? List.<String>of() : refs) {
                boolean known = drugsOnly ? drugs.containsKey(ref) : drugs.containsKey(ref) || classes.containsKey(ref);
                if (!known) {
                    problems.add(path + ": " + owner + " refers to unknown " + (drugsOnly ? "drug " : "drug or class ")
                            + ref);
                }
                if (!set.add(ref)) {
                    problems.add(path + ": " + owner + " lists " + ref + " twice");
                }
            }
            return Set.copyOf(set);
        }

        private List<String> sourcesOf(String path, String owner, List<String> own, List<String> fileDefault) {
            List<String> chosen = own != null && !own.isEmpty() ? own : listOf(fileDefault);
            if (chosen.isEmpty()) {
                problems.add(path + ": " + owner + " names no source");
            }
            for (String source : chosen) {
                if (!sources.containsKey(source)) {
                    problems.add(path + ": " + owner + " cites unknown source " + source);
                }
            }
            return List.copyOf(chosen);
        }

        private void requireText(String where, String what, String text) {
            if (text == null || text.isBlank()) {
                problems.add(where + ": missing " + what);
            }
        }

        private <T> void putUnique(Map<String, T> map, String id, T value, String path, String kind) {
            if (id == null) {
                problems.add(path + ": a " + kind + " without an id");
            } else if (map.putIfAbsent(id, value) != null) {
                problems.add(path + ": " + kind + " " + id + " is defined twice");
            }
        }
    }

    /** Two rules with the same family, medicines and context say the same thing twice. */
    private record RuleSignature(Family family, MedicationCriterion medications, ContextCriterion context) {
    }
}
