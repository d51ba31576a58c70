// Two nested classes of the same outer class are nestmates: they use each other's private members.
public class nestmate_sibling_access {
    static class Vault {
        private int gold = 10;
        private static int vaults;
        private Vault() { vaults++; }
    }

    static class Thief {
        private int stolen;
        void rob(Vault v, int amount) {
            var take = Math.min(amount, v.gold);
            v.gold -= take;
            stolen += take;
        }
    }

    public static void main(String[] args) {
        var v = new Vault();
        var t = new Thief();
        t.rob(v, 4);
        t.rob(v, 100);
        System.out.println(v.gold + " " + t.stolen + " " + Vault.vaults);
        // expect: 0 10 1
    }
}
