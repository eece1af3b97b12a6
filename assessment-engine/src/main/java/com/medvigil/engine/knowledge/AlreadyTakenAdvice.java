package com.medvigil.engine.knowledge;

/**
 * Advice that recommends adding a medicine, and what to say instead when the patient already takes it: "add a
 * proton pump inhibitor" becomes "continue omeprazole for stomach protection". {@code instead} may name the medicine
 * taken as {taking}.
 */
public record AlreadyTakenAdvice(String drugOrClass, String says, String instead) {
}
