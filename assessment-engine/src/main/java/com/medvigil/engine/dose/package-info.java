/**
 * Dose arithmetic: free-text frequencies ("BID", "q8h", "once weekly", "PRN"), strengths inside product names,
 * the daily dose of each ingredient, and renal function (eGFR, or Cockcroft-Gault creatinine clearance).
 */
package com.medvigil.engine.dose;
