// Tests for the resource model files (profiler/model_file.cpp,
// docs/resource-model.md): parsing, the costs of hand-made counts, the exact
// write/parse round trip, every error the format names, and the default
// model compiled into the VM.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "profiler/model.h"

namespace ww::prof {
namespace {

// The example of docs/resource-model.md, plus comments in odd places.
const char* const kSmall =
    "# a toy model: 2 ns per instruction, 40 for a call\n"
    "machine Example CPU, 4 cores, Linux 6.1\n"
    "method   by hand   \n"
    "power-watts 15\n"
    "energy-source assumed\n"
    "byte 0.25 0.00375   # 15 W: uJ = ns * 15 / 1000\n"
    "\n"
    "net-byte 0 0\n"
    "op 21 iload 2 0.03\n"
    "\top\t96\tiadd 2 0.03\r\n"
    "op 182 invokevirtual 40 0.6\n";

bool parse(const std::string& text, Model* m, std::string* error) {
  std::istringstream in(text);
  return parseModel(in, "m.model", m, error);
}

// The small model with line `line` (1-based) replaced by `replacement`.
std::string withLine(int line, const std::string& replacement) {
  std::istringstream in(kSmall);
  std::string out, raw;
  for (int n = 1; std::getline(in, raw); ++n) out += (n == line ? replacement : raw) + "\n";
  return out;
}

std::string errorOf(const std::string& text) {
  Model m;
  std::string error;
  EXPECT_FALSE(parse(text, &m, &error)) << text;
  return error;
}

TEST(Model, ParsesTheDocumentedExample) {
  Model m;
  std::string error;
  ASSERT_TRUE(parse(kSmall, &m, &error)) << error;
  EXPECT_EQ(m.machine, "Example CPU, 4 cores, Linux 6.1");
  EXPECT_EQ(m.method, "by hand");  // blanks at the ends dropped
  EXPECT_EQ(m.powerWatts, 15);
  EXPECT_EQ(m.energySource, "assumed");
  EXPECT_EQ(m.byteNanos, 0.25);
  EXPECT_EQ(m.byteMicrojoules, 0.00375);
  EXPECT_EQ(m.netByteNanos, 0);
  EXPECT_EQ(m.opNanos[21], 2);
  EXPECT_EQ(m.opNanos[96], 2);     // a line of tabs and a CRLF end
  EXPECT_EQ(m.opMicrojoules[96], 0.03);
  EXPECT_EQ(m.opNanos[182], 40);
  EXPECT_EQ(m.opNanos[22], 0);     // no line: costs nothing
  EXPECT_EQ(m.opMicrojoules[0], 0);
}

TEST(Model, CostsOfHandMadeCounts) {
  Model m;
  std::string error;
  ASSERT_TRUE(parse(kSmall, &m, &error)) << error;
  Counters c;
  c.addOp(21, 100);   // iload
  c.addOp(96, 50);    // iadd
  c.addOp(182, 10);   // invokevirtual
  c.addOp(22, 7);     // lload: not in the model
  c.bytesAllocated = 64;
  c.netSent = 1000;   // net-byte is 0
  // 100*2 + 50*2 + 10*40 + 7*0 + 64*0.25 = 716 ns
  EXPECT_DOUBLE_EQ(m.estimatedNanos(c), 716);
  // 100*0.03 + 50*0.03 + 10*0.6 + 64*0.00375 = 10.74 uJ
  EXPECT_DOUBLE_EQ(m.energyMicrojoules(c), 10.74);
  m.netByteNanos = 0.5;
  m.netByteMicrojoules = 0.001;
  c.netReceived = 24;
  // 1024 network bytes more: 716 + 512 ns, 10.74 + 1.024 uJ
  EXPECT_DOUBLE_EQ(m.estimatedNanos(c), 1228);
  EXPECT_DOUBLE_EQ(m.energyMicrojoules(c), 11.764);
}

TEST(Model, WriteThenParseIsIdentical) {
  Model m;
  m.machine = "Some CPU @ 2.10GHz, 2 cores, Linux 6.18";
  m.method = "wwcalibrate 1, 2024-01-02, runs=5";
  m.powerWatts = 15;
  m.energySource = "rapl";
  m.byteNanos = 0.1;               // not exact in binary: the shortest text must still read back
  m.byteMicrojoules = 1.0 / 3.0;
  m.netByteNanos = 1e-300;
  m.netByteMicrojoules = 123456789.125;
  for (int op = 0; op < 202; ++op) {
    m.opNanos[op] = op * 0.7 + 1.0 / (op + 3);
    m.opMicrojoules[op] = m.opNanos[op] * 15e-3;
  }
  std::ostringstream out;
  writeModel(out, m);
  Model back;
  std::string error;
  ASSERT_TRUE(parse(out.str(), &back, &error)) << error << "\n" << out.str();
  EXPECT_EQ(back.machine, m.machine);
  EXPECT_EQ(back.method, m.method);
  EXPECT_EQ(back.powerWatts, m.powerWatts);
  EXPECT_EQ(back.energySource, m.energySource);
  EXPECT_EQ(back.byteNanos, m.byteNanos);
  EXPECT_EQ(back.byteMicrojoules, m.byteMicrojoules);
  EXPECT_EQ(back.netByteNanos, m.netByteNanos);
  EXPECT_EQ(back.netByteMicrojoules, m.netByteMicrojoules);
  for (int op = 0; op < kOpcodeSlots; ++op) {
    EXPECT_EQ(back.opNanos[op], m.opNanos[op]) << op;
    EXPECT_EQ(back.opMicrojoules[op], m.opMicrojoules[op]) << op;
  }
  // And writing what was read gives the same text.
  std::ostringstream again;
  writeModel(again, back);
  EXPECT_EQ(again.str(), out.str());
}

TEST(Model, ErrorDuplicateOpcode) {
  EXPECT_EQ(errorOf(std::string(kSmall) + "op 96 iadd 3 0.05\n"),
            "m.model:12: duplicate 'op 96' (first on line 10)");
}

TEST(Model, ErrorDuplicateHeaderKey) {
  EXPECT_EQ(errorOf(std::string(kSmall) + "power-watts 20\n"),
            "m.model:12: duplicate 'power-watts' (first on line 4)");
}

TEST(Model, ErrorMismatchedMnemonic) {
  EXPECT_EQ(errorOf(withLine(10, "op 96 isub 2 0.03")), "m.model:10: opcode 96 is iadd, not 'isub'");
}

TEST(Model, ErrorOpcodeNumberOutOfRange) {
  EXPECT_EQ(errorOf(withLine(10, "op 230 breakpoint 2 0.03")), "m.model:10: no JVMS opcode 230 (0..201)");
  EXPECT_EQ(errorOf(withLine(10, "op -1 nop 2 0.03")), "m.model:10: no JVMS opcode -1 (0..201)");
  EXPECT_EQ(errorOf(withLine(10, "op 0x60 iadd 2 0.03")), "m.model:10: bad opcode number '0x60'");
}

TEST(Model, ErrorNegative) {
  EXPECT_EQ(errorOf(withLine(10, "op 96 iadd 2 -0.5")), "m.model:10: negative microjoules -0.5");
  EXPECT_EQ(errorOf(withLine(6, "byte -1 0")), "m.model:6: negative nanoseconds -1");
  EXPECT_EQ(errorOf(withLine(4, "power-watts -15")), "m.model:4: negative watts -15");
}

TEST(Model, ErrorUnknownKey) {
  EXPECT_EQ(errorOf(withLine(7, "bytes 1 2")), "m.model:7: unknown key 'bytes'");
  EXPECT_EQ(errorOf(withLine(7, "OP 96 iadd 2 0.03")), "m.model:7: unknown key 'OP'");  // keys are lower case
}

TEST(Model, ErrorGarbage) {
  EXPECT_EQ(errorOf(withLine(10, "op 96 iadd 1,5 0.03")), "m.model:10: bad number '1,5' for nanoseconds");
  EXPECT_EQ(errorOf(withLine(10, "op 96 iadd 2 nan")), "m.model:10: bad number 'nan' for microjoules");
  EXPECT_EQ(errorOf(withLine(10, "op 96 iadd 2 inf")), "m.model:10: bad number 'inf' for microjoules");
  EXPECT_EQ(errorOf(withLine(10, "op 96 iadd +2 0.03")), "m.model:10: bad number '+2' for nanoseconds");
  EXPECT_EQ(errorOf(withLine(10, "op 96 iadd 2")),
            "m.model:10: 'op' takes four values (number, mnemonic, nanoseconds, microjoules) (3 values found)");
  EXPECT_EQ(errorOf(withLine(6, "byte 0.25 0.00375 7")),
            "m.model:6: 'byte' takes two values (nanoseconds, microjoules) (3 values found)");
  EXPECT_EQ(errorOf(withLine(5, "energy-source meter")), "m.model:5: energy-source is 'meter', not assumed or rapl");
  EXPECT_EQ(errorOf(withLine(2, "\x7f\x45LF")), "m.model:2: unknown key '\x7f\x45LF'");
}

TEST(Model, ErrorMissingHeaderKey) {
  EXPECT_EQ(errorOf(withLine(4, "# power-watts 15")), "m.model: no 'power-watts' line");
  EXPECT_EQ(errorOf(""), "m.model: no 'machine' line");
}

TEST(Model, FailedParseLeavesTheModelAlone) {
  Model m;
  m.powerWatts = 99;
  m.opNanos[96] = 7;
  std::string error;
  EXPECT_FALSE(parse(withLine(11, "op 182 invokevirtual 40 -1"), &m, &error));
  EXPECT_EQ(m.powerWatts, 99);
  EXPECT_EQ(m.opNanos[96], 7);
}

TEST(Model, DefaultModelPricesCommonOpcodes) {
  const Model& m = defaultModel();
  EXPECT_GT(m.powerWatts, 0);
  EXPECT_TRUE(m.energySource == "assumed" || m.energySource == "rapl") << m.energySource;
  EXPECT_FALSE(m.machine.empty());
  EXPECT_FALSE(m.method.empty());
  const int common[] = {21 /*iload*/, 26 /*iload_0*/, 54 /*istore*/, 96 /*iadd*/, 132 /*iinc*/,
                        46 /*iaload*/, 79 /*iastore*/, 162 /*if_icmpge*/, 167 /*goto*/, 172 /*ireturn*/,
                        177 /*return*/, 180 /*getfield*/, 181 /*putfield*/, 182 /*invokevirtual*/,
                        183 /*invokespecial*/, 184 /*invokestatic*/, 185 /*invokeinterface*/,
                        187 /*new*/, 188 /*newarray*/};
  for (int op : common) {
    EXPECT_GT(m.opNanos[op], 0) << op;
    EXPECT_GT(m.opMicrojoules[op], 0) << op;
  }
  EXPECT_GT(m.byteNanos, 0);
  // A call costs more than an add on any machine wwvm runs on.
  EXPECT_GT(m.opNanos[182], m.opNanos[96]);
}

TEST(Model, DefaultModelIsParsedOnce) {
  EXPECT_EQ(&defaultModel(), &defaultModel());
}

// A model file named by $WW_MODEL_FILE parses (the CTest
// tools.wwcalibrate_quick checks tools/wwcalibrate's output this way);
// skipped when the variable is not set.
TEST(Model, FileFromEnvironmentParses) {
  const char* path = std::getenv("WW_MODEL_FILE");
  if (!path) GTEST_SKIP() << "WW_MODEL_FILE not set";
  std::ifstream in(path);
  ASSERT_TRUE(in) << "cannot open " << path;
  Model m;
  std::string error;
  ASSERT_TRUE(parseModel(in, path, &m, &error)) << error;
  EXPECT_GT(m.powerWatts, 0);
  Counters one;  // one execution of every opcode
  for (int op = 0; op < kOpcodeSlots; ++op) one.addOp(op, 1);
  EXPECT_GT(m.estimatedNanos(one), 0);
  EXPECT_GT(m.energyMicrojoules(one), 0);
}

}  // namespace
}  // namespace ww::prof
