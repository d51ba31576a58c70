// An action: what the predictor knows about one piece of guest code. Its
// prediction array holds, for every combination of parameter cells, one
// prediction per resource of its profile, in one contiguous block
// (∏k_p · r doubles), and where the strategy or the spread needs them a count
// per cell and a mean squared error per resource. A never-measured cell holds
// NaN: "no prediction yet" is never a 0. docs/predictor.md has the model.
#pragma once

#include <array>
#include <cmath>
#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "predictor/axis.h"

namespace ww::pred {

// The resource bits, as ww.Resource numbers them.
inline constexpr int kCpu = 1, kMemory = 2, kTime = 4, kNetwork = 8, kEnergy = 16;
inline constexpr int kResourceKinds = 5;
inline constexpr int kAllResources = 31;
const char* resourceName(int bit);  // "CPU", ...; nullptr for anything but one known bit
std::string resourceList(int bits);  // "CPU MEMORY": the names of the bits, in bit order

// How a new measurement combines with a cell's prediction (paper, Fig. 3).
enum class Strategy {
  Overwrite,      // p := m
  Adapting,       // p := (p + m) / 2
  LowPass,        // p := keep·p + (1 - keep)·m
  GlobalAverage,  // p := (p·c + m) / (c + 1), c the cell's count of measurements
};
const char* strategyName(Strategy s);  // "OVERWRITE", ...

struct ActionSpec {
  std::string name;
  int resources = kCpu;  // a resource profile: bits above, at least one
  Strategy strategy = Strategy::GlobalAverage;
  double lowPassKeep = 0.8;  // LowPass: the old prediction's weight, in [0, 1)
  bool interpolate = false;  // estimate unmeasured cells from measured neighbours
  bool spread = false;       // keep each cell's mean squared prediction error
  std::vector<Axis> params;
};

// One resource's prediction. `value` is NaN when there is none yet.
struct Estimate {
  double value = NAN;
  double spread = NAN;        // root mean squared error of the cell's past predictions
  bool interpolated = false;  // built from neighbouring cells, not measured in this one
  bool known() const { return !std::isnan(value); }
};

// One estimate per resource of the action's profile, in bit order.
struct Prediction {
  int resources = 0;
  int count = 0;
  std::array<Estimate, kResourceKinds> estimates;
};

// The documented memory formula (docs/predictor.md, "Memory"): a fixed part
// per action and per parameter, and per cell 8 bytes for each resource's
// prediction, 8 for the count (GlobalAverage or spread) and 8 for each
// resource's squared error (spread).
inline constexpr size_t kActionBytes = 64;
inline constexpr size_t kMaxParameters = 64;
inline constexpr size_t kParameterBytes = 32;

class Action {
 public:
  explicit Action(ActionSpec spec);  // throws Error(Invalid) for a bad definition

  const ActionSpec& spec() const { return spec_; }
  const std::string& name() const { return spec_.name; }
  int resourceCount() const { return r_; }
  const std::vector<Axis>& params() const { return spec_.params; }
  const Axis& param(size_t p) const { return spec_.params[p]; }
  bool keepsCounts() const { return spec_.strategy == Strategy::GlobalAverage || spec_.spread; }

  size_t cellCount() const { return values_.size() / r_; }
  size_t bytes() const { return bytesFor(cellCount()); }
  size_t bytesFor(size_t cells) const;
  // The bytes with every range parameter at one cell: what no budget can shrink.
  size_t smallestBytes() const;

  // Throws Error(Invalid) for the wrong number of values, a non-finite value
  // or a value that is none of a choice parameter's. A range value outside
  // its range has no cell: no prediction unless interpolating.
  Prediction query(std::span<const double> values) const;
  // `amounts` holds one amount per resource of the profile, in bit order. A
  // range value outside its range first adapts that parameter.
  void update(std::span<const double> values, std::span<const double> amounts);

  // Re-grids parameter p onto `to`, each new cell the overlap-weighted
  // combination of the old cells it covers (counts included).
  void reshape(size_t p, const Axis& to);

  // Cell storage, for export and tests. A cell's index is row-major over the
  // parameters (the last varies fastest); slot s is the s-th resource.
  size_t cellIndex(std::span<const int> cells) const;
  bool measured(size_t cell) const { return !std::isnan(values_[cell * r_]); }
  double value(size_t cell, int s) const { return values_[cell * r_ + s]; }
  double count(size_t cell) const { return keepsCounts() ? counts_[cell] : (measured(cell) ? 1 : 0); }
  double squaredError(size_t cell, int s) const { return spec_.spread ? errors_[cell * r_ + s] : NAN; }
  void setCell(size_t cell, std::span<const double> values, double count, std::span<const double> squaredErrors);
  void clearCells();

 private:
  // Cell of each value (-1: out of range); throws for malformed values.
  void locate(std::span<const double> values, int* cells) const;
  Prediction fromCell(size_t cell) const;
  Prediction interpolated(std::span<const double> values, const int* cells) const;
  void allocate(size_t cells);

  ActionSpec spec_;
  int r_ = 0;
  std::vector<double> values_;  // cells · r predictions, NaN where unmeasured
  std::vector<double> counts_;  // per cell, when keepsCounts()
  std::vector<double> errors_;  // cells · r mean squared errors, when spread (NaN: none yet)
};

}  // namespace ww::pred
