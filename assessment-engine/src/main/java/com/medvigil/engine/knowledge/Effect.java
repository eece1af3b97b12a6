package com.medvigil.engine.knowledge;

import com.medvigil.engine.result.Symptoms;

import java.util.List;

/**
 * The clinical consequence a rule warns about (bleeding, serotonin syndrome), told for the patient: a plain sentence,
 * advice, what to monitor and which symptoms need help.
 */
public record Effect(String id, String plain, String advice, List<Symptoms.Monitoring> monitoring,
                     List<Symptoms.Concerning> concerning) {
}
