package com.medvigil.assessment.fhiroutput;

import java.time.Instant;
import java.util.Date;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TimeZone;

import org.hl7.fhir.r4.model.CodeableConcept;
import org.hl7.fhir.r4.model.Coding;
import org.hl7.fhir.r4.model.DateTimeType;
import org.hl7.fhir.r4.model.DetectedIssue;
import org.hl7.fhir.r4.model.DetectedIssue.DetectedIssueSeverity;
import org.hl7.fhir.r4.model.DetectedIssue.DetectedIssueStatus;
import org.hl7.fhir.r4.model.Reference;

import com.medvigil.assessment.FindingFamily;
import com.medvigil.assessment.UsedFhirResources;
import com.medvigil.engine.result.Finding;
import com.medvigil.engine.result.Narrative;
import com.medvigil.engine.result.Severity;

import ca.uhn.fhir.model.api.TemporalPrecisionEnum;

/**
 * One finding of a completed assessment written as a DetectedIssue (docs/fhir.md, "DetectedIssue"):
 * the family as a code of MedVigil's own system, the severity graded as the risk level grades it,
 * the stored medication resources it fired on as {@code implicated}, the management as the
 * mitigation, and the finding's references as evidence, with a URL only where the knowledge holds one.
 */
final class FindingAsDetectedIssue {

    private FindingAsDetectedIssue() {
    }

    /** What every issue of one assessment shares. */
    record Assessed(String patientReference, Instant completedAt, Narrative narrative, UsedFhirResources used) {
    }

    static DetectedIssue write(DetectedIssueId id, Finding finding, Assessed assessed) {
        DetectedIssue issue = new DetectedIssue();
        issue.setId(id.toString());
        issue.setStatus(DetectedIssueStatus.FINAL);
        issue.setSeverity(severity(finding.severity()));
        FindingFamily family = new FindingFamily(finding.type());
        issue.setCode(new CodeableConcept(new Coding(FindingFamily.SYSTEM, family.code(), family.display()))
                .setText(finding.title()));
        issue.setPatient(new Reference(assessed.patientReference()));
        issue.setIdentified(new DateTimeType(Date.from(assessed.completedAt()), TemporalPrecisionEnum.MILLI,
                TimeZone.getTimeZone("UTC")));
        implicated(finding, assessed.used()).forEach(reference -> issue.addImplicated(new Reference(reference)));
        issue.setDetail(detail(finding));
        if (finding.management() != null && !finding.management().isBlank()) {
            issue.addMitigation().setAction(new CodeableConcept().setText(finding.management().strip()));
        }
        List<Narrative.Reference> references = references(finding, assessed.narrative());
        references.stream().map(Narrative.Reference::url).filter(Objects::nonNull).findFirst().ifPresent(issue::setReference);
        references.forEach(reference -> issue.addEvidence().addDetail(new Reference().setDisplay(citation(reference))));
        return issue;
    }

    /** As the risk level grades findings (DECISIONS): contraindicated and major are high. */
    static DetectedIssueSeverity severity(Severity severity) {
        return switch (severity) {
            case CONTRAINDICATED, MAJOR -> DetectedIssueSeverity.HIGH;
            case MODERATE -> DetectedIssueSeverity.MODERATE;
            case MINOR -> DetectedIssueSeverity.LOW;
        };
    }

    /** The stored resources of the medicines the finding names; a medicine from the request has none. */
    private static Set<String> implicated(Finding finding, UsedFhirResources used) {
        Set<String> references = new LinkedHashSet<>();
        if (used != null && finding.medications() != null) {
            finding.medications().stream().map(used::medicationNamed).flatMap(Optional::stream).forEach(references::add);
        }
        return references;
    }

    private static String detail(Finding finding) {
        String mechanism = finding.mechanism() == null ? "" : finding.mechanism().strip();
        return mechanism.isEmpty() ? finding.title() : finding.title() + "\n\n" + mechanism;
    }

    private static List<Narrative.Reference> references(Finding finding, Narrative narrative) {
        if (narrative == null || narrative.references() == null || finding.referenceIndexes() == null) {
            return List.of();
        }
        return finding.referenceIndexes().stream()
                .filter(index -> index != null && index >= 0 && index < narrative.references().size())
                .map(index -> narrative.references().get(index)).toList();
    }

    private static String citation(Narrative.Reference reference) {
        return reference.url() == null ? reference.citation() : reference.citation() + " " + reference.url();
    }
}
