/** {@code /v1/facilities}: a tenant's facilities, whose default one labels stub patients. */
package com.medvigil.facility.web;
