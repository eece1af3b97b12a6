/**
 * Older adults: the AGS Beers Criteria 2023 rules are ordinary knowledge rules with an age bound; this package adds
 * the anticholinergic burden summed across medicines.
 */
package com.medvigil.engine.geriatric;
