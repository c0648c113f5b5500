// Challenges and Equations in a match: validity and penalties (AGLOA VI), who must, may and may
// not write (VII-A), the last cube (VIII), "no Goal" (IV-D), the MLAG Third Party, the ACC flubs
// and Force Out, and shake scores (X).
#include <doctest/doctest.h>

#include "core/match/game.h"
#include "tests/core/game_test_support.h"

using namespace equations;
using namespace equations::game_test;

TEST_CASE("the engine checks each Equation with the written-Equation checker") {
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  StartAt(match, 0);
  SetGoal23(match);
  Ok(match, Move(match, "green 5", Section::Required));  // player 1
  Ok(match, Move(match, "blue x", Section::Permitted));  // player 2
  Ok(match, ChallengeAction(0, Challenge::Now));
  // 5 (Required) x (Permitted) 1 (the one cube from Resources) = 2+3.
  Ok(match, PresentAction(1, "5x2 = 2+3"));  // the Third Party
  CHECK(Refused(match, PresentAction(1, "5x1 = 2+3")) == "you have no Equation to present now");
  Ok(match, PresentAction(0, "5x1 = 2+3"));
  REQUIRE(match.shakes().size() == 1);
  const ShakeRecord& shake = match.shakes()[0];
  CHECK(shake.points == std::vector<int>{6, 2, 2});
  CHECK(shake.writing[0].writing.correct);
  CHECK_FALSE(shake.writing[1].writing.correct);
  REQUIRE_FALSE(shake.writing[1].reasons.empty());
  CHECK(shake.writing[1].reasons[0].find("does not equal") != std::string::npos);
  CHECK(*FromJson(ToJson(match)) == match);
}

TEST_CASE(
    "AGLOA VII-A-1: after Now the Challenger must present, the Mover may not, the Third "
    "Party may") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  StartAt(match, 0);
  SetGoal23(match);
  Ok(match, Move(match, "blue 1", Section::Required));  // player 1 moves
  Ok(match, ChallengeAction(2, Challenge::Now));
  REQUIRE(match.phase() == Phase::Challenged);
  CHECK(match.shake().writing[2].must_present);
  CHECK_FALSE(match.shake().writing[1].may_present);
  CHECK(match.shake().writing[0].may_present);
  CHECK_FALSE(match.shake().writing[0].must_present);
  CHECK(Refused(match, PresentAction(1, "right")) ==
        "after a Now challenge the Mover may not present an Equation (AGLOA VII-A-1)");
  CHECK(Refused(match, ChallengeAction(0, Challenge::Impossible)) ==
        "a challenge is already being settled: there is only one Challenger");
  Ok(match, PresentAction(2, "wrong"));
  Ok(match, DeclineAction(0));
  REQUIRE(match.shakes().size() == 1);
  // X-B: the Challenger is wrong (2); the Mover and the Third Party without an Equation are
  // correct (6 each).
  CHECK(match.shakes()[0].points == std::vector<int>{6, 6, 2});
  CHECK(match.shake().goal_setter == 1);  // the next Goal-setter is to the left
  CHECK(match.phase() == Phase::Rolling);
}

TEST_CASE("AGLOA VII-A-2: after Impossible the Mover must present and the Challenger may not") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("agloa", "junior"), 3);
  StartAt(match, 0);
  SetGoal23(match);
  Ok(match, ChallengeAction(1, Challenge::Impossible));  // against the Goal-setter
  REQUIRE(match.phase() == Phase::Challenged);
  CHECK(match.shake().writing[0].must_present);
  CHECK(Refused(match, PresentAction(1, "right")) ==
        "after an Impossible challenge the Challenger may not present an Equation (AGLOA "
        "VII-A-2)");
  Ok(match, PresentAction(2, "right"));
  Ok(match, PresentAction(0, "right"));
  REQUIRE(match.shakes().size() == 1);
  CHECK(match.shakes()[0].points == std::vector<int>{6, 2, 6});
}

TEST_CASE(
    "a Now challenge with one cube in Resources is set aside and costs the Challenger a "
    "point (AGLOA VI-A-2-a)") {
  Match match = NewMatch(Rules("agloa", "middle"), 2);
  StartAt(match, 0);
  SetGoal23(match);
  // Move all but one cube (21 left after the Goal): 20 moves.
  for (int i = 0; i < 20; ++i) {
    const int p = match.shake().to_move;
    Ok(match, MoveAction(p, 0, i % 2 ? Section::Forbidden : Section::Permitted));
  }
  REQUIRE(match.shake().mat.resources.size() == 1);
  const int mover = match.shake().mover;
  const int other = 1 - mover;
  Ok(match, ChallengeAction(other, Challenge::Now));
  CHECK(match.phase() == Phase::Moving);  // set aside, play continues
  CHECK(match.Totals()[other] == -1);
  // AGLOA VIII-A: the last cube may not go to Forbidden.
  CHECK(Refused(match, MoveAction(other, 0, Section::Forbidden)) ==
        "the last cube in Resources may not be moved to Forbidden (AGLOA VIII-A)");
}

TEST_CASE(
    "AGLOA VI-A-2-b and VI-B: Now with nothing in Required or Permitted, challenging "
    "yourself, and challenging before the Goal are set aside with a penalty") {
  Match match = NewMatch(Rules("agloa", "senior"), 3);
  StartAt(match, 0);
  Ok(match, ChallengeAction(1, Challenge::Impossible));  // (d): before the Goal is set
  CHECK(match.phase() == Phase::SettingGoal);
  SetGoal23(match);
  Ok(match, ChallengeAction(2, Challenge::Now));  // (c): nothing in Required or Permitted
  CHECK(match.phase() == Phase::Moving);
  Ok(match, ChallengeAction(0, Challenge::Impossible));  // (a): player 0 set the Goal
  CHECK(match.phase() == Phase::Moving);
  CHECK(match.Totals() == std::vector<int>{-1, -1, -1});
}

TEST_CASE(
    "MLAG \"Calling a challenge\": \"If a player does not specify a legitimate challenge, a one "
    "point penalty is enforced and play continues\"") {
  Match match = NewMatch(Rules("mlag", "middle"), 3);
  StartAt(match, 0);
  SetGoal23(match);
  // "If a player challenges himself, the incorrect challenge is set aside": and costs one point.
  Ok(match, ChallengeAction(0, Challenge::Now));
  CHECK(match.phase() == Phase::Moving);
  CHECK(match.Totals() == std::vector<int>{-1, 0, 0});
}

TEST_CASE("AGLOA VIII, X-C: after the last cube every player writes; correct 4, incorrect 2") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  StartAt(match, 0);
  SetGoal23(match);
  while (match.shake().mat.resources.size() > 1) {
    const int p = match.shake().to_move;
    Ok(match, MoveAction(p, 0, Section::Forbidden));
  }
  const int last = match.shake().to_move;
  Ok(match, MoveAction(last, 0, Section::Required));
  REQUIRE(match.phase() == Phase::LastCube);
  CHECK(Refused(match, ChallengeAction(last, Challenge::Now)) == "(applied)");  // penalized
  CHECK(match.Totals()[last] == -1);
  Ok(match, PresentAction(0, "right"));
  Ok(match, PresentAction(1, "wrong"));
  Ok(match, DeclineAction(2));
  REQUIRE(match.shakes().size() == 1);
  CHECK(match.shakes()[0].points == std::vector<int>{4, 2, 2});
  CHECK(match.shakes()[0].result == "Last cube");
}

TEST_CASE(
    "AGLOA VIII-B: Impossible against the last cube within the first minute is a "
    "challenge; after it, invalid") {
  UseTestJudge judge;
  for (bool late : {false, true}) {
    CAPTURE(late);
    Match match = NewMatch(Rules("agloa", "middle"), 3);
    StartAt(match, 0);
    SetGoal23(match);
    while (match.shake().mat.resources.size() > 1)
      Ok(match, MoveAction(match.shake().to_move, 0, Section::Forbidden));
    const int last = match.shake().to_move;
    Action move = MoveAction(last, 0, Section::Permitted);
    move.at_ms = 1000000;
    Ok(match, move);
    Action present = PresentAction(last, "right");
    present.at_ms = 1010000;
    Ok(match, present);  // the Mover presents at once
    const int challenger = (last + 1) % 3;
    Action impossible = ChallengeAction(challenger, Challenge::Impossible);
    impossible.at_ms = late ? 1061000 : 1050000;
    Ok(match, impossible);
    if (late) {
      CHECK(match.phase() == Phase::LastCube);  // invalid (VI-B (e)): set aside
      CHECK(match.Totals()[challenger] == -1);
    } else {
      REQUIRE(match.phase() == Phase::Challenged);
      // The Mover's Equation stands; the Third Party may still present.
      const int third = (last + 2) % 3;
      Ok(match, DeclineAction(third));
      REQUIRE(match.shakes().size() == 1);
      std::vector<int> expected(3);
      expected[last] = 6;
      expected[challenger] = 2;
      expected[third] = 2;
      CHECK(match.shakes()[0].points == expected);
    }
  }
}

TEST_CASE(
    "AGLOA IV-D-1: \"no Goal\" agreed by all voids the shake and the same player sets "
    "again") {
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  StartAt(match, 2);
  Ok(match, SimpleAction(ActionKind::DeclareNoGoal, 2));
  REQUIRE(match.phase() == Phase::NoGoalDeclared);
  Ok(match, SimpleAction(ActionKind::AgreeNoGoal, 0));
  CHECK(Refused(match, SimpleAction(ActionKind::AgreeNoGoal, 0)) == "you have already agreed");
  Ok(match, SimpleAction(ActionKind::AgreeNoGoal, 1));
  REQUIRE(match.shakes().size() == 1);
  CHECK_FALSE(match.shakes()[0].counted);
  CHECK(match.shakes()[0].points == std::vector<int>{0, 0, 0});
  CHECK(match.goal_setter() == 2);
}

TEST_CASE(
    "AGLOA IV-D-2: a challenged \"no Goal\": the Challenger writes and the Goal-setter "
    "scores 6 when nobody writes a correct Equation") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  StartAt(match, 0);
  Ok(match, SimpleAction(ActionKind::DeclareNoGoal, 0));
  Ok(match, ChallengeAction(0, Challenge::NoGoal));  // challenging yourself: set aside, -1
  CHECK(match.Totals() == std::vector<int>{-1, 0, 0});
  Ok(match, ChallengeAction(1, Challenge::NoGoal));
  REQUIRE(match.phase() == Phase::Challenged);
  CHECK(match.shake().writing[1].must_present);
  Ok(match, PresentAction(1, "wrong"));
  Ok(match, DeclineAction(2));
  REQUIRE(match.shakes().size() == 1);
  CHECK(match.shakes()[0].points == std::vector<int>{6, 2, 6});
  CHECK(match.Totals() == std::vector<int>{5, 2, 6});
  CHECK(match.goal_setter() == 1);
}

TEST_CASE("AGLOA IV-D-1 comment (c): after a bonus move the Goal-setter may not say \"no Goal\"") {
  Match match = NewMatch(Rules("agloa", "middle"), 2);
  StartAt(match, 0);
  Ok(match, SimpleAction(ActionKind::Bonus, 0));
  Ok(match, Move(match, "green 6", Section::Forbidden));
  CHECK(Refused(match, SimpleAction(ActionKind::DeclareNoGoal, 0)).find("committed") !=
        std::string::npos);
  SetGoal23(match);
  CHECK(match.shake().mat.forbidden.size() == 1);
}

TEST_CASE("MLAG: the Third Party joins a side and writes when that side must") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("mlag", "senior"), 3);
  StartAt(match, 0);
  SetGoal23(match);
  Ok(match, Move(match, "blue 1", Section::Required));  // player 1 moves
  Ok(match, ChallengeAction(0, Challenge::Impossible));
  REQUIRE(match.phase() == Phase::Challenged);
  CHECK(Refused(match, PresentAction(2, "right")) == "declare whom you side with first");
  Action side = SimpleAction(ActionKind::Side, 2);
  side.with_challenger = false;  // agrees with the Mover, who must write
  Ok(match, side);
  CHECK(match.shake().writing[2].must_present);
  Ok(match, PresentAction(1, "wrong"));
  Ok(match, PresentAction(2, "right"));
  REQUIRE(match.shakes().size() == 1);
  CHECK(match.shakes()[0].points == std::vector<int>{2, 2, 6});
}

TEST_CASE(
    "ACC A-flub: the others declare in turn order from the Mover's left; siders with the "
    "Challenger write") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("acc", "6"), 4);
  Ok(match, AccRoll());
  SetGoal23(match);  // player 0 sets; player 1 moves next
  Ok(match, Move(match, "blue 1", Section::Required));
  Ok(match, ChallengeAction(3, Challenge::Now));  // "A-flub" against player 1
  REQUIRE(match.phase() == Phase::Challenged);
  Action side = SimpleAction(ActionKind::Side, 0);
  side.with_challenger = true;
  CHECK(Refused(match, side).find("player 2 declares first") != std::string::npos);
  Action side2 = SimpleAction(ActionKind::Side, 2);
  side2.with_challenger = false;
  Ok(match, side2);
  Ok(match, side);
  Ok(match, PresentAction(3, "wrong"));
  Ok(match, PresentAction(0, "right"));  // the sider sustains the burden of proof
  REQUIRE(match.shakes().size() == 1);
  CAPTURE(match.shakes()[0].result);
  CAPTURE(ToJson(match));
  CHECK(match.shakes()[0].points == std::vector<int>{1, 0, 0, 0});
}

TEST_CASE("ACC Force Out: two Resources left; 1 point for each valid Equation, then a new game") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("acc", "5"), 3);
  Ok(match, AccRoll());
  SetGoal23(match);
  while (match.phase() == Phase::Moving)
    Ok(match, MoveAction(match.shake().to_move, 0, Section::Permitted));
  REQUIRE(match.phase() == Phase::ForceOut);
  CHECK(match.shake().mat.resources.size() == 2);
  const int mover = match.shake().mover;
  CHECK(
      Refused(match, ChallengeAction(mover, Challenge::Now)).find("other than the current Mover") !=
      std::string::npos);
  Ok(match, PresentAction(0, "right"));
  Ok(match, PresentAction(1, "wrong"));
  Ok(match, PresentAction(2, "right"));
  REQUIRE(match.shakes().size() == 1);
  CHECK(match.shakes()[0].points == std::vector<int>{1, 0, 1});
  CHECK(match.shakes()[0].result == "Force Out");
  CHECK(match.goal_setter() == 1);
}

TEST_CASE(
    "ACC \"Bonus Play\": \"On any move, the next Mover may: Call 'bonus'\", also with three cubes "
    "in Resources; the Force Out then starts with the cube left") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("acc", "5"), 3);
  Ok(match, AccRoll());
  SetGoal23(match);
  while (match.shake().mat.resources.size() > 3)
    Ok(match, MoveAction(match.shake().to_move, 0, Section::Permitted));
  REQUIRE(match.phase() == Phase::Moving);
  const int mover = match.shake().to_move;
  bool bonus_offered = false;
  for (const Action& a : match.LegalActions())
    bonus_offered |= a.kind == ActionKind::Bonus && a.player == mover;
  CHECK(bonus_offered);
  Ok(match, SimpleAction(ActionKind::Bonus, mover));
  Ok(match, MoveAction(mover, 0, Section::Forbidden));
  CHECK(match.phase() == Phase::Moving);  // the bonus turn goes on to its second cube
  Ok(match, MoveAction(mover, 0, Section::Required));
  REQUIRE(match.phase() == Phase::ForceOut);
  CHECK(match.shake().mat.resources.size() == 1);
  CHECK(match.shake().mover == mover);
  CHECK(*FromJson(ToJson(match)) == match);
}

TEST_CASE("ACC: an uncontested No Goal passes the Goal to the left and counts as a game") {
  Match match = NewMatch(Rules("acc", "5"), 2);
  Ok(match, AccRoll());
  Ok(match, SimpleAction(ActionKind::DeclareNoGoal, 0));
  Ok(match, SimpleAction(ActionKind::AgreeNoGoal, 1));
  REQUIRE(match.shakes().size() == 1);
  CHECK(match.shakes()[0].counted);
  CHECK(match.goal_setter() == 1);
  CHECK(match.GamesPlayed() == 1);
}

TEST_CASE("AGLOA VI-B: picking up the challenge block and saying nothing costs one point") {
  Match match = NewMatch(Rules("agloa", "middle"), 2);
  StartAt(match, 0);
  SetGoal23(match);
  Ok(match, SimpleAction(ActionKind::PickUpBlock, 0));
  CHECK(match.phase() == Phase::Moving);
  CHECK(match.Totals() == std::vector<int>{-1, 0});
  Match acc = NewMatch(Rules("acc", "5"), 2);
  Ok(acc, AccRoll());
  CHECK(Refused(acc, SimpleAction(ActionKind::PickUpBlock, 1)) ==
        "these rules have no challenge block to pick up");
}

TEST_CASE("ACC Force Out: a flub called during the interval is resolved in the usual way") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("acc", "5"), 3);
  Ok(match, AccRoll());
  SetGoal23(match);
  while (match.phase() == Phase::Moving)
    Ok(match, MoveAction(match.shake().to_move, 0, Section::Permitted));
  REQUIRE(match.phase() == Phase::ForceOut);
  const int mover = match.shake().mover;
  const int challenger = (mover + 1) % 3;
  const int other = (mover + 2) % 3;
  Ok(match, PresentAction(other, "right"));  // a Force Out Equation, set aside by the flub
  Ok(match, ChallengeAction(challenger, Challenge::Impossible));  // "P-flub"
  REQUIRE(match.phase() == Phase::Challenged);
  CHECK_FALSE(match.shake().writing[other].writing.presented);
  CHECK(match.shake().writing[mover].must_present);  // the Mover has the burden of proof
  Action side = SimpleAction(ActionKind::Side, other);
  side.with_challenger = true;
  Ok(match, side);
  Ok(match, PresentAction(mover, "wrong"));
  REQUIRE(match.shakes().size() == 1);
  std::vector<int> expected(3);
  expected[challenger] = 2;  // "Single Challenger correct"
  expected[other] = 1;       // "Player siding with Challenger correct"
  CHECK(match.shakes()[0].points == expected);
}

TEST_CASE("MLAG last cube: Impossible after the first minute for writing is set aside") {
  Match match = NewMatch(Rules("mlag", "junior"), 2);
  StartAt(match, 0);
  SetGoal23(match);
  while (match.shake().mat.resources.size() > 1)
    Ok(match, MoveAction(match.shake().to_move, 0, Section::Forbidden));
  const int last = match.shake().to_move;
  Action move = MoveAction(last, 0, Section::Required);
  move.at_ms = 0;
  Ok(match, move);
  REQUIRE(match.phase() == Phase::LastCube);
  // "An Impossible challenge made after the first minute is an illegal procedure and is set
  // aside", and not a legitimate challenge: one point ("Calling a challenge").
  Action late = ChallengeAction(1 - last, Challenge::Impossible);
  late.at_ms = 61000;
  Match after_a_minute = match;
  Ok(after_a_minute, late);
  CHECK(after_a_minute.phase() == Phase::LastCube);
  CHECK(after_a_minute.Totals()[1 - last] == -1);
  Action impossible = ChallengeAction(1 - last, Challenge::Impossible);
  impossible.at_ms = 59000;
  Ok(match, impossible);
  CHECK(match.phase() == Phase::Challenged);
}
