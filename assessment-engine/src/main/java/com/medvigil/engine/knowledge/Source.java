package com.medvigil.engine.knowledge;

/** A citable source of clinical knowledge. url is present only where the source itself gives it. */
public record Source(String id, String citation, String url, String source, String year, String type) {
}
