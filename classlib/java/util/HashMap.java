// java.util.HashMap: the hash table Map. Its iteration order is observable and programs print it,
// so the table follows the facts that decide the JDK's order:
//  - bins: a power-of-two array (16 by default, load factor 0.75) allocated at the first insertion;
//    a key goes to bin spread(hash) & (length - 1), spread(h) = h ^ (h >>> 16), null's hash is 0;
//  - put appends a new key at the tail of its bin, then doubles the table once the count exceeds
//    the limit; a bin that already held 8 cells also doubles a table shorter than 64;
//  - doubling sends each cell of bin i to bin i or i + oldLength, keeping relative order;
//  - computeIfAbsent, compute and merge make room (allocate, or double when the count is already
//    over the limit) before they look, put a new key at the HEAD of its bin, double a table
//    shorter than 64 when the bin already held 7 cells, and throw ConcurrentModificationException
//    when their function changed the map.
// The JDK turns a bin of 8 or more cells in a table of 64 or more into a red-black tree whose
// iteration order can differ from the list's; wwvm keeps every bin a list, so only keys colliding
// that badly can iterate in another order than on the JDK.
// LinkedHashMap reuses the table and keeps its order list through the cell protocol below
// (makeCell, cellUsed, cellRemoved, cellAdded, firstCell/cellAfter, visitCells, orderReset).
package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;

/** A Map backed by a hash table; permits null keys and values; not synchronized. */
public class HashMap<K, V> extends AbstractMap<K, V> implements Map<K, V>, Cloneable, java.io.Serializable {
    private static final int LARGEST_TABLE = 1 << 30;
    private static final int STANDARD_TABLE = 16;
    private static final float STANDARD_LOAD = 0.75f;
    /** put doubles a table shorter than SMALL_TABLE when the new key's bin already held this many. */
    private static final int CROWDED_BIN = 8;
    private static final int SMALL_TABLE = 64;

    private static final int KEYS = 0;
    private static final int VALUES = 1;
    private static final int ENTRIES = 2;

    /** The bins; null until the first insertion. */
    private transient HashCell<K, V>[] bins;
    private transient int count;
    /** With bins allocated: the table doubles once count exceeds this. */
    private transient int growLimit;
    /** With bins null: the length to allocate; 0 stands for the standard first table. */
    private transient int firstLength;
    private final float loadFactor;
    /** Structural modifications, for the fail-fast iterators (LinkedHashMap counts reorderings). */
    transient int changes;

    private transient Set<K> keyView;
    private transient Collection<V> valueView;
    private transient Set<Map.Entry<K, V>> entryView;

    public HashMap(int initialCapacity, float loadFactor) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException("Illegal initial capacity: " + initialCapacity);
        }
        if (!(loadFactor > 0)) { // also rejects NaN
            throw new IllegalArgumentException("Illegal load factor: " + loadFactor);
        }
        this.loadFactor = loadFactor;
        this.firstLength = powerOfTwoAtLeast(initialCapacity);
    }

    public HashMap(int initialCapacity) {
        this(initialCapacity, STANDARD_LOAD);
    }

    public HashMap() {
        this.loadFactor = STANDARD_LOAD;
    }

    public HashMap(Map<? extends K, ? extends V> m) {
        this.loadFactor = STANDARD_LOAD;
        insertAll(m, false);
    }

    // ------------------------------------------------------------------ sizing

    /** The smallest power of two >= n (1 for n <= 1), at most LARGEST_TABLE. */
    private static int powerOfTwoAtLeast(int n) {
        if (n >= LARGEST_TABLE) {
            return LARGEST_TABLE;
        }
        int p = 1;
        while (p < n) {
            p += p;
        }
        return p;
    }

    /** The growth limit a table of length bins has under this map's load factor. */
    private int limitFor(int length) {
        float limit = length * loadFactor;
        return (length < LARGEST_TABLE && limit < LARGEST_TABLE) ? (int) limit : Integer.MAX_VALUE;
    }

    private void allocate() {
        int length = firstLength;
        if (length == 0) {
            // The standard first table has 16 bins and a limit of 12 whatever the load factor (a
            // clone of an empty map with another load factor shows this on the JDK).
            length = STANDARD_TABLE;
            growLimit = (int) (STANDARD_TABLE * STANDARD_LOAD);
        } else {
            growLimit = limitFor(length);
        }
        @SuppressWarnings("unchecked")
        HashCell<K, V>[] fresh = (HashCell<K, V>[]) new HashCell[length];
        bins = fresh;
    }

    /**
     * Doubles the table. Each bin is split by one stable pass: the cells whose hash has the bit
     * oldLength set are unhooked onto a second chain that becomes bin i + oldLength, the others
     * stay, in order, in bin i. The old array is emptied as it is read (a forEach walking it then
     * sees what the JDK's sees).
     */
    private void grow() {
        HashCell<K, V>[] old = bins;
        int oldLength = old.length;
        if (oldLength >= LARGEST_TABLE) {
            growLimit = Integer.MAX_VALUE;
            return;
        }
        int newLength = oldLength * 2;
        if (newLength < LARGEST_TABLE && oldLength >= STANDARD_TABLE) {
            growLimit *= 2; // from 16 bins up the JDK doubles the limit rather than recomputing it
        } else {
            growLimit = limitFor(newLength);
        }
        @SuppressWarnings("unchecked")
        HashCell<K, V>[] fresh = (HashCell<K, V>[]) new HashCell[newLength];
        for (int i = 0; i < oldLength; i++) {
            HashCell<K, V> staying = old[i];
            old[i] = null;
            HashCell<K, V> movedFirst = null;
            HashCell<K, V> movedLast = null;
            HashCell<K, V> keptLast = null;
            HashCell<K, V> c = staying;
            while (c != null) {
                HashCell<K, V> following = c.chain;
                if ((c.code & oldLength) == 0) {
                    keptLast = c;
                } else {
                    if (keptLast == null) {
                        staying = following;
                    } else {
                        keptLast.chain = following;
                    }
                    c.chain = null;
                    if (movedLast == null) {
                        movedFirst = c;
                    } else {
                        movedLast.chain = c;
                    }
                    movedLast = c;
                }
                c = following;
            }
            fresh[i] = staying;
            fresh[i + oldLength] = movedFirst;
        }
        bins = fresh;
    }

    /** computeIfAbsent, compute and merge make room before they look, as the JDK's do. */
    private void makeRoomBeforeCompute() {
        if (bins == null) {
            allocate();
        } else if (count > growLimit) {
            grow();
        }
    }

    // ------------------------------------------------------------------ the cell protocol

    /** The spread hash of key: its hashCode with the high half folded into the low (0 for null). */
    static int spread(Object key) {
        if (key == null) {
            return 0;
        }
        int h = key.hashCode();
        return h ^ (h >>> 16);
    }

    /** Creates the cell of a new mapping (LinkedHashMap's also joins its order list). */
    HashCell<K, V> makeCell(int code, K key, V value) {
        return new HashCell<K, V>(code, key, value);
    }

    /** An existing mapping was read or written by an operation an access order counts. */
    void cellUsed(HashCell<K, V> cell) {
    }

    /** cell has left its bin. */
    void cellRemoved(HashCell<K, V> cell) {
    }

    /** A new mapping is in place and counted; mayEvict is false while constructing or cloning. */
    void cellAdded(boolean mayEvict) {
    }

    /** The copy made by clone forgets its original's order state before it is filled. */
    void orderReset() {
    }

    /** The first cell in iteration order, or null. */
    HashCell<K, V> firstCell() {
        HashCell<K, V>[] b = bins;
        if (b == null || count == 0) {
            return null;
        }
        return firstFrom(b, 0);
    }

    /** The cell after c in iteration order, or null. */
    HashCell<K, V> cellAfter(HashCell<K, V> c) {
        if (c.chain != null) {
            return c.chain;
        }
        HashCell<K, V>[] b = bins;
        return firstFrom(b, (c.code & (b.length - 1)) + 1);
    }

    private static <K, V> HashCell<K, V> firstFrom(HashCell<K, V>[] b, int index) {
        for (int i = index; i < b.length; i++) {
            if (b[i] != null) {
                return b[i];
            }
        }
        return null;
    }

    /**
     * Gives every cell to visit in iteration order, then throws ConcurrentModificationException if
     * the map was structurally modified meanwhile (forEach, replaceAll and the views' forEach
     * check once, at the end, as the JDK's do).
     */
    void visitCells(Consumer<HashCell<K, V>> visit) {
        HashCell<K, V>[] b = bins;
        if (b == null || count == 0) {
            return;
        }
        int expected = changes;
        for (int i = 0; i < b.length; i++) {
            for (HashCell<K, V> c = b[i]; c != null; c = c.chain) {
                visit.accept(c);
            }
        }
        if (changes != expected) {
            throw new ConcurrentModificationException();
        }
    }

    /** The cell mapping key, or null. */
    final HashCell<K, V> find(Object key) {
        HashCell<K, V>[] b = bins;
        if (b == null) {
            return null;
        }
        int code = spread(key);
        for (HashCell<K, V> c = b[code & (b.length - 1)]; c != null; c = c.chain) {
            if (c.holds(code, key)) {
                return c;
            }
        }
        return null;
    }

    /**
     * Maps key to value, a new key going to the tail of its bin; an existing key keeps a non-null
     * value when keepPresent. Returns the previous value (null for a new key).
     */
    private V store(K key, V value, boolean keepPresent, boolean mayEvict) {
        if (bins == null) {
            allocate();
        }
        int code = spread(key);
        int index = code & (bins.length - 1);
        HashCell<K, V> tail = null;
        int population = 0;
        for (HashCell<K, V> c = bins[index]; c != null; c = c.chain) {
            if (c.holds(code, key)) {
                V previous = c.value;
                if (!keepPresent || previous == null) {
                    c.value = value;
                }
                cellUsed(c);
                return previous;
            }
            tail = c;
            population++;
        }
        HashCell<K, V> cell = makeCell(code, key, value);
        if (tail == null) {
            bins[index] = cell;
        } else {
            tail.chain = cell;
        }
        changes++;
        if (population >= CROWDED_BIN && bins.length < SMALL_TABLE) {
            grow();
        }
        if (++count > growLimit) {
            grow();
        }
        cellAdded(mayEvict);
        return null;
    }

    /** Adds a mapping known to be absent at the head of its bin (the compute family's insertion). */
    private void storeAtHead(K key, V value) {
        int code = spread(key);
        int index = code & (bins.length - 1);
        int population = 0;
        for (HashCell<K, V> c = bins[index]; c != null; c = c.chain) {
            population++;
        }
        HashCell<K, V> cell = makeCell(code, key, value);
        cell.chain = bins[index];
        bins[index] = cell;
        if (population >= CROWDED_BIN - 1 && bins.length < SMALL_TABLE) {
            grow();
        }
        changes++;
        count++;
        cellAdded(true);
    }

    /**
     * Unhooks the cell mapping key and returns it, or returns null when there is none or (with
     * checkValue) its value does not equal expected.
     */
    final HashCell<K, V> unhook(Object key, boolean checkValue, Object expected) {
        HashCell<K, V>[] b = bins;
        if (b == null) {
            return null;
        }
        int code = spread(key);
        int index = code & (b.length - 1);
        HashCell<K, V> before = null;
        for (HashCell<K, V> c = b[index]; c != null; before = c, c = c.chain) {
            if (c.holds(code, key)) {
                if (checkValue && !Objects.equals(expected, c.value)) {
                    return null;
                }
                if (before == null) {
                    b[index] = c.chain;
                } else {
                    before.chain = c.chain;
                }
                changes++;
                count--;
                cellRemoved(c);
                return c;
            }
        }
        return null;
    }

    /**
     * putAll's work (also the copy constructor's and clone's): presize an unallocated table for
     * m.size() / loadFactor + 1 keys, or double an allocated one once if m alone exceeds its
     * limit; then put m's mappings in m's order.
     */
    final void insertAll(Map<? extends K, ? extends V> m, boolean mayEvict) {
        int incoming = m.size();
        if (incoming == 0) {
            return;
        }
        if (bins == null) {
            float wanted = incoming / loadFactor + 1.0f;
            int needed = wanted < LARGEST_TABLE ? (int) wanted : LARGEST_TABLE;
            if (needed > firstLength) {
                firstLength = powerOfTwoAtLeast(needed);
            }
        } else if (incoming > growLimit) {
            grow();
        }
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            store(e.getKey(), e.getValue(), false, mayEvict);
        }
    }

    // ------------------------------------------------------------------ Map

    public int size() {
        return count;
    }

    public boolean isEmpty() {
        return count == 0;
    }

    public V get(Object key) {
        HashCell<K, V> c = find(key);
        return c == null ? null : c.value;
    }

    public boolean containsKey(Object key) {
        return find(key) != null;
    }

    public boolean containsValue(Object value) {
        for (HashCell<K, V> c = firstCell(); c != null; c = cellAfter(c)) {
            if (Objects.equals(value, c.value)) {
                return true;
            }
        }
        return false;
    }

    public V put(K key, V value) {
        return store(key, value, false, true);
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        insertAll(m, true);
    }

    public V remove(Object key) {
        HashCell<K, V> c = unhook(key, false, null);
        return c == null ? null : c.value;
    }

    /** Empties the map; the table keeps its length (so later iteration orders match the JDK's). */
    public void clear() {
        changes++;
        HashCell<K, V>[] b = bins;
        if (b != null && count > 0) {
            count = 0;
            for (int i = 0; i < b.length; i++) {
                b[i] = null;
            }
        }
    }

    public V getOrDefault(Object key, V defaultValue) {
        HashCell<K, V> c = find(key);
        return c == null ? defaultValue : c.value;
    }

    public V putIfAbsent(K key, V value) {
        return store(key, value, true, true);
    }

    public boolean remove(Object key, Object value) {
        return unhook(key, true, value) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        HashCell<K, V> c = find(key);
        if (c == null || !Objects.equals(c.value, oldValue)) {
            return false;
        }
        c.value = newValue;
        cellUsed(c);
        return true;
    }

    public V replace(K key, V value) {
        HashCell<K, V> c = find(key);
        if (c == null) {
            return null;
        }
        V previous = c.value;
        c.value = value;
        cellUsed(c);
        return previous;
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (mappingFunction == null) {
            throw new NullPointerException();
        }
        makeRoomBeforeCompute();
        HashCell<K, V> c = find(key);
        if (c != null && c.value != null) {
            cellUsed(c);
            return c.value;
        }
        int expected = changes;
        V fresh = mappingFunction.apply(key);
        if (changes != expected) {
            throw new ConcurrentModificationException();
        }
        if (fresh == null) {
            return null;
        }
        if (c != null) {
            c.value = fresh;
            cellUsed(c);
        } else {
            storeAtHead(key, fresh);
        }
        return fresh;
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null) {
            throw new NullPointerException();
        }
        HashCell<K, V> c = find(key);
        if (c == null || c.value == null) {
            return null;
        }
        int expected = changes;
        V fresh = remappingFunction.apply(key, c.value);
        if (changes != expected) {
            throw new ConcurrentModificationException();
        }
        if (fresh == null) {
            unhook(key, false, null);
        } else {
            c.value = fresh;
            cellUsed(c);
        }
        return fresh;
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null) {
            throw new NullPointerException();
        }
        makeRoomBeforeCompute();
        HashCell<K, V> c = find(key);
        int expected = changes;
        V fresh = remappingFunction.apply(key, c == null ? null : c.value);
        if (changes != expected) {
            throw new ConcurrentModificationException();
        }
        if (c == null) {
            if (fresh != null) {
                storeAtHead(key, fresh);
            }
        } else if (fresh == null) {
            unhook(key, false, null);
        } else {
            c.value = fresh;
            cellUsed(c);
        }
        return fresh;
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        makeRoomBeforeCompute();
        HashCell<K, V> c = find(key);
        if (c == null) {
            storeAtHead(key, value);
            return value;
        }
        V fresh = value;
        if (c.value != null) {
            int expected = changes;
            fresh = remappingFunction.apply(c.value, value);
            if (changes != expected) {
                throw new ConcurrentModificationException();
            }
        }
        if (fresh == null) {
            unhook(key, false, null);
        } else {
            c.value = fresh;
            cellUsed(c);
        }
        return fresh;
    }

    public void forEach(final BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        visitCells(new Consumer<HashCell<K, V>>() {
            public void accept(HashCell<K, V> c) {
                action.accept(c.key, c.value);
            }
        });
    }

    public void replaceAll(final BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        visitCells(new Consumer<HashCell<K, V>>() {
            public void accept(HashCell<K, V> c) {
                c.value = function.apply(c.key, c.value);
            }
        });
    }

    /** A shallow copy: same keys and values, in a table presized for the current count. */
    public Object clone() {
        HashMap<K, V> copy;
        try {
            @SuppressWarnings("unchecked")
            HashMap<K, V> made = (HashMap<K, V>) super.clone();
            copy = made;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
        copy.bins = null;
        copy.count = 0;
        copy.growLimit = 0;
        copy.firstLength = 0;
        copy.changes = 0;
        copy.keyView = null;
        copy.valueView = null;
        copy.entryView = null;
        copy.orderReset();
        copy.insertAll(this, false);
        return copy;
    }

    // ------------------------------------------------------------------ views

    public Set<K> keySet() {
        Set<K> view = keyView;
        if (view == null) {
            view = new KeyView();
            keyView = view;
        }
        return view;
    }

    public Collection<V> values() {
        Collection<V> view = valueView;
        if (view == null) {
            view = new ValueView();
            valueView = view;
        }
        return view;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        Set<Map.Entry<K, V>> view = entryView;
        if (view == null) {
            view = new EntryView();
            entryView = view;
        }
        return view;
    }

    /** Feeds one part of each cell (KEYS, VALUES or ENTRIES) to action through visitCells. */
    private void visitParts(final int part, final Consumer<Object> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        visitCells(new Consumer<HashCell<K, V>>() {
            public void accept(HashCell<K, V> c) {
                action.accept(part == KEYS ? c.key : part == VALUES ? c.value : c);
            }
        });
    }

    private final class KeyView extends AbstractSet<K> {
        public int size() {
            return count;
        }

        public void clear() {
            HashMap.this.clear();
        }

        public Iterator<K> iterator() {
            return new Cursor<K>(KEYS);
        }

        public boolean contains(Object o) {
            return find(o) != null;
        }

        public boolean remove(Object o) {
            return unhook(o, false, null) != null;
        }

        @SuppressWarnings("unchecked")
        public void forEach(Consumer<? super K> action) {
            visitParts(KEYS, (Consumer<Object>) action);
        }
    }

    private final class ValueView extends AbstractCollection<V> {
        public int size() {
            return count;
        }

        public void clear() {
            HashMap.this.clear();
        }

        public Iterator<V> iterator() {
            return new Cursor<V>(VALUES);
        }

        public boolean contains(Object o) {
            return containsValue(o);
        }

        @SuppressWarnings("unchecked")
        public void forEach(Consumer<? super V> action) {
            visitParts(VALUES, (Consumer<Object>) action);
        }
    }

    private final class EntryView extends AbstractSet<Map.Entry<K, V>> {
        public int size() {
            return count;
        }

        public void clear() {
            HashMap.this.clear();
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            return new Cursor<Map.Entry<K, V>>(ENTRIES);
        }

        public boolean contains(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            HashCell<K, V> c = find(e.getKey());
            return c != null && c.equals(e);
        }

        public boolean remove(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return unhook(e.getKey(), true, e.getValue()) != null;
        }

        @SuppressWarnings("unchecked")
        public void forEach(Consumer<? super Map.Entry<K, V>> action) {
            visitParts(ENTRIES, (Consumer<Object>) action);
        }
    }

    /**
     * The views' iterator, over firstCell/cellAfter (table order here, list order in
     * LinkedHashMap). It finds the following cell as it hands one out, so hasNext never fails and
     * next/remove check for outside modification.
     */
    private final class Cursor<T> implements Iterator<T> {
        private final int part;
        private HashCell<K, V> upcoming;
        private HashCell<K, V> handedOut;
        private int expected;

        Cursor(int part) {
            this.part = part;
            this.expected = changes;
            this.upcoming = firstCell();
        }

        public boolean hasNext() {
            return upcoming != null;
        }

        @SuppressWarnings("unchecked")
        public T next() {
            if (changes != expected) {
                throw new ConcurrentModificationException();
            }
            HashCell<K, V> c = upcoming;
            if (c == null) {
                throw new NoSuchElementException();
            }
            upcoming = cellAfter(c);
            handedOut = c;
            return (T) (part == KEYS ? c.key : part == VALUES ? c.value : c);
        }

        public void remove() {
            if (handedOut == null) {
                throw new IllegalStateException();
            }
            if (changes != expected) {
                throw new ConcurrentModificationException();
            }
            unhook(handedOut.key, false, null);
            handedOut = null;
            expected = changes;
        }
    }
}
