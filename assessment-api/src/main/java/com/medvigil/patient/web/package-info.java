/**
 * The {@code /v1/patients} endpoints and their request record.
 */
package com.medvigil.patient.web;
