/**
 * What the engine knows about one patient once the case is read: the medicines actually taken, as ingredients with
 * their classes, daily doses, age, kidney function, conditions, allergies, labs and exposures.
 */
package com.medvigil.engine.facts;
