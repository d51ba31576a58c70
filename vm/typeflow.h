// The type-flow pass: for every reachable instruction of one method, the type
// of value in each local and operand-stack slot before the instruction
// executes. One engine serves two clients:
//
// - The precise collector (analyze): abstract interpretation over the
//   original bytecode with a worklist (JVMS 4.10.2.2), made subroutine-aware
//   for jsr/ret as JVMS 4.10.2.4 describes, over kinds only (int, float, long,
//   double, reference, return address, unusable). It keeps one reference bit
//   per slot and pc. It checks structure only: stack underflow or overflow, a
//   local past max_locals, stack depths that differ where paths meet, code
//   falling off its end, a branch into the middle of an instruction, a bad
//   constant-pool reference it needs, a `ret` on a local without a return
//   address, and bad jsr/ret nesting.
// - The verifier (verify): the same pass with class types, null,
//   uninitialised objects and the operand checks of every instruction. Class
//   files of version 50 and above are type-checked against their
//   StackMapTable frames (JVMS 4.10.1): a frame's state is taken as given at
//   its pc and every path into it must be assignable to it. Older class files
//   are type-inferred (JVMS 4.10.2): states merge where paths meet, two class
//   types to their first common superclass. Questions about classes (is A
//   assignable to B, which member is protected) go to a ClassHierarchy, which
//   may load classes.
//
// The lattice (the types and how they merge) and the transfer function of
// every opcode live in one place, the sections "The lattice" and "Transfer
// functions" of vm/typeflow.cpp: that is where to extend either client.
// docs/verifier.md lists what the verifier rejects and its messages.
//
// Soundness rule for the collector: a slot is reported as a reference only if
// it holds one (null included) on every path reaching the pc; a slot whose
// kind differs between paths is "unusable" and not traced. Verifiable code
// never reads such a slot before storing to it, with one exception, jsr/ret
// code: see subroutineRefConflict(). A local that only ever receives
// references (fresh locals are zeroed, so it holds null or a reference at
// every pc) is reported as a reference everywhere; that covers the usual
// jsr shape, a finally entered with the exception in a local.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ww::vm {

struct Method;

// What the verifier asks about classes by name (internal form, arrays as
// descriptors: "java/lang/String", "[I", "[Ljava/lang/Object;"). The rules of
// JVMS 4.10.1.2 are written here once, over two questions a concrete
// hierarchy answers about one class (vm/verifier.cpp by loading classes, the
// unit tests from tables). Failed, and an empty answer, mean the class could
// not be loaded and an error is pending.
class ClassHierarchy {
 public:
  enum class Answer : uint8_t { No, Yes, Failed };
  virtual ~ClassHierarchy() = default;

  // Assignability of reference types, interfaces treated as
  // java/lang/Object (an interface type accepts every reference; the JDK
  // checks it when the code runs): a class to itself and its superclasses,
  // arrays of references covariantly, arrays of primitives only to
  // themselves, every array to Object, Cloneable and Serializable.
  Answer isAssignable(std::string_view from, std::string_view to);
  // The first common superclass of two class types (java/lang/Object if
  // either is an interface); for arrays of references, the array of their
  // components' common superclass; Object for other arrays. False if loading
  // failed.
  bool commonSuperclass(std::string_view a, std::string_view b, std::string* out);

  // Yes if `refClass` is a proper superclass of the class being verified and
  // the member name:desc it finds there (searching upwards) is protected and
  // declared in another run-time package (JVMS 4.10.1.8): the object must
  // then be of the current class or a subclass.
  virtual Answer protectedElsewhere(std::string_view refClass, std::string_view name, std::string_view desc,
                                    bool method) = 0;

 protected:
  // Whether the class (never an array) is an interface.
  virtual std::optional<bool> isInterface(std::string_view className) = 0;
  // The name of its superclass; "" for java/lang/Object.
  virtual std::optional<std::string> superclassOf(std::string_view className) = 0;
};

// Which slots hold references before each reachable instruction of a method.
// Immutable once built; queries by pc are a binary search over the reachable
// instructions.
class TypeFlow {
 public:
  // Runs the pass over m->code (m->owner->file holds the constant pool). On
  // structurally bad code returns null and sets *error to a message ending in
  // "in method pkg.C.name(desc) at pc N"; the caller throws VerifyError with it.
  // `keepKinds` keeps the full kinds of every slot for describe() (tests,
  // debugging); the collector leaves it off.
  static std::unique_ptr<TypeFlow> analyze(const Method* m, std::string* error, bool keepKinds = false);

  // Verifies m's code (JVMS 4.10): type checking for class files of version
  // 50 and above (a version-50 file that fails is tried again by inference,
  // as the JDK does), type inference for older ones. False if it does not
  // verify: *error then holds the reason, ending "in method pkg.C.name(desc)
  // at pc N", unless the hierarchy failed to load a class (an error is then
  // pending and *error says which question failed). *formatError is set for
  // the faults the JDK reports as ClassFormatError although its verifier
  // finds them: a handler range off instruction boundaries, a malformed
  // StackMapTable.
  static bool verify(const Method* m, ClassHierarchy& hierarchy, std::string* error, bool* formatError = nullptr);

  bool reachable(uint32_t pc) const;
  int stackDepth(uint32_t pc) const;             // slots before the instruction; -1 if unreachable
  bool localIsRef(uint32_t pc, int slot) const;  // false if unreachable or out of range
  bool stackIsRef(uint32_t pc, int slot) const;  // slot 0 = bottom of the stack
  int maxLocals() const { return maxLocals_; }

  // True if some subroutine leaves a local untouched that holds a reference at
  // one of its jsr sites but not at another, and the local also receives
  // non-references elsewhere (so the rule above does not cover it). Inside that subroutine the local
  // is reported unusable (it is not a reference on every path), yet the
  // caller that stored a reference there reads it again after the ret: a
  // collection inside the subroutine would miss it. Only jsr/ret code (class
  // files before version 50) can do this, but there it is common: a finally
  // entered from its catch-all handler, with the exception in a local that
  // the normal path leaves unset, is that shape (covered when the local holds
  // only references). The translator refuses a method where it remains
  // (VerifyError) rather than risk a reference the collector cannot see.
  bool subroutineRefConflict() const { return subroutineRefConflict_; }

  // Bytes of metadata this object holds (for metadata accounting).
  size_t bytes() const;

  // The state before the instruction at `pc`, for tests and debugging:
  //   "locals: R I J J2 T | stack: R A7"
  // T unusable, I int, F float, J/J2 long and its second half, D/D2 double,
  // R reference, A<pc> return address of the subroutine entered at pc.
  // Without keepKinds only ref-ness is known: R, or - for anything else.
  // "unreachable" for a pc that is not a reachable instruction.
  std::string describe(uint32_t pc) const;

 private:
  friend class TypeFlowBuilder;
  TypeFlow() = default;
  int entryAt(uint32_t pc) const;  // index into pcs_, or -1
  bool bit(size_t at) const { return (refBits_[at >> 6] >> (at & 63)) & 1; }
  size_t localsStart(int entry) const { return size_t(entry) * maxLocals_ + stackStart_[entry]; }

  // Entry k is the k-th reachable instruction in pc order. Its bits start at
  // k * maxLocals + stackStart_[k]: maxLocals bits for the locals, then one
  // per stack slot, bottom first. stackStart_ has one more element than pcs_,
  // so the depth of entry k is stackStart_[k + 1] - stackStart_[k]: the depth
  // is stored once, as a running sum.
  uint16_t maxLocals_ = 0;
  bool subroutineRefConflict_ = false;
  std::vector<uint16_t> pcs_;
  std::vector<uint32_t> stackStart_;
  std::vector<uint64_t> refBits_;
  std::vector<std::string> kinds_;  // describe() text per entry, only with keepKinds
};

}  // namespace ww::vm
