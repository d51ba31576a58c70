// The memory formula and the budget: bytes reported per action equal the
// documented formula, and a budget merges the largest actions' cells in
// pairs (keeping global averages exact) until the predictor fits.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "predictor/error.h"
#include "predictor/predictor.h"

namespace ww::pred {
namespace {

ActionSpec spec(const char* name, Strategy s, int resources, std::vector<Axis> params, bool spread = false) {
  ActionSpec a;
  a.name = name;
  a.strategy = s;
  a.resources = resources;
  a.params = std::move(params);
  a.spread = spread;
  return a;
}

void measure(Predictor& p, ActionId id, double v, double amount) {
  p.update(id, std::vector<double>{v}, std::vector<double>{amount});
}

TEST(PredictorBudget, BytesFollowTheFormula) {
  Predictor p;
  // 64 + 32·nbPar + ∏k · (8r + 8·[counts] + 8r·[spread])
  ActionId os = p.define(spec("os", Strategy::Overwrite, kCpu | kMemory, {Axis::range("n", 0, 10, 10)}));
  EXPECT_EQ(p.action(os).bytes(), 64u + 32 + 10 * 16);
  ActionId ga = p.define(spec("ga", Strategy::GlobalAverage, kCpu, {Axis::range("n", 0, 10, 10), Axis::choice("s", 2)}));
  EXPECT_EQ(p.action(ga).bytes(), 64u + 64 + 20 * 16);
  ActionId sp = p.define(spec("sp", Strategy::LowPass, kCpu | kTime | kEnergy, {}, true));
  EXPECT_EQ(p.action(sp).bytes(), 64u + 1 * (24 + 8 + 24));
  EXPECT_EQ(p.bytesUsed(), 256u + 448 + 120);
  p.update(os, std::vector<double>{12}, std::vector<double>{1, 2});  // extended to 12 cells
  EXPECT_EQ(p.action(os).bytes(), 64u + 32 + 12 * 16);
  p.remove(sp);
  EXPECT_EQ(p.bytesUsed(), 288u + 448);
}

TEST(PredictorBudget, ShrinksTheLargestActionFirst) {
  Predictor p;
  ActionId a = p.define(spec("a", Strategy::GlobalAverage, kCpu, {Axis::range("n", 0, 100, 10)}));  // 256 bytes
  ActionId b = p.define(spec("b", Strategy::Overwrite, kCpu, {Axis::range("m", 0, 10, 4)}));       // 128 bytes
  measure(p, a, 5, 10);
  measure(p, a, 6, 20);
  measure(p, a, 15, 40);
  measure(p, a, 95, 7);
  p.setBudget(300);
  // a: k 10 -> 5 (176 bytes, 304 in all) -> 3 (144 bytes, 272 in all); b untouched.
  EXPECT_EQ(p.action(a).param(0).k, 3);
  EXPECT_EQ(p.action(a).param(0).delta, 40);
  EXPECT_EQ(p.action(a).param(0).high, 120);
  EXPECT_EQ(p.action(b).param(0).k, 4);
  EXPECT_EQ(p.bytesUsed(), 272u);
  // Merged cells hold the global average of all their measurements.
  Prediction low = p.query(a, std::vector<double>{1});
  EXPECT_DOUBLE_EQ(low.estimates[0].value, (10 + 20 + 40) / 3.0);
  EXPECT_EQ(p.action(a).count(0), 3);
  EXPECT_EQ(p.query(a, std::vector<double>{110}).estimates[0].value, 7);
  EXPECT_FALSE(p.query(a, std::vector<double>{50}).estimates[0].known());
}

TEST(PredictorBudget, FinestParameterOfTheActionShrinks) {
  Predictor p;
  ActionId a = p.define(spec("a", Strategy::Overwrite, kCpu,
                             {Axis::range("x", 0, 8, 8), Axis::choice("c", 3), Axis::range("y", 0, 16, 16)}));
  EXPECT_EQ(p.action(a).bytes(), 64u + 96 + 384 * 8);
  p.setBudget(64 + 96 + 96 * 8);  // 384 -> 192 (y to 8) -> 96 (x or y: both 8; x first)
  EXPECT_EQ(p.action(a).param(0).k, 4);
  EXPECT_EQ(p.action(a).param(1).k, 3);
  EXPECT_EQ(p.action(a).param(2).k, 8);
}

TEST(PredictorBudget, AdaptationStaysInsideTheBudget) {
  Predictor p;
  ActionId a = p.define(spec("a", Strategy::Overwrite, kCpu, {Axis::range("n", 1, 51, 50)}));  // Δ = 1
  p.setBudget(64 + 32 + 60 * 8);
  measure(p, a, 200, 5);  // extending to [1..200] would need 199 cells
  EXPECT_LE(p.bytesUsed(), p.budget());
  EXPECT_EQ(p.query(a, std::vector<double>{200}).estimates[0].value, 5);
  EXPECT_GE(p.action(a).param(0).high, 200);
}

TEST(PredictorBudget, TooSmallBudgetsAreRefused) {
  Predictor p;
  p.define(spec("a", Strategy::GlobalAverage, kCpu, {Axis::range("n", 0, 100, 10)}));  // at least 112
  p.define(spec("b", Strategy::Overwrite, kCpu, {Axis::choice("c", 4)}));            // at least 128
  try {
    p.setBudget(200);
    FAIL() << "a budget below 240 bytes cannot hold both actions";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::Budget);
    EXPECT_NE(std::string(e.what()).find("the actions need 240 bytes"), std::string::npos) << e.what();
  }
  EXPECT_EQ(p.budget(), 0u);
  EXPECT_EQ(p.action(0).param(0).k, 10);  // nothing shrank
  p.setBudget(240);
  EXPECT_EQ(p.bytesUsed(), 240u);
  EXPECT_THROW(p.define(spec("c", Strategy::Overwrite, kCpu, {})), Error);
  EXPECT_EQ(p.bytesUsed(), 240u);
  p.setBudget(0);  // none
  p.define(spec("c", Strategy::Overwrite, kCpu, {}));
}

}  // namespace
}  // namespace ww::pred
