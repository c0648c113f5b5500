// Random playouts of 24 Challenge rounds (core/challenge24/round.h): random legal actions, wrong
// patterns and solutions, and a clock that sometimes runs past the limits, checking after each
// action that every card is in one place, points are the dots won, flags and disqualification
// agree, every listed legal action is accepted, and the round survives a save/replay round trip.
// EQUATIONS_PLAYOUTS=<rounds per configuration> plays more (default 3; 1 under wasm, whose run
// repeats the native one on another compiler). A restore makes the deck again, so a round is
// restored only at its 50th action and at its end.
#include <doctest/doctest.h>

#include <cstdlib>

#include "core/api/games.h"
#include "core/base/random.h"
#include "core/challenge24/round.h"
#include "core/challenge24/round_state.h"
#include "core/play/state.h"

using namespace equations;
using namespace equations::challenge24;

namespace {

int RoundsPerConfiguration() {
  const char* text = std::getenv("EQUATIONS_PLAYOUTS");
  if (text && std::atoi(text) > 0) return std::atoi(text);
#ifdef __EMSCRIPTEN__
  return 1;
#else
  return 3;
#endif
}

// How often each ending came up, so that a run shows it covered them.
struct Coverage {
  int rounds = 0, won = 0, stumped = 0, all_disqualified = 0;
  int flags[4] = {0, 0, 0, 0};  // by FlagReason
};
Coverage g_coverage;

void CheckInvariants(const Round& round) {
  const int cards = round.config().cards;
  int won = 0, out = 0;
  std::vector<int> points(static_cast<std::size_t>(round.config().players), 0);
  std::vector<int> flags(points.size(), 0);
  std::vector<int> stumped(static_cast<std::size_t>(cards), 0);
  for (const Play& play : round.plays()) {
    const auto face = static_cast<std::size_t>(play.face);
    if (play.end == PlayEnd::Won) {
      ++won;
      points[static_cast<std::size_t>(play.player)] += round.faces()[face].dots;
    } else if (play.end == PlayEnd::Flagged) {
      ++flags[static_cast<std::size_t>(play.player)];
    } else if (++stumped[face] == 2) {
      ++out;
    }
  }
  const int in_play = round.in_play() >= 0 ? 1 : 0;
  CHECK(static_cast<int>(round.deck().size() + round.set_aside().size()) + in_play + won + out ==
        cards);
  CHECK(round.points() == points);
  CHECK(round.flags() == flags);
  bool anyone = false;
  for (std::size_t p = 0; p < flags.size(); ++p) {
    CHECK(round.disqualified()[p] == (flags[p] >= round.FlagLimit()));
    anyone = anyone || !round.disqualified()[p];
  }
  const bool card_phase = round.phase() == Phase::Cupped || round.phase() == Phase::Revealed ||
                          round.phase() == Phase::Declared;
  CHECK(card_phase == (in_play == 1));
  if (round.IsTerminal()) CHECK((!anyone || (round.deck().empty() && round.set_aside().empty())));
  if (!round.IsTerminal()) CHECK_FALSE(round.LegalActions().empty());
}

// Saves the round through the game layer (config + action texts) and loads it back.
void CheckSaveAndLoad(const Round& round) {
  auto loaded = play::Load(Games(), play::Save(*RoundState(round)));
  REQUIRE(loaded);
  REQUIRE(RoundOf(**loaded) != nullptr);
  CHECK(*RoundOf(**loaded) == round);
}

// A text a player might say instead of the listed ones: wrong, unreadable or off the pattern.
std::string Noise(Random& random) {
  const char* texts[] = {"3 x 7", "1+2+3+4", "4 x 6", "(", "8÷(3-8÷3)", "24 ÷ 1", "12+12", "x"};
  return texts[random.Below(8)];
}

// How often a random player picks each action, so that rounds end in all the ways: mostly
// revealed before a touch, and solutions fixed rather than left to the clock.
int Weight(const Action& action, const Round& round) {
  switch (action.kind) {
    case ActionKind::Touch:
      return round.phase() == Phase::Cupped ? 1 : 6;
    case ActionKind::Reveal:
      return 40;
    case ActionKind::Stumped:
      return 2;
    case ActionKind::Fix:
      return 8;
    case ActionKind::Solution: {
      // Mostly a solution that ends in the pattern announced.
      auto written = ReadWritten(action.text);
      const bool fits = !round.pattern() || (written && LastStep(*written) == round.pattern());
      return fits ? 12 : 1;
    }
    default:
      return 5;
  }
}

void PlayOne(const RoundConfig& config, std::uint64_t seed) {
  auto created = Round::Create(config);
  REQUIRE(created);
  Round round = *created;
  Random random(seed);
  const std::int64_t steps[] = {0, 0, 300, 300, 1000, 1000, 1000, 2500, 2500, 3500, 9000, 16000};
  for (int step = 0; step < 4000 && !round.IsTerminal(); ++step) {
    std::vector<Action> legal = round.LegalActions();
    REQUIRE_FALSE(legal.empty());
    // Every listed action is accepted.
    const Action& sample =
        legal[static_cast<std::size_t>(random.Below(static_cast<int>(legal.size())))];
    Round copy = round;
    auto refused = copy.Apply(sample);
    INFO(ActionText(sample), ": ", refused ? refused->message : "");
    CHECK_FALSE(refused);
    int total = 0;
    for (const Action& candidate : legal) total += Weight(candidate, round);
    int pick = random.Below(total);
    std::size_t chosen = 0;
    while (pick >= Weight(legal[chosen], round)) pick -= Weight(legal[chosen++], round);
    Action action = legal[chosen];
    if ((action.kind == ActionKind::Pattern || action.kind == ActionKind::Solution) &&
        random.Below(8) == 0)
      action.text = Noise(random);
    // Declarers mostly answer in time; the clock runs on between cards.
    const bool quick = round.phase() == Phase::Declared && random.Below(6) != 0;
    action.at_ms = round.clock_ms() + steps[random.Below(quick ? 7 : 12)];
    if (random.Below(10) == 0) action = Action{ActionKind::Clock, -1, "", action.at_ms};
    auto error = round.Apply(action);
    if (error) {
      // A late action, or a noisy text, may be refused; the clock never is.
      CHECK(action.kind != ActionKind::Clock);
      REQUIRE_FALSE(round.Apply(Action{ActionKind::Clock, -1, "", action.at_ms}));
    }
    CheckInvariants(round);
    if (step == 50) CheckSaveAndLoad(round);
  }
  REQUIRE(round.IsTerminal());
  ++g_coverage.rounds;
  bool anyone = false;
  for (bool out : round.disqualified()) anyone = anyone || !out;
  g_coverage.all_disqualified += anyone ? 0 : 1;
  for (const Play& play : round.plays()) {
    if (play.end == PlayEnd::Won) ++g_coverage.won;
    if (play.end == PlayEnd::Stumped) ++g_coverage.stumped;
    if (play.reason) ++g_coverage.flags[static_cast<int>(*play.reason)];
  }
  auto replayed = Round::Replay(config, round.history());
  REQUIRE(replayed);
  CHECK(*replayed == round);
  CheckSaveAndLoad(round);
}

}  // namespace

TEST_CASE("random playouts of 24 Challenge rounds keep cards, points, flags and saves right") {
  const int rounds = RoundsPerConfiguration();
  std::uint64_t seed = 1;
  for (DeckPlan plan : {DeckPlan::SingleDigits, DeckPlan::DoubleDigits, DeckPlan::Mixed})
    for (int number : {1, 3})
      for (int players : {1, 3}) {
        for (int i = 0; i < rounds; ++i, ++seed) {
          RoundConfig config{plan, seed % 3, number, players, 6 + static_cast<int>(seed % 7)};
          CAPTURE(seed);
          PlayOne(config, seed);
        }
      }
  MESSAGE("rounds ", g_coverage.rounds, " (", g_coverage.all_disqualified,
          " ended with every player disqualified); cards won ", g_coverage.won, ", stumped ",
          g_coverage.stumped, "; flags: no pattern ", g_coverage.flags[0], ", no solution ",
          g_coverage.flags[1], ", incorrect ", g_coverage.flags[2], ", touched early ",
          g_coverage.flags[3]);
}
