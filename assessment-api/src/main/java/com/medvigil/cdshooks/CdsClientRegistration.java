package com.medvigil.cdshooks;

import java.time.Clock;
import java.util.UUID;

import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.model.cdshooks.CdsClient;
import com.medvigil.model.cdshooks.CdsClients;
import com.medvigil.model.error.ConflictException;
import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.model.error.NotFoundException;
import com.medvigil.model.tenancy.TenantContext;
import com.medvigil.outbound.AddressGuard;

/** Registers and deletes the current tenant's CDS clients. */
@Service
public class CdsClientRegistration {

    private final CdsClients clients;
    private final AddressGuard addressGuard;
    private final TenantContext tenantContext;
    private final TransactionTemplate transaction;
    private final Clock clock;

    CdsClientRegistration(CdsClients clients, AddressGuard addressGuard, TenantContext tenantContext,
                          PlatformTransactionManager transactionManager, Clock clock) {
        this.clients = clients;
        this.addressGuard = addressGuard;
        this.tenantContext = tenantContext;
        this.transaction = new TransactionTemplate(transactionManager);
        this.clock = clock;
    }

    public CdsClient register(NewCdsClient client) {
        if (client.jwksUrl() != null) {
            // Keys fetched over plain http could be swapped on the way; http is for local development only.
            if (!client.jwksUrl().isHttps() && !addressGuard.allowsPrivateAddresses()) {
                throw new InvalidFieldException("jwksUrl", "must be an https URL");
            }
            // Resolving the host may take a moment: done before the transaction holds a connection.
            addressGuard.checkHost(client.jwksUrl());
        }
        String issuer = client.issuer().value();
        // Looked up across tenants, outside the transaction (a scope cannot be entered inside one),
        // for a clear answer; the unique constraint settles a race between two registrations.
        if (tenantContext.callForAllTenants(() -> clients.findByIssuer(issuer)).isPresent()) {
            throw issuerTaken(issuer);
        }
        UUID id = UUID.randomUUID();
        CdsClient entity = client.jwksUrl() != null
                ? CdsClient.withKeysAt(id, client.name(), issuer, client.jwksUrl().value(), clock.instant())
                : CdsClient.withKeys(id, client.name(), issuer, client.jwks().toJson(), clock.instant());
        try {
            return transaction.execute(status -> clients.saveAndFlush(entity));
        } catch (DataIntegrityViolationException e) {
            throw issuerTaken(issuer);
        }
    }

    public void delete(UUID id) {
        transaction.executeWithoutResult(status -> clients.delete(find(id)));
    }

    public CdsClient find(UUID id) {
        return clients.findById(id).orElseThrow(() -> new NotFoundException("CDS client", id));
    }

    private static ConflictException issuerTaken(String issuer) {
        // Issuers are unique across tenants; the answer does not say whose client holds it.
        return new ConflictException("issuer " + issuer + " is already registered for a CDS client;"
                + " an issuer can belong to one CDS client only");
    }
}
