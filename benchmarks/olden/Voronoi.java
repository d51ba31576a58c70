// Olden-style benchmark: Voronoi. The Delaunay triangulation (the dual of the Voronoi diagram)
// of seeded random points, by Guibas and Stolfi's divide and conquer over a quad-edge
// structure. Points sorted by x are split in halves, each half triangulated, and the halves
// stitched together from their lower common tangent upwards: at each step the candidate edge on
// either side is the one whose far end makes the empty circle, and edges of a half that the new
// triangles make non-Delaunay are deleted. Every edge is four small linked records, so the work
// is allocation, pointer rotation and splicing, and a few determinants per step.
// The result is checked against Euler's formula, the triangle count for the hull size, the
// orientation of every triangle and the empty-circle property of every interior edge.
// Usage: Voronoi [points]   (default 52000)
import java.util.Arrays;
import java.util.Comparator;
import java.util.Random;

public final class Voronoi {
    static final String NAME = "Voronoi";
    static final String USAGE = "[points (3..2000000)]";

    static final class Vertex {
        final double x, y;

        Vertex(double x, double y) {
            this.x = x;
            this.y = y;
        }
    }

    /**
     * One of the four directed records of a quad-edge: the edge, its dual from right to left,
     * the edge reversed, the dual reversed, each `rot` of the one before. `next` is the next
     * edge counterclockwise around the origin (Onext). Dual records have no origin here: only
     * the triangulation is kept, never the Voronoi vertices themselves.
     */
    static final class Edge {
        Edge rot, next;
        Vertex org;
        int seen, face;  // marks for the validating traversals

        Edge sym() {
            return rot.rot;
        }

        Vertex dest() {
            return rot.rot.org;
        }

        /** Next edge counterclockwise around the left face. */
        Edge lnext() {
            return rot.rot.rot.next.rot;
        }

        /** Next edge clockwise around the origin. */
        Edge oprev() {
            return rot.next.rot;
        }

        /** Previous edge around the right face, seen from the destination. */
        Edge rprev() {
            return rot.rot.next;
        }
    }

    static long edgesMade, edgesDeleted;

    static Edge makeEdge(Vertex from, Vertex to) {
        Edge e = new Edge(), r = new Edge(), s = new Edge(), t = new Edge();
        e.rot = r;
        r.rot = s;
        s.rot = t;
        t.rot = e;
        e.next = e;  // alone: each end is its own ring
        s.next = s;
        r.next = t;  // and the dual has one face on both sides
        t.next = r;
        e.org = from;
        s.org = to;
        edgesMade++;
        return e;
    }

    /** Joins two origin rings if apart, splits them if one; the dual rings follow. */
    static void splice(Edge a, Edge b) {
        Edge alpha = a.next.rot, beta = b.next.rot;
        Edge t = a.next;
        a.next = b.next;
        b.next = t;
        t = alpha.next;
        alpha.next = beta.next;
        beta.next = t;
    }

    /** A new edge from a's destination to b's origin, sharing a's left face with b. */
    static Edge connect(Edge a, Edge b) {
        Edge e = makeEdge(a.dest(), b.org);
        splice(e, a.lnext());
        splice(e.sym(), b);
        return e;
    }

    static void delete(Edge e) {
        splice(e, e.oprev());
        splice(e.sym(), e.sym().oprev());
        edgesDeleted++;
    }

    /** Twice the signed area of a, b, c: positive when they turn counterclockwise. */
    static double orient(Vertex a, Vertex b, Vertex c) {
        return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
    }

    static boolean rightOf(Vertex p, Edge e) {
        return orient(p, e.dest(), e.org) > 0;
    }

    static boolean leftOf(Vertex p, Edge e) {
        return orient(p, e.org, e.dest()) > 0;
    }

    /** Positive when d lies inside the circle through a, b, c (counterclockwise). */
    static double inCircle(Vertex a, Vertex b, Vertex c, Vertex d) {
        double adx = a.x - d.x, ady = a.y - d.y;
        double bdx = b.x - d.x, bdy = b.y - d.y;
        double cdx = c.x - d.x, cdy = c.y - d.y;
        double ad = adx * adx + ady * ady;
        double bd = bdx * bdx + bdy * bdy;
        double cd = cdx * cdx + cdy * cdy;
        return adx * (bdy * cd - bd * cdy) - ady * (bdx * cd - bd * cdx) + ad * (bdx * cdy - bdy * cdx);
    }

    /** A candidate is usable while its far end is above the base line. */
    static boolean valid(Edge candidate, Edge base) {
        return rightOf(candidate.dest(), base);
    }

    /**
     * Triangulates v[lo..hi) (sorted by x, then y; at least two points). Returns two hull edges:
     * [0] leaves the leftmost point counterclockwise round the hull, [1] leaves the rightmost
     * point clockwise.
     */
    static Edge[] triangulate(Vertex[] v, int lo, int hi) {
        int n = hi - lo;
        if (n == 2) {
            Edge a = makeEdge(v[lo], v[lo + 1]);
            return new Edge[] {a, a.sym()};
        }
        if (n == 3) {
            Vertex p = v[lo], q = v[lo + 1], r = v[lo + 2];
            Edge a = makeEdge(p, q);
            Edge b = makeEdge(q, r);
            splice(a.sym(), b);
            double turn = orient(p, q, r);
            if (turn > 0) {
                connect(b, a);
                return new Edge[] {a, b.sym()};
            }
            if (turn < 0) {
                Edge c = connect(b, a);
                return new Edge[] {c.sym(), c};
            }
            return new Edge[] {a, b.sym()};  // in a line: no triangle
        }
        int mid = lo + n / 2;
        Edge[] left = triangulate(v, lo, mid);
        Edge[] right = triangulate(v, mid, hi);
        Edge ldo = left[0], ldi = left[1], rdi = right[0], rdo = right[1];

        // Walk both inner hull edges down to the lower common tangent.
        while (true) {
            if (leftOf(rdi.org, ldi)) {
                ldi = ldi.lnext();
            } else if (rightOf(ldi.org, rdi)) {
                rdi = rdi.rprev();
            } else {
                break;
            }
        }
        Edge base = connect(rdi.sym(), ldi);
        if (ldi.org == ldo.org) {
            ldo = base.sym();
        }
        if (rdi.org == rdo.org) {
            rdo = base;
        }

        // Zip upwards, one new cross edge per step.
        while (true) {
            Edge lcand = base.sym().next;
            if (valid(lcand, base)) {
                while (inCircle(base.dest(), base.org, lcand.dest(), lcand.next.dest()) > 0) {
                    Edge t = lcand.next;
                    delete(lcand);
                    lcand = t;
                }
            }
            Edge rcand = base.oprev();
            if (valid(rcand, base)) {
                while (inCircle(base.dest(), base.org, rcand.dest(), rcand.oprev().dest()) > 0) {
                    Edge t = rcand.oprev();
                    delete(rcand);
                    rcand = t;
                }
            }
            boolean lok = valid(lcand, base), rok = valid(rcand, base);
            if (!lok && !rok) {
                break;  // base is the upper common tangent
            }
            if (!lok || (rok && inCircle(lcand.dest(), lcand.org, rcand.org, rcand.dest()) > 0)) {
                base = connect(rcand, base.sym());
            } else {
                base = connect(base.sym(), lcand.sym());
            }
        }
        return new Edge[] {ldo, rdo};
    }

    // ---- Validation and checksum ----

    static int edgeCount, faceCount, triangles, hullSize, hullFace;
    static double coordinateSum;

    /** Visits every edge reachable from start once, counting edges and faces and checking both. */
    static void survey(Edge start, int points) {
        Edge[] stack = new Edge[16];
        int top = 0;
        stack[top++] = start;
        while (top > 0) {
            Edge e = stack[--top];
            if (e.seen != 0) {
                continue;
            }
            Edge s = e.sym();
            e.seen = 1;
            s.seen = 1;
            edgeCount++;
            coordinateSum += e.org.x + e.org.y + s.org.x + s.org.y;
            for (int side = 0; side < 2; side++) {
                Edge d = side == 0 ? e : s;
                if (d.face == 0) {
                    traceFace(d);
                }
            }
            if (top + 2 > stack.length) {
                stack = Arrays.copyOf(stack, stack.length * 2);
            }
            stack[top++] = e.next;
            stack[top++] = s.next;
        }
        if (points - edgeCount + faceCount != 2) {
            OldenReport.fail(NAME,
                    "Euler: " + points + " vertices, " + edgeCount + " edges, " + faceCount + " faces");
        }
        if (faceCount - 1 != triangles) {
            OldenReport.fail(NAME, (faceCount - 1 - triangles) + " inner faces are not triangles");
        }
        if (edgeCount != 3 * points - 3 - hullSize || triangles != 2 * points - 2 - hullSize) {
            OldenReport.fail(NAME, edgeCount + " edges and " + triangles + " triangles for " + points
                    + " points with " + hullSize + " on the hull");
        }
    }

    /** Marks the face left of e; a triangle must be counterclockwise, the outer face is not. */
    static void traceFace(Edge e) {
        faceCount++;
        int sides = 0;
        Edge f = e;
        do {
            f.face = faceCount;
            sides++;
            f = f.lnext();
        } while (f != e && sides <= 3 * edgesMade);
        if (f != e) {
            OldenReport.fail(NAME, "a face does not close");
        }
        if (sides == 3 && orient(e.org, e.dest(), e.lnext().dest()) > 0) {
            triangles++;
        } else {
            if (hullSize != 0) {
                OldenReport.fail(NAME,
                        "two faces are not triangles (sizes " + hullSize + " and " + sides + ")");
            }
            hullSize = sides;
            hullFace = faceCount;
        }
    }

    /** Every edge between two triangles must have each opposite point outside the other's circle. */
    static void checkEmptyCircles(Edge start) {
        Edge[] stack = new Edge[16];
        int top = 0;
        stack[top++] = start;
        while (top > 0) {
            Edge e = stack[--top];
            if (e.seen != 1) {
                continue;
            }
            Edge s = e.sym();
            e.seen = 2;
            s.seen = 2;
            Edge el = e.lnext(), sl = s.lnext();
            boolean leftTriangle = e.face != hullFace, rightTriangle = s.face != hullFace;
            if (leftTriangle && rightTriangle) {
                Vertex a = e.org, b = e.dest(), c = el.dest(), d = sl.dest();
                double scale = 1e-12;  // points are in the unit square: determinants are O(1)
                if (inCircle(a, b, c, d) > scale) {
                    OldenReport.fail(NAME,
                            "edge (" + a.x + ", " + a.y + ")-(" + b.x + ", " + b.y + ") is not Delaunay");
                }
            }
            if (top + 2 > stack.length) {
                stack = Arrays.copyOf(stack, stack.length * 2);
            }
            stack[top++] = e.next;
            stack[top++] = s.next;
        }
    }

    public static void main(String[] args) {
        int n = OldenReport.leadingInts(NAME, USAGE, args, 52000)[0];
        if (n < 3 || n > 2000000) {
            OldenReport.usage(NAME, USAGE);
        }
        System.out.println("Voronoi: Delaunay triangulation of " + n + " random points");

        long t0 = System.nanoTime();
        Random rnd = new Random(0x0D0E1A7L);
        Vertex[] v = new Vertex[n];
        for (int i = 0; i < n; i++) {
            v[i] = new Vertex(rnd.nextDouble(), rnd.nextDouble());
        }
        Arrays.sort(v, new Comparator<Vertex>() {
            @Override
            public int compare(Vertex a, Vertex b) {
                if (a.x != b.x) {
                    return a.x < b.x ? -1 : 1;
                }
                return a.y < b.y ? -1 : (a.y > b.y ? 1 : 0);
            }
        });
        int m = 1;  // drop repeated points: a triangulation has each point once
        for (int i = 1; i < n; i++) {
            if (v[i].x != v[m - 1].x || v[i].y != v[m - 1].y) {
                v[m++] = v[i];
            }
        }
        Edge[] hull = triangulate(v, 0, m);
        long t1 = System.nanoTime();

        survey(hull[0], m);
        checkEmptyCircles(hull[0]);
        long t2 = System.nanoTime();

        System.out.println("points " + m + ", edges " + edgeCount + ", triangles " + triangles + ", hull "
                + hullSize + ", edges made " + edgesMade + ", deleted " + edgesDeleted);
        OldenReport.phase("triangulate", t1 - t0);
        OldenReport.finish(edgeCount + coordinateSum, t1 - t0);
    }
}
