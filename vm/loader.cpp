// Loading: finding class bytes, parsing, creating the runtime Class with its
// fields and methods, loading superclasses and superinterfaces, and handing
// the class to the linker. Array and primitive classes are made here too.
#include "vm/loader.h"

#include <iostream>

#include "vm/descriptor.h"
#include "vm/exceptions.h"
#include "vm/link.h"
#include "vm/vm.h"

namespace ww::vm {
namespace {

std::unordered_map<std::string, Class*>& tableOf(VM* vm, Loader l) {
  return l == Loader::Boot ? vm->bootClasses : vm->appClasses;
}

Class* findLoaded(VM* vm, const std::string& name, Loader l) {
  auto& boot = vm->bootClasses;
  if (auto it = boot.find(name); it != boot.end()) return it->second;
  if (l == Loader::App) {
    auto& app = vm->appClasses;
    if (auto it = app.find(name); it != app.end()) return it->second;
  }
  return nullptr;
}

// The runtime member takes over the parsed one's name, descriptor and code:
// nothing reads the class file's member tables again, and defineClass frees
// them.
Method* makeMethod(VM* vm, Class* c, MemberInfo& mi) {
  auto m = std::make_unique<Method>();
  m->owner = c;
  m->name = std::move(mi.name);
  m->descriptor = std::move(mi.descriptor);
  m->access = mi.access;
  m->argSlots = uint16_t(parameterSlots(m->descriptor) + ((mi.access & ACC_STATIC) ? 0 : 1));
  m->returnType = returnKind(m->descriptor);
  if (mi.code) {
    m->code = mi.code.get();
    m->maxLocals = mi.code->maxLocals;
    m->maxStack = mi.code->maxStack;
    m->codeStorage = std::move(mi.code);
  }
  m->id = uint32_t(vm->methodsById.size());
  vm->methodsById.push_back(m.get());
  Method* raw = m.get();
  c->methods.push_back(std::move(m));
  return raw;
}

void makeField(Class* c, MemberInfo& mi) {
  auto f = std::make_unique<Field>();
  f->owner = c;
  f->name = std::move(mi.name);
  f->descriptor = std::move(mi.descriptor);
  f->access = mi.access;
  f->type = basicTypeOf(f->descriptor[0]);
  f->constantValue = mi.constantValue;
  c->fields.push_back(std::move(f));
}

// Reads and parses the bytes of `name` from the loader's path. Returns null
// with an error pending, or (found == false) when no entry has the class.
std::unique_ptr<ClassFile> readClassFile(Thread* t, const std::string& name, Loader l, bool* found,
                                         std::string* source) {
  VM* vm = t->vm;
  const ClassPath& path = l == Loader::Boot ? vm->bootPath : vm->appPath;
  auto bytes = path.read(name + ".class");
  *found = bytes.has_value();
  if (!bytes) return nullptr;
  *source = l == Loader::Boot ? "wwvm class library" : "class path";
  ParseResult r = parseClassFile(bytes->data(), bytes->size(), name);
  if (!r.ok()) {
    throwNew(t, r.errorClass.c_str(), r.message);
    return nullptr;
  }
  if (r.file->thisClass != name) {
    throwNew(t, "java/lang/NoClassDefFoundError", name + " (wrong name: " + r.file->thisClass + ")");
    return nullptr;
  }
  return std::move(r.file);
}

// Loads the superclass and superinterfaces of `c` and checks their kinds.
bool loadSupertypes(Thread* t, Class* c) {
  const ClassFile& cf = *c->file;
  if (!cf.superClass.empty()) {
    Class* s = loadClass(t, cf.superClass, c->loader);
    if (!s) return false;
    if (s->isInterface()) {
      throwNew(t, "java/lang/IncompatibleClassChangeError",
               "class " + dotted(c->name) + " has interface " + dotted(s->name) + " as super class");
      return false;
    }
    if (s->access & ACC_FINAL) {
      throwNew(t, "java/lang/IncompatibleClassChangeError",
               "class " + dotted(c->name) + " cannot inherit from final class " + dotted(s->name));
      return false;
    }
    c->super = s;
    c->depth = s->depth + 1;
  } else if (c->name != "java/lang/Object") {
    throwNew(t, "java/lang/ClassFormatError", "Invalid superclass index 0 in class file " + c->name);
    return false;
  }
  for (const std::string& in : cf.interfaces) {
    Class* i = loadClass(t, in, c->loader);
    if (!i) return false;
    if (!i->isInterface()) {
      throwNew(t, "java/lang/IncompatibleClassChangeError",
               "class " + dotted(c->name) + " can not implement " + dotted(i->name) + ", because it is not an interface (" +
                   dotted(i->name) + " is in unnamed module of loader 'app')");
      return false;
    }
    c->interfaces.push_back(i);
  }
  return true;
}

// Defines the class from its parsed file. The class is entered in the
// loader's table before its supertypes load, marked Loaded but with no
// super yet: meeting it again during that recursion is a circularity.
Class* defineClass(Thread* t, std::unique_ptr<ClassFile> cf, Loader l, const std::string& source) {
  VM* vm = t->vm;
  auto owned = std::make_unique<Class>();
  Class* c = owned.get();
  c->name = cf->thisClass;
  c->access = cf->access;
  c->loader = l;
  c->sourceFile = cf->sourceFile;
  c->file = std::move(cf);
  vm->classes.push_back(std::move(owned));
  auto& table = tableOf(vm, l);
  table[c->name] = c;
  c->state = ClassState::Loading;

  c->fields.reserve(c->file->fields.size());
  c->methods.reserve(c->file->methods.size());
  for (MemberInfo& fi : c->file->fields) makeField(c, fi);
  for (MemberInfo& mi : c->file->methods) makeMethod(vm, c, mi);
  // What is left of them (signatures, Exceptions lists) nothing reads; the
  // next class loaded reuses their memory.
  c->file->fields = std::vector<MemberInfo>();
  c->file->methods = std::vector<MemberInfo>();

  if (!loadSupertypes(t, c) || !linkClass(t, c)) {
    table.erase(c->name);
    return nullptr;
  }
  if (vm->options.verboseClass) std::cout << "[class,load] " << dotted(c->name) << " source: " << source << std::endl;
  return c;
}

Class* makeArrayClass(Thread* t, Class* component) {
  VM* vm = t->vm;
  std::string name;
  if (component->isArray) name = "[" + component->name;
  else if (component->isPrimitive) name = std::string("[") + component->primitiveChar;
  else name = "[L" + component->name + ";";
  auto owned = std::make_unique<Class>();
  Class* a = owned.get();
  a->name = name;
  a->access = ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT;
  a->loader = component->loader;
  a->isArray = true;
  a->component = component;
  a->elementType = component->isPrimitive ? basicTypeOf(component->primitiveChar) : BasicType::Object;
  size_t size = basicTypeSize(a->elementType);
  a->elementShift = uint8_t(size == 8 ? 3 : size == 4 ? 2 : size == 2 ? 1 : 0);
  a->super = vm->wk.object;
  a->depth = 1;
  if (vm->wk.cloneable) a->interfaces = {vm->wk.cloneable, vm->wk.serializable};
  vm->classes.push_back(std::move(owned));
  tableOf(vm, a->loader)[name] = a;
  if (!linkClass(t, a)) return nullptr;
  a->state = ClassState::Initialized;
  component->arrayClass = a;
  return a;
}

}  // namespace

Class* loadClass(Thread* t, std::string_view nameView, Loader l) {
  std::string name(nameView);
  VM* vm = t->vm;
  if (Class* c = findLoaded(vm, name, l)) {
    if (c->state == ClassState::Loading) {
      throwNew(t, "java/lang/ClassCircularityError", dotted(name));
      return nullptr;
    }
    return c;
  }
  if (!name.empty() && name[0] == '[') return classForDescriptor(t, name, l);
  prof::TimeLedger::Scope loading(vm->ledger, &vm->classLoadNanos);  // <vm>'s time, not the thread's
  bool found = false;
  std::string source;
  std::unique_ptr<ClassFile> cf = readClassFile(t, name, Loader::Boot, &found, &source);
  Loader definer = Loader::Boot;
  if (!found && l == Loader::App) {
    cf = readClassFile(t, name, Loader::App, &found, &source);
    definer = Loader::App;
  }
  if (t->hasPending()) return nullptr;
  if (!found) {
    throwNew(t, "java/lang/NoClassDefFoundError", name);
    return nullptr;
  }
  return defineClass(t, std::move(cf), definer, source);
}

Class* defineClassFromBytes(Thread* t, const uint8_t* data, size_t size, Loader l, const std::string& source) {
  VM* vm = t->vm;
  prof::TimeLedger::Scope loading(vm->ledger, &vm->classLoadNanos);
  ParseResult r = parseClassFile(data, size);
  if (!r.ok()) {
    throwNew(t, r.errorClass.c_str(), r.message);
    return nullptr;
  }
  const std::string& name = r.file->thisClass;
  // A class of the class library's packages belongs to the boot loader alone
  // (ClassLoader.defineClass's "Prohibited package name").
  if (l != Loader::Boot && name.rfind("java/", 0) == 0) {
    std::string package = name.substr(0, name.rfind('/'));
    throwNew(t, "java/lang/SecurityException", "Prohibited package name: " + dotted(package));
    return nullptr;
  }
  if (findLoaded(vm, name, l)) {
    throwNew(t, "java/lang/LinkageError", "duplicate class definition: " + dotted(name));
    return nullptr;
  }
  return defineClass(t, std::move(r.file), l, source);
}

Class* defineGeneratedClass(Thread* t, const std::vector<uint8_t>& bytes, Loader l, const std::string& source) {
  Class* c = defineClassFromBytes(t, bytes.data(), bytes.size(), l, source);
  if (c) c->generated = true;
  return c;
}

Class* arrayClassOf(Thread* t, Class* component) {
  if (component->arrayClass) return component->arrayClass;
  if (component->name.size() >= 255 && component->name[254] == '[') {
    throwNew(t, "java/lang/IllegalArgumentException", "array dimension exceeds 255");
    return nullptr;
  }
  return makeArrayClass(t, component);
}

Class* classForDescriptor(Thread* t, std::string_view d, Loader l) {
  if (d.empty()) {
    throwNew(t, "java/lang/NoClassDefFoundError", "");
    return nullptr;
  }
  switch (d[0]) {
    case '[': {
      Class* component = classForDescriptor(t, d.substr(1), l);
      return component ? arrayClassOf(t, component) : nullptr;
    }
    case 'L':
      if (d.size() < 3 || d.back() != ';') break;
      return loadClass(t, d.substr(1, d.size() - 2), l);
    default:
      if (d.size() == 1 && d[0] != 'V') {
        if (Class* p = primitiveClass(t->vm, d[0])) return p;
      }
      break;
  }
  throwNew(t, "java/lang/NoClassDefFoundError", std::string(d));
  return nullptr;
}

Class* primitiveClass(VM* vm, char c) {
  BasicType bt = basicTypeOf(c);
  if (bt == BasicType::Object) return nullptr;
  if (bt == BasicType::Void) return vm->wk.primitives[0];
  return vm->wk.primitives[int(bt) - 2];
}

Class* primitiveArrayClass(VM* vm, BasicType type) {
  return vm->wk.primitives[int(type) - 2]->arrayClass;
}

void createPrimitiveClasses(Thread* t) {
  static constexpr struct { const char* name; char c; } kPrims[] = {
      {"void", 'V'}, {"boolean", 'Z'}, {"char", 'C'}, {"float", 'F'}, {"double", 'D'},
      {"byte", 'B'}, {"short", 'S'}, {"int", 'I'}, {"long", 'J'}};
  VM* vm = t->vm;
  for (const auto& p : kPrims) {
    auto owned = std::make_unique<Class>();
    Class* c = owned.get();
    c->name = p.name;
    c->access = ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT;
    c->isPrimitive = true;
    c->primitiveChar = p.c;
    c->state = ClassState::Initialized;
    vm->classes.push_back(std::move(owned));
    BasicType bt = basicTypeOf(p.c);
    if (bt == BasicType::Void) vm->wk.primitives[0] = c;
    else vm->wk.primitives[int(bt) - 2] = c;
  }
}

}  // namespace ww::vm
