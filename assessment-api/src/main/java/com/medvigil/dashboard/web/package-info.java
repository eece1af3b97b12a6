/**
 * What every dashboard page shares: the page header's model, times as people read them,
 * redirects after forms, and the error pages (a missing or another tenant's object is the same
 * 404 page).
 */
package com.medvigil.dashboard.web;
