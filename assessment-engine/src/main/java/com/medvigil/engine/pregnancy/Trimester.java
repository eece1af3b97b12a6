package com.medvigil.engine.pregnancy;

/**
 * A trimester a problem list states ("Supervision of normal first pregnancy, first trimester") when the record gives no
 * gestational age: the range of completed weeks it stands for, which can settle a rule's week limit or leave it open.
 */
public enum Trimester {
    FIRST(0, 13), SECOND(14, 27), THIRD(28, 42);

    private final int firstWeek;
    private final int lastWeek;

    Trimester(int firstWeek, int lastWeek) {
        this.firstWeek = firstWeek;
        this.lastWeek = lastWeek;
    }

    int firstWeek() {
        return firstWeek;
    }

    int lastWeek() {
        return lastWeek;
    }
}
