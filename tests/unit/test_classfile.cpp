// Tests for vm/classfile: class files are built byte by byte here (the tests
// run without javac), then parsed; valid ones must come out field for field,
// broken ones must give the JDK's error class and message, never a crash.
#include <gtest/gtest.h>

#include <cstring>
#include <map>
#include <optional>
#include <random>

#include "vm/classfile.h"

namespace ww::vm {
namespace {

constexpr const char* kFormat = "java/lang/ClassFormatError";
constexpr const char* kVersion = "java/lang/UnsupportedClassVersionError";

// A growable big-endian byte string.
struct Bytes {
  std::vector<uint8_t> v;
  Bytes& u1(unsigned x) { v.push_back(static_cast<uint8_t>(x)); return *this; }
  Bytes& u2(unsigned x) { return u1(x >> 8).u1(x); }
  Bytes& u4(uint32_t x) { return u2(x >> 16).u2(x & 0xFFFF); }
  Bytes& u8(uint64_t x) { return u4(static_cast<uint32_t>(x >> 32)).u4(static_cast<uint32_t>(x)); }
  Bytes& raw(std::string_view s) { v.insert(v.end(), s.begin(), s.end()); return *this; }
  Bytes& add(const Bytes& b) { v.insert(v.end(), b.v.begin(), b.v.end()); return *this; }
  size_t size() const { return v.size(); }
};

// Builds a class file. By default: public class Foo extends java/lang/Object,
// version 52.0, no members; tests add what they need or change a field.
class ClassBuilder {
 public:
  uint16_t major = 52, minor = 0;
  uint16_t access = 0x0021;  // public super
  std::string name = "Foo", superName = "java/lang/Object";
  std::vector<std::string> interfaces;
  std::optional<uint16_t> thisIndex, superIndex;  // override the computed indices
  std::vector<uint16_t> rawInterfaces;            // interface indices written as they are
  std::vector<Bytes> attributes;                  // class attributes
  Bytes trailer;                                  // appended after everything

  uint16_t entry(const Bytes& b, int slots = 1) {
    pool_.push_back(b);
    uint16_t index = next_;
    next_ = static_cast<uint16_t>(next_ + slots);
    return index;
  }
  uint16_t utf8(std::string_view s) {
    auto it = utf8s_.find(std::string(s));
    if (it != utf8s_.end()) return it->second;
    return utf8s_[std::string(s)] = entry(Bytes().u1(1).u2(static_cast<unsigned>(s.size())).raw(s));
  }
  uint16_t cls(std::string_view n) { return entry(Bytes().u1(7).u2(utf8(n))); }
  uint16_t string(std::string_view s) { return entry(Bytes().u1(8).u2(utf8(s))); }
  uint16_t integer(int32_t i) { return entry(Bytes().u1(3).u4(static_cast<uint32_t>(i))); }
  uint16_t nat(std::string_view n, std::string_view d) { return entry(Bytes().u1(12).u2(utf8(n)).u2(utf8(d))); }
  uint16_t ref(unsigned tag, std::string_view c, std::string_view n, std::string_view d) {
    uint16_t classIndex = cls(c), natIndex = nat(n, d);
    return entry(Bytes().u1(tag).u2(classIndex).u2(natIndex));
  }
  uint16_t methodHandle(unsigned kind, uint16_t target) { return entry(Bytes().u1(15).u1(kind).u2(target)); }

  Bytes attr(std::string_view attrName, const Bytes& body) {
    return Bytes().u2(utf8(attrName)).u4(static_cast<uint32_t>(body.size())).add(body);
  }
  // A Code attribute; `code` defaults to a lone `return`.
  Bytes code(Bytes insns = Bytes().u1(0xB1), uint16_t maxLocals = 1, Bytes exceptionTable = {},
             std::vector<Bytes> attrs = {}) {
    Bytes b;
    b.u2(2).u2(maxLocals).u4(static_cast<uint32_t>(insns.size())).add(insns);
    b.u2(static_cast<unsigned>(exceptionTable.size() / 8)).add(exceptionTable);
    b.u2(static_cast<unsigned>(attrs.size()));
    for (const Bytes& a : attrs) b.add(a);
    return attr("Code", b);
  }
  void field(uint16_t acc, std::string_view n, std::string_view d, std::vector<Bytes> attrs = {}) {
    fields_.push_back(member(acc, n, d, attrs));
  }
  // A method; without `attrs` it gets a Code attribute with a lone `return`.
  void method(uint16_t acc, std::string_view n, std::string_view d, std::optional<std::vector<Bytes>> attrs = {}) {
    methods_.push_back(member(acc, n, d, attrs ? *attrs : std::vector<Bytes>{code()}));
  }

  std::vector<uint8_t> build() {
    uint16_t thisIdx = thisIndex ? *thisIndex : cls(name);
    uint16_t superIdx = superIndex ? *superIndex : (superName.empty() ? 0 : cls(superName));
    std::vector<uint16_t> ifaces;
    for (const std::string& i : interfaces) ifaces.push_back(cls(i));
    ifaces.insert(ifaces.end(), rawInterfaces.begin(), rawInterfaces.end());
    Bytes b;
    b.u4(0xCAFEBABE).u2(minor).u2(major).u2(next_);
    for (const Bytes& e : pool_) b.add(e);
    b.u2(access).u2(thisIdx).u2(superIdx).u2(static_cast<unsigned>(ifaces.size()));
    for (uint16_t i : ifaces) b.u2(i);
    appendTable(b, fields_);
    appendTable(b, methods_);
    appendTable(b, attributes);
    b.add(trailer);
    return b.v;
  }

 private:
  Bytes member(uint16_t acc, std::string_view n, std::string_view d, const std::vector<Bytes>& attrs) {
    Bytes b;
    b.u2(acc).u2(utf8(n)).u2(utf8(d)).u2(static_cast<unsigned>(attrs.size()));
    for (const Bytes& a : attrs) b.add(a);
    return b;
  }
  static void appendTable(Bytes& b, const std::vector<Bytes>& items) {
    b.u2(static_cast<unsigned>(items.size()));
    for (const Bytes& i : items) b.add(i);
  }

  std::vector<Bytes> pool_;
  uint16_t next_ = 1;
  std::map<std::string, uint16_t> utf8s_;
  std::vector<Bytes> fields_, methods_;
};

ParseResult parse(const std::vector<uint8_t>& bytes, const std::string& expected = "Foo") {
  return parseClassFile(bytes.data(), bytes.size(), expected);
}

// Parses and checks the error; an empty `message` only checks the class.
void expectError(const std::vector<uint8_t>& bytes, const std::string& errorClass, const std::string& message) {
  ParseResult r = parse(bytes);
  ASSERT_FALSE(r.ok()) << "expected: " << message;
  EXPECT_EQ(r.errorClass, errorClass);
  if (!message.empty()) {
    EXPECT_EQ(r.message, message);
  }
}

void expectFormatError(ClassBuilder& b, const std::string& message) { expectError(b.build(), kFormat, message); }

void expectOk(ClassBuilder& b) {
  ParseResult r = parse(b.build());
  EXPECT_TRUE(r.ok()) << r.errorClass << ": " << r.message;
}

// ---- A valid class, read back field by field ----

// A class with a little of everything javac emits for a small program.
std::vector<uint8_t> richClass() {
  ClassBuilder b;
  b.interfaces = {"java/lang/Runnable"};
  uint16_t longIndex = b.entry(Bytes().u1(5).u8(0x123456789ABCDEF0ull), 2);
  uint16_t doubleIndex = b.entry(Bytes().u1(6).u8(0x400921FB54442D18ull), 2);  // pi
  uint16_t floatIndex = b.entry(Bytes().u1(4).u4(0x3FC00000));                 // 1.5f
  uint16_t intIndex = b.integer(-7);
  uint16_t strIndex = b.string("hello");
  uint16_t initRef = b.ref(10, "java/lang/Object", "<init>", "()V");
  uint16_t exClass = b.cls("java/lang/Exception");
  b.field(0x0019, "MAX", "J", {b.attr("ConstantValue", Bytes().u2(longIndex))});
  b.field(0x0008, "PI", "D", {b.attr("ConstantValue", Bytes().u2(doubleIndex))});
  b.field(0x0008, "F", "F", {b.attr("ConstantValue", Bytes().u2(floatIndex))});
  b.field(0x0018, "N", "I", {b.attr("ConstantValue", Bytes().u2(intIndex))});
  b.field(0x0018, "S", "Ljava/lang/String;", {b.attr("ConstantValue", Bytes().u2(strIndex))});
  b.field(0x0002, "list", "Ljava/util/List;",
          {b.attr("Signature", Bytes().u2(b.utf8("Ljava/util/List<Ljava/lang/String;>;")))});
  Bytes insns = Bytes().u1(0x2A).u1(0xB7).u2(initRef).u1(0xB1);  // aload_0; invokespecial; return
  Bytes handlers = Bytes().u2(0).u2(4).u2(4).u2(exClass);
  Bytes lines = Bytes().u2(2).u2(0).u2(10).u2(4).u2(11);
  Bytes locals = Bytes().u2(1).u2(0).u2(5).u2(b.utf8("this")).u2(b.utf8("LFoo;")).u2(0);
  Bytes stackMap = Bytes().u2(1).u1(0xFF);
  b.method(0x0001, "<init>", "()V",
           std::vector<Bytes>{b.code(insns, 1, handlers,
                                     {b.attr("LineNumberTable", lines), b.attr("LocalVariableTable", locals),
                                      b.attr("StackMapTable", stackMap)}),
                              b.attr("Exceptions", Bytes().u2(1).u2(exClass))});
  b.method(0x0001, "run", "()V");
  b.method(0x0109, "nat", "(JD[[Ljava/lang/String;)I", std::vector<Bytes>{});
  b.attributes.push_back(b.attr("SourceFile", Bytes().u2(b.utf8("Foo.java"))));
  uint16_t inner = b.cls("Foo$Inner");
  b.attributes.push_back(b.attr("InnerClasses", Bytes().u2(1).u2(inner).u2(b.cls("Foo")).u2(b.utf8("Inner")).u2(0x0009)));
  b.attributes.push_back(b.attr("Deprecated", Bytes()));
  b.attributes.push_back(b.attr("SomethingUnknown", Bytes().u4(0xDEADBEEF)));
  return b.build();
}

TEST(ClassFile, ValidClassParsesFieldByField) {
  ParseResult r = parse(richClass());
  ASSERT_TRUE(r.ok()) << r.message;
  const ClassFile& cf = *r.file;
  EXPECT_EQ(cf.majorVersion, 52);
  EXPECT_EQ(cf.minorVersion, 0);
  EXPECT_EQ(cf.access, 0x0021);
  EXPECT_EQ(cf.thisClass, "Foo");
  EXPECT_EQ(cf.superClass, "java/lang/Object");
  EXPECT_EQ(cf.interfaces, std::vector<std::string>{"java/lang/Runnable"});
  EXPECT_EQ(cf.sourceFile, "Foo.java");
  EXPECT_FALSE(cf.isRecord);

  ASSERT_EQ(cf.fields.size(), 6u);
  const MemberInfo& max = cf.fields[0];
  EXPECT_EQ(max.name, "MAX");
  EXPECT_EQ(max.descriptor, "J");
  EXPECT_EQ(max.access, 0x0019);
  EXPECT_EQ(cf.constantPool[max.constantValue].tag, CpTag::Long);
  EXPECT_EQ(cf.constantPool[max.constantValue].j, 0x123456789ABCDEF0ll);
  EXPECT_EQ(cf.constantPool[max.constantValue + 1].tag, CpTag::Unusable);  // second slot of the long
  EXPECT_DOUBLE_EQ(cf.constantPool[cf.fields[1].constantValue].d, 3.141592653589793);
  EXPECT_FLOAT_EQ(cf.constantPool[cf.fields[2].constantValue].f, 1.5f);
  EXPECT_EQ(cf.constantPool[cf.fields[3].constantValue].i, -7);
  EXPECT_EQ(cf.utf8(cf.constantPool[cf.fields[4].constantValue].ref1), "hello");
  EXPECT_EQ(cf.fields[5].constantValue, 0);
  EXPECT_EQ(cf.fields[5].signature, "Ljava/util/List<Ljava/lang/String;>;");

  ASSERT_EQ(cf.methods.size(), 3u);
  const MemberInfo& init = cf.methods[0];
  EXPECT_EQ(init.name, "<init>");
  EXPECT_EQ(init.descriptor, "()V");
  ASSERT_TRUE(init.code);
  const CodeAttribute& code = *init.code;
  EXPECT_EQ(code.maxStack, 2);
  EXPECT_EQ(code.maxLocals, 1);
  EXPECT_EQ(code.code, (std::vector<uint8_t>{0x2A, 0xB7, code.code[2], code.code[3], 0xB1}));
  ASSERT_EQ(code.exceptionTable.size(), 1u);
  EXPECT_EQ(code.exceptionTable[0].startPc, 0);
  EXPECT_EQ(code.exceptionTable[0].endPc, 4);
  EXPECT_EQ(code.exceptionTable[0].handlerPc, 4);
  EXPECT_EQ(cf.className(code.exceptionTable[0].catchType), "java/lang/Exception");
  ASSERT_EQ(code.lineNumbers.size(), 2u);
  EXPECT_EQ(code.lineNumbers[1].startPc, 4);
  EXPECT_EQ(code.lineNumbers[1].line, 11);
  ASSERT_EQ(code.localVariables.size(), 1u);
  EXPECT_EQ(cf.utf8(code.localVariables[0].nameIndex), "this");
  EXPECT_EQ(code.localVariables[0].length, 5);
  EXPECT_TRUE(code.hasStackMapTable);
  EXPECT_EQ(code.stackMapTable, (std::vector<uint8_t>{0x00, 0x01, 0xFF}));
  ASSERT_EQ(init.exceptions.size(), 1u);
  EXPECT_EQ(cf.className(init.exceptions[0]), "java/lang/Exception");
  EXPECT_TRUE(cf.methods[1].code);
  EXPECT_FALSE(cf.methods[2].code);  // native
  EXPECT_EQ(cf.methods[2].access, 0x0109);

  ASSERT_EQ(cf.innerClasses.size(), 1u);
  EXPECT_EQ(cf.className(cf.innerClasses[0].innerClass), "Foo$Inner");
  EXPECT_EQ(cf.className(cf.innerClasses[0].outerClass), "Foo");
  EXPECT_EQ(cf.utf8(cf.innerClasses[0].innerName), "Inner");
  EXPECT_EQ(cf.innerClasses[0].innerAccess, 0x0009);
}

TEST(ClassFile, JavaLangObjectHasNoSuperclass) {
  ClassBuilder b;
  b.name = "java/lang/Object";
  b.superName = "";
  ParseResult r = parse(b.build(), "java/lang/Object");
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(r.file->superClass, "");
}

TEST(ClassFile, ExpectedNameIsNotCheckedAgainstThisClass) {
  ClassBuilder b;
  ParseResult r = parse(b.build(), "Bar");
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r.file->thisClass, "Foo");
}

// ---- Versions ----

std::vector<uint8_t> withVersion(uint16_t major, uint16_t minor) {
  ClassBuilder b;
  b.major = major;
  b.minor = minor;
  b.name = "p/Foo";
  return b.build();
}

TEST(ClassFileVersion, AcceptsVersions45To61) {
  for (uint16_t major = 45; major <= 61; ++major) EXPECT_TRUE(parse(withVersion(major, 0)).ok()) << major;
  EXPECT_TRUE(parse(withVersion(45, 3)).ok());
  EXPECT_TRUE(parse(withVersion(55, 7)).ok());  // before 56 any minor version goes
}

TEST(ClassFileVersion, RefusesNewerVersions) {
  expectError(withVersion(62, 0), kVersion,
              "p/Foo has been compiled by a more recent version of the Java Runtime (class file version 62.0), "
              "this version of the Java Runtime only recognizes class file versions up to 61.0");
  expectError(withVersion(0xFFFF, 0), kVersion, "");
}

TEST(ClassFileVersion, RefusesOlderVersions) {
  expectError(withVersion(44, 0), kVersion, "p/Foo (class file version 44.0) was compiled with an invalid major version");
}

TEST(ClassFileVersion, RefusesPreviewAndNonZeroMinorVersions) {
  expectError(withVersion(61, 0xFFFF), kVersion,
              "Preview features are not enabled for p/Foo (class file version 61.65535). "
              "Try running with '--enable-preview'");
  expectError(withVersion(58, 0xFFFF), kVersion,
              "p/Foo (class file version 58.65535) was compiled with preview features that are unsupported. "
              "This version of the Java Runtime only recognizes preview features for class file version 61.65535");
  expectError(withVersion(56, 1), kVersion, "p/Foo (class file version 56.1) was compiled with an invalid non-zero minor version");
}

TEST(ClassFileVersion, NamesTheRequestedClassWhenThisClassCannotBeRead) {
  std::vector<uint8_t> bytes = withVersion(62, 0);
  bytes.resize(12);  // the constant pool is cut short
  ParseResult r = parse(bytes, "q/Bar");
  EXPECT_EQ(r.errorClass, kVersion);
  EXPECT_EQ(r.message.substr(0, 22), "q/Bar has been compile");
  r = parse(bytes, "");
  EXPECT_EQ(r.message.substr(0, 9), "<Unknown>");
}

// ---- Framing: magic, truncation, trailing bytes ----

TEST(ClassFileFraming, RefusesBadMagic) {
  std::vector<uint8_t> bytes = withVersion(52, 0);
  bytes[0] = 0;
  expectError(bytes, kFormat, "Incompatible magic value 16693950 in class file Foo");
}

TEST(ClassFileFraming, EveryTruncationIsAFormatError) {
  for (const std::vector<uint8_t>& full : {richClass(), withVersion(61, 0)}) {
    for (size_t cut = 0; cut < full.size(); ++cut) {
      std::vector<uint8_t> part(full.begin(), full.begin() + static_cast<long>(cut));
      ParseResult r = parseClassFile(part.data(), part.size(), "Foo");
      ASSERT_FALSE(r.ok()) << cut;
      ASSERT_EQ(r.errorClass, kFormat) << cut << ": " << r.message;
    }
  }
  EXPECT_EQ(parse({}).message, "Truncated class file");
}

TEST(ClassFileFraming, RefusesExtraBytes) {
  ClassBuilder b;
  b.trailer.u1(0);
  expectFormatError(b, "Extra bytes at the end of class file Foo");
}

// Random damage must never crash or read out of bounds (run under ASan).
TEST(ClassFileFraming, SurvivesRandomDamage) {
  std::vector<uint8_t> good = richClass();
  std::mt19937 rng(12345);
  for (int round = 0; round < 20000; ++round) {
    std::vector<uint8_t> bad = good;
    int flips = 1 + static_cast<int>(rng() % 4);
    for (int i = 0; i < flips; ++i) bad[rng() % bad.size()] = static_cast<uint8_t>(rng());
    ParseResult r = parseClassFile(bad.data(), bad.size(), "Foo");
    if (!r.ok()) {
      EXPECT_FALSE(r.message.empty());
    }
  }
}

// ---- Constant pool ----

TEST(ConstantPool, RefusesIndexOutOfRange) {
  ClassBuilder b;
  b.entry(Bytes().u1(7).u2(77));
  expectFormatError(b, "Invalid constant pool index 77 in class file Foo");
}

TEST(ConstantPool, RefusesIndexOfWrongKind) {
  ClassBuilder b;
  b.entry(Bytes().u1(8).u2(b.cls("X")));  // a String naming a Class entry
  expectFormatError(b, "Invalid constant pool index 2 in class file Foo");
}

TEST(ConstantPool, RefusesUnknownTags) {
  for (unsigned tag : {0u, 2u, 13u, 14u, 21u, 255u}) {
    ClassBuilder b;
    b.entry(Bytes().u1(tag).u2(0));
    expectFormatError(b, "Unknown constant tag " + std::to_string(tag) + " in class file Foo");
  }
}

TEST(ConstantPool, RefusesIllFormedModifiedUtf8) {
  for (std::string bad : {std::string("a\0b", 3), std::string("\xF0\x9F\x98\x80"), std::string("\xC1\x81"),
                          std::string("\xE2\x82"), std::string("\x80")}) {
    ClassBuilder b;
    b.utf8(bad);
    expectFormatError(b, "Illegal UTF8 string in constant pool in class file Foo");
  }
  ClassBuilder nul;
  nul.utf8("a\xC0\x80" "b");  // U+0000 in its two-byte form is fine
  expectOk(nul);
}

TEST(ConstantPool, RefusesLongAsLastEntry) {
  ClassBuilder b;
  b.thisIndex = b.cls("Foo");                 // 1, 2
  b.superIndex = b.cls("java/lang/Object");   // 3, 4
  b.entry(Bytes().u1(5).u8(1), 1);            // 5: its second slot would be past the pool
  expectFormatError(b, "Invalid constant pool entry 5 in class file Foo");
}

TEST(ConstantPool, RefusesZeroSize) {
  Bytes b;
  b.u4(0xCAFEBABE).u2(0).u2(52).u2(0);
  expectError(b.v, kFormat, "Illegal constant pool size 0 in class file Foo");
}

TEST(ConstantPool, TagsNeedTheirVersion) {
  ClassBuilder mh;
  mh.major = 50;
  mh.methodHandle(6, mh.ref(10, "Foo", "m", "()V"));
  expectFormatError(mh, "Class file version does not support constant tag 15 in class file Foo");
  ClassBuilder dyn;
  dyn.major = 54;
  dyn.entry(Bytes().u1(17).u2(0).u2(dyn.nat("x", "I")));
  expectFormatError(dyn, "Class file version does not support constant tag 17 in class file Foo");
}

TEST(ConstantPool, ModuleConstantsOnlyInModuleInfo) {
  ClassBuilder b;
  b.major = 53;
  b.entry(Bytes().u1(19).u2(b.utf8("m")));
  expectFormatError(b, "Unknown constant tag 19 in class file Foo");
  ClassBuilder module;
  module.major = 53;
  module.access = 0x8000;
  module.entry(Bytes().u1(20).u2(module.utf8("p")));
  expectError(module.build(), "java/lang/NoClassDefFoundError", "Foo is not a class because access_flag ACC_MODULE is set");
}

TEST(ConstantPool, ChecksClassNames) {
  for (const char* bad : {"a//b", "/a", "a/", "a;b", "a[b", "a.b", "", "[", "[V", "[Lx"}) {
    ClassBuilder b;
    b.cls(bad);
    expectFormatError(b, std::string("Illegal class name \"") + bad + "\" in class file Foo");
  }
  ClassBuilder arrays;
  arrays.cls("[[Ljava/lang/String;");
  arrays.cls(std::string(255, '[') + "I");
  expectOk(arrays);
  ClassBuilder deep;
  deep.cls(std::string(256, '[') + "I");
  expectFormatError(deep, "Array type descriptor has more than 255 dimensions in class file Foo");
}

TEST(ConstantPool, ChecksMemberReferences) {
  ClassBuilder field;
  field.ref(9, "Foo", "f", "()V");
  expectFormatError(field, "Field \"f\" in class Foo has illegal signature \"()V\"");
  ClassBuilder method;
  method.ref(10, "Foo", "m", "(I");
  expectFormatError(method, "Method \"m\" in class Foo has illegal signature \"(I\"");
  ClassBuilder name;
  name.ref(11, "Foo", "a/b", "()V");
  expectFormatError(name, "Illegal method name \"a/b\" in class Foo");
  ClassBuilder clinit;
  clinit.ref(10, "Foo", "<clinit>", "()V");  // name at index 3
  expectFormatError(clinit, "Bad method name at constant pool index 3 in class file Foo");
  ClassBuilder init;
  init.ref(10, "Foo", "<init>", "()I");
  expectFormatError(init, "Method \"<init>\" in class Foo has illegal signature \"()I\"");
  ClassBuilder wrongClass;
  wrongClass.entry(Bytes().u1(9).u2(wrongClass.utf8("Foo")).u2(wrongClass.nat("f", "I")));
  expectFormatError(wrongClass, "Invalid constant pool index 1 in class file Foo");
}

TEST(ConstantPool, MethodHandleKindsAndTargets) {
  struct Case {
    unsigned kind, tag;
    const char* name;
    uint16_t major;
    const char* error;  // null: accepted
  };
  const Case cases[] = {
      {1, 9, "f", 52, nullptr},
      {4, 9, "f", 52, nullptr},
      {5, 10, "m", 52, nullptr},
      {6, 10, "m", 52, nullptr},
      {6, 11, "m", 52, nullptr},
      {7, 11, "m", 52, nullptr},
      {8, 10, "<init>", 52, nullptr},
      {9, 11, "m", 52, nullptr},
      {0, 10, "m", 52, "Bad method handle kind at constant pool index 7 in class file Foo"},
      {10, 10, "m", 52, "Bad method handle kind at constant pool index 7 in class file Foo"},
      {1, 10, "m", 52, "Invalid constant pool index 6 in class file Foo (not a field)"},
      {5, 11, "m", 52, "Invalid constant pool index 6 in class file Foo (not a method)"},
      {6, 11, "m", 51, "Invalid constant pool index 6 in class file Foo (not a method)"},
      {9, 10, "m", 52, "Invalid constant pool index 6 in class file Foo (not an interface method)"},
      {8, 10, "m", 52, "Bad constructor name at constant pool index 3 in class file Foo"},
      {5, 10, "<init>", 52, "Bad method name at constant pool index 3 in class file Foo"},
      {9, 11, "<clinit>", 52, "Bad method name at constant pool index 3 in class file Foo"},
  };
  for (const Case& c : cases) {
    ClassBuilder b;
    b.major = c.major;
    uint16_t target = b.ref(c.tag, "Foo", c.name, c.tag == 9 ? "I" : "()V");  // Foo=1..2, name=3, desc=4, nat=5, ref=6
    b.methodHandle(c.kind, target);                                           // 7
    if (c.error) {
      expectFormatError(b, c.error);
    } else {
      expectOk(b);
    }
  }
}

TEST(ConstantPool, MethodTypeNeedsAMethodDescriptor) {
  ClassBuilder b;
  b.entry(Bytes().u1(16).u2(b.utf8("I")));
  expectFormatError(b, "Method \"type\" in class Foo has illegal signature \"I\"");
}

// ---- Bootstrap methods ----

TEST(BootstrapMethods, InvokeDynamicNeedsTheAttribute) {
  ClassBuilder b;
  b.entry(Bytes().u1(18).u2(0).u2(b.nat("run", "()Ljava/lang/Runnable;")));
  expectFormatError(b, "Missing BootstrapMethods attribute in class file Foo");
}

TEST(BootstrapMethods, ValidAttributeParses) {
  ClassBuilder b;
  uint16_t handle = b.methodHandle(6, b.ref(10, "Foo", "bsm", "()V"));
  uint16_t arg = b.string("x");
  b.entry(Bytes().u1(18).u2(0).u2(b.nat("run", "()Ljava/lang/Runnable;")));
  b.attributes.push_back(b.attr("BootstrapMethods", Bytes().u2(1).u2(handle).u2(1).u2(arg)));
  ParseResult r = parse(b.build());
  ASSERT_TRUE(r.ok()) << r.message;
  ASSERT_EQ(r.file->bootstrapMethods.size(), 1u);
  EXPECT_EQ(r.file->bootstrapMethods[0].methodRef, handle);
  EXPECT_EQ(r.file->bootstrapMethods[0].arguments, std::vector<uint16_t>{arg});
}

TEST(BootstrapMethods, ChecksIndicesAndArguments) {
  ClassBuilder index;
  uint16_t handle = index.methodHandle(6, index.ref(10, "Foo", "bsm", "()V"));
  index.entry(Bytes().u1(18).u2(1).u2(index.nat("run", "()V")));
  index.attributes.push_back(index.attr("BootstrapMethods", Bytes().u2(1).u2(handle).u2(0)));
  expectFormatError(index, "Short length on BootstrapMethods in class file Foo");
  ClassBuilder arg;
  handle = arg.methodHandle(6, arg.ref(10, "Foo", "bsm", "()V"));
  arg.attributes.push_back(arg.attr("BootstrapMethods", Bytes().u2(1).u2(handle).u2(1).u2(arg.utf8("x"))));
  expectFormatError(arg, "argument_index 8 has bad constant type in class file Foo");
  ClassBuilder method;
  method.attributes.push_back(method.attr("BootstrapMethods", Bytes().u2(1).u2(method.utf8("x")).u2(0)));
  expectFormatError(method, "bootstrap_method_index 1 has bad constant type in class file Foo");
}

// ---- Class header ----

TEST(ClassHeader, ChecksThisAndSuper) {
  ClassBuilder self;
  self.thisIndex = self.utf8("Foo");
  expectFormatError(self, "Invalid this class index 1 in constant pool in class file Foo");
  ClassBuilder noSuper;
  noSuper.superName = "";
  expectFormatError(noSuper, "Invalid superclass index 0 in class file Foo");
  ClassBuilder badSuper;
  badSuper.superIndex = badSuper.utf8("X");
  expectFormatError(badSuper, "Invalid superclass index 1 in class file Foo");
  ClassBuilder arraySuper;
  arraySuper.superName = "[I";
  expectFormatError(arraySuper, "Bad superclass name in class file Foo");
  ClassBuilder object;
  object.name = "java/lang/Object";
  expectError(object.build(), kFormat, "Invalid superclass index 3 in class file java/lang/Object");
  ClassBuilder iface;
  iface.access = 0x0601;
  iface.superName = "java/lang/Number";
  expectFormatError(iface, "Interfaces must have java.lang.Object as superclass in class file Foo");
}

TEST(ClassHeader, ChecksInterfaces) {
  ClassBuilder dup;
  dup.interfaces = {"I", "I"};
  expectFormatError(dup, "Duplicate interface name \"I\" in class file Foo");
  ClassBuilder bad;
  bad.rawInterfaces = {bad.utf8("I")};
  expectFormatError(bad, "Interface name has bad constant pool index 1 in class file Foo");
}

TEST(ClassHeader, ChecksClassModifiers) {
  struct Case {
    uint16_t access, major;
    bool ok;
  };
  const Case cases[] = {
      {0x0411, 52, false},  // final abstract
      {0x2001, 52, false},  // annotation, not interface
      {0x0201, 52, false},  // interface, not abstract
      {0x0611, 52, false},  // final interface
      {0x4601, 52, false},  // enum interface
      {0x0621, 52, false},  // super interface
      {0x0621, 48, true},   // ... tolerated before Java 5
      {0x0201, 49, true},   // interfaces are abstract anyway before Java 6
      {0x2601, 52, true},   // annotation interface
      {0x4031, 52, true},   // final enum
      {0x1421, 52, true},   // synthetic abstract
  };
  for (const Case& c : cases) {
    ClassBuilder b;
    b.access = c.access;
    b.major = c.major;
    char hex[8];
    std::snprintf(hex, sizeof hex, "%X", c.access);
    if (c.ok) {
      expectOk(b);
    } else {
      expectFormatError(b, std::string("Illegal class modifiers in class Foo: 0x") + hex);
    }
  }
  ClassBuilder old;
  old.access = 0x0201;
  old.major = 49;
  ParseResult r = parse(old.build());
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r.file->access, 0x0601);  // ACC_ABSTRACT added
  ClassBuilder reserved;
  reserved.access = 0x0021 | 0x0100;  // an unassigned bit is ignored
  r = parse(reserved.build());
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r.file->access, 0x0021);
}

// ---- Fields ----

TEST(Fields, ChecksNamesAndDescriptors) {
  ClassBuilder name;
  name.field(0x0001, "a.b", "I");
  expectFormatError(name, "Illegal field name \"a.b\" in class Foo");
  for (const char* bad : {"V", "", "II", "[", "Ljava/lang/String", "L;", "La//b;", "Q"}) {
    ClassBuilder b;
    b.field(0x0001, "f", bad);
    expectFormatError(b, std::string("Field \"f\" in class Foo has illegal signature \"") + bad + "\"");
  }
  ClassBuilder deep;
  deep.field(0x0001, "f", std::string(256, '[') + "I");
  expectFormatError(deep, "");
  ClassBuilder good;
  good.field(0x0001, "f", std::string(255, '[') + "Ljava/lang/Object;");
  good.field(0x0001, "<init>", "I");  // '<' is only special in method names (JVMS 4.2.2)
  expectOk(good);
}

TEST(Fields, ChecksModifiers) {
  ClassBuilder visibility;
  visibility.field(0x0003, "f", "I");
  expectFormatError(visibility, "Illegal field modifiers in class Foo: 0x3");
  ClassBuilder finalVolatile;
  finalVolatile.field(0x0050, "f", "I");
  expectFormatError(finalVolatile, "Illegal field modifiers in class Foo: 0x50");
  ClassBuilder iface;
  iface.access = 0x0601;
  iface.field(0x0019, "OK", "I");
  iface.field(0x0009, "f", "I");
  expectFormatError(iface, "Illegal field modifiers in class Foo: 0x9");
}

TEST(Fields, RefusesDuplicates) {
  ClassBuilder b;
  b.field(0x0001, "f", "I");
  b.field(0x0001, "f", "J");  // same name, other descriptor: fine
  b.field(0x0002, "f", "I");
  expectFormatError(b, "Duplicate field name \"f\" with signature \"I\" in class file Foo");
}

TEST(Fields, ChecksConstantValue) {
  ClassBuilder type;
  type.field(0x0008, "f", "I", {type.attr("ConstantValue", Bytes().u2(type.string("x")))});
  expectFormatError(type, "Inconsistent constant value type in class file Foo");
  ClassBuilder object;
  object.field(0x0008, "f", "Ljava/lang/Object;", {object.attr("ConstantValue", Bytes().u2(object.string("x")))});
  expectFormatError(object, "Inconsistent constant value type in class file Foo");
  ClassBuilder length;
  length.field(0x0008, "f", "I", {length.attr("ConstantValue", Bytes().u2(1).u2(1))});
  expectFormatError(length, "Invalid ConstantValue field attribute length 4 in class file Foo");
  ClassBuilder index;
  index.field(0x0008, "f", "I", {index.attr("ConstantValue", Bytes().u2(99))});
  expectFormatError(index, "Bad initial value index 99 in ConstantValue attribute in class file Foo");
  ClassBuilder twice;
  uint16_t one = twice.integer(1);
  Bytes cv = twice.attr("ConstantValue", Bytes().u2(one));
  twice.field(0x0008, "f", "I", {cv, cv});
  expectFormatError(twice, "Duplicate ConstantValue attribute in class file Foo");
  // On an instance field the attribute is ignored (JVMS 4.7.2), even a bad one.
  ClassBuilder instance;
  instance.field(0x0000, "f", "I", {instance.attr("ConstantValue", Bytes().u2(99))});
  ParseResult r = parse(instance.build());
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(r.file->fields[0].constantValue, 0);
}

// ---- Methods ----

TEST(Methods, ChecksNamesAndDescriptors) {
  ClassBuilder name;
  name.method(0x0001, "<x>", "()V");
  expectFormatError(name, "Illegal method name \"<x>\" in class Foo");
  for (const char* bad : {"(V)V", "()", "(I", "I", "()II", "(I)[V", "()L;"}) {
    ClassBuilder b;
    b.method(0x0001, "m", bad);
    expectFormatError(b, std::string("Method \"m\" in class Foo has illegal signature \"") + bad + "\"");
  }
  ClassBuilder init;
  init.method(0x0001, "<init>", "()I");
  expectFormatError(init, "Method \"<init>\" in class Foo has illegal signature \"()I\"");
}

TEST(Methods, LimitsArgumentSlotsTo255) {
  std::string slots254 = "(" + std::string(127, 'J') + ")V";
  ClassBuilder ok;
  ok.method(0x0009, "m", "(" + std::string(127, 'J') + "I)V", std::vector<Bytes>{ok.code(Bytes().u1(0xB1), 255)});
  ok.method(0x0001, "n", slots254, std::vector<Bytes>{ok.code(Bytes().u1(0xB1), 255)});
  expectOk(ok);
  ClassBuilder tooMany;
  tooMany.method(0x0001, "m", "(" + std::string(127, 'J') + "I)V", std::vector<Bytes>{tooMany.code(Bytes().u1(0xB1), 256)});
  expectFormatError(tooMany, "Too many arguments in method signature in class file Foo");
}

TEST(Methods, ChecksModifiers) {
  struct Case {
    uint16_t classAccess, major, access;
    const char* name;
    bool ok;
  };
  const Case cases[] = {
      {0x0021, 52, 0x0003, "m", false},       // public private
      {0x0421, 52, 0x0411, "m", false},       // abstract final
      {0x0421, 52, 0x0402, "m", false},       // abstract private
      {0x0421, 52, 0x0408, "m", false},       // abstract static
      {0x0421, 52, 0x0421, "m", false},       // abstract synchronized
      {0x0421, 52, 0x0C01, "m", false},       // abstract strict, versions 46..60
      {0x0421, 61, 0x0C01, "m", true},        // ... meaningless from 61
      {0x0421, 48, 0x0421, "m", true},        // ... and tolerated before Java 5
      {0x0021, 52, 0x0009, "<init>", false},  // static initialiser
      {0x0601, 52, 0x0001, "m", true},        // default method
      {0x0601, 52, 0x0002, "m", true},        // private interface method
      {0x0601, 52, 0x0009, "m", true},        // static interface method
      {0x0601, 52, 0x0000, "m", false},       // neither public nor private
      {0x0601, 52, 0x0004, "m", false},       // protected
      {0x0601, 52, 0x0011, "m", false},       // final
      {0x0601, 51, 0x0009, "m", false},       // static, before Java 8
      {0x0601, 51, 0x0001, "m", false},       // not abstract, before Java 8
      {0x0601, 48, 0x0421, "m", true},        // synchronized abstract, before Java 5
  };
  for (const Case& c : cases) {
    ClassBuilder b;
    b.access = c.classAccess;
    b.major = c.major;
    bool needsCode = !(c.access & 0x0500);
    b.method(c.access, c.name, "()V", needsCode ? std::optional<std::vector<Bytes>>{} : std::vector<Bytes>{});
    char hex[8];
    std::snprintf(hex, sizeof hex, "%X", c.access);
    SCOPED_TRACE(std::string(c.name) + " " + hex + " in " + std::to_string(c.major));
    if (c.ok) {
      expectOk(b);
    } else {
      expectFormatError(b, std::string("Method ") + c.name + " in class Foo has illegal modifiers: 0x" + hex);
    }
  }
}

TEST(Methods, ClassInitializerRules) {
  ClassBuilder instance;
  instance.method(0x0000, "<clinit>", "()V");
  expectFormatError(instance, "Method <clinit> is not static in class file Foo");
  ClassBuilder old;  // before 51 the flags of <clinit> are ignored: it is static
  old.major = 50;
  old.method(0x0001, "<clinit>", "()V");
  ParseResult r = parse(old.build());
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(r.file->methods[0].access, 0x0008);
  ClassBuilder iface;  // interface initialisers are exempt from the interface method rules
  iface.access = 0x0601;
  iface.major = 51;
  iface.method(0x0008, "<clinit>", "()V");
  expectOk(iface);
  ClassBuilder ifaceInit;
  ifaceInit.access = 0x0601;
  ifaceInit.method(0x0001, "<init>", "()V");
  expectFormatError(ifaceInit, "Interface cannot have a method named <init>, class file Foo");
}

TEST(Methods, RefusesDuplicates) {
  ClassBuilder b;
  b.method(0x0001, "m", "()V");
  b.method(0x0001, "m", "(I)V", std::vector<Bytes>{b.code(Bytes().u1(0xB1), 2)});
  b.method(0x0009, "m", "()V");
  expectFormatError(b, "Duplicate method name \"m\" with signature \"()V\" in class file Foo");
}

TEST(Methods, CodeIsPresentExactlyWhenNeeded) {
  ClassBuilder absent;
  absent.method(0x0001, "m", "()V", std::vector<Bytes>{});
  expectFormatError(absent, "Absent Code attribute in method that is not native or abstract in class file Foo");
  ClassBuilder native;
  native.method(0x0101, "m", "()V");
  expectFormatError(native, "Code attribute in native or abstract methods in class file Foo");
  ClassBuilder twice;
  twice.method(0x0001, "m", "()V", std::vector<Bytes>{twice.code(), twice.code()});
  expectFormatError(twice, "Multiple Code attributes in class file Foo");
  ClassBuilder sig;
  Bytes s = sig.attr("Signature", Bytes().u2(sig.utf8("()V")));
  sig.method(0x0001, "m", "()V", std::vector<Bytes>{sig.code(), s, s});
  expectFormatError(sig, "Multiple Signature attributes for method in class file Foo");
  ClassBuilder exceptions;
  exceptions.method(0x0001, "m", "()V", std::vector<Bytes>{exceptions.code(), exceptions.attr("Exceptions", Bytes().u2(1).u2(exceptions.utf8("x")))});
  expectFormatError(exceptions, "Exception name has bad type at constant pool 2 in class file Foo");
}

// ---- Code attribute ----

TEST(Code, ChecksLengthAndExceptionTable) {
  ClassBuilder empty;
  empty.method(0x0001, "m", "()V", std::vector<Bytes>{empty.code(Bytes())});
  expectFormatError(empty, "Invalid method Code length 0 in class file Foo");
  ClassBuilder huge;
  Bytes big;
  big.v.assign(65536, 0);
  huge.method(0x0001, "m", "()V", std::vector<Bytes>{huge.code(big)});
  expectFormatError(huge, "Invalid method Code length 65536 in class file Foo");
  ClassBuilder range;
  range.method(0x0001, "m", "()V", std::vector<Bytes>{range.code(Bytes().u1(0).u1(0xB1), 1, Bytes().u2(1).u2(1).u2(0).u2(0))});
  expectFormatError(range, "Illegal exception table range in class file Foo");
  ClassBuilder end;
  end.method(0x0001, "m", "()V", std::vector<Bytes>{end.code(Bytes().u1(0).u1(0xB1), 1, Bytes().u2(0).u2(3).u2(0).u2(0))});
  expectFormatError(end, "Illegal exception table range in class file Foo");
  ClassBuilder handler;
  handler.method(0x0001, "m", "()V", std::vector<Bytes>{handler.code(Bytes().u1(0).u1(0xB1), 1, Bytes().u2(0).u2(1).u2(2).u2(0))});
  expectFormatError(handler, "Illegal exception table handler in class file Foo");
  ClassBuilder catchType;
  catchType.method(0x0001, "m", "()V", std::vector<Bytes>{catchType.code(Bytes().u1(0).u1(0xB1), 1, Bytes().u2(0).u2(1).u2(1).u2(catchType.utf8("x")))});
  expectFormatError(catchType, "Catch type in exception table has bad constant type in class file Foo");
}

TEST(Code, ArgumentsMustFitInLocals) {
  ClassBuilder b;
  b.method(0x0001, "m", "(JI)V", std::vector<Bytes>{b.code(Bytes().u1(0xB1), 3)});
  expectFormatError(b, "Arguments can't fit into locals in class file Foo");
}

TEST(Code, ChecksLineNumbersAndLocalVariables) {
  ClassBuilder line;
  line.method(0x0001, "m", "()V", std::vector<Bytes>{line.code(Bytes().u1(0xB1), 1, {}, {line.attr("LineNumberTable", Bytes().u2(1).u2(1).u2(7))})});
  expectFormatError(line, "Invalid pc in LineNumberTable in class file Foo");
  auto local = [](unsigned start, unsigned length, const char* name, const char* desc, unsigned index) {
    auto b = std::make_unique<ClassBuilder>();
    Bytes table = Bytes().u2(1).u2(start).u2(length).u2(b->utf8(name)).u2(b->utf8(desc)).u2(index);
    b->method(0x0009, "m", "()V", std::vector<Bytes>{b->code(Bytes().u1(0).u1(0xB1), 2, {}, {b->attr("LocalVariableTable", table)})});
    return b;
  };
  expectOk(*local(0, 2, "x", "J", 0));
  expectFormatError(*local(2, 0, "x", "I", 0), "Invalid start_pc 2 in LocalVariableTable in class file Foo");
  expectFormatError(*local(1, 2, "x", "I", 0), "Invalid length 2 in LocalVariableTable in class file Foo");
  expectFormatError(*local(0, 2, "x", "J", 1), "Invalid index 1 in LocalVariableTable in class file Foo");
  expectFormatError(*local(0, 2, "a.b", "I", 0), "Illegal field name \"a.b\" in class Foo");
  expectFormatError(*local(0, 2, "x", "V", 0), "Field \"x\" in class Foo has illegal signature \"V\"");
}

TEST(Code, AttributeLengthsMustAddUp) {
  // The Code attribute claims less than its content needs.
  ClassBuilder shortCode;
  Bytes code = shortCode.code();
  code.v[5] -= 1;  // attribute_length (big-endian u4 at offset 2)
  shortCode.method(0x0001, "m", "()V", std::vector<Bytes>{code});
  expectFormatError(shortCode, "");
  // ... or more: bytes left over inside the Code attribute.
  ClassBuilder longCode;
  code = longCode.code();
  code.v[5] += 1;
  code.u1(0);
  longCode.method(0x0001, "m", "()V", std::vector<Bytes>{code});
  expectFormatError(longCode, "Code segment has wrong length in class file Foo");
  // A nested attribute running past the end of Code.
  ClassBuilder nested;
  Bytes lines = nested.attr("LineNumberTable", Bytes().u2(0));
  lines.v[5] = 40;
  nested.method(0x0001, "m", "()V", std::vector<Bytes>{nested.code(Bytes().u1(0xB1), 1, {}, {lines})});
  expectFormatError(nested, "");
  ClassBuilder twice;
  Bytes map = twice.attr("StackMapTable", Bytes().u2(0));
  twice.method(0x0001, "m", "()V", std::vector<Bytes>{twice.code(Bytes().u1(0xB1), 1, {}, {map, map})});
  expectFormatError(twice, "Multiple StackMapTable attributes in class file Foo");
}

TEST(Code, StackMapTableIsIgnoredBeforeVersion50) {
  ClassBuilder b;
  b.major = 49;
  Bytes map = b.attr("StackMapTable", Bytes().u2(0));
  b.method(0x0001, "m", "()V", std::vector<Bytes>{b.code(Bytes().u1(0xB1), 1, {}, {map, map})});
  ParseResult r = parse(b.build());
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_FALSE(r.file->methods[0].code->hasStackMapTable);
}

// ---- Class attributes ----

TEST(ClassAttributes, ChecksLengthsAndDuplicates) {
  ClassBuilder pastEnd;
  pastEnd.attributes.push_back(Bytes().u2(pastEnd.utf8("Whatever")).u4(100));
  expectFormatError(pastEnd, "Truncated class file");
  ClassBuilder name;
  name.attributes.push_back(Bytes().u2(name.cls("X")).u4(0));
  expectFormatError(name, "Attribute name has bad constant pool index 2 in class file Foo");
  ClassBuilder sourceLength;
  sourceLength.attributes.push_back(sourceLength.attr("SourceFile", Bytes().u2(sourceLength.utf8("F.java")).u2(0)));
  expectFormatError(sourceLength, "Wrong SourceFile attribute length in class file Foo");
  ClassBuilder twice;
  Bytes source = twice.attr("SourceFile", Bytes().u2(twice.utf8("F.java")));
  twice.attributes = {source, source};
  expectFormatError(twice, "Multiple SourceFile attributes in class file Foo");
  ClassBuilder synthetic;
  synthetic.attributes.push_back(synthetic.attr("Synthetic", Bytes().u1(0)));
  expectFormatError(synthetic, "Invalid Synthetic classfile attribute length 1 in class file Foo");
  ClassBuilder annotations;  // skipped, but still at most one
  Bytes rva = annotations.attr("RuntimeVisibleAnnotations", Bytes().u2(0));
  annotations.field(0x0001, "f", "I", {rva, rva});
  expectFormatError(annotations, "Multiple RuntimeVisibleAnnotations attributes for field in class file Foo");
}

TEST(ClassAttributes, InnerClasses) {
  ClassBuilder both;
  uint16_t inner = both.cls("Foo$A");
  both.attributes.push_back(both.attr("InnerClasses", Bytes().u2(1).u2(inner).u2(inner).u2(0).u2(0)));
  expectFormatError(both, "Class is both outer and inner class in class file Foo");
  ClassBuilder length;
  inner = length.cls("Foo$A");
  length.attributes.push_back(length.attr("InnerClasses", Bytes().u2(1).u2(inner).u2(0).u2(0).u2(0).u2(0)));
  expectFormatError(length, "Wrong InnerClasses attribute length in class file Foo");
  ClassBuilder index;
  index.attributes.push_back(index.attr("InnerClasses", Bytes().u2(1).u2(index.utf8("x")).u2(0).u2(0).u2(0)));
  expectFormatError(index, "inner_class_info_index 1 has bad constant type in class file Foo");
  ClassBuilder modifiers;
  inner = modifiers.cls("Foo$A");
  modifiers.attributes.push_back(modifiers.attr("InnerClasses", Bytes().u2(1).u2(inner).u2(0).u2(0).u2(0x0211)));
  expectFormatError(modifiers, "Illegal class modifiers in class Foo: 0x211");
}

TEST(ClassAttributes, NestsAndPermittedSubclasses) {
  ClassBuilder nest;
  nest.major = 55;
  nest.attributes.push_back(nest.attr("NestMembers", Bytes().u2(2).u2(nest.cls("Foo$A")).u2(nest.cls("Foo$B"))));
  ParseResult r = parse(nest.build());
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(r.file->nestMembers, (std::vector<std::string>{"Foo$A", "Foo$B"}));
  ClassBuilder host;
  host.major = 55;
  host.attributes.push_back(host.attr("NestHost", Bytes().u2(host.cls("Outer"))));
  r = parse(host.build());
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(r.file->nestHost, "Outer");
  ClassBuilder both;
  both.major = 55;
  both.attributes.push_back(both.attr("NestHost", Bytes().u2(both.cls("X"))));
  both.attributes.push_back(both.attr("NestMembers", Bytes().u2(0)));
  expectFormatError(both, "Conflicting NestHost and NestMembers attributes in class file Foo");
  ClassBuilder old;  // not recognised before version 55: skipped unread
  old.attributes.push_back(old.attr("NestHost", Bytes().u2(999)));
  expectOk(old);
  ClassBuilder sealed;
  sealed.major = 61;
  sealed.access = 0x0421;
  sealed.attributes.push_back(sealed.attr("PermittedSubclasses", Bytes().u2(1).u2(sealed.cls("Bar"))));
  r = parse(sealed.build());
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(r.file->permittedSubclasses, std::vector<std::string>{"Bar"});
  ClassBuilder finalClass;
  finalClass.major = 61;
  finalClass.access = 0x0031;
  finalClass.attributes.push_back(finalClass.attr("PermittedSubclasses", Bytes().u2(1).u2(finalClass.cls("Bar"))));
  expectFormatError(finalClass, "PermittedSubclasses attribute in final class file Foo");
}

TEST(ClassAttributes, Records) {
  auto record = [](Bytes (*body)(ClassBuilder&)) {
    auto b = std::make_unique<ClassBuilder>();
    b->major = 60;
    b->access = 0x0031;
    b->superName = "java/lang/Record";
    b->attributes.push_back(b->attr("Record", body(*b)));
    return b;
  };
  auto good = record([](ClassBuilder& b) {
    Bytes sig = b.attr("Signature", Bytes().u2(b.utf8("TT;")));
    return Bytes().u2(2).u2(b.utf8("x")).u2(b.utf8("I")).u2(0).u2(b.utf8("t")).u2(b.utf8("Ljava/lang/Object;")).u2(1).add(sig);
  });
  ParseResult r = parse(good->build());
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_TRUE(r.file->isRecord);
  expectFormatError(*record([](ClassBuilder& b) { return Bytes().u2(2).u2(b.utf8("x")).u2(b.utf8("I")).u2(0); }),
                    "Record attribute has wrong length in class file Foo");
  expectFormatError(*record([](ClassBuilder& b) { return Bytes().u2(1).u2(b.utf8("x")).u2(b.utf8("I")).u2(0).u2(0); }),
                    "Record attribute has wrong length in class file Foo");
  expectFormatError(*record([](ClassBuilder& b) { return Bytes().u2(1).u2(b.utf8("x")).u2(b.utf8("V")).u2(0); }),
                    "Field \"x\" in class Foo has illegal signature \"V\"");
  expectFormatError(*record([](ClassBuilder& b) {
                      Bytes sig = b.attr("Signature", Bytes().u2(b.utf8("I")));
                      return Bytes().u2(1).u2(b.utf8("x")).u2(b.utf8("I")).u2(2).add(sig).add(sig);
                    }),
                    "Multiple Signature attributes for Record component in class file Foo");
}

TEST(ClassAttributes, EnclosingMethod) {
  ClassBuilder good;
  good.attributes.push_back(good.attr("EnclosingMethod", Bytes().u2(good.cls("Outer")).u2(good.nat("m", "()V"))));
  expectOk(good);
  ClassBuilder bad;
  bad.attributes.push_back(bad.attr("EnclosingMethod", Bytes().u2(bad.cls("Outer")).u2(bad.utf8("m"))));
  expectFormatError(bad, "Invalid or out-of-bounds method index in EnclosingMethod attribute in class file Foo");
}

}  // namespace
}  // namespace ww::vm
