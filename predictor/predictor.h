// The predictor: a set of actions under one optional memory budget. When the
// actions' bytes (Action::bytes, the documented formula) exceed the budget,
// the largest action's finest range parameter has its cells merged in pairs,
// again and again, until they fit (docs/predictor.md, "Memory budget").
// Single-threaded: wwvm's green threads all run on one OS thread.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "predictor/action.h"

namespace ww::pred {

using ActionId = uint32_t;

class Predictor {
 public:
  // Throws Error(Invalid) for a bad definition, Error(Budget) when even at
  // one cell per range parameter the actions would not fit the budget.
  ActionId define(ActionSpec spec);
  void remove(ActionId id);
  // Throws Error(Invalid) for an id that names no action.
  const Action& action(ActionId id) const;

  Prediction query(ActionId id, std::span<const double> values) const { return action(id).query(values); }
  void update(ActionId id, std::span<const double> values, std::span<const double> amounts);

  // 0: no budget. Throws Error(Budget) (and keeps the old budget) when the
  // actions cannot be made to fit.
  void setBudget(size_t bytes);
  size_t budget() const { return budget_; }
  size_t bytesUsed() const;

  // Sharing predictions (paper, IV-C): the text format of docs/predictor.md.
  std::string exportText(ActionId id) const;
  void importText(ActionId id, std::string_view text);
  void exportFile(ActionId id, const std::string& path) const;
  void importFile(ActionId id, const std::string& path);

 private:
  Action& mutableAction(ActionId id);
  // The bytes of all actions with every range at one interval: what no
  // budget can shrink.
  size_t smallestTotal() const;
  void fit();

  std::vector<std::unique_ptr<Action>> actions_;  // by id; null once removed
  size_t budget_ = 0;
};

}  // namespace ww::pred
