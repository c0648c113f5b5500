// Random playouts: many seeded matches of random legal actions for every rule set, checking after
// each action that all cubes are accounted for, turns pass to the left, scores follow the tables,
// every legal action is accepted, every state survives a save/restore round trip, and the match
// replays from seed + actions to the same state. Half of the matches carry timestamps, some late
// enough for the time-limit penalties and the clock's TimeExpired action (AGLOA XI-A). Now and
// then the table's events happen too (Match::TableEvents): simultaneous challenges (AGLOA VI-B,
// ACC), players absent and arriving (AGLOA X-D) and the judges' penalty (AGLOA IX-C, IX-D).
//
// The default run plays a few hundred matches; set EQUATIONS_PLAYOUTS=<matches per rule set and
// table size> for more (the default is 100). Saving and restoring every state of a long match
// costs time, so by default every state of the first match of each configuration is saved and
// restored, and in the others every 16th state and every state that ends a shake;
// EQUATIONS_PLAYOUT_SAVE_EVERY=1 saves and restores every state of every match.
//
// Adventurous matches (AGLOA II-B, XIII) are played in every division too: random legal picks,
// now and then an illegal pick (any variation the rules name, with a blank some division allows)
// and a player pointing it out (II-B-2), turned Goal cubes, and the same invariants, saves and
// replays; the counts per division are printed.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <iterator>
#include <set>
#include <string>

#include "core/match/game.h"

using namespace equations;

namespace {

Judgment CoinJudge(const RuleSet&, const Mat&, Challenge, std::string_view equation) {
  return Judgment{equation == "right", {}};
}

// Installs a judge for the duration of a test case.
struct JudgeGuard {
  explicit JudgeGuard(EquationJudge judge) { SetEquationJudgeForTesting(judge); }
  ~JudgeGuard() { SetEquationJudgeForTesting(nullptr); }
};

// How often the rarer situations came up, so that a run shows it covered them.
struct Coverage {
  int simultaneous = 0;      // shakes settled after a simultaneous challenge
  int with_absent = 0;       // counted shakes with an absent player
  int judges_penalties = 0;  // JudgePenalty events applied
  int deadlines = 0;         // states whose task's next deadline was tried with TimeExpired
};
Coverage g_coverage;

// What the Adventurous playouts of one division did.
struct AdventurousCounts {
  int matches = 0;
  int shakes = 0;
  int picks = 0;          // legal picks that took effect
  int illegal_picks = 0;  // illegal picks made
  int pointed_out = 0;    // of them, pointed out (II-B-2)
  int ignored = 0;        // of them, ignored for the shake
  int turned = 0;         // Goal cubes turned sideways or upside-down
};
AdventurousCounts g_adventurous[4];

int SaveEvery() {
  const char* text = std::getenv("EQUATIONS_PLAYOUT_SAVE_EVERY");
  if (text && std::atoi(text) > 0) return std::atoi(text);
  return 16;
}

int MatchesPerConfiguration() {
  const char* text = std::getenv("EQUATIONS_PLAYOUTS");
  if (text && std::atoi(text) > 0) return std::atoi(text);
  return 100;
}

// How often a random player picks each kind of action (so that shakes end in all the ways).
double Weight(ActionKind kind, const Match& match) {
  const size_t goal = match.shake().mat.goal.size();
  switch (kind) {
    case ActionKind::PlaceGoalCube:
      return goal < 3 ? 6 : 1;
    case ActionKind::ArrangeGoal:
    case ActionKind::SetGoalGap:
      return 0.3;
    case ActionKind::ReturnGoalCube:
      return goal >= 3 ? 2 : 0.3;
    case ActionKind::DeclareGoal:
      return 4;
    case ActionKind::DeclareNoGoal:
      return 0.3;
    case ActionKind::Bonus:
      return 0.5;
    case ActionKind::MoveCube:
      return 10;
    case ActionKind::Challenge:
      return match.phase() == Phase::NoGoalDeclared ? 2 : 0.6;
    case ActionKind::PickUpBlock:
      return 0.1;
    case ActionKind::CallTime:
      return 0.03;
    case ActionKind::CallStop:
      return 0.5;
    case ActionKind::EndSelection:
      return 1;
    case ActionKind::PointOutPick:
      return 1.5;
    case ActionKind::TurnGoalCube:
      return 0.6;
    default:
      return 3;
  }
}

// Returns one of the legal actions: a kind chosen by weight, then one action of that kind.
Action Choose(const Match& match, const std::vector<Action>& actions, Random& random) {
  std::vector<ActionKind> kinds;
  double total = 0;
  for (const Action& a : actions)
    if (std::find(kinds.begin(), kinds.end(), a.kind) == kinds.end()) {
      kinds.push_back(a.kind);
      total += Weight(a.kind, match);
    }
  double pick = static_cast<double>(random.Below(1 << 20)) / (1 << 20) * total;
  ActionKind kind = kinds.back();
  for (ActionKind k : kinds) {
    pick -= Weight(k, match);
    if (pick < 0) {
      kind = k;
      break;
    }
  }
  std::vector<const Action*> of_kind;
  for (const Action& a : actions)
    if (a.kind == kind) of_kind.push_back(&a);
  return *of_kind[random.Below(static_cast<int>(of_kind.size()))];
}

void CheckCubes(const Match& match) {
  const Phase phase = match.phase();
  if (phase == Phase::RollOff || phase == Phase::Rolling || phase == Phase::MatchOver) return;
  const Mat& mat = match.shake().mat;
  int per_color[4] = {};
  for (const GoalCube& g : mat.goal) ++per_color[static_cast<int>(g.cube.color)];
  for (Section s : {Section::Required, Section::Permitted, Section::Forbidden, Section::Resources})
    for (const Cube& c : mat.CubesIn(s)) ++per_color[static_cast<int>(c.color)];
  for (int c = 0; c < 4; ++c) REQUIRE(per_color[c] == match.rules().cubes_per_color);
}

void CheckShakeScores(const Match& match, const ShakeRecord& record) {
  CAPTURE(record.result);
  const RuleSet& rules = match.rules();
  const ShakeScoring& s = rules.scoring;
  std::set<int> allowed;
  if (record.end == ShakeEnd::Void || record.end == ShakeEnd::NoGoalAgreed) {
    allowed = {0};
  } else if (record.end == ShakeEnd::Challenge) {
    allowed = {s.challenger_correct, s.mover_correct,      s.incorrect,
               s.third_party_full,   s.third_party_shared, s.simultaneous_challenger_correct};
  } else {
    allowed = {s.last_cube_correct, s.last_cube_incorrect, s.cleanup_correct, s.cleanup_incorrect};
  }
  for (size_t p = 0; p < record.points.size(); ++p) {
    CAPTURE(p);
    if (!record.absent.empty() && record.absent[p]) {
      // AGLOA X-D: -2 for a counted shake; nothing for a void one.
      CHECK(record.points[p] == (record.counted ? s.absent : 0));
      const bool presented = record.writing.size() > p && record.writing[p].writing.presented;
      CHECK_FALSE(presented);
      continue;
    }
    CHECK(allowed.count(record.points[p]) == 1);
  }
  for (int p : record.penalties) CHECK(p >= 0);
  if (record.end == ShakeEnd::Challenge) {
    CHECK(record.challenger >= 0);
    CHECK(record.mover >= 0);
    CHECK(record.challenger != record.mover);  // AGLOA VI-B (a): never oneself
    CHECK(std::find(record.challengers.begin(), record.challengers.end(), record.mover) ==
          record.challengers.end());
    CHECK(std::find(record.challengers.begin(), record.challengers.end(), record.challenger) !=
          record.challengers.end());
  }
  // AGLOA X-B, MLAG: after a challenge exactly one of the Challenger and the Mover is correct
  // unless a Third Party wrote the correct Equation; some player always scores more than 2.
  if (record.end == ShakeEnd::Challenge && rules.siding != SidingRule::EveryoneDeclares) {
    int above = 0;
    for (int p : record.points) above += p > s.incorrect;
    CHECK(above >= 1);
  }
}

// Returns the next player to the left of `player` for whom `at_table` is true.
template <typename AtTable>
int NextAtTable(int player, int players, AtTable at_table) {
  for (int k = 1; k <= players; ++k)
    if (at_table((player + k) % players)) return (player + k) % players;
  return player;
}

// Returns an Equation to present: "right" or "wrong" for the stand-in judge, and real Equations
// (some malformed, one too large to check) for the checker.
std::string EquationText(Random& random) {
  static const char* const kTexts[] = {
      "right", "wrong", "right", "wrong",       "2+3 = 5",   "5 = 2+3",  "(1+2)x3 = 9",
      "=",     "",      "((",    "9^9^9^9 = 1", "1 = 1 = 1", "√4+5 = 7", "2x 3+5 = 16"};
  return kTexts[random.Below(static_cast<int>(std::size(kTexts)))];
}

// Returns a pick any player could circle: any variation the rules name that a match offers, with
// a blank some division allows.
Variation AnyPick(Random& random) {
  for (;;) {
    const auto kind =
        static_cast<VariationKind>(random.Below(static_cast<int>(kVariations.size())));
    if (!FactsOf(kind).supported) continue;
    const auto division = static_cast<AgloaDivision>(random.Below(4));
    const std::vector<int> blanks = AllowedBlanks(division, kind);
    if (FactsOf(kind).blank != VariationBlank::None && blanks.empty()) continue;
    return Variation{kind,
                     blanks.empty() ? 0 : blanks[random.Below(static_cast<int>(blanks.size()))]};
  }
}

// The selection's invariants (AGLOA II-B): the variations in force are the legal picks, no two
// alike, none a match does not offer; a pending pick is illegal; nobody picks more than II-B-3
// allows.
void CheckSelection(const Match& match) {
  if (!match.rules().adventurous.enabled) {
    CHECK(match.shake().variations.empty());
    return;
  }
  const Selection& sel = match.shake().selection;
  std::vector<Variation> chosen;
  for (const Pick& pick : sel.chosen) chosen.push_back(pick.variation);
  CHECK(chosen == match.shake().variations);
  const std::vector<Variation> in_effect = match.VariationsInEffect();
  for (size_t i = 0; i < in_effect.size(); ++i) {
    CHECK(FactsOf(in_effect[i].kind).supported);
    for (size_t j = 0; j < i; ++j) CHECK(in_effect[i].kind != in_effect[j].kind);
  }
  if (sel.pending) CHECK_FALSE(sel.pending->judgement.legal());
  for (size_t p = 0; p < sel.picks_made.size(); ++p)
    CHECK(sel.picks_made[p] <= match.PicksAllowed(static_cast<int>(p)).most);
  if (match.phase() == Phase::SelectingVariations) {
    REQUIRE(sel.picker >= 0);
    CHECK(match.IsPlaying(sel.picker));
  }
}

void PlayOne(const RuleSet& rules, int players, std::uint64_t seed, int save_every) {
  CAPTURE(rules.name_text);
  CAPTURE(rules.division);
  CAPTURE(players);
  CAPTURE(seed);
  MatchConfig config;
  config.players = players;
  config.seed = seed;
  config.max_shakes = 1 + static_cast<int>(seed % 4);
  Match match = Match::Create(rules, config).value();
  Random random(seed * 7919 + 17);
  const bool adventurous = rules.adventurous.enabled;
  AdventurousCounts* counts =
      adventurous
          ? &g_adventurous[static_cast<int>(ParseName(kAgloaDivisions, rules.division).value())]
          : nullptr;
  if (counts) ++counts->matches;
  const bool timed = seed % 2 == 1;
  std::int64_t clock = 0;
  int steps = 0;
  while (!match.IsTerminal()) {
    REQUIRE(++steps < 20000);
    const std::vector<Action> actions = match.LegalActions();
    REQUIRE(!actions.empty());
    // Every legal action is accepted (checked on copies for a few of them).
    for (int k = 0; k < 2; ++k) {
      Match copy = match;
      Action other = actions[random.Below(static_cast<int>(actions.size()))];
      if (other.kind == ActionKind::PresentEquation) other.equation = "wrong";
      auto error = copy.Apply(other);
      INFO(ActionText(other));
      REQUIRE_MESSAGE(!error, (error ? error->message : std::string()));
    }
    // A challenge starts exactly when the match calls it valid (the UI shows only those).
    for (const Action& a : actions) {
      if (a.kind != ActionKind::Challenge) continue;
      Match copy = match;
      const bool starts = !copy.Apply(a) && copy.phase() != match.phase();
      INFO(ActionText(a));
      CHECK(starts == !match.ChallengeInvalidity(a.player, a.challenge).has_value());
    }
    // The clock's TimeExpired changes nothing up to the task's next deadline, and after it gives
    // the overtime penalty or ends the task (the UI applies it then).
    if (const TaskClock task = match.TaskClockAt(clock);
        task.running && task.next_deadline_ms > clock) {
      ++g_coverage.deadlines;
      Action expire = SimpleAction(ActionKind::TimeExpired);
      expire.at_ms = task.next_deadline_ms;
      Match early = match;
      if (!early.Apply(expire))
        CHECK((early.shake() == match.shake() && early.phase() == match.phase()));
      expire.at_ms = task.next_deadline_ms + 1;
      Match late = match;
      auto refused = late.Apply(expire);
      CHECK_MESSAGE(!refused, (refused ? refused->message : std::string()));
      CHECK_FALSE((late.shake() == match.shake() && late.phase() == match.phase()));
    }
    Action action = Choose(match, actions, random);
    // Now and then an event of the table instead (more often between shakes).
    const std::vector<Action> events = match.TableEvents();
    if (!events.empty()) {  // every listed event of the table is accepted too
      Match copy = match;
      const Action& event = events[random.Below(static_cast<int>(events.size()))];
      auto error = copy.Apply(event);
      INFO(ActionText(event));
      REQUIRE_MESSAGE(!error, (error ? error->message : std::string()));
    }
    if (!events.empty() && random.Below(match.IsChanceNode() ? 12 : 40) == 0)
      action = events[random.Below(static_cast<int>(events.size()))];
    if (action.kind == ActionKind::PresentEquation) action.equation = EquationText(random);
    // Now and then the picker circles a variation that may well be illegal (AGLOA II-B-2).
    if (adventurous && match.phase() == Phase::SelectingVariations && random.Below(5) == 0)
      action = SelectAction(match.shake().selection.picker, AnyPick(random));
    const Phase phase_before = match.phase();
    const int bonus_before = match.shake().bonus_step;
    const size_t shakes_before = match.shakes().size();
    const int setter_before = match.shake().goal_setter;
    if (timed) {
      clock += random.Below(10) == 0 ? 150000 + random.Below(100000) : random.Below(60000);
      action.at_ms = clock;
    }
    INFO(ActionText(action));
    auto error = match.Apply(action);
    if (error && timed && error->message.find("after the first minute") != std::string::npos)
      continue;  // too late for Impossible against the last cube (AGLOA VIII-B): refused in mlag
    if (error && timed && error->message.find("time is up") != std::string::npos) {
      action = SimpleAction(ActionKind::TimeExpired);  // the clock ends the task instead
      action.at_ms = clock;
      error = match.Apply(action);
    }
    REQUIRE_MESSAGE(!error, (error ? error->message : std::string()));
    CheckCubes(match);
    CheckSelection(match);
    if (counts && action.kind == ActionKind::SelectVariation && match.shake().selection.pending &&
        match.shake().selection.pending->variation == action.variation)
      ++counts->illegal_picks;
    if (counts && action.kind == ActionKind::PointOutPick) ++counts->pointed_out;
    if (counts && action.kind == ActionKind::TurnGoalCube &&
        (action.sideways || action.upside_down))
      ++counts->turned;
    // AGLOA V-A: a completed turn passes play to the left.
    if (phase_before == Phase::Moving && action.kind == ActionKind::MoveCube && bonus_before != 1 &&
        match.phase() == Phase::Moving) {
      CHECK(match.shake().mover == action.player);
      CHECK(match.shake().to_move ==
            NextAtTable(action.player, players, [&](int p) { return match.IsPlaying(p); }));
      CHECK(match.IsPlaying(match.shake().to_move));
    }
    if (action.kind == ActionKind::JudgePenalty) ++g_coverage.judges_penalties;
    if (match.shakes().size() > shakes_before) {
      const ShakeRecord& record = match.shakes().back();
      if (counts) {
        ++counts->shakes;
        counts->picks += static_cast<int>(record.picks.size());
        counts->ignored += static_cast<int>(record.ignored.size());
        for (const Pick& pick : record.picks)
          CHECK(std::find(record.variations.begin(), record.variations.end(), pick.variation) !=
                record.variations.end());
      }
      if (record.challengers.size() > 1) ++g_coverage.simultaneous;
      if (record.counted && std::count(record.absent.begin(), record.absent.end(), true) > 0)
        ++g_coverage.with_absent;
      CheckShakeScores(match, record);
      // AGLOA I-D: the next Goal-setter sits to the left, except after an agreed AGLOA "no Goal".
      const bool repeats =
          record.end == ShakeEnd::NoGoalAgreed && rules.no_goal_repeats_goal_setter;
      const bool setter_repeats = record.result == "void: no Goal set in time";
      CHECK(match.goal_setter() ==
            (repeats || setter_repeats
                 ? setter_before
                 : NextAtTable(setter_before, players, [&](int p) { return !match.IsAbsent(p); })));
    }
    // Every state survives a save and restore.
    if (steps % save_every != 0 && match.shakes().size() == shakes_before) continue;
    auto restored = FromJson(ToJson(match));
    REQUIRE_MESSAGE(restored, (restored ? "" : restored.error()));
    REQUIRE(*restored == match);
  }
  // Scores: totals are the shake points less penalties.
  std::vector<int> totals(players, 0);
  for (const ShakeRecord& r : match.shakes())
    for (int p = 0; p < players; ++p) totals[p] += r.points[p] - r.penalties[p];
  // ... and the penalties not yet in a shake record (judges' penalties after the last shake).
  for (int p = 0; p < players; ++p) totals[p] -= match.shake().penalties[p];
  CHECK(match.Totals() == totals);
  if (rules.match_scoring == MatchScoring::PlacementPoints) {
    int sum = 0, played = 0;
    const std::vector<int> points = match.MatchPoints();
    const std::vector<bool> took_part = match.Played();
    for (int p = 0; p < players; ++p) {
      sum += points[p];
      if (took_part[p]) ++played;
      if (!took_part[p]) CHECK(points[p] == 0);  // AGLOA XII-A "Did Not Play 0"
    }
    // MLAG: "splitting a total of 12 points" (10 for 2); a player alone takes 6.
    CHECK(sum == (played == 3 ? 12 : played == 2 ? 10 : 6));
  }
  // The match replays from seed + actions to the same state.
  auto replayed = Match::Replay(rules, config, match.history());
  REQUIRE_MESSAGE(replayed, (replayed ? "" : replayed.error()));
  CHECK(*replayed == match);
}

}  // namespace

TEST_CASE("random playouts keep cubes, turns, scores, saves and replays right for every rule set") {
  JudgeGuard judge(&CoinJudge);
  g_coverage = Coverage{};
  const int matches = MatchesPerConfiguration();
  const char* sets[][2] = {
      {"agloa", "elementary"}, {"agloa", "middle"}, {"agloa", "senior"}, {"acc", "3"}, {"acc", "6"},
      {"mlag", "minor"},       {"mlag", "senior"}};
  for (const auto& set : sets) {
    const RuleSet rules = FindRuleSet(set[0], set[1]).value();
    for (int players = rules.min_players; players <= rules.max_players; ++players)
      for (int i = 0; i < matches; ++i)
        PlayOne(rules, players, static_cast<std::uint64_t>(i * 1000 + players),
                i == 0 ? 1 : SaveEvery());
  }
  MESSAGE("simultaneous challenges: " << g_coverage.simultaneous << ", shakes with an absent "
                                      << "player: " << g_coverage.with_absent
                                      << ", judges' penalties: " << g_coverage.judges_penalties
                                      << ", deadlines tried: " << g_coverage.deadlines);
  if (matches >= 100) {  // the default run covers each at least once
    CHECK(g_coverage.simultaneous > 0);
    CHECK(g_coverage.deadlines > 0);
    CHECK(g_coverage.with_absent > 0);
    CHECK(g_coverage.judges_penalties > 0);
  }
}

TEST_CASE("random Adventurous playouts keep every invariant in every division") {
  JudgeGuard judge(&CoinJudge);
  for (AdventurousCounts& c : g_adventurous) c = AdventurousCounts{};
  const int matches = std::max(1, MatchesPerConfiguration() / 4);
  for (const auto& [division, name] : kAgloaDivisions) {
    const RuleSet rules =
        WithAdventurous(FindRuleSet("agloa", name).value(), SchoolYear{2026 + matches % 2}).value();
    for (int players = 2; players <= 3; ++players)
      for (int i = 0; i < matches; ++i)
        PlayOne(rules, players, static_cast<std::uint64_t>(i * 1000 + players + 40),
                i == 0 ? 1 : SaveEvery());
    const AdventurousCounts& c = g_adventurous[static_cast<int>(division)];
    MESSAGE("Adventurous " << name << ": " << c.matches << " matches, " << c.shakes << " shakes, "
                           << c.picks << " picks in force, " << c.illegal_picks
                           << " illegal picks (" << c.pointed_out << " pointed out, " << c.ignored
                           << " ignored), " << c.turned << " Goal cubes turned");
    if (matches >= 25) {  // the default run covers each at least once
      CHECK(c.picks > 0);
      CHECK(c.illegal_picks > 0);
      CHECK(c.pointed_out > 0);
      CHECK(c.ignored > 0);
    }
  }
}

TEST_CASE("random playouts with the real Equation checker keep every invariant") {
  JudgeGuard judge(nullptr);  // the real checker
  const char* sets[][2] = {{"agloa", "middle"}, {"acc", "5"}, {"mlag", "minor"}};
  for (const auto& set : sets) {
    const RuleSet rules = FindRuleSet(set[0], set[1]).value();
    for (int i = 0; i < 6; ++i) PlayOne(rules, 2 + i % 2, static_cast<std::uint64_t>(500 + i), 4);
  }
  // Adventurous Equations with the Adventurous judge, in every division.
  for (const auto& [division, name] : kAgloaDivisions) {
    const RuleSet rules =
        WithAdventurous(FindRuleSet("agloa", name).value(), SchoolYear{2026}).value();
    for (int i = 0; i < 3; ++i) PlayOne(rules, 2 + i % 2, static_cast<std::uint64_t>(700 + i), 4);
  }
}
