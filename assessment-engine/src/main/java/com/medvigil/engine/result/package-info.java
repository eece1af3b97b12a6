/**
 * The shapes of the engine's answer (spec 2.5 and the structured findings). Records only; the engine fills them,
 * Jackson writes them.
 */
package com.medvigil.engine.result;
