/** Test support: the shared HTTP test setup and small builders for test data. */
package com.medvigil.testing;
