package com.medvigil.fhir.search;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The instants a FHIR date or dateTime stands for, {@code [low, high)}: a value means the whole
 * span of its precision (FHIR R4 search 3.1.1.5.6), so {@code 2020} is all of 2020 and
 * {@code 2020-05-10T10:00} the whole minute. Values without a time zone are read in UTC.
 */
public record FhirDateRange(Instant low, Instant high) {

    private static final Pattern DATE_TIME = Pattern.compile(
            "(\\d{4})(?:-(\\d{2})(?:-(\\d{2})(?:T(\\d{2}):(\\d{2})(?::(\\d{2})(?:\\.(\\d{1,9}))?)?(Z|[+-]\\d{2}:\\d{2})?)?)?)?");

    public FhirDateRange {
        if (!low.isBefore(high)) {
            throw new IllegalArgumentException("A date range must end after it starts");
        }
    }

    /** The range of a FHIR date, dateTime or instant; {@link IllegalArgumentException} when it is none. */
    public static FhirDateRange parse(String value) {
        Matcher m = DATE_TIME.matcher(value);
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + value + "' is not a FHIR date (yyyy, yyyy-mm, yyyy-mm-dd or"
                    + " yyyy-mm-ddThh:mm[:ss[.fff]][Z|+hh:mm])");
        }
        try {
            if (m.group(2) == null) {
                Instant low = Year.parse(m.group(1)).atDay(1).atStartOfDay().toInstant(ZoneOffset.UTC);
                return new FhirDateRange(low, low.atOffset(ZoneOffset.UTC).plusYears(1).toInstant());
            }
            if (m.group(3) == null) {
                YearMonth month = YearMonth.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
                Instant low = month.atDay(1).atStartOfDay().toInstant(ZoneOffset.UTC);
                return new FhirDateRange(low, month.plusMonths(1).atDay(1).atStartOfDay().toInstant(ZoneOffset.UTC));
            }
            LocalDate day = LocalDate.parse(m.group(1) + "-" + m.group(2) + "-" + m.group(3));
            if (m.group(4) == null) {
                Instant low = day.atStartOfDay().toInstant(ZoneOffset.UTC);
                return new FhirDateRange(low, day.plusDays(1).atStartOfDay().toInstant(ZoneOffset.UTC));
            }
            ZoneOffset zone = m.group(8) == null ? ZoneOffset.UTC : ZoneOffset.of(m.group(8));
            LocalDateTime minute = day.atTime(Integer.parseInt(m.group(4)), Integer.parseInt(m.group(5)));
            if (m.group(6) == null) {
                Instant low = OffsetDateTime.of(minute, zone).toInstant();
                return new FhirDateRange(low, low.plus(1, ChronoUnit.MINUTES));
            }
            Instant second = OffsetDateTime.of(minute.withSecond(Integer.parseInt(m.group(6))), zone).toInstant();
            if (m.group(7) == null) {
                return new FhirDateRange(second, second.plusSeconds(1));
            }
            String fraction = m.group(7);
            long unitNanos = (long) Math.pow(10, 9 - fraction.length());
            Instant low = second.plusNanos(Long.parseLong(fraction) * unitNanos);
            return new FhirDateRange(low, low.plusNanos(unitNanos));
        } catch (DateTimeException e) {
            throw new IllegalArgumentException("'" + value + "' is not a valid date: " + e.getMessage(), e);
        }
    }
}
