// InheritableThreadLocal: a new Thread copies the constructing thread's values through
// childValue when it is constructed (not when it starts); later changes on either side stay
// on that side; a plain ThreadLocal is not inherited; the constructor with
// inheritThreadLocals=false starts with nothing.
// expect: child sees parent-value/child
// expect: child plain null
// expect: child changes to changed-by-child
// expect: parent still parent-value
// expect: grandchild sees changed-by-child/child
// expect: constructed before the change sees before/child
// expect: not inherited: default
// expect: unset in parent: child gets default
// expect: childValue calls 5
// expect: list shared true
public class thread_local_inherit {
    static int childValueCalls;

    static final InheritableThreadLocal<String> value = new InheritableThreadLocal<String>() {
        protected String childValue(String parentValue) {
            childValueCalls++;
            return parentValue + "/child";
        }
    };

    static final InheritableThreadLocal<String> withDefault = new InheritableThreadLocal<String>() {
        protected String initialValue() {
            return "default";
        }
    };

    static final InheritableThreadLocal<java.util.List<String>> shared = new InheritableThreadLocal<java.util.List<String>>();

    static final ThreadLocal<String> plain = new ThreadLocal<String>();

    static void runAndJoin(Thread t) throws InterruptedException {
        t.start();
        t.join();
    }

    public static void main(String[] args) throws Exception {
        value.set("before");
        Thread early = new Thread() {
            public void run() {
                System.out.println("constructed before the change sees " + value.get());
            }
        };
        value.set("parent-value");
        plain.set("plain-parent");
        shared.set(new java.util.ArrayList<String>());
        runAndJoin(new Thread() {
            public void run() {
                System.out.println("child sees " + value.get());
                System.out.println("child plain " + plain.get());
                value.set("changed-by-child");
                shared.get().add("from child");
                System.out.println("child changes to " + value.get());
            }
        });
        System.out.println("parent still " + value.get());
        runAndJoin(new Thread() {
            public void run() {
                value.set("changed-by-child");
                Thread grandchild = new Thread() {
                    public void run() {
                        System.out.println("grandchild sees " + value.get());
                    }
                };
                try {
                    runAndJoin(grandchild);
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }
        });
        runAndJoin(early);
        runAndJoin(new Thread(null, new Runnable() {
            public void run() {
                System.out.println("not inherited: " + withDefault.get());
            }
        }, "no-inherit", 0, false));
        runAndJoin(new Thread() {
            public void run() {
                System.out.println("unset in parent: child gets " + withDefault.get());
            }
        });
        System.out.println("childValue calls " + childValueCalls);
        System.out.println("list shared " + shared.get().contains("from child"));
    }
}
