/**
 * Which tenant the current thread works for, and how Hibernate filters every tenant-owned
 * entity by it, so that no query can forget the tenant.
 */
package com.medvigil.model.tenancy;
