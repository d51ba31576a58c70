// Native method binding. Every built-in native is a row of a table keyed by
// class, name and descriptor, with the one NativeFn signature; the classlib
// natives (classlib/natives/) each export a table, and registry.cpp lists
// them all. A method is bound on its first call and the function cached on it.
#pragma once

#include <span>
#include <string_view>

#include "vm/class.h"

namespace ww::vm {

struct NativeBinding {
  const char* className;   // internal form
  const char* name;
  const char* descriptor;
  NativeFn fn;
};

// Every table of built-in natives (classlib/natives/registry.cpp).
std::span<const std::span<const NativeBinding>> builtinNativeTables();

// Finds the built-in implementation of `m`, or null. `whiteBox` admits the
// wwtest.WhiteBox natives (bound only with -XX:+WhiteBox).
NativeFn findBuiltinNative(const Method* m, bool whiteBox);

}  // namespace ww::vm

// Declares a native with the uniform signature: NATIVE(Java_lang_Object_hashCode) { ... }
#define WW_NATIVE(fn) static void fn([[maybe_unused]] ::ww::vm::Thread* t, [[maybe_unused]] ::ww::vm::Slot* args, \
                                     [[maybe_unused]] ::ww::vm::Slot* result)
