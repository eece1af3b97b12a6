/**
 * Settings, then Administrators: who may sign in to the tenant's dashboard. Registration's
 * {@code adminEmail} is the first; signed-in administrators add and remove the others.
 */
package com.medvigil.dashboard.admins;
