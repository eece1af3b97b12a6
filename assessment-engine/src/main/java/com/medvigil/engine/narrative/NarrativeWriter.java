package com.medvigil.engine.narrative;

import com.medvigil.engine.alternative.SaferAlternatives;
import com.medvigil.engine.facts.CaseFacts;
import com.medvigil.engine.facts.TakenMedication;
import com.medvigil.engine.knowledge.Effect;
import com.medvigil.engine.knowledge.Family;
import com.medvigil.engine.knowledge.KnowledgeBase;
import com.medvigil.engine.lifestyle.AlcoholUse;
import com.medvigil.engine.lifestyle.SmokingStatus;
import com.medvigil.engine.result.DosageAnalysis;
import com.medvigil.engine.result.Finding;
import com.medvigil.engine.result.MissingData;
import com.medvigil.engine.result.Narrative;
import com.medvigil.engine.result.RiskLevel;
import com.medvigil.engine.result.Severity;
import com.medvigil.engine.result.Symptoms;
import com.medvigil.engine.rule.RuleHit;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Turns rule hits into the findings and narrative of one result. Every sentence comes from the hits, the knowledge
 * catalogues (effects, alternatives, dietary precautions, side effects) or the patient's own data.
 */
public final class NarrativeWriter {

    private static final int MAX_EXPLAINED = 12;
    /** Medicines the patient's advice names before it refers to "the other medicines listed". */
    private static final int MAX_NAMED_MEDICINES = 6;

    private final KnowledgeBase knowledge;
    private final DosageReview dosageReview;
    private final SaferAlternatives alternatives;
    private final Precautions precautions;
    private final FindingSources findingSources;

    public NarrativeWriter(KnowledgeBase knowledge, SaferAlternatives alternatives) {
        this.knowledge = knowledge;
        this.dosageReview = new DosageReview(knowledge);
        this.alternatives = alternatives;
        this.precautions = new Precautions(knowledge);
        this.findingSources = new FindingSources(knowledge.sources());
    }

    /** Findings, summary and narrative of one result. */
    public record Written(List<Finding> findings, String summary, Narrative narrative, RiskLevel riskLevel) {
    }

    public Written write(CaseFacts facts, List<RuleHit> hits, List<MissingData> missing) {
        ReferenceList references = new ReferenceList(knowledge.sources());
        List<Finding> findings = new ArrayList<>();
        for (RuleHit hit : hits) {
            Effect effect = knowledge.effectOf(hit.rule());
            List<Integer> cited = references.citeAll(findingSources.of(hit, facts));
            findings.add(new Finding(hit.rule().type(), hit.severity(), hit.medicationNames(), hit.title(),
                    hit.mechanism(), hit.management(), cited, hit.confidence(),
                    hit.rule().id(), hit.rule().documentation(), effect == null ? null : effect.onset()));
        }
        RiskLevel risk = RiskLevel.from(findings);
        List<Narrative.PharmacologicalExplanation> explanations = explanations(hits, findings);
        List<DosageAnalysis> dosage = dosageReview.review(facts, hits, missing);
        List<Narrative.DietaryPrecaution> dietary = precautions.dietary(facts);
        Symptoms symptoms = precautions.symptoms(facts, hits);
        Narrative narrative = new Narrative(risk, generalExplanation(facts, hits, missing), detailedExplanation(hits, missing),
                generalAdvice(risk, hits), tailoredAdvice(facts, hits, missing), symptoms, explanations,
                references.references(), dosage, alternatives.forPatient(facts, hits), dietary);
        return new Written(List.copyOf(findings), summary(risk, facts, hits, missing), narrative, risk);
    }

    private String summary(RiskLevel risk, CaseFacts facts, List<RuleHit> hits, List<MissingData> missing) {
        StringBuilder text = new StringBuilder();
        int assessed = facts.medications().size();
        if (hits.isEmpty()) {
            text.append(risk).append(": no safety problems found for ").append(assessed)
                    .append(assessed == 1 ? " medicine" : " medicines").append(" assessed.");
        } else {
            Map<Severity, Integer> counts = new LinkedHashMap<>();
            hits.forEach(hit -> counts.merge(hit.severity(), 1, Integer::sum));
            List<String> parts = new ArrayList<>();
            counts.forEach((severity, count) -> parts.add(count + " " + severity.label()));
            text.append(risk).append(": ").append(String.join(", ", parts))
                    .append(hits.size() == 1 ? " finding" : " findings").append(" for ").append(assessed)
                    .append(assessed == 1 ? " medicine" : " medicines").append(". Most important: ")
                    .append(hits.get(0).title()).append('.');
        }
        text.append(incompleteCheck(facts));
        if (!missing.isEmpty()) {
            text.append(' ').append(missing.size()).append(missing.size() == 1 ? " check" : " checks")
                    .append(" could not be completed for lack of data.");
        }
        return text.toString();
    }

    /**
     * What was not checked because it was not recognised, medicines and allergy substances alike, so that a list
     * with no findings cannot read as an all-clear. Empty when everything was recognised.
     */
    static String incompleteCheck(CaseFacts facts) {
        List<String> medicines = facts.unrecognized();
        List<String> allergies = facts.unrecognizedAllergies();
        if (medicines.isEmpty() && allergies.isEmpty()) {
            return "";
        }
        List<String> counts = new ArrayList<>();
        List<String> items = new ArrayList<>();
        if (!medicines.isEmpty()) {
            counts.add(medicines.size() + (medicines.size() == 1 ? " medicine" : " medicines"));
            medicines.forEach(name -> items.add("\"" + name + "\" (medicine)"));
        }
        if (!allergies.isEmpty()) {
            counts.add(allergies.size() + (allergies.size() == 1 ? " allergy" : " allergies"));
            allergies.forEach(name -> items.add("\"" + name + "\" (allergy)"));
        }
        return " Incomplete check: " + String.join(" and ", counts) + " not recognised, so not checked: "
                + String.join(", ", items) + ". Confirm what each is before relying "
                + "on this result.";
    }

    private String generalExplanation(CaseFacts facts, List<RuleHit> hits, List<MissingData> missing) {
        if (hits.isEmpty()) {
            String checked = facts.medications().isEmpty() ? "We found no medicines we could check"
                    : "We checked " + joinNames(facts.medications().stream().map(TakenMedication::name).toList())
                    + (facts.medications().size() == 1 ? " against" : " against each other and against")
                    + " what you told us about your health, and found nothing that needs to change"
                    + (missing.isEmpty() ? "" : " in what could be checked (some checks need details we do not have)");
            return checked + "." + notCheckedForThePatient(facts) + " This is not a guarantee: tell your"
                    + " pharmacist about every medicine, supplement and remedy you take.";
        }
        List<String> sentences = new ArrayList<>();
        Set<String> said = new HashSet<>();
        for (RuleHit hit : hits) {
            if (sentences.size() == 4) {
                break;
            }
            String sentence = plainSentence(hit);
            if (said.add(sentence)) {
                sentences.add(sentence);
            }
        }
        return "We found " + hits.size() + (hits.size() == 1 ? " thing" : " things")
                + " to go over with your doctor or pharmacist. " + String.join(" ", sentences)
                + notCheckedForThePatient(facts);
    }

    /**
     * What was not recognised and so not checked, told to the patient, so that a check with nothing found cannot
     * read as an all-clear for a medicine or an allergy that was never checked.
     */
    private static String notCheckedForThePatient(CaseFacts facts) {
        List<String> unchecked = new ArrayList<>(facts.unrecognized());
        unchecked.addAll(facts.unrecognizedAllergies());
        if (unchecked.isEmpty()) {
            return "";
        }
        return " We could not recognise " + joinNames(unchecked.stream().map(name -> "\"" + name + "\"").toList())
                + ", so " + (unchecked.size() == 1 ? "it was" : "they were") + " not checked: ask your pharmacist or"
                + " prescriber to confirm what " + (unchecked.size() == 1 ? "it is" : "each is")
                + " before relying on this result.";
    }

    private String plainSentence(RuleHit hit) {
        Effect effect = knowledge.effectOf(hit.rule());
        String names = joinNames(hit.shownNames());
        if (effect == null) {
            return hit.title() + ".";
        }
        // "Together" for two or more medicines as the finding names them; one product is one medicine.
        String lead = hit.shownNames().size() > 1
                ? "Taking " + names + " together " : "For you, " + names + " ";
        return lead + effect.plain() + ".";
    }

    private String detailedExplanation(List<RuleHit> hits, List<MissingData> missing) {
        List<String> lines = new ArrayList<>();
        if (hits.isEmpty()) {
            lines.add("No rule in knowledge version " + knowledge.version()
                    + " applies to this medication list and patient context.");
        }
        for (RuleHit hit : hits) {
            // The mechanism is told once, in pharmacologicalExplanation; this line is the clinician's worklist.
            lines.add("[" + hit.severity().label().toUpperCase(Locale.ROOT) + "] " + hit.title() + ". Management: "
                    + hit.management() + " (rule " + hit.rule().id() + "; documentation "
                    + hit.rule().documentation().label() + "; confidence " + hit.confidence() + ")");
        }
        for (MissingData gap : missing) {
            lines.add("[NOT ASSESSED] " + gap.reason());
        }
        return String.join("\n", lines);
    }

    private String generalAdvice(RiskLevel risk, List<RuleHit> hits) {
        String opening = knowledge.riskAdvice(risk);
        Set<String> advice = new LinkedHashSet<>();
        for (RuleHit hit : hits) {
            Effect effect = knowledge.effectOf(hit.rule());
            if (effect != null && effect.advice() != null) {
                advice.add(effect.advice());
            }
        }
        return advice.isEmpty() ? opening : opening + " " + String.join(" ", advice);
    }

    private String tailoredAdvice(CaseFacts facts, List<RuleHit> hits, List<MissingData> missing) {
        List<String> context = new ArrayList<>();
        if (facts.age() != null) {
            context.add(AgeText.of(facts.age(), facts.ageDays()) + " old");
        }
        if (facts.renal().egfr() != null) {
            context.add("eGFR " + Math.round(facts.renal().egfr()) + " mL/min/1.73m2");
        } else if (facts.renal().crcl() != null) {
            context.add("creatinine clearance about " + Math.round(facts.renal().crcl()) + " mL/min");
        }
        if (facts.reproductive().status() != null) {
            String status = facts.reproductive().status().toLowerCase(Locale.ROOT).replace('_', ' ');
            context.add(facts.reproductive().gestationalWeeks() != null
                    ? status + " (" + facts.reproductive().gestationalWeeks() + " weeks)" : status);
        }
        if (facts.social().alcohol() != null && !facts.social().alcohol().equals(AlcoholUse.NONE.id())) {
            context.add(facts.social().alcohol() + " alcohol use");
        }
        if (SmokingStatus.CURRENT.id().equals(facts.social().smoking())) {
            context.add("current smoker");
        }
        List<String> conditions = conditionsForThePatient(facts);
        if (!conditions.isEmpty()) {
            context.add(joinNames(conditions));
        }
        String about = context.isEmpty() ? "From the details given" : "Given your details (" + String.join("; ", context) + ")";
        StringBuilder text = new StringBuilder(about);
        if (hits.isEmpty()) {
            boolean partial = !facts.unrecognized().isEmpty() || !facts.unrecognizedAllergies().isEmpty()
                    || !missing.isEmpty();
            text.append(partial ? ", nothing we could check in your current medicines needs a change."
                    : ", nothing in your current medicines needs a change.");
        } else {
            // The patient's voice: which medicines to raise with the prescriber (each once, most important first,
            // since pairs inside a list read as "warfarin and sertraline and tramadol"), never the clinician's
            // instruction to stop or change one (that is the findings' management, for the clinician).
            Set<String> medicines = new LinkedHashSet<>();
            hits.forEach(hit -> medicines.addAll(hit.shownNames()));
            List<String> named = medicines.stream().limit(MAX_NAMED_MEDICINES).toList();
            // A medicine the advice says to stop now (a teratogen in pregnancy) is named as such, once.
            Set<String> toStop = new LinkedHashSet<>();
            hits.stream().filter(hit -> {
                Effect effect = knowledge.effectOf(hit.rule());
                return effect != null && effect.patientStops();
            }).forEach(hit -> toStop.addAll(hit.shownNames()));
            if (toStop.isEmpty()) {
                text.append(", ask your prescriber or pharmacist about ").append(joinNames(named))
                        .append(medicines.size() > named.size() ? " and the other medicines listed" : "")
                        .append(" before you change anything; do not stop or change a medicine on your own.");
            } else {
                text.append(", stop ").append(joinNames(List.copyOf(toStop)))
                        .append(" and contact your prescriber today; do not stop or change any other medicine on your own.");
            }
        }
        if (!missing.isEmpty()) {
            text.append(" Some checks need details we do not have; your prescriber can complete them.");
        }
        return text.toString();
    }

    /**
     * The conditions held, as a patient reads them: each once and at its most specific ("chronic kidney disease stage
     * 3b", not also "chronic kidney disease" and "stage 3"); not the groups that gather several diagnoses for a rule
     * ("schizophrenia or bipolar disorder" would name one the patient may not have), not a condition only a reading
     * showed (the reading is told already, and one reading is no diagnosis), not pregnancy (the reproductive status
     * says it), and without notes in brackets.
     */
    private List<String> conditionsForThePatient(CaseFacts facts) {
        List<String> names = facts.conditionGroups().stream()
                .filter(id -> !(id.equals("pregnancy") && facts.reproductive().status() != null))
                .filter(id -> !facts.conditionsShownByLab().containsKey(id))
                .map(id -> patientWording(knowledge.conditionGroups().get(id).name()))
                .filter(name -> !name.contains(" or ")).distinct().toList();
        return names.stream()
                .filter(name -> names.stream().noneMatch(other -> !other.equals(name) && other.startsWith(name)))
                .sorted().toList();
    }

    /**
     * "Indication for long-term proton pump inhibitor (Beers 2023)" reads "indication for long-term proton pump
     * inhibitor"; "HLA-B*5701 positive" keeps its capitals.
     */
    private static String patientWording(String groupName) {
        String name = groupName.replaceAll("\\s*\\([^)]*\\)", "").strip();
        boolean acronym = name.length() > 1 && Character.isUpperCase(name.charAt(1));
        return acronym ? name : Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }

    /** Each explanation cites the first source its finding cites (hits and findings are in the same order). */
    private List<Narrative.PharmacologicalExplanation> explanations(List<RuleHit> hits, List<Finding> findings) {
        List<Narrative.PharmacologicalExplanation> explanations = new ArrayList<>();
        boolean primaryGiven = false;
        for (int i = 0; i < hits.size() && explanations.size() < MAX_EXPLAINED; i++) {
            RuleHit hit = hits.get(i);
            String type;
            if (hit.rule().family() == Family.INTERACTION) {
                type = primaryGiven ? "Secondary Interaction" : "Primary Interaction";
                primaryGiven = true;
            } else {
                type = familyLabel(hit.rule().family());
            }
            explanations.add(new Narrative.PharmacologicalExplanation(hit.title() + ": " + hit.mechanism(),
                    findings.get(i).referenceIndexes().get(0), type, hit.confidence()));
        }
        return explanations;
    }

    private static String familyLabel(Family family) {
        return switch (family) {
            case INTERACTION -> "Primary Interaction";
            case DUPLICATION -> "Duplicate Therapy";
            case DOSE -> "Dose";
            case CONDITION -> "Drug-Condition";
            case ALLERGY -> "Allergy Cross-Sensitivity";
            case REPRODUCTIVE -> "Pregnancy and Lactation";
            case GERIATRIC -> "Older Adult";
            case LIFESTYLE -> "Food and Lifestyle";
            case LAB -> "Lab and Vital Sign";
        };
    }

    /** "a", "a and b", "a, b and c". */
    static String joinNames(List<String> names) {
        if (names.size() <= 1) {
            return String.join("", names);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }
}
