// The class file parser: bytes in, a checked `ClassFile` out (JVMS chapter 4).
// Every structural check of JVMS 4.8 that can fail is made here, so the rest
// of the VM can trust what it reads; a failure is reported, never thrown or
// asserted, as the name of the Java error and a message.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace ww::vm {

// Constant pool tags (JVMS 4.4, table 4.4-B).
enum class CpTag : uint8_t {
  Unusable = 0,  // index 0, and the slot after a Long or Double
  Utf8 = 1,
  Integer = 3,
  Float = 4,
  Long = 5,
  Double = 6,
  Class = 7,
  String = 8,
  Fieldref = 9,
  Methodref = 10,
  InterfaceMethodref = 11,
  NameAndType = 12,
  MethodHandle = 15,
  MethodType = 16,
  Dynamic = 17,
  InvokeDynamic = 18,
  Module = 19,
  Package = 20,
};

// One constant pool entry. Which fields mean something depends on the tag:
//   Utf8                     utf8 (the modified-UTF-8 bytes, validated)
//   Integer/Float/Long/Double  i / f / j / d
//   Class, String, MethodType, Module, Package   ref1 = Utf8 index
//   Fieldref, Methodref, InterfaceMethodref      ref1 = Class, ref2 = NameAndType
//   NameAndType              ref1 = name Utf8, ref2 = descriptor Utf8
//   MethodHandle             refKind (1..9), ref1 = reference index
//   Dynamic, InvokeDynamic   ref1 = bootstrap method attr index, ref2 = NameAndType
struct CpEntry {
  CpTag tag = CpTag::Unusable;
  uint8_t refKind = 0;
  uint16_t ref1 = 0;
  uint16_t ref2 = 0;
  // One of these, by the tag: every class keeps its pool, thousands of
  // entries at start-up, so the four share their bytes.
  union {
    int32_t i;
    float f;
    int64_t j;
    double d = 0;
  };
  std::string utf8;
};

struct ExceptionTableEntry {
  uint16_t startPc, endPc, handlerPc;
  uint16_t catchType;  // constant pool Class index, 0 = any (finally)
};

struct LineNumberEntry {
  uint16_t startPc;
  uint16_t line;
};

struct LocalVariableEntry {
  uint16_t startPc, length, nameIndex, descriptorIndex, index;
};

struct CodeAttribute {
  uint16_t maxStack = 0;
  uint16_t maxLocals = 0;
  std::vector<uint8_t> code;
  std::vector<ExceptionTableEntry> exceptionTable;
  std::vector<LineNumberEntry> lineNumbers;      // in class-file order
  std::vector<LocalVariableEntry> localVariables;
  std::vector<uint8_t> stackMapTable;            // raw attribute body; empty if absent
  bool hasStackMapTable = false;
};

// A field_info or method_info. A loaded class's ClassFile has none: the
// loader moves names, descriptors and code into its Field and Method objects
// and frees the tables.
struct MemberInfo {
  uint16_t access = 0;
  std::string name;
  std::string descriptor;
  std::string signature;                  // Signature attribute, if any
  uint16_t constantValue = 0;             // fields: ConstantValue index, 0 = none
  std::unique_ptr<CodeAttribute> code;    // methods: null for native/abstract
  std::vector<uint16_t> exceptions;       // methods: Exceptions attribute (Class indices)
};

struct BootstrapMethod {
  uint16_t methodRef;                     // MethodHandle index
  std::vector<uint16_t> arguments;        // loadable constant indices
};

struct InnerClassEntry {
  uint16_t innerClass, outerClass, innerName, innerAccess;
};

// A parsed class file. Names are in internal form ("java/lang/String").
struct ClassFile {
  uint16_t minorVersion = 0;
  uint16_t majorVersion = 0;
  std::vector<CpEntry> constantPool;      // index 0 unused, as in the file
  uint16_t access = 0;
  std::string thisClass;
  std::string superClass;                 // empty only for java/lang/Object
  std::vector<std::string> interfaces;
  std::vector<MemberInfo> fields;
  std::vector<MemberInfo> methods;

  std::string sourceFile;                 // SourceFile attribute, empty if absent
  std::string signature;
  std::vector<BootstrapMethod> bootstrapMethods;
  std::vector<InnerClassEntry> innerClasses;
  std::string nestHost;                   // NestHost attribute, empty if absent
  std::vector<std::string> nestMembers;
  std::vector<std::string> permittedSubclasses;
  bool isRecord = false;                  // has a Record attribute

  // Convenience accessors for validated indices.
  const std::string& utf8(uint16_t index) const { return constantPool[index].utf8; }
  const std::string& className(uint16_t classIndex) const {
    return constantPool[constantPool[classIndex].ref1].utf8;
  }
};

// The outcome of parsing. On failure `file` is null, `errorClass` names the
// Java error in internal form (java/lang/ClassFormatError or
// java/lang/UnsupportedClassVersionError) and `message` is its detail message,
// worded like the JDK's where the JDK has a wording.
struct ParseResult {
  std::unique_ptr<ClassFile> file;
  std::string errorClass;
  std::string message;
  bool ok() const { return file != nullptr; }
};

// Parses and checks one class file. `expectedName` (internal form, may be
// empty) is used in messages before this_class is known.
ParseResult parseClassFile(const uint8_t* data, size_t length, const std::string& expectedName = "");

// The supported range of class file versions (DESIGN.md decision 1).
inline constexpr uint16_t kMinMajorVersion = 45;
inline constexpr uint16_t kMaxMajorVersion = 61;

}  // namespace ww::vm
