/**
 * The dashboard's magic-link sign-in: the links mailed to administrators (one row per link,
 * keyed by the hash of its secret, used at most once), and in the service module how links are
 * requested, mailed, redeemed and turned into a session for one tenant.
 */
package com.medvigil.dashboard.signin;
