/**
 * What operators read about the running service: the bounded tenant tag that application metrics
 * carry.
 */
package com.medvigil.operations;
