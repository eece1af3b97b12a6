package com.medvigil.engine.medication;

import java.util.List;

/**
 * A word of a medicine name that is not a known name but one letter away from one, read as that name
 * ({@code written} "simvistatin", {@code readAs} "simvastatin"). Findings that rest on it are only possible.
 */
public record AssumedName(String written, String readAs, List<String> ingredientIds) {
}
