package com.medvigil.dashboard.webhooks.web;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.View;

import com.medvigil.dashboard.web.SeeOther;
import com.medvigil.model.error.NotFoundException;
import com.medvigil.model.webhook.Webhook;
import com.medvigil.model.webhook.WebhookStatus;
import com.medvigil.model.webhook.Webhooks;
import com.medvigil.webhook.DeliveryLog;
import com.medvigil.webhook.DurationText;
import com.medvigil.webhook.WebhookChanges;
import com.medvigil.webhook.WebhookProperties;
import com.medvigil.webhook.WebhookRegistration;

/**
 * The tenant's webhooks: their status and health, pause, resume and enable again, what was
 * delivered to each, and sending a delivery again.
 */
@Controller
@RequestMapping(WebhooksController.PATH)
class WebhooksController {

    static final String PATH = "/dashboard/webhooks";

    private final Webhooks webhooks;
    private final WebhookRegistration registration;
    private final DeliveryLog deliveryLog;
    private final String disableAfter;

    WebhooksController(Webhooks webhooks, WebhookRegistration registration, DeliveryLog deliveryLog,
                       WebhookProperties properties) {
        this.webhooks = webhooks;
        this.registration = registration;
        this.deliveryLog = deliveryLog;
        this.disableAfter = DurationText.of(properties.disableAfter());
    }

    @GetMapping
    String list(@RequestParam(required = false) String paused, @RequestParam(required = false) String resumed, Model model) {
        List<WebhookRow> rows = new ArrayList<>(webhooks.findSubscriptions().stream().map(WebhookRow::of).toList());
        webhooks.findLegacy().map(WebhookRow::of).ifPresent(rows::add);
        model.addAttribute("webhooks", rows);
        model.addAttribute("anyDisabledAutomatically", rows.stream().anyMatch(row -> row.health().disabledAutomatically()));
        model.addAttribute("disableAfter", disableAfter);
        model.addAttribute("pausedNotice", paused != null);
        model.addAttribute("resumedNotice", resumed != null);
        return "dashboard/webhooks";
    }

    @GetMapping("/{id}")
    String webhook(@PathVariable UUID id, @RequestParam(required = false) String redelivered, Model model) {
        Webhook webhook = webhooks.findById(id).orElseThrow(() -> new NotFoundException("Webhook", id));
        model.addAttribute("webhook", WebhookRow.of(webhook));
        model.addAttribute("deliveries", deliveryLog.recent(id, DeliveryLog.DEFAULT_LIMIT).stream().map(DeliveryRow::of).toList());
        model.addAttribute("deliveryLimit", DeliveryLog.DEFAULT_LIMIT);
        model.addAttribute("redeliveredNotice", redelivered != null);
        model.addAttribute("disableAfter", disableAfter);
        return "dashboard/webhook";
    }

    /** Paused webhooks receive nothing, and retries waiting for them are cancelled (docs/webhooks.md). */
    @PostMapping("/{id}/pause")
    View pause(@PathVariable UUID id) {
        registration.update(id, new WebhookChanges(null, null, null, WebhookStatus.PAUSED));
        return SeeOther.to(PATH + "?paused");
    }

    /** Also enables a disabled webhook again, which starts its health afresh (docs/webhooks.md). */
    @PostMapping("/{id}/resume")
    View resume(@PathVariable UUID id) {
        registration.update(id, new WebhookChanges(null, null, null, WebhookStatus.ACTIVE));
        return SeeOther.to(PATH + "?resumed");
    }

    /**
     * Sends a finished delivery's event to the webhook again, through the outbox like any
     * delivery: signed, retried, and listed as a new delivery.
     */
    @PostMapping("/{id}/deliveries/{deliveryId}/redeliver")
    View redeliver(@PathVariable UUID id, @PathVariable UUID deliveryId) {
        deliveryLog.redeliver(id, deliveryId);
        return SeeOther.to(PATH + "/" + id + "?redelivered");
    }
}
