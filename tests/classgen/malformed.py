"""A corpus of malformed class files, at least one per format check of JVMS 4.8 (and the
version checks of 4.1), each with the error a JVM must throw when asked to load it.

Every file is otherwise a valid class whose main prints "loaded", so a VM that misses the
check shows it plainly. run_malformed.py writes the corpus and runs it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from classwriter import (
    ACC_ABSTRACT, ACC_ANNOTATION, ACC_ENUM, ACC_FINAL, ACC_INTERFACE, ACC_NATIVE,
    ACC_PRIVATE, ACC_PROTECTED, ACC_PUBLIC, ACC_STATIC, ACC_STRICT, ACC_SUPER,
    ACC_SYNCHRONIZED, ACC_VOLATILE, REF_GET_FIELD, REF_INVOKE_INTERFACE, REF_INVOKE_STATIC,
    REF_INVOKE_VIRTUAL, REF_NEW_INVOKE_SPECIAL, TAG_CLASS, TAG_METHOD_HANDLE, TAG_STRING,
    Attribute, ClassFile, Code, Member, bootstrap_methods, constant_value, exceptions,
    raw_attribute, u1, u2)

CFE = "java.lang.ClassFormatError"
UCVE = "java.lang.UnsupportedClassVersionError"
MAIN_DESC = "([Ljava/lang/String;)V"


@dataclass
class Malformed:
    """One corpus file: class `name` in <dir>/<name>.class, the rule it breaks, the error a
    JVM must throw. wwvm_only, when set, says why the JDK is not held to this case."""
    name: str
    rule: str
    data: bytes
    error: str = CFE
    wwvm_only: str | None = None

    def write(self, directory: Path) -> Path:
        path = directory / f"{self.name}.class"
        path.write_bytes(self.data)
        return path


# ---------------------------------------------------------------- building blocks

def base_class(name: str, version: tuple[int, int] = (52, 0),
               access: int = ACC_PUBLIC | ACC_SUPER, with_main: bool = True) -> ClassFile:
    """A valid class whose main prints "loaded" (without main, the JDK says it has none)."""
    cf = ClassFile(name, access=access, version=version)
    if not with_main:
        return cf
    code = Code(cf.cp, 2, 1)
    code.field("getstatic", "java/lang/System", "out", "Ljava/io/PrintStream;")
    code.ldc_string("loaded")
    code.invoke("invokevirtual", "java/io/PrintStream", "println", "(Ljava/lang/String;)V")
    code.op("return")
    cf.add_method(ACC_PUBLIC | ACC_STATIC, "main", MAIN_DESC, code)
    return cf


def return_code(cf: ClassFile, max_locals: int = 4) -> Code:
    """The body `return`, with room for max_locals locals."""
    code = Code(cf.cp, 0, max_locals)
    code.op("return")
    return code


def built(name: str, rule: str, change: Callable[[ClassFile], None], error: str = CFE,
          **base_args) -> Malformed:
    """The base class, changed by `change` before it is written."""
    cf = base_class(name, **base_args)
    change(cf)
    return Malformed(name, rule, cf.to_bytes(), error)


def static_method(cf: ClassFile, name: str | int, desc: str | int, access: int = ACC_STATIC,
                  max_locals: int = 4) -> None:
    cf.add_method(access, name, desc, return_code(cf, max_locals))


def bad_utf8_entry(cf: ClassFile, data: bytes) -> None:
    cf.cp.utf8_bytes(data)


# ---------------------------------------------------------------- the corpus, by JVMS section

def structure_cases() -> list[Malformed]:
    """4.8: the right magic, no truncation, no extra bytes."""
    valid = base_class("Trunc").to_bytes()
    pool_end = 8 + len(base_class("Trunc").cp.to_bytes())
    cases = [built("BadMagic", "magic is 0xCAFEBABE",
                   lambda cf: setattr(cf, "magic", 0xCAFEBABF)),
             built("ExtraBytes", "no extra bytes at the end",
                   lambda cf: setattr(cf, "trailing", b"\0"))]
    cuts = {"Empty": 0, "InMagic": 2, "InVersion": 6, "InPoolCount": 9,
            "InPool": pool_end - 5, "AfterPool": pool_end, "InMethods": len(valid) - 12,
            "LastByte": len(valid) - 1}
    for where, length in cuts.items():
        name = f"Trunc{where}"
        data = base_class(name).to_bytes()
        cases.append(Malformed(name, f"not truncated (cut at byte {length})", data[:length]))
    return cases


def version_cases() -> list[Malformed]:
    """4.1: supported versions (45.0 up to 61.0 for wwvm, JDK 17)."""
    def version(name: str, major: int, minor: int, rule: str) -> Malformed:
        return built(name, rule, lambda cf: None, UCVE, version=(major, minor))
    return [version("Version62", 62, 0, "major version above 61"),
            version("Version44", 44, 0, "major version below 45"),
            version("Version65535", 65535, 0, "major version far above 61"),
            version("Version61Preview", 61, 65535, "preview minor version without preview"),
            version("Version56Minor1", 56, 1, "major >= 56 needs minor 0 or 65535")]


def pool_cases() -> list[Malformed]:
    """4.4: indices in range, known tags, each reference naming the right kind of entry."""
    cases = []

    def raw(name: str, rule: str, entry: bytes, **kw) -> None:
        cases.append(built(name, rule, lambda cf: cf.cp.raw_entry(entry), **kw))

    raw("CpBadTag0", "known constant tag (0)", u1(0) + u2(0))
    raw("CpBadTag2", "known constant tag (2)", u1(2) + u2(0))
    raw("CpBadTag13", "known constant tag (13)", u1(13) + u2(0))
    raw("CpBadTag14", "known constant tag (14)", u1(14) + u2(0))
    raw("CpBadTag21", "known constant tag (21)", u1(21) + u2(0))
    raw("CpModuleTag", "Module constants only in module-info", u1(19) + u2(1))
    raw("CpPackageTag", "Package constants only in module-info", u1(20) + u2(1))
    raw("CpClassIndexOutOfRange", "Class name_index within the pool", u1(TAG_CLASS) + u2(999))
    raw("CpClassIndexZero", "Class name_index is not 0", u1(TAG_CLASS) + u2(0))
    raw("CpStringIndexOutOfRange", "String string_index within the pool",
        u1(TAG_STRING) + u2(999))
    raw("CpMethodHandleInVersion50", "MethodHandle constants need version 51",
        u1(TAG_METHOD_HANDLE) + u1(REF_INVOKE_STATIC) + u2(1), version=(50, 0))
    cases.append(built("CpDynamicInVersion54", "Dynamic constants need version 55",
                       lambda cf: cf.cp.dynamic(0, "x", "I"), version=(54, 0)))

    def pool(name: str, rule: str, change: Callable[[ClassFile], None], **kw) -> None:
        cases.append(built(name, rule, change, **kw))

    pool("CpCountZero", "constant_pool_count at least 1", lambda cf: setattr(cf, "cp_count", 0))
    pool("CpLongLastSlot", "a Long's second slot inside the pool",
         lambda cf: (cf.cp.long(7), setattr(cf, "cp_count", cf.cp.count - 1)))
    pool("CpClassNameNotUtf8", "Class name_index names a Utf8",
         lambda cf: cf.cp.class_(cf.cp.integer(5)))
    pool("CpStringNotUtf8", "String string_index names a Utf8",
         lambda cf: cf.cp.string(cf.cp.class_("java/lang/Object")))
    pool("CpFieldrefClassNotClass", "Fieldref class_index names a Class",
         lambda cf: cf.cp.field_ref(cf.cp.utf8("Owner"), "f", "I"))
    pool("CpFieldrefNatNotNat", "Fieldref name_and_type_index names a NameAndType",
         lambda cf: cf.cp.field_ref("java/lang/Object", cf.cp.utf8("f")))
    pool("CpMethodrefClassNotClass", "Methodref class_index names a Class",
         lambda cf: cf.cp.method_ref(cf.cp.string("Owner"), "m", "()V"))
    pool("CpInterfaceMethodrefNatNotNat",
         "InterfaceMethodref name_and_type_index names a NameAndType",
         lambda cf: cf.cp.interface_method_ref("java/lang/Runnable", cf.cp.integer(3)))
    pool("CpNatNameNotUtf8", "NameAndType name_index names a Utf8",
         lambda cf: cf.cp.name_and_type(cf.cp.integer(1), "I"))
    pool("CpNatDescNotUtf8", "NameAndType descriptor_index names a Utf8",
         lambda cf: cf.cp.name_and_type("f", cf.cp.class_("java/lang/Object")))
    pool("CpMethodTypeNotUtf8", "MethodType descriptor_index names a Utf8",
         lambda cf: cf.cp.method_type(cf.cp.integer(1)))
    pool("CpMethodHandleBadKind0", "MethodHandle reference_kind in 1..9",
         lambda cf: cf.cp.method_handle(0, cf.cp.method_ref("java/lang/Object", "m", "()V")))
    pool("CpMethodHandleBadKind10", "MethodHandle reference_kind in 1..9",
         lambda cf: cf.cp.method_handle(10, cf.cp.method_ref("java/lang/Object", "m", "()V")))
    pool("CpMethodHandleGetFieldToMethod", "REF_getField names a Fieldref",
         lambda cf: cf.cp.method_handle(REF_GET_FIELD,
                                        cf.cp.method_ref("java/lang/Object", "m", "()V")))
    pool("CpMethodHandleInvokeVirtualToField", "REF_invokeVirtual names a Methodref",
         lambda cf: cf.cp.method_handle(REF_INVOKE_VIRTUAL,
                                        cf.cp.field_ref("java/lang/Object", "f", "I")))
    pool("CpMethodHandleInvokeInterfaceToMethodref",
         "REF_invokeInterface names an InterfaceMethodref",
         lambda cf: cf.cp.method_handle(REF_INVOKE_INTERFACE,
                                        cf.cp.method_ref("java/lang/Object", "m", "()V")))
    pool("CpMethodHandleInvokeVirtualInit", "REF_invokeVirtual never names <init>",
         lambda cf: cf.cp.method_handle(REF_INVOKE_VIRTUAL,
                                        cf.cp.method_ref("java/lang/Object", "<init>", "()V")))
    pool("CpMethodHandleNewInvokeSpecialNotInit", "REF_newInvokeSpecial names <init>",
         lambda cf: cf.cp.method_handle(REF_NEW_INVOKE_SPECIAL,
                                        cf.cp.method_ref("java/lang/Object", "m", "()V")))
    pool("CpInvokeDynamicNatNotNat", "InvokeDynamic name_and_type_index names a NameAndType",
         _indy_with(lambda cf: cf.cp.raw_entry(u1(18) + u2(0) + u2(cf.cp.utf8("x")))))
    pool("CpDynamicNatNotNat", "Dynamic name_and_type_index names a NameAndType",
         _indy_with(lambda cf: cf.cp.raw_entry(u1(17) + u2(0) + u2(cf.cp.integer(4)))),
         version=(55, 0))
    pool("CpMissingBootstrapMethods", "InvokeDynamic needs a BootstrapMethods attribute",
         lambda cf: cf.cp.invoke_dynamic(0, "run", "()V"))
    pool("CpBootstrapIndexOutOfRange", "bootstrap_method_attr_index within BootstrapMethods",
         _indy_with(lambda cf: cf.cp.invoke_dynamic(3, "run", "()V")))
    pool("Utf8ZeroByte", "no byte 0 in a Utf8", lambda cf: bad_utf8_entry(cf, b"a\x00b"))
    pool("Utf8ByteF0", "no byte in 0xF0..0xFF in a Utf8", lambda cf: bad_utf8_entry(cf, b"a\xf0b"))
    pool("Utf8ByteFF", "no byte in 0xF0..0xFF in a Utf8", lambda cf: bad_utf8_entry(cf, b"\xff"))
    pool("Utf8CutSequence", "no incomplete multi-byte sequence in a Utf8",
         lambda cf: bad_utf8_entry(cf, b"ab\xe2\x82"))
    pool("ThisClassOutOfRange", "this_class within the pool",
         lambda cf: setattr(cf, "this_class", 999))
    pool("ThisClassNotClass", "this_class names a Class",
         lambda cf: setattr(cf, "this_class", cf.cp.utf8(cf.name)))
    pool("SuperClassNotClass", "super_class names a Class",
         lambda cf: setattr(cf, "super_class", cf.cp.string("java/lang/Object")))
    pool("SuperClassOutOfRange", "super_class within the pool",
         lambda cf: setattr(cf, "super_class", 999))
    pool("SuperClassZero", "only java/lang/Object has super_class 0",
         lambda cf: setattr(cf, "super_class", 0))
    pool("InterfaceNotClass", "interfaces[] name Class entries",
         lambda cf: cf.interfaces.append(cf.cp.utf8("java/lang/Runnable")))
    return cases


def _indy_with(add_constant: Callable[[ClassFile], object]) -> Callable[[ClassFile], None]:
    """A change adding a constant plus a one-entry BootstrapMethods attribute."""
    def change(cf: ClassFile) -> None:
        add_constant(cf)
        handle = cf.cp.method_handle(REF_INVOKE_STATIC, cf.cp.method_ref(
            "java/lang/invoke/StringConcatFactory", "makeConcat",
            "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;"
            "Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;"))
        cf.attributes.append(bootstrap_methods(cf.cp, [(handle, [])]))
    return change


def name_and_descriptor_cases() -> list[Malformed]:
    """4.2 and 4.3: legal class, field and method names; legal descriptors."""
    cases = []

    def field(name: str, rule: str, fname: str, desc: str, access: int = ACC_STATIC) -> None:
        cases.append(built(name, rule, lambda cf: cf.add_field(access, fname, desc)))

    def method(name: str, rule: str, mname: str, desc: str, access: int = ACC_STATIC,
               max_locals: int = 4) -> None:
        cases.append(built(name, rule,
                           lambda cf: static_method(cf, mname, desc, access, max_locals)))

    cases.append(built("ThisClassBadName", "this_class holds a legal class name",
                       lambda cf: setattr(cf, "this_class", cf.cp.class_("Bad;Name"))))
    cases.append(built("ClassEntryBadName", "Class entries hold legal class names",
                       lambda cf: cf.cp.class_("a;b")))
    cases.append(built("SuperClassBadName", "Class entries hold legal class names",
                       lambda cf: setattr(cf, "super_class", cf.cp.class_("java/lang/"))))
    cases.append(built("ClassEntryBadArray", "array class names are legal descriptors",
                       lambda cf: cf.cp.class_("[X")))
    for suffix, bad in (("Dot", "a.b"), ("Semicolon", "a;b"), ("Bracket", "a[b"),
                        ("Slash", "a/b"), ("Empty", "")):
        field(f"FieldName{suffix}", f"unqualified field name (no '{bad}')", bad, "I")
    for suffix, bad in (("Angle", "a<b"), ("Special", "<run>"), ("Dot", "a.b")):
        method(f"MethodName{suffix}", f"method names other than <init>/<clinit> have no "
               f"'<', '>', '.' ({bad})", bad, "()V")
    method("InitReturnsInt", "<init> returns void", "<init>", "()I", ACC_PUBLIC)
    method("ClinitWithArgs", "<clinit> takes no arguments", "<clinit>", "(I)V", ACC_STATIC)
    for suffix, bad in (("Letter", "X"), ("Void", "V"), ("NoSemicolon", "Ljava/lang/String"),
                        ("EmptyClass", "L;"), ("Trailing", "II"), ("BareArray", "[")):
        field(f"FieldDesc{suffix}", f"legal field descriptor ({bad!r})", "f", bad)
    field("FieldDescTooManyDims", "at most 255 array dimensions", "f", "[" * 256 + "I")
    for suffix, bad in (("NoParen", "I)V"), ("Unclosed", "(I"), ("VoidArg", "(V)V"),
                        ("TwoReturns", "()II"), ("NoReturn", "()"), ("BadArg", "(Q)V")):
        method(f"MethodDesc{suffix}", f"legal method descriptor ({bad!r})", "m", bad)
    method("MethodDescTooManyDims", "at most 255 array dimensions", "m",
           "(" + "[" * 256 + "I)V")
    method("StaticTooManyArgSlots", "at most 255 argument slots", "m",
           "(" + "J" * 127 + "II)V", max_locals=256)
    cases.append(built("InstanceTooManyArgSlots", "at most 255 argument slots, this included",
                       lambda cf: cf.add_method(0, "m", "(" + "J" * 127 + "I)V",
                                                return_code(cf, 256))))
    cases.append(built("MethodrefFieldDescriptor", "a Methodref has a method descriptor",
                       lambda cf: cf.cp.method_ref("java/lang/Object", "m", "I")))
    cases.append(built("FieldrefMethodDescriptor", "a Fieldref has a field descriptor",
                       lambda cf: cf.cp.field_ref("java/lang/Object", "f", "()V")))
    cases.append(built("MethodrefBadName", "a Methodref names a legal method",
                       lambda cf: cf.cp.method_ref("java/lang/Object", "a<b", "()V")))
    return cases


def access_flag_cases() -> list[Malformed]:
    """4.1, 4.5, 4.6: legal combinations of access flags."""
    interface = ACC_PUBLIC | ACC_INTERFACE | ACC_ABSTRACT
    cases = []

    def cls(name: str, rule: str, access: int) -> None:
        cases.append(built(name, rule, lambda cf: None, access=access))

    cls("ClassFinalAbstract", "a class is not both final and abstract",
        ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT | ACC_SUPER)
    cls("InterfaceNotAbstract", "an interface is abstract", ACC_PUBLIC | ACC_INTERFACE)
    cls("InterfaceFinal", "an interface is not final", interface | ACC_FINAL)
    cls("InterfaceSuper", "an interface has no ACC_SUPER", interface | ACC_SUPER)
    cls("InterfaceEnum", "an interface has no ACC_ENUM", interface | ACC_ENUM)
    cls("AnnotationNotInterface", "ACC_ANNOTATION only on interfaces",
        ACC_PUBLIC | ACC_SUPER | ACC_ANNOTATION)

    def fld(name: str, rule: str, access: int, on_interface: bool = False) -> None:
        extra = {"access": interface} if on_interface else {}
        cases.append(built(name, rule, lambda cf: cf.add_field(access, "f", "I"), **extra))

    fld("FieldPublicPrivate", "at most one of public/private/protected",
        ACC_PUBLIC | ACC_PRIVATE)
    fld("FieldPrivateProtected", "at most one of public/private/protected",
        ACC_PRIVATE | ACC_PROTECTED)
    fld("FieldFinalVolatile", "a field is not both final and volatile",
        ACC_FINAL | ACC_VOLATILE)
    fld("InterfaceFieldNotStatic", "interface fields are public static final",
        ACC_PUBLIC | ACC_FINAL, True)
    fld("InterfaceFieldPrivate", "interface fields are public static final",
        ACC_PRIVATE | ACC_STATIC | ACC_FINAL, True)
    fld("InterfaceFieldNotFinal", "interface fields are public static final",
        ACC_PUBLIC | ACC_STATIC, True)

    def mth(name: str, rule: str, flags: int, mname: str = "m", with_code: bool = True,
            class_access: int = ACC_PUBLIC | ACC_SUPER) -> None:
        def change(cf: ClassFile) -> None:
            code = return_code(cf) if with_code else None
            cf.add_method(flags, mname, "()V", code)
        cases.append(built(name, rule, change, access=class_access))

    abstract_class = {"class_access": ACC_PUBLIC | ACC_SUPER | ACC_ABSTRACT}
    mth("MethodPublicPrivate", "at most one of public/private/protected",
        ACC_PUBLIC | ACC_PRIVATE | ACC_STATIC)
    mth("MethodPublicProtected", "at most one of public/private/protected",
        ACC_PUBLIC | ACC_PROTECTED | ACC_STATIC)
    for suffix, other in (("Final", ACC_FINAL), ("Static", ACC_STATIC),
                          ("Private", ACC_PRIVATE), ("Native", ACC_NATIVE),
                          ("Synchronized", ACC_SYNCHRONIZED), ("Strict", ACC_STRICT)):
        mth(f"MethodAbstract{suffix}", f"an abstract method is not {suffix.lower()}",
            ACC_ABSTRACT | other, with_code=False, **abstract_class)
    mth("InitStatic", "<init> is not static", ACC_PUBLIC | ACC_STATIC, "<init>")
    mth("InitFinal", "<init> is not final", ACC_PUBLIC | ACC_FINAL, "<init>")
    mth("InitSynchronized", "<init> is not synchronized", ACC_PUBLIC | ACC_SYNCHRONIZED,
        "<init>")
    on_interface = {"class_access": interface}
    mth("InterfaceMethodProtected", "interface methods are public or private",
        ACC_PROTECTED | ACC_ABSTRACT, with_code=False, **on_interface)
    mth("InterfaceMethodPackage", "interface methods are public or private",
        ACC_ABSTRACT, with_code=False, **on_interface)
    mth("InterfaceMethodFinal", "interface methods are not final",
        ACC_PUBLIC | ACC_FINAL, **on_interface)
    mth("InterfaceMethodSynchronized", "interface methods are not synchronized",
        ACC_PUBLIC | ACC_SYNCHRONIZED, **on_interface)
    mth("InterfaceMethodNative", "interface methods are not native",
        ACC_PUBLIC | ACC_NATIVE, with_code=False, **on_interface)
    cases.append(built("InterfaceMethodCodeV51", "before version 52 interface methods are "
                       "abstract", lambda cf: cf.add_method(ACC_PUBLIC, "m", "()V",
                                                            return_code(cf)),
                       access=interface, version=(51, 0), with_main=False))
    return cases


def member_cases() -> list[Malformed]:
    """4.5, 4.6: no duplicate members; Code exactly where it belongs."""
    abstract_class = {"access": ACC_PUBLIC | ACC_SUPER | ACC_ABSTRACT}

    def twice(cf: ClassFile, add: Callable[[], object]) -> None:
        add()
        add()

    return [
        built("DuplicateField", "no two fields with the same name and descriptor",
              lambda cf: twice(cf, lambda: cf.add_field(ACC_STATIC, "f", "I"))),
        built("DuplicateMethod", "no two methods with the same name and descriptor",
              lambda cf: twice(cf, lambda: static_method(cf, "m", "()V"))),
        built("DuplicateInterface", "no interface listed twice",
              lambda cf: cf.interfaces.extend([cf.cp.class_("java/lang/Runnable")] * 2)),
        built("InterfaceSuperNotObject", "an interface's super_class is java/lang/Object",
              lambda cf: setattr(cf, "super_class", cf.cp.class_("java/lang/Number")),
              access=ACC_PUBLIC | ACC_INTERFACE | ACC_ABSTRACT),
        built("MissingCode", "a method that is neither native nor abstract has Code",
              lambda cf: cf.add_method(ACC_STATIC, "m", "()V")),
        built("DuplicateCode", "at most one Code attribute",
              lambda cf: cf.add_method(ACC_STATIC, "m", "()V", return_code(cf),
                                       [return_code(cf).attribute()])),
        built("CodeInAbstract", "no Code in an abstract method",
              lambda cf: cf.add_method(ACC_PUBLIC | ACC_ABSTRACT, "m", "()V",
                                       return_code(cf)), **abstract_class),
        built("CodeInNative", "no Code in a native method",
              lambda cf: cf.add_method(ACC_STATIC | ACC_NATIVE, "m", "()V", return_code(cf))),
        built("ArgsExceedLocals", "max_locals holds the arguments",
              lambda cf: static_method(cf, "m", "(IJ)V", max_locals=2)),
    ]


def code_cases() -> list[Malformed]:
    """4.7.3: code_length in 1..65535, exception table inside the code."""
    def code_length(name: str, rule: str, body: bytes) -> Malformed:
        def change(cf: ClassFile) -> None:
            code = Code(cf.cp, 0, 1)
            code.raw(body)
            cf.add_method(ACC_STATIC, "m", "()V", code)
        return built(name, rule, change)

    def table(name: str, rule: str, start: int, end: int, handler: int,
              catch: Callable[[ClassFile], int] = lambda cf: 0) -> Malformed:
        def change(cf: ClassFile) -> None:
            code = Code(cf.cp, 1, 1)
            code.op("nop nop nop return")     # 4 bytes
            code.handler(start, end, handler, catch(cf))
            cf.add_method(ACC_STATIC, "m", "()V", code)
        return built(name, rule, change)

    return [
        code_length("CodeLengthZero", "code_length is not 0", b""),
        code_length("CodeLengthTooBig", "code_length below 65536", bytes(65535) + b"\xb1"),
        table("ExcStartNotBeforeEnd", "exception range start_pc < end_pc", 2, 2, 3),
        table("ExcEndBeyondCode", "exception range end_pc <= code_length", 0, 5, 3),
        table("ExcHandlerBeyondCode", "handler_pc < code_length", 0, 2, 4),
        table("ExcCatchTypeNotClass", "catch_type names a Class",
              0, 2, 3, lambda cf: cf.cp.utf8("java/lang/Throwable")),
        table("ExcCatchTypeOutOfRange", "catch_type within the pool", 0, 2, 3, lambda cf: 999),
    ]


def attribute_cases() -> list[Malformed]:
    """4.7: attribute lengths that match their contents; ConstantValue of the field's type."""
    def method_code(cf: ClassFile, **attribute_args) -> None:
        """A method whose Code attribute has overridden length fields."""
        cf.methods.append(Member(ACC_STATIC, cf.cp.utf8("m"), cf.cp.utf8("()V"),
                                 [return_code(cf).attribute(**attribute_args)]))

    def line_table_pc(cf: ClassFile) -> None:
        code = return_code(cf)
        code.lines.append((7, 1))          # the code is one byte long
        cf.add_method(ACC_STATIC, "m", "()V", code)

    def wrong_length(attribute: Attribute, delta: int) -> Attribute:
        attribute.length = len(attribute.data) + delta
        return attribute

    def constant(cf: ClassFile, desc: str, index: int) -> None:
        cf.add_field(ACC_STATIC | ACC_FINAL, "K", desc, [constant_value(cf.cp, index)])

    return [
        built("CodeAttrTooLong", "Code attribute_length matches its contents",
              lambda cf: method_code(cf, length=len(return_code(cf).attribute().data) + 1)),
        built("CodeAttrTooShort", "Code attribute_length matches its contents",
              lambda cf: method_code(cf, length=len(return_code(cf).attribute().data) - 1)),
        built("CodeLengthPastAttr", "code_length within the Code attribute",
              lambda cf: method_code(cf, code_length=200)),
        built("SourceFileWrongLength", "SourceFile attribute_length is 2",
              lambda cf: cf.attributes.append(
                  raw_attribute(cf.cp, "SourceFile", u2(cf.cp.utf8("A.java")) + b"\0"))),
        built("ConstantValueWrongLength", "ConstantValue attribute_length is 2",
              lambda cf: cf.add_field(ACC_STATIC, "K", "I", [raw_attribute(
                  cf.cp, "ConstantValue", u2(cf.cp.integer(1)) + b"\0")])),
        built("ExceptionsWrongLength", "Exceptions attribute_length matches its contents",
              lambda cf: cf.add_method(ACC_STATIC, "m", "()V", return_code(cf), [wrong_length(
                  exceptions(cf.cp, ["java/lang/Exception"]), 2)])),
        built("AttrLengthPastEnd", "an attribute ends inside the file",
              lambda cf: cf.attributes.append(raw_attribute(cf.cp, "Custom", b"ab", 1000))),
        built("LineNumberPcOutOfRange", "LineNumberTable start_pc < code_length",
              line_table_pc),
        built("ConstantValueStringOnInt", "ConstantValue matches the field type (int)",
              lambda cf: constant(cf, "I", cf.cp.string("x"))),
        built("ConstantValueIntOnLong", "ConstantValue matches the field type (long)",
              lambda cf: constant(cf, "J", cf.cp.integer(1))),
        built("ConstantValueIntOnString", "ConstantValue matches the field type (String)",
              lambda cf: constant(cf, "Ljava/lang/String;", cf.cp.integer(1))),
        built("ConstantValueUtf8", "ConstantValue names a constant, not a Utf8",
              lambda cf: constant(cf, "I", cf.cp.utf8("1"))),
        built("ConstantValueOutOfRange", "ConstantValue index within the pool",
              lambda cf: constant(cf, "I", 999)),
        built("SourceFileNotUtf8", "SourceFile names a Utf8",
              lambda cf: cf.attributes.append(raw_attribute(
                  cf.cp, "SourceFile", u2(cf.cp.integer(2))))),
    ]


def corpus() -> list[Malformed]:
    cases = (structure_cases() + version_cases() + pool_cases() +
             name_and_descriptor_cases() + access_flag_cases() + member_cases() +
             code_cases() + attribute_cases())
    for case in cases:
        case.wwvm_only = WWVM_ONLY.get(case.name, case.wwvm_only)
    names = [c.name for c in cases]
    assert len(set(names)) == len(names), "corpus names must be unique"
    return cases


# Cases the JDK does not refuse with the JVMS error when loading (checked against
# OpenJDK 17 with run_malformed.py --java); wwvm still must. Each says why.
WWVM_ONLY: dict[str, str] = {}


def write_corpus(directory: Path) -> list[Malformed]:
    directory.mkdir(parents=True, exist_ok=True)
    cases = corpus()
    for case in cases:
        case.write(directory)
    return cases
