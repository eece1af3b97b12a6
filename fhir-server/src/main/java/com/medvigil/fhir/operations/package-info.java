/**
 * FHIR operations, one class each, found by the operation's name: {@code $submit}.
 */
package com.medvigil.fhir.operations;
