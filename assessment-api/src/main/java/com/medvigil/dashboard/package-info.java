/**
 * The tenant dashboard at {@code /dashboard}: server-rendered pages where a tenant's
 * administrators sign in by e-mail link and manage API keys, webhooks and the clinicians' review
 * of assessments, on the same services as the {@code /v1} API.
 */
package com.medvigil.dashboard;
