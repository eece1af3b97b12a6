package com.medvigil.model.persistence;

import java.util.Objects;
import java.util.UUID;

import jakarta.persistence.Column;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import jakarta.persistence.PostLoad;
import jakarta.persistence.PostPersist;
import jakarta.persistence.Transient;

import org.springframework.data.domain.Persistable;

/**
 * An entity whose UUID is chosen by the application before it is stored. Telling Spring Data
 * that a fresh instance is new lets {@code save} insert directly instead of selecting first.
 */
@MappedSuperclass
public abstract class AssignedIdEntity implements Persistable<UUID> {

    @Id
    @Column(name = "id", nullable = false, updatable = false)
    private UUID id;

    @Transient
    private boolean stored;

    protected AssignedIdEntity() {
        // for JPA
    }

    protected AssignedIdEntity(UUID id) {
        this.id = Objects.requireNonNull(id, "id");
    }

    @Override
    public UUID getId() {
        return id;
    }

    @Override
    public boolean isNew() {
        return !stored;
    }

    @PostLoad
    @PostPersist
    void markStored() {
        stored = true;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof AssignedIdEntity that && getClass() == that.getClass() && id.equals(that.id);
    }

    @Override
    public int hashCode() {
        return id.hashCode();
    }
}
