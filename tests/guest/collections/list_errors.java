// Exception types and messages of the list classes, as the JDK 17 words them.
import java.util.*;

public class list_errors {
    interface Action {
        void run();
    }

    static void attempt(String what, Action a) {
        try {
            a.run();
            System.out.println(what + ": no exception");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e);
        }
    }

    public static void main(String[] args) {
        final ArrayList<Integer> al = new ArrayList<Integer>(Arrays.asList(1, 2, 3));
        final LinkedList<Integer> ll = new LinkedList<Integer>(al);
        final Vector<Integer> v = new Vector<Integer>(al);
        final List<Integer> fixed = Arrays.asList(1, 2, 3);
        attempt("al.get(5)", new Action() { public void run() { al.get(5); } });
        attempt("al.get(-1)", new Action() { public void run() { al.get(-1); } });
        attempt("al.set(3)", new Action() { public void run() { al.set(3, 0); } });
        attempt("al.remove(7)", new Action() { public void run() { al.remove(7); } });
        attempt("al.add(5, x)", new Action() { public void run() { al.add(5, 0); } });
        attempt("al.addAll(-1, c)", new Action() { public void run() { al.addAll(-1, al); } });
        attempt("al.subList(-1, 2)", new Action() { public void run() { al.subList(-1, 2); } });
        attempt("al.subList(0, 4)", new Action() { public void run() { al.subList(0, 4); } });
        attempt("al.subList(2, 1)", new Action() { public void run() { al.subList(2, 1); } });
        attempt("al.listIterator(4)", new Action() { public void run() { al.listIterator(4); } });
        attempt("new ArrayList(-1)", new Action() { public void run() { new ArrayList<Integer>(-1); } });
        attempt("al.subList.get(2)", new Action() { public void run() { al.subList(0, 2).get(2); } });
        attempt("al.iterator past end", new Action() { public void run() {
            Iterator<Integer> it = al.iterator();
            for (int i = 0; i < 4; i++) it.next();
        } });
        attempt("al.iterator remove twice", new Action() { public void run() {
            Iterator<Integer> it = new ArrayList<Integer>(al).iterator();
            it.next();
            it.remove();
            it.remove();
        } });
        attempt("ll.get(3)", new Action() { public void run() { ll.get(3); } });
        attempt("ll.add(9, x)", new Action() { public void run() { ll.add(9, 1); } });
        attempt("ll.remove(-2)", new Action() { public void run() { ll.remove(-2); } });
        attempt("empty ll.getFirst", new Action() { public void run() { new LinkedList<String>().getFirst(); } });
        attempt("empty ll.removeLast", new Action() { public void run() { new LinkedList<String>().removeLast(); } });
        attempt("empty ll.pop", new Action() { public void run() { new LinkedList<String>().pop(); } });
        attempt("empty ll.element", new Action() { public void run() { new LinkedList<String>().element(); } });
        attempt("v.get(5)", new Action() { public void run() { v.get(5); } });
        attempt("v.elementAt(3)", new Action() { public void run() { v.elementAt(3); } });
        attempt("v.insertElementAt(x, 9)", new Action() { public void run() { v.insertElementAt(0, 9); } });
        attempt("v.removeElementAt(4)", new Action() { public void run() { v.removeElementAt(4); } });
        attempt("v.setElementAt(x, 3)", new Action() { public void run() { v.setElementAt(0, 3); } });
        attempt("v.remove(3)", new Action() { public void run() { v.remove(3); } });
        attempt("v.set(10, x)", new Action() { public void run() { v.set(10, 0); } });
        attempt("empty v.firstElement", new Action() { public void run() { new Vector<String>().firstElement(); } });
        attempt("new Vector(-3)", new Action() { public void run() { new Vector<String>(-3); } });
        attempt("empty Stack.pop", new Action() { public void run() { new Stack<String>().pop(); } });
        attempt("empty Stack.peek", new Action() { public void run() { new Stack<String>().peek(); } });
        attempt("v.elements past end", new Action() { public void run() {
            Enumeration<Integer> e = v.elements();
            for (int i = 0; i < 4; i++) e.nextElement();
        } });
        attempt("asList.add", new Action() { public void run() { fixed.add(4); } });
        attempt("asList.remove", new Action() { public void run() { fixed.remove(0); } });
        attempt("asList.get(3)", new Action() { public void run() { fixed.get(3); } });
        attempt("asList.iterator past end", new Action() { public void run() {
            Iterator<Integer> it = fixed.iterator();
            for (int i = 0; i < 4; i++) it.next();
        } });
        attempt("asList.iterator.remove", new Action() { public void run() {
            Iterator<Integer> it = fixed.iterator();
            it.next();
            it.remove();
        } });
        attempt("ArrayDeque.addFirst(null)", new Action() { public void run() { new ArrayDeque<String>().addFirst(null); } });
        attempt("empty ArrayDeque.removeFirst", new Action() { public void run() { new ArrayDeque<String>().removeFirst(); } });
        attempt("empty ArrayDeque.getLast", new Action() { public void run() { new ArrayDeque<String>().getLast(); } });
        attempt("empty ArrayDeque.element", new Action() { public void run() { new ArrayDeque<String>().element(); } });
    }
}
// expect: al.get(5): java.lang.IndexOutOfBoundsException: Index 5 out of bounds for length 3
// expect: al.get(-1): java.lang.IndexOutOfBoundsException: Index -1 out of bounds for length 3
// expect: al.set(3): java.lang.IndexOutOfBoundsException: Index 3 out of bounds for length 3
// expect: al.remove(7): java.lang.IndexOutOfBoundsException: Index 7 out of bounds for length 3
// expect: al.add(5, x): java.lang.IndexOutOfBoundsException: Index: 5, Size: 3
// expect: al.addAll(-1, c): java.lang.IndexOutOfBoundsException: Index: -1, Size: 3
// expect: al.subList(-1, 2): java.lang.IndexOutOfBoundsException: fromIndex = -1
// expect: al.subList(0, 4): java.lang.IndexOutOfBoundsException: toIndex = 4
// expect: al.subList(2, 1): java.lang.IllegalArgumentException: fromIndex(2) > toIndex(1)
// expect: al.listIterator(4): java.lang.IndexOutOfBoundsException: Index: 4, Size: 3
// expect: new ArrayList(-1): java.lang.IllegalArgumentException: Illegal Capacity: -1
// expect: al.subList.get(2): java.lang.IndexOutOfBoundsException: Index 2 out of bounds for length 2
// expect: al.iterator past end: java.util.NoSuchElementException
// expect: al.iterator remove twice: java.lang.IllegalStateException
// expect: ll.get(3): java.lang.IndexOutOfBoundsException: Index: 3, Size: 3
// expect: ll.add(9, x): java.lang.IndexOutOfBoundsException: Index: 9, Size: 3
// expect: ll.remove(-2): java.lang.IndexOutOfBoundsException: Index: -2, Size: 3
// expect: empty ll.getFirst: java.util.NoSuchElementException
// expect: empty ll.removeLast: java.util.NoSuchElementException
// expect: empty ll.pop: java.util.NoSuchElementException
// expect: empty ll.element: java.util.NoSuchElementException
// expect: v.get(5): java.lang.ArrayIndexOutOfBoundsException: Array index out of range: 5
// expect: v.elementAt(3): java.lang.ArrayIndexOutOfBoundsException: 3 >= 3
// expect: v.insertElementAt(x, 9): java.lang.ArrayIndexOutOfBoundsException: 9 > 3
// expect: v.removeElementAt(4): java.lang.ArrayIndexOutOfBoundsException: 4 >= 3
// expect: v.setElementAt(x, 3): java.lang.ArrayIndexOutOfBoundsException: 3 >= 3
// expect: v.remove(3): java.lang.ArrayIndexOutOfBoundsException: Array index out of range: 3
// expect: v.set(10, x): java.lang.ArrayIndexOutOfBoundsException: Array index out of range: 10
// expect: empty v.firstElement: java.util.NoSuchElementException
// expect: new Vector(-3): java.lang.IllegalArgumentException: Illegal Capacity: -3
// expect: empty Stack.pop: java.util.EmptyStackException
// expect: empty Stack.peek: java.util.EmptyStackException
// expect: v.elements past end: java.util.NoSuchElementException: Vector Enumeration
// expect: asList.add: java.lang.UnsupportedOperationException
// expect: asList.remove: java.lang.UnsupportedOperationException
// expect: asList.get(3): java.lang.ArrayIndexOutOfBoundsException: Index 3 out of bounds for length 3
// expect: asList.iterator past end: java.util.NoSuchElementException
// expect: asList.iterator.remove: java.lang.UnsupportedOperationException: remove
// expect: ArrayDeque.addFirst(null): java.lang.NullPointerException
// expect: empty ArrayDeque.removeFirst: java.util.NoSuchElementException
// expect: empty ArrayDeque.getLast: java.util.NoSuchElementException
// expect: empty ArrayDeque.element: java.util.NoSuchElementException
