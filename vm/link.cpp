// Linking: field layout, virtual tables, interface tables, resolution caches.
//
// Field layout: a subclass keeps its superclass's fields where they are and
// adds its own after them, grouped by size (references, then 8-, 4-, 2- and
// 1-byte fields), each aligned to its size. References of an instance are
// listed in refOffsets for the collector.
//
// Virtual table: the superclass's table, each entry replaced by a declared
// method that overrides it (same name and descriptor; the overridden method
// public, protected, or package-private in the same package), new virtual
// methods appended; then, for every interface method the class does not
// implement, the maximally specific default method (or the abstract
// interface method, whose invocation raises AbstractMethodError) is
// appended, so invokevirtual always finds an entry.
#include "vm/link.h"

#include <algorithm>

#include "vm/access.h"
#include "vm/exceptions.h"
#include "vm/vm.h"

namespace ww::vm {
namespace {

uint32_t alignUp(uint32_t v, uint32_t a) { return (v + a - 1) & ~(a - 1); }

// Field groups in layout order: references first, then by decreasing size.
int layoutGroup(const Field* f) {
  if (f->isReference()) return 0;
  switch (basicTypeSize(f->type)) {
    case 8: return 1;
    case 4: return 2;
    case 2: return 3;
    default: return 4;
  }
}

void layoutFields(Class* c) {
  uint32_t offset = c->super ? c->super->instanceSize : uint32_t(sizeof(Object));
  if (c->super) c->refOffsets = c->super->refOffsets;
  uint32_t soffset = 0;
  for (int group = 0; group <= 4; ++group) {
    for (auto& f : c->fields) {
      if (layoutGroup(f.get()) != group) continue;
      uint32_t size = uint32_t(basicTypeSize(f->type));
      uint32_t& at = f->isStatic() ? soffset : offset;
      at = alignUp(at, size);
      f->offset = at;
      at += size;
      if (f->isReference()) (f->isStatic() ? c->staticRefOffsets : c->refOffsets).push_back(f->offset);
    }
  }
  c->instanceSize = offset;
  c->staticsSize = alignUp(soffset, 8);
  if (c->staticsSize) c->statics = std::make_unique<uint64_t[]>(c->staticsSize / 8);
}

bool canOverride(const Method* m, const Method* sup) {
  if (m->isPrivate() || sup->isPrivate() || sup->isStatic() || sup->name != m->name || sup->descriptor != m->descriptor) return false;
  if (sup->access & (ACC_PUBLIC | ACC_PROTECTED)) return true;
  if (sup->owner->isInterface()) return true;  // default or miranda entries are public
  return samePackage(m->owner, sup->owner);
}

bool isVirtualCandidate(const Method* m) {
  return !m->isStatic() && !m->isPrivate() && m->name[0] != '<';
}

// Every superinterface of c (through superclasses too), each once, supers
// of an interface after it.
void collectInterfaces(const Class* c, std::vector<Class*>& out) {
  auto add = [&out](Class* i) {
    if (std::find(out.begin(), out.end(), i) == out.end()) out.push_back(i);
  };
  if (c->super)
    for (const ITable& it : c->super->itables) add(it.iface);
  for (Class* i : c->interfaces) {
    add(i);
    for (const ITable& it : i->itables) add(it.iface);
  }
}

bool isSuperinterface(const Class* sub, const Class* iface) {
  if (sub == iface) return false;
  for (const ITable& it : sub->itables)
    if (it.iface == iface) return true;
  return false;
}

Method* findVirtual(const std::vector<Method*>& vtable, const std::string& name, const std::string& desc) {
  for (Method* m : vtable)
    if (m->name == name && m->descriptor == desc) return m;
  return nullptr;
}

void buildInterfaceTables(Class* c) {
  if (c->isInterface()) {
    int32_t index = 0;
    for (auto& m : c->methods)
      if (isVirtualCandidate(m.get())) m->itableIndex = index++;
    // An interface's own itable lists its superinterfaces only.
    std::vector<Class*> supers;
    collectInterfaces(c, supers);
    for (Class* i : supers) c->itables.push_back(ITable{i, {}});
    return;
  }
  std::vector<Class*> all;
  collectInterfaces(c, all);
  for (Class* i : all) c->itables.push_back(ITable{i, {}});
}

Method* conflictMarker(Class* c, const std::vector<Method*>& defaults) {
  Method* like = defaults[0];
  auto m = std::make_unique<Method>();
  m->owner = like->owner;
  m->name = like->name;
  m->descriptor = like->descriptor;
  m->access = ACC_PUBLIC | ACC_ABSTRACT;
  m->argSlots = like->argSlots;
  m->returnType = like->returnType;
  m->defaultConflict = true;
  m->conflicting = defaults;
  Method* raw = m.get();
  c->syntheticMethods.push_back(std::move(m));
  return raw;
}

// The maximally specific default for an interface method the class hierarchy
// does not implement; the abstract method itself if there is none.
Method* selectDefault(Class* c, Method* im) {
  std::vector<Method*> candidates = maximallySpecific(c, im->name, im->descriptor);
  std::vector<Method*> defaults;
  for (Method* m : candidates)
    if (!m->isAbstract()) defaults.push_back(m);
  if (defaults.size() == 1) return defaults[0];
  if (defaults.size() > 1) return conflictMarker(c, defaults);
  return candidates.empty() ? im : candidates[0];
}

// Builds the vtable; returns false with *finalOverride set when a declared
// method overrides a final one.
bool buildVtable(Class* c, std::pair<Method*, Method*>* finalOverride) {
  if (c->isInterface()) return true;
  if (c->super) c->vtable = c->super->vtable;
  for (auto& owned : c->methods) {
    Method* m = owned.get();
    if (!isVirtualCandidate(m)) continue;
    bool placed = false;
    for (size_t i = 0; i < c->vtable.size(); ++i) {
      if (!canOverride(m, c->vtable[i])) continue;
      if (c->vtable[i]->access & ACC_FINAL) {
        *finalOverride = {m, c->vtable[i]};
        return false;
      }
      c->vtable[i] = m;
      if (!placed) m->vtableIndex = int32_t(i);
      placed = true;
    }
    if (!placed) {
      m->vtableIndex = int32_t(c->vtable.size());
      c->vtable.push_back(m);
    }
  }
  // Interface methods not implemented along the class chain.
  for (ITable& it : c->itables) {
    for (auto& im : it.iface->methods) {
      if (im->itableIndex < 0) continue;
      Method* existing = findVirtual(c->vtable, im->name, im->descriptor);
      if (existing && !existing->owner->isInterface()) continue;
      Method* chosen = selectDefault(c, im.get());
      if (existing) {
        std::replace(c->vtable.begin(), c->vtable.end(), existing, chosen);
      } else {
        c->vtable.push_back(chosen);
      }
    }
  }
  return true;
}

void fillInterfaceTables(Class* c) {
  if (c->isInterface()) return;
  for (ITable& it : c->itables) {
    int32_t count = 0;
    for (auto& im : it.iface->methods) count = std::max(count, im->itableIndex + 1);
    it.methods.assign(size_t(count), nullptr);
    for (auto& im : it.iface->methods)
      if (im->itableIndex >= 0) it.methods[size_t(im->itableIndex)] = selectMethod(c, im.get());
  }
}

}  // namespace

std::vector<Method*> maximallySpecific(const Class* c, const std::string& name, const std::string& desc) {
  std::vector<Method*> found;
  for (const ITable& it : c->itables) {
    Method* m = it.iface->findDeclaredMethod(name, desc);
    if (m && !m->isStatic() && !m->isPrivate()) found.push_back(m);
  }
  std::vector<Method*> result;
  for (Method* m : found) {
    bool shadowed = false;
    for (Method* other : found)
      if (other != m && isSuperinterface(other->owner, m->owner)) shadowed = true;
    if (!shadowed) result.push_back(m);
  }
  return result;
}

Method* selectMethod(Class* c, Method* declared) {
  if (declared->isPrivate()) return declared;
  for (Class* k = c; k; k = k->super) {
    if (k->isInterface()) break;
    Method* m = k->findDeclaredMethod(declared->name, declared->descriptor);
    if (m && !m->isStatic() &&
        (m == declared || canOverride(m, declared) || (declared->owner->isInterface() && !m->isPrivate())))
      return m;
  }
  return selectDefault(c, declared);
}

bool linkClass(Thread* t, Class* c) {
  if (c->isArray) {
    c->vtable = c->super->vtable;
    for (Class* i : c->interfaces) c->itables.push_back(ITable{i, {}});
    c->state = ClassState::Linked;
    return true;
  }
  layoutFields(c);
  c->isReference = c->name == "java/lang/ref/Reference" || (c->super && c->super->isReference);
  buildInterfaceTables(c);
  std::pair<Method*, Method*> finalOverride;
  if (!buildVtable(c, &finalOverride)) {
    const Method* f = finalOverride.second;
    throwNew(t, "java/lang/IncompatibleClassChangeError",
             "class " + c->javaName() + " overrides final method " + f->owner->javaName() + "." + f->name + f->descriptor);
    return false;
  }
  fillInterfaceTables(c);
  size_t cpSize = c->file->constantPool.size();
  c->resolved.assign(cpSize, nullptr);
  c->constants.assign(cpSize, nullptr);
  c->state = ClassState::Linked;
  return true;
}

}  // namespace ww::vm
