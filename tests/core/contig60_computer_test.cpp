// Contig 60's computer players (core/contig60/computer.h): every action they take is accepted,
// their number sentences are correct, and the strong level beats a random player.
#include <doctest/doctest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "core/contig60/computer.h"
#include "core/contig60/game.h"

using namespace equations;
using namespace equations::contig60;

namespace {

struct Tally {
  int wins = 0;
  int ties = 0;
  int losses = 0;
  int faults = 0;  // faults in the computer's turns, and Correct challenges against it
};

// Plays one game: the computer at `level` in seat `seat`, the other seat at `other_level`, or a
// random player (any legal action of its own) when `other_level` is empty.
void PlayOne(std::uint64_t seed, int seat, ComputerLevel level,
             std::optional<ComputerLevel> other_level, Tally& tally) {
  Config config;
  config.seed = seed;
  auto created = Game::Create(config);
  REQUIRE(created);
  Game game = *created;
  Random random(seed * 7919 + 1);
  for (int step = 0; step < 3000 && !game.IsTerminal(); ++step) {
    std::optional<pentathlon::Action> action;
    bool computer = false;
    if (game.phase() == Phase::Toss) {
      action = game.LegalActions().front();
    } else {
      const int holder = game.monitor().flag_card();
      const int actor = game.phase() == Phase::WinDeclared ? 1 - holder : holder;
      computer = actor == seat;
      if (actor == seat) {
        action = ComputerNext(game, actor, level, seed);
      } else if (other_level) {
        action = ComputerNext(game, actor, *other_level, seed + 1);
      } else {
        std::vector<pentathlon::Action> mine;
        for (const pentathlon::Action& legal : game.LegalActions())
          if (legal.player == actor) mine.push_back(legal);
        REQUIRE_FALSE(mine.empty());
        action = mine[static_cast<std::size_t>(random.Below(static_cast<int>(mine.size())))];
      }
    }
    REQUIRE(action);
    const std::string text = pentathlon::ActionText(*action);
    auto error = game.Apply(*action);
    REQUIRE_MESSAGE(!error, text, ": ", error.value_or(""));
    // Every turn the computer completes is one the Monitor finds nothing wrong with.
    if (computer && action->verb == "pass" && game.last_turn())
      tally.faults += static_cast<int>(game.Faults(*game.last_turn()).size());
  }
  REQUIRE(game.IsTerminal());
  const auto& marks = game.monitor().challenges(1 - seat);
  tally.faults += static_cast<int>(std::count(marks.begin(), marks.end(), "C"));
  const int winner = game.outcome()->winner;
  if (winner == seat)
    ++tally.wins;
  else if (winner < 0)
    ++tally.ties;
  else
    ++tally.losses;
}

}  // namespace

TEST_CASE("a strong computer player beats a random player in at least 95 of 100 games") {
  Tally tally;
  for (std::uint64_t seed = 1; seed <= 100; ++seed)
    PlayOne(seed, static_cast<int>(seed % 2), ComputerLevel::Strong, std::nullopt, tally);
  MESSAGE("strong against random: ", tally.wins, " won, ", tally.ties, " tied, ", tally.losses,
          " lost");
  CHECK(tally.wins >= 95);
  CHECK(tally.faults == 0);  // no Correct challenge ever finds a fault in its turns
}

TEST_CASE("the levels: strong beats club beats beginner over 120 games each") {
  Tally strong;
  Tally club;
  for (std::uint64_t seed = 1; seed <= 120; ++seed) {
    const int seat = static_cast<int>(seed % 2);
    PlayOne(seed, seat, ComputerLevel::Strong, ComputerLevel::Club, strong);
    PlayOne(seed, seat, ComputerLevel::Club, ComputerLevel::Beginner, club);
  }
  MESSAGE("strong against club: ", strong.wins, " won, ", strong.ties, " tied, ", strong.losses,
          " lost; club against beginner: ", club.wins, " won, ", club.ties, " tied, ", club.losses,
          " lost");
  CHECK(strong.wins > strong.losses);
  CHECK(club.wins > club.losses);
  CHECK(strong.faults + club.faults == 0);
}
