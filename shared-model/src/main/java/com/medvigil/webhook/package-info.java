/**
 * Webhooks as data: tenants' subscriptions, the outbox that assessment completion writes its
 * events into, and the durable record of every delivery and attempt.
 */
package com.medvigil.webhook;
