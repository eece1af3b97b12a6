package com.medvigil.engine.result;

import java.util.List;

/** Something the engine needed but the request lacked; said openly instead of guessed. */
public record MissingData(String item, String reason, List<String> medications) {
}
