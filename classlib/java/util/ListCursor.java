// java.util.ListCursor: the one fail-fast ListIterator of the index-based lists (AbstractList's
// default, ArrayList, Vector and every sublist), written over the list's own get, set, add and
// remove. It remembers the list's modification count and throws
// ConcurrentModificationException when a structural change was made behind its back.
package java.util;

/**
 * A list iterator over an AbstractList by index. The position is the gap before element
 * {@code ahead}; {@code returned} is the index of the element last handed out by next or
 * previous (-1 after remove or add, or before the first move).
 *
 * <p>Two end-of-list policies exist because the JDK's lists differ there: a bounded cursor
 * (ArrayList, Vector, sublists) compares the position with the list's size and throws a plain
 * NoSuchElementException, while an AbstractList subclass that only supplies get is asked for
 * the element and its IndexOutOfBoundsException becomes the NoSuchElementException's cause.
 * hasNext never checks for modification: it compares the position with the size, so a for-each
 * loop that shrinks the list to the cursor's position ends quietly, as on the JDK.
 */
class ListCursor<E> implements ListIterator<E> {
    final AbstractList<E> list;
    private final boolean bounded;
    private int ahead;
    private int returned = -1;
    private int knownMods;

    ListCursor(AbstractList<E> list, int start, boolean bounded) {
        this.list = list;
        this.bounded = bounded;
        this.ahead = start;
        this.knownMods = list.modsSeen();
    }

    public boolean hasNext() {
        return ahead != list.walkLimit();
    }

    public E next() {
        requireUnchanged();
        int i = ahead;
        if (bounded && i >= list.walkLimit()) {
            throw new NoSuchElementException();
        }
        E e = fetch(i);
        returned = i;
        ahead = i + 1;
        return e;
    }

    public boolean hasPrevious() {
        return ahead != 0;
    }

    public E previous() {
        requireUnchanged();
        int i = ahead - 1;
        if (bounded && i < 0) {
            throw new NoSuchElementException();
        }
        E e = fetch(i);
        returned = i;
        ahead = i;
        return e;
    }

    public int nextIndex() {
        return ahead;
    }

    public int previousIndex() {
        return ahead - 1;
    }

    public void remove() {
        if (returned < 0) {
            throw new IllegalStateException();
        }
        requireUnchanged();
        try {
            list.remove(returned);
        } catch (IndexOutOfBoundsException e) {
            throw new ConcurrentModificationException();
        }
        if (returned < ahead) {
            ahead--;
        }
        returned = -1;
        knownMods = list.modsSeen();
    }

    public void set(E e) {
        if (returned < 0) {
            throw new IllegalStateException();
        }
        requireUnchanged();
        try {
            list.set(returned, e);
        } catch (IndexOutOfBoundsException ex) {
            throw new ConcurrentModificationException();
        }
        knownMods = list.modsSeen();
    }

    public void add(E e) {
        requireUnchanged();
        try {
            list.add(ahead, e);
        } catch (IndexOutOfBoundsException ex) {
            throw new ConcurrentModificationException();
        }
        ahead++;
        returned = -1;
        knownMods = list.modsSeen();
    }

    private E fetch(int i) {
        if (bounded) {
            return list.get(i);
        }
        try {
            return list.get(i);
        } catch (IndexOutOfBoundsException e) {
            requireUnchanged();
            throw new NoSuchElementException(e);
        }
    }

    final void requireUnchanged() {
        if (list.modsSeen() != knownMods) {
            throw new ConcurrentModificationException();
        }
    }
}
