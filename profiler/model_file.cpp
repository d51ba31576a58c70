// Reading and writing resource model files (docs/resource-model.md), and the
// default model compiled into the VM.
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <istream>
#include <ostream>
#include <sstream>
#include <vector>

#include "profiler/model.h"
#include "profiler/model_default_text.h"
#include "profiler/opnames.h"

namespace ww::prof {

namespace {

// The model names the JVMS instructions 0..201; the reserved and unassigned
// slots above have no line.
constexpr int kJvmsOpcodes = 202;
const char* modelOpcodeName(int op) { return op >= 0 && op < kJvmsOpcodes ? opcodeName(op) : nullptr; }

}  // namespace
namespace {

// The header keys, each required exactly once, in the order writeModel uses.
enum HeaderKey { kMachine, kMethod, kPowerWatts, kEnergySource, kByte, kNetByte, kHeaderKeys };
constexpr const char* kHeaderNames[kHeaderKeys] = {"machine", "method", "power-watts", "energy-source", "byte", "net-byte"};

bool isBlank(char c) { return c == ' ' || c == '\t'; }

std::vector<std::string> fields(const std::string& line) {
  std::vector<std::string> out;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && isBlank(line[i])) ++i;
    size_t start = i;
    while (i < line.size() && !isBlank(line[i])) ++i;
    if (i > start) out.push_back(line.substr(start, i - start));
  }
  return out;
}

// One parse: the file's name and the current line number go into every message.
struct Parser {
  const std::string& name;
  Model* model;
  std::string* error;
  int line = 0;
  int headerLine[kHeaderKeys] = {};   // where each key was seen (0: not yet)
  int opLine[kOpcodeSlots] = {};      // where each opcode was seen

  bool fail(const std::string& what) {
    std::ostringstream s;
    s << name << ':' << line << ": " << what;
    *error = s.str();
    return false;
  }

  // A non-negative finite decimal number: std::from_chars, so no locale, no
  // leading '+', no hexadecimal, and inf/nan are refused after the fact.
  bool number(const std::string& text, const char* what, double* into) {
    double v = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v, std::chars_format::general);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(v))
      return fail(std::string("bad number '") + text + "' for " + what);
    if (v < 0) return fail(std::string("negative ") + what + " " + text);
    *into = v;
    return true;
  }

  bool count(const std::vector<std::string>& f, size_t n, const char* shape) {
    if (f.size() == n) return true;
    std::ostringstream s;
    s << "'" << f[0] << "' takes " << shape << " (" << f.size() - 1 << " values found)";
    return fail(s.str());
  }

  bool header(HeaderKey key, const std::string& rawLine, const std::vector<std::string>& f);
  bool op(const std::vector<std::string>& f);
  bool parseLine(std::string raw);
  bool finish();
};

// The text after the key: the rest of the line, blanks at both ends removed.
std::string restAfterKey(const std::string& line, const std::string& key) {
  size_t start = line.find(key) + key.size();
  while (start < line.size() && isBlank(line[start])) ++start;
  size_t end = line.size();
  while (end > start && isBlank(line[end - 1])) --end;
  return line.substr(start, end - start);
}

bool Parser::header(HeaderKey key, const std::string& rawLine, const std::vector<std::string>& f) {
  if (headerLine[key]) {
    std::ostringstream s;
    s << "duplicate '" << kHeaderNames[key] << "' (first on line " << headerLine[key] << ")";
    return fail(s.str());
  }
  headerLine[key] = line;
  switch (key) {
    case kMachine: model->machine = restAfterKey(rawLine, f[0]); return true;
    case kMethod: model->method = restAfterKey(rawLine, f[0]); return true;
    case kPowerWatts:
      return count(f, 2, "one value (watts)") && number(f[1], "watts", &model->powerWatts);
    case kEnergySource:
      if (!count(f, 2, "one value (assumed or rapl)")) return false;
      if (f[1] != "assumed" && f[1] != "rapl") return fail("energy-source is '" + f[1] + "', not assumed or rapl");
      model->energySource = f[1];
      return true;
    case kByte:
      return count(f, 3, "two values (nanoseconds, microjoules)") &&
             number(f[1], "nanoseconds", &model->byteNanos) && number(f[2], "microjoules", &model->byteMicrojoules);
    case kNetByte:
      return count(f, 3, "two values (nanoseconds, microjoules)") &&
             number(f[1], "nanoseconds", &model->netByteNanos) &&
             number(f[2], "microjoules", &model->netByteMicrojoules);
    case kHeaderKeys: break;
  }
  return false;
}

bool Parser::op(const std::vector<std::string>& f) {
  if (!count(f, 5, "four values (number, mnemonic, nanoseconds, microjoules)")) return false;
  int code = -1;
  auto [end, ec] = std::from_chars(f[1].data(), f[1].data() + f[1].size(), code);
  if (ec != std::errc() || end != f[1].data() + f[1].size()) return fail("bad opcode number '" + f[1] + "'");
  const char* mnemonic = modelOpcodeName(code);
  if (!mnemonic) return fail("no JVMS opcode " + f[1] + " (0..201)");
  if (f[2] != mnemonic) return fail("opcode " + f[1] + " is " + mnemonic + ", not '" + f[2] + "'");
  if (opLine[code]) {
    std::ostringstream s;
    s << "duplicate 'op " << code << "' (first on line " << opLine[code] << ")";
    return fail(s.str());
  }
  opLine[code] = line;
  return number(f[3], "nanoseconds", &model->opNanos[code]) &&
         number(f[4], "microjoules", &model->opMicrojoules[code]);
}

bool Parser::parseLine(std::string raw) {
  ++line;
  if (!raw.empty() && raw.back() == '\r') raw.pop_back();  // tolerate CRLF files
  size_t hash = raw.find('#');
  if (hash != std::string::npos) raw.erase(hash);
  std::vector<std::string> f = fields(raw);
  if (f.empty()) return true;
  if (f[0] == "op") return op(f);
  for (int key = 0; key < kHeaderKeys; ++key)
    if (f[0] == kHeaderNames[key]) return header(HeaderKey(key), raw, f);
  return fail("unknown key '" + f[0] + "'");
}

bool Parser::finish() {
  for (int key = 0; key < kHeaderKeys; ++key) {
    if (!headerLine[key]) {
      *error = name + ": no '" + kHeaderNames[key] + "' line";
      return false;
    }
  }
  return true;
}

// Shortest text that reads back as the same double (std::to_chars without a
// precision), so writeModel followed by parseModel is exact.
std::string shortest(double v) {
  char buf[64];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, ec == std::errc() ? end : buf);
}

// Texts are the rest of their line: a '#' would start a comment and a line
// break would end the line, so both become blanks.
std::string oneLine(std::string text) {
  for (char& c : text)
    if (c == '#' || c == '\n' || c == '\r') c = ' ';
  return text;
}

}  // namespace

bool parseModel(std::istream& in, const std::string& name, Model* model, std::string* error) {
  Model parsed;
  Parser p{name, &parsed, error};
  std::string raw;
  while (std::getline(in, raw))
    if (!p.parseLine(raw)) return false;
  if (in.bad()) {
    *error = name + ": read error";
    return false;
  }
  if (!p.finish()) return false;
  *model = parsed;
  return true;
}

void writeModel(std::ostream& out, const Model& model) {
  out << "# wwvm resource model (docs/resource-model.md): the time and energy of one\n"
         "# execution of each JVMS opcode, one allocated byte and one network byte.\n";
  out << "machine " << oneLine(model.machine) << '\n';
  out << "method " << oneLine(model.method) << '\n';
  out << "power-watts " << shortest(model.powerWatts) << '\n';
  out << "energy-source " << model.energySource << '\n';
  out << "byte " << shortest(model.byteNanos) << ' ' << shortest(model.byteMicrojoules) << '\n';
  out << "net-byte " << shortest(model.netByteNanos) << ' ' << shortest(model.netByteMicrojoules) << '\n';
  out << "# op NUMBER MNEMONIC NANOSECONDS MICROJOULES\n";
  for (int op = 0; op < kOpcodeSlots; ++op) {
    const char* mnemonic = modelOpcodeName(op);
    if (!mnemonic) continue;
    out << "op " << op << ' ' << mnemonic << ' ' << shortest(model.opNanos[op]) << ' '
        << shortest(model.opMicrojoules[op]) << '\n';
  }
}

const Model& defaultModel() {
  // Parsed once, on first use (a thread-safe static). The text was checked
  // when the model was made, so a failure here is a broken build: stop
  // rather than run with a model of zeros.
  static const Model model = [] {
    Model m;
    std::string error;
    std::istringstream in(kDefaultModelText);
    if (!parseModel(in, kDefaultModelName, &m, &error)) {
      std::fprintf(stderr, "wwvm: the built-in resource model is malformed: %s\n", error.c_str());
      std::abort();
    }
    return m;
  }();
  return model;
}

}  // namespace ww::prof
