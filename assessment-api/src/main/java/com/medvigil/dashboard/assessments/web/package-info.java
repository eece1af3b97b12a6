/**
 * The clinicians' pages: the worklist (most severe first, or newest first; filtered by review
 * status and risk level) and an assessment's result as a clinician reads it, risk and what to do
 * first, where the reviewer sets the review status, recorded in the audit trail like a change
 * through the API.
 */
package com.medvigil.dashboard.assessments.web;
