// Time in a match: time limits and their penalties from the caller's timestamps (AGLOA XI-A) and
// the end of a round (AGLOA XI-B, MLAG, ACC Cleanup).
#include <doctest/doctest.h>

#include "core/match/game.h"
#include "tests/core/game_test_support.h"

using namespace equations;
using namespace equations::game_test;

TEST_CASE(
    "AGLOA XI-A: a move after the limit and countdown costs a point; after the extra "
    "minute the turn is lost") {
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  StartAt(match, 0);
  Ok(match, Place(match, "red 2"));
  Action goal = SimpleAction(ActionKind::DeclareGoal, 0);
  goal.at_ms = 0;
  Ok(match, goal);
  // The first turn has 2 minutes (XI-A-1-d): a move at 2:05 is within the countdown.
  Action move = Move(match, "blue 1", Section::Required);
  move.at_ms = 125000;
  Ok(match, move);
  CHECK(match.Totals() == std::vector<int>{0, 0, 0});
  // Later turns have 1 minute: a move at 75 s after the turn began costs one point.
  move = Move(match, "blue 2", Section::Permitted);
  move.at_ms = 125000 + 75000;
  Ok(match, move);
  CHECK(match.Totals() == std::vector<int>{0, 0, -1});
  // Player 0 never moves: the clock ends the turn after limit + countdown + minute + countdown.
  Action expired = SimpleAction(ActionKind::TimeExpired);
  expired.at_ms = 200000 + 30000;
  CHECK(Refused(match, expired) == "the time limit of the current task has not passed");
  Action late = Move(match, "blue 3", Section::Permitted);
  late.at_ms = 200000 + 141000;
  CHECK(Refused(match, late).find("time is up") != std::string::npos);
  expired.at_ms = 200000 + 141000;
  Ok(match, expired);
  CHECK(match.Totals() == std::vector<int>{-2, 0, -1});
  CHECK(match.shake().to_move == 1);  // the turn is lost
  CHECK(match.shake().mover == 2);    // the last Mover is unchanged
  Action backwards = Move(match, "blue 3", Section::Permitted);
  backwards.at_ms = 1000;
  CHECK(Refused(match, backwards) ==
        "the time of an action cannot be earlier than the previous action's");
}

TEST_CASE(
    "AGLOA XI-A: a Goal-setter not finished after the additional minute \"lose[s] their turn\": "
    "the shake is void and the player to the left sets the next Goal") {
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  Action roll = StandardRoll();
  roll.at_ms = 0;
  StartAt(match, 0, roll);
  Action place = Place(match, "red 2");
  place.at_ms = 1000;
  Ok(match, place);
  // Setting the Goal has 2 minutes (XI-A-1-c), the countdown, one more minute and the countdown.
  Action expired = SimpleAction(ActionKind::TimeExpired);
  expired.at_ms = 120000 + 10000 + 60000 + 10000 + 1000;
  Ok(match, expired);
  REQUIRE(match.shakes().size() == 1);
  CHECK_FALSE(match.shakes()[0].counted);
  CHECK(match.shakes()[0].result == "void: the Goal-setter's time ran out");
  CHECK(match.Totals() == std::vector<int>{-2, 0, 0});
  CHECK(match.goal_setter() == 1);
}

TEST_CASE("MLAG: when the two minutes for setting the Goal expire the Goal is considered set") {
  Match match = NewMatch(Rules("mlag", "middle"), 2);
  Action off = SimpleAction(ActionKind::RollOff);
  off.faces = Faces("3 1");
  Ok(match, off);
  Action roll = StandardRoll();
  roll.at_ms = 0;
  Ok(match, roll);
  Ok(match, Place(match, "red 2"));
  Action expired = SimpleAction(ActionKind::TimeExpired);
  expired.at_ms = 121000;
  Ok(match, expired);
  CHECK(match.phase() == Phase::Moving);
  CHECK(match.shake().goal_set);
  CHECK(match.Totals() == std::vector<int>{0, 0});  // MLAG names no time penalty
}

TEST_CASE("AGLOA XI-B: when time is called the shake in progress finishes and no other starts") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("agloa", "middle"), 2);
  StartAt(match, 0);
  SetGoal23(match);
  Ok(match, SimpleAction(ActionKind::CallTime));
  CHECK(match.phase() == Phase::Moving);
  Ok(match, Move(match, "blue 1", Section::Required));
  Ok(match, ChallengeAction(0, Challenge::Now));
  Ok(match, PresentAction(0, "right"));
  CHECK(match.IsTerminal());
  CHECK(match.Totals() == std::vector<int>{6, 2});
  CHECK(match.MatchPoints() == std::vector<int>{6, 4});
}

TEST_CASE("AGLOA XI-B-2: at \"Stop\" every player writes an Equation that may use any Resources") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("agloa", "senior"), 3);
  StartAt(match, 0);
  SetGoal23(match);
  CHECK(Refused(match, SimpleAction(ActionKind::CallStop)).find("Stop") != std::string::npos);
  Ok(match, SimpleAction(ActionKind::CallTime));
  Ok(match, SimpleAction(ActionKind::CallStop));
  REQUIRE(match.phase() == Phase::Cleanup);
  Ok(match, ChallengeAction(1, Challenge::Now));  // invalid after "stop" (VI-B (f))
  CHECK(match.Totals()[1] == -1);
  Ok(match, PresentAction(0, "right"));
  Ok(match, PresentAction(1, "right"));
  Ok(match, PresentAction(2, "wrong"));
  CHECK(match.IsTerminal());
  CHECK(match.shakes()[0].points == std::vector<int>{4, 4, 2});
  CHECK(match.Totals() == std::vector<int>{4, 3, 2});
  CHECK(match.MatchPoints() == std::vector<int>{6, 4, 2});
}

TEST_CASE("ACC Cleanup: no further moves; players write for 1 point and may still call a flub") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("acc", "4"), 3);
  Ok(match, AccRoll());
  SetGoal23(match);
  Ok(match, Move(match, "blue 1", Section::Required));
  Ok(match, SimpleAction(ActionKind::CallTime));
  REQUIRE(match.phase() == Phase::Cleanup);
  CHECK(Refused(match, Move(match, "blue 2", Section::Required)).find("no cube") !=
        std::string::npos);
  Ok(match, PresentAction(0, "right"));
  Ok(match, PresentAction(1, "right"));
  Ok(match, DeclineAction(2));
  CHECK(match.IsTerminal());
  CHECK(match.shakes()[0].points == std::vector<int>{1, 1, 0});
  CHECK(match.GamesPlayed() == 1);
  CHECK(match.Averages()[0].text == "1.00");
}

TEST_CASE(
    "AGLOA XI-A-1-h: an Equation presented after the two minutes and the countdown costs a "
    "point") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("agloa", "middle"), 2);
  StartAt(match, 0);
  SetGoal23(match);
  Ok(match, Move(match, "blue 1", Section::Required));
  Action now = ChallengeAction(0, Challenge::Now);
  now.at_ms = 10000;
  Ok(match, now);
  Action present = PresentAction(0, "right");
  present.at_ms = 10000 + 131000;
  Ok(match, present);
  REQUIRE(match.shakes().size() == 1);
  CHECK(match.shakes()[0].points == std::vector<int>{6, 2});
  CHECK(match.shakes()[0].penalties == std::vector<int>{1, 0});
  CHECK(match.Totals() == std::vector<int>{5, 2});
}

TEST_CASE(
    "MLAG tournament scoring: after the warning no shake starts; when the round is over each "
    "player writes for 4 or 2") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("mlag", "middle"), 3);
  StartAt(match, 0);
  SetGoal23(match);
  Ok(match, SimpleAction(ActionKind::CallTime));        // the five-minute warning
  Ok(match, Move(match, "blue 1", Section::Required));  // the shake goes on
  Ok(match, SimpleAction(ActionKind::CallStop));        // "the round is now over"
  REQUIRE(match.phase() == Phase::Cleanup);
  // "each player has two minutes to write a Equation for the Goal using all Required cubes and
  // any other available cubes": the last Mover too.
  for (int p = 0; p < 3; ++p) CHECK(match.shake().writing[p].may_present);
  Ok(match, PresentAction(0, "wrong"));
  Ok(match, PresentAction(1, "right"));
  Ok(match, DeclineAction(2));
  REQUIRE(match.IsTerminal());
  CHECK(match.shakes()[0].points == std::vector<int>{2, 4, 2});
  // "The player with the highest score receives 6 team points ... tie for second place" 3 and 3.
  CHECK(match.MatchPoints() == std::vector<int>{3, 6, 3});
}

TEST_CASE("MLAG: a shake is started once the cubes are rolled; none starts after the warning") {
  Match match = NewMatch(Rules("mlag", "junior"), 2);
  StartAt(match, 1);
  Ok(match, SimpleAction(ActionKind::CallTime));
  CHECK(match.phase() == Phase::SettingGoal);  // rolled: it is finished
  Match before_roll = NewMatch(Rules("mlag", "junior"), 2);
  Action off = SimpleAction(ActionKind::RollOff);
  off.faces = Faces("3 1");
  Ok(before_roll, off);
  Ok(before_roll, SimpleAction(ActionKind::CallTime));
  CHECK(before_roll.IsTerminal());
  CHECK(before_roll.shakes().empty());
}

namespace {

// Player 0 sets 2+3, player 1 moves, player 2 challenges Now at 10 s: player 0 is the Third
// Party, whose two minutes to decide run from the challenge (AGLOA VII-C-1).
Match ThirdPartyWaiting() {
  Match match = NewMatch(Rules("agloa", "middle"), 3, 1);
  StartAt(match, 0);
  SetGoal23(match);
  Ok(match, Move(match, "blue 1", Section::Required));
  Action now = ChallengeAction(2, Challenge::Now);
  now.at_ms = 10000;
  Ok(match, now);
  return match;
}

Action At(Action action, std::int64_t at_ms) {
  action.at_ms = at_ms;
  return action;
}

}  // namespace

TEST_CASE(
    "AGLOA VII-C-1 comment: \"The Third Party is not obligated to indicate whether they are "
    "presenting an Equation before the time limit expires\": their silence costs no point") {
  UseTestJudge judge;
  Match match = ThirdPartyWaiting();
  Ok(match, At(PresentAction(2, "right"), 20000));
  // The two minutes and the countdown pass; the Third Party said nothing: not presenting.
  Ok(match, At(SimpleAction(ActionKind::TimeExpired), 10000 + 131000));
  REQUIRE(match.IsTerminal());
  CHECK(match.shakes()[0].penalties == std::vector<int>{0, 0, 0});
  CHECK_FALSE(match.shakes()[0].writing[0].writing.presented);
  // X-B-1: the Challenger presented a correct Equation; the silent Third Party scores 2.
  CHECK(match.shakes()[0].points == std::vector<int>{2, 2, 6});
}

TEST_CASE(
    "AGLOA XI-A: the Challenger, who must present, still loses a point and has one more minute; "
    "the silent Third Party loses none") {
  UseTestJudge judge;
  Match match = ThirdPartyWaiting();
  TaskClock clock = match.TaskClockAt(10000);
  CHECK(clock.next_deadline_ms == 10000 + 130000);
  Ok(match, At(SimpleAction(ActionKind::TimeExpired), 10000 + 131000));
  CHECK(match.shake().penalties == std::vector<int>{0, 0, 1});
  CHECK_FALSE(match.shake().writing[0].may_present);  // the Third Party did not present
  CHECK(match.shake().writing[2].must_present);
  clock = match.TaskClockAt(10000 + 131000);
  CHECK(clock.next_deadline_ms == 10000 + 130000 + 70000);
  Ok(match, At(PresentAction(2, "right"), 10000 + 150000));
  REQUIRE(match.IsTerminal());
  CHECK(match.shakes()[0].penalties == std::vector<int>{0, 0, 1});
  CHECK(match.Totals() == std::vector<int>{2, 2, 5});
}

TEST_CASE("AGLOA VII-C-1: a Third Party who says \"no\" after the time limit loses no point") {
  UseTestJudge judge;
  Match match = ThirdPartyWaiting();
  Ok(match, At(PresentAction(2, "right"), 20000));
  Ok(match, At(DeclineAction(0), 10000 + 135000));
  REQUIRE(match.IsTerminal());
  CHECK(match.shakes()[0].penalties == std::vector<int>{0, 0, 0});
}

TEST_CASE(
    "AGLOA XI-A: a Third Party who presents after the limit and the countdown took more time "
    "and loses one point") {
  UseTestJudge judge;
  Match match = ThirdPartyWaiting();
  Ok(match, At(PresentAction(2, "right"), 20000));
  Ok(match, At(PresentAction(0, "right"), 10000 + 135000));
  REQUIRE(match.IsTerminal());
  CHECK(match.shakes()[0].penalties == std::vector<int>{1, 0, 0});
}

TEST_CASE(
    "AGLOA XI-B-2: at \"Stop\" a player who presents nothing scores 2 and loses no point for "
    "the silence") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  StartAt(match, 0);
  SetGoal23(match);
  Ok(match, SimpleAction(ActionKind::CallTime));
  Ok(match, At(SimpleAction(ActionKind::CallStop), 1000));
  REQUIRE(match.phase() == Phase::Cleanup);
  Ok(match, At(PresentAction(1, "right"), 5000));
  // "Each player has two minutes to write a correct Equation"; "a player who does not present a
  // correct Equation scores 2".
  Ok(match, At(SimpleAction(ActionKind::TimeExpired), 1000 + 131000));
  REQUIRE(match.IsTerminal());
  CHECK(match.shakes()[0].points == std::vector<int>{2, 4, 2});
  CHECK(match.shakes()[0].penalties == std::vector<int>{0, 0, 0});
}

TEST_CASE(
    "AGLOA IV-D: opponents who say nothing within the minute to agree or disagree with \"no "
    "Goal\" agree, and lose no point") {
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  StartAt(match, 0);
  Ok(match, At(SimpleAction(ActionKind::DeclareNoGoal, 0), 2000));
  Ok(match, At(SimpleAction(ActionKind::AgreeNoGoal, 1), 2000 + 65000));  // late, says yes
  Ok(match, At(SimpleAction(ActionKind::TimeExpired), 2000 + 71000));
  REQUIRE(match.shakes().size() == 1);
  CHECK(match.shakes()[0].result == "no Goal agreed");
  CHECK(match.shakes()[0].penalties == std::vector<int>{0, 0, 0});
  CHECK(match.goal_setter() == 0);  // IV-D-1: the same player sets the next Goal
}
