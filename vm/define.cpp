// The embedding API's defineClass: a class handed over as bytes in memory
// (the fuzz targets' input, or an embedder's generated code) is defined by the
// application loader, linked and verified here, so that a later runMain finds
// it loaded. Nothing runs: initialisation waits for the class's first use.
#include "vm/embedding.h"
#include "vm/descriptor.h"
#include "vm/exceptions.h"
#include "vm/loader.h"
#include "vm/verifier.h"

namespace ww {

bool defineClass(Vm& vmHandle, const uint8_t* bytes, size_t size, std::string* className, std::string* error) {
  vm::VM* v = vmHandle.impl.get();
  vm::Thread* t = v->sched.mainThread();
  vm::Class* c = vm::defineClassFromBytes(t, bytes, size, vm::Loader::App, "memory");
  // Verification is part of linking (JVMS 5.4.1); the launcher's classes meet
  // it at initialisation, a class defined here before anything can use it.
  if (c && className) *className = vm::dotted(c->name);
  if (c && vm::verifyClass(t, c)) return true;
  if (error) *error = vm::describeThrowable(t, t->pending);
  t->pending = nullptr;
  return false;
}

}  // namespace ww
