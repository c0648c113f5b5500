// The AI benchmark of issue 6: strength and speed of the AI player (core/ai.h). Strength: seeded
// two-player matches of the tournament level against the beginner level and against a random
// legal mover (moves uniformly at random among its legal moves, never challenges; Goals and
// Equations as the beginner), rule sets in turn (agloa, acc, mlag); win, draw and loss rates of
// the tournament level, and for every level how often it made a challengeable move (one that
// leaves a correct Now or Impossible challenge) when a safe one existed, verified by the solver.
// Speed: time per AI decision (a decision that thought, not the rest of a planned Goal or bonus
// turn, thought a slice at a time as in the browser), median, p99 and max, and the longest single
// slice. Prints figures; not a test.
//
//   ai_bench [matches per opponent = 200] [seed = 1] [shakes per match = 3]
//            [operations per Think call = 20000] [verify moves with the solver = 1]
#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <map>
#include <string>
#include <vector>

#include "core/ai.h"
#include "core/ai_position.h"
#include "core/game.h"
#include "core/rules.h"
#include "core/solver_equations.h"

using namespace equations;

namespace {

// Returns the process's CPU time in milliseconds (natively; under node the clock is the wall
// clock): figures that do not depend on what else the machine runs.
double NowMs() {
  return 1000.0 * static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

AiProfile RandomMover() {
  AiProfile p = ProfileOf(AiLevel::Beginner);
  p.notice_percent = 0;
  p.careful_move_percent = 0;
  return p;
}

// The safety of the position a turn leaves, judged with a large budget per query.
Safety Judge(const Match& after) {
  AiPosition position(after.rules(), after.shake().mat, NowValidAfterMove(after));
  position.RunTo(20000000);
  return position.safety();
}

// Returns true when some single move of the player to move is proven safe.
bool SafeMoveExisted(const Match& before) {
  const int p = before.shake().to_move;
  for (const Action& a : before.LegalActions()) {
    if (a.kind != ActionKind::MoveCube || a.player != p) continue;
    Match m = before.Clone();
    if (m.Apply(a)) continue;
    if (Judge(m) == Safety::Safe) return true;
  }
  return false;
}

struct MoveStats {
  int turns = 0;  // turns that ended with the cubes moved
  int challengeable = 0;
  int avoidable = 0;  // challengeable although a safe single move existed
};

struct Results {
  int wins = 0, draws = 0, losses = 0, stuck = 0;
  std::map<std::string, MoveStats> moves;                  // by level name
  std::map<std::string, std::vector<double>> decision_ms;  // by level name
  double longest_slice_ms = 0;
};

std::uint64_t g_slice = 20000;  // solver operations per Think call
bool g_verify = true;           // judge every turn's position with the solver

double Percentile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<std::size_t>(q * (v.size() - 1) + 0.5))];
}

void PlayMatch(const RuleSet& rules, std::uint64_t seed, int shakes, const AiProfile& other,
               const char* other_name, int tournament_seat, Results& results) {
  MatchConfig config;
  config.players = 2;
  config.seed = seed;
  config.max_shakes = shakes;
  Match match = Match::Create(rules, config).value();
  std::vector<AiPlayer> players;
  std::vector<std::string> names;
  for (int seat = 0; seat < 2; ++seat) {
    const bool t = seat == tournament_seat;
    players.emplace_back(seat, t ? ProfileOf(AiLevel::Tournament) : other, seed * 7 + seat);
    names.push_back(t ? "tournament" : other_name);
  }
  for (int step = 0; step < 3000 && !match.IsTerminal(); ++step) {
    bool acted = false;
    for (int seat : SeatsToAsk(match)) {
      const Match before = match;
      // Think a slice at a time, as a browser does once per frame.
      double ms = 0;
      std::optional<Action> action;
      do {
        const double start = NowMs();
        action = players[seat].Think(match, g_slice);
        const double slice_ms = NowMs() - start;
        ms += slice_ms;
        results.longest_slice_ms = std::max(results.longest_slice_ms, slice_ms);
      } while (!action && players[seat].Thinking(match));
      if (!action) continue;
      if (!players[seat].from_plan()) results.decision_ms[names[seat]].push_back(ms);
      if (auto error = match.Apply(*action)) {
        std::printf("refused action (seed %llu): %s: %s\n", static_cast<unsigned long long>(seed),
                    ActionText(*action).c_str(), error->message.c_str());
        ++results.stuck;
        return;
      }
      // A turn ends when the Mover changes or writing starts; judge the position it left.
      if (g_verify && action->kind == ActionKind::MoveCube && match.shake().bonus_step == 0 &&
          match.phase() != Phase::SettingGoal) {
        MoveStats& stats = results.moves[names[seat]];
        ++stats.turns;
        const Safety safety = Judge(match);
        if (safety == Safety::NowMistake || safety == Safety::ImpossibleMistake) {
          ++stats.challengeable;
          if (before.shake().bonus_step == 0 && SafeMoveExisted(before)) ++stats.avoidable;
        }
      }
      acted = true;
      break;
    }
    if (!acted) {
      std::printf("no seat acted (seed %llu, phase %s)\n", static_cast<unsigned long long>(seed),
                  PhaseName(match.phase()));
      ++results.stuck;
      return;
    }
  }
  const std::vector<int> totals = match.Totals();
  const int t = totals[tournament_seat], o = totals[1 - tournament_seat];
  if (t > o) ++results.wins;
  if (t == o) ++results.draws;
  if (t < o) ++results.losses;
}

}  // namespace

int main(int argc, char** argv) {
  const int matches = argc > 1 ? std::atoi(argv[1]) : 200;
  const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
  const int shakes = argc > 3 ? std::atoi(argv[3]) : 3;
  if (argc > 4) g_slice = std::strtoull(argv[4], nullptr, 10);
  if (argc > 5) g_verify = std::atoi(argv[5]) != 0;
  const RuleSet rule_sets[] = {FindRuleSet("agloa", "middle").value(),
                               FindRuleSet("acc", "7-8").value(),
                               FindRuleSet("mlag", "senior").value()};
  std::printf(
      "AI benchmark: %d two-player matches per opponent, %d shakes each, seed %llu, "
      "%llu operations per Think call\n",
      matches, shakes, static_cast<unsigned long long>(seed),
      static_cast<unsigned long long>(g_slice));
  Results all;
  for (int opponent = 0; opponent < 2; ++opponent) {
    const char* name = opponent == 0 ? "beginner" : "random";
    const AiProfile profile = opponent == 0 ? ProfileOf(AiLevel::Beginner) : RandomMover();
    Results r;
    const double start = NowMs();
    for (int i = 0; i < matches; ++i)
      PlayMatch(rule_sets[i % 3], seed * 100003 + i, shakes, profile, name, i % 2, r);
    std::printf(
        "tournament vs %-8s  won %5.1f%%  drawn %5.1f%%  lost %5.1f%%  (%d matches, %d "
        "stuck, %.1f s)\n",
        name, 100.0 * r.wins / matches, 100.0 * r.draws / matches, 100.0 * r.losses / matches,
        matches, r.stuck, (NowMs() - start) / 1000);
    for (const auto& [level, stats] : r.moves)
      std::printf(
          "  %-10s turns %5d  challengeable %4d  avoidable (a safe move existed) %4d "
          "(%.1f%% of turns)\n",
          level.c_str(), stats.turns, stats.challengeable, stats.avoidable,
          stats.turns ? 100.0 * stats.avoidable / stats.turns : 0.0);
    all.longest_slice_ms = std::max(all.longest_slice_ms, r.longest_slice_ms);
    for (const auto& [level, ms] : r.decision_ms)
      all.decision_ms[level].insert(all.decision_ms[level].end(), ms.begin(), ms.end());
  }
  for (const auto& [level, ms] : all.decision_ms)
    std::printf("%-10s decisions %6zu  median %7.2f ms  p99 %8.2f ms  max %8.2f ms\n",
                level.c_str(), ms.size(), Percentile(ms, 0.5), Percentile(ms, 0.99),
                Percentile(ms, 1.0));
  std::printf("longest single Think call (one frame's slice): %.2f ms\n", all.longest_slice_ms);
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  std::printf("peak memory %ld KB\n", usage.ru_maxrss);
  return 0;
}
