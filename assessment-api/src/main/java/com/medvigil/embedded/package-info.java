/**
 * The embedded default's own storage on disk: the H2 database under {@code ./data} and what lies
 * beside it, readable by the service's user only.
 */
package com.medvigil.embedded;
