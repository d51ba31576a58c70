// One parameter of an action: the grid that samples its values into cells
// (DESIGN.md "Predictor model"; docs/predictor.md). A range parameter cuts
// [low..high] into k cells of width delta; an enumerated one (a boolean is a
// choice of two) has one cell per value 0..count-1.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace ww::pred {

// What a range parameter does with a value outside [low..high] (paper, IV-A).
enum class Adaptation {
  Extend,     // add cells of width delta on that side: more cells, same precision
  WidenLast,  // stretch the edge cell to the value: same cells, that one wider
  Rescale,    // widen every cell keeping k: same cells, less precision
};

struct Axis {
  std::string name;
  bool isChoice = false;
  int k = 1;  // the number of cells
  // Range cells: cell i covers [origin + i*delta, origin + (i+1)*delta),
  // except that cell 0 starts at `low` and cell k-1 ends at `high`
  // (included). Without widening, low == origin and high == origin + k*delta.
  double origin = 0;
  double delta = 1;
  double low = 0;
  double high = 0;
  Adaptation adaptation = Adaptation::Extend;

  // Throw Error(Invalid) for min >= max, k < 1, a non-finite bound or count < 1.
  static Axis range(std::string name, double min, double max, int k, Adaptation adaptation = Adaptation::Extend);
  static Axis choice(std::string name, int count);

  double lo(int i) const { return i == 0 ? low : origin + i * delta; }
  double hi(int i) const { return i == k - 1 ? high : origin + (i + 1) * delta; }
  double centre(int i) const { return (lo(i) + hi(i)) / 2; }
  // The cell holding v, or -1: outside the range, or not one of the choices.
  int cellOf(double v) const;

  // The range after this parameter's adaptation takes in v (v outside it).
  // Throws Error(Invalid) where that would need more than kMaxCells cells.
  Axis adaptedTo(double v) const;
  // Adjacent cells merged in pairs: k halved (rounded up), delta doubled. The
  // memory budget does this (an odd k makes the last cell reach further).
  Axis merged() const;

  bool sameShape(const Axis& other) const;
};

// No action holds more cells than this, whatever its definition or adaptations.
inline constexpr long long kMaxCells = 1 << 22;

// For each cell j of `to`, the cells i of `from` that overlap it and the
// fraction of cell i's width inside cell j. Re-gridding a parameter combines
// old cells with these weights (Action::reshape). Both axes are ranges, or
// equal choices (then cell i maps to cell i whole).
std::vector<std::vector<std::pair<int, double>>> overlaps(const Axis& from, const Axis& to);

}  // namespace ww::pred
