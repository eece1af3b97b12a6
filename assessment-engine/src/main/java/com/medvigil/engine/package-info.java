/**
 * The clinical engine: given one patient and their medicines, finds what endangers this patient, grades it,
 * explains it and cites it. Plain Java; the clinical knowledge lives in versioned files under {@code knowledge/}.
 */
package com.medvigil.engine;
