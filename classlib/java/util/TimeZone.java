// java.util.TimeZone: time zones with a fixed offset from UTC. wwvm has no time-zone database:
// it knows "GMT", "UTC" and custom "GMT+hh:mm" zones, and any other ID gives GMT (as the JDK
// does for IDs it does not know). The default zone is the "user.timezone" property, else UTC.
package java.util;

/** A time zone: an ID and an offset from UTC (wwvm's zones have no daylight saving time). */
public abstract class TimeZone implements java.io.Serializable, Cloneable {
    /** Style of a short display name such as "PST". */
    public static final int SHORT = 0;
    /** Style of a long display name such as "Pacific Standard Time". */
    public static final int LONG = 1;

    private static final String GMT_ID = "GMT";
    private static TimeZone defaultZone;

    private String id;

    public TimeZone() {
    }

    /** The offset from UTC in milliseconds at the given local date (era, year, month 0-11, ...). */
    public abstract int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds);

    /** The offset from UTC in milliseconds at the instant date; the raw offset in wwvm. */
    public int getOffset(long date) {
        return inDaylightTime(new Date(date)) ? getRawOffset() + getDSTSavings() : getRawOffset();
    }

    public abstract void setRawOffset(int offsetMillis);

    /** The offset from UTC in milliseconds, without daylight saving time. */
    public abstract int getRawOffset();

    public String getID() {
        return id;
    }

    public void setID(String ID) {
        if (ID == null) {
            throw new NullPointerException();
        }
        id = ID;
    }

    /** The zone's name; wwvm's fixed zones go by their ID ("UTC", "GMT", "GMT+05:30"). */
    public final String getDisplayName() {
        return getDisplayName(false, LONG);
    }

    /**
     * The zone's name in the given style. The JDK's long names come from locale data that
     * wwvm does not have: both styles give the short form for wwvm's fixed zones.
     */
    public final String getDisplayName(boolean daylight, int style) {
        if (style != SHORT && style != LONG) {
            throw new IllegalArgumentException("Illegal style: " + style);
        }
        return shortName(id);
    }

    /** The abbreviation Date.toString prints for a zone ID. */
    static String shortName(String id) {
        if (id.equals("Etc/UTC") || id.equals("UCT") || id.equals("Etc/UCT")) {
            return "UTC";
        }
        if (id.equals("Etc/GMT")) {
            return GMT_ID;
        }
        return id;
    }

    public int getDSTSavings() {
        return useDaylightTime() ? 3600000 : 0;
    }

    public abstract boolean useDaylightTime();

    public boolean observesDaylightTime() {
        return useDaylightTime();
    }

    public abstract boolean inDaylightTime(Date date);

    /**
     * The zone with this ID: "GMT", "UTC" (and "Etc/UTC", "Etc/GMT", "UCT"), or a custom
     * "GMT+h", "GMT+hh", "GMT+hmm", "GMT+hhmm" or "GMT+hh:mm" (normalized to "GMT+hh:mm"). Any other ID
     * gives GMT.
     */
    public static synchronized TimeZone getTimeZone(String ID) {
        TimeZone zone = parse(ID);
        return (zone != null) ? zone : new FixedOffsetZone(0, GMT_ID);
    }

    /** The zone for an ID wwvm knows, or null. */
    private static TimeZone parse(String id) {
        if (id.equals("GMT") || id.equals("UTC") || id.equals("Etc/UTC") || id.equals("Etc/GMT")
                || id.equals("UCT") || id.equals("Etc/UCT")) {
            return new FixedOffsetZone(0, id);
        }
        if (!id.startsWith("GMT") || id.length() < 5) {
            return null;
        }
        char sign = id.charAt(3);
        if (sign != '+' && sign != '-') {
            return null;
        }
        String rest = id.substring(4);
        int hours;
        int minutes;
        int colon = rest.indexOf(':');
        if (colon >= 0) {
            if (colon < 1 || colon > 2 || rest.length() - colon - 1 != 2) {
                return null;
            }
            hours = digits(rest, 0, colon);
            minutes = digits(rest, colon + 1, rest.length());
        } else if (rest.length() <= 2) {
            hours = digits(rest, 0, rest.length());
            minutes = 0;
        } else if (rest.length() <= 4) {
            hours = digits(rest, 0, rest.length() - 2);      // "hmm" or "hhmm"
            minutes = digits(rest, rest.length() - 2, rest.length());
        } else {
            return null;
        }
        if (hours < 0 || minutes < 0 || hours > 23 || minutes > 59) {
            return null;
        }
        int offset = (hours * 60 + minutes) * 60000;
        String normalized = "GMT" + sign + twoDigits(hours) + ":" + twoDigits(minutes);
        return new FixedOffsetZone((sign == '-') ? -offset : offset, normalized);
    }

    /** The value of the decimal digits s[from..to), or -1 if any is not a digit. */
    private static int digits(String s, int from, int to) {
        int v = 0;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }

    private static String twoDigits(int v) {
        return (v < 10) ? "0" + v : String.valueOf(v);
    }

    /** The IDs wwvm knows by name (custom GMT offsets aside). */
    public static synchronized String[] getAvailableIDs() {
        return new String[] {"Etc/GMT", "Etc/UCT", "Etc/UTC", "GMT", "UCT", "UTC"};
    }

    /** The IDs with this raw offset: the named ones for 0, none otherwise. */
    public static synchronized String[] getAvailableIDs(int rawOffset) {
        return (rawOffset == 0) ? getAvailableIDs() : new String[0];
    }

    /**
     * A copy of the default zone: the "user.timezone" property's zone when it names one wwvm
     * knows, else UTC. (The JDK asks the operating system instead; wwvm's fixed default keeps
     * programs' output independent of the machine.)
     */
    public static TimeZone getDefault() {
        return (TimeZone) getDefaultRef().clone();
    }

    static synchronized TimeZone getDefaultRef() {
        if (defaultZone == null) {
            String id = System.getProperty("user.timezone");
            TimeZone zone = (id == null || id.isEmpty()) ? null : parse(id);
            defaultZone = (zone != null) ? zone : new FixedOffsetZone(0, "UTC");
        }
        return defaultZone;
    }

    /** Sets the default zone; null restores the one from "user.timezone". */
    public static synchronized void setDefault(TimeZone zone) {
        defaultZone = (zone == null) ? null : (TimeZone) zone.clone();
    }

    /** Whether the other zone has the same offset and daylight-time rules. */
    public boolean hasSameRules(TimeZone other) {
        return other != null && getRawOffset() == other.getRawOffset()
                && useDaylightTime() == other.useDaylightTime();
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }
}
