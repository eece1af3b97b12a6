package com.medvigil.dashboard.assessments.web;

import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.View;

import com.medvigil.assessment.AssessmentReviews;
import com.medvigil.assessment.AssessmentWorklist;
import com.medvigil.assessment.StoredResults;
import com.medvigil.dashboard.session.SignedInAdmin;
import com.medvigil.dashboard.web.SeeOther;
import com.medvigil.model.assessment.Assessment;
import com.medvigil.model.assessment.Assessments;
import com.medvigil.model.assessment.ReviewActor;
import com.medvigil.model.assessment.ReviewStatus;
import com.medvigil.model.assessment.ReviewStatusChange;
import com.medvigil.model.assessment.ReviewStatusChanges;
import com.medvigil.model.assessment.RiskLevel;
import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.model.error.NotFoundException;
import com.medvigil.model.patient.PatientProfile;
import com.medvigil.model.patient.PatientProfiles;
import com.medvigil.model.persistence.PageCursor;
import com.medvigil.model.tenant.ApiKey;
import com.medvigil.model.tenant.ApiKeys;

/** The worklist, an assessment's page, and setting its review status (audited like the API's PATCH). */
@Controller
@RequestMapping(AssessmentsController.PATH)
class AssessmentsController {

    static final String PATH = "/dashboard/assessments";
    static final int PAGE_SIZE = 25;

    private final AssessmentWorklist worklist;
    private final Assessments assessments;
    private final AssessmentReviews reviews;
    private final ReviewStatusChanges reviewChanges;
    private final PatientProfiles patients;
    private final ApiKeys apiKeys;
    private final StoredResults results;
    private final Clock clock;

    AssessmentsController(AssessmentWorklist worklist, Assessments assessments, AssessmentReviews reviews,
                          ReviewStatusChanges reviewChanges, PatientProfiles patients, ApiKeys apiKeys, StoredResults results,
                          Clock clock) {
        this.worklist = worklist;
        this.assessments = assessments;
        this.reviews = reviews;
        this.reviewChanges = reviewChanges;
        this.patients = patients;
        this.apiKeys = apiKeys;
        this.results = results;
        this.clock = clock;
    }

    @GetMapping
    String worklist(@RequestParam(required = false) String reviewStatus, @RequestParam(required = false) String riskLevel,
                    @RequestParam(required = false) String sort, @RequestParam(required = false) String cursor,
                    @RequestParam(required = false) String saved, Model model) {
        WorklistFilter filter = WorklistFilter.of(reviewStatus, riskLevel, sort);
        WorklistPage page = page(filter, cursor);
        Map<UUID, PatientProfile> profiles = patients.findByPatientIdIn(page.items().stream().map(Assessment::getPatientId).distinct().toList())
                .stream().collect(Collectors.toMap(PatientProfile::getPatientId, Function.identity()));
        LocalDate today = LocalDate.now(clock.withZone(ZoneOffset.UTC));
        model.addAttribute("rows", page.items().stream()
                .map(a -> WorklistRow.of(a, PatientLabel.of(a.getPatientId(), profiles.get(a.getPatientId()), today),
                        results.incompleteCheck(a.getResultJson())))
                .toList());
        model.addAttribute("filter", filter);
        model.addAttribute("reviewChoices", ReviewChoice.ALL);
        model.addAttribute("riskLevels", RiskLevel.values());
        model.addAttribute("cursor", page.cursor());
        model.addAttribute("firstPageUrl", page.cursor() == null ? null : filter.url(PATH, null));
        model.addAttribute("nextPageUrl", page.next() == null ? null : filter.url(PATH, page.next()));
        model.addAttribute("savedNotice", saved != null);
        return "dashboard/assessments";
    }

    /** One page in the filter's order; the cursors are the encoded positions this page starts from and the next starts from. */
    private record WorklistPage(List<Assessment> items, String cursor, String next) {
    }

    private WorklistPage page(WorklistFilter filter, String cursor) {
        if (filter.byRisk()) {
            AssessmentWorklist.RiskPosition from = AssessmentWorklist.RiskPosition.decode(cursor);
            AssessmentWorklist.RiskPage page = worklist.pageByRisk(filter.toWorklistFilter(), from, PAGE_SIZE);
            return new WorklistPage(page.items(), from == null ? null : from.encode(), page.next() == null ? null : page.next().encode());
        }
        PageCursor from = PageCursor.decode(cursor);
        AssessmentWorklist.Page page = worklist.page(filter.toWorklistFilter(), from, PAGE_SIZE);
        return new WorklistPage(page.items(), from == null ? null : from.encode(), page.next() == null ? null : page.next().encode());
    }

    @GetMapping("/{id}")
    String assessment(@PathVariable UUID id, @RequestParam(required = false) String saved, Model model) {
        Assessment assessment = assessments.findById(id).orElseThrow(() -> new NotFoundException("Assessment", id));
        PatientLabel patient = PatientLabel.of(assessment.getPatientId(), patients.findByPatientId(assessment.getPatientId()).orElse(null),
                LocalDate.now(clock.withZone(ZoneOffset.UTC)));
        model.addAttribute("report", AssessmentReport.of(assessment, patient, results.engineResult(assessment.getResultJson()),
                results.incompleteCheck(assessment.getResultJson()), history(id)));
        model.addAttribute("reviewChoices", ReviewChoice.ALL);
        model.addAttribute("savedNotice", saved != null);
        return "dashboard/assessment";
    }

    /**
     * Sets the review status, recorded in the audit trail with the administrator's address. From
     * the worklist, the browser returns to the same filtered page.
     */
    @PostMapping("/{id}/review")
    View review(SignedInAdmin admin, @PathVariable UUID id, @RequestParam(defaultValue = "") String status,
                @RequestParam(required = false) String back, @RequestParam(required = false) String filterReviewStatus,
                @RequestParam(required = false) String filterRiskLevel, @RequestParam(required = false) String filterSort,
                @RequestParam(required = false) String filterCursor) {
        ReviewStatus to = ReviewStatus.fromWireName(status)
                .orElseThrow(() -> new InvalidFieldException("status", "must be one of " + ReviewStatus.allowedWireNames()));
        reviews.change(id, to, ReviewActor.dashboardAdmin(admin.email()));
        if ("worklist".equals(back)) {
            WorklistFilter filter = WorklistFilter.of(filterReviewStatus, filterRiskLevel, filterSort);
            // Decoded only to refuse a cursor no page gave; the address carries it as it came.
            String cursor = filter.byRisk() ? encoded(AssessmentWorklist.RiskPosition.decode(filterCursor))
                    : encoded(PageCursor.decode(filterCursor));
            String url = filter.url(PATH, cursor);
            return SeeOther.to(url + (url.contains("?") ? "&" : "?") + "saved");
        }
        return SeeOther.to(PATH + "/" + id + "?saved");
    }

    private static String encoded(AssessmentWorklist.RiskPosition position) {
        return position == null ? null : position.encode();
    }

    private static String encoded(PageCursor position) {
        return position == null ? null : position.encode();
    }

    private List<ReviewRow> history(UUID assessmentId) {
        List<ReviewStatusChange> changes = reviewChanges.findByAssessmentIdOrderByChangedAtAscIdAsc(assessmentId);
        Map<UUID, ApiKey> keys = apiKeys.findAllById(changes.stream().map(ReviewStatusChange::getApiKeyId)
                        .filter(Objects::nonNull).distinct().toList())
                .stream().collect(Collectors.toMap(ApiKey::getId, Function.identity()));
        return changes.stream().map(change -> ReviewRow.of(change, actor(change, keys))).toList();
    }

    private static String actor(ReviewStatusChange change, Map<UUID, ApiKey> keys) {
        if (change.getAdminEmail() != null) {
            return change.getAdminEmail();
        }
        ApiKey key = keys.get(change.getApiKeyId());
        return key == null ? "an API key" : "API key \u201c" + key.getName() + "\u201d (" + key.getPrefix() + "\u2026)";
    }
}
