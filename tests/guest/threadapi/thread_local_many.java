// Many ThreadLocals in one thread, set, read and removed in a scrambled order, checked against a
// HashMap: the per-thread table grows and removes entries without losing any.
// expect: checked 3000 operations, 0 wrong
// expect: live 293
public class thread_local_many {
    public static void main(String[] args) {
        int n = 600;
        @SuppressWarnings("unchecked")
        ThreadLocal<Integer>[] locals = new ThreadLocal[n];
        for (int i = 0; i < n; i++) {
            locals[i] = new ThreadLocal<Integer>();
        }
        java.util.HashMap<Integer, Integer> model = new java.util.HashMap<Integer, Integer>();
        java.util.Random random = new java.util.Random(12345);
        int wrong = 0;
        for (int op = 0; op < 3000; op++) {
            int k = random.nextInt(n);
            int action = random.nextInt(3);
            if (action == 0) {
                locals[k].set(op);
                model.put(k, op);
            } else if (action == 1) {
                locals[k].remove();
                model.remove(k);
            }
            for (int j = 0; j < n; j += 7) {
                Integer expected = model.get(j);
                Integer actual = locals[j].get();
                if (expected == null ? actual != null : !expected.equals(actual)) {
                    wrong++;
                }
                if (actual == null) {
                    // get() stored the initial value (null): keep the table as the JDK would.
                    locals[j].remove();
                }
            }
        }
        int live = 0;
        for (int i = 0; i < n; i++) {
            Integer v = locals[i].get();
            if (v != null) {
                live++;
                if (!v.equals(model.get(i))) {
                    wrong++;
                }
            }
        }
        System.out.println("checked 3000 operations, " + wrong + " wrong");
        System.out.println("live " + live);
    }
}
