// In -Xgc:stress mode every allocation collects and every live object moves: a kept object
// has a new address after each allocation, and the collection count rises by one per
// allocation. Its contents survive every move.
// wwvm-only
// wwvm-args: -XX:+WhiteBox -Xgc:stress
// expect: collected at every allocation: true
// expect: moved at every collection: true
// expect: contents kept: true
import wwtest.WhiteBox;

public class StressCollectsAndMoves {
    public static void main(String[] args) {
        int[] kept = new int[16];
        for (int i = 0; i < kept.length; i++) {
            kept[i] = i * i;
        }
        Object[] holder = new Object[1];
        boolean everyAllocation = true;
        boolean everyMove = true;
        for (int round = 0; round < 50; round++) {
            long before = WhiteBox.collections();
            long where = WhiteBox.addressOf(kept);
            holder[0] = new Object();
            long after = WhiteBox.collections();
            everyAllocation &= after == before + 1;
            everyMove &= WhiteBox.addressOf(kept) != where;
        }
        boolean intact = true;
        for (int i = 0; i < kept.length; i++) {
            intact &= kept[i] == i * i;
        }
        System.out.println("collected at every allocation: " + everyAllocation);
        System.out.println("moved at every collection: " + everyMove);
        System.out.println("contents kept: " + intact);
    }
}
