// Predicting never-measured cells from measured neighbours: interpolation
// between the nearest measured cells, linear extrapolation at the edges and
// beyond the range, the mean over parameters, and the clamp at 0.
#include <vector>

#include <gtest/gtest.h>

#include "predictor/action.h"

namespace ww::pred {
namespace {

Action line(bool interpolate) {
  ActionSpec spec;
  spec.name = "line";
  spec.strategy = Strategy::GlobalAverage;
  spec.interpolate = interpolate;
  spec.params = {Axis::range("n", 0, 100, 10)};  // centres 5, 15, ..., 95
  return Action(spec);
}

void measure(Action& a, std::vector<double> v, double amount) { a.update(v, std::vector<double>{amount}); }

TEST(PredictorInterpolation, BetweenAndBeyondMeasuredCells) {
  Action a = line(true);
  measure(a, {5}, 100);   // cell 0
  measure(a, {45}, 500);  // cell 4
  Estimate mid = a.query(std::vector<double>{25}).estimates[0];
  EXPECT_EQ(mid.value, 300);  // halfway between the centres 5 and 45
  EXPECT_TRUE(mid.interpolated);
  EXPECT_EQ(a.query(std::vector<double>{35}).estimates[0].value, 400);
  EXPECT_EQ(a.query(std::vector<double>{85}).estimates[0].value, 900);    // through cells 0 and 4, at 85
  EXPECT_EQ(a.query(std::vector<double>{120}).estimates[0].value, 1250);  // beyond the range
  Estimate measured = a.query(std::vector<double>{3}).estimates[0];
  EXPECT_EQ(measured.value, 100);
  EXPECT_FALSE(measured.interpolated);
  Action off = line(false);
  measure(off, {5}, 100);
  measure(off, {45}, 500);
  EXPECT_FALSE(off.query(std::vector<double>{25}).estimates[0].known());
  EXPECT_FALSE(off.query(std::vector<double>{120}).estimates[0].known());
}

TEST(PredictorInterpolation, OneNeighbourAndNone) {
  Action a = line(true);
  EXPECT_FALSE(a.query(std::vector<double>{25}).estimates[0].known());
  measure(a, {75}, 40);
  EXPECT_EQ(a.query(std::vector<double>{25}).estimates[0].value, 40);
  EXPECT_EQ(a.query(std::vector<double>{-30}).estimates[0].value, 40);
}

TEST(PredictorInterpolation, NeverBelowZero) {
  Action a = line(true);
  measure(a, {5}, 500);
  measure(a, {45}, 100);
  EXPECT_EQ(a.query(std::vector<double>{95}).estimates[0].value, 0);  // the line reads -400 there
}

TEST(PredictorInterpolation, MeanOverParameters) {
  ActionSpec spec;
  spec.name = "grid";
  spec.strategy = Strategy::Overwrite;
  spec.interpolate = true;
  spec.params = {Axis::range("a", 0, 10, 2), Axis::choice("mode", 2), Axis::range("b", 0, 10, 2)};
  Action g(spec);
  measure(g, {2, 1, 2}, 10);  // cell (0, 1, 0)
  measure(g, {7, 1, 7}, 30);  // cell (1, 1, 1)
  // (1, 1, 0): along a, only (0, 1, 0) = 10; along b, only (1, 1, 1) = 30.
  EXPECT_EQ(g.query(std::vector<double>{7, 1, 2}).estimates[0].value, 20);
  // A choice is not an axis to interpolate along: mode 0 has nothing measured.
  EXPECT_FALSE(g.query(std::vector<double>{7, 0, 2}).estimates[0].known());
}

TEST(PredictorInterpolation, SpreadOfTheCellsUsed) {
  ActionSpec spec;
  spec.name = "s";
  spec.strategy = Strategy::Overwrite;
  spec.interpolate = true;
  spec.spread = true;
  spec.params = {Axis::range("n", 0, 100, 10)};
  Action a(spec);
  measure(a, {5}, 100);
  measure(a, {5}, 110);  // error 10
  measure(a, {45}, 500);
  measure(a, {45}, 530);  // error 30
  EXPECT_EQ(a.query(std::vector<double>{25}).estimates[0].spread, 30);
}

}  // namespace
}  // namespace ww::pred
