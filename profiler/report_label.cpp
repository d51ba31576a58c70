// The "resource facts" label (writeLabel in profiler/report.h): what a run
// consumed, as plain fixed-width text laid out like a nutrition-facts panel,
// whole run first, then each thread, the VM's own account and, with
// -Xprofile:methods, the methods that cost most.
#include <algorithm>
#include <cstdio>
#include <ostream>
#include <vector>

#include "profiler/call_tree.h"
#include "profiler/opnames.h"
#include "profiler/report.h"
#include "profiler/report_text.h"

namespace ww::prof {
namespace {

constexpr size_t kWidth = 72;
// Right edges of the value column and of the note column of a row.
constexpr size_t kValueEdge = 50;
constexpr size_t kNoteEdge = kWidth;
constexpr int kTopOpcodes = 5;
constexpr size_t kTopMethods = 10;

// A name from the guest (thread, method) as label text: control characters
// would break the layout.
std::string printable(const std::string& name) {
  std::string text = name;
  for (char& c : text)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = ' ';
  return text;
}


class Label {
 public:
  Label(std::ostream& out, const RunProfile& run) : out_(out), run_(run) {
    model_ = &modelOf(run);
  }
  void write();

 private:
  void rule(char c) { out_ << std::string(kWidth, c) << '\n'; }
  // `left` at the margin, then each later cell right-aligned to its edge (at
  // least one space apart when a value is wider than its column).
  void row(const std::string& left, const std::string& value, const std::string& note = "",
           size_t valueEdge = kValueEdge);
  void heading(const std::string& title, const std::string& right);
  void header();
  // `runOps` is the whole run's bytecodes for a thread's share, 0 for the run itself.
  void usage(const Counters& c, uint64_t runOps);
  void topOpcodes(const Counters& c);
  void vmAccount();
  void methodTables();
  void methodTable(const char* title, std::vector<const MethodTotals*> ranked);

  std::ostream& out_;
  const RunProfile& run_;
  const Model* model_;
};

void Label::row(const std::string& left, const std::string& value, const std::string& note,
                size_t valueEdge) {
  std::string line = left;
  auto place = [&line](const std::string& text, size_t edge) {
    if (text.empty()) return;
    size_t used = displayWidth(line) + displayWidth(text);
    line += std::string(used < edge ? edge - used : 1, ' ');
    line += text;
  };
  place(value, valueEdge);
  place(note, kNoteEdge);
  out_ << line << '\n';
}

void Label::heading(const std::string& title, const std::string& right) {
  rule('=');
  row(fitWidth(title, kWidth - displayWidth(right) - 1), "", right);
  rule('-');
}

void Label::header() {
  rule('=');
  row("RESOURCE FACTS", "", "wwvm -Xprofile:report");
  row(fitWidth("Main class  " + printable(run_.mainClass), kWidth - 24), "", "wall " + formatNanos(double(run_.wallNanos)));
  std::string model = run_.modelName.empty() ? "(none)" : run_.modelName;
  char power[64];
  std::snprintf(power, sizeof power, "%.3g W, %s", model_->powerWatts,
                model_->energySource.empty() ? "assumed" : model_->energySource.c_str());
  row(fitWidth("Model       " + model, kWidth - 24), "", power);
  if (!model_->machine.empty()) row(fitWidth("Machine     " + model_->machine, kWidth), "");
  if (!run_.countingOn) {
    out_ << "\nCounting was off: bytecode counts are zero, so only bytes and time\n"
            "are meaningful (estimated time and energy leave out bytecodes).\n";
  }
}

void Label::usage(const Counters& c, uint64_t runOps) {
  std::string share = runOps == 0 ? "" : formatShare(c.totalOps, runOps) + " of run";
  row("Bytecodes", groupThousands(c.totalOps), share);
  topOpcodes(c);
  row("Bytes allocated", formatBytes(c.bytesAllocated));
  row("Time (measured)", formatNanos(double(c.runNanos)), "model " + formatNanos(model_->estimatedNanos(c)));
  row("Energy (model)", formatMicrojoules(model_->energyMicrojoules(c)));
  row("Network", "sent " + formatBytes(c.netSent), "received " + formatBytes(c.netReceived));
}

void Label::topOpcodes(const Counters& c) {
  if (!run_.countingOn || c.totalOps == 0) return;
  std::vector<int> ops;
  for (int op = 0; op < kOpcodeSlots; ++op)
    if (c.ops[op] != 0) ops.push_back(op);
  // Largest first; equal counts in opcode order, so the label is repeatable.
  std::stable_sort(ops.begin(), ops.end(), [&c](int a, int b) { return c.ops[a] > c.ops[b]; });
  if (ops.size() > size_t(kTopOpcodes)) ops.resize(kTopOpcodes);
  for (int op : ops)
    row(std::string("    ") + opcodeName(op), groupThousands(c.ops[op]), formatShare(c.ops[op], c.totalOps));
}

void Label::vmAccount() {
  const VmProfile& vm = run_.vm;
  heading("<vm>  charged to no thread", "");
  row("Bytes allocated", formatBytes(vm.counts.bytesAllocated));
  row("GC pauses", groupThousands(vm.gcCount), formatNanos(double(vm.gcNanos)));
  row("Class loading", groupThousands(vm.classesLoaded) + " classes", formatNanos(double(vm.classLoadNanos)));
  row("Idle (no thread runnable)", formatNanos(double(vm.idleNanos)));
  rule('-');
  row("Profiler's own cost", groupThousands(run_.profilerOwn.totalOps) + " bytecodes",
      formatBytes(run_.profilerOwn.bytesAllocated));
}

void Label::methodTable(const char* title, std::vector<const MethodTotals*> ranked) {
  if (ranked.size() > kTopMethods) ranked.resize(kTopMethods);
  constexpr size_t kOpsEdge = 44, kBytesEdge = 58;
  rule('=');
  out_ << title << '\n';
  std::string columns = std::string(kOpsEdge - 9, ' ') + "bytecodes";
  columns += std::string(kBytesEdge - kOpsEdge - 5, ' ') + "bytes";
  columns += std::string(kWidth - kBytesEdge - 4, ' ') + "time";
  out_ << columns << '\n';
  rule('-');
  if (ranked.empty()) out_ << "(no method ran)\n";
  int rank = 0;
  for (const MethodTotals* m : ranked) {
    std::string number = std::to_string(++rank);
    number = std::string(number.size() < 2 ? 2 - number.size() : 0, ' ') + number + "  ";
    out_ << fitWidth(number + printable(m->name) + (m->native ? " [native]" : ""), kWidth) << '\n';
    auto line = [&](const char* what, const Counters& c) {
      std::string left = std::string("      ") + what;
      std::string ops = groupThousands(c.totalOps);
      size_t used = displayWidth(left) + ops.size();
      left += std::string(used < kOpsEdge ? kOpsEdge - used : 1, ' ') + ops;
      row(left, formatBytes(c.bytesAllocated), formatNanos(double(c.runNanos)), kBytesEdge);
    };
    line("self", m->self);
    line("inclusive", m->inclusive);
  }
}

void Label::methodTables() {
  std::vector<MethodTotals> methods = summarizeMethods(run_.methods);
  std::vector<const MethodTotals*> bySelf, byInclusive;
  for (const MethodTotals& m : methods) {
    if (m.self.totalOps || m.self.bytesAllocated || m.self.runNanos) bySelf.push_back(&m);
    if (m.inclusive.totalOps || m.inclusive.bytesAllocated || m.inclusive.runNanos) byInclusive.push_back(&m);
  }
  // Bytecodes rank first; bytes break ties (and rank alone when counting was off).
  auto key = [](const Counters& c) { return std::make_pair(c.totalOps, c.bytesAllocated); };
  std::stable_sort(bySelf.begin(), bySelf.end(),
                   [&](const MethodTotals* a, const MethodTotals* b) { return key(a->self) > key(b->self); });
  // `methods` is already in inclusive order.
  methodTable("TOP METHODS BY SELF BYTECODES", bySelf);
  methodTable("TOP METHODS BY INCLUSIVE BYTECODES", byInclusive);
}

void Label::write() {
  header();
  Counters total;
  for (const ThreadProfile& t : run_.threads) total.add(t.counts);
  size_t n = run_.threads.size();
  heading("WHOLE RUN", std::to_string(n) + (n == 1 ? " thread" : " threads"));
  usage(total, 0);
  for (const ThreadProfile& t : run_.threads) {
    std::string state = t.daemon ? "daemon" : "";
    if (t.ended) state += state.empty() ? "ended" : ", ended";
    heading("THREAD " + printable(t.name) + "  #" + std::to_string(t.number), state);
    usage(t.counts, total.totalOps);
  }
  vmAccount();
  if (run_.methodsMode) methodTables();
  rule('=');
}

}  // namespace

void writeLabel(std::ostream& out, const RunProfile& run) { Label(out, run).write(); }

}  // namespace ww::prof
