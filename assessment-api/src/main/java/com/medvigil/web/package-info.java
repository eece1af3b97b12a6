/**
 * What every HTTP request goes through once, whatever the feature: request ids, body size
 * limits, JSON settings and the mapping of errors to {@code {message}} or an OperationOutcome.
 */
package com.medvigil.web;
