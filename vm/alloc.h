// Allocation of Java objects and arrays on the heap, charged to the
// allocating thread's counter block (DESIGN.md decision 5). On failure a
// Java exception is left pending and null is returned.
#pragma once

#include <cstdint>

#include "vm/class.h"
#include "vm/thread.h"

namespace ww::vm {

// Bytes an instance of `c` or an array takes: what the allocator hands out.
inline size_t instanceBytes(const Class* c) { return alignObject(c->instanceSize); }
inline size_t arrayBytes(const Class* arrayClass, int32_t length) {
  return alignObject(kArrayHeader + (size_t(length) << arrayClass->elementShift));
}

// A zeroed instance of the (linked) class `c`; OutOfMemoryError on failure.
Object* allocObject(Thread* t, Class* c);
// A zeroed array; NegativeArraySizeException for length < 0, OutOfMemoryError
// when it cannot fit.
Array* allocArray(Thread* t, Class* arrayClass, int32_t length);
// Convenience forms: a primitive array by element type, an array of references.
Array* newPrimitiveArray(Thread* t, BasicType type, int32_t length);
Array* newObjectArray(Thread* t, Class* elementClass, int32_t length);
// A shallow copy of `o` (Object.clone for arrays and Cloneable objects).
Object* cloneObject(Thread* t, Object* o);

}  // namespace ww::vm
