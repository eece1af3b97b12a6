/**
 * FHIR operations, one class each, found by the operation's name: {@code $submit}, {@code Patient/{id}/$everything}.
 */
package com.medvigil.fhir.operations;
