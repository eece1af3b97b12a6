/** Food, drink and habits from social history (alcohol, smoking, grapefruit) as the lifestyle rules read them. */
package com.medvigil.engine.lifestyle;
