package com.medvigil.tenant.ratelimit;

/**
 * The outcome of drawing one token: whether the request may go on, and the figures the
 * {@code RateLimit-*} and {@code Retry-After} headers report, in whole seconds rounded up.
 * {@code limit} is the bucket's capacity per window (a minute, for the API's limits).
 */
public record RateLimitDecision(boolean allowed, long limit, long remaining, long secondsUntilFull, long secondsUntilNextToken) {
}
