-- A webhook's health, kept on its row so that the dashboard can show an endpoint that fails, and
-- so that an endpoint whose every attempt has failed for medvigil.webhooks.disable-after (3 days by
-- default) is disabled by one conditional UPDATE in the transaction that records the attempt,
-- correct with any number of replicas (docs/webhooks.md, "Health and automatic disabling").
-- Runs unchanged on H2 (PostgreSQL mode) and PostgreSQL 15+.

-- When an attempt last got a 2xx answer.
ALTER TABLE webhook ADD COLUMN last_success_at TIMESTAMP WITH TIME ZONE;
-- Failed attempts since that success (or since the webhook was created or enabled again).
ALTER TABLE webhook ADD COLUMN consecutive_failures INTEGER NOT NULL DEFAULT 0;
-- The first failed attempt of the current run of failures; null while the webhook is healthy.
ALTER TABLE webhook ADD COLUMN failing_since TIMESTAMP WITH TIME ZONE;
-- Set when the service disabled the webhook itself, with why; cleared when it is enabled again.
ALTER TABLE webhook ADD COLUMN disabled_at TIMESTAMP WITH TIME ZONE;
ALTER TABLE webhook ADD COLUMN disabled_reason VARCHAR(200);

-- Webhooks that received deliveries before this migration show their last success at once. Their
-- runs of failures start with the next failed attempt: counting them again from the attempt log
-- could disable a webhook at the first attempt after an upgrade.
UPDATE webhook SET last_success_at = (
    SELECT max(a.attempted_at)
    FROM webhook_delivery_attempt a JOIN webhook_delivery d ON d.id = a.delivery_id
    WHERE d.webhook_id = webhook.id AND a.status_code BETWEEN 200 AND 299);
