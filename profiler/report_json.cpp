// The profile as one JSON document (writeJson in profiler/report.h). The
// fields are described in docs/profile-format.md and checked by
// profiler/profile.schema.json; change the three together.
#include <charconv>
#include <cmath>
#include <cstdio>
#include <ostream>
#include <vector>

#include "profiler/call_tree.h"
#include "profiler/report.h"

namespace ww::prof {
namespace {

constexpr const char* kFormatName = "wwvm-profile";
constexpr int kFormatVersion = 1;

// A small streaming writer: it tracks whether a comma is due and indents one
// element per line, except in "wrapped" arrays of numbers (the 256 opcode
// counts), which put `perLine` elements on a line, and in "one-line"
// containers (a tree node, a method), which keep everything inside them on
// one line so that a large tree stays one line per node.
class JsonWriter {
 public:
  explicit JsonWriter(std::ostream& out) : out_(out) {}

  void beginObject() { open('{', 0, false); }
  void beginOneLineObject() { open('{', 0, true); }
  void endObject() { close('}'); }
  void beginArray(int perLine = 0) { open('[', perLine, false); }
  void endArray() { close(']'); }
  void key(const char* name) {
    element();
    quoted(name);
    out_ << ": ";
    keyDone_ = true;
  }
  void string(const std::string& text) {
    element();
    quoted(text);
  }
  void number(uint64_t value) {
    element();
    char text[24];
    out_.write(text, std::to_chars(text, text + sizeof text, value).ptr - text);
  }
  // Shortest text that reads back as the same double. JSON has no NaN or
  // infinity; a model that produces one (it should not) is written as 0.
  void number(double value) {
    element();
    if (!std::isfinite(value)) value = 0;
    char text[32];
    out_.write(text, std::to_chars(text, text + sizeof text, value).ptr - text);
  }
  void boolean(bool value) {
    element();
    out_ << (value ? "true" : "false");
  }
  // `"name": value`, the usual member.
  void field(const char* name, uint64_t value) {
    key(name);
    number(value);
  }
  void field(const char* name, double value) {
    key(name);
    number(value);
  }
  void field(const char* name, const std::string& value) {
    key(name);
    string(value);
  }
  void field(const char* name, const char* value) { field(name, std::string(value)); }
  void field(const char* name, bool value) {
    key(name);
    boolean(value);
  }
  void finish() { out_ << '\n'; }

 private:
  struct Level {
    int perLine;   // 0: one element per line
    bool oneLine;  // no line breaks inside (inherited by nested containers)
    int count = 0;
  };

  void open(char bracket, int perLine, bool oneLine) {
    element();
    out_ << bracket;
    if (!levels_.empty() && levels_.back().oneLine) oneLine = true;
    levels_.push_back(Level{perLine, oneLine});
  }
  void close(char bracket) {
    bool breakLine = levels_.back().count > 0 && !levels_.back().oneLine;
    levels_.pop_back();
    if (breakLine) newline();
    out_ << bracket;
  }
  // Before any value: the comma and line break due, unless a key just put
  // this value's name in place.
  void element() {
    if (keyDone_) {
      keyDone_ = false;
      return;
    }
    if (levels_.empty()) return;
    Level& level = levels_.back();
    if (level.count > 0) out_ << ',';
    if (level.oneLine) {
      if (level.count > 0) out_ << ' ';
    } else if (level.perLine == 0 || level.count % level.perLine == 0)
      newline();
    else
      out_ << ' ';
    ++level.count;
  }
  void newline() { out_ << '\n' << std::string(2 * levels_.size(), ' '); }
  void quoted(const std::string& text);

  std::ostream& out_;
  std::vector<Level> levels_;
  bool keyDone_ = false;
};

// The length of the well-formed UTF-8 sequence at text[i], or 0 if the bytes
// there are not one (stray continuation, truncated, overlong, surrogate,
// above U+10FFFF).
size_t utf8SequenceLength(const std::string& text, size_t i) {
  auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
  unsigned char lead = byte(i);
  size_t length = lead < 0xC2 ? 0 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : lead < 0xF5 ? 4 : 0;
  if (length == 0 || i + length > text.size()) return 0;
  for (size_t k = 1; k < length; ++k)
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
  unsigned char second = byte(i + 1);
  if (lead == 0xE0 && second < 0xA0) return 0;   // overlong
  if (lead == 0xED && second >= 0xA0) return 0;  // UTF-16 surrogate
  if (lead == 0xF0 && second < 0x90) return 0;   // overlong
  if (lead == 0xF4 && second >= 0x90) return 0;  // above U+10FFFF
  return length;
}

// Names come from class files (modified UTF-8) and Thread.setName; JSON
// readers insist on UTF-8, so any byte that is not part of a well-formed
// sequence becomes U+FFFD rather than making the document unreadable.
void JsonWriter::quoted(const std::string& text) {
  out_ << '"';
  for (size_t i = 0; i < text.size();) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (c >= 0x80) {
      size_t length = utf8SequenceLength(text, i);
      if (length == 0) {
        out_ << "\\ufffd";
        ++i;
      } else {
        out_.write(text.data() + i, std::streamsize(length));
        i += length;
      }
      continue;
    }
    switch (c) {
      case '"': out_ << "\\\""; break;
      case '\\': out_ << "\\\\"; break;
      case '\n': out_ << "\\n"; break;
      case '\r': out_ << "\\r"; break;
      case '\t': out_ << "\\t"; break;
      case '\b': out_ << "\\b"; break;
      case '\f': out_ << "\\f"; break;
      default:
        if (c < 0x20) {
          char escape[8];
          std::snprintf(escape, sizeof escape, "\\u%04x", unsigned(c));
          out_ << escape;
        } else {
          out_ << char(c);
        }
    }
    ++i;
  }
  out_ << '"';
}


class ProfileJson {
 public:
  ProfileJson(std::ostream& out, const RunProfile& run)
      : json_(out), run_(run), model_(modelOf(run)) {}
  void write();

 private:
  void model();
  // The resource fields a thread and the totals share.
  void usageFields(const Counters& c);
  // {bytecodes, bytesAllocated, timeMicros, energyMicrojoules} of a method.
  void methodCost(const char* name, const Counters& c);
  void vm();
  void methods();

  JsonWriter json_;
  const RunProfile& run_;
  const Model& model_;
};

void ProfileJson::model() {
  json_.key("model");
  json_.beginObject();
  json_.field("name", run_.modelName);
  json_.field("machine", model_.machine);
  json_.field("method", model_.method);
  json_.field("powerWatts", model_.powerWatts);
  json_.field("energySource", model_.energySource.empty() ? "assumed" : model_.energySource);
  json_.endObject();
}

void ProfileJson::usageFields(const Counters& c) {
  json_.field("bytecodes", c.totalOps);
  json_.key("opcodes");
  json_.beginArray(16);
  for (uint64_t count : c.ops) json_.number(count);
  json_.endArray();
  json_.field("bytesAllocated", c.bytesAllocated);
  json_.field("timeMicros", double(c.runNanos) / 1e3);
  json_.field("estimatedTimeMicros", model_.estimatedNanos(c) / 1e3);
  json_.field("energyMicrojoules", model_.energyMicrojoules(c));
  json_.key("network");
  json_.beginObject();
  json_.field("sent", c.netSent);
  json_.field("received", c.netReceived);
  json_.endObject();
}

void ProfileJson::methodCost(const char* name, const Counters& c) {
  json_.key(name);
  json_.beginObject();
  json_.field("bytecodes", c.totalOps);
  json_.field("bytesAllocated", c.bytesAllocated);
  json_.field("timeMicros", double(c.runNanos) / 1e3);
  json_.field("energyMicrojoules", model_.energyMicrojoules(c));
  json_.endObject();
}

void ProfileJson::vm() {
  const VmProfile& vm = run_.vm;
  json_.key("vm");
  json_.beginObject();
  json_.field("bytesAllocated", vm.counts.bytesAllocated);
  json_.field("gcNanos", vm.gcNanos);
  json_.field("gcCount", vm.gcCount);
  json_.field("classLoadNanos", vm.classLoadNanos);
  json_.field("classesLoaded", vm.classesLoaded);
  json_.field("idleNanos", vm.idleNanos);
  json_.endObject();

  json_.key("profilerOwn");
  json_.beginObject();
  json_.field("bytecodes", run_.profilerOwn.totalOps);
  json_.field("bytesAllocated", run_.profilerOwn.bytesAllocated);
  json_.endObject();
}

void ProfileJson::methods() {
  json_.key("methods");
  json_.beginObject();
  json_.key("nodes");
  json_.beginArray();
  for (size_t id = 0; id < run_.methods.size(); ++id) {
    const MethodNode& node = run_.methods[id];
    json_.beginOneLineObject();
    json_.field("id", uint64_t(id));
    json_.field("parent", uint64_t(node.parent));
    json_.field("name", node.name);
    json_.field("native", node.native);
    json_.field("calls", node.calls);
    methodCost("self", node.self);
    json_.endObject();
  }
  json_.endArray();
  json_.key("summary");
  json_.beginArray();
  for (const MethodTotals& m : summarizeMethods(run_.methods)) {
    json_.beginOneLineObject();
    json_.field("name", m.name);
    json_.field("native", m.native);
    json_.field("calls", m.calls);
    methodCost("self", m.self);
    methodCost("inclusive", m.inclusive);
    json_.endObject();
  }
  json_.endArray();
  json_.endObject();
}

void ProfileJson::write() {
  json_.beginObject();
  json_.field("format", kFormatName);
  json_.field("version", uint64_t(kFormatVersion));
  json_.field("mainClass", run_.mainClass);
  json_.field("wallNanos", run_.wallNanos);
  json_.field("countingOn", run_.countingOn);
  model();

  Counters total;
  json_.key("threads");
  json_.beginArray();
  for (const ThreadProfile& t : run_.threads) {
    total.add(t.counts);
    json_.beginObject();
    json_.field("name", t.name);
    json_.field("number", uint64_t(t.number));
    json_.field("daemon", t.daemon);
    json_.field("ended", t.ended);
    if (t.startOrder != 0) {  // main has no starter
      for (size_t i = 0; i < run_.threads.size(); ++i)
        if (run_.threads[i].startOrder == t.starterOrder) json_.field("startedBy", uint64_t(i));
    }
    usageFields(t.counts);
    json_.endObject();
  }
  json_.endArray();
  json_.key("totals");
  json_.beginObject();
  usageFields(total);
  json_.endObject();

  vm();
  if (run_.methodsMode) methods();
  json_.endObject();
  json_.finish();
}

}  // namespace

void writeJson(std::ostream& out, const RunProfile& run) { ProfileJson(out, run).write(); }

}  // namespace ww::prof
