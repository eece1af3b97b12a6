package com.medvigil.fhir.derived;

import java.util.Map;
import java.util.UUID;

import org.hl7.fhir.r4.model.Bundle;

import com.medvigil.fhir.search.PageCursor;
import com.medvigil.fhir.search.SearchLinks;
import com.medvigil.fhir.search.SearchResultParameters;

/**
 * Cuts a page out of a DetectedIssue search's matches as the stored types page: {@code _count},
 * {@code _cursor} positions ({@link PositionedIssues}), {@code self}/{@code next}/{@code previous}
 * links and the exact total, or the total alone for {@code _summary=count}. The issues are derived
 * per request, so all the matches are at hand and the links are exact: a next link only where
 * another issue follows.
 */
final class DetectedIssuePages {

    private DetectedIssuePages() {
    }

    static Bundle page(PositionedIssues issues, Map<String, String[]> request, String serverBase) {
        SearchResultParameters paging = SearchResultParameters.ofPaging(request, PositionedIssues.ORDER);
        String base = serverBase + "/DetectedIssue";
        Bundle bundle = new Bundle();
        bundle.setId(UUID.randomUUID().toString());
        bundle.setType(Bundle.BundleType.SEARCHSET);
        bundle.setTotal(issues.size());
        bundle.addLink().setRelation(Bundle.LINK_SELF).setUrl(SearchLinks.link(base, request, null));
        if (paging.totalOnly()) {
            return bundle;
        }
        PageCursor cursor = paging.cursor();
        int count = paging.count() == null ? Integer.MAX_VALUE : paging.count();
        int start;
        int end;
        if (cursor == null) {
            start = 0;
            end = (int) Math.min(issues.size(), (long) count);
        } else if (cursor.backwards()) {
            end = issues.endBefore(cursor.position());
            start = Math.max(0, end - count);
        } else {
            start = issues.firstAfter(cursor.position());
            end = (int) Math.min(issues.size(), (long) start + count);
        }
        if (end < issues.size() && end > start) {
            bundle.addLink().setRelation(Bundle.LINK_NEXT).setUrl(SearchLinks.link(base, request,
                    PageCursor.of(false, issues.get(end - 1).position(), PositionedIssues.ORDER).value()));
        }
        if (start > 0 && end > start) {
            bundle.addLink().setRelation(Bundle.LINK_PREV).setUrl(SearchLinks.link(base, request,
                    PageCursor.of(true, issues.get(start).position(), PositionedIssues.ORDER).value()));
        }
        for (int index = start; index < end; index++) {
            PositionedIssues.Positioned issue = issues.get(index);
            bundle.addEntry().setFullUrl(base + "/" + issue.issue().getIdPart()).setResource(issue.issue())
                    .getSearch().setMode(Bundle.SearchEntryMode.MATCH);
        }
        return bundle;
    }
}
