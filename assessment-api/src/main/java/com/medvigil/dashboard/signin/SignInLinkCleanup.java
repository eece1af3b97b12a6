package com.medvigil.dashboard.signin;

import java.time.Clock;
import java.time.Duration;

import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import com.medvigil.model.signin.SignInLinks;

/** Deletes sign-in links a day after they expired. Every replica runs it; deleting twice is harmless. */
@Component
class SignInLinkCleanup {

    private static final Duration KEEP_AFTER_EXPIRY = Duration.ofDays(1);

    private final SignInLinks links;
    private final TransactionTemplate transaction;
    private final Clock clock;

    SignInLinkCleanup(SignInLinks links, PlatformTransactionManager transactionManager, Clock clock) {
        this.links = links;
        this.transaction = new TransactionTemplate(transactionManager);
        this.clock = clock;
    }

    @Scheduled(fixedDelayString = "PT1H", initialDelayString = "PT5M")
    void deleteExpiredLinks() {
        transaction.executeWithoutResult(status -> links.deleteExpiredBefore(clock.instant().minus(KEEP_AFTER_EXPIRY)));
    }
}
