// Loading and linking classes (JVMS chapter 5): two loaders, boot (the class
// library) and app (the class path), the app loader delegating to boot
// first; array and primitive classes made by the VM. Failures leave a Java
// error pending and return null.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "vm/class.h"
#include "vm/thread.h"

namespace ww::vm {

// Loads, links and returns the class `name` (internal form, arrays as
// descriptors "[I"), as seen from `loader`. NoClassDefFoundError,
// ClassFormatError, ClassCircularityError, IncompatibleClassChangeError ...
Class* loadClass(Thread* t, std::string_view name, Loader loader);
// Defines, loads the supertypes of and links the class whose class-file bytes
// are `data` (the embedding API's defineClass: bytes from memory rather than
// a path entry), under `loader`; `source` is what -verbose:class prints. The
// class is neither verified nor initialised. LinkageError for a name the
// loader already knows, SecurityException for a java.* class outside the
// boot loader, ClassFormatError ... otherwise as loadClass.
Class* defineClassFromBytes(Thread* t, const uint8_t* data, size_t size, Loader loader, const std::string& source);
// Defines a class the VM generated (vm/callsite.h) from its class-file bytes,
// under `loader`, and links it: marked `generated`, so the verifier trusts it
// and stack traces leave its frames out; `source` is what -verbose:class
// prints (the class that asked for it). Errors as defineClassFromBytes.
Class* defineGeneratedClass(Thread* t, const std::vector<uint8_t>& bytes, Loader loader, const std::string& source);
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
