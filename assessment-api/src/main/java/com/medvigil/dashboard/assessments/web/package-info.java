/**
 * The clinicians' pages: the worklist (newest first, filtered by review status and risk level)
 * and an assessment's result as a person reads it, where the reviewer sets the review status,
 * recorded in the audit trail like a change through the API.
 */
package com.medvigil.dashboard.assessments.web;
