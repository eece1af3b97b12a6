/**
 * What happens to CDS Hooks cards after they are shown: the ledger of shown cards, the feedback
 * EHRs send about them, the repeated-alert filter that reads it, and per-rule statistics.
 */
package com.medvigil.cdshooks.feedback;
