// The run's profile at exit: gathers what every thread and the VM consumed
// into a prof::RunProfile and writes what -Xprofile:report,
// -Xprofile-out and -Xprofile-folded asked for (profiler/report.h).
#pragma once

#include <iosfwd>

namespace ww::vm {

struct VM;

// Writes the requested outputs; a file that cannot be written is reported
// on `err` and makes the result false.
bool writeProfileReports(VM* vm, std::ostream& err);

}  // namespace ww::vm
