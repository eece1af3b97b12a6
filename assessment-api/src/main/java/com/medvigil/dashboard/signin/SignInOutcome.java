package com.medvigil.dashboard.signin;

/** The answer to a sign-in request: accepted (whatever the address), or refused by a rate limit until later. */
public record SignInOutcome(boolean accepted, long retryAfterSeconds) {

    static SignInOutcome acceptedOutcome() {
        return new SignInOutcome(true, 0);
    }

    static SignInOutcome limited(long retryAfterSeconds) {
        return new SignInOutcome(false, retryAfterSeconds);
    }
}
