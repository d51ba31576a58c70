// Actions: definition checks, the combining strategies, and re-gridding a
// parameter (the adaptations and the memory budget both come down to it).
#include "predictor/action.h"

#include <bit>
#include <cmath>
#include <string>

#include "predictor/error.h"
#include "predictor/numbers.h"

namespace ww::pred {

const char* resourceName(int bit) {
  switch (bit) {
    case kCpu: return "CPU";
    case kMemory: return "MEMORY";
    case kTime: return "TIME";
    case kNetwork: return "NETWORK";
    case kEnergy: return "ENERGY";
    default: return nullptr;
  }
}

std::string resourceList(int bits) {
  std::string out;
  for (int b = kCpu; b <= kEnergy; b <<= 1)
    if (bits & b) out += std::string(out.empty() ? "" : " ") + resourceName(b);
  return out;
}

const char* strategyName(Strategy s) {
  switch (s) {
    case Strategy::Overwrite: return "OVERWRITE";
    case Strategy::Adapting: return "ADAPTING";
    case Strategy::LowPass: return "LOW_PASS";
    case Strategy::GlobalAverage: return "GLOBAL_AVERAGE";
  }
  return "?";
}

namespace {

[[noreturn]] void invalid(const ActionSpec& spec, const std::string& what) {
  throw Error(Error::Kind::Invalid, "action " + spec.name + ": " + what);
}

double cellProduct(const std::vector<Axis>& params, bool rangesAtOne) {
  double cells = 1;
  for (const Axis& a : params) cells *= (rangesAtOne && !a.isChoice) ? 1 : a.k;
  return cells;
}

}  // namespace

Action::Action(ActionSpec spec) : spec_(std::move(spec)) {
  if (spec_.resources <= 0 || (spec_.resources & ~kAllResources) != 0)
    invalid(spec_, "not a resource profile: " + std::to_string(spec_.resources));
  if (!(spec_.lowPassKeep >= 0 && spec_.lowPassKeep < 1))
    invalid(spec_, "the low-pass weight of the old prediction must be in [0, 1), not " + shortest(spec_.lowPassKeep));
  if (spec_.params.size() > kMaxParameters)
    invalid(spec_, std::to_string(spec_.params.size()) + " parameters, more than the " +
                       std::to_string(kMaxParameters) + " an action may have");
  double cells = cellProduct(spec_.params, false);
  if (cells > kMaxCells)
    invalid(spec_, shortest(cells) + " cells, more than the " + std::to_string(kMaxCells) + " an action may hold");
  r_ = std::popcount(unsigned(spec_.resources));
  allocate(size_t(cells));
}

void Action::allocate(size_t cells) {
  values_.assign(cells * r_, NAN);
  counts_.assign(keepsCounts() ? cells : 0, 0.0);
  errors_.assign(spec_.spread ? cells * r_ : 0, NAN);
}

void Action::clearCells() { allocate(cellCount()); }

size_t Action::bytesFor(size_t cells) const {
  size_t perCell = 8 * r_ + (keepsCounts() ? 8 : 0) + (spec_.spread ? 8 * r_ : 0);
  return kActionBytes + kParameterBytes * spec_.params.size() + cells * perCell;
}

size_t Action::smallestBytes() const { return bytesFor(size_t(cellProduct(spec_.params, true))); }

void Action::locate(std::span<const double> values, int* cells) const {
  if (values.size() != spec_.params.size())
    invalid(spec_, "takes " + std::to_string(spec_.params.size()) + " parameter value" +
                       (spec_.params.size() == 1 ? "" : "s") + ", not " + std::to_string(values.size()));
  for (size_t p = 0; p < values.size(); ++p) {
    const Axis& a = spec_.params[p];
    double v = values[p];
    if (!std::isfinite(v)) invalid(spec_, "parameter " + a.name + ": " + shortest(v) + " is not a finite number");
    cells[p] = a.cellOf(v);
    if (a.isChoice && cells[p] < 0)
      invalid(spec_, "parameter " + a.name + ": " + shortest(v) + " is not one of its values 0.." +
                         std::to_string(a.k - 1));
  }
}

size_t Action::cellIndex(std::span<const int> cells) const {
  size_t index = 0;
  for (size_t p = 0; p < cells.size(); ++p) index = index * spec_.params[p].k + cells[p];
  return index;
}

Prediction Action::fromCell(size_t cell) const {
  Prediction out;
  out.resources = spec_.resources;
  out.count = r_;
  for (int s = 0; s < r_; ++s) {
    Estimate& e = out.estimates[s];
    e.value = values_[cell * r_ + s];
    if (spec_.spread && e.known()) e.spread = std::sqrt(errors_[cell * r_ + s]);  // NaN until a second measurement
  }
  return out;
}

Prediction Action::query(std::span<const double> values) const {
  int cells[kMaxParameters];
  locate(values, cells);
  bool inside = true;
  for (size_t p = 0; p < values.size(); ++p) inside = inside && cells[p] >= 0;
  if (inside) {
    size_t cell = cellIndex({cells, values.size()});
    if (measured(cell) || !spec_.interpolate) return fromCell(cell);
  }
  if (spec_.interpolate) return interpolated(values, cells);
  Prediction none;
  none.resources = spec_.resources;
  none.count = r_;
  return none;
}

void Action::update(std::span<const double> values, std::span<const double> amounts) {
  if (amounts.size() != size_t(r_))
    invalid(spec_, "a measurement needs " + std::to_string(r_) + " amounts, not " + std::to_string(amounts.size()));
  for (double m : amounts)
    if (!std::isfinite(m)) invalid(spec_, "a measured amount is not a finite number: " + shortest(m));
  int cells[kMaxParameters];
  locate(values, cells);
  for (size_t p = 0; p < values.size(); ++p) {
    if (cells[p] >= 0) continue;
    reshape(p, spec_.params[p].adaptedTo(values[p]));
    cells[p] = spec_.params[p].cellOf(values[p]);  // the other parameters' grids are unchanged
  }
  size_t cell = cellIndex({cells, values.size()});
  double* p = &values_[cell * r_];
  if (!measured(cell)) {
    for (int s = 0; s < r_; ++s) p[s] = amounts[s];
    if (keepsCounts()) counts_[cell] = 1;
    return;
  }
  double c = keepsCounts() ? counts_[cell] : 1;
  for (int s = 0; s < r_; ++s) {
    double m = amounts[s];
    if (spec_.spread) {
      // The running mean of this cell's squared prediction errors: c
      // measurements so far have made c - 1 errors, this is one more.
      double err = m - p[s];
      double& e = errors_[cell * r_ + s];
      e = std::isnan(e) ? err * err : e + (err * err - e) / std::max(c, 1.0);
    }
    switch (spec_.strategy) {
      case Strategy::Overwrite: p[s] = m; break;
      case Strategy::Adapting: p[s] = (p[s] + m) / 2; break;
      case Strategy::LowPass: p[s] = spec_.lowPassKeep * p[s] + (1 - spec_.lowPassKeep) * m; break;
      case Strategy::GlobalAverage: p[s] = (p[s] * c + m) / (c + 1); break;
    }
  }
  if (keepsCounts()) counts_[cell] = c + 1;
}

void Action::reshape(size_t p, const Axis& to) {
  const Axis& from = spec_.params[p];
  auto weights = overlaps(from, to);
  size_t outer = 1;
  size_t inner = 1;
  for (size_t q = 0; q < p; ++q) outer *= spec_.params[q].k;
  for (size_t q = p + 1; q < spec_.params.size(); ++q) inner *= spec_.params[q].k;
  if (double(outer) * to.k * inner > kMaxCells)
    invalid(spec_, "re-gridding " + from.name + " would need more than " + std::to_string(kMaxCells) + " cells");

  Action old = std::move(*this);  // keeps its storage; *this gets fresh arrays
  spec_ = old.spec_;
  r_ = old.r_;
  spec_.params[p] = to;
  allocate(outer * to.k * inner);
  double sums[2 * kResourceKinds];
  for (size_t o = 0; o < outer; ++o) {
    for (int j = 0; j < to.k; ++j) {
      for (size_t in = 0; in < inner; ++in) {
        size_t dst = (o * to.k + j) * inner + in;
        double weight = 0;
        double errorWeight[kResourceKinds] = {};
        std::fill(std::begin(sums), std::end(sums), 0.0);
        for (auto [i, fraction] : weights[j]) {
          size_t src = (o * from.k + i) * inner + in;
          if (!old.measured(src)) continue;
          // An old cell's measurements are taken as spread evenly over its
          // width: `fraction` of them fall into the new cell.
          double w = fraction * old.count(src);
          weight += w;
          for (int s = 0; s < r_; ++s) {
            sums[s] += w * old.value(src, s);
            double e = old.squaredError(src, s);
            if (!std::isnan(e)) {
              sums[kResourceKinds + s] += w * e;
              errorWeight[s] += w;
            }
          }
        }
        if (!(weight > 0)) continue;
        for (int s = 0; s < r_; ++s) {
          values_[dst * r_ + s] = sums[s] / weight;
          if (spec_.spread && errorWeight[s] > 0) errors_[dst * r_ + s] = sums[kResourceKinds + s] / errorWeight[s];
        }
        if (keepsCounts()) counts_[dst] = weight;
      }
    }
  }
}

void Action::setCell(size_t cell, std::span<const double> values, double count, std::span<const double> squaredErrors) {
  for (int s = 0; s < r_; ++s) values_[cell * r_ + s] = values[s];
  if (keepsCounts()) counts_[cell] = count;
  if (spec_.spread)
    for (int s = 0; s < r_; ++s) errors_[cell * r_ + s] = s < int(squaredErrors.size()) ? squaredErrors[s] : NAN;
}

}  // namespace ww::pred
