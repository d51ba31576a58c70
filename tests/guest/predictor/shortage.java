// wwvm-only
// Scheduler.canExecute against the budgets a program sets and the heap still free: a
// ResourceShortageException names the resource, the predicted and the available amounts; a
// resource without a prediction yet does not stop the action.
// expect: no prediction yet: runs
// expect: within budget: runs
// expect: refused: CPU, predicted equals measured true, available 5.0
// expect: message: CPU: predicted <cpu> bytecodes, available 5
// expect: after clearBudget: runs
// expect: budget infinite true
// expect: memory budget refused: MEMORY: predicted 4024 bytes, available 4000
// expect: heap refused: MEMORY, available below predicted true, available is the free heap true
// expect: checked exception true
import ww.Action;
import ww.Measurement;
import ww.Prediction;
import ww.Predictor;
import ww.Profiler;
import ww.Resource;
import ww.ResourceShortageException;
import ww.Scheduler;
import ww.Strategy;

public class shortage {
    static Object keep;
    static Object[] hoard = new Object[64];

    static Measurement run(int bytesOfInts) {
        Profiler.reset(Resource.CPU | Resource.MEMORY);
        keep = new int[(bytesOfInts - 24) / 4];
        return Profiler.getCount(Resource.CPU | Resource.MEMORY);
    }

    static String decide(Prediction p) {
        try {
            Scheduler.canExecute(p);
            return "runs";
        } catch (ResourceShortageException e) {
            return "refused: " + e.getMessage();
        }
    }

    public static void main(String[] args) {
        Action a = Predictor.define("alloc", Resource.CPU | Resource.MEMORY, Strategy.OVERWRITE);
        Scheduler.setBudget(Resource.CPU, 100);
        System.out.println("no prediction yet: " + decide(a.query()));
        Measurement m = run(4024);
        a.update(m);
        Scheduler.setBudget(Resource.CPU, m.cpu());
        System.out.println("within budget: " + decide(a.query()));
        Scheduler.setBudget(Resource.CPU, 5);
        try {
            Scheduler.canExecute(a.query());
            System.out.println("ran over budget");
        } catch (ResourceShortageException e) {
            System.out.println("refused: " + Resource.describe(e.resource()) + ", predicted equals measured "
                    + (e.predicted() == m.cpu()) + ", available " + e.available());
            System.out.println("message: " + e.getMessage().replace(String.valueOf(m.cpu()), "<cpu>"));
        }
        Scheduler.clearBudget(Resource.CPU);
        System.out.println("after clearBudget: " + decide(a.query()));
        System.out.println("budget infinite " + Double.isInfinite(Scheduler.getBudget(Resource.CPU)));

        Scheduler.setBudget(Resource.MEMORY, 4000);
        System.out.println("memory budget " + decide(a.query()));
        Scheduler.clearBudget(Resource.MEMORY);

        // A prediction larger than the heap can still give: half the free heap, measured, then
        // a hoard that leaves less than that free.
        Runtime rt = Runtime.getRuntime();
        long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
        Action big = Predictor.define("big", Resource.MEMORY, Strategy.OVERWRITE);
        big.update(run((int) Math.min(free / 2, 1 << 30) & ~7));
        keep = null;
        for (int i = 0; i < hoard.length; i++) {
            hoard[i] = new byte[(int) (free / 2 / hoard.length) * 2];
            if (Scheduler.available(Resource.MEMORY) < free / 3) {
                break;
            }
        }
        Prediction p = big.query();
        long freeNow = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
        try {
            Scheduler.canExecute(p);
            System.out.println("heap not checked");
        } catch (ResourceShortageException e) {
            System.out.println("heap refused: " + Resource.describe(e.resource()) + ", available below predicted "
                    + (e.available() < e.predicted()) + ", available is the free heap " + (e.available() == freeNow));
        }
        Exception shortage = new ResourceShortageException(Resource.CPU, 2, 1);
        System.out.println("checked exception " + !(shortage instanceof RuntimeException));
    }
}
