// java.util.GregorianCalendar: the Gregorian calendar's arithmetic, written from its rules
// (a leap year every 4 years except centuries not divisible by 400). wwvm's calendar is
// proleptic: it does not switch to the Julian calendar before 15 October 1582 as the JDK does,
// so dates before then differ (isLeapYear alone follows the JDK's switch).
package java.util;

/** The calendar of most of the world, with weeks and leniency as Calendar describes. */
public class GregorianCalendar extends Calendar {
    public static final int BC = 0;
    public static final int AD = 1;

    static final long ONE_DAY = 24L * 60 * 60 * 1000;
    private static final long ONE_HOUR = 60L * 60 * 1000;
    /** Days from 0001-01-01 to 1970-01-01 in the proleptic Gregorian calendar. */
    private static final long EPOCH_DAYS_FROM_YEAR_1 = 719162;
    /** Days before each month in a common year. */
    private static final int[] DAYS_BEFORE_MONTH = {0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334};
    private static final int[] MONTH_LENGTH = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

    // Field limits as the JDK reports them, by field: minimum, maximum, greatest minimum,
    // least maximum (the least maxima reflect the JDK's short year 1582).
    private static final int[] MIN_VALUES = {0, 1, 0, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, -46800000, 0};
    private static final int[] MAX_VALUES = {
        1, 292278994, 11, 53, 6, 31, 366, 7, 6, 1, 11, 23, 59, 59, 999, 50400000, 7200000
    };
    private static final int[] LEAST_MAX_VALUES = {
        1, 292269054, 11, 50, 3, 28, 355, 7, 3, 1, 11, 23, 59, 59, 999, 50400000, 1200000
    };

    /** The current time in the default time zone. */
    public GregorianCalendar() {
        this(TimeZone.getDefaultRef());
    }

    public GregorianCalendar(TimeZone zone) {
        super(zone);
        setTimeInMillis(System.currentTimeMillis());
    }

    /** Midnight at the start of the given date (month 0-11) in the default time zone. */
    public GregorianCalendar(int year, int month, int dayOfMonth) {
        this(year, month, dayOfMonth, 0, 0, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute) {
        this(year, month, dayOfMonth, hourOfDay, minute, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute, int second) {
        super(TimeZone.getDefaultRef());
        clear();
        set(year, month, dayOfMonth, hourOfDay, minute, second);
    }

    /** Leap years are those divisible by 4, except centuries not divisible by 400 after 1582. */
    public boolean isLeapYear(int year) {
        if (year > 1582) {
            return isGregorianLeap(year);
        }
        return (year & 3) == 0 && year != 1582;
    }

    static boolean isGregorianLeap(long year) {
        return (year & 3) == 0 && (year % 100 != 0 || year % 400 == 0);
    }

    static int monthLength(long year, int month) {
        return (month == FEBRUARY && isGregorianLeap(year)) ? 29 : MONTH_LENGTH[month];
    }

    static int yearLength(long year) {
        return isGregorianLeap(year) ? 366 : 365;
    }

    // ---- day numbers: days since 1970-01-01 ----

    /** The day number of a date (month 0-11, day 1-31; a signed year where 0 is 1 BC). */
    static long daysFromCivil(long year, int month, int day) {
        long y = year - 1;
        long days = 365 * y + Math.floorDiv(y, 4) - Math.floorDiv(y, 100) + Math.floorDiv(y, 400);
        days += DAYS_BEFORE_MONTH[month];
        if (month > FEBRUARY && isGregorianLeap(year)) {
            days++;
        }
        return days + day - 1 - EPOCH_DAYS_FROM_YEAR_1;
    }

    /** {signed year, month 0-11, day 1-31} of a day number. */
    static int[] civilFromDays(long days) {
        long year = 1970 + Math.floorDiv(days * 400, 146097);
        while (daysFromCivil(year, JANUARY, 1) > days) {
            year--;
        }
        while (daysFromCivil(year + 1, JANUARY, 1) <= days) {
            year++;
        }
        int dayOfYear = (int) (days - daysFromCivil(year, JANUARY, 1));
        int month = 0;
        while (month < DECEMBER && dayOfYear >= monthLength(year, month)) {
            dayOfYear -= monthLength(year, month);
            month++;
        }
        return new int[] {(int) year, month, dayOfYear + 1};
    }

    /** SUNDAY (1) to SATURDAY (7); 1970-01-01 was a Thursday. */
    static int dayOfWeek(long days) {
        return (int) Math.floorMod(days + 4, 7L) + 1;
    }

    // ---- fields and instant ----

    /** The year of the fields as a signed year (1 BC is 0). */
    private long signedYear() {
        int year = valueOr(YEAR, 1970);
        return (valueOr(ERA, AD) == BC) ? 1 - (long) year : year;
    }

    protected void computeTime() {
        if (!isLenient()) {
            checkRanges();
        }
        long year = signedYear();
        long month = valueOr(MONTH, JANUARY);
        year += Math.floorDiv(month, 12L);
        month = Math.floorMod(month, 12L);
        int monthStamp = stampOf(MONTH);
        int domStamp = stampOf(DAY_OF_MONTH);
        int doyStamp = stampOf(DAY_OF_YEAR);
        int dowStamp = stampOf(DAY_OF_WEEK);
        long days;
        if (doyStamp > Math.max(domStamp, monthStamp)) {
            days = daysFromCivil(year, JANUARY, 1) + (long) internalGet(DAY_OF_YEAR) - 1;
        } else {
            days = daysFromCivil(year, (int) month, 1) + (long) valueOr(DAY_OF_MONTH, 1) - 1;
        }
        if (dowStamp >= MINIMUM_USER_STAMP && dowStamp > Math.max(Math.max(domStamp, doyStamp), monthStamp)) {
            // the named day in the same week (weeks start on getFirstDayOfWeek())
            int first = getFirstDayOfWeek();
            long weekStart = days - Math.floorMod(dayOfWeek(days) - first, 7);
            days = weekStart + Math.floorMod(internalGet(DAY_OF_WEEK) - first, 7);
        }
        long timeOfDay;
        int hourStamp = Math.max(stampOf(HOUR), stampOf(AM_PM));
        if (hourStamp > stampOf(HOUR_OF_DAY)) {
            timeOfDay = (valueOr(AM_PM, AM) * 12L + valueOr(HOUR, 0)) * ONE_HOUR;
        } else {
            timeOfDay = valueOr(HOUR_OF_DAY, 0) * ONE_HOUR;
        }
        timeOfDay += valueOr(MINUTE, 0) * 60000L + valueOr(SECOND, 0) * 1000L + valueOr(MILLISECOND, 0);
        long local = days * ONE_DAY + timeOfDay;
        int offset;
        if (stampOf(ZONE_OFFSET) >= MINIMUM_USER_STAMP) {
            offset = internalGet(ZONE_OFFSET) + valueOr(DST_OFFSET, 0);
        } else {
            TimeZone zone = getTimeZone();
            offset = zone.getOffset(local - zone.getRawOffset());
        }
        time = local - offset;
        if (!isLenient()) {
            checkUnchanged();
        }
    }

    /** A non-lenient calendar refuses a set field outside the field's limits. */
    private void checkRanges() {
        for (int f = 0; f < FIELD_COUNT; f++) {
            if (stampOf(f) >= MINIMUM_USER_STAMP) {
                int v = internalGet(f);
                if (v < MIN_VALUES[f] || v > MAX_VALUES[f]) {
                    throw new IllegalArgumentException(FIELD_NAMES[f]);
                }
            }
        }
    }

    /** A non-lenient calendar refuses set fields that normalizing would change ("MONTH: 1 -> 2"). */
    private void checkUnchanged() {
        int[] requested = fields.clone();
        int[] stamps = new int[FIELD_COUNT];
        for (int f = 0; f < FIELD_COUNT; f++) {
            stamps[f] = stampOf(f);
        }
        computeFields();
        for (int f = 0; f < FIELD_COUNT; f++) {
            if (stamps[f] >= MINIMUM_USER_STAMP && requested[f] != internalGet(f)) {
                int computed = internalGet(f);
                System.arraycopy(requested, 0, fields, 0, FIELD_COUNT);
                throw new IllegalArgumentException(FIELD_NAMES[f] + ": " + requested[f] + " -> " + computed);
            }
        }
        System.arraycopy(requested, 0, fields, 0, FIELD_COUNT);
    }

    protected void computeFields() {
        TimeZone zone = getTimeZone();
        int offset = zone.getOffset(time);
        int rawOffset = zone.getRawOffset();
        long local = time + offset;
        long days = Math.floorDiv(local, ONE_DAY);
        int msOfDay = (int) Math.floorMod(local, ONE_DAY);
        int[] ymd = civilFromDays(days);
        int year = ymd[0];
        int dayOfMonth = ymd[2];
        int dayOfYear = (int) (days - daysFromCivil(year, JANUARY, 1)) + 1;
        int dayOfWeek = dayOfWeek(days);
        internalSet(ERA, (year > 0) ? AD : BC);
        internalSet(YEAR, (year > 0) ? year : 1 - year);
        internalSet(MONTH, ymd[1]);
        internalSet(DAY_OF_MONTH, dayOfMonth);
        internalSet(DAY_OF_YEAR, dayOfYear);
        internalSet(DAY_OF_WEEK, dayOfWeek);
        internalSet(DAY_OF_WEEK_IN_MONTH, (dayOfMonth - 1) / 7 + 1);
        internalSet(WEEK_OF_MONTH, weekNumber(dayOfMonth, dayOfWeek));
        internalSet(WEEK_OF_YEAR, weekOfYear(days, year, dayOfYear, dayOfWeek));
        int hourOfDay = msOfDay / 3600000;
        internalSet(HOUR_OF_DAY, hourOfDay);
        internalSet(AM_PM, hourOfDay / 12);
        internalSet(HOUR, hourOfDay % 12);
        internalSet(MINUTE, msOfDay / 60000 % 60);
        internalSet(SECOND, msOfDay / 1000 % 60);
        internalSet(MILLISECOND, msOfDay % 1000);
        internalSet(ZONE_OFFSET, rawOffset);
        internalSet(DST_OFFSET, offset - rawOffset);
    }

    /**
     * The week of a day in a period (month or year) that starts on day 1. The days before the
     * first getFirstDayOfWeek() form week 1 if there are at least getMinimalDaysInFirstWeek()
     * of them, else week 0.
     */
    private int weekNumber(int dayOfPeriod, int dayOfWeek) {
        int firstDayDow = (int) Math.floorMod(dayOfWeek - (dayOfPeriod - 1), 7L);
        int leading = Math.floorMod(firstDayDow - getFirstDayOfWeek(), 7);
        int week = (dayOfPeriod - 1 + leading) / 7;
        return (7 - leading >= getMinimalDaysInFirstWeek()) ? week + 1 : week;
    }

    /** The week of the year; early January may be the previous year's last week, late December week 1. */
    private int weekOfYear(long days, long year, int dayOfYear, int dayOfWeek) {
        int week = weekNumber(dayOfYear, dayOfWeek);
        if (week == 0) {
            return weekNumber(dayOfYear + yearLength(year - 1), dayOfWeek);
        }
        long nextJan1 = daysFromCivil(year + 1, JANUARY, 1);
        int leading = Math.floorMod(dayOfWeek(nextJan1) - getFirstDayOfWeek(), 7);
        if (7 - leading >= getMinimalDaysInFirstWeek() && days >= nextJan1 - leading) {
            return 1;
        }
        return week;
    }

    // ---- arithmetic ----

    /**
     * Adds to a field with carries: YEAR and MONTH keep the day of the month where it exists
     * (else the month's last day); the other fields move the instant by their length.
     */
    public void add(int field, int amount) {
        if (amount == 0) {
            return;
        }
        if (field < 0 || field >= ZONE_OFFSET) {
            throw new IllegalArgumentException();
        }
        complete();
        long delta;
        switch (field) {
            case ERA:
                set(ERA, Math.max(BC, Math.min(AD, internalGet(ERA) + amount)));
                complete();
                return;
            case YEAR:
                delta = moveMonths(12L * amount);
                break;
            case MONTH:
                delta = moveMonths(amount);
                break;
            case WEEK_OF_YEAR:
            case WEEK_OF_MONTH:
            case DAY_OF_WEEK_IN_MONTH:
                delta = amount * 7 * ONE_DAY;
                break;
            case AM_PM:
                delta = amount * 12 * ONE_HOUR;
                break;
            case HOUR:
            case HOUR_OF_DAY:
                delta = amount * ONE_HOUR;
                break;
            case MINUTE:
                delta = amount * 60000L;
                break;
            case SECOND:
                delta = amount * 1000L;
                break;
            case MILLISECOND:
                delta = amount;
                break;
            default:                           // DAY_OF_MONTH, DAY_OF_YEAR, DAY_OF_WEEK
                delta = amount * ONE_DAY;
                break;
        }
        setTimeInMillis(time + delta);
    }

    /** The milliseconds between now and the same day (pinned to the month's end) months later. */
    private long moveMonths(long months) {
        long year = signedYear();
        int month = internalGet(MONTH);
        int day = internalGet(DAY_OF_MONTH);
        long total = year * 12 + month + months;
        long newYear = Math.floorDiv(total, 12L);
        int newMonth = (int) Math.floorMod(total, 12L);
        int newDay = Math.min(day, monthLength(newYear, newMonth));
        return (daysFromCivil(newYear, newMonth, newDay) - daysFromCivil(year, month, day)) * ONE_DAY;
    }

    public void roll(int field, boolean up) {
        roll(field, up ? 1 : -1);
    }

    /**
     * Adds to a field within its range, leaving larger fields alone (31 January rolled by one
     * month is 28 or 29 February of the same year). Rolling the week fields is not supported.
     */
    public void roll(int field, int amount) {
        if (amount == 0) {
            return;
        }
        if (field < 0 || field >= ZONE_OFFSET) {
            throw new IllegalArgumentException();
        }
        complete();
        long year = signedYear();
        long delta;
        switch (field) {
            case YEAR: {
                long newYear = Math.max(1, internalGet(YEAR) + (long) amount);
                delta = moveMonths(12 * (newYear - internalGet(YEAR)) * ((year > 0) ? 1 : -1));
                break;
            }
            case MONTH: {
                int month = internalGet(MONTH);
                delta = moveMonths(Math.floorMod(month + amount, 12) - month);
                break;
            }
            case DAY_OF_MONTH: {
                int day = internalGet(DAY_OF_MONTH);
                int length = monthLength(year, internalGet(MONTH));
                delta = (Math.floorMod(day - 1 + amount, length) + 1 - day) * ONE_DAY;
                break;
            }
            case DAY_OF_YEAR: {
                int day = internalGet(DAY_OF_YEAR);
                delta = (Math.floorMod(day - 1 + amount, yearLength(year)) + 1 - day) * ONE_DAY;
                break;
            }
            case DAY_OF_WEEK: {
                int index = Math.floorMod(internalGet(DAY_OF_WEEK) - getFirstDayOfWeek(), 7);
                delta = (Math.floorMod(index + amount, 7) - index) * ONE_DAY;
                break;
            }
            case AM_PM:
                delta = ((amount & 1) == 0) ? 0 : ((internalGet(AM_PM) == AM) ? 12 : -12) * ONE_HOUR;
                break;
            case HOUR:
                delta = rollUnit(internalGet(HOUR), amount, 12, ONE_HOUR);
                break;
            case HOUR_OF_DAY:
                delta = rollUnit(internalGet(HOUR_OF_DAY), amount, 24, ONE_HOUR);
                break;
            case MINUTE:
                delta = rollUnit(internalGet(MINUTE), amount, 60, 60000L);
                break;
            case SECOND:
                delta = rollUnit(internalGet(SECOND), amount, 60, 1000L);
                break;
            case MILLISECOND:
                delta = rollUnit(internalGet(MILLISECOND), amount, 1000, 1L);
                break;
            default:
                throw new UnsupportedOperationException(
                        "GregorianCalendar.roll(" + FIELD_NAMES[field] + ") is not supported by wwvm");
        }
        setTimeInMillis(time + delta);
    }

    private static long rollUnit(int value, int amount, int range, long unit) {
        return (Math.floorMod(value + amount, range) - value) * unit;
    }

    // ---- limits ----

    public int getMinimum(int field) {
        return MIN_VALUES[field];
    }

    public int getMaximum(int field) {
        return MAX_VALUES[field];
    }

    public int getGreatestMinimum(int field) {
        return MIN_VALUES[field];
    }

    public int getLeastMaximum(int field) {
        return LEAST_MAX_VALUES[field];
    }

    /** The largest value the field can take in the current month or year. */
    public int getActualMaximum(int field) {
        complete();
        long year = signedYear();
        switch (field) {
            case DAY_OF_MONTH:
                return monthLength(year, internalGet(MONTH));
            case DAY_OF_YEAR:
                return yearLength(year);
            case DAY_OF_WEEK_IN_MONTH:
                return (monthLength(year, internalGet(MONTH)) - 1) / 7 + 1;
            case WEEK_OF_MONTH: {
                int length = monthLength(year, internalGet(MONTH));
                long last = daysFromCivil(year, internalGet(MONTH), length);
                return weekNumber(length, dayOfWeek(last));
            }
            case WEEK_OF_YEAR: {
                long dec31 = daysFromCivil(year, DECEMBER, 31);
                int week = weekOfYear(dec31, year, yearLength(year), dayOfWeek(dec31));
                if (week == 1) {
                    week = weekOfYear(dec31 - 7, year, yearLength(year) - 7, dayOfWeek(dec31 - 7));
                }
                return week;
            }
            default:
                return getMaximum(field);
        }
    }
}
