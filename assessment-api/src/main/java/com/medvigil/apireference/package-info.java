/**
 * The API reference at {@code /v3/api-docs}: what springdoc reads from the controllers, completed
 * with the prose, examples and FHIR operations kept in {@code resources/api-reference}.
 */
package com.medvigil.apireference;
