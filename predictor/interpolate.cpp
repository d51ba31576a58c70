// Predicting a never-measured cell from measured neighbours (an option of
// an action; not in the paper). Each range parameter gives an estimate along
// its own axis, through the cells that share the other parameters' cells:
// linear interpolation between the nearest measured cells on either side of
// the value, or linear extrapolation through the two nearest on one side
// (one alone gives its own value). The prediction is the mean of these
// estimates, never below 0; its spread is the largest spread among the cells
// it used. A parameter whose value lies outside its range contributes its
// nearest edge cell to the other parameters' walks.
#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

#include "predictor/action.h"

namespace ww::pred {

Prediction Action::interpolated(std::span<const double> values, const int* cells) const {
  size_t n = values.size();
  std::vector<int> anchor(cells, cells + n);
  for (size_t p = 0; p < n; ++p)
    if (anchor[p] < 0) anchor[p] = values[p] < spec_.params[p].low ? 0 : spec_.params[p].k - 1;

  std::vector<std::pair<size_t, double>> used;  // (cell, weight), weights summing to 1 over the axes that estimate
  int estimates = 0;
  for (size_t p = 0; p < n; ++p) {
    const Axis& a = spec_.params[p];
    if (a.isChoice) continue;
    double x = values[p];
    std::vector<int> at = anchor;
    auto measuredAt = [&](int i) {
      at[p] = i;
      return measured(cellIndex(at));
    };
    auto cellAt = [&](int i) {
      at[p] = i;
      return cellIndex(at);
    };
    // Measured cells below and above the value, nearest first.
    int belowFrom = cells[p] >= 0 ? cells[p] - 1 : (x > a.high ? a.k - 1 : -1);
    int aboveFrom = cells[p] >= 0 ? cells[p] + 1 : (x < a.low ? 0 : a.k);
    int below[2] = {-1, -1};
    int above[2] = {-1, -1};
    for (int i = belowFrom, found = 0; i >= 0 && found < 2; --i)
      if (measuredAt(i)) below[found++] = i;
    for (int i = aboveFrom, found = 0; i < a.k && found < 2; ++i)
      if (measuredAt(i)) above[found++] = i;

    // A line through cells i and j (by their centres), evaluated at x.
    auto line = [&](int i, int j) {
      double ci = a.centre(i);
      double cj = a.centre(j);
      double t = (x - ci) / (cj - ci);
      used.emplace_back(cellAt(i), 1 - t);
      used.emplace_back(cellAt(j), t);
    };
    size_t before = used.size();
    if (below[0] >= 0 && above[0] >= 0) {
      line(below[0], above[0]);
    } else if (below[0] >= 0 && below[1] >= 0) {
      line(below[1], below[0]);
    } else if (above[0] >= 0 && above[1] >= 0) {
      line(above[0], above[1]);
    } else if (below[0] >= 0 || above[0] >= 0) {
      used.emplace_back(cellAt(below[0] >= 0 ? below[0] : above[0]), 1.0);
    }
    if (used.size() > before) ++estimates;
  }

  Prediction out;
  out.resources = spec_.resources;
  out.count = r_;
  if (estimates == 0) return out;
  for (int s = 0; s < r_; ++s) {
    double sum = 0;
    double spread = NAN;
    for (auto [cell, w] : used) {
      sum += w * value(cell, s);
      double e = squaredError(cell, s);
      if (!std::isnan(e)) spread = std::isnan(spread) ? std::sqrt(e) : std::max(spread, std::sqrt(e));
    }
    Estimate& e = out.estimates[s];
    e.value = std::max(0.0, sum / estimates);
    e.spread = spread;
    e.interpolated = true;
  }
  return out;
}

}  // namespace ww::pred
