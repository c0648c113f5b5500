// The AI benchmark: strength and speed of the AI player (core/ai/ai.h). Strength: seeded
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
//            [first match index = 0] [operations per verifying query = 20000000]
//            [opponents: both (beginner and random) | beginner | random | club = both]
//
// Match i (from 0) of an opponent plays rule set i % 3 with seed `seed * 100003 + i`, the
// tournament level in seat i % 2, so `ai_bench 1 <seed> <shakes> <ops> 1 <i> <budget> <opponent>`
// plays match i alone. One line per finished match goes to stderr (its result and CPU seconds,
// thinking and verifying); a verifying query that takes longer than AI_BENCH_SLOW_MS (default
// 1000) milliseconds is printed to stderr with its mat, and so is every Think call longer than
// AI_BENCH_SLOW_CALL_MS milliseconds (none by default; natively: the wasm build under node sees no
// environment). Verification is exact: a query that does not finish within its budget is counted
// as unverified, never as a verdict, and the rates are over verified turns only. Within a match a
// query is solved once, and not at all when its answer follows from an answered one
// (SolutionsWithin: e.g. no Solution with a cube in Permitted means none with it in Required or
// Forbidden). The peak memory includes the verifier's searches (run with verification off for the
// AI's own); in wasm it is the size of the wasm memory.
#include <sys/resource.h>
#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <exception>
#include <iterator>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/ai/ai.h"
#include "core/ai/ai_position.h"
#include "core/match/game.h"
#include "core/queries/solver_equations.h"
#include "core/rules/rules.h"

using namespace equations;

namespace {

// Returns the process's CPU time in milliseconds natively: figures that do not depend on what
// else the machine runs. Under node there is no CPU clock (std::clock counts whole milliseconds of
// wall time): the wall clock in fractions of a millisecond.
double NowMs() {
#ifdef __EMSCRIPTEN__
  return emscripten_get_now();
#else
  return 1000.0 * static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
#endif
}

AiProfile RandomMover() {
  AiProfile p = ProfileOf(AiLevel::Beginner);
  p.notice_percent = 0;
  p.careful_move_percent = 0;
  return p;
}

std::uint64_t g_slice = 20000;            // solver operations per Think call
bool g_verify = true;                     // judge every turn's position with the solver
std::uint64_t g_query_budget = 20000000;  // solver operations per verifying query
double g_slow_ms = 1000;                  // a verifying query this slow is printed
double g_slow_call_ms = 0;                // a Think call this slow is printed (0: none)
const char* g_match_label = "";           // "beginner #12 (acc)": names the match in messages

// A verifying query's cubes as the solver sees them (core/queries/solver_equations.cpp): multisets
// of faces, sorted. A Possible query counts Resources as Permitted, so `resources` is empty there.
struct Supply {
  std::vector<Symbol> required, permitted, resources;
};

std::vector<Symbol> SortedFaces(const std::vector<Cube>& cubes) {
  std::vector<Symbol> faces;
  for (const Cube& c : cubes) faces.push_back(c.face);
  std::sort(faces.begin(), faces.end());
  return faces;
}

std::vector<Symbol> Sum(const std::vector<Symbol>& a, const std::vector<Symbol>& b) {
  std::vector<Symbol> sum;
  std::merge(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(sum));
  return sum;
}

std::vector<Symbol> Difference(const std::vector<Symbol>& a, const std::vector<Symbol>& b) {
  std::vector<Symbol> difference;
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(difference));
  return difference;
}

bool Includes(const std::vector<Symbol>& a, const std::vector<Symbol>& b) {
  return std::includes(a.begin(), a.end(), b.begin(), b.end());
}

Supply SupplyOf(const Mat& mat, SolverQuery query) {
  Supply s{SortedFaces(mat.required), SortedFaces(mat.permitted), SortedFaces(mat.resources)};
  if (query == SolverQuery::Possible) {
    s.permitted = Sum(s.permitted, s.resources);
    s.resources.clear();
  }
  return s;
}

// Returns true when every Solution of query `a` is a Solution of query `b` (same rule set, Goal
// and kind of query): `a` requires every cube `b` requires, and the cubes it may use beyond them
// are ones `b` permits (Possible), at most one of them from `b`'s Resources (Now, only when it is
// one of `a`'s Resources). A Solution uses all of Required, any of Permitted and (Now) at most
// rules.now_max_resources_cubes of Resources, whatever else it is (AGLOA VII-B-3-e, -f), so then
// "not found" for `b` is "not found" for `a`, and "found" for `a` is "found" for `b`.
bool SolutionsWithin(const Supply& a, const Supply& b) {
  if (!Includes(a.required, b.required)) return false;
  const std::vector<Symbol> extra = Sum(Difference(a.required, b.required), a.permitted);
  return Includes(b.permitted, extra) && Includes(b.resources, a.resources);
}

std::string FacesText(const std::vector<Symbol>& faces) {
  std::string text;
  for (Symbol f : faces) {
    if (!text.empty()) text += ' ';
    text += SymbolText(f);
  }
  return text;
}

std::string Faces(const std::vector<Cube>& cubes) {
  return FacesText(SortedFaces(cubes));
}

// Returns the key of what a query's answer depends on besides its cubes: rule set, kind, Goal.
std::string GroupKey(const RuleSet& rules, const Mat& mat, SolverQuery query) {
  return rules.name_text + '/' + rules.division + '/' +
         (query == SolverQuery::Now ? "Now" : "Possible") + '|' + GoalText(mat.goal);
}

const char* StatusName(SolveStatus status) {
  switch (status) {
    case SolveStatus::Found:
      return "found";
    case SolveStatus::NotFound:
      return "not found";
    case SolveStatus::Unfinished:
      break;
  }
  return "unfinished (budget used up)";
}

// A verifying query in progress or answered: its solver probe and the work spent on it.
struct Query {
  SolverQuery query = SolverQuery::Now;
  Mat mat;
  Supply supply;
  bool open = true;  // not answered, and the budget not used up
  SolveStatus status = SolveStatus::Unfinished;
  std::uint64_t ops = 0;        // the operations of the last (largest) attempt
  std::uint64_t total_ops = 0;  // of every attempt
  double ms = 0;                // of every attempt
  bool reported = false;
};

// Every verifying query of one match: the same query is never solved twice, and a query whose
// answer follows from an answered one (SolutionsWithin) is not solved at all.
struct Verifier {
  const RuleSet* rules = nullptr;
  std::map<std::string, Query> queries;                       // by group key and cubes
  std::map<std::string, std::vector<const Query*>> answered;  // by group key
  double ms = 0;       // CPU time spent verifying in this match
  int slow = 0;        // queries slower than g_slow_ms
  int solved = 0;      // queries the solver worked on
  int cache_hits = 0;  // queries asked again
  int inferred = 0;    // queries answered by SolutionsWithin without the solver

  Query& Get(const Mat& mat, SolverQuery query) {
    const std::string group = GroupKey(*rules, mat, query);
    const Supply supply = SupplyOf(mat, query);
    const std::string key = group + '|' + FacesText(supply.required) + '|' +
                            FacesText(supply.permitted) + '|' + FacesText(supply.resources);
    auto found = queries.find(key);
    if (found != queries.end()) {
      ++cache_hits;
      return found->second;
    }
    Query& q = queries[key];
    q.query = query;
    q.mat = mat;
    q.supply = supply;
    Infer(q, group);
    return q;
  }

  // Answers the query from an answered one when its Solutions are within, or include, theirs.
  bool Infer(Query& q, const std::string& group) {
    for (const Query* other : answered[group]) {
      const bool no =
          other->status == SolveStatus::NotFound && SolutionsWithin(q.supply, other->supply);
      const bool yes =
          other->status == SolveStatus::Found && SolutionsWithin(other->supply, q.supply);
      if (!no && !yes) continue;
      q.status = no ? SolveStatus::NotFound : SolveStatus::Found;
      q.open = false;
      ++inferred;
      Answered(q);
      return true;
    }
    return false;
  }

  void Answered(const Query& q) {
    if (q.status != SolveStatus::Unfinished)
      answered[GroupKey(*rules, q.mat, q.query)].push_back(&q);
  }

  // Runs the query until it is answered or has used `cap` operations (at most the budget). An
  // attempt with a larger cap starts the search again rather than keeping every open search's
  // tables (the caps grow tenfold, so that costs at most a ninth more work): one search at a time
  // holds memory.
  void Run(Query& q, std::uint64_t cap) {
    if (!q.open || Infer(q, GroupKey(*rules, q.mat, q.query))) return;
    cap = std::min(cap, g_query_budget);
    if (q.ops >= cap) return;
    if (q.total_ops == 0) ++solved;
    const double start = NowMs();
    AiProbe probe(*rules, q.mat, q.query);
    probe.RunTo(cap);
    q.status = probe.status();
    q.ops = probe.spent();
    q.total_ops += probe.spent();
    q.ms += NowMs() - start;
    if (q.status != SolveStatus::Unfinished || q.ops >= g_query_budget) {
      q.open = false;
      Report(q);
      Answered(q);
    }
  }

  // Prints a slow query once, with its mat, to stderr.
  void Report(Query& q) {
    if (q.reported || q.ms < g_slow_ms) return;
    q.reported = true;
    ++slow;
    const Mat& m = q.mat;
    std::fprintf(
        stderr,
        "  slow query [%s] %s %s: %s after %llu operations (%llu in all attempts), %.2f "
        "s: Goal [%s] Required [%s] Permitted [%s] Resources [%s]\n",
        g_match_label, rules->name_text.c_str(), q.query == SolverQuery::Now ? "Now" : "Possible",
        q.open ? "stopped early" : StatusName(q.status), static_cast<unsigned long long>(q.ops),
        static_cast<unsigned long long>(q.total_ops), q.ms / 1000, GoalText(m.goal).c_str(),
        Faces(m.required).c_str(), Faces(m.permitted).c_str(), Faces(m.resources).c_str());
  }

  // Reports the slow queries left open (their search stopped early: a safe move was found).
  void ReportOpen() {
    for (auto& [key, q] : queries)
      if (q.open) Report(q);
  }
};

// A position left by a move, judged as core/ai/ai_position.h does: Now first (a mistake when
// found), then Possible.
struct Candidate {
  Query* now = nullptr;  // null when no Now challenge would be valid
  Query* possible = nullptr;
  Action move;  // the move that leaves it
};

Safety SafetyOf(const Candidate& c) {
  if (c.now && c.now->status == SolveStatus::Found) return Safety::NowMistake;
  if (c.possible->status == SolveStatus::NotFound) return Safety::ImpossibleMistake;
  const bool now_clear = !c.now || c.now->status == SolveStatus::NotFound;
  if (now_clear && c.possible->status == SolveStatus::Found) return Safety::Safe;
  return Safety::Unknown;
}

// Returns true when the candidate is resolved or its queries have used `cap` operations.
bool RoundDone(const Candidate& c, std::uint64_t cap) {
  if (SafetyOf(c) != Safety::Unknown) return true;
  auto done = [cap](const Query* q) { return !q->open || q->ops >= cap; };
  return (!c.now || done(c.now)) && done(c.possible);
}

void RunCandidate(Verifier& v, Candidate& c, std::uint64_t cap) {
  if (c.now) v.Run(*c.now, cap);
  if (c.now && c.now->status == SolveStatus::Found) return;
  v.Run(*c.possible, cap);
}

Candidate CandidateOf(Verifier& v, const Match& after) {
  Candidate c;
  if (NowValidAfterMove(after)) c.now = &v.Get(after.shake().mat, SolverQuery::Now);
  c.possible = &v.Get(after.shake().mat, SolverQuery::Possible);
  return c;
}

// The safety of the position a turn leaves, within the budget per query (Unknown past it).
Safety Judge(Verifier& v, const Match& after) {
  const double start = NowMs();
  Candidate c = CandidateOf(v, after);
  RunCandidate(v, c, g_query_budget);
  v.ms += NowMs() - start;
  return SafetyOf(c);
}

// Returns Safe when some single move of the player to move is proven safe, NowMistake when every
// one is proven challengeable, Unknown otherwise. The distinct positions the moves leave are
// worked on a round at a time (every open one up to a cap, then the cap grows tenfold), so the
// first safe move found ends the search, and a query answered by another (SolutionsWithin) is not
// solved: the answer is the same, only sooner.
Safety SafeMoveExisted(Verifier& v, const Match& before, Action* safe_move) {
  const double start = NowMs();
  const int p = before.shake().to_move;
  std::vector<Candidate> candidates;
  for (const Action& a : before.LegalActions()) {
    if (a.kind != ActionKind::MoveCube || a.player != p) continue;
    Match m = before.Clone();
    if (m.Apply(a)) continue;
    Candidate c = CandidateOf(v, m);
    c.move = a;
    const bool seen = std::any_of(candidates.begin(), candidates.end(), [&](const Candidate& o) {
      return o.now == c.now && o.possible == c.possible;
    });
    if (!seen) candidates.push_back(c);
  }
  // Fewest Required first: a move to Permitted leaves Solutions that include those of the same
  // cube moved to Required or Forbidden, so its "not found" answers theirs (SolutionsWithin).
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const Candidate& a, const Candidate& b) {
                     return a.possible->supply.required.size() < b.possible->supply.required.size();
                   });
  Safety answer = Safety::NowMistake;
  for (std::uint64_t cap = 2000;; cap *= 10) {
    bool open = false;
    for (Candidate& c : candidates) {
      if (!RoundDone(c, cap)) RunCandidate(v, c, cap);
      if (SafetyOf(c) == Safety::Safe) {
        answer = Safety::Safe;
        *safe_move = c.move;
        break;
      }
      open = open || SafetyOf(c) == Safety::Unknown;
    }
    if (answer == Safety::Safe) break;
    if (!open) break;
    if (cap >= g_query_budget) {
      answer = Safety::Unknown;
      break;
    }
  }
  v.ReportOpen();
  v.ms += NowMs() - start;
  return answer;
}

struct MoveStats {
  int turns = 0;       // turns that ended with the cubes moved
  int unverified = 0;  // of them, turns whose position the solver did not judge within budget
  int challengeable = 0;
  int avoidable = 0;             // challengeable although a safe single move existed
  int avoidable_unverified = 0;  // challengeable, and whether a safe move existed is unknown
};

struct Results {
  int wins = 0, draws = 0, losses = 0, stuck = 0, played = 0;
  std::map<std::string, MoveStats> moves;                  // by level name
  std::map<std::string, std::vector<double>> decision_ms;  // by level name
  double longest_slice_ms = 0;
  std::string longest_slice_where;  // who thought, in which phase, in which match
  std::vector<double> slice_ms;     // every Think call
  int slow_queries = 0, queries = 0, cache_hits = 0, inferred = 0;
};

double Percentile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<std::size_t>(q * (v.size() - 1) + 0.5))];
}

// Plays one match; returns its result in words ("won 12-4") for the progress line.
std::string PlayMatch(const RuleSet& rules, std::uint64_t seed, int shakes, const AiProfile& other,
                      const char* other_name, int tournament_seat, Results& results,
                      double& think_ms, Verifier& verifier) {
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
      try {
        do {
          const double start = NowMs();
          action = players[seat].Think(match, g_slice);
          const double slice_ms = NowMs() - start;
          ms += slice_ms;
          results.slice_ms.push_back(slice_ms);
          if (g_slow_call_ms > 0 && slice_ms > g_slow_call_ms)
            std::fprintf(stderr,
                         "  slow Think call [%s] %.2f ms for %llu operations: %s in phase %s at "
                         "action %zu\n",
                         g_match_label, slice_ms,
                         static_cast<unsigned long long>(players[seat].last_used()),
                         names[seat].c_str(), PhaseName(match.phase()), match.history().size());
          if (slice_ms > results.longest_slice_ms) {
            results.longest_slice_ms = slice_ms;
            results.longest_slice_where = names[seat] + " in phase " + PhaseName(match.phase()) +
                                          " at action " + std::to_string(match.history().size()) +
                                          " of " + g_match_label;
          }
        } while (!action && players[seat].Thinking(match));
      } catch (const std::exception& e) {
        const Mat& m = match.shake().mat;
        std::fprintf(stderr,
                     "  exception [%s] while %s thought at action %zu (phase %s): %s; Goal [%s] "
                     "Required [%s] Permitted [%s] Resources [%s]\n",
                     g_match_label, names[seat].c_str(), match.history().size(),
                     PhaseName(match.phase()), e.what(), GoalText(m.goal).c_str(),
                     Faces(m.required).c_str(), Faces(m.permitted).c_str(),
                     Faces(m.resources).c_str());
        throw;
      }
      think_ms += ms;
      if (!action) continue;
      if (!players[seat].from_plan()) results.decision_ms[names[seat]].push_back(ms);
      if (auto error = match.Apply(*action)) {
        std::printf("refused action (seed %llu): %s: %s\n", static_cast<unsigned long long>(seed),
                    ActionText(*action).c_str(), error->message.c_str());
        ++results.stuck;
        return "stuck (refused action)";
      }
      // A turn ends when the Mover changes or writing starts; judge the position it left.
      if (g_verify && action->kind == ActionKind::MoveCube && match.shake().bonus_step == 0 &&
          match.phase() != Phase::SettingGoal) {
        MoveStats& stats = results.moves[names[seat]];
        ++stats.turns;
        const Safety safety = Judge(verifier, match);
        if (safety == Safety::Unknown) ++stats.unverified;
        if (safety == Safety::NowMistake || safety == Safety::ImpossibleMistake) {
          ++stats.challengeable;
          if (before.shake().bonus_step == 0) {
            Action safe_move;
            const Safety existed = SafeMoveExisted(verifier, before, &safe_move);
            if (existed == Safety::Safe) ++stats.avoidable;
            if (existed == Safety::Unknown) ++stats.avoidable_unverified;
            // The strongest level should never do this: show where it did.
            if (existed != Safety::NowMistake && seat == tournament_seat) {
              const Mat& m = before.shake().mat;
              const std::string other = existed == Safety::Safe
                                            ? "a safe move was " + ActionText(safe_move)
                                            : "whether a safe move existed is unverified";
              std::fprintf(stderr,
                           "  tournament move [%s, shake %zu, action %zu] %s left a position "
                           "open to a correct %s challenge; %s: Goal [%s] Required [%s] "
                           "Permitted [%s] Resources [%s]; it thought: %s\n",
                           g_match_label, match.shakes().size() + 1, match.history().size(),
                           ActionText(*action).c_str(), SafetyName(safety), other.c_str(),
                           GoalText(m.goal).c_str(), Faces(m.required).c_str(),
                           Faces(m.permitted).c_str(), Faces(m.resources).c_str(),
                           players[seat].note().text.c_str());
            }
          }
        }
      }
      acted = true;
      break;
    }
    if (!acted) {
      std::printf("no seat acted (seed %llu, phase %s)\n", static_cast<unsigned long long>(seed),
                  PhaseName(match.phase()));
      ++results.stuck;
      return "stuck (no seat acted)";
    }
  }
  const std::vector<int> totals = match.Totals();
  const int t = totals[tournament_seat], o = totals[1 - tournament_seat];
  if (t > o) ++results.wins;
  if (t == o) ++results.draws;
  if (t < o) ++results.losses;
  return std::string(t > o    ? "won"
                     : t == o ? "drew"
                              : "lost") +
         ' ' + std::to_string(t) + '-' + std::to_string(o);
}

// Returns the process's peak memory in KB: natively the peak resident set; in wasm the size of
// the wasm memory (it grows and never shrinks, so it is the peak of the heap).
long PeakMemoryKb() {
#ifdef __EMSCRIPTEN__
  return static_cast<long>(__builtin_wasm_memory_size(0) * 65536 / 1024);
#else
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
#endif
}

}  // namespace

int main(int argc, char** argv) {
  const int matches = argc > 1 ? std::atoi(argv[1]) : 200;
  const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
  const int shakes = argc > 3 ? std::atoi(argv[3]) : 3;
  if (argc > 4) g_slice = std::strtoull(argv[4], nullptr, 10);
  if (argc > 5) g_verify = std::atoi(argv[5]) != 0;
  const int first = argc > 6 ? std::atoi(argv[6]) : 0;
  if (argc > 7) g_query_budget = std::strtoull(argv[7], nullptr, 10);
  const std::string opponents = argc > 8 ? argv[8] : "both";
  if (const char* slow = std::getenv("AI_BENCH_SLOW_MS")) g_slow_ms = std::atof(slow);
  if (const char* slow = std::getenv("AI_BENCH_SLOW_CALL_MS")) g_slow_call_ms = std::atof(slow);
  if (opponents != "both" && opponents != "beginner" && opponents != "random" &&
      opponents != "club") {
    std::fprintf(stderr, "opponents must be both, beginner, random or club, not %s\n",
                 opponents.c_str());
    return 2;
  }
  const RuleSet rule_sets[] = {FindRuleSet("agloa", "middle").value(),
                               FindRuleSet("acc", "7-8").value(),
                               FindRuleSet("mlag", "senior").value()};
  std::printf(
      "AI benchmark: %d two-player matches per opponent (from match %d), %d shakes each, seed "
      "%llu, %llu operations per Think call",
      matches, first, shakes, static_cast<unsigned long long>(seed),
      static_cast<unsigned long long>(g_slice));
  if (g_verify)
    std::printf(", verified with at most %llu operations per solver query",
                static_cast<unsigned long long>(g_query_budget));
  std::printf("\n");
  std::fflush(stdout);
  Results all;
  // "both" is beginner and random; club is played only when asked for.
  for (int opponent = 0; opponent < 3; ++opponent) {
    const char* name = opponent == 0 ? "beginner" : opponent == 1 ? "random" : "club";
    if (opponents == "both" ? opponent == 2 : opponents != name) continue;
    const AiProfile profile = opponent == 0   ? ProfileOf(AiLevel::Beginner)
                              : opponent == 1 ? RandomMover()
                                              : ProfileOf(AiLevel::Club);
    Results r;
    double verify_ms = 0;
    const double start = NowMs();
    for (int i = first; i < first + matches; ++i) {
      const RuleSet& rules = rule_sets[i % 3];
      const std::string label =
          std::string(name) + " #" + std::to_string(i) + " (" + rules.name_text + ")";
      g_match_label = label.c_str();
      Verifier verifier;
      verifier.rules = &rules;
      double think_ms = 0;
      const double match_start = NowMs();
      std::string result;
      // The core reports errors as values; an exception escaping it is a bug, shown here and
      // counted as a stuck match instead of ending the benchmark.
      try {
        result = PlayMatch(rules, seed * 100003 + i, shakes, profile, name, i % 2, r, think_ms,
                           verifier);
      } catch (const std::exception& e) {
        ++r.stuck;
        result = std::string("stuck (exception: ") + e.what() + ")";
      }
      ++r.played;
      verify_ms += verifier.ms;
      r.slow_queries += verifier.slow;
      r.queries += verifier.solved;
      r.cache_hits += verifier.cache_hits;
      r.inferred += verifier.inferred;
      std::fprintf(stderr,
                   "match %s: tournament %s, %.2f s (thinking %.2f s, verifying %.2f s: %d "
                   "queries solved, %d asked again, %d inferred, %d slow)\n",
                   label.c_str(), result.c_str(), (NowMs() - match_start) / 1000, think_ms / 1000,
                   verifier.ms / 1000, verifier.solved, verifier.cache_hits, verifier.inferred,
                   verifier.slow);
    }
    const double n = r.played > 0 ? r.played : 1;
    std::printf(
        "tournament vs %-8s  won %5.1f%%  drawn %5.1f%%  lost %5.1f%%  (%d matches, %d "
        "stuck, %.1f s, of which verifying %.1f s)\n",
        name, 100.0 * r.wins / n, 100.0 * r.draws / n, 100.0 * r.losses / n, r.played, r.stuck,
        (NowMs() - start) / 1000, verify_ms / 1000);
    for (const auto& [level, stats] : r.moves) {
      const int verified = stats.turns - stats.unverified;
      std::printf(
          "  %-10s turns %5d (unverified %d)  challengeable %4d  avoidable (a safe move existed) "
          "%4d = %.1f%% of %d verified turns (avoidable unknown %d)\n",
          level.c_str(), stats.turns, stats.unverified, stats.challengeable, stats.avoidable,
          verified ? 100.0 * stats.avoidable / verified : 0.0, verified,
          stats.avoidable_unverified);
    }
    if (g_verify)
      std::printf(
          "  verifying queries: solved %d, asked again %d, inferred from another %d, slower than "
          "%.0f ms %d\n",
          r.queries, r.cache_hits, r.inferred, g_slow_ms, r.slow_queries);
    std::fflush(stdout);
    if (r.longest_slice_ms > all.longest_slice_ms) {
      all.longest_slice_ms = r.longest_slice_ms;
      all.longest_slice_where = r.longest_slice_where;
    }
    for (const auto& [level, ms] : r.decision_ms)
      all.decision_ms[level].insert(all.decision_ms[level].end(), ms.begin(), ms.end());
    all.slice_ms.insert(all.slice_ms.end(), r.slice_ms.begin(), r.slice_ms.end());
  }
  for (const auto& [level, ms] : all.decision_ms)
    std::printf("%-10s decisions %6zu  median %7.2f ms  p99 %8.2f ms  max %8.2f ms\n",
                level.c_str(), ms.size(), Percentile(ms, 0.5), Percentile(ms, 0.99),
                Percentile(ms, 1.0));
  std::printf("longest single Think call (one frame's slice): %.2f ms (%s)\n", all.longest_slice_ms,
              all.longest_slice_where.c_str());
  const auto over_1ms =
      std::count_if(all.slice_ms.begin(), all.slice_ms.end(), [](double ms) { return ms > 1; });
  std::printf("Think calls %zu  median %.3f ms  p99 %.3f ms  over 1 ms %lld\n", all.slice_ms.size(),
              Percentile(all.slice_ms, 0.5), Percentile(all.slice_ms, 0.99),
              static_cast<long long>(over_1ms));
#ifdef __EMSCRIPTEN__
  std::printf("wasm memory size %ld KB (the heap grows and never shrinks: its peak)\n",
              PeakMemoryKb());
#else
  std::printf("peak memory %ld KB\n", PeakMemoryKb());
#endif
  return 0;
}
