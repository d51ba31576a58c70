// java.util.CalDays: proleptic Gregorian day arithmetic on day numbers counted from
// 1970-01-01 (day 0), written from the calendar's rules: 365-day years, plus a leap day in
// years divisible by 4 except centuries not divisible by 400. Years are astronomical (year 0
// is 1 BC), months run 0..11.
package java.util;

final class CalDays {
    static final long MILLIS_PER_DAY = 86400000L;

    /** Days in the months of a common year; February gains one in leap years. */
    private static final int[] COMMON_MONTH_DAYS = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

    private CalDays() {
    }

    static boolean leap(long year) {
        return (year & 3) == 0 && (year % 100 != 0 || year % 400 == 0);
    }

    static int daysInMonth(long year, int month) {
        return month == 1 && leap(year) ? 29 : COMMON_MONTH_DAYS[month];
    }

    static int daysInYear(long year) {
        return leap(year) ? 366 : 365;
    }

    /** Leap years among 1..year-1 (negative counts for years before 1, so differences work). */
    private static long leapYearsBefore(long year) {
        long y = year - 1;
        return Math.floorDiv(y, 4) - Math.floorDiv(y, 100) + Math.floorDiv(y, 400);
    }

    /** The day number of 1 January of year. */
    static long yearStart(long year) {
        return 365 * (year - 1970) + leapYearsBefore(year) - leapYearsBefore(1970);
    }

    /** The day number of the first day of month (0..11) in year. */
    static long monthStart(long year, int month) {
        long day = yearStart(year);
        for (int m = 0; m < month; m++) {
            day += daysInMonth(year, m);
        }
        return day;
    }

    /** The year holding day: a guess from the mean year length, then corrected by whole years. */
    static long yearOf(long day) {
        long year = 1970 + Math.floorDiv(day * 400, 146097);
        while (yearStart(year) > day) {
            year--;
        }
        while (yearStart(year + 1) <= day) {
            year++;
        }
        return year;
    }

    /** Day of the week of day, SUNDAY (1) to SATURDAY (7); day 0 was a Thursday. */
    static int weekday(long day) {
        return (int) Math.floorMod(day + 4, 7L) + 1;
    }

    /**
     * The first day of week 1 of a period (year or month) starting on periodStart: weeks begin
     * on firstDay, and the first week is the earliest one holding at least minDays days of the
     * period.
     */
    static long firstWeekStart(long periodStart, int firstDay, int minDays) {
        int intoWeek = Math.floorMod(weekday(periodStart) - firstDay, 7);
        long weekStart = periodStart - intoWeek;
        return 7 - intoWeek >= minDays ? weekStart : weekStart + 7;
    }
}
