/**
 * Loads the versioned knowledge files (YAML under {@code knowledge/}) once, checks their integrity and compiles them
 * into an immutable {@link com.medvigil.engine.knowledge.KnowledgeBase} that the checks read.
 */
package com.medvigil.engine.knowledge;
