// The JVMS mnemonics the model file names its opcodes by (docs/resource-model.md).
// Internal to the model parser and writer: profiler/ may not include the
// interpreter's opcode table, so it keeps this one of its own.
#pragma once

namespace ww::prof {

// The lower-case JVMS mnemonic of opcode `op` (0..201), or nullptr for a
// number that names no JVMS instruction (202..255 and anything out of range).
const char* modelOpcodeName(int op);

}  // namespace ww::prof
