// Tests for the bytecode verifier (TypeFlow::verify in vm/typeflow.h):
// methods assembled by hand (tests/unit/bytecode_asm.h) are verified against
// a small made-up class hierarchy. Every kind of rejection must name its
// reason and the pc; both verifiers (type checking against hand-written
// StackMapTable frames, type inference with merges) must accept what is valid
// and refuse what is not; random and damaged code must never crash; and
// every method of the class library (javac output) must verify against a
// hierarchy read from the class library's own files, both with its frames
// and, as a version-49 file, by inference.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <tuple>

#include "interpreter/opcodes.h"
#include "tests/unit/bytecode_asm.h"
#include "vm/class.h"
#include "vm/classfile.h"
#include "vm/typeflow.h"

namespace ww::vm {
namespace {

using enum interp::Op;
using asmtest::Asm;
using asmtest::TestMethod;
using Answer = ClassHierarchy::Answer;

// The tests' hierarchies answer from tables: whether a class is an interface
// (empty if unknown: a load failure) and its superclass ("" for Object and
// unknown classes). The rules over those answers are the VM's own
// (ClassHierarchy in vm/typeflow.h).
class TableHierarchy : public ClassHierarchy {
 protected:
  std::optional<bool> isInterface(std::string_view name) override { return interfaceFlag(name); }
  std::optional<std::string> superclassOf(std::string_view name) override {
    if (!interfaceFlag(name)) return std::nullopt;
    return superOf(name);
  }
  virtual std::optional<bool> interfaceFlag(std::string_view name) const = 0;
  virtual std::string superOf(std::string_view name) const = 0;
};

// A few classes of java.lang, and these of the tests:
//   pkg/Base, and its subclasses pkg/A and pkg/B; pkg/I, an interface;
//   other/Base (another package), with a protected field p:I and a
//   protected method q()V.
// pkg/Test, the class of the method under test, extends java/lang/Object
// unless a test says otherwise.
class FakeHierarchy : public TableHierarchy {
 public:
  FakeHierarchy() {
    for (const char* n : {"java/lang/Throwable", "java/lang/String", "java/lang/Number", "java/lang/Class",
                          "pkg/Test", "pkg/Base", "other/Base"})
      addClass(n, "java/lang/Object");
    addClass("java/lang/Object", "");
    addClass("java/lang/Exception", "java/lang/Throwable");
    addClass("java/lang/RuntimeException", "java/lang/Exception");
    addClass("java/lang/Integer", "java/lang/Number");
    addClass("pkg/A", "pkg/Base");
    addClass("pkg/B", "pkg/Base");
    for (const char* n : {"java/lang/Cloneable", "java/io/Serializable", "java/lang/Runnable", "pkg/I"})
      addClass(n, "java/lang/Object", true);
    protected_.insert({"other/Base", "p", "I", false});
    protected_.insert({"other/Base", "q", "()V", true});
  }

  void addClass(const std::string& name, const std::string& super, bool isInterface = false) {
    classes_[name] = {super, isInterface};
  }

  // The table answers as the real hierarchy would for pkg/Test: a protected
  // member of a proper superclass of pkg/Test, in another package.
  Answer protectedElsewhere(std::string_view refClass, std::string_view name, std::string_view desc,
                            bool method) override {
    bool superclass = false;
    for (std::string k = superOf("pkg/Test"); !k.empty(); k = superOf(k)) superclass |= k == refClass;
    if (!superclass) return Answer::No;
    return protected_.count({std::string(refClass), std::string(name), std::string(desc), method}) ? Answer::Yes
                                                                                                   : Answer::No;
  }

 private:
  std::optional<bool> interfaceFlag(std::string_view name) const override {
    auto it = classes_.find(std::string(name));
    if (it == classes_.end()) return std::nullopt;
    return it->second.second;
  }
  std::string superOf(std::string_view name) const override {
    auto it = classes_.find(std::string(name));
    return it == classes_.end() ? "" : it->second.first;
  }

  std::map<std::string, std::pair<std::string, bool>> classes_;  // name -> super, is an interface
  std::set<std::tuple<std::string, std::string, std::string, bool>> protected_;
};

// The error must hold `message` and name the method and the pc, as
// "... in method pkg.Test.m(desc) at pc N" (perhaps followed by the opcode),
// or, for a state that does not match the frame it reaches, "(from pc N)".
void expectError(const std::string& error, const std::string& message, uint32_t pc, const std::string& what) {
  EXPECT_NE(error.find(message), std::string::npos) << what << ": " << error;
  EXPECT_NE(error.find(" in method pkg.Test."), std::string::npos) << what << ": " << error;
  std::string at = " at pc " + std::to_string(pc);
  size_t found = error.find(at);
  bool whole = (found != std::string::npos &&
                (found + at.size() == error.size() || error[found + at.size()] == ' ')) ||
               error.find("(from pc " + std::to_string(pc) + ")") != std::string::npos;
  EXPECT_TRUE(whole) << what << ": expected pc " << pc << ": " << error;
}

// Which verifier a case runs under: type checking (version 52, no frames, so
// only straight-line code), type inference (version 49), or both.
enum class Verifiers { Both, Inference, Checking };

struct Case {
  const char* what;
  std::function<void(Asm&, TestMethod&)> make;
  int maxStack, maxLocals;
  const char* message;  // nullptr: the method must verify
  Verifiers verifiers = Verifiers::Both;
};

// Runs each case under the verifiers it names. A rejected case's pc is the
// label "bad" (0 if the case has none).
void runCases(const std::vector<Case>& cases) {
  for (const Case& c : cases) {
    for (uint16_t version : {49, 52}) {
      if ((c.verifiers == Verifiers::Inference && version != 49) ||
          (c.verifiers == Verifiers::Checking && version != 52))
        continue;
      std::string what = std::string(c.what) + " (version " + std::to_string(version) + ")";
      TestMethod t;
      t.setMajorVersion(version);
      Asm a;
      c.make(a, t);
      FakeHierarchy h;
      std::string error;
      bool ok = t.verify(a, c.maxStack, c.maxLocals, h, &error);
      if (!c.message) {
        EXPECT_TRUE(ok) << what << ": " << error;
        continue;
      }
      EXPECT_FALSE(ok) << what;
      expectError(error, c.message, a.has("bad") ? a.at("bad") : 0, what);
    }
  }
}

// ---------------------------------------------------------------- rejections

TEST(VerifierRejects, StackDepth) {
  runCases({
      {"underflow", [](Asm& a, TestMethod&) { a.label("bad").op(OP_POP).op(OP_RETURN); }, 1, 0,
       "Unable to pop operand off an empty stack"},
      {"underflow of an operand",
       [](Asm& a, TestMethod&) { a.op(OP_ICONST_0).label("bad").op(OP_IADD).op(OP_POP).op(OP_RETURN); }, 2, 0,
       "Unable to pop operand off an empty stack"},
      {"overflow", [](Asm& a, TestMethod&) { a.op(OP_ICONST_0).label("bad").op(OP_ICONST_0).op(OP_RETURN); }, 1, 0,
       "Stack size too large"},
      {"long overflow", [](Asm& a, TestMethod&) { a.label("bad").op(OP_LCONST_0).op(OP_RETURN); }, 1, 0,
       "Stack size too large"},
      {"dup overflow", [](Asm& a, TestMethod&) { a.op(OP_ACONST_NULL).label("bad").op(OP_DUP).op(OP_RETURN); }, 1, 0,
       "Stack size too large"},
  });
}

TEST(VerifierRejects, OperandTypes) {
  runCases({
      {"int for a reference",
       [](Asm& a, TestMethod&) { a.op(OP_ICONST_0).label("bad").op(OP_MONITORENTER).op(OP_RETURN); }, 1, 0,
       "Bad type on operand stack: expected a reference, found int"},
      {"reference for an int",
       [](Asm& a, TestMethod&) { a.op(OP_ACONST_NULL).label("bad").op(OP_INEG).op(OP_POP).op(OP_RETURN); }, 1, 0,
       "Bad type on operand stack: expected int, found null"},
      {"half of a long for an int",
       [](Asm& a, TestMethod&) { a.op(OP_LCONST_0).label("bad").op(OP_I2L).op(OP_POP2).op(OP_RETURN); }, 4, 0,
       "expected int, found long"},
      {"ints for a long",
       [](Asm& a, TestMethod&) { a.ops({OP_ICONST_0, OP_ICONST_0}).label("bad").op(OP_LNEG).op(OP_POP2).op(OP_RETURN); },
       2, 0, "expected long, found int"},
      {"an int over a long for a long",
       [](Asm& a, TestMethod&) { a.ops({OP_LCONST_0, OP_ICONST_0}).label("bad").op(OP_LADD).op(OP_POP2).op(OP_RETURN); },
       3, 0, "expected long, found int"},
      {"double for a long",
       [](Asm& a, TestMethod&) { a.op(OP_DCONST_0).label("bad").op(OP_LNEG).op(OP_POP2).op(OP_RETURN); }, 2, 0,
       "expected long, found double"},
      {"float for an int",
       [](Asm& a, TestMethod&) { a.op(OP_FCONST_0).label("bad").op(OP_INEG).op(OP_POP).op(OP_RETURN); }, 1, 0,
       "expected int, found float"},
      {"int for a float",
       [](Asm& a, TestMethod&) { a.op(OP_ICONST_0).label("bad").op(OP_FNEG).op(OP_POP).op(OP_RETURN); }, 1, 0,
       "expected float, found int"},
      {"wrong class for a method argument",
       [](Asm& a, TestMethod& t) {
         a.op1(OP_LDC, t.str("s")).label("bad").op2(OP_INVOKESTATIC, t.method("(Ljava/lang/Integer;)V"));
         a.op(OP_RETURN);
       },
       1, 0, "expected 'java/lang/Integer', found 'java/lang/String'"},
      {"int for a reference argument",
       [](Asm& a, TestMethod& t) {
         a.ops({OP_ICONST_0, OP_ICONST_0}).label("bad").op2(OP_INVOKESTATIC, t.method("(ILjava/lang/Object;)V"));
         a.op(OP_RETURN);
       },
       2, 0, "expected 'java/lang/Object', found int"},
      {"putfield value type",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "(Lpkg/Test;)V";
         a.op(OP_ALOAD_0).op1(OP_LDC, t.str("s")).label("bad").op2(OP_PUTFIELD, t.field("I")).op(OP_RETURN);
       },
       2, 1, "expected int, found 'java/lang/String'"},
      {"putstatic value type",
       [](Asm& a, TestMethod& t) {
         a.ops({OP_FCONST_1, OP_FCONST_1}).label("bad").op2(OP_PUTSTATIC, t.field("J")).op(OP_RETURN);
       },
       2, 0, "expected long, found float"},
      {"putfield object type",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "(Ljava/lang/String;)V";
         a.op(OP_ALOAD_0).op(OP_ICONST_0).label("bad").op2(OP_PUTFIELD, t.field("I")).op(OP_RETURN);
       },
       2, 1, "expected 'pkg/Test', found 'java/lang/String'"},
      {"getfield object type",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "(Ljava/lang/String;)V";
         a.op(OP_ALOAD_0).label("bad").op2(OP_GETFIELD, t.field("I")).op(OP_POP).op(OP_RETURN);
       },
       1, 1, "expected 'pkg/Test', found 'java/lang/String'"},
      {"aastore on null",
       [](Asm& a, TestMethod&) {
         a.op(OP_ACONST_NULL).op(OP_ASTORE_0).op(OP_ALOAD_0).op(OP_ICONST_0).op(OP_ACONST_NULL).op(OP_AASTORE);
         a.op(OP_RETURN);  // null as the array passes: it throws when run
       },
       3, 1, nullptr},
      {"aastore on a String",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "(Ljava/lang/String;)V";
         a.ops({OP_ALOAD_0, OP_ICONST_0, OP_ACONST_NULL}).label("bad").op(OP_AASTORE).op(OP_RETURN);
       },
       3, 1, "expected an array of L, found 'java/lang/String'"},
      {"aastore on an int[]",
       [](Asm& a, TestMethod&) {
         a.op(OP_ICONST_1).op1(OP_NEWARRAY, 10).ops({OP_ICONST_0, OP_ACONST_NULL}).label("bad").op(OP_AASTORE);
         a.op(OP_RETURN);
       },
       3, 0, "expected an array of L, found '[I'"},
      {"aaload on a String",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "(Ljava/lang/String;)V";
         a.ops({OP_ALOAD_0, OP_ICONST_0}).label("bad").op(OP_AALOAD).op(OP_POP).op(OP_RETURN);
       },
       2, 1, "expected an array of L, found 'java/lang/String'"},
      {"iaload on a long[]",
       [](Asm& a, TestMethod&) {
         a.op(OP_ICONST_1).op1(OP_NEWARRAY, 11).op(OP_ICONST_0).label("bad").op(OP_IALOAD).op(OP_POP).op(OP_RETURN);
       },
       2, 0, "expected an array of I, found '[J'"},
      {"iastore of a float",
       [](Asm& a, TestMethod&) {
         a.op(OP_ICONST_1).op1(OP_NEWARRAY, 10).ops({OP_ICONST_0, OP_FCONST_0}).label("bad").op(OP_IASTORE);
         a.op(OP_RETURN);
       },
       3, 0, "expected int, found float"},
      {"arraylength on an int",
       [](Asm& a, TestMethod&) { a.op(OP_ICONST_0).label("bad").op(OP_ARRAYLENGTH).op(OP_POP).op(OP_RETURN); }, 1, 0,
       "expected 'java/lang/Object', found int"},
      {"arraylength on a String",
       [](Asm& a, TestMethod& t) {
         a.op1(OP_LDC, t.str("s")).label("bad").op(OP_ARRAYLENGTH).op(OP_POP).op(OP_RETURN);
       },
       1, 0, "expected an array, found 'java/lang/String'"},
      {"athrow of a String",
       [](Asm& a, TestMethod& t) { a.op1(OP_LDC, t.str("s")).label("bad").op(OP_ATHROW); }, 1, 0,
       "expected 'java/lang/Throwable', found 'java/lang/String'"},
      {"athrow of an int", [](Asm& a, TestMethod&) { a.op(OP_ICONST_0).label("bad").op(OP_ATHROW); }, 1, 0,
       "expected 'java/lang/Throwable', found int"},
      {"checkcast of an int",
       [](Asm& a, TestMethod& t) {
         a.op(OP_ICONST_0).label("bad").op2(OP_CHECKCAST, t.cls("java/lang/String")).op(OP_POP).op(OP_RETURN);
       },
       1, 0, "expected 'java/lang/Object', found int"},
      {"if_acmpeq of ints",
       [](Asm& a, TestMethod&) {
         a.ops({OP_ICONST_0, OP_ICONST_0}).label("bad").branch(OP_IF_ACMPEQ, "end").label("end").op(OP_RETURN);
       },
       2, 0, "expected a reference, found int", Verifiers::Inference},
  });
}

TEST(VerifierRejects, Locals) {
  runCases({
      {"load past max_locals", [](Asm& a, TestMethod&) { a.label("bad").op1(OP_ILOAD, 2).op(OP_RETURN); }, 1, 2,
       "Illegal local variable number"},
      {"long load past max_locals", [](Asm& a, TestMethod&) { a.label("bad").op(OP_LLOAD_1).op(OP_RETURN); }, 2, 2,
       "Illegal local variable number"},
      {"store past max_locals",
       [](Asm& a, TestMethod&) { a.op(OP_ICONST_0).label("bad").op(OP_ISTORE_0).op(OP_RETURN); }, 1, 0,
       "Illegal local variable number"},
      {"iinc past max_locals", [](Asm& a, TestMethod&) { a.label("bad").op(OP_IINC).u1(3).u1(1).op(OP_RETURN); }, 0,
       3, "Illegal local variable number"},
      {"wide load past max_locals", [](Asm& a, TestMethod&) { a.label("bad").wide(OP_ALOAD, 300).op(OP_RETURN); }, 1,
       10, "Illegal local variable number"},
      {"iload of a reference",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "(Ljava/lang/Object;)V";
         a.label("bad").op(OP_ILOAD_0).op(OP_POP).op(OP_RETURN);
       },
       1, 1, "Bad local variable type: local 0 holds 'java/lang/Object', the load expects int"},
      {"aload of an int",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "(I)V";
         a.label("bad").op(OP_ALOAD_0).op(OP_POP).op(OP_RETURN);
       },
       1, 1, "Bad local variable type: local 0 holds int, the load expects a reference"},
      {"lload of the second half of a long",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "(J)V";
         a.label("bad").op(OP_LLOAD_1).op(OP_POP2).op(OP_RETURN);
       },
       2, 3, "Bad local variable type: local 1"},
      {"lload of a long whose half was overwritten",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "(J)V";
         a.op(OP_ICONST_0).op(OP_ISTORE_1).label("bad").op(OP_LLOAD_0).op(OP_POP2).op(OP_RETURN);
       },
       2, 2, "Bad local variable type: local 0 holds top (unusable)"},
      {"fload of an int",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "(I)V";
         a.label("bad").op(OP_FLOAD_0).op(OP_POP).op(OP_RETURN);
       },
       1, 1, "local 0 holds int, the load expects float"},
      {"dload of a long",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "(J)V";
         a.label("bad").op(OP_DLOAD_0).op(OP_POP2).op(OP_RETURN);
       },
       2, 2, "local 0 holds long, the load expects double"},
      {"aload of a local never set", [](Asm& a, TestMethod&) { a.label("bad").op(OP_ALOAD_0).op(OP_POP).op(OP_RETURN); },
       1, 1, "local 0 holds top (unusable)"},
      {"iinc of a float",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "(F)V";
         a.label("bad").op(OP_IINC).u1(0).u1(1).op(OP_RETURN);
       },
       0, 1, "iinc of local 0"},
      {"astore of an int",
       [](Asm& a, TestMethod&) { a.op(OP_ICONST_0).label("bad").op(OP_ASTORE_0).op(OP_RETURN); }, 1, 1,
       "expected a reference, found int"},
  });
}

TEST(VerifierRejects, ControlFlow) {
  runCases({
      {"jump past the end", [](Asm& a, TestMethod&) { a.label("bad").op(OP_GOTO).u2(100).op(OP_RETURN); }, 0, 0,
       "Illegal target of jump or branch"},
      {"jump before the start",
       [](Asm& a, TestMethod&) { a.op(OP_NOP).label("bad").op(OP_GOTO).u2(0xfffe).op(OP_RETURN); }, 0, 0,
       "Illegal target of jump or branch"},
      {"jump into an instruction",
       [](Asm& a, TestMethod&) {
         a.op2(OP_SIPUSH, 7).op(OP_POP).label("bad").op(OP_GOTO).u2(0xfffd);  // to pc 1, sipush's operand
       },
       1, 0, "Illegal target of jump or branch"},
      {"switch into an instruction",
       [](Asm& a, TestMethod&) {
         a.op(OP_ICONST_0).label("bad").op(OP_LOOKUPSWITCH).u1(0).u1(0).s4(2).s4(0).op(OP_RETURN);
       },
       1, 0, "Illegal target of jump or branch"},
      {"falling off the end", [](Asm& a, TestMethod&) { a.op(OP_ICONST_0).op(OP_POP).label("bad"); }, 1, 0,
       "Falling off the end of the code"},
      {"falling off past a branch",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "(I)V";
         a.op(OP_ILOAD_0).branch(OP_IFEQ, "end").label("end").op(OP_NOP).label("bad");
       },
       1, 1, "Falling off the end of the code", Verifiers::Inference},
      {"handler range empty",
       [](Asm& a, TestMethod& t) {
         a.ops({OP_NOP, OP_NOP}).op(OP_RETURN).label("bad").op(OP_ATHROW);
         t.handler(1, 1, 3);
       },
       1, 0, "Illegal exception table range"},
      {"handler range ending inside an instruction",
       [](Asm& a, TestMethod& t) {
         a.op2(OP_SIPUSH, 1).op(OP_POP).op(OP_RETURN).label("bad").op(OP_ATHROW);
         t.handler(0, 2, 5);
       },
       1, 0, "Illegal exception table range"},
      {"handler range past the code",
       [](Asm& a, TestMethod& t) {
         a.op(OP_NOP).op(OP_RETURN).label("bad").op(OP_ATHROW);
         t.handler(0, 9, 2);
       },
       1, 0, "Illegal exception table range"},
      {"catch type not a Throwable",
       [](Asm& a, TestMethod& t) {
         a.op(OP_NOP).op(OP_RETURN).label("bad").op(OP_ATHROW);
         t.handler(0, 1, 2, t.cls("java/lang/String"));
       },
       1, 0, "Catch type is not a subclass of Throwable"},
      {"catch type an interface",
       [](Asm& a, TestMethod& t) {
         a.op(OP_NOP).op(OP_RETURN).label("bad").op(OP_ATHROW);
         t.handler(0, 1, 2, t.cls("java/lang/Runnable"));
       },
       1, 0, "Catch type is not a subclass of Throwable"},
  });
}

// A handler inside an instruction: the message names the handler's pc,
// which no label can mark.
TEST(VerifierRejects, HandlerInsideAnInstructionNamesItsPc) {
  TestMethod t;
  Asm a;
  a.op2(OP_SIPUSH, 1).op(OP_POP).op(OP_RETURN);
  t.handler(0, 3, 1);
  FakeHierarchy h;
  std::string error;
  EXPECT_FALSE(t.verify(a, 1, 0, h, &error));
  expectError(error, "Illegal exception table range", 1, "handler at pc 1");
}

// A constructor of pkg/Test: an instance method <init> with this descriptor.
void constructor(TestMethod& t, const std::string& descriptor = "()V") {
  t.method().name = "<init>";
  t.method().descriptor = descriptor;
  t.method().access = 0;
}

TEST(VerifierRejects, UninitialisedObjects) {
  runCases({
      {"method call on an uninitialised object",
       [](Asm& a, TestMethod& t) {
         a.op2(OP_NEW, t.cls("pkg/Test")).label("bad").op2(OP_INVOKEVIRTUAL, t.method("()V")).op(OP_RETURN);
       },
       1, 0, "expected 'pkg/Test', found uninitialized(0)"},
      {"field access on an uninitialised object",
       [](Asm& a, TestMethod& t) {
         a.op2(OP_NEW, t.cls("pkg/Test")).label("bad").op2(OP_GETFIELD, t.field("I")).op(OP_POP).op(OP_RETURN);
       },
       1, 0, "expected 'pkg/Test', found uninitialized(0)"},
      {"uninitialised object as an argument",
       [](Asm& a, TestMethod& t) {
         a.op(OP_NOP).op2(OP_NEW, t.cls("pkg/Test")).label("bad");
         a.op2(OP_INVOKESTATIC, t.method("(Ljava/lang/Object;)V")).op(OP_RETURN);
       },
       1, 0, "expected 'java/lang/Object', found uninitialized(1)"},
      {"uninitialised object returned",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "()Ljava/lang/Object;";
         a.op2(OP_NEW, t.cls("pkg/Test")).label("bad").op(OP_ARETURN);
       },
       1, 0, "expected 'java/lang/Object', found uninitialized(0)"},
      {"uninitialised object thrown",
       [](Asm& a, TestMethod& t) { a.op2(OP_NEW, t.cls("java/lang/Exception")).label("bad").op(OP_ATHROW); }, 1, 0,
       "found uninitialized(0)"},
      {"uninitialised this as an argument",
       [](Asm& a, TestMethod& t) {
         constructor(t);
         a.op(OP_ALOAD_0).label("bad").op2(OP_INVOKESTATIC, t.method("(Ljava/lang/Object;)V")).op(OP_RETURN);
       },
       1, 1, "found uninitializedThis"},
      {"method call on uninitialised this",
       [](Asm& a, TestMethod& t) {
         constructor(t);
         a.op(OP_ALOAD_0).label("bad").op2(OP_INVOKEVIRTUAL, t.method("()V")).op(OP_RETURN);
       },
       1, 1, "found uninitializedThis"},
      {"getfield on uninitialised this",
       [](Asm& a, TestMethod& t) {
         constructor(t);
         t.declareField("f", "I");
         a.op(OP_ALOAD_0).label("bad").op2(OP_GETFIELD, t.field("I")).op(OP_POP).op(OP_RETURN);
       },
       1, 1, "found uninitializedThis"},
      {"putfield before super() on a field the class does not declare",
       [](Asm& a, TestMethod& t) {
         constructor(t);
         a.ops({OP_ALOAD_0, OP_ICONST_0}).label("bad").op2(OP_PUTFIELD, t.field("I"));
         a.op(OP_ALOAD_0).op2(OP_INVOKESPECIAL, t.member(CpTag::Methodref, "java/lang/Object", "<init>", "()V"));
         a.op(OP_RETURN);
       },
       2, 1, "found uninitializedThis"},
      {"constructor returns before super()",
       [](Asm& a, TestMethod& t) {
         constructor(t);
         a.label("bad").op(OP_RETURN);
       },
       0, 1, "Constructor must call super() or this() before return"},
      {"constructor returns before super() on one path",
       [](Asm& a, TestMethod& t) {
         constructor(t, "(I)V");
         a.op(OP_ILOAD_1).branch(OP_IFEQ, "skip").op(OP_ALOAD_0);
         a.op2(OP_INVOKESPECIAL, t.member(CpTag::Methodref, "java/lang/Object", "<init>", "()V"));
         a.label("skip").label("bad").op(OP_RETURN);
       },
       1, 2, "Constructor must call super() or this() before return", Verifiers::Inference},
      {"constructor returning from a handler around super()",
       [](Asm& a, TestMethod& t) {
         constructor(t);
         a.label("try").op(OP_ALOAD_0);
         a.op2(OP_INVOKESPECIAL, t.member(CpTag::Methodref, "java/lang/Object", "<init>", "()V"));
         a.label("end").op(OP_RETURN).label("catch").op(OP_POP).label("bad").op(OP_RETURN);
         t.handler(a.at("try"), a.at("end"), a.at("catch"));
       },
       1, 1, "Constructor must call super() or this() before return", Verifiers::Inference},
      {"new's object initialised by another class's <init>",
       [](Asm& a, TestMethod& t) {
         a.op2(OP_NEW, t.cls("pkg/Test")).op(OP_DUP).label("bad");
         a.op2(OP_INVOKESPECIAL, t.member(CpTag::Methodref, "java/lang/Object", "<init>", "()V"));
         a.op(OP_POP).op(OP_RETURN);
       },
       2, 0, "Call to wrong initialization method"},
      {"constructor calls an unrelated class's <init>",
       [](Asm& a, TestMethod& t) {
         constructor(t);
         a.op(OP_ALOAD_0).label("bad");
         a.op2(OP_INVOKESPECIAL, t.member(CpTag::Methodref, "java/lang/String", "<init>", "()V")).op(OP_RETURN);
       },
       1, 1, "Bad <init> method call"},
      {"<init> on an initialised object",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "(Lpkg/Test;)V";
         a.op(OP_ALOAD_0).label("bad");
         a.op2(OP_INVOKESPECIAL, t.member(CpTag::Methodref, "pkg/Test", "<init>", "()V")).op(OP_RETURN);
       },
       1, 1, "<init> called on 'pkg/Test'"},
      {"<init> twice on this",
       [](Asm& a, TestMethod& t) {
         constructor(t);
         uint16_t init = t.member(CpTag::Methodref, "java/lang/Object", "<init>", "()V");
         a.op(OP_ALOAD_0).op2(OP_INVOKESPECIAL, init).op(OP_ALOAD_0).label("bad").op2(OP_INVOKESPECIAL, init);
         a.op(OP_RETURN);
       },
       1, 1, "<init> called on 'pkg/Test'"},
  });
}

TEST(VerifierRejects, Returns) {
  runCases({
      {"ireturn in a void method", [](Asm& a, TestMethod&) { a.op(OP_ICONST_0).label("bad").op(OP_IRETURN); }, 1, 0,
       "Method expects no return value"},
      {"areturn in a void method", [](Asm& a, TestMethod&) { a.op(OP_ACONST_NULL).label("bad").op(OP_ARETURN); }, 1,
       0, "Method expects no return value"},
      {"return in an int method",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "()I";
         a.label("bad").op(OP_RETURN);
       },
       0, 0, "Wrong return type in function"},
      {"lreturn in a double method",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "()D";
         a.op(OP_LCONST_0).label("bad").op(OP_LRETURN);
       },
       2, 0, "Wrong return type in function"},
      {"ireturn of a float",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "()Z";
         a.op(OP_FCONST_0).label("bad").op(OP_IRETURN);
       },
       1, 0, "expected int, found float"},
      {"areturn of a class not assignable to the result",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "()Ljava/lang/Integer;";
         a.op1(OP_LDC, t.str("s")).label("bad").op(OP_ARETURN);
       },
       1, 0, "expected 'java/lang/Integer', found 'java/lang/String'"},
      {"areturn of a superclass of the result",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "(Lpkg/Base;)Lpkg/A;";
         a.op(OP_ALOAD_0).label("bad").op(OP_ARETURN);
       },
       1, 1, "expected 'pkg/A', found 'pkg/Base'"},
      {"areturn of an int[] as Object[]",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "([I)[Ljava/lang/Object;";
         a.op(OP_ALOAD_0).label("bad").op(OP_ARETURN);
       },
       1, 1, "expected '[Ljava/lang/Object;', found '[I'"},
  });
}

TEST(VerifierRejects, Invokes) {
  runCases({
      {"invokeinterface count byte",
       [](Asm& a, TestMethod& t) {
         uint16_t h = t.member(CpTag::InterfaceMethodref, "pkg/I", "h", "(I)D");
         a.ops({OP_ACONST_NULL, OP_ICONST_0}).label("bad").op2(OP_INVOKEINTERFACE, h).u1(3).u1(0);
         a.op(OP_POP2).op(OP_RETURN);
       },
       2, 0, "Inconsistent args count operand in invokeinterface"},
      {"invokeinterface fourth byte",
       [](Asm& a, TestMethod& t) {
         uint16_t h = t.member(CpTag::InterfaceMethodref, "pkg/I", "h", "(I)D");
         a.ops({OP_ACONST_NULL, OP_ICONST_0}).label("bad").op2(OP_INVOKEINTERFACE, h).u1(2).u1(1);
         a.op(OP_POP2).op(OP_RETURN);
       },
       2, 0, "Fourth operand byte of invokeinterface must be zero"},
      {"invokeinterface on a Methodref",
       [](Asm& a, TestMethod& t) {
         a.op(OP_ACONST_NULL).label("bad").op2(OP_INVOKEINTERFACE, t.method("()V")).u1(1).u1(0).op(OP_RETURN);
       },
       1, 0, "Illegal type in constant pool"},
      {"invokespecial on an unrelated class",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "(Ljava/lang/String;)V";
         a.op(OP_ALOAD_0).label("bad");
         a.op2(OP_INVOKESPECIAL, t.member(CpTag::Methodref, "java/lang/String", "length", "()I"));
         a.op(OP_POP).op(OP_RETURN);
       },
       1, 1, "Bad invokespecial instruction: current class isn't assignable to reference class"},
      {"invokespecial of a superclass method on another object",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "(Ljava/lang/Object;)V";
         a.op(OP_ALOAD_0).label("bad");
         a.op2(OP_INVOKESPECIAL, t.member(CpTag::Methodref, "java/lang/Object", "hashCode", "()I"));
         a.op(OP_POP).op(OP_RETURN);
       },
       1, 1, "expected 'pkg/Test', found 'java/lang/Object'"},
      {"call to <clinit>",
       [](Asm& a, TestMethod& t) {
         a.label("bad").op2(OP_INVOKESTATIC, t.member(CpTag::Methodref, "pkg/Test", "<clinit>", "()V")).op(OP_RETURN);
       },
       0, 0, "Illegal call to internal method"},
      {"invokevirtual of <init>",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "(Lpkg/Test;)V";
         a.op(OP_ALOAD_0).label("bad");
         a.op2(OP_INVOKEVIRTUAL, t.member(CpTag::Methodref, "pkg/Test", "<init>", "()V")).op(OP_RETURN);
       },
       1, 1, "Illegal call to internal method"},
      {"arguments in the wrong order",
       [](Asm& a, TestMethod& t) {
         a.op(OP_ICONST_0).op(OP_FCONST_0).label("bad").op2(OP_INVOKESTATIC, t.method("(FI)V")).op(OP_RETURN);
       },
       2, 0, "expected int, found float"},
  });
}

// pkg/Test extends other/Base, whose protected members p:I and q()V are in
// another package: pkg/Test may use them on a pkg/Test (or null), not on
// any other/Base.
TEST(VerifierRejects, ProtectedAccessOnAnObjectNotOfTheSubclass) {
  struct Access {
    const char* what;
    const char* descriptor;
    std::function<void(Asm&, TestMethod&)> make;
    bool accepted;
  };
  const std::vector<Access> cases = {
      {"getfield on other/Base", "(Lother/Base;)V",
       [](Asm& a, TestMethod& t) {
         a.op(OP_ALOAD_0).label("bad").op2(OP_GETFIELD, t.member(CpTag::Fieldref, "other/Base", "p", "I"));
         a.op(OP_POP).op(OP_RETURN);
       },
       false},
      {"putfield on other/Base", "(Lother/Base;)V",
       [](Asm& a, TestMethod& t) {
         a.ops({OP_ALOAD_0, OP_ICONST_0}).label("bad").op2(OP_PUTFIELD, t.member(CpTag::Fieldref, "other/Base", "p", "I"));
         a.op(OP_RETURN);
       },
       false},
      {"invokevirtual on other/Base", "(Lother/Base;)V",
       [](Asm& a, TestMethod& t) {
         a.op(OP_ALOAD_0).label("bad").op2(OP_INVOKEVIRTUAL, t.member(CpTag::Methodref, "other/Base", "q", "()V"));
         a.op(OP_RETURN);
       },
       false},
      {"getfield on pkg/Test", "(Lpkg/Test;)V",
       [](Asm& a, TestMethod& t) {
         a.op(OP_ALOAD_0).op2(OP_GETFIELD, t.member(CpTag::Fieldref, "other/Base", "p", "I")).op(OP_POP);
         a.op(OP_RETURN);
       },
       true},
      {"invokevirtual on pkg/Test", "(Lpkg/Test;)V",
       [](Asm& a, TestMethod& t) {
         a.op(OP_ALOAD_0).op2(OP_INVOKEVIRTUAL, t.member(CpTag::Methodref, "other/Base", "q", "()V")).op(OP_RETURN);
       },
       true},
      {"getfield on null", "()V",
       [](Asm& a, TestMethod& t) {
         a.op(OP_ACONST_NULL).op2(OP_GETFIELD, t.member(CpTag::Fieldref, "other/Base", "p", "I")).op(OP_POP);
         a.op(OP_RETURN);
       },
       true},
      {"a public-looking member the table does not list", "(Lother/Base;)V",
       [](Asm& a, TestMethod& t) {
         a.op(OP_ALOAD_0).op2(OP_GETFIELD, t.member(CpTag::Fieldref, "other/Base", "x", "I")).op(OP_POP);
         a.op(OP_RETURN);
       },
       true},
  };
  for (const Access& c : cases) {
    for (uint16_t version : {49, 52}) {
      TestMethod t(c.descriptor);
      t.setMajorVersion(version);
      t.setSuperName("other/Base");
      FakeHierarchy h;
      h.addClass("pkg/Test", "other/Base");
      Asm a;
      c.make(a, t);
      std::string error;
      bool ok = t.verify(a, 2, 1, h, &error);
      EXPECT_EQ(ok, c.accepted) << c.what << ": " << error;
      if (!c.accepted) expectError(error, "Bad access to protected data", a.at("bad"), c.what);
    }
  }
  // When pkg/Test is not a subclass of other/Base the protected check does
  // not apply (the hierarchy says No): access is checked when the code runs.
  TestMethod t("(Lother/Base;)V");
  FakeHierarchy h;
  Asm a;
  a.op(OP_ALOAD_0).op2(OP_GETFIELD, t.member(CpTag::Fieldref, "other/Base", "p", "I")).op(OP_POP).op(OP_RETURN);
  std::string error;
  EXPECT_TRUE(t.verify(a, 1, 1, h, &error)) << error;
}

TEST(VerifierRejects, ObjectAndArrayCreation) {
  runCases({
      {"new of an array class",
       [](Asm& a, TestMethod& t) { a.label("bad").op2(OP_NEW, t.cls("[I")).op(OP_POP).op(OP_RETURN); }, 1, 0,
       "Illegal new instruction"},
      {"multianewarray with more dimensions than the class",
       [](Asm& a, TestMethod& t) {
         a.ops({OP_ICONST_1, OP_ICONST_1, OP_ICONST_1}).label("bad").op(OP_MULTIANEWARRAY).u2(t.cls("[[I")).u1(3);
         a.op(OP_POP).op(OP_RETURN);
       },
       3, 0, "Illegal dimension in multianewarray"},
      {"multianewarray of a non-array class",
       [](Asm& a, TestMethod& t) {
         a.op(OP_ICONST_1).label("bad").op(OP_MULTIANEWARRAY).u2(t.cls("java/lang/String")).u1(1);
         a.op(OP_POP).op(OP_RETURN);
       },
       1, 0, "Illegal dimension in multianewarray"},
      {"multianewarray with a float dimension",
       [](Asm& a, TestMethod& t) {
         a.ops({OP_ICONST_1, OP_FCONST_1}).label("bad").op(OP_MULTIANEWARRAY).u2(t.cls("[[I")).u1(2);
         a.op(OP_POP).op(OP_RETURN);
       },
       2, 0, "expected int, found float"},
      {"newarray of a bad type",
       [](Asm& a, TestMethod&) { a.op(OP_ICONST_1).label("bad").op1(OP_NEWARRAY, 3).op(OP_POP).op(OP_RETURN); }, 1, 0,
       "Illegal newarray instruction"},
      {"anewarray past 255 dimensions",
       [](Asm& a, TestMethod& t) {
         a.op(OP_ICONST_1).label("bad").op2(OP_ANEWARRAY, t.cls(std::string(255, '[') + "I"));
         a.op(OP_POP).op(OP_RETURN);
       },
       1, 0, "Array with too many dimensions"},
  });
}

TEST(VerifierRejects, JsrAndRetFromVersion50) {
  // Version 51 and 52 are type-checked only; the same code verifies by
  // inference in a version-49 file (and in a version-50 one, which fails over).
  for (uint16_t version : {49, 50, 51, 52}) {
    TestMethod t;
    t.setMajorVersion(version);
    Asm a;
    a.label("bad").branch(OP_JSR, "sub").op(OP_RETURN).label("sub").op(OP_ASTORE_0).op1(OP_RET, 0);
    FakeHierarchy h;
    std::string error;
    bool ok = t.verify(a, 1, 1, h, &error);
    if (version <= 50) {
      EXPECT_TRUE(ok) << version << ": " << error;
    } else {
      EXPECT_FALSE(ok) << version;
      expectError(error, "jsr and ret are not allowed in class files of version 50 and above", 0,
                  "version " + std::to_string(version));
    }
  }
  TestMethod t;
  t.setMajorVersion(52);
  Asm a;
  a.op(OP_ACONST_NULL).op(OP_ASTORE_0).label("bad").op1(OP_RET, 0);
  FakeHierarchy h;
  std::string error;
  EXPECT_FALSE(t.verify(a, 1, 1, h, &error));
  expectError(error, "jsr and ret are not allowed", 2, "ret in version 52");
}

TEST(VerifierRejects, StackOperationsSplittingALong) {
  runCases({
      {"pop of half a long", [](Asm& a, TestMethod&) { a.op(OP_LCONST_0).label("bad").op(OP_POP).op(OP_RETURN); }, 2,
       0, "the instruction takes half of a long or double"},
      {"pop2 of an int and half a long",
       [](Asm& a, TestMethod&) { a.ops({OP_LCONST_0, OP_ICONST_0}).label("bad").op(OP_POP2).op(OP_RETURN); }, 3, 0,
       "the instruction takes half of a long or double"},
      {"dup of half a double",
       [](Asm& a, TestMethod&) { a.op(OP_DCONST_0).label("bad").op(OP_DUP).op(OP_RETURN); }, 3, 0,
       "the instruction takes half of a long or double"},
      {"dup_x1 under half a long",
       [](Asm& a, TestMethod&) { a.ops({OP_LCONST_0, OP_ICONST_0}).label("bad").op(OP_DUP_X1).op(OP_RETURN); }, 4, 0,
       "the instruction takes half of a long or double"},
      {"dup2 of an int and half a long",
       [](Asm& a, TestMethod&) { a.ops({OP_LCONST_0, OP_ICONST_0}).label("bad").op(OP_DUP2).op(OP_RETURN); }, 5, 0,
       "the instruction takes half of a long or double"},
      {"dup2_x1 under half a long",
       [](Asm& a, TestMethod&) { a.ops({OP_LCONST_0, OP_LCONST_0}).label("bad").op(OP_DUP2_X1).op(OP_RETURN); }, 6,
       0, "the instruction takes half of a long or double"},
      {"swap with a long",
       [](Asm& a, TestMethod&) { a.ops({OP_ICONST_0, OP_LCONST_0}).label("bad").op(OP_SWAP).op(OP_RETURN); }, 3, 0,
       "swap of a long or double"},
  });
}

// What must not be refused: the forms next to each rejection above.
TEST(VerifierAccepts, ValidForms) {
  runCases({
      {"long and double stack operations",
       [](Asm& a, TestMethod&) {
         a.ops({OP_LCONST_0, OP_DUP2, OP_POP2, OP_DCONST_1, OP_DUP2_X2, OP_POP2, OP_POP2, OP_POP2});
         a.ops({OP_ICONST_0, OP_LCONST_1, OP_DUP2_X1, OP_POP2, OP_POP, OP_POP2, OP_RETURN});
       },
       6, 0, nullptr},
      {"constructor calling super()",
       [](Asm& a, TestMethod& t) {
         constructor(t);
         a.op(OP_ALOAD_0).op2(OP_INVOKESPECIAL, t.member(CpTag::Methodref, "java/lang/Object", "<init>", "()V"));
         a.op(OP_ALOAD_0).op2(OP_INVOKEVIRTUAL, t.method("()V")).op(OP_RETURN);
       },
       1, 1, nullptr},
      {"constructor calling this()",
       [](Asm& a, TestMethod& t) {
         constructor(t);
         a.op(OP_ALOAD_0).op(OP_ICONST_0).op2(OP_INVOKESPECIAL, t.member(CpTag::Methodref, "pkg/Test", "<init>", "(I)V"));
         a.op(OP_RETURN);
       },
       2, 1, nullptr},
      {"constructor setting its own field before super()",
       [](Asm& a, TestMethod& t) {
         constructor(t, "(I)V");
         t.declareField("f", "I");
         a.ops({OP_ALOAD_0, OP_ILOAD_1}).op2(OP_PUTFIELD, t.field("I"));
         a.op(OP_ALOAD_0).op2(OP_INVOKESPECIAL, t.member(CpTag::Methodref, "java/lang/Object", "<init>", "()V"));
         a.op(OP_RETURN);
       },
       2, 2, nullptr},
      {"new, dup, <init>, use",
       [](Asm& a, TestMethod& t) {
         a.op2(OP_NEW, t.cls("pkg/Test")).op(OP_DUP).op(OP_DUP).op(OP_ASTORE_0);
         a.op2(OP_INVOKESPECIAL, t.member(CpTag::Methodref, "pkg/Test", "<init>", "()V"));
         a.op(OP_ALOAD_0).op2(OP_INVOKEVIRTUAL, t.method("()V"));
         a.op2(OP_INVOKESTATIC, t.method("(Ljava/lang/Object;)V")).op(OP_RETURN);
       },
       3, 1, nullptr},
      {"arrays of classes",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "([Ljava/lang/String;)Ljava/lang/String;";
         a.op(OP_ALOAD_0).op2(OP_INVOKESTATIC, t.method("([Ljava/lang/Object;)V"));
         a.op(OP_ALOAD_0).op(OP_ICONST_0).op1(OP_LDC, t.str("s")).op(OP_AASTORE);
         a.op(OP_ALOAD_0).op(OP_ARRAYLENGTH).op(OP_POP);
         a.op(OP_ALOAD_0).op(OP_ICONST_0).op(OP_AALOAD).op(OP_ARETURN);
       },
       3, 1, nullptr},
      {"multianewarray and its components",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "()[I";
         a.ops({OP_ICONST_2, OP_ICONST_3}).op(OP_MULTIANEWARRAY).u2(t.cls("[[I")).u1(2);
         a.op(OP_ICONST_0).op(OP_AALOAD).op(OP_ARETURN);
       },
       2, 0, nullptr},
      {"byte and boolean arrays share baload",
       [](Asm& a, TestMethod&) {
         a.op(OP_ICONST_1).op1(OP_NEWARRAY, 4).op(OP_ICONST_0).op(OP_BALOAD).op(OP_POP);
         a.op(OP_ICONST_1).op1(OP_NEWARRAY, 8).op(OP_ICONST_0).op(OP_BALOAD).op(OP_POP).op(OP_RETURN);
       },
       2, 0, nullptr},
      {"any reference to an interface parameter",
       [](Asm& a, TestMethod& t) {
         a.op1(OP_LDC, t.str("s")).op2(OP_INVOKESTATIC, t.method("(Lpkg/I;)V")).op(OP_RETURN);
       },
       1, 0, nullptr},
      {"invokeinterface with its count",
       [](Asm& a, TestMethod& t) {
         uint16_t h = t.member(CpTag::InterfaceMethodref, "pkg/I", "h", "(JI)D");
         a.ops({OP_ACONST_NULL, OP_LCONST_0, OP_ICONST_0}).op2(OP_INVOKEINTERFACE, h).u1(4).u1(0);
         a.op(OP_POP2).op(OP_RETURN);
       },
       4, 0, nullptr},
      {"invokespecial of a private method on this",
       [](Asm& a, TestMethod& t) {
         t.method().access = 0;
         a.op(OP_ALOAD_0).op2(OP_INVOKESPECIAL, t.method("()V")).op(OP_RETURN);
       },
       1, 1, nullptr},
      {"a caught exception rethrown",
       [](Asm& a, TestMethod& t) {
         a.label("try").op2(OP_INVOKESTATIC, t.method("()V")).label("end").op(OP_RETURN);
         a.label("catch").op(OP_ASTORE_0).op(OP_ALOAD_0).op(OP_ATHROW);
         t.handler(a.at("try"), a.at("end"), a.at("catch"), t.cls("java/lang/RuntimeException"));
       },
       1, 1, nullptr, Verifiers::Inference},
      {"ldc of a class in version 49",
       [](Asm& a, TestMethod& t) {
         a.op1(OP_LDC, t.cls("pkg/Test")).op2(OP_INVOKESTATIC, t.method("(Ljava/lang/Class;)V")).op(OP_RETURN);
       },
       1, 0, nullptr},
      {"null where any class is expected",
       [](Asm& a, TestMethod& t) {
         t.method().descriptor = "()Ljava/lang/Integer;";
         a.op(OP_ACONST_NULL).op2(OP_INVOKESTATIC, t.method("(Ljava/lang/String;)V"));
         a.op(OP_ACONST_NULL).op(OP_ICONST_0).op(OP_AALOAD).op(OP_ARETURN);
       },
       2, 0, nullptr},
  });
}

// A class the hierarchy cannot find: verify fails, saying so, rather than
// guessing.
TEST(VerifierRejects, ClassThatCannotBeLoaded) {
  TestMethod t("(Lpkg/Missing;)V");
  Asm a;
  a.op(OP_ALOAD_0).label("bad").op2(OP_INVOKESTATIC, t.method("(Lpkg/Base;)V")).op(OP_RETURN);
  FakeHierarchy h;
  std::string error;
  EXPECT_FALSE(t.verify(a, 1, 1, h, &error));
  EXPECT_NE(error.find("could not be loaded"), std::string::npos) << error;
  EXPECT_NE(error.find("at pc 1"), std::string::npos) << error;
}

// ---------------------------------------------------------------- type checking

// Verification types as the StackMapTable writes them (JVMS 4.7.4).
using VType = std::vector<uint8_t>;
const VType kVTop{0}, kVInt{1}, kVFloat{2}, kVDouble{3}, kVLong{4}, kVNull{5}, kVUninitThis{6};
VType vObject(uint16_t classIndex) { return {7, uint8_t(classIndex >> 8), uint8_t(classIndex)}; }
VType vUninit(uint16_t newPc) { return {8, uint8_t(newPc >> 8), uint8_t(newPc)}; }

// A StackMapTable body, frame by frame in pc order, each frame in the
// shortest encoding javac would use for it.
class StackMap {
 public:
  StackMap& same(uint32_t pc) {
    uint32_t d = delta(pc);
    return d < 64 ? u1(d) : u1(251).u2(d);
  }
  StackMap& sameLocals1(uint32_t pc, const VType& item) {
    uint32_t d = delta(pc);
    (d < 64 ? u1(64 + d) : u1(247).u2(d));
    return type(item);
  }
  StackMap& append(uint32_t pc, const std::vector<VType>& locals) {
    u1(251 + uint32_t(locals.size())).u2(delta(pc));
    for (const VType& t : locals) type(t);
    return *this;
  }
  StackMap& chop(uint32_t pc, int locals) { return u1(251 - uint32_t(locals)).u2(delta(pc)); }
  StackMap& full(uint32_t pc, const std::vector<VType>& locals, const std::vector<VType>& stack) {
    u1(255).u2(delta(pc)).u2(uint32_t(locals.size()));
    for (const VType& t : locals) type(t);
    u2(uint32_t(stack.size()));
    for (const VType& t : stack) type(t);
    return *this;
  }
  // Bytes as they are, counted as one frame (for malformed bodies).
  StackMap& raw(const std::vector<uint8_t>& bytes) {
    ++count_;
    bytes_.insert(bytes_.end(), bytes.begin(), bytes.end());
    return *this;
  }
  std::vector<uint8_t> body() const {
    std::vector<uint8_t> out{uint8_t(count_ >> 8), uint8_t(count_)};
    out.insert(out.end(), bytes_.begin(), bytes_.end());
    return out;
  }

 private:
  uint32_t delta(uint32_t pc) {
    uint32_t d = last_ < 0 ? pc : pc - uint32_t(last_) - 1;
    last_ = int64_t(pc);
    ++count_;
    return d;
  }
  StackMap& u1(uint32_t x) {
    bytes_.push_back(uint8_t(x));
    return *this;
  }
  StackMap& u2(uint32_t x) { return u1(x >> 8).u1(x); }
  StackMap& type(const VType& t) {
    bytes_.insert(bytes_.end(), t.begin(), t.end());
    return *this;
  }
  std::vector<uint8_t> bytes_;
  uint32_t count_ = 0;
  int64_t last_ = -1;
};

// Verifies a version-52 method, expecting `message` at the label "bad", or
// success if `message` is null.
void expectChecked(TestMethod& t, const Asm& a, int maxStack, int maxLocals, const char* message,
                   const std::string& what, uint16_t version = 52) {
  t.setMajorVersion(version);
  FakeHierarchy h;
  std::string error;
  bool ok = t.verify(a, maxStack, maxLocals, h, &error);
  if (!message) {
    EXPECT_TRUE(ok) << what << ": " << error;
    return;
  }
  EXPECT_FALSE(ok) << what;
  expectError(error, message, a.has("bad") ? a.at("bad") : 0, what);
}

// if (x == 0) x++; return; with a frame at the join.
Asm branchOverIinc() {
  Asm a;
  a.op(OP_ILOAD_0).label("bad").branch(OP_IFNE, "join").op(OP_IINC).u1(0).u1(1).label("join").op(OP_RETURN);
  return a;
}

TEST(VerifierTypeChecking, FrameAtABranchTargetMatches) {
  TestMethod t("(I)V");
  Asm a = branchOverIinc();
  t.setStackMap(StackMap().same(a.at("join")).body());
  expectChecked(t, a, 1, 1, nullptr, "same_frame at the join");

  // A loop: the head's frame holds across the back edge.
  TestMethod loop("(I)V");
  Asm b;
  b.label("head").op(OP_ILOAD_0).branch(OP_IFEQ, "exit").op(OP_IINC).u1(0).u1(-1 & 0xff).branch(OP_GOTO, "head");
  b.label("exit").op(OP_RETURN);
  loop.setStackMap(StackMap().same(b.at("head")).same(b.at("exit")).body());
  expectChecked(loop, b, 1, 1, nullptr, "loop");
}

TEST(VerifierTypeChecking, ClassTypesMeetAtAFrame) {
  // (x ? s : i) passed on: the frame at the join says Object.
  auto make = [](TestMethod& t, const char* frameClass, const char* parameter, Asm* a) {
    a->op(OP_ILOAD_0).branch(OP_IFEQ, "other").op(OP_ALOAD_1).branch(OP_GOTO, "join");
    a->label("other").op(OP_ALOAD_2).label("join").op2(OP_INVOKESTATIC, t.method(parameter)).op(OP_RETURN);
    t.setStackMap(StackMap().same(a->at("other")).sameLocals1(a->at("join"), vObject(t.cls(frameClass))).body());
  };
  const char* descriptor = "(ILjava/lang/String;Ljava/lang/Integer;)V";
  {
    TestMethod t(descriptor);
    Asm a;
    make(t, "java/lang/Object", "(Ljava/lang/Object;)V", &a);
    expectChecked(t, a, 1, 3, nullptr, "Object at the join");
  }
  {
    // The Integer path does not fit a frame that says String.
    TestMethod t(descriptor);
    Asm a;
    make(t, "java/lang/String", "(Ljava/lang/Object;)V", &a);
    a.label("bad");
    FakeHierarchy h;
    t.setMajorVersion(52);
    std::string error;
    EXPECT_FALSE(t.verify(a, 1, 3, h, &error));
    expectError(error,
                "stack slot 0 is 'java/lang/Integer', the frame has "
                "'java/lang/String'",
                a.at("other"), "String at the join");
  }
  {
    // The frame's Object is all the code after it knows.
    TestMethod t(descriptor);
    Asm a;
    make(t, "java/lang/Object", "(Ljava/lang/String;)V", &a);
    FakeHierarchy h;
    t.setMajorVersion(52);
    std::string error;
    EXPECT_FALSE(t.verify(a, 1, 3, h, &error));
    expectError(error, "expected 'java/lang/String', found 'java/lang/Object'", a.at("join"), "Object as String");
  }
}

TEST(VerifierTypeChecking, FrameDoesNotMatch) {
  {
    TestMethod t("(I)V");
    Asm a = branchOverIinc();
    t.setStackMap(StackMap().full(a.at("join"), {kVFloat}, {}).body());
    expectChecked(t, a, 1, 1, "local 0 is int, the frame has float",
                  "float frame");
  }
  {
    TestMethod t("(I)V");
    Asm a = branchOverIinc();
    t.setStackMap(StackMap().sameLocals1(a.at("join"), kVInt).body());
    expectChecked(t, a, 1, 1, "Inconsistent stack height 0 != 1", "frame with a stack item");
  }
  {
    // A local the frame says holds a String, which no path stored.
    TestMethod t("(I)V");
    Asm a = branchOverIinc();
    t.setStackMap(StackMap().append(a.at("join"), {vObject(t.cls("java/lang/String"))}).body());
    expectChecked(t, a, 1, 2, "local 1 is top (unusable), the frame has 'java/lang/String'", "appended local");
  }
  {
    // A frame that says this is initialised where it is not.
    TestMethod t;
    constructor(t, "(I)V");
    Asm a;
    a.op(OP_ILOAD_1).label("bad").branch(OP_IFEQ, "join").label("join").op(OP_ALOAD_0);
    a.op2(OP_INVOKESPECIAL, t.member(CpTag::Methodref, "java/lang/Object", "<init>", "()V")).op(OP_RETURN);
    t.setStackMap(StackMap().full(a.at("join"), {vObject(t.cls("pkg/Test")), kVInt}, {}).body());
    expectChecked(t, a, 1, 2, "local 0 is uninitializedThis",
                  "initialised this in the frame");
  }
}

TEST(VerifierTypeChecking, UninitialisedObjectsInFrames) {
  // new C(x ? 1 : 0), as javac writes it: the frames carry the uninitialised
  // object across the branches.
  TestMethod t("(I)V");
  uint16_t c = t.cls("pkg/Test");
  Asm a;
  a.label("new").op2(OP_NEW, c).op(OP_DUP).op(OP_ILOAD_0).branch(OP_IFEQ, "one").op(OP_ICONST_0);
  a.branch(OP_GOTO, "call").label("one").op(OP_ICONST_1).label("call");
  a.op2(OP_INVOKESPECIAL, t.member(CpTag::Methodref, "pkg/Test", "<init>", "(I)V")).op(OP_POP).op(OP_RETURN);
  VType u = vUninit(uint16_t(a.at("new")));
  t.setStackMap(StackMap().full(a.at("one"), {kVInt}, {u, u}).full(a.at("call"), {kVInt}, {u, u, kVInt}).body());
  expectChecked(t, a, 3, 1, nullptr, "new with a conditional argument");

  // The same in a constructor: this() with a conditional argument.
  TestMethod k;
  constructor(k, "(I)V");
  Asm b;
  b.op(OP_ALOAD_0).op(OP_ILOAD_1).branch(OP_IFEQ, "one").op(OP_ICONST_0).branch(OP_GOTO, "call");
  b.label("one").op(OP_ICONST_1).label("call");
  b.op2(OP_INVOKESPECIAL, k.member(CpTag::Methodref, "pkg/Test", "<init>", "(I)V")).op(OP_RETURN);
  k.setStackMap(StackMap()
                    .full(b.at("one"), {kVUninitThis, kVInt}, {kVUninitThis})
                    .full(b.at("call"), {kVUninitThis, kVInt}, {kVUninitThis, kVInt})
                    .body());
  expectChecked(k, b, 2, 2, nullptr, "this() with a conditional argument");

  // An Uninitialized type whose offset is not a new.
  TestMethod bad("(I)V");
  Asm d = branchOverIinc();
  bad.setStackMap(StackMap().full(d.at("join"), {kVInt}, {vUninit(1)}).body());
  FakeHierarchy h;
  bad.setMajorVersion(52);
  std::string error;
  EXPECT_FALSE(bad.verify(d, 1, 1, h, &error));
  expectError(error, "bad offset for Uninitialized: no new instruction at pc 1", d.at("join"), "uninitialized(1)");
}

TEST(VerifierTypeChecking, MissingFrameAtABranchTarget) {
  {
    TestMethod t("(I)V");
    Asm a = branchOverIinc();
    expectChecked(t, a, 1, 1, "Expecting a stackmap frame at branch target 7", "no StackMapTable");
  }
  {
    // A table with a frame, but not at the target.
    TestMethod t("(I)V");
    Asm a = branchOverIinc();
    t.setStackMap(StackMap().same(4).body());  // at the iinc
    expectChecked(t, a, 1, 1, "Expecting a stackmap frame at branch target 7", "frame elsewhere");
  }
  {
    // An exception handler is a branch target too.
    TestMethod t;
    Asm a;
    a.label("bad").op2(OP_INVOKESTATIC, t.method("()V")).op(OP_RETURN).label("catch").op(OP_ATHROW);
    t.handler(0, 3, a.at("catch"));
    expectChecked(t, a, 1, 0, "Expecting a stackmap frame at branch target 4", "handler");
    t.setStackMap(StackMap().sameLocals1(a.at("catch"), vObject(t.cls("java/lang/Throwable"))).body());
    expectChecked(t, a, 1, 0, nullptr, "handler with its frame");
  }
}

TEST(VerifierTypeChecking, FrameAtABadOffset) {
  {
    TestMethod t;
    Asm a;
    a.op2(OP_SIPUSH, 5).op(OP_POP).op(OP_RETURN);
    t.setStackMap(StackMap().same(1).body());  // inside sipush
    FakeHierarchy h;
    t.setMajorVersion(52);
    std::string error;
    EXPECT_FALSE(t.verify(a, 1, 0, h, &error));
    expectError(error, "StackMapTable error: bad offset 1", 0, "inside an instruction");
  }
  {
    TestMethod t;
    Asm a;
    a.op(OP_NOP).op(OP_RETURN);
    t.setStackMap(StackMap().same(0).same(40).body());  // past the end
    FakeHierarchy h;
    t.setMajorVersion(52);
    std::string error;
    EXPECT_FALSE(t.verify(a, 0, 0, h, &error));
    expectError(error, "StackMapTable error: bad offset 40", 0, "past the end");
  }
}

TEST(VerifierTypeChecking, CodeAfterGotoNeedsAFrame) {
  TestMethod t;
  Asm a;
  a.branch(OP_GOTO, "end").label("bad").op(OP_NOP).label("end").op(OP_RETURN);
  t.setStackMap(StackMap().same(a.at("end")).body());
  expectChecked(t, a, 0, 0, "Expecting a stackmap frame at this instruction, which no path falls into", "dead nop");

  // With a frame of its own, the dead code is verified from that frame.
  TestMethod u;
  u.setStackMap(StackMap().same(a.at("bad")).same(a.at("end")).body());
  expectChecked(u, a, 0, 0, nullptr, "dead nop with a frame");
  TestMethod v;
  Asm b;
  b.branch(OP_GOTO, "end").label("bad").op(OP_POP).label("end").op(OP_RETURN);
  v.setStackMap(StackMap().same(b.at("bad")).same(b.at("end")).body());
  expectChecked(v, b, 1, 0, "Unable to pop operand off an empty stack", "dead pop with a frame");
}

TEST(VerifierTypeChecking, MalformedStackMapTables) {
  struct Bad {
    const char* what;
    std::function<std::vector<uint8_t>(TestMethod&)> body;
    const char* message;
  };
  const std::vector<Bad> cases = {
      {"truncated count", [](TestMethod&) { return std::vector<uint8_t>{0}; }, "StackMapTable error: truncated"},
      {"truncated frame", [](TestMethod&) { return StackMap().raw({255, 0}).body(); }, "StackMapTable error: truncated"},
      {"bad type tag", [](TestMethod&) { return StackMap().raw({64, 9}).body(); }, "bad verification type tag 9"},
      {"reserved frame type", [](TestMethod&) { return StackMap().raw({200}).body(); }, "reserved frame type 200"},
      {"bytes after the last frame",
       [](TestMethod&) {
         std::vector<uint8_t> b = StackMap().same(0).body();
         b.push_back(0);
         return b;
       },
       "bytes after the last frame"},
      {"class index not a Class", [](TestMethod& t) { return StackMap().sameLocals1(0, vObject(t.utf8("x"))).body(); },
       "bad class index"},
      {"chop of more locals than there are", [](TestMethod&) { return StackMap().chop(0, 2).body(); },
       "chop_frame removes more locals"},
      {"locals past max_locals", [](TestMethod&) { return StackMap().append(0, {kVInt, kVInt}).body(); },
       "local variables exceed max_locals"},
      {"stack past max_stack", [](TestMethod&) { return StackMap().full(0, {}, {kVLong}).body(); },
       "operand stack exceeds max_stack"},
  };
  for (const Bad& c : cases) {
    TestMethod t;
    t.setMajorVersion(52);
    Asm a;
    a.op(OP_NOP).op(OP_RETURN);
    t.setStackMap(c.body(t));
    FakeHierarchy h;
    std::string error;
    EXPECT_FALSE(t.verify(a, 1, 1, h, &error)) << c.what;
    EXPECT_NE(error.find(c.message), std::string::npos) << c.what << ": " << error;
    EXPECT_NE(error.find(" at pc 0"), std::string::npos) << c.what << ": " << error;
  }
}

// ---------------------------------------------------------------- type inference

// x ? first : second, then passed to g(parameter); version 49.
struct Merge {
  TestMethod t;
  Asm a;
  Merge(const char* descriptor, const std::function<void(Asm&)>& first, const std::function<void(Asm&)>& second,
        const char* parameter)
      : t(descriptor) {
    t.setMajorVersion(49);
    a.op(OP_ILOAD_0).branch(OP_IFEQ, "other");
    first(a);
    a.branch(OP_GOTO, "join").label("other");
    second(a);
    a.label("join").label("bad").op2(OP_INVOKESTATIC, t.method(parameter)).op(OP_RETURN);
  }
  bool verify(std::string* error) {
    FakeHierarchy h;
    return t.verify(a, 1, 3, h, error);
  }
};

auto load(int op) {
  return [op](Asm& a) { a.op(op); };
}

TEST(VerifierTypeInference, SubclassesMergeToTheirCommonSuperclass) {
  Merge ok("(ILpkg/A;Lpkg/B;)V", load(OP_ALOAD_1), load(OP_ALOAD_2), "(Lpkg/Base;)V");
  std::string error;
  EXPECT_TRUE(ok.verify(&error)) << error;
  // The merged type is pkg/Base, not one of the subclasses.
  Merge narrow("(ILpkg/A;Lpkg/B;)V", load(OP_ALOAD_1), load(OP_ALOAD_2), "(Lpkg/A;)V");
  EXPECT_FALSE(narrow.verify(&error));
  expectError(error, "expected 'pkg/A', found 'pkg/Base'", narrow.a.at("bad"), "pkg/Base as pkg/A");
}

TEST(VerifierTypeInference, UnrelatedClassesMergeToObject) {
  Merge m("(ILjava/lang/String;Ljava/lang/Integer;)V", load(OP_ALOAD_1), load(OP_ALOAD_2), "(Ljava/lang/String;)V");
  std::string error;
  EXPECT_FALSE(m.verify(&error));
  expectError(error, "expected 'java/lang/String', found 'java/lang/Object'", m.a.at("bad"), "String|Integer");
  Merge o("(ILjava/lang/String;Ljava/lang/Integer;)V", load(OP_ALOAD_1), load(OP_ALOAD_2), "(Ljava/lang/Object;)V");
  EXPECT_TRUE(o.verify(&error)) << error;
}

TEST(VerifierTypeInference, NullMergesWithAClass) {
  std::string error;
  Merge m("(ILjava/lang/String;)V", load(OP_ACONST_NULL), load(OP_ALOAD_1), "(Ljava/lang/String;)V");
  EXPECT_TRUE(m.verify(&error)) << error;
  Merge n("(ILjava/lang/String;)V", load(OP_ALOAD_1), load(OP_ACONST_NULL), "(Ljava/lang/String;)V");
  EXPECT_TRUE(n.verify(&error)) << error;
  Merge both("(I)V", load(OP_ACONST_NULL), load(OP_ACONST_NULL), "(Ljava/lang/Integer;)V");
  EXPECT_TRUE(both.verify(&error)) << error;
  Merge wrong("(ILjava/lang/String;)V", load(OP_ACONST_NULL), load(OP_ALOAD_1), "(Ljava/lang/Integer;)V");
  EXPECT_FALSE(wrong.verify(&error));
  expectError(error, "expected 'java/lang/Integer', found 'java/lang/String'", wrong.a.at("bad"), "null|String");
}

TEST(VerifierTypeInference, InterfacesMergeAsObject) {
  std::string error;
  // pkg/I and pkg/A merge to Object, which an interface parameter accepts
  // (interface types are checked when the code runs)...
  Merge m("(ILpkg/A;Lpkg/I;)V", load(OP_ALOAD_1), load(OP_ALOAD_2), "(Lpkg/I;)V");
  EXPECT_TRUE(m.verify(&error)) << error;
  // ...and a class parameter does not.
  Merge n("(ILpkg/A;Lpkg/I;)V", load(OP_ALOAD_1), load(OP_ALOAD_2), "(Lpkg/A;)V");
  EXPECT_FALSE(n.verify(&error));
  expectError(error, "expected 'pkg/A', found 'java/lang/Object'", n.a.at("bad"), "pkg/A|pkg/I");
}

TEST(VerifierTypeInference, ArraysMergeByComponent) {
  std::string error;
  Merge m("(I[Ljava/lang/String;[Ljava/lang/Integer;)V", load(OP_ALOAD_1), load(OP_ALOAD_2),
          "([Ljava/lang/Object;)V");
  EXPECT_TRUE(m.verify(&error)) << error;
  Merge n("(I[Lpkg/A;[Lpkg/B;)V", load(OP_ALOAD_1), load(OP_ALOAD_2), "([Lpkg/A;)V");
  EXPECT_FALSE(n.verify(&error));
  expectError(error, "expected '[Lpkg/A;', found '[Lpkg/Base;'", n.a.at("bad"), "A[]|B[]");
  // String[] first, so that the check sees the merge (each path alone
  // is checked as it arrives, and int[] alone already fails).
  Merge p("(I[Ljava/lang/String;[I)V", load(OP_ALOAD_1), load(OP_ALOAD_2), "([Ljava/lang/Object;)V");
  EXPECT_FALSE(p.verify(&error));
  expectError(error, "expected '[Ljava/lang/Object;', found 'java/lang/Object'", p.a.at("bad"), "String[]|int[]");
}

TEST(VerifierTypeInference, LoopWithDifferentStackTypes) {
  TestMethod t("(I)V");
  t.setMajorVersion(49);
  Asm a;
  a.op(OP_ICONST_0).label("head").op(OP_ILOAD_0).branch(OP_IFEQ, "exit").op(OP_POP).op(OP_FCONST_0);
  a.label("bad").branch(OP_GOTO, "head").label("exit").op(OP_POP).op(OP_RETURN);
  FakeHierarchy h;
  std::string error;
  EXPECT_FALSE(t.verify(a, 2, 1, h, &error));
  expectError(error, "Mismatched stack types on entering pc 1: int and float", a.at("bad"), "loop");
}

TEST(VerifierTypeInference, LocalsThatDisagreeAreUnusable) {
  TestMethod t("(I)V");
  t.setMajorVersion(49);
  Asm a;
  a.op(OP_ILOAD_0).branch(OP_IFEQ, "float").op(OP_ICONST_0).op(OP_ISTORE_1).branch(OP_GOTO, "join");
  a.label("float").op(OP_FCONST_0).op(OP_FSTORE_1).label("join").label("bad").op(OP_ILOAD_1).op(OP_POP);
  a.op(OP_RETURN);
  FakeHierarchy h;
  std::string error;
  EXPECT_FALSE(t.verify(a, 1, 2, h, &error));
  expectError(error, "local 1 holds top (unusable), the load expects int", a.at("bad"), "int|float local");
}

// ---------------------------------------------------------------- version 50

TEST(VerifierVersion50, FailsOverToInference) {
  // A branch and no frames: type checking fails, inference accepts (50), or
  // not (51: no fail-over).
  for (uint16_t version : {50, 51}) {
    TestMethod t("(I)V");
    Asm a = branchOverIinc();
    expectChecked(t, a, 1, 1, version == 50 ? nullptr : "Expecting a stackmap frame at branch target 7",
                  "version " + std::to_string(version), version);
  }
  // A wrong frame too is forgiven in 50.
  TestMethod t("(I)V");
  Asm a = branchOverIinc();
  t.setStackMap(StackMap().full(a.at("join"), {kVFloat}, {}).body());
  expectChecked(t, a, 1, 1, nullptr, "version 50 with a wrong frame", 50);
  // But code that is wrong either way is refused, with inference's reason.
  TestMethod u("(I)V");
  Asm b;
  b.op(OP_ILOAD_0).branch(OP_IFEQ, "join").op(OP_ICONST_0).op(OP_POP).label("join").op(OP_ILOAD_0);
  b.label("bad").op(OP_IRETURN);
  expectChecked(u, b, 1, 1, "Method expects no return value", "version 50, bad either way", 50);
}

// ---------------------------------------------------------------- robustness

// A random StackMapTable body: random bytes, or frames of random kinds and
// types with small offsets (so that some land on instructions).
std::vector<uint8_t> randomStackMap(std::mt19937& rng, const std::vector<uint16_t>& classes) {
  if (rng() % 3 == 0) {
    std::vector<uint8_t> bytes(rng() % 24);
    for (uint8_t& b : bytes) b = uint8_t(rng());
    return bytes;
  }
  auto type = [&]() -> VType {
    switch (rng() % 10) {
      case 0: return kVTop;
      case 1: case 2: return kVInt;
      case 3: return kVFloat;
      case 4: return rng() % 2 ? kVLong : kVDouble;
      case 5: return kVNull;
      case 6: return kVUninitThis;
      case 7: return vUninit(uint16_t(rng() % 8));
      default: return vObject(classes[rng() % classes.size()]);
    }
  };
  auto types = [&](size_t n) {
    std::vector<VType> out(n);
    for (VType& v : out) v = type();
    return out;
  };
  StackMap m;
  uint32_t pc = rng() % 6;
  for (int frames = int(rng() % 4); frames > 0; --frames) {
    switch (rng() % 6) {
      case 0: m.same(pc); break;
      case 1: m.sameLocals1(pc, type()); break;
      case 2: m.append(pc, types(1 + rng() % 3)); break;
      case 3: m.chop(pc, 1 + int(rng() % 3)); break;
      default: m.full(pc, types(rng() % 4), types(rng() % 3)); break;
    }
    pc += 1 + rng() % 6;
  }
  return m.body();
}

// Random byte strings as code, with a pool of every kind of entry the
// verifier reads, random handlers and random frames, under every class-file
// version and as constructors too: each must verify or give an error, never
// crash.
TEST(VerifierRobustness, RandomCodeNeverCrashes) {
  std::mt19937 rng(20240612);
  const char* descriptors[] = {"()V", "(I)V", "(JLjava/lang/Object;)I", "([ID)J", "(Ljava/lang/String;[[J)V",
                               "(Lpkg/A;)Lpkg/Base;"};
  const uint16_t versions[] = {45, 49, 50, 51, 52};
  int accepted[2] = {0, 0};  // inference, type checking
  for (int iter = 0; iter < 20000; ++iter) {
    TestMethod t(descriptors[rng() % 6], rng() % 2 ? ACC_STATIC : 0);
    if (!(t.method().access & ACC_STATIC) && rng() % 4 == 0) t.method().name = "<init>";
    uint16_t version = versions[rng() % 5];
    t.setMajorVersion(version);
    t.declareField("f", "I");
    CpEntry integer;
    integer.tag = CpTag::Integer;
    std::vector<uint16_t> classes = {t.cls("pkg/Test"), t.cls("java/lang/String"), t.cls("pkg/A"), t.cls("[I"),
                                     t.cls("[[Ljava/lang/Object;"), t.cls("pkg/Missing"),
                                     t.cls("java/lang/RuntimeException")};
    std::vector<uint16_t> pool = classes;
    for (uint16_t e : {t.field("I"), t.field("Ljava/lang/Object;"), t.field("J"), t.method("(IJ)V"),
                       t.method("()Ljava/lang/Object;"), t.member(CpTag::Methodref, "pkg/Test", "<init>", "()V"),
                       t.member(CpTag::Methodref, "java/lang/Object", "<init>", "()V"),
                       t.member(CpTag::InterfaceMethodref, "pkg/I", "h", "(I)D"),
                       t.member(CpTag::Fieldref, "other/Base", "p", "I"), t.str("s"), t.add(integer),
                       t.tagged(CpTag::InvokeDynamic, 0, t.nat("r", "()I"))})
      pool.push_back(e);
    static const uint8_t easy[] = {OP_NOP, OP_ACONST_NULL, OP_ICONST_0, OP_LCONST_1, OP_DCONST_0, OP_ALOAD_0,
                                   OP_ILOAD_1, OP_ASTORE_1, OP_ISTORE_2, OP_LSTORE_0, OP_POP, OP_POP2, OP_DUP,
                                   OP_DUP_X1, OP_DUP2_X2, OP_SWAP, OP_IADD, OP_LADD, OP_I2L, OP_IFEQ, OP_GOTO,
                                   OP_JSR, OP_RET, OP_ATHROW, OP_RETURN, OP_ARETURN, OP_IRETURN, OP_NEW,
                                   OP_INVOKESPECIAL, OP_GETFIELD, OP_PUTFIELD, OP_CHECKCAST, OP_AALOAD,
                                   OP_ARRAYLENGTH, OP_INVOKEVIRTUAL};
    std::vector<uint8_t> code;
    size_t length = 1 + rng() % 32;
    for (size_t i = 0; i < length; ++i) {
      uint32_t r = rng();
      switch (r % 8) {
        case 0: case 1: code.push_back(uint8_t(pool[(r >> 8) % pool.size()])); break;
        case 2: code.push_back(uint8_t(r >> 8)); break;
        case 3: code.push_back(uint8_t((r >> 8) % interp::kJvmsOpcodeCount)); break;
        case 4: code.push_back(uint8_t((r >> 8) % 8)); break;
        default: code.push_back(easy[(r >> 8) % sizeof(easy)]); break;
      }
    }
    code.push_back(OP_RETURN);
    int handlers = rng() % 4 == 0 ? 1 + int(rng() % 2) : 0;
    for (int h = 0; h < handlers; ++h)
      t.handler(rng() % (length + 1), rng() % (length + 1), rng() % (length + 1),
                rng() % 2 ? 0 : pool[rng() % pool.size()]);
    if (rng() % 2) t.setStackMap(randomStackMap(rng, classes));
    FakeHierarchy h;
    std::string error;
    bool ok = t.verify(code, int(rng() % 10), int(rng() % 8), h, &error);
    if (ok) {
      ++accepted[version >= 50];
    } else {
      EXPECT_FALSE(error.empty());
    }
  }
  // The generator reaches past the first few errors in both verifiers.
  EXPECT_GT(accepted[0], 30);
  EXPECT_GT(accepted[1], 30);
}

// Valid type-checked methods (new with a conditional argument, then a loop;
// this() with a conditional argument, then a loop on a local) that the
// damage test starts from. Sets up `t` (pool, frames) and returns the code.
std::vector<uint8_t> frameSeed(int which, TestMethod& t, int* maxStack, int* maxLocals) {
  t.setMajorVersion(52);
  uint16_t c = t.cls("pkg/Test");
  uint16_t init = t.member(CpTag::Methodref, "pkg/Test", "<init>", "(I)V");
  Asm a;
  if (which == 0) {
    t.method().descriptor = "(I)V";
    a.label("new").op2(OP_NEW, c).op(OP_DUP).op(OP_ILOAD_0).branch(OP_IFEQ, "one").op(OP_ICONST_0);
    a.branch(OP_GOTO, "call").label("one").op(OP_ICONST_1).label("call").op2(OP_INVOKESPECIAL, init).op(OP_POP);
    a.label("loop").op(OP_ILOAD_0).branch(OP_IFNE, "loop").op(OP_RETURN);
    VType u = vUninit(0);
    t.setStackMap(StackMap()
                      .full(a.at("one"), {kVInt}, {u, u})
                      .full(a.at("call"), {kVInt}, {u, u, kVInt})
                      .same(a.at("loop"))
                      .body());
    *maxStack = 3;
    *maxLocals = 1;
  } else {
    constructor(t, "(I)V");
    a.op(OP_ALOAD_0).op(OP_ILOAD_1).branch(OP_IFEQ, "one").op(OP_ICONST_0).branch(OP_GOTO, "call");
    a.label("one").op(OP_ICONST_1).label("call").op2(OP_INVOKESPECIAL, init).op(OP_ACONST_NULL).op(OP_ASTORE_2);
    a.label("head").op(OP_ALOAD_2).branch(OP_IFNULL, "end").branch(OP_GOTO, "head").label("end").op(OP_RETURN);
    t.setStackMap(StackMap()
                      .full(a.at("one"), {kVUninitThis, kVInt}, {kVUninitThis})
                      .full(a.at("call"), {kVUninitThis, kVInt}, {kVUninitThis, kVInt})
                      .full(a.at("head"), {vObject(c), kVInt, vObject(t.cls("java/lang/String"))}, {})
                      .same(a.at("end"))
                      .body());
    *maxStack = 2;
    *maxLocals = 3;
  }
  return a.bytes();
}

// The seeds with a few bytes of their code or their frames damaged, to drive
// the frame machinery into odd corners.
TEST(VerifierRobustness, DamagedFramesNeverCrash) {
  for (int which = 0; which < 2; ++which) {
    TestMethod t;
    int maxStack, maxLocals;
    std::vector<uint8_t> code = frameSeed(which, t, &maxStack, &maxLocals);
    FakeHierarchy h;
    std::string error;
    ASSERT_TRUE(t.verify(code, maxStack, maxLocals, h, &error)) << which << ": " << error;
  }
  std::mt19937 rng(11);
  const uint8_t interesting[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 63, 64, 127, 246, 247, 250, 251, 254, 255,
                                 OP_NEW, OP_GOTO, OP_ALOAD_0, OP_ASTORE_2, OP_INVOKESPECIAL, OP_DUP, OP_POP};
  int rejected = 0;
  for (int iter = 0; iter < 6000; ++iter) {
    TestMethod t;
    int maxStack, maxLocals;
    std::vector<uint8_t> code = frameSeed(int(rng() % 2), t, &maxStack, &maxLocals);
    std::vector<uint8_t> frames = t.method().code->stackMapTable;
    for (int d = 1 + int(rng() % 3); d > 0; --d) {
      std::vector<uint8_t>& target = rng() % 2 ? code : frames;
      if (target.empty()) continue;
      target[rng() % target.size()] = rng() % 2 ? interesting[rng() % sizeof(interesting)] : uint8_t(rng());
    }
    if (rng() % 8 == 0 && !frames.empty()) frames.resize(rng() % frames.size());
    t.setStackMap(frames);
    FakeHierarchy h;
    std::string error;
    if (!t.verify(code, maxStack + int(rng() % 2), maxLocals, h, &error)) {
      EXPECT_FALSE(error.empty());
      ++rejected;
    }
  }
  EXPECT_GT(rejected, 1000);
}

// ---------------------------------------------------------------- real class files

std::string_view packageOf(std::string_view name) {
  size_t slash = name.rfind('/');
  return slash == std::string_view::npos ? std::string_view() : name.substr(0, slash);
}

// The class library as the verifier's hierarchy, read from its class files:
// superclasses, interface flags, and the access of members for the
// protected check (all in the boot loader, so one package is one name).
class LibraryHierarchy : public TableHierarchy {
 public:
  void add(const ClassFile* f) { files_[f->thisClass] = f; }
  void setCurrent(const ClassFile* f) { current_ = f; }

  Answer protectedElsewhere(std::string_view refClass, std::string_view name, std::string_view desc,
                            bool method) override {
    bool superclass = false;
    for (std::string k = current_->superClass; !k.empty() && !superclass; k = superOf(k)) superclass = k == refClass;
    if (!superclass) return Answer::No;
    for (std::string k(refClass); !k.empty(); k = superOf(k)) {
      auto it = files_.find(k);
      if (it == files_.end()) return Answer::Failed;
      for (const MemberInfo& mi : method ? it->second->methods : it->second->fields)
        if (mi.name == name && mi.descriptor == desc)
          return (mi.access & ACC_PROTECTED) && packageOf(k) != packageOf(current_->thisClass) ? Answer::Yes
                                                                                               : Answer::No;
    }
    return Answer::No;
  }

 private:
  std::optional<bool> interfaceFlag(std::string_view name) const override {
    auto it = files_.find(std::string(name));
    if (it == files_.end()) return std::nullopt;
    return (it->second->access & ACC_INTERFACE) != 0;
  }
  std::string superOf(std::string_view name) const override {
    auto it = files_.find(std::string(name));
    return it == files_.end() ? "" : it->second->superClass;
  }

  std::map<std::string, const ClassFile*> files_;
  const ClassFile* current_ = nullptr;
};

// The class library's classes, parsed, with their declared fields (the
// fields a constructor may set before calling super()), and the hierarchy
// read from them.
struct ClassLibrary {
  std::vector<std::unique_ptr<Class>> classes;
  LibraryHierarchy hierarchy;

  ClassLibrary() {
    namespace fs = std::filesystem;
    for (const auto& entry : fs::recursive_directory_iterator(WW_CLASSLIB_DIR)) {
      if (entry.path().extension() != ".class") continue;
      std::ifstream in(entry.path(), std::ios::binary);
      std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      ParseResult r = parseClassFile(bytes.data(), bytes.size());
      EXPECT_TRUE(r.ok()) << entry.path() << ": " << r.message;
      if (!r.ok()) continue;
      auto c = std::make_unique<Class>();
      c->name = r.file->thisClass;
      c->access = r.file->access;
      c->file = std::move(r.file);
      for (const MemberInfo& mi : c->file->fields) {
        auto f = std::make_unique<Field>();
        f->owner = c.get();
        f->name = mi.name;
        f->descriptor = mi.descriptor;
        f->access = mi.access;
        c->fields.push_back(std::move(f));
      }
      hierarchy.add(c->file.get());
      classes.push_back(std::move(c));
    }
  }

  // Verifies every method with code; the number of methods, and a failure
  // (the verifier's message) for each that does not verify.
  int verifyAll() {
    int methods = 0;
    for (const auto& c : classes) {
      hierarchy.setCurrent(c->file.get());
      for (const MemberInfo& mi : c->file->methods) {
        if (!mi.code) continue;
        Method m;
        m.owner = c.get();
        m.name = mi.name;
        m.descriptor = mi.descriptor;
        m.access = mi.access;
        m.code = mi.code.get();
        m.maxLocals = mi.code->maxLocals;
        m.maxStack = mi.code->maxStack;
        std::string error;
        EXPECT_TRUE(TypeFlow::verify(&m, hierarchy, &error)) << error;
        ++methods;
      }
    }
    return methods;
  }
};

// Every method of the class library, as javac compiled it (version 52),
// verifies by type checking against javac's frames.
TEST(VerifierClassLibrary, EveryMethodVerifies) {
  ClassLibrary lib;
  std::set<uint16_t> versions;
  for (const auto& c : lib.classes) versions.insert(c->file->majorVersion);
  EXPECT_EQ(versions, std::set<uint16_t>{52});
  EXPECT_GT(lib.verifyAll(), 500);
}

// The same code without its frames (as a version-49 file) verifies by type
// inference: javac's code needs no frames to be type-safe.
TEST(VerifierClassLibrary, EveryMethodVerifiesByInference) {
  ClassLibrary lib;
  for (const auto& c : lib.classes) c->file->majorVersion = 49;
  EXPECT_GT(lib.verifyAll(), 500);
}

}  // namespace
}  // namespace ww::vm
