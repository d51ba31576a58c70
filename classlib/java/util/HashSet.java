// java.util.HashSet: a Set whose elements are the keys of a HashMap (each mapped to one shared
// marker value), so its iteration order is HashMap's. LinkedHashSet hands in a LinkedHashMap.
package java.util;

/** A Set backed by a hash table; permits null; not synchronized. */
public class HashSet<E> extends AbstractSet<E> implements Set<E>, Cloneable, java.io.Serializable {
    /** The value every element maps to in the backing map. */
    private static final Object MEMBER = new Object();

    private transient HashMap<E, Object> members;

    public HashSet() {
        members = new HashMap<E, Object>();
    }

    /** A set of c's elements, in a table sized for c at the default load factor (at least 16). */
    public HashSet(Collection<? extends E> c) {
        members = new HashMap<E, Object>(Math.max((int) (c.size() / .75f) + 1, 16));
        addAll(c);
    }

    public HashSet(int initialCapacity, float loadFactor) {
        members = new HashMap<E, Object>(initialCapacity, loadFactor);
    }

    public HashSet(int initialCapacity) {
        members = new HashMap<E, Object>(initialCapacity);
    }

    /** A set over the given (empty) map; LinkedHashSet passes a LinkedHashMap. */
    HashSet(HashMap<E, Object> backing) {
        members = backing;
    }

    public Iterator<E> iterator() {
        return members.keySet().iterator();
    }

    public int size() {
        return members.size();
    }

    public boolean isEmpty() {
        return members.isEmpty();
    }

    public boolean contains(Object o) {
        return members.containsKey(o);
    }

    public boolean add(E e) {
        return members.put(e, MEMBER) == null;
    }

    public boolean remove(Object o) {
        return members.remove(o) == MEMBER;
    }

    public void clear() {
        members.clear();
    }

    /** A shallow copy (the elements themselves are not cloned). */
    @SuppressWarnings("unchecked")
    public Object clone() {
        try {
            HashSet<E> copy = (HashSet<E>) super.clone();
            copy.members = (HashMap<E, Object>) members.clone();
            return copy;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public Object[] toArray() {
        return members.keySet().toArray();
    }

    public <T> T[] toArray(T[] a) {
        return members.keySet().toArray(a);
    }
}
