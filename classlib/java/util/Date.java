// java.util.Date: an instant as milliseconds since 1970-01-01T00:00:00Z (the deprecated
// field accessors of Java SE are left out: Calendar does that work).
package java.util;

/** A specific instant in time, with millisecond precision. */
public class Date implements java.io.Serializable, Cloneable, Comparable<Date> {
    private static final String WEEKDAYS = "SunMonTueWedThuFriSat";
    private static final String MONTHS = "JanFebMarAprMayJunJulAugSepOctNovDec";

    private long millis;

    /** The current instant. */
    public Date() {
        this(System.currentTimeMillis());
    }

    public Date(long date) {
        millis = date;
    }

    public long getTime() {
        return millis;
    }

    public void setTime(long time) {
        millis = time;
    }

    public boolean before(Date when) {
        return millis < when.millis;
    }

    public boolean after(Date when) {
        return millis > when.millis;
    }

    /** Another Date of the same instant. */
    public boolean equals(Object obj) {
        return obj instanceof Date && ((Date) obj).getTime() == getTime();
    }

    public int compareTo(Date anotherDate) {
        long other = anotherDate.getTime();
        return millis < other ? -1 : (millis > other ? 1 : 0);
    }

    /** The two halves of the instant exclusive-or'ed, as Java SE specifies. */
    public int hashCode() {
        long t = getTime();
        return (int) t ^ (int) (t >> 32);
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    /**
     * "EEE MMM dd HH:mm:ss zzz yyyy" in the default time zone, such as
     * "Thu Jan 01 00:00:00 UTC 1970". Dates are proleptic Gregorian (the JDK switches to the
     * Julian calendar before 15 October 1582).
     */
    public String toString() {
        TimeZone zone = TimeZone.currentDefault();
        long local = millis + zone.getOffset(millis);
        long day = Math.floorDiv(local, CalDays.MILLIS_PER_DAY);
        int second = (int) (Math.floorMod(local, CalDays.MILLIS_PER_DAY) / 1000);
        long year = CalDays.yearOf(day);
        int month = 0;
        long rest = day - CalDays.yearStart(year);
        while (rest >= CalDays.daysInMonth(year, month)) {
            rest -= CalDays.daysInMonth(year, month);
            month++;
        }
        int weekday = CalDays.weekday(day) - 1;
        StringBuilder out = new StringBuilder(32);
        out.append(WEEKDAYS, 3 * weekday, 3 * weekday + 3).append(' ');
        out.append(MONTHS, 3 * month, 3 * month + 3).append(' ');
        padded(out, (int) rest + 1, ' ');
        padded(out, second / 3600, ':');
        padded(out, second / 60 % 60, ':');
        padded(out, second % 60, ' ');
        out.append(zone.shortName()).append(' ').append(year >= 1 ? year : 1 - year);
        return out.toString();
    }

    /** Appends v (0..99) as two digits, then the separator. */
    private static void padded(StringBuilder out, int v, char separator) {
        out.append((char) ('0' + v / 10)).append((char) ('0' + v % 10)).append(separator);
    }
}
