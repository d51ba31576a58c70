// java.util.TimeZone: time zones with a fixed offset from UTC. wwvm has no time-zone database:
// it knows GMT and UTC (with their Etc/ and UCT aliases) and custom "GMT+hh:mm" zones, and any
// other ID gives GMT (as the JDK does for IDs it does not know). The default zone is the
// "user.timezone" property's, else UTC.
package java.util;

/** A time zone: an ID and an offset from UTC (wwvm's zones have no daylight saving time). */
public abstract class TimeZone implements java.io.Serializable, Cloneable {
    /** Style of getDisplayName: "PST". */
    public static final int SHORT = 0;
    /** Style of getDisplayName: "Pacific Standard Time". */
    public static final int LONG = 1;

    /** The IDs of the zones at offset zero that wwvm knows, sorted; each names itself. */
    private static final String[] ZERO_OFFSET_IDS = {"Etc/GMT", "Etc/UCT", "Etc/UTC", "GMT", "UCT", "UTC"};

    /** The process's default zone; null until first asked for, or after setDefault(null). */
    private static TimeZone processDefault;

    private String id;

    public TimeZone() {
    }

    /** The offset from UTC at the given local date (era, year, month 0..11, day, weekday, ms). */
    public abstract int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds);

    /** The offset from UTC at an instant: the raw offset, plus the saving when it applies. */
    public int getOffset(long date) {
        return inDaylightTime(new Date(date)) ? getRawOffset() + getDSTSavings() : getRawOffset();
    }

    public abstract void setRawOffset(int offsetMillis);

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

    /** The zone's name; wwvm's zones go by their short name ("UTC", "GMT", "GMT+05:30"). */
    public final String getDisplayName() {
        return getDisplayName(false, LONG);
    }

    /**
     * The zone's name in the given style. The JDK's long names come from locale data that
     * wwvm does not have: both styles give the short form.
     */
    public final String getDisplayName(boolean daylight, int style) {
        if (style != SHORT && style != LONG) {
            throw new IllegalArgumentException("Illegal style: " + style);
        }
        return shortName();
    }

    /** The abbreviation Date.toString prints; a zone made outside wwvm's table goes by its ID. */
    String shortName() {
        return id;
    }

    public int getDSTSavings() {
        return useDaylightTime() ? 3600000 : 0;
    }

    public abstract boolean useDaylightTime();

    public boolean observesDaylightTime() {
        return useDaylightTime() || inDaylightTime(new Date());
    }

    public abstract boolean inDaylightTime(Date date);

    /** The zone with the given ID; GMT for an ID wwvm does not know. */
    public static synchronized TimeZone getTimeZone(String ID) {
        if (ID == null) {
            throw new NullPointerException();
        }
        TimeZone known = ZoneIds.lookUp(ID);
        return known != null ? known : ZoneIds.lookUp("GMT");
    }

    public static synchronized String[] getAvailableIDs() {
        return ZERO_OFFSET_IDS.clone();
    }

    public static synchronized String[] getAvailableIDs(int rawOffset) {
        return rawOffset == 0 ? getAvailableIDs() : new String[0];
    }

    static boolean isZeroOffsetId(String id) {
        for (int i = 0; i < ZERO_OFFSET_IDS.length; i++) {
            if (ZERO_OFFSET_IDS[i].equals(id)) {
                return true;
            }
        }
        return false;
    }

    /** A copy of the default zone, so that changing it leaves the default alone. */
    public static TimeZone getDefault() {
        return (TimeZone) currentDefault().clone();
    }

    /** The default zone itself, for the class library's own use (Date.toString). */
    static synchronized TimeZone currentDefault() {
        if (processDefault == null) {
            String id = System.getProperty("user.timezone");
            TimeZone zone = (id == null || id.isEmpty()) ? null : ZoneIds.lookUp(id);
            processDefault = zone != null ? zone : getTimeZone(id == null || id.isEmpty() ? "UTC" : "GMT");
        }
        return processDefault;
    }

    /** Replaces the default zone; null goes back to the "user.timezone" property's zone. */
    public static synchronized void setDefault(TimeZone zone) {
        processDefault = zone == null ? null : (TimeZone) zone.clone();
    }

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
