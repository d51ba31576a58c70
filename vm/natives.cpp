// Looking up built-in natives in the tables.
#include "vm/natives.h"

#include <cstring>

namespace ww::vm {

NativeFn findBuiltinNative(const Method* m, bool whiteBox) {
  const std::string& cls = m->owner->name;
  if (!whiteBox && cls == "wwtest/WhiteBox") return nullptr;
  for (std::span<const NativeBinding> table : builtinNativeTables())
    for (const NativeBinding& b : table)
      if (cls == b.className && m->name == b.name && m->descriptor == b.descriptor) return b.fn;
  return nullptr;
}

}  // namespace ww::vm
