// Tests for the profile outputs of profiler/report.h: the label, the JSON
// document and the folded stacks of a small run built by hand (two threads,
// a calling-context tree with fib -> fib -> fib), and the per-method totals
// behind them (profiler/call_tree.h).
#include <gtest/gtest.h>

#include <cctype>
#include <limits>
#include <sstream>

#include "interpreter/opcodes.h"
#include "profiler/call_tree.h"
#include "profiler/opnames.h"
#include "profiler/report.h"
#include "profiler/report_text.h"

namespace ww::prof {
namespace {

constexpr int kIload = 0x15, kAload0 = 0x2a, kIadd = 0x60, kIreturn = 0xac, kInvokestatic = 0xb8;

// Every opcode 10 ns and 0.5 µJ, every byte 0.5 ns and 0.25 µJ: easy to add
// up, and exact in binary, so the JSON's shortest doubles are predictable.
Model simpleModel() {
  Model m;
  m.machine = "test machine";
  m.method = "by hand";
  m.powerWatts = 15;
  m.energySource = "assumed";
  for (int op = 0; op < kOpcodeSlots; ++op) {
    m.opNanos[op] = 10;
    m.opMicrojoules[op] = 0.5;
  }
  m.byteNanos = 0.5;
  m.byteMicrojoules = 0.25;
  return m;
}

Counters counts(std::initializer_list<std::pair<int, uint64_t>> ops, uint64_t bytes = 0, uint64_t nanos = 0) {
  Counters c;
  for (auto [op, n] : ops) c.addOp(op, n);
  c.bytesAllocated = bytes;
  c.runNanos = nanos;
  return c;
}

MethodNode node(uint32_t parent, const char* name, uint64_t calls, Counters self = {}) {
  MethodNode n;
  n.parent = parent;
  n.name = name;
  n.calls = calls;
  n.self = self;
  return n;
}

// The run, worked out by hand:
//   main thread: main (110 iload, 4000 B) -> fib (200 iload) -> fib (150
//     iload, 50 iadd) -> fib (250 iadd, 96 B) -> helper (10 iload)
//   worker thread: work (150 aload_0, 50 invokestatic, 100 B) -> fib (100 ireturn)
//   <vm> -> <gc> (5 µs)
// Thread totals are the sums of their subtrees: main 470 iload + 300 iadd =
// 770 bytecodes, 4096 B; worker 300 bytecodes, 100 B; run 1070, 4196 B.
RunProfile sampleRun() {
  static const Model model = simpleModel();
  RunProfile run;
  run.mainClass = "Demo";
  run.wallNanos = 7'654'321;
  run.model = &model;
  run.modelName = "default";
  run.methodsMode = true;

  ThreadProfile main;
  main.name = "main";
  main.number = 1;
  main.counts = counts({{kIload, 470}, {kIadd, 300}}, 4096, 2'501'000);
  main.counts.netSent = 1500;
  main.counts.netReceived = 2048;
  ThreadProfile worker;
  worker.name = "worker";
  worker.number = 2;
  worker.daemon = true;
  worker.ended = true;
  worker.counts = counts({{kAload0, 150}, {kInvokestatic, 50}, {kIreturn, 100}}, 100, 800);
  run.threads = {main, worker};

  run.vm.counts.bytesAllocated = 321;
  run.vm.gcCount = 3;
  run.vm.gcNanos = 5000;
  run.vm.classLoadNanos = 1'234'567;
  run.vm.classesLoaded = 42;
  run.vm.idleNanos = 250;
  run.profilerOwn = counts({{kInvokestatic, 4}}, 48);

  run.methods = {
      node(0, "", 0),
      node(0, "<thread main>", 1),                                                         // 1
      node(1, "Demo.main([Ljava/lang/String;)V", 1, counts({{kIload, 110}}, 4000, 2'000'400)),  // 2
      node(2, "Demo.fib(I)I", 1, counts({{kIload, 200}}, 0, 1000)),                       // 3
      node(3, "Demo.fib(I)I", 2, counts({{kIload, 150}, {kIadd, 50}}, 0, 499'600)),       // 4
      node(4, "Demo.fib(I)I", 4, counts({{kIadd, 250}}, 96)),                             // 5
      node(0, "<thread worker>", 1),                                                       // 6
      node(6, "Demo.work()V", 1, counts({{kAload0, 150}, {kInvokestatic, 50}}, 100, 800)), // 7
      node(0, "<vm>", 0),                                                                  // 8
      node(8, "<gc>", 3, counts({}, 0, 5000)),                                             // 9
      node(7, "Demo.fib(I)I", 1, counts({{kIreturn, 100}})),                              // 10
      node(5, "Demo.helper()V", 4, counts({{kIload, 10}})),                               // 11
  };
  return run;
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> result;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) result.push_back(line);
  return result;
}

// The first line that starts with `prefix` at or after line `from`.
std::string lineStarting(const std::vector<std::string>& all, const std::string& prefix, size_t from = 0) {
  for (size_t i = from; i < all.size(); ++i)
    if (all[i].rfind(prefix, 0) == 0) return all[i];
  return "(no line starts with '" + prefix + "')";
}

size_t indexOfLine(const std::vector<std::string>& all, const std::string& prefix) {
  for (size_t i = 0; i < all.size(); ++i)
    if (all[i].rfind(prefix, 0) == 0) return i;
  return all.size();
}

// Words of a line, split on runs of two or more spaces (the label's columns).
std::vector<std::string> columns(const std::string& line) {
  std::vector<std::string> cells;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && line[i] == ' ') ++i;
    size_t end = line.find("  ", i);
    if (end == std::string::npos) end = line.size();
    if (end > i) cells.push_back(line.substr(i, end - i));
    i = end;
  }
  return cells;
}

using Cells = std::vector<std::string>;

TEST(Report, OpcodeNamesAreTheJvmsMnemonics) {
  for (int op = 0; op < interp::kJvmsOpcodeCount; ++op) {
    ASSERT_NE(interp::jvmsOpcodeName(op), nullptr) << op;
    EXPECT_STREQ(opcodeName(op), interp::jvmsOpcodeName(op)) << op;
  }
  EXPECT_STREQ(opcodeName(186), "invokedynamic");
  EXPECT_STREQ(opcodeName(196), "wide");
  EXPECT_STREQ(opcodeName(202), "breakpoint");
  EXPECT_STREQ(opcodeName(203), "unused_0xcb");
  EXPECT_STREQ(opcodeName(253), "unused_0xfd");
  EXPECT_STREQ(opcodeName(254), "impdep1");
  EXPECT_STREQ(opcodeName(255), "impdep2");
  EXPECT_STREQ(opcodeName(256), "-");
  EXPECT_STREQ(opcodeName(-1), "-");
}

TEST(Report, TextFormats) {
  EXPECT_EQ(groupThousands(0), "0");
  EXPECT_EQ(groupThousands(999), "999");
  EXPECT_EQ(groupThousands(1000), "1,000");
  EXPECT_EQ(groupThousands(1234567), "1,234,567");
  EXPECT_EQ(groupThousands(18446744073709551615ull), "18,446,744,073,709,551,615");
  EXPECT_EQ(formatNanos(0), "0.000 \u00b5s");
  EXPECT_EQ(formatNanos(800), "0.800 \u00b5s");
  EXPECT_EQ(formatNanos(999'999.4), "999.999 \u00b5s");
  EXPECT_EQ(formatNanos(999'999.6), "1.000 ms");  // rounding picks the unit
  EXPECT_EQ(formatNanos(2'501'800), "2.502 ms");
  EXPECT_EQ(formatNanos(1'234'567'891'234), "1,234,567.891 ms");
  EXPECT_EQ(formatMicrojoules(9.462), "9.462 \u00b5J");
  EXPECT_EQ(formatMicrojoules(1500), "1.500 mJ");
  EXPECT_EQ(formatMicrojoules(2'500'000), "2.500 J");
  EXPECT_EQ(formatShare(470, 1070), "43.9 %");
  EXPECT_EQ(formatShare(1, 0), "-");
  EXPECT_EQ(displayWidth("12 \u00b5s"), 5u);
  EXPECT_EQ(fitWidth("abcdefgh", 8), "abcdefgh");
  EXPECT_EQ(fitWidth("abcdefgh", 7), "abcd...");
  EXPECT_EQ(fitWidth("\u00e9\u00e9\u00e9\u00e9\u00e9", 4), "\u00e9...");  // never half a character
}

TEST(Report, InclusiveCountsRecursionOnce) {
  std::vector<MethodTotals> methods = summarizeMethods(sampleRun().methods);
  // Pseudo-frames (<thread ...>, <vm>, <gc>) are not methods.
  ASSERT_EQ(methods.size(), 4u);
  // Sorted by inclusive bytecodes.
  EXPECT_EQ(methods[0].name, "Demo.main([Ljava/lang/String;)V");
  EXPECT_EQ(methods[1].name, "Demo.fib(I)I");
  EXPECT_EQ(methods[2].name, "Demo.work()V");
  EXPECT_EQ(methods[3].name, "Demo.helper()V");

  const MethodTotals& main = methods[0];
  EXPECT_EQ(main.self.totalOps, 110u);
  EXPECT_EQ(main.inclusive.totalOps, 770u);  // the whole main thread
  EXPECT_EQ(main.inclusive.bytesAllocated, 4096u);
  EXPECT_EQ(main.inclusive.runNanos, 2'501'000u);

  const MethodTotals& fib = methods[1];
  EXPECT_EQ(fib.calls, 1u + 2 + 4 + 1);
  EXPECT_EQ(fib.self.totalOps, 200u + 200 + 250 + 100);
  EXPECT_EQ(fib.self.ops[kIload], 350u);
  // Node 3's subtree (200 + 200 + 250 + helper's 10) and, separately, the fib
  // under work (100). Adding each recursive node's subtree would give 1,570.
  EXPECT_EQ(fib.inclusive.totalOps, 660u + 100);
  EXPECT_EQ(fib.inclusive.ops[kIreturn], 100u);
  EXPECT_EQ(fib.inclusive.bytesAllocated, 96u);

  EXPECT_EQ(methods[2].self.totalOps, 200u);
  EXPECT_EQ(methods[2].inclusive.totalOps, 300u);
  EXPECT_EQ(methods[3].inclusive.totalOps, 10u);
}

TEST(Report, DeepRecursionDoesNotNeedADeepStack) {
  std::vector<MethodNode> nodes{node(0, "", 0), node(0, "<thread main>", 1)};
  for (uint32_t i = 0; i < 20'000; ++i) nodes.push_back(node(uint32_t(nodes.size() - 1), "R.r()V", 1, counts({{kIload, 1}})));
  std::vector<MethodTotals> methods = summarizeMethods(nodes);
  ASSERT_EQ(methods.size(), 1u);
  EXPECT_EQ(methods[0].self.totalOps, 20'000u);
  EXPECT_EQ(methods[0].inclusive.totalOps, 20'000u);
  EXPECT_EQ(methods[0].calls, 20'000u);
}

TEST(Report, LabelWholeRunAndThreads) {
  std::ostringstream out;
  writeLabel(out, sampleRun());
  std::string text = out.str();
  std::vector<std::string> all = lines(text);
  for (const std::string& line : all) EXPECT_LE(displayWidth(line), 72u) << line;

  EXPECT_EQ(columns(lineStarting(all, "RESOURCE FACTS")), (Cells{"RESOURCE FACTS", "wwvm -Xprofile:report"}));
  EXPECT_EQ(columns(lineStarting(all, "Main class")), (Cells{"Main class", "Demo", "wall 7.654 ms"}));
  EXPECT_EQ(columns(lineStarting(all, "Model")), (Cells{"Model", "default", "15 W, assumed"}));
  EXPECT_EQ(columns(lineStarting(all, "WHOLE RUN")), (Cells{"WHOLE RUN", "2 threads"}));

  // The whole run: the sums over both threads.
  size_t run = indexOfLine(all, "WHOLE RUN");
  EXPECT_EQ(columns(lineStarting(all, "Bytecodes", run)), (Cells{"Bytecodes", "1,070"}));
  EXPECT_EQ(columns(all[run + 3]), (Cells{"iload", "470", "43.9 %"}));
  EXPECT_EQ(columns(all[run + 4]), (Cells{"iadd", "300", "28.0 %"}));
  EXPECT_EQ(columns(all[run + 5]), (Cells{"aload_0", "150", "14.0 %"}));
  EXPECT_EQ(columns(all[run + 6]), (Cells{"ireturn", "100", "9.3 %"}));
  EXPECT_EQ(columns(all[run + 7]), (Cells{"invokestatic", "50", "4.7 %"}));
  EXPECT_EQ(columns(lineStarting(all, "Bytes allocated", run)), (Cells{"Bytes allocated", "4,196 B"}));
  // 1070 ops * 10 ns + 4196 B * 0.5 ns = 12,798 ns.
  EXPECT_EQ(columns(lineStarting(all, "Time", run)), (Cells{"Time (measured)", "2.502 ms", "model 12.798 \u00b5s"}));
  // 1070 * 0.5 µJ + 4196 * 0.25 µJ = 1,584 µJ.
  EXPECT_EQ(columns(lineStarting(all, "Energy", run)), (Cells{"Energy (model)", "1.584 mJ"}));
  EXPECT_EQ(columns(lineStarting(all, "Network", run)), (Cells{"Network", "sent 1,500 B", "received 2,048 B"}));

  size_t main = indexOfLine(all, "THREAD main");
  EXPECT_EQ(columns(all[main]), (Cells{"THREAD main", "#1"}));
  EXPECT_EQ(columns(lineStarting(all, "Bytecodes", main)), (Cells{"Bytecodes", "770", "72.0 % of run"}));
  EXPECT_EQ(columns(lineStarting(all, "Time", main)), (Cells{"Time (measured)", "2.501 ms", "model 9.748 \u00b5s"}));

  size_t worker = indexOfLine(all, "THREAD worker");
  EXPECT_EQ(columns(all[worker]), (Cells{"THREAD worker", "#2", "daemon, ended"}));
  EXPECT_EQ(columns(lineStarting(all, "Bytecodes", worker)), (Cells{"Bytecodes", "300", "28.0 % of run"}));
  EXPECT_EQ(columns(all[worker + 3]), (Cells{"aload_0", "150", "50.0 %"}));
  EXPECT_EQ(columns(lineStarting(all, "Time", worker)), (Cells{"Time (measured)", "0.800 \u00b5s", "model 3.050 \u00b5s"}));
  EXPECT_EQ(columns(lineStarting(all, "Network", worker)), (Cells{"Network", "sent 0 B", "received 0 B"}));
}

TEST(Report, LabelVmAccountAndMethods) {
  std::ostringstream out;
  writeLabel(out, sampleRun());
  std::vector<std::string> all = lines(out.str());
  size_t vm = indexOfLine(all, "<vm>");
  ASSERT_LT(vm, all.size());
  EXPECT_EQ(columns(lineStarting(all, "Bytes allocated", vm)), (Cells{"Bytes allocated", "321 B"}));
  EXPECT_EQ(columns(lineStarting(all, "GC pauses", vm)), (Cells{"GC pauses", "3", "5.000 \u00b5s"}));
  EXPECT_EQ(columns(lineStarting(all, "Class loading", vm)), (Cells{"Class loading", "42 classes", "1.235 ms"}));
  EXPECT_EQ(columns(lineStarting(all, "Idle", vm)), (Cells{"Idle (no thread runnable)", "0.250 \u00b5s"}));
  EXPECT_EQ(columns(lineStarting(all, "Profiler's own cost", vm)), (Cells{"Profiler's own cost", "4 bytecodes", "48 B"}));

  size_t bySelf = indexOfLine(all, "TOP METHODS BY SELF BYTECODES");
  ASSERT_LT(bySelf, all.size());
  EXPECT_EQ(columns(all[bySelf + 1]), (Cells{"bytecodes", "bytes", "time"}));
  EXPECT_EQ(all[bySelf + 3], " 1  Demo.fib(I)I");
  EXPECT_EQ(columns(all[bySelf + 4]), (Cells{"self", "750", "96 B", "500.600 \u00b5s"}));
  EXPECT_EQ(columns(all[bySelf + 5]), (Cells{"inclusive", "760", "96 B", "500.600 \u00b5s"}));
  EXPECT_EQ(all[bySelf + 6], " 2  Demo.work()V");
  EXPECT_EQ(all[bySelf + 9], " 3  Demo.main([Ljava/lang/String;)V");
  EXPECT_EQ(all[bySelf + 12], " 4  Demo.helper()V");

  size_t byInclusive = indexOfLine(all, "TOP METHODS BY INCLUSIVE BYTECODES");
  ASSERT_LT(byInclusive, all.size());
  EXPECT_EQ(all[byInclusive + 3], " 1  Demo.main([Ljava/lang/String;)V");
  EXPECT_EQ(columns(all[byInclusive + 4]), (Cells{"self", "110", "4,000 B", "2.000 ms"}));
  EXPECT_EQ(columns(all[byInclusive + 5]), (Cells{"inclusive", "770", "4,096 B", "2.501 ms"}));
  EXPECT_EQ(all[byInclusive + 6], " 2  Demo.fib(I)I");
}

TEST(Report, LabelSaysWhenCountingWasOff) {
  RunProfile run = sampleRun();
  run.countingOn = false;
  run.methodsMode = false;
  for (ThreadProfile& t : run.threads)
    for (int op = 0; op < kOpcodeSlots; ++op) t.counts.takeOp(op, t.counts.ops[op]);
  std::ostringstream out;
  writeLabel(out, run);
  std::string text = out.str();
  EXPECT_NE(text.find("Counting was off"), std::string::npos);
  EXPECT_NE(text.find("only bytes and time"), std::string::npos);
  EXPECT_EQ(text.find("iload"), std::string::npos);  // no top-opcode rows
  EXPECT_EQ(text.find("TOP METHODS"), std::string::npos);
  EXPECT_NE(text.find("4,196 B"), std::string::npos);
}

// A minimal JSON syntax check (RFC 8259): enough to prove the document
// parses; the field-by-field shape is checked by the Python validator
// against profiler/profile.schema.json.
class JsonSyntax {
 public:
  explicit JsonSyntax(const std::string& text) : s_(text) {}
  bool document() {
    space();
    if (!value()) return false;
    space();
    return i_ == s_.size();
  }

 private:
  bool value() {
    if (i_ >= s_.size()) return false;
    char c = s_[i_];
    if (c == '{') return members('}', true);
    if (c == '[') return members(']', false);
    if (c == '"') return string();
    if (literal("true") || literal("false") || literal("null")) return true;
    return number();
  }
  bool members(char close, bool object) {
    ++i_;
    space();
    if (peek(close)) return true;
    for (;;) {
      space();
      if (object) {
        if (!string()) return false;
        space();
        if (!peek(':')) return false;
        space();
      }
      if (!value()) return false;
      space();
      if (peek(close)) return true;
      if (!peek(',')) return false;
    }
  }
  bool string() {
    if (!peek('"')) return false;
    while (i_ < s_.size()) {
      unsigned char c = static_cast<unsigned char>(s_[i_++]);
      if (c == '"') return true;
      if (c < 0x20) return false;
      if (c == '\\') {
        if (i_ >= s_.size()) return false;
        char e = s_[i_++];
        if (e == 'u') {
          for (int k = 0; k < 4; ++k)
            if (i_ >= s_.size() || !std::isxdigit(static_cast<unsigned char>(s_[i_++]))) return false;
        } else if (std::string("\"\\/bfnrt").find(e) == std::string::npos) {
          return false;
        }
      }
    }
    return false;
  }
  bool number() {
    size_t start = i_;
    if (peek('-')) {}
    if (peek('0')) {
    } else if (!digits()) {
      return false;
    }
    if (peek('.') && !digits()) return false;
    if (i_ < s_.size() && (s_[i_] == 'e' || s_[i_] == 'E')) {
      ++i_;
      if (!peek('+')) peek('-');
      if (!digits()) return false;
    }
    return i_ > start;
  }
  bool digits() {
    size_t start = i_;
    while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_]))) ++i_;
    return i_ > start;
  }
  bool literal(const char* word) {
    std::string w(word);
    if (s_.compare(i_, w.size(), w) != 0) return false;
    i_ += w.size();
    return true;
  }
  bool peek(char c) {
    if (i_ < s_.size() && s_[i_] == c) {
      ++i_;
      return true;
    }
    return false;
  }
  void space() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
  }
  const std::string& s_;
  size_t i_ = 0;
};

bool parses(const std::string& text) { return JsonSyntax(text).document(); }

TEST(Report, JsonSyntaxCheckerRejectsBadJson) {
  EXPECT_TRUE(parses(R"({"a": [1, 2.5e-3, -0, true, null, "x\u00e9\n"]})"));
  EXPECT_FALSE(parses(R"({"a": [1, 2,]})"));
  EXPECT_FALSE(parses(R"({"a": nan})"));
  EXPECT_FALSE(parses("{\"a\": \"tab\there\"}"));
  EXPECT_FALSE(parses(R"({"a": 1} x)"));
}

TEST(Report, JsonDocument) {
  std::ostringstream out;
  writeJson(out, sampleRun());
  std::string json = out.str();
  ASSERT_TRUE(parses(json)) << json;
  auto has = [&json](const std::string& part) {
    EXPECT_NE(json.find(part), std::string::npos) << "missing: " << part;
  };
  has("\"format\": \"wwvm-profile\",\n  \"version\": 1,");
  has("\"mainClass\": \"Demo\"");
  has("\"wallNanos\": 7654321");
  has("\"countingOn\": true");
  has("\"model\": {\n    \"name\": \"default\",\n    \"machine\": \"test machine\",\n    \"method\": \"by hand\",\n"
      "    \"powerWatts\": 15,\n    \"energySource\": \"assumed\"\n  }");
  has("\"name\": \"worker\",\n      \"number\": 2,\n      \"daemon\": true,\n      \"ended\": true,\n"
      "      \"bytecodes\": 300,");
  // The opcode array: 16 a line, iload (21) is the sixth of the second line.
  has("\"opcodes\": [\n        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,\n"
      "        0, 0, 0, 0, 0, 470, 0, 0,");
  // 770 * 0.5 µJ + 4096 * 0.25 µJ = 1,409 µJ.
  has("\"timeMicros\": 2501,\n      \"estimatedTimeMicros\": 9.748,\n      \"energyMicrojoules\": 1409,");
  has("\"network\": {\n        \"sent\": 1500,\n        \"received\": 2048\n      }");
  // Totals: the sums.
  has("\"totals\": {\n    \"bytecodes\": 1070,");
  has("\"bytesAllocated\": 4196,\n    \"timeMicros\": 2501.8,\n    \"estimatedTimeMicros\": 12.798,");
  has("\"vm\": {\n    \"bytesAllocated\": 321,\n    \"gcNanos\": 5000,\n    \"gcCount\": 3,\n"
      "    \"classLoadNanos\": 1234567,\n    \"classesLoaded\": 42,\n    \"idleNanos\": 250\n  }");
  has("\"profilerOwn\": {\n    \"bytecodes\": 4,\n    \"bytesAllocated\": 48\n  }");
  // The tree, node by node, and the per-method summary, inclusive order.
  has("\"methods\": {\n    \"nodes\": [\n"
      "      {\"id\": 0, \"parent\": 0, \"name\": \"\", \"native\": false, \"calls\": 0, \"self\": "
      "{\"bytecodes\": 0, \"bytesAllocated\": 0, \"timeMicros\": 0, \"energyMicrojoules\": 0}},\n");
  has("\n      {\"id\": 4, \"parent\": 3, \"name\": \"Demo.fib(I)I\", \"native\": false, \"calls\": 2, \"self\": "
      "{\"bytecodes\": 200, \"bytesAllocated\": 0, \"timeMicros\": 499.6, \"energyMicrojoules\": 100}},\n");
  has("\"summary\": [\n      {\"name\": \"Demo.main([Ljava/lang/String;)V\",");
  has("\n      {\"name\": \"Demo.fib(I)I\", \"native\": false, \"calls\": 8, "
      "\"self\": {\"bytecodes\": 750, \"bytesAllocated\": 96, \"timeMicros\": 500.6, \"energyMicrojoules\": 399}, "
      "\"inclusive\": {\"bytecodes\": 760, \"bytesAllocated\": 96, \"timeMicros\": 500.6, \"energyMicrojoules\": 404}},\n");
  has("{\"name\": \"Demo.helper()V\", \"native\": false, \"calls\": 4, "
      "\"self\": {\"bytecodes\": 10, \"bytesAllocated\": 0, \"timeMicros\": 0, \"energyMicrojoules\": 5}, "
      "\"inclusive\": {\"bytecodes\": 10, \"bytesAllocated\": 0, \"timeMicros\": 0, \"energyMicrojoules\": 5}}\n"
      "    ]\n  }\n}\n");
  EXPECT_EQ(json.back(), '\n');
}

TEST(Report, JsonLeavesMethodsOutWithoutMethodsMode) {
  RunProfile run = sampleRun();
  run.methodsMode = false;
  std::ostringstream out;
  writeJson(out, run);
  ASSERT_TRUE(parses(out.str()));
  EXPECT_EQ(out.str().find("\"methods\""), std::string::npos);
}

TEST(Report, JsonEscapesNames) {
  RunProfile run = sampleRun();
  run.mainClass = "a\"b\\c/d\n\t\x01\x1f\x7f";
  run.threads[0].name = "caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80";  // café € 😀: valid UTF-8 passes through
  run.threads[1].name = "bad\xc0\x80 \xed\xa0\xbd \xff!";  // modified UTF-8 NUL, a lone surrogate, 0xFF
  std::ostringstream out;
  writeJson(out, run);
  std::string json = out.str();
  ASSERT_TRUE(parses(json));
  EXPECT_NE(json.find(R"("mainClass": "a\"b\\c/d\n\t\u0001\u001f)" "\x7f\""), std::string::npos);
  EXPECT_NE(json.find("\"name\": \"caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80\""), std::string::npos);
  EXPECT_NE(json.find(R"("name": "bad\ufffd\ufffd \ufffd\ufffd\ufffd \ufffd!")"), std::string::npos);
}

TEST(Report, JsonNeverWritesNanOrInfinity) {
  Model broken = simpleModel();
  broken.opMicrojoules[kIload] = std::numeric_limits<double>::infinity();
  broken.opNanos[kIadd] = std::numeric_limits<double>::quiet_NaN();
  RunProfile run = sampleRun();
  run.model = &broken;
  std::ostringstream out;
  writeJson(out, run);
  ASSERT_TRUE(parses(out.str()));
  EXPECT_EQ(out.str().find("inf"), std::string::npos);
  EXPECT_EQ(out.str().find("nan"), std::string::npos);
}

TEST(Report, FoldedBytecodes) {
  std::ostringstream out;
  ASSERT_TRUE(writeFolded(out, sampleRun(), "bytecodes"));
  // Sorted; ';' in the descriptor of main becomes ':'; <vm>;<gc> ran no bytecodes.
  EXPECT_EQ(out.str(),
            "<thread main>;Demo.main([Ljava/lang/String:)V 110\n"
            "<thread main>;Demo.main([Ljava/lang/String:)V;Demo.fib(I)I 200\n"
            "<thread main>;Demo.main([Ljava/lang/String:)V;Demo.fib(I)I;Demo.fib(I)I 200\n"
            "<thread main>;Demo.main([Ljava/lang/String:)V;Demo.fib(I)I;Demo.fib(I)I;Demo.fib(I)I 250\n"
            "<thread main>;Demo.main([Ljava/lang/String:)V;Demo.fib(I)I;Demo.fib(I)I;Demo.fib(I)I;Demo.helper()V 10\n"
            "<thread worker>;Demo.work()V 200\n"
            "<thread worker>;Demo.work()V;Demo.fib(I)I 100\n");
  std::ostringstream byDefault;
  ASSERT_TRUE(writeFolded(byDefault, sampleRun(), ""));
  EXPECT_EQ(byDefault.str(), out.str());
}

TEST(Report, FoldedOtherMetrics) {
  std::ostringstream bytes, time, energy;
  ASSERT_TRUE(writeFolded(bytes, sampleRun(), "bytes"));
  EXPECT_EQ(bytes.str(),
            "<thread main>;Demo.main([Ljava/lang/String:)V 4000\n"
            "<thread main>;Demo.main([Ljava/lang/String:)V;Demo.fib(I)I;Demo.fib(I)I;Demo.fib(I)I 96\n"
            "<thread worker>;Demo.work()V 100\n");
  // Microseconds, rounded: 2000.4 -> 2000, 499.6 -> 500, 0.8 -> 1.
  ASSERT_TRUE(writeFolded(time, sampleRun(), "time"));
  EXPECT_EQ(time.str(),
            "<thread main>;Demo.main([Ljava/lang/String:)V 2000\n"
            "<thread main>;Demo.main([Ljava/lang/String:)V;Demo.fib(I)I 1\n"
            "<thread main>;Demo.main([Ljava/lang/String:)V;Demo.fib(I)I;Demo.fib(I)I 500\n"
            "<thread worker>;Demo.work()V 1\n"
            "<vm>;<gc> 5\n");
  // Nanojoules: 500 per bytecode, 250 per byte.
  ASSERT_TRUE(writeFolded(energy, sampleRun(), "energy"));
  EXPECT_EQ(energy.str(),
            "<thread main>;Demo.main([Ljava/lang/String:)V 1055000\n"
            "<thread main>;Demo.main([Ljava/lang/String:)V;Demo.fib(I)I 100000\n"
            "<thread main>;Demo.main([Ljava/lang/String:)V;Demo.fib(I)I;Demo.fib(I)I 100000\n"
            "<thread main>;Demo.main([Ljava/lang/String:)V;Demo.fib(I)I;Demo.fib(I)I;Demo.fib(I)I 149000\n"
            "<thread main>;Demo.main([Ljava/lang/String:)V;Demo.fib(I)I;Demo.fib(I)I;Demo.fib(I)I;Demo.helper()V 5000\n"
            "<thread worker>;Demo.work()V 125000\n"
            "<thread worker>;Demo.work()V;Demo.fib(I)I 50000\n");
}

TEST(Report, FoldedUnknownMetricIsRefused) {
  std::ostringstream out;
  EXPECT_FALSE(writeFolded(out, sampleRun(), "calories"));
  EXPECT_FALSE(writeFolded(out, sampleRun(), "Bytecodes"));
  EXPECT_EQ(out.str(), "");
}

TEST(Report, FoldedWithoutTreeHasOneFramePerThread) {
  RunProfile run = sampleRun();
  run.methodsMode = false;
  run.methods.clear();
  run.threads[1].name = "a;b";
  std::ostringstream out;
  ASSERT_TRUE(writeFolded(out, run, "bytes"));
  EXPECT_EQ(out.str(), "<thread a:b> 100\n<thread main> 4096\n<vm> 321\n");
}

TEST(Report, FoldedMergesEqualStacks) {
  RunProfile run = sampleRun();
  // A second context with the same path (two roots named alike).
  run.methods.push_back(node(0, "<thread worker>", 1));
  run.methods.push_back(node(uint32_t(run.methods.size() - 1), "Demo.work()V", 1, counts({{kIload, 5}})));
  std::ostringstream out;
  ASSERT_TRUE(writeFolded(out, run, "bytecodes"));
  EXPECT_NE(out.str().find("<thread worker>;Demo.work()V 205\n"), std::string::npos) << out.str();
}

}  // namespace
}  // namespace ww::prof
