#!/usr/bin/env python3
"""Cuts three valid class files at every byte offset and checks that wwvm refuses every cut
with ClassFormatError and exit status 1: no crash, no hang, whatever byte the file ends at."""

from __future__ import annotations

import argparse
import concurrent.futures
import shlex
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "harness"))
import procrun  # noqa: E402
from classwriter import (ACC_FINAL, ACC_PRIVATE, ACC_PUBLIC, ACC_STATIC, ACC_SUPER,  # noqa: E402
                         ClassFile, Code, StackMap, constant_value, exceptions,
                         raw_attribute, source_file, v_object)
from malformed import base_class  # noqa: E402
from programs import ProgramCode, add_main, program_class  # noqa: E402
from run_malformed import refusal_problems  # noqa: E402

RUN_TIMEOUT = 10.0
CFE = "java.lang.ClassFormatError"


# ---------------------------------------------------------------- the three valid classes

def simple_class() -> tuple[ClassFile, list[str]]:
    """The smallest useful class: main prints one line."""
    return base_class("TruncSimple"), ["loaded"]


def fields_class() -> tuple[ClassFile, list[str]]:
    """Version 52: interfaces, constant fields, instance fields, a constructor, an exception
    table with a StackMapTable frame, line numbers, Exceptions and SourceFile."""
    name = "TruncFields"
    cf = program_class(name, (52, 0))
    cf.interfaces += [cf.cp.class_("java/lang/Runnable"), cf.cp.class_("java/lang/Cloneable")]
    cp = cf.cp
    const = ACC_STATIC | ACC_FINAL
    cf.add_field(const, "K", "I", [constant_value(cp, cp.integer(42))])
    cf.add_field(const, "BIG", "J", [constant_value(cp, cp.long(1 << 40))])
    cf.add_field(const, "D", "D", [constant_value(cp, cp.double(3.25))])
    cf.add_field(const, "NAME", "Ljava/lang/String;", [constant_value(cp, cp.string("trunc"))])
    cf.add_field(0, "count", "I")
    cf.add_field(ACC_PRIVATE, "ref", "Ljava/lang/Object;")

    init = Code(cp, 2, 1)
    init.line(3)
    init.op("aload_0")
    init.invoke("invokespecial", "java/lang/Object", "<init>", "()V")
    init.op("aload_0")
    init.bipush(7)
    init.field("putfield", name, "count", "I")
    init.op("return")
    cf.add_method(ACC_PUBLIC, "<init>", "()V", init)

    run = ProgramCode(cf, 1, 1)
    run.line(5)
    run.op("aload_0")
    run.field("getfield", name, "count", "I")
    run.p()
    run.op("return")
    cf.add_method(ACC_PUBLIC, "run", "()V", run)

    divide = ProgramCode(cf, 2, 2)
    frames = StackMap(cp)
    start, end, handler = divide.label(), divide.label(), divide.label()
    divide.line(8)
    divide.place(start)
    divide.op("iload_0 iload_1 idiv")
    divide.place(end)
    divide.op("ireturn")
    divide.place(handler)
    divide.line(9)
    frames.same_locals_1(handler, v_object(cp, "java/lang/ArithmeticException"))
    divide.op("pop iconst_m1 ireturn")
    divide.handler(start, end, handler, "java/lang/ArithmeticException")
    divide.attributes.append(frames.attribute())
    cf.add_method(ACC_STATIC, "divide", "(II)I", divide,
                  [exceptions(cp, ["java/lang/Exception"])])

    main = ProgramCode(cf, 3, 1)
    main.line(12)
    main.class_op("new", name)
    main.op("dup")
    main.invoke("invokespecial", name, "<init>", "()V")
    main.invoke("invokevirtual", name, "run", "()V")
    main.field("getstatic", name, "K", "I")
    main.p()
    for a, b in ((10, 2), (1, 0)):
        main.push_int(a)
        main.push_int(b)
        main.call("divide", "(II)I")
        main.p()
    main.field("getstatic", name, "NAME", "Ljava/lang/String;")
    main.ps()
    main.op("return")
    add_main(cf, main)
    cf.attributes.append(source_file(cp, "TruncFields.java"))
    return cf, ["7", "42", "5", "-1", "trunc"]


def old_class() -> tuple[ClassFile, list[str]]:
    """Version 49: <clinit>, a jsr finally, both switches, wide iinc, zero-length
    Deprecated/Synthetic attributes and an unknown attribute."""
    name = "TruncOld"
    cf = program_class(name, (49, 0))
    cf.access = ACC_PUBLIC | ACC_FINAL | ACC_SUPER
    cf.interfaces.append(cf.cp.class_("java/io/Serializable"))
    cp = cf.cp
    cf.add_field(ACC_STATIC, "D", "D", [raw_attribute(cp, "Deprecated", b"")])
    cf.add_field(ACC_STATIC | ACC_PRIVATE, "hidden", "I", [raw_attribute(cp, "Synthetic", b"")])

    clinit = Code(cp, 2, 0)
    clinit.ldc2_w(cp.double(1.5))
    clinit.field("putstatic", name, "D", "D")
    clinit.op("return")
    cf.add_method(ACC_STATIC, "<clinit>", "()V", clinit)

    pick = Code(cp, 1, 1)
    other, ten, twenty, small = pick.label(), pick.label(), pick.label(), pick.label()
    pick.op("iload_0")
    pick.lookupswitch(other, {1: ten, 1000: twenty})
    pick.place(other)
    pick.op("iload_0")
    pick.tableswitch(small, 5, [ten, twenty])
    pick.place(ten)
    pick.bipush(10)
    pick.op("ireturn")
    pick.place(twenty)
    pick.bipush(20)
    pick.op("ireturn")
    pick.place(small)
    pick.op("iconst_0 ireturn")
    cf.add_method(ACC_STATIC, "pick", "(I)I", pick)

    main = ProgramCode(cf, 2, 3)
    sub = main.label()
    for value in (1, 1000, 5, 6, 7):
        main.push_int(value)
        main.call("pick", "(I)I")
        main.p()
    main.branch("jsr", sub)
    main.op("iconst_0 istore_1")
    main.iinc(1, 5000)
    main.op("iload_1")
    main.p()
    main.field("getstatic", name, "D", "D")
    main.pd()
    main.op("return")
    main.place(sub)
    main.op("astore_2")
    main.say("sub")
    main.local("ret", 2)
    add_main(cf, main)
    cf.attributes.append(source_file(cp, "TruncOld.java"))
    cf.attributes.append(raw_attribute(cp, "WwvmUnknownAttribute", b"\x01\x02\x03"))
    return cf, ["10", "20", "10", "20", "0", "sub", "5000", "1500"]


# ---------------------------------------------------------------- running the cuts

def run_full(cf: ClassFile, expected: list[str], directory: Path, config: argparse.Namespace,
             reporter: procrun.Reporter) -> None:
    """The uncut class must run: otherwise refusals of its cuts prove nothing."""
    cf.write(directory)
    cmd = [*config.wwvm, "-cp", str(directory), cf.name]
    result = procrun.run(cmd, timeout=config.timeout, env=procrun.guest_env())
    actual = procrun.output_lines(result.stdout)
    problems = []
    if result.abnormal_end() or result.returncode != 0 or actual != expected:
        problems.append(result.abnormal_end() or f"exit status {result.returncode}, "
                        f"stdout {actual!r}, expected {expected!r}")
    details = procrun.head(result.stderr) + ["reproduce: " + procrun.reproduce_line(cmd)]
    reporter.result(f"truncate/{cf.name} (whole file)", problems, details if problems else [])


def run_cut(name: str, data: bytes, length: int, out: Path, config: argparse.Namespace,
            reporter: procrun.Reporter) -> None:
    directory = out / name / f"cut{length:05d}"
    directory.mkdir(parents=True, exist_ok=True)
    (directory / f"{name}.class").write_bytes(data[:length])
    cmd = [*config.wwvm, "-cp", str(directory), name]
    result = procrun.run(cmd, timeout=config.timeout, env=procrun.guest_env())
    problems = refusal_problems(result, CFE, "wwvm")
    details = []
    if problems:
        details = procrun.head(result.stdout + result.stderr, 4)
        details.append("reproduce: " + procrun.reproduce_line(cmd))
    else:
        shutil.rmtree(directory)    # keep only the cuts that need looking at
    reporter.result(f"truncate/{name} cut at {length} of {len(data)} bytes", problems, details)


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="truncate.py",
        description="Build three valid class files (TruncSimple, TruncFields, TruncOld), check "
                    "that each runs, then cut each at every byte offset 0..len-1 and run "
                    "`wwvm -cp DIR Name` on every cut. A cut passes when wwvm exits with "
                    "status 1 and names java.lang.ClassFormatError on stderr, without a signal "
                    "or a timeout. Only failures are listed, then a summary.",
        epilog="example: truncate.py --wwvm build/bin/wwvm --out /tmp/trunc")
    p.add_argument("--wwvm", type=shlex.split, required=True, metavar="CMD",
                   help="wwvm command (split like a shell command)")
    p.add_argument("--out", type=Path, required=True, metavar="DIR",
                   help="work folder; failing cuts are left in DIR/<Name>/cutNNNNN/")
    p.add_argument("--jobs", type=int, default=2, metavar="N", help="runs at once (default 2)")
    p.add_argument("--timeout", type=float, default=RUN_TIMEOUT, metavar="SECONDS",
                   help="per-run timeout (default %(default)s)")
    return p.parse_args(argv)


def main(argv: list[str]) -> int:
    config = parse_args(argv)
    out = config.out.resolve()
    reporter = procrun.Reporter(quiet_passes=True)
    classes = [simple_class(), fields_class(), old_class()]
    for cf, _ in classes:
        shutil.rmtree(out / cf.name, ignore_errors=True)   # cuts left by an earlier run
    with concurrent.futures.ThreadPoolExecutor(max_workers=config.jobs) as pool:
        jobs = []
        for cf, expected in classes:
            data = cf.to_bytes()
            jobs.append(pool.submit(run_full, cf, expected, out / cf.name / "whole", config,
                                    reporter))
            jobs += [pool.submit(run_cut, cf.name, data, n, out, config, reporter)
                     for n in range(len(data))]
        for job in jobs:
            job.result()
    sizes = ", ".join(f"{cf.name} {len(cf.to_bytes())} bytes" for cf, _ in classes)
    reporter.note(f"summary: {sizes}; {reporter.passed} runs as expected, "
                  f"{reporter.failed} not")
    return reporter.finish()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
