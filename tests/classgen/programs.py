"""Runnable guest programs built byte by byte for what javac 17 never or rarely emits (jsr/ret,
wide forms, the rarer stack shuffles, switch edge cases, old class-file versions), each with
its expected stdout. run_programs.py runs them on wwvm and on the JDK.

Every program prints only through System.out with PrintStream.println(int) and
println(String), so that they depend on as little of the class library as possible.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from classwriter import (ACC_PUBLIC, ACC_STATIC, ClassFile, Code, Label, StackMap,
                         V_INTEGER, v_object)

INT_MIN, INT_MAX = -2**31, 2**31 - 1
MAIN_DESC = "([Ljava/lang/String;)V"
RUNTIME_EXCEPTION = "java/lang/RuntimeException"


@dataclass
class Program:
    """One generated program: its main class, what it shows, and its expected stdout."""
    name: str
    about: str
    expected: list[str]
    classes: list[ClassFile]

    def write(self, directory: Path) -> None:
        for cf in self.classes:
            cf.write(directory)


# ---------------------------------------------------------------- Java arithmetic, for expectations

def i32(value: int) -> int:
    """Wrap to a Java int."""
    value &= 0xFFFFFFFF
    return value - 2**32 if value >= 2**31 else value


def f32(value: float) -> float:
    """Round to a Java float."""
    return struct.unpack(">f", struct.pack(">f", value))[0]


def java_to_int(value: float) -> int:
    """f2i/d2i: NaN to 0, saturating, rounding toward zero."""
    if value != value:
        return 0
    if value >= INT_MAX:
        return INT_MAX
    if value <= INT_MIN:
        return INT_MIN
    return int(value)


def shown_long(value: int) -> str:
    """What the pl helper prints for a long: high word * 1000 + low word, in int arithmetic."""
    value &= 2**64 - 1
    return str(i32(i32(i32(value >> 32) * 1000) + i32(value)))


def shown_float(value: float) -> str:
    """What the pf helper prints: (int) (value * 1000f)."""
    return str(java_to_int(f32(f32(value) * 1000.0)))


def shown_double(value: float) -> str:
    """What the pd helper prints: (int) (value * 1000d)."""
    return str(java_to_int(value * 1000.0))


# ---------------------------------------------------------------- program scaffolding

class ProgramCode(Code):
    """Code of a program class, with calls to its print helpers."""

    def __init__(self, cf: ClassFile, max_stack: int, max_locals: int) -> None:
        super().__init__(cf.cp, max_stack, max_locals)
        self.owner = cf.name

    def call(self, method: str, descriptor: str) -> None:
        self.invoke("invokestatic", self.owner, method, descriptor)

    def p(self) -> None:
        """Print the int on top of the stack."""
        self.call("p", "(I)V")

    def pl(self) -> None:
        """Print the long on top of the stack (as shown_long describes)."""
        self.call("pl", "(J)V")

    def pf(self) -> None:
        self.call("pf", "(F)V")

    def pd(self) -> None:
        self.call("pd", "(D)V")

    def ps(self) -> None:
        """Print the String on top of the stack."""
        self.call("s", "(Ljava/lang/String;)V")

    def say(self, text: str) -> None:
        self.ldc_string(text)
        self.ps()

    def throw_new(self, class_name: str) -> None:
        self.class_op("new", class_name)
        self.op("dup")
        self.invoke("invokespecial", class_name, "<init>", "()V")
        self.op("athrow")


def program_class(name: str, version: tuple[int, int]) -> ClassFile:
    """A public class with the print helpers p(I), s(String), pl(J), pf(F) and pd(D)."""
    cf = ClassFile(name, version=version)
    _add_printer(cf, "p", "(I)V", "(I)V", ["iload_0"], 1)
    _add_printer(cf, "s", "(Ljava/lang/String;)V", "(Ljava/lang/String;)V", ["aload_0"], 1)
    code = Code(cf.cp, 4, 2)        # pl: (int) (v >>> 32) * 1000 + (int) v
    code.op("lload_0")
    code.bipush(32)
    code.op("lushr l2i")
    code.sipush(1000)
    code.op("imul lload_0 l2i iadd")
    code.invoke("invokestatic", name, "p", "(I)V")
    code.op("return")
    cf.add_method(ACC_STATIC, "pl", "(J)V", code)
    code = Code(cf.cp, 2, 1)        # pf: (int) (v * 1000f)
    code.op("fload_0")
    code.ldc_auto(cf.cp.float_(1000.0))
    code.op("fmul f2i")
    code.invoke("invokestatic", name, "p", "(I)V")
    code.op("return")
    cf.add_method(ACC_STATIC, "pf", "(F)V", code)
    code = Code(cf.cp, 4, 2)        # pd: (int) (v * 1000d)
    code.op("dload_0")
    code.ldc2_w(cf.cp.double(1000.0))
    code.op("dmul d2i")
    code.invoke("invokestatic", name, "p", "(I)V")
    code.op("return")
    cf.add_method(ACC_STATIC, "pd", "(D)V", code)
    return cf


def _add_printer(cf: ClassFile, name: str, desc: str, println_desc: str,
                 load: list[str], locals_: int) -> None:
    code = Code(cf.cp, 2, locals_)
    code.field("getstatic", "java/lang/System", "out", "Ljava/io/PrintStream;")
    code.op(*load)
    code.invoke("invokevirtual", "java/io/PrintStream", "println", println_desc)
    code.op("return")
    cf.add_method(ACC_STATIC, name, desc, code)


def add_main(cf: ClassFile, code: Code) -> None:
    cf.add_method(ACC_PUBLIC | ACC_STATIC, "main", MAIN_DESC, code)


# ---------------------------------------------------------------- jsr / ret

def jsr_finally() -> Program:
    """try/finally compiled with a subroutine, left normally and by an exception."""
    cf = program_class("JsrFinally", (49, 0))
    c = ProgramCode(cf, 2, 4)       # locals: x, result, exception, return address
    try_start, ok, try_end = c.label(), c.label(), c.label()
    any_handler, sub = c.label(), c.label()
    c.place(try_start)
    c.sipush(100)
    c.p()
    c.op("iload_0")
    c.branch("ifne", ok)
    c.throw_new(RUNTIME_EXCEPTION)
    c.place(ok)
    c.op("iload_0 iconst_2 imul istore_1")
    c.place(try_end)
    c.branch("jsr", sub)
    c.op("iload_1 ireturn")
    c.place(any_handler)
    c.op("astore_2")
    c.branch("jsr", sub)
    c.op("aload_2 athrow")
    c.place(sub)
    c.op("astore_3")
    c.sipush(200)
    c.p()
    c.local("ret", 3)
    c.handler(try_start, try_end, any_handler)
    cf.add_method(ACC_STATIC, "f", "(I)I", c)

    m = ProgramCode(cf, 2, 1)
    t0, t1, caught, end = m.label(), m.label(), m.label(), m.label()
    m.op("iconst_5")
    m.call("f", "(I)I")
    m.p()
    m.place(t0)
    m.op("iconst_0")
    m.call("f", "(I)I")
    m.p()
    m.place(t1)
    m.branch("goto", end)
    m.place(caught)
    m.op("pop")
    m.say("caught")
    m.place(end)
    m.say("end")
    m.op("return")
    m.handler(t0, t1, caught, RUNTIME_EXCEPTION)
    add_main(cf, m)
    return Program(cf.name, "finally through jsr/ret, normal and exceptional exits",
                   ["100", "200", "10", "100", "200", "caught", "end"], [cf])


def jsr_nested() -> Program:
    """A subroutine calling another, called from two places; nested finally.

    (The inner subroutine is not also called from outside the outer one: HotSpot's old
    verifier rejects that with "Illegal return from subroutine".)"""
    cf = program_class("JsrNested", (49, 0))
    m = ProgramCode(cf, 2, 3)
    a, b = m.label("A"), m.label("B")
    t0, t1, caught, end = m.label(), m.label(), m.label(), m.label()
    m.branch("jsr", a)
    m.bipush(30)
    m.p()
    m.branch("jsr", a)
    m.bipush(40)
    m.p()
    m.place(t0)
    m.call("nestedFinally", "()V")
    m.place(t1)
    m.branch("goto", end)
    m.place(caught)
    m.op("pop")
    m.say("caught")
    m.place(end)
    m.op("return")
    m.place(a)                      # A: prints 10, calls B, prints 11
    m.op("astore_1")
    m.bipush(10)
    m.p()
    m.branch("jsr", b)
    m.bipush(11)
    m.p()
    m.local("ret", 1)
    m.place(b)                      # B: prints 20
    m.op("astore_2")
    m.bipush(20)
    m.p()
    m.local("ret", 2)
    m.handler(t0, t1, caught, RUNTIME_EXCEPTION)
    add_main(cf, m)

    # try { try { throw } finally { p(1) } } finally { p(2) }
    c = ProgramCode(cf, 2, 4)       # locals: inner exc, inner ret, outer exc, outer ret
    inner_end, inner_any, inner_sub = c.label(), c.label(), c.label()
    outer_end, outer_any, outer_sub = c.label(), c.label(), c.label()
    start = c.here()
    c.throw_new(RUNTIME_EXCEPTION)
    c.place(inner_end)
    c.place(inner_any)
    c.op("astore_0")
    c.branch("jsr", inner_sub)
    c.op("aload_0 athrow")
    c.place(inner_sub)
    c.op("astore_1 iconst_1")
    c.p()
    c.local("ret", 1)
    c.place(outer_end)
    c.place(outer_any)
    c.op("astore_2")
    c.branch("jsr", outer_sub)
    c.op("aload_2 athrow")
    c.place(outer_sub)
    c.op("astore_3 iconst_2")
    c.p()
    c.local("ret", 3)
    c.handler(start, inner_end, inner_any)
    c.handler(start, outer_end, outer_any)
    cf.add_method(ACC_STATIC, "nestedFinally", "()V", c)
    return Program(cf.name, "nested subroutines and nested finally",
                   ["10", "20", "11", "30", "10", "20", "11", "40", "1", "2", "caught"], [cf])


def jsr_two_callers() -> Program:
    """One subroutine reached from two call sites, and one called in a loop."""
    cf = program_class("JsrTwoCallers", (49, 0))
    c = ProgramCode(cf, 2, 2)
    zero, sub = c.label(), c.label()
    c.op("iload_0")
    c.branch("ifeq", zero)
    c.op("iconst_1")
    c.p()
    c.branch("jsr", sub)
    c.op("iconst_1 ireturn")
    c.place(zero)
    c.op("iconst_0")
    c.p()
    c.branch("jsr", sub)
    c.op("iconst_0 ireturn")
    c.place(sub)
    c.op("astore_1")
    c.bipush(99)
    c.p()
    c.local("ret", 1)
    cf.add_method(ACC_STATIC, "g", "(I)I", c)

    m = ProgramCode(cf, 2, 3)
    loop, done, sub2 = m.label(), m.label(), m.label()
    for arg in ("iconst_1", "iconst_0"):
        m.op(arg)
        m.call("g", "(I)I")
        m.p()
    m.op("iconst_0 istore_1")
    m.place(loop)
    m.op("iload_1 iconst_3")
    m.branch("if_icmpge", done)
    m.branch("jsr", sub2)
    m.iinc(1, 1)
    m.branch("goto", loop)
    m.place(done)
    m.op("return")
    m.place(sub2)
    m.op("astore_2 iload_1")
    m.bipush(10)
    m.op("imul")
    m.p()
    m.local("ret", 2)
    add_main(cf, m)
    return Program(cf.name, "a subroutine with two callers, and one called in a loop",
                   ["1", "99", "1", "0", "99", "0", "0", "10", "20"], [cf])


def wide_ret() -> Program:
    """Return addresses kept in locals above 255 (wide astore / wide ret), and wide ret of a
    small index."""
    cf = program_class("WideRet", (49, 0))
    m = ProgramCode(cf, 2, 300)
    sub, sub2 = m.label(), m.label()
    m.branch("jsr", sub)
    m.bipush(7)
    m.p()
    m.branch("jsr", sub)
    m.branch("jsr", sub2)
    m.op("return")
    m.place(sub)
    m.local("astore", 280)
    m.say("sub")
    m.local("ret", 280)
    m.place(sub2)
    m.op("astore_3")
    m.say("sub2")
    m.local("ret", 3, wide=True)
    add_main(cf, m)
    return Program(cf.name, "wide ret", ["sub", "7", "sub", "sub2"], [cf])


def wide_jumps() -> Program:
    """goto_w and jsr_w over more than 32767 bytes of nops, forwards and backwards."""
    cf = program_class("WideJumps", (49, 0))
    m = ProgramCode(cf, 2, 3)
    top, far, done, sub = m.label(), m.label(), m.label(), m.label()
    m.op("iconst_0 istore_1")
    m.place(top)
    m.op("nop nop")
    m.op("iload_1")
    m.p()
    m.branch("jsr_w", sub)
    m.branch("goto_w", far)
    m.raw(bytes(40000))             # nops, never reached
    m.place(far)
    m.iinc(1, 1)
    m.op("iload_1 iconst_2")
    m.branch("if_icmpge", done)
    m.branch("goto_w", top)
    m.place(done)
    m.say("done")
    m.op("return")
    m.place(sub)
    m.op("astore_2")
    m.say("sub")
    m.local("ret", 2)
    add_main(cf, m)
    return Program(cf.name, "goto_w, jsr_w and nop", ["0", "sub", "1", "sub", "done"], [cf])


# ---------------------------------------------------------------- stack shuffles

L1 = (5 << 32) | 6
L2 = (7 << 32) | 8
D1 = 2.5

# (title, values pushed bottom to top, instruction, kinds printed top down, expected)
# A value is an int, ("J", long), ("D", double) or ("S", string).
STACK_CASES = [
    ("swap", [1, 2], "swap", "ii", ["1", "2"]),
    ("swap refs", [("S", "a"), ("S", "b")], "swap", "ss", ["a", "b"]),
    ("pop", [1, 2], "pop", "i", ["1"]),
    ("dup", [1], "dup", "ii", ["1", "1"]),
    ("dup_x1", [1, 2], "dup_x1", "iii", ["2", "1", "2"]),
    ("dup_x2 form 1", [1, 2, 3], "dup_x2", "iiii", ["3", "2", "1", "3"]),
    ("dup_x2 form 2", [("J", L1), 3], "dup_x2", "iji", ["3", "5006", "3"]),
    ("dup2 form 1", [1, 2], "dup2", "iiii", ["2", "1", "2", "1"]),
    ("dup2 form 2", [("J", L1)], "dup2", "jj", ["5006", "5006"]),
    ("dup2 form 2 double", [("D", D1)], "dup2", "dd", ["2500", "2500"]),
    ("dup2_x1 form 1", [1, 2, 3], "dup2_x1", "iiiii", ["3", "2", "1", "3", "2"]),
    ("dup2_x1 form 2", [1, ("J", L1)], "dup2_x1", "jij", ["5006", "1", "5006"]),
    ("dup2_x2 form 1", [1, 2, 3, 4], "dup2_x2", "iiiiii", ["4", "3", "2", "1", "4", "3"]),
    ("dup2_x2 form 2", [1, 2, ("J", L1)], "dup2_x2", "jiij", ["5006", "2", "1", "5006"]),
    ("dup2_x2 form 3", [("J", L1), 1, 2], "dup2_x2", "iijii",
     ["2", "1", "5006", "2", "1"]),
    ("dup2_x2 form 4", [("J", L1), ("J", L2)], "dup2_x2", "jjj", ["7008", "5006", "7008"]),
    ("dup2_x2 form 4 mixed", [("J", L1), ("D", D1)], "dup2_x2", "djd",
     ["2500", "5006", "2500"]),
    ("pop2 form 1", [1, 2, 3], "pop2", "i", ["1"]),
    ("pop2 form 2", [1, ("J", L1)], "pop2", "i", ["1"]),
]


def stack_ops() -> Program:
    """Every form of the stack-shuffling instructions, category-1 and category-2 values."""
    cf = program_class("StackOps", (52, 0))
    m = ProgramCode(cf, 8, 1)
    expected = []
    for title, pushes, insn, kinds, shown in STACK_CASES:
        m.say(title)
        for value in pushes:
            _push(m, value)
        m.op(insn)
        for kind in kinds:
            {"i": m.p, "j": m.pl, "d": m.pd, "s": m.ps}[kind]()
        expected += [title] + shown
    m.op("return")
    add_main(cf, m)
    return Program(cf.name, "swap, dup*, pop2 in all forms (straight-line, version 52)",
                   expected, [cf])


def _push(code: Code, value) -> None:
    if isinstance(value, int):
        code.push_int(value)
    elif value[0] == "J":
        code.ldc2_w(code.cp.long(value[1]))
    elif value[0] == "D":
        code.ldc2_w(code.cp.double(value[1]))
    else:
        code.ldc_string(value[1])


# ---------------------------------------------------------------- constants and wide locals

def ldc_forms() -> Program:
    """ldc, ldc_w (on small and large indices) and ldc2_w of every loadable kind."""
    cf = program_class("LdcForms", (52, 0))
    cp = cf.cp
    low_int, low_float, low_string = cp.integer(123456), cp.float_(2.5), cp.string("low")
    low_long, low_class = cp.long((123 << 32) | 456), cp.class_("java/lang/Integer")
    for n in range(300):            # push what follows beyond index 255
        cp.integer(1_000_000 + n)
    m = ProgramCode(cf, 4, 1)
    expected = []

    def show(load: Callable[[], None], printer: Callable[[], None], shown: str) -> None:
        load()
        printer()
        expected.append(shown)

    show(lambda: m.ldc(low_int), m.p, "123456")
    show(lambda: m.ldc_w(low_int), m.p, "123456")
    show(lambda: m.ldc_w(cp.integer(7654321)), m.p, "7654321")
    show(lambda: m.ldc_w(cp.integer(INT_MIN)), m.p, str(INT_MIN))
    show(lambda: m.ldc_w(cp.integer(INT_MAX)), m.p, str(INT_MAX))
    show(lambda: m.ldc(low_float), m.pf, shown_float(2.5))
    show(lambda: m.ldc_w(cp.float_(0.75)), m.pf, shown_float(0.75))
    show(lambda: m.ldc_w(cp.float_bits(0x7FC00000)), m.pf, "0")            # NaN
    show(lambda: m.ldc_w(cp.float_(1e10)), m.pf, str(INT_MAX))             # saturates
    show(lambda: m.ldc(low_string), m.ps, "low")
    show(lambda: m.ldc_w(low_string), m.ps, "low")
    show(lambda: m.ldc_w(cp.string("high")), m.ps, "high")
    show(lambda: m.ldc_w(cp.string("")), m.ps, "")
    show(lambda: m.ldc_w(cp.string("é€😀")), m.ps, "é€😀")
    show(lambda: m.ldc_w(cp.string("nul\0char")), m.ps, "nul\0char")
    for index in (low_class, cp.class_("java/lang/String")):
        m.ldc_auto(index)
        m.class_op("instanceof", "java/lang/Class")
        m.p()
        expected.append("1")
    show(lambda: m.ldc2_w(low_long), m.pl, shown_long((123 << 32) | 456))
    show(lambda: m.ldc2_w(cp.long(-1)), m.pl, shown_long(-1))
    show(lambda: m.ldc2_w(cp.long(-2**63)), m.pl, shown_long(-2**63))
    show(lambda: m.ldc2_w(cp.double(3.25)), m.pd, shown_double(3.25))
    show(lambda: m.ldc2_w(cp.double(-0.0)), m.pd, "0")
    show(lambda: m.ldc2_w(cp.double_bits(0x7FF8000000000000)), m.pd, "0")  # NaN
    m.op("return")
    add_main(cf, m)
    return Program(cf.name, "ldc, ldc_w, ldc2_w; constants above index 255", expected, [cf])


def wide_locals() -> Program:
    """wide loads and stores of every kind above index 255, and wide iinc."""
    cf = program_class("WideLocals", (52, 0))
    cp = cf.cp
    m = ProgramCode(cf, 4, 1100)
    m.sipush(1234)
    m.local("istore", 255)
    m.local("iload", 255)
    m.p()
    m.sipush(4321)
    m.local("istore", 256)
    m.local("iload", 256)
    m.p()
    m.ldc2_w(cp.long((11 << 32) | 22))
    m.local("lstore", 500)
    m.local("lload", 500)
    m.pl()
    m.ldc(cp.float_(2.5))
    m.local("fstore", 700)
    m.local("fload", 700)
    m.pf()
    m.ldc2_w(cp.double(6.125))
    m.local("dstore", 900)
    m.local("dload", 900)
    m.pd()
    m.ldc_string("wide")
    m.local("astore", 1000)
    m.local("aload", 1000)
    m.ps()
    m.op("iconst_0")
    m.local("istore", 300)
    for delta in (1000, -32768, 32767):
        m.iinc(300, delta)
        m.local("iload", 300)
        m.p()
    m.op("iconst_0")
    m.local("istore", 5)
    for delta, wide in ((300, None), (-128, False), (127, False), (1, True)):
        m.iinc(5, delta, wide)
        m.local("iload", 5)
        m.p()
    m.op("iconst_3 istore_2")
    m.local("iload", 2, wide=True)
    m.p()
    m.bipush(-9)
    m.local("istore", 1099)
    m.local("iload", 1099)
    m.p()
    m.op("return")
    add_main(cf, m)
    expected = ["1234", "4321", shown_long((11 << 32) | 22), "2500", "6125", "wide",
                "1000", "-31768", "999", "300", "172", "299", "300", "3", "-9"]
    return Program(cf.name, "wide loads, stores and iinc", expected, [cf])


# ---------------------------------------------------------------- switches

def _switch_method(cf: ClassFile, name: str, nops: int,
                   emit: Callable[[Code, Callable[[int], Label], Label], None]) -> None:
    """A static (I)I method: `nops` nops (to move the switch's alignment), iload_0, the
    switch emitted by `emit`, and one `return constant` per target, with stack map frames."""
    c = Code(cf.cp, 1, 1)
    frames = StackMap(cf.cp)
    targets: dict[int, Label] = {}

    def target(value: int) -> Label:
        return targets.setdefault(value, c.label(str(value)))

    c.op(*["nop"] * nops, "iload_0")
    emit(c, target, target(0))
    for value, label in sorted(targets.items()):
        c.place(label)
        frames.same(label)
        c.push_int(value)
        c.op("ireturn")
    c.attributes.append(frames.attribute())
    cf.add_method(ACC_STATIC, name, "(I)I", c)


SWITCH_CASES = [
    # (method, nops, kind, low or pairs, results per index / key, inputs, expected)
    ("tsOne", 0, "table", 5, [50], [4, 5, 6], [0, 50, 0]),
    ("tsMax", 1, "table", INT_MAX - 2, [1, 2, 3],
     [INT_MAX, INT_MAX - 1, INT_MAX - 2, INT_MAX - 3, INT_MIN, 0], [3, 2, 1, 0, 0, 0]),
    ("tsMin", 2, "table", INT_MIN, [1, 2, 3],
     [INT_MIN, INT_MIN + 1, INT_MIN + 2, INT_MIN + 3, INT_MAX, -1], [1, 2, 3, 0, 0, 0]),
    ("tsHoles", 3, "table", -2, [7, 0, 8, 0, 9], [-3, -2, -1, 0, 1, 2, 3],
     [0, 7, 0, 8, 0, 9, 0]),
    ("lsEdges", 0, "lookup", {INT_MAX: 5, 0: 3, INT_MIN: 1, 1: 4, -1: 2}, None,
     [INT_MIN, INT_MIN + 1, -1, 0, 1, 2, INT_MAX - 1, INT_MAX], [1, 0, 2, 3, 4, 0, 0, 5]),
    ("lsOne", 1, "lookup", {42: 1}, None, [42, 41, 43], [1, 0, 0]),
    ("lsEmpty", 2, "lookup", {}, None, [0, INT_MIN], [0, 0]),
    ("lsNegative", 3, "lookup", {-100: 6, -50: 7}, None, [-100, -50, 50], [6, 7, 0]),
]


def switches() -> Program:
    """tableswitch/lookupswitch at every alignment, with Integer.MIN/MAX bounds, one-entry
    and empty tables; version 52 with StackMapTable frames."""
    cf = program_class("Switches", (52, 0))
    for name, nops, kind, spec, results, _, _ in SWITCH_CASES:
        def emit(c: Code, target, default, kind=kind, spec=spec, results=results) -> None:
            if kind == "table":
                c.tableswitch(default, spec, [target(r) for r in results])
            else:
                c.lookupswitch(default, {key: target(r) for key, r in spec.items()})
        _switch_method(cf, name, nops, emit)
    m = ProgramCode(cf, 2, 1)
    expected = []
    for name, _, _, _, _, inputs, outputs in SWITCH_CASES:
        for value, result in zip(inputs, outputs):
            m.push_int(value)
            m.call(name, "(I)I")
            m.p()
            expected.append(str(result))
    m.op("return")
    add_main(cf, m)
    return Program(cf.name, "switch edge cases", expected, [cf])


# ---------------------------------------------------------------- class-file versions

def version_program(major: int, minor: int) -> Program:
    """A loop and a try/catch/finally, in the style of the version: jsr finally before 50,
    inlined finally from 50 on, StackMapTable frames from 51 on."""
    name = f"Version{major}" + (f"_{minor}" if minor else "")
    cf = program_class(name, (major, minor))
    m = ProgramCode(cf, 2, 5)       # locals: args, sum, i, exception, return address
    frames = StackMap(cf.cp)
    head, end, after = m.label(), m.label(), m.label()
    t0, t1, on_arith, on_any, sub = m.label(), m.label(), m.label(), m.label(), m.label()

    def finally_block() -> None:
        if major < 50:
            m.branch("jsr", sub)
        else:
            m.say("finally")

    m.op("iconst_0 istore_1 iconst_1 istore_2")
    m.place(head)
    frames.append(head, V_INTEGER, V_INTEGER)
    m.op("iload_2")
    m.bipush(10)
    m.branch("if_icmpgt", end)
    m.op("iload_1 iload_2 iadd istore_1")
    m.iinc(2, 1)
    m.branch("goto", head)
    m.place(end)
    frames.same(end)
    m.say(f"version {major}.{minor}")
    m.place(t0)
    m.op("iload_1")
    m.p()
    m.op("iconst_1 iconst_0 idiv pop")
    m.place(t1)
    finally_block()
    m.branch("goto", after)
    m.place(on_arith)
    frames.same_locals_1(on_arith, v_object(cf.cp, "java/lang/ArithmeticException"))
    m.op("pop")
    m.say("caught")
    finally_block()
    m.branch("goto", after)
    m.place(on_any)
    frames.same_locals_1(on_any, v_object(cf.cp, "java/lang/Throwable"))
    m.op("astore_3")
    finally_block()
    m.op("aload_3 athrow")
    if major < 50:
        m.place(sub)
        m.local("astore", 4)
        m.say("finally")
        m.local("ret", 4)
    m.place(after)
    frames.same(after)
    m.op("return")
    m.handler(t0, t1, on_arith, "java/lang/ArithmeticException")
    m.handler(t0, t1, on_any)
    if major >= 51:
        m.attributes.append(frames.attribute())
    add_main(cf, m)
    return Program(cf.name, f"class file version {major}.{minor}",
                   [f"version {major}.{minor}", "55", "caught", "finally"], [cf])


VERSIONS = [(45, 3), (46, 0), (47, 0), (48, 0), (49, 0), (50, 0), (51, 0), (52, 0), (61, 0)]


def all_programs() -> list[Program]:
    programs = [jsr_finally(), jsr_nested(), jsr_two_callers(), wide_ret(), wide_jumps(),
                stack_ops(), ldc_forms(), wide_locals(), switches()]
    return programs + [version_program(major, minor) for major, minor in VERSIONS]


def write_programs(directory: Path) -> list[Program]:
    """Generate every program's class files into directory."""
    directory.mkdir(parents=True, exist_ok=True)
    programs = all_programs()
    for program in programs:
        program.write(directory)
    return programs
