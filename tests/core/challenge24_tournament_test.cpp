// The 24 Challenge tournament at one table (core/challenge24/tournament.h) and the tie round's
// time (core/challenge24/round.h RoundConfig::minutes), rule by rule of
// /work/shared/rules/24-challenge-tournament-rules.md.
#include <doctest/doctest.h>

#include "core/api/games.h"
#include "core/challenge24/round_state.h"
#include "core/challenge24/tournament.h"
#include "core/challenge24/tournament_state.h"
#include "core/play/state.h"

using namespace equations::challenge24;
using equations::Json;
namespace play = equations::play;

namespace {

void Apply(Tournament& tournament, ActionKind kind, int seat, std::int64_t at_ms,
           std::string text = "") {
  Action action{kind, seat, std::move(text), at_ms};
  auto error = tournament.Apply(action);
  INFO(ActionText(action), ": ", error ? error->message : "");
  REQUIRE_FALSE(error);
}

const Face& InPlay(const Round& round) {
  return round.faces()[static_cast<std::size_t>(round.in_play())];
}

// Deals and reveals the next card, and `seat` wins it with a correct solution; returns its dots.
int Win(Tournament& tournament, int seat, std::int64_t& clock) {
  Apply(tournament, ActionKind::Deal, -1, clock);
  Apply(tournament, ActionKind::Reveal, -1, clock);
  const Round& round = tournament.current().play;
  const int dots = InPlay(round).dots;
  const std::string solution = AnalyzeFace(InPlay(round).face.numbers).solutions.front().text;
  Apply(tournament, ActionKind::Touch, seat, clock + 500);
  Apply(tournament, ActionKind::Solution, seat, clock + 1000, solution);
  Apply(tournament, ActionKind::Fix, seat, clock + 1200);
  clock += 2000;
  return dots;
}

// Plays the rest of the current round with every seat saying stumped on every card (each card
// twice: once, then on its later play), so that nobody scores in it.
void StumpRound(Tournament& tournament, std::int64_t& clock) {
  const std::size_t round = tournament.rounds().size();
  while (tournament.rounds().size() == round && !tournament.IsTerminal()) {
    Apply(tournament, ActionKind::Deal, -1, clock);
    Apply(tournament, ActionKind::Reveal, -1, clock);
    const std::vector<int> seats = tournament.current().seats;
    for (int seat : seats) Apply(tournament, ActionKind::Stumped, seat, clock + 100);
    clock += 1000;
  }
}

Tournament New(int players = 3, int cards = 1, std::uint64_t seed = 5) {
  auto tournament =
      Tournament::Create(TournamentConfig{DeckPlan::SingleDigits, seed, players, cards});
  REQUIRE(tournament);
  return *tournament;
}

}  // namespace

TEST_CASE("ROUNDS 1 and 2 are added; SEMI-FINAL ROUND 3 counts only its own points") {
  Tournament tournament = New(3, 1);
  std::int64_t clock = 0;
  CHECK(tournament.current().round == 1);
  const int first = Win(tournament, 2, clock);  // round 1: seat 2
  REQUIRE(tournament.current().round == 2);     // the round ended with its one card
  CHECK(tournament.current().play.faces().front().side == Side::White);  // "Flip the above 48"
  const int second = Win(tournament, 1, clock);
  REQUIRE(tournament.current().round == 3);
  CHECK(tournament.AddedPoints() == std::vector<int>{0, second, first});
  CHECK(tournament.Standing() == std::vector<int>{0, 0, 0});  // previous scores are disregarded
  CHECK(tournament.current().seats == std::vector<int>{0, 1, 2});
  Win(tournament, 0, clock);
  // The semi-final's winner advances; one table plays the final as well.
  CHECK(tournament.semi_final_winner() == 0);
  REQUIRE(tournament.current().round == 4);
  CHECK_FALSE(tournament.IsTerminal());
  Win(tournament, 1, clock);
  CHECK(tournament.IsTerminal());
  CHECK(tournament.champion() == 1);
  CHECK(tournament.LegalActions().empty());
  CHECK(tournament.Apply(Action{ActionKind::Deal, -1, "", clock})->message ==
        "the tournament is over");
}

TEST_CASE("MISCELLANEOUS: tied players play a 5-minute round, then the tournament goes on") {
  Tournament tournament = New(3, 1);
  std::int64_t clock = 0;
  Win(tournament, 0, clock);
  Win(tournament, 0, clock);
  StumpRound(tournament, clock);  // round 3: nobody scores, all three tie at 0
  REQUIRE(tournament.current().round == 3);
  REQUIRE(tournament.current().tie);
  CHECK(tournament.current().seats == std::vector<int>{0, 1, 2});
  CHECK(tournament.current().play.config().minutes == kTieRoundMinutes);
  CHECK(tournament.current().play.FlagLimit() == 2);  // the round tied: rounds 3 and 4
  CHECK(tournament.semi_final_winner() == -1);
  Win(tournament, 1, clock);
  // The tie round goes on for its 5 minutes, then seat 1 has won it.
  clock += 5 * 60000;
  Apply(tournament, ActionKind::Clock, -1, clock);
  REQUIRE(tournament.current().round == 4);
  CHECK_FALSE(tournament.current().tie);
  CHECK(tournament.semi_final_winner() == 1);
  CHECK(tournament.rounds().size() == 5);
  StumpRound(tournament, clock);  // the final tied as well
  REQUIRE(tournament.current().tie);
  CHECK(tournament.current().round == 4);
  const std::int64_t tie_start = clock;
  Win(tournament, 2, clock);
  const Round& tie = tournament.current().play;
  CHECK(tie.started_ms() == tie_start);
  CHECK(tie.ends_ms() == tie_start + 5 * 60000);
  // Before the 5 minutes are up the tie round goes on; then the tournament is over.
  Apply(tournament, ActionKind::Clock, -1, tie_start + 5 * 60000 - 1);
  CHECK_FALSE(tournament.IsTerminal());
  Apply(tournament, ActionKind::Clock, -1, tie_start + 5 * 60000);
  CHECK(tournament.IsTerminal());
  CHECK(tournament.champion() == 2);
}

TEST_CASE("a tie round seats only the tied players, named by their seats") {
  // A seed whose round 3 begins with two cards of the same dots, so that two seats can tie.
  std::uint64_t seed = 0;
  for (std::uint64_t s = 1; s <= 40 && seed == 0; ++s) {
    auto faces = RoundFaces(DeckPlan::SingleDigits, s, 3);
    REQUIRE(faces);
    if ((*faces)[0].dots == (*faces)[1].dots) seed = s;
  }
  REQUIRE(seed != 0);
  Tournament tournament = New(3, 2, seed);
  std::int64_t clock = 0;
  for (int round = 1; round <= 2; ++round) {
    Win(tournament, 0, clock);
    Win(tournament, 0, clock);
  }
  REQUIRE(tournament.current().round == 3);
  Win(tournament, 0, clock);
  Win(tournament, 2, clock);
  REQUIRE(tournament.current().tie);
  CHECK(tournament.current().seats == std::vector<int>{0, 2});
  Apply(tournament, ActionKind::Deal, -1, clock);
  Apply(tournament, ActionKind::Reveal, -1, clock);
  const auto refused = tournament.Apply(Action{ActionKind::Touch, 1, "", clock + 10});
  REQUIRE(refused);
  CHECK(refused->message == "seat 1 does not play this tie round");
  Apply(tournament, ActionKind::Touch, 2, clock + 10);
  CHECK(tournament.current().play.declarer() == 1);  // the tie round's player 1 is seat 2
  bool seat_two = false;
  for (const Action& action : tournament.LegalActions())
    seat_two = seat_two || (action.kind == ActionKind::Pattern && action.player == 2);
  CHECK(seat_two);
}

TEST_CASE("a tournament is saved and restored through the game layer") {
  auto game = equations::FindGame("24-challenge-tournament");
  REQUIRE(game);
  auto bad = game->create(*equations::ParseJson(R"({"players":1})"));
  REQUIRE_FALSE(bad);
  CHECK(bad.error() == "\"players\" must be a whole number from 2 to 4");
  auto created = game->create(*equations::ParseJson(R"({"seed":5,"players":3,"cards":1})"));
  REQUIRE(created);
  std::unique_ptr<play::State> state = std::move(*created);
  // The one card is stumped, then stumped again on its later play: round 1 is over.
  for (int time : {0, 1000})
    for (const std::string action : {"deal", "reveal", "p1 stumped", "p0 stumped", "p2 stumped"})
      REQUIRE_FALSE(state->Apply(action + " @" + std::to_string(time)));
  CHECK(state->View().Find("rounds")->AsArray().size() == 2);
  auto loaded = play::Load(equations::Games(), play::Save(*state));
  REQUIRE(loaded);
  CHECK((*loaded)->View() == state->View());
  const Tournament* tournament = TournamentOf(**loaded);
  REQUIRE(tournament);
  CHECK(tournament->current().round == 2);
}

TEST_CASE("a tie round of a round alone: its minutes in the config, then no more cards") {
  auto round = Round::Create(RoundConfig{DeckPlan::SingleDigits, 1, 3, 2, 48, 5});
  REQUIRE(round);
  CHECK(round->ends_ms() == -1);  // from its first card
  REQUIRE_FALSE(round->Apply(Action{ActionKind::Deal, -1, "", 1000}));
  CHECK(round->ends_ms() == 301000);
  REQUIRE_FALSE(round->Apply(Action{ActionKind::Reveal, -1, "", 1000}));
  REQUIRE_FALSE(round->Apply(Action{ActionKind::Stumped, 0, "", 1100}));
  REQUIRE_FALSE(round->Apply(Action{ActionKind::Stumped, 1, "", 1100}));
  // A card touched just before the time is up is played out: the declarer still has 3 s.
  REQUIRE_FALSE(round->Apply(Action{ActionKind::Deal, -1, "", 295000}));
  REQUIRE_FALSE(round->Apply(Action{ActionKind::Reveal, -1, "", 295000}));
  REQUIRE_FALSE(round->Apply(Action{ActionKind::Touch, 0, "", 299000}));
  REQUIRE_FALSE(round->Apply(Action{ActionKind::Clock, -1, "", 302000}));
  CHECK_FALSE(round->IsTerminal());
  CHECK(round->deadline_ms() == 302000);
  REQUIRE_FALSE(round->Apply(Action{ActionKind::Clock, -1, "", 302001}));  // no pattern: a flag
  CHECK(round->flags()[0] == 1);
  CHECK(round->IsTerminal());  // and no card is dealt after the time
  auto too_long = Round::Create(RoundConfig{DeckPlan::SingleDigits, 1, 3, 2, 48, 61});
  REQUIRE_FALSE(too_long);
  CHECK(too_long.error().find("minutes: 61") == 0);
}
