/** The CDS Hooks feedback endpoint, {@code POST /v1/cds-services/{id}/feedback}. */
package com.medvigil.cdshooks.feedback.web;
