/**
 * Drug allergy with cross-sensitivity: the same ingredient, the same class (penicillins, sulfonamide antibiotics,
 * NSAIDs) and cross-reacting classes (penicillin to cephalosporin), graded by the documented reaction.
 */
package com.medvigil.engine.allergy;
