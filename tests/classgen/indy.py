"""A corpus of hand-assembled invokedynamic call sites: the bootstrap methods wwvm links itself
(LambdaMetafactory.metafactory/altMetafactory, StringConcatFactory.makeConcat and
makeConcatWithConstants) given arguments javac writes and arguments it never writes.

Acceptance cases must print what they expect; refusal cases must fail the way the JDK fails
them, usually a BootstrapMethodError caused by a LambdaConversionException or a
StringConcatException. Expectations are OpenJDK 17's (run_indy.py --java-only checks them);
cases marked on_java=False are wwvm's own rules (a bootstrap method the JDK would simply run)
and are not run on the JDK.

Every class is version 52: invokedynamic needs 51, static interface methods 52.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from classwriter import (
    ACC_ABSTRACT, ACC_INTERFACE, ACC_PRIVATE, ACC_PUBLIC, ACC_STATIC,
    REF_GET_FIELD, REF_GET_STATIC, REF_INVOKE_INTERFACE, REF_INVOKE_SPECIAL, REF_INVOKE_STATIC,
    REF_INVOKE_VIRTUAL, REF_NEW_INVOKE_SPECIAL, ClassFile, ConstantPool, StackMap, bootstrap_methods,
    v_object)
from verify import MAIN_DESC, OBJECT, PRINT_STREAM, STRING, Case, CaseCode, add_code, default_init

BME = "java.lang.BootstrapMethodError"
ICCE = "java.lang.IncompatibleClassChangeError"
NSME = "java.lang.NoSuchMethodError"
LCE = "java.lang.invoke.LambdaConversionException"
SCE = "java.lang.invoke.StringConcatException"

VERSION = (52, 0)
S = f"L{STRING};"
O = f"L{OBJECT};"
LOOKUP = "Ljava/lang/invoke/MethodHandles$Lookup;"
MTYPE = "Ljava/lang/invoke/MethodType;"
MHANDLE = "Ljava/lang/invoke/MethodHandle;"
CALL_SITE = "Ljava/lang/invoke/CallSite;"
BOOTSTRAP_HEAD = f"{LOOKUP}{S}{MTYPE}"
LMF = "java/lang/invoke/LambdaMetafactory"
SCF = "java/lang/invoke/StringConcatFactory"
METAFACTORY = ("metafactory", f"({BOOTSTRAP_HEAD}{MTYPE}{MHANDLE}{MTYPE}){CALL_SITE}")
ALT_METAFACTORY = ("altMetafactory", f"({BOOTSTRAP_HEAD}[{O}){CALL_SITE}")
MAKE_CONCAT = ("makeConcat", f"({BOOTSTRAP_HEAD}){CALL_SITE}")
MAKE_CONCAT_CONSTANTS = ("makeConcatWithConstants", f"({BOOTSTRAP_HEAD}{S}[{O}){CALL_SITE}")

# altMetafactory's flags (LambdaMetafactory.FLAG_*).
FLAG_SERIALIZABLE, FLAG_MARKERS, FLAG_BRIDGES = 1, 2, 4

# makeConcatWithConstants recipe tags.
ARG, CONST = "\1", "\2"


@dataclass
class IndyCase(Case):
    """A verify.Case that may be wwvm's alone: on_java False when the JDK would run the
    bootstrap method (wwvm refuses every bootstrap it does not know), so the JDK cannot
    judge the expectation."""
    on_java: bool = True


@dataclass
class Impl:
    """The implementation method handle of a lambda: kind (REF_*), the member it names, and
    whether by an InterfaceMethodref. Field kinds name a Fieldref."""
    kind: int
    owner: str
    name: str
    descriptor: str
    interface: bool = False


# ---------------------------------------------------------------- building classes

class Host:
    """The main class of a case: its methods, its call sites and their BootstrapMethods."""

    def __init__(self, name: str, fields: tuple[tuple[int, str, str], ...] = ()) -> None:
        self.cf = ClassFile(name, version=VERSION)
        self.name = name
        self.bootstraps: list[tuple[int, list[int]]] = []
        for access, field_name, descriptor in fields:
            self.cf.add_field(access, field_name, descriptor)
        default_init(self.cf)

    @property
    def cp(self) -> ConstantPool:
        return self.cf.cp

    def code(self, max_stack: int = 12, max_locals: int = 12) -> CaseCode:
        return CaseCode(self.cf, max_stack, max_locals)

    def method(self, access: int, name: str, descriptor: str, code: CaseCode,
               frames: StackMap | None = None) -> None:
        add_code(self.cf, access, name, descriptor, code, frames)

    def main(self, code: CaseCode, frames: StackMap | None = None) -> None:
        code.op("return")
        self.method(ACC_PUBLIC | ACC_STATIC, "main", MAIN_DESC, code, frames)

    # ---- call sites

    def bootstrap(self, owner: str, member: tuple[str, str]) -> int:
        """A REF_invokeStatic MethodHandle constant for a bootstrap method (name, descriptor)."""
        return self.cp.method_handle(REF_INVOKE_STATIC, self.cp.method_ref(owner, *member))

    def site(self, code: CaseCode, handle: int, args: list[int], name: str,
             descriptor: str) -> int:
        """invokedynamic of a new BootstrapMethods entry (so no two sites share a constant);
        returns the InvokeDynamic constant's index."""
        self.bootstraps.append((handle, args))
        index = self.cp.invoke_dynamic(len(self.bootstraps) - 1, name, descriptor)
        code.invokedynamic(index)
        return index

    def impl_handle(self, impl: Impl) -> int:
        if impl.kind in (REF_GET_FIELD, REF_GET_STATIC):
            ref = self.cp.field_ref(impl.owner, impl.name, impl.descriptor)
        elif impl.interface:
            ref = self.cp.interface_method_ref(impl.owner, impl.name, impl.descriptor)
        else:
            ref = self.cp.method_ref(impl.owner, impl.name, impl.descriptor)
        return self.cp.method_handle(impl.kind, ref)

    def lambda_(self, code: CaseCode, method: str, factory: str, sam: str, impl: Impl,
                instantiated: str) -> int:
        """A LambdaMetafactory.metafactory site: factory is the site's descriptor
        ((captured)Linterface;), sam the interface method's erased descriptor."""
        args = [self.cp.method_type(sam), self.impl_handle(impl),
                self.cp.method_type(instantiated)]
        return self.site(code, self.bootstrap(LMF, METAFACTORY), args, method, factory)

    def alt_lambda(self, code: CaseCode, method: str, factory: str, sam: str, impl: Impl,
                   instantiated: str, flags: int, markers: tuple[str, ...] = (),
                   bridges: tuple[str, ...] = ()) -> None:
        """A LambdaMetafactory.altMetafactory site with the flags' extra arguments."""
        args = [self.cp.method_type(sam), self.impl_handle(impl),
                self.cp.method_type(instantiated), self.cp.integer(flags)]
        if flags & FLAG_MARKERS:
            args += [self.cp.integer(len(markers))] + [self.cp.class_(m) for m in markers]
        if flags & FLAG_BRIDGES:
            args += [self.cp.integer(len(bridges))] + [self.cp.method_type(b) for b in bridges]
        self.site(code, self.bootstrap(LMF, ALT_METAFACTORY), args, method, factory)

    def concat(self, code: CaseCode, descriptor: str) -> None:
        """A StringConcatFactory.makeConcat site: the arguments one after the other."""
        self.site(code, self.bootstrap(SCF, MAKE_CONCAT), [], "makeConcat", descriptor)

    def concat_constants(self, code: CaseCode, descriptor: str, recipe: str,
                         constants: list[int]) -> None:
        """A makeConcatWithConstants site; constants are constant-pool indices."""
        args = [self.cp.string(recipe)] + constants
        self.site(code, self.bootstrap(SCF, MAKE_CONCAT_CONSTANTS), args,
                  "makeConcatWithConstants", descriptor)

    def finish(self) -> ClassFile:
        if self.bootstraps:
            self.cf.attributes.append(bootstrap_methods(self.cp, self.bootstraps))
        return self.cf


def interface(name: str, methods: tuple[tuple[str, str], ...] = (),
              supers: tuple[str, ...] = ()) -> ClassFile:
    """An interface with these abstract methods (name, descriptor)."""
    cf = ClassFile(name, access=ACC_PUBLIC | ACC_INTERFACE | ACC_ABSTRACT, version=VERSION,
                   interfaces=supers)
    for method, descriptor in methods:
        cf.add_method(ACC_PUBLIC | ACC_ABSTRACT, method, descriptor)
    return cf


# Functional interfaces the cases use, one abstract method each.
FN = ("Fn", "apply", f"({O}){O}")              # Function
BIFN = ("BiFn", "apply", f"({O}{O}){O}")       # BiFunction
INT_SRC = ("IntSrc", "get", "()I")             # IntSupplier
OBJ_SRC = ("ObjSrc", "get", f"(){O}")          # Supplier
LONG_SRC = ("LongSrc", "get", "()J")           # LongSupplier
INT_SINK = ("IntSink", "accept", "(I)V")       # IntConsumer
OBJ_SINK = ("ObjSink", "accept", f"({O})V")    # Consumer
INT_OP = ("IntOp", "apply", "(I)I")            # IntUnaryOperator
INT_FN = ("IntFn", "apply", f"(I){S}")         # IntFunction<String>, erased otherwise
MAKER2 = ("Maker2", "make", f"(II){O}")        # two ints to an object


def functional(spec: tuple[str, str, str]) -> ClassFile:
    return interface(spec[0], ((spec[1], spec[2]),))


def call(code: CaseCode, spec: tuple[str, str, str]) -> None:
    """invokeinterface of the functional interface's method (the object and arguments are
    on the stack)."""
    code.invoke("invokeinterface", spec[0], spec[1], spec[2])


def make(host: Host, code: CaseCode, spec: tuple[str, str, str], impl: Impl, instantiated: str,
         captured: str = "") -> int:
    """A metafactory site making a `spec` lambda of `impl` (captured values on the stack);
    returns its InvokeDynamic constant."""
    return host.lambda_(code, spec[1], f"({captured})L{spec[0]};", spec[2], impl, instantiated)


# ---------------------------------------------------------------- printing

def show(code: CaseCode, descriptor: str) -> None:
    """println of the value on top of the stack, by its descriptor (a String prints as
    a String, any other reference as an Object); needs 3 stack slots above it."""
    code.field("getstatic", "java/lang/System", "out", f"L{PRINT_STREAM};")
    if descriptor in ("J", "D"):
        code.op("dup_x2", "pop")
    else:
        code.op("swap")
    if descriptor[0] in "L[":
        descriptor = S if descriptor == S else O
    elif descriptor in "BS":
        descriptor = "I"
    code.invoke("invokevirtual", PRINT_STREAM, "println", f"({descriptor})V")


def show_class(code: CaseCode) -> None:
    """println of the class name of the object on top of the stack."""
    code.invoke("invokevirtual", OBJECT, "getClass", "()Ljava/lang/Class;")
    code.invoke("invokevirtual", "java/lang/Class", "getName", f"(){S}")
    show(code, S)


def show_instanceof(code: CaseCode, class_name: str) -> None:
    """println(obj instanceof class_name), consuming obj."""
    code.class_op("instanceof", class_name)
    show(code, "Z")


def same_or_different(code: CaseCode, frames: StackMap, new_locals: tuple[bytes, ...] = ()
                      ) -> None:
    """Pops two references and prints "same" when they are one object, else "different".
    new_locals: the verification types of locals set since the previous frame."""
    other, done = code.label(), code.label()
    code.branch("if_acmpne", other)
    code.say("same")
    code.branch("goto", done)
    code.place(other)
    if new_locals:
        frames.append(other, *new_locals)
    else:
        frames.same(other)
    code.say("different")
    code.place(done)
    frames.same(done)


def push_double(code: CaseCode, value: float) -> None:
    code.ldc2_w(code.cp.double(value))


def push_long(code: CaseCode, value: int) -> None:
    code.ldc2_w(code.cp.long(value))


def push_float(code: CaseCode, value: float) -> None:
    code.ldc_auto(code.cp.float_(value))


def int_text(code: CaseCode) -> None:
    """int on the stack -> its decimal String."""
    code.invoke("invokestatic", "java/lang/Integer", "toString", f"(I){S}")


def string_concat(code: CaseCode) -> None:
    """Two Strings on the stack -> one (String.concat, so no call site is involved)."""
    code.invoke("invokevirtual", STRING, "concat", f"({S}){S}")


# ---------------------------------------------------------------- helper classes

def thing() -> ClassFile:
    """class Thing { public String toString() { return "thing"; } }"""
    cf = ClassFile("Thing", version=VERSION)
    default_init(cf)
    c = CaseCode(cf, 1, 1)
    c.ldc_string("thing")
    c.op("areturn")
    cf.add_method(ACC_PUBLIC, "toString", f"(){S}", c)
    return cf


def point() -> ClassFile:
    """class Point { int x, y; Point(int x, int y); String toString() -> "Point(x,y)" }"""
    cf = ClassFile("Point", version=VERSION)
    cf.add_field(ACC_PUBLIC, "x", "I")
    cf.add_field(ACC_PUBLIC, "y", "I")
    c = CaseCode(cf, 2, 3)
    c.op("aload_0")
    c.invoke("invokespecial", OBJECT, "<init>", "()V")
    c.op("aload_0", "iload_1")
    c.field("putfield", "Point", "x", "I")
    c.op("aload_0", "iload_2")
    c.field("putfield", "Point", "y", "I")
    c.op("return")
    cf.add_method(ACC_PUBLIC, "<init>", "(II)V", c)
    c = CaseCode(cf, 3, 1)
    c.ldc_string("Point(")
    c.op("aload_0")
    c.field("getfield", "Point", "x", "I")
    int_text(c)
    string_concat(c)
    c.ldc_string(",")
    string_concat(c)
    c.op("aload_0")
    c.field("getfield", "Point", "y", "I")
    int_text(c)
    string_concat(c)
    c.ldc_string(")")
    string_concat(c)
    c.op("areturn")
    cf.add_method(ACC_PUBLIC, "toString", f"(){S}", c)
    return cf


def base_and_sub() -> list[ClassFile]:
    """class Base { int value() { return 1; } }  class Sub extends Base { int value() { 2 } }"""
    classes = []
    for name, super_name, value in (("Base", OBJECT, 1), ("Sub", "Base", 2)):
        cf = ClassFile(name, super_name, version=VERSION)
        default_init(cf, super_name)
        c = CaseCode(cf, 1, 1)
        c.push_int(value)
        c.op("ireturn")
        cf.add_method(ACC_PUBLIC, "value", "()I", c)
        classes.append(cf)
    return classes


def define(host: Host, name: str, descriptor: str, body: Callable[[CaseCode], None],
           access: int = ACC_STATIC) -> None:
    """A method of the host (static unless access says otherwise) written by body."""
    c = host.code()
    body(c)
    host.method(access, name, descriptor, c)


def accepted(name: str, rule: str, host: Host, others: list[ClassFile],
             expected: list[str], on_java: bool = True) -> IndyCase:
    return IndyCase(name, rule, host.name, [host.finish()] + others, expected=expected,
                    on_java=on_java)


def refused(name: str, rule: str, host: Host, others: list[ClassFile], error: str,
            message: str, on_java: bool = True) -> IndyCase:
    return IndyCase(name, rule, host.name, [host.finish()] + others, error=error,
                    message=message, on_java=on_java)


# ---------------------------------------------------------------- string concatenation

def concat_accept_cases() -> list[IndyCase]:
    cases = []

    h = Host("ConcatPlain")
    c = h.code()
    c.push_int(-42)
    push_long(c, 1234567890123)
    c.push_int(ord("x"))
    c.op("iconst_1")
    push_double(c, 2.5)
    push_float(c, 0.1)
    c.ldc_string("str")
    c.op("aconst_null")
    c.new_object("Thing")
    c.op("aconst_null")
    h.concat(c, f"(IJCZDF{S}{S}{O}{O}){S}")
    show(c, S)
    c.bipush(-5)
    c.sipush(300)
    c.push_int(0x263A)
    h.concat(c, f"(BSC){S}")
    show(c, S)
    c.ldc_string("only")
    h.concat(c, f"({S}){S}")
    show(c, S)
    h.main(c)
    cases.append(accepted(
        "ConcatPlain", "makeConcat of int, long, char, boolean, double, float, String, null "
        "String, Object, null Object; of byte, short, char; of one String", h, [thing()],
        ["-421234567890123xtrue2.50.1strnullthingnull", "-5300\u263a", "only"]))

    h = Host("ConcatConstants")
    c = h.code()
    c.push_int(5)
    c.ldc_string("arg")
    consts = [h.cp.string("S"), h.cp.integer(-7), h.cp.long(8000000000), h.cp.float_(0.1),
              h.cp.double(2.25)]
    h.concat_constants(c, f"(I{S}){S}",
                       f"<{CONST}|{ARG}|{CONST}|{CONST}|{CONST}|{CONST}|{ARG}>", consts)
    show(c, S)
    h.concat_constants(c, f"(){S}", f"only {CONST} text", [h.cp.string("constant")])
    show(c, S)
    h.concat_constants(c, f"(){S}", "plain text", [])
    show(c, S)
    c.push_int(1)
    c.push_int(2)
    h.concat_constants(c, f"(II){S}", f"{ARG}{ARG}{CONST}{CONST}",
                       [h.cp.integer(3), h.cp.long(4)])
    show(c, S)
    h.main(c)
    cases.append(accepted(
        "ConcatConstants", "makeConcatWithConstants: String, Integer, Long, Float, Double "
        "constants among arguments and text; constants only; text only; adjacent tags",
        h, [], ["<S|5|-7|8000000000|0.1|2.25|arg>", "only constant text", "plain text",
                "1234"]))

    # The slot limit is 200: exactly 200 (100 longs) still links.
    h = Host("ConcatMaxSlots")
    c = h.code(max_stack=210)
    for i in range(100):
        push_long(c, i % 10)
    h.concat(c, f"({'J' * 100}){S}")
    show(c, S)
    h.main(c)
    cases.append(accepted("ConcatMaxSlots", "makeConcat of 100 longs: 200 slots, the limit",
                          h, [], ["".join(str(i % 10) for i in range(100))]))

    # The JDK asks only that a String may be assigned to the result type.
    h = Host("ConcatReturnsObject")
    c = h.code()
    c.push_int(7)
    h.concat(c, f"(I){O}")
    show(c, O)
    c.ldc_string("cs")
    h.concat_constants(c, f"({S})Ljava/lang/CharSequence;", f"{ARG}!", [])
    show(c, O)
    h.main(c)
    cases.append(accepted("ConcatReturnsObject",
                          "a concat site may return Object or CharSequence", h, [],
                          ["7", "cs!"]))
    return cases


def concat_refusal_cases() -> list[IndyCase]:
    def case(name: str, rule: str, body: Callable[[Host, CaseCode], None],
             message: str) -> IndyCase:
        h = Host(name)
        c = h.code(max_stack=260)
        body(h, c)
        c.op("pop")
        c.say("not refused")
        h.main(c)
        return refused(name, rule, h, [], BME, message)

    def more_args(h: Host, c: CaseCode) -> None:
        c.op("iconst_1", "iconst_2")
        h.concat_constants(c, f"(II){S}", ARG * 3, [])

    def fewer_args(h: Host, c: CaseCode) -> None:
        c.op("iconst_1", "iconst_2")
        h.concat_constants(c, f"(II){S}", ARG, [])

    def fewer_constants(h: Host, c: CaseCode) -> None:
        h.concat_constants(c, f"(){S}", CONST * 2, [h.cp.string("a")])

    def more_constants(h: Host, c: CaseCode) -> None:
        h.concat_constants(c, f"(){S}", CONST, [h.cp.string("a"), h.cp.string("b")])

    def returns_int(h: Host, c: CaseCode) -> None:
        h.concat_constants(c, "()I", "text", [])

    def returns_int_plain(h: Host, c: CaseCode) -> None:
        c.op("iconst_1")
        h.concat(c, "(I)I")

    def too_many_ints(h: Host, c: CaseCode) -> None:
        for _ in range(201):
            c.op("iconst_1")
        h.concat(c, f"({'I' * 201}){S}")

    def too_many_longs(h: Host, c: CaseCode) -> None:
        for _ in range(101):
            c.op("lconst_1")
        h.concat_constants(c, f"({'J' * 101}){S}", ARG * 101, [])

    why = f"{SCE}: "
    return [
        case("ConcatRecipeWantsMoreArgs", "a recipe of three \\1 for two arguments",
             more_args, why + "Mismatched number of concat arguments: recipe wants 3 arguments, "
             "but signature provides 2"),
        case("ConcatRecipeWantsFewerArgs", "a recipe of one \\1 for two arguments",
             fewer_args, why + "Mismatched number of concat arguments: recipe wants 1 arguments, "
             "but signature provides 2"),
        case("ConcatFewerConstants", "two \\2 tags, one constant", fewer_constants,
             # (JDK 17 counts the tags only up to the missing constant: "wants 1")
             why + "Mismatched number of concat constants: recipe wants "),
        case("ConcatMoreConstants", "one \\2 tag, two constants", more_constants,
             why + "Mismatched number of concat constants: recipe wants 1 constants, "
             "but only 2 are passed"),
        case("ConcatReturnsInt", "makeConcatWithConstants returning int", returns_int,
             why + "The return type should be compatible with String, but it is int"),
        case("ConcatPlainReturnsInt", "makeConcat returning int", returns_int_plain,
             why + "The return type should be compatible with String, but it is int"),
        case("ConcatTooManySlots", "makeConcat of 201 ints", too_many_ints,
             why + "Too many concat argument slots: 201, can only accept 200"),
        case("ConcatTooManyLongSlots", "makeConcatWithConstants of 101 longs (202 slots)",
             too_many_longs, why + "Too many concat argument slots: 202, can only accept 200"),
    ]


# ---------------------------------------------------------------- lambdas: handle kinds

def kind_cases() -> list[IndyCase]:
    cases = []

    # REF_invokeStatic of a static method of the class.
    h = Host("LambdaStatic")
    define(h, "twice", f"({S}){S}", lambda c: (c.op("aload_0", "aload_0"),
                                                     string_concat(c), c.op("areturn")))
    c = h.code()
    make(h, c, FN, Impl(REF_INVOKE_STATIC, h.name, "twice", f"({S}){S}"), f"({S}){S}")
    c.ldc_string("ab")
    call(c, FN)
    show(c, O)
    h.main(c)
    cases.append(accepted("LambdaStatic", "REF_invokeStatic of a static method", h,
                          [functional(FN)], ["abab"]))

    # REF_invokeVirtual: the receiver is the interface method's first parameter, or captured.
    h = Host("LambdaVirtual")
    c = h.code()
    concat = Impl(REF_INVOKE_VIRTUAL, STRING, "concat", f"({S}){S}")
    make(h, c, BIFN, concat, f"({S}{S}){S}")
    c.ldc_string("ab")
    c.ldc_string("cd")
    call(c, BIFN)
    show(c, O)
    c.ldc_string("pre")
    make(h, c, FN, concat, f"({S}){S}", captured=S)
    c.ldc_string("fix")
    call(c, FN)
    show(c, O)
    c.ldc_string("hello")
    make(h, c, INT_SRC, Impl(REF_INVOKE_VIRTUAL, STRING, "length", "()I"), "()I", captured=S)
    call(c, INT_SRC)
    show(c, "I")
    h.main(c)
    cases.append(accepted("LambdaVirtual", "REF_invokeVirtual, unbound receiver (the first "
                          "parameter) and bound receiver (captured)", h,
                          [functional(BIFN), functional(FN), functional(INT_SRC)],
                          ["abcd", "prefix", "5"]))

    # REF_invokeInterface, of an interface of the case and of CharSequence.
    greeter = interface("Greeter", (("greet", f"({S}){S}"),))
    english = ClassFile("English", version=VERSION, interfaces=("Greeter",))
    default_init(english)
    g = CaseCode(english, 2, 2)
    g.ldc_string("hello ")
    g.op("aload_1")
    string_concat(g)
    g.op("areturn")
    english.add_method(ACC_PUBLIC, "greet", f"({S}){S}", g)
    h = Host("LambdaInterface")
    c = h.code()
    greet = Impl(REF_INVOKE_INTERFACE, "Greeter", "greet", f"({S}){S}", interface=True)
    make(h, c, BIFN, greet, f"(LGreeter;{S}){S}")
    c.new_object("English")
    c.ldc_string("unbound")
    call(c, BIFN)
    show(c, O)
    c.new_object("English")
    make(h, c, FN, greet, f"({S}){S}", captured="LGreeter;")
    c.ldc_string("bound")
    call(c, FN)
    show(c, O)
    c.ldc_string("four")
    make(h, c, INT_SRC, Impl(REF_INVOKE_INTERFACE, "java/lang/CharSequence", "length", "()I",
                             interface=True), "()I", captured="Ljava/lang/CharSequence;")
    call(c, INT_SRC)
    show(c, "I")
    h.main(c)
    cases.append(accepted("LambdaInterface", "REF_invokeInterface, unbound and bound receiver",
                          h, [functional(BIFN), functional(FN), functional(INT_SRC), greeter,
                              english], ["hello unbound", "hello bound", "4"]))

    # REF_invokeSpecial of private instance methods of the class itself.
    h = Host("LambdaSpecial", fields=((ACC_PRIVATE, "id", "I"),))

    def secret(c: CaseCode) -> None:
        c.ldc_string("secret ")
        c.op("aload_0")
        c.field("getfield", "LambdaSpecial", "id", "I")
        c.op("iload_1", "iadd")
        int_text(c)
        string_concat(c)
        c.op("areturn")

    def hidden(c: CaseCode) -> None:
        c.ldc_string("hidden ")
        c.op("aload_0")
        c.field("getfield", "LambdaSpecial", "id", "I")
        int_text(c)
        string_concat(c)
        c.op("areturn")

    define(h, "secret", f"(I){S}", secret, access=ACC_PRIVATE)
    define(h, "hidden", f"(){S}", hidden, access=ACC_PRIVATE)
    c = h.code()
    c.new_object(h.name)
    c.op("dup", "astore_1", "dup")
    c.push_int(40)
    c.field("putfield", h.name, "id", "I")
    make(h, c, INT_FN, Impl(REF_INVOKE_SPECIAL, h.name, "secret", f"(I){S}"), f"(I){S}",
         captured=f"L{h.name};")
    c.op("iconst_2")
    call(c, INT_FN)
    show(c, S)
    make(h, c, FN, Impl(REF_INVOKE_SPECIAL, h.name, "hidden", f"(){S}"), f"(L{h.name};){S}")
    c.op("aload_1")
    call(c, FN)
    show(c, O)
    h.main(c)
    cases.append(accepted("LambdaSpecial", "REF_invokeSpecial of private instance methods "
                          "of the class, bound and unbound receiver", h,
                          [functional(INT_FN), functional(FN)], ["secret 42", "hidden 40"]))

    # REF_newInvokeSpecial: a constructor, its arguments from the call or captured.
    h = Host("LambdaConstructor")
    c = h.code()
    ctor = Impl(REF_NEW_INVOKE_SPECIAL, "Point", "<init>", "(II)V")
    make(h, c, MAKER2, ctor, "(II)LPoint;")
    c.op("iconst_1", "iconst_2")
    call(c, MAKER2)
    c.op("dup")
    show(c, O)
    show_class(c)
    c.op("iconst_3")
    make(h, c, ("IntToObj", "apply", f"(I){O}"), ctor, "(I)LPoint;", captured="I")
    c.op("iconst_4")
    call(c, ("IntToObj", "apply", f"(I){O}"))
    show(c, O)
    make(h, c, OBJ_SRC, Impl(REF_NEW_INVOKE_SPECIAL, "Thing", "<init>", "()V"), "()LThing;")
    call(c, OBJ_SRC)
    show(c, O)
    h.main(c)
    cases.append(accepted("LambdaConstructor", "REF_newInvokeSpecial of constructors, "
                          "arguments passed and captured", h,
                          [functional(MAKER2), interface("IntToObj", (("apply", f"(I){O}"),)),
                           functional(OBJ_SRC), point(), thing()],
                          ["Point(1,2)", "Point", "Point(3,4)", "thing"]))

    # REF_invokeStatic of a static interface method (an InterfaceMethodref).
    util = interface("Util")
    u = CaseCode(util, 2, 1)
    u.op("aload_0")
    u.ldc_string("!")
    string_concat(u)
    u.op("areturn")
    util.add_method(ACC_PUBLIC | ACC_STATIC, "shout", f"({S}){S}", u)
    h = Host("LambdaStaticInterface")
    c = h.code()
    make(h, c, FN, Impl(REF_INVOKE_STATIC, "Util", "shout", f"({S}){S}", interface=True),
         f"({S}){S}")
    c.ldc_string("hey")
    call(c, FN)
    show(c, O)
    h.main(c)
    cases.append(accepted("LambdaStaticInterface",
                          "REF_invokeStatic of a static interface method (InterfaceMethodref)",
                          h, [functional(FN), util], ["hey!"]))
    return cases


# ---------------------------------------------------------------- lambdas: conversions

def conversion_cases() -> list[IndyCase]:
    cases = []

    # Object -> Integer (cast) -> int (unbox) -> impl (I)J -> long -> Long (box) -> Object.
    h = Host("ConvertUnboxWidenBox")
    define(h, "square", "(I)J", lambda c: (c.op("iload_0", "i2l", "dup2", "lmul"),
                                                 c.op("lreturn")))
    c = h.code()
    make(h, c, FN, Impl(REF_INVOKE_STATIC, h.name, "square", "(I)J"),
         "(Ljava/lang/Integer;)Ljava/lang/Long;")
    c.push_int(100000)
    c.invoke("invokestatic", "java/lang/Integer", "valueOf", "(I)Ljava/lang/Integer;")
    call(c, FN)
    c.op("dup")
    show(c, O)
    show_class(c)
    h.main(c)
    cases.append(accepted("ConvertUnboxWidenBox", "(Object)Object instantiated (Integer)Long "
                          "calling (I)J: unbox, widen, box", h, [functional(FN)],
                          ["10000000000", "java.lang.Long"]))

    # Results: dropped for a void interface method, unboxed, widened.
    h = Host("ConvertResults")

    def record(c: CaseCode) -> None:
        c.say("record")
        c.op("iload_0")
        show(c, "I")
        c.op("iload_0", "iconst_2", "imul", "ireturn")

    define(h, "record", "(I)I", record)
    define(h, "boxed", "()Ljava/lang/Integer;",
                  lambda c: (c.bipush(99), c.invoke("invokestatic", "java/lang/Integer",
                                                    "valueOf", "(I)Ljava/lang/Integer;"),
                             c.op("areturn")))
    define(h, "small", "()I", lambda c: (c.push_int(-3), c.op("ireturn")))
    c = h.code()
    make(h, c, INT_SINK, Impl(REF_INVOKE_STATIC, h.name, "record", "(I)I"), "(I)V")
    c.op("iconst_5")
    call(c, INT_SINK)
    c.say("after")
    make(h, c, INT_SRC, Impl(REF_INVOKE_STATIC, h.name, "boxed", "()Ljava/lang/Integer;"),
         "()I")
    call(c, INT_SRC)
    show(c, "I")
    make(h, c, LONG_SRC, Impl(REF_INVOKE_STATIC, h.name, "small", "()I"), "()J")
    call(c, LONG_SRC)
    show(c, "J")
    h.main(c)
    cases.append(accepted("ConvertResults", "an int result dropped for a void method; "
                          "an Integer result unboxed to int; an int result widened to long",
                          h, [functional(INT_SINK), functional(INT_SRC), functional(LONG_SRC)],
                          ["record", "5", "after", "99", "-3"]))

    # Parameters widened: int to long, float and double.
    h = Host("ConvertWidenParameter")
    for name, d in (("takeLong", "J"), ("takeFloat", "F"), ("takeDouble", "D")):
        load = {"J": "lload_0", "F": "fload_0", "D": "dload_0"}[d]
        define(h, name, f"({d})V", lambda c, load=load, d=d: (c.op(load), show(c, d),
                                                              c.op("return")))
    c = h.code()
    for name, d, value in (("takeLong", "J", -2147483648), ("takeFloat", "F", 16777217),
                           ("takeDouble", "D", 2147483647)):
        make(h, c, INT_SINK, Impl(REF_INVOKE_STATIC, h.name, name, f"({d})V"), "(I)V")
        c.push_int(value)
        call(c, INT_SINK)
    h.main(c)
    cases.append(accepted("ConvertWidenParameter", "an (I)V interface method calling impls "
                          "taking long, float and double", h, [functional(INT_SINK)],
                          ["-2147483648", "1.6777216E7", "2.147483647E9"]))

    # A boxed int goes where Object, Number or Comparable is taken.
    h = Host("ConvertBoxToSupertype")
    supertypes = (("takeObject", O), ("takeNumber", "Ljava/lang/Number;"),
                  ("takeComparable", "Ljava/lang/Comparable;"))
    for name, d in supertypes:
        def body(c: CaseCode, name: str = name) -> None:
            c.say(name)
            c.op("aload_0", "dup")
            show(c, O)
            show_class(c)
            c.op("return")
        define(h, name, f"({d})V", body)
    c = h.code()
    for value, (name, d) in zip((7, -8, 9), supertypes):
        make(h, c, INT_SINK, Impl(REF_INVOKE_STATIC, h.name, name, f"({d})V"), "(I)V")
        c.push_int(value)
        call(c, INT_SINK)
    h.main(c)
    cases.append(accepted("ConvertBoxToSupertype", "an int argument boxed for impls taking "
                          "Object, Number and Comparable", h, [functional(INT_SINK)],
                          ["takeObject", "7", "java.lang.Integer",
                           "takeNumber", "-8", "java.lang.Integer",
                           "takeComparable", "9", "java.lang.Integer"]))
    return cases


# ---------------------------------------------------------------- altMetafactory

def alt_cases() -> list[IndyCase]:
    cases = []
    marker = interface("Marker")
    gen = interface("Gen", (("get", f"({O}){O}"),))
    str_gen = interface("StrGen", (("get", f"({S}){S}"),), supers=("Gen",))

    def host(name: str) -> Host:
        h = Host(name)
        define(h, "mark", f"({S}){S}", lambda c: (c.op("aload_0"), c.ldc_string("?"),
                                                        string_concat(c), c.op("areturn")))
        return h

    def mark(h: Host) -> Impl:
        return Impl(REF_INVOKE_STATIC, h.name, "mark", f"({S}){S}")

    def try_fn(c: CaseCode, text: str) -> None:
        """The Fn lambda on the stack (kept) applied to text."""
        c.op("dup")
        c.ldc_string(text)
        call(c, FN)
        show(c, O)

    h = host("AltMarkers")
    c = h.code()
    h.alt_lambda(c, "apply", "()LFn;", FN[2], mark(h), f"({S}){S}", FLAG_MARKERS, ("Marker",))
    try_fn(c, "m")
    c.op("dup")
    show_instanceof(c, "Marker")
    show_instanceof(c, "java/io/Serializable")
    h.main(c)
    cases.append(accepted("AltMarkers", "altMetafactory FLAG_MARKERS: the lambda is an "
                          "instance of the marker interface", h, [functional(FN), marker],
                          ["m?", "true", "false"]))

    h = host("AltNoFlags")
    c = h.code()
    h.alt_lambda(c, "apply", "()LFn;", FN[2], mark(h), f"({S}){S}", 0)
    try_fn(c, "n")
    show_instanceof(c, "java/io/Serializable")
    h.main(c)
    cases.append(accepted("AltNoFlags", "altMetafactory with no flags is metafactory", h,
                          [functional(FN)], ["n?", "false"]))

    def bridged(name: str, rule: str, bridges: tuple[str, ...]) -> IndyCase:
        h = host(name)
        c = h.code()
        h.alt_lambda(c, "get", "()LStrGen;", f"({S}){S}", mark(h), f"({S}){S}", FLAG_BRIDGES,
                     bridges=bridges)
        c.op("dup")
        c.ldc_string("direct")
        c.invoke("invokeinterface", "StrGen", "get", f"({S}){S}")
        show(c, S)
        c.ldc_string("bridge")
        c.invoke("invokeinterface", "Gen", "get", f"({O}){O}")
        show(c, O)
        h.main(c)
        return accepted(name, rule, h, [gen, str_gen], ["direct?", "bridge?"])

    cases.append(bridged("AltBridges", "altMetafactory FLAG_BRIDGES: (String)String with "
                         "bridge (Object)Object, called through both", (f"({O}){O}",)))
    # A bridge equal to the interface method's descriptor is the interface method: wwvm
    # writes it once. (JDK 17 writes the method twice and its own class loading then fails
    # with InternalError: ClassFormatError "Duplicate method name", a fault wwvm does not
    # copy; hence wwvm's own case.)
    h = host("AltBridgeSameAsMain")
    c = h.code()
    h.alt_lambda(c, "get", "()LStrGen;", f"({S}){S}", mark(h), f"({S}){S}", FLAG_BRIDGES,
                 bridges=(f"({O}){O}", f"({S}){S}"))
    c.op("pop")
    c.say("not refused")
    h.main(c)
    cases.append(accepted("AltBridgeSameAsMain", "a bridge equal to the interface method's "
                          "descriptor is left out", h, [gen, str_gen], ["not refused"],
                          on_java=False))

    # A marker that is a class: the JDK checks markers apart from the functional interface.
    h = host("AltMarkerNotInterface")
    c = h.code()
    h.alt_lambda(c, "apply", "()LFn;", FN[2], mark(h), f"({S}){S}", FLAG_MARKERS, (OBJECT,))
    c.op("pop")
    c.say("not refused")
    h.main(c)
    cases.append(refused("AltMarkerNotInterface", "altMetafactory with java.lang.Object as a "
                         "marker interface", h, [functional(FN)], BME,
                         f"{LCE}: java.lang.Object is not an interface"))

    h = host("AltSerializable")
    c = h.code()
    h.alt_lambda(c, "apply", "()LFn;", FN[2], mark(h), f"({S}){S}", FLAG_SERIALIZABLE)
    try_fn(c, "s")
    show_instanceof(c, "java/io/Serializable")
    h.main(c)
    cases.append(accepted("AltSerializable", "altMetafactory FLAG_SERIALIZABLE: the lambda "
                          "is Serializable", h, [functional(FN)], ["s?", "true"]))

    h = host("AltAllFlags")
    c = h.code()
    c.ldc_string("captured ")
    h.alt_lambda(c, "get", "(Ljava/lang/String;)LStrGen;", f"({S}){S}",
                 Impl(REF_INVOKE_VIRTUAL, STRING, "concat", f"({S}){S}"), f"({S}){S}",
                 FLAG_SERIALIZABLE | FLAG_MARKERS | FLAG_BRIDGES, ("Marker",), (f"({O}){O}",))
    c.op("dup")
    c.ldc_string("direct")
    c.invoke("invokeinterface", "StrGen", "get", f"({S}){S}")
    show(c, S)
    c.op("dup")
    c.ldc_string("bridge")
    c.invoke("invokeinterface", "Gen", "get", f"({O}){O}")
    show(c, O)
    c.op("dup")
    show_instanceof(c, "Marker")
    show_instanceof(c, "java/io/Serializable")
    h.main(c)
    cases.append(accepted("AltAllFlags", "altMetafactory with all three flags and a "
                          "captured receiver", h, [gen, str_gen, marker],
                          ["captured direct", "captured bridge", "true", "true"]))
    return cases


# ---------------------------------------------------------------- receivers and identity

def receiver_and_identity_cases() -> list[IndyCase]:
    cases = []
    value = Impl(REF_INVOKE_VIRTUAL, "Base", "value", "()I")

    # The JDK asks only that the receiver's type be a subtype of the handle's class.
    h = Host("CapturedSubclassReceiver")
    c = h.code()
    c.new_object("Sub")
    make(h, c, INT_SRC, value, "()I", captured="LSub;")
    call(c, INT_SRC)
    show(c, "I")
    h.main(c)
    cases.append(accepted("CapturedSubclassReceiver", "a captured receiver of type Sub for "
                          "a handle naming Base.value()", h,
                          [functional(INT_SRC)] + base_and_sub(), ["2"]))

    h = Host("UnboundSubclassReceiver")
    c = h.code()
    make(h, c, FN, value, "(LSub;)Ljava/lang/Integer;")
    c.new_object("Sub")
    call(c, FN)
    show(c, O)
    h.main(c)
    cases.append(accepted("UnboundSubclassReceiver", "an unbound receiver instantiated as "
                          "Sub for a handle naming Base.value()", h,
                          [functional(FN)] + base_and_sub(), ["2"]))

    # One call site run twice: a lambda capturing nothing is one object, else new ones.
    h = Host("SameSiteTwice")
    c = h.code()
    make(h, c, OBJ_SRC, Impl(REF_NEW_INVOKE_SPECIAL, "Base", "<init>", "()V"), "()LBase;")
    c.op("areturn")
    h.method(ACC_STATIC, "plain", f"()L{OBJ_SRC[0]};", c)
    c = h.code()
    c.op("aload_0")
    make(h, c, INT_SRC, value, "()I", captured="LBase;")
    c.op("areturn")
    h.method(ACC_STATIC, "capturing", f"(LBase;)L{INT_SRC[0]};", c)
    frames = StackMap(h.cp)
    c = h.code(max_locals=2)
    c.invoke("invokestatic", h.name, "plain", f"()L{OBJ_SRC[0]};")
    c.invoke("invokestatic", h.name, "plain", f"()L{OBJ_SRC[0]};")
    same_or_different(c, frames)
    c.new_object("Base")
    c.op("astore_1")
    c.op("aload_1")
    c.invoke("invokestatic", h.name, "capturing", f"(LBase;)L{INT_SRC[0]};")
    c.op("aload_1")
    c.invoke("invokestatic", h.name, "capturing", f"(LBase;)L{INT_SRC[0]};")
    same_or_different(c, frames)
    h.main(c, frames)
    cases.append(accepted("SameSiteTwice", "a non-capturing site run twice gives one object, "
                          "a capturing one two", h,
                          [functional(INT_SRC), functional(OBJ_SRC)] + base_and_sub(),
                          ["same", "different"]))
    return cases


# ---------------------------------------------------------------- lambda refusals

def stub(host: Host, name: str, descriptor: str, access: int = ACC_STATIC) -> Impl:
    """A method of the host returning zero, null or nothing, and a REF_invokeStatic handle
    naming it (an instance method, with access lacking ACC_STATIC, all the same)."""
    returns = descriptor[descriptor.index(")") + 1]
    ops = {"V": "return", "J": "lconst_0 lreturn", "F": "fconst_0 freturn",
           "D": "dconst_0 dreturn", "L": "aconst_null areturn",
           "[": "aconst_null areturn"}.get(returns, "iconst_0 ireturn")
    define(host, name, descriptor, lambda c: c.op(ops), access)
    return Impl(REF_INVOKE_STATIC, host.name, name, descriptor)


def lambda_refusal_cases() -> list[IndyCase]:
    def case(name: str, rule: str, spec: tuple[str, str, str], impl: Callable[[Host], Impl],
             instantiated: str, message: str, error: str = BME, captured: str = "",
             capture: Callable[[CaseCode], None] | None = None, factory: str | None = None,
             others: list[ClassFile] = ()) -> IndyCase:
        """main makes a `spec` lambda (the values of `captured` pushed by `capture`) of the
        handle impl(host) gives, which must be refused."""
        h = Host(name, fields=((ACC_STATIC, "x", "I"), (0, "y", "I")))
        handle = impl(h)
        c = h.code()
        if capture:
            capture(c)
        h.lambda_(c, spec[1], factory or f"({captured})L{spec[0]};", spec[2], handle,
                  instantiated)
        c.op("pop")
        c.say("not refused")
        h.main(c)
        return refused(name, rule, h, [functional(spec), *others], error, message)

    def static(name: str, descriptor: str, access: int = ACC_STATIC) -> Callable[[Host], Impl]:
        return lambda h: stub(h, name, descriptor, access)

    def handle(kind: int, name: str, descriptor: str) -> Callable[[Host], Impl]:
        return lambda h: Impl(kind, h.name, name, descriptor)

    why = f"{LCE}: "
    return [
        # (the JDK and wwvm describe the method differently after this)
        case("RefuseParameterCount", "an (I)I interface method for an (II)I impl", INT_OP,
             static("add", "(II)I"), "(I)I",
             why + "Incorrect number of parameters for static method "),
        # (the JDK writes "class Sub", wwvm "Sub")
        case("RefuseCapturedSubclass", "a captured Sub for an impl taking Base (captured "
             "values must match exactly)", INT_SRC, static("take", "(LBase;)I"), "()I",
             why + "Type mismatch in captured lambda parameter 0: expecting ",
             captured="LSub;", capture=lambda c: c.new_object("Sub"), others=base_and_sub()),
        case("RefuseCapturedWidening", "a captured int for an impl taking long", INT_SRC,
             static("take", "(J)I"), "()I",
             why + "Type mismatch in captured lambda parameter 0: expecting int, found long",
             captured="I", capture=lambda c: c.op("iconst_1")),
        # (the JDK names the handle, "getStatic RefuseGetStatic.x:()int"; wwvm its kind, 2)
        case("RefuseGetStatic", "a REF_getStatic implementation handle", INT_SRC,
             handle(REF_GET_STATIC, "x", "I"), "()I", why + "Unsupported MethodHandle kind: "),
        case("RefuseGetField", "a REF_getField implementation handle", INT_SRC,
             handle(REF_GET_FIELD, "y", "I"), "()I", why + "Unsupported MethodHandle kind: ",
             captured="LRefuseGetField;", capture=lambda c: c.new_object("RefuseGetField")),
        case("RefuseNotInterface", "a factory type returning Object", INT_SRC,
             static("zero", "()I"), "()I", why + "java.lang.Object is not an interface",
             factory=f"(){O}"),
        # (the JDK writes "class java.lang.Object is not convertible to int")
        case("RefuseObjectToInt", "an Object argument for an impl taking int", OBJ_SINK,
             static("take", "(I)V"), f"({O})V", why + "Type mismatch for lambda argument 0: "),
        # (the JDK names the instantiated type, "class java.lang.String"; wwvm the erased
        # one, "java.lang.Object")
        case("RefuseStringToLong", "a String argument for an impl taking long", OBJ_SINK,
             static("take", "(J)V"), f"({S})V", why + "Type mismatch for lambda argument 0: "),
        case("RefuseVoidForInt", "an impl returning void for an interface method returning "
             "int", INT_SRC, static("nothing", "()V"), "()I",
             why + "Type mismatch for lambda return: void is not convertible to int"),
        # Resolving the handle fails, before the bootstrap runs: the error is not wrapped.
        case("RefuseStaticKindOnInstance", "REF_invokeStatic naming an instance method",
             INT_SRC, static("inst", "()I", access=0), "()I",
             f"{ICCE}: Expected static method 'int RefuseStaticKindOnInstance.inst()'",
             error=ICCE),
        case("RefuseMissingImpl", "an implementation method that does not exist", INT_SRC,
             handle(REF_INVOKE_STATIC, "missing", "()I"), "()I",
             f"{NSME}: 'int RefuseMissingImpl.missing()'", error=NSME),
    ]


# ---------------------------------------------------------------- beyond what javac writes

def beyond_javac_cases() -> list[IndyCase]:
    """Call sites javac does not write that a VM linking them itself may get wrong: wide
    captured values, wide parameters, unboxing from the instantiated type, a shared
    InvokeDynamic constant, type checks of the instantiated type and receiver, run-time
    failures of the generated code, odd static arguments."""
    cases = []

    # Every primitive type captured (the lambda's fields) and passed on.
    h = Host("CapturedPrimitives")
    all_types = "ZBCSIJFD"

    def describe(c: CaseCode) -> None:
        c.ldc_string("")
        local = 0
        for i, d in enumerate(all_types):
            if i:
                c.ldc_string(",")
                string_concat(c)
            c.local({"J": "lload", "F": "fload", "D": "dload"}.get(d, "iload"), local)
            local += 2 if d in "JD" else 1
            value_of = "I" if d in "BS" else d
            c.invoke("invokestatic", STRING, "valueOf", f"({value_of}){S}")
            string_concat(c)
        c.op("areturn")

    define(h, "describe", f"({all_types}){S}", describe)
    c = h.code()
    c.op("iconst_1")
    c.bipush(-3)
    c.push_int(ord("q"))
    c.sipush(-300)
    c.push_int(123456)
    push_long(c, -9876543210)
    push_float(c, 1.5)
    push_double(c, -0.25)
    make(h, c, OBJ_SRC, Impl(REF_INVOKE_STATIC, h.name, "describe", f"({all_types}){S}"),
         f"(){S}", captured=all_types)
    call(c, OBJ_SRC)
    show(c, O)
    h.main(c)
    cases.append(accepted("CapturedPrimitives", "one captured value of each primitive type",
                          h, [functional(OBJ_SRC)],
                          ["true,-3,q,-300,123456,-9876543210,1.5,-0.25"]))

    # Long and double parameters of the interface method, one widened on the way.
    h = Host("WideParameters")
    calc = ("Calc", "calc", "(JID)D")
    define(h, "sum", "(JJD)D", lambda c: (c.op("lload_0", "lload_2", "ladd", "l2d"),
                                          c.local("dload", 4), c.op("dadd", "dreturn")))
    c = h.code()
    make(h, c, calc, Impl(REF_INVOKE_STATIC, h.name, "sum", "(JJD)D"), "(JID)D")
    push_long(c, 10000000000)
    c.op("iconst_m1")
    push_double(c, 0.5)
    call(c, calc)
    show(c, "D")
    h.main(c)
    cases.append(accepted("WideParameters", "a (JID)D interface method calling (JJD)D",
                          h, [functional(calc)], ["9.9999999995E9"]))

    # A reference parameter unboxed by the type the site instantiates it with.
    h = Host("ConvertUnboxParameter")
    define(h, "takeLong", "(J)V", lambda c: (c.op("lload_0"), show(c, "J"), c.op("return")))
    define(h, "takeInt", "(I)V", lambda c: (c.op("iload_0"), show(c, "I"), c.op("return")))
    c = h.code()
    make(h, c, OBJ_SINK, Impl(REF_INVOKE_STATIC, h.name, "takeLong", "(J)V"),
         "(Ljava/lang/Integer;)V")
    c.push_int(-5)
    c.invoke("invokestatic", "java/lang/Integer", "valueOf", "(I)Ljava/lang/Integer;")
    call(c, OBJ_SINK)
    make(h, c, OBJ_SINK, Impl(REF_INVOKE_STATIC, h.name, "takeInt", "(I)V"),
         "(Ljava/lang/Character;)V")
    c.push_int(ord("A"))
    c.invoke("invokestatic", "java/lang/Character", "valueOf", "(C)Ljava/lang/Character;")
    call(c, OBJ_SINK)
    h.main(c)
    cases.append(accepted("ConvertUnboxParameter", "(Object)V instantiated (Integer)V calling "
                          "(J)V, and (Character)V calling (I)V: unbox, widen", h,
                          [functional(OBJ_SINK)], ["-5", "65"]))

    # A result cast to the interface method's return type; the cast can fail.
    str_src = ("StrSrc", "get", f"(){S}")
    for name, value, expected, error in (("ConvertResultCast", "cast", ["cast"], None),
                                         ("ResultCastFails", None, [],
                                          "java.lang.ClassCastException")):
        h = Host(name)

        def body(c: CaseCode, value: str | None = value) -> None:
            if value is None:
                c.op("iconst_0")
                c.invoke("invokestatic", "java/lang/Integer", "valueOf",
                         "(I)Ljava/lang/Integer;")
            else:
                c.ldc_string(value)
            c.op("areturn")

        define(h, "object", f"(){O}", body)
        c = h.code()
        make(h, c, str_src, Impl(REF_INVOKE_STATIC, h.name, "object", f"(){O}"), f"(){S}")
        call(c, str_src)
        show(c, S)
        if error:
            c.say("not refused")
            h.main(c)
            cases.append(refused(name, "an Integer returned by an impl typed Object for an "
                                 "interface method returning String", h, [functional(str_src)],
                                 error, "class java.lang.Integer cannot be cast to class "
                                 "java.lang.String"))
        else:
            h.main(c)
            cases.append(accepted(name, "an impl returning Object for an interface method "
                                  "returning String (a cast)", h, [functional(str_src)],
                                  expected))

    # Unboxing null.
    h = Host("UnboxNull")
    define(h, "take", "(I)V", lambda c: c.op("return"))
    c = h.code()
    make(h, c, OBJ_SINK, Impl(REF_INVOKE_STATIC, h.name, "take", "(I)V"),
         "(Ljava/lang/Integer;)V")
    c.op("aconst_null")
    call(c, OBJ_SINK)
    c.say("not refused")
    h.main(c)
    cases.append(refused("UnboxNull", "null passed where the lambda unboxes an Integer", h,
                         [functional(OBJ_SINK)], "java.lang.NullPointerException", ""))

    # Two invokedynamic instructions naming one InvokeDynamic constant: each instruction
    # is a call site of its own (JVMS 6.5 invokedynamic), linked by its own bootstrap call.
    h = Host("SharedConstantTwoSites")
    c = h.code(max_locals=2)
    index = make(h, c, OBJ_SRC, Impl(REF_NEW_INVOKE_SPECIAL, "Thing", "<init>", "()V"),
                 "()LThing;")
    c.op("astore_1")
    c.op("aload_1")
    c.invokedynamic(index)
    frames = StackMap(h.cp)
    same_or_different(c, frames, (v_object(h.cp, OBJ_SRC[0]),))
    c.op("aload_1")
    c.invoke("invokevirtual", OBJECT, "getClass", "()Ljava/lang/Class;")
    c.invokedynamic(index)
    c.invoke("invokevirtual", OBJECT, "getClass", "()Ljava/lang/Class;")
    same_or_different(c, frames)
    h.main(c, frames)
    cases.append(accepted("SharedConstantTwoSites", "two invokedynamic instructions sharing "
                          "one constant: two call sites, two lambda objects and classes",
                          h, [functional(OBJ_SRC), thing()], ["different", "different"]))

    # Concatenation constants of kinds javac never passes.
    h = Host("ConcatClassConstant")
    c = h.code()
    h.concat_constants(c, f"(){S}", f"{CONST} {CONST}",
                       [h.cp.class_("Thing"), h.cp.method_type("(I)V")])
    show(c, S)
    h.main(c)
    cases.append(accepted("ConcatClassConstant", "makeConcatWithConstants with Class and "
                          "MethodType constants", h, [thing()], ["class Thing (int)void"]))
    return cases


def beyond_javac_refusal_cases() -> list[IndyCase]:
    def case(name: str, rule: str, build: Callable[[Host, CaseCode], None],
             others: list[ClassFile], message: str, error: str = BME) -> IndyCase:
        h = Host(name)
        c = h.code()
        build(h, c)
        c.op("pop")
        c.say("not refused")
        h.main(c)
        return refused(name, rule, h, others, error, message)

    def unbound_receiver(h: Host, c: CaseCode) -> None:
        make(h, c, FN, Impl(REF_INVOKE_VIRTUAL, STRING, "length", "()I"),
             "(Ljava/lang/Integer;)Ljava/lang/Integer;")

    def identity(h: Host, descriptor: str) -> Impl:
        return stub(h, "id", descriptor)

    def instantiated_int(h: Host, c: CaseCode) -> None:
        make(h, c, FN, identity(h, "(I)I"), "(I)I")

    def instantiated_arity(h: Host, c: CaseCode) -> None:
        make(h, c, FN, identity(h, f"({O}{O}){O}"), f"({O}{O}){O}")

    def factory_int(h: Host, c: CaseCode) -> None:
        h.lambda_(c, "get", "()I", "()I", identity(h, "()I"), "()I")

    def metafactory_two_args(h: Host, c: CaseCode) -> None:
        impl = identity(h, "()I")
        h.site(c, h.bootstrap(LMF, METAFACTORY), [h.cp.method_type("()I"), h.impl_handle(impl)],
               "get", "()LIntSrc;")

    def metafactory_wrong_descriptor(h: Host, c: CaseCode) -> None:
        impl = identity(h, "()I")
        args = [h.cp.method_type("()I"), h.impl_handle(impl), h.cp.method_type("()I")]
        h.site(c, h.bootstrap(LMF, ("metafactory", ALT_METAFACTORY[1])), args, "get",
               "()LIntSrc;")

    return [
        case("RefuseUnboundReceiverType", "an unbound receiver instantiated as Integer for a "
             "handle naming String.length()", unbound_receiver, [functional(FN)],
             f"{LCE}: Invalid receiver type "),
        # (JDK: "Type mismatch for dynamic parameter 0: int is not a subtype of class
        # java.lang.Object")
        case("RefuseInstantiatedPrimitive", "(Object)Object instantiated as (int)int",
             instantiated_int, [functional(FN)], f"{LCE}: "),
        case("RefuseInstantiatedArity", "(Object)Object instantiated with two parameters",
             instantiated_arity, [functional(FN)], f"{LCE}: "),
        # (JDK: "int is not an interface")
        case("RefuseFactoryReturnsInt", "a factory type returning int", factory_int, [],
             f"{LCE}: "),
        # The JDK's invocation of the bootstrap method fails: its type does not fit the
        # arguments.
        case("MetafactoryTwoArguments", "metafactory given two static arguments, not three",
             metafactory_two_args, [functional(INT_SRC)],
             "Caused by: java.lang.invoke.WrongMethodTypeException: "),
        # The bootstrap method handle does not resolve: no such method, not wrapped.
        case("MetafactoryWrongDescriptor", "LambdaMetafactory.metafactory named with "
             "altMetafactory's descriptor", metafactory_wrong_descriptor,
             [functional(INT_SRC)], f"{NSME}: 'java.lang.invoke.CallSite "
             "java.lang.invoke.LambdaMetafactory.metafactory(java.lang.invoke.MethodHandles"
             "$Lookup, java.lang.String, java.lang.invoke.MethodType, java.lang.Object[])'",
             error=NSME),
    ]

# ---------------------------------------------------------------- bootstraps wwvm does not know

def foreign_bootstrap_cases() -> list[IndyCase]:
    """Bootstrap methods of the class itself, one named and typed like LambdaMetafactory's:
    wwvm recognises a bootstrap by its class too, and refuses any other. The JDK would run
    them (and fail on their null CallSite), so these are wwvm's alone."""
    cases = []
    task = interface("Task", (("run", "()V"),))
    for name, bootstrap, args_of in (
            ("OwnBootstrap", ("bsm", f"({BOOTSTRAP_HEAD}){CALL_SITE}"), lambda h: []),
            ("OwnMetafactory", METAFACTORY, lambda h: [
                h.cp.method_type("()V"), h.impl_handle(stub(h, "body", "()V")),
                h.cp.method_type("()V")])):
        h = Host(name)
        c = h.code()
        c.op("aconst_null", "areturn")
        h.method(ACC_PUBLIC | ACC_STATIC, *bootstrap, c)
        c = h.code()
        h.site(c, h.bootstrap(name, bootstrap), args_of(h), "run", "()LTask;")
        c.op("pop")
        c.say("not refused")
        h.main(c)
        parameters = ", ".join(("java.lang.invoke.MethodHandles$Lookup", "java.lang.String",
                                "java.lang.invoke.MethodType"))
        cases.append(refused(name, f"a bootstrap method {name}.{bootstrap[0]} of the class "
                             "itself (the JDK would run it)", h, [task], BME,
                             f"'java.lang.invoke.CallSite {name}.{bootstrap[0]}({parameters}",
                             on_java=False))
    return cases


# ---------------------------------------------------------------- the corpus

def corpus() -> list[IndyCase]:
    cases = (concat_accept_cases() + concat_refusal_cases() + kind_cases()
             + conversion_cases() + alt_cases() + receiver_and_identity_cases()
             + lambda_refusal_cases() + beyond_javac_cases() + beyond_javac_refusal_cases()
             + foreign_bootstrap_cases())
    names = [c.name for c in cases]
    assert len(set(names)) == len(names), "corpus names must be unique"
    return cases


def write_corpus(out: Path) -> list[IndyCase]:
    """Write every case into out/<case name>/ and return the cases."""
    cases = corpus()
    for case in cases:
        case.write(out)
    return cases
