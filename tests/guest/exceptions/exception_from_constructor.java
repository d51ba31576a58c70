// An exception thrown from a constructor propagates to the new expression; the variable stays unassigned.
class EfcResource {
    static int opened;
    final int id;
    EfcResource(int id) {
        if (id < 0) throw new IllegalArgumentException("bad id " + id);
        this.id = id;
        opened++;
    }
}

public class exception_from_constructor {
    public static void main(String[] args) {
        EfcResource r = null;
        try {
            r = new EfcResource(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        // expect: bad id -1
        System.out.println(r == null);
        // expect: true
        r = new EfcResource(4);
        System.out.println(r.id + " " + EfcResource.opened);
        // expect: 4 1
    }
}
