// The No Goal benchmark: seeded rolls of every cube of a rule set (AGLOA II-A: all
// cubes in Resources, the Goal not yet set), each asked "can a Goal be set?"
// (core/queries/solver_nogoal.h), per rule set: how many yes / no / unfinished, the total, median,
// p99 and max time per query, and the nodes. A second pass asks the same of small rolls (6 to 9
// cubes), where "no" happens. Prints figures; not a test.
//
//   nogoal_bench [mats per rule set = 100] [seed = 1] [budget per query = 20000000 nodes]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/base/random.h"
#include "core/queries/solver_nogoal.h"
#include "core/rules/mat.h"
#include "core/rules/rules.h"

using namespace equations;

namespace {

double NowMs() {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// Returns `count` cubes of the rule set rolled (faces the rule set rolls again are rolled again,
// ACC "Third Grade Division"); the colours in turn, cubes_per_color of each.
std::vector<Cube> Roll(const RuleSet& rules, Random& random, int count) {
  std::vector<Cube> cubes;
  for (int i = 0; i < count; ++i) {
    Color color = kColors[static_cast<std::size_t>(i % 4)];
    while (true) {
      Symbol face = FacesOf(color)[static_cast<std::size_t>(random.Below(6))];
      if (std::find(rules.rerolled_faces.begin(), rules.rerolled_faces.end(), face) ==
          rules.rerolled_faces.end()) {
        cubes.push_back({color, face});
        break;
      }
    }
  }
  return cubes;
}

double Percentile(std::vector<double> times, double p) {
  if (times.empty()) return 0;
  std::sort(times.begin(), times.end());
  auto index = static_cast<std::size_t>(p * static_cast<double>(times.size() - 1) + 0.5);
  return times[std::min(index, times.size() - 1)];
}

void Measure(const char* label, const RuleSet& rules, int mats, std::uint64_t seed, int low,
             int high, std::uint64_t budget) {
  Random random(seed);
  std::vector<double> times;
  int yes = 0, no = 0, unfinished = 0;
  std::uint64_t nodes = 0, most_nodes = 0;
  double total = 0;
  for (int i = 0; i < mats; ++i) {
    Mat mat;
    mat.resources = Roll(rules, random, low + random.Below(high - low + 1));
    double start = NowMs();
    NoGoalAnswer answer = SolveNoGoal(rules, mat, budget);
    double took = NowMs() - start;
    times.push_back(took);
    total += took;
    nodes += answer.nodes;
    most_nodes = std::max(most_nodes, answer.nodes);
    yes += answer.status == SolveStatus::Found;
    no += answer.status == SolveStatus::NotFound;
    unfinished += answer.status == SolveStatus::Unfinished;
  }
  std::printf(
      "%-6s %-10s %-14s mats %4d  yes %4d  no %4d  unfinished %3d  total %9.2f ms  median %7.3f "
      "ms  p99 %8.3f ms  max %8.3f ms  nodes %llu (max %llu)\n",
      rules.name_text.c_str(), rules.division.c_str(), label, mats, yes, no, unfinished, total,
      Percentile(times, 0.5), Percentile(times, 0.99), Percentile(times, 1.0),
      static_cast<unsigned long long>(nodes), static_cast<unsigned long long>(most_nodes));
}

}  // namespace

int main(int argc, char** argv) {
  int mats = argc > 1 ? std::atoi(argv[1]) : 100;
  std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
  std::uint64_t budget = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 20000000;
  if (mats <= 0) mats = 100;
  const char* settings[][2] = {
      {"agloa", "senior"}, {"acc", "7-8"}, {"acc", "3"}, {"mlag", "senior"}};
  std::printf("No Goal: %d seeded rolls per rule set, seed %llu, budget %llu nodes per query\n",
              mats, static_cast<unsigned long long>(seed), static_cast<unsigned long long>(budget));
  for (auto& setting : settings) {
    auto rules = FindRuleSet(setting[0], setting[1]);
    if (!rules) return 1;
    Measure("all cubes", *rules, mats, seed, rules->CubeCount(), rules->CubeCount(), budget);
  }
  for (auto& setting : settings) {
    auto rules = FindRuleSet(setting[0], setting[1]);
    if (!rules) return 1;
    Measure("6-9 cubes", *rules, mats, seed, 6, 9, budget);
  }
  return 0;
}
