/**
 * The dashboard's magic-link sign-in links: one row per link, keyed by the hash of its secret,
 * used at most once. How links are requested, mailed and redeemed is {@code com.medvigil.dashboard.signin}.
 */
package com.medvigil.model.signin;
