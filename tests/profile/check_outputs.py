#!/usr/bin/env python3
"""The profile outputs of a real run, end to end: wwvm runs tests/profile/Recurse.java with
-Xprofile:methods,report, -Xprofile-out and -Xprofile-folded; the JSON must validate against
profiler/profile.schema.json (tools/profile_schema.py and wwprofile's own sum checks), the
folded stacks must hold exactly the calling contexts worked out below, and the label must be
printed. A bad option or an unwritable file must give a clear error.

  tests/profile/check_outputs.py --wwvm build/bin/wwvm --classlib build/lib/classes --out DIR

Recurse.main's own bytecodes: iconst_3, invokestatic, istore_1, iload_1, iconst_3,
if_icmpeq, return = 7. depth(n) for n > 0: iload_0, ifne, iconst_1, iload_0, iconst_1, isub,
invokestatic, iadd, ireturn = 9 (the invoke is the caller's); depth(0): iload_0, ifne,
iconst_0, ireturn = 4."""

import argparse
import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tools"))
from profile_schema import validate  # noqa: E402

MAIN = "<thread main>;Recurse.main(java.lang.String[])"
DEPTH = "Recurse.depth(int)"
EXPECTED_FOLDED = {
    MAIN: 7,
    MAIN + ";" + DEPTH: 9,
    MAIN + ";" + ";".join([DEPTH] * 2): 9,
    MAIN + ";" + ";".join([DEPTH] * 3): 9,
    MAIN + ";" + ";".join([DEPTH] * 4): 4,
}


def fail(message: str) -> None:
    print("FAIL: " + message)
    sys.exit(1)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--wwvm", required=True)
    p.add_argument("--classlib", required=True)
    p.add_argument("--out", required=True)
    args = p.parse_args()
    out = Path(args.out)
    classes = out / "classes"
    classes.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, str(REPO / "tools" / "wwjavac"), "--classlib", args.classlib,
                    "-d", str(classes), str(REPO / "tests" / "profile" / "Recurse.java")], check=True)
    json_path, folded_path = out / "recurse.json", out / "recurse.folded"
    run = subprocess.run([args.wwvm, "-Xprofile:methods,report", f"-Xprofile-out:{json_path}",
                          f"-Xprofile-folded:{folded_path}", "-cp", str(classes), "Recurse"],
                         capture_output=True, text=True)
    if run.returncode != 0:
        fail(f"wwvm exited {run.returncode}: {run.stderr}")
    if "RESOURCE FACTS" not in run.stderr or "THREAD main" not in run.stderr:
        fail("no resource facts label on stderr:\n" + run.stderr)

    doc = json.loads(json_path.read_text())
    schema = json.loads((REPO / "profiler" / "profile.schema.json").read_text())
    errors = validate(doc, schema)
    if errors:
        fail("the profile does not validate:\n  " + "\n  ".join(errors))
    check = subprocess.run([sys.executable, str(REPO / "tools" / "wwprofile"), "--validate", str(json_path)],
                           capture_output=True, text=True)
    if check.returncode != 0:
        fail("wwprofile --validate: " + check.stdout + check.stderr)
    main_thread = [t for t in doc["threads"] if t["name"] == "main"]
    if len(main_thread) != 1 or main_thread[0]["bytecodes"] != sum(main_thread[0]["opcodes"]):
        fail("thread main's bytecodes are not the sum of its opcodes")

    folded = {}
    for line in folded_path.read_text().splitlines():
        stack, _, weight = line.rpartition(" ")
        folded[stack] = int(weight)
    ours = {s: w for s, w in folded.items() if "Recurse." in s}
    if ours != EXPECTED_FOLDED:
        fail("folded stacks of Recurse differ:\n  expected " + repr(EXPECTED_FOLDED) + "\n  got      " + repr(ours))

    # Misuse: clear messages and a non-zero exit, never a crash.
    for option, message in [("-Xprofile:sideways", "Unrecognized -Xprofile item"),
                            ("-Xprofile-folded:x,furlongs", "Unrecognized -Xprofile-folded metric"),
                            ("-Xenergy-model:/nonexistent/model", "could not read the energy model")]:
        bad = subprocess.run([args.wwvm, option, "-cp", str(classes), "Recurse"], capture_output=True, text=True)
        if bad.returncode == 0 or message not in bad.stderr:
            fail(f"{option}: expected a failure saying '{message}', got {bad.returncode}: {bad.stderr}")
    bad = subprocess.run([args.wwvm, "-Xprofile-out:/nonexistent/dir/p.json", "-cp", str(classes), "Recurse"],
                         capture_output=True, text=True)
    if "could not write the profile to /nonexistent/dir/p.json" not in bad.stderr:
        fail("an unwritable -Xprofile-out file is not reported: " + bad.stderr)
    print("PASS: profile outputs of Recurse (JSON valid, folded stacks exact, label printed, errors clear)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
