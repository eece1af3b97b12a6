package com.medvigil.model.webhook;

import java.util.Collection;
import java.util.List;
import java.util.UUID;

import org.springframework.data.jpa.repository.JpaRepository;

/** The recorded attempts of deliveries. */
public interface DeliveryAttempts extends JpaRepository<DeliveryAttempt, UUID> {

    List<DeliveryAttempt> findByDeliveryIdInOrderByNumberAsc(Collection<UUID> deliveryIds);
}
