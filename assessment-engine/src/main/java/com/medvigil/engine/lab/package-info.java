/**
 * Lab results and vital signs: recognises each reading by LOINC code or name, brings it to one unit and keeps the
 * latest value per measure.
 */
package com.medvigil.engine.lab;
