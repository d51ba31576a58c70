// Parameter grids: cell lookup, the three adaptations and pairwise merging.
#include "predictor/axis.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "predictor/error.h"
#include "predictor/numbers.h"

namespace ww::pred {

namespace {

bool whole(double v) { return std::floor(v) == v; }

[[noreturn]] void tooManyCells(const Axis& a, double v, double cells) {
  throw Error(Error::Kind::Invalid, "parameter " + a.name + ": taking in " + shortest(v) + " would need " +
                                        shortest(cells) + " cells, more than the " + std::to_string(kMaxCells) +
                                        " an action may hold");
}

}  // namespace

Axis Axis::range(std::string name, double min, double max, int k, Adaptation adaptation) {
  std::string what = "parameter " + name + ": ";
  if (!std::isfinite(min) || !std::isfinite(max))
    throw Error(Error::Kind::Invalid, what + "range bounds must be finite numbers");
  if (min >= max)
    throw Error(Error::Kind::Invalid, what + "min (" + shortest(min) + ") must be less than max (" + shortest(max) + ")");
  if (k < 1) throw Error(Error::Kind::Invalid, what + "intervals must be at least 1, not " + std::to_string(k));
  if (k > kMaxCells)
    throw Error(Error::Kind::Invalid, what + std::to_string(k) + " intervals, more than the " +
                                          std::to_string(kMaxCells) + " an action may hold");
  Axis a;
  a.name = std::move(name);
  a.k = k;
  a.origin = a.low = min;
  a.high = max;
  a.delta = (max - min) / k;
  a.adaptation = adaptation;
  if (!(a.delta > 0)) throw Error(Error::Kind::Invalid, what + "range too narrow for " + std::to_string(k) + " intervals");
  return a;
}

Axis Axis::choice(std::string name, int count) {
  if (count < 1)
    throw Error(Error::Kind::Invalid, "parameter " + name + ": a choice needs at least 1 value, not " +
                                          std::to_string(count));
  if (count > kMaxCells)
    throw Error(Error::Kind::Invalid, "parameter " + name + ": " + std::to_string(count) + " values, more than the " +
                                          std::to_string(kMaxCells) + " an action may hold");
  Axis a;
  a.name = std::move(name);
  a.isChoice = true;
  a.k = count;
  a.origin = a.low = 0;
  a.high = count - 1;
  return a;
}

int Axis::cellOf(double v) const {
  if (isChoice) return (whole(v) && v >= 0 && v < k) ? int(v) : -1;
  if (!(v >= low && v <= high)) return -1;  // NaN too
  double i = std::floor((v - origin) / delta);
  return int(std::clamp(i, 0.0, double(k - 1)));
}

Axis Axis::adaptedTo(double v) const {
  Axis a = *this;
  bool above = v > high;
  switch (adaptation) {
    case Adaptation::Extend: {
      // The paper's rule: ceil((v - max) / delta) cells more on that side;
      // one more if rounding left v just outside.
      double extra = std::ceil(above ? (v - high) / delta : (low - v) / delta);
      if (k + extra > kMaxCells) tooManyCells(*this, v, k + extra);
      int add = int(extra);
      for (;;) {
        if (above) {
          a.high = high + add * delta;
        } else {
          a.origin = origin - add * delta;
          a.low = low - add * delta;
        }
        a.k = k + add;
        if (a.cellOf(v) >= 0) break;
        if (a.k + 1 > kMaxCells) tooManyCells(*this, v, a.k + 1.0);
        ++add;
      }
      break;
    }
    case Adaptation::WidenLast:
      (above ? a.high : a.low) = v;
      break;
    case Adaptation::Rescale: {
      // Keep k and the far end; widen every cell so that v is inside. Whole
      // ranges stay whole: the paper's [0..500], k=50, v=512 gives delta 11
      // and [0..550] rather than delta 10.24.
      double span = above ? v - low : high - v;
      double d = span / k;
      if (whole(low) && whole(high) && whole(delta)) d = std::ceil(d);
      a.delta = d;
      if (above) {
        a.origin = a.low = low;
        a.high = low + k * d;
      } else {
        a.high = high;
        a.origin = a.low = high - k * d;
      }
      if (a.cellOf(v) < 0) (above ? a.high : a.low) = v;  // rounding
      break;
    }
  }
  return a;
}

Axis Axis::merged() const {
  Axis a = *this;
  a.k = (k + 1) / 2;
  a.delta = 2 * delta;
  a.high = std::max(high, origin + a.k * a.delta);
  return a;
}

bool Axis::sameShape(const Axis& other) const {
  return isChoice == other.isChoice && k == other.k && origin == other.origin && delta == other.delta &&
         low == other.low && high == other.high;
}

std::vector<std::vector<std::pair<int, double>>> overlaps(const Axis& from, const Axis& to) {
  std::vector<std::vector<std::pair<int, double>>> result(to.k);
  if (from.isChoice) {
    for (int i = 0; i < std::min(from.k, to.k); ++i) result[i].emplace_back(i, 1.0);
    return result;
  }
  // Both grids are sorted: walk them together.
  int i = 0;
  int j = 0;
  while (i < from.k && j < to.k) {
    double overlap = std::min(from.hi(i), to.hi(j)) - std::max(from.lo(i), to.lo(j));
    if (overlap > 0) result[j].emplace_back(i, overlap / (from.hi(i) - from.lo(i)));
    if (from.hi(i) < to.hi(j)) {
      ++i;
    } else if (to.hi(j) < from.hi(i)) {
      ++j;
    } else {
      ++i;
      ++j;
    }
  }
  return result;
}

}  // namespace ww::pred
