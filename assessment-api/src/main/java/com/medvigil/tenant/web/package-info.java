/** HTTP endpoints for tenant registration and API key management. */
package com.medvigil.tenant.web;
