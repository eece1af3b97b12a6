/** The Administrators page of Settings. */
package com.medvigil.dashboard.admins.web;
