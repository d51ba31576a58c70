// Linking invokedynamic call sites (vm/callsite.h): reading the bootstrap
// method and its static arguments, recognising the bootstraps wwvm links,
// and building what the interpreter's quick forms run.
#include "vm/callsite.h"

#include "vm/alloc.h"
#include "vm/concat.h"
#include "vm/descriptor.h"
#include "vm/exceptions.h"
#include "vm/lambdaclass.h"
#include "vm/loader.h"
#include "vm/resolve.h"
#include "vm/vmaccount.h"
#include "vm/vm.h"

namespace ww::vm {
namespace {

constexpr const char* kLookupPrefix =
    "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;";
constexpr const char* kCallSite = ")Ljava/lang/invoke/CallSite;";

// The bootstraps wwvm links, by class, name and descriptor.
enum class Bootstrap { Metafactory, AltMetafactory, MakeConcat, MakeConcatWithConstants, Other };

struct BootstrapInfo {
  const char* owner;
  const char* name;
  const char* extraParameters;  // after the three every bootstrap takes
  Bootstrap kind;
};

constexpr BootstrapInfo kBootstraps[] = {
    {"java/lang/invoke/LambdaMetafactory", "metafactory",
     "Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;", Bootstrap::Metafactory},
    {"java/lang/invoke/LambdaMetafactory", "altMetafactory", "[Ljava/lang/Object;", Bootstrap::AltMetafactory},
    {"java/lang/invoke/StringConcatFactory", "makeConcat", "", Bootstrap::MakeConcat},
    {"java/lang/invoke/StringConcatFactory", "makeConcatWithConstants", "Ljava/lang/String;[Ljava/lang/Object;",
     Bootstrap::MakeConcatWithConstants},
};

// altMetafactory's flags (LambdaMetafactory.FLAG_*).
constexpr int32_t kFlagSerializable = 1, kFlagMarkers = 2, kFlagBridges = 4;

// Reads one call site's constant-pool data.
class SiteReader {
 public:
  SiteReader(const Class* host, uint16_t index)
      : cf_(*host->file), site_(cf_.constantPool[index]),
        bootstrap_(cf_.bootstrapMethods[site_.ref1]) {
    const CpEntry& nt = cf_.constantPool[site_.ref2];
    name_ = cf_.utf8(nt.ref1);
    descriptor_ = cf_.utf8(nt.ref2);
  }

  const std::string& name() const { return name_; }
  const std::string& descriptor() const { return descriptor_; }
  const std::vector<uint16_t>& args() const { return bootstrap_.arguments; }
  const CpEntry& arg(size_t i) const { return cf_.constantPool[bootstrap_.arguments[i]]; }

  // Resolves the bootstrap method handle (JVMS 5.4.3.6: before anything
  // else, its errors thrown as they are) and says which of the known
  // bootstraps it is, with its name for the error of an unknown one.
  bool resolveBootstrap(Thread* t, Class* host, Bootstrap* kind, std::string* signature) const {
    const CpEntry& handle = cf_.constantPool[bootstrap_.methodRef];
    const CpEntry& ref = cf_.constantPool[handle.ref1];
    const CpEntry& nt = cf_.constantPool[ref.ref2];
    *signature = javaMethodSignature(cf_.className(ref.ref1), cf_.utf8(nt.ref1), cf_.utf8(nt.ref2));
    *kind = Bootstrap::Other;
    if (handle.refKind < REF_invokeVirtual) return true;  // a field: no bootstrap method
    bool direct = handle.refKind == REF_invokeStatic || handle.refKind == REF_invokeSpecial ||
                  handle.refKind == REF_newInvokeSpecial;
    Method* m = resolveMethod(t, host, handle.ref1, direct);
    if (!m) return false;
    if (handle.refKind != REF_invokeStatic || !m->isStatic()) return true;
    for (const BootstrapInfo& b : kBootstraps) {
      if (m->owner->name == b.owner && m->name == b.name &&
          m->descriptor == std::string(kLookupPrefix) + b.extraParameters + kCallSite)
        *kind = b.kind;
    }
    return true;
  }

  bool isTag(size_t i, CpTag tag) const { return i < args().size() && arg(i).tag == tag; }
  // A MethodType argument's descriptor, a String's text, an Integer's value.
  const std::string& utf8Of(size_t i) const { return cf_.utf8(arg(i).ref1); }
  int32_t intOf(size_t i) const { return arg(i).i; }
  const std::string& classNameOf(size_t i) const { return cf_.className(args()[i]); }

 private:
  const ClassFile& cf_;
  const CpEntry& site_;
  const BootstrapMethod& bootstrap_;
  std::string name_, descriptor_;
};

// The JDK's report of a bootstrap method that threw an exception: a
// BootstrapMethodError caused by it.
void failBootstrap(Thread* t, const char* causeClass, const std::string& message) {
  throwNew(t, causeClass, message);
  if (!t->pending) return;
  Handle<Object> cause(t, t->pending);
  t->pending = nullptr;
  throwNewWithCause(t, "java/lang/BootstrapMethodError", "bootstrap method initialization exception", cause.get());
}

bool badArguments(Thread* t, const std::string& what) {
  failBootstrap(t, "java/lang/IllegalArgumentException", what);
  return false;
}

// A bootstrap method given a number of static arguments its type does not take.
bool wrongCount(Thread* t, const char* bootstrap, size_t wanted, size_t given) {
  failBootstrap(t, "java/lang/invoke/WrongMethodTypeException",
                std::string(bootstrap) + " takes " + std::to_string(wanted) + " static arguments, not " +
                    std::to_string(given));
  return false;
}

// Resolves the implementation method handle (JVMS 5.4.3.5) of a lambda.
bool resolveImplementation(Thread* t, Class* host, uint16_t handleIndex, LambdaShape* shape) {
  const CpEntry& handle = host->file->constantPool[handleIndex];
  auto kind = RefKind(handle.refKind);
  if (kind < REF_invokeVirtual) {
    static constexpr const char* kFieldKinds[] = {"", "getField", "getStatic", "putField", "putStatic"};
    const CpEntry& ref = host->file->constantPool[handle.ref1];
    failBootstrap(t, "java/lang/invoke/LambdaConversionException",
                  std::string("Unsupported MethodHandle kind: ") + kFieldKinds[kind] + " " +
                      dotted(host->file->className(ref.ref1)) + "." +
                      host->file->utf8(host->file->constantPool[ref.ref2].ref1));
    return false;
  }
  bool direct = kind == REF_invokeStatic || kind == REF_invokeSpecial || kind == REF_newInvokeSpecial;
  Method* m = resolveMethod(t, host, handle.ref1, direct);
  if (!m) return false;
  if (m->isStatic() != (kind == REF_invokeStatic)) {
    throwNew(t, "java/lang/IncompatibleClassChangeError",
             std::string(kind == REF_invokeStatic ? "Expected static method " : "Expecting non-static method ") +
                 javaMethodSignature(m->owner->name, m->name, m->descriptor));
    return false;
  }
  const CpEntry& ref = host->file->constantPool[handle.ref1];
  shape->implKind = kind;
  shape->impl = m;
  shape->implClass = static_cast<Class*>(host->resolved[ref.ref1]);  // resolved with the method
  shape->implViaInterface = ref.tag == CpTag::InterfaceMethodref;
  return true;
}

// Reads a metafactory or altMetafactory site into `shape`.
bool readLambda(Thread* t, Class* host, const SiteReader& site, Bootstrap kind, LambdaShape* shape) {
  if (kind == Bootstrap::Metafactory && site.args().size() != 3)
    return wrongCount(t, "LambdaMetafactory.metafactory", 3, site.args().size());
  if (!site.isTag(0, CpTag::MethodType) || !site.isTag(1, CpTag::MethodHandle) || !site.isTag(2, CpTag::MethodType))
    return badArguments(t, "LambdaMetafactory takes a MethodType, a MethodHandle and a MethodType");
  shape->host = host;
  shape->methodName = site.name();
  shape->factoryType = site.descriptor();
  shape->interfaceMethodType = site.utf8Of(0);
  shape->dynamicMethodType = site.utf8Of(2);
  if (returnType(shape->factoryType)[0] != 'L') {
    failBootstrap(t, "java/lang/invoke/LambdaConversionException",
                  javaTypeName(returnType(shape->factoryType)) + " is not an interface");
    return false;
  }
  size_t next = 3;
  if (kind == Bootstrap::AltMetafactory) {
    if (!site.isTag(next, CpTag::Integer)) return badArguments(t, "altMetafactory's fourth argument is its flags");
    int32_t flags = site.intOf(next++);
    shape->serializable = flags & kFlagSerializable;
    if (flags & kFlagMarkers) {
      if (!site.isTag(next, CpTag::Integer)) return badArguments(t, "altMetafactory's marker count is missing");
      int32_t n = site.intOf(next++);
      for (int32_t i = 0; i < n; ++i, ++next) {
        if (!site.isTag(next, CpTag::Class)) return badArguments(t, "altMetafactory's markers are classes");
        shape->markers.push_back(site.classNameOf(next));
      }
    }
    if (flags & kFlagBridges) {
      if (!site.isTag(next, CpTag::Integer)) return badArguments(t, "altMetafactory's bridge count is missing");
      int32_t n = site.intOf(next++);
      for (int32_t i = 0; i < n; ++i, ++next) {
        if (!site.isTag(next, CpTag::MethodType)) return badArguments(t, "altMetafactory's bridges are MethodTypes");
        shape->bridges.push_back(site.utf8Of(next));
      }
    }
    if (next != site.args().size()) return badArguments(t, "altMetafactory has arguments its flags do not announce");
  }
  if (!resolveImplementation(t, host, site.args()[1], shape)) return false;
  // The interfaces load, and must be interfaces.
  std::vector<std::string> interfaces = {std::string(returnType(shape->factoryType))};
  interfaces[0] = interfaces[0].substr(1, interfaces[0].size() - 2);
  interfaces.insert(interfaces.end(), shape->markers.begin(), shape->markers.end());
  for (const std::string& name : interfaces) {
    Class* c = name[0] == '[' ? nullptr : loadClass(t, name, host->loader);
    if (t->hasPending()) return false;
    if (!c || !c->isInterface()) {
      failBootstrap(t, "java/lang/invoke/LambdaConversionException", dotted(name) + " is not an interface");
      return false;
    }
  }
  return true;
}

const CallSiteLink* linkLambda(Thread* t, Class* host, const SiteReader& site, Bootstrap kind) {
  LambdaShape shape;
  if (!readLambda(t, host, site, kind, &shape)) return nullptr;
  std::string why;
  Class* c = makeLambdaClass(t, shape, &why);
  if (!c) {
    if (!t->hasPending()) failBootstrap(t, "java/lang/invoke/LambdaConversionException", why);
    return nullptr;
  }
  auto link = std::make_unique<CallSiteLink>();
  link->lambdaClass = c;
  link->argSlots = uint16_t(parameterSlots(shape.factoryType));
  std::vector<std::string> captured = parameterTypes(shape.factoryType);
  for (size_t i = 0; i < captured.size(); ++i) {
    Field* f = c->findDeclaredField("arg$" + std::to_string(i + 1), captured[i]);
    link->captured.push_back({f->offset, f->type});
  }
  if (captured.empty()) {
    // Nothing to capture: one object serves every execution of the site,
    // made now and kept in a static of its class. Like a literal, it is the
    // VM's allocation, not the running action's.
    Object** cell = sharedInstanceCell(c);
    ChargeToVm vmWork(t);
    Object* o = allocObject(t, c);
    if (!o) return nullptr;
    *cell = o;
    link->kind = CallSiteLink::Kind::Constant;
    link->constant = cell;
  } else {
    link->kind = CallSiteLink::Kind::NewLambda;
  }
  t->vm->callSiteLinks.push_back(std::move(link));
  return t->vm->callSiteLinks.back().get();
}

const CallSiteLink* linkConcat(Thread* t, Class* host, const SiteReader& site, Bootstrap kind) {
  std::string recipe;
  std::vector<uint16_t> constants;
  if (kind == Bootstrap::MakeConcat) {
    if (!site.args().empty()) {
      wrongCount(t, "StringConcatFactory.makeConcat", 0, site.args().size());
      return nullptr;
    }
    recipe.assign(parameterTypes(site.descriptor()).size(), '\1');
  } else {
    if (site.args().empty()) {
      wrongCount(t, "StringConcatFactory.makeConcatWithConstants", 1, 0);
      return nullptr;
    }
    if (!site.isTag(0, CpTag::String)) {
      badArguments(t, "StringConcatFactory.makeConcatWithConstants takes its recipe first");
      return nullptr;
    }
    recipe = site.utf8Of(0);
    constants.assign(site.args().begin() + 1, site.args().end());
  }
  std::string why;
  Method* m = concatMethod(t, host, site.descriptor(), recipe, constants, &why);
  if (!m) {
    if (!t->hasPending()) failBootstrap(t, "java/lang/invoke/StringConcatException", why);
    return nullptr;
  }
  auto link = std::make_unique<CallSiteLink>();
  link->kind = CallSiteLink::Kind::Call;
  link->target = m;
  t->vm->callSiteLinks.push_back(std::move(link));
  return t->vm->callSiteLinks.back().get();
}

}  // namespace

const CallSiteLink* linkCallSite(Thread* t, Class* host, uint16_t index) {
  SiteReader site(host, index);
  std::string signature;
  Bootstrap kind;
  if (!site.resolveBootstrap(t, host, &kind, &signature)) return nullptr;
  switch (kind) {
    case Bootstrap::Metafactory:
    case Bootstrap::AltMetafactory: return linkLambda(t, host, site, kind);
    case Bootstrap::MakeConcat:
    case Bootstrap::MakeConcatWithConstants: return linkConcat(t, host, site, kind);
    case Bootstrap::Other: break;
  }
  throwNew(t, "java/lang/BootstrapMethodError",
           "wwvm links only LambdaMetafactory and StringConcatFactory call sites, not bootstrap method " + signature);
  return nullptr;
}

Object* newLambdaObject(Thread* t, const CallSiteLink& link, const Slot* args) {
  Object* o = allocObject(t, link.lambdaClass);
  if (!o) return nullptr;
  // `args` are operand stack slots: a collection during the allocation updated them.
  const Slot* arg = args;
  for (const CapturedField& f : link.captured) {
    switch (f.type) {
      case BasicType::Object: fieldAt<Object*>(o, f.offset) = arg->l; break;
      case BasicType::Long: fieldAt<int64_t>(o, f.offset) = arg->j; break;
      case BasicType::Double: fieldAt<double>(o, f.offset) = arg->d; break;
      case BasicType::Float: fieldAt<float>(o, f.offset) = arg->f; break;
      case BasicType::Boolean: fieldAt<uint8_t>(o, f.offset) = uint8_t(arg->i & 1); break;
      case BasicType::Byte: fieldAt<int8_t>(o, f.offset) = int8_t(arg->i); break;
      case BasicType::Char: fieldAt<uint16_t>(o, f.offset) = uint16_t(arg->i); break;
      case BasicType::Short: fieldAt<int16_t>(o, f.offset) = int16_t(arg->i); break;
      default: fieldAt<int32_t>(o, f.offset) = arg->i; break;
    }
    arg += f.type == BasicType::Long || f.type == BasicType::Double ? 2 : 1;
  }
  return o;
}

}  // namespace ww::vm
