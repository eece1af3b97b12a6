/**
 * The one way this service runs background work on its own threads: a bounded pool that starts
 * and stops with the application and, on shutdown, drains or hands back what it holds.
 */
package com.medvigil.work;
