/** Reads the patient's conditions (free text or SNOMED/ICD codes) into the condition groups that rules name. */
package com.medvigil.engine.condition;
