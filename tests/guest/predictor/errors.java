// wwvm-only
// Bad definitions, bad values and misuse get clear exceptions, never a crash or a silent 0.
// expect: IllegalArgumentException: parameter n: min (20) must be less than max (10)
// expect: IllegalArgumentException: parameter n: intervals must be at least 1, not 0
// expect: IllegalArgumentException: action a: not a resource profile: 64
// expect: IllegalArgumentException: action a: not a resource profile: 0
// expect: IllegalArgumentException: parameter mode: a choice needs at least 1 value, not 0
// expect: IllegalArgumentException: action a: the low-pass weight of the old prediction must be in [0, 1), not 1.5
// expect: IllegalArgumentException: action sort: takes 2 parameter values, not 1
// expect: IllegalArgumentException: action sort: takes 2 parameter values, not 3
// expect: IllegalArgumentException: action sort: parameter stable: 2 is not one of its values 0..1
// expect: IllegalArgumentException: action sort: parameter n: NaN is not a finite number
// expect: NullPointerException: measurement is null
// expect: IllegalArgumentException: the measurement lacks MEMORY, which the action predicts: measure it with Profiler.getCount
// expect: IllegalStateException: no prediction yet for CPU
// expect: IllegalArgumentException: not a resource this action predicts: TIME (it predicts CPU|MEMORY)
// expect: IllegalArgumentException: not a single resource: CPU|MEMORY
// expect: IllegalArgumentException: a budget must be a non-negative amount, not -1.0
// expect: IllegalArgumentException: negative memory budget: -5
// expect: IllegalStateException: a memory budget of 100 bytes is too small: with every range at one interval the actions need 176 bytes
// expect: budget still 0
// expect: IOException: cannot read /nonexistent/predictions.txt: No such file or directory
// expect: IOException: not a wwvm prediction export: line 1: expected wwvm-predictions, found hello
// expect: IllegalStateException: the action was removed from the predictor
// expect: IllegalArgumentException: parameter n: taking in 1e+12 would need 1e+12 cells, more than the 4194304 an action may hold
// expect: NullPointerException: parameter name is null
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import ww.Action;
import ww.Adaptation;
import ww.Measurement;
import ww.Parameter;
import ww.Prediction;
import ww.Predictor;
import ww.Profiler;
import ww.Resource;
import ww.Scheduler;
import ww.Strategy;

public class errors {
    interface Attempt {
        void run() throws Exception;
    }

    static void attempt(Attempt a) {
        try {
            a.run();
            System.out.println("no exception");
        } catch (Exception e) {
            String name = e.getClass().getName();
            System.out.println(name.substring(name.lastIndexOf('.') + 1) + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        attempt(new Attempt() {
            public void run() {
                Predictor.define("a", Resource.CPU, Strategy.OVERWRITE, Parameter.range("n", 20, 10, 5));
            }
        });
        attempt(new Attempt() {
            public void run() {
                Predictor.define("a", Resource.CPU, Strategy.OVERWRITE, Parameter.range("n", 0, 10, 0));
            }
        });
        attempt(new Attempt() {
            public void run() {
                Predictor.define("a", 64, Strategy.OVERWRITE);
            }
        });
        attempt(new Attempt() {
            public void run() {
                Predictor.define("a", 0, Strategy.OVERWRITE);
            }
        });
        attempt(new Attempt() {
            public void run() {
                Predictor.define("a", Resource.CPU, Strategy.OVERWRITE, Parameter.choice("mode", 0));
            }
        });
        attempt(new Attempt() {
            public void run() {
                Predictor.definition("a", Resource.CPU).strategy(Strategy.LOW_PASS).lowPassWeight(1.5).define();
            }
        });
        final Action sort = Predictor.define("sort", Resource.CPU | Resource.MEMORY, Strategy.GLOBAL_AVERAGE,
                Parameter.range("n", 0, 1000, 10), Parameter.flag("stable"));
        attempt(new Attempt() {
            public void run() {
                sort.query(5);
            }
        });
        attempt(new Attempt() {
            public void run() {
                sort.query(5, 1, 2);
            }
        });
        attempt(new Attempt() {
            public void run() {
                sort.query(5, 2);
            }
        });
        attempt(new Attempt() {
            public void run() {
                sort.query(Double.NaN, 1);
            }
        });
        attempt(new Attempt() {
            public void run() {
                sort.update(null, 5, 1);
            }
        });
        Profiler.reset(Resource.CPU);
        final Measurement cpuOnly = Profiler.getCount(Resource.CPU);
        attempt(new Attempt() {
            public void run() {
                sort.update(cpuOnly, 5, 1);
            }
        });
        final Prediction none = sort.query(5, 1);
        attempt(new Attempt() {
            public void run() {
                none.get(Resource.CPU);
            }
        });
        attempt(new Attempt() {
            public void run() {
                none.has(Resource.TIME);
                none.get(Resource.TIME);
            }
        });
        attempt(new Attempt() {
            public void run() {
                Scheduler.setBudget(Resource.CPU | Resource.MEMORY, 10);
            }
        });
        attempt(new Attempt() {
            public void run() {
                Scheduler.setBudget(Resource.CPU, -1);
            }
        });
        attempt(new Attempt() {
            public void run() {
                Predictor.setMemoryBudget(-5);
            }
        });
        // sort alone, at one interval per range: 64 + 2 * 32 + 2 cells * (2 * 8 + 8) = 176 bytes
        attempt(new Attempt() {
            public void run() {
                Predictor.setMemoryBudget(100);
            }
        });
        System.out.println("budget still " + Predictor.getMemoryBudget());
        attempt(new Attempt() {
            public void run() throws IOException {
                sort.importFrom("/nonexistent/predictions.txt");
            }
        });
        final File file = new File(System.getProperty("java.io.tmpdir", "/tmp"), "wwvm-errors-" + System.nanoTime());
        FileOutputStream out = new FileOutputStream(file);
        out.write("hello\n".getBytes());
        out.close();
        attempt(new Attempt() {
            public void run() throws IOException {
                sort.importFrom(file.getPath());
            }
        });
        file.delete();
        final Action gone = Predictor.define("gone", Resource.CPU, Strategy.OVERWRITE);
        Predictor.remove(gone);
        attempt(new Attempt() {
            public void run() {
                gone.query();
            }
        });
        final Action a = Predictor.define("a", Resource.CPU, Strategy.OVERWRITE,
                Parameter.range("n", 0, 10, 10, Adaptation.EXTEND));
        Profiler.reset(Resource.CPU);
        final Measurement m = Profiler.getCount(Resource.CPU);
        attempt(new Attempt() {
            public void run() {
                a.update(m, 1e12);
            }
        });
        attempt(new Attempt() {
            public void run() {
                Parameter.range(null, 0, 1, 1);
            }
        });
    }
}
