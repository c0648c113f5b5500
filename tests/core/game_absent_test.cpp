// Absent players (AGLOA X-D, XII-A "Did Not Play"; the ACC table scoresheet's crossed-out boxes)
// and the judges' one-point penalty (AGLOA IX-C, IX-D) in a match.
#include <doctest/doctest.h>

#include "core/match/game.h"
#include "tests/core/game_test_support.h"

using namespace equations;
using namespace equations::game_test;

namespace {

// Rolls for first so that player 0 sets the first Goal (AGLOA I-D) among the players listed.
void RollOffFor(Match& match, int first) {
  Action off = SimpleAction(ActionKind::RollOff);
  for (int p : match.roll_off_players())
    off.faces.push_back(p == first ? Symbol::Digit3 : Symbol::Digit1);
  Ok(match, off);
  REQUIRE(match.goal_setter() == first);
}

Action Side(int player, bool with_challenger) {
  Action side = SimpleAction(ActionKind::Side, player);
  side.with_challenger = with_challenger;
  return side;
}

}  // namespace

TEST_CASE("AGLOA X-D: a player absent when the Resources are rolled scores -2 and takes no part") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("agloa", "middle"), 3, 1);
  RollOffFor(match, 0);
  Ok(match, SimpleAction(ActionKind::Absent, 2));
  CHECK(match.IsAbsent(2));
  Ok(match, StandardRoll());
  SetGoal23(match);
  CHECK(match.shake().to_move == 1);
  Ok(match, Move(match, "blue 1", Section::Required));  // player 1
  // V-A: play passes to the left, past the empty seat.
  CHECK(match.shake().to_move == 0);
  CHECK(Refused(match, ChallengeAction(2, Challenge::Now)).find("AGLOA X-D") != std::string::npos);
  Ok(match, Move(match, "blue 2", Section::Permitted));  // player 0
  Ok(match, ChallengeAction(1, Challenge::Now));
  // Player 2 is no Third Party: nobody else may present.
  CHECK_FALSE(match.shake().writing[2].may_present);
  Ok(match, PresentAction(1, "right"));
  REQUIRE(match.shakes().size() == 1);
  CHECK(match.shakes()[0].points == std::vector<int>{2, 6, -2});
  CHECK(match.shakes()[0].absent == std::vector<bool>{false, false, true});
  CHECK(match.Totals() == std::vector<int>{2, 6, -2});
  // XII-A: "Did Not Play 0"; the two who played are placed as a two-player match.
  REQUIRE(match.IsTerminal());
  CHECK(match.Played() == std::vector<bool>{true, true, false});
  CHECK(match.MatchPoints() == std::vector<int>{4, 6, 0});
  CHECK(*FromJson(ToJson(match)) == match);
}

TEST_CASE("AGLOA X-D: a player who arrives after the roll scores -2 for it and plays the next") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("agloa", "junior"), 3, 2);
  RollOffFor(match, 0);
  Ok(match, SimpleAction(ActionKind::Absent, 1));
  Ok(match, StandardRoll());
  Ok(match, SimpleAction(ActionKind::Arrive, 1));  // after the Goal-setter rolled
  CHECK_FALSE(match.IsAbsent(1));
  CHECK_FALSE(match.IsPlaying(1));
  SetGoal23(match);
  CHECK(match.shake().to_move == 2);                    // the late player waits for the next shake
  Ok(match, Move(match, "blue 1", Section::Required));  // player 2
  Ok(match, ChallengeAction(0, Challenge::Impossible));
  Ok(match, PresentAction(2, "wrong"));
  REQUIRE(match.shakes().size() == 1);
  CHECK(match.shakes()[0].points == std::vector<int>{6, -2, 2});
  // AGLOA I-D: the player to the left of the previous Goal-setter sets the next Goal.
  CHECK(match.goal_setter() == 1);
  Ok(match, StandardRoll());
  CHECK(match.IsPlaying(1));
  SetGoal23(match);
  Ok(match, Move(match, "blue 1", Section::Required));  // player 2
  Ok(match, ChallengeAction(0, Challenge::Now));
  Ok(match, PresentAction(0, "right"));
  Ok(match, DeclineAction(1));
  REQUIRE(match.shakes().size() == 2);
  CHECK(match.shakes()[1].points == std::vector<int>{6, 2, 2});
  CHECK(match.Totals() == std::vector<int>{12, 0, 4});
  CHECK(match.Played() == std::vector<bool>{true, true, true});
  CHECK(match.MatchPoints() == std::vector<int>{6, 2, 4});
}

TEST_CASE("AGLOA X-D, I-D: when the Goal-setter is absent the next player to the left sets it") {
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  RollOffFor(match, 2);
  Ok(match, SimpleAction(ActionKind::Absent, 2));
  CHECK(match.goal_setter() == 0);
  Ok(match, StandardRoll());
  CHECK(match.shake().goal_setter == 0);
  CHECK(Refused(match, SimpleAction(ActionKind::Absent, 1)).find("before the cubes are rolled") !=
        std::string::npos);
}

TEST_CASE("AGLOA I-D: a player absent at the roll for first does not roll") {
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  Ok(match, SimpleAction(ActionKind::Absent, 0));
  CHECK(match.roll_off_players() == std::vector<int>{1, 2});
  Action off = SimpleAction(ActionKind::RollOff);
  off.faces = Faces("2 2 1");
  CHECK(Refused(match, off).find("one red cube for each of the 2 players") != std::string::npos);
  Ok(match, SimpleAction(ActionKind::Arrive, 0));  // nobody has rolled yet: joins the roll
  CHECK(match.roll_off_players() == std::vector<int>{0, 1, 2});
  Ok(match, SimpleAction(ActionKind::Absent, 1));
  Ok(match, SimpleAction(ActionKind::Absent, 2));  // the one left sets the first Goal
  CHECK(match.phase() == Phase::Rolling);
  CHECK(match.goal_setter() == 0);
  CHECK(Refused(match, SimpleAction(ActionKind::Absent, 0)) == "someone must remain at the table");
}

TEST_CASE("AGLOA I-A: no shake starts with fewer than two players at the table") {
  Match match = NewMatch(Rules("agloa", "senior"), 2);
  RollOffFor(match, 0);
  Ok(match, SimpleAction(ActionKind::Absent, 1));
  CHECK(Refused(match, StandardRoll()).find("at least 2 players") != std::string::npos);
  for (const Action& a : match.LegalActions()) CHECK(a.kind != ActionKind::Roll);
  bool arrive_listed = false;
  for (const Action& a : match.TableEvents())
    arrive_listed = arrive_listed || (a.kind == ActionKind::Arrive && a.player == 1);
  CHECK(arrive_listed);
  Ok(match, SimpleAction(ActionKind::Arrive, 1));
  Ok(match, StandardRoll());
  CHECK(match.phase() == Phase::SettingGoal);
}

TEST_CASE("AGLOA IV-D-1 comment (b): nobody scores for a void shake, an absent player neither") {
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  RollOffFor(match, 0);
  Ok(match, SimpleAction(ActionKind::Absent, 1));
  Ok(match, StandardRoll());
  Ok(match, SimpleAction(ActionKind::DeclareNoGoal, 0));
  CHECK(Refused(match, SimpleAction(ActionKind::AgreeNoGoal, 1)).find("AGLOA X-D") !=
        std::string::npos);
  Ok(match, SimpleAction(ActionKind::AgreeNoGoal, 2));  // every opponent at the table agreed
  REQUIRE(match.shakes().size() == 1);
  CHECK(match.shakes()[0].points == std::vector<int>{0, 0, 0});
  CHECK_FALSE(match.shakes()[0].counted);
}

TEST_CASE(
    "ACC table scoresheet: an absent player's boxes are crossed through and the others' player "
    "scores divide by the games played") {
  // The sample Table Scoresheet: Suzie Subtraction 2 1 1 1 (5), Mark Mathfacts absent, Danny
  // Division 0 1 2 1 (4), Frederika Factorial 1 0 1 1 (3), Paula Polynomial 1 2 0 0 (3); four
  // games. Paula, listed last, keeps score; Suzie, to her left, sets the first Goal.
  UseTestJudge judge;
  Match match = NewMatch(Rules("acc", "5"), 5);
  Ok(match, SimpleAction(ActionKind::Absent, 1));  // Mark
  // Game 1: Danny moves; Suzie calls an A-flub; Frederika and Paula side with her.
  Ok(match, AccRoll());
  SetGoal23(match);  // Suzie
  REQUIRE(match.shake().to_move == 2);
  Ok(match, Move(match, "blue 1", Section::Required));  // Danny
  Ok(match, ChallengeAction(0, Challenge::Now));
  Ok(match, Side(3, true));
  Ok(match, Side(4, true));
  for (int p : {0, 3, 4}) Ok(match, PresentAction(p, "right"));
  // Game 2: Danny sets, Frederika moves; Paula calls an A-flub; Suzie and Danny side with her.
  REQUIRE(match.goal_setter() == 2);
  Ok(match, AccRoll());
  SetGoal23(match);
  Ok(match, Move(match, "blue 1", Section::Required));  // Frederika
  Ok(match, ChallengeAction(4, Challenge::Now));
  Ok(match, Side(0, true));
  Ok(match, Side(2, true));
  for (int p : {4, 0, 2}) Ok(match, PresentAction(p, "right"));
  // Game 3: Frederika sets, Paula moves; Danny calls an A-flub; Suzie and Frederika side with him.
  REQUIRE(match.goal_setter() == 3);
  Ok(match, AccRoll());
  SetGoal23(match);
  Ok(match, Move(match, "blue 1", Section::Required));  // Paula
  Ok(match, ChallengeAction(2, Challenge::Now));
  Ok(match, Side(0, true));
  Ok(match, Side(3, true));
  for (int p : {2, 0, 3}) Ok(match, PresentAction(p, "right"));
  // Game 4: Paula sets, Suzie moves, then "Cleanup": all but Paula show a valid Equation.
  REQUIRE(match.goal_setter() == 4);
  Ok(match, AccRoll());
  SetGoal23(match);
  Ok(match, Move(match, "blue 1", Section::Required));  // Suzie
  Ok(match, SimpleAction(ActionKind::CallTime));
  REQUIRE(match.phase() == Phase::Cleanup);
  CHECK_FALSE(match.shake().writing[1].may_present);
  for (int p : {0, 2, 3}) Ok(match, PresentAction(p, "right"));
  Ok(match, PresentAction(4, "wrong"));
  REQUIRE(match.IsTerminal());
  REQUIRE(match.shakes().size() == 4);
  const std::vector<std::vector<int>> columns = {
      {2, 0, 0, 1, 1}, {1, 0, 1, 0, 2}, {1, 0, 2, 1, 0}, {1, 0, 1, 1, 0}};
  for (size_t game = 0; game < columns.size(); ++game) {
    CAPTURE(game);
    CHECK(match.shakes()[game].points == columns[game]);
    CHECK(match.shakes()[game].absent[1]);
  }
  CHECK(match.Totals() == std::vector<int>{5, 0, 4, 3, 3});
  CHECK(match.GamesPlayed() == 4);
  const std::vector<AverageScore> averages = match.Averages();
  CHECK(averages[0].text == "1.25");
  CHECK(averages[2].text == "1.00");
  CHECK(averages[3].text == "0.75");
  CHECK(averages[4].text == "0.75");
  CHECK(*FromJson(ToJson(match)) == match);
}

TEST_CASE("AGLOA IX-C, IX-D: a judges' one-point penalty shows on the score sheet") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("agloa", "middle"), 2, 1);
  RollOffFor(match, 0);
  Ok(match, SimpleAction(ActionKind::JudgePenalty, 1));  // between shakes: carried into it
  Ok(match, StandardRoll());
  CHECK(match.Totals() == std::vector<int>{0, -1});
  SetGoal23(match);
  Ok(match, SimpleAction(ActionKind::JudgePenalty, 0));
  Ok(match, Move(match, "blue 1", Section::Required));  // player 1
  Ok(match, ChallengeAction(0, Challenge::Now));
  Ok(match, PresentAction(0, "right"));
  REQUIRE(match.shakes().size() == 1);
  CHECK(match.shakes()[0].penalties == std::vector<int>{1, 1});
  CHECK(match.Totals() == std::vector<int>{5, 1});
  CHECK(Refused(match, SimpleAction(ActionKind::JudgePenalty, 0)) == "the match is over");
}

TEST_CASE("MLAG names no judges' point penalty: it is refused") {
  Match match = NewMatch(Rules("mlag", "middle"), 2);
  CHECK(Refused(match, SimpleAction(ActionKind::JudgePenalty, 0)) ==
        "these rules have no judges' point penalty");
  for (const Action& a : match.TableEvents()) CHECK(a.kind != ActionKind::JudgePenalty);
}

TEST_CASE("table events read back from their text and replay") {
  for (const Action& a : {SimpleAction(ActionKind::Absent, 2), SimpleAction(ActionKind::Arrive, 0),
                          SimpleAction(ActionKind::JudgePenalty, 1)}) {
    auto back = ParseAction(ActionText(a));
    REQUIRE(back);
    CHECK(*back == a);
  }
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  RollOffFor(match, 1);
  Ok(match, SimpleAction(ActionKind::Absent, 0));
  Ok(match, StandardRoll());
  Ok(match, SimpleAction(ActionKind::Arrive, 0));
  auto replayed = Match::Replay(match.rules(), match.config(), match.history());
  REQUIRE(replayed);
  CHECK(*replayed == match);
}
