package com.medvigil.dashboard;

import jakarta.servlet.http.HttpServletRequest;

import com.medvigil.web.ApiPaths;

/** The dashboard's paths that other parts (security, links in mails) have to know. */
public final class DashboardPaths {

    public static final String ROOT = "/dashboard";
    public static final String SIGN_IN = "/dashboard/sign-in";
    public static final String SIGN_IN_SENT = "/dashboard/sign-in/sent";
    public static final String SIGN_IN_LINK = "/dashboard/sign-in/link";
    public static final String SIGN_OUT = "/dashboard/sign-out";
    public static final String ASSETS = "/dashboard/assets";
    public static final String FORBIDDEN = "/dashboard/forbidden";
    /** Where a signed-in administrator lands. */
    public static final String HOME = "/dashboard/assessments";

    private DashboardPaths() {
    }

    public static boolean isDashboard(HttpServletRequest request) {
        String path = ApiPaths.pathOf(request);
        return path.equals(ROOT) || path.startsWith(ROOT + "/");
    }
}
