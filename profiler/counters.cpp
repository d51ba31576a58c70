// Per-thread counters are plain data (counters.h); this unit exists so the
// profiler library has an object file until the Profiler API lands.
#include "profiler/counters.h"

namespace ww::prof {
static_assert(sizeof(Counters) == (kOpcodeSlots + 1) * sizeof(uint64_t));
}  // namespace ww::prof
