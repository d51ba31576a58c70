// java.util.AbstractMap: Map over entrySet(), with the key and value views, equality, hashing and
// the JDK's "{k=v, k2=v2}" toString; SimpleEntry and SimpleImmutableEntry.
package java.util;

/** A skeletal implementation of Map. */
public abstract class AbstractMap<K, V> implements Map<K, V> {
    /** The views keySet() and values() hand out; a clone starts without them. */
    private transient Set<K> keyView;
    private transient Collection<V> valueView;

    /** For subclasses. */
    protected AbstractMap() {
    }

    public int size() {
        return entrySet().size();
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    public boolean containsValue(Object value) {
        for (Map.Entry<K, V> e : entrySet()) {
            if (Objects.equals(value, e.getValue())) {
                return true;
            }
        }
        return false;
    }

    public boolean containsKey(Object key) {
        for (Map.Entry<K, V> e : entrySet()) {
            if (Objects.equals(key, e.getKey())) {
                return true;
            }
        }
        return false;
    }

    public V get(Object key) {
        for (Map.Entry<K, V> e : entrySet()) {
            if (Objects.equals(key, e.getKey())) {
                return e.getValue();
            }
        }
        return null;
    }

    /** Unsupported unless overridden. */
    public V put(K key, V value) {
        throw new UnsupportedOperationException();
    }

    /** Removes through the entry set's iterator. */
    public V remove(Object key) {
        Iterator<Map.Entry<K, V>> it = entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<K, V> e = it.next();
            if (Objects.equals(key, e.getKey())) {
                V old = e.getValue();
                it.remove();
                return old;
            }
        }
        return null;
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            put(e.getKey(), e.getValue());
        }
    }

    public void clear() {
        entrySet().clear();
    }

    /** A set view of the keys, backed by the entry set (made once, on first use). */
    public Set<K> keySet() {
        if (keyView == null) {
            keyView = new KeyView();
        }
        return keyView;
    }

    /** A collection view of the values, backed by the entry set (made once, on first use). */
    public Collection<V> values() {
        if (valueView == null) {
            valueView = new ValueView();
        }
        return valueView;
    }

    public abstract Set<Map.Entry<K, V>> entrySet();

    /**
     * True for a Map with the same size in which each of this map's keys maps to an equal value.
     * A map that cannot be asked about one of the keys (ClassCastException, NullPointerException)
     * is not equal.
     */
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof Map) || ((Map<?, ?>) o).size() != size()) {
            return false;
        }
        Map<?, ?> other = (Map<?, ?>) o;
        try {
            for (Map.Entry<K, V> e : entrySet()) {
                if (!holdsSame(other, e.getKey(), e.getValue())) {
                    return false;
                }
            }
            return true;
        } catch (ClassCastException unused) {
            return false;
        } catch (NullPointerException unused) {
            return false;
        }
    }

    /** Whether other maps key to value (a null value counts only if key is really present). */
    private static boolean holdsSame(Map<?, ?> other, Object key, Object value) {
        Object theirs = other.get(key);
        if (value != null) {
            return value.equals(theirs);
        }
        return theirs == null && other.containsKey(key);
    }

    /** The sum of the entries' hash codes. */
    public int hashCode() {
        int sum = 0;
        for (Map.Entry<K, V> e : entrySet()) {
            sum += e.hashCode();
        }
        return sum;
    }

    /** "{k1=v1, k2=v2}" in entry-set order; the map inside itself shows as "(this Map)". */
    public String toString() {
        StringBuilder text = new StringBuilder("{");
        String separator = "";
        for (Map.Entry<K, V> e : entrySet()) {
            text.append(separator);
            text.append(shown(e.getKey())).append('=').append(shown(e.getValue()));
            separator = ", ";
        }
        return text.append('}').toString();
    }

    private String shown(Object part) {
        return part == this ? "(this Map)" : String.valueOf(part);
    }

    /** A shallow copy; the views are not shared with the clone. */
    @SuppressWarnings("unchecked")
    protected Object clone() throws CloneNotSupportedException {
        AbstractMap<K, V> copy = (AbstractMap<K, V>) super.clone();
        copy.keyView = null;
        copy.valueView = null;
        return copy;
    }

    /** keySet(): the keys of the entry set, asking the map itself for membership and size. */
    private final class KeyView extends AbstractSet<K> {
        public Iterator<K> iterator() {
            return new EntryPart<K>(entrySet().iterator(), true);
        }

        public int size() {
            return AbstractMap.this.size();
        }

        public boolean isEmpty() {
            return AbstractMap.this.isEmpty();
        }

        public boolean contains(Object k) {
            return containsKey(k);
        }

        public void clear() {
            AbstractMap.this.clear();
        }
    }

    /** values(): the values of the entry set. */
    private final class ValueView extends AbstractCollection<V> {
        public Iterator<V> iterator() {
            return new EntryPart<V>(entrySet().iterator(), false);
        }

        public int size() {
            return AbstractMap.this.size();
        }

        public boolean isEmpty() {
            return AbstractMap.this.isEmpty();
        }

        public boolean contains(Object v) {
            return containsValue(v);
        }

        public void clear() {
            AbstractMap.this.clear();
        }
    }

    /** Walks an entry-set iterator handing out each entry's key (or value); remove passes through. */
    private static final class EntryPart<T> implements Iterator<T> {
        private final Iterator<? extends Map.Entry<?, ?>> entries;
        private final boolean keys;

        EntryPart(Iterator<? extends Map.Entry<?, ?>> entries, boolean keys) {
            this.entries = entries;
            this.keys = keys;
        }

        public boolean hasNext() {
            return entries.hasNext();
        }

        @SuppressWarnings("unchecked")
        public T next() {
            Map.Entry<?, ?> e = entries.next();
            return (T) (keys ? e.getKey() : e.getValue());
        }

        public void remove() {
            entries.remove();
        }
    }

    /** The equality and hashing every Map.Entry shares. */
    static boolean entryEquals(Map.Entry<?, ?> e, Object o) {
        if (!(o instanceof Map.Entry)) {
            return false;
        }
        Map.Entry<?, ?> x = (Map.Entry<?, ?>) o;
        return Objects.equals(e.getKey(), x.getKey()) && Objects.equals(e.getValue(), x.getValue());
    }

    static int entryHash(Object key, Object value) {
        return Objects.hashCode(key) ^ Objects.hashCode(value);
    }

    /** A mutable key-value pair. */
    public static class SimpleEntry<K, V> implements Map.Entry<K, V>, java.io.Serializable {
        private final K key;
        private V value;

        public SimpleEntry(K key, V value) {
            this.key = key;
            this.value = value;
        }

        public SimpleEntry(Map.Entry<? extends K, ? extends V> entry) {
            this.key = entry.getKey();
            this.value = entry.getValue();
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return value;
        }

        public V setValue(V value) {
            V oldValue = this.value;
            this.value = value;
            return oldValue;
        }

        public boolean equals(Object o) {
            return entryEquals(this, o);
        }

        public int hashCode() {
            return entryHash(key, value);
        }

        /** "key=value". */
        public String toString() {
            return key + "=" + value;
        }
    }

    /** An immutable key-value pair: setValue is unsupported. */
    public static class SimpleImmutableEntry<K, V> implements Map.Entry<K, V>, java.io.Serializable {
        private final K key;
        private final V value;

        public SimpleImmutableEntry(K key, V value) {
            this.key = key;
            this.value = value;
        }

        public SimpleImmutableEntry(Map.Entry<? extends K, ? extends V> entry) {
            this.key = entry.getKey();
            this.value = entry.getValue();
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return value;
        }

        public V setValue(V value) {
            throw new UnsupportedOperationException();
        }

        public boolean equals(Object o) {
            return entryEquals(this, o);
        }

        public int hashCode() {
            return entryHash(key, value);
        }

        /** "key=value". */
        public String toString() {
            return key + "=" + value;
        }
    }
}
