// Generating lambda classes (vm/lambdaclass.h).
#include "vm/lambdaclass.h"

#include <algorithm>

#include "interpreter/opcodes.h"
#include "vm/classwriter.h"
#include "vm/descriptor.h"
#include "vm/init.h"
#include "vm/loader.h"
#include "vm/vm.h"

namespace ww::vm {
namespace {

using namespace ww::interp;

bool isPrimitive(const std::string& d) { return d.size() == 1; }
int slots(const std::string& d) { return d == "J" || d == "D" ? 2 : d == "V" ? 0 : 1; }

const char* wrapperOf(char p) {
  switch (p) {
    case 'Z': return "java/lang/Boolean";
    case 'B': return "java/lang/Byte";
    case 'C': return "java/lang/Character";
    case 'S': return "java/lang/Short";
    case 'I': return "java/lang/Integer";
    case 'J': return "java/lang/Long";
    case 'F': return "java/lang/Float";
    case 'D': return "java/lang/Double";
  }
  return nullptr;
}

// The primitive a wrapper class descriptor boxes ("Ljava/lang/Integer;" -> 'I'), else 0.
char unwrapped(const std::string& d) {
  for (char p : std::string("ZBCSIJFD"))
    if (d == std::string("L") + wrapperOf(p) + ";") return p;
  return 0;
}

const char* unboxMethod(char p) {
  switch (p) {
    case 'Z': return "booleanValue";
    case 'B': return "byteValue";
    case 'C': return "charValue";
    case 'S': return "shortValue";
    case 'I': return "intValue";
    case 'J': return "longValue";
    case 'F': return "floatValue";
    default: return "doubleValue";
  }
}

// JLS 5.1.2 widening primitive conversion (and identity).
bool widens(char from, char to) {
  if (from == to) return true;
  switch (from) {
    case 'B': return to == 'S' || to == 'I' || to == 'J' || to == 'F' || to == 'D';
    case 'S': case 'C': return to == 'I' || to == 'J' || to == 'F' || to == 'D';
    case 'I': return to == 'J' || to == 'F' || to == 'D';
    case 'J': return to == 'F' || to == 'D';
    case 'F': return to == 'D';
  }
  return false;
}

// "Ljava/lang/String;" -> "java/lang/String"; array descriptors stay as they are.
std::string classNameOf(const std::string& d) { return d[0] == 'L' ? d.substr(1, d.size() - 2) : d; }

// The static field of a lambda class that captures nothing: its one instance.
constexpr const char* kInstanceField = "instance";

// Writes one lambda class.
class LambdaWriter {
 public:
  LambdaWriter(Thread* t, const LambdaShape& s, std::string name)
      : t_(t), s_(s), w_(std::move(name), "java/lang/Object", ACC_FINAL | ACC_SUPER | ACC_SYNTHETIC) {}

  bool write(std::string* why) {
    captured_ = parameterTypes(s_.factoryType);
    dynamic_ = parameterTypes(s_.dynamicMethodType);
    implParams_ = parameterTypes(s_.impl->descriptor);
    if (s_.implKind == REF_newInvokeSpecial) implReturn_ = "L" + s_.implClass->name + ";";
    else implReturn_ = std::string(returnType(s_.impl->descriptor));
    receiver_ = s_.implKind == REF_invokeVirtual || s_.implKind == REF_invokeInterface ||
                s_.implKind == REF_invokeSpecial;

    // Each interface once, as LambdaMetafactory does: a marker may repeat the
    // functional interface, or name Serializable beside the flag.
    std::vector<std::string> interfaces = {classNameOf(std::string(returnType(s_.factoryType)))};
    interfaces.insert(interfaces.end(), s_.markers.begin(), s_.markers.end());
    if (s_.serializable) interfaces.push_back("java/io/Serializable");
    std::vector<std::string> added;
    for (const std::string& i : interfaces) {
      if (std::find(added.begin(), added.end(), i) != added.end()) continue;
      w_.addInterface(i);
      added.push_back(i);
    }
    for (size_t i = 0; i < captured_.size(); ++i) w_.addField(ACC_PRIVATE | ACC_FINAL, fieldName(i), captured_[i]);
    implRef_ = w_.methodRef(s_.implClass->name, s_.impl->name, s_.impl->descriptor, s_.implViaInterface);
    implClassRef_ = w_.classRef(s_.implClass->name);

    if (captured_.empty()) w_.addField(ACC_PRIVATE | ACC_STATIC | ACC_FINAL, kInstanceField, "L" + w_.name() + ";");
    if (!validate(why)) return false;

    std::vector<std::string> done = {s_.interfaceMethodType};
    addMethod(s_.interfaceMethodType);
    for (const std::string& b : s_.bridges) {
      if (std::find(done.begin(), done.end(), b) != done.end()) continue;
      addMethod(b);
      done.push_back(b);
    }
    return true;
  }

  const ClassWriter& writer() const { return w_; }
  uint16_t implRef() const { return implRef_; }
  uint16_t implClassRef() const { return implClassRef_; }

 private:
  static std::string fieldName(size_t i) { return "arg$" + std::to_string(i + 1); }

  // The implementation's parameters, with the receiver first where it takes one.
  std::vector<std::string> targets() const {
    std::vector<std::string> t;
    if (receiver_) t.push_back("L" + s_.implClass->name + ";");
    t.insert(t.end(), implParams_.begin(), implParams_.end());
    return t;
  }

  // LambdaMetafactory's checks of the bootstrap arguments, in its order and
  // words (JDK 17): arity, the receiver, the captured values, the interface
  // method's parameters and result, then the interface method's descriptor
  // and each bridge against the instantiated type. Class types load in the
  // host's loader, as resolving the MethodType constants loads them.
  bool validate(std::string* why) {
    std::vector<std::string> to = targets();
    size_t capturedArity = captured_.size(), samArity = parameterTypes(s_.interfaceMethodType).size();
    if (to.size() != capturedArity + samArity || dynamic_.size() != samArity) {
      *why = "Incorrect number of parameters for " + kindName() + " method " + implSignature() + "; " +
             std::to_string(capturedArity) + " captured parameters, " + std::to_string(samArity) +
             " functional interface method parameters, " + std::to_string(to.size()) + " implementation parameters";
      return false;
    }
    size_t capturedStart = 0, samStart = capturedArity;
    if (receiver_) {
      const std::string& receiver = capturedArity == 0 ? dynamic_[0] : captured_[0];
      bool fits = !isPrimitive(receiver) && subtype(receiver, to[0]);
      if (t_->hasPending()) return false;
      if (!fits) {
        *why = "Invalid receiver type " + describe(receiver) + "; not a subtype of implementation type " +
               describe(to[0]);
        return false;
      }
      capturedStart = capturedArity == 0 ? 0 : 1;
      samStart = capturedArity == 0 ? 1 : capturedArity;
    }
    for (size_t i = capturedStart; i < capturedArity; ++i) {
      if (captured_[i] != to[i]) {
        *why = "Type mismatch in captured lambda parameter " + std::to_string(i) + ": expecting " +
               describe(captured_[i]) + ", found " + describe(to[i]);
        return false;
      }
    }
    for (size_t i = samStart; i < to.size(); ++i) {
      const std::string& dynamic = dynamic_[i - capturedArity];
      if (!adaptable(dynamic, to[i], true)) {
        if (t_->hasPending()) return false;
        *why = "Type mismatch for lambda argument " + std::to_string(i) + ": " + describe(dynamic) +
               " is not convertible to " + describe(to[i]);
        return false;
      }
    }
    std::string expected(returnType(s_.dynamicMethodType));
    if (expected != "V" && (implReturn_ == "V" || !adaptable(implReturn_, expected, false))) {
      if (t_->hasPending()) return false;
      *why = "Type mismatch for lambda return: " + describe(implReturn_) + " is not convertible to " +
             describe(expected);
      return false;
    }
    if (!checkDescriptor(s_.interfaceMethodType, why)) return false;
    for (const std::string& b : s_.bridges)
      if (!checkDescriptor(b, why)) return false;
    return true;
  }

  // The instantiated type specialises descriptor `d`: its parameters are
  // subtypes of d's, its result adapts strictly to d's.
  bool checkDescriptor(const std::string& d, std::string* why) {
    std::vector<std::string> params = parameterTypes(d);
    if (params.size() != dynamic_.size()) {
      *why = "Incorrect number of parameters: " + javaMethodDescription(s_.methodName, d) + " against the instantiated " +
             javaMethodDescription(s_.methodName, s_.dynamicMethodType);
      return false;
    }
    for (size_t i = 0; i < params.size(); ++i) {
      bool fits = dynamic_[i] == params[i] || (!isPrimitive(dynamic_[i]) && !isPrimitive(params[i]) &&
                                               subtype(dynamic_[i], params[i]));
      if (t_->hasPending()) return false;
      if (!fits) {
        *why = "Type mismatch for dynamic parameter " + std::to_string(i) + ": " + describe(dynamic_[i]) +
               " is not a subtype of " + describe(params[i]);
        return false;
      }
    }
    std::string from(returnType(s_.dynamicMethodType)), to(returnType(d));
    bool fits = from == "V" || to == "V" ? from == to : adaptable(from, to, true);
    if (t_->hasPending()) return false;
    if (!fits) {
      *why = "Type mismatch for lambda expected return: " + describe(from) + " is not convertible to " + describe(to);
      return false;
    }
    return true;
  }

  // LambdaMetafactory's adaptability of a value of type `from` to type `to`
  // (`strict` for parameters). May load classes; false with nothing pending
  // when the types do not fit.
  bool adaptable(const std::string& from, const std::string& to, bool strict) {
    if (from == to) return true;
    if (from == "V" || to == "V") return false;
    if (isPrimitive(from)) {
      if (isPrimitive(to)) return widens(from[0], to[0]);
      Class* wrapper = load("L" + std::string(wrapperOf(from[0])) + ";");
      Class* target = wrapper ? load(to) : nullptr;
      return target && isAssignable(wrapper, target);
    }
    if (isPrimitive(to)) {
      char boxed = unwrapped(from);
      return boxed ? widens(boxed, to[0]) : !strict;
    }
    return !strict || subtype(from, to);
  }

  // Class type `from` is `to` or a subtype of it (both loaded).
  bool subtype(const std::string& from, const std::string& to) {
    if (from == to) return true;
    Class* f = load(from);
    Class* t = f ? load(to) : nullptr;
    return t && isAssignable(f, t);
  }

  Class* load(const std::string& d) { return classForDescriptor(t_, d, s_.host->loader); }

  // A type as Class.toString shows it: "int", "class java.lang.String", "interface java.lang.Runnable".
  std::string describe(const std::string& d) {
    if (isPrimitive(d)) return javaTypeName(d);
    Class* c = nullptr;
    if (!t_->hasPending()) {
      c = load(d);
      if (!c) t_->pending = nullptr;  // only a message is being made
    }
    return std::string(c && c->isInterface() ? "interface " : "class ") + (c ? c->javaName() : dotted(classNameOf(d)));
  }

  // One interface method (or bridge) of descriptor `d`, whose types
  // validate() has checked: the captured values, then d's parameters, each
  // converted to what the implementation takes; the call; the result
  // converted to d's return type.
  void addMethod(const std::string& d) {
    std::vector<std::string> params = parameterTypes(d);
    std::vector<std::string> to = targets();
    CodeWriter c;
    if (s_.implKind == REF_newInvokeSpecial) {
      c.cpOp(OP_NEW, implClassRef_, 1);
      c.op(OP_DUP, 1);
    }
    int local = 1;
    int argSlots = 0;
    for (size_t i = 0; i < to.size(); ++i) {
      std::string from, functional;
      if (i < captured_.size()) {
        from = functional = captured_[i];
        c.load('L', 0);
        c.cpOp(OP_GETFIELD, w_.fieldRef(w_.name(), fieldName(i), from), slots(from) - 1);
      } else {
        size_t j = i - captured_.size();
        from = params[j];
        functional = dynamic_[j];
        c.load(from[0], local);
        local += slots(from);
      }
      convert(c, from, to[i], functional);
      argSlots += slots(to[i]);
    }
    int result = s_.implKind == REF_newInvokeSpecial ? 0 : slots(implReturn_);
    int receiverSlots = receiver_ ? 1 : 0;
    switch (s_.implKind) {
      case REF_invokeStatic: c.cpOp(OP_INVOKESTATIC, implRef_, result - argSlots); break;
      case REF_invokeVirtual: c.cpOp(OP_INVOKEVIRTUAL, implRef_, result - argSlots); break;
      case REF_invokeInterface: c.invokeInterface(implRef_, argSlots - receiverSlots, result); break;
      default: c.cpOp(OP_INVOKESPECIAL, implRef_, result - argSlots - (receiverSlots ? 0 : 1)); break;
    }
    std::string ret(returnType(d));
    if (ret == "V") {
      if (implReturn_ != "V") c.op(slots(implReturn_) == 2 ? OP_POP2 : OP_POP, -slots(implReturn_));
    } else {
      convert(c, implReturn_, ret, std::string(returnType(s_.dynamicMethodType)));
    }
    c.returnValue(ret[0]);
    w_.addMethod(ACC_PUBLIC, s_.methodName, d, c, uint16_t(local));
  }

  // Converts the value of type `from` on the stack to type `to`, as
  // LambdaMetafactory adapts types, once validate() has found that they fit;
  // `functional` is the type this site instantiates the generic interface
  // with: it picks the wrapper to unbox from when `from` is a reference.
  void convert(CodeWriter& c, const std::string& from, const std::string& to, const std::string& functional) {
    if (from == to) return;
    if (isPrimitive(from)) {
      if (isPrimitive(to)) widen(c, from[0], to[0]);
      else box(c, from[0]);  // the wrapper class is a subtype of `to`
      return;
    }
    if (!isPrimitive(to)) {
      cast(c, to);
      return;
    }
    char boxed = unwrapped(from);
    if (!boxed) boxed = unwrapped(functional);
    if (!boxed) boxed = to[0];  // a result: cast to the wrapper of its type
    std::string wrapper = "L" + std::string(wrapperOf(boxed)) + ";";
    if (from != wrapper) cast(c, wrapper);
    unbox(c, boxed);
    widen(c, boxed, to[0]);
  }

  // The reference on the stack is cast to `to` unless every reference is one.
  void cast(CodeWriter& c, const std::string& to) {
    if (to != "Ljava/lang/Object;") c.cpOp(OP_CHECKCAST, w_.classRef(classNameOf(to)), 0);
  }

  void box(CodeWriter& c, char p) {
    std::string wrapper = wrapperOf(p);
    std::string d = std::string("(") + p + ")L" + wrapper + ";";
    c.cpOp(OP_INVOKESTATIC, w_.methodRef(wrapper, "valueOf", d, false), 1 - slots(std::string(1, p)));
  }

  void unbox(CodeWriter& c, char p) {
    std::string wrapper = wrapperOf(p);
    c.cpOp(OP_INVOKEVIRTUAL, w_.methodRef(wrapper, unboxMethod(p), std::string("()") + p, false),
           slots(std::string(1, p)) - 1);
  }

  static void widen(CodeWriter& c, char from, char to) {
    bool fromInt = from == 'B' || from == 'S' || from == 'C' || from == 'I';
    if (fromInt && to == 'J') c.op(OP_I2L, 1);
    else if (fromInt && to == 'F') c.op(OP_I2F, 0);
    else if (fromInt && to == 'D') c.op(OP_I2D, 1);
    else if (from == 'J' && to == 'F') c.op(OP_L2F, -1);
    else if (from == 'J' && to == 'D') c.op(OP_L2D, 0);
    else if (from == 'F' && to == 'D') c.op(OP_F2D, 1);
  }

  std::string kindName() const {
    switch (s_.implKind) {
      case REF_invokeStatic: return "static";
      case REF_newInvokeSpecial: return "constructor";
      case REF_invokeSpecial: return "special";
      case REF_invokeInterface: return "interface";
      default: return "virtual";
    }
  }
  std::string implSignature() const {
    return javaMethodSignature(s_.implClass->name, s_.impl->name, s_.impl->descriptor);
  }

  Thread* t_;
  const LambdaShape& s_;
  ClassWriter w_;
  std::vector<std::string> captured_, dynamic_, implParams_;
  std::string implReturn_;
  bool receiver_ = false;
  uint16_t implRef_ = 0, implClassRef_ = 0;
};

}  // namespace

Class* makeLambdaClass(Thread* t, const LambdaShape& shape, std::string* why) {
  VM* vm = t->vm;
  std::string name = shape.host->name + "$$Lambda$" + std::to_string(++vm->lambdaClassCount);
  LambdaWriter writer(t, shape, name);
  if (!writer.write(why) || t->hasPending()) return nullptr;
  Class* c = defineGeneratedClass(t, writer.writer().bytes(), shape.host->loader, shape.host->javaName());
  if (!c) return nullptr;
  // The class calls the implementation method as its host would: resolved
  // from the host already, with the host's access (a private lambda body is
  // the host's own method), so the generated class's constant is filled in
  // rather than resolved again from a class that is not a nestmate.
  c->resolved[writer.implRef()] = shape.impl;
  c->resolved[writer.implClassRef()] = shape.implClass;
  if (!ensureInitialized(t, c)) return nullptr;
  return c;
}

Object** sharedInstanceCell(Class* lambdaClass) {
  Field* f = lambdaClass->findDeclaredField(kInstanceField, "L" + lambdaClass->name + ";");
  if (!f) return nullptr;
  return reinterpret_cast<Object**>(reinterpret_cast<char*>(lambdaClass->statics.get()) + f->offset);
}

}  // namespace ww::vm
