// Where translated code lives: one address range reserved per VM, Insn
// arrays bump-allocated in its lower half and their side entries
// (code.h's InsnSide) at kSideOffset above them. Pages are committed by the
// OS as they are first touched; everything is released with the VM (wwvm
// never unloads classes).
#pragma once

#include <cstddef>
#include <cstdint>

#include "interpreter/code.h"

namespace ww::interp {

class CodeArena {
 public:
  CodeArena();
  ~CodeArena();
  CodeArena(const CodeArena&) = delete;
  CodeArena& operator=(const CodeArena&) = delete;

  bool ok() const { return base_ != nullptr; }
  // `count` zeroed Insns with zeroed side entries; null when the arena is
  // full (kSideOffset bytes of instructions: 64 Mi of them).
  Insn* allocate(uint32_t count);
  // Bytes handed out so far (Insns and side entries).
  size_t bytesUsed() const { return 2 * used_; }

 private:
  char* base_ = nullptr;
  size_t used_ = 0;
};

}  // namespace ww::interp
