// What the prediction library costs on the host (docs/predictor-results.md,
// "Cost"): a query and an update per combining strategy on the paper's set-up
// (one parameter over [1..50] in 10 intervals, CPU only, every interval
// measured), and the paper's range extension [1..50] -> [1..200] at delta 1.
#include <vector>

#include <benchmark/benchmark.h>

#include "predictor/action.h"

namespace {

using ww::pred::Action;
using ww::pred::ActionSpec;
using ww::pred::Axis;
using ww::pred::Strategy;

Action paperAction(Strategy s, int k) {
  ActionSpec spec;
  spec.name = "mst";
  spec.strategy = s;
  spec.params.push_back(Axis::range("n", 1, 51, k));  // [1..51): 50 values of n, delta 50 / k
  Action a(spec);
  for (int n = 1; n <= 50; ++n) a.update(std::vector<double>{double(n)}, std::vector<double>{1000.0 + n});
  return a;
}

// The strategy comes as the benchmark's argument (Strategy's order).
Strategy strategyOf(const benchmark::State& state) { return Strategy(state.range(0)); }

void BM_Query(benchmark::State& state) {
  Action a = paperAction(strategyOf(state), 10);
  const double values[] = {10, 20, 30};
  size_t i = 0;
  for (auto _ : state) {
    auto p = a.query({&values[i], 1});
    benchmark::DoNotOptimize(p);
    i = i == 2 ? 0 : i + 1;
  }
}

void BM_Update(benchmark::State& state) {
  Action a = paperAction(strategyOf(state), 10);
  const double values[] = {10, 20, 30};
  const double amount[] = {1234};
  size_t i = 0;
  for (auto _ : state) {
    a.update({&values[i], 1}, amount);
    i = i == 2 ? 0 : i + 1;
  }
  benchmark::DoNotOptimize(a.value(0, 0));
}

// A query of a never-measured interval of an interpolating action: the
// estimate from its neighbours.
void BM_QueryInterpolated(benchmark::State& state) {
  ActionSpec spec;
  spec.name = "mst";
  spec.strategy = Strategy::GlobalAverage;
  spec.interpolate = true;
  spec.params.push_back(Axis::range("n", 1, 51, 10));
  Action a(spec);
  a.update(std::vector<double>{3}, std::vector<double>{100});
  a.update(std::vector<double>{48}, std::vector<double>{900});
  const double value[] = {25};
  for (auto _ : state) {
    auto p = a.query(value);
    benchmark::DoNotOptimize(p);
  }
}

// The paper's section V-C: [1..50] in 50 intervals (delta 1), 20 runs with n
// in [20..30], then n = 200 extends the range to [1..200] keeping delta.
void BM_ExtendRange(benchmark::State& state) {
  const double far[] = {200};
  const double amount[] = {40000};
  for (auto _ : state) {
    state.PauseTiming();
    ActionSpec spec;
    spec.name = "mst";
    spec.strategy = Strategy(state.range(0));
    spec.params.push_back(Axis::range("n", 1, 51, 50));
    Action a(spec);
    for (int run = 0; run < 20; ++run)
      a.update(std::vector<double>{20.0 + run % 11}, std::vector<double>{1000.0 + run});
    state.ResumeTiming();
    a.update(far, amount);
    benchmark::DoNotOptimize(a.cellCount());
  }
}

void strategies(benchmark::internal::Benchmark* b) {
  b->ArgName("strategy");
  for (int s = 0; s < 4; ++s) b->Arg(s);
}

BENCHMARK(BM_Query)->Apply(strategies);
BENCHMARK(BM_Update)->Apply(strategies);
BENCHMARK(BM_QueryInterpolated);
BENCHMARK(BM_ExtendRange)->Arg(int(Strategy::Overwrite))->Arg(int(Strategy::GlobalAverage));

}  // namespace

BENCHMARK_MAIN();
