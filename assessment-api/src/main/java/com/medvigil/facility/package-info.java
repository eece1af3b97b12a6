/**
 * A tenant's facilities: creating and changing them. The entity, and the default facility that
 * labels stub patients, are in {@code com.medvigil.model.facility}.
 */
package com.medvigil.facility;
