// Olden-style benchmark: the Colombian health-care simulation (Health).
// Villages form a 4-way tree `levels` deep; each has a hospital with some staff and three
// lists of patients: waiting, being assessed, being treated. Every time step, bottom-up, each
// village takes in the patients its four children sent up, moves its patients along (a
// treatment that ends frees the staff member; an assessment that ends either keeps the patient
// for treatment or sends them to the parent village's hospital; waiting patients are assessed
// when staff is free) and now and then a new patient falls ill. The root hospital treats
// everyone who reaches it. Lists are linked lists with one link object per entry, so moving a
// patient allocates.
// Usage: Health [levels steps]   (default 6 4000)
public final class Health {
    static final String NAME = "Health";
    static final String USAGE = "[levels steps]   (1 <= levels <= 12, steps >= 1)";

    static final int ASSESS_TIME = 3;
    static final int TREAT_TIME = 10;
    static final int ILL_PER_MILLE = 60;    // chance per village and step of a new patient
    static final int KEEP_PER_MILLE = 800;  // chance an assessed patient is treated where they are

    static final class Patient {
        int hops;       // hospitals moved between
        int time;       // steps spent in hospitals so far
        int remaining;  // steps left of the current assessment or treatment
    }

    static final class Link {
        final Patient patient;
        Link next;

        Link(Patient patient) {
            this.patient = patient;
        }
    }

    /** A singly linked list of patients; removal happens while walking it. */
    static final class PatientList {
        Link head, tail;
        int size;

        void add(Patient p) {
            Link l = new Link(p);
            if (tail == null) {
                head = l;
            } else {
                tail.next = l;
            }
            tail = l;
            size++;
        }

        /** Unlinks l, whose predecessor is prev (null at the head). */
        void remove(Link prev, Link l) {
            if (prev == null) {
                head = l.next;
            } else {
                prev.next = l.next;
            }
            if (tail == l) {
                tail = prev;
            }
            size--;
        }
    }

    /** Our own generator (64-bit LCG), one per village so the result is independent of order. */
    static final class Lcg {
        long state;

        Lcg(long seed) {
            state = seed * 0x9e3779b97f4a7c15L + 12345;
        }

        /** Uniform in 0..999. */
        int perMille() {
            state = state * 6364136223846793005L + 1442695040888963407L;
            return (int) ((state >>> 33) % 1000);
        }
    }

    static final class Hospital {
        final int staff;
        int freeStaff;
        final PatientList waiting = new PatientList();
        final PatientList assess = new PatientList();
        final PatientList inside = new PatientList();
        long fallenIll, treated, totalTime, totalHops;

        Hospital(int staff) {
            this.staff = staff;
            this.freeStaff = staff;
        }
    }

    static final class Village {
        final Village[] children;   // null at the leaves
        final Hospital hospital;
        final Lcg rnd;
        final boolean root;

        Village(int level, int levels, long label) {
            root = level == 0;
            rnd = new Lcg(label);
            // Hospitals nearer the root serve more villages, so they get more staff.
            hospital = new Hospital(1 << (levels - level - 1));
            if (level + 1 < levels) {
                children = new Village[4];
                for (int i = 0; i < 4; i++) {
                    children[i] = new Village(level + 1, levels, label * 4 + i + 1);
                }
            } else {
                children = null;
            }
        }

        /** Runs one time step below and at this village; returns the patients sent up. */
        PatientList step() {
            Hospital h = hospital;
            if (children != null) {
                for (Village c : children) {
                    for (Link l = c.step().head; l != null; l = l.next) {
                        l.patient.hops++;
                        h.waiting.add(l.patient);
                    }
                }
            }
            PatientList up = new PatientList();
            // Treatments running out.
            Link prev = null;
            for (Link l = h.inside.head; l != null; l = l.next) {
                Patient p = l.patient;
                p.time++;
                if (--p.remaining == 0) {
                    h.inside.remove(prev, l);
                    h.freeStaff++;
                    h.treated++;
                    h.totalTime += p.time;
                    h.totalHops += p.hops;
                } else {
                    prev = l;
                }
            }
            // Assessments running out: treat here, or send up (the root keeps everyone).
            prev = null;
            for (Link l = h.assess.head; l != null; l = l.next) {
                Patient p = l.patient;
                p.time++;
                if (--p.remaining == 0) {
                    h.assess.remove(prev, l);
                    if (root || rnd.perMille() < KEEP_PER_MILLE) {
                        p.remaining = TREAT_TIME;
                        h.inside.add(p);
                    } else {
                        h.freeStaff++;
                        up.add(p);
                    }
                } else {
                    prev = l;
                }
            }
            // Waiting patients get free staff in order of arrival.
            prev = null;
            for (Link l = h.waiting.head; l != null; l = l.next) {
                Patient p = l.patient;
                p.time++;
                if (h.freeStaff > 0) {
                    h.freeStaff--;
                    h.waiting.remove(prev, l);
                    p.remaining = ASSESS_TIME;
                    h.assess.add(p);
                } else {
                    prev = l;
                }
            }
            if (rnd.perMille() < ILL_PER_MILLE) {
                h.fallenIll++;
                h.waiting.add(new Patient());
            }
            return up;
        }
    }

    /** Totals over the whole tree: index 0 fallen ill, 1 treated, 2 time, 3 hops, 4 still in. */
    static void totals(Village v, long[] t) {
        Hospital h = v.hospital;
        int busy = h.assess.size + h.inside.size;
        if (h.freeStaff < 0 || h.freeStaff + busy != h.staff) {
            OldenReport.fail(NAME,
                    "staff not conserved: " + h.freeStaff + " free, " + busy + " busy, of " + h.staff);
        }
        t[0] += h.fallenIll;
        t[1] += h.treated;
        t[2] += h.totalTime;
        t[3] += h.totalHops;
        t[4] += h.waiting.size + busy;
        if (v.children != null) {
            for (Village c : v.children) {
                totals(c, t);
            }
        }
    }

    public static void main(String[] args) {
        int[] a = OldenReport.allOrNoInts(NAME, USAGE, args, 6, 4000);
        int levels = a[0], steps = a[1];
        if (levels < 1 || levels > 12 || steps < 1) {
            OldenReport.usage(NAME, USAGE);
        }
        System.out.println("Health: " + levels + " levels, " + steps + " steps");

        long t0 = System.nanoTime();
        Village top = new Village(0, levels, 0);
        for (int s = 0; s < steps; s++) {
            if (top.step().head != null) {
                OldenReport.fail(NAME, "the root sent patients up");
            }
        }
        long t1 = System.nanoTime();

        long[] t = new long[5];
        totals(top, t);
        if (t[0] != t[1] + t[4]) {
            OldenReport.fail(NAME,
                    t[0] + " fell ill but " + t[1] + " treated and " + t[4] + " still in hospital");
        }
        if (t[1] == 0) {
            OldenReport.fail(NAME, "nobody was treated");
        }
        System.out.println("fell ill " + t[0] + ", treated " + t[1] + ", still in " + t[4]
                + ", total time " + t[2] + ", total hops " + t[3]
                + ", top waiting " + top.hospital.waiting.size);
        long checksum = 0;
        for (long x : t) {
            checksum = checksum * 1000003L + x;
        }
        OldenReport.finish(checksum, t1 - t0);
    }
}
