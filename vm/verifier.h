// Bytecode verification (JVMS 4.10), run once per class before its first
// initialisation or the first translation of one of its methods: the
// type-checking verifier for class files of version 50 and above (their
// StackMapTable frames), the type-inference verifier for older ones. Both are
// the data-flow engine of vm/typeflow.h run with class types and operand
// checks; this file decides which classes are verified and turns a failure
// into VerifyError. docs/verifier.md describes the design.
#pragma once

#include "vm/class.h"
#include "vm/thread.h"

namespace ww::vm {

// Verifies every method of `c` that has code, unless the options exempt it
// (class-library classes without -Xverify:all; nothing with -Xverify:none).
// A class verifies once; a failed one fails again, with the same VerifyError,
// at each later attempt. False with VerifyError (or a loading error met while
// checking assignability) pending.
bool verifyClass(Thread* t, Class* c);

}  // namespace ww::vm
