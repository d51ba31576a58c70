#!/usr/bin/env python3
"""The class library's public API against the JDK's and CLDC 1.1's, through `javap -public`.

Three checks:
  1. every public class, nested class, constructor, method and field of wwvm's java.* classes
     exists in the JDK's class of the same name (declared there or inherited) with the same
     signature: wwvm must not invent API the JDK lacks;
  2. every member listed in classlib/api.txt exists in wwvm's class library and in the JDK's
     (the API the class library promises: CLDC 1.1 plus the Java SE subset of the
     class-library issue);
  3. with --cldc, every member of classlib/cldc-1.1.txt (CLDC 1.1's API, taken from its
     reference implementation) exists in wwvm's class library with that signature, is listed
     in api.txt, and exists in the JDK, unless the file's exception section says the JDK 17
     lacks it (then the JDK must indeed lack it).

A member counts as present in a class when the class declares it or inherits it from a
superclass or superinterface (CLDC and the JDK do not always declare a member in the same
class: CLDC's DataInputStream declares read(), the JDK's inherits it from FilterInputStream).
Constructors and static members are not inherited.

Signatures are compared in a normal form: modifiers other than `static` dropped, `throws`
clauses dropped, generics erased to their raw types (type variables become Object).

    api_check.py --classes build/lib/classes --api classlib/api.txt [--cldc classlib/cldc-1.1.txt]
                 [--javap javap]
    api_check.py --classes build/lib/classes --print-members java.lang.Integer
    api_check.py --classes build/lib/classes --print-all     (api.txt's body, regenerated)
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

MODIFIERS = {"public", "protected", "final", "native", "synchronized", "abstract", "default",
             "transient", "volatile", "strictfp"}
# A type variable (one capital letter) where a type stands: before a space, "[", ",", ")" or
# "...". A member's name is never followed by those, so the field Math.E keeps its name.
TYPE_VARIABLE = re.compile(r"\b[A-Z]\b(?=[ \[,)]|\.\.\.)")
CLASS_HEADER = re.compile(r"^((?:public |protected |private |abstract |final |static |sealed |non-sealed )*)"
                          r"(class|interface|enum|@interface) ([\w.$]+)(.*)\{\s*$")
# Marks an entry of cldc-1.1.txt's exception section: "! class: member | why the JDK lacks it".
EXCEPTION_MARK = "!"


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


@dataclass
class ClassInfo:
    """What javap -public shows of one class: its public members and its supertypes."""
    name: str
    public: bool
    supertypes: list[str] = field(default_factory=list)
    members: set[str] = field(default_factory=set)


def parse_header(line: str) -> ClassInfo | None:
    m = CLASS_HEADER.match(erase_generics(line))
    if not m:
        return None
    modifiers, kind, name, rest = m.groups()
    supertypes = []
    for clause in re.findall(r"(?:extends|implements) ([\w.$, ]+?)(?= implements | permits |$)", rest.strip()):
        supertypes += [s.strip() for s in clause.split(",") if s.strip()]
    if kind == "class" and not supertypes and name != "java.lang.Object":
        supertypes.append("java.lang.Object")
    return ClassInfo(name, "public" in modifiers.split(), supertypes)


def parse_javap(output: str) -> dict[str, ClassInfo]:
    """Classes by name ("java.util.Map$Entry") from javap output of several classes. Classes
    that are not public are kept too: their public members are inherited by public subclasses."""
    classes: dict[str, ClassInfo] = {}
    current = None
    for line in output.splitlines():
        header = parse_header(line) if not line.startswith(" ") else None
        if header:
            current = classes.setdefault(header.name, header)
            continue
        if current and line.startswith("  "):
            m = normalise(line)
            if m:
                current.members.add(m)
    return classes


def run_javap(javap: str, targets: list[str]) -> str:
    out = []
    for i in range(0, len(targets), 200):
        r = subprocess.run([javap, "-public", *targets[i:i + 200]], capture_output=True, text=True)
        out.append(r.stdout)
    return "\n".join(out)


def load_jdk(javap: str, names: list[str]) -> dict[str, ClassInfo]:
    """The JDK's classes of these names and all their supertypes."""
    classes: dict[str, ClassInfo] = {}
    wanted = set(names)
    while wanted:
        classes.update(parse_javap(run_javap(javap, sorted(wanted))))
        missing = {s for c in classes.values() for s in c.supertypes if s not in classes}
        wanted = missing - wanted  # a supertype javap cannot find is not asked for twice
    return classes


def is_constructor(cls: str, member: str) -> bool:
    return member.startswith(cls + "(")


def has_member(classes: dict[str, ClassInfo], cls: str, member: str) -> bool:
    """Whether cls declares member or, for an inheritable member, inherits it."""
    info = classes.get(cls)
    if info is None:
        return False
    if member in info.members:
        return True
    if is_constructor(cls, member) or member.startswith("static "):
        return False
    return any(has_member(classes, s, member) for s in info.supertypes)


def member_name(member: str) -> str:
    head = member.split("(", 1)[0]
    return head.split(" ")[-1]


def same_name(classes: dict[str, ClassInfo], cls: str, member: str) -> list[str]:
    """cls's own members with member's name: what a mismatching signature looks like."""
    info = classes.get(cls)
    name = member_name(member)
    return sorted(m for m in (info.members if info else ()) if member_name(m) == name)


def public_class_files(classes: Path) -> list[Path]:
    return sorted((classes / "java").rglob("*.class"))


def read_list(path: Path) -> list[tuple[int, str, str, str | None]]:
    """Entries of api.txt or cldc-1.1.txt: (line number, class, member, exception reason)."""
    entries = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        reason = None
        if line.startswith(EXCEPTION_MARK):
            line, _, reason = line[1:].partition("|")
            line, reason = line.strip(), reason.strip() or "(no reason given)"
        cls, _, member = line.partition(": ")
        entries.append((number, cls, member, reason))
    return entries


def check_ours_in_jdk(ours: dict[str, ClassInfo], jdk: dict[str, ClassInfo]) -> list[str]:
    problems = []
    for cls in sorted(c for c in ours if ours[c].public):
        if cls not in jdk or not jdk[cls].public:
            problems.append(f"{cls}: a public class the JDK does not have")
            continue
        for m in sorted(ours[cls].members):
            if not has_member(jdk, cls, m):
                problems.append(f"{cls}: {m}  -- not in the JDK's {cls}")
    return problems


def check_api(path: Path, ours, jdk) -> tuple[list[str], set[tuple[str, str]]]:
    problems, listed = [], set()
    for number, cls, member, _ in read_list(path):
        listed.add((cls, member))
        if not has_member(ours, cls, member):
            problems.append(f"{path.name}:{number}: {cls}: {member}  -- missing from wwvm's class library")
        elif not has_member(jdk, cls, member):
            problems.append(f"{path.name}:{number}: {cls}: {member}  -- not in the JDK (a wrong entry)")
    return problems, listed


def check_cldc(path: Path, ours, jdk, api_listed: set[tuple[str, str]]) -> tuple[list[str], int, int]:
    problems, count, excepted = [], 0, 0
    for number, cls, member, reason in read_list(path):
        where = f"{path.name}:{number}: {cls}: {member}"
        if reason is not None:
            excepted += 1
            if has_member(jdk, cls, member):
                problems.append(f"{where}  -- listed as missing from JDK 17, but the JDK has it")
            continue
        count += 1
        if not has_member(ours, cls, member):
            others = same_name(ours, cls, member)
            if others:
                problems.append(f"{where}  -- wwvm has another signature: {'; '.join(others)}")
            else:
                problems.append(f"{where}  -- missing from wwvm's class library")
        if not has_member(jdk, cls, member):
            problems.append(f"{where}  -- not in the JDK: list it in the exception section with the reason")
        if (cls, member) not in api_listed:
            problems.append(f"{where}  -- not listed in api.txt")
    return problems, count, excepted


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--classes", type=Path, required=True, help="wwvm's compiled class library")
    p.add_argument("--api", type=Path, help="the promised API list (classlib/api.txt)")
    p.add_argument("--cldc", type=Path, help="CLDC 1.1's member list (classlib/cldc-1.1.txt); needs --api")
    p.add_argument("--javap", default="javap")
    p.add_argument("--print-members", metavar="CLASS", help="print wwvm's members of CLASS in normal form")
    p.add_argument("--print-all", action="store_true",
                   help="print every public member of wwvm's public classes, in api.txt's form")
    args = p.parse_args()
    if args.cldc and not args.api:
        p.error("--cldc needs --api (every CLDC member must be listed there)")

    ours = parse_javap(run_javap(args.javap, [str(f) for f in public_class_files(args.classes)]))
    if args.print_all:
        for cls in sorted(c for c in ours if ours[c].public):
            print(f"\n# {cls}")
            for m in sorted(ours[cls].members):
                print(f"{cls}: {m}")
        return 0
    if args.print_members:
        info = ours.get(args.print_members)
        for m in sorted(info.members if info else ()):
            print(f"{args.print_members}: {m}")
        return 0
    wanted = {c for c in ours if ours[c].public}
    for path in (args.api, args.cldc):
        if path:
            wanted |= {cls for _, cls, _, _ in read_list(path)}
    jdk = load_jdk(args.javap, sorted(wanted))

    problems = check_ours_in_jdk(ours, jdk)
    listed: set[tuple[str, str]] = set()
    if args.api:
        api_problems, listed = check_api(args.api, ours, jdk)
        problems += api_problems
    cldc_count = excepted = 0
    if args.cldc:
        cldc_problems, cldc_count, excepted = check_cldc(args.cldc, ours, jdk, listed)
        problems += cldc_problems
    for problem in problems:
        print(problem)
    public = [c for c in ours.values() if c.public]
    summary = (f"{sum(len(c.members) for c in public)} public members in {len(public)} classes checked, "
               f"{len(listed)} listed in api.txt")
    if args.cldc:
        summary += f", {cldc_count} CLDC 1.1 members checked ({excepted} excepted as missing from JDK 17)"
    print(f"{summary}; {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
