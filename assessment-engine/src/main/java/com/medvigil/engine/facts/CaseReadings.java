package com.medvigil.engine.facts;

import java.util.ArrayList;
import java.util.List;

import com.medvigil.engine.PatientCase;
import com.medvigil.engine.lab.LabReadings;

/** The readings of one case as the lab catalogue takes them: its labs, and the request's vitals as the newest. */
final class CaseReadings {

    private CaseReadings() {
    }

    static List<LabReadings.RawReading> of(PatientCase patientCase) {
        List<LabReadings.RawReading> raw = new ArrayList<>();
        for (PatientCase.Lab lab : patientCase.labs()) {
            raw.add(new LabReadings.RawReading(lab.name(), lab.code(), lab.value(), lab.unit(), lab.observedAt()));
        }
        PatientCase.Vitals vitals = patientCase.vitals();
        if (vitals != null) {
            // Vitals come with the request and so are the newest readings: they carry the assessment date.
            String now = patientCase.asOf() == null ? null : patientCase.asOf().toString() + "T23:59:59";
            addVital(raw, "systolic-bp", vitals.systolicBp(), now);
            addVital(raw, "diastolic-bp", vitals.diastolicBp(), now);
            addVital(raw, "heart-rate", vitals.heartRate(), now);
            addVital(raw, "temperature", vitals.temperatureC(), now);
            addVital(raw, "respiratory-rate", vitals.respiratoryRate(), now);
            addVital(raw, "oxygen-saturation", vitals.oxygenSaturation(), now);
            addVital(raw, "qtc", vitals.qtcMs(), now);
        }
        return raw;
    }

    private static void addVital(List<LabReadings.RawReading> raw, String measure, Double value, String when) {
        if (value != null) {
            raw.add(new LabReadings.RawReading(measure, measure, value, null, when));
        }
    }
}
