// Which classes are verified, in what order, and how a failure is reported;
// and the class hierarchy the verifier asks about, answered by loading
// classes through the verified class's loader (without initialising them).
#include "vm/verifier.h"

#include "vm/access.h"
#include "vm/exceptions.h"
#include "vm/loader.h"
#include "vm/typeflow.h"
#include "vm/vm.h"

namespace ww::vm {
namespace {

using Answer = ClassHierarchy::Answer;

class LoadingHierarchy : public ClassHierarchy {
 public:
  LoadingHierarchy(Thread* t, Class* c) : t_(t), c_(c) {}

  Answer protectedElsewhere(std::string_view refClass, std::string_view name, std::string_view desc,
                            bool method) override {
    // Only a proper superclass's members; the chain is loaded already.
    Class* found = nullptr;
    for (Class* k = c_->super; k && !found; k = k->super)
      if (k->name == refClass) found = k;
    if (!found) return Answer::No;
    std::string n(name), d(desc);
    for (Class* k = found; k; k = k->super) {
      uint16_t access;
      if (method) {
        Method* m = k->findDeclaredMethod(n, d);
        if (!m) continue;
        access = m->access;
      } else {
        Field* f = k->findDeclaredField(n, d);
        if (!f) continue;
        access = f->access;
      }
      return (access & ACC_PROTECTED) && !samePackage(k, c_) ? Answer::Yes : Answer::No;
    }
    return Answer::No;  // not found: resolution reports it when the code runs
  }

 protected:
  std::optional<bool> isInterface(std::string_view name) override {
    Class* c = load(name);
    if (!c) return std::nullopt;
    return c->isInterface();
  }
  std::optional<std::string> superclassOf(std::string_view name) override {
    Class* c = load(name);
    if (!c) return std::nullopt;
    return c->super ? c->super->name : std::string();
  }

 private:
  Class* load(std::string_view name) { return loadClass(t_, name, c_->loader); }

  Thread* t_;
  Class* c_;
};

bool exempt(const VM* vm, const Class* c) {
  if (!c->file) return true;  // array and primitive classes have no code
  if (c->generated) return true;  // written by the VM itself (docs/invokedynamic.md)
  switch (vm->options.verify) {
    case VmOptions::Verify::None: return true;
    case VmOptions::Verify::All: return false;
    case VmOptions::Verify::Remote: return c->isBoot();
  }
  return false;
}

bool fail(Thread* t, Class* c) {
  c->verification = Class::Verification::Failed;
  throwNew(t, c->verifyFormatError ? "java/lang/ClassFormatError" : "java/lang/VerifyError", c->verifyError);
  return false;
}

}  // namespace

bool verifyClass(Thread* t, Class* c) {
  switch (c->verification) {
    case Class::Verification::Passed: return true;
    case Class::Verification::Failed: return fail(t, c);
    case Class::Verification::Pending: break;
  }
  // Supertypes link, and so verify, before their subtypes (JVMS 5.4).
  if (c->super && !verifyClass(t, c->super)) return false;
  for (Class* i : c->interfaces)
    if (!verifyClass(t, i)) return false;
  if (exempt(t->vm, c)) {
    c->verification = Class::Verification::Passed;
    return true;
  }
  LoadingHierarchy hierarchy(t, c);
  for (const auto& m : c->methods) {
    if (!m->code) continue;
    std::string error;
    bool formatError = false;
    if (TypeFlow::verify(m.get(), hierarchy, &error, &formatError)) continue;
    if (t->hasPending()) return false;  // a class could not be loaded: try again next time
    c->verifyError = error;
    c->verifyFormatError = formatError;
    return fail(t, c);
  }
  c->verification = Class::Verification::Passed;
  return true;
}

}  // namespace ww::vm
