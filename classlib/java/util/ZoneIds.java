// java.util.ZoneIds: reads the zone IDs wwvm understands, the zero-offset names and the custom
// form "GMT" sign hours [[:]minutes] of the Java SE TimeZone documentation.
package java.util;

final class ZoneIds {
    private ZoneIds() {
    }

    /** A new zone for id, or null when id is neither a known name nor a valid custom ID. */
    static TimeZone lookUp(String id) {
        if (TimeZone.isZeroOffsetId(id)) {
            return new FixedOffsetZone(id, 0, id.endsWith("GMT") ? "GMT" : "UTC");
        }
        if (id.length() < 5 || !id.startsWith("GMT") || (id.charAt(3) != '+' && id.charAt(3) != '-')) {
            return null;
        }
        int minutes = customMinutes(id.substring(4));
        if (minutes < 0) {
            return null;
        }
        boolean west = id.charAt(3) == '-';
        String normal = "GMT" + (west ? '-' : '+') + twoDigits(minutes / 60) + ':' + twoDigits(minutes % 60);
        int offset = minutes * 60000;
        return new FixedOffsetZone(normal, west ? -offset : offset, normal);
    }

    /**
     * Minutes of "h", "hh", "h:mm", "hh:mm", "hmm" or "hhmm" (hours below 24, minutes below
     * 60), or -1 when the text has another form.
     */
    private static int customMinutes(String text) {
        int colon = text.indexOf(':');
        String hours;
        String mins;
        if (colon >= 0) {
            hours = text.substring(0, colon);
            mins = text.substring(colon + 1);
            if (mins.length() != 2) {
                return -1;
            }
        } else if (text.length() <= 2) {
            hours = text;
            mins = "0";
        } else {
            hours = text.substring(0, text.length() - 2);
            mins = text.substring(text.length() - 2);
        }
        int h = digits(hours);
        int m = digits(mins);
        if (hours.length() > 2 || h < 0 || h > 23 || m < 0 || m > 59) {
            return -1;
        }
        return h * 60 + m;
    }

    /** The value of a run of 1 to 2 ASCII digits, else -1. */
    private static int digits(String s) {
        if (s.isEmpty() || s.length() > 2) {
            return -1;
        }
        int v = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }

    private static String twoDigits(int v) {
        return v < 10 ? "0" + v : Integer.toString(v);
    }
}
