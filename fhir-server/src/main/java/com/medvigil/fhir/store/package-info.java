/**
 * Storage of FHIR resources on MedVigil's own tables: the latest copy of each resource as native
 * JSON, keyed by (tenant, type, id), with the patient and token values that search reads, and the
 * earlier versions it replaced.
 * Plain JDBC, because bulk ingestion writes tens of thousands of rows a second; every statement
 * names the current tenant itself, since Hibernate's tenant filter does not reach native SQL.
 */
package com.medvigil.fhir.store;
