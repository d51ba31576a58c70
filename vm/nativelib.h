// Native libraries (docs/jni.md, "Loading"): System.load and
// System.loadLibrary open a shared library once per VM and run its
// JNI_OnLoad; the VM closes them, after JNI_OnUnload, when it is destroyed.
#pragma once

#include <string>

#include "vm/thread.h"

namespace ww::vm {

// Loads the library at the absolute `path`. False with UnsatisfiedLinkError
// (or what JNI_OnLoad threw) pending.
bool loadLibraryFile(Thread* t, const std::string& path);

// Loads lib<name>.so from the first directory of `searchPath` (':'-separated,
// java.library.path) that has it, else by its bare file name, which dlopen
// looks up in LD_LIBRARY_PATH and the system's directories. The JDK's message
// when none has it: "no <name> in java.library.path: <searchPath>".
bool loadLibraryByName(Thread* t, const std::string& name, const std::string& searchPath);

}  // namespace ww::vm
