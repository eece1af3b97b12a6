/**
 * What the dashboard's administrators are told about their webhooks outside its pages: the e-mail
 * when the service disables one that kept failing. The pages are {@code dashboard.webhooks.web}.
 */
package com.medvigil.dashboard.webhooks;
