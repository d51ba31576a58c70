// The time ledger (profiler/timeledger.h).
#include "profiler/timeledger.h"

#include <chrono>

namespace ww::prof {

int64_t TimeLedger::now() {
  using namespace std::chrono;
  return duration_cast<nanoseconds>(steady_clock::now().time_since_epoch()).count();
}

void TimeLedger::chargeTo(uint64_t* account) {
  int64_t t = now();
  if (account_ && t > since_) *account_ += uint64_t(t - since_);
  account_ = account;
  since_ = t;
}

uint64_t TimeLedger::read(const uint64_t* account) const {
  if (account != account_ || !account_) return account ? *account : 0;
  int64_t t = now();
  return *account + (t > since_ ? uint64_t(t - since_) : 0);
}

}  // namespace ww::prof
