// Class initialisation (JVMS 5.5): running <clinit> once, superclass first,
// with the erroneous state after a failure.
#pragma once

#include "vm/class.h"
#include "vm/thread.h"

namespace ww::vm {

// Initialises `c` if needed. True when `c` is initialised, or is being
// initialised by this thread (recursive request); false with an error
// pending (ExceptionInInitializerError, NoClassDefFoundError, ...).
bool initializeClass(Thread* t, Class* c);

inline bool ensureInitialized(Thread* t, Class* c) {
  return c->state == ClassState::Initialized || initializeClass(t, c);
}

}  // namespace ww::vm
