// Who sets the first Goal (core/match/roll_off.h): the throws of the roll for first as the match's
// history shows them (AGLOA I-D; MLAG "Rolling for first") and the first Goal-setter the ACC names.
#include <doctest/doctest.h>

#include <vector>

#include "core/base/random.h"
#include "core/match/roll_off.h"
#include "tests/core/game_test_support.h"

using namespace equations;
using namespace equations::game_test;

namespace {

Action RollOff(const std::string& faces) {
  Action action = SimpleAction(ActionKind::RollOff);
  action.faces = Faces(faces);
  return action;
}

}  // namespace

TEST_CASE("AGLOA I-D: one throw of the roll for first, read") {
  SUBCASE("the highest digit sets the first Goal") {
    const RollOffThrow read = ReadRollOffThrow({0, 1, 2}, Faces("3 7 5"));
    CHECK(read.highest == std::vector<int>{1});
    CHECK_FALSE(read.all_signs);
  }
  SUBCASE("an operation sign is eliminated, whatever it is, and never beats a 0") {
    const RollOffThrow read = ReadRollOffThrow({0, 1, 2}, Faces("+ 0 ÷"));
    CHECK(read.highest == std::vector<int>{1});
    CHECK_FALSE(read.all_signs);
  }
  SUBCASE("players tied for high digit roll again; a lower digit is out") {
    const RollOffThrow read = ReadRollOffThrow({0, 1, 2}, Faces("6 2 6"));
    CHECK(read.highest == std::vector<int>{0, 2});
  }
  SUBCASE("everyone rolled an operation sign: nobody is eliminated") {
    const RollOffThrow read = ReadRollOffThrow({1, 2}, Faces("x -"));
    CHECK(read.all_signs);
    CHECK(read.highest.empty());
    CHECK(read.players == std::vector<int>{1, 2});
  }
}

TEST_CASE("the throws of the roll for first are read from the match's history") {
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  CHECK(RollOffThrows(match).empty());
  Ok(match, RollOff("1 3 3"));  // players 1 and 2 tie; player 0 is out
  Ok(match, RollOff("+ -"));    // both signs: they roll again
  Ok(match, RollOff("0 2"));    // player 2 sets the first Goal
  const std::vector<RollOffThrow> throws = RollOffThrows(match);
  REQUIRE(throws.size() == 3);
  CHECK(throws[0].players == std::vector<int>{0, 1, 2});
  CHECK(throws[0].highest == std::vector<int>{1, 2});
  CHECK(throws[1].players == std::vector<int>{1, 2});
  CHECK(throws[1].all_signs);
  CHECK(throws[2].players == std::vector<int>{1, 2});
  CHECK(throws[2].highest == std::vector<int>{2});
  CHECK(match.goal_setter() == 2);
  CHECK(match.phase() == Phase::Rolling);
  // The roll of the cubes after it is no throw of the roll for first.
  Ok(match, StandardRoll());
  CHECK(RollOffThrows(match) == throws);
}

TEST_CASE("the throws read from history agree with the match on random rolls for first") {
  // Each throw's survivors are who the match says still rolls, and a single highest digit is the
  // match's first Goal-setter (AGLOA I-D, MLAG "Rolling for first").
  Random random(41);
  const auto& red = FacesOf(Color::Red);
  int throws_compared = 0, decided = 0;
  for (const char* name : {"agloa", "mlag"})
    for (int players = 2; players <= 3; ++players)
      for (int game = 0; game < 150; ++game) {
        Match match = NewMatch(Rules(name, "middle"), players);
        while (match.phase() == Phase::RollOff) {
          Action off = SimpleAction(ActionKind::RollOff);
          for (size_t i = 0; i < match.roll_off_players().size(); ++i)
            off.faces.push_back(red[random.Below(static_cast<int>(red.size()))]);
          const std::vector<int> before = match.roll_off_players();
          Ok(match, off);
          const std::vector<RollOffThrow> throws = RollOffThrows(match);
          REQUIRE_FALSE(throws.empty());
          const RollOffThrow& last = throws.back();
          CHECK(last.players == before);
          if (match.phase() == Phase::RollOff)
            CHECK(match.roll_off_players() == (last.all_signs ? before : last.highest));
          else
            CHECK(last.highest == std::vector<int>{match.goal_setter()});
          ++throws_compared;
        }
        ++decided;
      }
  CHECK(decided == 600);
  CHECK(throws_compared > decided);  // ties and all-sign throws came up
}

TEST_CASE("the ACC names the first Goal-setter: the player left of the Scorekeeper") {
  // ACC Table Scoresheet: the last player listed keeps score; the player to their left sets the
  // first Goal. Seats run to the left, so that is seat 0.
  for (int players = 2; players <= 5; ++players) {
    CAPTURE(players);
    const RuleSet acc = Rules("acc", "5");
    const auto named = FirstGoalSetterNamed(acc, players);
    REQUIRE(named);
    CHECK(named->scorekeeper == players - 1);
    CHECK(named->goal_setter == 0);
    const Match match = NewMatch(acc, players);
    CHECK(match.phase() == Phase::Rolling);  // no roll for first
    CHECK(match.goal_setter() == named->goal_setter);
    CHECK(RollOffThrows(match).empty());
  }
  CHECK_FALSE(FirstGoalSetterNamed(Rules("agloa", "middle"), 3));
  CHECK_FALSE(FirstGoalSetterNamed(Rules("mlag", "middle"), 3));
}
