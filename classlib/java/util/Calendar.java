// java.util.Calendar: the calendar fields (YEAR, MONTH, DAY_OF_MONTH, ...) of an instant in a
// time zone, kept in step with the instant on demand. GregorianCalendar does the arithmetic.
package java.util;

/**
 * Converts between an instant and calendar fields.
 *
 * Representation: the instant (time, valid when isTimeSet) is the truth whenever it is valid.
 * The fields array holds either values derived from the instant (areFieldsSet) or a mix of
 * derived values and values the program set. Which fields the program set, and in which order,
 * is kept in a small list, userSet[0..userCount): a field appears at most once, the most
 * recently set last. When two groups of fields compete to say the date (DAY_OF_MONTH against
 * DAY_OF_YEAR, HOUR_OF_DAY against HOUR with AM_PM), the group holding the later entry of the
 * list wins; fields that only carry a derived value rank below every set one.
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

    protected int[] fields;
    protected boolean[] isSet;
    protected long time;
    protected boolean isTimeSet;
    protected boolean areFieldsSet;

    /** Fields the program set since the fields were last derived, oldest first. */
    private byte[] userSet;
    private int userCount;

    private TimeZone zone;
    private boolean lenient = true;
    private int firstDayOfWeek = SUNDAY;
    private int minimalDaysInFirstWeek = 1;

    /** A calendar in the default zone whose fields and instant are both still unknown. */
    protected Calendar() {
        this(TimeZone.getDefault());
    }

    Calendar(TimeZone zone) {
        this.zone = zone;
        fields = new int[FIELD_COUNT];
        isSet = new boolean[FIELD_COUNT];
        userSet = new byte[FIELD_COUNT];
    }

    public static Calendar getInstance() {
        return new GregorianCalendar();
    }

    public static Calendar getInstance(TimeZone zone) {
        return new GregorianCalendar(zone);
    }

    /** Derives time from the fields. */
    protected abstract void computeTime();

    /** Derives every field from time. */
    protected abstract void computeFields();

    public final Date getTime() {
        return new Date(getTimeInMillis());
    }

    public final void setTime(Date date) {
        setTimeInMillis(date.getTime());
    }

    public long getTimeInMillis() {
        if (!isTimeSet) {
            computeTime();
            isTimeSet = true;
        }
        return time;
    }

    public void setTimeInMillis(long millis) {
        time = millis;
        isTimeSet = true;
        deriveFields();
    }

    public int get(int field) {
        complete();
        return fields[field];
    }

    protected final int internalGet(int field) {
        return fields[field];
    }

    public void set(int field, int value) {
        fields[field] = value;
        isSet[field] = true;
        forgetUserSet(field);
        userSet[userCount++] = (byte) field;
        isTimeSet = false;
        areFieldsSet = false;
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

    public final void clear() {
        for (int f = 0; f < FIELD_COUNT; f++) {
            fields[f] = 0;
            isSet[f] = false;
        }
        userCount = 0;
        isTimeSet = false;
        areFieldsSet = false;
    }

    public final void clear(int field) {
        fields[field] = 0;
        isSet[field] = false;
        forgetUserSet(field);
        isTimeSet = false;
        areFieldsSet = false;
    }

    public final boolean isSet(int field) {
        return isSet[field];
    }

    /** Brings whichever of the instant and the fields is stale up to date. */
    protected void complete() {
        if (!isTimeSet) {
            computeTime();
            isTimeSet = true;
        }
        if (!areFieldsSet) {
            deriveFields();
        }
    }

    /** Recomputes every field from the instant; none counts as set by the program afterwards. */
    private void deriveFields() {
        computeFields();
        for (int f = 0; f < FIELD_COUNT; f++) {
            isSet[f] = true;
        }
        userCount = 0;
        areFieldsSet = true;
    }

    private void forgetUserSet(int field) {
        int kept = 0;
        for (int i = 0; i < userCount; i++) {
            if (userSet[i] != field) {
                userSet[kept++] = userSet[i];
            }
        }
        userCount = kept;
    }

    /**
     * How recently the program set field: 1 + its place in the set-order list when it set it,
     * 0 when the field only holds a derived value, -1 when it holds nothing.
     */
    final int recency(int field) {
        for (int i = userCount - 1; i >= 0; i--) {
            if (userSet[i] == field) {
                return i + 1;
            }
        }
        return isSet[field] ? 0 : -1;
    }

    /** True when the program set field since the fields were last derived. */
    final boolean setByUser(int field) {
        return recency(field) > 0;
    }

    /** The field's value when it holds one, else fallback. */
    final int valueOr(int field, int fallback) {
        return isSet[field] ? fields[field] : fallback;
    }

    /** Stores a derived value (used by computeFields). */
    final void putDerived(int field, int value) {
        fields[field] = value;
    }

    public abstract void add(int field, int amount);

    public abstract void roll(int field, boolean up);

    /** Rolls one unit at a time; GregorianCalendar rolls any amount at once. */
    public void roll(int field, int amount) {
        for (; amount > 0; amount--) {
            roll(field, true);
        }
        for (; amount < 0; amount++) {
            roll(field, false);
        }
    }

    public void setTimeZone(TimeZone value) {
        zone = value;
        areFieldsSet = false;
    }

    public TimeZone getTimeZone() {
        return zone;
    }

    public void setLenient(boolean lenient) {
        this.lenient = lenient;
    }

    public boolean isLenient() {
        return lenient;
    }

    public void setFirstDayOfWeek(int value) {
        if (value != firstDayOfWeek) {
            firstDayOfWeek = value;
            areFieldsSet = false;
        }
    }

    public int getFirstDayOfWeek() {
        return firstDayOfWeek;
    }

    public void setMinimalDaysInFirstWeek(int value) {
        if (value != minimalDaysInFirstWeek) {
            minimalDaysInFirstWeek = value;
            areFieldsSet = false;
        }
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

    /** Same class, instant, zone and week and leniency settings. */
    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (obj == null || obj.getClass() != getClass()) {
            return false;
        }
        Calendar other = (Calendar) obj;
        return sameSettings(other) && getTimeInMillis() == other.getTimeInMillis();
    }

    private boolean sameSettings(Calendar other) {
        return lenient == other.lenient && firstDayOfWeek == other.firstDayOfWeek
                && minimalDaysInFirstWeek == other.minimalDaysInFirstWeek && zone.equals(other.zone);
    }

    public int hashCode() {
        long t = getTimeInMillis();
        int settings = firstDayOfWeek * 31 + minimalDaysInFirstWeek;
        settings = settings * 31 + (lenient ? 1 : 0);
        return (int) (t ^ (t >>> 32)) ^ (settings * 31 + zone.hashCode());
    }

    public boolean before(Object when) {
        return when instanceof Calendar && compareTo((Calendar) when) < 0;
    }

    public boolean after(Object when) {
        return when instanceof Calendar && compareTo((Calendar) when) > 0;
    }

    public int compareTo(Calendar anotherCalendar) {
        long mine = getTimeInMillis();
        long theirs = anotherCalendar.getTimeInMillis();
        return mine < theirs ? -1 : (mine == theirs ? 0 : 1);
    }

    /** A copy with its own field arrays and its own copy of the zone. */
    public Object clone() {
        Calendar copy;
        try {
            copy = (Calendar) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
        copy.fields = fields.clone();
        copy.isSet = isSet.clone();
        copy.userSet = userSet.clone();
        copy.zone = (TimeZone) zone.clone();
        return copy;
    }
}
