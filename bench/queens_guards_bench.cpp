// The Queens & Guards computer player's benchmark (core/queens_guards/computer.h): strength and
// decision time. Seeded games of a computer level against an opponent, the computer in seat
// i % 2 of game i, every action `action ms` after the one before on the game's clock, so that the
// game time limit (30 minutes) ends a game nobody wins with the Monitor's tie. Prints the wins,
// ties and losses of the computer, why the games ended, and the CPU time of its decisions (one
// decision: the plan of a turn, PlanTurn) as median, p99 and max. Prints figures; not a test.
//
//   queens_guards_bench [games = 100] [seed = 1] [level = strong]
//                       [opponent: random | mover | beginner | club | strong = random]
//                       [action ms = 3000]
//
// random: any of its own legal actions, uniformly (it may challenge, say Trap, propose a tie);
// mover: a uniformly random legal move, the pass when it has none, nothing else.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "bench/bench_clock.h"
#include "core/base/random.h"
#include "core/queens_guards/computer.h"
#include "core/queens_guards/game.h"

using namespace equations;
using namespace equations::queens_guards;

namespace {

struct Options {
  int games = 100;
  std::uint64_t seed = 1;
  ComputerLevel level = ComputerLevel::Strong;
  std::string opponent = "random";
  std::int64_t action_ms = 3000;
};

struct Tally {
  int wins = 0;
  int ties = 0;
  int losses = 0;
  std::map<std::string, int> reasons;  // "won: ...", "tied: ...", "lost: ..."
  std::vector<double> decision_ms;
  long turns = 0;
};

// The opponent's actions for the rest of its turn, or its one action now.
std::vector<pentathlon::Action> OpponentPlan(const Game& game, int seat, const Options& options,
                                             Random& random, std::uint64_t seed) {
  if (auto level = ParseLevel(options.opponent)) return PlanTurn(game, seat, *level, seed);
  std::vector<pentathlon::Action> mine;
  for (const pentathlon::Action& action : game.LegalActions())
    if (action.player == seat && (options.opponent == "random" || action.verb == "move"))
      mine.push_back(action);
  if (mine.empty())
    for (const pentathlon::Action& action : game.LegalActions())
      if (action.player == seat && action.verb == "pass") mine.push_back(action);
  if (mine.empty()) return {};
  return {mine[static_cast<std::size_t>(random.Below(static_cast<int>(mine.size())))]};
}

// Applies `action` `action_ms` after the game's clock; false (and a message) when refused.
bool Play(Game& game, pentathlon::Action action, const Options& options) {
  action.at_ms = game.monitor().clock_ms() + options.action_ms;
  if (auto error = game.Apply(action)) {
    std::fprintf(stderr, "refused %s: %s\n", pentathlon::ActionText(action).c_str(),
                 error->c_str());
    return false;
  }
  return true;
}

void PlayGame(int index, const Options& options, Tally& tally) {
  Config config;
  config.seed = options.seed * 100003 + static_cast<std::uint64_t>(index);
  auto created = Game::Create(config);
  if (!created) std::abort();
  Game game = *created;
  const int seat = index % 2;
  Random random(config.seed * 7919 + 1);
  Play(game, game.LegalActions().front(), options);  // the Monitor's toss
  for (int step = 0; step < 20000 && !game.IsTerminal(); ++step) {
    const int holder = game.monitor().flag_card();
    std::vector<pentathlon::Action> plan;
    // A tie the holder proposed: the other player answers first.
    if (game.tie_proposed_by() == holder) {
      if (holder == seat)
        plan = OpponentPlan(game, 1 - seat, options, random, config.seed + 1);
      else
        plan = PlanTurn(game, seat, options.level, config.seed);
      if (!plan.empty() && plan.front().verb == "tie") {
        Play(game, plan.front(), options);
        continue;
      }
    }
    if (holder == seat) {
      const double start = bench::NowMs();
      plan = PlanTurn(game, seat, options.level, config.seed);
      tally.decision_ms.push_back(bench::NowMs() - start);
      ++tally.turns;
    } else {
      plan = OpponentPlan(game, holder, options, random, config.seed + 1);
    }
    if (plan.empty()) {
      std::fprintf(stderr, "game %d: p%d has nothing to do\n", index, holder);
      break;
    }
    for (const pentathlon::Action& action : plan)
      if (game.IsTerminal() || !Play(game, action, options)) break;
  }
  if (!game.IsTerminal()) {
    ++tally.reasons["unfinished"];
    ++tally.ties;
    return;
  }
  const pentathlon::Outcome& outcome = *game.outcome();
  const char* result = outcome.winner == seat ? "won" : outcome.winner < 0 ? "tied" : "lost";
  ++(outcome.winner == seat ? tally.wins : outcome.winner < 0 ? tally.ties : tally.losses);
  // The reason without the player's name, so that the two seats count together.
  std::string reason = outcome.reason;
  if (reason.size() > 3 && reason[0] == 'p' && reason[2] == '\'') reason = "pN" + reason.substr(2);
  if (reason.size() > 3 && reason[0] == 'p' && reason[2] == ' ') reason = "pN" + reason.substr(2);
  ++tally.reasons[std::string(result) + ": " + reason];
  std::fprintf(stderr, "game %d: %s (%s)\n", index, result, outcome.reason.c_str());
}

double Percentile(std::vector<double> values, double fraction) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const auto at = static_cast<std::size_t>(fraction * static_cast<double>(values.size() - 1) + 0.5);
  return values[std::min(at, values.size() - 1)];
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  if (argc > 1) options.games = std::atoi(argv[1]);
  if (argc > 2) options.seed = std::strtoull(argv[2], nullptr, 10);
  if (argc > 3) {
    auto level = ParseLevel(argv[3]);
    if (!level) {
      std::fprintf(stderr, "unknown level %s (beginner, club, strong)\n", argv[3]);
      return 2;
    }
    options.level = *level;
  }
  if (argc > 4) options.opponent = argv[4];
  if (argc > 5) options.action_ms = std::atoll(argv[5]);
  if (options.opponent != "random" && options.opponent != "mover" &&
      !ParseLevel(options.opponent)) {
    std::fprintf(stderr, "unknown opponent %s (random, mover, beginner, club, strong)\n",
                 options.opponent.c_str());
    return 2;
  }
  Tally tally;
  for (int index = 0; index < options.games; ++index) PlayGame(index, options, tally);
  const SearchLimits limits = LimitsOf(options.level);
  std::printf("queens_guards_bench: %d games, seed %llu, %s (depth %d, %lld nodes) against %s\n",
              options.games, static_cast<unsigned long long>(options.seed),
              challenge24::ComputerLevelName(options.level), limits.depth,
              static_cast<long long>(limits.nodes), options.opponent.c_str());
  std::printf("won %d, tied %d, lost %d of %d\n", tally.wins, tally.ties, tally.losses,
              options.games);
  for (const auto& [reason, count] : tally.reasons)
    std::printf("  %3d %s\n", count, reason.c_str());
  std::printf("decisions %zu (%.1f a game): median %.2f ms, p99 %.2f ms, max %.2f ms (CPU)\n",
              tally.decision_ms.size(),
              static_cast<double>(tally.turns) / std::max(1, options.games),
              Percentile(tally.decision_ms, 0.5), Percentile(tally.decision_ms, 0.99),
              Percentile(tally.decision_ms, 1.0));
  return 0;
}
