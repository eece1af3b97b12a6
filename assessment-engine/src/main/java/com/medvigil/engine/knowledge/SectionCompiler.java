package com.medvigil.engine.knowledge;

/**
 * Compiles one kind of knowledge section (products, effects, rules, ...), file by file in the manifest's order, into
 * the part of the knowledge base it owns; it reports problems instead of stopping, so that all are seen at once.
 */
interface SectionCompiler {

    void compile(String path, KnowledgeFileSpec file);
}
