// java.util.FixedIndex: the lookup structure of FixedSet and FixedMap. Their keys stay in an array
// in the order the factory was given them; a hash table of positions (open addressing, linear
// scan from the key's home slot) finds a key in that array. Short arrays have no table: a linear
// search through a handful of keys is as fast and needs no memory.
package java.util;

final class FixedIndex {
    /** Arrays up to this length are searched linearly. */
    private static final int LINEAR_LIMIT = 8;

    private FixedIndex() {
    }

    /**
     * The position table for keys (null when it is short enough to search linearly). Each slot
     * holds a key's position plus one, 0 marking an empty slot. The table is at least twice as
     * long as keys and a power of two, so a probe sequence always meets an empty slot.
     * Keys (and values, when vals is not null) are checked in order, each pair before the next:
     * NullPointerException for a null, IllegalArgumentException(what + key) for a key equal to an
     * earlier one.
     */
    static int[] build(Object[] keys, Object[] vals, String what) {
        int count = keys.length;
        int[] slots = count <= LINEAR_LIMIT ? null : new int[Integer.highestOneBit(count) << 2];
        for (int i = 0; i < count; i++) {
            Object k = Objects.requireNonNull(keys[i]);
            if (vals != null) {
                Objects.requireNonNull(vals[i]);
            }
            if (slots == null) {
                if (find(keys, i, null, k) >= 0) {
                    throw new IllegalArgumentException(what + k);
                }
                continue;
            }
            int s = home(k, slots.length);
            while (slots[s] != 0) {
                if (keys[slots[s] - 1].equals(k)) {
                    throw new IllegalArgumentException(what + k);
                }
                s = (s + 1) & (slots.length - 1);
            }
            slots[s] = i + 1;
        }
        return slots;
    }

    /** The position of a key equal to k (not null), or -1. */
    static int find(Object[] keys, int count, int[] slots, Object k) {
        if (slots == null) {
            for (int i = 0; i < count; i++) {
                if (k.equals(keys[i])) {
                    return i;
                }
            }
            return -1;
        }
        int s = home(k, slots.length);
        while (slots[s] != 0) {
            int at = slots[s] - 1;
            if (k.equals(keys[at])) {
                return at;
            }
            s = (s + 1) & (slots.length - 1);
        }
        return -1;
    }

    private static int home(Object k, int width) {
        int h = k.hashCode();
        h ^= (h >>> 15) ^ (h >>> 7);
        return h & (width - 1);
    }
}
