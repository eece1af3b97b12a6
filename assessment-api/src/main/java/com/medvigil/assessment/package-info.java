/**
 * Medication safety assessments: accepting a request with its durable job, the workers that run the
 * engine on it, the outcome stored with its webhook event in one transaction, and clinicians' reviews.
 * It owns the request's clinical items and their rules, and the one reader and writer of each stored
 * JSON document (StoredRequests, StoredInputs, StoredResults). The entities and the job queue's SQL
 * are in {@code com.medvigil.model.assessment}.
 */
package com.medvigil.assessment;
