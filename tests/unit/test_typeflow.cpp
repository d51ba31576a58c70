// Tests for vm/typeflow's collector pass: methods are assembled by hand (with
// the labels of tests/unit/bytecode_asm.h), run through the pass,
// and their states compared with describe(). Bad code must give an error and
// random code must never crash. Last, every method of the class library
// (javac output) must go through.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <random>
#include <sstream>

#include "interpreter/opcodes.h"
#include "tests/unit/bytecode_asm.h"
#include "vm/class.h"
#include "vm/classfile.h"
#include "vm/descriptor.h"
#include "vm/typeflow.h"

namespace ww::vm {
namespace {

using enum interp::Op;
using asmtest::Asm;
using asmtest::TestMethod;

// The tokens of describe() for "locals" or "stack".
std::vector<std::string> part(const std::string& described, bool stack) {
  size_t bar = described.find(" | stack:");
  std::string text = stack ? described.substr(bar + 9) : described.substr(7, bar - 7);
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string t; in >> t;) out.push_back(t);
  return out;
}
std::string local(const TypeFlow& f, uint32_t pc, int slot) { return part(f.describe(pc), false).at(size_t(slot)); }

// ---------------------------------------------------------------- straight-line code

TEST(TypeFlow, StraightLineCodeFollowsLoadsAndStores) {
  TestMethod t("(ILjava/lang/Object;J)V");
  Asm a;
  a.label("0").op(OP_ALOAD_1).label("1").op1(OP_ASTORE, 4).label("3").op(OP_ILOAD_0).label("4").op1(OP_ISTORE, 5);
  a.label("6").op(OP_ACONST_NULL).label("7").op1(OP_ILOAD, 5).label("9").op(OP_POP2);
  a.label("10").op(OP_LLOAD_2).label("11").op1(OP_LSTORE, 4).label("13").op(OP_RETURN);
  auto f = t.analyze(a, 4, 6);
  ASSERT_TRUE(f);
  EXPECT_EQ(f->describe(0), "locals: I R J J2 T T | stack:");
  EXPECT_EQ(f->describe(1), "locals: I R J J2 T T | stack: R");
  EXPECT_EQ(f->describe(3), "locals: I R J J2 R T | stack:");
  EXPECT_EQ(f->describe(9), "locals: I R J J2 R I | stack: R I");
  EXPECT_EQ(f->describe(11), "locals: I R J J2 R I | stack: J J2");
  EXPECT_EQ(f->describe(13), "locals: I R J J2 J J2 | stack:");
  EXPECT_TRUE(f->localIsRef(3, 1));
  EXPECT_TRUE(f->localIsRef(3, 4));
  EXPECT_FALSE(f->localIsRef(3, 0));
  EXPECT_FALSE(f->localIsRef(13, 4));
  EXPECT_EQ(f->stackDepth(9), 2);
  EXPECT_TRUE(f->stackIsRef(9, 0));
  EXPECT_FALSE(f->stackIsRef(9, 1));
  EXPECT_FALSE(f->stackIsRef(9, 2));  // past the depth
  EXPECT_FALSE(f->reachable(2));      // inside astore's operand
  EXPECT_EQ(f->stackDepth(2), -1);
  EXPECT_EQ(f->describe(2), "unreachable");
  EXPECT_EQ(f->maxLocals(), 6);
  EXPECT_FALSE(f->subroutineRefConflict());
}

TEST(TypeFlow, ReceiverAndUninitialisedObjectsAreReferences) {
  TestMethod t("(I)V", 0);
  uint16_t c = t.cls("pkg/Test");
  uint16_t init = t.member(CpTag::Methodref, "pkg/Test", "<init>", "()V");
  Asm a;
  a.op2(OP_NEW, c).label("dup").op(OP_DUP).label("init").op2(OP_INVOKESPECIAL, init);
  a.label("store").op(OP_ASTORE_2).label("end").op(OP_RETURN);
  auto f = t.analyze(a, 2, 3);
  ASSERT_TRUE(f);
  EXPECT_EQ(f->describe(0), "locals: R I T | stack:");
  EXPECT_EQ(f->describe(a.at("init")), "locals: R I T | stack: R R");
  EXPECT_EQ(f->describe(a.at("end")), "locals: R I R | stack:");
}

TEST(TypeFlow, ReferencesComeOnlyFromInstructionsThatMakeThem) {
  TestMethod t("(I)V");
  uint16_t str = t.tagged(CpTag::String, t.utf8("s"));
  uint16_t klass = t.cls("pkg/Test");
  uint16_t mt = t.tagged(CpTag::MethodType, t.utf8("()V"));
  CpEntry i;
  i.tag = CpTag::Integer;
  uint16_t integer = t.add(i);
  CpEntry l;
  l.tag = CpTag::Long;
  uint16_t lng = t.add(l);
  uint16_t getObj = t.field("Ljava/lang/String;"), getArr = t.field("[I"), getInt = t.field("I");
  uint16_t callObj = t.method("(IJ)[J"), callD = t.method("(Ljava/lang/Object;)D");
  uint16_t indy = t.tagged(CpTag::InvokeDynamic, 0, t.nat("run", "(I)Ljava/lang/Runnable;"));
  uint16_t iface = t.member(CpTag::InterfaceMethodref, "pkg/I", "h", "(I)Ljava/lang/Object;");
  Asm a;
  a.op1(OP_LDC, str).label("a").op2(OP_LDC_W, klass).label("b").op1(OP_LDC, mt).label("c").op1(OP_LDC, integer);
  a.label("d").op2(OP_LDC2_W, lng).label("e").ops({OP_POP2, OP_POP, OP_POP, OP_POP, OP_POP});
  a.label("f").op2(OP_GETSTATIC, getObj).op2(OP_GETSTATIC, getArr).op2(OP_GETSTATIC, getInt);
  a.label("g").ops({OP_POP, OP_POP, OP_POP});
  a.op(OP_ICONST_0).op(OP_LCONST_0).op2(OP_INVOKESTATIC, callObj).label("h").op(OP_ACONST_NULL);
  a.op2(OP_INVOKESTATIC, callD).label("i").ops({OP_POP2, OP_POP});
  a.op(OP_ICONST_0).op(OP_INVOKEDYNAMIC).u2(indy).u2(0).label("j");
  a.op(OP_ICONST_1).op(OP_INVOKEINTERFACE).u2(iface).u1(2).u1(0).label("k");
  a.op(OP_ICONST_2).op1(OP_NEWARRAY, 10).label("l").op(OP_ICONST_0).op(OP_AALOAD).label("m");
  a.ops({OP_ICONST_1, OP_ICONST_2}).op(OP_MULTIANEWARRAY).u2(klass).u1(2).label("n");
  a.op2(OP_CHECKCAST, klass).label("o").op(OP_ARRAYLENGTH).label("p").op(OP_ILOAD_0).op2(OP_CHECKCAST, klass);
  a.label("q").op(OP_RETURN);
  auto f = t.analyze(a, 8, 1);
  ASSERT_TRUE(f);
  EXPECT_EQ(f->describe(a.at("e")), "locals: I | stack: R R R I J J2");
  EXPECT_EQ(f->describe(a.at("g")), "locals: I | stack: R R I");
  EXPECT_EQ(f->describe(a.at("h")), "locals: I | stack: R");
  EXPECT_EQ(f->describe(a.at("i")), "locals: I | stack: R D D2");
  EXPECT_EQ(f->describe(a.at("j")), "locals: I | stack: R");
  EXPECT_EQ(f->describe(a.at("k")), "locals: I | stack: R");
  EXPECT_EQ(f->describe(a.at("l")), "locals: I | stack: R R");
  EXPECT_EQ(f->describe(a.at("m")), "locals: I | stack: R R");
  EXPECT_EQ(f->describe(a.at("n")), "locals: I | stack: R R R");
  EXPECT_EQ(f->describe(a.at("o")), "locals: I | stack: R R R");
  EXPECT_EQ(f->describe(a.at("p")), "locals: I | stack: R R I");
  // checkcast keeps the kind: an int stays an int, never becomes a reference.
  EXPECT_EQ(f->describe(a.at("q")), "locals: I | stack: R R I I");
}

TEST(TypeFlow, MismatchedLoadsAndStoresNeverInventReferences) {
  TestMethod t("(ILjava/lang/Object;)V");
  Asm a;
  a.op(OP_ALOAD_0).label("a").op(OP_ILOAD_1).label("b").op(OP_ASTORE_2).label("c").op(OP_ISTORE_3);
  a.label("d").op(OP_ILOAD_0).op(OP_ASTORE_1).label("e").op(OP_ACONST_NULL).op(OP_ISTORE_0).label("f");
  a.op(OP_FLOAD_1).op(OP_LLOAD_0).label("g").op(OP_ICONST_0).op(OP_LSTORE_2).label("h").op(OP_RETURN);
  auto f = t.analyze(a, 4, 4);
  ASSERT_TRUE(f);
  EXPECT_EQ(f->describe(a.at("b")), "locals: I R T T | stack: T T");
  EXPECT_EQ(f->describe(a.at("d")), "locals: I R T T | stack:");
  EXPECT_EQ(f->describe(a.at("f")), "locals: T T T T | stack:");
  EXPECT_EQ(f->describe(a.at("g")), "locals: T T T T | stack: T T T");
  EXPECT_EQ(f->describe(a.at("h")), "locals: T T T T | stack: T T");  // lstore of T I: T T
}

// ---------------------------------------------------------------- merges

TEST(TypeFlow, RefMeetingIntBecomesUnusable) {
  TestMethod t("(I)V");
  Asm a;
  a.op(OP_ILOAD_0).branch(OP_IFEQ, "int").op(OP_ACONST_NULL).op(OP_ASTORE_1).op(OP_ACONST_NULL);
  a.branch(OP_GOTO, "join").label("int").op(OP_ICONST_0).op(OP_ISTORE_1).op(OP_ICONST_0);
  a.label("join").op(OP_POP).label("end").op(OP_RETURN);
  auto f = t.analyze(a, 1, 2);
  ASSERT_TRUE(f);
  EXPECT_EQ(f->describe(a.at("int")), "locals: I T | stack:");
  EXPECT_EQ(f->describe(a.at("join")), "locals: I T | stack: T");
  EXPECT_FALSE(f->localIsRef(a.at("join"), 1));
  EXPECT_FALSE(f->stackIsRef(a.at("join"), 0));
}

TEST(TypeFlow, LoopBackEdgesMergeIntoTheHead) {
  TestMethod t("(I)V");
  Asm a;
  // local 1 is a reference on entry and an int from the back edge; local 2
  // is a reference on both.
  a.op(OP_ACONST_NULL).op(OP_ASTORE_1).op(OP_ACONST_NULL).op(OP_ASTORE_2);
  a.label("head").op(OP_ILOAD_0).branch(OP_IFEQ, "exit").op(OP_ICONST_1).op(OP_ISTORE_1).op(OP_ALOAD_2);
  a.op(OP_ASTORE_2).op(OP_IINC).u1(0).u1(-1 & 0xff).branch(OP_GOTO, "head");
  a.label("exit").op(OP_RETURN);
  auto f = t.analyze(a, 1, 3);
  ASSERT_TRUE(f);
  EXPECT_EQ(f->describe(a.at("head")), "locals: I T R | stack:");
  EXPECT_EQ(f->describe(a.at("exit")), "locals: I T R | stack:");
}

TEST(TypeFlow, LongAndDoubleTakeTwoSlotsAndBreakWhenHalfIsOverwritten) {
  TestMethod t("()V");
  Asm b;
  b.op(OP_DCONST_0).op(OP_D2L).label("i").op(OP_L2F).label("j").op(OP_F2D).op(OP_POP2).op(OP_LCONST_1);
  b.op(OP_LCONST_0).op(OP_LCMP).label("k").op(OP_RETURN);
  Asm c;
  c.op(OP_LCONST_1).op(OP_DCONST_0).label("a").op(OP_DSTORE_2).op(OP_LSTORE_0).label("b");
  c.op(OP_ICONST_0).op(OP_ISTORE_3).label("c");
  c.op(OP_ICONST_0).op(OP_ISTORE_0).label("d");
  c.op(OP_LLOAD_0).op(OP_DLOAD_2).label("e").op(OP_POP2).op(OP_POP2);
  c.op(OP_DCONST_1).op(OP_DSTORE_1).label("f");
  c.op(OP_FCONST_2).op1(OP_FSTORE, 4).op(OP_LCONST_0).op(OP_LSTORE_3).label("g");
  c.op(OP_DCONST_0).op(OP_DSTORE_2).label("h").op(OP_RETURN);
  auto f = t.analyze(c, 4, 5);
  ASSERT_TRUE(f);
  EXPECT_EQ(f->describe(c.at("a")), "locals: T T T T T | stack: J J2 D D2");
  EXPECT_EQ(f->describe(c.at("b")), "locals: J J2 D D2 T | stack:");
  EXPECT_EQ(f->describe(c.at("c")), "locals: J J2 T I T | stack:");
  EXPECT_EQ(f->describe(c.at("d")), "locals: I T T I T | stack:");
  EXPECT_EQ(f->describe(c.at("e")), "locals: I T T I T | stack: T T T T");
  EXPECT_EQ(f->describe(c.at("f")), "locals: I D D2 I T | stack:");
  EXPECT_EQ(f->describe(c.at("g")), "locals: I D D2 J J2 | stack:");
  EXPECT_EQ(f->describe(c.at("h")), "locals: I T D D2 T | stack:");
  f = t.analyze(b, 4, 0);
  ASSERT_TRUE(f);
  EXPECT_EQ(f->describe(b.at("i")), "locals: | stack: J J2");
  EXPECT_EQ(f->describe(b.at("j")), "locals: | stack: F");
  EXPECT_EQ(f->describe(b.at("k")), "locals: | stack: I");
}

// ---------------------------------------------------------------- the dup family

struct Shuffle {
  std::vector<int> setup;
  int op;
  std::string after;
};

TEST(TypeFlow, DupFamilyMovesSlotsAsTheJvmsForms) {
  const std::vector<Shuffle> cases = {
      {{OP_ACONST_NULL, OP_ICONST_0, OP_FCONST_0}, OP_DUP, "R I F F"},
      {{OP_ACONST_NULL, OP_ICONST_0, OP_FCONST_0}, OP_DUP_X1, "R F I F"},
      {{OP_ACONST_NULL, OP_ICONST_0, OP_FCONST_0}, OP_DUP_X2, "F R I F"},
      {{OP_ACONST_NULL, OP_ICONST_0, OP_FCONST_0}, OP_DUP2, "R I F I F"},
      {{OP_ACONST_NULL, OP_ICONST_0, OP_FCONST_0}, OP_DUP2_X1, "I F R I F"},
      {{OP_ACONST_NULL, OP_ICONST_0, OP_FCONST_0, OP_ACONST_NULL}, OP_DUP2_X2, "F R R I F R"},
      {{OP_ACONST_NULL, OP_ICONST_0, OP_FCONST_0}, OP_SWAP, "R F I"},
      {{OP_ACONST_NULL, OP_ICONST_0, OP_FCONST_0}, OP_POP, "R I"},
      {{OP_ACONST_NULL, OP_ICONST_0, OP_FCONST_0}, OP_POP2, "R"},
      // The category-2 forms: a long or double moves as its two halves.
      {{OP_LCONST_0}, OP_DUP2, "J J2 J J2"},
      {{OP_LCONST_0, OP_ACONST_NULL}, OP_DUP_X2, "R J J2 R"},
      {{OP_ICONST_0, OP_LCONST_0}, OP_DUP2_X1, "J J2 I J J2"},
      {{OP_ACONST_NULL, OP_ICONST_0, OP_DCONST_0}, OP_DUP2_X2, "D D2 R I D D2"},
      {{OP_DCONST_0, OP_ACONST_NULL, OP_ICONST_0}, OP_DUP2_X2, "R I D D2 R I"},
      {{OP_LCONST_0, OP_DCONST_0}, OP_DUP2_X2, "D D2 J J2 D D2"},
      {{OP_DCONST_0}, OP_POP2, ""},
  };
  for (const Shuffle& c : cases) {
    TestMethod t;
    Asm a;
    for (int o : c.setup) a.op(o);
    a.op(c.op).label("after").op(OP_RETURN);
    auto f = t.analyze(a, 8, 0);
    ASSERT_TRUE(f) << interp::opInfo(c.op).name;
    EXPECT_EQ(f->describe(a.at("after")), "locals: | stack:" + (c.after.empty() ? "" : " " + c.after))
        << interp::opInfo(c.op).name;
  }
}

// ---------------------------------------------------------------- exception handlers

TEST(TypeFlow, HandlerGetsTheLocalsOfEveryInstructionInItsRangeAndOneReference) {
  TestMethod t("(I)V");
  Asm a;
  a.op(OP_ACONST_NULL).op(OP_ASTORE_1);
  a.label("start").op(OP_ICONST_0).op(OP_ISTORE_2).op(OP_ACONST_NULL).op(OP_ASTORE_3).op(OP_ALOAD_1);
  a.op(OP_ATHROW).label("end");
  a.label("handler").op(OP_ASTORE_0).label("h1").op(OP_RETURN);
  a.label("dead").op(OP_ICONST_0).op(OP_POP).op(OP_RETURN);
  t.handler(a.at("start"), a.at("end"), a.at("handler"));
  auto f = t.analyze(a, 1, 4);
  ASSERT_TRUE(f);
  EXPECT_TRUE(f->reachable(a.at("handler")));
  // local 1 is a reference throughout the range; 2 and 3 only after their stores.
  EXPECT_EQ(f->describe(a.at("handler")), "locals: I R T T | stack: R");
  EXPECT_EQ(f->describe(a.at("h1")), "locals: R R T T | stack:");
  EXPECT_FALSE(f->reachable(a.at("dead")));
}

TEST(TypeFlow, HandlersNestAndCoverOnlyTheirRange) {
  TestMethod t("()V");
  Asm a;
  a.label("outer").op(OP_ACONST_NULL).op(OP_ASTORE_0).label("inner").op(OP_ICONST_0).op(OP_ISTORE_1);
  a.op(OP_RETURN).label("innerEnd").op(OP_ICONST_0).op(OP_ISTORE_0).op(OP_RETURN).label("outerEnd");
  a.label("h1").op(OP_POP).op(OP_RETURN);
  a.label("h2").op(OP_POP).op(OP_RETURN);
  a.label("h3").op(OP_POP).op(OP_RETURN);
  t.handler(a.at("inner"), a.at("innerEnd"), a.at("h1"), 0);
  t.handler(a.at("outer"), a.at("outerEnd"), a.at("h2"), 0);
  t.handler(a.at("innerEnd"), a.at("outerEnd"), a.at("h3"), 0);
  auto f = t.analyze(a, 1, 2);
  ASSERT_TRUE(f);
  // The range after the first return is unreachable, so h3 is too.
  EXPECT_EQ(f->describe(a.at("h1")), "locals: R T | stack: R");
  EXPECT_EQ(f->describe(a.at("h2")), "locals: T T | stack: R");
  EXPECT_FALSE(f->reachable(a.at("h3")));
}

// ---------------------------------------------------------------- switches

TEST(TypeFlow, SwitchesFindTheirTablesWhateverThePadding) {
  for (int table = 0; table < 2; ++table) {
    for (int nops = 0; nops < 4; ++nops) {
      TestMethod t("(I)V");
      Asm a;
      for (int i = 0; i < nops; ++i) a.op(OP_NOP);
      a.op(OP_ILOAD_0).label("switch");
      if (table)
        a.tableswitch(-1, "dflt", {"ref", "int", "ref"});
      else
        a.lookupswitch("dflt", {{-100000, "int"}, {7, "ref"}});
      a.label("ref").op(OP_ACONST_NULL).op(OP_ASTORE_1).branch(OP_GOTO, "join");
      a.label("int").op(OP_ICONST_0).op(OP_ISTORE_1).branch(OP_GOTO, "join");
      a.label("dflt").op(OP_RETURN);
      a.label("join").op(OP_RETURN);
      auto f = t.analyze(a, 1, 2);
      ASSERT_TRUE(f) << "table " << table << " nops " << nops;
      EXPECT_EQ(f->stackDepth(a.at("switch")), 1);
      EXPECT_EQ(f->describe(a.at("ref")), "locals: I T | stack:");
      EXPECT_TRUE(f->reachable(a.at("int")));
      EXPECT_TRUE(f->reachable(a.at("dflt")));
      EXPECT_EQ(f->describe(a.at("join")), "locals: I T | stack:");
    }
  }
}

// ---------------------------------------------------------------- wide

TEST(TypeFlow, WideFormsReachHighLocals) {
  TestMethod t("()V");
  Asm a;
  a.op(OP_ACONST_NULL).wide(OP_ASTORE, 260).op(OP_ICONST_5).wide(OP_ISTORE, 270);
  a.op(OP_WIDE).op(OP_IINC).u2(270).u2(1000).label("iinc");
  a.op(OP_WIDE).op(OP_IINC).u2(260).u2(1).label("iincRef");  // iinc of a reference: unusable
  a.wide(OP_ALOAD, 260).wide(OP_ILOAD, 270).label("loaded");
  a.op(OP_DCONST_1).wide(OP_DSTORE, 298).wide(OP_DLOAD, 298).label("end").op(OP_RETURN);
  auto f = t.analyze(a, 4, 300);
  ASSERT_TRUE(f);
  EXPECT_TRUE(f->localIsRef(a.at("iinc"), 260));
  EXPECT_EQ(local(*f, a.at("iinc"), 270), "I");
  EXPECT_EQ(local(*f, a.at("loaded"), 260), "T");
  EXPECT_EQ(part(f->describe(a.at("loaded")), true), (std::vector<std::string>{"T", "I"}));
  EXPECT_EQ(part(f->describe(a.at("end")), true), (std::vector<std::string>{"T", "I", "D", "D2"}));
  EXPECT_EQ(local(*f, a.at("end"), 299), "D2");
  EXPECT_FALSE(f->localIsRef(a.at("end"), 300));  // out of range
}

// ---------------------------------------------------------------- jsr and ret

// local 1 is a reference at the first jsr and an int at the second; the
// subroutine leaves it alone, so each caller gets its own kind back.
TEST(TypeFlow, RetGivesEachCallerItsOwnUntouchedLocals) {
  TestMethod t("(I)V");
  Asm a;
  a.op(OP_ACONST_NULL).op(OP_ASTORE_1).op(OP_ICONST_0).op(OP_ISTORE_3).label("jsrA").branch(OP_JSR, "sub");
  a.label("afterA").op(OP_ALOAD_1).op(OP_POP).op(OP_ICONST_0).op(OP_ISTORE_1);
  a.label("jsrB").branch(OP_JSR, "sub");
  a.label("afterB").op(OP_ILOAD_1).op(OP_POP).op(OP_RETURN);
  a.label("sub").op(OP_ASTORE_2).label("body").op(OP_ACONST_NULL).op(OP_ASTORE_3).op1(OP_RET, 2);
  auto f = t.analyze(a, 1, 4);
  ASSERT_TRUE(f);
  uint32_t sub = a.at("sub");
  std::string A = "A" + std::to_string(sub);
  // Local 3 is an int at the first jsr and a reference (from the first
  // return) at the second.
  EXPECT_EQ(f->describe(sub), "locals: I T T T | stack: " + A);
  EXPECT_EQ(f->describe(a.at("body")), "locals: I T " + A + " T | stack:");
  // Local 3, written by the subroutine, comes from the ret; local 1 from the caller.
  EXPECT_EQ(f->describe(a.at("afterA")), "locals: I R " + A + " R | stack:");
  EXPECT_EQ(f->describe(a.at("afterB")), "locals: I I " + A + " R | stack:");
  EXPECT_TRUE(f->localIsRef(a.at("afterA"), 1));
  EXPECT_FALSE(f->localIsRef(a.at("afterB"), 1));
  // Inside the subroutine local 1 is a reference for one caller only.
  EXPECT_TRUE(f->subroutineRefConflict());
}

// A javac-style finally (version 49): try body, the subroutine on the normal
// path and from the catch-all handler, which rethrows.
TEST(TypeFlow, FinallyAsASubroutine) {
  TestMethod t("(I)I");
  Asm a;
  a.label("try").op(OP_ILOAD_0).op(OP_ICONST_2).op(OP_IMUL).op(OP_ISTORE_1).label("tryEnd");
  a.branch(OP_JSR, "sub").label("normal").op(OP_ILOAD_1).op(OP_IRETURN);
  a.label("any").op(OP_ASTORE_2).branch(OP_JSR, "sub").label("rethrow").op(OP_ALOAD_2).op(OP_ATHROW);
  a.label("sub").op(OP_ASTORE_3).op(OP_ICONST_0).op(OP_POP).op1(OP_RET, 3);
  t.handler(a.at("try"), a.at("tryEnd"), a.at("any"));
  auto f = t.analyze(a, 2, 4);
  ASSERT_TRUE(f);
  std::string A = "A" + std::to_string(a.at("sub"));
  EXPECT_EQ(f->describe(a.at("any")), "locals: I T T T | stack: R");
  EXPECT_EQ(f->describe(a.at("normal")), "locals: I I T " + A + " | stack:");
  EXPECT_EQ(f->describe(a.at("rethrow")), "locals: I T R " + A + " | stack:");
  EXPECT_EQ(f->describe(a.at("sub")), "locals: I T T T | stack: " + A);
  // The exception in local 2 is a reference at the handler's jsr only: inside
  // the subroutine its kind is unusable, yet the handler rethrows it
  // afterwards. Local 2 never holds anything but a reference (or the zero of
  // a fresh local), so the maps mark it as one everywhere and the collector
  // keeps it up to date inside the subroutine too.
  EXPECT_TRUE(f->localIsRef(a.at("sub"), 2));
  EXPECT_TRUE(f->localIsRef(a.at("normal"), 2));
  EXPECT_FALSE(f->localIsRef(a.at("sub"), 1));
  EXPECT_FALSE(f->subroutineRefConflict());
}

TEST(TypeFlow, SubroutineCalledFromThreeSites) {
  TestMethod t("(I)V");
  Asm a;
  a.op(OP_ACONST_NULL).op(OP_ASTORE_1).branch(OP_JSR, "sub").label("after1");
  a.op(OP_ICONST_0).op(OP_ISTORE_1).branch(OP_JSR, "sub").label("after2");
  a.op(OP_FCONST_0).op(OP_FSTORE_1).branch(OP_JSR_W, "sub").label("after3").op(OP_RETURN);
  a.label("sub").op(OP_ASTORE_2).op(OP_ILOAD_0).op(OP_ISTORE_3).wide(OP_RET, 2);
  auto f = t.analyze(a, 1, 4);
  ASSERT_TRUE(f);
  std::string A = "A" + std::to_string(a.at("sub"));
  EXPECT_EQ(f->describe(a.at("after1")), "locals: I R " + A + " I | stack:");
  EXPECT_EQ(f->describe(a.at("after2")), "locals: I I " + A + " I | stack:");
  EXPECT_EQ(f->describe(a.at("after3")), "locals: I F " + A + " I | stack:");
  EXPECT_EQ(local(*f, a.at("sub"), 1), "T");
}

// The rets are found after both jsrs in one order and before them in
// another: the states must come out the same.
TEST(TypeFlow, JsrSitesFoundAfterTheRetStillReturn) {
  TestMethod t("(I)V");
  Asm a;
  a.branch(OP_GOTO, "start");
  a.label("sub").op(OP_ASTORE_2).op1(OP_RET, 2);
  a.label("start").op(OP_ILOAD_0).branch(OP_IFEQ, "second");
  a.op(OP_ACONST_NULL).op(OP_ASTORE_1).branch(OP_JSR, "sub").label("after1").op(OP_RETURN);
  a.label("second").op(OP_ICONST_1).op(OP_ISTORE_1).label("loop").branch(OP_JSR, "sub").label("after2");
  a.op(OP_ILOAD_0).branch(OP_IFNE, "loop").op(OP_RETURN);
  auto f = t.analyze(a, 1, 3);
  ASSERT_TRUE(f);
  std::string A = "A" + std::to_string(a.at("sub"));
  EXPECT_EQ(f->describe(a.at("after1")), "locals: I R " + A + " | stack:");
  EXPECT_EQ(f->describe(a.at("after2")), "locals: I I " + A + " | stack:");
  // The loop head meets the entry (local 2 unused) and the return (an address).
  EXPECT_EQ(f->describe(a.at("loop")), "locals: I I T | stack:");
}

// finally inside finally: the outer subroutine calls the inner one. What the
// inner one writes counts as written by the outer one too.
TEST(TypeFlow, NestedSubroutines) {
  TestMethod t("()V");
  Asm a;
  a.op(OP_ACONST_NULL).op(OP_ASTORE_0).branch(OP_JSR, "outer").label("afterR");
  a.op(OP_ICONST_0).op(OP_ISTORE_0).branch(OP_JSR, "outer").label("afterI").op(OP_RETURN);
  a.label("outer").op(OP_ASTORE_1).op(OP_ACONST_NULL).op(OP_ASTORE_3).label("callInner").branch(OP_JSR, "inner");
  a.label("afterInner").op(OP_ALOAD_3).op(OP_POP).op1(OP_RET, 1);
  a.label("inner").op(OP_ASTORE_2).label("innerBody").op(OP_ICONST_1).op1(OP_ISTORE, 4).op1(OP_RET, 2);
  auto f = t.analyze(a, 1, 6);
  ASSERT_TRUE(f);
  std::string O = "A" + std::to_string(a.at("outer")), I = "A" + std::to_string(a.at("inner"));
  EXPECT_EQ(f->describe(a.at("innerBody")), "locals: T " + O + " " + I + " R T T | stack:");
  EXPECT_EQ(f->describe(a.at("afterInner")), "locals: T " + O + " " + I + " R I T | stack:");
  EXPECT_EQ(f->describe(a.at("afterR")), "locals: R " + O + " " + I + " R I T | stack:");
  EXPECT_EQ(f->describe(a.at("afterI")), "locals: I " + O + " " + I + " R I T | stack:");
}

// The inner subroutine is also called from outside the outer one, and one
// ret leaves both (a ret of the outer address from inside the inner one).
TEST(TypeFlow, NestedSubroutineSharedAndMultiLevelReturn) {
  TestMethod t("()V");
  Asm a;
  a.op(OP_ACONST_NULL).op(OP_ASTORE_0).branch(OP_JSR, "inner").label("afterTop");
  a.op(OP_FCONST_0).op(OP_FSTORE_0).branch(OP_JSR, "outer").label("afterOuter").op(OP_RETURN);
  a.label("outer").op(OP_ASTORE_1).op(OP_ICONST_0).op(OP_ISTORE_3).branch(OP_JSR, "inner");
  a.label("afterInner").op(OP_ILOAD_3).op(OP_POP).op1(OP_RET, 1);
  a.label("inner").op(OP_ASTORE_2).op(OP_ICONST_1).op1(OP_ISTORE, 4).op1(OP_RET, 2);
  auto f = t.analyze(a, 1, 5);
  ASSERT_TRUE(f);
  std::string O = "A" + std::to_string(a.at("outer")), I = "A" + std::to_string(a.at("inner"));
  EXPECT_EQ(f->describe(a.at("afterTop")), "locals: R T " + I + " T I | stack:");
  EXPECT_EQ(f->describe(a.at("afterInner")), "locals: F " + O + " " + I + " I I | stack:");
  EXPECT_EQ(f->describe(a.at("afterOuter")), "locals: F " + O + " " + I + " I I | stack:");

  // inner returns straight to outer's caller with outer's address in local 1.
  TestMethod t2("()V");
  Asm b;
  b.op(OP_ACONST_NULL).op(OP_ASTORE_0).branch(OP_JSR, "outer").label("afterOuter").op(OP_RETURN);
  b.label("outer").op(OP_ASTORE_1).branch(OP_JSR, "inner").op(OP_RETURN);
  b.label("inner").op(OP_ASTORE_2).op(OP_ICONST_1).op(OP_ISTORE_3).op1(OP_RET, 1);
  f = t2.analyze(b, 1, 4);
  ASSERT_TRUE(f);
  std::string O2 = "A" + std::to_string(b.at("outer")), I2 = "A" + std::to_string(b.at("inner"));
  EXPECT_EQ(f->describe(b.at("afterOuter")), "locals: R " + O2 + " " + I2 + " I | stack:");
}

TEST(TypeFlow, HandlerInsideASubroutineKeepsItActive) {
  TestMethod t("()V");
  Asm a;
  a.op(OP_ACONST_NULL).op(OP_ASTORE_0).branch(OP_JSR, "sub").label("after").op(OP_RETURN);
  a.label("sub").op(OP_ASTORE_1).label("try").op(OP_ACONST_NULL).op(OP_ATHROW).label("tryEnd");
  a.label("catch").op(OP_ASTORE_2).op1(OP_RET, 1);
  t.handler(a.at("try"), a.at("tryEnd"), a.at("catch"));
  auto f = t.analyze(a, 1, 3);
  ASSERT_TRUE(f);
  std::string A = "A" + std::to_string(a.at("sub"));
  EXPECT_EQ(f->describe(a.at("after")), "locals: R " + A + " R | stack:");
}

// ---------------------------------------------------------------- errors

struct BadCode {
  const char* what;
  std::function<void(Asm&, TestMethod&)> make;
  int maxStack, maxLocals;
  const char* message;
};

TEST(TypeFlow, StructuralErrorsAreReportedWithMethodAndPc) {
  const std::vector<BadCode> cases = {
      {"underflow", [](Asm& a, TestMethod&) { a.op(OP_POP).op(OP_RETURN); }, 1, 0,
       "Unable to pop operand off an empty stack in method pkg.Test.m()V at pc 0"},
      {"overflow", [](Asm& a, TestMethod&) { a.op(OP_ICONST_0).op(OP_ICONST_0).op(OP_RETURN); }, 1, 0,
       "Stack size too large in method pkg.Test.m()V at pc 1"},
      {"long overflow", [](Asm& a, TestMethod&) { a.op(OP_LCONST_0).op(OP_RETURN); }, 1, 0, "Stack size too large"},
      {"dup overflow", [](Asm& a, TestMethod&) { a.op(OP_ICONST_0).op(OP_DUP).op(OP_RETURN); }, 1, 0,
       "Stack size too large"},
      {"depth mismatch",
       [](Asm& a, TestMethod&) {
         a.op(OP_ICONST_0).branch(OP_IFEQ, "l").op(OP_ICONST_0).label("l").op(OP_RETURN);
       },
       1, 0, "Inconsistent stack height"},
      {"fall off", [](Asm& a, TestMethod&) { a.op(OP_ICONST_0).op(OP_POP); }, 1, 0,
       "Falling off the end of the code after pc 1 (pop) in method pkg.Test.m()V at pc 2"},
      {"fall off after jsr",
       [](Asm& a, TestMethod&) {
         a.branch(OP_GOTO, "j").label("s").op(OP_ASTORE_0).op1(OP_RET, 0).label("j").branch(OP_JSR, "s");
       },
       1, 1, "Falling off the end of the code"},
      {"ret on int", [](Asm& a, TestMethod&) { a.op(OP_ICONST_0).op(OP_ISTORE_0).op1(OP_RET, 0); }, 1, 1,
       "without a return address"},
      {"ret on nothing", [](Asm& a, TestMethod&) { a.op1(OP_RET, 0); }, 1, 1, "without a return address"},
      {"local index", [](Asm& a, TestMethod&) { a.op1(OP_ILOAD, 2).op(OP_RETURN); }, 1, 2,
       "Illegal local variable number"},
      {"long local index", [](Asm& a, TestMethod&) { a.op(OP_LLOAD_1).op(OP_RETURN); }, 2, 2,
       "Illegal local variable number"},
      {"store index", [](Asm& a, TestMethod&) { a.op(OP_ICONST_0).op(OP_ISTORE_0).op(OP_RETURN); }, 1, 0,
       "Illegal local variable number"},
      {"branch into an instruction", [](Asm& a, TestMethod&) { a.op(OP_GOTO).u2(1).op(OP_RETURN); }, 1, 0,
       "Illegal target of jump or branch"},
      {"branch before the code", [](Asm& a, TestMethod&) { a.op(OP_GOTO).u2(0xfff0).op(OP_RETURN); }, 1, 0,
       "Illegal target of jump or branch"},
      {"recursive jsr from entry",
       [](Asm& a, TestMethod&) { a.branch(OP_JSR, "s").op(OP_RETURN).label("s").op(OP_ASTORE_0).branch(OP_JSR, "s"); },
       1, 1, "Recursive call"},
      {"ret after returning",
       [](Asm& a, TestMethod&) {
         a.branch(OP_JSR, "s").label("back").op1(OP_RET, 0).label("s").op(OP_ASTORE_0).op1(OP_RET, 0);
       },
       1, 1, "ret outside the subroutine"},
      {"arguments do not fit", [](Asm& a, TestMethod& t) { t.method().descriptor = "(JJ)V"; a.op(OP_RETURN); }, 0, 3,
       "Arguments can't fit into locals"},
      {"bad opcode", [](Asm& a, TestMethod&) { a.op(OP_RETURN).op(0xcb); }, 0, 0, "Bad instruction 203"},
      {"bad wide", [](Asm& a, TestMethod&) { a.op(OP_WIDE).op(OP_NOP).u2(0).op(OP_RETURN); }, 0, 0,
       "Bad wide instruction"},
      {"truncated", [](Asm& a, TestMethod&) { a.op(OP_SIPUSH).u1(0); }, 1, 0,
       "Instruction runs past the end of the code"},
      {"truncated switch", [](Asm& a, TestMethod&) { a.op(OP_ICONST_0).op(OP_TABLESWITCH).u1(0).u1(0).s4(0); }, 1, 0,
       "Truncated switch"},
      {"switch bounds",
       [](Asm& a, TestMethod&) { a.op(OP_ICONST_0).op(OP_TABLESWITCH).u1(0).u1(0).s4(4).s4(1).s4(0).op(OP_RETURN); },
       1, 0, "Bad tableswitch bounds"},
      {"switch target", [](Asm& a, TestMethod&) { a.op(OP_ICONST_0).op(OP_LOOKUPSWITCH).u1(0).u1(0).s4(3).s4(0); },
       1, 0, "Illegal target of jump or branch"},
      {"handler range",
       [](Asm& a, TestMethod& t) {
         a.op(OP_SIPUSH).u2(0).op(OP_RETURN);
         t.handler(1, 4, 3);
       },
       1, 0, "Illegal exception table range"},
      {"handler without stack",
       [](Asm& a, TestMethod& t) {
         a.op(OP_NOP).op(OP_RETURN);
         t.handler(0, 1, 1);
       },
       0, 0, "Stack size too large"},
      {"cp index", [](Asm& a, TestMethod&) { a.op2(OP_GETSTATIC, 99).op(OP_RETURN); }, 2, 0,
       "Illegal constant pool index 99"},
      {"cp kind", [](Asm& a, TestMethod& t) { a.op2(OP_INVOKESTATIC, t.utf8("x")).op(OP_RETURN); }, 2, 0,
       "Illegal type in constant pool"},
      {"ldc of a long",
       [](Asm& a, TestMethod& t) {
         CpEntry e;
         e.tag = CpTag::Long;
         a.op2(OP_LDC_W, t.add(e)).op(OP_RETURN);
       },
       2, 0, "Illegal type in constant pool"},
      {"bad descriptor", [](Asm& a, TestMethod& t) { a.op2(OP_GETSTATIC, t.field("Q")).op(OP_RETURN); }, 2, 0,
       "Illegal field descriptor"},
      {"bad method descriptor",
       [](Asm& a, TestMethod& t) { a.op2(OP_INVOKESTATIC, t.method("(I")).op(OP_RETURN); }, 2, 0,
       "Illegal method descriptor"},
      {"multianewarray dims",
       [](Asm& a, TestMethod& t) { a.op(OP_MULTIANEWARRAY).u2(t.cls("[[I")).u1(0).op(OP_RETURN); }, 2, 0,
       "Illegal dimension"},
      {"multianewarray underflow",
       [](Asm& a, TestMethod& t) { a.op(OP_ICONST_1).op(OP_MULTIANEWARRAY).u2(t.cls("[[I")).u1(2).op(OP_RETURN); },
       2, 0, "Unable to pop"},
  };
  for (const BadCode& c : cases) {
    TestMethod t;
    Asm a;
    c.make(a, t);
    std::string e = t.error(a, c.maxStack, c.maxLocals);
    EXPECT_NE(e.find(c.message), std::string::npos) << c.what << ": " << e;
    EXPECT_NE(e.find(" in method pkg.Test.m"), std::string::npos) << c.what << ": " << e;
  }
}

TEST(TypeFlow, EmptyCodeAndMissingCodeAreErrors) {
  TestMethod t;
  std::string e;
  EXPECT_EQ(t.analyze(std::vector<uint8_t>{}, 0, 0, &e), nullptr);
  EXPECT_NE(e.find("Code is empty"), std::string::npos) << e;
  t.method().code = nullptr;
  EXPECT_EQ(TypeFlow::analyze(&t.method(), &e), nullptr);
  EXPECT_NE(e.find("No code"), std::string::npos) << e;
  EXPECT_EQ(TypeFlow::analyze(nullptr, &e), nullptr);
}

// ---------------------------------------------------------------- storage

TEST(TypeFlow, MapsWithoutKindsKeepOnlyReferenceBits) {
  TestMethod t("(Ljava/lang/Object;I)V");
  Asm a;
  a.op(OP_ALOAD_0).op(OP_ILOAD_1).label("two").op(OP_POP2).op(OP_RETURN);
  t.analyze(a, 2, 2);
  std::string error;
  auto f = TypeFlow::analyze(&t.method(), &error);
  ASSERT_TRUE(f) << error;
  EXPECT_EQ(f->describe(a.at("two")), "locals: R - | stack: R -");
  // Four instructions, two locals, stack 0+1+2+0: one word of bits.
  EXPECT_GT(f->bytes(), sizeof(TypeFlow));
  EXPECT_LT(f->bytes(), sizeof(TypeFlow) + 64);
}

// Many entries, so the bits run over several words.
TEST(TypeFlow, BitsCrossWordBoundaries) {
  TestMethod t("(Ljava/lang/Object;)V");
  Asm a;
  std::vector<uint32_t> pcs;
  for (int i = 0; i < 40; ++i) {
    pcs.push_back(a.pc());
    a.op(i % 3 == 0 ? OP_ACONST_NULL : OP_ICONST_0);
  }
  pcs.push_back(a.pc());
  a.op(OP_RETURN);
  auto f = t.analyze(a, 40, 5);
  ASSERT_TRUE(f);
  for (size_t k = 0; k < pcs.size(); ++k) {
    ASSERT_EQ(f->stackDepth(pcs[k]), int(k));
    // Locals never stored to keep the null of a fresh frame: references.
    for (int i = 0; i < 5; ++i) EXPECT_TRUE(f->localIsRef(pcs[k], i));
    for (size_t s = 0; s < k; ++s) EXPECT_EQ(f->stackIsRef(pcs[k], int(s)), s % 3 == 0) << k << " " << s;
  }
}

// ---------------------------------------------------------------- robustness

// Random byte strings as code (with a pool that has one entry of each kind,
// and random handlers) must give a map or an error, never a crash; the maps
// that come out must be within the method's limits.
TEST(TypeFlow, RandomCodeNeverCrashes) {
  std::mt19937 rng(20240611);
  const char* descriptors[] = {"()V", "(I)V", "(JLjava/lang/Object;)I", "([ID)J", "(Ljava/lang/String;[[J)V"};
  int accepted = 0;
  for (int iter = 0; iter < 10000; ++iter) {
    TestMethod t(descriptors[rng() % 5], rng() % 2 ? ACC_STATIC : 0);
    std::vector<uint16_t> pool = {
        t.cls("pkg/Test"), t.field("I"), t.field("J"), t.field("Ljava/lang/Object;"), t.method("(IJ)V"),
        t.method("()Ljava/lang/Object;"), t.member(CpTag::InterfaceMethodref, "pkg/I", "h", "(I)D"),
        t.tagged(CpTag::String, t.utf8("s")), t.tagged(CpTag::InvokeDynamic, 0, t.nat("r", "()I"))};
    // Mostly short instructions that rarely fail, then any opcode, pool
    // indices and any byte; ending in a return, so that some get through.
    static const uint8_t easy[] = {OP_NOP, OP_ACONST_NULL, OP_ICONST_0, OP_LCONST_1, OP_DCONST_0, OP_ALOAD_0,
                                   OP_ILOAD_1, OP_ASTORE_1, OP_ISTORE_2, OP_LSTORE_0, OP_POP, OP_POP2, OP_DUP,
                                   OP_DUP_X1, OP_DUP2_X2, OP_SWAP, OP_IADD, OP_LADD, OP_I2L, OP_IFEQ, OP_GOTO,
                                   OP_JSR, OP_RET, OP_ATHROW, OP_RETURN, OP_ARETURN};
    std::vector<uint8_t> code;
    size_t length = 1 + rng() % 32;
    for (size_t i = 0; i < length; ++i) {
      uint32_t r = rng();
      switch (r % 8) {
        case 0: code.push_back(uint8_t(pool[(r >> 8) % pool.size()])); break;
        case 1: code.push_back(uint8_t(r >> 8)); break;
        case 2: code.push_back(uint8_t((r >> 8) % interp::kJvmsOpcodeCount)); break;
        case 3: code.push_back(uint8_t((r >> 8) % 8)); break;  // small branch offsets and locals
        default: code.push_back(easy[(r >> 8) % sizeof(easy)]); break;
      }
    }
    code.push_back(OP_RETURN);
    int handlers = rng() % 4 == 0 ? 1 + int(rng() % 2) : 0;  // random ranges are mostly refused
    for (int h = 0; h < handlers; ++h)
      t.handler(rng() % (length + 1), rng() % (length + 1), rng() % (length + 1), 0);
    int maxStack = int(rng() % 10), maxLocals = int(rng() % 8);
    std::string error;
    auto f = t.analyze(code, maxStack, maxLocals, &error);
    if (!f) {
      EXPECT_FALSE(error.empty());
      continue;
    }
    ++accepted;
    EXPECT_TRUE(f->reachable(0));
    for (uint32_t pc = 0; pc < code.size(); ++pc) {
      int depth = f->stackDepth(pc);
      EXPECT_LE(depth, maxStack);
      if (depth < 0) continue;
      for (int s = 0; s < depth; ++s) (void)f->stackIsRef(pc, s);
      for (int l = 0; l < maxLocals; ++l) (void)f->localIsRef(pc, l);
      EXPECT_FALSE(f->describe(pc).empty());
    }
  }
  EXPECT_GT(accepted, 200);  // the generator reaches past the first few errors
}

// Valid subroutine code with random bytes damaged, to drive the jsr/ret
// machinery into odd corners.
TEST(TypeFlow, DamagedSubroutineCodeNeverCrashes) {
  Asm a;
  a.op(OP_ACONST_NULL).op(OP_ASTORE_0).branch(OP_JSR, "outer").op(OP_ICONST_0).op(OP_ISTORE_0);
  a.branch(OP_JSR, "inner").branch(OP_JSR, "outer").label("loop").op(OP_ILOAD_0).branch(OP_IFNE, "loop");
  a.op(OP_RETURN);
  a.label("outer").op(OP_ASTORE_1).op(OP_ACONST_NULL).op(OP_ASTORE_3).branch(OP_JSR, "inner");
  a.op(OP_ALOAD_3).op(OP_POP).op1(OP_RET, 1);
  a.label("inner").op(OP_ASTORE_2).op(OP_ICONST_1).op1(OP_ISTORE, 4).op1(OP_RET, 2);
  const std::vector<uint8_t> good = a.bytes();
  {
    TestMethod t;
    ASSERT_TRUE(t.analyze(good, 2, 5));
  }
  std::mt19937 rng(7);
  const uint8_t interesting[] = {OP_JSR, OP_RET, OP_ASTORE_1, OP_ASTORE_2, OP_ALOAD_1, OP_GOTO, OP_POP,
                                 OP_ACONST_NULL, OP_ISTORE_1, 0, 1, 2, 3, 0xff, 0xfe};
  for (int iter = 0; iter < 4000; ++iter) {
    std::vector<uint8_t> code = good;
    int damage = 1 + int(rng() % 3);
    for (int d = 0; d < damage; ++d)
      code[rng() % code.size()] = rng() % 2 ? interesting[rng() % sizeof(interesting)] : uint8_t(rng());
    TestMethod t;
    if (rng() % 4 == 0) t.handler(rng() % code.size(), rng() % code.size() + 1, rng() % code.size());
    std::string error;
    auto f = t.analyze(code, int(rng() % 4), int(rng() % 6), &error);
    if (!f) {
      EXPECT_FALSE(error.empty());
    }
  }
}

// ---------------------------------------------------------------- real class files

// Every method of the class library, as javac compiled it, goes through, and
// its maps stay within the method's limits.
TEST(TypeFlow, EveryClassLibraryMethodAnalyses) {
  namespace fs = std::filesystem;
  int methods = 0;
  for (const auto& entry : fs::recursive_directory_iterator(WW_CLASSLIB_DIR)) {
    if (entry.path().extension() != ".class") continue;
    std::ifstream in(entry.path(), std::ios::binary);
    std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    ParseResult r = parseClassFile(bytes.data(), bytes.size());
    ASSERT_TRUE(r.ok()) << entry.path() << ": " << r.message;
    Class c;
    c.name = r.file->thisClass;
    c.file = std::move(r.file);
    for (const MemberInfo& mi : c.file->methods) {
      if (!mi.code) continue;
      Method m;
      m.owner = &c;
      m.name = mi.name;
      m.descriptor = mi.descriptor;
      m.access = mi.access;
      m.argSlots = uint16_t(parameterSlots(mi.descriptor) + ((mi.access & ACC_STATIC) ? 0 : 1));
      m.code = mi.code.get();
      m.maxLocals = mi.code->maxLocals;
      m.maxStack = mi.code->maxStack;
      std::string error;
      auto f = TypeFlow::analyze(&m, &error);
      ASSERT_TRUE(f) << error;
      EXPECT_TRUE(f->reachable(0));
      EXPECT_FALSE(f->subroutineRefConflict());
      if (!m.isStatic()) {
        EXPECT_TRUE(f->localIsRef(0, 0)) << c.name << "." << m.name;
      }
      for (uint32_t pc = 0; pc < mi.code->code.size(); ++pc) EXPECT_LE(f->stackDepth(pc), int(m.maxStack));
      ++methods;
    }
  }
  EXPECT_GT(methods, 500);
}

}  // namespace
}  // namespace ww::vm
