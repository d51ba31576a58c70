// Natives of ww.Predictor and ww.Action: the guest API over the prediction
// library (predictor/, docs/predictor.md). Each VM has one pred::Predictor,
// made at first use; an action is its id. Every call is free (ww_shared.h):
// querying and updating are not charged to the calling thread. The library's
// errors become the guest's exceptions: a bad definition or value
// IllegalArgumentException, an unmeetable memory budget
// IllegalStateException, a file that cannot be read, written or parsed
// IOException.
#include <cmath>
#include <memory>
#include <new>
#include <span>
#include <string>
#include <vector>

#include "classlib/natives/ww_shared.h"
#include "predictor/error.h"
#include "predictor/predictor.h"
#include "vm/alloc.h"
#include "vm/exceptions.h"
#include "vm/natives.h"
#include "vm/strings.h"
#include "vm/vm.h"

namespace ww::classlib {

using namespace ww::vm;

namespace {

pred::Predictor& predictorOf(Thread* t) {
  auto& p = t->vm->predictor;
  if (!p) p = std::make_unique<pred::Predictor>();
  return *p;
}

// Runs `body`, turning the library's errors into the guest's exceptions.
template <typename Body>
void guarded(Thread* t, Body&& body) {
  try {
    body();
  } catch (const pred::Error& e) {
    const char* type = "java/lang/IllegalArgumentException";
    if (e.kind() == pred::Error::Kind::Budget) type = "java/lang/IllegalStateException";
    if (e.kind() == pred::Error::Kind::Io || e.kind() == pred::Error::Kind::Format) type = "java/io/IOException";
    throwNew(t, type, e.what());
  } catch (const std::bad_alloc&) {
    throwOutOfMemory(t, "the predictor's memory");
  }
}

// False (IllegalStateException pending) for an action Predictor.remove forgot.
bool live(Thread* t, int id) {
  if (id >= 0) return true;
  throwNew(t, "java/lang/IllegalStateException", "the action was removed from the predictor");
  return false;
}

// A double[] of parameter values (null: none), read in place: no collection
// can move it before the library is done with it.
std::span<const double> valuesIn(Object* array) {
  if (!array) return {};
  auto* a = static_cast<Array*>(array);
  return {arrayData<double>(a), size_t(a->length)};
}

std::vector<double> doublesOf(Object* array) {
  std::span<const double> values = valuesIn(array);
  return std::vector<double>(values.begin(), values.end());
}

std::vector<int32_t> intsOf(Object* array) {
  auto* a = static_cast<Array*>(array);
  const int32_t* d = arrayData<int32_t>(a);
  return std::vector<int32_t>(d, d + a->length);
}

// The fields of ww.Measurement and ww.Prediction the natives use, looked up
// once per class rather than by name at every call (a query or an update is
// a few dozen nanoseconds of library work).
struct MeasurementFields {
  Class* klass = nullptr;
  uint32_t resources, cpu, memory, time, sent, received, energy;
};
struct PredictionFields {
  Class* klass = nullptr;
  uint32_t resources, known, interpolated;
  uint32_t value[pred::kResourceKinds], spread[pred::kResourceKinds];
};

const MeasurementFields& measurementFields(Class* c) {
  static MeasurementFields f;
  if (f.klass != c) {
    f.resources = fieldOffset(c, "resources", "I");
    f.cpu = fieldOffset(c, "cpu", "J");
    f.memory = fieldOffset(c, "memory", "J");
    f.time = fieldOffset(c, "timeMicros", "J");
    f.sent = fieldOffset(c, "netSent", "J");
    f.received = fieldOffset(c, "netReceived", "J");
    f.energy = fieldOffset(c, "energyMicrojoules", "D");
    f.klass = c;
  }
  return f;
}

const PredictionFields& predictionFields(Class* c) {
  static PredictionFields f;
  if (f.klass != c) {
    static const char* const kValue[pred::kResourceKinds] = {"cpu", "memory", "time", "network", "energy"};
    static const char* const kSpread[pred::kResourceKinds] = {"cpuSpread", "memorySpread", "timeSpread",
                                                               "networkSpread", "energySpread"};
    f.resources = fieldOffset(c, "resources", "I");
    f.known = fieldOffset(c, "known", "I");
    f.interpolated = fieldOffset(c, "interpolated", "I");
    for (int kind = 0; kind < pred::kResourceKinds; ++kind) {
      f.value[kind] = fieldOffset(c, kValue[kind], "D");
      f.spread[kind] = fieldOffset(c, kSpread[kind], "D");
    }
    f.klass = c;
  }
  return f;
}

// The amounts of a ww.Measurement for each resource of `resources`, in bit
// order, in the units ww.Measurement.get uses (ENERGY unrounded). False with
// an exception pending for null or a measurement that lacks one of them.
bool amountsOf(Thread* t, Object* m, int resources, double* out, size_t* count) {
  if (!m) {
    throwNew(t, "java/lang/NullPointerException", "measurement is null");
    return false;
  }
  const MeasurementFields& f = measurementFields(m->klass);
  int measured = fieldAt<int32_t>(m, f.resources);
  if ((measured & resources) != resources) {
    throwNew(t, "java/lang/IllegalArgumentException",
             "the measurement lacks " + pred::resourceList(resources & ~measured) +
                 ", which the action predicts: measure it with Profiler.getCount");
    return false;
  }
  auto get = [&](uint32_t offset) { return double(fieldAt<int64_t>(m, offset)); };
  size_t n = 0;
  if (resources & pred::kCpu) out[n++] = get(f.cpu);
  if (resources & pred::kMemory) out[n++] = get(f.memory);
  if (resources & pred::kTime) out[n++] = get(f.time);
  if (resources & pred::kNetwork) out[n++] = get(f.sent) + get(f.received);
  if (resources & pred::kEnergy) out[n++] = fieldAt<double>(m, f.energy);
  *count = n;
  return true;
}

// A ww.Prediction holding `p`.
Object* newPrediction(Thread* t, const pred::Prediction& p) {
  Class* c = wwClass(t, "ww/Prediction");
  if (!c) return nullptr;
  Object* o = allocObject(t, c);
  if (!o) return nullptr;
  const PredictionFields& f = predictionFields(c);
  int known = 0;
  int interpolated = 0;
  int slot = 0;
  for (int kind = 0; kind < pred::kResourceKinds; ++kind) {
    int bit = 1 << kind;
    double value = NAN;
    double spread = NAN;
    if (p.resources & bit) {
      const pred::Estimate& e = p.estimates[slot++];
      value = e.value;
      spread = e.spread;
      if (e.known()) known |= bit;
      if (e.interpolated) interpolated |= bit;
    }
    fieldAt<double>(o, f.value[kind]) = value;
    fieldAt<double>(o, f.spread[kind]) = spread;
  }
  fieldAt<int32_t>(o, f.resources) = p.resources;
  fieldAt<int32_t>(o, f.known) = known;
  fieldAt<int32_t>(o, f.interpolated) = interpolated;
  return o;
}

void query(Thread* t, int id, std::span<const double> values, Slot* result) {
  if (!live(t, id)) return;
  pred::Prediction p;
  bool ok = false;
  guarded(t, [&] {
    p = predictorOf(t).query(pred::ActionId(id), values);
    ok = true;
  });
  if (ok) result->l = newPrediction(t, p);
}

void update(Thread* t, int id, Object* measurement, std::span<const double> values) {
  if (!live(t, id)) return;
  guarded(t, [&] {
    pred::Predictor& predictor = predictorOf(t);
    double amounts[pred::kResourceKinds];
    size_t count = 0;
    if (amountsOf(t, measurement, predictor.action(pred::ActionId(id)).spec().resources, amounts, &count))
      predictor.update(pred::ActionId(id), values, {amounts, count});
  });
}

WW_NATIVE(Predictor_define0) {
  FreeCall free(t, 12);
  pred::ActionSpec spec;
  spec.name = stringUtf8(t, args[0].l);
  spec.resources = args[1].i;
  spec.strategy = pred::Strategy(args[2].i);
  spec.lowPassKeep = args[3].d;
  spec.interpolate = args[5].i != 0;
  spec.spread = args[6].i != 0;
  auto* names = static_cast<Array*>(args[7].l);
  std::vector<int32_t> kinds = intsOf(args[8].l);
  std::vector<double> mins = doublesOf(args[9].l);
  std::vector<double> maxs = doublesOf(args[10].l);
  std::vector<int32_t> intervals = intsOf(args[11].l);
  std::vector<int32_t> adaptations = intsOf(args[12].l);
  guarded(t, [&] {
    for (int32_t i = 0; i < names->length; ++i) {
      std::string name = stringUtf8(t, arrayData<Object*>(names)[i]);
      spec.params.push_back(kinds[i] == 1 ? pred::Axis::choice(name, intervals[i])
                                          : pred::Axis::range(name, mins[i], maxs[i], intervals[i],
                                                              pred::Adaptation(adaptations[i])));
    }
    result->i = int32_t(predictorOf(t).define(std::move(spec)));
  });
}

WW_NATIVE(Predictor_setBudget0) {
  FreeCall free(t, 1);
  guarded(t, [&] { predictorOf(t).setBudget(size_t(args[0].j)); });
}

WW_NATIVE(Predictor_getMemoryBudget) {
  FreeCall free(t, 0);
  result->j = int64_t(predictorOf(t).budget());
}

WW_NATIVE(Predictor_memoryUsed) {
  FreeCall free(t, 0);
  result->j = int64_t(predictorOf(t).bytesUsed());
}

WW_NATIVE(Predictor_remove0) {
  FreeCall free(t, 1);
  if (live(t, args[0].i)) guarded(t, [&] { predictorOf(t).remove(pred::ActionId(args[0].i)); });
}

WW_NATIVE(Action_query0) {
  FreeCall free(t, 2);
  query(t, args[0].i, valuesIn(args[1].l), result);
}

WW_NATIVE(Action_query1) {
  FreeCall free(t, 2);
  double value = args[1].d;
  query(t, args[0].i, {&value, 1}, result);
}

WW_NATIVE(Action_update0) {
  FreeCall free(t, 3);
  update(t, args[0].i, args[1].l, valuesIn(args[2].l));
}

WW_NATIVE(Action_update1) {
  FreeCall free(t, 3);
  double value = args[2].d;
  update(t, args[0].i, args[1].l, {&value, 1});
}

WW_NATIVE(Action_bytes0) {
  FreeCall free(t, 1);
  if (live(t, args[0].i)) guarded(t, [&] { result->j = int64_t(predictorOf(t).action(pred::ActionId(args[0].i)).bytes()); });
}

// Parameter args[1] of action args[0]: its lower bound (what 0), upper
// bound (1) or number of cells (2).
WW_NATIVE(Action_axis0) {
  FreeCall free(t, 3);
  if (!live(t, args[0].i)) return;
  guarded(t, [&] {
    const pred::Action& a = predictorOf(t).action(pred::ActionId(args[0].i));
    int p = args[1].i;
    if (p < 0 || size_t(p) >= a.params().size()) {
      throwNew(t, "java/lang/IndexOutOfBoundsException",
               "parameter " + std::to_string(p) + " of an action with " + std::to_string(a.params().size()));
      return;
    }
    const pred::Axis& axis = a.param(size_t(p));
    result->d = args[2].i == 0 ? axis.low : args[2].i == 1 ? axis.high : double(axis.k);
  });
}

// Exports to or imports from the file args[1] names, for action args[0].
void exchange(Thread* t, Slot* args, bool importing) {
  if (!live(t, args[0].i)) return;
  if (!args[1].l) {
    throwNew(t, "java/lang/NullPointerException", "path is null");
    return;
  }
  std::string path = stringUtf8(t, args[1].l);
  guarded(t, [&] {
    if (importing) {
      predictorOf(t).importFile(pred::ActionId(args[0].i), path);
    } else {
      predictorOf(t).exportFile(pred::ActionId(args[0].i), path);
    }
  });
}

WW_NATIVE(Action_export0) {
  FreeCall free(t, 2);
  exchange(t, args, false);
}

WW_NATIVE(Action_import0) {
  FreeCall free(t, 2);
  exchange(t, args, true);
}

const NativeBinding kBindings[] = {
    {"ww/Predictor", "define0", "(Ljava/lang/String;IIDZZ[Ljava/lang/String;[I[D[D[I[I)I", Predictor_define0},
    {"ww/Predictor", "setBudget0", "(J)V", Predictor_setBudget0},
    {"ww/Predictor", "getMemoryBudget", "()J", Predictor_getMemoryBudget},
    {"ww/Predictor", "memoryUsed", "()J", Predictor_memoryUsed},
    {"ww/Predictor", "remove0", "(I)V", Predictor_remove0},
    {"ww/Action", "query0", "(I[D)Lww/Prediction;", Action_query0},
    {"ww/Action", "query1", "(ID)Lww/Prediction;", Action_query1},
    {"ww/Action", "update0", "(ILww/Measurement;[D)V", Action_update0},
    {"ww/Action", "update1", "(ILww/Measurement;D)V", Action_update1},
    {"ww/Action", "bytes0", "(I)J", Action_bytes0},
    {"ww/Action", "axis0", "(III)D", Action_axis0},
    {"ww/Action", "export0", "(ILjava/lang/String;)V", Action_export0},
    {"ww/Action", "import0", "(ILjava/lang/String;)V", Action_import0},
};

}  // namespace

extern const std::span<const NativeBinding> kPredictorNatives = kBindings;

}  // namespace ww::classlib
