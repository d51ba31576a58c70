// java.util.GregorianCalendar: fields from an instant and back through day numbers (CalDays).
// wwvm's calendar is proleptic: it does not switch to the Julian calendar before 15 October
// 1582 as the JDK does, so dates before then differ (isLeapYear alone follows the JDK's switch).
// roll(WEEK_OF_YEAR) from a day in the first or last partial week of a year can land on another
// day than the JDK's (about 0.4% of such rolls, mostly with minimal days 4 or 7): the JDK's own
// result there sometimes lies in the previous or next year, a rule wwvm does not reproduce.
package java.util;

/**
 * The calendar of most of the world, with weeks and leniency as Calendar describes.
 *
 * Every conversion goes through a day number (days since 1970-01-01) and the milliseconds into
 * that day in local time: computeFields splits the local instant into those two and reads the
 * fields off them; computeTime picks the fields that say the date (see pickDateRule), turns them
 * into a day number and adds the time of day. add and roll work on the day number too, so no
 * field ever needs to be walked one unit at a time.
 */
public class GregorianCalendar extends Calendar {
    public static final int BC = 0;
    public static final int AD = 1;

    private static final long HOUR_MS = 3600000L;

    /** First year of the Gregorian calendar in the JDK (earlier years are Julian there). */
    private static final int FIRST_GREGORIAN_YEAR = 1582;

    /**
     * Ranges of the fields, one row per field: least value, greatest least value, least
     * greatest value, greatest value (getMinimum, getGreatestMinimum, getLeastMaximum,
     * getMaximum), as the Java SE documentation of this class tabulates them.
     */
    private static final int[][] RANGES = {
        {0, 0, 1, 1},                                   // ERA
        {1, 1, 292269054, 292278994},                   // YEAR
        {0, 0, 11, 11},                                 // MONTH
        {1, 1, 50, 53},                                 // WEEK_OF_YEAR
        {0, 0, 3, 6},                                   // WEEK_OF_MONTH
        {1, 1, 28, 31},                                 // DAY_OF_MONTH
        {1, 1, 355, 366},                               // DAY_OF_YEAR
        {1, 1, 7, 7},                                   // DAY_OF_WEEK
        {1, 1, 3, 6},                                   // DAY_OF_WEEK_IN_MONTH
        {0, 0, 1, 1},                                   // AM_PM
        {0, 0, 11, 11},                                 // HOUR
        {0, 0, 23, 23},                                 // HOUR_OF_DAY
        {0, 0, 59, 59},                                 // MINUTE
        {0, 0, 59, 59},                                 // SECOND
        {0, 0, 999, 999},                               // MILLISECOND
        {-13 * 3600000, -13 * 3600000, 14 * 3600000, 14 * 3600000}, // ZONE_OFFSET
        {0, 0, 20 * 60000, 2 * 3600000},                // DST_OFFSET
    };

    /** Field names, as the non-lenient errors report them. */
    private static final String[] LABELS = {
        "ERA", "YEAR", "MONTH", "WEEK_OF_YEAR", "WEEK_OF_MONTH", "DAY_OF_MONTH", "DAY_OF_YEAR",
        "DAY_OF_WEEK", "DAY_OF_WEEK_IN_MONTH", "AM_PM", "HOUR", "HOUR_OF_DAY", "MINUTE", "SECOND",
        "MILLISECOND", "ZONE_OFFSET", "DST_OFFSET",
    };

    /** The ways of saying a date, in the order the Java SE documentation lists them. */
    private static final int BY_MONTH_DAY = 0;      // YEAR + MONTH + DAY_OF_MONTH
    private static final int BY_MONTH_WEEK = 1;     // YEAR + MONTH + WEEK_OF_MONTH + DAY_OF_WEEK
    private static final int BY_MONTH_NTH = 2;      // YEAR + MONTH + DAY_OF_WEEK_IN_MONTH + DAY_OF_WEEK
    private static final int BY_YEAR_DAY = 3;       // YEAR + DAY_OF_YEAR
    private static final int BY_YEAR_WEEK = 4;      // YEAR + WEEK_OF_YEAR + DAY_OF_WEEK

    public GregorianCalendar() {
        this(TimeZone.getDefault());
    }

    public GregorianCalendar(TimeZone zone) {
        super(zone);
        setTimeInMillis(System.currentTimeMillis());
    }

    public GregorianCalendar(int year, int month, int dayOfMonth) {
        this(year, month, dayOfMonth, 0, 0, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute) {
        this(year, month, dayOfMonth, hourOfDay, minute, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute, int second) {
        super(TimeZone.getDefault());
        set(year, month, dayOfMonth, hourOfDay, minute, second);
        set(MILLISECOND, 0);
    }

    /** The JDK's rule, Julian before 1582 and Gregorian from then on. */
    public boolean isLeapYear(int year) {
        if (year < FIRST_GREGORIAN_YEAR) {
            return (year & 3) == 0;
        }
        return CalDays.leap(year);
    }

    // ------------------------------------------------------------ instant -> fields

    protected void computeFields() {
        TimeZone zone = getTimeZone();
        int raw = zone.getRawOffset();
        int total = zone.getOffset(time);
        long local = time + total;
        long day = Math.floorDiv(local, CalDays.MILLIS_PER_DAY);
        int msOfDay = (int) Math.floorMod(local, CalDays.MILLIS_PER_DAY);

        long year = CalDays.yearOf(day);
        int dayOfYear = (int) (day - CalDays.yearStart(year)) + 1;
        int month = 0;
        long monthStart = CalDays.yearStart(year);
        while (day >= monthStart + CalDays.daysInMonth(year, month)) {
            monthStart += CalDays.daysInMonth(year, month);
            month++;
        }
        int dayOfMonth = (int) (day - monthStart) + 1;

        putDerived(ERA, year >= 1 ? AD : BC);
        putDerived(YEAR, (int) (year >= 1 ? year : 1 - year));
        putDerived(MONTH, month);
        putDerived(DAY_OF_MONTH, dayOfMonth);
        putDerived(DAY_OF_YEAR, dayOfYear);
        putDerived(DAY_OF_WEEK, CalDays.weekday(day));
        putDerived(DAY_OF_WEEK_IN_MONTH, (dayOfMonth - 1) / 7 + 1);
        putDerived(WEEK_OF_YEAR, weekOfYear(day, year));
        putDerived(WEEK_OF_MONTH, (int) Math.floorDiv(day - weekOne(monthStart), 7L) + 1);

        int hour = msOfDay / 3600000;
        putDerived(HOUR_OF_DAY, hour);
        putDerived(AM_PM, hour / 12);
        putDerived(HOUR, hour % 12);
        putDerived(MINUTE, msOfDay / 60000 % 60);
        putDerived(SECOND, msOfDay / 1000 % 60);
        putDerived(MILLISECOND, msOfDay % 1000);
        putDerived(ZONE_OFFSET, raw);
        putDerived(DST_OFFSET, total - raw);
    }

    /** Week 1 of a period starting on day periodStart, by this calendar's week settings. */
    private long weekOne(long periodStart) {
        return CalDays.firstWeekStart(periodStart, getFirstDayOfWeek(), getMinimalDaysInFirstWeek());
    }

    /** The week of the week-based year holding day, which lies in calendar year year. */
    private int weekOfYear(long day, long year) {
        long start = weekOne(CalDays.yearStart(year));
        if (day < start) {
            start = weekOne(CalDays.yearStart(year - 1));
        } else if (day >= weekOne(CalDays.yearStart(year + 1))) {
            return 1;
        }
        return (int) ((day - start) / 7) + 1;
    }

    // ------------------------------------------------------------ fields -> instant

    protected void computeTime() {
        boolean strict = !isLenient();
        int[] asSet = null;
        if (strict) {
            for (int f = 0; f < FIELD_COUNT; f++) {
                if (setByUser(f) && (fields[f] < getMinimum(f) || fields[f] > getMaximum(f))) {
                    throw new IllegalArgumentException(LABELS[f]);
                }
            }
            asSet = fields.clone();
        }
        long local = dayFromFields() * CalDays.MILLIS_PER_DAY + timeOfDayFromFields();
        time = local - offsetFor(local);
        if (strict) {
            checkUnchanged(asSet);
        }
    }

    /** Non-lenient: every field the program set must come back unchanged from the instant. */
    private void checkUnchanged(int[] asSet) {
        boolean[] byUser = new boolean[FIELD_COUNT];
        for (int f = 0; f < FIELD_COUNT; f++) {
            byUser[f] = setByUser(f);
        }
        computeFields();
        for (int f = 0; f < FIELD_COUNT; f++) {
            if (byUser[f] && asSet[f] != fields[f]) {
                throw new IllegalArgumentException(LABELS[f] + ": " + asSet[f] + " -> " + fields[f]);
            }
        }
    }

    /** The zone's offset at a local time, or the offsets the program set explicitly. */
    private long offsetFor(long local) {
        TimeZone zone = getTimeZone();
        int raw = setByUser(ZONE_OFFSET) ? fields[ZONE_OFFSET] : zone.getRawOffset();
        if (setByUser(DST_OFFSET)) {
            return (long) raw + fields[DST_OFFSET];
        }
        int zoneRaw = zone.getRawOffset();
        return (long) raw + (zone.getOffset(local - zoneRaw) - zoneRaw);
    }

    private long timeOfDayFromFields() {
        int byDay = recency(HOUR_OF_DAY);
        int byHalf = Math.max(recency(HOUR), recency(AM_PM));
        long hours;
        if (byDay >= 0 && byDay >= byHalf) {
            hours = fields[HOUR_OF_DAY];
        } else {
            hours = 12L * valueOr(AM_PM, AM) + valueOr(HOUR, 0);
        }
        return hours * HOUR_MS + valueOr(MINUTE, 0) * 60000L + valueOr(SECOND, 0) * 1000L
                + valueOr(MILLISECOND, 0);
    }

    private long astronomicalYear() {
        long year = valueOr(YEAR, 1970);
        return valueOr(ERA, AD) == BC ? 1 - year : year;
    }

    /**
     * Which way of saying the date the fields use. Each way is ranked by the recency of its
     * own day fields (MONTH and YEAR belong to several ways and decide nothing), most recent
     * first, then the next; a way of one field counts that field twice. The best rank wins,
     * the earliest in the documented order on a tie. Weeks of the month need WEEK_OF_MONTH to
     * hold a value: a weekday alone means its first occurrence in the month.
     */
    private int pickDateRule() {
        long[] rank = {
            pairRank(DAY_OF_MONTH, DAY_OF_MONTH),
            recency(WEEK_OF_MONTH) < 0 ? Long.MIN_VALUE : pairRank(WEEK_OF_MONTH, DAY_OF_WEEK),
            pairRank(DAY_OF_WEEK_IN_MONTH, DAY_OF_WEEK),
            pairRank(DAY_OF_YEAR, DAY_OF_YEAR),
            pairRank(WEEK_OF_YEAR, DAY_OF_WEEK),
        };
        int best = BY_MONTH_DAY;
        for (int rule = 1; rule < rank.length; rule++) {
            if (rank[rule] > rank[best]) {
                best = rule;
            }
        }
        return best;
    }

    /** The recencies of two fields as one number ordering the newer one first. */
    private long pairRank(int a, int b) {
        int ra = recency(a);
        int rb = recency(b);
        long newer = Math.max(ra, rb) + 1;
        long older = Math.min(ra, rb) + 1;
        return newer * (FIELD_COUNT + 2) + older;
    }

    private long dayFromFields() {
        long year = astronomicalYear();
        int rule = pickDateRule();
        if (rule == BY_YEAR_DAY) {
            return CalDays.yearStart(year) + valueOr(DAY_OF_YEAR, 1) - 1;
        }
        int dayInWeek = Math.floorMod(valueOr(DAY_OF_WEEK, getFirstDayOfWeek()) - getFirstDayOfWeek(), 7);
        if (rule == BY_YEAR_WEEK) {
            return weekOne(CalDays.yearStart(year)) + 7L * (valueOr(WEEK_OF_YEAR, 1) - 1) + dayInWeek;
        }
        long monthCount = year * 12 + valueOr(MONTH, JANUARY);
        year = Math.floorDiv(monthCount, 12L);
        int month = (int) Math.floorMod(monthCount, 12L);
        long first = CalDays.monthStart(year, month);
        if (rule == BY_MONTH_DAY) {
            return first + valueOr(DAY_OF_MONTH, 1) - 1;
        }
        if (rule == BY_MONTH_WEEK) {
            return weekOne(first) + 7L * (valueOr(WEEK_OF_MONTH, 1) - 1) + dayInWeek;
        }
        int weekday = valueOr(DAY_OF_WEEK, getFirstDayOfWeek());
        int nth = valueOr(DAY_OF_WEEK_IN_MONTH, 1);
        if (nth >= 0) {
            long firstSuch = first + Math.floorMod(weekday - CalDays.weekday(first), 7);
            return firstSuch + 7L * (nth - 1);
        }
        long last = first + CalDays.daysInMonth(year, month) - 1;
        long lastSuch = last - Math.floorMod(CalDays.weekday(last) - weekday, 7);
        return lastSuch + 7L * (nth + 1);
    }

    // ------------------------------------------------------------ arithmetic

    /** Milliseconds in one unit of a field that add moves by a fixed length, else 0. */
    private static long fixedUnit(int field) {
        switch (field) {
            case WEEK_OF_YEAR:
            case WEEK_OF_MONTH:
            case DAY_OF_WEEK_IN_MONTH:
                return 7 * CalDays.MILLIS_PER_DAY;
            case DAY_OF_MONTH:
            case DAY_OF_YEAR:
            case DAY_OF_WEEK:
                return CalDays.MILLIS_PER_DAY;
            case AM_PM:
                return 12 * HOUR_MS;
            case HOUR:
            case HOUR_OF_DAY:
                return HOUR_MS;
            case MINUTE:
                return 60000L;
            case SECOND:
                return 1000L;
            case MILLISECOND:
                return 1L;
            default:
                return 0L;
        }
    }

    public void add(int field, int amount) {
        if (field < 0 || field >= ZONE_OFFSET) {
            throw new IllegalArgumentException();
        }
        if (amount == 0) {
            return;
        }
        complete();
        switch (field) {
            case ERA:
                set(ERA, Math.max(BC, Math.min(AD, fields[ERA] + amount)));
                complete();
                return;
            case YEAR:
                moveToMonth(astronomicalYear() * 12 + fields[MONTH] + 12L * amount);
                return;
            case MONTH:
                moveToMonth(astronomicalYear() * 12 + fields[MONTH] + amount);
                return;
            default:
                setTimeInMillis(time + amount * fixedUnit(field));
        }
    }

    /**
     * Moves to the same day (clamped to the month's length) and time of day in the month with
     * the given count (year * 12 + month).
     */
    private void moveToMonth(long monthCount) {
        long year = Math.floorDiv(monthCount, 12L);
        int month = (int) Math.floorMod(monthCount, 12L);
        int day = Math.min(fields[DAY_OF_MONTH], CalDays.daysInMonth(year, month));
        moveToDay(CalDays.monthStart(year, month) + day - 1);
    }

    /** Moves to another day keeping the local time of day and the zone offsets. */
    private void moveToDay(long day) {
        long here = Math.floorDiv(time + fields[ZONE_OFFSET] + fields[DST_OFFSET], CalDays.MILLIS_PER_DAY);
        setTimeInMillis(time + (day - here) * CalDays.MILLIS_PER_DAY);
    }

    public void roll(int field, boolean up) {
        roll(field, up ? 1 : -1);
    }

    /** value moved by amount around the range lo..hi. */
    private static int wrap(int value, int amount, int lo, int hi) {
        int span = hi - lo + 1;
        return lo + (int) Math.floorMod((long) value - lo + amount, (long) span);
    }

    public void roll(int field, int amount) {
        if (field < 0 || field >= ZONE_OFFSET) {
            throw new IllegalArgumentException();
        }
        if (amount == 0) {
            return;
        }
        complete();
        long today = localDay();
        switch (field) {
            case ERA:
            case YEAR: {
                int max = field == ERA ? AD : getActualMaximum(YEAR);
                int value = wrap(fields[field], amount, getMinimum(field), max);
                long year = field == ERA ? (value == BC ? 1 - fields[YEAR] : fields[YEAR])
                        : (fields[ERA] == BC ? 1 - value : value);
                moveToMonth(year * 12 + fields[MONTH]);
                return;
            }
            case MONTH:
                moveToMonth(astronomicalYear() * 12 + wrap(fields[MONTH], amount, 0, 11));
                return;
            case DAY_OF_MONTH:
                moveToDay(today - fields[DAY_OF_MONTH]
                        + wrap(fields[DAY_OF_MONTH], amount, 1, getActualMaximum(DAY_OF_MONTH)));
                return;
            case DAY_OF_YEAR:
                moveToDay(today - fields[DAY_OF_YEAR]
                        + wrap(fields[DAY_OF_YEAR], amount, 1, getActualMaximum(DAY_OF_YEAR)));
                return;
            case DAY_OF_WEEK: {
                int inWeek = Math.floorMod(fields[DAY_OF_WEEK] - getFirstDayOfWeek(), 7);
                moveToDay(today - inWeek + wrap(inWeek, amount, 0, 6));
                return;
            }
            case DAY_OF_WEEK_IN_MONTH: {
                int nth = fields[DAY_OF_WEEK_IN_MONTH];
                int firstDom = (fields[DAY_OF_MONTH] - 1) % 7 + 1;
                int monthLength = getActualMaximum(DAY_OF_MONTH);
                int occurrences = (monthLength - firstDom) / 7 + 1;
                moveToDay(today + 7L * (wrap(nth, amount, 1, occurrences) - nth));
                return;
            }
            case WEEK_OF_MONTH:
                rollWeekOfMonth(today, amount);
                return;
            case WEEK_OF_YEAR:
                rollWeekOfYear(today, amount);
                return;
            default:
                rollTimeOfDay(field, amount);
        }
    }

    private long localDay() {
        return Math.floorDiv(time + fields[ZONE_OFFSET] + fields[DST_OFFSET], CalDays.MILLIS_PER_DAY);
    }

    /** AM_PM, HOUR, HOUR_OF_DAY, MINUTE, SECOND, MILLISECOND: wrap within the larger unit. */
    private void rollTimeOfDay(int field, int amount) {
        int value = fields[field];
        int span = getMaximum(field) - getMinimum(field) + 1;
        if ((field == HOUR || field == HOUR_OF_DAY) && amount % span == 0) {
            // The JDK rolls the hour by one step, in the amount's direction, when the amount is
            // a whole number of turns: its observable behaviour, kept for compatibility.
            amount = amount > 0 ? 1 : -1;
        }
        int moved = wrap(value, amount, getMinimum(field), getMaximum(field));
        setTimeInMillis(time + (moved - value) * fixedUnit(field));
    }

    /**
     * Rolling WEEK_OF_MONTH: the days from the start of week 1 to the end of the week holding
     * the month's last day form a cycle of whole weeks; the day moves around it by whole weeks
     * and is then pulled back into the month if it left it.
     */
    private void rollWeekOfMonth(long today, int amount) {
        long first = today - fields[DAY_OF_MONTH] + 1;
        long last = first + getActualMaximum(DAY_OF_MONTH) - 1;
        long cycleEnd = last + 7 - Math.floorMod(CalDays.weekday(last) - getFirstDayOfWeek(), 7);
        rollAroundWeeks(today, amount, weekOne(first), cycleEnd, first, last);
    }

    /**
     * Rolling WEEK_OF_YEAR keeps the weekday and changes the week number, wrapping around the
     * weeks whose day of that weekday lies in this year and is numbered in this year's weeks
     * (not in week 1 of the next).
     */
    private void rollWeekOfYear(long today, int amount) {
        long first = today - fields[DAY_OF_YEAR] + 1;
        long last = first + getActualMaximum(DAY_OF_YEAR) - 1;
        long weekStart = weekOne(first);
        long nextYearWeeks = weekOne(last + 1);
        long inWeek = Math.floorMod(today - weekStart, 7L);
        long firstSuch = weekStart + inWeek < first ? weekStart + inWeek + 7 : weekStart + inWeek;
        long lastSuch = weekStart + inWeek;
        while (lastSuch + 7 <= last && lastSuch + 7 < nextYearWeeks) {
            lastSuch += 7;
        }
        long count = (lastSuch - firstSuch) / 7 + 1;
        long index = Math.floorDiv(today - firstSuch, 7L);
        if (today >= nextYearWeeks || today < weekStart) {
            // A day counted in another year's weeks rolls forward from just before the first
            // week and backward from the first week, as the JDK's does.
            index = amount > 0 ? -1 : 0;
        }
        moveToDay(firstSuch + 7 * Math.floorMod(index + amount, count));
    }

    /** Moves today by amount weeks around the cycle [cycleStart, cycleEnd), then into [lo, hi]. */
    private void rollAroundWeeks(long today, int amount, long cycleStart, long cycleEnd, long lo, long hi) {
        long length = cycleEnd - cycleStart;
        long target = cycleStart + Math.floorMod(today - cycleStart + 7L * amount, length);
        moveToDay(Math.max(lo, Math.min(hi, target)));
    }

    // ------------------------------------------------------------ ranges

    public int getMinimum(int field) {
        return RANGES[field][0];
    }

    public int getGreatestMinimum(int field) {
        return RANGES[field][1];
    }

    public int getLeastMaximum(int field) {
        return RANGES[field][2];
    }

    public int getMaximum(int field) {
        return RANGES[field][3];
    }

    /** The greatest value the field can take in the calendar's current year and month. */
    public int getActualMaximum(int field) {
        complete();
        long year = astronomicalYear();
        int month = fields[MONTH];
        switch (field) {
            case YEAR:
                return fields[ERA] == AD ? 292278993 : 292269054;
            case DAY_OF_MONTH:
                return CalDays.daysInMonth(year, month);
            case DAY_OF_YEAR:
                return CalDays.daysInYear(year);
            case DAY_OF_WEEK_IN_MONTH:
                return (CalDays.daysInMonth(year, month) - 1) / 7 + 1;
            case WEEK_OF_MONTH: {
                long first = CalDays.monthStart(year, month);
                long last = first + CalDays.daysInMonth(year, month) - 1;
                return (int) Math.floorDiv(last - weekOne(first), 7L) + 1;
            }
            case WEEK_OF_YEAR:
                return weeksInYear(year);
            default:
                return getMaximum(field);
        }
    }

    /** The number of weeks in the week-based year year. */
    private int weeksInYear(long year) {
        return (int) ((weekOne(CalDays.yearStart(year + 1)) - weekOne(CalDays.yearStart(year))) / 7);
    }
}
