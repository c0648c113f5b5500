// Simultaneous challenges: AGLOA VI-B ("If two players pick up the challenge block at exactly the
// same time in the opinion of the third player, they are both Challengers"), ACC "Challenges"
// ("the challenge will stand but there will be no Challenger for that game"), and MLAG, where the
// player holding the flub ball is the Challenger.
#include <doctest/doctest.h>

#include "core/match/game.h"
#include "tests/core/game_test_support.h"

using namespace equations;
using namespace equations::game_test;

namespace {

// A three-player agloa shake in which player 0 set the Goal 2+3 and player 1 moved a 1 to
// Required; player 2 moves next.
Match AfterOneMove(const char* rules = "agloa") {
  Match match = NewMatch(Rules(rules, rules == std::string("acc") ? "6" : "middle"),
                         rules == std::string("acc") ? 4 : 3);
  if (rules == std::string("acc"))
    Ok(match, AccRoll());
  else
    StartAt(match, 0);
  SetGoal23(match);
  Ok(match, Move(match, "blue 1", Section::Required));
  return match;
}

Action Side(int player, bool with_challenger) {
  Action side = SimpleAction(ActionKind::Side, player);
  side.with_challenger = with_challenger;
  return side;
}

}  // namespace

TEST_CASE("AGLOA VI-B: after a simultaneous Now both Challengers must write; each scores alone") {
  UseTestJudge judge;
  SUBCASE("one correct Equation") {
    Match match = AfterOneMove();
    Ok(match, SimultaneousChallengeAction(0, {2}, Challenge::Now));  // against player 1
    REQUIRE(match.phase() == Phase::Challenged);
    CHECK(match.shake().challengers == std::vector<int>{0, 2});
    CHECK(match.shake().writing[0].must_present);
    CHECK(match.shake().writing[2].must_present);
    CHECK_FALSE(match.shake().writing[1].may_present);  // VII-A-1: the Mover may not
    Ok(match, PresentAction(2, "right"));
    Ok(match, PresentAction(0, "wrong"));
    REQUIRE(match.shakes().size() == 1);
    // X-B-2: a correct Challenger scores 6; X-B-1: the other Challenger and the Mover 2.
    CHECK(match.shakes()[0].points == std::vector<int>{2, 2, 6});
    CHECK(match.shakes()[0].challengers == std::vector<int>{0, 2});
    CHECK(match.shakes()[0].result == "Now challenge by players 0 and 2 at the same time");
  }
  SUBCASE("no correct Equation: the Mover is correct") {
    Match match = AfterOneMove();
    Ok(match, SimultaneousChallengeAction(2, {0}, Challenge::Now));
    Ok(match, PresentAction(0, "wrong"));
    Ok(match, DeclineAction(2));
    REQUIRE(match.shakes().size() == 1);
    CHECK(match.shakes()[0].points == std::vector<int>{2, 6, 2});
  }
}

TEST_CASE("AGLOA VI-B: after a simultaneous Impossible neither Challenger may write") {
  UseTestJudge judge;
  Match match = AfterOneMove();
  Ok(match, SimultaneousChallengeAction(0, {2}, Challenge::Impossible));
  CHECK(Refused(match, PresentAction(2, "right")) ==
        "after an Impossible challenge the Challenger may not present an Equation (AGLOA "
        "VII-A-2)");
  CHECK(match.shake().writing[1].must_present);
  SUBCASE("the Mover's Equation is correct") {
    Ok(match, PresentAction(1, "right"));
    CHECK(match.shakes().back().points == std::vector<int>{2, 6, 2});
  }
  SUBCASE("the Mover's Equation is incorrect: both Challengers are correct") {
    Ok(match, PresentAction(1, "wrong"));
    CHECK(match.shakes().back().points == std::vector<int>{6, 2, 6});
  }
}

TEST_CASE("AGLOA IV-D-2, VI-B: both opponents challenge \"no Goal\" at the same time") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("agloa", "senior"), 3);
  StartAt(match, 1);
  Ok(match, SimpleAction(ActionKind::DeclareNoGoal, 1));
  Ok(match, SimultaneousChallengeAction(0, {2}, Challenge::NoGoal));
  Ok(match, PresentAction(0, "wrong"));
  Ok(match, PresentAction(2, "wrong"));
  // Neither Challenger presented a correct Equation: the original Goal-setter scores 6.
  CHECK(match.shakes().back().points == std::vector<int>{2, 6, 2});
}

TEST_CASE("AGLOA VI-B: an invalid simultaneous challenge is set aside and costs each a point") {
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  StartAt(match, 0);
  SetGoal23(match);
  // VI-A-2-b: Now with nothing in Required or Permitted.
  Ok(match, SimultaneousChallengeAction(1, {2}, Challenge::Now));
  CHECK(match.phase() == Phase::Moving);
  CHECK(match.Totals() == std::vector<int>{0, -1, -1});
}

TEST_CASE(
    "AGLOA VI-B: the last Mover is never one of the Challengers, and the rules need a third") {
  Match match = AfterOneMove();
  CHECK(Refused(match, SimultaneousChallengeAction(0, {1}, Challenge::Now)) ==
        "the last Mover cannot be one of the Challengers (AGLOA VI-B (a))");
  CHECK(Refused(match, SimultaneousChallengeAction(0, {0}, Challenge::Now)) ==
        "a player challenges only once");
  Match two = NewMatch(Rules("agloa", "middle"), 2);
  StartAt(two, 0);
  SetGoal23(two);
  Ok(two, Move(two, "blue 1", Section::Required));  // player 1
  CHECK(Refused(two, SimultaneousChallengeAction(0, {1}, Challenge::Now)) ==
        "the last Mover cannot be one of the Challengers (AGLOA VI-B (a))");
  for (const Action& a : two.TableEvents()) CHECK(a.kind != ActionKind::Challenge);
}

TEST_CASE("MLAG: the player with the flub ball in his hand is the Challenger") {
  Match match = NewMatch(Rules("mlag", "senior"), 3);
  StartAt(match, 0);
  SetGoal23(match);
  Ok(match, Move(match, "blue 1", Section::Required));
  CHECK(Refused(match, SimultaneousChallengeAction(0, {2}, Challenge::Now))
            .find("flub ball in his hand") != std::string::npos);
  for (const Action& a : match.TableEvents()) CHECK(a.kind != ActionKind::Challenge);
}

TEST_CASE("ACC: simultaneous flub calls stand with no Challenger; correct callers score 1") {
  UseTestJudge judge;
  Match match = AfterOneMove("acc");                               // player 1 is the Mover
  Ok(match, SimultaneousChallengeAction(2, {3}, Challenge::Now));  // an A-flub
  REQUIRE(match.phase() == Phase::Challenged);
  // "During the timer interval the players who called the flub may change their declaration
  // and side with the Mover": they declare in turn from the Mover's left like everyone else.
  CHECK(match.shake().writing[2].must_side);
  CHECK(match.shake().writing[3].must_side);
  CHECK(Refused(match, Side(3, true)).find("player 2 declares first") != std::string::npos);
  Ok(match, Side(2, true));
  Ok(match, Side(3, false));  // changes to the Mover
  Ok(match, Side(0, true));
  Ok(match, PresentAction(2, "right"));
  Ok(match, PresentAction(0, "right"));
  REQUIRE(match.shakes().size() == 1);
  // "All who declare for the challenge will receive one point if correct": 1, not the single
  // Challenger's 2. The Mover's side did not sustain anything: 0.
  CHECK(match.shakes()[0].points == std::vector<int>{1, 0, 1, 0});
  CHECK(*FromJson(ToJson(match)) == match);
}

TEST_CASE("ACC: when no caller sustains an A-flub the Mover and those with the Mover score") {
  UseTestJudge judge;
  Match match = AfterOneMove("acc");
  Ok(match, SimultaneousChallengeAction(0, {2, 3}, Challenge::Now));
  Ok(match, Side(2, true));
  Ok(match, Side(3, true));
  Ok(match, Side(0, false));
  Ok(match, PresentAction(2, "wrong"));
  Ok(match, PresentAction(3, "wrong"));
  CHECK(match.shakes().back().points == std::vector<int>{1, 1, 0, 0});
}

TEST_CASE("a simultaneous challenge reads back from its text, saves mid-challenge and replays") {
  UseTestJudge judge;
  const Action joint = SimultaneousChallengeAction(0, {2}, Challenge::Impossible);
  CHECK(ActionText(joint) == "p0 challenge impossible with 2");
  auto back = ParseAction("p0 challenge impossible with 2");
  REQUIRE(back);
  CHECK(*back == joint);
  CHECK_FALSE(ParseAction("p0 challenge now with"));
  CHECK_FALSE(ParseAction("p0 challenge now and 2"));
  Match match = AfterOneMove();
  bool listed = false;
  for (const Action& a : match.TableEvents()) listed = listed || a == joint;
  CHECK(listed);
  Ok(match, joint);
  auto restored = FromJson(ToJson(match));
  REQUIRE(restored);
  CHECK(*restored == match);
  Ok(*restored, PresentAction(1, "right"));
  auto replayed = Match::Replay(restored->rules(), restored->config(), restored->history());
  REQUIRE(replayed);
  CHECK(*replayed == *restored);
}
