// The Adventurous solver benchmark: positions of seeded random Adventurous matches in each AGLOA
// division (random legal picks, AGLOA II-B; from just after the Goal to the last cubes), timed
// per Now and Possible verdict of core/queries/adventurous_search.h (median, p99, max, steps, how
// many were not decided within the budget), with the slowest and their mats. A match is left at
// its first shake with a variation the search does not know yet, counted by that variation. Prints figures;
// not a test. Times are CPU time (bench/bench_clock.h).
//
//   adventurous_bench [positions per division = 300] [seed = 1] [budget per verdict = 5000000
//   steps] [slowest to print = 10]
//   node --no-experimental-fetch build/wasm/bench/adventurous_bench.js [the same arguments]
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "bench/bench_clock.h"
#include "bench/bench_play.h"
#include "core/judge/judge.h"
#include "core/match/game.h"
#include "core/queries/adventurous_search.h"
#include "core/rules/rules.h"

using namespace equations;
using bench::NowMs;

namespace {

struct Sample {
  std::string division;
  Arithmetic arithmetic;
  AdventurousMat mat;
};

struct Timed {
  double ms = 0;
  std::uint64_t nodes = 0;
  SolveStatus status = SolveStatus::Unfinished;
  const Sample* position = nullptr;
};

std::string Describe(const Sample& p) {
  std::string text = p.division + " [";
  for (const Variation& v : p.arithmetic.variations)
    text += std::string(text.back() == '[' ? "" : ", ") + VariationTitle(v);
  text += "] goal " + MatGoalText(p.mat.goal);
  auto cubes = [](const std::vector<Cube>& section) {
    std::string s;
    for (const Cube& cube : section) s += std::string(SymbolText(cube.face));
    return s.empty() ? std::string("-") : s;
  };
  return text + " required " + cubes(p.mat.required) + " permitted " + cubes(p.mat.permitted) +
         " resources " + cubes(p.mat.resources);
}

// Positions of seeded random matches in one division: a third of the positions a Mover leaves,
// with a legal Goal, under variations the search knows; `skipped` counts the others' variations.
std::vector<Sample> Corpus(const std::string& division, int count, std::uint64_t seed,
                           std::map<std::string, int>& skipped) {
  std::vector<Sample> positions;
  auto basic = FindRuleSet("agloa", division);
  auto rules = WithAdventurous(*basic, SchoolYear{2026});
  if (!rules) return positions;
  Random random(seed);
  for (std::uint64_t game = 0; static_cast<int>(positions.size()) < count && game < 20000; ++game) {
    MatchConfig config;
    config.players = 3;
    config.seed = seed * 1000003 + game;
    config.max_shakes = 2;
    auto created = Match::Create(*rules, config);
    if (!created) break;
    Match match = std::move(created).value();
    for (int step = 0; step < 5000 && !match.IsTerminal(); ++step) {
      std::vector<Action> actions = match.LegalActions();
      if (actions.empty()) break;
      Action action = bench::ChooseKeepingShake(actions, random);
      if (action.kind == ActionKind::PresentEquation) action.equation = "1+1=2";
      if (match.Apply(action)) break;
      if (match.phase() != Phase::Moving || action.kind != ActionKind::MoveCube ||
          match.shake().mat.resources.empty() || random.Below(3) != 0)
        continue;
      auto arithmetic = match.ShakeArithmetic();
      if (!arithmetic) continue;
      if (auto gap = AdventurousSearchGap(*arithmetic)) {
        ++skipped[*gap];  // the next match: its shakes are mostly alike
        break;
      }
      AdventurousMat mat = JudgedMat(*arithmetic, match.shake().mat);
      if (!JudgeGoal(*arithmetic, mat).legal) continue;
      positions.push_back({division, *arithmetic, std::move(mat)});
      if (static_cast<int>(positions.size()) == count) break;
    }
  }
  return positions;
}

double Percentile(std::vector<double> values, double p) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  auto index = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
  return values[std::min(index, values.size() - 1)];
}

void Print(const char* label, const std::vector<Timed>& verdicts) {
  std::vector<double> ms;
  std::uint64_t nodes = 0;
  int found = 0, no = 0, undecided = 0;
  for (const Timed& v : verdicts) {
    ms.push_back(v.ms);
    nodes += v.nodes;
    found += v.status == SolveStatus::Found;
    no += v.status == SolveStatus::NotFound;
    undecided += v.status == SolveStatus::Unfinished;
  }
  std::printf(
      "  %-9s found %4d  no %4d  undecided %3d (%.1f%%)  median %.3f ms  p99 %.3f ms  max %.3f ms"
      "  steps %llu\n",
      label, found, no, undecided,
      verdicts.empty() ? 0.0 : 100.0 * undecided / static_cast<double>(verdicts.size()),
      Percentile(ms, 0.5), Percentile(ms, 0.99),
      ms.empty() ? 0.0 : *std::max_element(ms.begin(), ms.end()),
      static_cast<unsigned long long>(nodes));
}

}  // namespace

int main(int argc, char** argv) {
  const int per_division = argc > 1 ? std::atoi(argv[1]) : 300;
  const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
  const std::uint64_t budget = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 5000000;
  const int slowest = argc > 4 ? std::atoi(argv[4]) : 10;
  std::setvbuf(stdout, nullptr, _IONBF, 0);
  std::printf(
      "Adventurous corpus: %d positions per division from seeded random matches (seed %llu), "
      "budget %llu steps per verdict\n",
      per_division, static_cast<unsigned long long>(seed), static_cast<unsigned long long>(budget));
  std::vector<Sample> all;
  std::map<std::string, int> skipped;
  for (const char* division : {"elementary", "middle", "junior", "senior"}) {
    std::vector<Sample> corpus = Corpus(division, per_division, seed, skipped);
    all.insert(all.end(), corpus.begin(), corpus.end());
  }
  std::vector<Timed> now, possible;
  std::uint64_t rejected = 0;
  for (const Sample& position : all) {
    for (SolverQuery query : {SolverQuery::Now, SolverQuery::Possible}) {
      const double start = NowMs();
      AdventurousSearch search(position.arithmetic, position.mat, query);
      const SolveStatus status = search.Run(budget);
      Timed verdict{NowMs() - start, search.nodes(), status, &position};
      rejected += search.rejected();
      if (search.rejected() > 0)
        std::printf("  rejected: %s (%s)\n", search.last_rejected().c_str(),
                    Describe(position).c_str());
      (query == SolverQuery::Now ? now : possible).push_back(verdict);
    }
  }
  for (const char* division : {"elementary", "middle", "junior", "senior"}) {
    std::vector<Timed> n, p;
    for (const Timed& v : now)
      if (v.position->division == division) n.push_back(v);
    for (const Timed& v : possible)
      if (v.position->division == division) p.push_back(v);
    std::printf("%s (%zu positions)\n", division, n.size());
    Print("Now", n);
    Print("Possible", p);
  }
  std::printf("all divisions (%zu positions)\n", now.size());
  Print("Now", now);
  Print("Possible", possible);
  std::printf("witnesses the judge did not accept: %llu\n",
              static_cast<unsigned long long>(rejected));
  std::printf("matches left out (a variation the search does not know yet):");
  for (const auto& [variation, count] : skipped) std::printf(" %s %d;", variation.c_str(), count);
  std::printf("\npeak memory %ld KB\n", bench::PeakMemoryKb());
  std::vector<Timed> both = now;
  both.insert(both.end(), possible.begin(), possible.end());
  std::sort(both.begin(), both.end(), [](const Timed& a, const Timed& b) { return a.ms > b.ms; });
  for (int i = 0; i < slowest && i < static_cast<int>(both.size()); ++i)
    std::printf("  %.1f ms %s %s\n", both[static_cast<std::size_t>(i)].ms,
                both[static_cast<std::size_t>(i)].status == SolveStatus::Found      ? "found"
                : both[static_cast<std::size_t>(i)].status == SolveStatus::NotFound ? "no"
                                                                                    : "undecided",
                Describe(*both[static_cast<std::size_t>(i)].position).c_str());
  return 0;
}
