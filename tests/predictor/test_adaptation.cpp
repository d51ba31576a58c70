// Range adaptation on the paper's example (IV-A): [0..500], k = 50, and a
// value v = 512 outside it; each policy's new grid, and what becomes of the
// cells already measured.
#include <vector>

#include <gtest/gtest.h>

#include "predictor/action.h"

namespace ww::pred {
namespace {

Action paperAction(Adaptation policy, Strategy s = Strategy::Overwrite) {
  ActionSpec spec;
  spec.name = "convert";
  spec.strategy = s;
  spec.params.push_back(Axis::range("length", 0, 500, 50, policy));
  return Action(spec);
}

void measure(Action& a, double v, double amount) { a.update(std::vector<double>{v}, std::vector<double>{amount}); }
double predict(const Action& a, double v) { return a.query(std::vector<double>{v}).estimates[0].value; }

TEST(PredictorAdaptation, ExtendKeepsDelta) {
  Action a = paperAction(Adaptation::Extend);
  measure(a, 5, 7);
  measure(a, 495, 9);
  measure(a, 512, 11);
  const Axis& n = a.param(0);
  EXPECT_EQ(n.k, 52);  // ceil((512 - 500) / 10) = 2 cells more
  EXPECT_EQ(n.low, 0);
  EXPECT_EQ(n.high, 520);
  EXPECT_EQ(n.delta, 10);
  EXPECT_EQ(n.cellOf(512), 51);
  EXPECT_EQ(a.cellCount(), 52u);
  EXPECT_EQ(predict(a, 5), 7);  // old cells keep their predictions
  EXPECT_EQ(predict(a, 495), 9);
  EXPECT_EQ(predict(a, 512), 11);
  EXPECT_FALSE(a.query(std::vector<double>{505}).estimates[0].known());  // the other new cell
}

TEST(PredictorAdaptation, ExtendBelow) {
  Action a = paperAction(Adaptation::Extend);
  measure(a, 0, 3);
  measure(a, -15, 4);  // ceil(15 / 10) = 2 cells below
  const Axis& n = a.param(0);
  EXPECT_EQ(n.k, 52);
  EXPECT_EQ(n.low, -20);
  EXPECT_EQ(n.origin, -20);
  EXPECT_EQ(n.high, 500);
  EXPECT_EQ(predict(a, 0), 3);
  EXPECT_EQ(predict(a, -11), 4);
  EXPECT_EQ(n.cellOf(-15), 0);
}

TEST(PredictorAdaptation, WidenLastCell) {
  Action a = paperAction(Adaptation::WidenLast);
  measure(a, 495, 9);
  measure(a, 512, 11);
  const Axis& n = a.param(0);
  EXPECT_EQ(n.k, 50);
  EXPECT_EQ(n.high, 512);
  EXPECT_EQ(n.lo(49), 490);
  EXPECT_EQ(n.hi(49) - n.lo(49), 22);  // the last cell, Δ49 = 22
  EXPECT_EQ(n.hi(48) - n.lo(48), 10);  // the others keep Δ = 10
  EXPECT_EQ(predict(a, 495), 11);       // 495 and 512 now share the last cell
  measure(a, -4, 1);                    // below: the first cell widens instead
  EXPECT_EQ(a.param(0).low, -4);
  EXPECT_EQ(a.param(0).cellOf(-4), 0);
  EXPECT_EQ(a.param(0).cellOf(9.9), 0);
  EXPECT_EQ(a.param(0).cellOf(10), 1);
}

TEST(PredictorAdaptation, RescaleEveryCell) {
  Action a = paperAction(Adaptation::Rescale);
  measure(a, 5, 100);   // old cell 0: [0..10)
  measure(a, 15, 300);  // old cell 1: [10..20)
  measure(a, 512, 50);
  const Axis& n = a.param(0);
  EXPECT_EQ(n.k, 50);
  EXPECT_EQ(n.delta, 11);  // ∀i Δi = 11
  EXPECT_EQ(n.high, 550);
  // New cell 0 is [0..11): all of old cell 0 and a tenth of old cell 1.
  EXPECT_DOUBLE_EQ(predict(a, 1), (100 * 1.0 + 300 * 0.1) / 1.1);
  // New cell 1 is [11..22): nine tenths of old cell 1, and of old cell 2, unmeasured.
  EXPECT_DOUBLE_EQ(predict(a, 12), 300);
  EXPECT_EQ(n.cellOf(512), 46);
  EXPECT_EQ(predict(a, 512), 50);
}

TEST(PredictorAdaptation, RescaleWeighsByCounts) {
  Action a = paperAction(Adaptation::Rescale, Strategy::GlobalAverage);
  measure(a, 5, 90);
  measure(a, 6, 110);   // cell 0: 100 over 2 measurements
  measure(a, 15, 300);  // cell 1: 300 over 1
  measure(a, 512, 50);
  // New cell 0: weights 1·2 and 0.1·1.
  EXPECT_DOUBLE_EQ(predict(a, 1), (100 * 2 + 300 * 0.1) / 2.1);
  EXPECT_DOUBLE_EQ(a.count(0), 2.1);
  EXPECT_DOUBLE_EQ(a.count(1), 0.9);
  // The next measurement in cell 0 weighs against 2.1 earlier ones.
  measure(a, 1, 0);
  EXPECT_DOUBLE_EQ(predict(a, 1), (100 * 2 + 300 * 0.1) / 3.1);
}

TEST(PredictorAdaptation, RescaleBelowAndFractionalRanges) {
  ActionSpec spec;
  spec.name = "x";
  spec.params.push_back(Axis::range("t", 0.5, 1.5, 4, Adaptation::Rescale));
  Action a(spec);
  measure(a, -0.5, 1);  // not whole: Δ = (1.5 - -0.5) / 4 exactly
  EXPECT_EQ(a.param(0).delta, 0.5);
  EXPECT_EQ(a.param(0).low, -0.5);
  EXPECT_EQ(a.param(0).high, 1.5);
  EXPECT_EQ(a.param(0).cellOf(-0.5), 0);
}

TEST(PredictorAdaptation, OverlapsOfTwoGrids) {
  Axis from = Axis::range("n", 0, 500, 50);
  Axis to = from.adaptedTo(512);  // extend: the same cells and two more
  auto w = overlaps(from, to);
  ASSERT_EQ(w.size(), 52u);
  EXPECT_EQ(w[7], (std::vector<std::pair<int, double>>{{7, 1.0}}));
  EXPECT_TRUE(w[50].empty());
  Axis merged = Axis::range("n", 0, 50, 5).merged();
  EXPECT_EQ(merged.k, 3);
  EXPECT_EQ(merged.delta, 20);
  EXPECT_EQ(merged.high, 60);  // an odd k: the last cell reaches further
  auto m = overlaps(Axis::range("n", 0, 50, 5), merged);
  EXPECT_EQ(m[2], (std::vector<std::pair<int, double>>{{4, 1.0}}));
  EXPECT_EQ(m[0], (std::vector<std::pair<int, double>>{{0, 1.0}, {1, 1.0}}));
}

}  // namespace
}  // namespace ww::pred
