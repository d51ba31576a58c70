// The class file parser (JVMS chapter 4): reads a class file and makes every
// format check of JVMS 4.8, so that the loader and the interpreter can trust it.
#include "vm/classfile.h"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstring>
#include <iterator>
#include <string_view>
#include <unordered_set>
#include <utility>

#include "vm/utf8.h"

namespace ww::vm {

namespace {

// Access flags (JVMS tables 4.1-B, 4.5-A, 4.6-A and 4.7.6-A). Several bits
// mean different things for classes, fields and methods.
constexpr uint16_t kPublic = 0x0001, kPrivate = 0x0002, kProtected = 0x0004, kStatic = 0x0008,
                   kFinal = 0x0010, kSuper = 0x0020, kSynchronized = 0x0020, kVolatile = 0x0040,
                   kBridge = 0x0040, kTransient = 0x0080, kVarargs = 0x0080, kNative = 0x0100,
                   kInterface = 0x0200, kAbstract = 0x0400, kStrict = 0x0800, kSynthetic = 0x1000,
                   kAnnotation = 0x2000, kEnum = 0x4000, kModule = 0x8000;

// The bits each kind of access_flags may carry; the others are reserved and
// ignored (JVMS 4.1, 4.5, 4.6), so they are masked off before any check.
constexpr uint16_t kClassFlags =
    kPublic | kFinal | kSuper | kInterface | kAbstract | kSynthetic | kAnnotation | kEnum;
constexpr uint16_t kInnerClassFlags = kClassFlags | kPrivate | kProtected | kStatic;
constexpr uint16_t kFieldFlags =
    kPublic | kPrivate | kProtected | kStatic | kFinal | kVolatile | kTransient | kSynthetic | kEnum;
constexpr uint16_t kMethodFlags = kPublic | kPrivate | kProtected | kStatic | kFinal | kSynchronized | kBridge |
                                  kVarargs | kNative | kAbstract | kStrict | kSynthetic;

// Major versions at which a format rule changes.
constexpr uint16_t kJava1_2 = 46, kJava5 = 49, kJava6 = 50, kJava7 = 51, kJava8 = 52, kJava9 = 53,
                   kJava11 = 55, kJava12 = 56, kJava16 = 60, kJava17 = 61;
constexpr uint16_t kPreviewMinor = 0xFFFF;

constexpr const char* kClassFormatError = "java/lang/ClassFormatError";
constexpr const char* kUnsupportedVersion = "java/lang/UnsupportedClassVersionError";
constexpr const char* kNoClassDefFound = "java/lang/NoClassDefFoundError";

// A failed check. A class file has hundreds of points where it can be wrong;
// throwing from the point of failure and catching once, in parseClassFile,
// keeps each check to one line. The exception never leaves this file.
struct FormatError {
  const char* errorClass;
  std::string message;
};

[[noreturn]] void fail(std::string message, const char* errorClass = kClassFormatError) {
  throw FormatError{errorClass, std::move(message)};
}

std::string num(uint64_t v) { return std::to_string(v); }

std::string hex(unsigned v) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%X", v);
  return buf;
}

std::string quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

// A bounds-checked big-endian reader over a byte range. Running past the end
// means "Truncated class file" for the whole file, and "wrong attribute
// length" for a reader over one attribute (made by `sub`).
class Reader {
 public:
  Reader(const uint8_t* begin, size_t size, std::string_view attribute = {}, const std::string* className = nullptr)
      : p_(begin), end_(begin + size), attribute_(attribute), className_(className) {}

  size_t remaining() const { return static_cast<size_t>(end_ - p_); }
  bool atEnd() const { return p_ == end_; }
  void need(uint64_t n) const {
    if (n > remaining()) overrun();
  }

  uint8_t u1() {
    need(1);
    return *p_++;
  }
  uint16_t u2() {
    need(2);
    uint16_t v = static_cast<uint16_t>((p_[0] << 8) | p_[1]);
    p_ += 2;
    return v;
  }
  uint32_t u4() {
    need(4);
    uint32_t v = (uint32_t{p_[0]} << 24) | (uint32_t{p_[1]} << 16) | (uint32_t{p_[2]} << 8) | p_[3];
    p_ += 4;
    return v;
  }
  uint64_t u8() {
    uint64_t high = u4();
    return (high << 32) | u4();
  }
  const uint8_t* take(size_t n) {
    need(n);
    const uint8_t* at = p_;
    p_ += n;
    return at;
  }
  // A reader over the next `n` bytes (which this reader skips), for the
  // body of the attribute `attribute`.
  Reader sub(size_t n, std::string_view attribute, const std::string* className) {
    const uint8_t* at = take(n);
    return Reader(at, n, attribute, className);
  }

 private:
  [[noreturn]] void overrun() const;

  const uint8_t* p_;
  const uint8_t* end_;
  std::string_view attribute_;
  const std::string* className_;
};

// The JDK's wording for an attribute whose content does not match its length.
std::string wrongLengthMessage(std::string_view attribute, const std::string& className) {
  std::string where = " in class file " + className;
  if (attribute == "Code") return "Code segment has wrong length" + where;
  if (attribute == "Record") return "Record attribute has wrong length" + where;
  return "Wrong " + std::string(attribute) + " attribute length" + where;
}

void Reader::overrun() const {
  if (!className_) fail("Truncated class file");
  fail(wrongLengthMessage(attribute_, *className_));
}

// ---- Names and descriptors (JVMS 4.2, 4.3) ----

// The names checks run over every name of every class loaded, so each is
// one pass over the characters (find_first_of would search the set of
// forbidden characters once per character).
// JVMS 4.2.2: an unqualified name has none of these.
constexpr bool outOfUnqualifiedName(char c) { return c == '.' || c == ';' || c == '[' || c == '/'; }

bool isUnqualifiedName(std::string_view s) {
  for (char c : s) {
    if (outOfUnqualifiedName(c)) return false;
  }
  return !s.empty();
}

bool isInitializerName(std::string_view s) { return s == "<init>" || s == "<clinit>"; }

bool isMethodName(std::string_view s) {
  if (isInitializerName(s)) return true;
  for (char c : s) {
    if (outOfUnqualifiedName(c) || c == '<' || c == '>') return false;
  }
  return !s.empty();
}

// A binary class or interface name in internal form: unqualified names
// separated by single slashes.
bool isClassName(std::string_view s) {
  bool emptyPart = true;  // the unqualified name since the last slash
  for (char c : s) {
    if (c == '/') {
      if (emptyPart) return false;
      emptyPart = true;
    } else if (outOfUnqualifiedName(c)) {
      return false;
    } else {
      emptyPart = false;
    }
  }
  return !emptyPart;
}

constexpr size_t kBad = std::string_view::npos;

// Returns the index just past the field type that starts at `pos`, or kBad.
size_t skipFieldType(std::string_view d, size_t pos) {
  size_t dims = 0;
  while (pos < d.size() && d[pos] == '[') ++pos, ++dims;
  if (dims > 255 || pos >= d.size()) return kBad;
  switch (d[pos]) {
    case 'B': case 'C': case 'D': case 'F': case 'I': case 'J': case 'S': case 'Z':
      return pos + 1;
    case 'L': {
      size_t semi = d.find(';', pos);
      if (semi == std::string_view::npos || !isClassName(d.substr(pos + 1, semi - pos - 1))) return kBad;
      return semi + 1;
    }
    default:
      return kBad;
  }
}

bool isFieldDescriptor(std::string_view d) { return skipFieldType(d, 0) == d.size(); }

// The number of local variable slots a method descriptor's parameters take
// (long and double take two), or -1 if it is not a method descriptor.
int methodArgSlots(std::string_view d) {
  if (d.empty() || d[0] != '(') return -1;
  size_t pos = 1;
  int slots = 0;
  while (pos < d.size() && d[pos] != ')') {
    slots += (d[pos] == 'J' || d[pos] == 'D') ? 2 : 1;
    pos = skipFieldType(d, pos);
    if (pos == kBad) return -1;
  }
  if (pos >= d.size()) return -1;
  ++pos;  // past ')'
  size_t end = (pos < d.size() && d[pos] == 'V') ? pos + 1 : skipFieldType(d, pos);
  return end == d.size() ? slots : -1;
}

bool returnsVoid(std::string_view d) { return d.size() >= 2 && d.substr(d.size() - 2) == ")V"; }

size_t arrayDimensions(std::string_view s) {
  size_t n = s.find_first_not_of('[');
  return n == std::string_view::npos ? s.size() : n;
}

bool isArrayOrClassName(std::string_view s) {
  return !s.empty() && (s[0] == '[' ? isFieldDescriptor(s) : isClassName(s));
}

// ---- Access flag rules (JVMS 4.1, 4.5, 4.6) ----

bool legalClassFlags(uint16_t f, uint16_t major) {
  if (f & kInterface) {
    // Before Java 5, compilers set ACC_SUPER on interfaces; the JDK accepts that.
    bool superOrEnum = major >= kJava5 && (f & (kSuper | kEnum));
    return (f & kAbstract) && !(f & kFinal) && !superOrEnum;
  }
  return !(f & kAnnotation) && !((f & kFinal) && (f & kAbstract));
}

int visibilityCount(uint16_t f) { return !!(f & kPublic) + !!(f & kPrivate) + !!(f & kProtected); }

bool legalFieldFlags(uint16_t f, bool inInterface, uint16_t major) {
  if (inInterface) {
    const uint16_t required = kPublic | kStatic | kFinal;
    uint16_t forbidden = kPrivate | kProtected | kVolatile | kTransient | (major >= kJava5 ? kEnum : 0);
    return (f & required) == required && !(f & forbidden);
  }
  return visibilityCount(f) <= 1 && !((f & kFinal) && (f & kVolatile));
}

// ACC_STRICT means something only in versions 46 to 60 (JVMS 17 table 4.6-A).
bool strictAssigned(uint16_t major) { return major >= kJava1_2 && major < kJava17; }

bool legalInterfaceMethodFlags(uint16_t f, uint16_t major) {
  bool strict = strictAssigned(major) && (f & kStrict);
  if (major >= kJava8) {
    bool onePublicOrPrivate = !!(f & kPublic) != !!(f & kPrivate);
    bool abstractConflict = (f & kAbstract) && ((f & (kPrivate | kStatic)) || strict);
    return onePublicOrPrivate && !(f & (kProtected | kFinal | kSynchronized | kNative)) && !abstractConflict;
  }
  const uint16_t required = kPublic | kAbstract;
  if (major >= kJava5) {
    return (f & required) == required && !(f & (kPrivate | kProtected | kStatic | kFinal | kSynchronized | kNative)) &&
           !strict;
  }
  return (f & required) == required && !(f & (kStatic | kFinal | kNative));
}

bool legalClassMethodFlags(uint16_t f, bool isInit, uint16_t major) {
  if (visibilityCount(f) > 1) return false;
  bool since5 = major >= kJava5;  // older compilers emitted these combinations
  if (isInit) {
    return !(f & (kStatic | kFinal | kSynchronized | kNative | kAbstract)) && !(since5 && (f & kBridge));
  }
  if (!(f & kAbstract)) return true;
  bool strict = strictAssigned(major) && (f & kStrict);
  return !(f & (kFinal | kNative | kPrivate | kStatic)) && !(since5 && ((f & kSynchronized) || strict));
}

// ---- Attributes ----

// Attributes that may appear at most once in one attributes table, and the
// version from which they are recognised (JVMS table 4.7-A).
struct SingleAttribute {
  std::string_view name;
  uint16_t since;
};
constexpr SingleAttribute kSingleAttributes[] = {
    {"ConstantValue", 45},
    {"Code", 45},
    {"StackMapTable", kJava6},
    {"Exceptions", 45},
    {"InnerClasses", 45},
    {"EnclosingMethod", kJava5},
    {"Signature", kJava5},
    {"SourceFile", 45},
    {"SourceDebugExtension", kJava5},
    {"RuntimeVisibleAnnotations", kJava5},
    {"RuntimeInvisibleAnnotations", kJava5},
    {"RuntimeVisibleParameterAnnotations", kJava5},
    {"RuntimeInvisibleParameterAnnotations", kJava5},
    {"RuntimeVisibleTypeAnnotations", kJava8},
    {"RuntimeInvisibleTypeAnnotations", kJava8},
    {"AnnotationDefault", kJava5},
    {"BootstrapMethods", kJava7},
    {"MethodParameters", kJava8},
    {"Module", kJava9},
    {"ModulePackages", kJava9},
    {"ModuleMainClass", kJava9},
    {"NestHost", kJava11},
    {"NestMembers", kJava11},
    {"Record", kJava16},
    {"PermittedSubclasses", kJava17},
};

static_assert(std::size(kSingleAttributes) <= 32, "seen-sets are 32-bit masks");

// The position of `name` in kSingleAttributes if it is recognised in
// `major`, else -1.
int singleAttributeIndex(std::string_view name, uint16_t major) {
  for (size_t i = 0; i < std::size(kSingleAttributes); ++i) {
    if (kSingleAttributes[i].name == name) return major >= kSingleAttributes[i].since ? static_cast<int>(i) : -1;
  }
  return -1;
}

bool isLoadable(CpTag t) {
  switch (t) {
    case CpTag::Integer: case CpTag::Float: case CpTag::Long: case CpTag::Double: case CpTag::Class:
    case CpTag::String: case CpTag::MethodHandle: case CpTag::MethodType: case CpTag::Dynamic:
      return true;
    default:
      return false;
  }
}

struct NameAndType {
  uint16_t nameIndex;
  uint16_t descriptorIndex;
  const std::string& name;
  const std::string& descriptor;
};

// ---- The parser ----

class Parser {
 public:
  Parser(const uint8_t* data, size_t length, const std::string& expectedName)
      : data_(data), length_(length), r_(data, length), cf_(std::make_unique<ClassFile>()),
        name_(expectedName.empty() ? "<Unknown>" : expectedName), expected_(expectedName) {}

  std::unique_ptr<ClassFile> parse();
  std::string peekThisClass();

 private:
  // The structures of a class file, in file order.
  void readHeader();
  void checkVersion();
  [[noreturn]] void failVersion(const std::string& before, const std::string& after);
  void readConstantPool(bool lenient);
  int readConstant(uint16_t index, bool lenient);
  void checkVersionOfTag(uint8_t tag, bool lenient);
  void checkConstantPool();
  void checkConstant(uint16_t index);
  void checkMemberRef(const CpEntry& e);
  // Both take the indices of two Utf8 constants.
  void checkFieldNameAndType(uint16_t nameIndex, uint16_t descriptorIndex);
  int checkMethodNameAndType(uint16_t nameIndex, uint16_t descriptorIndex);
  void checkMethodHandle(uint16_t index, const CpEntry& e);
  void readClassAccess();
  void readThisAndSuper();
  void readSuper();
  void readInterfaces();
  void checkDuplicates(const std::vector<MemberInfo>& members, const char* kind);
  void readFields();
  MemberInfo readField();
  void readFieldAttributes(MemberInfo& field);
  void readConstantValue(Reader& body, MemberInfo& field);
  void readMethods();
  MemberInfo readMethod();
  uint16_t methodAccess(uint16_t raw, const std::string& name);
  void readMethodAttributes(MemberInfo& method, int argSlots);
  std::unique_ptr<CodeAttribute> readCode(Reader& body, int argSlots);
  void readExceptionTable(Reader& r, CodeAttribute& code);
  void readCodeAttributes(Reader& r, CodeAttribute& code);
  void readLineNumbers(Reader& body, CodeAttribute& code);
  void readLocalVariables(Reader& body, CodeAttribute& code);
  void readClassAttributes();
  bool readClassAttribute(std::string_view name, Reader& body);
  void readInnerClasses(Reader& body);
  void readInnerClass(Reader& body);
  void readEnclosingMethod(Reader& body);
  void readBootstrapMethods(Reader& body);
  void readRecord(Reader& body);
  std::vector<uint16_t> readClassList(Reader& body, const char* before, const char* after);
  void checkBootstrapReferences();

  // Walks one attributes table: `handle(name, body)` reads the attributes it
  // knows from `body`, which covers exactly the declared length, and returns
  // false for those it does not know, which are skipped.
  // `owner` ("field", "method", "Record component"; null for the class and
  // Code) only words the messages.
  template <class Handler>
  void attributes(Reader& r, const char* owner, Handler&& handle);
  [[noreturn]] void failDuplicate(std::string_view name, const char* owner);
  // singleAttributeIndex of the name at `nameIndex`, looked up once per name.
  int singleAttributeOf(uint16_t nameIndex);

  // Constant pool access with the index and tag checked.
  bool isTag(uint16_t index, CpTag tag) const;
  const std::string& utf8At(uint16_t index, const char* what = nullptr);
  // The name of the Class constant at `index`, or a failure with message():
  // the message is made only when it is needed, as for every check below.
  template <class Message>
  const std::string& classAt(uint16_t index, Message&& message);
  NameAndType nameAndTypeAt(uint16_t index);

  std::string in() const { return " in class file " + name_; }
  bool since(uint16_t major) const { return cf_->majorVersion >= major; }

  const uint8_t* data_;
  size_t length_;
  Reader r_;
  std::unique_ptr<ClassFile> cf_;
  std::string name_;      // the class, for messages: expected name, then this_class
  std::string expected_;
  bool isInterface_ = false;
  uint8_t moduleOnlyTag_ = 0;  // a Module or Package constant seen, legal only in module-info
  bool hasBootstrapMethods_ = false;
  bool hasNestMembers_ = false;

  // What is known of each Utf8 constant, so that a name or descriptor shared
  // by many members, local variables or attributes is checked once.
  enum : uint8_t { kGoodFieldName = 1, kGoodMethodName = 2, kGoodFieldType = 4, kGoodMethodType = 8 };
  static constexpr int8_t kNotLookedUp = -2;
  struct Checked {
    uint8_t good = 0;
    int8_t single = kNotLookedUp;  // as an attribute name: singleAttributeIndex
    uint16_t argSlots = 0;         // of a good method descriptor
  };
  std::vector<Checked> checked_;  // by constant pool index
};

template <class Handler>
void Parser::attributes(Reader& r, const char* owner, Handler&& handle) {
  uint16_t count = r.u2();
  r.need(uint64_t{count} * 6);
  uint32_t seen = 0;  // bit i: kSingleAttributes[i] met
  for (uint16_t i = 0; i < count; ++i) {
    uint16_t nameIndex = r.u2();
    if (!isTag(nameIndex, CpTag::Utf8)) fail("Attribute name has bad constant pool index " + num(nameIndex) + in());
    std::string_view name = cf_->constantPool[nameIndex].utf8;
    uint32_t length = r.u4();
    Reader body = r.sub(length, name, &name_);
    int single = singleAttributeOf(nameIndex);
    if (single >= 0 && (seen & (1u << single))) failDuplicate(name, owner);
    if (single >= 0) seen |= 1u << single;
    if ((name == "Synthetic" || name == "Deprecated") && length != 0) {
      fail("Invalid " + std::string(name) + " classfile attribute length " + num(length) + in());
    }
    if (handle(name, body) && !body.atEnd()) fail(wrongLengthMessage(name, name_));
  }
}

void Parser::failDuplicate(std::string_view name, const char* owner) {
  if (name == "ConstantValue") fail("Duplicate ConstantValue attribute" + in());
  bool perOwner = name == "Signature" || name == "AnnotationDefault" || name.starts_with("Runtime");
  std::string forOwner = owner && perOwner ? std::string(" for ") + owner : "";
  fail("Multiple " + std::string(name) + " attributes" + forOwner + in());
}

int Parser::singleAttributeOf(uint16_t nameIndex) {
  Checked& c = checked_[nameIndex];
  if (c.single == kNotLookedUp) c.single = static_cast<int8_t>(singleAttributeIndex(cf_->utf8(nameIndex), cf_->majorVersion));
  return c.single;
}

bool Parser::isTag(uint16_t index, CpTag tag) const {
  return index > 0 && index < cf_->constantPool.size() && cf_->constantPool[index].tag == tag;
}

const std::string& Parser::utf8At(uint16_t index, const char* what) {
  if (!isTag(index, CpTag::Utf8)) {
    fail("Invalid constant pool index " + num(index) + (what ? std::string(" for ") + what : "") + in());
  }
  return cf_->constantPool[index].utf8;
}

template <class Message>
const std::string& Parser::classAt(uint16_t index, Message&& message) {
  if (!isTag(index, CpTag::Class)) fail(message());
  return utf8At(cf_->constantPool[index].ref1);
}

NameAndType Parser::nameAndTypeAt(uint16_t index) {
  if (!isTag(index, CpTag::NameAndType)) fail("Invalid constant pool index " + num(index) + in());
  const CpEntry& e = cf_->constantPool[index];
  return {e.ref1, e.ref2, utf8At(e.ref1), utf8At(e.ref2)};
}

std::unique_ptr<ClassFile> Parser::parse() {
  readHeader();
  readConstantPool(false);
  checked_.resize(cf_->constantPool.size());
  checkConstantPool();
  readClassAccess();
  readThisAndSuper();
  readInterfaces();
  readFields();
  readMethods();
  readClassAttributes();
  if (!r_.atEnd()) fail("Extra bytes at the end of class file " + name_);
  checkBootstrapReferences();
  return std::move(cf_);
}

void Parser::readHeader() {
  uint32_t magic = r_.u4();
  if (magic != 0xCAFEBABE) fail("Incompatible magic value " + num(magic) + in());
  cf_->minorVersion = r_.u2();
  cf_->majorVersion = r_.u2();
  checkVersion();
}

void Parser::checkVersion() {
  uint16_t major = cf_->majorVersion, minor = cf_->minorVersion;
  // Before 56 any minor version is allowed. A good version builds no message.
  bool supported = major >= kMinMajorVersion && major <= kMaxMajorVersion;
  if (supported && (major < kJava12 || minor == 0)) return;
  std::string version = "(class file version " + num(major) + "." + num(minor) + ")";
  if (major < kMinMajorVersion) failVersion("", " " + version + " was compiled with an invalid major version");
  if (major > kMaxMajorVersion) {
    failVersion("", " has been compiled by a more recent version of the Java Runtime " + version +
                        ", this version of the Java Runtime only recognizes class file versions up to " +
                        num(kMaxMajorVersion) + ".0");
  }
  if (minor != kPreviewMinor) failVersion("", " " + version + " was compiled with an invalid non-zero minor version");
  // wwvm implements no preview features, so preview class files of every version are refused.
  if (major == kMaxMajorVersion) {
    failVersion("Preview features are not enabled for ", " " + version + ". Try running with '--enable-preview'");
  }
  failVersion("", " " + version +
                      " was compiled with preview features that are unsupported. This version of the Java Runtime "
                      "only recognizes preview features for class file version " +
                      num(kMaxMajorVersion) + "." + num(kPreviewMinor));
}

// Throws UnsupportedClassVersionError with the message `before` + the class
// name + `after`, the class named by this_class when the constant pool can be
// read that far, else by the name the loader asked for.
void Parser::failVersion(const std::string& before, const std::string& after) {
  std::string name;
  try {
    name = Parser(data_, length_, "").peekThisClass();
  } catch (const FormatError&) {
  }
  if (name.empty()) name = expected_.empty() ? "<Unknown>" : expected_;
  fail(before + name + after, kUnsupportedVersion);
}

std::string Parser::peekThisClass() {
  r_.take(8);
  readConstantPool(true);
  r_.u2();  // access_flags
  uint16_t thisIndex = r_.u2();
  if (!isTag(thisIndex, CpTag::Class)) return "";
  uint16_t nameIndex = cf_->constantPool[thisIndex].ref1;
  return isTag(nameIndex, CpTag::Utf8) ? cf_->constantPool[nameIndex].utf8 : "";
}

// ---- Constant pool: first pass reads every entry, second checks references ----

void Parser::readConstantPool(bool lenient) {
  uint16_t count = r_.u2();
  if (count == 0) fail("Illegal constant pool size 0" + in());
  r_.need(uint64_t{count - 1u} * 3);  // no entry is shorter than 3 bytes
  cf_->constantPool.resize(count);
  for (uint32_t i = 1; i < count;) i += readConstant(static_cast<uint16_t>(i), lenient);
}

// Reads the entry at `index`; returns how many slots it takes.
int Parser::readConstant(uint16_t index, bool lenient) {
  CpEntry& e = cf_->constantPool[index];
  uint8_t tag = r_.u1();
  checkVersionOfTag(tag, lenient);
  e.tag = static_cast<CpTag>(tag);
  switch (e.tag) {
    case CpTag::Utf8: {
      uint16_t length = r_.u2();
      const uint8_t* bytes = r_.take(length);
      e.utf8.assign(reinterpret_cast<const char*>(bytes), length);
      if (!isValidModifiedUtf8(e.utf8)) fail("Illegal UTF8 string in constant pool" + in());
      return 1;
    }
    case CpTag::Integer:
      e.i = static_cast<int32_t>(r_.u4());
      return 1;
    case CpTag::Float: {
      uint32_t bits = r_.u4();
      std::memcpy(&e.f, &bits, sizeof bits);
      return 1;
    }
    case CpTag::Long:
    case CpTag::Double: {
      // Takes two slots, so it cannot be the last entry.
      if (index + 1u >= cf_->constantPool.size()) fail("Invalid constant pool entry " + num(index) + in());
      uint64_t bits = r_.u8();
      if (e.tag == CpTag::Long) e.j = static_cast<int64_t>(bits);
      else std::memcpy(&e.d, &bits, sizeof bits);
      return 2;
    }
    case CpTag::Class: case CpTag::String: case CpTag::MethodType: case CpTag::Module: case CpTag::Package:
      e.ref1 = r_.u2();
      return 1;
    case CpTag::MethodHandle:
      e.refKind = r_.u1();
      e.ref1 = r_.u2();
      return 1;
    case CpTag::Fieldref: case CpTag::Methodref: case CpTag::InterfaceMethodref: case CpTag::NameAndType:
    case CpTag::Dynamic: case CpTag::InvokeDynamic:
      e.ref1 = r_.u2();
      e.ref2 = r_.u2();
      return 1;
    default:
      fail("Unknown constant tag " + num(tag) + in());
  }
}

void Parser::checkVersionOfTag(uint8_t tag, bool lenient) {
  if (lenient) return;
  auto tooNew = [&](uint16_t major) {
    if (!since(major)) fail("Class file version does not support constant tag " + num(tag) + in());
  };
  switch (static_cast<CpTag>(tag)) {
    case CpTag::MethodHandle: case CpTag::MethodType: case CpTag::InvokeDynamic:
      tooNew(kJava7);
      break;
    case CpTag::Dynamic:
      tooNew(kJava11);
      break;
    case CpTag::Module: case CpTag::Package:
      // Legal only in a module-info, which is known only once access_flags
      // are read; readClassAccess decides.
      if (!since(kJava9)) fail("Unknown constant tag " + num(tag) + in());
      if (moduleOnlyTag_ == 0) moduleOnlyTag_ = tag;
      break;
    default:
      break;
  }
}

void Parser::checkConstantPool() {
  for (size_t i = 1; i < cf_->constantPool.size(); ++i) checkConstant(static_cast<uint16_t>(i));
}

void Parser::checkConstant(uint16_t index) {
  const CpEntry& e = cf_->constantPool[index];
  switch (e.tag) {
    case CpTag::Class: {
      const std::string& name = utf8At(e.ref1);
      if (arrayDimensions(name) > 255) fail("Array type descriptor has more than 255 dimensions" + in());
      if (!isArrayOrClassName(name)) fail("Illegal class name " + quoted(name) + in());
      break;
    }
    case CpTag::String: case CpTag::Module: case CpTag::Package:
      utf8At(e.ref1);
      break;
    case CpTag::Fieldref: case CpTag::Methodref: case CpTag::InterfaceMethodref:
      checkMemberRef(e);
      break;
    case CpTag::NameAndType:
      // Checked as a field or method by the entries that use it.
      utf8At(e.ref1);
      utf8At(e.ref2);
      break;
    case CpTag::MethodHandle:
      checkMethodHandle(index, e);
      break;
    case CpTag::MethodType: {
      const std::string& descriptor = utf8At(e.ref1);
      if (methodArgSlots(descriptor) < 0) {
        fail("Method \"type\" in class " + name_ + " has illegal signature " + quoted(descriptor));  // the JDK's words
      }
      break;
    }
    case CpTag::Dynamic: {
      NameAndType nt = nameAndTypeAt(e.ref2);
      checkFieldNameAndType(nt.nameIndex, nt.descriptorIndex);
      break;
    }
    case CpTag::InvokeDynamic: {
      NameAndType nt = nameAndTypeAt(e.ref2);
      checkMethodNameAndType(nt.nameIndex, nt.descriptorIndex);
      break;
    }
    default:
      break;
  }
}

void Parser::checkMemberRef(const CpEntry& e) {
  classAt(e.ref1, [&] { return "Invalid constant pool index " + num(e.ref1) + in(); });
  NameAndType nt = nameAndTypeAt(e.ref2);
  if (e.tag == CpTag::Fieldref) {
    checkFieldNameAndType(nt.nameIndex, nt.descriptorIndex);
    return;
  }
  checkMethodNameAndType(nt.nameIndex, nt.descriptorIndex);
  // JVMS 4.4.2: of the names starting with '<', a Methodref may name only <init>.
  if (e.tag == CpTag::Methodref && nt.name[0] == '<' && nt.name != "<init>") {
    fail("Bad method name at constant pool index " + num(nt.nameIndex) + in());
  }
}

void Parser::checkFieldNameAndType(uint16_t nameIndex, uint16_t descriptorIndex) {
  const std::string& name = cf_->utf8(nameIndex);
  const std::string& descriptor = cf_->utf8(descriptorIndex);
  Checked& n = checked_[nameIndex];
  if (!(n.good & kGoodFieldName)) {
    if (!isUnqualifiedName(name)) fail("Illegal field name " + quoted(name) + " in class " + name_);
    n.good |= kGoodFieldName;
  }
  Checked& d = checked_[descriptorIndex];
  if (!(d.good & kGoodFieldType)) {
    if (!isFieldDescriptor(descriptor)) {
      fail("Field " + quoted(name) + " in class " + name_ + " has illegal signature " + quoted(descriptor));
    }
    d.good |= kGoodFieldType;
  }
}

// Returns the number of argument slots (without `this`).
int Parser::checkMethodNameAndType(uint16_t nameIndex, uint16_t descriptorIndex) {
  const std::string& name = cf_->utf8(nameIndex);
  const std::string& descriptor = cf_->utf8(descriptorIndex);
  Checked& n = checked_[nameIndex];
  if (!(n.good & kGoodMethodName)) {
    if (!isMethodName(name)) fail("Illegal method name " + quoted(name) + " in class " + name_);
    n.good |= kGoodMethodName;
  }
  Checked& d = checked_[descriptorIndex];
  int slots = d.argSlots;
  if (!(d.good & kGoodMethodType)) {
    slots = methodArgSlots(descriptor);
    if (slots >= 0) {
      d.good |= kGoodMethodType;
      d.argSlots = static_cast<uint16_t>(std::min(slots, 0xFFFF));  // beyond 255 is too many anyway
    }
  }
  // A class initialiser takes no arguments (JVMS 4.2.2; HotSpot checks it
  // at every version).
  bool badInitializer = name[0] == '<' && isInitializerName(name) &&
                        (!returnsVoid(descriptor) || (name == "<clinit>" && descriptor != "()V"));
  if (slots < 0 || badInitializer) {
    fail("Method " + quoted(name) + " in class " + name_ + " has illegal signature " + quoted(descriptor));
  }
  return slots;
}

// JVMS 4.4.8: the kind of entry a method handle refers to depends on its
// reference kind (and, for invokestatic and invokespecial, on the version).
void Parser::checkMethodHandle(uint16_t index, const CpEntry& e) {
  uint8_t kind = e.refKind;
  if (kind < 1 || kind > 9) fail("Bad method handle kind at constant pool index " + num(index) + in());
  auto refersTo = [&](CpTag tag) { return isTag(e.ref1, tag); };
  bool ok;
  const char* expected;
  if (kind <= 4) {  // getField, getStatic, putField, putStatic
    ok = refersTo(CpTag::Fieldref);
    expected = "a field";
  } else if (kind == 9) {  // invokeInterface
    ok = refersTo(CpTag::InterfaceMethodref);
    expected = "an interface method";
  } else if (kind == 5 || kind == 8) {  // invokeVirtual, newInvokeSpecial
    ok = refersTo(CpTag::Methodref);
    expected = "a method";
  } else {  // invokeStatic, invokeSpecial: interface methods too from version 52
    ok = refersTo(CpTag::Methodref) || (since(kJava8) && refersTo(CpTag::InterfaceMethodref));
    expected = "a method";
  }
  if (!ok) fail("Invalid constant pool index " + num(e.ref1) + in() + " (not " + expected + ")");
  if (kind <= 4) return;
  NameAndType nt = nameAndTypeAt(cf_->constantPool[e.ref1].ref2);
  if (kind == 8 && nt.name != "<init>") fail("Bad constructor name at constant pool index " + num(nt.nameIndex) + in());
  if (kind != 8 && isInitializerName(nt.name)) fail("Bad method name at constant pool index " + num(nt.nameIndex) + in());
}

// ---- Class header ----

void Parser::readClassAccess() {
  uint16_t raw = r_.u2();
  if (since(kJava9) && (raw & kModule)) {
    fail(name_ + " is not a class because access_flag ACC_MODULE is set", kNoClassDefFound);
  }
  if (moduleOnlyTag_ != 0) fail("Unknown constant tag " + num(moduleOnlyTag_) + in());
  uint16_t flags = raw & kClassFlags;
  // Before Java 6, compilers left ACC_ABSTRACT off interfaces.
  if ((flags & kInterface) && !since(kJava6)) flags |= kAbstract;
  if (!legalClassFlags(flags, cf_->majorVersion)) fail("Illegal class modifiers in class " + name_ + ": " + hex(flags));
  cf_->access = flags;
  isInterface_ = flags & kInterface;
}

void Parser::readThisAndSuper() {
  uint16_t thisIndex = r_.u2();
  const std::string& name = classAt(thisIndex, [&] { return "Invalid this class index " + num(thisIndex) + " in constant pool" + in(); });
  if (name[0] == '[') fail("Illegal class name " + quoted(name) + in());
  cf_->thisClass = name;
  name_ = name;
  readSuper();
}

void Parser::readSuper() {
  uint16_t superIndex = r_.u2();
  bool isObject = cf_->thisClass == "java/lang/Object";
  if (superIndex == 0 || isObject) {
    if (superIndex != 0 || !isObject) fail("Invalid superclass index " + num(superIndex) + in());
    return;
  }
  const std::string& super = classAt(superIndex, [&] { return "Invalid superclass index " + num(superIndex) + in(); });
  if (super[0] == '[') fail("Bad superclass name" + in());
  if (isInterface_ && super != "java/lang/Object") fail("Interfaces must have java.lang.Object as superclass" + in());
  cf_->superClass = super;
}

void Parser::readInterfaces() {
  uint16_t count = r_.u2();
  r_.need(uint64_t{count} * 2);
  std::unordered_set<std::string_view> seen;
  for (uint16_t i = 0; i < count; ++i) {
    uint16_t index = r_.u2();
    const std::string& name = classAt(index, [&] { return "Interface name has bad constant pool index " + num(index) + in(); });
    if (name[0] == '[') fail("Illegal interface name " + quoted(name) + in());
    if (!seen.insert(name).second) fail("Duplicate interface name " + quoted(name) + in());
    cf_->interfaces.push_back(name);
  }
}

// ---- Fields and methods ----

// FNV-1a over a member's name and descriptor, with a byte between them that
// modified UTF-8 never has.
uint64_t memberHash(const MemberInfo& m) {
  uint64_t h = 0xcbf29ce484222325u;
  auto mix = [&h](unsigned char c) { h = (h ^ c) * 0x100000001b3u; };
  for (char c : m.name) mix(static_cast<unsigned char>(c));
  mix(0xFF);
  for (char c : m.descriptor) mix(static_cast<unsigned char>(c));
  return h;
}

// Both tables refuse two members with the same name and descriptor; the one
// reported is the first that repeats an earlier one. An open-addressing table
// of member positions by hash finds them without copying any name.
void Parser::checkDuplicates(const std::vector<MemberInfo>& members, const char* kind) {
  size_t n = members.size();
  if (n < 2) return;
  constexpr uint16_t kEmpty = 0xFFFF;  // a table has at most 65535 members
  std::vector<uint64_t> hashes(n);
  std::vector<uint16_t> slots(std::bit_ceil(2 * n), kEmpty);
  size_t mask = slots.size() - 1;
  for (size_t i = 0; i < n; ++i) {
    const MemberInfo& m = members[i];
    uint64_t h = hashes[i] = memberHash(m);
    for (size_t s = (h ^ (h >> 32)) & mask;; s = (s + 1) & mask) {
      uint16_t j = slots[s];
      if (j == kEmpty) {
        slots[s] = static_cast<uint16_t>(i);
        break;
      }
      if (hashes[j] == h && members[j].name == m.name && members[j].descriptor == m.descriptor) {
        fail(std::string("Duplicate ") + kind + " name " + quoted(m.name) + " with signature " + quoted(m.descriptor) + in());
      }
    }
  }
}

void Parser::readFields() {
  uint16_t count = r_.u2();
  r_.need(uint64_t{count} * 8);  // a field_info takes at least 8 bytes
  cf_->fields.reserve(count);
  for (uint16_t i = 0; i < count; ++i) cf_->fields.push_back(readField());
  checkDuplicates(cf_->fields, "field");
}

MemberInfo Parser::readField() {
  MemberInfo f;
  uint16_t flags = r_.u2() & kFieldFlags;
  uint16_t nameIndex = r_.u2();
  f.name = utf8At(nameIndex, "field name");
  uint16_t descriptorIndex = r_.u2();
  f.descriptor = utf8At(descriptorIndex, "field signature");
  if (!legalFieldFlags(flags, isInterface_, cf_->majorVersion)) fail("Illegal field modifiers in class " + name_ + ": " + hex(flags));
  f.access = flags;
  checkFieldNameAndType(nameIndex, descriptorIndex);
  readFieldAttributes(f);
  return f;
}

void Parser::readFieldAttributes(MemberInfo& field) {
  attributes(r_, "field", [&](std::string_view name, Reader& body) {
    // JVMS 4.7.2: ConstantValue on a non-static field is silently ignored.
    if (name == "ConstantValue" && (field.access & kStatic)) {
      readConstantValue(body, field);
      return true;
    }
    if (name == "Signature" && since(kJava5)) {
      field.signature = utf8At(body.u2(), "Signature attribute");
      return true;
    }
    return false;
  });
}

void Parser::readConstantValue(Reader& body, MemberInfo& field) {
  if (body.remaining() != 2) fail("Invalid ConstantValue field attribute length " + num(body.remaining()) + in());
  uint16_t index = body.u2();
  if (index == 0 || index >= cf_->constantPool.size()) fail("Bad initial value index " + num(index) + " in ConstantValue attribute" + in());
  CpTag want;
  switch (field.descriptor[0]) {
    case 'J': want = CpTag::Long; break;
    case 'F': want = CpTag::Float; break;
    case 'D': want = CpTag::Double; break;
    case 'B': case 'C': case 'I': case 'S': case 'Z': want = CpTag::Integer; break;
    default: want = field.descriptor == "Ljava/lang/String;" ? CpTag::String : CpTag::Unusable; break;
  }
  if (want == CpTag::Unusable || cf_->constantPool[index].tag != want) fail("Inconsistent constant value type" + in());
  field.constantValue = index;
}

void Parser::readMethods() {
  uint16_t count = r_.u2();
  r_.need(uint64_t{count} * 8);  // a method_info takes at least 8 bytes
  cf_->methods.reserve(count);
  for (uint16_t i = 0; i < count; ++i) cf_->methods.push_back(readMethod());
  checkDuplicates(cf_->methods, "method");
}

MemberInfo Parser::readMethod() {
  MemberInfo m;
  uint16_t raw = r_.u2();
  uint16_t nameIndex = r_.u2();
  if (!isTag(nameIndex, CpTag::Utf8)) fail("Illegal constant pool index " + num(nameIndex) + " for method name" + in());
  uint16_t descriptorIndex = r_.u2();
  if (!isTag(descriptorIndex, CpTag::Utf8)) fail("Illegal constant pool index " + num(descriptorIndex) + " for method signature" + in());
  m.name = cf_->constantPool[nameIndex].utf8;
  m.descriptor = cf_->constantPool[descriptorIndex].utf8;
  int slots = checkMethodNameAndType(nameIndex, descriptorIndex);
  m.access = methodAccess(raw, m.name);
  if (!(m.access & kStatic)) ++slots;  // `this`
  if (slots > 255) fail("Too many arguments in method signature" + in());
  readMethodAttributes(m, slots);
  if (!m.code && !(m.access & (kNative | kAbstract))) {
    fail("Absent Code attribute in method that is not native or abstract" + in());
  }
  return m;
}

uint16_t Parser::methodAccess(uint16_t raw, const std::string& name) {
  uint16_t flags = raw & kMethodFlags;
  uint16_t strictMask = strictAssigned(cf_->majorVersion) ? kStrict : 0;
  if (name == "<clinit>") {
    // JVMS 4.6: an initialiser's flags are ignored but for ACC_STATIC (which
    // must be set from version 51; before that the JDK treats it as set) and ACC_STRICT.
    if (since(kJava7) && !(flags & kStatic)) fail("Method <clinit> is not static" + in());
    return kStatic | (flags & strictMask);
  }
  if (isInterface_ && name == "<init>") fail("Interface cannot have a method named <init>, class file " + name_);
  bool legal = isInterface_ ? legalInterfaceMethodFlags(flags, cf_->majorVersion)
                            : legalClassMethodFlags(flags, name == "<init>", cf_->majorVersion);
  if (!legal) fail("Method " + name + " in class " + name_ + " has illegal modifiers: " + hex(flags));
  return static_cast<uint16_t>(flags & (~kStrict | strictMask));
}

void Parser::readMethodAttributes(MemberInfo& method, int argSlots) {
  attributes(r_, "method", [&](std::string_view name, Reader& body) {
    if (name == "Code") {
      if (method.access & (kNative | kAbstract)) fail("Code attribute in native or abstract methods" + in());
      method.code = readCode(body, argSlots);
      return true;
    }
    if (name == "Exceptions") {
      method.exceptions = readClassList(body, "Exception name has bad type at constant pool ", "");
      return true;
    }
    if (name == "Signature" && since(kJava5)) {
      method.signature = utf8At(body.u2(), "Signature attribute");
      return true;
    }
    return false;
  });
}

// ---- Code (JVMS 4.7.3) ----

std::unique_ptr<CodeAttribute> Parser::readCode(Reader& body, int argSlots) {
  auto code = std::make_unique<CodeAttribute>();
  code->maxStack = body.u2();
  code->maxLocals = body.u2();
  uint32_t length = body.u4();
  if (length == 0 || length > 65535) fail("Invalid method Code length " + num(length) + in());
  const uint8_t* bytes = body.take(length);
  code->code.assign(bytes, bytes + length);
  readExceptionTable(body, *code);
  readCodeAttributes(body, *code);
  if (argSlots > code->maxLocals) fail("Arguments can't fit into locals" + in());
  return code;
}

void Parser::readExceptionTable(Reader& r, CodeAttribute& code) {
  uint16_t count = r.u2();
  r.need(uint64_t{count} * 8);
  code.exceptionTable.reserve(count);
  size_t length = code.code.size();
  for (uint16_t i = 0; i < count; ++i) {
    ExceptionTableEntry e;
    e.startPc = r.u2();
    e.endPc = r.u2();
    e.handlerPc = r.u2();
    e.catchType = r.u2();
    if (e.startPc >= e.endPc || e.endPc > length) fail("Illegal exception table range" + in());
    if (e.handlerPc >= length) fail("Illegal exception table handler" + in());
    if (e.catchType != 0) classAt(e.catchType, [&] { return "Catch type in exception table has bad constant type" + in(); });
    code.exceptionTable.push_back(e);
  }
}

void Parser::readCodeAttributes(Reader& r, CodeAttribute& code) {
  attributes(r, nullptr, [&](std::string_view name, Reader& body) {
    if (name == "LineNumberTable") {
      readLineNumbers(body, code);
      return true;
    }
    if (name == "LocalVariableTable") {
      readLocalVariables(body, code);
      return true;
    }
    if (name == "StackMapTable" && since(kJava6)) {
      size_t size = body.remaining();
      const uint8_t* bytes = body.take(size);
      code.stackMapTable.assign(bytes, bytes + size);
      code.hasStackMapTable = true;
      return true;
    }
    return false;
  });
}

void Parser::readLineNumbers(Reader& body, CodeAttribute& code) {
  uint16_t count = body.u2();
  body.need(uint64_t{count} * 4);
  code.lineNumbers.reserve(count);
  for (uint16_t i = 0; i < count; ++i) {
    LineNumberEntry e;
    e.startPc = body.u2();
    e.line = body.u2();
    if (e.startPc >= code.code.size()) fail("Invalid pc in LineNumberTable" + in());
    code.lineNumbers.push_back(e);
  }
}

void Parser::readLocalVariables(Reader& body, CodeAttribute& code) {
  uint16_t count = body.u2();
  body.need(uint64_t{count} * 10);
  size_t length = code.code.size();
  code.localVariables.reserve(count);
  for (uint16_t i = 0; i < count; ++i) {
    LocalVariableEntry e;
    e.startPc = body.u2();
    e.length = body.u2();
    e.nameIndex = body.u2();
    e.descriptorIndex = body.u2();
    e.index = body.u2();
    if (e.startPc >= length) fail("Invalid start_pc " + num(e.startPc) + " in LocalVariableTable" + in());
    if (e.startPc + size_t{e.length} > length) fail("Invalid length " + num(e.length) + " in LocalVariableTable" + in());
    utf8At(e.nameIndex, "local variable name");
    const std::string& descriptor = utf8At(e.descriptorIndex, "local variable signature");
    checkFieldNameAndType(e.nameIndex, e.descriptorIndex);
    size_t slots = (descriptor == "J" || descriptor == "D") ? 2 : 1;
    if (e.index + slots > code.maxLocals) fail("Invalid index " + num(e.index) + " in LocalVariableTable" + in());
    code.localVariables.push_back(e);
  }
}

// ---- Class attributes ----

void Parser::readClassAttributes() {
  attributes(r_, nullptr, [&](std::string_view name, Reader& body) { return readClassAttribute(name, body); });
  if (!cf_->nestHost.empty() && hasNestMembers_) {
    fail("Conflicting NestHost and NestMembers attributes" + in());
  }
}

bool Parser::readClassAttribute(std::string_view name, Reader& body) {
  if (name == "SourceFile") {
    cf_->sourceFile = utf8At(body.u2(), "SourceFile attribute");
  } else if (name == "Signature" && since(kJava5)) {
    cf_->signature = utf8At(body.u2(), "Signature attribute");
  } else if (name == "InnerClasses") {
    readInnerClasses(body);
  } else if (name == "EnclosingMethod" && since(kJava5)) {
    readEnclosingMethod(body);
  } else if (name == "BootstrapMethods" && since(kJava7)) {
    readBootstrapMethods(body);
  } else if (name == "NestHost" && since(kJava11)) {
    uint16_t index = body.u2();
    cf_->nestHost = classAt(index, [&] { return "Nest-host class_info_index " + num(index) + " has bad constant type" + in(); });
  } else if (name == "NestMembers" && since(kJava11)) {
    hasNestMembers_ = true;
    for (uint16_t index : readClassList(body, "Nest member class_info_index ", " has bad constant type")) {
      cf_->nestMembers.push_back(cf_->className(index));
    }
  } else if (name == "PermittedSubclasses" && since(kJava17)) {
    if (cf_->access & kFinal) fail("PermittedSubclasses attribute in final class file " + name_);
    for (uint16_t index : readClassList(body, "Permitted subclass class_info_index ", " has bad constant type")) {
      cf_->permittedSubclasses.push_back(cf_->className(index));
    }
  } else if (name == "Record" && since(kJava16)) {
    readRecord(body);
  } else {
    return false;
  }
  return true;
}

// A u2 count and that many Class indices; a bad index fails with `before` index `after`.
std::vector<uint16_t> Parser::readClassList(Reader& body, const char* before, const char* after) {
  uint16_t count = body.u2();
  body.need(uint64_t{count} * 2);
  std::vector<uint16_t> list;
  list.reserve(count);
  for (uint16_t i = 0; i < count; ++i) {
    uint16_t index = body.u2();
    classAt(index, [&] { return before + num(index) + after + in(); });
    list.push_back(index);
  }
  return list;
}

void Parser::readInnerClasses(Reader& body) {
  uint16_t count = body.u2();
  body.need(uint64_t{count} * 8);
  cf_->innerClasses.reserve(count);
  for (uint16_t i = 0; i < count; ++i) readInnerClass(body);
}

// JVMS 4.7.6 also asks for one entry per class and no outer class for an
// anonymous one from version 51; the JDK checks neither, and neither do we,
// so that every class file it loads loads here too.
void Parser::readInnerClass(Reader& body) {
  InnerClassEntry e;
  e.innerClass = body.u2();
  e.outerClass = body.u2();
  e.innerName = body.u2();
  uint16_t flags = body.u2() & kInnerClassFlags;
  classAt(e.innerClass, [&] { return "inner_class_info_index " + num(e.innerClass) + " has bad constant type" + in(); });
  if (e.outerClass != 0) {
    classAt(e.outerClass, [&] { return "outer_class_info_index " + num(e.outerClass) + " has bad constant type" + in(); });
  }
  if (e.innerName != 0) utf8At(e.innerName, "inner_name_index");
  if (e.innerClass == e.outerClass) fail("Class is both outer and inner class" + in());
  if ((flags & kInterface) && !since(kJava6)) flags |= kAbstract;
  if (!legalClassFlags(flags, cf_->majorVersion)) fail("Illegal class modifiers in class " + name_ + ": " + hex(flags));
  e.innerAccess = flags;
  cf_->innerClasses.push_back(e);
}

void Parser::readEnclosingMethod(Reader& body) {
  uint16_t classIndex = body.u2();
  uint16_t methodIndex = body.u2();
  classAt(classIndex, [&] { return "Invalid class index in EnclosingMethod attribute" + in(); });
  if (methodIndex != 0 && !isTag(methodIndex, CpTag::NameAndType)) {
    fail("Invalid or out-of-bounds method index in EnclosingMethod attribute" + in());
  }
}

void Parser::readBootstrapMethods(Reader& body) {
  hasBootstrapMethods_ = true;
  uint16_t count = body.u2();
  body.need(uint64_t{count} * 4);
  cf_->bootstrapMethods.reserve(count);
  for (uint16_t i = 0; i < count; ++i) {
    BootstrapMethod m;
    m.methodRef = body.u2();
    if (!isTag(m.methodRef, CpTag::MethodHandle)) fail("bootstrap_method_index " + num(m.methodRef) + " has bad constant type" + in());
    uint16_t argc = body.u2();
    body.need(uint64_t{argc} * 2);
    for (uint16_t k = 0; k < argc; ++k) {
      uint16_t arg = body.u2();
      if (arg == 0 || arg >= cf_->constantPool.size() || !isLoadable(cf_->constantPool[arg].tag)) {
        fail("argument_index " + num(arg) + " has bad constant type" + in());
      }
      m.arguments.push_back(arg);
    }
    cf_->bootstrapMethods.push_back(std::move(m));
  }
}

void Parser::readRecord(Reader& body) {
  uint16_t count = body.u2();
  body.need(uint64_t{count} * 6);
  for (uint16_t i = 0; i < count; ++i) {
    uint16_t nameIndex = body.u2();
    utf8At(nameIndex, "record component name");
    uint16_t descriptorIndex = body.u2();
    utf8At(descriptorIndex, "record component signature");
    checkFieldNameAndType(nameIndex, descriptorIndex);
    attributes(body, "Record component", [&](std::string_view attr, Reader& attrBody) {
      if (attr != "Signature") return false;
      utf8At(attrBody.u2(), "Signature attribute");
      return true;
    });
  }
  cf_->isRecord = true;
}

// Dynamic and InvokeDynamic constants name a bootstrap method by its index
// in the BootstrapMethods attribute, which comes last in the file.
void Parser::checkBootstrapReferences() {
  const auto& pool = cf_->constantPool;
  for (size_t i = 1; i < pool.size(); ++i) {
    if (pool[i].tag != CpTag::Dynamic && pool[i].tag != CpTag::InvokeDynamic) continue;
    if (!hasBootstrapMethods_) fail("Missing BootstrapMethods attribute" + in());
    if (pool[i].ref1 >= cf_->bootstrapMethods.size()) {
      fail("Short length on BootstrapMethods" + in());  // the JDK's words for a bad index
    }
  }
}

}  // namespace

ParseResult parseClassFile(const uint8_t* data, size_t length, const std::string& expectedName) {
  ParseResult result;
  try {
    result.file = Parser(data, length, expectedName).parse();
  } catch (const FormatError& e) {
    result.errorClass = e.errorClass;
    result.message = e.message;
  }
  return result;
}

}  // namespace ww::vm
