// The type-flow pass (vm/typeflow.h): instruction boundaries and the
// exception table are checked first, then instruction states are propagated
// through a worklist until none changes, then the states are packed into
// reference bits (the collector) or simply accepted (the verifier). Written
// from JVMS 4.10.
#include "vm/typeflow.h"

#include <algorithm>
#include <initializer_list>
#include <map>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <utility>

#include "interpreter/opcodes.h"
#include "vm/class.h"
#include "vm/descriptor.h"
#include "vm/stackmap.h"

namespace ww::vm {
namespace {

using enum interp::Op;
using Answer = ClassHierarchy::Answer;

// ============================================================== The lattice
//
// A slot's Type is a Kind in the low byte and a payload in the upper 24 bits:
//   Ref      the class, an index into the pass's table of names (0: any
//            reference; the only reference type the collector's pass uses)
//   Uninit   the pc of the `new` that made the object (code is under 64 KiB)
//   RetAddr  the pc of the subroutine it returns from, so that `ret` knows
//            which subroutine it leaves and addresses of two subroutines do
//            not merge into one
// Null, Uninit and UninitThis exist only in the verifier's pass; for the
// collector every reference is Ref 0. Long and Double take two slots, the
// second Long2 or Double2.
enum class Kind : uint8_t {
  Top, Int, Float, Long, Long2, Double, Double2, Ref, RetAddr, Null, Uninit, UninitThis
};

using Type = uint32_t;

constexpr Type typeOf(Kind k) { return Type(k); }
constexpr Type withPayload(Kind k, uint32_t payload) { return (payload << 8) | Type(k); }
constexpr Kind kindOf(Type t) { return Kind(t & 0xff); }
constexpr uint32_t payloadOf(Type t) { return t >> 8; }
constexpr Type kTop = typeOf(Kind::Top);
constexpr Type kInt = typeOf(Kind::Int);
constexpr Type kFloat = typeOf(Kind::Float);
constexpr Type kLong = typeOf(Kind::Long);
constexpr Type kDouble = typeOf(Kind::Double);
constexpr Type kAnyRef = typeOf(Kind::Ref);  // as an expected type: any reference, initialised or not

constexpr bool isWide(Kind k) { return k == Kind::Long || k == Kind::Double; }
constexpr Kind secondHalf(Kind k) { return k == Kind::Long ? Kind::Long2 : Kind::Double2; }
constexpr bool isSecondHalf(Kind k) { return k == Kind::Long2 || k == Kind::Double2; }
constexpr bool isRefKind(Kind k) {
  return k == Kind::Ref || k == Kind::Null || k == Kind::Uninit || k == Kind::UninitThis;
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
// locals and stack, as in the frame; `subs` is outermost first. `thisUninit`
// (the verifier, in a constructor) says `this` is not yet initialised: the
// super or this constructor has not been called on every path here.
struct State {
  std::vector<Type> locals;
  std::vector<Type> stack;
  std::vector<Subroutine> subs;
  bool thisUninit = false;
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

// ============================================================== Descriptors
//
// Constant-pool descriptors of hand-made or fuzzed methods may be malformed,
// so these parse defensively (vm/descriptor.h trusts the class file parser).

// One field type at d[*at], returned whole ("I", "Ljava/lang/String;",
// "[[J"). False if malformed.
bool parseFieldType(std::string_view d, size_t* at, std::string_view* type) {
  size_t i = *at;
  while (i < d.size() && d[i] == '[') ++i;
  if (i >= d.size() || i - *at > 255) return false;
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
  *type = d.substr(*at, i - *at);
  *at = i;
  return true;
}

bool parseFieldDescriptor(std::string_view d) {
  size_t at = 0;
  std::string_view type;
  return parseFieldType(d, &at, &type) && at == d.size();
}

// "(IJLx;)V" -> params {"I", "J", "Lx;"}, ret "V".
bool parseMethodDescriptor(std::string_view d, std::vector<std::string_view>* params, std::string_view* ret) {
  if (d.empty() || d[0] != '(') return false;
  size_t at = 1;
  while (at < d.size() && d[at] != ')') {
    std::string_view p;
    if (!parseFieldType(d, &at, &p)) return false;
    params->push_back(p);
  }
  if (at >= d.size()) return false;
  ++at;  // ')'
  if (at + 1 == d.size() && d[at] == 'V') {
    *ret = d.substr(at);
    return true;
  }
  return parseFieldType(d, &at, ret) && at == d.size();
}

// The class name of a reference descriptor: "Lx;" -> "x"; arrays stay as
// they are.
std::string_view classNameOf(std::string_view descriptor) {
  return descriptor[0] == 'L' ? descriptor.substr(1, descriptor.size() - 2) : descriptor;
}

int slotsOfDescriptor(std::string_view d) { return d[0] == 'J' || d[0] == 'D' ? 2 : 1; }

}  // namespace

// ============================================================== The pass

class TypeFlowBuilder {
 public:
  // With `hierarchy` null, the collector's pass; otherwise the verifier's,
  // type checking (against stack map frames) if `typeChecking`.
  TypeFlowBuilder(const Method* m, std::string* error, ClassHierarchy* hierarchy = nullptr,
                  bool typeChecking = false)
      : m_(m), error_(error), h_(hierarchy), typeChecking_(typeChecking) {}
  std::unique_ptr<TypeFlow> run(bool keepKinds);
  bool runVerify();
  bool failedToLoad() const { return loadFailed_; }
  bool formatError() const { return formatError_; }

 private:
  // What the pass knows of one subroutine: the jsr instructions that call it
  // and the ret instructions that leave it (instruction indices), as found.
  struct SubroutineSites {
    std::vector<uint32_t> jsrs, rets;
  };
  // How a state reaches an instruction: by falling through from the one
  // before, or by a jump (branch, switch, jsr, ret, exception handler).
  enum class Edge : uint8_t { FallThrough, Jump };

  bool fail(const std::string& why) { return failAt(pc_, why); }
  bool failAt(uint32_t pc, const std::string& why);
  // A fault the JDK reports as ClassFormatError although the verifier finds it.
  bool formatFailAt(uint32_t pc, const std::string& why) {
    formatError_ = verifying();
    return failAt(pc, why);
  }
  // The hierarchy failed to load a class: an error is pending.
  bool loadFailed() {
    loadFailed_ = true;
    if (error_) *error_ = "a class could not be loaded while verifying " + where(pc_);
    return false;
  }
  std::string where(uint32_t pc) const;

  // Types.
  bool verifying() const { return h_ != nullptr; }
  uint32_t intern(std::string_view name);
  const std::string& nameOf(Type t) const { return names_[payloadOf(t)]; }
  Type classType(std::string_view name) { return verifying() ? withPayload(Kind::Ref, intern(name)) : kAnyRef; }
  Type nullType() const { return verifying() ? typeOf(Kind::Null) : kAnyRef; }
  Type typeOfDescriptor(std::string_view d);
  std::string spell(Type t) const;
  std::string spellVerbose(Type t) const;
  std::string describeState(const State& s) const;
  Answer assignable(Type from, Type to);
  bool mergeType(Type a, Type b, Type* out);

  // Setup.
  bool instructionLength(uint32_t pc, uint32_t* length);
  bool findBoundaries();
  bool checkHandlers();
  bool initialState(State* s);
  bool stackMapFrames(const State& initial);
  bool frameType(const StackMapType& t, std::vector<Type>* out, bool* thisUninit);

  // Flow between instructions.
  void enqueue(uint32_t index);
  // A state that arrives is copied where it is kept, or moved when passed as
  // an rvalue: most states are kept as they come (the first to reach an
  // instruction), and copying each took two allocations.
  template <class S>
  bool arrive(uint32_t index, S&& s, Edge edge);
  template <class S>
  bool mergeInto(uint32_t index, S&& s);
  bool matchFrame(const State& s, const State& frame, uint32_t index);
  bool flowTo(int64_t pc, const State& s);
  template <class S>
  bool fallThrough(uint32_t index, S&& s);
  bool fallsOffTheEnd(uint32_t index) {
    const char* op = interp::jvmsOpcodeName(code_[pcOf_[index]]);
    return failAt(length_, "Falling off the end of the code after pc " + std::to_string(pcOf_[index]) + " (" +
                               (op ? op : "?") + ")");
  }
  bool flowToHandlers(const State& s);

  // Transfer functions.
  bool step(uint32_t index);
  bool push(State& s, Type t);
  bool pop(State& s, int slots);
  bool popType(State& s, Type expected, Type* got = nullptr);
  bool popArray(State& s, std::string_view accepts, Type* got);
  bool popPush(State& s, std::initializer_list<Type> pops, Type result);
  bool splitsValue(const State& s, size_t boundary) const;
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
  bool initialize(State& s, Type object, std::string_view refClass);
  bool returnValue(State& s, int op);
  bool newObject(State& s);
  bool newArray(State& s, int op);
  bool multianewarray(State& s);
  bool checkProtected(std::string_view refClass, std::string_view name, std::string_view desc, bool method,
                      Type object);
  bool tableSwitch(State& s);
  bool lookupSwitch(State& s);
  bool jsr(uint32_t index, const State& s, int64_t target);
  bool ret(uint32_t index, const State& s, uint32_t local);
  bool returnTo(uint32_t retIndex, uint32_t jsrIndex, uint32_t entry);

  // The constant pool.
  const CpEntry* cpEntry(uint32_t index, std::initializer_list<CpTag> tags);
  bool memberRef(uint32_t index, std::initializer_list<CpTag> tags, std::string_view* owner, std::string_view* name,
                 std::string_view* desc);
  bool className(uint32_t index, std::string_view* name);

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
  bool setUp();
  bool propagate();
  std::unique_ptr<TypeFlow> build(bool keepKinds);
  bool findSubroutineRefConflict() const;

  const Method* m_;
  std::string* error_;
  ClassHierarchy* h_;
  bool typeChecking_;
  bool loadFailed_ = false;
  bool formatError_ = false;
  const uint8_t* code_ = nullptr;
  uint32_t length_ = 0;
  const std::vector<CpEntry>* cp_ = nullptr;
  uint32_t maxLocals_ = 0, maxStack_ = 0;
  size_t writtenWords_ = 0;
  uint32_t pc_ = 0;                       // the instruction being interpreted, for messages
  std::string_view currentClass_;         // the verifier: the method's class
  std::string_view returnDescriptor_;     // the verifier: the method's result

  std::vector<uint32_t> pcOf_;            // instruction index -> pc
  std::vector<int32_t> indexAt_;          // pc -> instruction index, -1 inside an instruction
  std::vector<std::optional<State>> in_;  // instruction index -> state before it, once reached
  std::vector<bool> hasFrame_;            // type checking: a stack map frame fixes in_ here
  std::vector<Type> handlerTypes_;        // per exception table entry: the type of its exception
  // Locals that ever receive something other than a reference (a
  // primitive or return-address argument or store, iinc, a clobbered half).
  // The others hold null or a reference at every pc (fresh locals are
  // zeroed): the maps mark them as references everywhere, which also keeps
  // them precise through jsr subroutines whose callers disagree.
  std::vector<bool> nonRef_;
  std::vector<uint32_t> work_;            // instructions whose state changed
  std::vector<bool> queued_;
  std::map<uint32_t, SubroutineSites> subroutines_;  // by entry pc
  std::vector<std::string> names_{""};   // class names of Ref types; 0 is "any reference"
  std::unordered_map<std::string, uint32_t> nameIds_;
};

std::string TypeFlowBuilder::where(uint32_t pc) const {
  std::string cls = m_->owner ? dotted(m_->owner->name) : "?";
  std::string at = "method " + cls + "." + m_->name + m_->descriptor + " at pc " + std::to_string(pc);
  bool boundary = pc < length_ && pc < indexAt_.size() && indexAt_[pc] >= 0;
  const char* op = boundary ? interp::jvmsOpcodeName(code_[pc]) : nullptr;
  return op ? at + " (" + op + ")" : at;
}

bool TypeFlowBuilder::failAt(uint32_t pc, const std::string& why) {
  if (error_) *error_ = why + " in " + where(pc);
  return false;
}

// -------------------------------------------------------------- Types

uint32_t TypeFlowBuilder::intern(std::string_view name) {
  auto [it, added] = nameIds_.try_emplace(std::string(name), uint32_t(names_.size()));
  if (added) names_.emplace_back(name);
  return it->second;
}

// The type of a value of a (well-formed) field descriptor.
Type TypeFlowBuilder::typeOfDescriptor(std::string_view d) {
  switch (d[0]) {
    case 'B': case 'C': case 'I': case 'S': case 'Z': return kInt;
    case 'F': return kFloat;
    case 'J': return kLong;
    case 'D': return kDouble;
    default: return classType(classNameOf(d));  // 'L' and '['
  }
}

// Short names for describe(): T unusable, I int, F float, J/J2 long and its
// second half, D/D2 double, R reference (with its class in the verifier),
// N null, U<pc> uninitialised from the new at pc, U this uninitialised,
// A<pc> return address of the subroutine entered at pc.
std::string TypeFlowBuilder::spell(Type t) const {
  switch (kindOf(t)) {
    case Kind::Top: return "T";
    case Kind::Int: return "I";
    case Kind::Float: return "F";
    case Kind::Long: return "J";
    case Kind::Long2: return "J2";
    case Kind::Double: return "D";
    case Kind::Double2: return "D2";
    case Kind::Ref: return payloadOf(t) ? "R:" + nameOf(t) : "R";
    case Kind::RetAddr: return "A" + std::to_string(payloadOf(t));
    case Kind::Null: return "N";
    case Kind::Uninit: return "U" + std::to_string(payloadOf(t));
    case Kind::UninitThis: return "Uthis";
  }
  return "?";
}

// Names for messages, as the JVMS names verification types.
std::string TypeFlowBuilder::spellVerbose(Type t) const {
  switch (kindOf(t)) {
    case Kind::Top: return "top (unusable)";
    case Kind::Int: return "int";
    case Kind::Float: return "float";
    case Kind::Long: case Kind::Long2: return "long";
    case Kind::Double: case Kind::Double2: return "double";
    case Kind::Ref: return payloadOf(t) ? "'" + nameOf(t) + "'" : "a reference";
    case Kind::RetAddr: return "returnAddress";
    case Kind::Null: return "null";
    case Kind::Uninit: return "uninitialized(" + std::to_string(payloadOf(t)) + ")";
    case Kind::UninitThis: return "uninitializedThis";
  }
  return "?";
}

std::string TypeFlowBuilder::describeState(const State& s) const {
  std::string out = "locals:";
  for (Type t : s.locals) out += " " + spell(t);
  out += " | stack:";
  for (Type t : s.stack) out += " " + spell(t);
  return out;
}

// Is a value of type `from` acceptable where `to` is expected (JVMS
// 4.10.1.2)? Only the verifier asks.
Answer TypeFlowBuilder::assignable(Type from, Type to) {
  if (from == to || to == kTop) return Answer::Yes;
  Kind f = kindOf(from);
  if (kindOf(to) != Kind::Ref) return Answer::No;
  if (payloadOf(to) == 0) return isRefKind(f) ? Answer::Yes : Answer::No;  // any reference
  if (f == Kind::Null) return Answer::Yes;
  if (f != Kind::Ref) return Answer::No;
  return h_->isAssignable(nameOf(from), nameOf(to));
}

// Where paths meet: equal types stay, and anything else is unusable, except
// in the inference verifier, where null and class types merge to a class
// type (their first common superclass). For the collector unusable means
// "not a reference": a slot that holds a reference on some paths only cannot
// be used as one by verifiable code. False if loading a class failed.
bool TypeFlowBuilder::mergeType(Type a, Type b, Type* out) {
  if (a == b) {
    *out = a;
    return true;
  }
  Kind ka = kindOf(a), kb = kindOf(b);
  if (!verifying() || (ka != Kind::Ref && ka != Kind::Null) || (kb != Kind::Ref && kb != Kind::Null)) {
    *out = kTop;
    return true;
  }
  if (ka == Kind::Null || kb == Kind::Null) {
    *out = ka == Kind::Null ? b : a;
    return true;
  }
  std::string common;
  if (!h_->commonSuperclass(nameOf(a), nameOf(b), &common)) return loadFailed();
  *out = classType(common);
  return true;
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
  pcOf_.reserve(length_);  // at most one instruction per byte; the builder lives for one pass
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

// Handler ranges on instruction boundaries; the type of each handler's
// exception, and for the verifier, each catch type a subclass of Throwable.
bool TypeFlowBuilder::checkHandlers() {
  auto boundary = [&](uint32_t pc) { return pc < length_ && indexAt_[pc] >= 0; };
  for (const ExceptionTableEntry& e : m_->code->exceptionTable) {
    if (!boundary(e.startPc) || !(e.endPc == length_ || boundary(e.endPc)) || e.startPc >= e.endPc ||
        !boundary(e.handlerPc))
      return formatFailAt(e.handlerPc, "Illegal exception table range");
    if (!verifying() || e.catchType == 0) {
      handlerTypes_.push_back(classType("java/lang/Throwable"));
      continue;
    }
    std::string_view name;
    pc_ = e.handlerPc;
    if (!className(e.catchType, &name)) return false;
    handlerTypes_.push_back(classType(name));
    Answer a = h_->isAssignable(name, "java/lang/Throwable");
    if (a == Answer::Failed) return loadFailed();
    if (a == Answer::No)
      return failAt(e.handlerPc, "Catch type is not a subclass of Throwable in exception handler " +
                                     std::to_string(e.handlerPc));
  }
  return true;
}

// Locals from the descriptor: the receiver (in a constructor other than
// Object's, uninitialisedThis for the verifier), then the parameters, longs
// and doubles in two slots.
bool TypeFlowBuilder::initialState(State* s) {
  std::vector<std::string_view> params;
  if (!parseMethodDescriptor(m_->descriptor, &params, &returnDescriptor_))
    return failAt(0, "Illegal method descriptor");
  s->locals.assign(maxLocals_, kTop);
  uint32_t slot = 0;
  auto place = [&](Type t) {
    if (slot < maxLocals_) s->locals[slot] = t;
    ++slot;
    if (isWide(kindOf(t))) {
      if (slot < maxLocals_) s->locals[slot] = typeOf(secondHalf(kindOf(t)));
      ++slot;
    }
  };
  if (!m_->isStatic()) {
    bool constructor = m_->name == "<init>" && currentClass_ != "java/lang/Object";
    s->thisUninit = verifying() && constructor;
    place(s->thisUninit ? typeOf(Kind::UninitThis) : classType(currentClass_));
  }
  for (std::string_view p : params) place(typeOfDescriptor(p));
  if (slot > maxLocals_) return failAt(0, "Arguments can't fit into locals");
  nonRef_.assign(maxLocals_, false);
  for (uint32_t i = 0; i < slot && i < maxLocals_; ++i)
    if (!isRefKind(kindOf(s->locals[i]))) nonRef_[i] = true;
  return true;
}

// One verification type of a stack map frame, in slots.
bool TypeFlowBuilder::frameType(const StackMapType& t, std::vector<Type>* out, bool* thisUninit) {
  switch (t.tag) {
    case StackMapType::Top: out->push_back(kTop); break;
    case StackMapType::Integer: out->push_back(kInt); break;
    case StackMapType::Float: out->push_back(kFloat); break;
    case StackMapType::Long: out->insert(out->end(), {kLong, typeOf(Kind::Long2)}); break;
    case StackMapType::Double: out->insert(out->end(), {kDouble, typeOf(Kind::Double2)}); break;
    case StackMapType::Null: out->push_back(typeOf(Kind::Null)); break;
    case StackMapType::UninitializedThis:
      out->push_back(typeOf(Kind::UninitThis));
      *thisUninit = true;
      break;
    case StackMapType::Object:
      if (!parseFieldDescriptor(t.name[0] == '[' ? t.name : "L" + t.name + ";"))
        return fail("StackMapTable error: bad class name " + t.name);
      out->push_back(classType(t.name));
      break;
    case StackMapType::Uninitialized:
      if (t.offset >= length_ || indexAt_[t.offset] < 0 || code_[t.offset] != OP_NEW)
        return formatFailAt(pc_, "StackMapTable error: bad offset for Uninitialized: no new instruction at pc " +
                                     std::to_string(t.offset));
      out->push_back(withPayload(Kind::Uninit, t.offset));
      break;
  }
  return true;
}

// Type checking: each frame becomes the fixed state of its instruction.
bool TypeFlowBuilder::stackMapFrames(const State& initial) {
  if (!m_->code->hasStackMapTable) return true;
  // The implicit first frame, in the attribute's form: one entry per value.
  std::vector<StackMapType> locals;
  for (uint32_t i = 0; i < maxLocals_; ++i) {
    Type t = initial.locals[i];
    StackMapType f;
    switch (kindOf(t)) {
      case Kind::Top: continue;
      case Kind::Int: f.tag = StackMapType::Integer; break;
      case Kind::Float: f.tag = StackMapType::Float; break;
      case Kind::Long: f.tag = StackMapType::Long; ++i; break;
      case Kind::Double: f.tag = StackMapType::Double; ++i; break;
      case Kind::UninitThis: f.tag = StackMapType::UninitializedThis; break;
      default: f.tag = StackMapType::Object; f.name = nameOf(t); break;
    }
    locals.push_back(std::move(f));
  }
  std::vector<StackMapFrame> frames;
  std::string why;
  pc_ = 0;
  if (!decodeStackMapTable(m_->code->stackMapTable, *cp_, std::move(locals), &frames, &why))
    return formatFailAt(0, why);
  for (const StackMapFrame& f : frames) {
    pc_ = f.pc;
    // Offsets are checked before any instruction, so the fault is at pc 0.
    if (f.pc >= length_ || indexAt_[f.pc] < 0)
      return failAt(0, "StackMapTable error: bad offset " + std::to_string(f.pc));
    State s;
    for (const StackMapType& t : f.locals)
      if (!frameType(t, &s.locals, &s.thisUninit)) return false;
    if (s.locals.size() > maxLocals_) return fail("StackMapTable error: local variables exceed max_locals");
    s.locals.resize(maxLocals_, kTop);
    bool stackThis = false;  // uninitializedThis on the stack does not set the flag
    for (const StackMapType& t : f.stack)
      if (!frameType(t, &s.stack, &stackThis)) return false;
    if (s.stack.size() > maxStack_) return fail("StackMapTable error: operand stack exceeds max_stack");
    uint32_t index = uint32_t(indexAt_[f.pc]);
    hasFrame_[index] = true;
    in_[index] = std::move(s);
    enqueue(index);
  }
  return true;
}

// -------------------------------------------------------------- Flow

void TypeFlowBuilder::enqueue(uint32_t index) {
  if (queued_[index]) return;
  queued_[index] = true;
  work_.push_back(index);
}

// A state reaches an instruction. Type checking: where a frame is, the state
// must be assignable to it; elsewhere only a fall-through may arrive, and its
// state is taken as it is. Otherwise states merge.
template <class S>
bool TypeFlowBuilder::arrive(uint32_t index, S&& s, Edge edge) {
  if (!typeChecking_) return mergeInto(index, std::forward<S>(s));
  if (hasFrame_[index]) return matchFrame(s, *in_[index], index);
  if (edge == Edge::Jump) return fail("Expecting a stackmap frame at branch target " + std::to_string(pcOf_[index]));
  in_[index] = std::forward<S>(s);
  enqueue(index);
  return true;
}

// The failure names the frame's pc, and the instruction the state comes from.
bool TypeFlowBuilder::matchFrame(const State& s, const State& frame, uint32_t index) {
  uint32_t target = pcOf_[index];
  std::string from = pc_ == target ? "" : " (from pc " + std::to_string(pc_) + ")";
  if (s.stack.size() != frame.stack.size())
    return failAt(target, "Inconsistent stack height " + std::to_string(s.stack.size()) + " != " +
                              std::to_string(frame.stack.size()) + " with the stack map frame" + from);
  auto check = [&](Type have, Type want, const std::string& slot) {
    Answer a = assignable(have, want);
    if (a == Answer::Failed) return loadFailed();
    if (a == Answer::No)
      return failAt(target, "Instruction type does not match stack map" + from + ": " + slot + " is " +
                                spellVerbose(have) + ", the frame has " + spellVerbose(want));
    return true;
  };
  for (size_t i = 0; i < frame.locals.size(); ++i)
    if (!check(s.locals[i], frame.locals[i], "local " + std::to_string(i))) return false;
  for (size_t i = 0; i < frame.stack.size(); ++i)
    if (!check(s.stack[i], frame.stack[i], "stack slot " + std::to_string(i))) return false;
  if (s.thisUninit && !frame.thisUninit)
    return failAt(target, "Instruction type does not match stack map" + from +
                              ": this is uninitialised, the frame says it is not");
  return true;
}

template <class S>
bool TypeFlowBuilder::mergeInto(uint32_t index, S&& s) {
  std::optional<State>& slot = in_[index];
  if (!slot) {
    slot = std::forward<S>(s);
    enqueue(index);
    return true;
  }
  State& d = *slot;
  if (d.stack.size() != s.stack.size())
    return fail("Inconsistent stack height " + std::to_string(d.stack.size()) + " != " +
                std::to_string(s.stack.size()) + " on entering pc " + std::to_string(pcOf_[index]));
  bool changed = false;
  for (size_t i = 0; i < d.locals.size(); ++i) {
    Type t;
    if (!mergeType(d.locals[i], s.locals[i], &t)) return false;
    changed |= t != d.locals[i];
    d.locals[i] = t;
  }
  for (size_t i = 0; i < d.stack.size(); ++i) {
    Type t;
    if (!mergeType(d.stack[i], s.stack[i], &t)) return false;
    if (verifying() && t == kTop)
      return fail("Mismatched stack types on entering pc " + std::to_string(pcOf_[index]) + ": " +
                  spellVerbose(d.stack[i]) + " and " + spellVerbose(s.stack[i]));
    changed |= t != d.stack[i];
    d.stack[i] = t;
  }
  changed |= mergeSubroutines(d.subs, s.subs);
  if (s.thisUninit && !d.thisUninit) {
    d.thisUninit = true;
    changed = true;
  }
  if (changed) enqueue(index);
  return true;
}

bool TypeFlowBuilder::flowTo(int64_t pc, const State& s) {
  if (pc < 0 || pc >= int64_t(length_) || indexAt_[size_t(pc)] < 0) return fail("Illegal target of jump or branch");
  return arrive(uint32_t(indexAt_[size_t(pc)]), s, Edge::Jump);
}

template <class S>
bool TypeFlowBuilder::fallThrough(uint32_t index, S&& s) {
  if (index + 1 >= pcOf_.size()) return fallsOffTheEnd(index);
  return arrive(index + 1, std::forward<S>(s), Edge::FallThrough);
}

// Every instruction in a handler's range may throw to it (an asynchronous
// exception can arrive anywhere): the handler starts with the locals before
// the instruction and the exception alone on the stack.
bool TypeFlowBuilder::flowToHandlers(const State& s) {
  const std::vector<ExceptionTableEntry>& table = m_->code->exceptionTable;
  for (size_t i = 0; i < table.size(); ++i) {
    const ExceptionTableEntry& e = table[i];
    if (pc_ < e.startPc || pc_ >= e.endPc) continue;
    if (maxStack_ < 1) return fail("Stack size too large for the exception of handler " + std::to_string(e.handlerPc));
    State h;
    h.locals = s.locals;
    h.stack.push_back(handlerTypes_[i]);
    h.subs = s.subs;
    h.thisUninit = s.thisUninit;
    if (!arrive(uint32_t(indexAt_[e.handlerPc]), std::move(h), Edge::Jump)) return false;
  }
  return true;
}

// ============================================================== Transfer functions
//
// One case per opcode (or family). Every pop names the type it expects; the
// collector's pass only counts slots, the verifier also checks the type
// (popType). Loads push the local's type, stores keep the popped value's type.
// In the collector's pass a load or store of the wrong kind makes the slot
// unusable (nothing becomes a reference unless it certainly is one); in the
// verifier it is an error.

bool TypeFlowBuilder::push(State& s, Type t) {
  size_t slots = isWide(kindOf(t)) ? 2 : 1;
  if (s.stack.size() + slots > maxStack_) return fail("Stack size too large");
  s.stack.push_back(t);
  if (slots == 2) s.stack.push_back(typeOf(secondHalf(kindOf(t))));
  return true;
}

// Removes `slots` slots whatever they hold (the verifier checks first that no
// long or double is split).
bool TypeFlowBuilder::pop(State& s, int slots) {
  if (s.stack.size() < size_t(slots)) return fail("Unable to pop operand off an empty stack");
  if (verifying() && splitsValue(s, s.stack.size() - size_t(slots)))
    return fail("Bad type on operand stack: the instruction takes half of a long or double");
  s.stack.resize(s.stack.size() - size_t(slots));
  return true;
}

bool TypeFlowBuilder::popType(State& s, Type expected, Type* got) {
  size_t width = isWide(kindOf(expected)) ? 2 : 1;
  if (s.stack.size() < width) return fail("Unable to pop operand off an empty stack");
  Type v = s.stack[s.stack.size() - width];
  if (verifying()) {
    bool ok;
    if (width == 2) {
      ok = v == expected && kindOf(s.stack.back()) == secondHalf(kindOf(expected));
    } else {
      Answer a = assignable(s.stack.back(), expected);
      if (a == Answer::Failed) return loadFailed();
      ok = a == Answer::Yes;
      v = s.stack.back();
    }
    if (!ok)
      return fail("Bad type on operand stack: expected " + spellVerbose(expected) + ", found " +
                  spellVerbose(s.stack.back()));
  }
  if (got) *got = v;
  s.stack.resize(s.stack.size() - width);
  return true;
}

// Pops an array (or null) whose component descriptor starts with one of
// `accepts` ('L' stands for every reference component; "*" accepts any).
bool TypeFlowBuilder::popArray(State& s, std::string_view accepts, Type* got) {
  if (!popType(s, verifying() ? classType("java/lang/Object") : kAnyRef, got)) return false;
  if (!verifying() || kindOf(*got) == Kind::Null) return true;
  const std::string& name = nameOf(*got);
  bool ok = name.size() >= 2 && name[0] == '[';
  if (ok && accepts != "*") {
    char c = name[1] == '[' ? 'L' : name[1];
    ok = accepts.find(c) != std::string_view::npos;
  }
  if (!ok) {
    std::string wanted = accepts == "*" ? "an array" : "an array of " + std::string(accepts);
    return fail("Bad type on operand stack: expected " + wanted + ", found " + spellVerbose(*got));
  }
  return true;
}

// Pops the types listed, top of stack first, then pushes `result` (unless Top).
bool TypeFlowBuilder::popPush(State& s, std::initializer_list<Type> pops, Type result) {
  for (Type t : pops)
    if (!popType(s, t)) return false;
  return result == kTop || push(s, result);
}

// True if the stack slot at `boundary` is the second half of a long or
// double whose first half lies below it: cutting there splits the value.
bool TypeFlowBuilder::splitsValue(const State& s, size_t boundary) const {
  return boundary > 0 && boundary < s.stack.size() && isSecondHalf(kindOf(s.stack[boundary]));
}

// The dup family on slots: copies the top `copies` slots and inserts them
// `below` slots down. JVMS 4.10.1.9 spells each form per value category; on
// slots every form is one of these (dup2 of a long copies both halves), as
// long as neither cut splits a long or double, which the verifier checks.
bool TypeFlowBuilder::dup(State& s, int copies, int below) {
  if (s.stack.size() < size_t(below)) return fail("Unable to pop operand off an empty stack");
  if (s.stack.size() + size_t(copies) > maxStack_) return fail("Stack size too large");
  if (verifying() &&
      (splitsValue(s, s.stack.size() - size_t(copies)) || splitsValue(s, s.stack.size() - size_t(below))))
    return fail("Bad type on operand stack: the instruction takes half of a long or double");
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
  if (!isRefKind(kindOf(t))) nonRef_[local] = true;
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
  Type t = s.locals[local];
  bool matches = k == Kind::Ref ? isRefKind(kindOf(t))
                                : kindOf(t) == k && (width == 1 || kindOf(s.locals[local + 1]) == secondHalf(k));
  if (matches) return push(s, t);
  if (verifying())
    return fail("Bad local variable type: local " + std::to_string(local) + " holds " + spellVerbose(t) +
                ", the load expects " + (k == Kind::Ref ? std::string("a reference") : spellVerbose(typeOf(k))));
  // The collector: an aload of a return address is unusable too.
  if (s.stack.size() + size_t(width) > maxStack_) return fail("Stack size too large");
  s.stack.insert(s.stack.end(), size_t(width), kTop);
  return true;
}

bool TypeFlowBuilder::store(State& s, Kind k, uint32_t local) {
  int width = isWide(k) ? 2 : 1;
  if (!checkLocal(local, width)) return false;
  if (s.stack.size() < size_t(width)) return fail("Unable to pop operand off an empty stack");
  Type v = s.stack[s.stack.size() - size_t(width)];
  if (verifying()) {
    if (k == Kind::Ref && kindOf(v) == Kind::RetAddr) s.stack.pop_back();  // astore also moves return addresses
    else if (!popType(s, k == Kind::Ref ? kAnyRef : typeOf(k), &v)) return false;
    setLocal(s, local, v, width);
    return true;
  }
  bool matches = k == Kind::Ref ? kindOf(v) == Kind::Ref || kindOf(v) == Kind::RetAddr
                                : kindOf(v) == k && (width == 1 || kindOf(s.stack.back()) == secondHalf(k));
  s.stack.resize(s.stack.size() - size_t(width));
  setLocal(s, local, matches ? v : kTop, width);
  return true;
}

bool TypeFlowBuilder::iinc(State& s, uint32_t local) {
  if (!checkLocal(local, 1)) return false;
  bool isInt = kindOf(s.locals[local]) == Kind::Int;
  if (!isInt && verifying())
    return fail("Bad local variable type: iinc of local " + std::to_string(local) + ", which holds " +
                spellVerbose(s.locals[local]));
  setLocal(s, local, isInt ? kInt : kTop, 1);
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

// A Class entry's name (internal form; arrays as descriptors).
bool TypeFlowBuilder::className(uint32_t index, std::string_view* name) {
  const CpEntry* e = cpEntry(index, {CpTag::Class});
  if (!e) return false;
  const CpEntry* utf = cpEntry(e->ref1, {CpTag::Utf8});
  if (!utf) return false;
  const std::string& n = utf->utf8;
  if (n.empty() || (n[0] == '[' && !parseFieldDescriptor(n))) return fail("Illegal class name in constant pool");
  *name = n;
  return true;
}

// A field, method or dynamic reference: its class (empty for dynamic ones),
// name and descriptor.
bool TypeFlowBuilder::memberRef(uint32_t index, std::initializer_list<CpTag> tags, std::string_view* owner,
                                std::string_view* name, std::string_view* desc) {
  const CpEntry* e = cpEntry(index, tags);
  if (!e) return false;
  *owner = {};
  if (e->tag != CpTag::Dynamic && e->tag != CpTag::InvokeDynamic && !className(e->ref1, owner)) return false;
  const CpEntry* nat = cpEntry(e->ref2, {CpTag::NameAndType});
  if (!nat) return false;
  const CpEntry* n = cpEntry(nat->ref1, {CpTag::Utf8});
  const CpEntry* d = n ? cpEntry(nat->ref2, {CpTag::Utf8}) : nullptr;
  if (!d) return false;
  *name = n->utf8;
  *desc = d->utf8;
  return true;
}

// ldc, ldc_w (twoSlots false) and ldc2_w. A dynamic constant's type is its
// descriptor's.
bool TypeFlowBuilder::ldc(State& s, uint32_t index, bool twoSlots) {
  const CpEntry* e = cpEntry(index, {CpTag::Integer, CpTag::Float, CpTag::Long, CpTag::Double, CpTag::String,
                                     CpTag::Class, CpTag::MethodType, CpTag::MethodHandle, CpTag::Dynamic});
  if (!e) return false;
  uint16_t version = m_->owner ? m_->owner->majorVersion() : 0;
  Type t = kAnyRef;
  switch (e->tag) {
    case CpTag::Integer: t = kInt; break;
    case CpTag::Float: t = kFloat; break;
    case CpTag::Long: t = kLong; break;
    case CpTag::Double: t = kDouble; break;
    case CpTag::String: t = classType("java/lang/String"); break;
    case CpTag::Class:
      if (verifying() && version < 49) return fail("Illegal type in constant pool at index " + std::to_string(index));
      t = classType("java/lang/Class");
      break;
    case CpTag::MethodType:
    case CpTag::MethodHandle:
      if (verifying() && version < 51) return fail("Illegal type in constant pool at index " + std::to_string(index));
      t = classType(e->tag == CpTag::MethodType ? "java/lang/invoke/MethodType" : "java/lang/invoke/MethodHandle");
      break;
    default: {  // Dynamic
      std::string_view owner, name, d;
      if (!memberRef(index, {CpTag::Dynamic}, &owner, &name, &d)) return false;
      if (!parseFieldDescriptor(d)) return fail("Illegal field descriptor in constant pool");
      t = typeOfDescriptor(d);
      break;
    }
  }
  if (isWide(kindOf(t)) != twoSlots) return fail("Illegal type in constant pool at index " + std::to_string(index));
  return push(s, t);
}

// getfield and putfield on a protected member of a superclass in another
// package need an object of this class or a subclass (JVMS 4.10.1.8); so do
// invokevirtual calls, except clone on an array.
bool TypeFlowBuilder::checkProtected(std::string_view refClass, std::string_view name, std::string_view desc,
                                     bool method, Type object) {
  if (!verifying() || kindOf(object) != Kind::Ref) return true;  // null passes
  if (method && name == "clone" && nameOf(object)[0] == '[') return true;
  Answer a = h_->protectedElsewhere(refClass, name, desc, method);
  if (a == Answer::Failed) return loadFailed();
  if (a == Answer::No) return true;
  Answer b = assignable(object, classType(currentClass_));
  if (b == Answer::Failed) return loadFailed();
  if (b == Answer::No)
    return fail("Bad access to protected data: " + std::string(refClass) + "." + std::string(name) + " on " +
                spellVerbose(object) + ", which is not a " + std::string(currentClass_));
  return true;
}

bool TypeFlowBuilder::fieldAccess(State& s, int op) {
  std::string_view owner, name, d;
  if (!memberRef(u2(pc_ + 1), {CpTag::Fieldref}, &owner, &name, &d)) return false;
  if (!parseFieldDescriptor(d)) return fail("Illegal field descriptor in constant pool");
  Type field = typeOfDescriptor(d);
  Type object;
  switch (op) {
    case OP_GETSTATIC: return push(s, field);
    case OP_PUTSTATIC: return popType(s, field);
    case OP_GETFIELD:
      return popType(s, classType(owner), &object) && checkProtected(owner, name, d, false, object) &&
             push(s, field);
    default:  // putfield
      if (!popType(s, field)) return false;
      // A constructor may set its own class's fields before calling super
      // (javac does, for captured variables and outer instances).
      if (verifying() && !s.stack.empty() && kindOf(s.stack.back()) == Kind::UninitThis && owner == currentClass_ &&
          m_->owner && m_->owner->findDeclaredField(std::string(name), std::string(d))) {
        s.stack.pop_back();
        return true;
      }
      return popType(s, classType(owner), &object) && checkProtected(owner, name, d, false, object);
  }
}

// invokespecial <init> on an uninitialised object: it must be the class the
// `new` named (or, for this, the class itself or its superclass); every copy
// of the object becomes initialised.
bool TypeFlowBuilder::initialize(State& s, Type object, std::string_view refClass) {
  if (!verifying()) return true;
  Type done;
  if (kindOf(object) == Kind::Uninit) {
    std::string_view made;
    uint32_t newPc = payloadOf(object);
    if (!className(u2(newPc + 1), &made)) return false;
    if (made != refClass)
      return fail("Call to wrong initialization method: " + std::string(refClass) + ".<init> on an object of " +
                  std::string(made));
    done = classType(made);
  } else if (kindOf(object) == Kind::UninitThis) {
    std::string_view super = m_->owner && m_->owner->file ? std::string_view(m_->owner->file->superClass) : "";
    if (refClass != currentClass_ && refClass != super)
      return fail("Bad <init> method call: " + std::string(refClass) + ".<init> on uninitializedThis");
    done = classType(currentClass_);
    s.thisUninit = false;
  } else {
    return fail("Bad type on operand stack: <init> called on " + spellVerbose(object));
  }
  std::replace(s.stack.begin(), s.stack.end(), object, done);
  std::replace(s.locals.begin(), s.locals.end(), object, done);
  return true;
}

// invoke*: pops the arguments (and the receiver), pushes the result.
bool TypeFlowBuilder::invoke(State& s, int op) {
  std::string_view owner, name, d;
  bool ok = op == OP_INVOKEDYNAMIC ? memberRef(u2(pc_ + 1), {CpTag::InvokeDynamic}, &owner, &name, &d)
            : op == OP_INVOKEVIRTUAL ? memberRef(u2(pc_ + 1), {CpTag::Methodref}, &owner, &name, &d)
            : op == OP_INVOKEINTERFACE
                ? memberRef(u2(pc_ + 1), {CpTag::InterfaceMethodref}, &owner, &name, &d)
                : memberRef(u2(pc_ + 1), {CpTag::Methodref, CpTag::InterfaceMethodref}, &owner, &name, &d);
  if (!ok) return false;
  std::vector<std::string_view> params;
  std::string_view result;
  if (!parseMethodDescriptor(d, &params, &result)) return fail("Illegal method descriptor in constant pool");
  bool init = op == OP_INVOKESPECIAL && name == "<init>";
  int slots = 0;
  for (std::string_view p : params) slots += slotsOfDescriptor(p);
  if (verifying()) {
    if (!name.empty() && name[0] == '<' && !init) return fail("Illegal call to internal method " + std::string(name));
    if (init && result != "V") return fail("Illegal call to internal method: <init> must return void");
    if (op == OP_INVOKEINTERFACE && u1(pc_ + 3) != uint32_t(slots + 1))
      return fail("Inconsistent args count operand in invokeinterface");
    if (op == OP_INVOKEINTERFACE && u1(pc_ + 4) != 0)
      return fail("Fourth operand byte of invokeinterface must be zero");
    if (op == OP_INVOKEDYNAMIC && (u1(pc_ + 3) != 0 || u1(pc_ + 4) != 0))
      return fail("Third and fourth operand bytes of invokedynamic must be zero");
  }
  for (auto p = params.rbegin(); p != params.rend(); ++p)
    if (!popType(s, typeOfDescriptor(*p))) return false;
  if (op != OP_INVOKESTATIC && op != OP_INVOKEDYNAMIC) {
    if (init) {
      if (s.stack.empty()) return fail("Unable to pop operand off an empty stack");
      Type object = s.stack.back();
      s.stack.pop_back();
      if (!initialize(s, object, owner)) return false;
    } else {
      Type expected = classType(owner);
      if (op == OP_INVOKESPECIAL && verifying()) {
        // A private method, or a superclass's or direct superinterface's
        // version: the receiver is this class (or a subclass).
        Answer a = h_->isAssignable(currentClass_, owner);
        if (a == Answer::Failed) return loadFailed();
        if (a == Answer::No) return fail("Bad invokespecial instruction: current class isn't assignable to reference class");
        expected = classType(currentClass_);
      }
      Type object;
      if (!popType(s, expected, &object)) return false;
      if (op == OP_INVOKEVIRTUAL && !checkProtected(owner, name, d, true, object)) return false;
    }
  }
  return result == "V" || push(s, typeOfDescriptor(result));
}

// The return instructions: the value must suit the method's descriptor, and
// a constructor must have initialised this first.
bool TypeFlowBuilder::returnValue(State& s, int op) {
  if (!verifying()) return pop(s, op == OP_LRETURN || op == OP_DRETURN ? 2 : op == OP_RETURN ? 0 : 1);
  char r = returnDescriptor_[0];
  bool fits = false;
  switch (op) {
    case OP_IRETURN: fits = std::string_view("BCISZ").find(r) != std::string_view::npos; break;
    case OP_LRETURN: fits = r == 'J'; break;
    case OP_FRETURN: fits = r == 'F'; break;
    case OP_DRETURN: fits = r == 'D'; break;
    case OP_ARETURN: fits = r == 'L' || r == '['; break;
    default: fits = r == 'V'; break;
  }
  if (!fits)
    return fail(r == 'V' ? "Method expects no return value" : "Wrong return type in function: the method returns " +
                                                                   std::string(returnDescriptor_));
  if (op == OP_RETURN) {
    if (s.thisUninit) return fail("Constructor must call super() or this() before return");
    return true;
  }
  return popType(s, typeOfDescriptor(returnDescriptor_));
}

bool TypeFlowBuilder::newObject(State& s) {
  std::string_view name;
  if (!verifying()) return cpEntry(u2(pc_ + 1), {CpTag::Class}) && push(s, kAnyRef);
  if (!className(u2(pc_ + 1), &name)) return false;
  if (name[0] == '[') return fail("Illegal new instruction: " + std::string(name) + " is an array class");
  // A loop may run this new again: whatever the last run made is dead.
  Type made = withPayload(Kind::Uninit, pc_);
  for (uint32_t i = 0; i < maxLocals_; ++i)
    if (s.locals[i] == made) setLocal(s, i, kTop, 1);
  if (std::find(s.stack.begin(), s.stack.end(), made) != s.stack.end())
    return fail("Uninitialized object from this new instruction is still on the stack");
  return push(s, made);
}

bool TypeFlowBuilder::newArray(State& s, int op) {
  std::string component;
  if (op == OP_NEWARRAY) {
    static constexpr char kCodes[] = "ZCFDBSIJ";  // atype 4..11
    uint32_t atype = u1(pc_ + 1);
    if (atype < 4 || atype > 11) {
      if (verifying()) return fail("Illegal newarray instruction: type " + std::to_string(atype));
      atype = 10;
    }
    component = std::string(1, kCodes[atype - 4]);
  } else {
    std::string_view name;
    if (!verifying()) {
      if (!cpEntry(u2(pc_ + 1), {CpTag::Class})) return false;
      name = "java/lang/Object";
    } else if (!className(u2(pc_ + 1), &name)) {
      return false;
    }
    component = name[0] == '[' ? std::string(name) : "L" + std::string(name) + ";";
    if (component.find_first_not_of('[') > 254) return fail("Array with too many dimensions");
  }
  return popPush(s, {kInt}, classType("[" + component));
}

bool TypeFlowBuilder::multianewarray(State& s) {
  std::string_view name = "[Ljava/lang/Object;";
  if (!verifying() ? !cpEntry(u2(pc_ + 1), {CpTag::Class}) : !className(u2(pc_ + 1), &name)) return false;
  uint32_t dims = u1(pc_ + 3);
  if (dims < 1) return fail("Illegal dimension in multianewarray");
  if (verifying() && name.find_first_not_of('[') < dims)
    return fail("Illegal dimension in multianewarray: " + std::string(name) + " has fewer than " +
                std::to_string(dims));
  for (uint32_t i = 0; i < dims; ++i)
    if (!popType(s, kInt)) return false;
  return push(s, classType(name));
}

bool TypeFlowBuilder::tableSwitch(State& s) {
  if (!popType(s, kInt)) return false;
  uint32_t at = (pc_ + 4) & ~uint32_t(3);
  if (!flowTo(int64_t(pc_) + s4(at), s)) return false;
  int64_t count = int64_t(s4(at + 8)) - s4(at + 4) + 1;
  for (int64_t i = 0; i < count; ++i)
    if (!flowTo(int64_t(pc_) + s4(at + 12 + uint32_t(i) * 4), s)) return false;
  return true;
}

bool TypeFlowBuilder::lookupSwitch(State& s) {
  if (!popType(s, kInt)) return false;
  uint32_t at = (pc_ + 4) & ~uint32_t(3);
  if (!flowTo(int64_t(pc_) + s4(at), s)) return false;
  int64_t pairs = s4(at + 4);
  for (int64_t i = 0; i < pairs; ++i) {
    if (verifying() && i > 0 && s4(at + 8 + uint32_t(i) * 8) <= s4(at + 8 + uint32_t(i - 1) * 8))
      return fail("Bad lookupswitch instruction: keys not sorted");
    if (!flowTo(int64_t(pc_) + s4(at + 12 + uint32_t(i) * 8), s)) return false;
  }
  return true;
}

// jsr: the subroutine starts with the caller's locals, the return address
// pushed, and itself active with nothing written yet. The instruction after
// the jsr is reached only through the subroutine's rets (returnTo), from
// every ret found so far; rets found later come back here through ret().
bool TypeFlowBuilder::jsr(uint32_t index, const State& s, int64_t target) {
  if (typeChecking_) return fail("jsr and ret are not allowed in class files of version 50 and above");
  if (target < 0 || target >= int64_t(length_) || indexAt_[size_t(target)] < 0)
    return fail("Illegal target of jump or branch");
  uint32_t entry = uint32_t(target);
  if (findSubroutine(s.subs, entry)) return fail("Recursive call to the subroutine at pc " + std::to_string(entry));
  State in = s;
  if (in.stack.size() + 1 > maxStack_) return fail("Stack size too large");
  in.stack.push_back(withPayload(Kind::RetAddr, entry));
  in.subs.push_back(Subroutine{entry, std::vector<uint64_t>(writtenWords_, 0)});
  SubroutineSites& sites = subroutines_[entry];
  if (std::find(sites.jsrs.begin(), sites.jsrs.end(), index) == sites.jsrs.end()) sites.jsrs.push_back(index);
  if (!mergeInto(uint32_t(indexAt_[entry]), std::move(in))) return false;
  for (uint32_t r : sites.rets)
    if (!returnTo(r, index, entry)) return false;
  return true;
}

// ret: leaves the subroutine whose return address the local holds (perhaps
// from inside a nested one), back to after every jsr that calls it.
bool TypeFlowBuilder::ret(uint32_t index, const State& s, uint32_t local) {
  if (typeChecking_) return fail("jsr and ret are not allowed in class files of version 50 and above");
  if (!checkLocal(local, 1)) return false;
  Type t = s.locals[local];
  if (kindOf(t) != Kind::RetAddr) return fail("ret on local " + std::to_string(local) + " without a return address");
  uint32_t entry = payloadOf(t);
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
  if (kindOf(address) != Kind::RetAddr || payloadOf(address) != entry)
    return failAt(pcOf_[retIndex], "ret on a local without a single return address");
  const Subroutine* sub = findSubroutine(r.subs, entry);
  if (!sub) return failAt(pcOf_[retIndex], "ret outside the subroutine at pc " + std::to_string(entry));
  if (jsrIndex + 1 >= pcOf_.size()) return fallsOffTheEnd(jsrIndex);
  State after;
  after.stack = r.stack;
  after.locals = caller.locals;
  for (uint32_t i = 0; i < maxLocals_; ++i)
    if (sub->wrote(i)) after.locals[i] = r.locals[i];
  after.subs = caller.subs;
  for (Subroutine& outer : after.subs)
    for (size_t w = 0; w < writtenWords_; ++w) outer.written[w] |= sub->written[w];
  after.thisUninit = r.thisUninit;
  return mergeInto(jsrIndex + 1, std::move(after));
}

// Interprets the instruction `index` on a copy of its state and hands the
// result to its successors.
bool TypeFlowBuilder::step(uint32_t index) {
  State s = *in_[index];
  const uint32_t pc = pc_ = pcOf_[index];
  if (!flowToHandlers(s)) return false;
  const int op = code_[pc];
  bool ok = true;
  static constexpr Kind kLoadKinds[] = {Kind::Int, Kind::Long, Kind::Float, Kind::Double, Kind::Ref};
  switch (op) {
    case OP_NOP: break;
    case OP_ACONST_NULL: ok = push(s, nullType()); break;
    case OP_ICONST_M1: case OP_ICONST_0: case OP_ICONST_1: case OP_ICONST_2: case OP_ICONST_3: case OP_ICONST_4:
    case OP_ICONST_5: case OP_BIPUSH: case OP_SIPUSH:
      ok = push(s, kInt);
      break;
    case OP_LCONST_0: case OP_LCONST_1: ok = push(s, kLong); break;
    case OP_FCONST_0: case OP_FCONST_1: case OP_FCONST_2: ok = push(s, kFloat); break;
    case OP_DCONST_0: case OP_DCONST_1: ok = push(s, kDouble); break;
    case OP_LDC: ok = ldc(s, u1(pc + 1), false); break;
    case OP_LDC_W: ok = ldc(s, u2(pc + 1), false); break;
    case OP_LDC2_W: ok = ldc(s, u2(pc + 1), true); break;

    // Loads and stores: the kind is the opcode's position in its group
    // (i, l, f, d, a), and the _0.._3 forms run in groups of four.
    case OP_ILOAD: case OP_LLOAD: case OP_FLOAD: case OP_DLOAD: case OP_ALOAD:
      ok = load(s, kLoadKinds[op - OP_ILOAD], u1(pc + 1));
      break;
    case OP_ISTORE: case OP_LSTORE: case OP_FSTORE: case OP_DSTORE: case OP_ASTORE:
      ok = store(s, kLoadKinds[op - OP_ISTORE], u1(pc + 1));
      break;

    // Arrays: the array (or null) must hold the opcode's component type.
    case OP_IALOAD: case OP_LALOAD: case OP_FALOAD: case OP_DALOAD: case OP_BALOAD: case OP_CALOAD:
    case OP_SALOAD: {
      static constexpr Type results[] = {kInt, kLong, kFloat, kDouble, kTop, kInt, kInt, kInt};
      static constexpr std::string_view accepts[] = {"I", "J", "F", "D", "", "BZ", "C", "S"};
      Type array;
      ok = popType(s, kInt) && popArray(s, accepts[op - OP_IALOAD], &array) && push(s, results[op - OP_IALOAD]);
      break;
    }
    case OP_AALOAD: {
      Type array;
      if (!popType(s, kInt) || !popArray(s, "L", &array)) return false;
      ok = push(s, !verifying() ? kAnyRef : kindOf(array) == Kind::Null ? nullType()
                                                                         : classType(classNameOf(nameOf(array).substr(1))));
      break;
    }
    case OP_IASTORE: case OP_LASTORE: case OP_FASTORE: case OP_DASTORE: case OP_AASTORE: case OP_BASTORE:
    case OP_CASTORE: case OP_SASTORE: {
      static constexpr Type values[] = {kInt, kLong, kFloat, kDouble, kTop, kInt, kInt, kInt};
      static constexpr std::string_view accepts[] = {"I", "J", "F", "D", "L", "BZ", "C", "S"};
      Type value = op == OP_AASTORE ? (verifying() ? classType("java/lang/Object") : kAnyRef) : values[op - OP_IASTORE];
      Type array;
      ok = popType(s, value) && popType(s, kInt) && popArray(s, accepts[op - OP_IASTORE], &array);
      break;
    }

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
      if (verifying() && (splitsValue(s, s.stack.size() - 1) || splitsValue(s, s.stack.size() - 2)))
        return fail("Bad type on operand stack: swap of a long or double");
      std::swap(s.stack[s.stack.size() - 1], s.stack[s.stack.size() - 2]);
      break;

    case OP_INEG: ok = popPush(s, {kInt}, kInt); break;
    case OP_LNEG: ok = popPush(s, {kLong}, kLong); break;
    case OP_FNEG: ok = popPush(s, {kFloat}, kFloat); break;
    case OP_DNEG: ok = popPush(s, {kDouble}, kDouble); break;
    case OP_ISHL: case OP_ISHR: case OP_IUSHR: ok = popPush(s, {kInt, kInt}, kInt); break;
    case OP_LSHL: case OP_LSHR: case OP_LUSHR: ok = popPush(s, {kInt, kLong}, kLong); break;
    case OP_IAND: case OP_IOR: case OP_IXOR: ok = popPush(s, {kInt, kInt}, kInt); break;
    case OP_LAND: case OP_LOR: case OP_LXOR: ok = popPush(s, {kLong, kLong}, kLong); break;
    case OP_IINC: ok = iinc(s, u1(pc + 1)); break;
    case OP_I2L: ok = popPush(s, {kInt}, kLong); break;
    case OP_I2F: ok = popPush(s, {kInt}, kFloat); break;
    case OP_I2D: ok = popPush(s, {kInt}, kDouble); break;
    case OP_L2I: ok = popPush(s, {kLong}, kInt); break;
    case OP_L2F: ok = popPush(s, {kLong}, kFloat); break;
    case OP_L2D: ok = popPush(s, {kLong}, kDouble); break;
    case OP_F2I: ok = popPush(s, {kFloat}, kInt); break;
    case OP_F2L: ok = popPush(s, {kFloat}, kLong); break;
    case OP_F2D: ok = popPush(s, {kFloat}, kDouble); break;
    case OP_D2I: ok = popPush(s, {kDouble}, kInt); break;
    case OP_D2L: ok = popPush(s, {kDouble}, kLong); break;
    case OP_D2F: ok = popPush(s, {kDouble}, kFloat); break;
    case OP_I2B: case OP_I2C: case OP_I2S: ok = popPush(s, {kInt}, kInt); break;
    case OP_LCMP: ok = popPush(s, {kLong, kLong}, kInt); break;
    case OP_DCMPL: case OP_DCMPG: ok = popPush(s, {kDouble, kDouble}, kInt); break;
    case OP_FCMPL: case OP_FCMPG: ok = popPush(s, {kFloat, kFloat}, kInt); break;

    // Control transfer: these return instead of falling through below.
    case OP_IFEQ: case OP_IFNE: case OP_IFLT: case OP_IFGE: case OP_IFGT: case OP_IFLE:
      return popType(s, kInt) && flowTo(int64_t(pc) + s2(pc + 1), s) && fallThrough(index, std::move(s));
    case OP_IFNULL: case OP_IFNONNULL:
      return popType(s, kAnyRef) && flowTo(int64_t(pc) + s2(pc + 1), s) && fallThrough(index, std::move(s));
    case OP_IF_ICMPEQ: case OP_IF_ICMPNE: case OP_IF_ICMPLT: case OP_IF_ICMPGE: case OP_IF_ICMPGT:
    case OP_IF_ICMPLE:
      return popPush(s, {kInt, kInt}, kTop) && flowTo(int64_t(pc) + s2(pc + 1), s) && fallThrough(index, std::move(s));
    case OP_IF_ACMPEQ: case OP_IF_ACMPNE:
      return popPush(s, {kAnyRef, kAnyRef}, kTop) && flowTo(int64_t(pc) + s2(pc + 1), s) && fallThrough(index, std::move(s));
    case OP_GOTO: return flowTo(int64_t(pc) + s2(pc + 1), s);
    case OP_GOTO_W: return flowTo(int64_t(pc) + s4(pc + 1), s);
    case OP_JSR: return jsr(index, s, int64_t(pc) + s2(pc + 1));
    case OP_JSR_W: return jsr(index, s, int64_t(pc) + s4(pc + 1));
    case OP_RET: return ret(index, s, u1(pc + 1));
    case OP_TABLESWITCH: return tableSwitch(s);
    case OP_LOOKUPSWITCH: return lookupSwitch(s);
    case OP_IRETURN: case OP_LRETURN: case OP_FRETURN: case OP_DRETURN: case OP_ARETURN: case OP_RETURN:
      return returnValue(s, op);
    case OP_ATHROW: return popType(s, classType("java/lang/Throwable"));

    case OP_GETSTATIC: case OP_PUTSTATIC: case OP_GETFIELD: case OP_PUTFIELD: ok = fieldAccess(s, op); break;
    case OP_INVOKEVIRTUAL: case OP_INVOKESPECIAL: case OP_INVOKESTATIC: case OP_INVOKEINTERFACE:
    case OP_INVOKEDYNAMIC:
      ok = invoke(s, op);
      break;
    case OP_NEW: ok = newObject(s); break;
    case OP_NEWARRAY: case OP_ANEWARRAY: ok = newArray(s, op); break;
    case OP_ARRAYLENGTH: {
      Type array;
      ok = popArray(s, "*", &array) && push(s, kInt);
      break;
    }
    case OP_CHECKCAST: {
      std::string_view name;
      if (!verifying()) {  // the collector: keeps whatever the slot held
        if (s.stack.empty()) return fail("Unable to pop operand off an empty stack");
        ok = cpEntry(u2(pc + 1), {CpTag::Class}) != nullptr;
        break;
      }
      ok = className(u2(pc + 1), &name) && popPush(s, {classType("java/lang/Object")}, classType(name));
      break;
    }
    case OP_INSTANCEOF:
      ok = cpEntry(u2(pc + 1), {CpTag::Class}) && popPush(s, {verifying() ? classType("java/lang/Object") : kAnyRef}, kInt);
      break;
    case OP_MONITORENTER: case OP_MONITOREXIT: ok = popType(s, kAnyRef); break;
    case OP_MULTIANEWARRAY: ok = multianewarray(s); break;
    case OP_WIDE: {
      int wideOp = code_[pc + 1];
      uint32_t local = u2(pc + 2);
      if (wideOp == OP_RET) return ret(index, s, local);
      if (wideOp == OP_IINC) ok = iinc(s, local);
      else if (wideOp >= OP_ILOAD && wideOp <= OP_ALOAD) ok = load(s, kLoadKinds[wideOp - OP_ILOAD], local);
      else ok = store(s, kLoadKinds[wideOp - OP_ISTORE], local);  // findBoundaries admitted only these
      break;
    }

    default:
      if (op >= OP_ILOAD_0 && op <= OP_ALOAD_3) {
        ok = load(s, kLoadKinds[(op - OP_ILOAD_0) / 4], uint32_t(op - OP_ILOAD_0) % 4);
      } else if (op >= OP_ISTORE_0 && op <= OP_ASTORE_3) {
        ok = store(s, kLoadKinds[(op - OP_ISTORE_0) / 4], uint32_t(op - OP_ISTORE_0) % 4);
      } else if (op >= OP_IADD && op <= OP_DREM) {
        // iadd ladd fadd dadd, isub ..., imul ..., idiv ..., irem ... drem.
        static constexpr Type types[] = {kInt, kLong, kFloat, kDouble};
        Type t = types[(op - OP_IADD) % 4];
        ok = popPush(s, {t, t}, t);
      } else {
        return fail("Bad instruction " + std::to_string(op));  // findBoundaries admitted only JVMS opcodes
      }
      break;
  }
  return ok && fallThrough(index, std::move(s));
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
          if (!sub->wrote(i) && nonRef_[i] && isRefKind(kindOf(js.locals[i])) && !isRefKind(kindOf(rs.locals[i])))
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
  // Sized for every instruction at once; what is unreachable is trimmed below.
  flow->pcs_.reserve(pcOf_.size());
  flow->stackStart_.reserve(pcOf_.size() + 1);
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
      if (isRefKind(kindOf(in_[i]->locals[l])) || !nonRef_[l]) setBit(at);
      ++at;
    }
    for (Type t : in_[i]->stack) {
      if (isRefKind(kindOf(t))) setBit(at);
      ++at;
    }
  }
  flow->pcs_.shrink_to_fit();
  flow->stackStart_.shrink_to_fit();
  flow->kinds_.shrink_to_fit();
  return flow;
}

// Reads the method and checks its code's structure, up to the entry state.
bool TypeFlowBuilder::setUp() {
  const CodeAttribute* code = m_->code;
  if (!code) return failAt(0, "No code");
  if (code->code.empty() || code->code.size() > 65535)
    return failAt(0, code->code.empty() ? "Code is empty" : "Code too long");
  code_ = code->code.data();
  length_ = uint32_t(code->code.size());
  if (m_->owner && m_->owner->file) cp_ = &m_->owner->file->constantPool;
  if (m_->owner) currentClass_ = m_->owner->name;
  maxLocals_ = m_->maxLocals;
  maxStack_ = m_->maxStack;
  writtenWords_ = (maxLocals_ + 63) / 64;
  if (!findBoundaries() || !checkHandlers()) return false;
  in_.resize(pcOf_.size());
  queued_.assign(pcOf_.size(), false);
  hasFrame_.assign(pcOf_.size(), false);
  State entry;
  if (!initialState(&entry)) return false;
  if (typeChecking_ && (!cp_ || !stackMapFrames(entry))) return cp_ ? false : failAt(0, "No constant pool");
  pc_ = 0;
  return arrive(0, std::move(entry), Edge::FallThrough);
}

bool TypeFlowBuilder::propagate() {
  while (!work_.empty()) {
    uint32_t index = work_.back();
    work_.pop_back();
    queued_[index] = false;
    if (!step(index)) return false;
  }
  // Type checking covers every instruction: code that nothing falls into
  // needs a frame of its own (JVMS 4.10.1.6).
  if (typeChecking_)
    for (size_t i = 0; i < pcOf_.size(); ++i)
      if (!in_[i]) return failAt(pcOf_[i], "Expecting a stackmap frame at this instruction, which no path falls into");
  return true;
}

std::unique_ptr<TypeFlow> TypeFlowBuilder::run(bool keepKinds) {
  if (!setUp() || !propagate()) return nullptr;
  return build(keepKinds);
}

bool TypeFlowBuilder::runVerify() { return setUp() && propagate(); }

// ============================================================== Class hierarchy rules

namespace {

constexpr std::string_view kObjectClass = "java/lang/Object";

bool isArrayName(std::string_view n) { return !n.empty() && n[0] == '['; }

// An array name's component as a class name ("[Lx;" -> "x", "[[I" -> "[I"),
// or "" for a primitive component.
std::string_view componentOf(std::string_view arrayName) {
  std::string_view c = arrayName.substr(1);
  if (c[0] == 'L') return c.substr(1, c.size() - 2);
  return c[0] == '[' ? c : std::string_view();
}

}  // namespace

ClassHierarchy::Answer ClassHierarchy::isAssignable(std::string_view from, std::string_view to) {
  if (from == to || to == kObjectClass) return Answer::Yes;
  if (isArrayName(to)) {
    if (!isArrayName(from)) return Answer::No;
    std::string_view fc = componentOf(from), tc = componentOf(to);
    if (fc.empty() || tc.empty()) return Answer::No;  // primitive arrays match only themselves
    return isAssignable(fc, tc);
  }
  std::optional<bool> toInterface = isInterface(to);
  if (!toInterface) return Answer::Failed;
  if (*toInterface) return Answer::Yes;
  if (isArrayName(from)) return Answer::No;
  std::optional<bool> fromInterface = isInterface(from);
  if (!fromInterface) return Answer::Failed;
  if (*fromInterface) return Answer::No;
  for (std::string k(from);;) {
    std::optional<std::string> super = superclassOf(k);
    if (!super) return Answer::Failed;
    if (super->empty()) return Answer::No;
    if (*super == to) return Answer::Yes;
    k = std::move(*super);
  }
}

bool ClassHierarchy::commonSuperclass(std::string_view a, std::string_view b, std::string* out) {
  if (a == b) {
    *out = a;
    return true;
  }
  if (isArrayName(a) || isArrayName(b)) {
    std::string_view ca = isArrayName(a) ? componentOf(a) : "", cb = isArrayName(b) ? componentOf(b) : "";
    if (ca.empty() || cb.empty()) {
      *out = kObjectClass;
      return true;
    }
    std::string common;
    if (!commonSuperclass(ca, cb, &common)) return false;
    *out = "[" + (isArrayName(common) ? common : "L" + common + ";");
    return true;
  }
  std::optional<bool> ia = isInterface(a), ib = isInterface(b);
  if (!ia || !ib) return false;
  *out = kObjectClass;
  if (*ia || *ib) return true;
  std::vector<std::string> chainOfB{std::string(b)};
  for (;;) {
    std::optional<std::string> super = superclassOf(chainOfB.back());
    if (!super) return false;
    if (super->empty()) break;
    chainOfB.push_back(std::move(*super));
  }
  for (std::string k(a); !k.empty();) {
    if (std::find(chainOfB.begin(), chainOfB.end(), k) != chainOfB.end()) {
      *out = k;
      return true;
    }
    std::optional<std::string> super = superclassOf(k);
    if (!super) return false;
    k = std::move(*super);
  }
  return true;
}

// ============================================================== Queries

std::unique_ptr<TypeFlow> TypeFlow::analyze(const Method* m, std::string* error, bool keepKinds) {
  if (!m) {
    if (error) *error = "No method";
    return nullptr;
  }
  return TypeFlowBuilder(m, error).run(keepKinds);
}

bool TypeFlow::verify(const Method* m, ClassHierarchy& hierarchy, std::string* error, bool* formatError) {
  uint16_t version = m->owner ? m->owner->majorVersion() : 0;
  bool ignored;
  if (!formatError) formatError = &ignored;
  *formatError = false;
  if (version >= 50) {
    TypeFlowBuilder checker(m, error, &hierarchy, true);
    if (checker.runVerify()) return true;
    *formatError = checker.formatError();
    if (version > 50 || checker.failedToLoad()) return false;
  }
  // Version 50 fails over to inference, as the JDK does by default.
  TypeFlowBuilder inference(m, error, &hierarchy, false);
  if (inference.runVerify()) return true;
  *formatError = inference.formatError();
  return false;
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
