// ClassCastException between user classes names both classes, their module and loader.
class CcuApple { }
class CcuOrange { }

public class class_cast_user_classes {
    public static void main(String[] args) {
        Object o = new CcuApple();
        try {
            CcuOrange x = (CcuOrange) o;
            System.out.println(x);
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }
        // expect: class CcuApple cannot be cast to class CcuOrange (CcuApple and CcuOrange are in unnamed module of loader 'app')
        System.out.println("after");
        // expect: after
    }
}
