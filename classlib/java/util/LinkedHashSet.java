// java.util.LinkedHashSet: a HashSet iterated in insertion order, its elements being the keys of a
// LinkedHashMap (re-adding an element keeps its place).
package java.util;

/** A HashSet with insertion-ordered iteration. */
public class LinkedHashSet<E> extends HashSet<E> implements Set<E>, Cloneable, java.io.Serializable {
    public LinkedHashSet(int initialCapacity, float loadFactor) {
        super(new LinkedHashMap<E, Object>(initialCapacity, loadFactor));
    }

    public LinkedHashSet(int initialCapacity) {
        this(initialCapacity, .75f);
    }

    public LinkedHashSet() {
        this(16, .75f);
    }

    /** A set of c's elements in c's order, in a table of max(2 * c.size(), 11). */
    public LinkedHashSet(Collection<? extends E> c) {
        this(Math.max(2 * c.size(), 11), .75f);
        addAll(c);
    }
}
