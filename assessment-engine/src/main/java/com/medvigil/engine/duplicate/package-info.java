/** Duplicate therapy: the same ingredient in two listed medicines, hidden inside combination products too. */
package com.medvigil.engine.duplicate;
