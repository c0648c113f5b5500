// Computer players and the proctor's hands of the 24 Challenge (core/challenge24/computer.h),
// driven by a clock as a screen drives them, and the names of the game's enums.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>

#include "core/challenge24/computer.h"
#include "core/challenge24/round.h"

using namespace equations::challenge24;

namespace {

struct Seat {
  int player;
  ComputerLevel level;
};

// Plays a round to its end: at each step the earliest due action of the proctor and the
// computer seats is applied at its time. Returns the round.
Round PlayOut(RoundConfig config, const std::vector<Seat>& seats, std::uint64_t seed) {
  auto created = Round::Create(config);
  REQUIRE(created);
  Round round = *created;
  for (int step = 0; step < 5000 && !round.IsTerminal(); ++step) {
    std::optional<Due> next = ProctorNext(round);
    for (const Seat& seat : seats) {
      std::optional<Due> due = ComputerNext(round, seat.player, seat.level, seed);
      if (due && (!next || due->at_ms < next->at_ms)) next = due;
    }
    if (!next) {
      // Nobody will touch: the 15 seconds set the card aside.
      next = Due{Action{ActionKind::Clock, -1, "", round.revealed_ms() + kStumpedMs + 1}, 0};
    }
    const Phase phase = round.phase();
    const std::int64_t revealed = round.revealed_ms();
    auto error = round.Apply(next->action);
    INFO(ActionText(next->action));
    REQUIRE_FALSE(error);
    if (next->action.kind == ActionKind::Touch) {
      CHECK(phase == Phase::Revealed);
      CHECK(next->action.at_ms - revealed >= kFastestLookMs);  // never faster than a person
    }
  }
  REQUIRE(round.IsTerminal());
  return round;
}

}  // namespace

// Plays a 48-card round between two computer players; returns the cards each won.
std::array<int, 2> Race(ComputerLevel first, ComputerLevel second, std::uint64_t seed) {
  const RoundConfig config{DeckPlan::SingleDigits, 3, 1, 2, 48};
  const Round round = PlayOut(config, {{0, first}, {1, second}}, seed);
  std::array<int, 2> won = {0, 0};
  int flagged = 0, stumped = 0;
  for (const Play& play : round.plays()) {
    if (play.end == PlayEnd::Won) ++won[static_cast<std::size_t>(play.player)];
    if (play.end == PlayEnd::Flagged) ++flagged;
    if (play.end == PlayEnd::Stumped) ++stumped;
  }
  MESSAGE(std::string(ComputerLevelName(first)), " won ", won[0], " cards (", round.points()[0],
          " points), ", std::string(ComputerLevelName(second)), " ", won[1], " (",
          round.points()[1], "), stumped plays ", stumped);
  CHECK(flagged == 0);  // a computer player answers from the exact search, in time
  CHECK(won[0] + won[1] > 40);
  return won;
}

TEST_CASE("computer players play whole rounds: correct, in time, the stronger one faster") {
  const std::array<int, 2> strong = Race(ComputerLevel::Strong, ComputerLevel::Beginner, 11);
  CHECK(strong[0] > 4 * strong[1]);
  const std::array<int, 2> club = Race(ComputerLevel::Club, ComputerLevel::Beginner, 11);
  CHECK(club[0] > club[1]);
  CHECK(club[1] > 0);  // the beginner is sometimes first
}

TEST_CASE("a computer player alone is stumped by some cards at the beginner level") {
  const RoundConfig config{DeckPlan::DoubleDigits, 4, 1, 1, 48};
  const Round round = PlayOut(config, {{0, ComputerLevel::Beginner}}, 2);
  int stumped = 0;
  for (const Play& play : round.plays()) stumped += play.end == PlayEnd::Stumped ? 1 : 0;
  CHECK(stumped > 0);
  CHECK(round.points()[0] > 0);
}

TEST_CASE("a computer player's look is seeded and drawn from the card's dots") {
  auto created = Round::Create(RoundConfig{DeckPlan::SingleDigits, 1, 1, 3, 48});
  REQUIRE(created);
  Round round = *created;
  REQUIRE_FALSE(round.Apply(Action{ActionKind::Deal, -1, "", 0}));
  REQUIRE_FALSE(round.Apply(Action{ActionKind::Reveal, -1, "", 500}));
  const ComputerLook a = LookAt(round, 1, ComputerLevel::Club, 7);
  const ComputerLook b = LookAt(round, 1, ComputerLevel::Club, 7);
  CHECK(a.look_ms == b.look_ms);
  CHECK(a.solves == b.solves);
  bool differs = false;
  for (std::uint64_t seed = 8; seed < 20; ++seed)
    differs = differs || LookAt(round, 1, ComputerLevel::Club, seed).look_ms != a.look_ms;
  CHECK(differs);
  auto due = ComputerNext(round, 1, ComputerLevel::Club, 7);
  REQUIRE(due);
  CHECK(due->action.player == 1);
  CHECK(due->at_ms >= 500 + kFastestLookMs);
  // Once the card is declared by someone else, the computer player waits.
  REQUIRE_FALSE(round.Apply(Action{ActionKind::Touch, 0, "", 600}));
  CHECK_FALSE(ComputerNext(round, 1, ComputerLevel::Club, 7));
  // The proctor does nothing while a card is declared.
  CHECK_FALSE(ProctorNext(round));
}

TEST_CASE("the game's names are read both ways from one table") {
  for (ActionKind kind :
       {ActionKind::Deal, ActionKind::Reveal, ActionKind::Touch, ActionKind::Stumped,
        ActionKind::Pattern, ActionKind::Solution, ActionKind::Fix, ActionKind::Clock})
    CHECK(ParseActionKind(ActionKindName(kind)) == kind);
  CHECK_FALSE(ParseActionKind("shout"));
  for (DeckPlan plan : {DeckPlan::SingleDigits, DeckPlan::DoubleDigits, DeckPlan::Mixed})
    CHECK(ParseDeckPlan(DeckPlanName(plan)) == plan);
  CHECK(std::string(SideName(Side::White)) == "white");
  CHECK(std::string(PhaseName(Phase::RoundOver)) == "round over");
  CHECK(std::string(PlayEndName(PlayEnd::Stumped)) == "stumped");
  CHECK(std::string(FlagReasonName(FlagReason::NoSolution)) == "no solution within 15 seconds");
  for (ComputerLevel level : {ComputerLevel::Beginner, ComputerLevel::Club, ComputerLevel::Strong})
    CHECK(ParseComputerLevel(ComputerLevelName(level)) == level);
  // A value outside the enum (a corrupted byte) reads as "?" rather than past the table.
  CHECK(std::string(PhaseName(static_cast<Phase>(17))) == "?");
}
