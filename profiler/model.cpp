// Applying a resource model to counts (profiler/model.h).
#include "profiler/model.h"

namespace ww::prof {

double Model::energyMicrojoules(const Counters& c) const {
  double sum = 0;
  for (int op = 0; op < kOpcodeSlots; ++op) sum += double(c.ops[op]) * opMicrojoules[op];
  return sum + double(c.bytesAllocated) * byteMicrojoules +
         double(c.netSent + c.netReceived) * netByteMicrojoules;
}

double Model::estimatedNanos(const Counters& c) const {
  double sum = 0;
  for (int op = 0; op < kOpcodeSlots; ++op) sum += double(c.ops[op]) * opNanos[op];
  return sum + double(c.bytesAllocated) * byteNanos + double(c.netSent + c.netReceived) * netByteNanos;
}

}  // namespace ww::prof
