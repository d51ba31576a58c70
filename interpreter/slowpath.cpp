// Slow paths of the dispatch loop (see slowpath.h).
#include "interpreter/slowpath.h"

#include <algorithm>
#include <string>

#include "interpreter/opcodes.h"
#include "vm/alloc.h"
#include "vm/exceptions.h"
#include "vm/loader.h"
#include "vm/vm.h"

namespace ww::interp {

int fieldOp(int intForm, vm::BasicType type) {
  // Family order in the opcode table: I, J, L, B, Z, C, S.
  switch (type) {
    case vm::BasicType::Int: case vm::BasicType::Float: return intForm;
    case vm::BasicType::Long: case vm::BasicType::Double: return intForm + 1;
    case vm::BasicType::Object: return intForm + 2;
    case vm::BasicType::Byte: return intForm + 3;
    case vm::BasicType::Boolean: return intForm + 4;
    case vm::BasicType::Char: return intForm + 5;
    case vm::BasicType::Short: return intForm + 6;
    case vm::BasicType::Void: break;
  }
  return intForm;
}

vm::Slot* staticAccess(int op, void* cell, vm::Slot* sp) {
  switch (op) {
    case OP_GETSTATIC_I: (sp++)->setInt(*static_cast<int32_t*>(cell)); break;
    case OP_GETSTATIC_J: sp->j = *static_cast<int64_t*>(cell); sp += 2; break;
    case OP_GETSTATIC_L: (sp++)->l = *static_cast<vm::Object**>(cell); break;
    case OP_GETSTATIC_B: (sp++)->setInt(*static_cast<int8_t*>(cell)); break;
    case OP_GETSTATIC_Z: (sp++)->setInt(*static_cast<uint8_t*>(cell)); break;
    case OP_GETSTATIC_C: (sp++)->setInt(*static_cast<uint16_t*>(cell)); break;
    case OP_GETSTATIC_S: (sp++)->setInt(*static_cast<int16_t*>(cell)); break;
    case OP_PUTSTATIC_I: *static_cast<int32_t*>(cell) = (--sp)->i; break;
    case OP_PUTSTATIC_J: sp -= 2; *static_cast<int64_t*>(cell) = sp->j; break;
    case OP_PUTSTATIC_L: *static_cast<vm::Object**>(cell) = (--sp)->l; break;
    case OP_PUTSTATIC_B: *static_cast<int8_t*>(cell) = int8_t((--sp)->i); break;
    case OP_PUTSTATIC_Z: *static_cast<uint8_t*>(cell) = uint8_t((--sp)->i & 1); break;
    case OP_PUTSTATIC_C: *static_cast<uint16_t*>(cell) = uint16_t((--sp)->i); break;
    case OP_PUTSTATIC_S: *static_cast<int16_t*>(cell) = int16_t((--sp)->i); break;
    default: break;
  }
  return sp;
}

int32_t lookupSwitchDelta(const SwitchTable& st, int32_t key) {
  auto it = std::lower_bound(st.keys.begin(), st.keys.end(), key);
  if (it == st.keys.end() || *it != key) return st.defaultDelta;
  return st.deltas[size_t(it - st.keys.begin())];
}

bool checkInstantiable(vm::Thread* t, vm::Class* c) {
  if (!c->isInterface() && !c->isAbstract() && !c->isArray && !c->isPrimitive) return true;
  vm::throwNew(t, "java/lang/InstantiationError", c->javaName());
  return false;
}

namespace {

vm::Object* buildLevel(vm::Thread* t, vm::Class* ac, int dims, const vm::Slot* counts) {
  vm::Array* outer = vm::allocArray(t, ac, counts[0].i);
  if (!outer || dims == 1) return outer;
  vm::Handle<vm::Array> h(t, outer);
  for (int32_t i = 0; i < h->length; ++i) {
    vm::Object* inner = buildLevel(t, ac->component, dims - 1, counts + 1);
    if (!inner) return nullptr;
    vm::arrayData<vm::Object*>(h.get())[i] = inner;
  }
  return h.get();
}

}  // namespace

vm::Object* newMultiArray(vm::Thread* t, vm::Class* ac, int dims, const vm::Slot* counts) {
  // Every count is checked before anything is allocated (JVMS multianewarray).
  for (int i = 0; i < dims; ++i) {
    if (counts[i].i < 0) {
      vm::throwNew(t, "java/lang/NegativeArraySizeException", std::to_string(counts[i].i));
      return nullptr;
    }
  }
  return buildLevel(t, ac, dims, counts);
}

bool safepoint(vm::Thread* t) {
  vm::Scheduler& sched = t->vm->sched;
  if (sched.stopIfOverLimits(t)) return false;
  return sched.safepoint(t);
}

}  // namespace ww::interp
