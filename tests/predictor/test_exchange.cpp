// Export and import (paper, IV-C): a round trip gives the same predictions,
// counts and spreads, and the same text again; an export fits an action whose
// grid differs; malformed or mismatched files are refused with the line.
#include <cstdio>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "predictor/error.h"
#include "predictor/predictor.h"

namespace ww::pred {
namespace {

ActionSpec audio() {
  ActionSpec a;
  a.name = "audio chunk";
  a.resources = kCpu | kMemory;
  a.strategy = Strategy::GlobalAverage;
  a.spread = true;
  a.params = {Axis::range("size", 0, 1000, 10, Adaptation::WidenLast), Axis::choice("stereo", 2)};
  return a;
}

void measure(Predictor& p, ActionId id, double size, double stereo, double cpu, double mem) {
  p.update(id, std::vector<double>{size, stereo}, std::vector<double>{cpu, mem});
}

Predictor trained(ActionId* id) {
  Predictor p;
  *id = p.define(audio());
  measure(p, *id, 50, 0, 1000, 64);
  measure(p, *id, 55, 0, 1100, 64);
  measure(p, *id, 990, 1, 0.1, 1e12);
  measure(p, *id, 1200, 1, 7, 8);  // widens the last cell
  return p;
}

TEST(PredictorExchange, RoundTrip) {
  ActionId id;
  Predictor p = trained(&id);
  std::string text = p.exportText(id);
  EXPECT_EQ(text.rfind("wwvm-predictions 1\naction audio%20chunk\nresources CPU MEMORY\n", 0), 0u) << text;

  Predictor q;
  ActionSpec spec = audio();
  spec.params[0] = Axis::range("size", 0, 1000, 10, Adaptation::WidenLast);
  ActionId other = q.define(spec);
  q.importText(other, text);  // the file's widened grid is re-gridded onto this one's [0..1000]
  ActionSpec same = audio();
  Predictor r;
  ActionId copy = r.define(same);
  r.update(copy, std::vector<double>{1200, 0}, std::vector<double>{1, 1});  // the same widened grid
  r.importText(copy, text);
  EXPECT_EQ(r.exportText(copy), text);
  for (double size : {50.0, 990.0, 1100.0}) {
    for (double stereo : {0.0, 1.0}) {
      Prediction a = p.query(id, std::vector<double>{size, stereo});
      Prediction b = r.query(copy, std::vector<double>{size, stereo});
      for (int s = 0; s < 2; ++s) {
        EXPECT_EQ(a.estimates[s].known(), b.estimates[s].known());
        if (!a.estimates[s].known()) continue;
        EXPECT_EQ(a.estimates[s].value, b.estimates[s].value);
        EXPECT_EQ(std::isnan(a.estimates[s].spread), std::isnan(b.estimates[s].spread));
        if (!std::isnan(a.estimates[s].spread)) {
          EXPECT_EQ(a.estimates[s].spread, b.estimates[s].spread);
        }
      }
    }
  }
  EXPECT_EQ(q.query(other, std::vector<double>{52, 0}).estimates[0].value, 1050);
}

TEST(PredictorExchange, ImportOntoAnotherGrid) {
  Predictor p;
  ActionSpec fine;
  fine.name = "sort";
  fine.strategy = Strategy::GlobalAverage;
  fine.params = {Axis::range("n", 0, 100, 10)};
  ActionId a = p.define(fine);
  p.update(a, std::vector<double>{5}, std::vector<double>{10});
  p.update(a, std::vector<double>{6}, std::vector<double>{20});
  p.update(a, std::vector<double>{15}, std::vector<double>{60});
  ActionSpec coarse = fine;
  coarse.params = {Axis::range("n", 0, 100, 5)};
  ActionId b = p.define(coarse);
  p.importText(b, p.exportText(a));
  // [0..20) holds the three measurements: their average, count 3.
  EXPECT_EQ(p.query(b, std::vector<double>{1}).estimates[0].value, 30);
  EXPECT_EQ(p.action(b).count(0), 3);
  EXPECT_EQ(p.action(b).param(0).k, 5);
}

TEST(PredictorExchange, FilesOnDisk) {
  ActionId id;
  Predictor p = trained(&id);
  std::string path = ::testing::TempDir() + "/ww_predictor_export.txt";
  p.exportFile(id, path);
  Predictor q;
  ActionId other = q.define(audio());
  q.importFile(other, path);
  EXPECT_EQ(q.query(other, std::vector<double>{50, 0}).estimates[1].value, 64);
  std::remove(path.c_str());
  try {
    q.importFile(other, path);
    FAIL() << "imported a file that is gone";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::Io);
    EXPECT_NE(std::string(e.what()).find("cannot read " + path), std::string::npos) << e.what();
  }
  EXPECT_THROW(p.exportFile(id, "/nonexistent-dir/x.txt"), Error);
}

void expectRefused(Predictor& p, ActionId id, const std::string& text, Error::Kind kind, const std::string& part) {
  std::string before = p.exportText(id);
  try {
    p.importText(id, text);
    ADD_FAILURE() << "imported:\n" << text;
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), kind) << e.what();
    EXPECT_NE(std::string(e.what()).find(part), std::string::npos) << e.what();
  }
  EXPECT_EQ(p.exportText(id), before);  // a refused import changes nothing
}

TEST(PredictorExchange, BadFiles) {
  ActionId id;
  Predictor p = trained(&id);
  std::string good = p.exportText(id);
  auto replaced = [&](const std::string& from, const std::string& to) {
    std::string t = good;
    t.replace(t.find(from), from.size(), to);
    return t;
  };
  using K = Error::Kind;
  expectRefused(p, id, "", K::Format, "line 0: ends before its wwvm-predictions line");
  expectRefused(p, id, "hello\n", K::Format, "line 1: expected wwvm-predictions, found hello");
  expectRefused(p, id, replaced("predictions 1", "predictions 2"), K::Format, "format version 2");
  expectRefused(p, id, good.substr(0, good.size() - 4), K::Format, "expected end");
  expectRefused(p, id, good.substr(0, good.find("cells")), K::Format, "ends before its cells line");
  expectRefused(p, id, replaced("resources CPU MEMORY", "resources CPU"), K::Invalid, "predicts CPU MEMORY, the export CPU");
  expectRefused(p, id, replaced("resources CPU MEMORY", "resources CPU DISK"), K::Format, "not a resource list: DISK");
  expectRefused(p, id, replaced("choice stereo 2", "choice stereo 3"), K::Invalid, "does not match");
  expectRefused(p, id, replaced("widen-last", "grow"), K::Format, "unknown adaptation grow");
  expectRefused(p, id, replaced("cells 2", "cells 3"), K::Format, "ends before its last cell");
  expectRefused(p, id, replaced("cells 2", "cells 999"), K::Format, "not a whole number in range: 999");
  expectRefused(p, id, replaced("\n0 2 ", "\n0 x "), K::Format, "not a finite number: x");
  expectRefused(p, id, replaced("\n0 2 ", "\n0 -1 "), K::Format, "count must be positive");
  expectRefused(p, id, replaced("\n0 2 ", "\n20 2 "), K::Format, "not a whole number in range: 20");
}

}  // namespace
}  // namespace ww::pred
