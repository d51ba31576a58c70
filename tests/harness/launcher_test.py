#!/usr/bin/env python3
"""Bad command lines and launch failures: each must give the JDK launcher's
kind of message and a non-zero exit, never a signal.

    python3 tests/harness/launcher_test.py --wwvm build/bin/wwvm --classes DIR

DIR holds compiled guest classes to launch (the harness's misc category).
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile


def run(cmd, cwd=None):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=60, cwd=cwd)
    return p.returncode, p.stdout, p.stderr


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--wwvm", required=True)
    ap.add_argument("--wwjavac", required=True)
    ap.add_argument("--classlib", required=True)
    args = ap.parse_args()
    vm = args.wwvm
    work = tempfile.mkdtemp(prefix="wwvm-launcher-")
    sources = {
        "Hello.java": 'public class Hello { public static void main(String[] a) { System.out.println("hi " + a.length); } }',
        "NoMain.java": "public class NoMain { }",
        "NotStatic.java": "public class NotStatic { public void main(String[] a) { } }",
        "Spin.java": "public class Spin { public static void main(String[] a) { long i = 0; while (true) i++; } }",
        "Deep.java": "public class Deep { static int d(int n) { return d(n + 1) + 1; } "
                     "public static void main(String[] a) { d(0); } }",
        "Gc.java": "public class Gc { public static void main(String[] a) { for (int i = 0; i < 1000; i++) "
                   "{ Object o = new int[1000]; } System.gc(); System.out.println(\"done\"); } }",
        "Exit.java": "public class Exit { public static void main(String[] a) { try { System.exit(7); } "
                     'finally { System.out.println("finally must not run"); } } }',
    }
    for name, text in sources.items():
        with open(os.path.join(work, name), "w") as f:
            f.write(text)
    subprocess.check_call([sys.executable, args.wwjavac, "--classlib", args.classlib, "-d", work]
                          + [os.path.join(work, n) for n in sources])
    with open(os.path.join(work, "Bad.class"), "wb") as f:
        f.write(b"\xca\xfe\xba\xbe\x00")

    # (arguments, expected status, text that must appear in stderr, in stdout)
    cases = [
        (["-cp", work, "Hello", "x", "y"], 0, "", "hi 2"),
        (["-foo", "Hello"], 1, "Unrecognized option: -foo\nError: Could not create the Java Virtual Machine.", ""),
        (["-Xmxfoo", "-cp", work, "Hello"], 1, "Invalid maximum heap size: -Xmxfoo", ""),
        (["-Xss0", "-cp", work, "Hello"], 1, "Invalid thread stack size: -Xss0", ""),
        (["-cp"], 1, "Error: -cp requires class path specification", ""),
        ([], 1, "Usage: wwvm", ""),
        (["-cp", work, "Nope"], 1,
         "Error: Could not find or load main class Nope\nCaused by: java.lang.ClassNotFoundException: Nope", ""),
        (["-cp", work, "NoMain"], 1, "Error: Main method not found in class NoMain", ""),
        (["-cp", work, "NotStatic"], 1, "Error: Main method is not static in class NotStatic", ""),
        (["-cp", work, "Bad"], 1,
         "Error: LinkageError occurred while loading main class Bad\n\tjava.lang.ClassFormatError", ""),
        (["-jar", os.path.join(work, "missing.jar")], 1, "Error: Unable to access jarfile", ""),
        (["-Xmax-bytecodes:100000", "-cp", work, "Spin"], 1,
         "wwvm: bytecode limit reached (-Xmax-bytecodes:100000)", ""),
        (["-Xmax-bytecodes:abc", "-cp", work, "Hello"], 1, "Invalid bytecode limit", ""),
        (["-Xtimeslice:0", "-cp", work, "Hello"], 1, "Invalid time slice: -Xtimeslice:0", ""),
        (["-Xtimeslice:-5", "-cp", work, "Hello"], 1, "Invalid time slice: -Xtimeslice:-5", ""),
        (["-Xclock:sundial", "-cp", work, "Hello"], 1, "Unrecognized option: -Xclock:sundial", ""),
        (["-Xverify:sometimes", "-cp", work, "Hello"], 1, "Unrecognized option: -Xverify:sometimes", ""),
        (["-Xverify:all", "-cp", work, "Hello"], 0, "", "hi 0"),
        (["-Xverify:none", "-cp", work, "Hello"], 0, "wwvm warning: -Xverify:none", "hi 0"),
        (["-Xss256k", "-cp", work, "Deep"], 1, 'Exception in thread "main" java.lang.StackOverflowError', ""),
        (["-cp", work, "Exit"], 7, "", ""),
        (["-Xbootclasspath:/nonexistent", "-cp", work, "Hello"], 1, "class library was not found", ""),
        (["-version"], 0, "wwvm version", ""),
        # The test preset's build names itself (tools/wwbench refuses to time it).
        (["-version"], 0, "\nwwvm build: checks on, counting compiled in, ", ""),
        (["--version"], 0, "", "wwvm version"),
        (["-Xprofile:bogus", "-cp", work, "Hello"], 1, "Unrecognized -Xprofile item", ""),
        (["-verbose:gc", "-cp", work, "Gc"], 0, "",
         re.compile(r"^\[\d+\.\d{3}s\]\[info\]\[gc\] GC\(0\) Pause Full \(System\.gc\(\)\) "
                    r"\d+M->\d+M\(\d+M\) \d+\.\d{3}ms\ndone$", re.M)),
        (["-Xgc:stress", "-cp", work, "Gc"], 0, "", "done"),
        (["-Xgc:stress=0", "-cp", work, "Hello"], 1, "Invalid GC stress interval: -Xgc:stress=0", ""),
        (["-Xgc:stress=many", "-cp", work, "Hello"], 1, "Invalid GC stress interval", ""),
        (["-Xgc:bogus", "-cp", work, "Hello"], 1, "Unrecognized option: -Xgc:bogus", ""),
        (["-Xms64m", "-Xmx32m", "-cp", work, "Hello"], 1,
         "Initial heap size set to a larger value than the maximum heap size", ""),
        (["-Xmx64k", "-cp", work, "Hello"], 1, "Too small maximum heap", ""),
    ]
    passed = failed = 0
    for argv, status, err_text, out_text in cases:
        code, out, err = run([vm] + argv)
        problems = []
        if code < 0:
            problems.append("killed by signal %d" % -code)
        elif code != status:
            problems.append("exit status %d, expected %d" % (code, status))
        if err_text not in err:
            problems.append("stderr lacks %r" % err_text)
        if isinstance(out_text, re.Pattern):
            if not out_text.search(out):
                problems.append("stdout does not match %r: %r" % (out_text.pattern, out[:400]))
        elif out_text not in out:
            problems.append("stdout lacks %r" % out_text)
        if "finally must not run" in out:
            problems.append("a finally block ran after System.exit")
        label = " ".join(argv) or "(no arguments)"
        if problems:
            failed += 1
            print("FAIL wwvm %s: %s\n  stderr: %s" % (label, "; ".join(problems), err.strip()[:400]))
        else:
            passed += 1
            print("PASS wwvm %s" % label)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
