// invokevirtual picks the most derived override, whatever the static type of the receiver.
class VdAnimal {
    String sound() { return "..."; }
    String speak() { return getClass().getName() + " says " + sound(); }
}

class VdDog extends VdAnimal {
    @Override String sound() { return "woof"; }
}

class VdPuppy extends VdDog {
    @Override String sound() { return "yip"; }
}

class VdCat extends VdAnimal {
    @Override String sound() { return "meow"; }
}

public class virtual_dispatch {
    public static void main(String[] args) {
        VdAnimal[] all = { new VdAnimal(), new VdDog(), new VdPuppy(), new VdCat() };
        for (VdAnimal a : all) System.out.println(a.speak());
        // expect: VdAnimal says ...
        // expect: VdDog says woof
        // expect: VdPuppy says yip
        // expect: VdCat says meow
        VdDog d = new VdPuppy();
        System.out.println(d.sound());
        // expect: yip
    }
}
