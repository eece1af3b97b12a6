/** Mapping conventions shared by every entity of the datastore. */
package com.medvigil.model.persistence;
