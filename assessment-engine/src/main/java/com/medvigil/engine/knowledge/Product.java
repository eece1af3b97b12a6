package com.medvigil.engine.knowledge;

import java.util.List;

/**
 * A branded or combination product resolved to all its ingredients (Percocet, Augmentin, a contraceptive pack).
 * {@code classes} are what the product is beyond its ingredients (a levonorgestrel IUD is not a pill);
 * {@code route} is set where the product fixes it.
 */
public record Product(String name, List<String> aliases, List<String> ingredients, List<String> classes, String route) {
}
