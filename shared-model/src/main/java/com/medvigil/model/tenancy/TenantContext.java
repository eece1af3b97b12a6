package com.medvigil.model.tenancy;

import java.util.Optional;
import java.util.UUID;
import java.util.function.Supplier;

import org.slf4j.MDC;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * The tenant on whose behalf the current thread works. Hibernate reads it when a session opens
 * and then filters every {@code @TenantId} entity by it, in queries and in inserts.
 *
 * <p>A scope is entered before a transaction begins: a session keeps the tenant it opened with,
 * so switching inside a transaction would silently keep the old one. Without a scope the
 * thread works for no tenant at all and sees nothing.
 *
 * <p>A tenant scope also puts the tenant into the log context ({@value #LOG_KEY}), so every line
 * logged inside it names the tenant, and closing the scope restores what was there before.
 */
@Component
public class TenantContext {

    /** Seen by Hibernate when no scope is open: matches no row, and inserts fail on the foreign key. */
    static final UUID NO_TENANT = new UUID(0L, 0L);
    /** The cross-tenant scope for the few lookups that must precede knowing the tenant. */
    static final UUID ALL_TENANTS = new UUID(-1L, -1L);

    /** The MDC key of the tenant, a field of every log line (application.yml's logging pattern). */
    public static final String LOG_KEY = "tenantId";

    private final ThreadLocal<UUID> current = new ThreadLocal<>();

    /** The tenant of the current scope, if a tenant scope is open. */
    public Optional<UUID> tenantId() {
        UUID id = current.get();
        return id == null || ALL_TENANTS.equals(id) ? Optional.empty() : Optional.of(id);
    }

    /** The tenant of the current scope; a missing scope is a programming error. */
    public UUID requireTenantId() {
        return tenantId().orElseThrow(() -> new IllegalStateException("No tenant scope is open on this thread"));
    }

    /** Opens a scope for one tenant; close it (try-with-resources) to return to the previous one. */
    public Scope enter(UUID tenantId) {
        if (tenantId == null || NO_TENANT.equals(tenantId) || ALL_TENANTS.equals(tenantId)) {
            throw new IllegalArgumentException("Not a tenant id: " + tenantId);
        }
        return open(tenantId);
    }

    /**
     * Opens a scope that crosses tenants. Only for work that cannot know the tenant beforehand:
     * resolving an API key, claiming background jobs of every tenant.
     */
    public Scope enterAllTenants() {
        return open(ALL_TENANTS);
    }

    public <T> T callAs(UUID tenantId, Supplier<T> work) {
        try (Scope ignored = enter(tenantId)) {
            return work.get();
        }
    }

    public void runAs(UUID tenantId, Runnable work) {
        try (Scope ignored = enter(tenantId)) {
            work.run();
        }
    }

    public <T> T callForAllTenants(Supplier<T> work) {
        try (Scope ignored = enterAllTenants()) {
            return work.get();
        }
    }

    /** What Hibernate filters by: the open scope, else a tenant that owns nothing. */
    UUID hibernateTenantIdentifier() {
        UUID id = current.get();
        return id == null ? NO_TENANT : id;
    }

    private Scope open(UUID scopeId) {
        if (TransactionSynchronizationManager.isActualTransactionActive()) {
            throw new IllegalStateException("A tenant scope must be entered before the transaction begins");
        }
        UUID previous = current.get();
        // The cross-tenant scope leaves the log context as it finds it: its work is no one tenant's.
        String previousLogTenant = MDC.get(LOG_KEY);
        current.set(scopeId);
        if (!ALL_TENANTS.equals(scopeId)) {
            MDC.put(LOG_KEY, scopeId.toString());
        }
        return () -> {
            restore(current, previous);
            if (previousLogTenant == null) {
                MDC.remove(LOG_KEY);
            } else {
                MDC.put(LOG_KEY, previousLogTenant);
            }
        };
    }

    private static void restore(ThreadLocal<UUID> scope, UUID previous) {
        if (previous == null) {
            scope.remove();
        } else {
            scope.set(previous);
        }
    }

    /** An open tenant scope; closing it restores the scope that was open before. */
    @FunctionalInterface
    public interface Scope extends AutoCloseable {
        @Override
        void close();
    }
}
