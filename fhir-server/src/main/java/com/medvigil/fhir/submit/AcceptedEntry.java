package com.medvigil.fhir.submit;

import org.hl7.fhir.r4.model.Resource;

import com.medvigil.fhir.ServedType;
import com.medvigil.fhir.search.IndexValues;
import com.medvigil.fhir.store.ResourceKey;
import com.medvigil.model.patient.PatientDetails;

/**
 * An entry that passed every check, ready to store: the id it is stored under, the JSON to store,
 * its search values, for a Patient what it says about the profile, and the version its
 * {@code request.ifMatch} requires the stored copy to have (null: any). HAPI's model of a
 * submitted resource is not kept (it takes several times the memory of the JSON): only a stub
 * patient, which has no submitted JSON, carries the resource the server made for it.
 */
record AcceptedEntry(int index, ServedType type, String id, SubmittedJson json, Resource stubResource,
                     IndexValues searchValues, PatientDetails patientDetails, Integer ifMatch) {

    static AcceptedEntry submitted(int index, ServedType type, String id, SubmittedJson json, IndexValues searchValues,
                                   PatientDetails patientDetails, Integer ifMatch) {
        return new AcceptedEntry(index, type, id, json, null, searchValues, patientDetails, ifMatch);
    }

    static AcceptedEntry stub(int index, Resource stubResource, IndexValues searchValues) {
        return new AcceptedEntry(index, ServedType.PATIENT, stubResource.getIdElement().getIdPart(), null, stubResource,
                searchValues, null, null);
    }

    ResourceKey key() {
        return new ResourceKey(type.resourceType(), id);
    }
}
