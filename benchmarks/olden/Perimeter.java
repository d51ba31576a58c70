// Olden-style benchmark: Perimeter. A black-and-white image (a union of seeded random discs on
// a 2^depth square) is stored as a region quad-tree, built top-down: a square that is all
// black or all white becomes a leaf, any other is split in four. The perimeter of the black
// region is then summed leaf by leaf: for each side of a black leaf the neighbour of equal or
// greater size is found by climbing the tree through parent links and coming down again, and
// the white length along that side is added. Work: recursion, pointer chasing up and down a
// tree of over a million nodes at the default size, and the allocation of those nodes.
// The result is checked against an independent count of black/white transitions row by row
// and column by column, computed from the discs directly.
// Usage: Perimeter [depth [discs]]   (default 15 64)
import java.util.Arrays;
import java.util.Random;

public final class Perimeter {
    static final String NAME = "Perimeter";
    static final String USAGE = "[depth (4..18) [discs (1..1000)]]";

    static final int WHITE = 0, BLACK = 1, GREY = 2;
    // Quadrants, with y growing downwards: north is the low-y half, west the low-x half.
    static final int NW = 0, NE = 1, SW = 2, SE = 3;
    static final int NORTH = 0, EAST = 1, SOUTH = 2, WEST = 3;

    static final class Quad {
        final int colour;
        final Quad parent;
        final int quadrant;  // which child of parent this is; unused for the root
        Quad[] child;        // NW, NE, SW, SE for a grey node, null for a leaf

        Quad(int colour, Quad parent, int quadrant) {
            this.colour = colour;
            this.parent = parent;
            this.quadrant = quadrant;
        }
    }

    /**
     * The image: pixel (x, y) is black when its centre lies in some disc. Everything is kept in
     * doubled coordinates (pixel centre = 2x+1) so that every test is exact integer arithmetic.
     */
    static final class Image {
        final int size;
        final long[] cx, cy, r;  // doubled centre and radius

        Image(int size, int discs, long seed) {
            this.size = size;
            cx = new long[discs];
            cy = new long[discs];
            r = new long[discs];
            Random rnd = new Random(seed);
            for (int i = 0; i < discs; i++) {
                cx[i] = rnd.nextInt(2 * size + 1);
                cy[i] = rnd.nextInt(2 * size + 1);
                r[i] = size / 32 + rnd.nextInt(size / 8);
            }
        }

        boolean inside(int d, long px, long py) {
            long dx = px - cx[d], dy = py - cy[d];
            return dx * dx + dy * dy <= r[d] * r[d];
        }

        /**
         * Colour of the square of `s` pixels from (x, y): BLACK, WHITE, or GREY if unsure. Only
         * the discs in `cand` (those touching the enclosing square) can matter; the ones that
         * touch this square are left in `touching`, their count in touchCount.
         */
        int classify(int x, int y, int s, int[] cand, int[] touching) {
            long lo = 2L * x + 1, hi = 2L * (x + s) - 1;  // first and last pixel centre in x
            long ylo = 2L * y + 1, yhi = 2L * (y + s) - 1;
            int m = 0;
            for (int i = 0; i < cand.length; i++) {
                int d = cand[i];
                // A disc is convex: holding the four corner centres, it holds every centre.
                if (inside(d, lo, ylo) && inside(d, hi, ylo) && inside(d, lo, yhi) && inside(d, hi, yhi)) {
                    return BLACK;
                }
                long nx = Math.max(lo, Math.min(hi, cx[d]));
                long ny = Math.max(ylo, Math.min(yhi, cy[d]));
                if (inside(d, nx, ny)) {
                    touching[m++] = d;
                }
            }
            touchCount = m;
            return m == 0 ? WHITE : GREY;
        }

        int touchCount;
    }

    static int leaves, greys;

    static Quad build(Image img, int x, int y, int s, int[] cand, Quad parent, int quadrant) {
        int[] touching = new int[cand.length];
        int colour = img.classify(x, y, s, cand, touching);
        if (colour != GREY) {
            leaves++;
            return new Quad(colour, parent, quadrant);
        }
        // A single pixel is never GREY: its four corners are its one centre.
        Quad q = new Quad(GREY, parent, quadrant);
        int[] near = Arrays.copyOf(touching, img.touchCount);
        int h = s / 2;
        Quad[] c = new Quad[4];
        c[NW] = build(img, x, y, h, near, q, NW);
        c[NE] = build(img, x + h, y, h, near, q, NE);
        c[SW] = build(img, x, y + h, h, near, q, SW);
        c[SE] = build(img, x + h, y + h, h, near, q, SE);
        int first = c[0].colour;
        if (first != GREY && c[1].colour == first && c[2].colour == first && c[3].colour == first) {
            // Covered by several discs but by no single one: one leaf, as the image really is.
            leaves -= 3;
            return new Quad(first, parent, quadrant);
        }
        q.child = c;
        greys++;
        return q;
    }

    /** Is a child in this quadrant on the given side of its parent? */
    static boolean adjacent(int dir, int quadrant) {
        switch (dir) {
            case NORTH: return quadrant == NW || quadrant == NE;
            case SOUTH: return quadrant == SW || quadrant == SE;
            case EAST: return quadrant == NE || quadrant == SE;
            default: return quadrant == NW || quadrant == SW;
        }
    }

    /** The quadrant mirrored across the axis crossed when moving in this direction. */
    static int reflect(int dir, int quadrant) {
        if (dir == NORTH || dir == SOUTH) {
            return quadrant ^ 2;  // NW <-> SW, NE <-> SE
        }
        return quadrant ^ 1;      // NW <-> NE, SW <-> SE
    }

    /** The node of equal or greater size next to q in direction dir; null at the image border. */
    static Quad neighbour(Quad q, int dir) {
        Quad p = q.parent;
        if (p == null) {
            return null;
        }
        Quad n = adjacent(dir, q.quadrant) ? neighbour(p, dir) : p;
        if (n != null && n.child != null) {
            return n.child[reflect(dir, q.quadrant)];
        }
        return n;
    }

    /** Length of white along the given side of a node of size s. */
    static long whiteAlong(Quad q, int side, int s) {
        if (q.child == null) {
            return q.colour == WHITE ? s : 0;
        }
        int h = s / 2;
        switch (side) {
            case NORTH: return whiteAlong(q.child[NW], side, h) + whiteAlong(q.child[NE], side, h);
            case SOUTH: return whiteAlong(q.child[SW], side, h) + whiteAlong(q.child[SE], side, h);
            case EAST: return whiteAlong(q.child[NE], side, h) + whiteAlong(q.child[SE], side, h);
            default: return whiteAlong(q.child[NW], side, h) + whiteAlong(q.child[SW], side, h);
        }
    }

    static long blackArea;

    static long perimeter(Quad q, int s) {
        if (q.child != null) {
            int h = s / 2;
            return perimeter(q.child[NW], h) + perimeter(q.child[NE], h)
                    + perimeter(q.child[SW], h) + perimeter(q.child[SE], h);
        }
        if (q.colour != BLACK) {
            return 0;
        }
        blackArea += (long) s * s;
        long p = 0;
        for (int dir = NORTH; dir <= WEST; dir++) {
            Quad n = neighbour(q, dir);
            if (n == null) {
                p += s;  // the image border counts as white
            } else {
                p += whiteAlong(n, (dir + 2) & 3, s);
            }
        }
        return p;
    }

    // ---- Independent check: runs of black pixels per row and per column ----

    static long isqrt(long v) {
        long t = (long) Math.sqrt((double) v);
        while (t * t > v) {
            t--;
        }
        while ((t + 1) * (t + 1) <= v) {
            t++;
        }
        return t;
    }

    static long checkArea;

    /**
     * Boundary length counted across lines: for each row (or column, with the axes swapped) the
     * black pixels form runs, and each run has two ends where black meets white or the border.
     */
    static long transitions(Image img, long[] along, long[] across) {
        int n = img.size;
        int k = img.r.length;
        long[] start = new long[k], end = new long[k];
        long edges = 0;
        for (int line = 0; line < n; line++) {
            long pc = 2L * line + 1;
            int m = 0;
            for (int d = 0; d < k; d++) {
                long dy = pc - across[d];
                long room = img.r[d] * img.r[d] - dy * dy;
                if (room < 0) {
                    continue;
                }
                long t = isqrt(room);
                // Pixel i is in the disc when |2i+1 - centre| <= t.
                long a = Math.max(0, ceilHalf(along[d] - t - 1));
                long b = Math.min(n - 1, floorHalf(along[d] + t - 1));
                if (a <= b) {
                    start[m] = a;
                    end[m] = b;
                    m++;
                }
            }
            sortRuns(start, end, m);
            long runEnd = Long.MIN_VALUE;
            for (int i = 0; i < m; i++) {
                if (start[i] > runEnd + 1) {
                    edges += 2;  // a new run, not touching the last one
                    checkArea += end[i] - start[i] + 1;
                    runEnd = end[i];
                } else if (end[i] > runEnd) {
                    checkArea += end[i] - runEnd;
                    runEnd = end[i];
                }
            }
        }
        return edges;
    }

    static long floorHalf(long v) {
        return v >> 1;  // arithmetic shift rounds towards minus infinity
    }

    static long ceilHalf(long v) {
        return -((-v) >> 1);
    }

    /** Insertion sort of the runs by start (a row meets only a few discs). */
    static void sortRuns(long[] start, long[] end, int m) {
        for (int i = 1; i < m; i++) {
            long s = start[i], e = end[i];
            int j = i - 1;
            while (j >= 0 && start[j] > s) {
                start[j + 1] = start[j];
                end[j + 1] = end[j];
                j--;
            }
            start[j + 1] = s;
            end[j + 1] = e;
        }
    }

    public static void main(String[] args) {
        int[] a = OldenReport.leadingInts(NAME, USAGE, args, 15, 64);
        int depth = a[0], discs = a[1];
        if (depth < 4 || depth > 18 || discs < 1 || discs > 1000) {
            OldenReport.usage(NAME, USAGE);
        }
        int size = 1 << depth;
        System.out.println("Perimeter: " + size + "x" + size + " image of " + discs + " discs");
        Image img = new Image(size, discs, 0x5EED0001L);

        long t0 = System.nanoTime();
        int[] all = new int[discs];
        for (int d = 0; d < discs; d++) {
            all[d] = d;
        }
        Quad root = build(img, 0, 0, size, all, null, 0);
        long t1 = System.nanoTime();
        long perim = perimeter(root, size);
        long t2 = System.nanoTime();

        long rows = transitions(img, img.cx, img.cy);
        long areaByRows = checkArea;
        long cols = transitions(img, img.cy, img.cx);
        if (perim != rows + cols) {
            OldenReport.fail(NAME,
                    "quad-tree perimeter " + perim + ", counted along lines " + (rows + cols));
        }
        if (blackArea != areaByRows || checkArea != 2 * areaByRows) {
            OldenReport.fail(NAME,
                    "quad-tree black area " + blackArea + ", counted along lines " + areaByRows);
        }
        System.out.println("leaves " + leaves + ", grey nodes " + greys + ", black area " + blackArea);
        OldenReport.phase("build", t1 - t0);
        OldenReport.phase("compute", t2 - t1);
        OldenReport.finish(perim, t2 - t0);
    }
}
