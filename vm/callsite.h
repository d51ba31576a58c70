// invokedynamic call sites (JVMS 6.5 invokedynamic, 5.4.3.6). wwvm does not
// run bootstrap methods: it recognises the two families javac emits and links
// their call sites itself (docs/invokedynamic.md):
//   - LambdaMetafactory.metafactory / altMetafactory: the site makes a lambda
//     object, an instance of a class the VM generates (vm/lambdaclass.h);
//   - StringConcatFactory.makeConcat / makeConcatWithConstants: the site calls
//     a static method the VM generates (vm/concat.h).
// Any other bootstrap method is a BootstrapMethodError naming it. A site is
// linked at its first execution; the link is kept with the InvokeDynamic
// constant (Class::resolved), so sites sharing a constant share it.
#pragma once

#include <cstdint>
#include <vector>

#include "vm/class.h"
#include "vm/thread.h"

namespace ww::vm {

// One captured value of a lambda: where the call site's argument goes in the
// new object.
struct CapturedField {
  uint32_t offset;
  BasicType type;
};

// What a linked call site does when it runs.
struct CallSiteLink {
  enum class Kind : uint8_t {
    Constant,   // pushes *constant: a lambda that captures nothing, made once
    NewLambda,  // pops the captured values into a new instance of lambdaClass
    Call,       // calls the static method `target` with the site's arguments
  };
  Kind kind = Kind::Call;
  Object** constant = nullptr;           // a GC root (the host's constants[] cell)
  Class* lambdaClass = nullptr;
  std::vector<CapturedField> captured;   // in argument order
  uint16_t argSlots = 0;                 // slots the site pops
  Method* target = nullptr;
};

// Links the call site of InvokeDynamic constant `index` of `host`, or returns
// the link made before. Null with an error pending: BootstrapMethodError (its
// cause a LambdaConversionException or StringConcatException when the
// bootstrap arguments do not fit), or the LinkageError of resolving them.
const CallSiteLink* linkCallSite(Thread* t, Class* host, uint16_t index);

// A NewLambda site's object, its captured values taken from `args` (the
// site's argSlots slots). Null with OutOfMemoryError pending.
Object* newLambdaObject(Thread* t, const CallSiteLink& link, const Slot* args);

}  // namespace ww::vm
