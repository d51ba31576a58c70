// Sharing predictions between runs and devices (paper, IV-C): an action's
// cells written as text and read back into an action of the same shape as
// initial predictions. The format is in docs/predictor.md, "Export format":
// a header naming the action, its resources and its parameters' grids, then
// one line per measured cell. Importing re-grids each range parameter of the
// file onto the action's own (the overlap-weighted combination that
// adaptations use), so a file from a run whose ranges grew still fits.
#include <cerrno>
#include <cmath>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "predictor/error.h"
#include "predictor/numbers.h"
#include "predictor/predictor.h"

namespace ww::pred {

namespace {

constexpr const char* kMagic = "wwvm-predictions";
constexpr int kVersion = 1;

// Names go out as one word: bytes up to space, '%' and DEL as %XX.
std::string encodeName(const std::string& name) {
  std::string out;
  for (unsigned char c : name) {
    if (c <= ' ' || c == '%' || c == 0x7f) {
      char esc[4];
      snprintf(esc, sizeof esc, "%%%02X", c);
      out += esc;
    } else {
      out += char(c);
    }
  }
  return out.empty() ? "%00" : out;
}

const char* adaptationName(Adaptation a) {
  switch (a) {
    case Adaptation::Extend: return "extend";
    case Adaptation::WidenLast: return "widen-last";
    case Adaptation::Rescale: return "rescale";
  }
  return "?";
}

// Reads the export line by line; every failure names the line.
class Reader {
 public:
  explicit Reader(std::string_view text) : in_(std::string(text)) {}

  // The next non-empty line, split into words; false at the end.
  bool next(std::vector<std::string>* words) {
    std::string line;
    while (std::getline(in_, line)) {
      ++lineNo_;
      std::istringstream split(line);
      words->clear();
      for (std::string w; split >> w;) words->push_back(w);
      if (!words->empty()) return true;
    }
    return false;
  }
  std::vector<std::string> expect(const char* keyword, size_t minWords) {
    std::vector<std::string> w;
    if (!next(&w)) fail(std::string("ends before its ") + keyword + " line");
    if (w[0] != keyword) fail(std::string("expected ") + keyword + ", found " + w[0]);
    if (w.size() < minWords) fail(std::string("a short ") + keyword + " line");
    return w;
  }
  [[noreturn]] void fail(const std::string& what) const {
    throw Error(Error::Kind::Format, "not a wwvm prediction export: line " + std::to_string(lineNo_) + ": " + what);
  }
  double number(const std::string& word) const {
    char* end = nullptr;
    errno = 0;
    double v = std::strtod(word.c_str(), &end);
    if (word.empty() || *end != '\0' || errno == ERANGE || !std::isfinite(v)) fail("not a finite number: " + word);
    return v;
  }
  long long integer(const std::string& word, long long min, long long max) const {
    double v = number(word);
    if (std::floor(v) != v || v < double(min) || v > double(max)) fail("not a whole number in range: " + word);
    return (long long)v;
  }

 private:
  std::istringstream in_;
  int lineNo_ = 0;
};

Axis readAxis(const Reader& r, const std::vector<std::string>& w) {
  Axis a;
  a.name = w[2];
  if (w[1] == "choice") {
    if (w.size() != 4) r.fail("a choice parameter has a name and a count");
    return Axis::choice(w[2], int(r.integer(w[3], 1, kMaxCells)));
  }
  if (w[1] != "range" || w.size() != 9) r.fail("a range parameter has a name, low, origin, delta, k, high, adaptation");
  a.low = r.number(w[3]);
  a.origin = r.number(w[4]);
  a.delta = r.number(w[5]);
  a.k = int(r.integer(w[6], 1, kMaxCells));
  a.high = r.number(w[7]);
  if (w[8] == "extend") a.adaptation = Adaptation::Extend;
  else if (w[8] == "widen-last") a.adaptation = Adaptation::WidenLast;
  else if (w[8] == "rescale") a.adaptation = Adaptation::Rescale;
  else r.fail("unknown adaptation " + w[8]);
  if (!(a.delta > 0) || a.low > a.origin || !(a.lo(0) < a.hi(0)) || !(a.lo(a.k - 1) < a.hi(a.k - 1)))
    r.fail("parameter " + a.name + " has no well-formed cells");
  return a;
}

int readResources(const Reader& r, const std::vector<std::string>& w) {
  int bits = 0;
  for (size_t i = 1; i < w.size(); ++i) {
    int bit = 0;
    for (int b = kCpu; b <= kEnergy; b <<= 1)
      if (w[i] == resourceName(b)) bit = b;
    if (bit == 0 || (bits & bit)) r.fail("not a resource list: " + w[i]);
    bits |= bit;
  }
  return bits;
}

}  // namespace

std::string Predictor::exportText(ActionId id) const {
  const Action& a = action(id);
  const ActionSpec& spec = a.spec();
  std::ostringstream out;
  out << kMagic << ' ' << kVersion << '\n';
  out << "action " << encodeName(spec.name) << '\n';
  out << "resources " << resourceList(spec.resources) << '\n';
  out << "strategy " << strategyName(spec.strategy) << ' ' << shortest(spec.lowPassKeep) << '\n';
  out << "options" << (spec.interpolate ? " interpolate" : "") << (spec.spread ? " spread" : "") << '\n';
  for (const Axis& p : spec.params) {
    if (p.isChoice) {
      out << "parameter choice " << encodeName(p.name) << ' ' << p.k << '\n';
    } else {
      out << "parameter range " << encodeName(p.name) << ' ' << shortest(p.low) << ' ' << shortest(p.origin) << ' '
          << shortest(p.delta) << ' ' << p.k << ' ' << shortest(p.high) << ' ' << adaptationName(p.adaptation) << '\n';
    }
  }
  size_t measured = 0;
  for (size_t c = 0; c < a.cellCount(); ++c) measured += a.measured(c);
  out << "cells " << measured << '\n';
  for (size_t c = 0; c < a.cellCount(); ++c) {
    if (!a.measured(c)) continue;
    out << c << ' ' << shortest(a.count(c));
    for (int s = 0; s < a.resourceCount(); ++s) out << ' ' << shortest(a.value(c, s));
    if (spec.spread) {
      for (int s = 0; s < a.resourceCount(); ++s) {
        double e = a.squaredError(c, s);
        out << ' ' << (std::isnan(e) ? std::string("-") : shortest(e));
      }
    }
    out << '\n';
  }
  out << "end\n";
  return out.str();
}

void Predictor::importText(ActionId id, std::string_view text) {
  Action& target = mutableAction(id);
  const ActionSpec& spec = target.spec();
  Reader r(text);
  auto magic = r.expect(kMagic, 2);
  if (r.integer(magic[1], 0, 1 << 30) != kVersion) r.fail("format version " + magic[1] + ", this wwvm reads 1");
  r.expect("action", 2);
  int resources = readResources(r, r.expect("resources", 2));
  r.expect("strategy", 2);
  auto options = r.expect("options", 1);
  bool fileSpread = false;
  for (size_t i = 1; i < options.size(); ++i) fileSpread = fileSpread || options[i] == "spread";

  ActionSpec shape = spec;  // the target's strategy and options, the file's grids
  std::vector<std::string> w;
  for (size_t p = 0; p < spec.params.size(); ++p) {
    w = r.expect("parameter", 3);
    shape.params[p] = readAxis(r, w);
    if (shape.params[p].isChoice != spec.params[p].isChoice ||
        (spec.params[p].isChoice && shape.params[p].k != spec.params[p].k))
      throw Error(Error::Kind::Invalid, "action " + spec.name + ": parameter " + spec.params[p].name +
                                            " does not match the export's " + shape.params[p].name);
    shape.params[p].name = spec.params[p].name;
    shape.params[p].adaptation = spec.params[p].adaptation;
  }
  auto cells = r.expect("cells", 2);
  if (resources != spec.resources)
    throw Error(Error::Kind::Invalid, "action " + spec.name + " predicts " + resourceList(spec.resources) +
                                          ", the export " + resourceList(resources));
  if (cells.size() != 2) r.fail("a cells line has one count");
  Action imported(shape);
  int rc = imported.resourceCount();
  size_t lines = size_t(r.integer(cells[1], 0, (long long)imported.cellCount()));
  std::vector<double> values(rc);
  std::vector<double> errors(rc, NAN);
  for (size_t n = 0; n < lines; ++n) {
    if (!r.next(&w) || w[0] == "end")
      r.fail("ends before its last cell (" + std::to_string(n) + " of " + std::to_string(lines) + ")");
    if (w.size() != size_t(2 + rc * (fileSpread ? 2 : 1))) r.fail("a cell line has the wrong number of fields");
    size_t cell = size_t(r.integer(w[0], 0, (long long)imported.cellCount() - 1));
    double count = r.number(w[1]);
    if (!(count > 0)) r.fail("a cell's count must be positive");
    for (int s = 0; s < rc; ++s) values[s] = r.number(w[2 + s]);
    for (int s = 0; s < rc; ++s)
      errors[s] = (fileSpread && w[2 + rc + s] != "-") ? r.number(w[2 + rc + s]) : NAN;
    imported.setCell(cell, values, count, errors);
  }
  if (!r.next(&w) || w[0] != "end") r.fail("expected end");

  for (size_t p = 0; p < spec.params.size(); ++p)
    if (!imported.param(p).sameShape(spec.params[p])) imported.reshape(p, spec.params[p]);
  target = std::move(imported);
}

void Predictor::exportFile(ActionId id, const std::string& path) const {
  std::string text = exportText(id);
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (out) out << text;
  if (out) out.flush();
  if (!out) throw Error(Error::Kind::Io, "cannot write " + path + ": " + std::strerror(errno));
}

void Predictor::importFile(ActionId id, const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(Error::Kind::Io, "cannot read " + path + ": " + std::strerror(errno));
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) throw Error(Error::Kind::Io, "cannot read " + path + ": " + std::strerror(errno));
  importText(id, text.str());
}

}  // namespace ww::pred
