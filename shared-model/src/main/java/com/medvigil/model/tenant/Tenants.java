package com.medvigil.model.tenant;

import java.util.Optional;
import java.util.UUID;

import org.springframework.data.jpa.repository.JpaRepository;

/** Every registered tenant. */
public interface Tenants extends JpaRepository<Tenant, UUID> {

    boolean existsByCode(String code);

    Optional<Tenant> findByCode(String code);
}
