// wwvm-only
// TIME is the thread's own running time: a sleep is not charged (the VM idles), and a thread
// waiting in join() is not charged for the worker it waits for. ENERGY is the resource
// model's sum over the window's counts, so it grows linearly with a loop's iterations and is
// exactly 0 for an empty window. NETWORK is 0 without connections.
// expect: sleep charged under 20 ms: true
// expect: busy loop charged: true
// expect: join charged less than the worker: true
// expect: energy linear in iterations: true
// expect: energy of an empty window: 0.0
// expect: network: 0 0 0
import ww.Measurement;
import ww.Profiler;
import ww.Resource;
import ww.Snapshot;

public class time_energy_network {
    static int sink;

    static void spin(int n) {
        int x = 0;
        for (int i = 0; i < n; i++) {
            x += i ^ (x >>> 3);
        }
        sink = x;
    }

    static double energyOf(int n) {
        Snapshot s = Profiler.snapshot();
        spin(n);
        return Profiler.since(s, Resource.ENERGY).energy();
    }

    public static void main(String[] args) throws InterruptedException {
        Profiler.reset(Resource.TIME);
        Thread.sleep(50);
        System.out.println("sleep charged under 20 ms: " + (Profiler.getCount(Resource.TIME).time() < 20000));

        Profiler.reset(Resource.TIME);
        spin(1000000);
        System.out.println("busy loop charged: " + (Profiler.getCount(Resource.TIME).time() > 0));

        final long[] workerTime = new long[1];
        Thread worker = new Thread() {
            public void run() {
                Profiler.reset(Resource.TIME);
                spin(3000000);
                workerTime[0] = Profiler.getCount(Resource.TIME).time();
            }
        };
        Profiler.reset(Resource.TIME);
        worker.start();
        worker.join();
        long waiting = Profiler.getCount(Resource.TIME).time();
        System.out.println("join charged less than the worker: " + (waiting < workerTime[0]));

        double e1 = energyOf(1000), e2 = energyOf(2000), e3 = energyOf(3000);
        double step1 = e2 - e1, step2 = e3 - e2;
        System.out.println("energy linear in iterations: "
                + (step1 > 0 && Math.abs(step2 - step1) <= 1e-9 * e3));

        Profiler.reset(Resource.ENERGY);
        Measurement empty = Profiler.getCount(Resource.ENERGY);  // (the string below is built after)
        System.out.println("energy of an empty window: " + empty.energy());

        Profiler.reset(Resource.NETWORK);
        spin(10);
        Measurement m = Profiler.getCount(Resource.NETWORK);
        System.out.println("network: " + m.networkSent() + " " + m.networkReceived() + " " + m.network());
    }
}
