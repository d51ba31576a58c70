// java.util.Hashtable: the synchronized hash table of JDK 1.0 and CLDC, laid out as the JDK lays it
// out so that enumeration orders agree: bucket (hash & 0x7FFFFFFF) % length, 11 buckets by default,
// a rehash to 2n + 1 buckets once count reaches the threshold (load factor 0.75) that moves entries
// from the last old bucket down, each to the head of its new bucket; new entries go to the head of
// their bucket, and enumerations and iterators walk the buckets from the highest index down.
// Neither keys nor values may be null. forEach and replaceAll walk the buckets from index 0 up (as the
// JDK's do), the opposite of the enumeration order.
package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/** A hash table mapping non-null keys to non-null values. */
@SuppressWarnings({"unchecked", "rawtypes"})
public class Hashtable<K, V> extends Dictionary<K, V> implements Map<K, V>, Cloneable, java.io.Serializable {
    private static final int MAX_ARRAY_SIZE = Integer.MAX_VALUE - 8;

    private transient Entry[] table;
    private transient int count;
    private int threshold;
    private float loadFactor;
    private transient int modCount = 0;

    private transient volatile Set<K> keySet;
    private transient volatile Set<Map.Entry<K, V>> entrySet;
    private transient volatile Collection<V> values;

    public Hashtable(int initialCapacity, float loadFactor) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException("Illegal Capacity: " + initialCapacity);
        }
        if (loadFactor <= 0 || Float.isNaN(loadFactor)) {
            throw new IllegalArgumentException("Illegal Load: " + loadFactor);
        }
        if (initialCapacity == 0) {
            initialCapacity = 1;
        }
        this.loadFactor = loadFactor;
        table = new Entry[initialCapacity];
        threshold = (int) Math.min(initialCapacity * loadFactor, MAX_ARRAY_SIZE + 1);
    }

    public Hashtable(int initialCapacity) {
        this(initialCapacity, 0.75f);
    }

    /** An empty table of 11 buckets. */
    public Hashtable() {
        this(11, 0.75f);
    }

    /** A table of max(2 * t.size(), 11) buckets holding t's mappings. */
    public Hashtable(Map<? extends K, ? extends V> t) {
        this(Math.max(2 * t.size(), 11), 0.75f);
        putAll(t);
    }

    public synchronized int size() {
        return count;
    }

    public synchronized boolean isEmpty() {
        return count == 0;
    }

    public synchronized Enumeration<K> keys() {
        return this.<K>getEnumeration(KEYS);
    }

    public synchronized Enumeration<V> elements() {
        return this.<V>getEnumeration(VALUES);
    }

    /** Whether some key maps to value; NullPointerException for a null value. */
    public synchronized boolean contains(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        Entry[] tab = table;
        for (int i = tab.length; i-- > 0;) {
            for (Entry e = tab[i]; e != null; e = e.next) {
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
        return getEntry(key) != null;
    }

    @SuppressWarnings("unchecked")
    public synchronized V get(Object key) {
        Entry e = getEntry(key);
        return (e == null) ? null : (V) e.value;
    }

    private Entry getEntry(Object key) {
        Entry[] tab = table;
        int hash = key.hashCode();
        int index = (hash & 0x7FFFFFFF) % tab.length;
        for (Entry e = tab[index]; e != null; e = e.next) {
            if ((e.hash == hash) && e.key.equals(key)) {
                return e;
            }
        }
        return null;
    }

    /** Grows the table to 2n + 1 buckets, rehashing from the last old bucket down. */
    protected void rehash() {
        int oldCapacity = table.length;
        Entry[] oldMap = table;
        int newCapacity = (oldCapacity << 1) + 1;
        if (newCapacity - MAX_ARRAY_SIZE > 0) {
            if (oldCapacity == MAX_ARRAY_SIZE) {
                return;
            }
            newCapacity = MAX_ARRAY_SIZE;
        }
        Entry[] newMap = new Entry[newCapacity];
        modCount++;
        threshold = (int) Math.min(newCapacity * loadFactor, MAX_ARRAY_SIZE + 1);
        table = newMap;
        for (int i = oldCapacity; i-- > 0;) {
            for (Entry old = oldMap[i]; old != null;) {
                Entry e = old;
                old = old.next;
                int index = (e.hash & 0x7FFFFFFF) % newCapacity;
                e.next = newMap[index];
                newMap[index] = e;
            }
        }
    }

    private void addEntry(int hash, K key, V value, int index) {
        Entry[] tab = table;
        if (count >= threshold) {
            rehash();
            tab = table;
            hash = key.hashCode();
            index = (hash & 0x7FFFFFFF) % tab.length;
        }
        @SuppressWarnings("unchecked")
        Entry<K, V> e = (Entry<K, V>) tab[index];
        tab[index] = new Entry<K, V>(hash, key, value, e);
        count++;
        modCount++;
    }

    /** Maps key to value (neither may be null); returns the previous value or null. */
    public synchronized V put(K key, V value) {
        if (value == null) {
            throw new NullPointerException();
        }
        Entry[] tab = table;
        int hash = key.hashCode();
        int index = (hash & 0x7FFFFFFF) % tab.length;
        @SuppressWarnings("unchecked")
        Entry<K, V> entry = (Entry<K, V>) tab[index];
        for (; entry != null; entry = entry.next) {
            if ((entry.hash == hash) && entry.key.equals(key)) {
                V old = entry.value;
                entry.value = value;
                return old;
            }
        }
        addEntry(hash, key, value, index);
        return null;
    }

    public synchronized V remove(Object key) {
        Entry e = removeEntry(key, null, false);
        @SuppressWarnings("unchecked")
        V v = (e == null) ? null : (V) e.value;
        return v;
    }

    /** Unlinks key's entry (only if its value equals value, when matchValue) and returns it. */
    private Entry removeEntry(Object key, Object value, boolean matchValue) {
        Entry[] tab = table;
        int hash = key.hashCode();
        int index = (hash & 0x7FFFFFFF) % tab.length;
        Entry prev = null;
        for (Entry e = tab[index]; e != null; prev = e, e = e.next) {
            if ((e.hash == hash) && e.key.equals(key)) {
                if (matchValue && !e.value.equals(value)) {
                    return null;
                }
                if (prev != null) {
                    prev.next = e.next;
                } else {
                    tab[index] = e.next;
                }
                modCount++;
                count--;
                return e;
            }
        }
        return null;
    }

    public synchronized void putAll(Map<? extends K, ? extends V> t) {
        for (Map.Entry<? extends K, ? extends V> e : t.entrySet()) {
            put(e.getKey(), e.getValue());
        }
    }

    public synchronized void clear() {
        Entry[] tab = table;
        for (int index = tab.length; --index >= 0;) {
            tab[index] = null;
        }
        modCount++;
        count = 0;
    }

    /** A shallow copy: the table and its entries are copied, keys and values are shared. */
    public synchronized Object clone() {
        try {
            @SuppressWarnings("unchecked")
            Hashtable<K, V> t = (Hashtable<K, V>) super.clone();
            t.table = new Entry[table.length];
            for (int i = table.length; i-- > 0;) {
                t.table[i] = (table[i] != null) ? table[i].copy() : null;
            }
            t.keySet = null;
            t.entrySet = null;
            t.values = null;
            t.modCount = 0;
            return t;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    /** "{k1=v1, k2=v2}" in enumeration order. */
    public synchronized String toString() {
        int max = size() - 1;
        if (max == -1) {
            return "{}";
        }
        StringBuilder sb = new StringBuilder();
        Iterator<Map.Entry<K, V>> it = entrySet().iterator();
        sb.append('{');
        for (int i = 0;; i++) {
            Map.Entry<K, V> e = it.next();
            K key = e.getKey();
            V value = e.getValue();
            sb.append(key == this ? "(this Map)" : key.toString());
            sb.append('=');
            sb.append(value == this ? "(this Map)" : value.toString());
            if (i == max) {
                return sb.append('}').toString();
            }
            sb.append(", ");
        }
    }

    private <T> Enumeration<T> getEnumeration(int type) {
        return (count == 0) ? Collections.<T>emptyEnumeration() : new Enumerator<T>(type, false);
    }

    private <T> Iterator<T> getIterator(int type) {
        return (count == 0) ? Collections.<T>emptyIterator() : new Enumerator<T>(type, true);
    }

    public Set<K> keySet() {
        if (keySet == null) {
            keySet = new KeySet();
        }
        return keySet;
    }

    private class KeySet extends AbstractSet<K> {
        public Iterator<K> iterator() {
            return getIterator(KEYS);
        }

        public int size() {
            return count;
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

    public Set<Map.Entry<K, V>> entrySet() {
        if (entrySet == null) {
            entrySet = new EntrySet();
        }
        return entrySet;
    }

    private class EntrySet extends AbstractSet<Map.Entry<K, V>> {
        public Iterator<Map.Entry<K, V>> iterator() {
            return getIterator(ENTRIES);
        }

        public boolean add(Map.Entry<K, V> o) {
            return super.add(o);
        }

        public boolean contains(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry entry = (Map.Entry) o;
            Entry e = getEntry(entry.getKey());
            return e != null && e.equals(entry);
        }

        public boolean remove(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry entry = (Map.Entry) o;
            Object key = entry.getKey();
            Entry e = getEntry(key);
            if (e == null || !e.equals(entry)) {
                return false;
            }
            removeEntry(key, null, false);
            return true;
        }

        public int size() {
            return count;
        }

        public void clear() {
            Hashtable.this.clear();
        }
    }

    public Collection<V> values() {
        if (values == null) {
            values = new ValueCollection();
        }
        return values;
    }

    private class ValueCollection extends AbstractCollection<V> {
        public Iterator<V> iterator() {
            return getIterator(VALUES);
        }

        public int size() {
            return count;
        }

        public boolean contains(Object o) {
            return containsValue(o);
        }

        public void clear() {
            Hashtable.this.clear();
        }
    }

    /** True for a map with the same mappings. */
    public synchronized boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof Map)) {
            return false;
        }
        Map<?, ?> t = (Map<?, ?>) o;
        if (t.size() != size()) {
            return false;
        }
        try {
            for (Map.Entry<K, V> e : entrySet()) {
                K key = e.getKey();
                V value = e.getValue();
                if (value == null) {
                    if (!(t.get(key) == null && t.containsKey(key))) {
                        return false;
                    }
                } else if (!value.equals(t.get(key))) {
                    return false;
                }
            }
        } catch (ClassCastException unused) {
            return false;
        } catch (NullPointerException unused) {
            return false;
        }
        return true;
    }

    /** The sum of the entries' hash codes. */
    public synchronized int hashCode() {
        int h = 0;
        Entry[] tab = table;
        for (int i = 0; i < tab.length; i++) {
            for (Entry e = tab[i]; e != null; e = e.next) {
                h += e.hashCode();
            }
        }
        return h;
    }

    @SuppressWarnings("unchecked")
    public synchronized V getOrDefault(Object key, V defaultValue) {
        Entry e = getEntry(key);
        return (e == null) ? defaultValue : (V) e.value;
    }

    @SuppressWarnings("unchecked")
    public synchronized V putIfAbsent(K key, V value) {
        Objects.requireNonNull(value);
        Entry e = getEntry(key);
        if (e != null) {
            return (V) e.value;
        }
        int hash = key.hashCode();
        addEntry(hash, key, value, (hash & 0x7FFFFFFF) % table.length);
        return null;
    }

    public synchronized boolean remove(Object key, Object value) {
        Objects.requireNonNull(value);
        return removeEntry(key, value, true) != null;
    }

    @SuppressWarnings("unchecked")
    public synchronized boolean replace(K key, V oldValue, V newValue) {
        Objects.requireNonNull(oldValue);
        Objects.requireNonNull(newValue);
        Entry<K, V> e = (Entry<K, V>) getEntry(key);
        if (e != null && e.value.equals(oldValue)) {
            e.value = newValue;
            return true;
        }
        return false;
    }

    @SuppressWarnings("unchecked")
    public synchronized V replace(K key, V value) {
        Objects.requireNonNull(value);
        Entry<K, V> e = (Entry<K, V>) getEntry(key);
        if (e != null) {
            V oldValue = e.value;
            e.value = value;
            return oldValue;
        }
        return null;
    }

    /**
     * Performs action on each mapping, bucket 0 first; ConcurrentModificationException as soon as
     * action has modified the table.
     */
    public synchronized void forEach(BiConsumer<? super K, ? super V> action) {
        Objects.requireNonNull(action);
        int expectedModCount = modCount;
        Entry[] tab = table;
        for (int i = 0; i < tab.length; i++) {
            for (Entry e = tab[i]; e != null; e = e.next) {
                action.accept((K) e.key, (V) e.value);
                if (expectedModCount != modCount) {
                    throw new ConcurrentModificationException();
                }
            }
        }
    }

    /**
     * Replaces each value with function's (non-null) result for its mapping, bucket 0 first;
     * ConcurrentModificationException as soon as function has modified the table.
     */
    public synchronized void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        Objects.requireNonNull(function);
        int expectedModCount = modCount;
        Entry[] tab = table;
        for (int i = 0; i < tab.length; i++) {
            for (Entry<K, V> e = tab[i]; e != null; e = e.next) {
                e.value = Objects.requireNonNull(function.apply(e.key, e.value));
                if (expectedModCount != modCount) {
                    throw new ConcurrentModificationException();
                }
            }
        }
    }

    /** Unlinks e from bucket index (for compute*, which count modCount themselves). */
    private void unlink(Entry e, int index) {
        Entry[] tab = table;
        Entry prev = null;
        for (Entry p = tab[index]; p != null; prev = p, p = p.next) {
            if (p == e) {
                if (prev == null) {
                    tab[index] = p.next;
                } else {
                    prev.next = p.next;
                }
                count--;
                return;
            }
        }
    }

    /**
     * If key is absent, maps it to mappingFunction's non-null result; returns the current value.
     * NullPointerException for a null key; ConcurrentModificationException if the function
     * modified the table.
     */
    public synchronized V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        Objects.requireNonNull(mappingFunction);
        int hash = key.hashCode();
        int index = (hash & 0x7FFFFFFF) % table.length;
        Entry e = getEntry(key);
        if (e != null) {
            return (V) e.value;
        }
        int mc = modCount;
        V newValue = mappingFunction.apply(key);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        if (newValue != null) {
            addEntry(hash, key, newValue, index);
        }
        return newValue;
    }

    /**
     * If key is present, replaces its value with remappingFunction's result (null removes the
     * mapping); returns the new value or null.
     */
    public synchronized V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        Entry e = getEntry(key);
        if (e == null) {
            return null;
        }
        return remap(e, key, remappingFunction);
    }

    /** Replaces e's value with the function's result for it, removing e for null. */
    private V remap(Entry e, K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        int mc = modCount;
        V newValue = remappingFunction.apply(key, (V) e.value);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        if (newValue == null) {
            unlink(e, (e.hash & 0x7FFFFFFF) % table.length);
            modCount = mc + 1;
        } else {
            e.value = newValue;
        }
        return newValue;
    }

    /**
     * Maps key to remappingFunction's result for it and its value (null when absent); a null result
     * removes the mapping. NullPointerException for a null key.
     */
    public synchronized V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        int hash = key.hashCode();
        int index = (hash & 0x7FFFFFFF) % table.length;
        Entry e = getEntry(key);
        if (e != null) {
            return remap(e, key, remappingFunction);
        }
        int mc = modCount;
        V newValue = remappingFunction.apply(key, null);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        if (newValue != null) {
            addEntry(hash, key, newValue, index);
        }
        return newValue;
    }

    /**
     * Maps an absent key to value, else replaces its value with remappingFunction's result for the
     * old value and value (null removes the mapping). NullPointerException for a null key.
     */
    public synchronized V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        int hash = key.hashCode();
        int index = (hash & 0x7FFFFFFF) % table.length;
        Entry e = getEntry(key);
        if (e != null) {
            int mc = modCount;
            V newValue = remappingFunction.apply((V) e.value, value);
            if (mc != modCount) {
                throw new ConcurrentModificationException();
            }
            if (newValue == null) {
                unlink(e, index);
                modCount = mc + 1;
            } else {
                e.value = newValue;
            }
            return newValue;
        }
        if (value != null) {
            addEntry(hash, key, value, index);
        }
        return value;
    }

    /** A bucket entry. */
    private static class Entry<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        V value;
        Entry<K, V> next;

        Entry(int hash, K key, V value, Entry<K, V> next) {
            this.hash = hash;
            this.key = key;
            this.value = value;
            this.next = next;
        }

        @SuppressWarnings("unchecked")
        protected Object clone() {
            return copy();
        }

        Entry<K, V> copy() {
            return new Entry<K, V>(hash, key, value, (next == null ? null : next.copy()));
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return value;
        }

        /** Replaces the value; NullPointerException for null. */
        public V setValue(V value) {
            if (value == null) {
                throw new NullPointerException();
            }
            V oldValue = this.value;
            this.value = value;
            return oldValue;
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry e = (Map.Entry) o;
            return (key == null ? e.getKey() == null : key.equals(e.getKey()))
                    && (value == null ? e.getValue() == null : value.equals(e.getValue()));
        }

        public int hashCode() {
            return hash ^ Objects.hashCode(value);
        }

        public String toString() {
            return key.toString() + "=" + value.toString();
        }
    }

    private static final int KEYS = 0;
    private static final int VALUES = 1;
    private static final int ENTRIES = 2;

    /** Walks the buckets from the highest index down; as an iterator it fails fast and can remove. */
    private class Enumerator<T> implements Enumeration<T>, Iterator<T> {
        final Entry[] table = Hashtable.this.table;
        int index = table.length;
        Entry entry;
        Entry lastReturned;
        final int type;
        final boolean iterator;
        protected int expectedModCount = Hashtable.this.modCount;

        Enumerator(int type, boolean iterator) {
            this.type = type;
            this.iterator = iterator;
        }

        public boolean hasMoreElements() {
            Entry e = entry;
            int i = index;
            Entry[] t = table;
            while (e == null && i > 0) {
                e = t[--i];
            }
            entry = e;
            index = i;
            return e != null;
        }

        @SuppressWarnings("unchecked")
        public T nextElement() {
            Entry et = entry;
            int i = index;
            Entry[] t = table;
            while (et == null && i > 0) {
                et = t[--i];
            }
            entry = et;
            index = i;
            if (et != null) {
                Entry e = lastReturned = entry;
                entry = e.next;
                return type == KEYS ? (T) e.key : (type == VALUES ? (T) e.value : (T) e);
            }
            throw new NoSuchElementException("Hashtable Enumerator");
        }

        public boolean hasNext() {
            return hasMoreElements();
        }

        public T next() {
            if (Hashtable.this.modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            return nextElement();
        }

        public void remove() {
            if (!iterator) {
                throw new UnsupportedOperationException();
            }
            if (lastReturned == null) {
                throw new IllegalStateException("Hashtable Enumerator");
            }
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            synchronized (Hashtable.this) {
                Entry[] tab = Hashtable.this.table;
                int index = (lastReturned.hash & 0x7FFFFFFF) % tab.length;
                Entry prev = null;
                for (Entry e = tab[index]; e != null; prev = e, e = e.next) {
                    if (e == lastReturned) {
                        if (prev == null) {
                            tab[index] = e.next;
                        } else {
                            prev.next = e.next;
                        }
                        expectedModCount++;
                        lastReturned = null;
                        Hashtable.this.modCount++;
                        Hashtable.this.count--;
                        return;
                    }
                }
                throw new ConcurrentModificationException();
            }
        }
    }
}
