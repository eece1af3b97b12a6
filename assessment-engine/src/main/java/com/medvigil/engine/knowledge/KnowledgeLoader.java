package com.medvigil.engine.knowledge;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.medvigil.engine.knowledge.KnowledgeFileSpec.ManifestSpec;
import com.medvigil.engine.result.RiskLevel;

import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Reads the manifest and every knowledge file it lists from the classpath and has each kind of section compiled by
 * its own {@link SectionCompiler}, in the order their references need: sources, then drugs and classes, then the
 * sections rules refer to (condition groups, measures, effects), then rules and the narrative catalogues. Any problem
 * stops loading: an engine on inconsistent knowledge would answer wrongly without saying so.
 */
public final class KnowledgeLoader {

    public static final String DEFAULT_MANIFEST = "knowledge/manifest.yaml";
    /** Route ids knowledge files may name: {@code medication.Route} ids, but for the two that say nothing usable. */
    public static final Set<String> ROUTES = FileValues.ROUTES.spellings();

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
        return compile(manifest.version(), files);
    }

    private static KnowledgeBase compile(String version, Map<String, KnowledgeFileSpec> files) {
        LoadProblems problems = new LoadProblems();
        Map<String, String> fileVersions = new LinkedHashMap<>();
        files.forEach((path, file) -> {
            if (file.version() == null || file.version().isBlank()) {
                problems.add(path + ": has no version");
            }
            fileVersions.put(path, file.version());
        });
        KnownReferences references = new KnownReferences(problems);
        SourceCompiler sources = new SourceCompiler(references, problems);
        files.forEach(sources::compile);
        files.forEach(sources::checkFileCitations);
        MedicineCompiler medicines = new MedicineCompiler(references, problems);
        medicines.compile(files);
        files.forEach(sources::checkSubjects);
        Map<String, Set<String>> ancestors = medicines.classAncestors();

        ProductCompiler products = new ProductCompiler(references, problems);
        RxNormCompiler rxnorm = new RxNormCompiler(references, problems);
        ConditionGroupCompiler groups = new ConditionGroupCompiler(references, problems);
        MeasureCompiler measures = new MeasureCompiler(problems);
        WashoutCompiler washouts = new WashoutCompiler(references, problems);
        EffectCompiler effects = new EffectCompiler(references, problems);
        ScoreCompiler scores = new ScoreCompiler(references, problems);
        VocabularyCompiler vocabulary = new VocabularyCompiler(problems);
        RiskAdviceCompiler riskAdvice = new RiskAdviceCompiler(problems);
        compileAll(files, products, rxnorm, groups, measures, washouts, effects, scores, vocabulary, riskAdvice);
        groups.checkMeasures(measures.measures());
        groups.checkMembers();

        // Rules and catalogues refer to condition groups, measures and effects, so they come second.
        RuleCompiler rules = new RuleCompiler(references, problems, groups.groups(), measures.measures(),
                effects.effects());
        AlternativeCompiler alternatives = new AlternativeCompiler(references, problems);
        AlreadyTakenCompiler alreadyTaken = new AlreadyTakenCompiler(references, problems);
        DietaryCompiler dietary = new DietaryCompiler(references);
        SideEffectCompiler sideEffects = new SideEffectCompiler(references, problems, effects.effects());
        compileAll(files, rules, alternatives, alreadyTaken, dietary, sideEffects);

        NameVocabulary names = vocabulary.vocabulary();
        Map<RiskLevel, String> adviceByRisk = riskAdvice.advice();
        vocabulary.histamineReleaseTerms().keySet().stream().filter(drugClass -> !references.classes.containsKey(drugClass))
                .forEach(drugClass -> problems.add("histamineReleaseReactionTerms names unknown class " + drugClass));
        problems.throwIfAny();
        return new KnowledgeBase(version, fileVersions, references.drugs, references.classes,
                medicines.ingredientTokens(ancestors), ancestors, products.products(), rxnorm.codes(), rules.rules(),
                groups.groups(), measures.measures(), effects.effects(), alternatives.alternatives(), dietary.dietary(),
                sideEffects.sideEffects(), scores.scores(), names, vocabulary.severeTerms(), vocabulary.intoleranceTerms(),
                vocabulary.histamineReleaseTerms(),
                references.sources, scores.doseFloors(), washouts.washouts(), alreadyTaken.advice(), adviceByRisk);
    }

    private static void compileAll(Map<String, KnowledgeFileSpec> files, SectionCompiler... compilers) {
        files.forEach((path, file) -> {
            for (SectionCompiler compiler : compilers) {
                compiler.compile(path, file);
            }
        });
    }

    private <T> T read(String path, Class<T> type) {
        try (InputStream in = classLoader.getResourceAsStream(path)) {
            if (in == null) {
                throw new KnowledgeException(List.of(path + ": not found on the classpath"));
            }
            return yaml.readValue(in, type);
        } catch (InvalidFormatException | ValueInstantiationException e) {
            throw new KnowledgeException(List.of(path + ": " + field(e) + " has an unknown value: "
                    + e.getOriginalMessage()));
        } catch (IOException e) {
            throw new KnowledgeException(path + ": " + e.getMessage(), e);
        }
    }

    /** The field a value was read into, as a path through the file ("rules[3].severity"). */
    private static String field(JsonMappingException e) {
        return e.getPath().stream()
                .map(ref -> ref.getFieldName() != null ? "." + ref.getFieldName() : "[" + ref.getIndex() + "]")
                .collect(Collectors.joining()).replaceFirst("^\\.", "");
    }
}
