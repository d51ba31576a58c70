// Runtime.load and Runtime.loadLibrary: the natives behind System.load and
// System.loadLibrary (vm/nativelib.h does the work).
#include "vm/natives.h"
#include "vm/nativelib.h"
#include "vm/strings.h"

namespace ww::classlib {
namespace {

using vm::NativeBinding;

WW_NATIVE(Runtime_load0) { vm::loadLibraryFile(t, vm::stringUtf8(t, args[0].l)); }

WW_NATIVE(Runtime_loadLibrary0) {
  std::string name = vm::stringUtf8(t, args[0].l);
  std::string searchPath = args[1].l ? vm::stringUtf8(t, args[1].l) : "";
  vm::loadLibraryByName(t, name, searchPath);
}

constexpr NativeBinding kBindings[] = {
    {"java/lang/Runtime", "load0", "(Ljava/lang/String;)V", Runtime_load0},
    {"java/lang/Runtime", "loadLibrary0", "(Ljava/lang/String;Ljava/lang/String;)V", Runtime_loadLibrary0},
};

}  // namespace

extern const std::span<const NativeBinding> kLibraryNatives{kBindings};

}  // namespace ww::classlib
