/**
 * Settings, then API Keys (spec Part 5): the tenant's keys, creating one (its value shown once)
 * and revoking one after confirmation; rotation is creating a new key and revoking the old one.
 */
package com.medvigil.dashboard.keys.web;
