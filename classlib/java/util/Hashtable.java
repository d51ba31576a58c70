// java.util.Hashtable: the synchronized hash table of JDK 1.0 and CLDC. Programs print its
// enumeration order, so the layout follows the facts that decide the JDK's:
//  - 11 buckets by default, load factor 0.75; a key goes to bucket (hash & 0x7FFFFFFF) % length;
//  - a new key goes to the HEAD of its bucket; when count has reached the threshold before the
//    addition, rehash() first grows the table to 2n + 1 buckets, moving the cells of the old
//    buckets from the last one down, each to the head of its new bucket;
//  - enumerations, iterators, toString, equals and hashCode walk the buckets from the highest
//    index down; forEach and replaceAll walk them from index 0 up.
// Neither keys nor values may be null (NullPointerException). Removing a key through remove(key),
// remove(key, value) or the entry set clears the removed entry's value, as the JDK does.
package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/** A synchronized Map (and Dictionary) from non-null keys to non-null values. */
public class Hashtable<K, V> extends Dictionary<K, V> implements Map<K, V>, Cloneable, java.io.Serializable {
    private static final int LARGEST_ARRAY = Integer.MAX_VALUE - 8;
    private static final int KEYS = 0;
    private static final int VALUES = 1;
    private static final int ENTRIES = 2;

    private transient Link<K, V>[] buckets;
    private transient int count;
    /** An addition that finds count >= rehashAt rehashes first. */
    private int rehashAt;
    private final float loadFactor;
    /** Structural modifications, for the fail-fast iterators. */
    private transient int changes;
    /** Set while hashCode runs, so a table that contains itself adds 0 for itself. */
    private transient boolean hashing;

    private transient Set<K> keyView;
    private transient Collection<V> valueView;
    private transient Set<Map.Entry<K, V>> entryView;

    public Hashtable(int initialCapacity, float loadFactor) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException("Illegal Capacity: " + initialCapacity);
        }
        if (!(loadFactor > 0)) { // also rejects NaN
            throw new IllegalArgumentException("Illegal Load: " + loadFactor);
        }
        this.loadFactor = loadFactor;
        int length = initialCapacity == 0 ? 1 : initialCapacity;
        buckets = newTable(length);
        rehashAt = limitFor(length);
    }

    public Hashtable(int initialCapacity) {
        this(initialCapacity, 0.75f);
    }

    public Hashtable() {
        this(11, 0.75f);
    }

    public Hashtable(Map<? extends K, ? extends V> t) {
        this(Math.max(2 * t.size(), 11), 0.75f);
        putAll(t);
    }

    // ------------------------------------------------------------------ the table

    @SuppressWarnings("unchecked")
    private static <K, V> Link<K, V>[] newTable(int length) {
        return (Link<K, V>[]) new Link[length];
    }

    private int limitFor(int length) {
        return (int) Math.min(length * loadFactor, LARGEST_ARRAY + 1);
    }

    private static int bucketOf(int hash, int length) {
        return (hash & 0x7FFFFFFF) % length;
    }

    /** The link holding key (NullPointerException for a null key), or null. */
    private Link<K, V> locate(Object key) {
        int hash = key.hashCode();
        for (Link<K, V> e = buckets[bucketOf(hash, buckets.length)]; e != null; e = e.next) {
            if (e.hash == hash && e.key.equals(key)) {
                return e;
            }
        }
        return null;
    }

    /** Adds a mapping known to be absent, rehashing first when the table is full. */
    private void addLink(int hash, K key, V value) {
        if (count >= rehashAt) {
            rehash();
        }
        Link<K, V>[] tab = buckets;
        int index = bucketOf(hash, tab.length);
        tab[index] = new Link<K, V>(hash, key, value, tab[index]);
        count++;
        changes++;
    }

    /** Takes target (compared by identity) out of its bucket; false if it is not in the table. */
    private boolean unlink(Link<K, V> target) {
        Link<K, V>[] tab = buckets;
        int index = bucketOf(target.hash, tab.length);
        Link<K, V> before = null;
        for (Link<K, V> e = tab[index]; e != null; before = e, e = e.next) {
            if (e == target) {
                if (before == null) {
                    tab[index] = e.next;
                } else {
                    before.next = e.next;
                }
                count--;
                changes++;
                return true;
            }
        }
        return false;
    }

    /**
     * Grows the table to 2n + 1 buckets (called when an addition finds it full). The old buckets
     * are emptied from the last one down, each cell going to the head of its new bucket.
     */
    protected void rehash() {
        Link<K, V>[] old = buckets;
        int oldLength = old.length;
        int newLength = oldLength * 2 + 1;
        if (newLength - LARGEST_ARRAY > 0) {
            if (oldLength == LARGEST_ARRAY) {
                return;
            }
            newLength = LARGEST_ARRAY;
        }
        Link<K, V>[] fresh = newTable(newLength);
        changes++;
        rehashAt = limitFor(newLength);
        buckets = fresh;
        for (int i = oldLength - 1; i >= 0; i--) {
            Link<K, V> e = old[i];
            while (e != null) {
                Link<K, V> following = e.next;
                int index = bucketOf(e.hash, newLength);
                e.next = fresh[index];
                fresh[index] = e;
                e = following;
            }
        }
    }

    // ------------------------------------------------------------------ Dictionary and Map

    public synchronized int size() {
        return count;
    }

    public synchronized boolean isEmpty() {
        return count == 0;
    }

    public synchronized Enumeration<K> keys() {
        return this.<K>enumeration(KEYS);
    }

    public synchronized Enumeration<V> elements() {
        return this.<V>enumeration(VALUES);
    }

    /** Whether some key maps to value (NullPointerException for null); the CLDC name of containsValue. */
    public synchronized boolean contains(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        Link<K, V>[] tab = buckets;
        for (int i = tab.length - 1; i >= 0; i--) {
            for (Link<K, V> e = tab[i]; e != null; e = e.next) {
                if (e.value.equals(value)) {
                    return true;
                }
            }
        }
        return false;
    }

    public boolean containsValue(Object value) {
        return contains(value);
    }

    public synchronized boolean containsKey(Object key) {
        return locate(key) != null;
    }

    public synchronized V get(Object key) {
        Link<K, V> e = locate(key);
        return e == null ? null : e.value;
    }

    public synchronized V put(K key, V value) {
        if (value == null) {
            throw new NullPointerException();
        }
        Link<K, V> e = locate(key);
        if (e != null) {
            V previous = e.value;
            e.value = value;
            return previous;
        }
        addLink(key.hashCode(), key, value);
        return null;
    }

    public synchronized V remove(Object key) {
        Link<K, V> e = locate(key);
        if (e == null) {
            return null;
        }
        unlink(e);
        V previous = e.value;
        e.value = null;
        return previous;
    }

    public synchronized void putAll(Map<? extends K, ? extends V> t) {
        for (Map.Entry<? extends K, ? extends V> e : t.entrySet()) {
            put(e.getKey(), e.getValue());
        }
    }

    /** Empties the table; it keeps its number of buckets. */
    public synchronized void clear() {
        Link<K, V>[] tab = buckets;
        for (int i = 0; i < tab.length; i++) {
            tab[i] = null;
        }
        changes++;
        count = 0;
    }

    /** A shallow copy with the same bucket layout (so the same enumeration order). */
    public synchronized Object clone() {
        Hashtable<K, V> copy;
        try {
            @SuppressWarnings("unchecked")
            Hashtable<K, V> made = (Hashtable<K, V>) super.clone();
            copy = made;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
        Link<K, V>[] tab = newTable(buckets.length);
        for (int i = 0; i < tab.length; i++) {
            Link<K, V> last = null;
            for (Link<K, V> e = buckets[i]; e != null; e = e.next) {
                Link<K, V> twin = new Link<K, V>(e.hash, e.key, e.value, null);
                if (last == null) {
                    tab[i] = twin;
                } else {
                    last.next = twin;
                }
                last = twin;
            }
        }
        copy.buckets = tab;
        copy.changes = 0;
        copy.hashing = false;
        copy.keyView = null;
        copy.valueView = null;
        copy.entryView = null;
        return copy;
    }

    /** "{k1=v1, k2=v2}" in enumeration order; the table itself shows as "(this Map)". */
    public synchronized String toString() {
        if (count == 0) {
            return "{}";
        }
        StringBuilder sb = new StringBuilder();
        sb.append('{');
        boolean first = true;
        Link<K, V>[] tab = buckets;
        for (int i = tab.length - 1; i >= 0; i--) {
            for (Link<K, V> e = tab[i]; e != null; e = e.next) {
                if (!first) {
                    sb.append(", ");
                }
                first = false;
                sb.append(e.key == this ? "(this Map)" : e.key.toString());
                sb.append('=');
                sb.append(e.value == this ? "(this Map)" : e.value.toString());
            }
        }
        return sb.append('}').toString();
    }

    /** Equal to any Map with the same mappings (Map's contract). */
    public synchronized boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof Map)) {
            return false;
        }
        Map<?, ?> other = (Map<?, ?>) o;
        if (other.size() != count) {
            return false;
        }
        try {
            Link<K, V>[] tab = buckets;
            for (int i = tab.length - 1; i >= 0; i--) {
                for (Link<K, V> e = tab[i]; e != null; e = e.next) {
                    if (!e.value.equals(other.get(e.key))) {
                        return false;
                    }
                }
            }
        } catch (ClassCastException | NullPointerException unused) {
            return false;
        }
        return true;
    }

    /** The sum of the entries' hash codes (Map's contract); a table inside itself counts 0. */
    public synchronized int hashCode() {
        if (count == 0 || hashing) {
            return 0;
        }
        hashing = true;
        int sum = 0;
        try {
            Link<K, V>[] tab = buckets;
            for (int i = tab.length - 1; i >= 0; i--) {
                for (Link<K, V> e = tab[i]; e != null; e = e.next) {
                    sum += e.hashCode();
                }
            }
        } finally {
            hashing = false;
        }
        return sum;
    }

    public synchronized V getOrDefault(Object key, V defaultValue) {
        V value = get(key);
        return value == null ? defaultValue : value;
    }

    public synchronized V putIfAbsent(K key, V value) {
        if (value == null) {
            throw new NullPointerException();
        }
        Link<K, V> e = locate(key);
        if (e != null) {
            return e.value;
        }
        addLink(key.hashCode(), key, value);
        return null;
    }

    public synchronized boolean remove(Object key, Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        Link<K, V> e = locate(key);
        if (e == null || !e.value.equals(value)) {
            return false;
        }
        unlink(e);
        e.value = null;
        return true;
    }

    public synchronized boolean replace(K key, V oldValue, V newValue) {
        if (oldValue == null || newValue == null) {
            throw new NullPointerException();
        }
        Link<K, V> e = locate(key);
        if (e == null || !e.value.equals(oldValue)) {
            return false;
        }
        e.value = newValue;
        return true;
    }

    public synchronized V replace(K key, V value) {
        if (value == null) {
            throw new NullPointerException();
        }
        Link<K, V> e = locate(key);
        if (e == null) {
            return null;
        }
        V previous = e.value;
        e.value = value;
        return previous;
    }

    /** Walks the buckets from index 0 up; ConcurrentModificationException right after an action that modified the table. */
    public synchronized void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        int expected = changes;
        Link<K, V>[] tab = buckets;
        for (int i = 0; i < tab.length; i++) {
            for (Link<K, V> e = tab[i]; e != null; e = e.next) {
                action.accept(e.key, e.value);
                if (changes != expected) {
                    throw new ConcurrentModificationException();
                }
            }
        }
    }

    public synchronized void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        int expected = changes;
        Link<K, V>[] tab = buckets;
        for (int i = 0; i < tab.length; i++) {
            for (Link<K, V> e = tab[i]; e != null; e = e.next) {
                V fresh = function.apply(e.key, e.value);
                if (fresh == null) {
                    throw new NullPointerException();
                }
                e.value = fresh;
                if (changes != expected) {
                    throw new ConcurrentModificationException();
                }
            }
        }
    }

    public synchronized V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (mappingFunction == null) {
            throw new NullPointerException();
        }
        Link<K, V> e = locate(key);
        if (e != null) {
            return e.value;
        }
        int expected = changes;
        V fresh = mappingFunction.apply(key);
        if (changes != expected) {
            throw new ConcurrentModificationException();
        }
        if (fresh != null) {
            addLink(key.hashCode(), key, fresh);
        }
        return fresh;
    }

    public synchronized V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null) {
            throw new NullPointerException();
        }
        Link<K, V> e = locate(key);
        if (e == null) {
            return null;
        }
        return remapPresent(e, key, e.value, remappingFunction);
    }

    public synchronized V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null) {
            throw new NullPointerException();
        }
        Link<K, V> e = locate(key);
        if (e != null) {
            return remapPresent(e, key, e.value, remappingFunction);
        }
        int expected = changes;
        V fresh = remappingFunction.apply(key, null);
        if (changes != expected) {
            throw new ConcurrentModificationException();
        }
        if (fresh != null) {
            addLink(key.hashCode(), key, fresh);
        }
        return fresh;
    }

    public synchronized V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null) {
            throw new NullPointerException();
        }
        Link<K, V> e = locate(key);
        if (e != null) {
            int expected = changes;
            V fresh = remappingFunction.apply(e.value, value);
            return settle(e, fresh, expected);
        }
        if (value != null) {
            addLink(key.hashCode(), key, value);
        }
        return value;
    }

    /** computeIfPresent and compute on a present key: remap, then replace or (for null) remove. */
    private V remapPresent(Link<K, V> e, K key, V current,
                           BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        int expected = changes;
        V fresh = remappingFunction.apply(key, current);
        return settle(e, fresh, expected);
    }

    /** Stores a remapped value in e, or removes e for null; the function must not have modified the table. */
    private V settle(Link<K, V> e, V fresh, int expected) {
        if (changes != expected) {
            throw new ConcurrentModificationException();
        }
        if (fresh == null) {
            unlink(e);
        } else {
            e.value = fresh;
        }
        return fresh;
    }

    // ------------------------------------------------------------------ views

    /** The keys; its operations synchronize on this table. */
    public Set<K> keySet() {
        synchronized (this) {
            if (keyView == null) {
                keyView = new KeyView();
            }
            return keyView;
        }
    }

    /** The mappings; its operations synchronize on this table. */
    public Set<Map.Entry<K, V>> entrySet() {
        synchronized (this) {
            if (entryView == null) {
                entryView = new EntryView();
            }
            return entryView;
        }
    }

    /** The values; its operations synchronize on this table. */
    public Collection<V> values() {
        synchronized (this) {
            if (valueView == null) {
                valueView = new ValueView();
            }
            return valueView;
        }
    }

    /** An enumeration over one part of the links; an empty table gives the shared empty one. */
    private <T> Enumeration<T> enumeration(int part) {
        return count == 0 ? Collections.<T>emptyEnumeration() : new Walker<T>(part, false);
    }

    private <T> Iterator<T> iteratorOver(int part) {
        synchronized (this) {
            return count == 0 ? Collections.<T>emptyIterator() : new Walker<T>(part, true);
        }
    }

    private final class KeyView extends AbstractSet<K> {
        public Iterator<K> iterator() {
            return Hashtable.this.<K>iteratorOver(KEYS);
        }

        public int size() {
            return Hashtable.this.size();
        }

        public boolean contains(Object o) {
            return containsKey(o);
        }

        public boolean remove(Object o) {
            return Hashtable.this.remove(o) != null;
        }

        public void clear() {
            Hashtable.this.clear();
        }
    }

    private final class EntryView extends AbstractSet<Map.Entry<K, V>> {
        public Iterator<Map.Entry<K, V>> iterator() {
            return Hashtable.this.<Map.Entry<K, V>>iteratorOver(ENTRIES);
        }

        public int size() {
            return Hashtable.this.size();
        }

        /** The link matching entry o, or null (NullPointerException for a null key). */
        private Link<K, V> linkFor(Object o) {
            if (!(o instanceof Map.Entry)) {
                return null;
            }
            Map.Entry<?, ?> wanted = (Map.Entry<?, ?>) o;
            Link<K, V> e = locate(wanted.getKey());
            return (e != null && e.equals(wanted)) ? e : null;
        }

        public boolean contains(Object o) {
            synchronized (Hashtable.this) {
                return linkFor(o) != null;
            }
        }

        public boolean remove(Object o) {
            synchronized (Hashtable.this) {
                Link<K, V> e = linkFor(o);
                if (e == null) {
                    return false;
                }
                unlink(e);
                e.value = null;
                return true;
            }
        }

        public void clear() {
            Hashtable.this.clear();
        }
    }

    private final class ValueView extends AbstractCollection<V> {
        public Iterator<V> iterator() {
            return Hashtable.this.<V>iteratorOver(VALUES);
        }

        public int size() {
            return Hashtable.this.size();
        }

        public boolean contains(Object o) {
            return containsValue(o);
        }

        public void clear() {
            Hashtable.this.clear();
        }
    }

    /**
     * Walks the table it was created on from the highest bucket down. As an Enumeration it never
     * checks for modification; as an Iterator (the views') next and remove are fail-fast.
     */
    private final class Walker<T> implements Enumeration<T>, Iterator<T> {
        private final int part;
        private final boolean isIterator;
        private final Link<K, V>[] table = buckets;
        private int unvisited = table.length;
        private Link<K, V> pending;
        private Link<K, V> lastGiven;
        private int expected = changes;

        Walker(int part, boolean isIterator) {
            this.part = part;
            this.isIterator = isIterator;
        }

        public boolean hasMoreElements() {
            while (pending == null && unvisited > 0) {
                pending = table[--unvisited];
            }
            return pending != null;
        }

        @SuppressWarnings("unchecked")
        public T nextElement() {
            if (!hasMoreElements()) {
                throw new NoSuchElementException("Hashtable Enumerator");
            }
            Link<K, V> e = pending;
            pending = e.next;
            lastGiven = e;
            return (T) (part == KEYS ? e.key : part == VALUES ? e.value : e);
        }

        public boolean hasNext() {
            return hasMoreElements();
        }

        public T next() {
            if (changes != expected) {
                throw new ConcurrentModificationException();
            }
            return nextElement();
        }

        public void remove() {
            if (!isIterator) {
                throw new UnsupportedOperationException();
            }
            if (lastGiven == null) {
                throw new IllegalStateException("Hashtable Enumerator");
            }
            if (changes != expected) {
                throw new ConcurrentModificationException();
            }
            synchronized (Hashtable.this) {
                if (!unlink(lastGiven)) {
                    throw new ConcurrentModificationException();
                }
                expected = changes;
                lastGiven = null;
            }
        }
    }

    /** One mapping: the key's hashCode, key, value and the next link of the bucket. */
    private static final class Link<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        V value;
        Link<K, V> next;

        Link(int hash, K key, V value, Link<K, V> next) {
            this.hash = hash;
            this.key = key;
            this.value = value;
            this.next = next;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return value;
        }

        public V setValue(V value) {
            if (value == null) {
                throw new NullPointerException();
            }
            V previous = this.value;
            this.value = value;
            return previous;
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> other = (Map.Entry<?, ?>) o;
            return (key == null ? other.getKey() == null : key.equals(other.getKey()))
                && (value == null ? other.getValue() == null : value.equals(other.getValue()));
        }

        public int hashCode() {
            return hash ^ Objects.hashCode(value);
        }

        public String toString() {
            return key.toString() + "=" + value.toString();
        }
    }
}
