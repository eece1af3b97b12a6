/**
 * The one generic evaluator every rule family shares: find the medicines a rule is about, check the patient's
 * context, and produce a hit, or an advisory when the data the rule needs is missing.
 */
package com.medvigil.engine.rule;
