/**
 * Webhooks as data: tenants' subscriptions, the outbox events assessment completion writes, and
 * the durable record of every delivery and attempt.
 */
package com.medvigil.model.webhook;
