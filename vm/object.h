// The object model: what a Java object, an array and a stack slot look like in
// memory. docs/object-model.md gives the reasons; docs/object-layout.md (GC
// issue) the sizes. Everything that reads or writes heap words goes through
// the helpers here.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace ww::vm {

struct Class;

// Every heap object starts with this 16-byte header.
//   klass   the object's class (for arrays, the array class)
//   lock    the monitor word: 0 = unlocked; otherwise owner and recursion
//           count, or an inflated monitor's index (threads issue). Locking
//           never allocates on the Java heap.
//   hash    identity hash in the low 24 bits (0 = not assigned yet; assigned
//           from the VM's seeded sequence on first use, so hashCode() and
//           HashMap orders repeat run to run), GC bits in the high 8 bits.
struct Object {
  Class* klass;
  uint32_t lock;
  uint32_t hash;
};
static_assert(sizeof(Object) == 16);

inline constexpr uint32_t kHashMask = 0x00ffffffu;
inline constexpr uint32_t kGcBitsShift = 24;

// Arrays add a 32-bit length; elements start at offset 24 so that long and
// double elements are 8-byte aligned.
struct Array : Object {
  int32_t length;
  int32_t reserved;
};
static_assert(sizeof(Array) == 24);
inline constexpr size_t kArrayHeader = sizeof(Array);

template <typename T>
inline T* arrayData(Array* a) {
  return reinterpret_cast<T*>(reinterpret_cast<char*>(a) + kArrayHeader);
}
template <typename T>
inline const T* arrayData(const Array* a) {
  return reinterpret_cast<const T*>(reinterpret_cast<const char*>(a) + kArrayHeader);
}

// Instance field access by byte offset from the object start.
template <typename T>
inline T& fieldAt(Object* o, uint32_t offset) {
  return *reinterpret_cast<T*>(reinterpret_cast<char*>(o) + offset);
}

// All allocations are multiples of 8 bytes.
inline constexpr size_t kObjectAlignment = 8;
inline constexpr size_t alignObject(size_t n) { return (n + kObjectAlignment - 1) & ~(kObjectAlignment - 1); }

// A stack slot: locals and operand stack entries are 64 bits wide so that one
// slot holds a reference. long and double take two slots, as the JVMS counts
// them (javac's max_locals/max_stack and the dup2/pop2 family stay valid); the
// value lives in the lower-numbered slot and the upper one is unused.
//
// The interpreter writes a 32-bit value with setInt/setFloat, which fill the
// whole slot (upper half zero), never with a 4-byte store: slots are copied
// 8 bytes at a time (xstore, xload, dup, swap, return values), and an 8-byte
// load of a slot just written by a 4-byte store cannot be forwarded from the
// store buffer: it waits for the store to complete, about 10 cycles, on every
// such pair (docs/interpreter.md, "Slots are written whole").
union Slot {
  int32_t i;
  float f;
  int64_t j;
  double d;
  Object* l;
  uint64_t raw;

  void setInt(int32_t v) { raw = uint32_t(v); }
  void setFloat(float v) { raw = std::bit_cast<uint32_t>(v); }
};
static_assert(sizeof(Slot) == 8);

// Element types of primitive arrays, by the JVMS `newarray` atype codes.
enum class BasicType : uint8_t {
  Boolean = 4, Char = 5, Float = 6, Double = 7, Byte = 8, Short = 9, Int = 10, Long = 11,
  Object = 12,  // reference (not a newarray code)
  Void = 13,
};

inline size_t basicTypeSize(BasicType t) {
  switch (t) {
    case BasicType::Boolean: case BasicType::Byte: return 1;
    case BasicType::Char: case BasicType::Short: return 2;
    case BasicType::Float: case BasicType::Int: return 4;
    case BasicType::Double: case BasicType::Long: case BasicType::Object: return 8;
    case BasicType::Void: return 0;
  }
  return 0;
}

// The descriptor character of a field or array element ('I', 'L', '[', ...).
inline BasicType basicTypeOf(char descriptorChar) {
  switch (descriptorChar) {
    case 'Z': return BasicType::Boolean;
    case 'C': return BasicType::Char;
    case 'F': return BasicType::Float;
    case 'D': return BasicType::Double;
    case 'B': return BasicType::Byte;
    case 'S': return BasicType::Short;
    case 'I': return BasicType::Int;
    case 'J': return BasicType::Long;
    case 'V': return BasicType::Void;
    default: return BasicType::Object;
  }
}

// Slots a value of the descriptor character occupies on the stack.
inline int slotsOf(char descriptorChar) {
  return descriptorChar == 'J' || descriptorChar == 'D' ? 2 : descriptorChar == 'V' ? 0 : 1;
}

}  // namespace ww::vm
