// wwvm-only
// With -Xprofile:off there is nothing to measure: every Profiler call but isEnabled says how to
// turn counting back on.
// wwvm-args: -Xprofile:off
// expect: enabled false
// expect: ww.Profiler needs counting, which -Xprofile:off turned off: run without it
// expect: ww.Profiler needs counting, which -Xprofile:off turned off: run without it
import ww.Profiler;
import ww.Resource;

public class profiling_off {
    public static void main(String[] args) {
        System.out.println("enabled " + Profiler.isEnabled());
        try {
            Profiler.reset(Resource.CPU);
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        try {
            Profiler.getGroupCount(Resource.CPU);
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
    }
}
