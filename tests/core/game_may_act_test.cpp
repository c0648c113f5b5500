// Match::MayAct: whose hands may be on the game now, the question a front end asks before it acts
// for a seat (the roll, setting the Goal, a turn, a challenge; AGLOA I-D, II-A, IV, V, VI).
#include <doctest/doctest.h>

#include "core/match/game.h"
#include "tests/core/game_test_support.h"

using namespace equations;
using namespace equations::game_test;

TEST_CASE("only the first player still rolling for first may roll the red cubes") {
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  CHECK(match.MayAct(0));
  CHECK_FALSE(match.MayAct(1));
  CHECK_FALSE(match.MayAct(2));
  CHECK_FALSE(match.MayAct(-1));
  CHECK_FALSE(match.MayAct(3));
}

TEST_CASE("the Goal-setter rolls the cubes and sets the Goal; the others may not act for them") {
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  Action off = SimpleAction(ActionKind::RollOff);
  off.faces = Faces("1 3 1");
  Ok(match, off);
  REQUIRE(match.phase() == Phase::Rolling);
  CHECK(match.MayAct(1));
  CHECK_FALSE(match.MayAct(0));
  Ok(match, StandardRoll());
  REQUIRE(match.phase() == Phase::SettingGoal);
  CHECK(match.MayAct(1));
  for (const Action& a : match.LegalActions())
    if (a.player >= 0) CHECK(match.MayAct(a.player));  // (the judge's calls are no seat's)
}

TEST_CASE("while one player is to move, a challenger may act but a player with no call may not") {
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  StartAt(match, 0);
  SetGoal23(match);
  REQUIRE(match.phase() == Phase::Moving);
  const int to_move = match.shake().to_move;
  CHECK(match.MayAct(to_move));
  for (int p = 0; p < 3; ++p) {
    bool has = false;
    for (const Action& a : match.LegalActions()) has = has || a.player == p;
    CHECK(match.MayAct(p) == has);
  }
}
