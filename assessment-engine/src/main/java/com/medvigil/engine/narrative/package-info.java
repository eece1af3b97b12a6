/**
 * Writes the narrative of spec 2.5 from the rule hits: plain and clinical explanations, advice, references,
 * dose analysis, symptoms, alternatives and dietary precautions. It adds no clinical judgement of its own.
 */
package com.medvigil.engine.narrative;
