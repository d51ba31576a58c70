// java.util.Date (toString in the default zone, equals, compareTo, before/after, hashCode) and
// TimeZone (GMT, UTC, custom GMT+hh:mm IDs, unknown IDs, default from user.timezone).
// java-args: -Duser.timezone=UTC
import java.util.Date;
import java.util.TimeZone;

public class date_timezone {
    public static void main(String[] args) {
        long[] times = {0L, 1L, -1L, 86399999L, 951782400000L, 1709164799999L, -2208988800000L,
                        253402300799999L, 1234567890123L};
        for (int i = 0; i < times.length; i++) {
            Date d = new Date(times[i]);
            System.out.println(times[i] + " " + d + " " + d.hashCode());
        }
        Date a = new Date(1000);
        Date b = new Date(2000);
        System.out.println(a.before(b) + " " + a.after(b) + " " + a.compareTo(b) + " " + b.compareTo(a) + " "
                + a.compareTo(new Date(1000)) + " " + a.equals(new Date(1000)) + " " + a.equals(b) + " " + a.equals("x"));
        Date c = (Date) a.clone();
        c.setTime(5000);
        System.out.println(a.getTime() + " " + c.getTime());
        System.out.println(new Date().getTime() > 1600000000000L);

        TimeZone def = TimeZone.getDefault();
        System.out.println(def.getID() + " " + def.getRawOffset() + " " + def.useDaylightTime());
        String[] ids = {"GMT", "UTC", "GMT+5", "GMT-3:30", "GMT+0530", "GMT+123", "GMT+0", "GMT-00:00", "GMT+24",
                        "Nowhere/City", "GMT+5:3", "gmt+1"};
        for (int i = 0; i < ids.length; i++) {
            TimeZone z = TimeZone.getTimeZone(ids[i]);
            System.out.println(ids[i] + " -> " + z.getID() + " " + z.getRawOffset() + " " + z.getOffset(0L)
                    + " " + z.inDaylightTime(new Date(0)) + " " + z.getDSTSavings());
        }
        TimeZone z = TimeZone.getTimeZone("GMT+01:00");
        System.out.println(z.getOffset(1, 2020, 5, 1, 2, 0) + " " + z.hasSameRules(TimeZone.getTimeZone("GMT+0100")));
        TimeZone.setDefault(TimeZone.getTimeZone("GMT-02:00"));
        System.out.println(new Date(0));
        TimeZone.setDefault(TimeZone.getTimeZone("GMT"));
        System.out.println(new Date(0) + " " + TimeZone.getDefault().getID());
        TimeZone.setDefault(null);
        System.out.println(new Date(0) + " " + TimeZone.getDefault().getID());
        TimeZone copy = TimeZone.getDefault();
        copy.setRawOffset(3600000);
        System.out.println(TimeZone.getDefault().getRawOffset());
    }

    // Output, as the JDK prints it:
    // expect: 0 Thu Jan 01 00:00:00 UTC 1970 0
    // expect: 1 Thu Jan 01 00:00:00 UTC 1970 1
    // expect: -1 Wed Dec 31 23:59:59 UTC 1969 0
    // expect: 86399999 Thu Jan 01 23:59:59 UTC 1970 86399999
    // expect: 951782400000 Tue Feb 29 00:00:00 UTC 2000 -1700339491
    // expect: 1709164799999 Wed Feb 28 23:59:59 UTC 2024 -232184206
    // expect: -2208988800000 Mon Jan 01 00:00:00 UTC 1900 1375609341
    // expect: 253402300799999 Fri Dec 31 23:59:59 UTC 9999 -769704568
    // expect: 1234567890123 Fri Feb 13 23:31:30 UTC 2009 1912276436
    // expect: true false -1 1 0 true false false
    // expect: 1000 5000
    // expect: true
    // expect: UTC 0 false
    // expect: GMT -> GMT 0 0 false 0
    // expect: UTC -> UTC 0 0 false 0
    // expect: GMT+5 -> GMT+05:00 18000000 18000000 false 0
    // expect: GMT-3:30 -> GMT-03:30 -12600000 -12600000 false 0
    // expect: GMT+0530 -> GMT+05:30 19800000 19800000 false 0
    // expect: GMT+123 -> GMT+01:23 4980000 4980000 false 0
    // expect: GMT+0 -> GMT+00:00 0 0 false 0
    // expect: GMT-00:00 -> GMT-00:00 0 0 false 0
    // expect: GMT+24 -> GMT 0 0 false 0
    // expect: Nowhere/City -> GMT 0 0 false 0
    // expect: GMT+5:3 -> GMT 0 0 false 0
    // expect: gmt+1 -> GMT 0 0 false 0
    // expect: 3600000 true
    // expect: Wed Dec 31 22:00:00 GMT-02:00 1969
    // expect: Thu Jan 01 00:00:00 GMT 1970 GMT
    // expect: Thu Jan 01 00:00:00 UTC 1970 UTC
    // expect: 0
}
