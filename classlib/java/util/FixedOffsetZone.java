// java.util.FixedOffsetZone: the TimeZone wwvm gives for every ID, a constant offset from UTC.
package java.util;

/** A zone at a constant offset from UTC. */
final class FixedOffsetZone extends TimeZone {
    private int rawOffset;

    FixedOffsetZone(int rawOffset, String id) {
        this.rawOffset = rawOffset;
        setID(id);
    }

    public int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds) {
        if (era != GregorianCalendar.AD && era != GregorianCalendar.BC) {
            throw new IllegalArgumentException("Illegal era " + era);
        }
        if (month < Calendar.JANUARY || month > Calendar.DECEMBER) {
            throw new IllegalArgumentException("Illegal month " + month);
        }
        return rawOffset;
    }

    public int getOffset(long date) {
        return rawOffset;
    }

    public void setRawOffset(int offsetMillis) {
        rawOffset = offsetMillis;
    }

    public int getRawOffset() {
        return rawOffset;
    }

    public boolean useDaylightTime() {
        return false;
    }

    public boolean inDaylightTime(Date date) {
        return false;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof FixedOffsetZone)) {
            return false;
        }
        FixedOffsetZone other = (FixedOffsetZone) obj;
        return rawOffset == other.rawOffset && getID().equals(other.getID());
    }

    public int hashCode() {
        return getID().hashCode() ^ rawOffset;
    }
}
