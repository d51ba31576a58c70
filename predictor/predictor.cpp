// The set of actions and its memory budget.
#include "predictor/predictor.h"

#include <string>

#include "predictor/error.h"

namespace ww::pred {

namespace {

std::string bytesText(size_t n) { return std::to_string(n) + " bytes"; }

}  // namespace

ActionId Predictor::define(ActionSpec spec) {
  auto action = std::make_unique<Action>(std::move(spec));
  if (budget_ != 0) {
    size_t least = smallestTotal() + action->smallestBytes();
    if (least > budget_)
      throw Error(Error::Kind::Budget, "action " + action->name() + " cannot fit the predictor's memory budget of " +
                                           bytesText(budget_) + ": with every range at one interval the actions need " +
                                           bytesText(least));
  }
  actions_.push_back(std::move(action));
  fit();
  return ActionId(actions_.size() - 1);
}

void Predictor::remove(ActionId id) {
  action(id);  // throws for an unknown id
  actions_[id].reset();
}

const Action& Predictor::action(ActionId id) const {
  if (id >= actions_.size() || !actions_[id])
    throw Error(Error::Kind::Invalid, "no action " + std::to_string(id) + " in this predictor");
  return *actions_[id];
}

Action& Predictor::mutableAction(ActionId id) { return const_cast<Action&>(action(id)); }

void Predictor::update(ActionId id, std::span<const double> values, std::span<const double> amounts) {
  mutableAction(id).update(values, amounts);
  fit();  // an extended range may have outgrown the budget
}

size_t Predictor::smallestTotal() const {
  size_t total = 0;
  for (const auto& a : actions_)
    if (a) total += a->smallestBytes();
  return total;
}

size_t Predictor::bytesUsed() const {
  size_t total = 0;
  for (const auto& a : actions_)
    if (a) total += a->bytes();
  return total;
}

void Predictor::setBudget(size_t bytes) {
  if (bytes != 0) {
    size_t least = smallestTotal();
    if (least > bytes)
      throw Error(Error::Kind::Budget, "a memory budget of " + bytesText(bytes) +
                                           " is too small: with every range at one interval the actions need " +
                                           bytesText(least));
  }
  budget_ = bytes;
  fit();
}

void Predictor::fit() {
  if (budget_ == 0) return;
  size_t used = bytesUsed();
  while (used > budget_) {
    // The largest action that can still shrink, and its finest range.
    Action* largest = nullptr;
    for (const auto& a : actions_) {
      if (!a || a->bytes() == a->smallestBytes()) continue;
      if (!largest || a->bytes() > largest->bytes()) largest = a.get();
    }
    if (!largest) return;  // cannot happen: define and setBudget checked the smallest sizes
    size_t finest = 0;
    int finestK = 1;
    for (size_t p = 0; p < largest->params().size(); ++p) {
      const Axis& a = largest->param(p);
      if (!a.isChoice && a.k > finestK) {
        finest = p;
        finestK = a.k;
      }
    }
    size_t before = largest->bytes();
    largest->reshape(finest, largest->param(finest).merged());
    used = used - before + largest->bytes();
  }
}

}  // namespace ww::pred
