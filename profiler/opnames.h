// The JVMS mnemonics of the 256 opcode slots, for the profile outputs.
// profiler/ does not see the interpreter's opcode table, so it keeps its own
// list of the names the JVMS (chapter 6) gives; tests/unit/test_report.cpp
// holds the two together.
#pragma once

namespace ww::prof {

// The lower-case JVMS mnemonic of `opcode` (0..255): "iadd" for 96. Slot 202
// is "breakpoint", 254 and 255 are "impdep1" and "impdep2" (reserved by the
// JVMS, never in a class file); the unassigned slots 203..253 are
// "unused_0xcb" .. "unused_0xfd". Out-of-range numbers give "-".
const char* opcodeName(int opcode);

}  // namespace ww::prof
