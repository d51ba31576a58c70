// Object and array allocation: size, heap bump, header, tally.
#include "vm/alloc.h"

#include <cstring>
#include <string>

#include "gc/collector.h"
#include "vm/exceptions.h"
#include "vm/loader.h"
#include "vm/vm.h"

namespace ww::vm {
namespace {

constexpr int32_t kMaxArrayLength = 0x7fffffff - 2;

Object* allocRaw(Thread* t, Class* c, size_t bytes) {
  void* mem = t->vm->heap.allocate(bytes);
  if (!mem) mem = gc::allocateSlow(t, bytes);
  if (!mem) {
    throwOutOfMemory(t, "Java heap space");
    return nullptr;
  }
  auto* o = static_cast<Object*>(mem);
  o->klass = c;
  t->counters.bytesAllocated += bytes;
  return o;
}

}  // namespace

Object* allocObject(Thread* t, Class* c) {
  WW_ASSERT(!c->isArray && c->state >= ClassState::Linked);
  return allocRaw(t, c, instanceBytes(c));
}

Array* allocArray(Thread* t, Class* arrayClass, int32_t length) {
  if (length < 0) {
    throwNew(t, "java/lang/NegativeArraySizeException", std::to_string(length));
    return nullptr;
  }
  // The JDK's limit on array lengths (its largest array header, 16 bytes,
  // in 4-byte units, below 2^31-1); shorter arrays that do not fit are out
  // of "Java heap space".
  if (length > kMaxArrayLength) {
    throwOutOfMemory(t, "Requested array size exceeds VM limit");
    return nullptr;
  }
  size_t bytes = arrayBytes(arrayClass, length);
  auto* a = static_cast<Array*>(allocRaw(t, arrayClass, bytes));
  if (a) a->length = length;
  return a;
}

Array* newPrimitiveArray(Thread* t, BasicType type, int32_t length) {
  return allocArray(t, primitiveArrayClass(t->vm, type), length);
}

Array* newObjectArray(Thread* t, Class* elementClass, int32_t length) {
  Class* ac = arrayClassOf(t, elementClass);
  return ac ? allocArray(t, ac, length) : nullptr;
}

Object* cloneObject(Thread* t, Object* o) {
  Handle<Object> src(t, o);
  size_t bytes = o->klass->isArray ? arrayBytes(o->klass, static_cast<Array*>(o)->length)
                                   : instanceBytes(o->klass);
  Object* copy = allocRaw(t, o->klass, bytes);
  if (!copy) return nullptr;
  std::memcpy(reinterpret_cast<char*>(copy) + sizeof(Object), reinterpret_cast<char*>(src.get()) + sizeof(Object),
              bytes - sizeof(Object));
  return copy;
}

}  // namespace ww::vm
