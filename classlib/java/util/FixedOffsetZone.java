// java.util.FixedOffsetZone: the TimeZone wwvm gives for every ID, a constant offset from UTC.
package java.util;

/** A zone at a constant offset from UTC, with the abbreviation it was made with. */
final class FixedOffsetZone extends TimeZone {
    private int offset;
    private final String abbreviation;

    FixedOffsetZone(String id, int offset, String abbreviation) {
        this.offset = offset;
        this.abbreviation = abbreviation;
        setID(id);
    }

    public int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds) {
        boolean eraOk = era == GregorianCalendar.AD || era == GregorianCalendar.BC;
        if (!eraOk || month < Calendar.JANUARY || month > Calendar.DECEMBER) {
            throw new IllegalArgumentException();
        }
        return offset;
    }

    public int getOffset(long date) {
        return offset;
    }

    public void setRawOffset(int offsetMillis) {
        offset = offsetMillis;
    }

    public int getRawOffset() {
        return offset;
    }

    public boolean useDaylightTime() {
        return false;
    }

    public boolean inDaylightTime(Date date) {
        return false;
    }

    String shortName() {
        return abbreviation;
    }

    /** Same ID and same offset. */
    public boolean equals(Object obj) {
        if (!(obj instanceof FixedOffsetZone)) {
            return false;
        }
        FixedOffsetZone other = (FixedOffsetZone) obj;
        return offset == other.offset && getID().equals(other.getID());
    }

    public int hashCode() {
        return getID().hashCode() * 31 + offset;
    }
}
