/**
 * Reproductive context for the pregnancy, lactation and menopause rules: the declared status, gestational weeks
 * from social history, and whether an unknown status could hide a pregnancy.
 */
package com.medvigil.engine.pregnancy;
