// The opcode facts table, generated from the X-macro list in opcodes.h.
#include "interpreter/opcodes.h"

#include <array>
#include <cctype>
#include <cstddef>

namespace ww::interp {
namespace {

// Lower-case mnemonics, generated once at compile time from the upper-case
// names of the list (the JVMS spells them in lower case).
template <std::size_t N>
struct LowerName {
  char text[N] = {};
  constexpr explicit LowerName(const char (&s)[N]) {
    for (std::size_t i = 0; i < N; ++i) text[i] = (s[i] >= 'A' && s[i] <= 'Z') ? char(s[i] - 'A' + 'a') : s[i];
  }
};

#define WW_OP_NAME(name, code, len, counted, flags, stack) \
  constexpr LowerName kName_##name{#name};
WW_ALL_OPCODES(WW_OP_NAME)
#undef WW_OP_NAME

constexpr std::array<OpInfo, kOpTableSize> makeTable() {
  std::array<OpInfo, kOpTableSize> t{};
  for (auto& e : t) e = OpInfo{"?", 0, 0, 0, "", false};
#define WW_OP_INFO(name, code, len, counted, flags, stack) \
  t[code] = OpInfo{kName_##name.text, len, kCountedAs[code], uint16_t(flags), stack, true};
  WW_ALL_OPCODES(WW_OP_INFO)
#undef WW_OP_INFO
  return t;
}

constexpr std::array<OpInfo, kOpTableSize> kTable = makeTable();

// Every JVMS opcode counts as itself; every internal form as a JVMS opcode.
constexpr bool countsAreJvms() {
  for (int i = 0; i < kOpTableSize; ++i) {
    if (!kTable[i].defined) continue;
    if (i < kFirstInternalOp && kTable[i].countedAs != i) return false;
    if (kTable[i].countedAs >= kJvmsOpcodeCount) return false;
  }
  return true;
}
static_assert(countsAreJvms(), "opcode table: a form is counted as a non-JVMS opcode");

}  // namespace

const OpInfo& opInfo(int op) { return kTable[op]; }

const char* jvmsOpcodeName(int opcode) {
  if (opcode < 0 || opcode >= kJvmsOpcodeCount) return nullptr;
  return kTable[opcode].defined ? kTable[opcode].name : nullptr;
}

}  // namespace ww::interp
