/**
 * What operators and API clients read about the running service: the OpenAPI description of the
 * REST API, and the bounded tenant tag that application metrics carry.
 */
package com.medvigil.operations;
