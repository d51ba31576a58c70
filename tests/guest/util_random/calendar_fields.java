// Calendar/GregorianCalendar in UTC for fixed dates: fields from an instant, the instant from
// fields, lenient carries (month 12, day 0, hour 25), add and roll, leap years, day of week and
// of year, week numbers with Sunday-first weeks, clear(), and non-lenient errors.
// java-args: -Duser.timezone=UTC
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.TimeZone;

public class calendar_fields {
    static String fields(Calendar c) {
        return c.get(Calendar.YEAR) + "-" + (c.get(Calendar.MONTH) + 1) + "-" + c.get(Calendar.DAY_OF_MONTH) + " "
                + c.get(Calendar.HOUR_OF_DAY) + ":" + c.get(Calendar.MINUTE) + ":" + c.get(Calendar.SECOND) + "."
                + c.get(Calendar.MILLISECOND) + " dow=" + c.get(Calendar.DAY_OF_WEEK) + " doy="
                + c.get(Calendar.DAY_OF_YEAR) + " era=" + c.get(Calendar.ERA) + " ampm=" + c.get(Calendar.AM_PM)
                + " hour=" + c.get(Calendar.HOUR) + " dowim=" + c.get(Calendar.DAY_OF_WEEK_IN_MONTH);
    }

    static Calendar utc() {
        Calendar c = Calendar.getInstance(TimeZone.getTimeZone("UTC"));
        c.setFirstDayOfWeek(Calendar.SUNDAY);
        c.setMinimalDaysInFirstWeek(1);
        return c;
    }

    public static void main(String[] args) {
        Calendar c = utc();
        long[] instants = {0L, 951782400000L, 951868800000L, 1709164799999L, -86400000L, 4102444800000L,
                           -2208988800000L, 1234567890123L, 253402300799999L};
        for (int i = 0; i < instants.length; i++) {
            c.setTimeInMillis(instants[i]);
            System.out.println(instants[i] + " " + fields(c) + " week=" + c.get(Calendar.WEEK_OF_YEAR) + "/"
                    + c.get(Calendar.WEEK_OF_MONTH));
        }
        c.setTime(new Date(1000L));
        System.out.println(c.getTime().getTime() + " " + c.getTimeInMillis());

        c.clear();
        System.out.println("cleared " + c.getTimeInMillis() + " " + c.isSet(Calendar.YEAR));
        c.set(2024, Calendar.FEBRUARY, 29, 13, 45, 30);
        System.out.println(c.getTimeInMillis() + " " + fields(c));
        c.set(Calendar.MONTH, 12);
        System.out.println("month 12: " + fields(c));
        c.set(Calendar.DAY_OF_MONTH, 0);
        System.out.println("day 0: " + fields(c));
        c.set(Calendar.HOUR_OF_DAY, 25);
        System.out.println("hour 25: " + fields(c));
        c.set(Calendar.DAY_OF_YEAR, 100);
        System.out.println("doy 100: " + fields(c));
        c.set(Calendar.HOUR, 3);
        c.set(Calendar.AM_PM, Calendar.PM);
        System.out.println("3 pm: " + fields(c));
        c.set(Calendar.DAY_OF_WEEK, Calendar.MONDAY);
        System.out.println("monday: " + fields(c));

        Calendar a = utc();
        a.clear();
        a.set(2023, Calendar.JANUARY, 31);
        a.add(Calendar.MONTH, 1);
        System.out.println("jan31+1M " + fields(a));
        a.add(Calendar.YEAR, 1);
        a.add(Calendar.MONTH, 0);
        System.out.println("+1Y " + fields(a));
        a.set(2024, Calendar.FEBRUARY, 29);
        a.add(Calendar.YEAR, 1);
        System.out.println("feb29+1Y " + fields(a));
        a.add(Calendar.DAY_OF_MONTH, -60);
        System.out.println("-60d " + fields(a));
        a.add(Calendar.HOUR_OF_DAY, 49);
        a.add(Calendar.MINUTE, -1);
        a.add(Calendar.SECOND, 3661);
        a.add(Calendar.MILLISECOND, 1500);
        System.out.println("time adds " + fields(a));
        a.add(Calendar.MONTH, -25);
        a.add(Calendar.WEEK_OF_YEAR, 3);
        System.out.println("-25M +3W " + fields(a));

        Calendar r = utc();
        r.clear();
        r.set(2023, Calendar.JANUARY, 31, 23, 59, 59);
        r.roll(Calendar.MONTH, 1);
        System.out.println("roll month " + fields(r));
        r.roll(Calendar.DAY_OF_MONTH, 5);
        System.out.println("roll day " + fields(r));
        r.roll(Calendar.HOUR_OF_DAY, true);
        r.roll(Calendar.MINUTE, 2);
        r.roll(Calendar.SECOND, false);
        System.out.println("roll time " + fields(r));
        r.roll(Calendar.MONTH, -3);
        r.roll(Calendar.YEAR, 2);
        System.out.println("roll back " + fields(r));

        for (int y = 1896; y <= 2004; y += 4) {
            if (y % 100 == 0 || y > 2000) {
                System.out.print(y + ":" + new GregorianCalendar().isLeapYear(y) + " ");
            }
        }
        System.out.println(new GregorianCalendar().isLeapYear(2023));
        Calendar m = utc();
        m.clear();
        for (int month = 0; month < 12; month++) {
            m.set(2024, month, 1);
            System.out.print(m.getActualMaximum(Calendar.DAY_OF_MONTH) + " ");
        }
        m.set(2023, Calendar.JUNE, 1);
        System.out.println(m.getActualMaximum(Calendar.DAY_OF_MONTH) + " " + m.getActualMaximum(Calendar.DAY_OF_YEAR));

        GregorianCalendar g = new GregorianCalendar(1999, Calendar.DECEMBER, 31, 23, 59, 58);
        System.out.println(g.getTimeInMillis() + " " + fields(g));
        g.add(Calendar.SECOND, 2);
        System.out.println(fields(g) + " " + g.getTime());
        System.out.println(g.before(new GregorianCalendar(2001, 0, 1)) + " " + g.after(new GregorianCalendar(2001, 0, 1))
                + " " + g.compareTo(new GregorianCalendar(2000, 0, 1)) + " " + g.equals(g.clone()));
        System.out.println(new GregorianCalendar(2024, 5, 15).get(Calendar.DAY_OF_WEEK));

        Calendar strict = utc();
        strict.setLenient(false);
        strict.clear();
        strict.set(2023, Calendar.FEBRUARY, 30);
        try {
            strict.getTime();
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        strict.clear();
        strict.set(Calendar.MONTH, 13);
        try {
            strict.getTimeInMillis();
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(strict.isLenient() + " " + Calendar.getInstance().isLenient());

        Calendar zoned = Calendar.getInstance(TimeZone.getTimeZone("GMT+05:30"));
        zoned.setTimeInMillis(0);
        System.out.println("GMT+05:30 " + fields(zoned) + " offset " + zoned.get(Calendar.ZONE_OFFSET));
        zoned.setTimeZone(TimeZone.getTimeZone("GMT-08:00"));
        System.out.println("GMT-08:00 " + fields(zoned));
    }

    // Output, as the JDK prints it:
    // expect: 0 1970-1-1 0:0:0.0 dow=5 doy=1 era=1 ampm=0 hour=0 dowim=1 week=1/1
    // expect: 951782400000 2000-2-29 0:0:0.0 dow=3 doy=60 era=1 ampm=0 hour=0 dowim=5 week=10/5
    // expect: 951868800000 2000-3-1 0:0:0.0 dow=4 doy=61 era=1 ampm=0 hour=0 dowim=1 week=10/1
    // expect: 1709164799999 2024-2-28 23:59:59.999 dow=4 doy=59 era=1 ampm=1 hour=11 dowim=4 week=9/5
    // expect: -86400000 1969-12-31 0:0:0.0 dow=4 doy=365 era=1 ampm=0 hour=0 dowim=5 week=1/5
    // expect: 4102444800000 2100-1-1 0:0:0.0 dow=6 doy=1 era=1 ampm=0 hour=0 dowim=1 week=1/1
    // expect: -2208988800000 1900-1-1 0:0:0.0 dow=2 doy=1 era=1 ampm=0 hour=0 dowim=1 week=1/1
    // expect: 1234567890123 2009-2-13 23:31:30.123 dow=6 doy=44 era=1 ampm=1 hour=11 dowim=2 week=7/2
    // expect: 253402300799999 9999-12-31 23:59:59.999 dow=6 doy=365 era=1 ampm=1 hour=11 dowim=5 week=1/5
    // expect: 1000 1000
    // expect: cleared 0 false
    // expect: 1709214330000 2024-2-29 13:45:30.0 dow=5 doy=60 era=1 ampm=1 hour=1 dowim=5
    // expect: month 12: 2025-1-29 13:45:30.0 dow=4 doy=29 era=1 ampm=1 hour=1 dowim=5
    // expect: day 0: 2024-12-31 13:45:30.0 dow=3 doy=366 era=1 ampm=1 hour=1 dowim=5
    // expect: hour 25: 2025-1-1 1:45:30.0 dow=4 doy=1 era=1 ampm=0 hour=1 dowim=1
    // expect: doy 100: 2025-4-10 1:45:30.0 dow=5 doy=100 era=1 ampm=0 hour=1 dowim=2
    // expect: 3 pm: 2025-4-10 15:45:30.0 dow=5 doy=100 era=1 ampm=1 hour=3 dowim=2
    // expect: monday: 2025-4-7 15:45:30.0 dow=2 doy=97 era=1 ampm=1 hour=3 dowim=1
    // expect: jan31+1M 2023-2-28 0:0:0.0 dow=3 doy=59 era=1 ampm=0 hour=0 dowim=4
    // expect: +1Y 2024-2-28 0:0:0.0 dow=4 doy=59 era=1 ampm=0 hour=0 dowim=4
    // expect: feb29+1Y 2025-2-28 0:0:0.0 dow=6 doy=59 era=1 ampm=0 hour=0 dowim=4
    // expect: -60d 2024-12-30 0:0:0.0 dow=2 doy=365 era=1 ampm=0 hour=0 dowim=5
    // expect: time adds 2025-1-1 2:0:2.500 dow=4 doy=1 era=1 ampm=0 hour=2 dowim=1
    // expect: -25M +3W 2022-12-22 2:0:2.500 dow=5 doy=356 era=1 ampm=0 hour=2 dowim=4
    // expect: roll month 2023-2-28 23:59:59.0 dow=3 doy=59 era=1 ampm=1 hour=11 dowim=4
    // expect: roll day 2023-2-5 23:59:59.0 dow=1 doy=36 era=1 ampm=1 hour=11 dowim=1
    // expect: roll time 2023-2-5 0:1:58.0 dow=1 doy=36 era=1 ampm=0 hour=0 dowim=1
    // expect: roll back 2025-11-5 0:1:58.0 dow=4 doy=309 era=1 ampm=0 hour=0 dowim=1
    // expect: 1900:false 2000:true 2004:true false
    // expect: 31 29 31 30 31 30 31 31 30 31 30 31 30 365
    // expect: 946684798000 1999-12-31 23:59:58.0 dow=6 doy=365 era=1 ampm=1 hour=11 dowim=5
    // expect: 2000-1-1 0:0:0.0 dow=7 doy=1 era=1 ampm=0 hour=0 dowim=1 Sat Jan 01 00:00:00 UTC 2000
    // expect: true false 0 true
    // expect: 7
    // expect: MONTH: 1 -> 2
    // expect: MONTH
    // expect: false true
    // expect: GMT+05:30 1970-1-1 5:30:0.0 dow=5 doy=1 era=1 ampm=0 hour=5 dowim=1 offset 19800000
    // expect: GMT-08:00 1969-12-31 16:0:0.0 dow=4 doy=365 era=1 ampm=1 hour=4 dowim=5
}
