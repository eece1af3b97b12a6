/**
 * Finds the combinations of a patient's medicines that interaction rules describe: pairs across two sets, groups of
 * several from one set (additive QT, serotonergic load), and one medicine from each of several sets
 * (ACE inhibitor + diuretic + NSAID).
 */
package com.medvigil.engine.interaction;
