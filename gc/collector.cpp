// Sliding mark-compact collection and the allocation slow path (the design
// is at the top of gc/collector.h).
#include "gc/collector.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <iostream>

#include "gc/roots.h"
#include "vm/alloc.h"
#include "vm/vm.h"

namespace ww::gc {
namespace {

using vm::Object;

constexpr size_t kGranule = 8;
constexpr size_t kBlockGranules = 64;  // one bitmap word

size_t sizeOf(const Object* o) {
  const vm::Class* c = o->klass;
  return c->isArray ? vm::arrayBytes(c, static_cast<const vm::Array*>(o)->length) : vm::instanceBytes(c);
}

// Calls f(Object**) for each reference field of `o`; the referent of a
// Reference object only when `withReferent`.
template <typename F>
void forEachField(Object* o, bool withReferent, uint32_t referentOffset, F&& f) {
  const vm::Class* c = o->klass;
  if (c->isArray) {
    if (c->elementType != vm::BasicType::Object) return;
    auto* a = static_cast<vm::Array*>(o);
    Object** e = vm::arrayData<Object*>(a);
    for (int32_t i = 0; i < a->length; ++i) f(&e[i]);
    return;
  }
  for (uint32_t offset : c->refOffsets) {
    if (!withReferent && c->isReference && offset == referentOffset) continue;
    f(reinterpret_cast<Object**>(reinterpret_cast<char*>(o) + offset));
  }
}

class Collection {
 public:
  Collection(vm::VM* vm) : vm_(vm), heap_(vm->heap), s_(vm->gc), start_(heap_.start()), top_(heap_.top()) {}

  void run() {
    size_t granules = size_t(top_ - start_) / kGranule;
    size_t words = (granules + kBlockGranules - 1) / kBlockGranules;
    s_.markBits.assign(words, 0);
    s_.blockOffsets.assign(words + 1, 0);
    mark();
    clearDeadReferents();
    size_t live = computeOffsets(words);
    target_ = heap_.compactionTarget();
    updateReferences();
    slide();
    heap_.compacted(target_, target_ + live, kChecks || vm_->options.gcStressInterval != 0);
    s_.references.clear();
    s_.liveAfterLast = live;
  }

 private:
  size_t granuleOf(const Object* o) const { return size_t(reinterpret_cast<const char*>(o) - start_) / kGranule; }
  bool isMarked(const Object* o) const {
    size_t g = granuleOf(o);
    return (s_.markBits[g / kBlockGranules] >> (g % kBlockGranules)) & 1;
  }
  void setRange(size_t g, size_t n) {
    while (n > 0) {
      size_t bit = g % kBlockGranules;
      size_t take = std::min(n, kBlockGranules - bit);
      uint64_t mask = take == 64 ? ~uint64_t(0) : ((uint64_t(1) << take) - 1) << bit;
      s_.markBits[g / kBlockGranules] |= mask;
      g += take;
      n -= take;
    }
  }

  // A reference found in a root or a field: it must point at an object in
  // the heap (a stale or forged one is a VM bug; checked builds stop here).
  void checkReference(const Object* o) const {
    WW_ASSERT(reinterpret_cast<const char*>(o) >= start_ && reinterpret_cast<const char*>(o) < top_);
    WW_ASSERT((reinterpret_cast<uintptr_t>(o) & (kGranule - 1)) == 0);
    WW_ASSERT(o->klass != nullptr);
    (void)o;
  }

  void markObject(Object* o) {
    checkReference(o);
    if (isMarked(o)) return;
    setRange(granuleOf(o), sizeOf(o) / kGranule);
    s_.markStack.push_back(o);
  }

  void mark() {
    struct Marker : RootVisitor {
      Collection* c;
      void visit(Object** slot) override {
        if (*slot) c->markObject(*slot);
      }
    } marker;
    marker.c = this;
    visitRoots(vm_, marker);
    uint32_t referent = vm_->wk.referenceReferent;
    while (!s_.markStack.empty()) {
      Object* o = s_.markStack.back();
      s_.markStack.pop_back();
      if (o->klass->isReference) s_.references.push_back(o);
      forEachField(o, false, referent, [this](Object** f) {
        if (*f) markObject(*f);
      });
    }
  }

  // CLDC 1.1 weak references: a referent reachable only through References
  // is collected and the References cleared.
  void clearDeadReferents() {
    uint32_t offset = vm_->wk.referenceReferent;
    for (Object* r : s_.references) {
      Object*& referent = vm::fieldAt<Object*>(r, offset);
      if (referent && !isMarked(referent)) referent = nullptr;
    }
    struct Clearer : RootVisitor {
      Collection* c;
      void visit(Object** slot) override {
        if (*slot && !c->isMarked(*slot)) *slot = nullptr;
      }
    } clearer;
    clearer.c = this;
    visitWeakRoots(vm_, clearer);
  }

  size_t computeOffsets(size_t words) {
    uint32_t sum = 0;
    for (size_t i = 0; i < words; ++i) {
      s_.blockOffsets[i] = sum;
      sum += uint32_t(__builtin_popcountll(s_.markBits[i]));
    }
    s_.blockOffsets[words] = sum;
    return size_t(sum) * kGranule;
  }

  Object* forward(Object* o) const {
    size_t g = granuleOf(o);
    uint64_t below = s_.markBits[g / kBlockGranules] & ((uint64_t(1) << (g % kBlockGranules)) - 1);
    size_t liveBefore = s_.blockOffsets[g / kBlockGranules] + size_t(__builtin_popcountll(below));
    return reinterpret_cast<Object*>(target_ + liveBefore * kGranule);
  }

  // Calls f(o) for each live object in address order.
  template <typename F>
  void forEachLive(F&& f) {
    size_t granules = size_t(top_ - start_) / kGranule;
    size_t g = 0;
    while (g < granules) {
      uint64_t word = s_.markBits[g / kBlockGranules] >> (g % kBlockGranules);
      if (word == 0) {
        g = (g / kBlockGranules + 1) * kBlockGranules;
        continue;
      }
      g += size_t(__builtin_ctzll(word));
      if (g >= granules) break;
      auto* o = reinterpret_cast<Object*>(start_ + g * kGranule);
      size_t size = sizeOf(o);
      f(o, size);
      g += size / kGranule;
    }
  }

  void updateReferences() {
    struct Updater : RootVisitor {
      Collection* c;
      void visit(Object** slot) override {
        if (*slot) *slot = c->forward(*slot);
      }
    } updater;
    updater.c = this;
    visitRoots(vm_, updater);
    visitWeakRoots(vm_, updater);
    uint32_t referent = vm_->wk.referenceReferent;
    forEachLive([&](Object* o, size_t) {
      forEachField(o, true, referent, [this](Object** f) {
        if (*f) *f = forward(*f);
      });
    });
  }

  void slide() {
    forEachLive([&](Object* o, size_t size) {
      Object* to = forward(o);
      if (to != o) std::memmove(to, o, size);
    });
  }

  vm::VM* vm_;
  Heap& heap_;
  CollectorState& s_;
  char* start_;
  char* top_;
  char* target_ = nullptr;
};

double secondsSince(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

}  // namespace

void collect(vm::Thread* t, const char* cause) {
  vm::VM* vm = t->vm;
  CollectorState& s = vm->gc;
  size_t before = vm->heap.used();
  prof::TimeLedger::Scope pause(vm->ledger, &vm->gcNanos);  // <vm>'s time, not the thread's
  auto begin = std::chrono::steady_clock::now();
  Collection(vm).run();
  double ms = secondsSince(begin) * 1000;
  s.totalPauseMs += ms;
  uint64_t number = s.collections++;
  if (vm->options.verboseGc) {
    constexpr size_t M = size_t(1) << 20;
    char line[200];
    std::snprintf(line, sizeof line, "[%.3fs][info][gc] GC(%llu) Pause Full (%s) %zuM->%zuM(%zuM) %.3fms",
                  secondsSince(s.started), static_cast<unsigned long long>(number), cause, before / M,
                  vm->heap.used() / M, vm->heap.capacity() / M, ms);
    std::cout << line << std::endl;
  }
}

void reportAtExit(vm::VM* vm) {
  const CollectorState& s = vm->gc;
  char line[300];
  std::snprintf(line, sizeof line,
                "[%.3fs][info][gc] Heap: used %zuK, capacity %zuK, max %zuK; %llu collections, %.3fms in pauses; "
                "class metadata outside the heap %zuK",
                secondsSince(s.started), vm->heap.used() >> 10, vm->heap.capacity() >> 10,
                vm->heap.maxCapacity() >> 10, static_cast<unsigned long long>(s.collections), s.totalPauseMs,
                vm->metadataBytes() >> 10);
  std::cout << line << std::endl;
}

void* allocateSlow(vm::Thread* t, size_t bytes) {
  vm::VM* vm = t->vm;
  Heap& heap = vm->heap;
  CollectorState& s = vm->gc;
  uint32_t interval = vm->options.gcStressInterval;
  bool collected = false;
  if (interval) {
    if (s.allocationsUntilStress <= 1) {
      collect(t, "GC Stress");
      collected = true;
      s.allocationsUntilStress = interval;
    } else {
      --s.allocationsUntilStress;
    }
  }
  size_t reserve = s.usingReserve ? 0 : kOutOfMemoryReserve;
  size_t limit = heap.maxCapacity() > reserve ? heap.maxCapacity() - reserve : 0;
  if (bytes > limit) return nullptr;
  bool oneAtATime = interval != 0;
  if (heap.used() + bytes <= limit)
    if (void* p = heap.allocateInCapacity(bytes, oneAtATime)) return p;
  // The committed heap is full: collect, then grow so that at least 40% of
  // the heap is free after this allocation.
  if (!collected) collect(t, "Allocation Failure");
  size_t need = heap.used() + bytes;
  if (need > limit) return nullptr;
  if (!heap.growCapacity(std::min(limit, std::max(need, need / 3 * 5)))) heap.growCapacity(need);
  return heap.allocateInCapacity(bytes, oneAtATime);
}

ReserveScope::ReserveScope(vm::VM* vm) : state_(vm->gc), previous_(vm->gc.usingReserve) { state_.usingReserve = true; }
ReserveScope::~ReserveScope() { state_.usingReserve = previous_; }

}  // namespace ww::gc
