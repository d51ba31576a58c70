// The four combining strategies (paper, Fig. 3) against values worked out by
// hand, "no prediction yet" before the first measurement, several resources
// at once, the spread of a cell, and bad definitions and values.
#include <cmath>
#include <functional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "predictor/error.h"
#include "predictor/predictor.h"

namespace ww::pred {
namespace {

ActionSpec oneCell(Strategy s, int resources = kCpu) {
  ActionSpec spec;
  spec.name = "a";
  spec.resources = resources;
  spec.strategy = s;
  spec.params.push_back(Axis::range("n", 10, 20, 1));
  return spec;
}

// The predictions after each of the measurements 100, 200, 400 (all n = 12).
std::vector<double> predictionsAfter(ActionSpec spec) {
  Action a(std::move(spec));
  std::vector<double> out;
  for (double m : {100.0, 200.0, 400.0}) {
    a.update(std::vector<double>{12}, std::vector<double>{m});
    out.push_back(a.query(std::vector<double>{12}).estimates[0].value);
  }
  return out;
}

TEST(PredictorStrategies, Overwrite) {
  EXPECT_EQ(predictionsAfter(oneCell(Strategy::Overwrite)), (std::vector<double>{100, 200, 400}));
}

TEST(PredictorStrategies, Adapting) {
  // p2 = 100, p3 = (100 + 200) / 2, p4 = (150 + 400) / 2
  EXPECT_EQ(predictionsAfter(oneCell(Strategy::Adapting)), (std::vector<double>{100, 150, 275}));
}

TEST(PredictorStrategies, LowPassDefaultWeights) {
  // p3 = 0.8·100 + 0.2·200 = 120, p4 = 0.8·120 + 0.2·400 = 176
  auto p = predictionsAfter(oneCell(Strategy::LowPass));
  EXPECT_EQ(p[0], 100);
  EXPECT_DOUBLE_EQ(p[1], 120);
  EXPECT_DOUBLE_EQ(p[2], 176);
}

TEST(PredictorStrategies, LowPassOtherWeights) {
  ActionSpec spec = oneCell(Strategy::LowPass);
  spec.lowPassKeep = 0.5;  // the adapting strategy
  EXPECT_EQ(predictionsAfter(spec), (std::vector<double>{100, 150, 275}));
  spec.lowPassKeep = 0.25;  // p3 = 25 + 150 = 175, p4 = 43.75 + 300 = 343.75
  EXPECT_EQ(predictionsAfter(spec), (std::vector<double>{100, 175, 343.75}));
}

TEST(PredictorStrategies, GlobalAverageKeepsCounts) {
  // p4 = (100 + 200 + 400) / 3
  ActionSpec spec = oneCell(Strategy::GlobalAverage);
  auto p = predictionsAfter(spec);
  EXPECT_EQ(p[0], 100);
  EXPECT_EQ(p[1], 150);
  EXPECT_DOUBLE_EQ(p[2], 700.0 / 3);
  Action a(spec);
  a.update(std::vector<double>{12}, std::vector<double>{5});
  a.update(std::vector<double>{19}, std::vector<double>{7});
  EXPECT_EQ(a.count(0), 2);
}

TEST(PredictorStrategies, NoPredictionBeforeTheFirstMeasurement) {
  Action a(oneCell(Strategy::Overwrite, kCpu | kMemory));
  Prediction p = a.query(std::vector<double>{12});
  ASSERT_EQ(p.count, 2);
  EXPECT_FALSE(p.estimates[0].known());
  EXPECT_FALSE(p.estimates[1].known());
  EXPECT_TRUE(std::isnan(p.estimates[0].value));  // never a silent 0
}

TEST(PredictorStrategies, EveryResourceOfTheProfile) {
  Action a(oneCell(Strategy::GlobalAverage, kCpu | kMemory | kEnergy));
  a.update(std::vector<double>{11}, std::vector<double>{100, 8, 1.5});
  a.update(std::vector<double>{15}, std::vector<double>{200, 24, 2.5});
  Prediction p = a.query(std::vector<double>{20});
  EXPECT_EQ(p.estimates[0].value, 150);
  EXPECT_EQ(p.estimates[1].value, 16);
  EXPECT_EQ(p.estimates[2].value, 2);
}

TEST(PredictorStrategies, CellsAreSeparate) {
  ActionSpec spec = oneCell(Strategy::Overwrite);
  spec.params[0] = Axis::range("n", 0, 500, 50);
  Action a(spec);
  a.update(std::vector<double>{10}, std::vector<double>{1});  // cell [10..20)
  a.update(std::vector<double>{19.5}, std::vector<double>{2});
  a.update(std::vector<double>{20}, std::vector<double>{3});
  EXPECT_EQ(a.query(std::vector<double>{15}).estimates[0].value, 2);
  EXPECT_EQ(a.query(std::vector<double>{25}).estimates[0].value, 3);
  EXPECT_FALSE(a.query(std::vector<double>{5}).estimates[0].known());
  a.update(std::vector<double>{500}, std::vector<double>{4});  // max belongs to the last cell
  EXPECT_EQ(a.query(std::vector<double>{491}).estimates[0].value, 4);
}

TEST(PredictorStrategies, ChoiceParameters) {
  ActionSpec spec;
  spec.name = "chunk";
  spec.strategy = Strategy::Overwrite;
  spec.params = {Axis::choice("stereo", 2), Axis::range("size", 0, 100, 2), Axis::choice("codec", 3)};
  Action a(spec);
  EXPECT_EQ(a.cellCount(), 12u);
  a.update(std::vector<double>{1, 70, 2}, std::vector<double>{9});
  EXPECT_EQ(a.query(std::vector<double>{1, 60, 2}).estimates[0].value, 9);
  EXPECT_FALSE(a.query(std::vector<double>{0, 60, 2}).estimates[0].known());
  int cells[] = {1, 1, 2};
  EXPECT_EQ(a.cellIndex(cells), 11u);
}

TEST(PredictorStrategies, SpreadIsTheRootMeanSquaredError) {
  ActionSpec spec = oneCell(Strategy::GlobalAverage);
  spec.spread = true;
  Action a(spec);
  a.update(std::vector<double>{12}, std::vector<double>{100});
  EXPECT_TRUE(std::isnan(a.query(std::vector<double>{12}).estimates[0].spread));  // no error seen yet
  a.update(std::vector<double>{12}, std::vector<double>{200});  // error 100 against p = 100
  EXPECT_EQ(a.query(std::vector<double>{12}).estimates[0].spread, 100);
  a.update(std::vector<double>{12}, std::vector<double>{300});  // error 150 against p = 150
  EXPECT_DOUBLE_EQ(a.query(std::vector<double>{12}).estimates[0].spread, std::sqrt((100.0 * 100 + 150.0 * 150) / 2));
}

TEST(PredictorStrategies, SpreadWithOverwrite) {
  ActionSpec spec = oneCell(Strategy::Overwrite);
  spec.spread = true;
  Action a(spec);
  for (double m : {10.0, 14.0, 8.0}) a.update(std::vector<double>{12}, std::vector<double>{m});
  // errors 4 and -6
  EXPECT_DOUBLE_EQ(a.query(std::vector<double>{12}).estimates[0].spread, std::sqrt((16.0 + 36) / 2));
}

void expectInvalid(const std::function<void()>& f, const std::string& part) {
  try {
    f();
    ADD_FAILURE() << "no error; expected one mentioning " << part;
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::Invalid);
    EXPECT_NE(std::string(e.what()).find(part), std::string::npos) << e.what();
  }
}

TEST(PredictorStrategies, BadDefinitions) {
  expectInvalid([] { Axis::range("n", 20, 10, 5); }, "min (20) must be less than max (10)");
  expectInvalid([] { Axis::range("n", 10, 10, 5); }, "min (10) must be less than max (10)");
  expectInvalid([] { Axis::range("n", 0, 10, 0); }, "intervals must be at least 1, not 0");
  expectInvalid([] { Axis::range("n", 0, INFINITY, 3); }, "finite");
  expectInvalid([] { Axis::choice("c", 0); }, "at least 1 value");
  ActionSpec spec = oneCell(Strategy::Overwrite);
  spec.resources = 32;
  expectInvalid([&] { Action a(spec); }, "not a resource profile: 32");
  spec.resources = 0;
  expectInvalid([&] { Action a(spec); }, "not a resource profile: 0");
  spec = oneCell(Strategy::LowPass);
  spec.lowPassKeep = 1;
  expectInvalid([&] { Action a(spec); }, "low-pass weight");
  spec = oneCell(Strategy::Overwrite);
  spec.params = {Axis::range("x", 0, 1, 4096), Axis::range("y", 0, 1, 4096)};
  expectInvalid([&] { Action a(spec); }, "more than the 4194304");
  spec.params.assign(65, Axis::choice("c", 1));
  expectInvalid([&] { Action a(spec); }, "65 parameters, more than the 64");
}

TEST(PredictorStrategies, BadValues) {
  ActionSpec spec = oneCell(Strategy::Overwrite, kCpu | kMemory);
  spec.params.push_back(Axis::choice("mode", 3));
  Action a(spec);
  expectInvalid([&] { a.query(std::vector<double>{12}); }, "takes 2 parameter values, not 1");
  expectInvalid([&] { a.update(std::vector<double>{12, 1, 1}, std::vector<double>{1, 2}); }, "not 3");
  expectInvalid([&] { a.update(std::vector<double>{12, 1}, std::vector<double>{1}); }, "needs 2 amounts, not 1");
  expectInvalid([&] { a.query(std::vector<double>{12, 3}); }, "mode: 3 is not one of its values 0..2");
  expectInvalid([&] { a.query(std::vector<double>{12, 0.5}); }, "0.5 is not one of its values");
  expectInvalid([&] { a.query(std::vector<double>{NAN, 1}); }, "not a finite number");
  expectInvalid([&] { a.update(std::vector<double>{12, 1}, std::vector<double>{1, INFINITY}); }, "not a finite");
  ActionSpec wide = oneCell(Strategy::Overwrite);
  wide.params[0] = Axis::range("n", 0, 10, 10);
  Action b(wide);
  expectInvalid([&] { b.update(std::vector<double>{1e12}, std::vector<double>{1}); }, "n: taking in 1e+12 would need");
  EXPECT_EQ(b.param(0).k, 10);  // unchanged by the refused update
}

TEST(PredictorStrategies, PredictorRejectsUnknownActions) {
  Predictor p;
  ActionId id = p.define(oneCell(Strategy::Overwrite));
  p.remove(id);
  expectInvalid([&] { p.query(id, std::vector<double>{12}); }, "no action 0");
  expectInvalid([&] { p.remove(7); }, "no action 7");
}

}  // namespace
}  // namespace ww::pred
