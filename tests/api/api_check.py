#!/usr/bin/env python3
"""The class library's public API against the JDK's, through `javap -public`.

Two checks:
  1. every public member of wwvm's public java.* classes exists in the JDK's class of the same
     name with the same signature (wwvm must not invent API the JDK lacks);
  2. every member listed in classlib/api.txt exists in wwvm's class library (the API the class
     library promises: CLDC 1.1 plus the Java SE subset of the class-library issue), and in
     the JDK's.

Signatures are compared in a normal form: modifiers other than `static` dropped, `throws`
clauses dropped, generics erased to their raw types (type variables become Object).

    api_check.py --classes build/lib/classes --api classlib/api.txt [--javap javap]
    api_check.py --classes build/lib/classes --print-members java.lang.Integer
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

MODIFIERS = {"public", "protected", "final", "native", "synchronized", "abstract", "default",
             "transient", "volatile", "strictfp"}
TYPE_VARIABLE = re.compile(r"\b[A-Z]\b")


def erase_generics(text: str) -> str:
    out, depth = [], 0
    for ch in text:
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
        elif depth == 0:
            out.append(ch)
    return "".join(out)


def normalise(line: str) -> str | None:
    """One javap member line in normal form, or None for lines that are not members."""
    line = line.strip()
    if not line.endswith(";") or line.startswith(("Compiled from", "}")):
        return None
    line = line[:-1]
    line = re.sub(r"\s+throws\s+.*$", "", line)
    line = erase_generics(line)
    words = [w for w in line.split(" ") if w and w not in MODIFIERS]
    line = " ".join(words)
    line = TYPE_VARIABLE.sub("java.lang.Object", line)
    return re.sub(r"\s*,\s*", ", ", line)


def parse_javap(output: str) -> dict[str, set[str]]:
    """Members by class name ("java.util.Map$Entry") from javap output of several classes."""
    members: dict[str, set[str]] = {}
    current = None
    for line in output.splitlines():
        header = re.match(r"^(?:public |protected |abstract |final |static |sealed |non-sealed )*"
                          r"(?:class|interface|enum|@interface) ([\w.$]+)", line)
        if header:
            # Only public classes are API; javap lists the others too.
            current = header.group(1) if line.startswith("public ") else None
            if current:
                members.setdefault(current, set())
            continue
        if current and line.startswith("  "):
            m = normalise(line)
            if m:
                members[current].add(m)
    return members


def run_javap(javap: str, targets: list[str]) -> str:
    out = []
    for i in range(0, len(targets), 200):
        r = subprocess.run([javap, "-public", *targets[i:i + 200]], capture_output=True, text=True)
        out.append(r.stdout)
    return "\n".join(out)


def public_class_files(classes: Path) -> list[Path]:
    return sorted((classes / "java").rglob("*.class"))


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--classes", type=Path, required=True, help="wwvm's compiled class library")
    p.add_argument("--api", type=Path, help="the promised API list (classlib/api.txt)")
    p.add_argument("--javap", default="javap")
    p.add_argument("--print-members", metavar="CLASS", help="print wwvm's members of CLASS in normal form")
    args = p.parse_args()

    ours = parse_javap(run_javap(args.javap, [str(f) for f in public_class_files(args.classes)]))
    if args.print_members:
        for m in sorted(ours.get(args.print_members, set())):
            print(f"{args.print_members}: {m}")
        return 0
    jdk = parse_javap(run_javap(args.javap, sorted(ours)))

    problems = []
    for cls in sorted(ours):
        if cls not in jdk:
            problems.append(f"{cls}: a public class the JDK does not have")
            continue
        for m in sorted(ours[cls] - jdk[cls]):
            problems.append(f"{cls}: {m}  -- not in the JDK's {cls}")
    listed = 0
    if args.api:
        for number, line in enumerate(args.api.read_text(encoding="utf-8").splitlines(), 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            listed += 1
            cls, _, member = line.partition(": ")
            if member not in ours.get(cls, set()):
                problems.append(f"api.txt:{number}: {cls}: {member}  -- missing from wwvm's class library")
            elif member not in jdk.get(cls, set()):
                problems.append(f"api.txt:{number}: {cls}: {member}  -- not in the JDK (a wrong entry)")
    for problem in problems:
        print(problem)
    print(f"{sum(len(v) for v in ours.values())} public members in {len(ours)} classes checked, "
          f"{listed} listed in api.txt; {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
