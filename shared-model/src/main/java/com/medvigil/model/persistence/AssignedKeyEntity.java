package com.medvigil.model.persistence;

import jakarta.persistence.MappedSuperclass;
import jakarta.persistence.PostLoad;
import jakarta.persistence.PostPersist;
import jakarta.persistence.Transient;

import org.springframework.data.domain.Persistable;

/**
 * An entity whose key is chosen by the application before it is stored. Telling Spring Data that
 * a fresh instance is new lets {@code save} insert directly instead of selecting first.
 */
@MappedSuperclass
public abstract class AssignedKeyEntity<K> implements Persistable<K> {

    @Transient
    private boolean stored;

    @Override
    public boolean isNew() {
        return !stored;
    }

    /** Also for an instance rebuilt from a row read in SQL, which Hibernate did not load. */
    @PostLoad
    @PostPersist
    protected void markStored() {
        stored = true;
    }
}
