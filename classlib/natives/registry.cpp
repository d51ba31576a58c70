// The list of every built-in native table. A new natives file adds its
// table here (and a test checks that every native method has a binding).
#include "vm/natives.h"

namespace ww::classlib {
extern const std::span<const vm::NativeBinding> kObjectNatives;
extern const std::span<const vm::NativeBinding> kSystemNatives;
extern const std::span<const vm::NativeBinding> kThrowableNatives;
extern const std::span<const vm::NativeBinding> kThreadNatives;
extern const std::span<const vm::NativeBinding> kMathNatives;
extern const std::span<const vm::NativeBinding> kIoNatives;
extern const std::span<const vm::NativeBinding> kWhiteBoxNatives;
extern const std::span<const vm::NativeBinding> kUtilNatives;
extern const std::span<const vm::NativeBinding> kProfilerNatives;
extern const std::span<const vm::NativeBinding> kNetNatives;
extern const std::span<const vm::NativeBinding> kPredictorNatives;
extern const std::span<const vm::NativeBinding> kLibraryNatives;
}  // namespace ww::classlib

namespace ww::vm {

std::span<const std::span<const NativeBinding>> builtinNativeTables() {
  static const std::span<const NativeBinding> tables[] = {
      classlib::kObjectNatives, classlib::kSystemNatives, classlib::kThrowableNatives, classlib::kThreadNatives,
      classlib::kMathNatives,   classlib::kIoNatives,     classlib::kWhiteBoxNatives, classlib::kUtilNatives,
      classlib::kProfilerNatives, classlib::kNetNatives, classlib::kPredictorNatives, classlib::kLibraryNatives,
  };
  return tables;
}

}  // namespace ww::vm
