// wwvm-only
// Misuse of the Profiler gets clear exceptions, and a Measurement refuses to report a resource
// it did not measure.
// expect: IllegalArgumentException: not a resource profile: 0
// expect: IllegalArgumentException: not a resource profile: 64
// expect: IllegalStateException: ENERGY was not measured (profile TIME|NETWORK)
// expect: NullPointerException: snapshot is null
// expect: IllegalArgumentException: the snapshot was taken by another thread
// expect: IllegalStateException: MEMORY was not measured (profile CPU)
// expect: IllegalArgumentException: not a single resource: CPU|MEMORY
// expect: group: IllegalArgumentException: not a resource profile: 0
// expect: group: NullPointerException: snapshot is null
// expect: group: IllegalArgumentException: the snapshot was taken by another thread
// expect: enabled true
import ww.Measurement;
import ww.Profiler;
import ww.Resource;
import ww.Snapshot;

public class api_errors {
    static Snapshot other;

    public static void main(String[] args) throws InterruptedException {
        try {
            Profiler.reset(0);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        try {
            Profiler.getCount(64);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        Measurement timed = Profiler.getCount(Resource.TIME | Resource.NETWORK);
        try {
            timed.energy();
        } catch (IllegalStateException e) {
            System.out.println("IllegalStateException: " + e.getMessage());
        }
        try {
            Profiler.since(null, Resource.CPU);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException: " + e.getMessage());
        }
        Thread t = new Thread() {
            public void run() {
                other = Profiler.snapshot();
            }
        };
        t.start();
        t.join();
        try {
            Profiler.since(other, Resource.CPU);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        Measurement m = Profiler.getCount(Resource.CPU);
        try {
            m.memory();
        } catch (IllegalStateException e) {
            System.out.println("IllegalStateException: " + e.getMessage());
        }
        try {
            m.get(Resource.CPU | Resource.MEMORY);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        try {
            Profiler.getGroupCount(0);
        } catch (IllegalArgumentException e) {
            System.out.println("group: IllegalArgumentException: " + e.getMessage());
        }
        try {
            Profiler.groupSince(null, Resource.CPU);
        } catch (NullPointerException e) {
            System.out.println("group: NullPointerException: " + e.getMessage());
        }
        try {
            Profiler.groupSince(other, Resource.CPU);
        } catch (IllegalArgumentException e) {
            System.out.println("group: IllegalArgumentException: " + e.getMessage());
        }
        System.out.println("enabled " + Profiler.isEnabled());
    }
}
