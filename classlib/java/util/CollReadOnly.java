// java.util.CollReadOnly: the read-only views of Collections.unmodifiable*. Each view forwards
// every query to the collection it guards and throws UnsupportedOperationException for every
// change, whether or not it would change anything; the iterators, entries and sub-views it hands
// out are guarded the same way. Sets, lists and maps forward equals and hashCode, plain
// collections keep identity equality (their backing collection may be either kind).
package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

final class CollReadOnly {
    private CollReadOnly() {
    }

    static UnsupportedOperationException refused() {
        return new UnsupportedOperationException();
    }

    /** An iterator or list iterator that only reads. */
    static final class Cursor<E> implements ListIterator<E> {
        private final Iterator<? extends E> it;

        Cursor(Iterator<? extends E> it) {
            this.it = it;
        }

        private ListIterator<? extends E> both() {
            return (ListIterator<? extends E>) it;
        }

        public boolean hasNext() {
            return it.hasNext();
        }

        public E next() {
            return it.next();
        }

        public boolean hasPrevious() {
            return both().hasPrevious();
        }

        public E previous() {
            return both().previous();
        }

        public int nextIndex() {
            return both().nextIndex();
        }

        public int previousIndex() {
            return both().previousIndex();
        }

        public void remove() {
            throw refused();
        }

        public void set(E e) {
            throw refused();
        }

        public void add(E e) {
            throw refused();
        }
    }

    /** Any collection. */
    static class Group<E> implements Collection<E> {
        final Collection<? extends E> inner;

        Group(Collection<? extends E> inner) {
            this.inner = Objects.requireNonNull(inner);
        }

        public int size() {
            return inner.size();
        }

        public boolean isEmpty() {
            return inner.isEmpty();
        }

        public boolean contains(Object o) {
            return inner.contains(o);
        }

        public boolean containsAll(Collection<?> c) {
            return inner.containsAll(c);
        }

        public Object[] toArray() {
            return inner.toArray();
        }

        public <T> T[] toArray(T[] a) {
            return inner.toArray(a);
        }

        public Iterator<E> iterator() {
            return new Cursor<E>(inner.iterator());
        }

        public void forEach(Consumer<? super E> action) {
            inner.forEach(action);
        }

        public String toString() {
            return inner.toString();
        }

        public boolean add(E e) {
            throw refused();
        }

        public boolean addAll(Collection<? extends E> c) {
            throw refused();
        }

        public boolean remove(Object o) {
            throw refused();
        }

        public boolean removeAll(Collection<?> c) {
            throw refused();
        }

        public boolean retainAll(Collection<?> c) {
            throw refused();
        }

        public boolean removeIf(Predicate<? super E> filter) {
            throw refused();
        }

        public void clear() {
            throw refused();
        }
    }

    /** A set; equality and hash are the guarded set's. */
    static class Distinct<E> extends Group<E> implements Set<E> {
        Distinct(Set<? extends E> inner) {
            super(inner);
        }

        public boolean equals(Object o) {
            return o == this || inner.equals(o);
        }

        public int hashCode() {
            return inner.hashCode();
        }
    }

    /** A sorted set; its ranges are guarded too. */
    static class Ordered<E> extends Distinct<E> implements SortedSet<E> {
        private final SortedSet<E> sorted;

        Ordered(SortedSet<E> inner) {
            super(inner);
            this.sorted = inner;
        }

        public Comparator<? super E> comparator() {
            return sorted.comparator();
        }

        public E first() {
            return sorted.first();
        }

        public E last() {
            return sorted.last();
        }

        public SortedSet<E> subSet(E fromElement, E toElement) {
            return new Ordered<E>(sorted.subSet(fromElement, toElement));
        }

        public SortedSet<E> headSet(E toElement) {
            return new Ordered<E>(sorted.headSet(toElement));
        }

        public SortedSet<E> tailSet(E fromElement) {
            return new Ordered<E>(sorted.tailSet(fromElement));
        }
    }

    /** A navigable set; polling is a change and refused. */
    static final class Navigable<E> extends Ordered<E> implements NavigableSet<E> {
        private final NavigableSet<E> nav;

        Navigable(NavigableSet<E> inner) {
            super(inner);
            this.nav = inner;
        }

        public E lower(E e) {
            return nav.lower(e);
        }

        public E floor(E e) {
            return nav.floor(e);
        }

        public E ceiling(E e) {
            return nav.ceiling(e);
        }

        public E higher(E e) {
            return nav.higher(e);
        }

        public E pollFirst() {
            throw refused();
        }

        public E pollLast() {
            throw refused();
        }

        public NavigableSet<E> descendingSet() {
            return new Navigable<E>(nav.descendingSet());
        }

        public Iterator<E> descendingIterator() {
            return new Cursor<E>(nav.descendingIterator());
        }

        public NavigableSet<E> subSet(E fromElement, boolean fromInclusive, E toElement, boolean toInclusive) {
            return new Navigable<E>(nav.subSet(fromElement, fromInclusive, toElement, toInclusive));
        }

        public NavigableSet<E> headSet(E toElement, boolean inclusive) {
            return new Navigable<E>(nav.headSet(toElement, inclusive));
        }

        public NavigableSet<E> tailSet(E fromElement, boolean inclusive) {
            return new Navigable<E>(nav.tailSet(fromElement, inclusive));
        }

        public SortedSet<E> subSet(E fromElement, E toElement) {
            return subSet(fromElement, true, toElement, false);
        }

        public SortedSet<E> headSet(E toElement) {
            return headSet(toElement, false);
        }

        public SortedSet<E> tailSet(E fromElement) {
            return tailSet(fromElement, true);
        }
    }

    /** A list; its list iterators and subLists only read too. */
    static class Sequence<E> extends Group<E> implements List<E> {
        private final List<? extends E> list;

        Sequence(List<? extends E> inner) {
            super(inner);
            this.list = inner;
        }

        /** A guard of list, marked RandomAccess when list is. */
        static <E> List<E> over(List<? extends E> list) {
            return list instanceof RandomAccess ? new IndexedSequence<E>(list) : new Sequence<E>(list);
        }

        public E get(int index) {
            return list.get(index);
        }

        public int indexOf(Object o) {
            return list.indexOf(o);
        }

        public int lastIndexOf(Object o) {
            return list.lastIndexOf(o);
        }

        public ListIterator<E> listIterator() {
            return new Cursor<E>(list.listIterator());
        }

        public ListIterator<E> listIterator(int index) {
            return new Cursor<E>(list.listIterator(index));
        }

        public List<E> subList(int fromIndex, int toIndex) {
            return over(list.subList(fromIndex, toIndex));
        }

        public boolean equals(Object o) {
            return o == this || list.equals(o);
        }

        public int hashCode() {
            return list.hashCode();
        }

        public E set(int index, E element) {
            throw refused();
        }

        public void add(int index, E element) {
            throw refused();
        }

        public E remove(int index) {
            throw refused();
        }

        public boolean addAll(int index, Collection<? extends E> c) {
            throw refused();
        }

        public void replaceAll(UnaryOperator<E> operator) {
            throw refused();
        }

        public void sort(Comparator<? super E> c) {
            throw refused();
        }
    }

    /** A list with fast positional access. */
    static final class IndexedSequence<E> extends Sequence<E> implements RandomAccess {
        IndexedSequence(List<? extends E> inner) {
            super(inner);
        }
    }

    /** A map entry that cannot be set. */
    static final class Pair<K, V> implements Map.Entry<K, V> {
        private final Map.Entry<? extends K, ? extends V> entry;

        Pair(Map.Entry<? extends K, ? extends V> entry) {
            this.entry = entry;
        }

        public K getKey() {
            return entry.getKey();
        }

        public V getValue() {
            return entry.getValue();
        }

        public V setValue(V value) {
            throw refused();
        }

        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof Map.Entry<?, ?>)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return Objects.equals(getKey(), e.getKey()) && Objects.equals(getValue(), e.getValue());
        }

        public int hashCode() {
            return entry.hashCode();
        }

        public String toString() {
            return entry.toString();
        }
    }

    /** A guard of e, or null for a null entry (NavigableMap's queries answer null). */
    static <K, V> Map.Entry<K, V> pair(Map.Entry<K, V> e) {
        return e == null ? null : new Pair<K, V>(e);
    }

    /** An entry set whose entries cannot be set, also those its arrays hold. */
    static final class Pairs<K, V> extends Distinct<Map.Entry<K, V>> {
        Pairs(Set<Map.Entry<K, V>> inner) {
            super(inner);
        }

        @SuppressWarnings("unchecked")
        public Iterator<Map.Entry<K, V>> iterator() {
            final Iterator<Map.Entry<K, V>> it = (Iterator<Map.Entry<K, V>>) inner.iterator();
            return new Iterator<Map.Entry<K, V>>() {
                public boolean hasNext() {
                    return it.hasNext();
                }

                public Map.Entry<K, V> next() {
                    return new Pair<K, V>(it.next());
                }

                public void remove() {
                    throw refused();
                }
            };
        }

        public void forEach(Consumer<? super Map.Entry<K, V>> action) {
            Objects.requireNonNull(action);
            for (Map.Entry<K, V> e : this) {
                action.accept(e);
            }
        }

        public Object[] toArray() {
            Object[] out = new Object[size()];
            int i = 0;
            for (Map.Entry<K, V> e : this) {
                out[i++] = e;
            }
            return out;
        }

        @SuppressWarnings("unchecked")
        public <T> T[] toArray(T[] a) {
            Object[] all = toArray();
            T[] out = a.length >= all.length ? a : Arrays.copyOf(a, all.length);
            System.arraycopy(all, 0, out, 0, all.length);
            if (out.length > all.length) {
                out[all.length] = null;
            }
            return out;
        }
    }

    /** A map; its views and entries only read too. */
    static class Table<K, V> implements Map<K, V> {
        final Map<K, V> map;
        private Set<K> keys;
        private Collection<V> vals;
        private Set<Map.Entry<K, V>> entries;

        @SuppressWarnings("unchecked")
        Table(Map<? extends K, ? extends V> map) {
            this.map = (Map<K, V>) Objects.requireNonNull(map);
        }

        public int size() {
            return map.size();
        }

        public boolean isEmpty() {
            return map.isEmpty();
        }

        public boolean containsKey(Object key) {
            return map.containsKey(key);
        }

        public boolean containsValue(Object value) {
            return map.containsValue(value);
        }

        public V get(Object key) {
            return map.get(key);
        }

        public V getOrDefault(Object key, V defaultValue) {
            return map.getOrDefault(key, defaultValue);
        }

        public void forEach(BiConsumer<? super K, ? super V> action) {
            map.forEach(action);
        }

        public Set<K> keySet() {
            if (keys == null) {
                keys = new Distinct<K>(map.keySet());
            }
            return keys;
        }

        public Collection<V> values() {
            if (vals == null) {
                vals = new Group<V>(map.values());
            }
            return vals;
        }

        public Set<Map.Entry<K, V>> entrySet() {
            if (entries == null) {
                entries = new Pairs<K, V>(map.entrySet());
            }
            return entries;
        }

        public boolean equals(Object o) {
            return o == this || map.equals(o);
        }

        public int hashCode() {
            return map.hashCode();
        }

        public String toString() {
            return map.toString();
        }

        public V put(K key, V value) {
            throw refused();
        }

        public V remove(Object key) {
            throw refused();
        }

        public void putAll(Map<? extends K, ? extends V> m) {
            throw refused();
        }

        public void clear() {
            throw refused();
        }

        public V putIfAbsent(K key, V value) {
            throw refused();
        }

        public boolean remove(Object key, Object value) {
            throw refused();
        }

        public boolean replace(K key, V oldValue, V newValue) {
            throw refused();
        }

        public V replace(K key, V value) {
            throw refused();
        }

        public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
            throw refused();
        }

        public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
            throw refused();
        }

        public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
            throw refused();
        }

        public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
            throw refused();
        }

        public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
            throw refused();
        }
    }

    /** A sorted map; its ranges are guarded too. */
    static class OrderedTable<K, V> extends Table<K, V> implements SortedMap<K, V> {
        private final SortedMap<K, V> sorted;

        OrderedTable(SortedMap<K, ? extends V> map) {
            super(map);
            this.sorted = (SortedMap<K, V>) this.map;
        }

        public Comparator<? super K> comparator() {
            return sorted.comparator();
        }

        public K firstKey() {
            return sorted.firstKey();
        }

        public K lastKey() {
            return sorted.lastKey();
        }

        public SortedMap<K, V> subMap(K fromKey, K toKey) {
            return new OrderedTable<K, V>(sorted.subMap(fromKey, toKey));
        }

        public SortedMap<K, V> headMap(K toKey) {
            return new OrderedTable<K, V>(sorted.headMap(toKey));
        }

        public SortedMap<K, V> tailMap(K fromKey) {
            return new OrderedTable<K, V>(sorted.tailMap(fromKey));
        }
    }

    /** A navigable map; polling is a change and refused, the entries it answers are guarded. */
    static final class NavigableTable<K, V> extends OrderedTable<K, V> implements NavigableMap<K, V> {
        private final NavigableMap<K, V> nav;

        NavigableTable(NavigableMap<K, ? extends V> map) {
            super(map);
            this.nav = (NavigableMap<K, V>) this.map;
        }

        public Map.Entry<K, V> lowerEntry(K key) {
            return pair(nav.lowerEntry(key));
        }

        public K lowerKey(K key) {
            return nav.lowerKey(key);
        }

        public Map.Entry<K, V> floorEntry(K key) {
            return pair(nav.floorEntry(key));
        }

        public K floorKey(K key) {
            return nav.floorKey(key);
        }

        public Map.Entry<K, V> ceilingEntry(K key) {
            return pair(nav.ceilingEntry(key));
        }

        public K ceilingKey(K key) {
            return nav.ceilingKey(key);
        }

        public Map.Entry<K, V> higherEntry(K key) {
            return pair(nav.higherEntry(key));
        }

        public K higherKey(K key) {
            return nav.higherKey(key);
        }

        public Map.Entry<K, V> firstEntry() {
            return pair(nav.firstEntry());
        }

        public Map.Entry<K, V> lastEntry() {
            return pair(nav.lastEntry());
        }

        public Map.Entry<K, V> pollFirstEntry() {
            throw refused();
        }

        public Map.Entry<K, V> pollLastEntry() {
            throw refused();
        }

        public NavigableMap<K, V> descendingMap() {
            return new NavigableTable<K, V>(nav.descendingMap());
        }

        public NavigableSet<K> navigableKeySet() {
            return new Navigable<K>(nav.navigableKeySet());
        }

        public NavigableSet<K> descendingKeySet() {
            return new Navigable<K>(nav.descendingKeySet());
        }

        public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
            return new NavigableTable<K, V>(nav.subMap(fromKey, fromInclusive, toKey, toInclusive));
        }

        public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
            return new NavigableTable<K, V>(nav.headMap(toKey, inclusive));
        }

        public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
            return new NavigableTable<K, V>(nav.tailMap(fromKey, inclusive));
        }

        public SortedMap<K, V> subMap(K fromKey, K toKey) {
            return subMap(fromKey, true, toKey, false);
        }

        public SortedMap<K, V> headMap(K toKey) {
            return headMap(toKey, false);
        }

        public SortedMap<K, V> tailMap(K fromKey) {
            return tailMap(fromKey, true);
        }
    }
}
