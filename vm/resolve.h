// Resolution of symbolic references in a class's constant pool (JVMS 5.4.3),
// cached per entry. Failures leave the JDK's error pending and return null.
#pragma once

#include <cstdint>
#include <string>

#include "vm/class.h"
#include "vm/thread.h"

namespace ww::vm {

Class* resolveClass(Thread* t, Class* from, uint16_t index);
// A Fieldref; `wantStatic` selects the IncompatibleClassChangeError check.
Field* resolveField(Thread* t, Class* from, uint16_t index, bool wantStatic);
// A Methodref or InterfaceMethodref (JVMS 5.4.3.3 / 5.4.3.4). `direct` for
// invokestatic and invokespecial, whose constant must match the class kind.
Method* resolveMethod(Thread* t, Class* from, uint16_t index, bool direct = false);
// The String or Class object an ldc pushes (interned / the mirror); the
// returned cell is the class's constants[index], a GC root.
Object** resolveConstantCell(Thread* t, Class* from, uint16_t index);

// Lookup by name and descriptor, as resolution searches (JNI's GetFieldID and
// GetMethodID): null if there is none, nothing thrown.
Field* lookupField(const Class* c, const std::string& name, const std::string& desc);
// The class chain, then the superinterfaces (a maximally specific method).
Method* lookupMethod(const Class* c, const std::string& name, const std::string& desc);

}  // namespace ww::vm
