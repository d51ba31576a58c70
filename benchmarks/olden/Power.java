// Olden-style benchmark: Power. Prices electricity on a distribution network: a root (the
// substation) feeds feeders, each feeder laterals, each lateral branches, each branch a set of
// customers. Every line has a resistance and a reactance, so the power that enters it exceeds
// the power that leaves it by its losses, and a unit delivered at its far end costs more than a
// unit at its near end. Each customer has a utility of active and reactive power and, given its
// local prices, takes the demand that maximises utility minus cost (a 2x2 Newton iteration).
// One sweep of the tree per round: prices go down each line using the flows of the previous
// round, customers answer, flows and losses are added up on the way back. The substation then
// moves the active price by a Newton step so that the total active power meets its capacity.
// Rounds go on until the total power has settled and meets the capacity. Work: double
// arithmetic at the leaves, recursion and linked-list walks above them.
// Usage: Power [feeders laterals branches customers]   (default 10 20 5 160)
import java.util.Random;

public final class Power {
    static final String NAME = "Power";
    static final String USAGE = "[feeders laterals branches customers]  (each 1..10000)";

    /** A customer: utility a*ln(1+P) + b*ln(1+Q) - (d*P^2 + e*Q^2 + 2*g*P*Q)/2. */
    static final class Customer {
        final double a, b, d, e, g;
        double p, q;          // demand, kept from round to round as the next starting point
        double sensitivity;   // dP/d(active price) at the current demand
        final Customer next;

        Customer(Random rnd, Customer next) {
            a = 1.5 + rnd.nextDouble();
            b = 0.4 + 0.3 * rnd.nextDouble();
            d = 0.5 + 0.5 * rnd.nextDouble();
            e = 0.8 + 0.4 * rnd.nextDouble();
            g = 0.2 * rnd.nextDouble() * Math.sqrt(d * e);  // keeps the utility strictly concave
            this.next = next;
        }

        /** Newton's method on the first-order conditions; returns the number of steps taken. */
        int respond(double priceP, double priceQ) {
            double x = p, y = q;
            int steps = 0;
            while (true) {
                double ux = 1.0 + x, uy = 1.0 + y;
                double gx = a / ux - d * x - g * y - priceP;
                double gy = b / uy - e * y - g * x - priceQ;
                double hxx = -a / (ux * ux) - d;
                double hyy = -b / (uy * uy) - e;
                double det = hxx * hyy - g * g;
                double dx = -(hyy * gx + g * gy) / det;
                double dy = -(g * gx + hxx * gy) / det;
                double nx = Math.max(0.0, x + dx), ny = Math.max(0.0, y + dy);
                steps++;
                boolean settled = Math.abs(nx - x) + Math.abs(ny - y) <= 1e-13 * (1.0 + nx + ny);
                x = nx;
                y = ny;
                if (settled || steps == 30) {
                    sensitivity = hyy / det;
                    break;
                }
            }
            p = x;
            q = y;
            return steps;
        }

        /** How far the demand is from optimal at these prices (zero at the optimum). */
        double residual(double priceP, double priceQ) {
            double gx = a / (1.0 + p) - d * p - g * q - priceP;
            double gy = b / (1.0 + q) - e * q - g * p - priceQ;
            // At a bound (demand zero) only a non-positive gradient is allowed.
            if (p == 0.0 && gx < 0.0) {
                gx = 0.0;
            }
            if (q == 0.0 && gy < 0.0) {
                gy = 0.0;
            }
            return Math.abs(gx) + Math.abs(gy);
        }
    }

    /** A line and whatever hangs off its far end: further lines, or customers. */
    static final class Line {
        final double r, x;       // resistance and reactance, per unit
        final Line children;     // first line below this one
        final Customer customers;
        final Line next;         // sibling under the same parent
        double pOut, qOut;       // power leaving the far end, from the last sweep
        double pIn, qIn;         // power entering the near end
        double sensitivity;      // d(pIn)/d(active price at the root), estimated

        Line(double r, double x, Line children, Customer customers, Line next) {
            this.r = r;
            this.x = x;
            this.children = children;
            this.customers = customers;
            this.next = next;
        }
    }

    static long newtonSteps;
    static double rootPrice;

    /**
     * One sweep below a line whose near end sees the given prices. The far end's prices follow
     * from the marginal losses at the flows of the previous sweep.
     */
    static void sweep(Line line, double priceP, double priceQ) {
        double lossP = 2.0 * line.pOut, lossQ = 2.0 * line.qOut;
        double farP = priceP * (1.0 + line.r * lossP) + priceQ * line.x * lossP;
        double farQ = priceP * line.r * lossQ + priceQ * (1.0 + line.x * lossQ);
        double p = 0.0, q = 0.0, sens = 0.0;
        for (Line c = line.children; c != null; c = c.next) {
            sweep(c, farP, farQ);
            p += c.pIn;
            q += c.qIn;
            sens += c.sensitivity;
        }
        double scale = farP / rootPrice;
        for (Customer c = line.customers; c != null; c = c.next) {
            newtonSteps += c.respond(farP, farQ);
            p += c.p;
            q += c.q;
            sens += c.sensitivity * scale;
        }
        double square = p * p + q * q;
        line.pOut = p;
        line.qOut = q;
        line.pIn = p + line.r * square;
        line.qIn = q + line.x * square;
        line.sensitivity = sens * (1.0 + line.r * 2.0 * p);
    }

    /** Largest customer residual below a line, prices recomputed from the final flows. */
    static double worstResidual(Line line, double priceP, double priceQ) {
        double lossP = 2.0 * line.pOut, lossQ = 2.0 * line.qOut;
        double farP = priceP * (1.0 + line.r * lossP) + priceQ * line.x * lossP;
        double farQ = priceP * line.r * lossQ + priceQ * (1.0 + line.x * lossQ);
        double worst = 0.0;
        for (Line c = line.children; c != null; c = c.next) {
            worst = Math.max(worst, worstResidual(c, farP, farQ));
        }
        for (Customer c = line.customers; c != null; c = c.next) {
            worst = Math.max(worst, c.residual(farP, farQ));
        }
        return worst;
    }

    /** Active power taken by the customers below a line. */
    static double delivered(Line line) {
        double sum = 0.0;
        for (Line c = line.children; c != null; c = c.next) {
            sum += delivered(c);
        }
        for (Customer c = line.customers; c != null; c = c.next) {
            sum += c.p;
        }
        return sum;
    }

    /**
     * A list of `count` lines, each carrying `below` customers in all; `loss` is the share of its
     * power a line loses at typical demand, so losses stay alike whatever the fan-out.
     */
    static Line lines(Random rnd, int[] fanout, int level, int below) {
        Line list = null;
        int count = fanout[level];
        for (int i = 0; i < count; i++) {
            double r = (0.002 + 0.004 * rnd.nextDouble()) / (0.6 * below);
            double x = r * (1.0 + 2.0 * rnd.nextDouble());
            Line children = null;
            Customer customers = null;
            if (level + 1 < fanout.length - 1) {
                children = lines(rnd, fanout, level + 1, below / fanout[level + 1]);
            } else {
                for (int k = 0; k < fanout[level + 1]; k++) {
                    customers = new Customer(rnd, customers);
                }
            }
            list = new Line(r, x, children, customers, list);
        }
        return list;
    }

    public static void main(String[] args) {
        int[] fanout = OldenReport.allOrNoInts(NAME, USAGE, args, 10, 20, 5, 160);
        for (int f : fanout) {
            if (f < 1 || f > 10000) {
                OldenReport.usage(NAME, USAGE);
            }
        }
        int customers = fanout[1] * fanout[2] * fanout[3];  // per feeder
        long total = (long) customers * fanout[0];
        if (total > 2000000) {
            OldenReport.usage(NAME, USAGE);
        }
        System.out.println("Power: " + fanout[0] + " feeders x " + fanout[1] + " laterals x "
                + fanout[2] + " branches x " + fanout[3] + " customers = " + total + " customers");

        long t0 = System.nanoTime();
        Random rnd = new Random(0x0BEEF5L);
        // The substation is a line of no impedance above the feeders.
        Line root = new Line(0.0, 0.0, lines(rnd, fanout, 0, customers), null, null);
        long t1 = System.nanoTime();

        double priceQ = 0.1;
        rootPrice = 1.0;
        sweep(root, rootPrice, priceQ);
        // The substation can deliver 90% of what its customers would take at the starting price.
        double capacity = 0.9 * root.pIn;
        int rounds = 1;
        double lastP = root.pIn, lastQ = root.qIn;
        boolean settled = false;
        while (rounds < 200) {
            double step = -(root.pIn - capacity) / root.sensitivity;
            rootPrice = Math.max(0.05, rootPrice + step);
            sweep(root, rootPrice, priceQ);
            rounds++;
            double change = Math.abs(root.pIn - lastP) + Math.abs(root.qIn - lastQ);
            lastP = root.pIn;
            lastQ = root.qIn;
            if (Math.abs(root.pIn - capacity) <= 1e-11 * capacity && change <= 1e-11 * capacity) {
                settled = true;
                break;
            }
        }
        long t2 = System.nanoTime();

        if (!settled) {
            OldenReport.fail(NAME, "no equilibrium after " + rounds + " rounds");
        }
        double residual = worstResidual(root, rootPrice, priceQ);
        if (!(residual < 1e-8)) {
            OldenReport.fail(NAME, "a customer's demand is off its optimum by " + residual);
        }
        double losses = root.pIn - delivered(root);
        if (!(losses > 0.0 && losses < 0.2 * root.pIn)) {
            OldenReport.fail(NAME, "line losses " + losses + " out of " + root.pIn);
        }
        System.out.println("rounds " + rounds + ", Newton steps " + newtonSteps + ", price " + rootPrice
                + ", active " + root.pIn + ", reactive " + root.qIn + ", losses " + losses);
        OldenReport.phase("build", t1 - t0);
        OldenReport.phase("compute", t2 - t1);
        OldenReport.finish(rootPrice + root.qIn, t2 - t0);
    }
}
