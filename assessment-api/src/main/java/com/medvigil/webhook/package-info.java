/**
 * Webhooks at work: managing subscriptions and their secrets, and delivering outbox events to
 * them: signed, retried with backoff, leased so that replicas never send one event twice.
 */
package com.medvigil.webhook;

import com.medvigil.model.webhook.Webhooks;
