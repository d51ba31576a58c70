// instanceof and checkcast over a class hierarchy; null is never an instance but casts fine.
class IcVehicle { }
class IcCar extends IcVehicle { }
class IcTruck extends IcVehicle { }

public class instanceof_and_casts {
    static String check(Object o) {
        return (o instanceof IcVehicle ? "V" : "-") + (o instanceof IcCar ? "C" : "-") + (o instanceof IcTruck ? "T" : "-");
    }

    public static void main(String[] args) {
        System.out.println(check(new IcCar()) + " " + check(new IcTruck()) + " " + check(new IcVehicle()));
        // expect: VC- V-T V--
        System.out.println(check(null) + " " + check("text"));
        // expect: --- ---
        Object o = null;
        IcCar nothing = (IcCar) o;
        System.out.println(nothing == null);
        // expect: true
        IcVehicle v = new IcCar();
        IcCar c = (IcCar) v;
        System.out.println(c.getClass().getName());
        // expect: IcCar
        try {
            IcTruck t = (IcTruck) v;
            System.out.println(t);
        } catch (ClassCastException e) {
            System.out.println("cannot cast");
        }
        // expect: cannot cast
    }
}
