"""Builds class files byte by byte: constant pool, members, attributes and a small bytecode
assembler, so tests can produce code javac never emits and files no compiler would write.

Everything follows JVMS chapter 4. Nothing is validated beyond what is needed to lay the bytes
out, and every index may be given raw (an int), so malformed files are as easy to write as
valid ones.

Typical use:

    cf = ClassFile("Hello", version=(49, 0))
    code = Code(cf.cp, max_stack=2, max_locals=1)
    code.field("getstatic", "java/lang/System", "out", "Ljava/io/PrintStream;")
    code.ldc_string("hi")
    code.invoke("invokevirtual", "java/io/PrintStream", "println", "(Ljava/lang/String;)V")
    code.op("return")
    cf.add_method(ACC_PUBLIC | ACC_STATIC, "main", "([Ljava/lang/String;)V", code)
    cf.write("/tmp/out")          # writes /tmp/out/Hello.class
"""

from __future__ import annotations

import struct
from pathlib import Path

# ---------------------------------------------------------------- access flags (JVMS 4.1, 4.5, 4.6)

ACC_PUBLIC = 0x0001
ACC_PRIVATE = 0x0002
ACC_PROTECTED = 0x0004
ACC_STATIC = 0x0008
ACC_FINAL = 0x0010
ACC_SUPER = 0x0020
ACC_SYNCHRONIZED = 0x0020
ACC_VOLATILE = 0x0040
ACC_BRIDGE = 0x0040
ACC_TRANSIENT = 0x0080
ACC_VARARGS = 0x0080
ACC_NATIVE = 0x0100
ACC_INTERFACE = 0x0200
ACC_ABSTRACT = 0x0400
ACC_STRICT = 0x0800
ACC_SYNTHETIC = 0x1000
ACC_ANNOTATION = 0x2000
ACC_ENUM = 0x4000
ACC_MODULE = 0x8000

# ---------------------------------------------------------------- constant pool tags (JVMS 4.4)

TAG_UTF8 = 1
TAG_INTEGER = 3
TAG_FLOAT = 4
TAG_LONG = 5
TAG_DOUBLE = 6
TAG_CLASS = 7
TAG_STRING = 8
TAG_FIELDREF = 9
TAG_METHODREF = 10
TAG_INTERFACE_METHODREF = 11
TAG_NAME_AND_TYPE = 12
TAG_METHOD_HANDLE = 15
TAG_METHOD_TYPE = 16
TAG_DYNAMIC = 17
TAG_INVOKE_DYNAMIC = 18
TAG_MODULE = 19
TAG_PACKAGE = 20

# Method handle reference kinds (JVMS 5.4.3.5).
REF_GET_FIELD, REF_GET_STATIC, REF_PUT_FIELD, REF_PUT_STATIC = 1, 2, 3, 4
REF_INVOKE_VIRTUAL, REF_INVOKE_STATIC, REF_INVOKE_SPECIAL = 5, 6, 7
REF_NEW_INVOKE_SPECIAL, REF_INVOKE_INTERFACE = 8, 9

# newarray element types (JVMS 6.5 newarray).
T_BOOLEAN, T_CHAR, T_FLOAT, T_DOUBLE, T_BYTE, T_SHORT, T_INT, T_LONG = 4, 5, 6, 7, 8, 9, 10, 11

# ---------------------------------------------------------------- opcodes (JVMS 6.5)

OPCODE_NAMES = """
nop aconst_null iconst_m1 iconst_0 iconst_1 iconst_2 iconst_3 iconst_4 iconst_5
lconst_0 lconst_1 fconst_0 fconst_1 fconst_2 dconst_0 dconst_1 bipush sipush ldc ldc_w ldc2_w
iload lload fload dload aload
iload_0 iload_1 iload_2 iload_3 lload_0 lload_1 lload_2 lload_3
fload_0 fload_1 fload_2 fload_3 dload_0 dload_1 dload_2 dload_3
aload_0 aload_1 aload_2 aload_3
iaload laload faload daload aaload baload caload saload
istore lstore fstore dstore astore
istore_0 istore_1 istore_2 istore_3 lstore_0 lstore_1 lstore_2 lstore_3
fstore_0 fstore_1 fstore_2 fstore_3 dstore_0 dstore_1 dstore_2 dstore_3
astore_0 astore_1 astore_2 astore_3
iastore lastore fastore dastore aastore bastore castore sastore
pop pop2 dup dup_x1 dup_x2 dup2 dup2_x1 dup2_x2 swap
iadd ladd fadd dadd isub lsub fsub dsub imul lmul fmul dmul idiv ldiv fdiv ddiv
irem lrem frem drem ineg lneg fneg dneg
ishl lshl ishr lshr iushr lushr iand land ior lor ixor lxor iinc
i2l i2f i2d l2i l2f l2d f2i f2l f2d d2i d2l d2f i2b i2c i2s
lcmp fcmpl fcmpg dcmpl dcmpg ifeq ifne iflt ifge ifgt ifle
if_icmpeq if_icmpne if_icmplt if_icmpge if_icmpgt if_icmple if_acmpeq if_acmpne
goto jsr ret tableswitch lookupswitch ireturn lreturn freturn dreturn areturn return
getstatic putstatic getfield putfield
invokevirtual invokespecial invokestatic invokeinterface invokedynamic
new newarray anewarray arraylength athrow checkcast instanceof monitorenter monitorexit
wide multianewarray ifnull ifnonnull goto_w jsr_w
""".split()
assert len(OPCODE_NAMES) == 202 and OPCODE_NAMES[0xc4] == "wide"
OPCODES = {name: number for number, name in enumerate(OPCODE_NAMES)}

# Instructions taking operands, by operand shape; every other opcode has none.
_LOCAL_OPS = {"iload", "lload", "fload", "dload", "aload",
              "istore", "lstore", "fstore", "dstore", "astore", "ret"}
_BRANCH16_OPS = {"ifeq", "ifne", "iflt", "ifge", "ifgt", "ifle", "if_icmpeq", "if_icmpne",
                 "if_icmplt", "if_icmpge", "if_icmpgt", "if_icmple", "if_acmpeq", "if_acmpne",
                 "goto", "jsr", "ifnull", "ifnonnull"}
_BRANCH32_OPS = {"goto_w", "jsr_w"}
_CP16_OPS = {"ldc_w", "ldc2_w", "getstatic", "putstatic", "getfield", "putfield",
             "invokevirtual", "invokespecial", "invokestatic", "new", "anewarray",
             "checkcast", "instanceof"}
_OTHER_OPERAND_OPS = {"bipush", "sipush", "ldc", "iinc", "tableswitch", "lookupswitch",
                      "invokeinterface", "invokedynamic", "newarray", "wide", "multianewarray"}
_WITH_OPERANDS = _LOCAL_OPS | _BRANCH16_OPS | _BRANCH32_OPS | _CP16_OPS | _OTHER_OPERAND_OPS


# ---------------------------------------------------------------- byte helpers

def u1(v: int) -> bytes:
    return struct.pack(">B", v & 0xFF)


def u2(v: int) -> bytes:
    return struct.pack(">H", v & 0xFFFF)


def u4(v: int) -> bytes:
    return struct.pack(">I", v & 0xFFFFFFFF)


def s1(v: int) -> bytes:
    return struct.pack(">b", v)


def s2(v: int) -> bytes:
    return struct.pack(">h", v)


def s4(v: int) -> bytes:
    return struct.pack(">i", v)


def modified_utf8(text: str) -> bytes:
    """The class-file string encoding (JVMS 4.4.7): NUL as two bytes, characters outside the
    BMP as two three-byte surrogates."""
    out = bytearray()
    for unit in _utf16_units(text):
        if 0 < unit < 0x80:
            out.append(unit)
        elif unit < 0x800:
            out += bytes([0xC0 | unit >> 6, 0x80 | unit & 0x3F])
        else:
            out += bytes([0xE0 | unit >> 12, 0x80 | (unit >> 6) & 0x3F, 0x80 | unit & 0x3F])
    return bytes(out)


def _utf16_units(text: str) -> list[int]:
    data = text.encode("utf-16-be", errors="surrogatepass")
    return [data[i] << 8 | data[i + 1] for i in range(0, len(data), 2)]


# ---------------------------------------------------------------- constant pool

class ConstantPool:
    """Constant pool builder. Each adder returns the entry's index; equal entries are shared.

    Arguments naming another entry accept either a Python value (a str becomes a Utf8 or
    Class entry as fitting) or a raw int index, which is used as is (even if wrong)."""

    def __init__(self) -> None:
        self._entries: list[bytes | None] = []   # None: the unusable slot after Long/Double
        self._index: dict[bytes, int] = {}

    @property
    def count(self) -> int:
        """The constant_pool_count field: one more than the highest index."""
        return len(self._entries) + 1

    def _add(self, entry: bytes, slots: int = 1) -> int:
        if entry in self._index:
            return self._index[entry]
        index = self.raw_entry(entry, slots)
        self._index[entry] = index
        return index

    def raw_entry(self, entry: bytes, slots: int = 1) -> int:
        """Append entry bytes (tag included) unshared; slots=2 for Long/Double layout."""
        self._entries.append(entry)
        index = len(self._entries)
        for _ in range(slots - 1):
            self._entries.append(None)
        return index

    def _utf8_ref(self, value: str | int) -> int:
        return value if isinstance(value, int) else self.utf8(value)

    def _class_ref(self, value: str | int) -> int:
        return value if isinstance(value, int) else self.class_(value)

    def utf8(self, text: str) -> int:
        return self.utf8_bytes(modified_utf8(text))

    def utf8_bytes(self, data: bytes, length: int | None = None) -> int:
        """A Utf8 entry holding exactly these bytes; length overrides the length field."""
        return self._add(u1(TAG_UTF8) + u2(len(data) if length is None else length) + data)

    def integer(self, value: int) -> int:
        return self._add(u1(TAG_INTEGER) + u4(value))

    def float_(self, value: float) -> int:
        return self._add(u1(TAG_FLOAT) + struct.pack(">f", value))

    def float_bits(self, bits: int) -> int:
        return self._add(u1(TAG_FLOAT) + u4(bits))

    def long(self, value: int) -> int:
        return self._add(u1(TAG_LONG) + struct.pack(">Q", value & (2**64 - 1)), 2)

    def double(self, value: float) -> int:
        return self._add(u1(TAG_DOUBLE) + struct.pack(">d", value), 2)

    def double_bits(self, bits: int) -> int:
        return self._add(u1(TAG_DOUBLE) + struct.pack(">Q", bits), 2)

    def class_(self, name: str | int) -> int:
        """A Class entry for an internal name ('java/lang/Object', '[I')."""
        return self._add(u1(TAG_CLASS) + u2(self._utf8_ref(name)))

    def string(self, text: str | int) -> int:
        return self._add(u1(TAG_STRING) + u2(self._utf8_ref(text)))

    def name_and_type(self, name: str | int, descriptor: str | int) -> int:
        return self._add(u1(TAG_NAME_AND_TYPE) + u2(self._utf8_ref(name)) +
                         u2(self._utf8_ref(descriptor)))

    def member_ref(self, tag: int, owner: str | int, name: str | int,
                   descriptor: str | int | None = None) -> int:
        """A Fieldref/Methodref/InterfaceMethodref. With descriptor None, name is the raw
        index of the NameAndType entry (so are the three adders below)."""
        nat = name if descriptor is None else self.name_and_type(name, descriptor)
        return self._add(u1(tag) + u2(self._class_ref(owner)) + u2(nat))

    def field_ref(self, owner: str | int, name: str | int,
                  descriptor: str | int | None = None) -> int:
        return self.member_ref(TAG_FIELDREF, owner, name, descriptor)

    def method_ref(self, owner: str | int, name: str | int,
                   descriptor: str | int | None = None) -> int:
        return self.member_ref(TAG_METHODREF, owner, name, descriptor)

    def interface_method_ref(self, owner: str | int, name: str | int,
                             descriptor: str | int | None = None) -> int:
        return self.member_ref(TAG_INTERFACE_METHODREF, owner, name, descriptor)

    def method_handle(self, kind: int, reference: int) -> int:
        """A MethodHandle entry: kind is one of REF_*, reference a member-ref index."""
        return self._add(u1(TAG_METHOD_HANDLE) + u1(kind) + u2(reference))

    def method_type(self, descriptor: str | int) -> int:
        return self._add(u1(TAG_METHOD_TYPE) + u2(self._utf8_ref(descriptor)))

    def dynamic(self, bootstrap_index: int, name: str | int, descriptor: str | int) -> int:
        """A CONSTANT_Dynamic; bootstrap_index indexes the BootstrapMethods attribute."""
        return self._add(u1(TAG_DYNAMIC) + u2(bootstrap_index) +
                         u2(self.name_and_type(name, descriptor)))

    def invoke_dynamic(self, bootstrap_index: int, name: str | int,
                       descriptor: str | int) -> int:
        return self._add(u1(TAG_INVOKE_DYNAMIC) + u2(bootstrap_index) +
                         u2(self.name_and_type(name, descriptor)))

    def module(self, name: str | int) -> int:
        return self._add(u1(TAG_MODULE) + u2(self._utf8_ref(name)))

    def package(self, name: str | int) -> int:
        return self._add(u1(TAG_PACKAGE) + u2(self._utf8_ref(name)))

    def to_bytes(self, count: int | None = None) -> bytes:
        """constant_pool_count and the entries; count overrides the count field."""
        body = b"".join(e for e in self._entries if e is not None)
        return u2(self.count if count is None else count) + body


# ---------------------------------------------------------------- attributes and members

class Attribute:
    """A named attribute. length overrides the attribute_length field (to write wrong ones)."""

    def __init__(self, name_index: int, data: bytes, length: int | None = None) -> None:
        self.name_index = name_index
        self.data = data
        self.length = length

    def to_bytes(self) -> bytes:
        length = len(self.data) if self.length is None else self.length
        return u2(self.name_index) + u4(length) + self.data


def attributes_bytes(attributes: list[Attribute]) -> bytes:
    return u2(len(attributes)) + b"".join(a.to_bytes() for a in attributes)


def raw_attribute(cp: ConstantPool, name: str, data: bytes,
                  length: int | None = None) -> Attribute:
    """Any attribute, its body given as bytes."""
    return Attribute(cp.utf8(name), data, length)


def source_file(cp: ConstantPool, file_name: str) -> Attribute:
    return raw_attribute(cp, "SourceFile", u2(cp.utf8(file_name)))


def constant_value(cp: ConstantPool, constant_index: int) -> Attribute:
    """ConstantValue for a static field; constant_index from cp.integer/long/string/..."""
    return raw_attribute(cp, "ConstantValue", u2(constant_index))


def exceptions(cp: ConstantPool, class_names: list[str]) -> Attribute:
    """The Exceptions attribute of a method (its throws clause)."""
    return raw_attribute(cp, "Exceptions", u2(len(class_names)) +
                         b"".join(u2(cp.class_(n)) for n in class_names))


def line_number_table(cp: ConstantPool, entries: list[tuple[int, int]]) -> Attribute:
    """LineNumberTable from (start_pc, line_number) pairs."""
    return raw_attribute(cp, "LineNumberTable", u2(len(entries)) +
                         b"".join(u2(pc) + u2(line) for pc, line in entries))


def stack_map_table_raw(cp: ConstantPool, frames: bytes, count: int) -> Attribute:
    """StackMapTable from already encoded frames (see StackMap for a builder)."""
    return raw_attribute(cp, "StackMapTable", u2(count) + frames)


def bootstrap_methods(cp: ConstantPool, methods: list[tuple[int, list[int]]]) -> Attribute:
    """BootstrapMethods from (method_handle_index, [argument indices]) pairs."""
    body = u2(len(methods))
    for handle, args in methods:
        body += u2(handle) + u2(len(args)) + b"".join(u2(a) for a in args)
    return raw_attribute(cp, "BootstrapMethods", body)


def inner_classes(cp: ConstantPool, entries: list[tuple[int, int, int, int]]) -> Attribute:
    """InnerClasses from (inner_class, outer_class, inner_name, access) index tuples."""
    return raw_attribute(cp, "InnerClasses", u2(len(entries)) + b"".join(
        u2(a) + u2(b) + u2(c) + u2(d) for a, b, c, d in entries))


def nest_host(cp: ConstantPool, host: str) -> Attribute:
    """NestHost (JVMS 4.7.28, version 55+): the class that heads this class's nest."""
    return raw_attribute(cp, "NestHost", u2(cp.class_(host)))


def nest_members(cp: ConstantPool, members: list[str]) -> Attribute:
    """NestMembers (JVMS 4.7.29, version 55+): the classes a nest host admits. A member
    whose NestHost names a host that does not list it is no nestmate of anyone."""
    return raw_attribute(cp, "NestMembers", u2(len(members)) +
                         b"".join(u2(cp.class_(m)) for m in members))


class Member:
    """A field_info or method_info: access flags, name, descriptor and attributes."""

    def __init__(self, access: int, name_index: int, descriptor_index: int,
                 attributes: list[Attribute]) -> None:
        self.access = access
        self.name_index = name_index
        self.descriptor_index = descriptor_index
        self.attributes = attributes

    def to_bytes(self) -> bytes:
        return (u2(self.access) + u2(self.name_index) + u2(self.descriptor_index) +
                attributes_bytes(self.attributes))


# ---------------------------------------------------------------- the class file

class ClassFile:
    """A whole class file. Fields are public so that tests can set any of them wrong:
    magic, minor, major, access, this_class, super_class (0 for none), interfaces (indices),
    fields, methods, attributes, and trailing (bytes appended after the last attribute)."""

    def __init__(self, name: str, super_name: str | None = "java/lang/Object", *,
                 access: int = ACC_PUBLIC | ACC_SUPER, version: tuple[int, int] = (52, 0),
                 interfaces: tuple[str, ...] = ()) -> None:
        self.name = name
        self.cp = ConstantPool()
        self.magic = 0xCAFEBABE
        self.major, self.minor = version
        self.access = access
        self.this_class = self.cp.class_(name)
        self.super_class = self.cp.class_(super_name) if super_name else 0
        self.interfaces = [self.cp.class_(i) for i in interfaces]
        self.fields: list[Member] = []
        self.methods: list[Member] = []
        self.attributes: list[Attribute] = []
        self.cp_count: int | None = None    # overrides constant_pool_count when set
        self.trailing = b""

    def add_field(self, access: int, name: str | int, descriptor: str | int,
                  attributes: list[Attribute] = ()) -> Member:
        field = Member(access, self.cp._utf8_ref(name), self.cp._utf8_ref(descriptor),
                       list(attributes))
        self.fields.append(field)
        return field

    def add_method(self, access: int, name: str | int, descriptor: str | int,
                   code: Code | None = None, attributes: list[Attribute] = ()) -> Member:
        """Add a method; code (if given) becomes its Code attribute, before `attributes`."""
        attrs = ([code.attribute()] if code is not None else []) + list(attributes)
        method = Member(access, self.cp._utf8_ref(name), self.cp._utf8_ref(descriptor), attrs)
        self.methods.append(method)
        return method

    def to_bytes(self) -> bytes:
        """Serialise. Build every code and attribute first: their constants enter the pool."""
        tail = (u2(self.access) + u2(self.this_class) + u2(self.super_class) +
                u2(len(self.interfaces)) + b"".join(u2(i) for i in self.interfaces) +
                u2(len(self.fields)) + b"".join(f.to_bytes() for f in self.fields) +
                u2(len(self.methods)) + b"".join(m.to_bytes() for m in self.methods) +
                attributes_bytes(self.attributes))
        return (u4(self.magic) + u2(self.minor) + u2(self.major) +
                self.cp.to_bytes(self.cp_count) + tail + self.trailing)

    def write(self, directory: str | Path) -> Path:
        """Write <directory>/<internal name>.class, creating package folders."""
        path = Path(directory) / f"{self.name}.class"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(self.to_bytes())
        return path


# ---------------------------------------------------------------- the assembler

class Label:
    """A code position, known once placed with Code.place()."""

    def __init__(self, name: str = "") -> None:
        self.name = name
        self.pc: int | None = None

    def __repr__(self) -> str:
        return f"Label({self.name!r}, pc={self.pc})"


class Code:
    """Assembles one method's bytecode and builds its Code attribute.

    Instructions are appended in order; branches name Labels that may be placed later and
    are patched when the attribute is built. max_stack and max_locals are given, not
    computed. Short forms are never chosen behind your back: op("iload_0") and
    local("iload", 0) are different instructions."""

    def __init__(self, cp: ConstantPool, max_stack: int, max_locals: int) -> None:
        self.cp = cp
        self.max_stack = max_stack
        self.max_locals = max_locals
        self.code = bytearray()
        self.exception_table: list[tuple[Label | int, Label | int, Label | int, int]] = []
        self.lines: list[tuple[int, int]] = []
        self.attributes: list[Attribute] = []   # extra attributes of the Code attribute
        self._fixups: list[tuple[int, int, Label, int]] = []  # (insn pc, at, label, size)

    @property
    def pc(self) -> int:
        return len(self.code)

    # ---- positions

    def label(self, name: str = "") -> Label:
        return Label(name)

    def place(self, label: Label) -> Label:
        """Put label at the current pc."""
        if label.pc is not None:
            raise ValueError(f"{label} placed twice")
        label.pc = self.pc
        return label

    def here(self, name: str = "") -> Label:
        """A new label placed at the current pc."""
        return self.place(Label(name))

    def line(self, number: int) -> None:
        """A LineNumberTable entry: code from here on belongs to source line `number`."""
        self.lines.append((self.pc, number))

    def handler(self, start: Label | int, end: Label | int, handler: Label | int,
                catch_type: str | int | None = None) -> None:
        """An exception table entry; catch_type None catches everything (finally)."""
        if isinstance(catch_type, str):
            catch_type = self.cp.class_(catch_type)
        self.exception_table.append((start, end, handler, catch_type or 0))

    # ---- instructions

    def raw(self, data: bytes) -> None:
        """Append bytes as they are (operands of hand-made instructions, junk)."""
        self.code += data

    def op(self, *names: str) -> None:
        """Append operand-less instructions, e.g. op("iload_0", "iconst_1", "iadd")."""
        for name in names:
            for word in name.split():
                if word in _WITH_OPERANDS:
                    raise ValueError(f"{word} takes operands; use its own method")
                self.code.append(OPCODES[word])

    def bipush(self, value: int) -> None:
        self.code += u1(OPCODES["bipush"]) + s1(value)

    def sipush(self, value: int) -> None:
        self.code += u1(OPCODES["sipush"]) + s2(value)

    def push_int(self, value: int) -> None:
        """The shortest instruction pushing an int constant."""
        if -1 <= value <= 5:
            self.op(f"iconst_{value}" if value >= 0 else "iconst_m1")
        elif -128 <= value <= 127:
            self.bipush(value)
        elif -32768 <= value <= 32767:
            self.sipush(value)
        else:
            self.ldc_auto(self.cp.integer(value))

    def ldc(self, index: int) -> None:
        self.code += u1(OPCODES["ldc"]) + u1(index)

    def ldc_w(self, index: int) -> None:
        self.code += u1(OPCODES["ldc_w"]) + u2(index)

    def ldc2_w(self, index: int) -> None:
        self.code += u1(OPCODES["ldc2_w"]) + u2(index)

    def ldc_auto(self, index: int) -> None:
        """ldc when the index fits a byte, ldc_w otherwise."""
        self.ldc(index) if index < 256 else self.ldc_w(index)

    def ldc_string(self, text: str) -> None:
        self.ldc_auto(self.cp.string(text))

    def local(self, name: str, index: int, wide: bool | None = None) -> None:
        """xload/xstore/ret of a local; wide=None uses `wide` only when index > 255."""
        if name not in _LOCAL_OPS:
            raise ValueError(f"{name} is not a local-variable instruction")
        if wide or (wide is None and index > 255):
            self.code += u1(OPCODES["wide"]) + u1(OPCODES[name]) + u2(index)
        else:
            self.code += u1(OPCODES[name]) + u1(index)

    def iinc(self, index: int, delta: int, wide: bool | None = None) -> None:
        """iinc; wide=None uses `wide` only when index or delta does not fit a byte."""
        if wide or (wide is None and not (index <= 255 and -128 <= delta <= 127)):
            self.code += u1(OPCODES["wide"]) + u1(OPCODES["iinc"]) + u2(index) + s2(delta)
        else:
            self.code += u1(OPCODES["iinc"]) + u1(index) + s1(delta)

    def branch(self, name: str, target: Label) -> None:
        """A conditional or unconditional branch, jsr, or their 32-bit forms."""
        size = 4 if name in _BRANCH32_OPS else 2
        if size == 2 and name not in _BRANCH16_OPS:
            raise ValueError(f"{name} is not a branch")
        start = self.pc
        self.code.append(OPCODES[name])
        self._fixups.append((start, self.pc, target, size))
        self.code += bytes(size)

    def tableswitch(self, default: Label, low: int, targets: list[Label]) -> None:
        """tableswitch over low..low+len(targets)-1, padded to a 4-byte boundary."""
        start = self._switch_start("tableswitch")
        self._fixup32(start, default)
        self.code += s4(low) + s4(low + len(targets) - 1)
        for target in targets:
            self._fixup32(start, target)

    def lookupswitch(self, default: Label, pairs: dict[int, Label]) -> None:
        """lookupswitch; keys are written sorted (as signed ints), as JVMS requires."""
        start = self._switch_start("lookupswitch")
        self._fixup32(start, default)
        self.code += s4(len(pairs))
        for key in sorted(pairs):
            self.code += s4(key)
            self._fixup32(start, pairs[key])

    def _switch_start(self, name: str) -> int:
        start = self.pc
        self.code.append(OPCODES[name])
        while self.pc % 4:
            self.code.append(0)
        return start

    def _fixup32(self, start: int, target: Label) -> None:
        self._fixups.append((start, self.pc, target, 4))
        self.code += bytes(4)

    def cp_op(self, name: str, index: int) -> None:
        """An instruction with a two-byte constant-pool operand, index given raw."""
        if name not in _CP16_OPS:
            raise ValueError(f"{name} has no two-byte constant-pool operand")
        self.code += u1(OPCODES[name]) + u2(index)

    def field(self, name: str, owner: str, field_name: str, descriptor: str) -> None:
        """getstatic/putstatic/getfield/putfield."""
        self.cp_op(name, self.cp.field_ref(owner, field_name, descriptor))

    def invoke(self, name: str, owner: str, method: str, descriptor: str) -> None:
        """invokevirtual/invokespecial/invokestatic (Methodref) or invokeinterface."""
        if name == "invokeinterface":
            ref = self.cp.interface_method_ref(owner, method, descriptor)
            self.code += u1(OPCODES[name]) + u2(ref) + u1(_arg_slots(descriptor) + 1) + u1(0)
        else:
            self.cp_op(name, self.cp.method_ref(owner, method, descriptor))

    def class_op(self, name: str, class_name: str) -> None:
        """new/anewarray/checkcast/instanceof on a class named by internal name."""
        self.cp_op(name, self.cp.class_(class_name))

    def newarray(self, element_type: int) -> None:
        self.code += u1(OPCODES["newarray"]) + u1(element_type)

    def multianewarray(self, class_name: str, dimensions: int) -> None:
        self.code += u1(OPCODES["multianewarray"]) + u2(self.cp.class_(class_name)) + u1(dimensions)

    def invokedynamic(self, index: int) -> None:
        self.code += u1(OPCODES["invokedynamic"]) + u2(index) + u2(0)

    # ---- output

    def assemble(self) -> bytes:
        """The code bytes with every branch offset filled in."""
        code = bytearray(self.code)
        for start, at, target, size in self._fixups:
            if target.pc is None:
                raise ValueError(f"{target} used but never placed")
            offset = target.pc - start
            if size == 2 and not -32768 <= offset <= 32767:
                raise ValueError(f"branch at {start} to {target} needs a 32-bit offset")
            code[at:at + size] = s2(offset) if size == 2 else s4(offset)
        return bytes(code)

    def exception_table_bytes(self) -> bytes:
        def pc(x: Label | int) -> int:
            return x if isinstance(x, int) else x.pc
        return u2(len(self.exception_table)) + b"".join(
            u2(pc(s)) + u2(pc(e)) + u2(pc(h)) + u2(t) for s, e, h, t in self.exception_table)

    def attribute(self, code_length: int | None = None, length: int | None = None) -> Attribute:
        """The Code attribute (with a LineNumberTable if lines were marked, then
        self.attributes). code_length and length override the written length fields."""
        code = self.assemble()
        attrs = list(self.attributes)
        if self.lines:
            attrs.insert(0, line_number_table(self.cp, self.lines))
        data = (u2(self.max_stack) + u2(self.max_locals) +
                u4(len(code) if code_length is None else code_length) + code +
                self.exception_table_bytes() + attributes_bytes(attrs))
        return Attribute(self.cp.utf8("Code"), data, length)


def _arg_slots(descriptor: str) -> int:
    """Argument slots of a method descriptor (long and double take two)."""
    slots, i = 0, 1
    while descriptor[i] != ")":
        kind = descriptor[i]
        while descriptor[i] == "[":
            i += 1
        if descriptor[i] == "L":
            i = descriptor.index(";", i)
        slots += 2 if kind in "JD" else 1
        i += 1
    return slots


# ---------------------------------------------------------------- StackMapTable frames (JVMS 4.7.4)

# Verification types; OBJECT and UNINITIALIZED take an operand (see the functions below).
V_TOP, V_INTEGER, V_FLOAT, V_DOUBLE, V_LONG, V_NULL, V_UNINITIALIZED_THIS = (
    b"\x00", b"\x01", b"\x02", b"\x03", b"\x04", b"\x05", b"\x06")


def v_object(cp: ConstantPool, class_name: str) -> bytes:
    return b"\x07" + u2(cp.class_(class_name))


def v_uninitialized(new_pc: int) -> bytes:
    return b"\x08" + u2(new_pc)


class StackMap:
    """Collects frames at code positions and encodes a StackMapTable, choosing the compact
    frame kinds and computing the offset deltas. Frames may be added in any order.

    Each frame states the full locals/stack layout in terms of the previous frame, exactly
    as JVMS describes: same, same_locals_1_stack_item, chop, append or full."""

    def __init__(self, cp: ConstantPool) -> None:
        self.cp = cp
        self._frames: list[tuple[Label | int, str, tuple]] = []

    def __len__(self) -> int:
        """How many frames were added (a method with no branches needs none)."""
        return len(self._frames)

    def same(self, at: Label | int) -> None:
        self._frames.append((at, "same", ()))

    def same_locals_1(self, at: Label | int, stack_item: bytes) -> None:
        self._frames.append((at, "same1", (stack_item,)))

    def chop(self, at: Label | int, count: int) -> None:
        self._frames.append((at, "chop", (count,)))

    def append(self, at: Label | int, *locals_: bytes) -> None:
        self._frames.append((at, "append", locals_))

    def full(self, at: Label | int, locals_: list[bytes], stack: list[bytes]) -> None:
        self._frames.append((at, "full", (locals_, stack)))

    def attribute(self) -> Attribute:
        """Encode; call after the code's labels are placed."""
        def pc(x: Label | int) -> int:
            return x if isinstance(x, int) else x.pc
        frames = sorted(self._frames, key=lambda f: pc(f[0]))
        out, previous = bytearray(), -1
        for at, kind, args in frames:
            delta = pc(at) - previous - 1
            previous = pc(at)
            out += _encode_frame(kind, args, delta)
        return stack_map_table_raw(self.cp, bytes(out), len(frames))


def _encode_frame(kind: str, args: tuple, delta: int) -> bytes:
    if kind == "same":
        return u1(delta) if delta < 64 else u1(251) + u2(delta)
    if kind == "same1":
        return (u1(64 + delta) if delta < 64 else u1(247) + u2(delta)) + args[0]
    if kind == "chop":
        return u1(251 - args[0]) + u2(delta)
    if kind == "append":
        return u1(251 + len(args)) + u2(delta) + b"".join(args)
    locals_, stack = args
    return (u1(255) + u2(delta) + u2(len(locals_)) + b"".join(locals_) +
            u2(len(stack)) + b"".join(stack))
