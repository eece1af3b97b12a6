/**
 * Safer alternatives: which catalogue options to offer one patient, each checked by the engine's own rules as if
 * the patient took it in place of the medicine it replaces.
 */
package com.medvigil.engine.alternative;
