// Access control checks and the JDK's IllegalAccessError wording.
#include "vm/access.h"

#include <string_view>

#include "vm/descriptor.h"
#include "vm/exceptions.h"

namespace ww::vm {
namespace {

std::string_view packageOf(const std::string& name) {
  size_t slash = name.rfind('/');
  return slash == std::string::npos ? std::string_view() : std::string_view(name).substr(0, slash);
}

const std::string& nestHostName(const Class* c) {
  return c->file && !c->file->nestHost.empty() ? c->file->nestHost : c->name;
}

const char* whereLoaded(const Class* c) {
  while (c->isArray) c = c->component;
  return c->isPrimitive || c->isBoot() ? "module java.base of loader 'bootstrap'" : "unnamed module of loader 'app'";
}

const char* accessWord(uint16_t access) {
  if (access & ACC_PRIVATE) return "private ";
  if (access & ACC_PROTECTED) return "protected ";
  return "";
}

}  // namespace

bool samePackage(const Class* a, const Class* b) {
  return a->loader == b->loader && packageOf(a->name) == packageOf(b->name);
}

bool nestmates(const Class* a, const Class* b) {
  if (a == b) return true;
  if (!a->file || !b->file || a->file->majorVersion < 55 || b->file->majorVersion < 55) return false;
  return a->loader == b->loader && nestHostName(a) == nestHostName(b);
}

bool classAccessible(const Class* c, const Class* from) {
  while (c->isArray) c = c->component;
  return c->isPrimitive || (c->access & ACC_PUBLIC) || samePackage(c, from);
}

bool memberAccessible(const Class* from, const Class* owner, uint16_t access) {
  if (access & ACC_PUBLIC) return true;
  if (access & ACC_PRIVATE) return nestmates(from, owner);
  if (samePackage(from, owner)) return true;
  return (access & ACC_PROTECTED) && from->isSubclassOf(owner);
}

std::string moduleClause(const Class* a, const Class* b) {
  std::string na = a->javaName(), nb = b->javaName();
  std::string wa = whereLoaded(a), wb = whereLoaded(b);
  return "(" + (wa == wb ? na + " and " + nb + " are in " + wa : na + " is in " + wa + "; " + nb + " is in " + wb) + ")";
}

bool failClassAccess(Thread* t, const Class* c, const Class* from) {
  while (c->isArray) c = c->component;
  throwNew(t, "java/lang/IllegalAccessError",
           "failed to access class " + c->javaName() + " from class " + from->javaName() + " " + moduleClause(c, from));
  return false;
}

bool failFieldAccess(Thread* t, const Class* from, const Field* f) {
  throwNew(t, "java/lang/IllegalAccessError",
           "class " + from->javaName() + " tried to access " + accessWord(f->access) + "field " + f->owner->javaName() +
               "." + f->name + " " + moduleClause(from, f->owner));
  return false;
}

bool failMethodAccess(Thread* t, const Class* from, const Method* m) {
  throwNew(t, "java/lang/IllegalAccessError",
           "class " + from->javaName() + " tried to access " + accessWord(m->access) + "method " +
               javaMethodSignature(m->owner->name, m->name, m->descriptor) + " " + moduleClause(from, m->owner));
  return false;
}

}  // namespace ww::vm
