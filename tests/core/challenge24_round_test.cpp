// One 24 Challenge round at a table (core/challenge24/round.h), rule by rule of
// /work/shared/rules/24-challenge-tournament-rules.md.
#include <doctest/doctest.h>

#include "core/api/games.h"
#include "core/challenge24/round.h"
#include "core/challenge24/round_state.h"
#include "core/play/state.h"

using namespace equations::challenge24;
using equations::Json;
using equations::Rational;
namespace play = equations::play;

namespace {

RoundConfig Config(int players = 3, int cards = 4, int round = 1) {
  return RoundConfig{DeckPlan::SingleDigits, 1, round, players, cards};
}

Round NewRound(const RoundConfig& config) {
  auto round = Round::Create(config);
  REQUIRE(round);
  return *round;
}

void Apply(Round& round, ActionKind kind, int player, std::int64_t at_ms, std::string text = "") {
  Action action{kind, player, std::move(text), at_ms};
  auto error = round.Apply(action);
  INFO(ActionText(action), ": ", error ? error->message : "");
  REQUIRE_FALSE(error);
}

std::string Refusal(Round& round, ActionKind kind, int player, std::int64_t at_ms,
                    std::string text = "") {
  const Round before = round;
  auto error = round.Apply(Action{kind, player, std::move(text), at_ms});
  REQUIRE(error);
  CHECK(round == before);  // a refused action changes nothing
  return error->message;
}

// A correct solution of the face in play, and one that is not.
std::string Right(const Round& round) {
  return AnalyzeFace(round.faces()[static_cast<std::size_t>(round.in_play())].face.numbers)
      .solutions.front()
      .text;
}
std::string Wrong(const Round& round) {
  const FaceNumbers& n = round.faces()[static_cast<std::size_t>(round.in_play())].face.numbers;
  std::string sum = std::to_string(n[0]) + "+" + std::to_string(n[1]) + "+" + std::to_string(n[2]) +
                    "+" + std::to_string(n[3]);
  if (n[0] + n[1] + n[2] + n[3] != 24) return sum;
  return std::to_string(n[0]) + "-" + std::to_string(n[1]) + "-" + std::to_string(n[2]) + "-" +
         std::to_string(n[3]);
}

// Deals and reveals the next card: the proctor's hand withdrawn at `at_ms`.
void Reveal(Round& round, std::int64_t at_ms) {
  Apply(round, ActionKind::Deal, -1, at_ms);
  Apply(round, ActionKind::Reveal, -1, at_ms);
}

}  // namespace

TEST_CASE("MAKING A DECLARATION: the first to touch gives the solution and wins the dots") {
  Round round = NewRound(Config());
  CHECK(round.phase() == Phase::Dealing);
  Reveal(round, 1000);
  const int face = round.in_play();
  Apply(round, ActionKind::Touch, 1, 2000);
  CHECK(Refusal(round, ActionKind::Touch, 2, 2100) == "player 1 touched first");
  CHECK(Refusal(round, ActionKind::Solution, 0, 2100, Right(round)) ==
        "player 1 touched first and gives the solution");
  Apply(round, ActionKind::Solution, 1, 4000, Right(round));  // within 3 s: its pattern too
  REQUIRE(round.pattern());
  Apply(round, ActionKind::Fix, 1, 6000);
  CHECK(round.points()[1] == round.faces()[static_cast<std::size_t>(face)].dots);
  CHECK(round.plays().back().end == PlayEnd::Won);
  CHECK(round.phase() == Phase::Dealing);
  CHECK(round.deck().size() == 3);
}

TEST_CASE("GIVING THE SOLUTION: the pattern within 3 seconds, fixed once given") {
  Round round = NewRound(Config());
  Reveal(round, 0);
  Apply(round, ActionKind::Touch, 0, 1000);
  const std::string right = Right(round);
  const Pattern pattern = LastStep(ReadWritten(right).value()).value();
  CHECK(Refusal(round, ActionKind::Pattern, 0, 2000, "3 x") ==
        "not a pattern: character 4: expected a number at the end");
  Apply(round, ActionKind::Pattern, 0, 4000, PatternText(pattern));  // exactly 3 s: in time
  CHECK(Refusal(round, ActionKind::Pattern, 0, 4500, "1 x 24")
            .find("the pattern is fixed once given") == 0);
  SUBCASE("an incorrect solution is a flag: PENALTY FLAGS 3") {
    Apply(round, ActionKind::Solution, 0, 5000, Wrong(round));
    Apply(round, ActionKind::Fix, 0, 5500);
    CHECK(round.plays().back().reason == FlagReason::IncorrectSolution);
    CHECK(round.plays().back().detail.find("not 24") != std::string::npos);
  }
  SUBCASE("the solution may be corrected until it is fixed") {
    Apply(round, ActionKind::Solution, 0, 5000, Wrong(round));
    Apply(round, ActionKind::Solution, 0, 6000, right);
    Apply(round, ActionKind::Fix, 0, 7000);
    CHECK(round.plays().back().end == PlayEnd::Won);
  }
}

TEST_CASE(
    "a correct solution standing when the 15 seconds run out wins, and a late action says so") {
  Round round = NewRound(Config());
  Reveal(round, 0);
  Apply(round, ActionKind::Touch, 0, 1000);
  const std::string right = Right(round);
  const Pattern pattern = LastStep(ReadWritten(right).value()).value();
  Apply(round, ActionKind::Pattern, 0, 2000, PatternText(pattern));
  Apply(round, ActionKind::Solution, 0, 3000, right);  // stated, never fixed
  CHECK(Refusal(round, ActionKind::Fix, 0, 16001) ==
        "time ran out first (player 0 won the card with the solution as it stood); no player has "
        "declared the card in play");
}

TEST_CASE("PENALTY FLAGS 1: no pattern within 3 seconds; the card goes back into the deck") {
  Round round = NewRound(Config());
  Reveal(round, 0);
  const int face = round.in_play();
  Apply(round, ActionKind::Touch, 2, 1000);
  CHECK(Refusal(round, ActionKind::Pattern, 2, 4001, "3 x 8") ==
        "time ran out first (player 2 had a flag: no pattern within 3 seconds); no player has "
        "declared the card in play");
  Apply(round, ActionKind::Clock, -1, 4001);
  CHECK(round.flags()[2] == 1);
  CHECK(round.plays().back().reason == FlagReason::NoPattern);
  CHECK(round.plays().back().at_ms == 4000);
  CHECK(round.deck().back() == face);  // "returned to the deck to be played again later"
  CHECK(round.deck().size() == 4);
}

TEST_CASE("PENALTY FLAGS 2: no solution within 15 seconds; one stated by then is judged") {
  Round round = NewRound(Config());
  Reveal(round, 0);
  Apply(round, ActionKind::Touch, 0, 1000);
  const std::string right = Right(round);
  Apply(round, ActionKind::Pattern, 0, 2000,
        PatternText(LastStep(ReadWritten(right).value()).value()));
  SUBCASE("nothing stated") {
    Apply(round, ActionKind::Clock, -1, 16001);
    CHECK(round.plays().back().reason == FlagReason::NoSolution);
  }
  SUBCASE("stated, not fixed") {
    Apply(round, ActionKind::Solution, 0, 15000, right);
    Apply(round, ActionKind::Clock, -1, 20000);
    CHECK(round.plays().back().end == PlayEnd::Won);
    CHECK(round.plays().back().at_ms == 16000);
  }
}

TEST_CASE("PENALTY FLAGS 3: a pattern that does not make 24 is an incorrect solution") {
  Round round = NewRound(Config());
  Reveal(round, 0);
  Apply(round, ActionKind::Touch, 0, 100);
  Apply(round, ActionKind::Pattern, 0, 200, "3 x 7");
  CHECK(round.plays().back().reason == FlagReason::IncorrectSolution);
  CHECK(round.plays().back().detail == "the pattern 3 x 7 makes 21, not 24");
}

TEST_CASE("PENALTY FLAGS 5: touching before the hand is withdrawn is a flag") {
  Round round = NewRound(Config());
  Apply(round, ActionKind::Deal, -1, 0);
  const int face = round.in_play();
  CHECK(round.phase() == Phase::Cupped);
  Apply(round, ActionKind::Touch, 1, 100);
  CHECK(round.plays().back().reason == FlagReason::TouchedBeforeReveal);
  CHECK(round.flags()[1] == 1);
  CHECK(round.deck().back() == face);
}

TEST_CASE("three flags disqualify in rounds 1 and 2, two in rounds 3 and 4; points are kept") {
  for (int number : {1, 3}) {
    CAPTURE(number);
    Round round = NewRound(Config(2, 8, number));
    Reveal(round, 0);
    Apply(round, ActionKind::Touch, 0, 0);
    Apply(round, ActionKind::Solution, 0, 0, Right(round));
    Apply(round, ActionKind::Fix, 0, 0);
    const int points = round.points()[0];
    CHECK(points > 0);
    for (int flag = 1; flag <= round.FlagLimit(); ++flag) {
      CHECK_FALSE(round.disqualified()[0]);
      Apply(round, ActionKind::Deal, -1, 0);
      Apply(round, ActionKind::Touch, 0, 0);
    }
    CHECK(round.FlagLimit() == (number <= 2 ? 3 : 2));
    CHECK(round.disqualified()[0]);
    CHECK(round.points()[0] == points);
    Reveal(round, 0);
    CHECK(Refusal(round, ActionKind::Touch, 0, 0) ==
          "player 0 is disqualified for the rest of the round (PENALTY FLAGS)");
    // STUMPED CARDS: "all students" are the ones still playing.
    Apply(round, ActionKind::Stumped, 1, 0);
    CHECK(round.set_aside().size() == 1);
  }
}

TEST_CASE("the round ends when every player is disqualified") {
  Round round = NewRound(Config(1, 8));
  for (int flag = 0; flag < 3; ++flag) {
    Apply(round, ActionKind::Deal, -1, 0);
    Apply(round, ActionKind::Touch, 0, 0);
  }
  CHECK(round.IsTerminal());
  CHECK(round.LegalActions().empty());
  CHECK(Refusal(round, ActionKind::Clock, -1, 5) == "the round is over");
}

TEST_CASE("STUMPED CARDS are set aside for later play: all say stumped, or 15 s untouched") {
  Round round = NewRound(Config(2, 2));
  Reveal(round, 0);
  const int first = round.in_play();
  Apply(round, ActionKind::Stumped, 0, 100);
  CHECK(Refusal(round, ActionKind::Stumped, 0, 200) == "player 0 has already said stumped");
  Apply(round, ActionKind::Stumped, 1, 300);
  CHECK(round.set_aside() == std::vector<int>{first});
  Reveal(round, 1000);
  const int second = round.in_play();
  Apply(round, ActionKind::Clock, -1, 16000);  // exactly 15 s: still in play
  CHECK(round.in_play() == second);
  Apply(round, ActionKind::Clock, -1, 16001);
  // The deck ran out: the set-aside cards are played now.
  CHECK(round.deck() == std::vector<int>{first, second});
  CHECK(round.set_aside().empty());
  // A card stumped a second time is out of the round.
  Reveal(round, 20000);
  Apply(round, ActionKind::Clock, -1, 40000);
  Reveal(round, 40000);
  Apply(round, ActionKind::Touch, 1, 41000);
  Apply(round, ActionKind::Solution, 1, 42000, Right(round));
  Apply(round, ActionKind::Fix, 1, 43000);
  CHECK(round.IsTerminal());
  CHECK(round.points()[1] == round.faces()[static_cast<std::size_t>(second)].dots);
}

TEST_CASE("the clock never goes back, and each action belongs to its own player") {
  Round round = NewRound(Config());
  Apply(round, ActionKind::Deal, -1, 500);
  CHECK(Refusal(round, ActionKind::Reveal, -1, 400) ==
        "the clock went back: 400 ms, and the round's clock reads 500 ms");
  CHECK(Refusal(round, ActionKind::Reveal, 0, 600) == "reveal is not a player's action");
  CHECK(Refusal(round, ActionKind::Touch, 3, 600) == "player 3: the table has players 0 to 2");
  CHECK(Refusal(round, ActionKind::Deal, -1, 600) == "a card is already in play (cupped)");
  CHECK(Refusal(round, ActionKind::Fix, 0, 600) == "no player has declared the card in play");
  CHECK(Round::Create(Config(5)).error() ==
        "players: 5; a table seats 1 to 4 (SEATING: three or four)");
  CHECK(Round::Create(Config(3, 49)).error() ==
        "cards: 49; a round plays 1 to 48 cards (ROUND 1: 48)");
}

TEST_CASE("a round is saved as config + actions and read back by replaying") {
  Round round = NewRound(Config());
  Reveal(round, 0);
  Apply(round, ActionKind::Touch, 0, 1000);
  Apply(round, ActionKind::Solution, 0, 2000, Wrong(round));
  const Json saved = play::Save(*RoundState(round));
  CHECK(saved.Find("game")->AsString() == "24-challenge");
  CHECK(saved.Find("actions")->AsArray()[2].AsString() == "p0 touch @1000");
  auto loaded = play::Load(equations::Games(), saved);
  REQUIRE(loaded);
  REQUIRE(RoundOf(**loaded) != nullptr);
  CHECK(*RoundOf(**loaded) == round);
  CHECK(play::Save(**loaded) == saved);

  auto create = [](const char* config) {
    auto state = CreateRoundState(equations::ParseJson(config).value());
    return state ? std::string() : state.error();
  };
  CHECK(create(R"({"round":9})") == "\"round\" must be a whole number from 1 to 4");
  CHECK(create(R"({"deck":"variables"})") ==
        "\"deck\" must be \"single-digits\", \"double-digits\" or \"mixed\"");
  CHECK(create(R"({"colour":"red"})") ==
        "unknown field \"colour\" (a 24 Challenge config has deck, seed, round, players, cards, "
        "minutes)");
  CHECK(Round::Replay(Config(), {Action{ActionKind::Reveal, -1, "", 0}}).error() ==
        "action 1 (reveal @0): no cupped card to reveal");
}

TEST_CASE("actions read back from their text form") {
  for (const Action& action :
       {Action{ActionKind::Deal, -1, "", 0}, Action{ActionKind::Touch, 2, "", 1500},
        Action{ActionKind::Pattern, 0, "8 ÷ (1/3)", 4000},
        Action{ActionKind::Solution, 1, "say \"24\" \\ twice", 9}}) {
    auto read = ParseAction(ActionText(action), 0);
    REQUIRE(read);
    CHECK(*read == action);
  }
  CHECK(ParseAction("p1 fix", 777).value().at_ms == 777);
  CHECK(ParseAction("p0 fly away", 0).error() ==
        "cannot read action \"p0 fly away\": no action is called \"fly\" (deal, reveal, touch, "
        "stumped, pattern, solution, fix, clock)");
  CHECK(ParseAction("p1 pattern \"3 x 8", 0).error() ==
        "cannot read action \"p1 pattern \"3 x 8\": unterminated quoted text");
  CHECK(ParseAction("deal @soon", 0).error() == "cannot read action \"deal @soon\": bad time");
}
