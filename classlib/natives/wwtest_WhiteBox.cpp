// Natives of wwtest.WhiteBox: test-only views of the current thread's
// counters and the heap, bound only with -XX:+WhiteBox (vm/natives.cpp).
#include "interpreter/blockcount.h"
#include "vm/natives.h"
#include "vm/vm.h"

namespace ww::classlib {

using namespace ww::vm;

namespace {

// What t has run: its counts less what its frames have counted ahead
// (interpreter/blockcount.h).
prof::Counters executed(Thread* t) {
  const prof::Counters& c = interp::countersOf(t);
  return t->vm->countsOpcodes() ? c.since(interp::countedAhead(t)) : c;
}

WW_NATIVE(WhiteBox_opcodeCount) {
  int32_t op = args[0].i;
  result->j = op >= 0 && op < prof::kOpcodeSlots ? int64_t(executed(t).ops[op]) : 0;
}
WW_NATIVE(WhiteBox_totalOpcodes) { result->j = int64_t(executed(t).totalOps); }
WW_NATIVE(WhiteBox_bytesAllocated) { result->j = int64_t(t->counters.bytesAllocated); }
WW_NATIVE(WhiteBox_vmBytesAllocated) { result->j = int64_t(t->vm->vmAccount.bytesAllocated); }
WW_NATIVE(WhiteBox_countingEnabled) { result->i = t->vm->countsOpcodes(); }
WW_NATIVE(WhiteBox_heapUsed) { result->j = int64_t(t->vm->heap.used()); }
WW_NATIVE(WhiteBox_metadataBytes) { result->j = int64_t(t->vm->metadataBytes()); }
WW_NATIVE(WhiteBox_collections) { result->j = int64_t(t->vm->gc.collections); }
WW_NATIVE(WhiteBox_addressOf) { result->j = int64_t(reinterpret_cast<uintptr_t>(args[0].l)); }

constexpr NativeBinding kBindings[] = {
    {"wwtest/WhiteBox", "opcodeCount", "(I)J", WhiteBox_opcodeCount},
    {"wwtest/WhiteBox", "totalOpcodes", "()J", WhiteBox_totalOpcodes},
    {"wwtest/WhiteBox", "bytesAllocated", "()J", WhiteBox_bytesAllocated},
    {"wwtest/WhiteBox", "vmBytesAllocated", "()J", WhiteBox_vmBytesAllocated},
    {"wwtest/WhiteBox", "countingEnabled", "()Z", WhiteBox_countingEnabled},
    {"wwtest/WhiteBox", "heapUsed", "()J", WhiteBox_heapUsed},
    {"wwtest/WhiteBox", "collections", "()J", WhiteBox_collections},
    {"wwtest/WhiteBox", "metadataBytes", "()J", WhiteBox_metadataBytes},
    {"wwtest/WhiteBox", "addressOf", "(Ljava/lang/Object;)J", WhiteBox_addressOf},
};

}  // namespace

extern const std::span<const NativeBinding> kWhiteBoxNatives{kBindings};

}  // namespace ww::classlib
