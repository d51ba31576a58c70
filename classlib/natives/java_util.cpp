// Natives of java.util: the one thing Java cannot do there, making an array of a component type
// known only at run time (Arrays.copyOf with a class, Collection.toArray(T[]) with too small an array).
#include "vm/alloc.h"
#include "vm/exceptions.h"
#include "vm/mirror.h"
#include "vm/natives.h"
#include "vm/vm.h"

namespace ww::classlib {

using namespace ww::vm;

namespace {

// Arrays.newArray0(Class<?> componentType, int length): a reference component type only.
WW_NATIVE(Arrays_newArray0) {
  if (!args[0].l) {
    throwNullPointer(t);
    return;
  }
  result->l = newObjectArray(t, classOfMirror(t, args[0].l), args[1].i);
}

constexpr NativeBinding kBindings[] = {
    {"java/util/Arrays", "newArray0", "(Ljava/lang/Class;I)[Ljava/lang/Object;", Arrays_newArray0},
};

}  // namespace

extern const std::span<const NativeBinding> kUtilNatives{kBindings};

}  // namespace ww::classlib
