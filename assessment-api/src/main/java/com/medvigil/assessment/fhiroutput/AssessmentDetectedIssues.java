package com.medvigil.assessment.fhiroutput;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;

import jakarta.persistence.criteria.Predicate;

import org.hl7.fhir.r4.model.DetectedIssue;
import org.springframework.data.domain.Sort;
import org.springframework.data.jpa.domain.Specification;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

import com.medvigil.assessment.StoredInputs;
import com.medvigil.assessment.StoredResults;
import com.medvigil.engine.EngineResult;
import com.medvigil.engine.result.Finding;
import com.medvigil.fhir.derived.AssessedIssues;
import com.medvigil.fhir.derived.IssueSearch;
import com.medvigil.model.assessment.Assessment;
import com.medvigil.model.assessment.Assessments;
import com.medvigil.model.assessment.ProcessingStatus;
import com.medvigil.model.patient.PatientIds;
import com.medvigil.model.patient.PatientProfile;
import com.medvigil.model.patient.PatientProfiles;
import com.medvigil.model.tenancy.TenantContext;

/**
 * The current tenant's completed assessments, each finding read as a DetectedIssue. The patient
 * is referred to by the FHIR id of the Patient the profile came from, or by its patientId for a
 * profile made through {@code /v1/patients}, which is how {@code $submit} resolves such a
 * reference (docs/fhir.md, "Patient ids").
 */
@Component
class AssessmentDetectedIssues implements AssessedIssues {

    private final Assessments assessments;
    private final PatientProfiles patients;
    private final StoredResults results;
    private final StoredInputs inputs;
    private final TenantContext tenantContext;

    AssessmentDetectedIssues(Assessments assessments, PatientProfiles patients, StoredResults results,
                             StoredInputs inputs, TenantContext tenantContext) {
        this.assessments = assessments;
        this.patients = patients;
        this.results = results;
        this.inputs = inputs;
        this.tenantContext = tenantContext;
    }

    @Override
    @Transactional(readOnly = true)
    public Optional<DetectedIssue> find(String id) {
        return DetectedIssueId.parse(id).flatMap(issueId -> assessments.findById(issueId.assessmentId())
                .filter(assessment -> assessment.getStatus() == ProcessingStatus.COMPLETED)
                .flatMap(assessment -> issuesOf(assessment, patientReferences(List.of(assessment))).stream()
                        .filter(issue -> issue.getIdPart().equals(issueId.toString())).findFirst()));
    }

    @Override
    @Transactional(readOnly = true)
    public List<DetectedIssue> search(IssueSearch search) {
        Set<UUID> patientIds = null;
        if (search.patientIds() != null) {
            patientIds = patientsReferredToAs(search.patientIds());
            if (patientIds.isEmpty()) {
                return List.of();
            }
        }
        Set<UUID> assessmentIds = null;
        if (search.ids() != null) {
            assessmentIds = search.ids().stream().map(DetectedIssueId::parse).flatMap(Optional::stream)
                    .map(DetectedIssueId::assessmentId).collect(Collectors.toSet());
            if (assessmentIds.isEmpty()) {
                return List.of();
            }
        }
        List<Assessment> found = assessments.findAll(completed(search, patientIds, assessmentIds),
                Sort.by("completedAt", "id"));
        Map<UUID, String> references = patientReferences(found);
        List<DetectedIssue> issues = new ArrayList<>();
        for (Assessment assessment : found) {
            issuesOf(assessment, references).stream().filter(issue -> search.idMatches(issue.getIdPart()))
                    .forEach(issues::add);
        }
        return issues;
    }

    private List<DetectedIssue> issuesOf(Assessment assessment, Map<UUID, String> patientReferences) {
        EngineResult result = results.engineResult(assessment.getResultJson());
        if (result == null || result.findings() == null) {
            return List.of();
        }
        FindingAsDetectedIssue.Assessed assessed = new FindingAsDetectedIssue.Assessed(
                "Patient/" + patientReferences.getOrDefault(assessment.getPatientId(), assessment.getPatientId().toString()),
                assessment.getCompletedAt(),
                result.narrative(), inputs.usedResources(assessment.getInputsJson()));
        List<DetectedIssue> issues = new ArrayList<>();
        List<Finding> findings = result.findings();
        for (int index = 0; index < findings.size(); index++) {
            issues.add(FindingAsDetectedIssue.write(new DetectedIssueId(assessment.getId(), index), findings.get(index),
                    assessed));
        }
        return issues;
    }

    /** The profiles a search's patient ids name: the id a profile's issues carry must be the one asked for. */
    private Set<UUID> patientsReferredToAs(Set<String> fhirIds) {
        UUID tenantId = tenantContext.requireTenantId();
        Map<UUID, String> asked = fhirIds.stream()
                .collect(Collectors.toMap(id -> PatientIds.forFhirId(tenantId, id), Function.identity(), (a, b) -> a));
        Set<UUID> matching = new HashSet<>();
        for (PatientProfile profile : patients.findByPatientIdIn(asked.keySet())) {
            if (referenceId(profile).equals(asked.get(profile.getPatientId()))) {
                matching.add(profile.getPatientId());
            }
        }
        return matching;
    }

    private Map<UUID, String> patientReferences(Collection<Assessment> found) {
        Set<UUID> ids = found.stream().map(Assessment::getPatientId).collect(Collectors.toSet());
        return patients.findByPatientIdIn(ids).stream()
                .collect(Collectors.toMap(PatientProfile::getPatientId, AssessmentDetectedIssues::referenceId));
    }

    /** The logical id a FHIR reference to this patient carries. */
    private static String referenceId(PatientProfile profile) {
        return profile.getFhirId() != null ? profile.getFhirId() : profile.getPatientId().toString();
    }

    private static Specification<Assessment> completed(IssueSearch search, Set<UUID> patientIds, Set<UUID> assessmentIds) {
        return (root, query, cb) -> {
            List<Predicate> predicates = new ArrayList<>();
            predicates.add(cb.equal(root.get("status"), ProcessingStatus.COMPLETED));
            if (patientIds != null) {
                predicates.add(root.get("patientId").in(patientIds));
            }
            if (assessmentIds != null) {
                predicates.add(root.get("id").in(assessmentIds));
            }
            if (search.identified().from() != null) {
                predicates.add(cb.greaterThanOrEqualTo(root.get("completedAt"), search.identified().from()));
            }
            if (search.identified().until() != null) {
                predicates.add(cb.lessThan(root.get("completedAt"), search.identified().until()));
            }
            return cb.and(predicates.toArray(Predicate[]::new));
        };
    }
}
