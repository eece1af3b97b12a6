package com.medvigil.model.error;

import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/**
 * A field of a request body, by its path as the client wrote it ({@code medications[0].dosage.amount}),
 * with the checks that field values go through. Every failed check throws an
 * {@link InvalidFieldException} whose message names the field and the rule.
 */
public record FieldPath(String path) {

    /** The request body itself: its fields are named without a prefix. */
    public static final FieldPath BODY = new FieldPath("");

    public static FieldPath root(String name) {
        return BODY.child(name);
    }

    public FieldPath child(String name) {
        return new FieldPath(path.isEmpty() ? name : path + "." + name);
    }

    public FieldPath index(int index) {
        return new FieldPath(path + "[" + index + "]");
    }

    public InvalidFieldException invalid(String rule) {
        return new InvalidFieldException(path.isEmpty() ? "body" : path, rule);
    }

    public <T> T required(T value) {
        if (value == null) {
            throw invalid("is required");
        }
        return value;
    }

    /** Text that must be present and not blank, trimmed, at most {@code maxLength} characters. */
    public String requiredText(String value, int maxLength) {
        String text = optionalText(value, maxLength);
        if (text == null) {
            throw invalid("is required and must not be blank");
        }
        return text;
    }

    /** Trimmed text or null when absent or blank; never longer than {@code maxLength}. */
    public String optionalText(String value, int maxLength) {
        if (value == null || value.isBlank()) {
            return null;
        }
        String text = value.strip();
        if (text.length() > maxLength) {
            throw invalid("must be at most " + maxLength + " characters long");
        }
        return text;
    }

    /** A number greater than zero and at most {@code max}, or null. */
    public Double optionalPositive(Double value, double max) {
        if (value == null) {
            return null;
        }
        if (value.isNaN() || value <= 0 || value > max) {
            throw invalid("must be a number greater than 0 and at most " + formatted(max));
        }
        return value;
    }

    /** A number within [min, max], or null. */
    public Double optionalWithin(Double value, double min, double max) {
        if (value == null) {
            return null;
        }
        if (value.isNaN() || value < min || value > max) {
            throw invalid("must be a number from " + formatted(min) + " to " + formatted(max));
        }
        return value;
    }

    /** One of the allowed values (case-insensitive), returned in the allowed spelling; null stays null. */
    public String optionalOneOf(String value, Collection<String> allowed) {
        if (value == null) {
            return null;
        }
        return allowed.stream().filter(candidate -> candidate.equalsIgnoreCase(value.strip())).findFirst()
                .orElseThrow(() -> invalid("must be one of " + String.join(", ", allowed)));
    }

    /** An enum constant by its exact name; the message lists the names. */
    public <E extends Enum<E>> E optionalEnum(String value, Class<E> type) {
        if (value == null) {
            return null;
        }
        try {
            return Enum.valueOf(type, value);
        } catch (IllegalArgumentException e) {
            throw invalid("must be one of " + String.join(", ", Arrays.stream(type.getEnumConstants()).map(Enum::name).toList()));
        }
    }

    /** An ISO 8601 calendar date such as 1980-04-23, or null. */
    public LocalDate optionalDate(String value) {
        if (value == null) {
            return null;
        }
        try {
            return LocalDate.parse(value.strip());
        } catch (DateTimeParseException e) {
            throw invalid("must be an ISO 8601 date such as 1980-04-23");
        }
    }

    /** An ISO 8601 date or date-time with offset (2026-01-31 or 2026-01-31T08:30:00Z), or null; returned as given. */
    public String optionalDateOrDateTime(String value) {
        if (value == null) {
            return null;
        }
        String text = value.strip();
        Optional<String> parsed = tryParse(text);
        return parsed.orElseThrow(() -> invalid("must be an ISO 8601 date or date-time such as 2026-01-31T08:30:00Z"));
    }

    private static Optional<String> tryParse(String text) {
        try {
            LocalDate.parse(text);
            return Optional.of(text);
        } catch (DateTimeParseException notADate) {
            try {
                OffsetDateTime.parse(text);
                return Optional.of(text);
            } catch (DateTimeParseException notADateTime) {
                return Optional.empty();
            }
        }
    }

    private static String formatted(double number) {
        return number == Math.rint(number) ? String.valueOf((long) number) : String.format(Locale.ROOT, "%s", number);
    }

    @Override
    public String toString() {
        return path;
    }
}
