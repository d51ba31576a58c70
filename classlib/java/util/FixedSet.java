// java.util.FixedSet: the unmodifiable, null-free sets of Set.of and Set.copyOf. The elements
// are kept in the order they were given (the JDK randomises Set.of's order per run; the order
// given is one it may produce) and found through a FixedIndex.
package java.util;

import java.util.function.Predicate;

final class FixedSet<E> extends AbstractSet<E> {
    /** The set Set.of() returns. */
    static final FixedSet<Object> NONE = new FixedSet<Object>(new Object[0]);

    private final Object[] members;
    private final int[] slots;

    private FixedSet(Object[] members) {
        this.members = members;
        this.slots = FixedIndex.build(members, null, "duplicate element: ");
    }

    /**
     * A set of a copy of items; NullPointerException if one is null, IllegalArgumentException
     * ("duplicate element: x") if two are equal.
     */
    @SuppressWarnings("unchecked")
    static <E> Set<E> of(Object[] items) {
        if (items.length == 0) {
            return (Set<E>) NONE;
        }
        Object[] own = new Object[items.length];
        System.arraycopy(items, 0, own, 0, items.length);
        return new FixedSet<E>(own);
    }

    /** coll itself when it is a FixedSet, else a FixedSet of its distinct elements. */
    @SuppressWarnings("unchecked")
    static <E> Set<E> copyOf(Collection<? extends E> coll) {
        if (coll instanceof FixedSet<?>) {
            return (Set<E>) coll;
        }
        return of(new LinkedHashSet<Object>(coll).toArray());
    }

    public int size() {
        return members.length;
    }

    public boolean isEmpty() {
        return members.length == 0;
    }

    public boolean contains(Object o) {
        Objects.requireNonNull(o);
        return FixedIndex.find(members, members.length, slots, o) >= 0;
    }

    public Object[] toArray() {
        return members.clone();
    }

    public Iterator<E> iterator() {
        return new Iterator<E>() {
            private int next;

            public boolean hasNext() {
                return next < members.length;
            }

            @SuppressWarnings("unchecked")
            public E next() {
                if (next >= members.length) {
                    throw new NoSuchElementException();
                }
                return (E) members[next++];
            }
        };
    }

    /** Equal to any set of the same elements; false (not NullPointerException) if it holds null. */
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof Set<?>) || ((Set<?>) o).size() != members.length) {
            return false;
        }
        for (Object e : (Set<?>) o) {
            if (e == null || !contains(e)) {
                return false;
            }
        }
        return true;
    }

    public int hashCode() {
        int h = 0;
        for (Object o : members) {
            h += o.hashCode();
        }
        return h;
    }

    // ---- every change is refused

    public boolean add(E e) {
        throw FixedList.refuse();
    }

    public boolean addAll(Collection<? extends E> c) {
        throw FixedList.refuse();
    }

    public boolean remove(Object o) {
        throw FixedList.refuse();
    }

    public boolean removeAll(Collection<?> c) {
        throw FixedList.refuse();
    }

    public boolean retainAll(Collection<?> c) {
        throw FixedList.refuse();
    }

    public boolean removeIf(Predicate<? super E> filter) {
        throw FixedList.refuse();
    }

    public void clear() {
        throw FixedList.refuse();
    }
}
