package com.medvigil.engine.knowledge;

import java.util.Set;

/**
 * A citable source of clinical knowledge. url is present only where the source itself gives it. {@code about} holds
 * the drugs or classes a drug label covers (empty for a source about no particular medicine, such as a guideline):
 * a finding cites such a label only when one of its medicines, or its allergen, is among them.
 */
public record Source(String id, String citation, String url, String source, String year, String type,
                     Set<String> about) {
}
