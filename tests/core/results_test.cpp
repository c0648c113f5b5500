// A match's results as a tournament director reads them (core/match/results.h): AGLOA XII-A
// match points with the table's words for each place, the MLAG scoring chart's team points with
// its row and column, and the ACC player score with the games counted.
#include "core/match/results.h"

#include <doctest/doctest.h>

#include "tests/core/game_test_support.h"

using namespace equations;
using namespace equations::game_test;

namespace {

std::vector<std::string> Agloa(const std::vector<int>& totals) {
  return PlaceNames(PlacementWords::AgloaTables, totals, std::vector<bool>(totals.size(), true));
}
std::vector<std::string> Mlag(const std::vector<int>& totals) {
  return PlaceNames(PlacementWords::MlagChart, totals, std::vector<bool>(totals.size(), true));
}

Action SideWith(int player, bool with_challenger) {
  Action side = SimpleAction(ActionKind::Side, player);
  side.with_challenger = with_challenger;
  return side;
}

// One shake of three players, max_shakes 1: player 0 sets 2+3, player 1 moves, player 2
// challenges Now and presents a correct Equation; player 0 is the Third Party.
Match NowByPlayer2(const char* rules, bool third_party_sides) {
  Match match = NewMatch(Rules(rules, "middle"), 3, 1);
  StartAt(match, 0);
  SetGoal23(match);
  Ok(match, Move(match, "blue 1", Section::Required));
  Ok(match, ChallengeAction(2, Challenge::Now));
  if (third_party_sides) Ok(match, SideWith(0, false));  // MLAG: the Joiner agrees with the Mover
  Ok(match, PresentAction(2, "right"));
  if (!third_party_sides) Ok(match, DeclineAction(0));
  return match;
}

}  // namespace

TEST_CASE("AGLOA XII-A: each place in the three-player table's words, ties sharing a row") {
  // "First Place Alone 6, Two-Way Tie for First 5, Three-Way Tie for First 4, Second Place Alone
  // 4, Two-Way Tie for Second 3, Third Place Alone 2".
  using V = std::vector<std::string>;
  CHECK(Agloa({30, 20, 10}) == V{"First Place Alone", "Second Place Alone", "Third Place Alone"});
  CHECK(Agloa({10, 30, 30}) ==
        V{"Third Place Alone", "Two-Way Tie for First", "Two-Way Tie for First"});
  CHECK(Agloa({18, 9, 9}) ==
        V{"First Place Alone", "Two-Way Tie for Second", "Two-Way Tie for Second"});
  CHECK(Agloa({12, 12, 12}) == V(3, "Three-Way Tie for First"));
  // Two-Player Matches: "First Place Alone 6, Two-Way Tie for First 5, Second Place Alone 4".
  CHECK(Agloa({8, 14}) == V{"Second Place Alone", "First Place Alone"});
  CHECK(Agloa({-2, -2}) == V(2, "Two-Way Tie for First"));
  // "Did Not Play 0": the others are placed among themselves.
  CHECK(PlaceNames(PlacementWords::AgloaTables, {9, 9, 0}, {true, true, false}) ==
        V{"Two-Way Tie for First", "Two-Way Tie for First", "Did Not Play"});
  CHECK(PlaceNames(PlacementWords::AgloaTables, {-4, 0}, {true, false}) ==
        V{"First Place Alone", "Did Not Play"});
}

TEST_CASE("MLAG scoring chart: each place named by the chart's row and column") {
  // "ALL DIFFERENT SCORES 6 4 2 / TIE FOR FIRST PLACE 5 5 2 / TIE FOR SECOND PLACE 6 3 3 /
  // THREE WAY TIE 4 4 4 / 2 PLAYER GAME 6 4 / 2 PLAYER TIE 5 5" under HIGH, MIDDLE, LOW RAW SCORE.
  using V = std::vector<std::string>;
  CHECK(Mlag({14, 20, 8}) == V{"All different scores, middle raw score",
                               "All different scores, high raw score",
                               "All different scores, low raw score"});
  CHECK(Mlag({20, 20, 8}) ==
        V{"Tie for first place", "Tie for first place", "Tie for first place, low raw score"});
  CHECK(Mlag({8, 20, 8}) ==
        V{"Tie for second place", "Tie for second place, high raw score", "Tie for second place"});
  CHECK(Mlag({8, 8, 8}) == V(3, "Three way tie"));
  CHECK(Mlag({9, 15}) == V{"2 player game, middle raw score", "2 player game, high raw score"});
  CHECK(Mlag({9, 9}) == V(2, "2 player tie"));
  // The chart has no row for a player who did not play; XII-A's reading places the others.
  CHECK(PlaceNames(PlacementWords::MlagChart, {4, 9, 0}, {true, true, false}) ==
        V{"2 player game, middle raw score", "2 player game, high raw score", "Did not play"});
  CHECK(PlaceNames(PlacementWords::MlagChart, {3, 0}, {true, false}) ==
        V{"High raw score (the only player who played)", "Did not play"});
}

TEST_CASE("AGLOA XII-A: a finished match's results give each player's points and place") {
  UseTestJudge judge;
  Match match = NowByPlayer2("agloa", false);
  REQUIRE(match.IsTerminal());
  // X-B-2: the correct Challenger 6; X-B-1: the Mover 2, the silent Third Party 2.
  const MatchResults results = ResultsOf(match);
  CHECK(results.final);
  CHECK(results.rule == "AGLOA XII-A");
  CHECK(results.name == "Match points");
  CHECK(results.games == 1);
  REQUIRE(results.players.size() == 3);
  CHECK(results.players[2].total == 6);
  CHECK(results.players[2].match_points == 6);
  CHECK(results.players[2].place == "First Place Alone");
  for (int p : {0, 1}) {
    CAPTURE(p);
    CHECK(results.players[p].total == 2);
    CHECK(results.players[p].match_points == 3);
    CHECK(results.players[p].place == "Two-Way Tie for Second");
    CHECK(results.players[p].games == 1);
    CHECK_FALSE(results.players[p].player_score);
  }
  const Json json = ResultsJson(results);
  CHECK(json.Find("scoring")->AsString() == "placement");
  CHECK(json.Find("players")->AsArray()[2].Find("match_points")->AsInteger() == 6);
  CHECK(json.Find("players")->AsArray()[0].Find("place")->AsString() == "Two-Way Tie for Second");
}

TEST_CASE("AGLOA XII-A: before the match is over the results are what it would give now") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("agloa", "middle"), 2);
  StartAt(match, 0);
  const MatchResults results = ResultsOf(match);
  CHECK_FALSE(results.final);
  CHECK(results.games == 0);
  CHECK(results.players[0].place == "Two-Way Tie for First");
  CHECK(results.players[0].match_points == 5);
}

TEST_CASE("MLAG scoring chart: a finished match's team points with the chart's row and column") {
  UseTestJudge judge;
  Match match = NowByPlayer2("mlag", true);
  REQUIRE(match.IsTerminal());
  const MatchResults results = ResultsOf(match);
  CHECK(results.rule == "MLAG \"Scoring chart\"");
  CHECK(results.name == "Team points (MLAG chart)");
  CHECK(results.players[2].match_points == 6);
  CHECK(results.players[2].place == "Tie for second place, high raw score");
  CHECK(results.players[0].match_points == 3);
  CHECK(results.players[0].place == "Tie for second place");
  CHECK(results.players[1].place == "Tie for second place");
}

TEST_CASE(
    "ACC team scoring: the player score divides a player's total by the games played at the "
    "table, also for a player who arrived late; an absent player has none") {
  // "This total score is divided by the number of games played at that table for that round.
  // The result, expressed as a decimal with two-place precision, is the player score."
  UseTestJudge judge;
  Match match = NewMatch(Rules("acc", "5"), 5);
  Ok(match, SimpleAction(ActionKind::Absent, 1));
  // Game 1: 0 sets, 2 moves, 0 calls an A-flub, 3 and 4 side with 0: 2 0 0 1 1.
  Ok(match, AccRoll());
  SetGoal23(match);
  Ok(match, Move(match, "blue 1", Section::Required));
  Ok(match, ChallengeAction(0, Challenge::Now));
  Ok(match, SideWith(3, true));
  Ok(match, SideWith(4, true));
  for (int p : {0, 3, 4}) Ok(match, PresentAction(p, "right"));
  {
    // Player 1, absent all along so far, has no player score yet.
    const MatchResults so_far = ResultsOf(match);
    CHECK_FALSE(so_far.players[1].played);
    CHECK_FALSE(so_far.players[1].player_score);
    CHECK(so_far.players[0].player_score->text == "2.00");
  }
  Ok(match, SimpleAction(ActionKind::Arrive, 1));
  // Game 2: 2 sets, 3 moves, 4 calls an A-flub; 0 and 1 side with 4, 2 with the Mover; 1 is
  // wrong: 1 0 0 0 2.
  REQUIRE(match.goal_setter() == 2);
  Ok(match, AccRoll());
  SetGoal23(match);
  Ok(match, Move(match, "blue 1", Section::Required));
  Ok(match, ChallengeAction(4, Challenge::Now));
  Ok(match, SideWith(0, true));
  Ok(match, SideWith(1, true));
  Ok(match, SideWith(2, false));
  for (int p : {4, 0}) Ok(match, PresentAction(p, "right"));
  Ok(match, PresentAction(1, "wrong"));
  // Game 3: 3 sets, 4 moves, then "Cleanup": 1 and 2 show a valid Equation: 0 1 1 0 0.
  REQUIRE(match.goal_setter() == 3);
  Ok(match, AccRoll());
  SetGoal23(match);
  Ok(match, Move(match, "blue 1", Section::Required));
  Ok(match, SimpleAction(ActionKind::CallTime));
  for (int p : {1, 2}) Ok(match, PresentAction(p, "right"));
  for (int p : {0, 3, 4}) Ok(match, DeclineAction(p));
  REQUIRE(match.IsTerminal());
  const MatchResults results = ResultsOf(match);
  CHECK(results.final);
  CHECK(results.name == "Player score");
  CHECK(results.games == 3);
  const std::vector<int> totals = {3, 1, 1, 1, 3};
  const std::vector<int> games = {3, 2, 3, 3, 3};
  const std::vector<std::string> scores = {"1.00", "0.33", "0.33", "0.33", "1.00"};
  for (int p = 0; p < 5; ++p) {
    CAPTURE(p);
    CHECK(results.players[p].total == totals[p]);
    CHECK(results.players[p].games == games[p]);
    REQUIRE(results.players[p].player_score);
    CHECK(results.players[p].player_score->text == scores[p]);
    CHECK(results.players[p].place.empty());
  }
  // Exact as well as printed: 1 ÷ 3 games.
  CHECK(results.players[1].player_score->numerator == 1);
  CHECK(results.players[1].player_score->denominator == 3);
  const Json json = ResultsJson(results);
  CHECK(json.Find("scoring")->AsString() == "average");
  const Json& player1 = json.Find("players")->AsArray()[1];
  CHECK(player1.Find("games")->AsInteger() == 2);
  CHECK(player1.Find("player_score")->Find("text")->AsString() == "0.33");
  CHECK(player1.Find("match_points") == nullptr);
}
