// The StackMapTable attribute (JVMS 4.7.4) decoded into whole frames: each
// frame's pc and its locals and stack as verification types, deltas applied.
// The type-checking verifier (vm/typeflow.h) turns them into its own states.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "vm/classfile.h"

namespace ww::vm {

struct StackMapType {
  enum Tag : uint8_t { Top, Integer, Float, Double, Long, Null, UninitializedThis, Object, Uninitialized };
  Tag tag = Top;
  uint16_t offset = 0;  // Uninitialized: the pc of its `new`
  std::string name;     // Object: the class name (internal form; arrays as descriptors)
};

// Locals as the attribute writes them: a long or double is one entry.
struct StackMapFrame {
  uint32_t pc = 0;
  std::vector<StackMapType> locals;
  std::vector<StackMapType> stack;
};

// Decodes `body` (the attribute without its name and length) starting from
// `initialLocals`, the implicit frame the method's descriptor gives. False
// with *error set if the bytes are malformed or name a bad constant.
bool decodeStackMapTable(const std::vector<uint8_t>& body, const std::vector<CpEntry>& constantPool,
                         std::vector<StackMapType> initialLocals, std::vector<StackMapFrame>* frames,
                         std::string* error);

}  // namespace ww::vm
