/** Mapping conventions shared by every entity of the datastore, and the kind of database it runs on. */
package com.medvigil.model.persistence;
