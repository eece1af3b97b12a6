/**
 * The signed-in administrator: the session (kept by Spring Session in the shared database),
 * what it holds, and the tenant scope every signed-in request runs in.
 */
package com.medvigil.dashboard.session;
