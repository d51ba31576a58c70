// Raising Java exceptions from C++: the one way the VM reports a guest fault
// (a pending exception on the thread; STYLE.md "one way to report a fault").
// Each function builds the exception object by running its constructor, so
// the stack trace is filled in as for any Java `new`.
#pragma once

#include <string>

#include "vm/thread.h"

namespace ww::vm {

struct Class;

// Throws a new `className` (internal form) with `message`. If building it
// fails, whatever that raised stays pending instead.
void throwNew(Thread* t, const char* className, const std::string& message);
void throwNewNoMessage(Thread* t, const char* className);
// Throws `className` with a message and a cause.
void throwNewWithCause(Thread* t, const char* className, const std::string& message, Object* cause);
void throwNullPointer(Thread* t);
void throwArrayIndex(Thread* t, int32_t index, int32_t length);
void throwOutOfMemory(Thread* t, const char* what);
void throwStackOverflow(Thread* t);
void throwClassCast(Thread* t, Class* from, Class* to);
// Sets `exception` pending (athrow).
inline void throwObject(Thread* t, Object* exception) { t->pending = exception; }

// "java.lang.ArithmeticException: / by zero", read from the object's fields
// without running Java code (for reports when Java cannot run).
std::string describeThrowable(Thread* t, Object* throwable);

// "A and B are in unnamed module of loader 'app'": the JDK's description of
// where classes come from, used in ClassCastException messages.
std::string classCastMessage(Class* from, Class* to);

}  // namespace ww::vm
