// Queries on runtime classes and methods: lookup, names, subtyping.
#include "vm/class.h"

#include "interpreter/code.h"
#include "vm/descriptor.h"
#include "vm/jnicall.h"
#include "vm/typeflow.h"

namespace ww::vm {

Method::Method() = default;
Method::~Method() = default;

int Method::lineNumberAt(uint16_t pc) const {
  if (!code) return -1;
  int line = -1;
  uint16_t best = 0;
  for (const LineNumberEntry& e : code->lineNumbers) {
    if (e.startPc <= pc && (line < 0 || e.startPc >= best)) {
      best = e.startPc;
      line = e.line;
    }
  }
  return line;
}

std::string Class::javaName() const { return dotted(name); }

Method* Class::findDeclaredMethod(const std::string& n, const std::string& d) const {
  for (const auto& m : methods)
    if (m->name == n && m->descriptor == d) return m.get();
  return nullptr;
}

Field* Class::findDeclaredField(const std::string& n, const std::string& d) const {
  for (const auto& f : fields)
    if (f->name == n && f->descriptor == d) return f.get();
  return nullptr;
}

bool Class::isSubclassOf(const Class* other) const {
  for (const Class* k = this; k; k = k->super)
    if (k == other) return true;
  return false;
}

bool Class::implements(const Class* iface) const {
  if (this == iface) return true;
  for (const ITable& it : itables)
    if (it.iface == iface) return true;
  return false;
}

static bool isObjectClass(const Class* c) {
  return !c->super && !c->isPrimitive && !c->isArray && !c->isInterface();
}

bool isAssignable(const Class* from, const Class* to) {
  if (from == to) return true;
  if (to->isInterface()) return from->implements(to);
  if (from->isPrimitive || to->isPrimitive) return false;
  if (!from->isArray) return from->isInterface() ? isObjectClass(to) : from->isSubclassOf(to);
  // from is an array: assignable to Object, Cloneable, Serializable (handled
  // above through its itables), or to an array of a compatible component.
  if (!to->isArray) return isObjectClass(to);
  const Class* fc = from->component;
  const Class* tc = to->component;
  if (fc->isPrimitive || tc->isPrimitive) return fc == tc;
  return isAssignable(fc, tc);
}

}  // namespace ww::vm
