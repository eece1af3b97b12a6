/**
 * The CDS rules page: per rule, how often its CDS Hooks cards were shown, accepted and
 * overridden, and why they were overridden, so a pharmacy committee can find its noisy rules.
 */
package com.medvigil.dashboard.cdsrules.web;
