// java.util.Calendar: the calendar fields (YEAR, MONTH, DAY_OF_MONTH, ...) of an instant in a
// time zone, kept in step with the instant on demand. GregorianCalendar does the arithmetic.
package java.util;

/**
 * Converts between an instant and calendar fields. Setting a field marks the instant stale;
 * the next get() recomputes the instant from the fields (normalizing out-of-range values when
 * lenient) and then every field from the instant. Each set() is stamped so that the most
 * recently set of two competing fields (DAY_OF_MONTH or DAY_OF_YEAR, HOUR_OF_DAY or
 * HOUR/AM_PM) decides.
 */
public abstract class Calendar implements java.io.Serializable, Cloneable, Comparable<Calendar> {
    public static final int ERA = 0;
    public static final int YEAR = 1;
    public static final int MONTH = 2;
    public static final int WEEK_OF_YEAR = 3;
    public static final int WEEK_OF_MONTH = 4;
    public static final int DATE = 5;
    public static final int DAY_OF_MONTH = 5;
    public static final int DAY_OF_YEAR = 6;
    public static final int DAY_OF_WEEK = 7;
    public static final int DAY_OF_WEEK_IN_MONTH = 8;
    public static final int AM_PM = 9;
    public static final int HOUR = 10;
    public static final int HOUR_OF_DAY = 11;
    public static final int MINUTE = 12;
    public static final int SECOND = 13;
    public static final int MILLISECOND = 14;
    public static final int ZONE_OFFSET = 15;
    public static final int DST_OFFSET = 16;
    public static final int FIELD_COUNT = 17;

    public static final int SUNDAY = 1;
    public static final int MONDAY = 2;
    public static final int TUESDAY = 3;
    public static final int WEDNESDAY = 4;
    public static final int THURSDAY = 5;
    public static final int FRIDAY = 6;
    public static final int SATURDAY = 7;

    public static final int JANUARY = 0;
    public static final int FEBRUARY = 1;
    public static final int MARCH = 2;
    public static final int APRIL = 3;
    public static final int MAY = 4;
    public static final int JUNE = 5;
    public static final int JULY = 6;
    public static final int AUGUST = 7;
    public static final int SEPTEMBER = 8;
    public static final int OCTOBER = 9;
    public static final int NOVEMBER = 10;
    public static final int DECEMBER = 11;
    public static final int UNDECIMBER = 12;

    public static final int AM = 0;
    public static final int PM = 1;

    static final String[] FIELD_NAMES = {
        "ERA", "YEAR", "MONTH", "WEEK_OF_YEAR", "WEEK_OF_MONTH", "DAY_OF_MONTH", "DAY_OF_YEAR",
        "DAY_OF_WEEK", "DAY_OF_WEEK_IN_MONTH", "AM_PM", "HOUR", "HOUR_OF_DAY", "MINUTE", "SECOND",
        "MILLISECOND", "ZONE_OFFSET", "DST_OFFSET"
    };

    /** Stamps: a field never set, one computed from the instant, and the first set() value. */
    static final int UNSET = 0;
    static final int COMPUTED = 1;
    static final int MINIMUM_USER_STAMP = 2;

    /** The field values, valid where areFieldsSet (or where set() put them). */
    protected int[] fields;
    protected boolean[] isSet;
    /** The instant in milliseconds since the epoch, valid when isTimeSet. */
    protected long time;
    protected boolean isTimeSet;
    protected boolean areFieldsSet;

    /** When each field got its value: UNSET, COMPUTED, or the order of set() calls. */
    private int[] stamp;
    private int nextStamp = MINIMUM_USER_STAMP;
    private TimeZone zone;
    private boolean lenient = true;
    private int firstDayOfWeek = SUNDAY;
    private int minimalDaysInFirstWeek = 1;

    /** A calendar in the default time zone, its fields cleared (weeks start on Sunday). */
    protected Calendar() {
        this(TimeZone.getDefaultRef());
    }

    Calendar(TimeZone zone) {
        this.zone = zone;
        fields = new int[FIELD_COUNT];
        isSet = new boolean[FIELD_COUNT];
        stamp = new int[FIELD_COUNT];
    }

    /** A GregorianCalendar at the current time in the default time zone. */
    public static Calendar getInstance() {
        return new GregorianCalendar();
    }

    public static Calendar getInstance(TimeZone zone) {
        return new GregorianCalendar(zone);
    }

    /** The instant from the fields, into time. */
    protected abstract void computeTime();

    /** Every field from time, in the calendar's zone. */
    protected abstract void computeFields();

    public final Date getTime() {
        return new Date(getTimeInMillis());
    }

    public final void setTime(Date date) {
        setTimeInMillis(date.getTime());
    }

    public long getTimeInMillis() {
        if (!isTimeSet) {
            updateTime();
        }
        return time;
    }

    /** Sets the instant and recomputes every field from it. */
    public void setTimeInMillis(long millis) {
        time = millis;
        isTimeSet = true;
        computeFields();
        setFieldsComputed();
    }

    /** The field's value, after bringing instant and fields up to date. */
    public int get(int field) {
        complete();
        return internalGet(field);
    }

    protected final int internalGet(int field) {
        return fields[field];
    }

    /** Stores a value that computeFields produced. */
    final void internalSet(int field, int value) {
        fields[field] = value;
    }

    /** Sets a field; the instant is recomputed from the fields when next needed. */
    public void set(int field, int value) {
        isTimeSet = false;
        areFieldsSet = false;
        fields[field] = value;
        isSet[field] = true;
        stamp[field] = nextStamp++;
    }

    public final void set(int year, int month, int date) {
        set(YEAR, year);
        set(MONTH, month);
        set(DATE, date);
    }

    public final void set(int year, int month, int date, int hourOfDay, int minute) {
        set(year, month, date);
        set(HOUR_OF_DAY, hourOfDay);
        set(MINUTE, minute);
    }

    public final void set(int year, int month, int date, int hourOfDay, int minute, int second) {
        set(year, month, date, hourOfDay, minute);
        set(SECOND, second);
    }

    /** Makes every field and the instant undefined (get() then starts from 1970-01-01 00:00). */
    public final void clear() {
        for (int i = 0; i < FIELD_COUNT; i++) {
            fields[i] = 0;
            stamp[i] = UNSET;
            isSet[i] = false;
        }
        areFieldsSet = false;
        isTimeSet = false;
    }

    public final void clear(int field) {
        fields[field] = 0;
        stamp[field] = UNSET;
        isSet[field] = false;
        areFieldsSet = false;
        isTimeSet = false;
    }

    public final boolean isSet(int field) {
        return stamp[field] != UNSET;
    }

    /** Brings the instant and then the fields up to date. */
    protected void complete() {
        if (!isTimeSet) {
            updateTime();
        }
        if (!areFieldsSet) {
            computeFields();
            setFieldsComputed();
        }
    }

    private void updateTime() {
        computeTime();
        isTimeSet = true;
    }

    private void setFieldsComputed() {
        for (int i = 0; i < FIELD_COUNT; i++) {
            stamp[i] = COMPUTED;
            isSet[i] = true;
        }
        areFieldsSet = true;
    }

    /** The order in which the field was set: UNSET, COMPUTED, or MINIMUM_USER_STAMP and up. */
    final int stampOf(int field) {
        return stamp[field];
    }

    /** The field's value, or def when it was never set. */
    final int valueOr(int field, int def) {
        return (stamp[field] == UNSET) ? def : fields[field];
    }

    /** Adds a signed amount to a field, carrying into larger fields. */
    public abstract void add(int field, int amount);

    /** Adds or subtracts one unit of a field without changing larger fields. */
    public abstract void roll(int field, boolean up);

    /** Rolls by amount units, one step at a time. */
    public void roll(int field, int amount) {
        while (amount > 0) {
            roll(field, true);
            amount--;
        }
        while (amount < 0) {
            roll(field, false);
            amount++;
        }
    }

    public void setTimeZone(TimeZone value) {
        zone = value;
        areFieldsSet = false;
    }

    public TimeZone getTimeZone() {
        return zone;
    }

    /** With lenient interpretation (the default) out-of-range fields carry over (month 12 is next January). */
    public void setLenient(boolean lenient) {
        this.lenient = lenient;
    }

    public boolean isLenient() {
        return lenient;
    }

    public void setFirstDayOfWeek(int value) {
        if (firstDayOfWeek == value) {
            return;
        }
        firstDayOfWeek = value;
        areFieldsSet = false;
    }

    public int getFirstDayOfWeek() {
        return firstDayOfWeek;
    }

    public void setMinimalDaysInFirstWeek(int value) {
        if (minimalDaysInFirstWeek == value) {
            return;
        }
        minimalDaysInFirstWeek = value;
        areFieldsSet = false;
    }

    public int getMinimalDaysInFirstWeek() {
        return minimalDaysInFirstWeek;
    }

    public abstract int getMinimum(int field);

    public abstract int getMaximum(int field);

    public abstract int getGreatestMinimum(int field);

    public abstract int getLeastMaximum(int field);

    public int getActualMinimum(int field) {
        return getMinimum(field);
    }

    public int getActualMaximum(int field) {
        return getMaximum(field);
    }

    /** "gregory" for wwvm's only calendar system. */
    public String getCalendarType() {
        return "gregory";
    }

    /** Same instant, same zone and same week and leniency settings. */
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof Calendar)) {
            return false;
        }
        Calendar that = (Calendar) obj;
        return getTimeInMillis() == that.getTimeInMillis() && lenient == that.lenient
                && firstDayOfWeek == that.firstDayOfWeek
                && minimalDaysInFirstWeek == that.minimalDaysInFirstWeek && zone.equals(that.zone);
    }

    public int hashCode() {
        int otheritems = (lenient ? 1 : 0) | (firstDayOfWeek << 1) | (minimalDaysInFirstWeek << 4)
                | (zone.hashCode() << 7);
        long t = getTimeInMillis();
        return (int) t ^ (int) (t >> 32) ^ otheritems;
    }

    /** Whether when is a Calendar at a later instant. */
    public boolean before(Object when) {
        return (when instanceof Calendar) && compareTo((Calendar) when) < 0;
    }

    public boolean after(Object when) {
        return (when instanceof Calendar) && compareTo((Calendar) when) > 0;
    }

    public int compareTo(Calendar anotherCalendar) {
        long a = getTimeInMillis();
        long b = anotherCalendar.getTimeInMillis();
        return (a > b) ? 1 : (a == b) ? 0 : -1;
    }

    /** A copy with its own fields and zone. */
    public Object clone() {
        try {
            Calendar other = (Calendar) super.clone();
            other.fields = fields.clone();
            other.isSet = isSet.clone();
            other.stamp = stamp.clone();
            other.zone = (TimeZone) zone.clone();
            return other;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }
}
