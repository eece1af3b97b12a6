/**
 * Patient profiles kept in sync by apps: creating, replacing and reading them, and the profile an
 * assessment's patient block brings. The entities are in {@code com.medvigil.model.patient}.
 */
package com.medvigil.patient;
