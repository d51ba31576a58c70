// Loading and linking classes (JVMS chapter 5): two loaders, boot (the class
// library) and app (the class path), the app loader delegating to boot
// first; array and primitive classes made by the VM. Failures leave a Java
// error pending and return null.
#pragma once

#include <string>
#include <string_view>

#include "vm/class.h"
#include "vm/thread.h"

namespace ww::vm {

// Loads, links and returns the class `name` (internal form, arrays as
// descriptors "[I"), as seen from `loader`. NoClassDefFoundError,
// ClassFormatError, ClassCircularityError, IncompatibleClassChangeError ...
Class* loadClass(Thread* t, std::string_view name, Loader loader);
// The class of arrays of `component`.
Class* arrayClassOf(Thread* t, Class* component);
// The class for a field descriptor ("I", "Ljava/lang/String;", "[[J").
Class* classForDescriptor(Thread* t, std::string_view descriptor, Loader loader);
// int.class etc., by descriptor character or basic type.
Class* primitiveClass(VM* vm, char descriptorChar);
Class* primitiveArrayClass(VM* vm, BasicType type);
// Makes the primitive classes and their array classes (VM start-up).
void createPrimitiveClasses(Thread* t);

}  // namespace ww::vm
