// The type-flow pass (vm/typeflow.h): instruction boundaries and the
// exception table are checked first, then instruction states are propagated
// through a worklist until none changes, then the states are packed into
// reference bits. Written from JVMS 4.10.2.
#include "vm/typeflow.h"

#include <algorithm>
#include <initializer_list>
#include <map>
#include <optional>
#include <string_view>

#include "interpreter/opcodes.h"
#include "vm/class.h"
#include "vm/descriptor.h"

namespace ww::vm {
namespace {

using enum interp::Op;

// ============================================================== The lattice
//
// A slot's Type is a Kind in the low byte. A return address also carries, in
// the upper 24 bits, the pc of the subroutine it returns from (code is under
// 64 KiB), so that `ret` knows which subroutine it leaves and addresses of
// two different subroutines do not merge into one. The verifier will widen
// Type with class types; the code below only goes through these functions.
enum class Kind : uint8_t { Top, Int, Float, Long, Long2, Double, Double2, Ref, RetAddr };

using Type = uint32_t;

constexpr Type typeOf(Kind k) { return Type(k); }
constexpr Type retAddrOf(uint32_t subroutinePc) { return (subroutinePc << 8) | Type(Kind::RetAddr); }
constexpr Kind kindOf(Type t) { return Kind(t & 0xff); }
constexpr uint32_t subroutineOf(Type t) { return t >> 8; }
constexpr Type kTop = typeOf(Kind::Top);

// Where paths meet, equal types stay and anything else is unusable. For the
// collector unusable means "not a reference": a slot that holds a reference
// on some paths only cannot be used as one by verifiable code.
constexpr Type merge(Type a, Type b) { return a == b ? a : kTop; }

constexpr bool isWide(Kind k) { return k == Kind::Long || k == Kind::Double; }
constexpr Kind secondHalf(Kind k) { return k == Kind::Long ? Kind::Long2 : Kind::Double2; }

// The kind of a value whose field descriptor starts with `c`.
Kind kindOfDescriptor(char c) {
  switch (c) {
    case 'B': case 'C': case 'I': case 'S': case 'Z': return Kind::Int;
    case 'F': return Kind::Float;
    case 'J': return Kind::Long;
    case 'D': return Kind::Double;
    default: return Kind::Ref;  // 'L' and '['
  }
}

std::string spell(Type t) {
  switch (kindOf(t)) {
    case Kind::Top: return "T";
    case Kind::Int: return "I";
    case Kind::Float: return "F";
    case Kind::Long: return "J";
    case Kind::Long2: return "J2";
    case Kind::Double: return "D";
    case Kind::Double2: return "D2";
    case Kind::Ref: return "R";
    case Kind::RetAddr: return "A" + std::to_string(subroutineOf(t));
  }
  return "?";
}

// A subroutine active in a state: its entry pc, and the locals written since
// its jsr (one bit each; a write inside a nested subroutine counts for every
// enclosing one too). Where paths meet, a subroutine stays active only if it
// is active on both, and the written sets unite: a local written on any path
// comes back from the ret, not from the jsr site.
struct Subroutine {
  uint32_t entry;
  std::vector<uint64_t> written;
  bool wrote(uint32_t local) const { return (written[local >> 6] >> (local & 63)) & 1; }
};

// The state before an instruction. Longs and doubles take two slots in both
// locals and stack, as in the frame; `subs` is outermost first.
struct State {
  std::vector<Type> locals;
  std::vector<Type> stack;
  std::vector<Subroutine> subs;
};

const Subroutine* findSubroutine(const std::vector<Subroutine>& subs, uint32_t entry) {
  for (const Subroutine& s : subs)
    if (s.entry == entry) return &s;
  return nullptr;
}

// Merges the active subroutines of `from` into `into`; true if `into` changed.
bool mergeSubroutines(std::vector<Subroutine>& into, const std::vector<Subroutine>& from) {
  bool changed = false;
  for (size_t i = 0; i < into.size();) {
    const Subroutine* other = findSubroutine(from, into[i].entry);
    if (!other) {
      into.erase(into.begin() + ptrdiff_t(i));
      changed = true;
      continue;
    }
    for (size_t w = 0; w < into[i].written.size(); ++w) {
      uint64_t both = into[i].written[w] | other->written[w];
      changed |= both != into[i].written[w];
      into[i].written[w] = both;
    }
    ++i;
  }
  return changed;
}

std::string describeState(const State& s) {
  std::string out = "locals:";
  for (Type t : s.locals) out += " " + spell(t);
  out += " | stack:";
  for (Type t : s.stack) out += " " + spell(t);
  return out;
}

// ============================================================== Descriptors
//
// Constant-pool descriptors of hand-made or fuzzed methods may be malformed,
// so these parse defensively (vm/descriptor.h trusts the class file parser).

// One field type at d[*at]; *kind gets its descriptor character ('L' for any
// reference). False if malformed.
bool parseFieldType(std::string_view d, size_t* at, char* kind) {
  size_t i = *at;
  while (i < d.size() && d[i] == '[') ++i;
  if (i >= d.size()) return false;
  bool array = i > *at;
  char c = d[i];
  if (c == 'L') {
    size_t semi = d.find(';', i);
    if (semi == std::string_view::npos || semi == i + 1) return false;
    i = semi + 1;
  } else if (std::string_view("BCDFIJSZ").find(c) != std::string_view::npos) {
    ++i;
  } else {
    return false;
  }
  *kind = array ? 'L' : c;
  *at = i;
  return true;
}

bool parseFieldDescriptor(std::string_view d, char* kind) {
  size_t at = 0;
  return parseFieldType(d, &at, kind) && at == d.size();
}

// "(IJLx;)V" -> params {'I', 'J', 'L'}, ret 'V'.
bool parseMethodDescriptor(std::string_view d, std::vector<char>* params, char* ret) {
  if (d.empty() || d[0] != '(') return false;
  size_t at = 1;
  while (at < d.size() && d[at] != ')') {
    char k;
    if (!parseFieldType(d, &at, &k)) return false;
    params->push_back(k);
  }
  if (at >= d.size()) return false;
  ++at;  // ')'
  if (at + 1 == d.size() && d[at] == 'V') {
    *ret = 'V';
    return true;
  }
  return parseFieldType(d, &at, ret) && at == d.size();
}

}  // namespace

// ============================================================== The pass

class TypeFlowBuilder {
 public:
  TypeFlowBuilder(const Method* m, std::string* error) : m_(m), error_(error) {}
  std::unique_ptr<TypeFlow> run(bool keepKinds);

 private:
  // What the pass knows of one subroutine: the jsr instructions that call it
  // and the ret instructions that leave it (instruction indices), as found.
  struct SubroutineSites {
    std::vector<uint32_t> jsrs, rets;
  };

  bool fail(const std::string& why) { return failAt(pc_, why); }
  bool failAt(uint32_t pc, const std::string& why);

  // Setup.
  bool instructionLength(uint32_t pc, uint32_t* length);
  bool findBoundaries();
  bool checkHandlers();
  bool initialState();

  // Flow between instructions.
  void enqueue(uint32_t index);
  bool mergeInto(uint32_t index, const State& s);
  bool flowTo(int64_t pc, const State& s);
  bool fallThrough(uint32_t index, const State& s);
  bool flowToHandlers(const State& s);

  // Transfer functions.
  bool step(uint32_t index);
  bool push(State& s, Kind k);
  bool pushTop(State& s, int slots);
  bool pop(State& s, int slots);
  bool popPush(State& s, int slots, Kind k) { return pop(s, slots) && push(s, k); }
  bool dup(State& s, int copies, int below);
  bool checkLocal(uint32_t local, int width);
  void write(State& s, uint32_t local, Type t);
  void setLocal(State& s, uint32_t local, Type first, int width);
  bool load(State& s, Kind k, uint32_t local);
  bool store(State& s, Kind k, uint32_t local);
  bool iinc(State& s, uint32_t local);
  bool ldc(State& s, uint32_t index, bool twoSlots);
  bool fieldAccess(State& s, int op);
  bool invoke(State& s, int op);
  bool multianewarray(State& s);
  bool tableSwitch(State& s);
  bool lookupSwitch(State& s);
  bool jsr(uint32_t index, const State& s, int64_t target);
  bool ret(uint32_t index, const State& s, uint32_t local);
  bool returnTo(uint32_t retIndex, uint32_t jsrIndex, uint32_t entry);

  // The constant pool.
  const CpEntry* cpEntry(uint32_t index, std::initializer_list<CpTag> tags);
  bool memberDescriptor(uint32_t index, std::initializer_list<CpTag> tags, std::string_view* out);

  // Reading the code (bounds were checked by findBoundaries).
  uint32_t u1(uint32_t at) const { return code_[at]; }
  uint32_t u2(uint32_t at) const { return uint32_t(code_[at] << 8) | code_[at + 1]; }
  int32_t s2(uint32_t at) const { return int16_t(u2(at)); }
  int32_t s4(uint32_t at) const {
    return int32_t((uint32_t(code_[at]) << 24) | (uint32_t(code_[at + 1]) << 16) | (uint32_t(code_[at + 2]) << 8) |
                   uint32_t(code_[at + 3]));
  }
  uint32_t retLocal(uint32_t index) const {
    uint32_t pc = pcOf_[index];
    return code_[pc] == OP_WIDE ? u2(pc + 2) : u1(pc + 1);
  }

  // The result.
  std::unique_ptr<TypeFlow> build(bool keepKinds);
  bool findSubroutineRefConflict() const;

  const Method* m_;
  std::string* error_;
  const uint8_t* code_ = nullptr;
  uint32_t length_ = 0;
  const std::vector<CpEntry>* cp_ = nullptr;
  uint32_t maxLocals_ = 0, maxStack_ = 0;
  size_t writtenWords_ = 0;
  uint32_t pc_ = 0;                       // the instruction being interpreted, for messages

  std::vector<uint32_t> pcOf_;            // instruction index -> pc
  std::vector<int32_t> indexAt_;          // pc -> instruction index, -1 inside an instruction
  std::vector<std::optional<State>> in_;  // instruction index -> state before it, once reached
  // Locals that ever receive something other than a reference (a
  // primitive or return-address argument or store, iinc, a clobbered half).
  // The others hold null or a reference at every pc (fresh locals are
  // zeroed): the maps mark them as references everywhere, which also keeps
  // them precise through jsr subroutines whose callers disagree.
  std::vector<bool> nonRef_;
  std::vector<uint32_t> work_;            // instructions whose state changed
  std::vector<bool> queued_;
  std::map<uint32_t, SubroutineSites> subroutines_;  // by entry pc
};

bool TypeFlowBuilder::failAt(uint32_t pc, const std::string& why) {
  if (error_) {
    std::string cls = m_->owner ? dotted(m_->owner->name) : "?";
    *error_ = why + " in method " + cls + "." + m_->name + m_->descriptor + " at pc " + std::to_string(pc);
  }
  return false;
}

// -------------------------------------------------------------- Setup

bool TypeFlowBuilder::instructionLength(uint32_t pc, uint32_t* length) {
  int op = code_[pc];
  const interp::OpInfo& info = interp::opInfo(op);
  if (op >= interp::kJvmsOpcodeCount || !info.defined) return failAt(pc, "Bad instruction " + std::to_string(op));
  if (info.length) {
    *length = info.length;
    return true;
  }
  if (op == OP_WIDE) {
    if (pc + 1 >= length_) return failAt(pc, "Truncated wide instruction");
    switch (code_[pc + 1]) {
      case OP_ILOAD: case OP_LLOAD: case OP_FLOAD: case OP_DLOAD: case OP_ALOAD:
      case OP_ISTORE: case OP_LSTORE: case OP_FSTORE: case OP_DSTORE: case OP_ASTORE: case OP_RET:
        *length = 4;
        return true;
      case OP_IINC:
        *length = 6;
        return true;
      default:
        return failAt(pc, "Bad wide instruction");
    }
  }
  // tableswitch and lookupswitch: 0-3 bytes of padding to a multiple of four
  // from the start of the code, then default, low, high or default, npairs.
  uint64_t operands = (pc + 4) & ~uint32_t(3);
  if (operands + (op == OP_TABLESWITCH ? 12 : 8) > length_) return failAt(pc, "Truncated switch");
  uint64_t end;
  if (op == OP_TABLESWITCH) {
    int64_t low = s4(uint32_t(operands) + 4), high = s4(uint32_t(operands) + 8);
    if (low > high) return failAt(pc, "Bad tableswitch bounds");
    end = operands + 12 + uint64_t(high - low + 1) * 4;
  } else {
    int64_t pairs = s4(uint32_t(operands) + 4);
    if (pairs < 0) return failAt(pc, "Bad lookupswitch count");
    end = operands + 8 + uint64_t(pairs) * 8;
  }
  if (end > length_) return failAt(pc, "Truncated switch");
  *length = uint32_t(end - pc);
  return true;
}

bool TypeFlowBuilder::findBoundaries() {
  indexAt_.assign(length_, -1);
  for (uint32_t pc = 0; pc < length_;) {
    uint32_t length = 0;
    if (!instructionLength(pc, &length)) return false;
    if (uint64_t(pc) + length > length_) return failAt(pc, "Instruction runs past the end of the code");
    indexAt_[pc] = int32_t(pcOf_.size());
    pcOf_.push_back(pc);
    pc += length;
  }
  return true;
}

bool TypeFlowBuilder::checkHandlers() {
  auto boundary = [&](uint32_t pc) { return pc < length_ && indexAt_[pc] >= 0; };
  for (const ExceptionTableEntry& e : m_->code->exceptionTable) {
    if (!boundary(e.startPc) || !(e.endPc == length_ || boundary(e.endPc)) || e.startPc >= e.endPc ||
        !boundary(e.handlerPc))
      return failAt(e.handlerPc, "Illegal exception table range");
  }
  return true;
}

// Locals from the descriptor: the receiver (initialised or not, a
// reference), then the parameters, longs and doubles in two slots.
bool TypeFlowBuilder::initialState() {
  std::vector<char> params;
  char ret;
  if (!parseMethodDescriptor(m_->descriptor, &params, &ret)) return failAt(0, "Illegal method descriptor");
  State s;
  s.locals.assign(maxLocals_, kTop);
  uint32_t slot = 0;
  auto place = [&](Kind k) {
    if (slot < maxLocals_) s.locals[slot] = typeOf(k);
    ++slot;
    if (isWide(k)) {
      if (slot < maxLocals_) s.locals[slot] = typeOf(secondHalf(k));
      ++slot;
    }
  };
  if (!m_->isStatic()) place(Kind::Ref);
  for (char p : params) place(kindOfDescriptor(p));
  if (slot > maxLocals_) return failAt(0, "Arguments can't fit into locals");
  nonRef_.assign(maxLocals_, false);
  for (uint32_t i = 0; i < slot && i < maxLocals_; ++i)
    if (kindOf(s.locals[i]) != Kind::Ref) nonRef_[i] = true;
  in_[0] = std::move(s);
  enqueue(0);
  return true;
}

// -------------------------------------------------------------- Flow

void TypeFlowBuilder::enqueue(uint32_t index) {
  if (queued_[index]) return;
  queued_[index] = true;
  work_.push_back(index);
}

bool TypeFlowBuilder::mergeInto(uint32_t index, const State& s) {
  std::optional<State>& slot = in_[index];
  if (!slot) {
    slot = s;
    enqueue(index);
    return true;
  }
  State& d = *slot;
  if (d.stack.size() != s.stack.size())
    return fail("Inconsistent stack height " + std::to_string(d.stack.size()) + " != " +
                std::to_string(s.stack.size()) + " on entering pc " + std::to_string(pcOf_[index]));
  bool changed = false;
  for (size_t i = 0; i < d.locals.size(); ++i) {
    Type t = merge(d.locals[i], s.locals[i]);
    changed |= t != d.locals[i];
    d.locals[i] = t;
  }
  for (size_t i = 0; i < d.stack.size(); ++i) {
    Type t = merge(d.stack[i], s.stack[i]);
    changed |= t != d.stack[i];
    d.stack[i] = t;
  }
  changed |= mergeSubroutines(d.subs, s.subs);
  if (changed) enqueue(index);
  return true;
}

bool TypeFlowBuilder::flowTo(int64_t pc, const State& s) {
  if (pc < 0 || pc >= int64_t(length_) || indexAt_[size_t(pc)] < 0) return fail("Illegal target of jump or branch");
  return mergeInto(uint32_t(indexAt_[size_t(pc)]), s);
}

bool TypeFlowBuilder::fallThrough(uint32_t index, const State& s) {
  if (index + 1 >= pcOf_.size()) return failAt(pcOf_[index], "Falling off the end of the code");
  return mergeInto(index + 1, s);
}

// Every instruction in a handler's range may throw to it (an asynchronous
// exception can arrive anywhere): the handler starts with the locals before
// the instruction and the exception alone on the stack.
bool TypeFlowBuilder::flowToHandlers(const State& s) {
  for (const ExceptionTableEntry& e : m_->code->exceptionTable) {
    if (pc_ < e.startPc || pc_ >= e.endPc) continue;
    if (maxStack_ < 1) return fail("Stack size too large for the exception of handler " + std::to_string(e.handlerPc));
    State h;
    h.locals = s.locals;
    h.stack.push_back(typeOf(Kind::Ref));
    h.subs = s.subs;
    if (!mergeInto(uint32_t(indexAt_[e.handlerPc]), h)) return false;
  }
  return true;
}

// ============================================================== Transfer functions
//
// One case per opcode (or family). Loads push a local's kind only if it is
// the kind the opcode names, stores keep the popped value's kind only if it
// is the kind the opcode names (astore also moves return addresses), and
// otherwise the slot becomes unusable: nothing becomes a reference unless it
// certainly is one. Operand kinds are not checked; that is the verifier's job.

bool TypeFlowBuilder::push(State& s, Kind k) {
  int slots = isWide(k) ? 2 : 1;
  if (s.stack.size() + slots > maxStack_) return fail("Stack size too large");
  s.stack.push_back(typeOf(k));
  if (slots == 2) s.stack.push_back(typeOf(secondHalf(k)));
  return true;
}

bool TypeFlowBuilder::pushTop(State& s, int slots) {
  if (s.stack.size() + size_t(slots) > maxStack_) return fail("Stack size too large");
  s.stack.insert(s.stack.end(), size_t(slots), kTop);
  return true;
}

bool TypeFlowBuilder::pop(State& s, int slots) {
  if (s.stack.size() < size_t(slots)) return fail("Unable to pop operand off an empty stack");
  s.stack.resize(s.stack.size() - size_t(slots));
  return true;
}

// The dup family on slots: copies the top `copies` slots and inserts them
// `below` slots down. JVMS 4.10.1.9 spells each form per value category; on
// slots every form is one of these (dup2 of a long copies both halves).
bool TypeFlowBuilder::dup(State& s, int copies, int below) {
  if (s.stack.size() < size_t(below)) return fail("Unable to pop operand off an empty stack");
  if (s.stack.size() + size_t(copies) > maxStack_) return fail("Stack size too large");
  std::vector<Type> top(s.stack.end() - copies, s.stack.end());
  s.stack.insert(s.stack.end() - below, top.begin(), top.end());
  return true;
}

bool TypeFlowBuilder::checkLocal(uint32_t local, int width) {
  if (local + uint32_t(width) > maxLocals_) return fail("Illegal local variable number");
  return true;
}

// Writes one local and notes it in every active subroutine.
void TypeFlowBuilder::write(State& s, uint32_t local, Type t) {
  s.locals[local] = t;
  if (kindOf(t) != Kind::Ref) nonRef_[local] = true;
  for (Subroutine& sub : s.subs) sub.written[local >> 6] |= uint64_t(1) << (local & 63);
}

// Stores `first` (and its second half if width is 2) at `local`. Overwriting
// one half of a long or double leaves the other half unusable.
void TypeFlowBuilder::setLocal(State& s, uint32_t local, Type first, int width) {
  uint32_t last = local + uint32_t(width) - 1;
  if (local > 0 && isWide(kindOf(s.locals[local - 1]))) write(s, local - 1, kTop);
  if (isWide(kindOf(s.locals[last])) && last + 1 < maxLocals_) write(s, last + 1, kTop);
  write(s, local, first);
  if (width == 2) write(s, local + 1, first == kTop ? kTop : typeOf(secondHalf(kindOf(first))));
}

bool TypeFlowBuilder::load(State& s, Kind k, uint32_t local) {
  int width = isWide(k) ? 2 : 1;
  if (!checkLocal(local, width)) return false;
  bool matches = kindOf(s.locals[local]) == k && (width == 1 || kindOf(s.locals[local + 1]) == secondHalf(k));
  return matches ? push(s, k) : pushTop(s, width);  // aload of a return address: unusable too
}

bool TypeFlowBuilder::store(State& s, Kind k, uint32_t local) {
  int width = isWide(k) ? 2 : 1;
  if (!checkLocal(local, width)) return false;
  if (s.stack.size() < size_t(width)) return fail("Unable to pop operand off an empty stack");
  Type v = s.stack[s.stack.size() - size_t(width)];
  bool matches = k == Kind::Ref ? kindOf(v) == Kind::Ref || kindOf(v) == Kind::RetAddr
                                : kindOf(v) == k && (width == 1 || kindOf(s.stack.back()) == secondHalf(k));
  s.stack.resize(s.stack.size() - size_t(width));
  setLocal(s, local, matches ? v : kTop, width);
  return true;
}

bool TypeFlowBuilder::iinc(State& s, uint32_t local) {
  if (!checkLocal(local, 1)) return false;
  setLocal(s, local, kindOf(s.locals[local]) == Kind::Int ? typeOf(Kind::Int) : kTop, 1);
  return true;
}

const CpEntry* TypeFlowBuilder::cpEntry(uint32_t index, std::initializer_list<CpTag> tags) {
  if (!cp_ || index == 0 || index >= cp_->size()) {
    fail("Illegal constant pool index " + std::to_string(index));
    return nullptr;
  }
  const CpEntry& e = (*cp_)[index];
  for (CpTag t : tags)
    if (e.tag == t) return &e;
  fail("Illegal type in constant pool at index " + std::to_string(index));
  return nullptr;
}

// The descriptor of a field, method or dynamic constant reference: the
// NameAndType in ref2, and its descriptor Utf8.
bool TypeFlowBuilder::memberDescriptor(uint32_t index, std::initializer_list<CpTag> tags, std::string_view* out) {
  const CpEntry* e = cpEntry(index, tags);
  if (!e) return false;
  const CpEntry* nat = cpEntry(e->ref2, {CpTag::NameAndType});
  if (!nat) return false;
  const CpEntry* desc = cpEntry(nat->ref2, {CpTag::Utf8});
  if (!desc) return false;
  *out = desc->utf8;
  return true;
}

// ldc, ldc_w (twoSlots false) and ldc2_w. A dynamic constant's kind is its
// descriptor's.
bool TypeFlowBuilder::ldc(State& s, uint32_t index, bool twoSlots) {
  const CpEntry* e = cpEntry(index, {CpTag::Integer, CpTag::Float, CpTag::Long, CpTag::Double, CpTag::String,
                                     CpTag::Class, CpTag::MethodType, CpTag::MethodHandle, CpTag::Dynamic});
  if (!e) return false;
  Kind k = Kind::Ref;
  switch (e->tag) {
    case CpTag::Integer: k = Kind::Int; break;
    case CpTag::Float: k = Kind::Float; break;
    case CpTag::Long: k = Kind::Long; break;
    case CpTag::Double: k = Kind::Double; break;
    case CpTag::Dynamic: {
      std::string_view d;
      char c;
      if (!memberDescriptor(index, {CpTag::Dynamic}, &d)) return false;
      if (!parseFieldDescriptor(d, &c)) return fail("Illegal field descriptor in constant pool");
      k = kindOfDescriptor(c);
      break;
    }
    default: break;  // String, Class, MethodType, MethodHandle
  }
  if (isWide(k) != twoSlots) return fail("Illegal type in constant pool at index " + std::to_string(index));
  return push(s, k);
}

bool TypeFlowBuilder::fieldAccess(State& s, int op) {
  std::string_view d;
  char c;
  if (!memberDescriptor(u2(pc_ + 1), {CpTag::Fieldref}, &d)) return false;
  if (!parseFieldDescriptor(d, &c)) return fail("Illegal field descriptor in constant pool");
  switch (op) {
    case OP_GETSTATIC: return push(s, kindOfDescriptor(c));
    case OP_PUTSTATIC: return pop(s, slotsOf(c));
    case OP_GETFIELD: return pop(s, 1) && push(s, kindOfDescriptor(c));
    default: return pop(s, slotsOf(c) + 1);  // putfield
  }
}

// invoke*: pops the arguments (and the receiver), pushes the result. The
// count and zero bytes of invokeinterface and invokedynamic are not checked.
bool TypeFlowBuilder::invoke(State& s, int op) {
  std::string_view d;
  bool ok = op == OP_INVOKEDYNAMIC ? memberDescriptor(u2(pc_ + 1), {CpTag::InvokeDynamic}, &d)
            : op == OP_INVOKEVIRTUAL ? memberDescriptor(u2(pc_ + 1), {CpTag::Methodref}, &d)
            : op == OP_INVOKEINTERFACE
                ? memberDescriptor(u2(pc_ + 1), {CpTag::InterfaceMethodref}, &d)
                : memberDescriptor(u2(pc_ + 1), {CpTag::Methodref, CpTag::InterfaceMethodref}, &d);
  if (!ok) return false;
  std::vector<char> params;
  char result;
  if (!parseMethodDescriptor(d, &params, &result)) return fail("Illegal method descriptor in constant pool");
  int slots = (op == OP_INVOKESTATIC || op == OP_INVOKEDYNAMIC) ? 0 : 1;
  for (char p : params) slots += slotsOf(p);
  if (!pop(s, slots)) return false;
  return result == 'V' || push(s, kindOfDescriptor(result));
}

bool TypeFlowBuilder::multianewarray(State& s) {
  if (!cpEntry(u2(pc_ + 1), {CpTag::Class})) return false;
  uint32_t dims = u1(pc_ + 3);
  if (dims < 1) return fail("Illegal dimension in multianewarray");
  return popPush(s, int(dims), Kind::Ref);
}

bool TypeFlowBuilder::tableSwitch(State& s) {
  if (!pop(s, 1)) return false;
  uint32_t at = (pc_ + 4) & ~uint32_t(3);
  if (!flowTo(int64_t(pc_) + s4(at), s)) return false;
  int64_t count = int64_t(s4(at + 8)) - s4(at + 4) + 1;
  for (int64_t i = 0; i < count; ++i)
    if (!flowTo(int64_t(pc_) + s4(at + 12 + uint32_t(i) * 4), s)) return false;
  return true;
}

bool TypeFlowBuilder::lookupSwitch(State& s) {
  if (!pop(s, 1)) return false;
  uint32_t at = (pc_ + 4) & ~uint32_t(3);
  if (!flowTo(int64_t(pc_) + s4(at), s)) return false;
  int64_t pairs = s4(at + 4);
  for (int64_t i = 0; i < pairs; ++i)
    if (!flowTo(int64_t(pc_) + s4(at + 12 + uint32_t(i) * 8), s)) return false;
  return true;
}

// jsr: the subroutine starts with the caller's locals, the return address
// pushed, and itself active with nothing written yet. The instruction after
// the jsr is reached only through the subroutine's rets (returnTo), from
// every ret found so far; rets found later come back here through ret().
bool TypeFlowBuilder::jsr(uint32_t index, const State& s, int64_t target) {
  if (target < 0 || target >= int64_t(length_) || indexAt_[size_t(target)] < 0)
    return fail("Illegal target of jump or branch");
  uint32_t entry = uint32_t(target);
  if (findSubroutine(s.subs, entry)) return fail("Recursive call to the subroutine at pc " + std::to_string(entry));
  State in = s;
  if (in.stack.size() + 1 > maxStack_) return fail("Stack size too large");
  in.stack.push_back(retAddrOf(entry));
  in.subs.push_back(Subroutine{entry, std::vector<uint64_t>(writtenWords_, 0)});
  SubroutineSites& sites = subroutines_[entry];
  if (std::find(sites.jsrs.begin(), sites.jsrs.end(), index) == sites.jsrs.end()) sites.jsrs.push_back(index);
  if (!mergeInto(uint32_t(indexAt_[entry]), in)) return false;
  for (uint32_t r : sites.rets)
    if (!returnTo(r, index, entry)) return false;
  return true;
}

// ret: leaves the subroutine whose return address the local holds (perhaps
// from inside a nested one), back to after every jsr that calls it.
bool TypeFlowBuilder::ret(uint32_t index, const State& s, uint32_t local) {
  if (!checkLocal(local, 1)) return false;
  Type t = s.locals[local];
  if (kindOf(t) != Kind::RetAddr) return fail("ret on local " + std::to_string(local) + " without a return address");
  uint32_t entry = subroutineOf(t);
  SubroutineSites& sites = subroutines_[entry];
  if (std::find(sites.rets.begin(), sites.rets.end(), index) == sites.rets.end()) sites.rets.push_back(index);
  for (uint32_t j : sites.jsrs)
    if (!returnTo(index, j, entry)) return false;
  return true;
}

// The state after jsr `jsrIndex` once the ret at `retIndex` leaves the
// subroutine at `entry` (JVMS 4.10.2.4): locals the subroutine wrote come from
// the ret, every other local from before that jsr, so a local the subroutine
// leaves alone keeps what this caller had in it, whatever other callers had.
// The stack comes from the ret; the subroutines active around the jsr stay
// active, and what the subroutine wrote counts as written in them too.
bool TypeFlowBuilder::returnTo(uint32_t retIndex, uint32_t jsrIndex, uint32_t entry) {
  const State& r = *in_[retIndex];
  const State& caller = *in_[jsrIndex];
  Type address = r.locals[retLocal(retIndex)];
  if (kindOf(address) != Kind::RetAddr || subroutineOf(address) != entry)
    return failAt(pcOf_[retIndex], "ret on a local without a single return address");
  const Subroutine* sub = findSubroutine(r.subs, entry);
  if (!sub) return failAt(pcOf_[retIndex], "ret outside the subroutine at pc " + std::to_string(entry));
  if (jsrIndex + 1 >= pcOf_.size()) return failAt(pcOf_[jsrIndex], "Falling off the end of the code");
  State after;
  after.stack = r.stack;
  after.locals = caller.locals;
  for (uint32_t i = 0; i < maxLocals_; ++i)
    if (sub->wrote(i)) after.locals[i] = r.locals[i];
  after.subs = caller.subs;
  for (Subroutine& outer : after.subs)
    for (size_t w = 0; w < writtenWords_; ++w) outer.written[w] |= sub->written[w];
  return mergeInto(jsrIndex + 1, after);
}

// Interprets the instruction `index` on a copy of its state and hands the
// result to its successors.
bool TypeFlowBuilder::step(uint32_t index) {
  State s = *in_[index];
  const uint32_t pc = pc_ = pcOf_[index];
  if (!flowToHandlers(s)) return false;
  const int op = code_[pc];
  bool ok = true;
  switch (op) {
    case OP_NOP: break;
    case OP_ACONST_NULL: ok = push(s, Kind::Ref); break;
    case OP_ICONST_M1: case OP_ICONST_0: case OP_ICONST_1: case OP_ICONST_2: case OP_ICONST_3: case OP_ICONST_4:
    case OP_ICONST_5: case OP_BIPUSH: case OP_SIPUSH:
      ok = push(s, Kind::Int);
      break;
    case OP_LCONST_0: case OP_LCONST_1: ok = push(s, Kind::Long); break;
    case OP_FCONST_0: case OP_FCONST_1: case OP_FCONST_2: ok = push(s, Kind::Float); break;
    case OP_DCONST_0: case OP_DCONST_1: ok = push(s, Kind::Double); break;
    case OP_LDC: ok = ldc(s, u1(pc + 1), false); break;
    case OP_LDC_W: ok = ldc(s, u2(pc + 1), false); break;
    case OP_LDC2_W: ok = ldc(s, u2(pc + 1), true); break;

    // Loads and stores: the kind is the opcode's position in its group
    // (i, l, f, d, a), and the _0.._3 forms run in groups of four.
    case OP_ILOAD: case OP_LLOAD: case OP_FLOAD: case OP_DLOAD: case OP_ALOAD: {
      static constexpr Kind kinds[] = {Kind::Int, Kind::Long, Kind::Float, Kind::Double, Kind::Ref};
      ok = load(s, kinds[op - OP_ILOAD], u1(pc + 1));
      break;
    }
    case OP_ISTORE: case OP_LSTORE: case OP_FSTORE: case OP_DSTORE: case OP_ASTORE: {
      static constexpr Kind kinds[] = {Kind::Int, Kind::Long, Kind::Float, Kind::Double, Kind::Ref};
      ok = store(s, kinds[op - OP_ISTORE], u1(pc + 1));
      break;
    }
    case OP_IALOAD: case OP_LALOAD: case OP_FALOAD: case OP_DALOAD: case OP_AALOAD: case OP_BALOAD:
    case OP_CALOAD: case OP_SALOAD: {
      static constexpr Kind kinds[] = {Kind::Int, Kind::Long, Kind::Float, Kind::Double,
                                       Kind::Ref, Kind::Int,  Kind::Int,   Kind::Int};
      ok = popPush(s, 2, kinds[op - OP_IALOAD]);
      break;
    }
    case OP_IASTORE: case OP_FASTORE: case OP_AASTORE: case OP_BASTORE: case OP_CASTORE: case OP_SASTORE:
      ok = pop(s, 3);
      break;
    case OP_LASTORE: case OP_DASTORE: ok = pop(s, 4); break;

    case OP_POP: ok = pop(s, 1); break;
    case OP_POP2: ok = pop(s, 2); break;
    case OP_DUP: ok = dup(s, 1, 1); break;
    case OP_DUP_X1: ok = dup(s, 1, 2); break;
    case OP_DUP_X2: ok = dup(s, 1, 3); break;
    case OP_DUP2: ok = dup(s, 2, 2); break;
    case OP_DUP2_X1: ok = dup(s, 2, 3); break;
    case OP_DUP2_X2: ok = dup(s, 2, 4); break;
    case OP_SWAP:
      if (s.stack.size() < 2) return fail("Unable to pop operand off an empty stack");
      std::swap(s.stack[s.stack.size() - 1], s.stack[s.stack.size() - 2]);
      break;

    case OP_INEG: ok = popPush(s, 1, Kind::Int); break;
    case OP_LNEG: ok = popPush(s, 2, Kind::Long); break;
    case OP_FNEG: ok = popPush(s, 1, Kind::Float); break;
    case OP_DNEG: ok = popPush(s, 2, Kind::Double); break;
    case OP_ISHL: case OP_ISHR: case OP_IUSHR: ok = popPush(s, 2, Kind::Int); break;
    case OP_LSHL: case OP_LSHR: case OP_LUSHR: ok = popPush(s, 3, Kind::Long); break;
    case OP_IAND: case OP_IOR: case OP_IXOR: ok = popPush(s, 2, Kind::Int); break;
    case OP_LAND: case OP_LOR: case OP_LXOR: ok = popPush(s, 4, Kind::Long); break;
    case OP_IINC: ok = iinc(s, u1(pc + 1)); break;
    case OP_I2L: ok = popPush(s, 1, Kind::Long); break;
    case OP_I2F: ok = popPush(s, 1, Kind::Float); break;
    case OP_I2D: ok = popPush(s, 1, Kind::Double); break;
    case OP_L2I: ok = popPush(s, 2, Kind::Int); break;
    case OP_L2F: ok = popPush(s, 2, Kind::Float); break;
    case OP_L2D: ok = popPush(s, 2, Kind::Double); break;
    case OP_F2I: ok = popPush(s, 1, Kind::Int); break;
    case OP_F2L: ok = popPush(s, 1, Kind::Long); break;
    case OP_F2D: ok = popPush(s, 1, Kind::Double); break;
    case OP_D2I: ok = popPush(s, 2, Kind::Int); break;
    case OP_D2L: ok = popPush(s, 2, Kind::Long); break;
    case OP_D2F: ok = popPush(s, 2, Kind::Float); break;
    case OP_I2B: case OP_I2C: case OP_I2S: ok = popPush(s, 1, Kind::Int); break;
    case OP_LCMP: case OP_DCMPL: case OP_DCMPG: ok = popPush(s, 4, Kind::Int); break;
    case OP_FCMPL: case OP_FCMPG: ok = popPush(s, 2, Kind::Int); break;

    // Control transfer: these return instead of falling through below.
    case OP_IFEQ: case OP_IFNE: case OP_IFLT: case OP_IFGE: case OP_IFGT: case OP_IFLE: case OP_IFNULL:
    case OP_IFNONNULL:
      return pop(s, 1) && flowTo(int64_t(pc) + s2(pc + 1), s) && fallThrough(index, s);
    case OP_IF_ICMPEQ: case OP_IF_ICMPNE: case OP_IF_ICMPLT: case OP_IF_ICMPGE: case OP_IF_ICMPGT:
    case OP_IF_ICMPLE: case OP_IF_ACMPEQ: case OP_IF_ACMPNE:
      return pop(s, 2) && flowTo(int64_t(pc) + s2(pc + 1), s) && fallThrough(index, s);
    case OP_GOTO: return flowTo(int64_t(pc) + s2(pc + 1), s);
    case OP_GOTO_W: return flowTo(int64_t(pc) + s4(pc + 1), s);
    case OP_JSR: return jsr(index, s, int64_t(pc) + s2(pc + 1));
    case OP_JSR_W: return jsr(index, s, int64_t(pc) + s4(pc + 1));
    case OP_RET: return ret(index, s, u1(pc + 1));
    case OP_TABLESWITCH: return tableSwitch(s);
    case OP_LOOKUPSWITCH: return lookupSwitch(s);
    case OP_IRETURN: case OP_FRETURN: case OP_ARETURN: case OP_ATHROW: return pop(s, 1);
    case OP_LRETURN: case OP_DRETURN: return pop(s, 2);
    case OP_RETURN: return true;

    case OP_GETSTATIC: case OP_PUTSTATIC: case OP_GETFIELD: case OP_PUTFIELD: ok = fieldAccess(s, op); break;
    case OP_INVOKEVIRTUAL: case OP_INVOKESPECIAL: case OP_INVOKESTATIC: case OP_INVOKEINTERFACE:
    case OP_INVOKEDYNAMIC:
      ok = invoke(s, op);
      break;
    case OP_NEW: ok = cpEntry(u2(pc + 1), {CpTag::Class}) && push(s, Kind::Ref); break;
    case OP_NEWARRAY: ok = popPush(s, 1, Kind::Ref); break;
    case OP_ANEWARRAY: ok = cpEntry(u2(pc + 1), {CpTag::Class}) && popPush(s, 1, Kind::Ref); break;
    case OP_ARRAYLENGTH: ok = popPush(s, 1, Kind::Int); break;
    case OP_CHECKCAST:  // keeps whatever the slot held
      if (s.stack.empty()) return fail("Unable to pop operand off an empty stack");
      ok = cpEntry(u2(pc + 1), {CpTag::Class}) != nullptr;
      break;
    case OP_INSTANCEOF: ok = cpEntry(u2(pc + 1), {CpTag::Class}) && popPush(s, 1, Kind::Int); break;
    case OP_MONITORENTER: case OP_MONITOREXIT: ok = pop(s, 1); break;
    case OP_MULTIANEWARRAY: ok = multianewarray(s); break;
    case OP_WIDE: {
      int wideOp = code_[pc + 1];
      uint32_t local = u2(pc + 2);
      static constexpr Kind kinds[] = {Kind::Int, Kind::Long, Kind::Float, Kind::Double, Kind::Ref};
      if (wideOp == OP_RET) return ret(index, s, local);
      if (wideOp == OP_IINC) ok = iinc(s, local);
      else if (wideOp >= OP_ILOAD && wideOp <= OP_ALOAD) ok = load(s, kinds[wideOp - OP_ILOAD], local);
      else ok = store(s, kinds[wideOp - OP_ISTORE], local);  // findBoundaries admitted only these
      break;
    }

    default:
      if (op >= OP_ILOAD_0 && op <= OP_ALOAD_3) {
        static constexpr Kind kinds[] = {Kind::Int, Kind::Long, Kind::Float, Kind::Double, Kind::Ref};
        ok = load(s, kinds[(op - OP_ILOAD_0) / 4], uint32_t(op - OP_ILOAD_0) % 4);
      } else if (op >= OP_ISTORE_0 && op <= OP_ASTORE_3) {
        static constexpr Kind kinds[] = {Kind::Int, Kind::Long, Kind::Float, Kind::Double, Kind::Ref};
        ok = store(s, kinds[(op - OP_ISTORE_0) / 4], uint32_t(op - OP_ISTORE_0) % 4);
      } else if (op >= OP_IADD && op <= OP_DREM) {
        // iadd ladd fadd dadd, isub ..., imul ..., idiv ..., irem ... drem.
        static constexpr Kind kinds[] = {Kind::Int, Kind::Long, Kind::Float, Kind::Double};
        Kind k = kinds[(op - OP_IADD) % 4];
        ok = popPush(s, isWide(k) ? 4 : 2, k);
      } else {
        return fail("Bad instruction " + std::to_string(op));  // findBoundaries admitted only JVMS opcodes
      }
      break;
  }
  return ok && fallThrough(index, s);
}

// ============================================================== The result

// See TypeFlow::subroutineRefConflict. A local the subroutine never writes
// before a ret reaches that ret with the merge of all callers' values; if it
// is a reference at one caller and not a reference at the ret, the
// subroutine's reference maps miss a value that caller uses again. (A local
// written on some path comes back from the ret, merged, so whatever the
// caller had there is dead after the return.) Cures are outside this pass:
// the collector can find the caller from the return address held in the
// frame, or the method can be rewritten without jsr (subroutines copied per
// caller); until one exists, the collector is told.
bool TypeFlowBuilder::findSubroutineRefConflict() const {
  for (const auto& [entry, sites] : subroutines_) {
    for (uint32_t r : sites.rets) {
      const State& rs = *in_[r];
      const Subroutine* sub = findSubroutine(rs.subs, entry);
      if (!sub) continue;
      for (uint32_t j : sites.jsrs) {
        const State& js = *in_[j];
        for (uint32_t i = 0; i < maxLocals_; ++i)
          if (!sub->wrote(i) && nonRef_[i] && kindOf(js.locals[i]) == Kind::Ref && kindOf(rs.locals[i]) != Kind::Ref)
            return true;
      }
    }
  }
  return false;
}

std::unique_ptr<TypeFlow> TypeFlowBuilder::build(bool keepKinds) {
  std::unique_ptr<TypeFlow> flow(new TypeFlow());
  flow->maxLocals_ = uint16_t(maxLocals_);
  flow->subroutineRefConflict_ = findSubroutineRefConflict();
  uint32_t stackSlots = 0;
  for (size_t i = 0; i < pcOf_.size(); ++i) {
    if (!in_[i]) continue;
    flow->pcs_.push_back(uint16_t(pcOf_[i]));
    flow->stackStart_.push_back(stackSlots);
    stackSlots += uint32_t(in_[i]->stack.size());
    if (keepKinds) flow->kinds_.push_back(describeState(*in_[i]));
  }
  flow->stackStart_.push_back(stackSlots);
  size_t bits = flow->pcs_.size() * maxLocals_ + stackSlots;
  flow->refBits_.assign((bits + 63) / 64, 0);
  auto setBit = [&](size_t at) { flow->refBits_[at >> 6] |= uint64_t(1) << (at & 63); };
  int entry = 0;
  for (size_t i = 0; i < pcOf_.size(); ++i) {
    if (!in_[i]) continue;
    size_t at = flow->localsStart(entry++);
    for (uint32_t l = 0; l < maxLocals_; ++l) {
      if (kindOf(in_[i]->locals[l]) == Kind::Ref || !nonRef_[l]) setBit(at);
      ++at;
    }
    for (Type t : in_[i]->stack) {
      if (kindOf(t) == Kind::Ref) setBit(at);
      ++at;
    }
  }
  flow->pcs_.shrink_to_fit();
  flow->stackStart_.shrink_to_fit();
  flow->kinds_.shrink_to_fit();
  return flow;
}

std::unique_ptr<TypeFlow> TypeFlowBuilder::run(bool keepKinds) {
  const CodeAttribute* code = m_->code;
  if (!code) {
    failAt(0, "No code");
    return nullptr;
  }
  if (code->code.empty() || code->code.size() > 65535) {
    failAt(0, code->code.empty() ? "Code is empty" : "Code too long");
    return nullptr;
  }
  code_ = code->code.data();
  length_ = uint32_t(code->code.size());
  if (m_->owner && m_->owner->file) cp_ = &m_->owner->file->constantPool;
  maxLocals_ = m_->maxLocals;
  maxStack_ = m_->maxStack;
  writtenWords_ = (maxLocals_ + 63) / 64;
  if (!findBoundaries() || !checkHandlers()) return nullptr;
  in_.resize(pcOf_.size());
  queued_.assign(pcOf_.size(), false);
  if (!initialState()) return nullptr;
  while (!work_.empty()) {
    uint32_t index = work_.back();
    work_.pop_back();
    queued_[index] = false;
    if (!step(index)) return nullptr;
  }
  return build(keepKinds);
}

// ============================================================== Queries

std::unique_ptr<TypeFlow> TypeFlow::analyze(const Method* m, std::string* error, bool keepKinds) {
  if (!m) {
    if (error) *error = "No method";
    return nullptr;
  }
  return TypeFlowBuilder(m, error).run(keepKinds);
}

int TypeFlow::entryAt(uint32_t pc) const {
  auto it = std::lower_bound(pcs_.begin(), pcs_.end(), pc);
  if (it == pcs_.end() || *it != pc) return -1;
  return int(it - pcs_.begin());
}

bool TypeFlow::reachable(uint32_t pc) const { return entryAt(pc) >= 0; }

int TypeFlow::stackDepth(uint32_t pc) const {
  int e = entryAt(pc);
  return e < 0 ? -1 : int(stackStart_[size_t(e) + 1] - stackStart_[size_t(e)]);
}

bool TypeFlow::localIsRef(uint32_t pc, int slot) const {
  int e = entryAt(pc);
  if (e < 0 || slot < 0 || slot >= maxLocals_) return false;
  return bit(localsStart(e) + size_t(slot));
}

bool TypeFlow::stackIsRef(uint32_t pc, int slot) const {
  int e = entryAt(pc);
  if (e < 0 || slot < 0 || uint32_t(slot) >= stackStart_[size_t(e) + 1] - stackStart_[size_t(e)]) return false;
  return bit(localsStart(e) + maxLocals_ + size_t(slot));
}

size_t TypeFlow::bytes() const {
  size_t n = sizeof(*this) + pcs_.capacity() * sizeof(uint16_t) + stackStart_.capacity() * sizeof(uint32_t) +
             refBits_.capacity() * sizeof(uint64_t) + kinds_.capacity() * sizeof(std::string);
  for (const std::string& k : kinds_) n += k.capacity();
  return n;
}

std::string TypeFlow::describe(uint32_t pc) const {
  int e = entryAt(pc);
  if (e < 0) return "unreachable";
  if (!kinds_.empty()) return kinds_[size_t(e)];
  std::string out = "locals:";
  for (int i = 0; i < maxLocals_; ++i) out += localIsRef(pc, i) ? " R" : " -";
  out += " | stack:";
  for (int i = 0; i < stackDepth(pc); ++i) out += stackIsRef(pc, i) ? " R" : " -";
  return out;
}

}  // namespace ww::vm
