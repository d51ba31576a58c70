// invokedynamic call sites (JVMS 6.5 invokedynamic, 5.4.3.6). wwvm does not
// run bootstrap methods: it recognises the two families javac emits and links
// their call sites itself (docs/invokedynamic.md):
//   - LambdaMetafactory.metafactory / altMetafactory: the site makes a lambda
//     object, an instance of a class the VM generates (vm/lambdaclass.h);
//   - StringConcatFactory.makeConcat / makeConcatWithConstants: the site calls
//     a static method the VM generates (vm/concat.h).
// Any other bootstrap method is a BootstrapMethodError naming it. A site is
// linked at its first execution, and each invokedynamic instruction is a
// call site of its own (JVMS 6.5), even where two name one constant: the
// interpreter keeps the link in the instruction it quickens.
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
    Constant,   // pushes *constant: a lambda that captures nothing, made once per site
    NewLambda,  // pops the captured values into a new instance of lambdaClass
    Call,       // calls the static method `target` with the site's arguments
  };
  Kind kind = Kind::Call;
  Object** constant = nullptr;           // a GC root (a reference static of the lambda class)
  Class* lambdaClass = nullptr;
  std::vector<CapturedField> captured;   // in argument order
  uint16_t argSlots = 0;                 // NewLambda: slots of the captured values it pops
  Method* target = nullptr;
};

// Links a call site of InvokeDynamic constant `index` of `host`. Null with an
// error pending: the LinkageError of resolving the bootstrap method or the
// implementation method, or a BootstrapMethodError (its cause a
// LambdaConversionException, StringConcatException or
// WrongMethodTypeException when the bootstrap arguments do not fit).
const CallSiteLink* linkCallSite(Thread* t, Class* host, uint16_t index);

// A NewLambda site's object, its captured values taken from `args` (the
// site's argSlots slots). Null with OutOfMemoryError pending.
Object* newLambdaObject(Thread* t, const CallSiteLink& link, const Slot* args);

}  // namespace ww::vm
