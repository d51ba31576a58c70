// Ending the VM of a process that is about to exit (the launcher). Destroying
// a VM frees every class, method, translated block and stack piece by piece,
// which at the end of a short run costs about as much as running a small
// main; the system takes the whole address space back at exit anyway.
#pragma once

#include "vm/wwvm.h"

namespace ww {

// Runs what destroying `vm` would show to others, the JNI_OnUnload of its
// native libraries, and leaves its memory to the exit that follows. Only
// for the process's final exit: an embedder that goes on destroys its VMs.
void releaseForExit(VmPtr vm);

}  // namespace ww
