package com.medvigil.dashboard.signin;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.dashboard.DashboardProperties;
import com.medvigil.model.signin.SignInLink;
import com.medvigil.model.signin.SignInLinks;
import com.medvigil.model.tenant.AdminEmail;

/**
 * Issues, inspects and redeems sign-in links. Opening a link only shows it (mail scanners that
 * fetch every link must not use it up); the link is used by the form that link page posts.
 */
@Service
public class MagicLinks {

    private final SignInLinks links;
    private final Memberships memberships;
    private final DashboardProperties properties;
    private final TransactionTemplate transaction;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    MagicLinks(SignInLinks links, Memberships memberships, DashboardProperties properties,
               PlatformTransactionManager transactionManager, Clock clock) {
        this.links = links;
        this.memberships = memberships;
        this.properties = properties;
        this.transaction = new TransactionTemplate(transactionManager);
        this.clock = clock;
    }

    /** A new link for this address, valid for {@code medvigil.dashboard.link-validity}. */
    SignInToken issue(AdminEmail email) {
        SignInToken token = SignInToken.generate(random);
        Instant now = clock.instant();
        transaction.executeWithoutResult(status ->
                links.save(new SignInLink(token.hash(), email, now, now.plus(properties.linkValidity()))));
        return token;
    }

    /** The link's owner and tenants, while the link is unused, unexpired and its address still administers a tenant. */
    public Optional<PendingSignIn> inspect(String presentedToken) {
        return usableLink(presentedToken)
                .map(link -> new PendingSignIn(new AdminEmail(link.getEmail()), memberships.tenantsOf(new AdminEmail(link.getEmail()))))
                .filter(pending -> !pending.tenants().isEmpty());
    }

    /**
     * Uses the link to sign in to one of its address's tenants. A tenant the address does not
     * administer leaves the link unused. Of several requests redeeming one link at once, on any
     * replicas, exactly one gets the address; see {@link SignInLinks#markUsed}.
     */
    public Optional<AdminEmail> redeem(String presentedToken, UUID tenantId) {
        Optional<SignInLink> link = usableLink(presentedToken);
        if (link.isEmpty()) {
            return Optional.empty();
        }
        AdminEmail email = new AdminEmail(link.get().getEmail());
        if (!memberships.administers(email, tenantId)) {
            return Optional.empty();
        }
        String hash = SignInToken.presented(presentedToken).orElseThrow().hash();
        Integer marked = transaction.execute(status -> links.markUsed(hash, clock.instant()));
        return marked != null && marked == 1 ? Optional.of(email) : Optional.empty();
    }

    private Optional<SignInLink> usableLink(String presentedToken) {
        return SignInToken.presented(presentedToken)
                .flatMap(token -> links.findByTokenHash(token.hash()))
                .filter(link -> link.isUsableAt(clock.instant()));
    }
}
