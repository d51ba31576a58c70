// The resource model: what one execution of each JVMS opcode, one allocated
// byte and one network byte cost in time and energy on some machine. Read
// from a model file (docs/resource-model.md, `-Xenergy-model:FILE`); the
// default model (profiler/models/default.model, written by
// tools/wwcalibrate) is compiled into the VM.
//
// Energy = sum over opcodes of count*energy[op] + bytes*byteEnergy +
// netBytes*netEnergy; the estimated time is the same sum over the time
// columns, next to the measured TIME.
#pragma once

#include <iosfwd>
#include <string>

#include "profiler/counters.h"

namespace ww::prof {

struct Model {
  std::string machine;      // where it was measured ("model name" of the CPU, cores, OS)
  std::string method;       // how (tool, its options, the date)
  double powerWatts = 0;    // the power assumed (or measured, see energySource) for energy = time * power
  std::string energySource; // "assumed" or "rapl"
  double opNanos[kOpcodeSlots] = {};      // nanoseconds per execution
  double opMicrojoules[kOpcodeSlots] = {};
  double byteNanos = 0;          // per allocated byte
  double byteMicrojoules = 0;
  double netByteNanos = 0;       // per byte sent or received
  double netByteMicrojoules = 0;

  // The modelled energy (µJ) and time (ns) of a set of counts.
  double energyMicrojoules(const Counters& c) const;
  double estimatedNanos(const Counters& c) const;
};

// Parses a model file; false with `error` ("FILE:LINE: what is wrong") on
// any malformed or missing entry. `name` is used in messages only.
bool parseModel(std::istream& in, const std::string& name, Model* model, std::string* error);
// Writes `model` in the file format parseModel reads.
void writeModel(std::ostream& out, const Model& model);
// The model compiled into the VM from profiler/models/default.model.
const Model& defaultModel();

}  // namespace ww::prof
