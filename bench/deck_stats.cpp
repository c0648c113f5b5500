// The 24 Challenge decks' statistics: for Single Digits and Double Digits, every possible side
// (all sets of four numbers of the kind) with its dots and distinct solutions, each checked by
// the exact solver too; then the seeded decks (core/challenge24/deck.h): cards, sides, dots per
// half, whether every side is solvable, solutions per side by dots, and the CPU time to make a
// deck. Prints figures; not a test.
//
//   deck_stats [seed = 1] [decks per kind = 5]
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "bench/bench_clock.h"
#include "core/challenge24/deck.h"
#include "core/queries/solver_games.h"
#include "core/rules/rules.h"
#include "core/solver/solver.h"

using namespace equations;
using namespace equations::challenge24;

namespace {

// "min / median / max" of the values.
std::string Spread(std::vector<int> values) {
  if (values.empty()) return "-";
  std::sort(values.begin(), values.end());
  return std::to_string(values.front()) + " / " + std::to_string(values[values.size() / 2]) +
         " / " + std::to_string(values.back());
}

// Every set of four numbers of the kind: solvable or not, dots, solutions; the solver agrees?
void Pool(DeckKind kind, const RuleSet& rules) {
  const int largest = kind == DeckKind::SingleDigits ? 9 : 24;
  int sets = 0, solvable = 0, disagree = 0, dots[4] = {0, 0, 0, 0};
  std::vector<int> solutions[4];
  int fractions = 0, unusual = 0;
  const double start = bench::NowMs();
  for (int a = 1; a <= largest; ++a)
    for (int b = a; b <= largest; ++b)
      for (int c = b; c <= largest; ++c)
        for (int d = c; d <= largest; ++d) {
          FaceNumbers numbers = {a, b, c, d};
          if (kind == DeckKind::DoubleDigits && (a >= 10 || d < 10)) continue;
          ++sets;
          FaceAnalysis analysis = AnalyzeFace(numbers);
          auto solver = Solver::Create(TwentyFourProblem(rules, numbers));
          const bool found = solver && solver->Run() == SolveStatus::Found;
          if (found != !analysis.solutions.empty()) ++disagree;
          if (analysis.dots == 0) continue;
          ++solvable;
          ++dots[analysis.dots];
          solutions[analysis.dots].push_back(static_cast<int>(analysis.solutions.size()));
          fractions += analysis.fractions_needed ? 1 : 0;
          unusual += analysis.only_unusual_patterns ? 1 : 0;
        }
  std::printf("%s: %d sets of four numbers, %d solvable (solver disagrees on %d), %.0f ms\n",
              kind == DeckKind::SingleDigits ? "Single Digits" : "Double Digits", sets, solvable,
              disagree, bench::NowMs() - start);
  std::printf("  needing fractions %d, only unusual last steps %d\n", fractions, unusual);
  for (int d = 1; d <= 3; ++d)
    std::printf("  %d dot%s: %d sets, solutions min / median / max %s\n", d, d == 1 ? "" : "s",
                dots[d], Spread(solutions[d]).c_str());
}

void Decks(DeckKind kind, std::uint64_t seed, int count) {
  const char* name = kind == DeckKind::SingleDigits ? "Single Digits" : "Double Digits";
  for (int i = 0; i < count; ++i) {
    const double start = bench::NowMs();
    auto deck = MakeDeck(kind, seed + static_cast<std::uint64_t>(i));
    const double ms = bench::NowMs() - start;
    if (!deck) {
      std::printf("%s seed %llu: error: %s\n", name,
                  static_cast<unsigned long long>(seed) + static_cast<unsigned long long>(i),
                  deck.error().c_str());
      continue;
    }
    int half_dots[2][4] = {};
    std::vector<int> solutions[4];
    int unsolvable = 0, fractions = 0;
    std::vector<FaceNumbers> sides;
    for (const Card& card : deck->cards) {
      ++half_dots[card.number <= kHalfCards ? 0 : 1][card.dots];
      for (const CardSide* side : {&card.red, &card.white}) {
        FaceAnalysis analysis = AnalyzeFace(side->numbers);
        if (analysis.solutions.empty()) ++unsolvable;
        solutions[card.dots].push_back(side->solutions);
        fractions += side->fractions_needed ? 1 : 0;
        FaceNumbers sorted = side->numbers;
        std::sort(sorted.begin(), sorted.end());
        sides.push_back(sorted);
      }
    }
    std::sort(sides.begin(), sides.end());
    const auto distinct = std::unique(sides.begin(), sides.end()) - sides.begin();
    std::printf(
        "%s seed %llu: %zu cards, %ld distinct sides, unsolvable %d, needing fractions %d; "
        "half 1 dots 1/2/3: %d/%d/%d, half 2: %d/%d/%d; %.0f ms\n",
        name, static_cast<unsigned long long>(deck->seed), deck->cards.size(),
        static_cast<long>(distinct), unsolvable, fractions, half_dots[0][1], half_dots[0][2],
        half_dots[0][3], half_dots[1][1], half_dots[1][2], half_dots[1][3], ms);
    for (int d = 1; d <= 3; ++d)
      std::printf("  %d-dot sides: solutions min / median / max %s\n", d,
                  Spread(solutions[d]).c_str());
  }
}

}  // namespace

int main(int argc, char** argv) {
  const std::uint64_t seed = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 1;
  const int decks = argc > 2 ? std::atoi(argv[2]) : 5;
  auto rules = FindRuleSet("agloa", "senior");
  if (!rules) {
    std::printf("error: %s\n", rules.error().c_str());
    return 1;
  }
  for (DeckKind kind : {DeckKind::SingleDigits, DeckKind::DoubleDigits}) {
    Pool(kind, *rules);
    Decks(kind, seed, decks);
  }
  return 0;
}
