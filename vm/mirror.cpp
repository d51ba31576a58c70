// Creating mirrors and reading them back.
#include "vm/mirror.h"

#include "vm/alloc.h"
#include "vm/vm.h"
#include "vm/vmaccount.h"

namespace ww::vm {

Object* mirrorOf(Thread* t, Class* c) {
  if (c->mirror) return c->mirror;
  ChargeToVm vmWork(t);
  Object* m = allocObject(t, t->vm->wk.klass);
  if (!m) return nullptr;
  fieldAt<Class*>(m, t->vm->wk.classVmClass) = c;
  c->mirror = m;
  return m;
}

Class* classOfMirror(Thread* t, Object* mirror) { return fieldAt<Class*>(mirror, t->vm->wk.classVmClass); }

}  // namespace ww::vm
