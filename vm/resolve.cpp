// Constant pool resolution: classes, fields, methods and ldc constants.
#include "vm/resolve.h"

#include "vm/access.h"
#include "vm/descriptor.h"
#include "vm/exceptions.h"
#include "vm/link.h"
#include "vm/loader.h"
#include "vm/mirror.h"
#include "vm/strings.h"
#include "vm/utf8.h"
#include "vm/vmaccount.h"
#include "vm/vm.h"

namespace ww::vm {
namespace {

const CpEntry& entry(const Class* c, uint16_t index) { return c->file->constantPool[index]; }

const std::string& nameOf(const Class* c, uint16_t nameAndType) {
  return c->file->utf8(entry(c, nameAndType).ref1);
}
const std::string& descriptorOf(const Class* c, uint16_t nameAndType) {
  return c->file->utf8(entry(c, nameAndType).ref2);
}

Method* lookupInClassChain(const Class* c, const std::string& name, const std::string& desc) {
  for (const Class* k = c; k; k = k->super)
    if (Method* m = k->findDeclaredMethod(name, desc)) return m;
  return nullptr;
}

// The superinterface step of method resolution: a maximally specific
// non-abstract method if there is exactly one, else any abstract one.
Method* lookupInSuperinterfaces(const Class* c, const std::string& name, const std::string& desc) {
  std::vector<Method*> found = maximallySpecific(c, name, desc);
  Method* abstractOne = nullptr;
  Method* concrete = nullptr;
  int concreteCount = 0;
  for (Method* m : found) {
    if (m->isAbstract()) abstractOne = abstractOne ? abstractOne : m;
    else { concrete = m; ++concreteCount; }
  }
  if (concreteCount == 1) return concrete;
  if (abstractOne) return abstractOne;
  return found.empty() ? nullptr : found[0];
}

Method* resolveClassMethod(Thread* t, Class* c, const std::string& name, const std::string& desc) {
  if (c->isInterface()) {
    throwNew(t, "java/lang/IncompatibleClassChangeError", "Found interface " + c->javaName() + ", but class was expected");
    return nullptr;
  }
  if (Method* m = lookupInClassChain(c, name, desc)) return m;
  if (Method* m = lookupInSuperinterfaces(c, name, desc)) return m;
  throwNew(t, "java/lang/NoSuchMethodError", javaMethodSignature(c->name, name, desc));
  return nullptr;
}

Method* resolveInterfaceMethod(Thread* t, Class* c, const std::string& name, const std::string& desc) {
  if (!c->isInterface()) {
    throwNew(t, "java/lang/IncompatibleClassChangeError", "Found class " + c->javaName() + ", but interface was expected");
    return nullptr;
  }
  if (Method* m = c->findDeclaredMethod(name, desc)) return m;
  Method* m = t->vm->wk.object->findDeclaredMethod(name, desc);
  if (m && (m->access & ACC_PUBLIC) && !m->isStatic()) return m;
  if (Method* s = lookupInSuperinterfaces(c, name, desc)) return s;
  throwNew(t, "java/lang/NoSuchMethodError", javaMethodSignature(c->name, name, desc));
  return nullptr;
}

}  // namespace

// JVMS 5.4.3.2: the class, its superinterfaces (recursively), its superclass.
Field* lookupField(const Class* c, const std::string& name, const std::string& desc) {
  if (Field* f = c->findDeclaredField(name, desc)) return f;
  for (const Class* i : c->interfaces)
    if (Field* f = lookupField(i, name, desc)) return f;
  return c->super ? lookupField(c->super, name, desc) : nullptr;
}

Method* lookupMethod(const Class* c, const std::string& name, const std::string& desc) {
  if (Method* m = lookupInClassChain(c, name, desc)) return m;
  return lookupInSuperinterfaces(c, name, desc);
}

Class* resolveClass(Thread* t, Class* from, uint16_t index) {
  if (void* r = from->resolved[index]) return static_cast<Class*>(r);
  const std::string& name = from->file->className(index);
  Class* c = name[0] == '[' ? classForDescriptor(t, name, from->loader) : loadClass(t, name, from->loader);
  if (!c) return nullptr;
  if (!classAccessible(c, from)) {
    failClassAccess(t, c, from);
    return nullptr;
  }
  from->resolved[index] = c;
  return c;
}

Field* resolveField(Thread* t, Class* from, uint16_t index, bool wantStatic) {
  Field* f = static_cast<Field*>(from->resolved[index]);
  if (!f) {
    const CpEntry& e = entry(from, index);
    Class* c = resolveClass(t, from, e.ref1);
    if (!c) return nullptr;
    const std::string& name = nameOf(from, e.ref2);
    f = lookupField(c, name, descriptorOf(from, e.ref2));
    if (!f) {
      throwNew(t, "java/lang/NoSuchFieldError", name);
      return nullptr;
    }
    if (!memberAccessible(t, from, f->owner, f->access)) {
      failFieldAccess(t, from, f);
      return nullptr;
    }
    from->resolved[index] = f;
  }
  if (f->isStatic() != wantStatic) {
    throwNew(t, "java/lang/IncompatibleClassChangeError",
             std::string(wantStatic ? "Expected static field " : "Expected non-static field ") + f->owner->javaName() + "." + f->name);
    return nullptr;
  }
  return f;
}

Method* resolveMethod(Thread* t, Class* from, uint16_t index, bool direct) {
  if (void* r = from->resolved[index]) return static_cast<Method*>(r);
  const CpEntry& e = entry(from, index);
  Class* c = resolveClass(t, from, e.ref1);
  if (!c) return nullptr;
  const std::string& name = nameOf(from, e.ref2);
  const std::string& desc = descriptorOf(from, e.ref2);
  bool viaInterface = e.tag == CpTag::InterfaceMethodref;
  if (direct) {
    // invokestatic and invokespecial resolve by what the class is, then
    // insist that the constant's kind agrees.
    if (c->isInterface() != viaInterface) {
      throwNew(t, "java/lang/IncompatibleClassChangeError",
               "Method " + javaMethodSignature(c->name, name, desc) + " must be " +
                   (c->isInterface() ? "InterfaceMethodref" : "Methodref") + " constant");
      return nullptr;
    }
  }
  Method* m = viaInterface ? resolveInterfaceMethod(t, c, name, desc) : resolveClassMethod(t, c, name, desc);
  if (!m) return nullptr;
  if (!memberAccessible(t, from, m->owner, m->access)) {
    failMethodAccess(t, from, m);
    return nullptr;
  }
  from->resolved[index] = m;
  return m;
}

Object** resolveConstantCell(Thread* t, Class* from, uint16_t index) {
  Object** cell = &from->constants[index];
  if (*cell) return cell;
  const CpEntry& e = entry(from, index);
  Object* value = nullptr;
  ChargeToVm vmWork(t);  // a literal or mirror is the VM's, not the action's
  if (e.tag == CpTag::String) {
    value = internChars(t, modifiedUtf8ToUtf16(from->file->utf8(e.ref1)));
  } else if (e.tag == CpTag::Class) {
    Class* c = resolveClass(t, from, index);
    value = c ? mirrorOf(t, c) : nullptr;
  } else {
    throwNew(t, "java/lang/InternalError", "ldc of an unsupported constant (tag " + std::to_string(int(e.tag)) + ")");
  }
  if (!value) return nullptr;
  *cell = value;
  return cell;
}

}  // namespace ww::vm
