// Generating string concatenation methods (vm/concat.h).
#include "vm/concat.h"

#include <cstring>

#include "interpreter/opcodes.h"
#include "vm/classwriter.h"
#include "vm/descriptor.h"
#include "vm/init.h"
#include "vm/loader.h"
#include "vm/resolve.h"
#include "vm/vm.h"

namespace ww::vm {
namespace {

using namespace ww::interp;

constexpr char kArgument = '\1';
constexpr char kConstant = '\2';
// StringConcatFactory's limit: a method takes at most 255 slots, and the
// factory keeps some for itself.
constexpr int kMaxSlots = 200;

const char* const kBuilder = "java/lang/StringBuilder";

// The parameter type the generated method takes for an argument of type d:
// what picks StringBuilder.append's overload. byte and short append as int;
// a reference other than a String appends as an Object (String.valueOf).
std::string appendType(const std::string& d) {
  if (d == "B" || d == "S") return "I";
  if (d.size() == 1 || d == "Ljava/lang/String;") return d;
  return "Ljava/lang/Object;";
}

int slots(const std::string& d) { return d == "J" || d == "D" ? 2 : 1; }

class ConcatWriter {
 public:
  ConcatWriter(Thread* t, Class* host, std::string name)
      : t_(t), host_(host), w_(std::move(name), "java/lang/Object", kAccess) {}

  // The method's code; false with `why` when a constant is of a kind no
  // concatenation takes.
  bool write(const std::vector<std::string>& params, const std::string& recipe, const std::vector<uint16_t>& constants,
             std::string* why) {
    CodeWriter c;
    c.cpOp(OP_NEW, w_.classRef(kBuilder), 1);
    c.op(OP_DUP, 1);
    c.cpOp(OP_INVOKESPECIAL, w_.methodRef(kBuilder, "<init>", "()V", false), -1);
    std::string text;
    size_t arg = 0, constant = 0;
    int local = 0;
    for (char ch : recipe) {
      if (ch != kArgument && ch != kConstant) {
        text += ch;
        continue;
      }
      appendText(c, text);
      if (ch == kArgument) {
        const std::string& type = params[arg++];
        c.load(type[0], local);
        local += slots(type);
        append(c, type);
      } else if (!appendConstant(c, constants[constant++], why)) {
        return false;
      }
    }
    appendText(c, text);
    c.cpOp(OP_INVOKEVIRTUAL, w_.methodRef(kBuilder, "toString", "()Ljava/lang/String;", false), 0);
    c.returnValue('L');
    descriptor_ = "(";
    for (const std::string& p : params) descriptor_ += p;
    descriptor_ += ")Ljava/lang/String;";
    w_.addMethod(ACC_PUBLIC | ACC_STATIC, "concat", descriptor_, c, uint16_t(local));
    return true;
  }

  const ClassWriter& writer() const { return w_; }
  const std::string& descriptor() const { return descriptor_; }

 private:
  static constexpr uint16_t kAccess = ACC_PUBLIC | ACC_FINAL | ACC_SUPER | ACC_SYNTHETIC;

  void append(CodeWriter& c, const std::string& type) {
    c.cpOp(OP_INVOKEVIRTUAL, w_.methodRef(kBuilder, "append", "(" + type + ")Ljava/lang/StringBuilder;", false),
           -slots(type));
  }

  void appendText(CodeWriter& c, std::string& text) {
    if (text.empty()) return;
    appendLiteral(c, text);
    text.clear();
  }

  bool appendConstant(CodeWriter& c, uint16_t index, std::string* why) {
    const CpEntry& e = host_->file->constantPool[index];
    switch (e.tag) {
      case CpTag::String:
        appendLiteral(c, host_->file->utf8(e.ref1));
        return true;
      case CpTag::Integer:
        c.cpOp(OP_LDC_W, w_.integer(e.i), 1);
        append(c, "I");
        return true;
      case CpTag::Float:
        c.cpOp(OP_LDC_W, w_.floating(e.f), 1);
        append(c, "F");
        return true;
      case CpTag::Long:
        c.cpOp(OP_LDC2_W, w_.longConst(e.j), 2);
        append(c, "J");
        return true;
      case CpTag::Double:
        c.cpOp(OP_LDC2_W, w_.doubleConst(e.d), 2);
        append(c, "D");
        return true;
      case CpTag::Class: {
        // String.valueOf of the class: "class Foo", "interface Bar" (resolved
        // from the host, whose loader may be the only one that knows it).
        Class* k = resolveClass(t_, host_, index);
        if (!k) return false;
        appendLiteral(c, std::string(k->isInterface() ? "interface " : "class ") + k->javaName());
        return true;
      }
      case CpTag::MethodType: {
        std::string text;
        if (!methodTypeText(host_->file->utf8(e.ref1), &text)) return false;
        appendLiteral(c, text);
        return true;
      }
      default:
        *why = "Unsupported concat constant: constant pool entry " + std::to_string(index) + " (tag " +
               std::to_string(int(e.tag)) + ")";
        return false;
    }
  }

  void appendLiteral(CodeWriter& c, const std::string& utf8) {
    c.cpOp(OP_LDC_W, w_.string(utf8), 1);
    append(c, "Ljava/lang/String;");
  }

  // MethodType.toString: "(int,String)void", simple names; the classes load
  // as resolving the constant loads them.
  bool methodTypeText(const std::string& descriptor, std::string* text) {
    std::vector<std::string> types = parameterTypes(descriptor);
    *text = "(";
    for (size_t i = 0; i < types.size(); ++i) {
      std::string simple;
      if (!simpleName(types[i], &simple)) return false;
      *text += (i ? "," : "") + simple;
    }
    std::string result;
    if (!simpleName(std::string(returnType(descriptor)), &result)) return false;
    *text += ")" + result;
    return true;
  }

  bool simpleName(const std::string& d, std::string* out) {
    if (d.size() == 1) {
      *out = javaTypeName(d);
      return true;
    }
    if (!classForDescriptor(t_, d, host_->loader)) return false;
    std::string name = javaTypeName(d);  // "java.lang.String", "int[]", "a.Outer$Inner"
    name = name.substr(name.rfind('.') + 1);
    *out = name.substr(name.rfind('$') + 1);
    return true;
  }

  Thread* t_;
  Class* host_;
  ClassWriter w_;
  std::string descriptor_;
};

size_t count(const std::string& s, char ch) {
  size_t n = 0;
  for (char c : s) n += c == ch;
  return n;
}

// The key that shares one method between sites: what the generated code depends on.
std::string shapeKey(const Class* host, const std::vector<std::string>& params, const std::string& recipe,
                     const std::vector<uint16_t>& constants) {
  std::string key = recipe + '\0';
  for (const std::string& p : params) key += p;
  for (uint16_t index : constants) {
    const CpEntry& e = host->file->constantPool[index];
    key += '\0' + std::to_string(int(e.tag)) + ':';
    switch (e.tag) {
      case CpTag::String: key += host->file->utf8(e.ref1); break;
      case CpTag::Integer: key += std::to_string(e.i); break;
      case CpTag::Long: key += std::to_string(e.j); break;
      case CpTag::Float: {
        uint32_t bits;
        std::memcpy(&bits, &e.f, 4);
        key += std::to_string(bits);
        break;
      }
      case CpTag::Double: {
        uint64_t bits;
        std::memcpy(&bits, &e.d, 8);
        key += std::to_string(bits);
        break;
      }
      default: key += std::to_string(index) + "@" + host->name; break;
    }
  }
  return key;
}

}  // namespace

Method* concatMethod(Thread* t, Class* host, const std::string& descriptor, const std::string& recipe,
                     const std::vector<uint16_t>& constants, std::string* why) {
  // The result may be any type a String is (Object, CharSequence ...).
  std::string result(returnType(descriptor));
  if (result != "Ljava/lang/String;") {
    Class* c = result.size() > 1 ? classForDescriptor(t, result, host->loader) : nullptr;
    if (t->hasPending()) return nullptr;
    if (!c || !isAssignable(t->vm->wk.string, c)) {
      *why = "The return type should be compatible with String, but it is " +
             std::string(c ? (c->isInterface() ? "interface " : "class ") : "") + javaTypeName(result);
      return nullptr;
    }
  }
  std::vector<std::string> declared = parameterTypes(descriptor);
  int slotCount = parameterSlots(descriptor);
  if (slotCount > kMaxSlots) {
    *why = "Too many concat argument slots: " + std::to_string(slotCount) + ", can only accept " +
           std::to_string(kMaxSlots);
    return nullptr;
  }
  if (count(recipe, kArgument) != declared.size()) {
    *why = "Mismatched number of concat arguments: recipe wants " + std::to_string(count(recipe, kArgument)) +
           " arguments, but signature provides " + std::to_string(declared.size());
    return nullptr;
  }
  if (count(recipe, kConstant) != constants.size()) {
    *why = "Mismatched number of concat constants: recipe wants " + std::to_string(count(recipe, kConstant)) +
           " constants, but only " + std::to_string(constants.size()) + " are passed";
    return nullptr;
  }
  std::vector<std::string> params;
  for (const std::string& d : declared) params.push_back(appendType(d));
  VM* vm = t->vm;
  std::string key = shapeKey(host, params, recipe, constants);
  if (auto it = vm->concatMethods.find(key); it != vm->concatMethods.end()) return it->second;

  // The class library's loader: the method names nothing but java.lang.
  ConcatWriter writer(t, host, "java/lang/invoke/StringConcat$$" + std::to_string(++vm->concatClassCount));
  if (!writer.write(params, recipe, constants, why) || t->hasPending()) return nullptr;
  Class* c = defineGeneratedClass(t, writer.writer().bytes(), Loader::Boot, host->javaName());
  if (!c || !ensureInitialized(t, c)) return nullptr;
  Method* m = c->findDeclaredMethod("concat", writer.descriptor());
  vm->concatMethods.emplace(std::move(key), m);
  return m;
}

}  // namespace ww::vm
