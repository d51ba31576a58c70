// Natives of ww.Profiler: the guest's view of its own thread's accounts
// (docs/accounting.md). Every call is free (classlib/natives/freecall.h), so
// a measurement window holds only the action.
#include <utility>
#include <vector>

#include "classlib/natives/ww_shared.h"
#include "interpreter/blockcount.h"
#include "interpreter/code.h"
#include "interpreter/opcodes.h"
#include "vm/alloc.h"
#include "vm/exceptions.h"
#include "vm/init.h"
#include "vm/loader.h"
#include "vm/natives.h"
#include "vm/vm.h"

namespace ww::classlib {

using namespace ww::vm;

namespace {

// The bits of ww.Resource.
constexpr int kCpu = 1;
constexpr int kMemory = 2;
constexpr int kTime = 4;
constexpr int kNetwork = 8;
constexpr int kEnergy = 16;
constexpr int kKnown = 31;  // ww.Resource.ALL
// The bits in the order of Thread::groupMarks.
constexpr int kResourceBits[5] = {kCpu, kMemory, kTime, kNetwork, kEnergy};

// Every entry point but isEnabled starts here: false (with
// IllegalStateException pending) when there is nothing to measure.
bool requireEnabled(Thread* t) {
  if (t->vm->countsOpcodes()) return true;
  throwNew(t, "java/lang/IllegalStateException",
           kCountingCompiled ? "ww.Profiler needs counting, which -Xprofile:off turned off: run without it"
                             : "ww.Profiler needs counting, which this wwvm build leaves out (WW_COUNTING=OFF)");
  return false;
}

bool checkProfile(Thread* t, int rp) {
  if ((rp & ~kKnown) != 0 || rp == 0) {
    throwNew(t, "java/lang/IllegalArgumentException", "not a resource profile: " + std::to_string(rp));
    return false;
  }
  return true;
}

const prof::Counters& resetBase(Thread* t) {
  static const prof::Counters kZero;
  return t->resetBase ? *t->resetBase : kZero;
}

// A ww.Measurement of the resources in rp for the counts d, whose energy is
// `energy` µJ.
Object* newMeasurement(Thread* t, int rp, const prof::Counters& d, double energy) {
  Class* c = wwClass(t, "ww/Measurement");
  if (!c) return nullptr;
  Object* m = allocObject(t, c);
  if (!m) return nullptr;
  auto put = [&](const char* name, int resource, uint64_t value) {
    fieldAt<int64_t>(m, fieldOffset(c, name, "J")) = (rp & resource) ? int64_t(value) : 0;
  };
  fieldAt<int32_t>(m, fieldOffset(c, "resources", "I")) = rp;
  put("cpu", kCpu, d.totalOps);
  put("memory", kMemory, d.bytesAllocated);
  put("timeMicros", kTime, (d.runNanos + 500) / 1000);
  put("netSent", kNetwork, d.netSent);
  put("netReceived", kNetwork, d.netReceived);
  fieldAt<double>(m, fieldOffset(c, "energyMicrojoules", "D")) = (rp & kEnergy) ? energy : 0;
  return m;
}

Array* newOpcodeArray(Thread* t, const prof::Counters& d) {
  Array* a = newPrimitiveArray(t, BasicType::Long, prof::kOpcodeSlots);
  if (!a) return nullptr;
  for (int i = 0; i < prof::kOpcodeSlots; ++i) arrayData<int64_t>(a)[i] = int64_t(d.ops[i]);
  return a;
}

// The counts a snapshot holds, or false (IllegalArgumentException pending)
// for null or another thread's snapshot.
bool snapshotCounts(Thread* t, Object* s, prof::Counters* out, uint64_t* startedThen = nullptr) {
  if (!s) {
    throwNew(t, "java/lang/NullPointerException", "snapshot is null");
    return false;
  }
  Class* c = s->klass;
  if (fieldAt<Object*>(s, fieldOffset(c, "owner", "Ljava/lang/Thread;")) != t->javaThread) {
    throwNew(t, "java/lang/IllegalArgumentException", "the snapshot was taken by another thread");
    return false;
  }
  auto* ops = fieldAt<Array*>(s, fieldOffset(c, "opcodes", "[J"));
  for (int i = 0; i < prof::kOpcodeSlots; ++i) out->ops[i] = uint64_t(arrayData<int64_t>(ops)[i]);
  out->totalOps = out->sumOfOps();
  auto get = [&](const char* name) { return uint64_t(fieldAt<int64_t>(s, fieldOffset(c, name, "J"))); };
  out->bytesAllocated = get("bytes");
  out->runNanos = get("timeNanos");
  out->netSent = get("netSent");
  out->netReceived = get("netReceived");
  if (startedThen) *startedThen = get("threadsStarted");
  return true;
}

// Adds to `d`, the window's own counts, what the rest of t's group consumed:
// for each resource in rp, the threads started inside the window as
// `marks` (one per resource, see Thread::groupMarks) place it. Returns the
// energy (µJ) of the rest of the group.
double addGroup(Thread* t, int rp, const uint64_t marks[5], prof::Counters* d) {
  std::vector<std::pair<uint64_t, prof::Counters>> byMark;  // at most one entry per distinct mark
  auto groupAt = [&](uint64_t mark) -> const prof::Counters& {
    for (const auto& [m, c] : byMark)
      if (m == mark) return c;
    byMark.emplace_back(mark, t->vm->sched.groupConsumption(t, mark));
    return byMark.back().second;
  };
  double energy = 0;
  for (int i = 0; i < 5; ++i) {
    if (!(rp & kResourceBits[i])) continue;
    const prof::Counters& g = groupAt(marks[i]);
    switch (kResourceBits[i]) {
      case kCpu:
        for (int op = 0; op < prof::kOpcodeSlots; ++op) d->ops[op] += g.ops[op];
        d->totalOps += g.totalOps;
        break;
      case kMemory: d->bytesAllocated += g.bytesAllocated; break;
      case kTime: d->runNanos += g.runNanos; break;
      case kNetwork:
        d->netSent += g.netSent;
        d->netReceived += g.netReceived;
        break;
      case kEnergy: energy = t->vm->model->energyMicrojoules(g); break;
    }
  }
  return energy;
}

const prof::Model& model(Thread* t) { return *t->vm->model; }

WW_NATIVE(Profiler_isEnabled) { result->i = t->vm->countsOpcodes() ? 1 : 0; }

WW_NATIVE(Profiler_reset) {
  FreeCall free(t, 1);
  int rp = args[0].i;
  if (!requireEnabled(t) || !checkProfile(t, rp)) return;
  if (!t->resetBase) t->resetBase = std::make_unique<prof::Counters>();
  prof::Counters& base = *t->resetBase;
  const prof::Counters& now = t->counters;  // complete: FreeCall flushed
  if (rp & kCpu) {
    std::copy(std::begin(now.ops), std::end(now.ops), base.ops);
    base.totalOps = now.totalOps;
  }
  if (rp & kMemory) base.bytesAllocated = now.bytesAllocated;
  if (rp & kTime) base.runNanos = now.runNanos;
  if (rp & kNetwork) {
    base.netSent = now.netSent;
    base.netReceived = now.netReceived;
  }
  if (rp & kEnergy) t->resetEnergy = model(t).energyMicrojoules(now);
  for (int i = 0; i < 5; ++i)
    if (rp & kResourceBits[i]) t->groupMarks[i] = t->vm->sched.startCount();
}

// getCount and getGroupCount: the window since the thread's last reset of
// each resource in rp, alone or with the window's group.
void measureSinceReset(Thread* t, int rp, bool group, Slot* result) {
  if (!requireEnabled(t) || !checkProfile(t, rp)) return;
  prof::Counters d = t->counters.since(resetBase(t));
  double energy = std::max(0.0, model(t).energyMicrojoules(t->counters) - t->resetEnergy);
  if (group) energy += addGroup(t, rp, t->groupMarks, &d);
  result->l = newMeasurement(t, rp, d, energy);
}

// since and groupSince: the window since snapshot s, alone or with its group.
void measureSinceSnapshot(Thread* t, Object* s, int rp, bool group, Slot* result) {
  prof::Counters base;
  uint64_t mark = 0;
  if (!requireEnabled(t) || !snapshotCounts(t, s, &base, &mark) || !checkProfile(t, rp)) return;
  prof::Counters d = t->counters.since(base);
  double energy = model(t).energyMicrojoules(d);
  const uint64_t marks[5] = {mark, mark, mark, mark, mark};
  if (group) energy += addGroup(t, rp, marks, &d);
  result->l = newMeasurement(t, rp, d, energy);
}

WW_NATIVE(Profiler_getCount) {
  FreeCall free(t, 1);
  measureSinceReset(t, args[0].i, false, result);
}

WW_NATIVE(Profiler_getGroupCount) {
  FreeCall free(t, 1);
  measureSinceReset(t, args[0].i, true, result);
}

WW_NATIVE(Profiler_getOpcodeCounts) {
  FreeCall free(t, 0);
  if (!requireEnabled(t)) return;
  result->l = newOpcodeArray(t, t->counters.since(resetBase(t)));
}

WW_NATIVE(Profiler_snapshot) {
  FreeCall free(t, 0);
  if (!requireEnabled(t)) return;
  prof::Counters now = t->counters;  // the FreeCall has already taken this call back
  Class* c = wwClass(t, "ww/Snapshot");
  if (!c) return;
  Handle<Array> ops(t, newOpcodeArray(t, now));
  if (!ops.get()) return;
  Object* s = allocObject(t, c);
  if (!s) return;
  fieldAt<Object*>(s, fieldOffset(c, "owner", "Ljava/lang/Thread;")) = t->javaThread;
  fieldAt<Object*>(s, fieldOffset(c, "opcodes", "[J")) = ops.get();
  auto put = [&](const char* name, uint64_t value) { fieldAt<int64_t>(s, fieldOffset(c, name, "J")) = int64_t(value); };
  put("bytes", now.bytesAllocated);
  put("timeNanos", now.runNanos);
  put("netSent", now.netSent);
  put("netReceived", now.netReceived);
  put("threadsStarted", t->vm->sched.startCount());
  result->l = s;
}

WW_NATIVE(Profiler_since) {
  FreeCall free(t, 2);
  measureSinceSnapshot(t, args[0].l, args[1].i, false, result);
}

WW_NATIVE(Profiler_groupSince) {
  FreeCall free(t, 2);
  measureSinceSnapshot(t, args[0].l, args[1].i, true, result);
}

WW_NATIVE(Profiler_opcodeCountsSince) {
  FreeCall free(t, 1);
  prof::Counters base;
  if (!requireEnabled(t) || !snapshotCounts(t, args[0].l, &base)) return;
  result->l = newOpcodeArray(t, t->counters.since(base));
}

const NativeBinding kBindings[] = {
    {"ww/Profiler", "isEnabled", "()Z", Profiler_isEnabled},
    {"ww/Profiler", "reset", "(I)V", Profiler_reset},
    {"ww/Profiler", "getCount", "(I)Lww/Measurement;", Profiler_getCount},
    {"ww/Profiler", "getGroupCount", "(I)Lww/Measurement;", Profiler_getGroupCount},
    {"ww/Profiler", "getOpcodeCounts", "()[J", Profiler_getOpcodeCounts},
    {"ww/Profiler", "snapshot", "()Lww/Snapshot;", Profiler_snapshot},
    {"ww/Profiler", "since", "(Lww/Snapshot;I)Lww/Measurement;", Profiler_since},
    {"ww/Profiler", "groupSince", "(Lww/Snapshot;I)Lww/Measurement;", Profiler_groupSince},
    {"ww/Profiler", "opcodeCountsSince", "(Lww/Snapshot;)[J", Profiler_opcodeCountsSince},
};

}  // namespace

extern const std::span<const NativeBinding> kProfilerNatives = kBindings;

}  // namespace ww::classlib
