package com.medvigil.facility;

import java.time.Clock;
import java.util.List;
import java.util.UUID;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.medvigil.model.error.NotFoundException;
import com.medvigil.model.facility.Facilities;
import com.medvigil.model.facility.Facility;
import com.medvigil.model.facility.FacilityChanges;
import com.medvigil.model.facility.NewFacility;

/** Creates and changes the current tenant's facilities, and names its default facility. */
@Service
public class FacilityDirectory {

    private final Facilities facilities;
    private final Clock clock;

    FacilityDirectory(Facilities facilities, Clock clock) {
        this.facilities = facilities;
        this.clock = clock;
    }

    @Transactional
    public Facility create(NewFacility facility) {
        return facilities.save(new Facility(facility, clock.instant()));
    }

    @Transactional
    public Facility change(UUID id, FacilityChanges changes) {
        Facility facility = get(id);
        facility.apply(changes, clock.instant());
        return facility;
    }

    @Transactional(readOnly = true)
    public Facility get(UUID id) {
        return facilities.findById(id).orElseThrow(() -> new NotFoundException("Facility", id));
    }

    @Transactional(readOnly = true)
    public List<Facility> list() {
        return facilities.findAllByOrderByCreatedAtAscIdAsc();
    }
}
