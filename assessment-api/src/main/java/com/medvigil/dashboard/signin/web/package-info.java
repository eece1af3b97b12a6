/**
 * The sign-in pages (ask for a link, open it, choose the tenant) and switching between the
 * tenants an administrator's address administers.
 */
package com.medvigil.dashboard.signin.web;
