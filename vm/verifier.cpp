// Which classes are verified, in what order, and how a failure is reported.
#include "vm/verifier.h"

#include "vm/exceptions.h"
#include "vm/typeflow.h"
#include "vm/vm.h"

namespace ww::vm {
namespace {

bool exempt(const VM* vm, const Class* c) {
  if (!c->file) return true;  // array and primitive classes have no code
  switch (vm->options.verify) {
    case VmOptions::Verify::None: return true;
    case VmOptions::Verify::All: return false;
    case VmOptions::Verify::Remote: return c->isBoot();
  }
  return false;
}

bool fail(Thread* t, Class* c, const std::string& why) {
  c->verification = Class::Verification::Failed;
  c->verifyError = why;
  throwNew(t, "java/lang/VerifyError", why);
  return false;
}

}  // namespace

bool verifyClass(Thread* t, Class* c) {
  switch (c->verification) {
    case Class::Verification::Passed: return true;
    case Class::Verification::Failed: return fail(t, c, c->verifyError);
    case Class::Verification::Pending: break;
  }
  // A superclass links, and so verifies, before its subclasses (JVMS 5.4).
  if (c->super && !verifyClass(t, c->super)) return false;
  if (exempt(t->vm, c)) {
    c->verification = Class::Verification::Passed;
    return true;
  }
  for (const auto& m : c->methods) {
    if (!m->code) continue;
    std::string error;
    if (!TypeFlow::analyze(m.get(), &error)) return fail(t, c, error);
  }
  c->verification = Class::Verification::Passed;
  return true;
}

}  // namespace ww::vm
