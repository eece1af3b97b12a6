package com.medvigil.model.persistence;

import java.util.Objects;
import java.util.UUID;

import jakarta.persistence.Column;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;

/** An entity keyed by one UUID that the application chooses before it is stored. */
@MappedSuperclass
public abstract class AssignedIdEntity extends AssignedKeyEntity<UUID> {

    @Id
    @Column(name = "id", nullable = false, updatable = false)
    private UUID id;

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
    public boolean equals(Object other) {
        return other instanceof AssignedIdEntity that && getClass() == that.getClass() && id.equals(that.id);
    }

    @Override
    public int hashCode() {
        return id.hashCode();
    }
}
