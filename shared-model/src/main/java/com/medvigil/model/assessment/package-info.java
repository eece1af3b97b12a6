/**
 * Medication safety assessments: what was asked, the engine's stored answer, the durable job
 * that produces it, and the clinicians' review with its audit trail.
 */
package com.medvigil.model.assessment;
