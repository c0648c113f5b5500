// The solver benchmark: a fixed corpus of Equations positions reached by seeded random
// legal play (agloa, acc and mlag matches; from just after the Goal to the last cubes), timed per
// Now and Possible verdict (median, p99, max, nodes, peak memory), and all 1,820 hands of the 24
// game from 1-13 (counts and total time). Prints figures; not a test. Times are CPU time, so that a
// busy machine does not inflate them: the thread's natively, node's process under node.
//
//   solver_bench [positions per rule set = 1000] [seed = 1] [budget per verdict = 5000000
//   operations] [slowest verdicts to print with their positions = 0]
//   node --no-experimental-fetch build/wasm/bench/solver_bench.js [the same arguments]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "bench/bench_clock.h"
#include "bench/bench_play.h"
#include "core/base/random.h"
#include "core/judge/judge.h"
#include "core/match/game.h"
#include "core/queries/solver_equations.h"
#include "core/queries/solver_games.h"
#include "core/rules/rules.h"
#include "core/solver/solver.h"

using namespace equations;

namespace {

using bench::NowMs;

using bench::ChooseKeepingShake;
using bench::PeakMemoryKb;

// Returns whether the Goal's cubes, read as laid out (no declaration), form a legal Goal.
bool GoalIsLegal(const RuleSet& rules, const std::vector<GoalCube>& goal) {
  Mat laid_out;
  laid_out.goal = goal;
  return JudgeGoal(rules, laid_out).legal;
}

// Returns `count` positions (mats during the moving phase, with a legal Goal: random play sets
// mostly illegal ones, which take no search) from seeded random matches. Each rule set's matches
// have their own seeds (`stream`: 0 for agloa, 1 for acc, 2 for mlag): with one seed for all,
// mlag senior, which rolls agloa middle's cubes and has mostly its legal moves, played mostly
// agloa's matches again, and 956 of its 1,000 positions were agloa's.
std::vector<Mat> Corpus(const RuleSet& rules, int count, std::uint64_t seed, std::uint64_t stream) {
  std::vector<Mat> mats;
  seed += stream * 0x9E3779B97F4A7C15ull;  // agloa keeps the corpus it always had
  Random random(seed);
  for (std::uint64_t game = 0; static_cast<int>(mats.size()) < count; ++game) {
    MatchConfig config;
    config.players = 3;
    config.seed = seed * 1000003 + game;
    config.max_shakes = 2;
    auto created = Match::Create(rules, config);
    if (!created) break;
    Match match = std::move(created).value();
    for (int step = 0; step < 5000 && !match.IsTerminal(); ++step) {
      std::vector<Action> actions = match.LegalActions();
      if (actions.empty()) break;
      Action action = ChooseKeepingShake(actions, random);
      if (action.kind == ActionKind::PresentEquation) action.equation = "1+1=2";
      if (match.Apply(action)) break;
      // Sample a third of the positions a Mover leaves, so each shake gives early, middle and late.
      if (match.phase() == Phase::Moving && action.kind == ActionKind::MoveCube &&
          !match.shake().mat.resources.empty() && random.Below(3) == 0 &&
          GoalIsLegal(rules, match.shake().mat.goal)) {
        mats.push_back(match.shake().mat);
        if (static_cast<int>(mats.size()) == count) break;
      }
    }
  }
  return mats;
}

struct Figures {
  std::vector<double> ms;
  std::vector<std::string> positions;        // parallel to ms: the rule set and the mat
  std::vector<SolveStatus> statuses;         // parallel to ms
  std::vector<std::uint64_t> verdict_nodes;  // parallel to ms
  std::uint64_t nodes = 0;
  std::uint64_t max_nodes = 0;
  int found = 0, not_found = 0, unfinished = 0;
};

double Percentile(std::vector<double> values, double p) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  std::size_t index = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
  return values[std::min(index, values.size() - 1)];
}

void Print(const char* label, const Figures& f) {
  std::printf(
      "  %-9s found %4d  no %4d  unfinished %d  median %.3f ms  p99 %.3f ms  max %.3f ms"
      "  nodes %llu (max %llu)\n",
      label, f.found, f.not_found, f.unfinished, Percentile(f.ms, 0.5), Percentile(f.ms, 0.99),
      f.ms.empty() ? 0.0 : *std::max_element(f.ms.begin(), f.ms.end()),
      static_cast<unsigned long long>(f.nodes), static_cast<unsigned long long>(f.max_nodes));
  int over[3] = {0, 0, 0};  // Found, NotFound, Unfinished
  for (std::size_t i = 0; i < f.ms.size(); ++i)
    if (f.ms[i] > 20) ++over[static_cast<int>(f.statuses[i])];
  std::printf("  %-9s over 20 ms: %d of %zu (found %d, no %d, unfinished %d)\n", "",
              over[0] + over[1] + over[2], f.ms.size(), over[0], over[1], over[2]);
}

// The slowest verdicts printed with their positions (fourth argument).
int slowest = 0;

const char* StatusText(SolveStatus status) {
  return status == SolveStatus::Found      ? "found"
         : status == SolveStatus::NotFound ? "no"
                                           : "unfinished";
}

// Prints the `slowest` slowest verdicts with their positions.
void PrintSlowest(const char* label, const Figures& f) {
  std::vector<std::size_t> order(f.ms.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(),
            [&](std::size_t a, std::size_t b) { return f.ms[a] > f.ms[b]; });
  for (std::size_t i = 0; i < order.size() && static_cast<int>(i) < slowest; ++i)
    std::printf("  slow %s %.3f ms %s %llu nodes  %s\n", label, f.ms[order[i]],
                StatusText(f.statuses[order[i]]),
                static_cast<unsigned long long>(f.verdict_nodes[order[i]]),
                f.positions[order[i]].c_str());
}

// Budget per verdict in operations: a verdict still open after it is counted "unfinished" (it is
// not a "no"). Set by the third argument.
std::uint64_t budget = 5'000'000;

// Returns the cubes' faces, separated by spaces.
std::string Faces(const std::vector<Cube>& cubes) {
  std::string text;
  for (const Cube& cube : cubes)
    text += (text.empty() ? "" : " ") + std::string(SymbolText(cube.face));
  return text;
}

// Returns the position as the fields of an `equations check` request.
std::string PositionText(const RuleSet& rules, const Mat& mat) {
  return "rules " + rules.name_text + " " + rules.division + "  goal \"" + GoalText(mat.goal) +
         "\"  required \"" + Faces(mat.required) + "\"  permitted \"" + Faces(mat.permitted) +
         "\"  forbidden \"" + Faces(mat.forbidden) + "\"  resources \"" + Faces(mat.resources) +
         "\"";
}

void Measure(const RuleSet& rules, const Mat& mat, SolverQuery query, Figures& f) {
  double start = NowMs();
  EquationsSearch search(rules, mat, query);
  SolveStatus status = search.Run(budget);
  f.ms.push_back(NowMs() - start);
  f.positions.push_back(PositionText(rules, mat));
  f.statuses.push_back(status);
  f.verdict_nodes.push_back(search.stats().nodes);
  // EQUATIONS_BENCH_VERDICTS=file lists every verdict (to compare two builds verdict by verdict).
  static std::FILE* verdicts = [] {
    const char* path = std::getenv("EQUATIONS_BENCH_VERDICTS");
    return path != nullptr ? std::fopen(path, "w") : nullptr;
  }();
  if (verdicts != nullptr)
    std::fprintf(verdicts, "%s %s %s %llu\n", query == SolverQuery::Now ? "Now" : "Possible",
                 StatusText(status), f.positions.back().c_str(),
                 static_cast<unsigned long long>(search.stats().nodes));
  f.nodes += search.stats().nodes;
  f.max_nodes = std::max<std::uint64_t>(f.max_nodes, search.stats().nodes);
  if (status == SolveStatus::Found) ++f.found;
  if (status == SolveStatus::NotFound) ++f.not_found;
  if (status == SolveStatus::Unfinished) ++f.unfinished;
}

}  // namespace

int main(int argc, char** argv) {
  int per_rule_set = argc > 1 ? std::atoi(argv[1]) : 1000;
  std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
  if (argc > 3) budget = std::strtoull(argv[3], nullptr, 10);
  if (argc > 4) slowest = std::atoi(argv[4]);
  std::setvbuf(stdout, nullptr, _IONBF, 0);
  std::printf(
      "Equations corpus: %d positions per rule set from seeded random play (seed %llu), "
      "budget %llu operations per verdict\n",
      per_rule_set, static_cast<unsigned long long>(seed), static_cast<unsigned long long>(budget));
  Figures all_now, all_possible;
  const std::pair<const char*, const char*> rule_sets[] = {
      {"agloa", "middle"}, {"acc", "6"}, {"mlag", "senior"}};
  for (std::uint64_t stream = 0; stream < 3; ++stream) {
    const auto& [name, division] = rule_sets[stream];
    RuleSet rules = FindRuleSet(name, division).value();
    std::vector<Mat> corpus = Corpus(rules, per_rule_set, seed, stream);
    Figures now, possible;
    for (const Mat& mat : corpus) {
      Measure(rules, mat, SolverQuery::Now, now);
      Measure(rules, mat, SolverQuery::Possible, possible);
    }
    std::printf("%s %s (%zu positions)\n", name, division, corpus.size());
    Print("Now", now);
    Print("Possible", possible);
    for (Figures* f : {&now, &possible}) {
      Figures& all = f == &now ? all_now : all_possible;
      all.ms.insert(all.ms.end(), f->ms.begin(), f->ms.end());
      all.nodes += f->nodes;
      all.max_nodes = std::max(all.max_nodes, f->max_nodes);
      all.found += f->found, all.not_found += f->not_found, all.unfinished += f->unfinished;
      all.positions.insert(all.positions.end(), f->positions.begin(), f->positions.end());
      all.statuses.insert(all.statuses.end(), f->statuses.begin(), f->statuses.end());
      all.verdict_nodes.insert(all.verdict_nodes.end(), f->verdict_nodes.begin(),
                               f->verdict_nodes.end());
    }
  }
  std::printf("all rule sets\n");
  Print("Now", all_now);
  Print("Possible", all_possible);
  std::printf("peak memory %ld KB\n", PeakMemoryKb());
  PrintSlowest("Now", all_now);
  PrintSlowest("Possible", all_possible);

  RuleSet rules = FindRuleSet("agloa", "senior").value();
  double start = NowMs();
  int hands = 0, solvable = 0, solvable10 = 0, solvable9 = 0, hands10 = 0, hands9 = 0;
  std::uint64_t nodes = 0;
  for (int a = 1; a <= 13; ++a)
    for (int b = a; b <= 13; ++b)
      for (int c = b; c <= 13; ++c)
        for (int d = c; d <= 13; ++d) {
          auto solver = Solver::Create(TwentyFourProblem(rules, {a, b, c, d}));
          bool yes = solver->Run() == SolveStatus::Found;
          nodes += solver->stats().nodes;
          ++hands, hands10 += d <= 10, hands9 += d <= 9;
          solvable += yes, solvable10 += yes && d <= 10, solvable9 += yes && d <= 9;
        }
  double total = NowMs() - start;
  std::printf(
      "24 game: %d of %d hands from 1-13 solvable, %d of %d from 1-10, %d of %d from 1-9;"
      " %.1f ms in all, %llu nodes\n",
      solvable, hands, solvable10, hands10, solvable9, hands9, total,
      static_cast<unsigned long long>(nodes));
  std::printf("peak memory %ld KB\n", PeakMemoryKb());
  return 0;
}
