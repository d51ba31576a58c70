// Olden-style benchmark: Barnes-Hut gravitational n-body simulation.
// Bodies start in a unit sphere from a seeded generator. Every step rebuilds an oct-tree over
// the bodies (one Cell per subdivided cube, the bodies as leaves), sums each cell's mass and
// centre of mass bottom-up, computes every body's acceleration by walking the tree and taking a
// whole cell as one point mass when it looks small enough from the body (side / distance <
// theta), then advances velocities and positions. Only + - * / and Math.sqrt are used, so every
// VM computes the same bits.
// Usage: BH [bodies steps]   (default 4096 10)
import java.util.Random;

public final class BH {
    static final String NAME = "BH";
    static final String USAGE = "[bodies steps]   (bodies >= 2, steps >= 1)";

    static final double THETA = 0.5;
    static final double EPS2 = 0.0025;   // softening: keeps close pairs from blowing up
    static final double DT = 0.0125;
    static final int MAX_DEPTH = 64;     // coincident bodies would otherwise subdivide forever

    /** A tree node: a body or a cell, both with a mass and a centre of mass. */
    abstract static class Node {
        double mass;
        double x, y, z;
    }

    static final class Body extends Node {
        double vx, vy, vz;
        double ax, ay, az;
        double phi;   // potential at the body, from the last force walk
    }

    static final class Cell extends Node {
        final Node[] sub = new Node[8];
        int bodies;   // bodies below this cell, counted when the mass is summed
    }

    /** The tree of one step: the root cell and the cube it spans. */
    static final class Tree {
        final Cell root = new Cell();
        final double cx, cy, cz, half;

        Tree(Body[] bodies) {
            double[] lx = bounds(bodies);
            cx = (lx[0] + lx[1]) / 2;
            cy = (lx[2] + lx[3]) / 2;
            cz = (lx[4] + lx[5]) / 2;
            double h = Math.max(lx[1] - lx[0], Math.max(lx[3] - lx[2], lx[5] - lx[4])) / 2;
            // A little slack so bodies on the upper faces fall strictly inside.
            half = h * 1.0001 + 1e-9;
            for (Body b : bodies) {
                insert(b);
            }
            summarise(root);
        }

        static double[] bounds(Body[] bodies) {
            double[] r = {Double.MAX_VALUE, -Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE,
                          Double.MAX_VALUE, -Double.MAX_VALUE};
            for (Body b : bodies) {
                r[0] = Math.min(r[0], b.x);
                r[1] = Math.max(r[1], b.x);
                r[2] = Math.min(r[2], b.y);
                r[3] = Math.max(r[3], b.y);
                r[4] = Math.min(r[4], b.z);
                r[5] = Math.max(r[5], b.z);
            }
            return r;
        }

        static int octant(Node n, double ox, double oy, double oz) {
            return (n.x >= ox ? 1 : 0) | (n.y >= oy ? 2 : 0) | (n.z >= oz ? 4 : 0);
        }

        void insert(Body b) {
            Cell cell = root;
            double ox = cx, oy = cy, oz = cz, h = half;
            for (int depth = 0;; depth++) {
                if (depth > MAX_DEPTH) {
                    OldenReport.fail(NAME, "bodies too close to separate");
                }
                int i = octant(b, ox, oy, oz);
                double q = h / 2;
                double nx = ox + ((i & 1) != 0 ? q : -q);
                double ny = oy + ((i & 2) != 0 ? q : -q);
                double nz = oz + ((i & 4) != 0 ? q : -q);
                Node there = cell.sub[i];
                if (there == null) {
                    cell.sub[i] = b;
                    return;
                }
                if (there instanceof Body) {
                    // Split the occupied cube: the resident body moves one level down.
                    Cell split = new Cell();
                    split.sub[octant(there, nx, ny, nz)] = there;
                    cell.sub[i] = split;
                    cell = split;
                } else {
                    cell = (Cell) there;
                }
                ox = nx;
                oy = ny;
                oz = nz;
                h = q;
            }
        }

        static void summarise(Cell c) {
            double m = 0, sx = 0, sy = 0, sz = 0;
            int count = 0;
            for (Node n : c.sub) {
                if (n == null) {
                    continue;
                }
                if (n instanceof Cell) {
                    Cell child = (Cell) n;
                    summarise(child);
                    count += child.bodies;
                } else {
                    count++;
                }
                m += n.mass;
                sx += n.mass * n.x;
                sy += n.mass * n.y;
                sz += n.mass * n.z;
            }
            c.mass = m;
            c.x = sx / m;
            c.y = sy / m;
            c.z = sz / m;
            c.bodies = count;
        }

        /** Sets b's acceleration and potential from the whole tree. */
        void gravity(Body b) {
            b.ax = 0;
            b.ay = 0;
            b.az = 0;
            b.phi = 0;
            walk(root, b, 4 * half * half);
        }

        // side2 is the squared side length of cube c.
        static void walk(Cell c, Body b, double side2) {
            for (Node n : c.sub) {
                if (n == null || n == b) {
                    continue;
                }
                double dx = n.x - b.x, dy = n.y - b.y, dz = n.z - b.z;
                double d2 = dx * dx + dy * dy + dz * dz;
                if (n instanceof Cell && side2 / 4 >= THETA * THETA * d2) {
                    walk((Cell) n, b, side2 / 4);   // too close: open the cell
                    continue;
                }
                double r2 = d2 + EPS2;
                double r = Math.sqrt(r2);
                double mr3 = n.mass / (r2 * r);
                b.ax += dx * mr3;
                b.ay += dy * mr3;
                b.az += dz * mr3;
                b.phi -= n.mass / r;
            }
        }
    }

    static Body[] makeBodies(int n, long seed) {
        Random rnd = new Random(seed);
        Body[] bodies = new Body[n];
        double svx = 0, svy = 0, svz = 0;
        for (int i = 0; i < n; i++) {
            Body b = new Body();
            double x, y, z;
            do {   // uniform in the unit ball
                x = 2 * rnd.nextDouble() - 1;
                y = 2 * rnd.nextDouble() - 1;
                z = 2 * rnd.nextDouble() - 1;
            } while (x * x + y * y + z * z > 1);
            b.x = x;
            b.y = y;
            b.z = z;
            b.vx = 0.3 * (rnd.nextDouble() - 0.5);
            b.vy = 0.3 * (rnd.nextDouble() - 0.5);
            b.vz = 0.3 * (rnd.nextDouble() - 0.5);
            b.mass = 1.0 / n;
            svx += b.vx;
            svy += b.vy;
            svz += b.vz;
            bodies[i] = b;
        }
        for (Body b : bodies) {   // no drift of the whole system
            b.vx -= svx / n;
            b.vy -= svy / n;
            b.vz -= svz / n;
        }
        return bodies;
    }

    /** Builds a tree, sets every acceleration; returns the total energy. */
    static double forces(Body[] bodies) {
        Tree t = new Tree(bodies);
        if (t.root.bodies != bodies.length) {
            OldenReport.fail(NAME, "tree holds " + t.root.bodies + " bodies of " + bodies.length);
        }
        double kinetic = 0, potential = 0;
        for (Body b : bodies) {
            t.gravity(b);
            kinetic += 0.5 * b.mass * (b.vx * b.vx + b.vy * b.vy + b.vz * b.vz);
            potential += 0.5 * b.mass * b.phi;
        }
        return kinetic + potential;
    }

    static void advance(Body[] bodies) {
        for (Body b : bodies) {
            b.vx += b.ax * DT;
            b.vy += b.ay * DT;
            b.vz += b.az * DT;
            b.x += b.vx * DT;
            b.y += b.vy * DT;
            b.z += b.vz * DT;
        }
    }

    public static void main(String[] args) {
        int[] a = OldenReport.allOrNoInts(NAME, USAGE, args, 4096, 10);
        int n = a[0], steps = a[1];
        if (n < 2 || steps < 1) {
            OldenReport.usage(NAME, USAGE);
        }
        System.out.println("BH: " + n + " bodies, " + steps + " steps, theta " + THETA);

        long t0 = System.nanoTime();
        Body[] bodies = makeBodies(n, 20240611L);
        double e0 = 0, e = 0;
        for (int s = 0; s < steps; s++) {
            e = forces(bodies);
            if (s == 0) {
                e0 = e;
            }
            advance(bodies);
        }
        double eEnd = forces(bodies);
        long t1 = System.nanoTime();

        double sum = 0;
        for (int i = 0; i < n; i++) {
            Body b = bodies[i];
            sum += (i % 7 + 1) * (b.x + 2 * b.y + 3 * b.z) + b.vx - b.vy + b.vz;
        }
        if (Double.isNaN(eEnd) || Double.isInfinite(eEnd) || Double.isNaN(sum) || Double.isInfinite(sum)) {
            OldenReport.fail(NAME, "energy or positions not finite");
        }
        if (!(eEnd < 0) || Math.abs(eEnd - e0) > 0.05 * Math.abs(e0)) {
            OldenReport.fail(NAME, "energy went from " + e0 + " to " + eEnd);
        }
        System.out.println("energy start " + e0 + " end " + eEnd);
        OldenReport.finish(sum + eEnd, t1 - t0);
    }
}
