/**
 * How dashboard administrators sign in: magic links requested, mailed, redeemed and turned into a
 * session for one tenant. The link rows are {@code com.medvigil.model.signin}.
 */
package com.medvigil.dashboard.signin;
