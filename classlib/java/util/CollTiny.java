// java.util.CollTiny: the collections Collections makes without a backing store: the empty
// iterator, the empty, singleton and n-copies lists (one class: a count and an element), and the
// empty and singleton sets and maps (one class each: an optional element or mapping). None can be
// changed; their error messages follow the JDK's for each factory.
package java.util;

import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

final class CollTiny {
    private CollTiny() {
    }

    /** The iterator, list iterator and enumeration with no elements. */
    static final class Nothing<E> implements ListIterator<E>, Enumeration<E> {
        static final Nothing<Object> INSTANCE = new Nothing<Object>();

        public boolean hasNext() {
            return false;
        }

        public E next() {
            throw new NoSuchElementException();
        }

        public boolean hasPrevious() {
            return false;
        }

        public E previous() {
            throw new NoSuchElementException();
        }

        public int nextIndex() {
            return 0;
        }

        public int previousIndex() {
            return -1;
        }

        public void remove() {
            throw new IllegalStateException();
        }

        public void set(E e) {
            throw new IllegalStateException();
        }

        public void add(E e) {
            throw new UnsupportedOperationException();
        }

        public boolean hasMoreElements() {
            return false;
        }

        public E nextElement() {
            throw new NoSuchElementException();
        }
    }

    @SuppressWarnings("unchecked")
    static <E> Nothing<E> nothing() {
        return (Nothing<E>) Nothing.INSTANCE;
    }

    /** An iterator over one element, which it cannot remove. */
    static <E> Iterator<E> once(final E item) {
        return new Iterator<E>() {
            private boolean done;

            public boolean hasNext() {
                return !done;
            }

            public E next() {
                if (done) {
                    throw new NoSuchElementException();
                }
                done = true;
                return item;
            }

            public void remove() {
                throw new UnsupportedOperationException();
            }
        };
    }

    /** count copies of item: nCopies, singletonList (count 1) and emptyList (count 0, terse). */
    static final class Repeat<E> extends AbstractList<E> implements RandomAccess {
        static final Repeat<Object> EMPTY = new Repeat<Object>(0, null, true);

        private final int count;
        private final E item;
        /** Collections.emptyList reports a bad index without the size. */
        private final boolean terse;

        Repeat(int count, E item, boolean terse) {
            this.count = count;
            this.item = item;
            this.terse = terse;
        }

        public int size() {
            return count;
        }

        public E get(int index) {
            if (index < 0 || index >= count) {
                throw new IndexOutOfBoundsException(terse ? "Index: " + index : "Index: " + index + ", Size: " + count);
            }
            return item;
        }

        public boolean contains(Object o) {
            return count > 0 && Objects.equals(o, item);
        }

        public int indexOf(Object o) {
            return contains(o) ? 0 : -1;
        }

        public int lastIndexOf(Object o) {
            return contains(o) ? count - 1 : -1;
        }

        public Iterator<E> iterator() {
            if (count == 0) {
                return nothing();
            }
            if (count == 1) {
                return once(item);
            }
            return super.iterator();
        }

        public ListIterator<E> listIterator() {
            return count == 0 ? CollTiny.<E>nothing() : super.listIterator();
        }

        public List<E> subList(int fromIndex, int toIndex) {
            CollChecks.subListRange(fromIndex, toIndex, count);
            return new Repeat<E>(toIndex - fromIndex, item, false);
        }

        public Object[] toArray() {
            Object[] out = new Object[count];
            Arrays.fill(out, item);
            return out;
        }

        public int hashCode() {
            int h = 1;
            int eh = item == null ? 0 : item.hashCode();
            for (int i = 0; i < count; i++) {
                h = 31 * h + eh;
            }
            return h;
        }

        public boolean removeIf(Predicate<? super E> filter) {
            Objects.requireNonNull(filter);
            if (count == 1 || (count > 1 && filter.test(item))) {
                throw new UnsupportedOperationException();
            }
            return false;
        }

        public void replaceAll(UnaryOperator<E> operator) {
            Objects.requireNonNull(operator);
            if (count > 0) {
                throw new UnsupportedOperationException();
            }
        }

        public void sort(Comparator<? super E> c) {
            if (count > 1) {
                throw new UnsupportedOperationException();
            }
        }
    }

    /** The empty set or a singleton set. */
    static final class AtMostOne<E> extends AbstractSet<E> {
        static final AtMostOne<Object> EMPTY = new AtMostOne<Object>(false, null);

        private final boolean present;
        private final E item;

        AtMostOne(boolean present, E item) {
            this.present = present;
            this.item = item;
        }

        public int size() {
            return present ? 1 : 0;
        }

        public boolean contains(Object o) {
            return present && Objects.equals(o, item);
        }

        public Iterator<E> iterator() {
            return present ? once(item) : CollTiny.<E>nothing();
        }

        public int hashCode() {
            return present && item != null ? item.hashCode() : 0;
        }

        public boolean removeIf(Predicate<? super E> filter) {
            Objects.requireNonNull(filter);
            if (present) {
                throw new UnsupportedOperationException();
            }
            return false;
        }
    }

    /** The empty map or a singleton map. */
    static final class AtMostOneMap<K, V> extends AbstractMap<K, V> {
        static final AtMostOneMap<Object, Object> EMPTY = new AtMostOneMap<Object, Object>(false, null, null);

        private final boolean present;
        private final K key;
        private final V value;

        AtMostOneMap(boolean present, K key, V value) {
            this.present = present;
            this.key = key;
            this.value = value;
        }

        public int size() {
            return present ? 1 : 0;
        }

        public boolean containsKey(Object k) {
            return present && Objects.equals(k, key);
        }

        public boolean containsValue(Object v) {
            return present && Objects.equals(v, value);
        }

        public V get(Object k) {
            return containsKey(k) ? value : null;
        }

        public Set<K> keySet() {
            return new AtMostOne<K>(present, key);
        }

        public Collection<V> values() {
            return new AtMostOne<V>(present, value);
        }

        public Set<Map.Entry<K, V>> entrySet() {
            Map.Entry<K, V> e = present ? new AbstractMap.SimpleImmutableEntry<K, V>(key, value) : null;
            return new AtMostOne<Map.Entry<K, V>>(present, e);
        }

        public int hashCode() {
            return present ? Objects.hashCode(key) ^ Objects.hashCode(value) : 0;
        }

        public V putIfAbsent(K k, V v) {
            throw new UnsupportedOperationException();
        }

        public boolean remove(Object k, Object v) {
            throw new UnsupportedOperationException();
        }

        public boolean replace(K k, V oldValue, V newValue) {
            throw new UnsupportedOperationException();
        }

        public V replace(K k, V v) {
            throw new UnsupportedOperationException();
        }

        public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
            Objects.requireNonNull(function);
            if (present) {
                throw new UnsupportedOperationException();
            }
        }

        public V computeIfAbsent(K k, Function<? super K, ? extends V> mappingFunction) {
            throw new UnsupportedOperationException();
        }

        public V computeIfPresent(K k, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
            throw new UnsupportedOperationException();
        }

        public V compute(K k, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
            throw new UnsupportedOperationException();
        }

        public V merge(K k, V v, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
            throw new UnsupportedOperationException();
        }
    }
}
