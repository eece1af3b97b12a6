/** HTTP endpoints for webhooks ({@code /v1/webhooks}), their deliveries, and the legacy {@code PUT /v1/tenants/webhook}. */
package com.medvigil.webhook.web;
