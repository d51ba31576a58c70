#!/usr/bin/env python3
"""Gathers the seed corpora of the fuzz targets from the project's own class files.

Sources: the guest tests (tests/guest/<category>/*.java, compiled here with tools/wwjavac, or
javac and the category's javac.args, one compiler call per category), the hand-assembled programs, the malformed corpus and the verifier corpus of
tests/classgen, and any directories of compiled classes given with --classes (the examples and
benchmark kernels of the build). Each distinct class file is written once, named by its SHA-1
as libFuzzer names corpus entries, into <out>/fuzz_classfile/; those that declare a
main(String[]) also go into <out>/fuzz_run/. Generated files stay in the build tree.

    gather_corpus.py --classlib build-fuzz/lib/classes --out build-fuzz/fuzz/corpus \\
        [--classes DIR ...] [--jobs 2]
"""

from __future__ import annotations

import argparse
import concurrent.futures
import hashlib
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
GUEST = REPO / "tests" / "guest"
CLASSGEN = REPO / "tests" / "classgen"
WWJAVAC = REPO / "tools" / "wwjavac"
TARGETS = ("fuzz_classfile", "fuzz_run")


def compile_category(category: Path, classlib: Path, into: Path) -> str | None:
    """Compiles one guest category into `into`; None, or why it failed (the seeds then lack it)."""
    sources = sorted(category.glob("*.java")) + sorted(category.glob("lib/**/*.java"))
    if not sources:
        return None
    into.mkdir(parents=True, exist_ok=True)
    override = category / "javac.args"  # as the guest harness: plain javac with these options
    if override.exists():
        lines = [l for l in override.read_text(encoding="utf-8").splitlines() if l.strip()]
        compiler = ["javac", *(shlex.split(lines[0]) if lines else []), "-encoding", "UTF-8"]
    else:
        compiler = [sys.executable, str(WWJAVAC), "--classlib", str(classlib)]
    cmd = [*compiler, "-nowarn", "-d", str(into), *map(str, sources)]
    result = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if result.returncode != 0:
        lines = (result.stdout + result.stderr).strip().splitlines()
        return lines[0] if lines else f"exit status {result.returncode}"
    return None


def guest_classes(classlib: Path, scratch: Path, jobs: int) -> list[Path]:
    categories = [d for d in sorted(GUEST.iterdir()) if d.is_dir()]
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        failures = dict(zip(categories, pool.map(
            lambda d: compile_category(d, classlib, scratch / "guest" / d.name), categories)))
    for category, why in failures.items():
        if why:
            print(f"gather_corpus: skipping guest/{category.name}: {why}", file=sys.stderr)
    return sorted((scratch / "guest").rglob("*.class"))


def classgen_classes(scratch: Path) -> list[Path]:
    sys.path.insert(0, str(CLASSGEN))
    import malformed  # noqa: E402  (tests/classgen, found through sys.path)
    import programs  # noqa: E402
    import verify  # noqa: E402
    programs.write_programs(scratch / "classgen" / "programs")
    malformed.write_corpus(scratch / "classgen" / "malformed")
    verify.write_corpus(scratch / "classgen" / "verify")
    return sorted((scratch / "classgen").rglob("*.class"))


def has_main(data: bytes) -> bool:
    # The constant pool holds both strings when a class declares main(String[]); a class that
    # only calls someone's main is rare enough among the seeds not to matter.
    return b"main" in data and b"([Ljava/lang/String;)V" in data


def write_corpora(files: list[Path], out: Path) -> dict[str, int]:
    for target in TARGETS:
        shutil.rmtree(out / target, ignore_errors=True)
        (out / target).mkdir(parents=True)
    counts = dict.fromkeys(TARGETS, 0)
    seen: set[str] = set()
    for f in files:
        data = f.read_bytes()
        digest = hashlib.sha1(data).hexdigest()
        if digest in seen:
            continue
        seen.add(digest)
        wanted = ["fuzz_classfile"] + (["fuzz_run"] if has_main(data) else [])
        for target in wanted:
            (out / target / digest).write_bytes(data)
            counts[target] += 1
    return counts


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--classlib", type=Path, required=True, help="the build's lib/classes")
    p.add_argument("--out", type=Path, required=True, help="corpus root: <out>/<target>/")
    p.add_argument("--classes", type=Path, action="append", default=[],
                   help="a directory of compiled classes to take as they are (repeatable)")
    p.add_argument("--jobs", type=int, default=2, help="compiler calls at once (default 2)")
    config = p.parse_args()
    with tempfile.TemporaryDirectory(prefix="wwvm-corpus-") as tmp:
        scratch = Path(tmp)
        files = guest_classes(config.classlib, scratch, config.jobs) + classgen_classes(scratch)
        for d in config.classes:
            files += sorted(d.rglob("*.class"))
        counts = write_corpora(files, config.out)
    print("gather_corpus: " + ", ".join(f"{n} seeds for {t}" for t, n in counts.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
