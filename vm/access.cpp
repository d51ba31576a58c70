// Access control checks and the JDK's IllegalAccessError wording.
#include "vm/access.h"

#include <string_view>

#include "vm/descriptor.h"
#include "vm/exceptions.h"
#include "vm/loader.h"

namespace ww::vm {
namespace {

std::string_view packageOf(const std::string& name) {
  size_t slash = name.rfind('/');
  return slash == std::string::npos ? std::string_view() : std::string_view(name).substr(0, slash);
}

// The JDK's "a.B (loader: 'app')" in nest host messages.
std::string withLoader(const Class* c) {
  return c->javaName() + " (loader: " + (c->isBoot() ? "'bootstrap'" : "'app'") + ")";
}

// Why a failed access may have failed: the nest host refusal of the user,
// else of the member's class, as the JDK appends it: ", (reason)".
std::string nestNote(Thread* t, const Class* from, const Class* owner) {
  std::string why;
  nestHostOf(t, from, &why);
  if (why.empty()) nestHostOf(t, owner, &why);
  return why.empty() ? std::string() : ", (" + why + ")";
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

const Class* nestHostOf(Thread* t, const Class* c, std::string* why) {
  if (why) why->clear();
  // Before version 55 the nest attributes mean nothing (the parser keeps them).
  if (!c->file || c->file->majorVersion < 55 || c->file->nestHost.empty() || c->file->nestHost == c->name) return c;
  const std::string& hostName = c->file->nestHost;
  // The host is looked up, not assumed: loading may fail, and then c is alone
  // in its nest; the failure is not the accessing code's exception. (Access
  // checks run with nothing pending, so clearing leaves the thread as it was.)
  Class* host = loadClass(t, hostName, c->loader);
  if (!host) {
    if (why) {
      // The JDK names the host in internal form here, as the attribute has it.
      *why = "Nest host resolution of " + c->javaName() + " with host " + hostName + " failed: " +
             describeThrowable(t, t->pending);
    }
    t->pending = nullptr;
    return c;
  }
  const char* refusal = nullptr;
  if (!samePackage(c, host)) {
    refusal = "types are in different packages";
  } else {
    bool listed = false;
    if (host->file && host->file->majorVersion >= 55)
      for (const std::string& member : host->file->nestMembers) listed = listed || member == c->name;
    if (!listed) refusal = "current type is not listed as a nest member";
  }
  if (!refusal) return host;
  if (why) *why = "Type " + withLoader(c) + " is not a nest member of type " + withLoader(host) + ": " + refusal;
  return c;
}

bool nestmates(Thread* t, const Class* a, const Class* b) {
  return a == b || (a->loader == b->loader && nestHostOf(t, a) == nestHostOf(t, b));
}

bool classAccessible(const Class* c, const Class* from) {
  while (c->isArray) c = c->component;
  return c->isPrimitive || (c->access & ACC_PUBLIC) || samePackage(c, from);
}

bool memberAccessible(Thread* t, const Class* from, const Class* owner, uint16_t access) {
  if (access & ACC_PUBLIC) return true;
  if (access & ACC_PRIVATE) return nestmates(t, from, owner);
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
               "." + f->name + " " + moduleClause(from, f->owner) + nestNote(t, from, f->owner));
  return false;
}

bool failMethodAccess(Thread* t, const Class* from, const Method* m) {
  throwNew(t, "java/lang/IllegalAccessError",
           "class " + from->javaName() + " tried to access " + accessWord(m->access) + "method " +
               javaMethodSignature(m->owner->name, m->name, m->descriptor) + " " + moduleClause(from, m->owner) +
               nestNote(t, from, m->owner));
  return false;
}

bool checkFieldUpdate(Thread* t, const Method* m, const Field* f) {
  if (!(f->access & ACC_FINAL)) return true;
  const Class* from = m->owner;
  std::string what = std::string("Update to ") + (f->isStatic() ? "static" : "non-static") + " final field " +
                     f->owner->javaName() + "." + f->name + " attempted from a different ";
  if (f->owner != from) {
    throwNew(t, "java/lang/IllegalAccessError",
             what + "class (" + from->javaName() + ") than the field's declaring class");
    return false;
  }
  // Version 53 (Java 9) narrowed the rule from "its own class" to "its own
  // initialiser"; older class files keep the old rule.
  const char* initializer = f->isStatic() ? "<clinit>" : "<init>";
  if (from->majorVersion() < 53 || m->name == initializer) return true;
  // The JDK's message ends with a space; kept, so that both read the same.
  throwNew(t, "java/lang/IllegalAccessError",
           what + "method (" + m->name + ") than the initializer method " + initializer + " ");
  return false;
}

}  // namespace ww::vm
