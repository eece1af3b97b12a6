package com.medvigil.testing;

/**
 * What the seeded fuzz tests run: by default one round of fixed inputs, the same in every run, so
 * that CI replays them; {@code MEDVIGIL_FUZZ_SEED=<n>} runs other inputs and
 * {@code MEDVIGIL_FUZZ_ROUNDS=<n>} more of them, for a longer hunt by hand.
 */
public final class FuzzRun {

    public static final long SEED = Long.parseLong(System.getenv().getOrDefault("MEDVIGIL_FUZZ_SEED", "20261127"));
    public static final int ROUNDS = Integer.parseInt(System.getenv().getOrDefault("MEDVIGIL_FUZZ_ROUNDS", "1"));

    private FuzzRun() {
    }
}
