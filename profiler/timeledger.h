// Who the time passing now is charged to. At every moment exactly one
// account runs: the running thread's TIME (its own bytecodes and natives),
// or one of the VM's (collector pauses, class loading, idling with no thread
// runnable, the profiler's own calls). The VM moves the charge at each
// thread switch and around each such activity; reading an account adds the
// open interval if the account is running.
#pragma once

#include <cstdint>

namespace ww::prof {

class TimeLedger {
 public:
  // Monotonic nanoseconds (steady clock).
  static int64_t now();

  // From now on, time is charged to `account` (null: to nobody).
  void chargeTo(uint64_t* account);
  uint64_t* charging() const { return account_; }
  // `account`'s time including the running interval.
  uint64_t read(const uint64_t* account) const;

  // Charges `account` for the lifetime of the scope, then the previous one.
  class Scope {
   public:
    Scope(TimeLedger& ledger, uint64_t* account) : ledger_(ledger), previous_(ledger.charging()) {
      ledger.chargeTo(account);
    }
    ~Scope() { ledger_.chargeTo(previous_); }
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;

   private:
    TimeLedger& ledger_;
    uint64_t* previous_;
  };

 private:
  uint64_t* account_ = nullptr;
  int64_t since_ = 0;
};

}  // namespace ww::prof
