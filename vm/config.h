// Every build switch of wwvm, in one place. CMake options (CMakeLists.txt) set
// the WW_* macros to 0 or 1; code tests them only through the constants below.
#pragma once

#ifndef WW_CHECKS
#define WW_CHECKS 0
#endif
#ifndef WW_COUNTING
#define WW_COUNTING 1
#endif
#ifndef WW_SWITCH_DISPATCH
#define WW_SWITCH_DISPATCH 0
#endif

namespace ww {

// Assertions and GC-handle discipline checks (the `test` preset). Off in
// `release`: a failed check there would be a VM bug, not a guest error.
inline constexpr bool kChecks = WW_CHECKS;

// Opcode counting compiled in. With it off (`release-nocount`) the interpreter
// has no counting instantiation at all, so `-Xprofile:off` can be compared
// against "absent" (issue: interpreter speed, target 3).
inline constexpr bool kCountingCompiled = WW_COUNTING;

// Dispatch technique. Computed goto (direct threading through handler
// addresses stored in the translated code) is the default; the plain switch
// build exists so the handler bodies stay portable and is tested by the
// `switch` preset.
inline constexpr bool kSwitchDispatch = WW_SWITCH_DISPATCH;

}  // namespace ww

#if WW_CHECKS
#include <cassert>
#define WW_ASSERT(cond) assert(cond)
#else
#define WW_ASSERT(cond) ((void)0)
#endif
