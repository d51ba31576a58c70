// java.util.CollLocked: the thread-safe views of Collections.synchronized*. Every operation of a
// view holds one lock object (the view itself unless a caller such as Vector.subList names
// another) while it forwards to the backing collection. Iterators are the backing collection's
// own: as the API says, a caller iterating must hold the lock itself.
package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

final class CollLocked {
    private CollLocked() {
    }

    /** Any collection; equality stays identity, as the backing collection may be a set or a list. */
    static class Group<E> implements Collection<E> {
        final Collection<E> inner;
        final Object lock;

        Group(Collection<E> inner, Object lock) {
            this.inner = Objects.requireNonNull(inner);
            this.lock = lock == null ? this : lock;
        }

        public int size() {
            synchronized (lock) {
                return inner.size();
            }
        }

        public boolean isEmpty() {
            synchronized (lock) {
                return inner.isEmpty();
            }
        }

        public boolean contains(Object o) {
            synchronized (lock) {
                return inner.contains(o);
            }
        }

        public boolean containsAll(Collection<?> c) {
            synchronized (lock) {
                return inner.containsAll(c);
            }
        }

        public Object[] toArray() {
            synchronized (lock) {
                return inner.toArray();
            }
        }

        public <T> T[] toArray(T[] a) {
            synchronized (lock) {
                return inner.toArray(a);
            }
        }

        public Iterator<E> iterator() {
            return inner.iterator();
        }

        public boolean add(E e) {
            synchronized (lock) {
                return inner.add(e);
            }
        }

        public boolean addAll(Collection<? extends E> c) {
            synchronized (lock) {
                return inner.addAll(c);
            }
        }

        public boolean remove(Object o) {
            synchronized (lock) {
                return inner.remove(o);
            }
        }

        public boolean removeAll(Collection<?> c) {
            synchronized (lock) {
                return inner.removeAll(c);
            }
        }

        public boolean retainAll(Collection<?> c) {
            synchronized (lock) {
                return inner.retainAll(c);
            }
        }

        public boolean removeIf(Predicate<? super E> filter) {
            synchronized (lock) {
                return inner.removeIf(filter);
            }
        }

        public void clear() {
            synchronized (lock) {
                inner.clear();
            }
        }

        public void forEach(Consumer<? super E> action) {
            synchronized (lock) {
                inner.forEach(action);
            }
        }

        public String toString() {
            synchronized (lock) {
                return inner.toString();
            }
        }
    }

    /** A set; equality and hash are the backing set's. */
    static final class Distinct<E> extends Group<E> implements Set<E> {
        Distinct(Set<E> inner, Object lock) {
            super(inner, lock);
        }

        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            synchronized (lock) {
                return inner.equals(o);
            }
        }

        public int hashCode() {
            synchronized (lock) {
                return inner.hashCode();
            }
        }
    }

    /** A list; its subLists share the lock. */
    static class Sequence<E> extends Group<E> implements List<E> {
        private final List<E> list;

        Sequence(List<E> inner, Object lock) {
            super(inner, lock);
            this.list = inner;
        }

        static <E> List<E> over(List<E> list, Object lock) {
            return list instanceof RandomAccess ? new IndexedSequence<E>(list, lock) : new Sequence<E>(list, lock);
        }

        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            synchronized (lock) {
                return list.equals(o);
            }
        }

        public int hashCode() {
            synchronized (lock) {
                return list.hashCode();
            }
        }

        public E get(int index) {
            synchronized (lock) {
                return list.get(index);
            }
        }

        public E set(int index, E element) {
            synchronized (lock) {
                return list.set(index, element);
            }
        }

        public void add(int index, E element) {
            synchronized (lock) {
                list.add(index, element);
            }
        }

        public E remove(int index) {
            synchronized (lock) {
                return list.remove(index);
            }
        }

        public boolean addAll(int index, Collection<? extends E> c) {
            synchronized (lock) {
                return list.addAll(index, c);
            }
        }

        public int indexOf(Object o) {
            synchronized (lock) {
                return list.indexOf(o);
            }
        }

        public int lastIndexOf(Object o) {
            synchronized (lock) {
                return list.lastIndexOf(o);
            }
        }

        public ListIterator<E> listIterator() {
            return list.listIterator();
        }

        public ListIterator<E> listIterator(int index) {
            return list.listIterator(index);
        }

        public List<E> subList(int fromIndex, int toIndex) {
            synchronized (lock) {
                return over(list.subList(fromIndex, toIndex), lock);
            }
        }

        public void replaceAll(UnaryOperator<E> operator) {
            synchronized (lock) {
                list.replaceAll(operator);
            }
        }

        public void sort(Comparator<? super E> c) {
            synchronized (lock) {
                list.sort(c);
            }
        }
    }

    static final class IndexedSequence<E> extends Sequence<E> implements RandomAccess {
        IndexedSequence(List<E> inner, Object lock) {
            super(inner, lock);
        }
    }

    /** A map; its key, value and entry views share the lock. */
    static final class Table<K, V> implements Map<K, V> {
        private final Map<K, V> map;
        private final Object lock;
        private Set<K> keys;
        private Collection<V> vals;
        private Set<Map.Entry<K, V>> entries;

        Table(Map<K, V> map) {
            this.map = Objects.requireNonNull(map);
            this.lock = this;
        }

        public int size() {
            synchronized (lock) {
                return map.size();
            }
        }

        public boolean isEmpty() {
            synchronized (lock) {
                return map.isEmpty();
            }
        }

        public boolean containsKey(Object key) {
            synchronized (lock) {
                return map.containsKey(key);
            }
        }

        public boolean containsValue(Object value) {
            synchronized (lock) {
                return map.containsValue(value);
            }
        }

        public V get(Object key) {
            synchronized (lock) {
                return map.get(key);
            }
        }

        public V put(K key, V value) {
            synchronized (lock) {
                return map.put(key, value);
            }
        }

        public V remove(Object key) {
            synchronized (lock) {
                return map.remove(key);
            }
        }

        public void putAll(Map<? extends K, ? extends V> m) {
            synchronized (lock) {
                map.putAll(m);
            }
        }

        public void clear() {
            synchronized (lock) {
                map.clear();
            }
        }

        public Set<K> keySet() {
            synchronized (lock) {
                if (keys == null) {
                    keys = new Distinct<K>(map.keySet(), lock);
                }
                return keys;
            }
        }

        public Collection<V> values() {
            synchronized (lock) {
                if (vals == null) {
                    vals = new Group<V>(map.values(), lock);
                }
                return vals;
            }
        }

        public Set<Map.Entry<K, V>> entrySet() {
            synchronized (lock) {
                if (entries == null) {
                    entries = new Distinct<Map.Entry<K, V>>(map.entrySet(), lock);
                }
                return entries;
            }
        }

        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            synchronized (lock) {
                return map.equals(o);
            }
        }

        public int hashCode() {
            synchronized (lock) {
                return map.hashCode();
            }
        }

        public String toString() {
            synchronized (lock) {
                return map.toString();
            }
        }

        public V getOrDefault(Object key, V defaultValue) {
            synchronized (lock) {
                return map.getOrDefault(key, defaultValue);
            }
        }

        public void forEach(BiConsumer<? super K, ? super V> action) {
            synchronized (lock) {
                map.forEach(action);
            }
        }

        public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
            synchronized (lock) {
                map.replaceAll(function);
            }
        }

        public V putIfAbsent(K key, V value) {
            synchronized (lock) {
                return map.putIfAbsent(key, value);
            }
        }

        public boolean remove(Object key, Object value) {
            synchronized (lock) {
                return map.remove(key, value);
            }
        }

        public boolean replace(K key, V oldValue, V newValue) {
            synchronized (lock) {
                return map.replace(key, oldValue, newValue);
            }
        }

        public V replace(K key, V value) {
            synchronized (lock) {
                return map.replace(key, value);
            }
        }

        public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
            synchronized (lock) {
                return map.computeIfAbsent(key, mappingFunction);
            }
        }

        public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
            synchronized (lock) {
                return map.computeIfPresent(key, remappingFunction);
            }
        }

        public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
            synchronized (lock) {
                return map.compute(key, remappingFunction);
            }
        }

        public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
            synchronized (lock) {
                return map.merge(key, value, remappingFunction);
            }
        }
    }
}
