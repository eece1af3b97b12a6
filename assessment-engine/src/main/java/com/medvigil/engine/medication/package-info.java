/**
 * Recognises medicines as EHRs name them ("Lisinopril 10 MG Oral Tablet", "Percocet", "HCTZ", "Simvistatin") and
 * resolves them to ingredients with a confidence; reads where each is given and whether it then acts locally.
 */
package com.medvigil.engine.medication;
