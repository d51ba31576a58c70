// Vector and Stack: capacity growth (doubling or by capacityIncrement, visible through
// capacity()), setSize, copyInto, the legacy element methods and their messages, Enumeration,
// which operations are structural for iterators, sublists and the Stack methods.
import java.util.*;

public class vector_legacy {
    interface Action { void run(); }

    static void attempt(String what, Action a) {
        try {
            a.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e);
        }
    }

    interface Op { void apply(Vector<Integer> v); }

    static void counts(String what, Op op) {
        Vector<Integer> v = new Vector<Integer>(Arrays.asList(4, 1, 3, 2));
        Iterator<Integer> it = v.iterator();
        it.next();
        op.apply(v);
        try {
            it.next();
            System.out.println(what + ": not structural " + v);
        } catch (ConcurrentModificationException e) {
            System.out.println(what + ": structural " + v);
        }
    }

    /** A Vector subclass that looks at the protected fields. */
    static final class VlPeek<E> extends Vector<E> {
        VlPeek(int cap, int inc) { super(cap, inc); }
        String state() { return elementCount + "/" + elementData.length + "+" + capacityIncrement; }
    }

    public static void main(String[] args) {
        Vector<Integer> v = new Vector<Integer>();
        StringBuilder caps = new StringBuilder();
        for (int i = 0; i < 45; i++) {
            v.add(i);
            caps.append(v.capacity()).append(' ');
        }
        System.out.println(caps);
        Vector<Integer> z = new Vector<Integer>(0);
        caps.setLength(0);
        for (int i = 0; i < 6; i++) {
            z.addElement(i);
            caps.append(z.capacity()).append(' ');
        }
        System.out.println(caps);
        VlPeek<String> p = new VlPeek<String>(3, 4);
        caps.setLength(0);
        for (int i = 0; i < 12; i++) {
            p.add("e" + i);
            caps.append(p.state()).append(' ');
        }
        System.out.println(caps);
        p.ensureCapacity(17);
        System.out.println(p.state());
        p.ensureCapacity(40);
        System.out.println(p.state());
        p.trimToSize();
        System.out.println(p.state());
        p.setSize(14);
        System.out.println(p.state() + " " + p);
        p.setSize(5);
        System.out.println(p.state() + " " + p);
        p.addAll(Arrays.asList("a", "b", "c", "d", "e", "f", "g", "h", "i", "j"));
        System.out.println(p.state());
        Vector<String> fromColl = new Vector<String>(Arrays.asList("x", "y", "z"));
        System.out.println(fromColl.capacity() + " " + fromColl);
        fromColl.add("w");
        System.out.println(fromColl.capacity());
        Vector<String> dbl = new Vector<String>(4, 0);
        dbl.addAll(Arrays.asList("1", "2", "3", "4", "5", "6", "7", "8", "9"));
        System.out.println(dbl.capacity());
        Vector<String> inc = new Vector<String>(4, 2);
        inc.addAll(Arrays.asList("1", "2", "3", "4", "5"));
        System.out.println(inc.capacity());
        inc.insertElementAt("0", 0);
        inc.insertElementAt("end", inc.size());
        System.out.println(inc + " " + inc.capacity());

        Vector<String> w = new Vector<String>(Arrays.asList("a", "b", null, "a", "c"));
        System.out.println(w.indexOf("a", 1) + " " + w.lastIndexOf("a", 2) + " " + w.indexOf(null, 3) + " "
                + w.lastIndexOf(null) + " " + w.firstElement() + " " + w.lastElement() + " " + w.elementAt(2));
        w.setElementAt("B", 1);
        w.removeElementAt(0);
        System.out.println(w + " " + w.removeElement("a") + " " + w.removeElement("zz") + " " + w);
        String[] into = new String[6];
        w.copyInto(into);
        System.out.println(Arrays.toString(into));
        Enumeration<String> en = w.elements();
        StringBuilder es = new StringBuilder();
        while (en.hasMoreElements()) es.append(en.nextElement()).append(';');
        System.out.println(es);
        final Vector<String> w2 = w;
        attempt("indexOf(x, -1)", new Action() { public void run() { w2.indexOf("a", -1); } });
        attempt("indexOf(x, 9)", new Action() { public void run() { System.out.print(w2.indexOf("a", 9) + " "); } });
        attempt("lastIndexOf(x, 3)", new Action() { public void run() { w2.lastIndexOf("a", 3); } });
        attempt("lastIndexOf(x, -1)", new Action() { public void run() { System.out.print(w2.lastIndexOf("a", -1) + " "); } });
        attempt("elementAt(-1)", new Action() { public void run() { w2.elementAt(-1); } });
        attempt("setElementAt(-1)", new Action() { public void run() { w2.setElementAt("x", -1); } });
        attempt("removeElementAt(-1)", new Action() { public void run() { w2.removeElementAt(-1); } });
        attempt("insertElementAt(-1)", new Action() { public void run() { w2.insertElementAt("x", -1); } });
        attempt("get(-1)", new Action() { public void run() { w2.get(-1); } });
        attempt("add(9, x)", new Action() { public void run() { w2.add(9, "x"); } });
        attempt("add(-1, x)", new Action() { public void run() { w2.add(-1, "x"); } });
        attempt("addAll(9, c)", new Action() { public void run() { w2.addAll(9, Arrays.asList("q")); } });
        attempt("remove(-1)", new Action() { public void run() { w2.remove(-1); } });
        attempt("setSize(-1)", new Action() { public void run() { w2.setSize(-1); } });
        attempt("lastElement empty", new Action() { public void run() { new Vector<String>().lastElement(); } });
        attempt("listIterator(9)", new Action() { public void run() { w2.listIterator(9); } });
        attempt("iterator past end", new Action() { public void run() {
            Iterator<String> it = w2.iterator(); while (true) it.next(); } });
        attempt("previous at 0", new Action() { public void run() { w2.listIterator().previous(); } });
        attempt("set before next", new Action() { public void run() { w2.listIterator().set("x"); } });
        attempt("subList(1, 9)", new Action() { public void run() { w2.subList(1, 9); } });
        attempt("subList.get(5)", new Action() { public void run() { w2.subList(1, 3).get(5); } });
        attempt("subList.add(5, x)", new Action() { public void run() { w2.subList(1, 3).add(5, "x"); } });
        attempt("copyInto small", new Action() { public void run() { w2.copyInto(new Object[1]); } });
        attempt("ensureCapacity(-5)", new Action() { public void run() { w2.ensureCapacity(-5); } });

        counts("add", new Op() { public void apply(Vector<Integer> v) { v.addElement(9); } });
        counts("set", new Op() { public void apply(Vector<Integer> v) { v.setElementAt(9, 0); } });
        counts("setSize same", new Op() { public void apply(Vector<Integer> v) { v.setSize(4); } });
        counts("setSize bigger", new Op() { public void apply(Vector<Integer> v) { v.setSize(6); } });
        counts("trimToSize", new Op() { public void apply(Vector<Integer> v) { v.trimToSize(); } });
        counts("ensureCapacity small", new Op() { public void apply(Vector<Integer> v) { v.ensureCapacity(1); } });
        counts("ensureCapacity big", new Op() { public void apply(Vector<Integer> v) { v.ensureCapacity(100); } });
        counts("ensureCapacity zero", new Op() { public void apply(Vector<Integer> v) { v.ensureCapacity(0); } });
        counts("removeElement absent", new Op() { public void apply(Vector<Integer> v) { v.removeElement(99); } });
        counts("removeAllElements", new Op() { public void apply(Vector<Integer> v) { v.removeAllElements(); } });
        counts("addAll empty", new Op() { public void apply(Vector<Integer> v) { v.addAll(new ArrayList<Integer>()); } });
        counts("addAll(i) empty", new Op() { public void apply(Vector<Integer> v) { v.addAll(0, new ArrayList<Integer>()); } });
        counts("removeAll none", new Op() { public void apply(Vector<Integer> v) { v.removeAll(Arrays.asList(99)); } });
        counts("retainAll some", new Op() { public void apply(Vector<Integer> v) { v.retainAll(Arrays.asList(1, 2)); } });
        counts("sort", new Op() { public void apply(Vector<Integer> v) { v.sort(null); } });
        counts("subList.clear", new Op() { public void apply(Vector<Integer> v) { v.subList(1, 2).clear(); } });

        final Vector<Integer> ev = new Vector<Integer>(Arrays.asList(1, 2, 3));
        final Enumeration<Integer> e2 = ev.elements();
        e2.nextElement();
        ev.remove(0);
        ev.remove(0);
        attempt("enumeration after shrink", new Action() { public void run() {
            System.out.print(e2.hasMoreElements() + " ");
            e2.nextElement();
        } });
        Vector<Integer> vi = new Vector<Integer>(Arrays.asList(5, 6, 7, 8));
        ListIterator<Integer> li = vi.listIterator(2);
        li.previous();
        li.set(60);
        li.add(55);
        li.next();
        li.remove();
        System.out.println(vi + " " + li.nextIndex());
        @SuppressWarnings("unchecked")
        Vector<Integer> cl = (Vector<Integer>) vi.clone();
        System.out.println("clone capacity " + cl.capacity() + " of " + vi.capacity());
        cl.add(1);
        System.out.println(cl + " " + vi + " " + cl.capacity() + " " + vi.equals(Arrays.asList(5, 55, 7, 8))
                + " " + vi.hashCode() + " " + vi.containsAll(Arrays.asList(8, 5)) + " " + vi.contains(null));
        List<Integer> vs = vi.subList(1, 3);
        vs.add(0, 100);
        System.out.println(vs + " " + vi);

        Stack<String> st = new Stack<String>();
        System.out.println(st.empty() + " " + st.push("a") + " " + st.push("b") + " " + st.push(null) + " " + st.push("a"));
        System.out.println(st + " " + st.search("a") + " " + st.search("b") + " " + st.search(null) + " " + st.search("q")
                + " " + st.peek() + " " + st.pop() + " " + st.pop() + " " + st + " " + st.empty() + " " + st.capacity());
    }
}
// expect: 10 10 10 10 10 10 10 10 10 10 20 20 20 20 20 20 20 20 20 20 40 40 40 40 40 40 40 40 40 40 40 40 40 40 40 40 40 40 40 40 80 80 80 80 80 
// expect: 1 2 4 4 8 8 
// expect: 1/3+4 2/3+4 3/3+4 4/7+4 5/7+4 6/7+4 7/7+4 8/11+4 9/11+4 10/11+4 11/11+4 12/15+4 
// expect: 12/19+4
// expect: 12/40+4
// expect: 12/12+4
// expect: 14/16+4 [e0, e1, e2, e3, e4, e5, e6, e7, e8, e9, e10, e11, null, null]
// expect: 5/16+4 [e0, e1, e2, e3, e4]
// expect: 15/16+4
// expect: 3 [x, y, z]
// expect: 6
// expect: 9
// expect: 6
// expect: [0, 1, 2, 3, 4, 5, end] 8
// expect: 3 0 -1 2 a c null
// expect: [B, null, a, c] true false [B, null, c]
// expect: [B, null, c, null, null, null]
// expect: B;null;c;
// expect: indexOf(x, -1): java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5
// expect: -1 indexOf(x, 9): ok
// expect: lastIndexOf(x, 3): java.lang.IndexOutOfBoundsException: 3 >= 3
// expect: -1 lastIndexOf(x, -1): ok
// expect: elementAt(-1): java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5
// expect: setElementAt(-1): java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5
// expect: removeElementAt(-1): java.lang.ArrayIndexOutOfBoundsException: Array index out of range: -1
// expect: insertElementAt(-1): java.lang.ArrayIndexOutOfBoundsException: arraycopy: source index -1 out of bounds for object array[5]
// expect: get(-1): java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5
// expect: add(9, x): java.lang.ArrayIndexOutOfBoundsException: 9 > 3
// expect: add(-1, x): java.lang.ArrayIndexOutOfBoundsException: arraycopy: source index -1 out of bounds for object array[5]
// expect: addAll(9, c): java.lang.ArrayIndexOutOfBoundsException: Array index out of range: 9
// expect: remove(-1): java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5
// expect: setSize(-1): java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5
// expect: lastElement empty: java.util.NoSuchElementException
// expect: listIterator(9): java.lang.IndexOutOfBoundsException: Index: 9
// expect: iterator past end: java.util.NoSuchElementException
// expect: previous at 0: java.util.NoSuchElementException
// expect: set before next: java.lang.IllegalStateException
// expect: subList(1, 9): java.lang.IndexOutOfBoundsException: toIndex = 9
// expect: subList.get(5): java.lang.IndexOutOfBoundsException: Index 5 out of bounds for length 2
// expect: subList.add(5, x): java.lang.IndexOutOfBoundsException: Index: 5, Size: 2
// expect: copyInto small: java.lang.ArrayIndexOutOfBoundsException: arraycopy: last destination index 3 out of bounds for object array[1]
// expect: ensureCapacity(-5): ok
// expect: add: structural [4, 1, 3, 2, 9]
// expect: set: not structural [9, 1, 3, 2]
// expect: setSize same: structural [4, 1, 3, 2]
// expect: setSize bigger: structural [4, 1, 3, 2, null, null]
// expect: trimToSize: structural [4, 1, 3, 2]
// expect: ensureCapacity small: structural [4, 1, 3, 2]
// expect: ensureCapacity big: structural [4, 1, 3, 2]
// expect: ensureCapacity zero: not structural [4, 1, 3, 2]
// expect: removeElement absent: structural [4, 1, 3, 2]
// expect: removeAllElements: structural []
// expect: addAll empty: structural [4, 1, 3, 2]
// expect: addAll(i) empty: structural [4, 1, 3, 2]
// expect: removeAll none: not structural [4, 1, 3, 2]
// expect: retainAll some: structural [1, 2]
// expect: sort: structural [1, 2, 3, 4]
// expect: subList.clear: structural [4, 3, 2]
// expect: false enumeration after shrink: java.util.NoSuchElementException: Vector Enumeration
// expect: [5, 55, 7, 8] 2
// expect: clone capacity 4 of 8
// expect: [5, 55, 7, 8, 1] [5, 55, 7, 8] 8 true 1125556 true false
// expect: [100, 55, 7] [5, 100, 55, 7, 8]
// expect: true a b null a
// expect: [a, b, null, a] 1 3 2 -1 a a null [a, b] false 10
