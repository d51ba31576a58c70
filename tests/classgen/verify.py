"""A corpus of crafted classes for bytecode verification and access control: each refusal case
breaks one rule of JVMS 4.10 (the verifier) or 5.4.4 (access control) and names the error a
JVM must throw; each acceptance case is tricky but valid code that must run.

Every verifier rule is crafted for both verifiers: class-file version 52 (type checking, with
StackMapTable frames correct wherever branches and handlers need them, so that the only fault
is the intended one) and version 49 (type inference). The faulty code sits in a method `m` of
the main class (or in <init>): the class is verified when it is linked, before main runs, so
main only prints "not refused". Access and final-field cases fail at resolution instead, when
main executes the offending instruction.

Expectations follow OpenJDK 17 (run_verify.py --java-only checks them all against `java`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from classwriter import (
    ACC_FINAL, ACC_PRIVATE, ACC_PROTECTED, ACC_PUBLIC, ACC_STATIC, ACC_SUPER, T_INT,
    ClassFile, Code, StackMap, V_INTEGER, V_LONG, V_NULL, V_TOP, nest_host, nest_members,
    v_object, v_uninitialized)

VE = "java.lang.VerifyError"
CFE = "java.lang.ClassFormatError"
IAE = "java.lang.IllegalAccessError"
MAIN_DESC = "([Ljava/lang/String;)V"
OBJECT = "java/lang/Object"
STRING = "java/lang/String"
PRINT_STREAM = "java/io/PrintStream"

# The two verifiers, by the class-file version that selects them.
TYPE_CHECKING = (52, 0)
TYPE_INFERENCE = (49, 0)
VERIFIERS = {"52": TYPE_CHECKING, "49": TYPE_INFERENCE}


@dataclass
class Location:
    """Where a VerifyError must point: class (internal name), method, descriptor, pc."""
    cls: str
    method: str
    descriptor: str
    pc: int


@dataclass
class Case:
    """One corpus entry, written to <out>/<name>/ and run as `-cp <out>/<name> <main>`.

    error None makes it an acceptance case, which must print `expected` and exit 0.
    verifier: "52" (type checking), "49" (type inference) or "" when none is involved."""
    name: str
    rule: str
    main: str
    classes: list[ClassFile]
    verifier: str = ""
    error: str | None = None
    where: Location | None = None
    expected: list[str] = field(default_factory=list)
    message: str = ""       # text the error message must contain (both VMs), if any

    @property
    def refusal(self) -> bool:
        return self.error is not None

    def write(self, out: Path) -> Path:
        directory = out / self.name
        for cf in self.classes:
            cf.write(directory)
        return directory


# ---------------------------------------------------------------- code with printing helpers

class CaseCode(Code):
    """Code of a corpus class, knowing its owner (for self references) and able to print."""

    def __init__(self, cf: ClassFile, max_stack: int, max_locals: int) -> None:
        super().__init__(cf.cp, max_stack, max_locals)
        self.owner = cf.name

    def say(self, text: str) -> None:
        """System.out.println(text); needs 2 stack slots."""
        self.field("getstatic", "java/lang/System", "out", f"L{PRINT_STREAM};")
        self.ldc_string(text)
        self.invoke("invokevirtual", PRINT_STREAM, "println", f"(L{STRING};)V")

    def print_top(self, descriptor: str) -> None:
        """Print the int ("I") or reference ("Ljava/lang/Object;"...) on top of the stack;
        needs 2 stack slots (it is swapped below System.out)."""
        self.field("getstatic", "java/lang/System", "out", f"L{PRINT_STREAM};")
        self.op("swap")
        self.invoke("invokevirtual", PRINT_STREAM, "println", f"({descriptor})V")

    def new_object(self, class_name: str = OBJECT) -> None:
        """new C; dup; invokespecial C.<init>()V: an initialised C on the stack."""
        self.class_op("new", class_name)
        self.op("dup")
        self.invoke("invokespecial", class_name, "<init>", "()V")


def default_init(cf: ClassFile, super_name: str = OBJECT, access: int = ACC_PUBLIC) -> None:
    """The constructor javac would write: super(); return."""
    c = Code(cf.cp, 1, 1)
    c.op("aload_0")
    c.invoke("invokespecial", super_name, "<init>", "()V")
    c.op("return")
    cf.add_method(access, "<init>", "()V", c)


def add_code(cf: ClassFile, access: int, name: str, descriptor: str, code: Code,
             frames: StackMap | None) -> None:
    """Add a method; its frames become a StackMapTable only where the version has them."""
    if frames is not None and len(frames) and cf.major >= 50:
        code.attributes.append(frames.attribute())
    cf.add_method(access, name, descriptor, code)


def main_saying(cf: ClassFile, text: str) -> None:
    c = CaseCode(cf, 2, 1)
    c.say(text)
    c.op("return")
    cf.add_method(ACC_PUBLIC | ACC_STATIC, "main", MAIN_DESC, c)


# A method body writer: emits the code (and the frames a version-52 class needs) and returns
# the pc of the instruction the verifier must reject.
Body = Callable[[CaseCode, StackMap], int]


@dataclass
class Shape:
    """The method a body is written into."""
    descriptor: str = "()V"
    max_stack: int = 2
    max_locals: int = 2
    name: str = "m"
    access: int = ACC_STATIC


def refused_by_verifier(name: str, rule: str, body: Body, shape: Shape = Shape(),
                        versions: tuple[str, ...] = ("52", "49"),
                        setup: Callable[[ClassFile], None] | None = None,
                        package: str = "", super_name: str = OBJECT,
                        others: Callable[[tuple[int, int]], list[ClassFile]] | None = None,
                        error: str = VE) -> list[Case]:
    """One case per verifier: class <package><name><version> whose method `shape.name` is
    `body`; setup adds whatever else the class needs (fields, methods), and others(version)
    gives the other classes of the case. The error is a VerifyError located at the pc the
    body returns, unless `error` says the JDK refuses the class earlier, when loading it."""
    cases = []
    for version in versions:
        class_name = f"{package}{name}{version}"
        cf = ClassFile(class_name, super_name, version=VERIFIERS[version])
        if setup:
            setup(cf)
        if shape.name != "<init>":
            default_init(cf, super_name)
        main_saying(cf, "not refused")
        code, frames = CaseCode(cf, shape.max_stack, shape.max_locals), StackMap(cf.cp)
        pc = body(code, frames)
        add_code(cf, shape.access, shape.name, shape.descriptor, code, frames)
        classes = [cf] + (others(VERIFIERS[version]) if others else [])
        where = Location(class_name, shape.name, shape.descriptor, pc) if error == VE else None
        cases.append(Case(f"{name}{version}", rule, class_name, classes, version, error,
                          where))
    return cases


def accepted(name: str, rule: str, expected: list[str],
             body: Callable[[CaseCode, StackMap], None], shape: Shape = Shape(),
             versions: tuple[str, ...] = ("52", "49"),
             setup: Callable[[ClassFile], None] | None = None, package: str = "",
             super_name: str = OBJECT,
             others: Callable[[tuple[int, int]], list[ClassFile]] | None = None,
             calls: tuple[tuple[int, ...], ...] = ((),)) -> list[Case]:
    """One acceptance case per verifier: main calls the static method `shape.name` (written by
    `body`, taking ints) once per argument tuple of `calls`; together they print `expected`."""
    cases = []
    for version in versions:
        class_name = f"{package}{name}{version}"
        cf = ClassFile(class_name, super_name, version=VERIFIERS[version])
        if setup:
            setup(cf)
        default_init(cf, super_name)
        code, frames = CaseCode(cf, shape.max_stack, shape.max_locals), StackMap(cf.cp)
        body(code, frames)
        add_code(cf, shape.access, shape.name, shape.descriptor, code, frames)
        main = CaseCode(cf, 4, 1)
        for args in calls:
            for value in args:
                main.push_int(value)
            main.invoke("invokestatic", class_name, shape.name, shape.descriptor)
        main.op("return")
        cf.add_method(ACC_PUBLIC | ACC_STATIC, "main", MAIN_DESC, main)
        classes = [cf] + (others(VERIFIERS[version]) if others else [])
        cases.append(Case(f"{name}{version}", rule, class_name, classes, version,
                          expected=expected))
    return cases


def at(code: CaseCode, *ops: str) -> int:
    """Emit operand-less instructions and return the pc of the first."""
    pc = code.pc
    code.op(*ops)
    return pc


def with_fields(*fields: tuple[int, str, str]) -> Callable[[ClassFile], None]:
    def setup(cf: ClassFile) -> None:
        for access, name, descriptor in fields:
            cf.add_field(access, name, descriptor)
    return setup


def with_static_sink(descriptor: str) -> Callable[[ClassFile], None]:
    """A static method take(descriptor)V that does nothing, for passing wrong arguments."""
    def setup(cf: ClassFile) -> None:
        c = Code(cf.cp, 0, 2)
        c.op("return")
        cf.add_method(ACC_STATIC, "take", f"({descriptor})V", c)
    return setup


# ---------------------------------------------------------------- operand stack and locals

def stack_cases() -> list[Case]:
    def underflow(c: CaseCode, f: StackMap) -> int:
        return at(c, "pop", "return")

    def overflow(c: CaseCode, f: StackMap) -> int:
        c.op("iconst_1")
        return at(c, "iconst_2", "pop2", "return")

    def underflow_after_branch(c: CaseCode, f: StackMap) -> int:
        join = c.label()
        c.op("iconst_1")
        c.op("iload_0")
        c.branch("ifeq", join)
        c.op("pop")
        c.op("iconst_2")
        c.place(join)
        f.same_locals_1(join, V_INTEGER)
        c.op("pop")
        return at(c, "pop", "return")

    return (refused_by_verifier("StackUnderflow", "pop on an empty operand stack", underflow)
            + refused_by_verifier("StackOverflow", "a push past max_stack (1)", overflow,
                                  Shape(max_stack=1))
            + refused_by_verifier("StackUnderflowAfterMerge",
                                  "a second pop after both paths leave one int",
                                  underflow_after_branch, Shape("(I)V")))


def local_cases() -> list[Case]:
    def store_out_of_range(c: CaseCode, f: StackMap) -> int:
        c.op("iconst_0")
        return at(c, "istore_1", "return")

    def load_out_of_range(c: CaseCode, f: StackMap) -> int:
        pc = c.pc
        c.local("aload", 3)
        c.op("pop", "return")
        return pc

    def long_out_of_range(c: CaseCode, f: StackMap) -> int:
        # A long in the last local would need a second slot past max_locals.
        c.op("lconst_0")
        return at(c, "lstore_1", "return")

    def unset_local(c: CaseCode, f: StackMap) -> int:
        return at(c, "iload_1", "pop", "return")

    def int_as_reference(c: CaseCode, f: StackMap) -> int:
        c.op("iconst_0", "istore_0")
        return at(c, "aload_0", "pop", "return")

    def long_half_as_int(c: CaseCode, f: StackMap) -> int:
        c.op("lconst_0", "lstore_0")
        return at(c, "iload_1", "pop", "return")

    def float_as_int(c: CaseCode, f: StackMap) -> int:
        c.op("fconst_1", "fstore_0")
        return at(c, "iload_0", "pop", "return")

    def reference_then_iinc(c: CaseCode, f: StackMap) -> int:
        c.ldc_string("s")
        c.op("astore_0")
        pc = c.pc
        c.iinc(0, 1)
        c.op("return")
        return pc

    one_local = Shape(max_locals=1)
    return (refused_by_verifier("LocalStoreOutOfRange", "istore past max_locals (1)",
                                store_out_of_range, one_local)
            + refused_by_verifier("LocalLoadOutOfRange", "aload 3 with max_locals 1",
                                  load_out_of_range, one_local)
            + refused_by_verifier("LocalLongOutOfRange",
                                  "lstore_1 needs locals 1 and 2, max_locals is 2",
                                  long_out_of_range)
            + refused_by_verifier("LocalUnset", "iload of a local never stored", unset_local)
            + refused_by_verifier("LocalIntAsReference", "aload of a local holding an int",
                                  int_as_reference)
            + refused_by_verifier("LocalLongHalfAsInt",
                                  "iload of the second half of a long", long_half_as_int)
            + refused_by_verifier("LocalFloatAsInt", "iload of a local holding a float",
                                  float_as_int)
            + refused_by_verifier("LocalIincOnReference", "iinc of a local holding a String",
                                  reference_then_iinc))


# ---------------------------------------------------------------- operand types

def operand_type_cases() -> list[Case]:
    def int_for_reference(c: CaseCode, f: StackMap) -> int:
        c.op("iconst_0")
        return at(c, "arraylength", "pop", "return")

    def wrong_class_argument(c: CaseCode, f: StackMap) -> int:
        c.new_object()
        pc = c.pc
        c.invoke("invokestatic", c.owner, "take", f"(L{STRING};)V")
        c.op("return")
        return pc

    def int_argument_for_reference(c: CaseCode, f: StackMap) -> int:
        c.op("iconst_1")
        pc = c.pc
        c.invoke("invokestatic", c.owner, "take", f"(L{OBJECT};)V")
        c.op("return")
        return pc

    def long_half_on_stack(c: CaseCode, f: StackMap) -> int:
        c.op("lconst_1", "iconst_1")
        return at(c, "iadd", "pop2", "return")

    def pop_of_long_half(c: CaseCode, f: StackMap) -> int:
        c.op("lconst_1")
        return at(c, "pop", "pop", "return")

    def float_for_int(c: CaseCode, f: StackMap) -> int:
        c.op("fconst_0", "iconst_1")
        return at(c, "iadd", "pop", "return")

    def aastore_int(c: CaseCode, f: StackMap) -> int:
        c.op("iconst_1")
        c.class_op("anewarray", OBJECT)
        c.op("iconst_0", "iconst_5")
        return at(c, "aastore", "return")

    def iaload_on_object_array(c: CaseCode, f: StackMap) -> int:
        c.op("iconst_1")
        c.class_op("anewarray", OBJECT)
        c.op("iconst_0")
        return at(c, "iaload", "pop", "return")

    def getfield_on_int(c: CaseCode, f: StackMap) -> int:
        c.op("iconst_0")
        pc = c.pc
        c.field("getfield", c.owner, "f", "I")
        c.op("pop", "return")
        return pc

    def athrow_object(c: CaseCode, f: StackMap) -> int:
        c.new_object()
        return at(c, "athrow")

    def athrow_int(c: CaseCode, f: StackMap) -> int:
        c.op("iconst_0")
        return at(c, "athrow")

    def wrong_receiver(c: CaseCode, f: StackMap) -> int:
        c.ldc_string("s")
        pc = c.pc
        c.invoke("invokevirtual", "java/lang/Integer", "intValue", "()I")
        c.op("pop", "return")
        return pc

    def monitorenter_int(c: CaseCode, f: StackMap) -> int:
        c.op("iconst_0")
        return at(c, "monitorenter", "return")

    def if_acmp_on_ints(c: CaseCode, f: StackMap) -> int:
        end = c.label()
        c.op("iconst_0", "iconst_1")
        pc = c.pc
        c.branch("if_acmpeq", end)
        c.place(end)
        f.same(end)
        c.op("return")
        return pc

    def checkcast_int(c: CaseCode, f: StackMap) -> int:
        c.op("iconst_0")
        pc = c.pc
        c.class_op("checkcast", STRING)
        c.op("pop", "return")
        return pc

    def invokespecial_unrelated(c: CaseCode, f: StackMap) -> int:
        # invokespecial names this class, a superclass or an interface; String is none.
        c.ldc_string("s")
        pc = c.pc
        c.invoke("invokespecial", STRING, "length", "()I")
        c.op("pop", "return")
        return pc

    field_f = with_fields((0, "f", "I"))
    return (refused_by_verifier("TypeIntForArray", "arraylength of an int", int_for_reference)
            + refused_by_verifier("TypeWrongClassArgument",
                                  "an Object passed where a String is expected",
                                  wrong_class_argument,
                                  setup=with_static_sink(f"L{STRING};"))
            + refused_by_verifier("TypeIntArgument", "an int passed where an Object is expected",
                                  int_argument_for_reference,
                                  setup=with_static_sink(f"L{OBJECT};"))
            + refused_by_verifier("TypeLongHalfAsInt", "iadd of an int and half a long",
                                  long_half_on_stack, Shape(max_stack=3))
            + refused_by_verifier("TypePopLongHalf", "pop of half a long", pop_of_long_half)
            + refused_by_verifier("TypeFloatForInt", "iadd of a float and an int",
                                  float_for_int)
            + refused_by_verifier("TypeAastoreInt", "aastore of an int into Object[]",
                                  aastore_int, Shape(max_stack=3))
            + refused_by_verifier("TypeIaloadObjectArray", "iaload from an Object[]",
                                  iaload_on_object_array)
            + refused_by_verifier("TypeGetfieldOnInt", "getfield with an int as the object",
                                  getfield_on_int, setup=field_f)
            + refused_by_verifier("TypeAthrowObject", "athrow of an Object", athrow_object)
            + refused_by_verifier("TypeAthrowInt", "athrow of an int", athrow_int)
            + refused_by_verifier("TypeWrongReceiver", "Integer.intValue on a String",
                                  wrong_receiver)
            + refused_by_verifier("TypeMonitorenterInt", "monitorenter of an int",
                                  monitorenter_int)
            + refused_by_verifier("TypeAcmpInts", "if_acmpeq on two ints", if_acmp_on_ints)
            + refused_by_verifier("TypeCheckcastInt", "checkcast of an int", checkcast_int)
            + refused_by_verifier("TypeInvokespecialUnrelated",
                                  "invokespecial of a method of an unrelated class",
                                  invokespecial_unrelated))


# ---------------------------------------------------------------- control flow

def control_flow_cases() -> list[Case]:
    def jump_past_end(c: CaseCode, f: StackMap) -> int:
        c.raw(bytes([0xA7, 0x00, 0x40]))        # goto +64, past the 4-byte code
        c.op("return")
        return 0

    def jump_before_start(c: CaseCode, f: StackMap) -> int:
        c.op("nop")
        c.raw(bytes([0xA7, 0xFF, 0xF0]))        # goto -16
        c.op("return")
        return 1

    def jump_into_instruction(c: CaseCode, f: StackMap) -> int:
        c.raw(bytes([0xA7, 0x00, 0x04]))        # goto 4: the operand of the sipush at 3
        c.sipush(0x00B1)
        c.op("pop", "return")
        return 0

    def switch_into_instruction(c: CaseCode, f: StackMap) -> int:
        target, inside = c.label(), c.label("inside the sipush")
        c.op("iload_0")
        pc = c.pc
        c.tableswitch(inside, 0, [target])
        c.place(target)
        f.same(target)
        inside.pc = c.pc + 1
        c.sipush(0x00B1)
        c.op("pop", "return")
        return pc

    # The JDK reports falling off the end at the offset just past the code.
    def falls_off_end(c: CaseCode, f: StackMap) -> int:
        c.op("iconst_0", "pop")
        return c.pc

    def falls_off_after_branch(c: CaseCode, f: StackMap) -> int:
        skip = c.label()
        c.op("iload_0")
        c.branch("ifeq", skip)
        c.op("return")
        c.place(skip)
        f.same(skip)
        c.op("nop")
        return c.pc

    return (refused_by_verifier("JumpPastEnd", "goto beyond the end of the code",
                                jump_past_end)
            + refused_by_verifier("JumpBeforeStart", "goto before the first instruction",
                                  jump_before_start)
            + refused_by_verifier("JumpIntoInstruction", "goto into the operand of a sipush",
                                  jump_into_instruction)
            + refused_by_verifier("SwitchIntoInstruction",
                                  "a tableswitch default into the operand of a sipush",
                                  switch_into_instruction, Shape("(I)V"))
            + refused_by_verifier("FallOffEnd", "the last instruction falls through",
                                  falls_off_end)
            + refused_by_verifier("FallOffEndAfterBranch",
                                  "a branch target at the end that falls through",
                                  falls_off_after_branch, Shape("(I)V")))


def handler_cases() -> list[Case]:
    def handler_inside_instruction(c: CaseCode, f: StackMap) -> int:
        start = c.here()
        c.sipush(1)
        end = c.here()
        c.op("pop", "return")
        c.handler(start, end, 1, "java/lang/Throwable")
        return 0

    def start_inside_instruction(c: CaseCode, f: StackMap) -> int:
        c.sipush(1)
        c.op("pop")
        handler = c.here()
        f.same_locals_1(handler, v_object(c.cp, "java/lang/Throwable"))
        c.op("return")
        c.handler(1, 3, handler, "java/lang/Throwable")
        return 0

    def catch_type_not_throwable(c: CaseCode, f: StackMap) -> int:
        start = c.here()
        c.op("iconst_0", "pop")
        end = c.here()
        c.op("return")
        handler = c.here()
        f.same_locals_1(handler, v_object(c.cp, STRING))
        c.op("pop", "return")
        c.handler(start, end, handler, STRING)
        return handler.pc

    def handler_expects_int(c: CaseCode, f: StackMap) -> int:
        start = c.here()
        c.op("iconst_0", "pop")
        end = c.here()
        c.op("return")
        handler = c.here()
        f.same_locals_1(handler, v_object(c.cp, "java/lang/Throwable"))
        pc = c.pc
        c.op("ineg", "pop", "return")
        c.handler(start, end, handler, "java/lang/Throwable")
        return pc

    def handler_frame_mismatch(c: CaseCode, f: StackMap) -> int:
        # Local 0 is an int throughout the protected range; the handler's frame says String.
        c.op("iconst_0", "istore_0")
        start = c.here()
        c.op("iconst_0", "pop")
        end = c.here()
        c.op("return")
        handler = c.here()
        f.full(handler, [v_object(c.cp, STRING)], [v_object(c.cp, "java/lang/Throwable")])
        c.op("pop", "return")
        c.handler(start, end, handler, "java/lang/Throwable")
        return handler.pc

    # OpenJDK refuses handlers and ranges that do not start on an instruction while
    # loading the class (ClassFormatError), before any verifier runs.
    return (refused_by_verifier("HandlerInsideInstruction",
                                "an exception handler starting inside a sipush",
                                handler_inside_instruction, error=CFE)
            + refused_by_verifier("HandlerRangeInsideInstruction",
                                  "a protected range starting inside a sipush",
                                  start_inside_instruction, error=CFE)
            + refused_by_verifier("HandlerFrameMismatch",
                                  "a handler frame saying local 0 is a String where the "
                                  "protected code has an int", handler_frame_mismatch,
                                  versions=("52",))
            + refused_by_verifier("HandlerCatchTypeNotThrowable",
                                  "a handler whose catch type is String",
                                  catch_type_not_throwable)
            + refused_by_verifier("HandlerUsesExceptionAsInt",
                                  "ineg of the caught exception", handler_expects_int))


# ---------------------------------------------------------------- uninitialised objects, constructors

def uninitialized_cases() -> list[Case]:
    def call_before_init(c: CaseCode, f: StackMap) -> int:
        c.class_op("new", OBJECT)
        pc = c.pc
        c.invoke("invokevirtual", OBJECT, "hashCode", "()I")
        c.op("pop", "return")
        return pc

    def pass_uninit(c: CaseCode, f: StackMap) -> int:
        c.class_op("new", OBJECT)
        pc = c.pc
        c.invoke("invokestatic", c.owner, "take", f"(L{OBJECT};)V")
        c.op("return")
        return pc

    def store_uninit_in_field(c: CaseCode, f: StackMap) -> int:
        c.class_op("new", OBJECT)
        pc = c.pc
        c.field("putstatic", c.owner, "o", f"L{OBJECT};")
        c.op("return")
        return pc

    def return_uninit(c: CaseCode, f: StackMap) -> int:
        c.class_op("new", OBJECT)
        return at(c, "areturn")

    def uninit_local_after_merge(c: CaseCode, f: StackMap) -> int:
        # Local 1 holds the new object, initialised on one path only: after the merge it is
        # unusable (top), and the frame at the merge says so.
        join = c.label()
        c.class_op("new", OBJECT)
        c.op("astore_1", "iload_0")
        c.branch("ifeq", join)
        c.op("aload_1")
        c.invoke("invokespecial", OBJECT, "<init>", "()V")
        c.place(join)
        f.full(join, [V_INTEGER, V_TOP], [])
        pc = c.pc
        c.op("aload_1")
        c.invoke("invokevirtual", OBJECT, "hashCode", "()I")
        c.op("pop", "return")
        return pc

    def init_twice(c: CaseCode, f: StackMap) -> int:
        c.class_op("new", OBJECT)
        c.op("dup", "dup")
        c.invoke("invokespecial", OBJECT, "<init>", "()V")
        pc = c.pc
        c.invoke("invokespecial", OBJECT, "<init>", "()V")
        c.op("return")
        return pc

    def init_wrong_class(c: CaseCode, f: StackMap) -> int:
        c.class_op("new", OBJECT)
        c.op("dup")
        pc = c.pc
        c.invoke("invokespecial", STRING, "<init>", "()V")
        c.op("pop", "return")
        return pc

    return (refused_by_verifier("UninitCall", "hashCode on an object before <init>",
                                call_before_init)
            + refused_by_verifier("UninitPassed", "an uninitialised object as an argument",
                                  pass_uninit, setup=with_static_sink(f"L{OBJECT};"))
            + refused_by_verifier("UninitPutstatic", "an uninitialised object into a field",
                                  store_uninit_in_field,
                                  setup=with_fields((ACC_STATIC, "o", f"L{OBJECT};")))
            + refused_by_verifier("UninitReturned", "areturn of an uninitialised object",
                                  return_uninit, Shape(f"()L{OBJECT};"))
            + refused_by_verifier("UninitLocalAfterMerge",
                                  "a local initialised on one path only, used after the merge",
                                  uninit_local_after_merge, Shape("(I)V", max_stack=2))
            + refused_by_verifier("UninitInitTwice", "<init> called twice on one object",
                                  init_twice, Shape(max_stack=3))
            + refused_by_verifier("UninitWrongInit", "String.<init> on a new Object",
                                  init_wrong_class))


def constructor_cases() -> list[Case]:
    init = Shape(name="<init>", access=ACC_PUBLIC, max_locals=1)

    def no_super(c: CaseCode, f: StackMap) -> int:
        return at(c, "return")

    def return_before_super(c: CaseCode, f: StackMap) -> int:
        done = c.label()
        c.op("iconst_0")
        c.branch("ifeq", done)
        c.op("aload_0")
        c.invoke("invokespecial", OBJECT, "<init>", "()V")
        c.op("return")
        c.place(done)
        f.same(done)
        return at(c, "return")

    def other_class_init(c: CaseCode, f: StackMap) -> int:
        c.op("aload_0")
        pc = c.pc
        c.invoke("invokespecial", STRING, "<init>", "()V")
        c.op("return")
        return pc

    def this_before_super(c: CaseCode, f: StackMap) -> int:
        c.op("aload_0")
        pc = c.pc
        c.invoke("invokevirtual", OBJECT, "hashCode", "()I")
        c.op("pop", "aload_0")
        c.invoke("invokespecial", OBJECT, "<init>", "()V")
        c.op("return")
        return pc

    def super_twice(c: CaseCode, f: StackMap) -> int:
        c.op("aload_0")
        c.invoke("invokespecial", OBJECT, "<init>", "()V")
        c.op("aload_0")
        pc = c.pc
        c.invoke("invokespecial", OBJECT, "<init>", "()V")
        c.op("return")
        return pc

    return (refused_by_verifier("CtorNoSuper", "a constructor that never calls super()",
                                no_super, init)
            + refused_by_verifier("CtorReturnBeforeSuper",
                                  "a path through <init> that returns before super()",
                                  return_before_super, init)
            + refused_by_verifier("CtorOtherClassInit",
                                  "<init> calls String.<init> on this", other_class_init, init)
            + refused_by_verifier("CtorThisBeforeSuper", "a call on this before super()",
                                  this_before_super, init)
            + refused_by_verifier("CtorSuperTwice", "super() called twice", super_twice, init))


# ---------------------------------------------------------------- returns, member references

def return_cases() -> list[Case]:
    def ireturn_in_void(c: CaseCode, f: StackMap) -> int:
        c.op("iconst_0")
        return at(c, "ireturn")

    def string_for_integer(c: CaseCode, f: StackMap) -> int:
        c.ldc_string("s")
        return at(c, "areturn")

    def void_return_in_int(c: CaseCode, f: StackMap) -> int:
        return at(c, "return")

    def ireturn_in_long(c: CaseCode, f: StackMap) -> int:
        c.op("iconst_0")
        return at(c, "ireturn")

    def lreturn_of_int(c: CaseCode, f: StackMap) -> int:
        c.op("iconst_0", "iconst_0")
        return at(c, "lreturn")

    def areturn_of_int(c: CaseCode, f: StackMap) -> int:
        c.op("iconst_0")
        return at(c, "areturn")

    return (refused_by_verifier("ReturnIntFromVoid", "ireturn in a void method",
                                ireturn_in_void)
            + refused_by_verifier("ReturnStringForInteger",
                                  "areturn of a String from a method returning Integer",
                                  string_for_integer, Shape("()Ljava/lang/Integer;"))
            + refused_by_verifier("ReturnVoidFromInt", "return in a method returning int",
                                  void_return_in_int, Shape("()I"))
            + refused_by_verifier("ReturnIntFromLong", "ireturn in a method returning long",
                                  ireturn_in_long, Shape("()J"))
            + refused_by_verifier("ReturnTwoIntsAsLong", "lreturn of two ints",
                                  lreturn_of_int, Shape("()J"))
            + refused_by_verifier("ReturnIntAsObject", "areturn of an int",
                                  areturn_of_int, Shape(f"()L{OBJECT};")))


def member_type_cases() -> list[Case]:
    def string_into_int_field(c: CaseCode, f: StackMap) -> int:
        c.field("getstatic", c.owner, "s", f"L{STRING};")
        pc = c.pc
        c.field("putstatic", c.owner, "i", "I")
        c.op("return")
        return pc

    def string_into_integer_field(c: CaseCode, f: StackMap) -> int:
        c.new_object(c.owner)
        c.ldc_string("s")
        pc = c.pc
        c.field("putfield", c.owner, "n", "Ljava/lang/Integer;")
        c.op("return")
        return pc

    def long_field_as_int(c: CaseCode, f: StackMap) -> int:
        c.field("getstatic", c.owner, "j", "J")
        return at(c, "ineg", "pop", "return")

    def getfield_wrong_object(c: CaseCode, f: StackMap) -> int:
        c.ldc_string("s")
        pc = c.pc
        c.field("getfield", c.owner, "i2", "I")
        c.op("pop", "return")
        return pc

    def result_used_as_wrong_type(c: CaseCode, f: StackMap) -> int:
        c.invoke("invokestatic", c.owner, "give", f"()L{STRING};")
        pc = c.pc
        c.invoke("invokevirtual", "java/lang/Integer", "intValue", "()I")
        c.op("pop", "return")
        return pc

    def long_argument_for_int(c: CaseCode, f: StackMap) -> int:
        c.op("lconst_0")
        pc = c.pc
        c.invoke("invokestatic", c.owner, "take", "(I)V")
        c.op("return")
        return pc

    fields = with_fields((ACC_STATIC, "s", f"L{STRING};"), (ACC_STATIC, "i", "I"),
                         (0, "n", "Ljava/lang/Integer;"), (ACC_STATIC, "j", "J"),
                         (0, "i2", "I"))

    def give(cf: ClassFile) -> None:
        fields(cf)
        c = Code(cf.cp, 1, 0)
        c.ldc_string("g")
        c.op("areturn")
        cf.add_method(ACC_STATIC, "give", f"()L{STRING};", c)
        with_static_sink("I")(cf)

    big = Shape(max_stack=3)
    return (refused_by_verifier("FieldStringIntoInt", "a String stored in an int field",
                                string_into_int_field, setup=give)
            + refused_by_verifier("FieldStringIntoInteger",
                                  "a String stored in an Integer field",
                                  string_into_integer_field, big, setup=give)
            + refused_by_verifier("FieldLongAsInt", "ineg of a long field", long_field_as_int,
                                  setup=give)
            + refused_by_verifier("FieldOfWrongObject", "getfield of this class on a String",
                                  getfield_wrong_object, setup=give)
            + refused_by_verifier("MethodResultWrongType",
                                  "a String result used as an Integer",
                                  result_used_as_wrong_type, setup=give)
            + refused_by_verifier("MethodLongForInt", "a long passed where an int is expected",
                                  long_argument_for_int, setup=give))


# ---------------------------------------------------------------- protected access (JVMS 4.10.1.8)

PROTECTED_BASE = "vbase/Base"


def protected_base(version: tuple[int, int]) -> list[ClassFile]:
    """vbase.Base: protected int f, protected void pm() printing "pm", public <init>."""
    cf = ClassFile(PROTECTED_BASE, version=version)
    cf.add_field(ACC_PROTECTED, "f", "I")
    default_init(cf)
    c = CaseCode(cf, 2, 1)
    c.say("pm")
    c.op("return")
    cf.add_method(ACC_PROTECTED, "pm", "()V", c)
    return [cf]


def protected_cases() -> list[Case]:
    """A subclass in another package may use a protected instance member only on objects of
    its own kind; on a plain Base the verifier refuses."""
    def field_on_base(c: CaseCode, f: StackMap) -> int:
        c.new_object(PROTECTED_BASE)
        pc = c.pc
        c.field("getfield", PROTECTED_BASE, "f", "I")
        c.op("pop", "return")
        return pc

    def method_on_base(c: CaseCode, f: StackMap) -> int:
        c.new_object(PROTECTED_BASE)
        pc = c.pc
        c.invoke("invokevirtual", PROTECTED_BASE, "pm", "()V")
        c.op("return")
        return pc

    def put_on_base(c: CaseCode, f: StackMap) -> int:
        c.new_object(PROTECTED_BASE)
        c.op("iconst_1")
        pc = c.pc
        c.field("putfield", PROTECTED_BASE, "f", "I")
        c.op("return")
        return pc

    def clone_of_object(c: CaseCode, f: StackMap) -> int:
        c.new_object()
        pc = c.pc
        c.invoke("invokevirtual", OBJECT, "clone", f"()L{OBJECT};")
        c.op("pop", "return")
        return pc

    sub = dict(package="vsub/", super_name=PROTECTED_BASE, others=protected_base)
    return (refused_by_verifier("ProtectedFieldOnBase",
                                "getfield of a protected field of a superclass in another "
                                "package, on a Base that is not this class's kind",
                                field_on_base, Shape(max_stack=3), **sub)
            + refused_by_verifier("ProtectedMethodOnBase",
                                  "invokevirtual of a protected method of a superclass in "
                                  "another package, on a Base", method_on_base,
                                  Shape(max_stack=3), **sub)
            + refused_by_verifier("ProtectedPutOnBase",
                                  "putfield of a protected field of a superclass in another "
                                  "package, on a Base", put_on_base, Shape(max_stack=3), **sub)
            + refused_by_verifier("ProtectedCloneOfObject",
                                  "Object.clone (protected, java.lang) on a plain Object",
                                  clone_of_object, Shape(max_stack=3)))


# ---------------------------------------------------------------- jsr / ret (type inference only)

def subroutine_cases() -> list[Case]:
    def ret_of_int(c: CaseCode, f: StackMap) -> int:
        c.op("iconst_0", "istore_0")
        pc = c.pc
        c.local("ret", 0)
        return pc

    def recursive_jsr(c: CaseCode, f: StackMap) -> int:
        sub = c.label()
        c.branch("jsr", sub)
        c.op("return")
        c.place(sub)
        c.op("astore_0")
        pc = c.pc
        c.branch("jsr", sub)
        c.local("ret", 0)
        return pc

    def return_address_loaded(c: CaseCode, f: StackMap) -> int:
        sub = c.label()
        c.branch("jsr", sub)
        c.op("return")
        c.place(sub)
        c.op("astore_0")
        pc = c.pc
        c.op("aload_0", "pop")
        c.local("ret", 0)
        return pc

    def return_address_as_int(c: CaseCode, f: StackMap) -> int:
        sub = c.label()
        c.branch("jsr", sub)
        c.op("return")
        c.place(sub)
        pc = c.pc
        c.op("istore_0")
        c.op("return")
        return pc

    def jsr_in_new_class(c: CaseCode, f: StackMap) -> int:
        sub = c.label()
        c.branch("jsr", sub)
        c.op("return")
        c.place(sub)
        c.op("astore_0")
        c.local("ret", 0)
        return 0

    only49, only52 = ("49",), ("52",)
    return (refused_by_verifier("RetOfInt", "ret of a local holding an int", ret_of_int,
                                versions=only49)
            + refused_by_verifier("JsrRecursive", "a subroutine that calls itself",
                                  recursive_jsr, versions=only49)
            + refused_by_verifier("JsrReturnAddressLoaded",
                                  "aload of a return address", return_address_loaded,
                                  versions=only49)
            + refused_by_verifier("JsrReturnAddressAsInt", "istore of a return address",
                                  return_address_as_int, versions=only49)
            + refused_by_verifier("JsrInNewClass", "jsr in a class file of version 52",
                                  jsr_in_new_class, versions=only52))


# ---------------------------------------------------------------- StackMapTable (type checking only)

def stack_map_cases() -> list[Case]:
    def frame_mismatch(c: CaseCode, f: StackMap) -> int:
        target = c.label()
        c.op("iload_0")
        c.branch("ifeq", target)
        c.place(target)
        f.full(target, [v_object(c.cp, STRING)], [])
        c.op("return")
        return target.pc

    def stack_mismatch(c: CaseCode, f: StackMap) -> int:
        target = c.label()
        c.op("iload_0")
        c.branch("ifeq", target)
        c.place(target)
        f.same_locals_1(target, V_INTEGER)
        c.op("pop", "return")
        return 1

    def missing_at_target(c: CaseCode, f: StackMap) -> int:
        target = c.label()
        c.op("iload_0")
        c.branch("ifeq", target)
        c.op("nop")
        c.place(target)
        c.op("return")
        return 1

    def missing_after_goto(c: CaseCode, f: StackMap) -> int:
        target = c.label()
        c.branch("goto", target)
        pc = at(c, "nop")
        c.place(target)
        f.same(target)
        c.op("return")
        return pc

    def missing_at_handler(c: CaseCode, f: StackMap) -> int:
        start = c.here()
        c.op("iconst_0", "pop")
        end = c.here()
        c.op("return")
        handler = c.here()
        c.op("pop", "return")
        c.handler(start, end, handler, "java/lang/Throwable")
        return 0

    def frame_inside_instruction(c: CaseCode, f: StackMap) -> int:
        target = c.label()
        c.op("iload_0")
        c.branch("ifeq", target)
        c.sipush(7)
        c.op("pop")
        c.place(target)
        f.same(target)
        f.same(5)                               # the operand of the sipush at 4
        c.op("return")
        return 0                                # the JDK checks frame offsets up front

    def uninit_frame_wrong_pc(c: CaseCode, f: StackMap) -> int:
        # The frame names offset 2, inside the `new` at 1.
        target = c.label()
        c.op("nop")
        c.class_op("new", OBJECT)
        c.op("dup", "iload_0")
        pc = c.pc
        c.branch("ifeq", target)
        c.place(target)
        f.full(target, [V_INTEGER], [v_uninitialized(2), v_uninitialized(2)])
        c.invoke("invokespecial", OBJECT, "<init>", "()V")
        c.op("pop", "return")
        return pc

    def uninit_frame_other_new(c: CaseCode, f: StackMap) -> int:
        target = c.label()
        c.class_op("new", OBJECT)
        second = c.pc
        c.class_op("new", OBJECT)
        c.op("dup", "iload_0")
        c.branch("ifeq", target)
        c.place(target)
        f.full(target, [V_INTEGER], [v_uninitialized(second)] + [v_uninitialized(0)] * 2)
        c.invoke("invokespecial", OBJECT, "<init>", "()V")
        c.op("pop", "pop", "return")
        return target.pc

    only52, arg = ("52",), Shape("(I)V", max_stack=3)
    return (refused_by_verifier("FrameLocalMismatch",
                                "a branch to a frame saying local 0 is a String (it is int)",
                                frame_mismatch, arg, versions=only52)
            + refused_by_verifier("FrameStackMismatch",
                                  "a branch with an empty stack to a frame with an int on it",
                                  stack_mismatch, arg, versions=only52)
            + refused_by_verifier("FrameMissingAtTarget", "no frame at a branch target",
                                  missing_at_target, arg, versions=only52)
            + refused_by_verifier("FrameMissingAfterGoto",
                                  "no frame at the instruction after a goto",
                                  missing_after_goto, versions=only52)
            + refused_by_verifier("FrameMissingAtHandler", "no frame at an exception handler",
                                  missing_at_handler, versions=only52)
            + refused_by_verifier("FrameInsideInstruction",
                                  "a frame at an offset inside a sipush",
                                  frame_inside_instruction, arg, versions=only52)
            + refused_by_verifier("FrameUninitWrongPc",
                                  "an Uninitialized frame entry whose offset is no `new`",
                                  uninit_frame_wrong_pc, arg, versions=only52, error=CFE)
            + refused_by_verifier("FrameUninitOtherNew",
                                  "an Uninitialized frame entry naming the other `new`",
                                  uninit_frame_other_new, Shape("(I)V", max_stack=4),
                                  versions=only52))


# ---------------------------------------------------------------- valid code each verifier must accept

def accept_cases() -> list[Case]:
    number = "java/lang/Number"

    def merge_subclasses(c: CaseCode, f: StackMap) -> None:
        # Integer on one path, Long on the other: Number after the merge.
        other, join = c.label(), c.label()
        c.op("iload_0")
        c.branch("ifeq", other)
        c.bipush(41)
        c.invoke("invokestatic", "java/lang/Integer", "valueOf", "(I)Ljava/lang/Integer;")
        c.branch("goto", join)
        c.place(other)
        f.same(other)
        c.ldc2_w(c.cp.long(42))
        c.invoke("invokestatic", "java/lang/Long", "valueOf", "(J)Ljava/lang/Long;")
        c.place(join)
        f.same_locals_1(join, v_object(c.cp, number))
        c.invoke("invokevirtual", number, "intValue", "()I")
        c.print_top("I")
        c.op("return")

    def null_merge(c: CaseCode, f: StackMap) -> None:
        other, join, was_null = c.label(), c.label(), c.label()
        c.op("iload_0")
        c.branch("ifeq", other)
        c.ldc_string("four")
        c.branch("goto", join)
        c.place(other)
        f.same(other)
        c.op("aconst_null")
        c.place(join)
        f.same_locals_1(join, v_object(c.cp, STRING))
        c.op("dup")
        c.branch("ifnull", was_null)
        c.invoke("invokevirtual", STRING, "length", "()I")
        c.print_top("I")
        c.op("return")
        c.place(was_null)
        f.same_locals_1(was_null, v_object(c.cp, STRING))
        c.op("pop")
        c.say("null")
        c.op("return")

    def null_only(c: CaseCode, f: StackMap) -> None:
        # A local known only as null is a fine receiver type: the call throws at run time.
        c.op("aconst_null", "astore_0")
        start = c.here()
        c.op("aload_0")
        c.invoke("invokevirtual", STRING, "length", "()I")
        c.op("pop")
        end = c.here()
        c.op("return")
        handler = c.here()
        f.full(handler, [V_NULL], [v_object(c.cp, "java/lang/NullPointerException")])
        c.op("pop")
        c.say("npe")
        c.op("return")
        c.handler(start, end, handler, "java/lang/NullPointerException")

    sb = "java/lang/StringBuilder"

    def uninit_across_branch(c: CaseCode, f: StackMap) -> None:
        join = c.label()
        new_pc = c.pc
        c.class_op("new", sb)
        c.op("dup", "iload_0")
        c.branch("ifeq", join)
        c.op("nop")
        c.place(join)
        f.full(join, [V_INTEGER], [v_uninitialized(new_pc), v_uninitialized(new_pc)])
        c.invoke("invokespecial", sb, "<init>", "()V")
        c.ldc_string("kept")
        c.invoke("invokevirtual", sb, "append", f"(L{STRING};)L{sb};")
        c.invoke("invokevirtual", sb, "toString", f"()L{STRING};")
        c.print_top(f"L{STRING};")
        c.op("return")

    def interface_as_object(c: CaseCode, f: StackMap) -> None:
        # The verifier treats interface types as Object: a String passes for a Runnable.
        c.ldc_string("not runnable")
        c.invoke("invokestatic", c.owner, "take", "(Ljava/lang/Runnable;)V")
        c.new_object()
        c.field("putstatic", c.owner, "r", "Ljava/lang/Runnable;")
        c.say("interface ok")
        c.op("return")

    def array_covariance(c: CaseCode, f: StackMap) -> None:
        c.op("iconst_2")
        c.class_op("anewarray", STRING)
        c.invoke("invokestatic", c.owner, "length", f"([L{OBJECT};)V")
        c.op("iconst_3")
        c.class_op("anewarray", f"[L{STRING};")
        c.invoke("invokestatic", c.owner, "length", f"([L{OBJECT};)V")
        c.op("iconst_1")
        c.class_op("anewarray", f"[L{STRING};")
        c.op("dup", "iconst_0", "iconst_4")
        c.class_op("anewarray", STRING)
        c.op("aastore")                         # String[] into a String[][]
        c.op("iconst_0", "aaload")
        c.invoke("invokestatic", c.owner, "length", f"([L{OBJECT};)V")
        c.op("iconst_5")
        c.newarray(T_INT)
        c.invoke("invokestatic", c.owner, "show", f"(L{OBJECT};)V")
        c.op("return")

    def array_clone(c: CaseCode, f: StackMap) -> None:
        # Object.clone is protected, but arrays' clone is public.
        c.op("iconst_2")
        c.newarray(T_INT)
        c.invoke("invokevirtual", "[I", "clone", f"()L{OBJECT};")
        c.class_op("checkcast", "[I")
        c.op("arraylength")
        c.print_top("I")
        c.op("return")

    def cast_then_use(c: CaseCode, f: StackMap) -> None:
        c.ldc_string("cast")
        c.op("astore_0", "aload_0")
        c.class_op("checkcast", STRING)
        c.invoke("invokevirtual", STRING, "length", "()I")
        c.print_top("I")
        c.op("return")

    def helpers(cf: ClassFile) -> None:
        c = CaseCode(cf, 2, 1)
        c.say("runnable taken")
        c.op("return")
        cf.add_method(ACC_STATIC, "take", "(Ljava/lang/Runnable;)V", c)
        cf.add_field(ACC_STATIC, "r", "Ljava/lang/Runnable;")
        c = CaseCode(cf, 2, 1)
        c.op("aload_0", "arraylength")
        c.print_top("I")
        c.op("return")
        cf.add_method(ACC_STATIC, "length", f"([L{OBJECT};)V", c)
        c = CaseCode(cf, 2, 1)
        c.op("aload_0")
        c.class_op("checkcast", "[I")
        c.op("arraylength")
        c.print_top("I")
        c.op("return")
        cf.add_method(ACC_STATIC, "show", f"(L{OBJECT};)V", c)

    arg = Shape("(I)V", max_stack=3, max_locals=1)
    both_ways = ((0,), (1,))
    return (accepted("AcceptMergeSubclasses", "Integer and Long merge to Number",
                     ["42", "41"], merge_subclasses, arg, calls=both_ways)
            + accepted("AcceptNullMerge", "null merged with a String", ["null", "4"],
                       null_merge, arg, calls=both_ways)
            + accepted("AcceptNullReceiver", "a call on a local that is only ever null",
                       ["npe"], null_only, Shape(max_locals=1))
            + accepted("AcceptUninitAcrossBranch",
                       "an uninitialised object kept on the stack across a branch",
                       ["kept", "kept"], uninit_across_branch, arg, calls=both_ways)
            + accepted("AcceptInterfaceAsObject",
                       "a String passed as a Runnable, an Object stored as one",
                       ["runnable taken", "interface ok"], interface_as_object,
                       Shape(max_stack=2), setup=helpers)
            + accepted("AcceptArrayCovariance",
                       "String[] and String[][] passed as Object[], int[] as Object",
                       ["2", "3", "4", "5"], array_covariance, Shape(max_stack=5),
                       setup=helpers)
            + accepted("AcceptArrayClone", "clone of an int[]", ["2"], array_clone)
            + accepted("AcceptCheckcast", "a checkcast narrowing Object to String", ["4"],
                       cast_then_use, Shape(max_locals=1))
            + jsr_accept_cases() + frame_accept_cases() + protected_accept_cases())


def jsr_accept_cases() -> list[Case]:
    def locals_kept(c: CaseCode, f: StackMap) -> None:
        # The subroutine changes local 0 and leaves local 2 alone: after ret, local 2 is
        # still a String and local 0 the incremented int.
        sub = c.label()
        c.op("iconst_5", "istore_0")
        c.ldc_string("kept")
        c.op("astore_2")
        c.branch("jsr", sub)
        c.op("aload_2")
        c.print_top(f"L{STRING};")
        c.op("iload_0")
        c.print_top("I")
        c.branch("jsr", sub)
        c.op("iload_0")
        c.print_top("I")
        c.op("return")
        c.place(sub)
        c.op("astore_1")
        c.iinc(0, 1)
        c.local("ret", 1)

    return accepted("AcceptJsrLocalsKept", "jsr/ret keeping the locals a subroutine leaves",
                    ["kept", "6", "7"], locals_kept, Shape(max_locals=3), versions=("49",))


def frame_accept_cases() -> list[Case]:
    def chop_and_append(c: CaseCode, f: StackMap) -> None:
        # for (int i = 0; i < 5; i++) sum += i; then an inner block with one more local,
        # left through a chop frame; then a full frame.
        loop, done, inner, after = c.label(), c.label(), c.label(), c.label()
        c.op("iconst_0", "istore_0", "lconst_0", "lstore_1")
        c.place(loop)
        f.append(loop, V_INTEGER, V_LONG)
        c.op("iload_0", "iconst_5")
        c.branch("if_icmpge", done)
        c.op("lload_1", "iload_0", "i2l", "ladd", "lstore_1")
        c.iinc(0, 1)
        c.branch("goto", loop)
        c.place(done)
        f.same(done)
        c.op("lload_1", "l2i")
        c.print_top("I")
        c.op("iconst_3", "istore_3")
        c.place(inner)
        f.append(inner, V_INTEGER)
        c.op("iload_3")
        c.branch("ifle", after)
        c.iinc(3, -1)
        c.branch("goto", inner)
        c.place(after)
        f.chop(after, 1)
        c.op("iload_0")
        c.print_top("I")
        end = c.label()
        c.op("aconst_null")
        c.branch("goto", end)
        c.place(end)
        f.full(end, [V_INTEGER], [V_NULL])
        c.op("pop")
        c.say("frames ok")
        c.op("return")

    return accepted("AcceptChopAppend", "loops with append, chop, same and full frames",
                    ["10", "5", "frames ok"], chop_and_append, Shape(max_stack=4, max_locals=4),
                    versions=("52",))


def protected_accept_cases() -> list[Case]:
    def on_subclass(c: CaseCode, f: StackMap) -> None:
        own = c.owner
        c.new_object(own)
        c.invoke("invokevirtual", PROTECTED_BASE, "pm", "()V")
        c.new_object(own)
        c.op("dup")
        c.bipush(9)
        c.field("putfield", PROTECTED_BASE, "f", "I")
        c.field("getfield", PROTECTED_BASE, "f", "I")
        c.print_top("I")
        c.op("return")

    return accepted("AcceptProtectedOnSubclass",
                    "protected members of a superclass in another package, used on an "
                    "instance of the subclass", ["pm", "9"], on_subclass, Shape(max_stack=3),
                    package="vsub/", super_name=PROTECTED_BASE, others=protected_base)


# ---------------------------------------------------------------- access control at resolution

def holder(name: str, version: tuple[int, int] = TYPE_CHECKING, access: int = ACC_PUBLIC | ACC_SUPER,
           members: tuple[tuple[str, int, str], ...] = ()) -> ClassFile:
    """A class with a public <init> and the given members: ("field", flags, name) are ints,
    ("method", flags, name) are ()V methods (static when flagged so) printing their name."""
    cf = ClassFile(name, access=access, version=version)
    default_init(cf)
    for kind, flags, member in members:
        if kind == "field":
            cf.add_field(flags, member, "I")
        else:
            c = CaseCode(cf, 2, 1)
            c.say(member)
            c.op("return")
            cf.add_method(flags, member, "()V", c)
    return cf


def runs(name: str, rule: str, main: str, body: Callable[[CaseCode], None],
         others: list[ClassFile], error: str | None = IAE, expected: list[str] = (),
         version: tuple[int, int] = TYPE_CHECKING, message: str = "",
         setup: Callable[[ClassFile], None] | None = None, verifier: str = "") -> Case:
    """A case whose main (class `main`) runs `body`, then prints "not refused" when a
    refusal is expected; the error comes at resolution, not from the verifier."""
    cf = ClassFile(main, version=version)
    default_init(cf)
    if setup:
        setup(cf)
    c = CaseCode(cf, 4, 2)
    body(c)
    if error:
        c.say("not refused")
    c.op("return")
    cf.add_method(ACC_PUBLIC | ACC_STATIC, "main", MAIN_DESC, c)
    return Case(name, rule, main, [cf] + others, verifier, error, expected=list(expected),
                message=message)


def getstatic_print(owner: str, name: str) -> Callable[[CaseCode], None]:
    def body(c: CaseCode) -> None:
        c.field("getstatic", owner, name, "I")
        c.print_top("I")
    return body


def getfield_print(owner: str, name: str) -> Callable[[CaseCode], None]:
    def body(c: CaseCode) -> None:
        c.new_object(owner)
        c.field("getfield", owner, name, "I")
        c.print_top("I")
    return body


def call(owner: str, name: str, kind: str = "invokestatic") -> Callable[[CaseCode], None]:
    def body(c: CaseCode) -> None:
        if kind != "invokestatic":
            c.new_object(owner)
        c.invoke(kind, owner, name, "()V")
    return body


def tried(user: str, what: str, owner: str) -> str:
    """OpenJDK's IllegalAccessError text for a member access (class names with dots)."""
    return (f"class {user} tried to access {what} "
            f"({user} and {owner} are in unnamed module of loader 'app')")


def access_cases() -> list[Case]:
    S = ACC_STATIC
    h = "Holder"
    qh = "acq/Holder"
    return [
        runs("AccessPrivateField", "getstatic of another class's private field",
             "AccessPrivateField", getstatic_print(h, "x"),
             [holder(h, members=(("field", ACC_PRIVATE | S, "x"),))],
             message=tried("AccessPrivateField", "private field Holder.x", h)),
        runs("AccessPrivateInstanceField", "getfield of another class's private field",
             "AccessPrivateInstanceField", getfield_print(h, "y"),
             [holder(h, members=(("field", ACC_PRIVATE, "y"),))],
             message=tried("AccessPrivateInstanceField", "private field Holder.y", h)),
        runs("AccessPrivateMethod", "invokestatic of another class's private method",
             "AccessPrivateMethod", call(h, "secret"),
             [holder(h, members=(("method", ACC_PRIVATE | S, "secret"),))],
             message=tried("AccessPrivateMethod", "private method 'void Holder.secret()'", h)),
        runs("AccessPrivateVirtual", "invokevirtual of another class's private method",
             "AccessPrivateVirtual", call(h, "secret", "invokevirtual"),
             [holder(h, members=(("method", ACC_PRIVATE, "secret"),))],
             message=tried("AccessPrivateVirtual", "private method 'void Holder.secret()'", h)),
        runs("AccessPackageField", "a package-private field from another package",
             "acp/AccessPackageField", getstatic_print(qh, "pf"),
             [holder(qh, members=(("field", S, "pf"),))],
             message=tried("acp.AccessPackageField", "field acq.Holder.pf", "acq.Holder")),
        runs("AccessPackageMethod", "a package-private method from another package",
             "acp/AccessPackageMethod", call(qh, "pkg"),
             [holder(qh, members=(("method", S, "pkg"),))],
             message=tried("acp.AccessPackageMethod", "method 'void acq.Holder.pkg()'",
                           "acq.Holder")),
        runs("AccessPackageClass", "a package-private class from another package",
             "acp/AccessPackageClass", getstatic_print("acq/Hidden", "v"),
             [holder("acq/Hidden", access=ACC_SUPER, members=(("field", ACC_PUBLIC | S, "v"),))],
             message="failed to access class acq.Hidden from class acp.AccessPackageClass "
                     "(acq.Hidden and acp.AccessPackageClass are in unnamed module of "
                     "loader 'app')"),
        runs("AccessProtectedNotSubclass",
             "a protected static method from another package, not from a subclass",
             "acp/AccessProtectedNotSubclass", call(qh, "prot"),
             [holder(qh, members=(("method", ACC_PROTECTED | S, "prot"),))],
             message=tried("acp.AccessProtectedNotSubclass",
                           "protected method 'void acq.Holder.prot()'", "acq.Holder")),
        runs("AccessProtectedFieldNotSubclass",
             "a protected field from another package, not from a subclass",
             "acp/AccessProtectedFieldNotSubclass", getfield_print(qh, "pf"),
             [holder(qh, members=(("field", ACC_PROTECTED, "pf"),))],
             message=tried("acp.AccessProtectedFieldNotSubclass", "protected field acq.Holder.pf",
                           "acq.Holder")),
        runs("AccessPackageSamePackage",
             "package-private and protected members from the same package",
             "acq/AccessPackageSamePackage",
             lambda c: (call(qh, "pkg")(c), call(qh, "prot")(c), getstatic_print(qh, "pf")(c)),
             [holder(qh, members=(("method", S, "pkg"), ("method", ACC_PROTECTED | S, "prot"),
                                  ("field", S, "pf")))],
             error=None, expected=["pkg", "prot", "0"]),
    ] + nest_cases()


def nest_cases() -> list[Case]:
    """Private access between nestmates (class files 55 and later): allowed only when the
    member names the host in NestHost and the host lists it in NestMembers, in one package."""
    def nest(name: str, rule: str, host: str, member: str, lists: bool = True,
             names_host: bool = True, version: tuple[int, int] = (55, 0),
             error: str | None = IAE, named_host: str = "") -> Case:
        host_cf = holder(host, version, members=(("method", ACC_PRIVATE | ACC_STATIC, "hidden"),
                                                 ("field", ACC_PRIVATE | ACC_STATIC, "secret")))
        if lists:
            host_cf.attributes.append(nest_members(host_cf.cp, [member]))

        def setup(cf: ClassFile) -> None:
            if names_host:
                cf.attributes.append(nest_host(cf.cp, named_host or host))

        def body(c: CaseCode) -> None:
            call(host, "hidden")(c)
            getstatic_print(host, "secret")(c)
        # OpenJDK appends why the nest was refused; that part of the wording is its own.
        message = tried(member.replace("/", "."),
                        f"private method 'void {host.replace('/', '.')}.hidden()'",
                        host.replace("/", ".")) if error else ""
        return runs(name, rule, member, body, [host_cf], error,
                    [] if error else ["hidden", "0"], version, setup=setup, message=message)

    return [
        nest("NestmateAllowed", "a nest member uses its host's private members",
             "nest/Host", "nest/Host$Member", error=None),
        nest("NestmateNotListed", "NestHost names a host that does not list the member",
             "nest/Host", "nest/Host$Member", lists=False),
        nest("NestmateNoNestHost", "the host lists a member that names no host",
             "nest/Host", "nest/Host$Member", names_host=False),
        nest("NestmateOtherPackage", "host and member in different packages",
             "nest/Host", "other/Member"),
        nest("NestmateHostMissing", "NestHost names a class that does not exist",
             "nest/Host", "nest/Host$Member", named_host="nest/Gone"),
        nest("NestmateVersion54", "nest attributes in class files older than 55 mean nothing",
             "nest/Host", "nest/Host$Member", version=(54, 0)),
    ]


# ---------------------------------------------------------------- final fields

def final_field_cases() -> list[Case]:
    """putfield/putstatic of a final field: from another class never; from its own class
    only in <init> / <clinit> once the class file is version 53 or later (before, any method
    of the class could). OpenJDK raises IllegalAccessError at resolution."""
    F = ACC_PUBLIC | ACC_FINAL

    def other_class(version: str) -> list[Case]:
        v = VERIFIERS[version]
        holder_cf = holder("Holder", v, members=(("field", F, "f"),
                                                 ("field", F | ACC_STATIC, "s")))

        def put_field(c: CaseCode) -> None:
            c.new_object("Holder")
            c.op("iconst_1")
            c.field("putfield", "Holder", "f", "I")

        def put_static(c: CaseCode) -> None:
            c.op("iconst_1")
            c.field("putstatic", "Holder", "s", "I")
        def message(kind: str, field: str) -> str:
            return (f"Update to {kind} final field Holder.{field} attempted from a different "
                    f"class (FinalOtherClass{kind.title().replace('-', '')}{version}) than the "
                    "field's declaring class")
        return [runs(f"FinalOtherClassNonStatic{version}",
                     "putfield of another class's final field",
                     f"FinalOtherClassNonStatic{version}", put_field, [holder_cf], version=v,
                     verifier=version, message=message("non-static", "f")),
                runs(f"FinalOtherClassStatic{version}",
                     "putstatic of another class's final static field",
                     f"FinalOtherClassStatic{version}", put_static, [holder_cf], version=v,
                     verifier=version, message=message("static", "s"))]

    def own(name: str, rule: str, version: tuple[int, int], error: str | None,
            static: bool) -> Case:
        def setup(cf: ClassFile) -> None:
            cf.add_field(F | (ACC_STATIC if static else 0), "k", "I")

        def body(c: CaseCode) -> None:
            if static:
                c.bipush(7)
                c.field("putstatic", name, "k", "I")
                c.field("getstatic", name, "k", "I")
            else:
                c.new_object(name)
                c.op("dup")
                c.bipush(7)
                c.field("putfield", name, "k", "I")
                c.field("getfield", name, "k", "I")
            c.print_top("I")
        message = (f"Update to {'static' if static else 'non-static'} final field {name}.k "
                   f"attempted from a different method (main) than the initializer method "
                   f"{'<clinit>' if static else '<init>'}") if error else ""
        return runs(name, rule, name, body, [], error, [] if error else ["7"], version,
                    setup=setup, message=message)

    return (other_class("52") + other_class("49") + [
        own("FinalOwnFieldInMain53", "putfield of its own final field from main, version 53",
            (53, 0), IAE, False),
        own("FinalOwnStaticInMain53", "putstatic of its own final field from main, version 53",
            (53, 0), IAE, True),
        own("FinalOwnFieldInMain52", "putfield of its own final field from main, version 52",
            TYPE_CHECKING, None, False),
        own("FinalOwnStaticInMain52", "putstatic of its own final field from main, version 52",
            TYPE_CHECKING, None, True),
    ])


# ---------------------------------------------------------------- the corpus

def refused_again_cases() -> list[Case]:
    """A class that fails verification is never initialised and fails again at every use:
    main calls Bad.m() twice, catching VerifyError each time."""
    cases = []
    for version in ("52", "49"):
        bad = ClassFile(f"RefusedAgainBad{version}", version=VERIFIERS[version])
        default_init(bad, OBJECT)
        m = CaseCode(bad, 2, 0)
        m.ldc_string("not an int")
        m.op("iconst_1", "iadd", "pop", "return")
        bad.add_method(ACC_PUBLIC | ACC_STATIC, "m", "()V", m)
        cf = ClassFile(f"RefusedAgain{version}", version=VERIFIERS[version])
        default_init(cf, OBJECT)
        c = CaseCode(cf, 2, 2)
        frames = StackMap(cf.cp)
        c.op("iconst_0", "istore_1")
        loop = c.here()
        frames.append(loop, V_INTEGER)
        start = c.here()
        c.invoke("invokestatic", bad.name, "m", "()V")
        c.say("ran")
        end = c.here()
        after = c.label()
        c.branch("goto", after)
        handler = c.here()
        frames.same_locals_1(handler, v_object(cf.cp, "java/lang/VerifyError"))
        c.op("pop")
        c.say("caught VerifyError")
        c.place(after)
        frames.same(after)
        c.iinc(1, 1)
        c.op("iload_1", "iconst_2")
        c.branch("if_icmplt", loop)
        c.op("return")
        c.handler(start, end, handler, "java/lang/VerifyError")
        add_code(cf, ACC_PUBLIC | ACC_STATIC, "main", MAIN_DESC, c, frames)
        cases.append(Case(f"RefusedAgain{version}", "a class refused once is refused at every use",
                          cf.name, [cf, bad], version,
                          expected=["caught VerifyError", "caught VerifyError"]))
    return cases


def corpus() -> list[Case]:
    cases = (stack_cases() + local_cases() + operand_type_cases() + control_flow_cases()
             + handler_cases() + uninitialized_cases() + constructor_cases() + return_cases()
             + member_type_cases() + protected_cases() + subroutine_cases()
             + stack_map_cases() + accept_cases() + access_cases() + final_field_cases()
             + refused_again_cases())
    names = [c.name for c in cases]
    assert len(set(names)) == len(names), "corpus names must be unique"
    return cases


def write_corpus(out: Path) -> list[Case]:
    """Write every case into out/<case name>/ and return the cases."""
    cases = corpus()
    for case in cases:
        case.write(out)
    return cases
