// The classes of lambda objects (LambdaMetafactory's semantics; JDK 17's
// java.lang.invoke.LambdaMetafactory documents them). For a call site the VM
// generates a final class that implements the functional interface (and any
// marker interfaces), holds the captured values in fields, and implements the
// interface method (and any bridges) by calling the implementation method
// with the invocation its kind asks for, converting arguments and result:
// casts, boxing, unboxing and primitive widening. docs/invokedynamic.md shows
// the code it writes.
#pragma once

#include <string>
#include <vector>

#include "vm/class.h"
#include "vm/thread.h"

namespace ww::vm {

// A MethodHandle constant's reference kinds (JVMS 4.4.8).
enum RefKind : uint8_t {
  REF_getField = 1,
  REF_getStatic = 2,
  REF_putField = 3,
  REF_putStatic = 4,
  REF_invokeVirtual = 5,
  REF_invokeStatic = 6,
  REF_invokeSpecial = 7,
  REF_newInvokeSpecial = 8,
  REF_invokeInterface = 9,
};

// What a lambda call site asks for, read from its bootstrap arguments.
struct LambdaShape {
  Class* host = nullptr;              // the class of the call site
  std::string methodName;             // the interface method's name
  std::string factoryType;            // the call site's descriptor: (captured types)Linterface;
  std::string interfaceMethodType;    // the interface method's (erased) descriptor
  RefKind implKind = REF_invokeStatic;
  Method* impl = nullptr;             // the implementation method, resolved from host
  Class* implClass = nullptr;         // the class its constant names (receiver type, class to make)
  bool implViaInterface = false;      // named by an InterfaceMethodref
  std::string dynamicMethodType;      // the interface method's type at this site (generics applied)
  bool serializable = false;
  std::vector<std::string> markers;   // more interfaces (internal names)
  std::vector<std::string> bridges;   // more descriptors of the interface method
};

// Generates, defines and initialises the class of `shape`'s lambdas, in the
// host's package and loader. Null either with a Java error pending (a class
// that does not load) or, with nothing pending, `why` saying which types do
// not fit (the message of a LambdaConversionException).
Class* makeLambdaClass(Thread* t, const LambdaShape& shape, std::string* why);

// The class of a lambda that captures nothing has a reference static to hold
// its one instance (a GC root, as every reference static is): its address.
Object** sharedInstanceCell(Class* lambdaClass);

}  // namespace ww::vm
