// java.lang.Class objects ("mirrors"): made on demand, one per class, and the
// way back from a mirror to the VM's Class.
#pragma once

#include "vm/class.h"
#include "vm/thread.h"

namespace ww::vm {

Object* mirrorOf(Thread* t, Class* c);
Class* classOfMirror(Thread* t, Object* mirror);

}  // namespace ww::vm
