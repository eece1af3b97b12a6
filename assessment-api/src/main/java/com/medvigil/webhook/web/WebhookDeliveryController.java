package com.medvigil.webhook.web;

import java.net.URI;
import java.util.List;
import java.util.UUID;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.webhook.DeliveryLog;
import com.medvigil.webhook.DeliveryRecord;

import io.swagger.v3.oas.annotations.headers.Header;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

/** A webhook's recent deliveries with their attempts, and redelivery of one. */
@RestController
@RequestMapping("/v1/webhooks/{webhookId}/deliveries")
class WebhookDeliveryController {

    private final DeliveryLog deliveryLog;

    WebhookDeliveryController(DeliveryLog deliveryLog) {
        this.deliveryLog = deliveryLog;
    }

    record DeliveryList(List<DeliveryView> deliveries) {
    }

    record OneDelivery(DeliveryView delivery) {
    }

    @GetMapping
    DeliveryList list(@PathVariable UUID webhookId, @RequestParam(required = false) Integer limit) {
        int size = limit == null ? DeliveryLog.DEFAULT_LIMIT : limit;
        if (size < 1 || size > DeliveryLog.MAX_LIMIT) {
            throw new InvalidFieldException("limit", "must be between 1 and " + DeliveryLog.MAX_LIMIT);
        }
        return new DeliveryList(deliveryLog.recent(webhookId, size).stream().map(DeliveryView::of).toList());
    }

    @GetMapping("/{deliveryId}")
    OneDelivery get(@PathVariable UUID webhookId, @PathVariable UUID deliveryId) {
        return new OneDelivery(DeliveryView.of(deliveryLog.find(webhookId, deliveryId)));
    }

    /** 202: the new delivery is queued and attempted at once, asynchronously. */
    @PostMapping("/{deliveryId}/redeliver")
    @ApiResponse(responseCode = "202", description = "A new delivery of the same event is queued",
            headers = @Header(name = "Location", description = "/v1/webhooks/{webhookId}/deliveries/{newDeliveryId}"))
    @ApiResponse(responseCode = "409", description = "The original is still pending, or the webhook is not active")
    ResponseEntity<OneDelivery> redeliver(@PathVariable UUID webhookId, @PathVariable UUID deliveryId) {
        DeliveryRecord again = deliveryLog.redeliver(webhookId, deliveryId);
        URI location = URI.create("/v1/webhooks/" + webhookId + "/deliveries/" + again.delivery().getId());
        return ResponseEntity.accepted().location(location).body(new OneDelivery(DeliveryView.of(again)));
    }
}
