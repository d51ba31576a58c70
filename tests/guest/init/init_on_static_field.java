// getstatic and putstatic of a non-constant field trigger initialisation of the declaring class.
class IosfReadMe {
    static int value = compute();
    static int compute() { System.out.println("IosfReadMe clinit"); return 5; }
}

class IosfWriteMe {
    static int value;
    static { System.out.println("IosfWriteMe clinit value=" + value); value = 1; }
}

public class init_on_static_field {
    public static void main(String[] args) {
        System.out.println("go");
        // expect: go
        int v = IosfReadMe.value;
        // expect: IosfReadMe clinit
        System.out.println(v);
        // expect: 5
        IosfWriteMe.value = 42;
        // expect: IosfWriteMe clinit value=0
        System.out.println(IosfWriteMe.value);
        // expect: 42
    }
}
