// java.util.Date: an instant as milliseconds since 1970-01-01T00:00:00Z (the deprecated
// field accessors of Java SE are left out: Calendar does that work).
package java.util;

/** A specific instant in time, with millisecond precision. */
public class Date implements java.io.Serializable, Cloneable, Comparable<Date> {
    private static final String[] DAY_NAMES = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    private static final String[] MONTH_NAMES = {
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"
    };

    private long fastTime;

    /** The current time. */
    public Date() {
        this(System.currentTimeMillis());
    }

    public Date(long date) {
        fastTime = date;
    }

    /** Milliseconds since the epoch. */
    public long getTime() {
        return fastTime;
    }

    public void setTime(long time) {
        fastTime = time;
    }

    public boolean before(Date when) {
        return fastTime < when.fastTime;
    }

    public boolean after(Date when) {
        return fastTime > when.fastTime;
    }

    /** Equal when both represent the same millisecond. */
    public boolean equals(Object obj) {
        return (obj instanceof Date) && getTime() == ((Date) obj).getTime();
    }

    public int compareTo(Date anotherDate) {
        long other = anotherDate.getTime();
        return (fastTime < other) ? -1 : (fastTime == other) ? 0 : 1;
    }

    /** The two halves of the millisecond value exclusive-or'ed. */
    public int hashCode() {
        long ht = getTime();
        return (int) ht ^ (int) (ht >> 32);
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
        TimeZone zone = TimeZone.getDefaultRef();
        long local = fastTime + zone.getOffset(fastTime);
        long days = Math.floorDiv(local, GregorianCalendar.ONE_DAY);
        int msOfDay = (int) Math.floorMod(local, GregorianCalendar.ONE_DAY);
        int[] ymd = GregorianCalendar.civilFromDays(days);
        int secondOfDay = msOfDay / 1000;
        StringBuilder sb = new StringBuilder(28);
        sb.append(DAY_NAMES[GregorianCalendar.dayOfWeek(days) - 1]).append(' ');
        sb.append(MONTH_NAMES[ymd[1]]).append(' ');
        twoDigits(sb, ymd[2]).append(' ');
        twoDigits(sb, secondOfDay / 3600).append(':');
        twoDigits(sb, secondOfDay / 60 % 60).append(':');
        twoDigits(sb, secondOfDay % 60).append(' ');
        sb.append(TimeZone.shortName(zone.getID())).append(' ');
        int year = ymd[0];
        sb.append((year > 0) ? year : 1 - year);
        return sb.toString();
    }

    private static StringBuilder twoDigits(StringBuilder sb, int v) {
        if (v < 10) {
            sb.append('0');
        }
        return sb.append(v);
    }
}
