package com.medvigil.model.webhook;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

/** The webhook outbox. */
public interface OutboxEvents extends JpaRepository<OutboxEvent, UUID> {

    /**
     * Locks up to {@code limit} events that no delivery has been made of yet, skipping those
     * another replica holds. Call in the all-tenants scope, inside the transaction that
     * dispatches them. (No ORDER BY: H2 would lock every candidate row to sort them.)
     */
    @Query(value = """
            select * from webhook_outbox
            where dispatched_at is null
            limit :limit
            for update skip locked""", nativeQuery = true)
    List<OutboxEvent> lockUndispatched(@Param("limit") int limit);

    /** Deletes up to {@code limit} dispatched outbox events older than the cutoff that no delivery refers to any more. */
    @Modifying
    @Query(value = """
            delete from webhook_outbox where id in (
                select o.id from webhook_outbox o
                where o.dispatched_at < :cutoff
                  and not exists (select 1 from webhook_delivery d where d.event_id = o.id)
                limit :limit)""", nativeQuery = true)
    int deleteDispatchedBefore(@Param("cutoff") Instant cutoff, @Param("limit") int limit);
}
