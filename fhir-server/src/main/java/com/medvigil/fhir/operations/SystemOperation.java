package com.medvigil.fhir.operations;

/**
 * A server-level FHIR operation (a HAPI "plain provider"). Beans of this type are registered
 * with the FHIR server and listed in its CapabilityStatement.
 */
public interface SystemOperation {
}
