// Creating an array of a class does not initialise it; reading a superclass static via a subclass
// initialises only the superclass.
class NiaElement { static { System.out.println("NiaElement clinit"); } }

class NiaSuper {
    static int shared = 5;
    static { System.out.println("NiaSuper clinit"); }
}

class NiaSub extends NiaSuper { static { System.out.println("NiaSub clinit"); } }

public class no_init_for_arrays_and_subclass_statics {
    public static void main(String[] args) {
        NiaElement[] arr = new NiaElement[3];
        System.out.println("array " + arr.length);
        // expect: array 3
        System.out.println(NiaSub.shared);
        // expect: NiaSuper clinit
        // expect: 5
        new NiaSub();
        // expect: NiaSub clinit
        new NiaElement();
        // expect: NiaElement clinit
    }
}
