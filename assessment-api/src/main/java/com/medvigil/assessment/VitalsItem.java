package com.medvigil.assessment;

import com.medvigil.engine.PatientCase;
import com.medvigil.model.error.FieldPath;

/** Vital signs (DECISIONS), each optional; ranges refuse typing errors, not unusual patients. */
public record VitalsItem(Double systolicBp, Double diastolicBp, Double heartRate, Double temperatureC,
                         Double respiratoryRate, Double oxygenSaturation, Double qtcMs) {

    PatientCase.Vitals toEngine(FieldPath field) {
        return new PatientCase.Vitals(
                field.child("systolicBp").optionalPositive(systolicBp, 350),
                field.child("diastolicBp").optionalPositive(diastolicBp, 250),
                field.child("heartRate").optionalPositive(heartRate, 350),
                field.child("temperatureC").optionalWithin(temperatureC, 15, 45),
                field.child("respiratoryRate").optionalPositive(respiratoryRate, 120),
                field.child("oxygenSaturation").optionalWithin(oxygenSaturation, 0, 100),
                field.child("qtcMs").optionalPositive(qtcMs, 1000));
    }
}
