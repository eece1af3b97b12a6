/**
 * The Webhooks page: the tenant's webhooks with their status, pausing and resuming them, and each
 * one's recent deliveries with every attempt.
 */
package com.medvigil.dashboard.webhooks.web;
