package com.medvigil.engine.result;

/** How sure the engine is: of a rule's evidence, of a medicine's recognition, or of a finding built from both. */
public enum Confidence {
    HIGH, MEDIUM, LOW;

    public static Confidence lowest(Confidence a, Confidence b) {
        return a.ordinal() >= b.ordinal() ? a : b;
    }
}
