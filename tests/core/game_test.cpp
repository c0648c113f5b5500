// The tournament procedure of a match: who may act, what each action does, and how shakes score.
// The Equation judge is replaced by a stand-in (an Equation is correct iff its text is "right")
// so that these tests follow the procedure, not the arithmetic.
#include "core/game.h"
#include "core/json.h"

#include <doctest/doctest.h>

#include <sstream>

using namespace equations;

namespace {

Judgment TestJudge(const RuleSet&, const Mat&, Challenge, std::string_view equation) {
  if (equation == "right") return Judgment{true, {}};
  return Judgment{false, {"not right"}};
}

struct UseTestJudge {
  UseTestJudge() { SetEquationJudgeForTesting(&TestJudge); }
  ~UseTestJudge() { SetEquationJudgeForTesting(nullptr); }
};

RuleSet Rules(const char* name, const char* division) {
  return FindRuleSet(name, division).value();
}

std::vector<Symbol> Faces(const std::string& text) {
  std::vector<Symbol> faces;
  std::istringstream in(text);
  std::string word;
  while (in >> word) faces.push_back(ParseSymbol(word).value());
  return faces;
}

// Returns a roll: the faces of the red, blue, green and black cubes in that order.
Action RollOf(const std::string& red, const std::string& blue, const std::string& green,
              const std::string& black) {
  Action roll = SimpleAction(ActionKind::Roll);
  for (const std::string* colour : {&red, &blue, &green, &black})
    for (Symbol s : Faces(*colour)) roll.faces.push_back(s);
  return roll;
}

// A usual roll for 24 cubes.
Action StandardRoll() {
  return RollOf("0 1 2 3 + -", "0 1 2 3 x ÷", "4 5 6 ^ x -", "7 8 9 √ + ÷");
}

// An ACC roll for 20 cubes.
Action AccRoll() {
  return RollOf("1 2 3 + -", "0 1 2 x ÷", "4 5 6 x -", "7 8 9 + ÷");
}

Match NewMatch(const RuleSet& rules, int players, int max_shakes = 0) {
  MatchConfig config;
  config.players = players;
  config.seed = 7;
  config.max_shakes = max_shakes;
  return Match::Create(rules, config).value();
}

void Ok(Match& match, const Action& action) {
  auto error = match.Apply(action);
  INFO(ActionText(action));
  REQUIRE_MESSAGE(!error, (error ? error->message : std::string()));
}

std::string Refused(Match& match, const Action& action) {
  const Match before = match;
  auto error = match.Apply(action);
  if (!error) return "(applied)";
  CHECK(match == before);  // a refused action changes nothing
  return error->message;
}

// Returns the index in Resources of the first cube "colour face", e.g. "red 3".
int CubeIndex(const Match& match, const std::string& text) {
  const size_t space = text.find(' ');
  const Color color = ParseColor(text.substr(0, space)).value();
  const Symbol face = ParseSymbol(text.substr(space + 1)).value();
  const auto& resources = match.shake().mat.resources;
  for (size_t i = 0; i < resources.size(); ++i)
    if (resources[i] == Cube{color, face}) return static_cast<int>(i);
  FAIL("no cube " << text << " in Resources");
  return -1;
}

Action Place(const Match& match, const std::string& cube, bool gap = false) {
  Action action = SimpleAction(ActionKind::PlaceGoalCube, match.shake().goal_setter);
  action.cube = CubeIndex(match, cube);
  action.gap_before = gap;
  return action;
}

Action Move(const Match& match, const std::string& cube, Section section) {
  return MoveAction(match.shake().to_move, CubeIndex(match, cube), section);
}

// Rolls for first so that `first` sets the first Goal (AGLOA I-D), then rolls the cubes.
void StartAt(Match& match, int first, const Action& roll = StandardRoll()) {
  if (match.phase() == Phase::RollOff) {
    Action off = SimpleAction(ActionKind::RollOff);
    for (int p = 0; p < match.players(); ++p)
      off.faces.push_back(p == first ? Symbol::Digit3 : Symbol::Digit1);
    Ok(match, off);
  }
  REQUIRE(match.goal_setter() == first);
  Ok(match, roll);
}

// Sets the Goal 2+3 (red 2, red +, red 3) and says "Goal".
void SetGoal23(Match& match) {
  Ok(match, Place(match, "red 2"));
  Ok(match, Place(match, "red +"));
  Ok(match, Place(match, "red 3"));
  Ok(match, SimpleAction(ActionKind::DeclareGoal, match.shake().goal_setter));
}

}  // namespace

TEST_CASE("AGLOA I-D: the highest digit on the red cubes sets the first Goal") {
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  REQUIRE(match.phase() == Phase::RollOff);
  Action off = SimpleAction(ActionKind::RollOff);
  off.faces = Faces("2 + 2");  // player 1 rolled an operation sign and is eliminated
  Ok(match, off);
  CHECK(match.roll_off_players() == std::vector<int>{0, 2});
  CHECK(match.phase() == Phase::RollOff);  // players tied for high digit roll again
  off.faces = Faces("1 3");
  Ok(match, off);
  CHECK(match.goal_setter() == 2);
  CHECK(match.phase() == Phase::Rolling);
}

TEST_CASE("AGLOA I-D: when every player rolls an operation sign all roll again") {
  Match match = NewMatch(Rules("agloa", "junior"), 3);
  Action off = SimpleAction(ActionKind::RollOff);
  off.faces = Faces("+ - +");
  Ok(match, off);
  CHECK(match.roll_off_players() == std::vector<int>{0, 1, 2});
  off.faces = Faces("0 + -");
  Ok(match, off);
  CHECK(match.goal_setter() == 0);  // a zero beats the eliminated operation signs
}

TEST_CASE("rolls are chance actions of the seeded generator, alike for one seed") {
  const RuleSet rules = Rules("agloa", "senior");
  Match a = NewMatch(rules, 2);
  Match b = NewMatch(rules, 2);
  for (int step = 0; step < 4 && a.IsChanceNode(); ++step) {
    auto actions = a.LegalActions();
    REQUIRE(!actions.empty());
    CHECK(actions.front() == b.LegalActions().front());
    Ok(a, actions.front());
    Ok(b, actions.front());
  }
  REQUIRE(a.phase() == Phase::SettingGoal);
  CHECK(a.shake().mat.resources.size() == 24);
  CHECK(a == b);
}

TEST_CASE("a roll showing a face its cube does not have is refused and changes nothing") {
  Match match = NewMatch(Rules("acc", "5"), 3);
  REQUIRE(match.phase() == Phase::Rolling);
  Action roll = AccRoll();
  roll.faces[0] = Symbol::Digit9;  // a red cube has no 9
  CHECK(Refused(match, roll) == "a red cube has no 9 face");
  roll.faces.pop_back();
  CHECK(Refused(match, roll) == "a roll shows one face for each of the 20 cubes");
}

TEST_CASE("ACC grade 3: the dice never show ^ or √, and a roll showing them is refused") {
  Match match = NewMatch(Rules("acc", "3"), 2);
  for (int i = 0; i < 20; ++i) {
    Match copy = match;
    const Action roll = copy.LegalActions().front();
    for (Symbol s : roll.faces) CHECK((s != Symbol::Power && s != Symbol::Root));
  }
  Action roll = AccRoll();
  roll.faces[19] = Symbol::Root;  // a black cube
  CHECK(Refused(match, roll).find("rolled again") != std::string::npos);
}

TEST_CASE(
    "ACC: the first Goal Setter sits left of the Scorekeeper and there is no roll for first") {
  Match match = NewMatch(Rules("acc", "6"), 4);
  CHECK(match.phase() == Phase::Rolling);
  CHECK(match.goal_setter() == 0);
}

TEST_CASE("AGLOA IV, V-A: the Goal-setter sets the Goal with gaps; the player to the left moves") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  StartAt(match, 1);
  // "2x 3+5": a gap between x and 3 (AGLOA IV-B-2 example (a)).
  Ok(match, Place(match, "red 2"));
  Ok(match, Place(match, "blue x"));
  Ok(match, Place(match, "red 3", true));
  Ok(match, Place(match, "red +"));
  Ok(match, Place(match, "green 5"));
  CHECK(GoalText(match.shake().mat.goal) == "2x 3+5");
  CHECK(
      Refused(match, MoveAction(1, CubeIndex(match, "blue 1"), Section::Required)).find("bonus") !=
      std::string::npos);
  Ok(match, SimpleAction(ActionKind::DeclareGoal, 1));
  CHECK(match.phase() == Phase::Moving);
  CHECK(match.shake().mover == 1);    // the Goal-setter is the first Mover
  CHECK(match.shake().to_move == 2);  // play passes to the left
  CHECK(match.shake().mat.resources.size() == 19);
}

TEST_CASE("AGLOA IV-B-3: a cube that touched the Goal stays in the Goal; an ACC Goal may change") {
  Match agloa = NewMatch(Rules("agloa", "middle"), 2);
  StartAt(agloa, 0);
  Ok(agloa, Place(agloa, "red 2"));
  Action back = SimpleAction(ActionKind::ReturnGoalCube, 0);
  back.cube = 0;
  CHECK(Refused(agloa, back).find("IV-B-3") != std::string::npos);
  CHECK(Refused(agloa, SimpleAction(ActionKind::DeclareNoGoal, 0)).find("Goal") !=
        std::string::npos);

  Match acc = NewMatch(Rules("acc", "5"), 2);
  Ok(acc, AccRoll());
  Ok(acc, Place(acc, "red 2"));
  Ok(acc, back);
  CHECK(acc.shake().mat.goal.empty());
  CHECK(acc.shake().mat.resources.size() == 20);
}

TEST_CASE("ACC: a Goal that breaks the Goal requirements cannot be declared") {
  Match acc = NewMatch(Rules("acc", "4"), 3);
  Ok(acc, AccRoll());
  Ok(acc, Place(acc, "blue 0"));
  Ok(acc, Place(acc, "red 1"));
  // "Leading zeros may not be used (e.g., 003 is not permitted)".
  CHECK(Refused(acc, SimpleAction(ActionKind::DeclareGoal, 0)).find("leading zeros") !=
        std::string::npos);
  Action back = SimpleAction(ActionKind::ReturnGoalCube, 0);
  back.cube = 0;
  Ok(acc, back);
  Ok(acc, Place(acc, "black ÷"));
  Ok(acc, Place(acc, "red 2"));
  // 1÷2: "Must be an integer".
  CHECK(Refused(acc, SimpleAction(ActionKind::DeclareGoal, 0)).find("integer") !=
        std::string::npos);
  back.cube = 2;
  Ok(acc, back);
  Ok(acc, Place(acc, "blue 1"));
  Ok(acc, SimpleAction(ActionKind::DeclareGoal, 0));  // 1÷1
  CHECK(acc.phase() == Phase::Moving);
}

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

TEST_CASE("AGLOA V-B: moving out of turn is refused; moves pass to the left") {
  Match match = NewMatch(Rules("agloa", "senior"), 3);
  StartAt(match, 0);
  SetGoal23(match);
  CHECK(Refused(match, MoveAction(0, 0, Section::Required)) ==
        "it is player 1's turn to move (AGLOA V-B)");
  Ok(match, Move(match, "blue 1", Section::Required));
  CHECK(match.shake().mover == 1);
  CHECK(match.shake().to_move == 2);
  Ok(match, Move(match, "green 4", Section::Forbidden));
  CHECK(match.shake().to_move == 0);
  CHECK(match.shake().mat.required.size() == 1);
  CHECK(match.shake().mat.forbidden.size() == 1);
}

TEST_CASE("AGLOA V-C: a bonus move puts one cube in Forbidden before the regular move") {
  Match match = NewMatch(Rules("agloa", "middle"), 2);
  StartAt(match, 0);
  SetGoal23(match);
  Ok(match, SimpleAction(ActionKind::Bonus, 1));
  CHECK(Refused(match, Move(match, "blue 1", Section::Required)) ==
        "after \"Bonus\" the first cube goes to Forbidden (AGLOA V-C-1)");
  CHECK(Refused(match, ChallengeAction(0, Challenge::Impossible)) ==
        "the Mover has not completed the turn");
  Ok(match, Move(match, "blue 1", Section::Forbidden));
  CHECK(match.shake().to_move == 1);  // the turn is not over
  Ok(match, Move(match, "blue 2", Section::Required));
  CHECK(match.shake().to_move == 0);
  CHECK(match.shake().mat.forbidden.size() == 1);
  CHECK(match.shake().mat.required.size() == 1);
}

TEST_CASE("AGLOA V-C: a player leading the match may not make a bonus move; tied players may") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("agloa", "middle"), 2, 2);
  StartAt(match, 0);
  SetGoal23(match);
  // Tied at 0: player 1 may bonus.
  CHECK(match.IsLeading(1) == false);
  bool bonus_offered = false;
  for (const Action& a : match.LegalActions()) bonus_offered |= a.kind == ActionKind::Bonus;
  CHECK(bonus_offered);
  // Player 1 moves, player 0 challenges Impossible and player 1 writes correctly: 6 to 2.
  Ok(match, Move(match, "blue 1", Section::Required));
  Ok(match, ChallengeAction(0, Challenge::Impossible));
  Ok(match, PresentAction(1, "right"));
  REQUIRE(match.Totals() == std::vector<int>{2, 6});
  // Next shake: player 1 sets the Goal and is leading: no bonus.
  Ok(match, StandardRoll());
  CHECK(match.shake().goal_setter == 1);
  CHECK(Refused(match, SimpleAction(ActionKind::Bonus, 1)) ==
        "a Goal-setter who is leading in the match may not make a bonus move (AGLOA IV-C-2)");
  SetGoal23(match);
  Ok(match, SimpleAction(ActionKind::Bonus, 0));  // player 0 is behind
  Ok(match, Move(match, "blue 0", Section::Forbidden));
  Ok(match, Move(match, "blue 1", Section::Permitted));
  CHECK(Refused(match, SimpleAction(ActionKind::Bonus, 1)) ==
        "a player leading in the match may not make a bonus move (AGLOA V-C)");
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

TEST_CASE("MLAG sets invalid challenges aside without a penalty: the engine refuses them") {
  Match match = NewMatch(Rules("mlag", "middle"), 3);
  StartAt(match, 0);
  SetGoal23(match);
  CHECK(Refused(match, ChallengeAction(0, Challenge::Now)).find("yourself") != std::string::npos);
  CHECK(match.Totals() == std::vector<int>{0, 0, 0});
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

TEST_CASE("a saved match restores to the same state and replays from seed and actions") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  StartAt(match, 1);
  SetGoal23(match);
  Ok(match, Move(match, "blue 1", Section::Required));
  Ok(match, ChallengeAction(0, Challenge::Now));
  Ok(match, PresentAction(0, "a \"quoted\" wrong"));
  const std::string saved = ToJson(match);
  auto restored = FromJson(saved);
  REQUIRE_MESSAGE(restored, (restored ? "" : restored.error()));
  CHECK(*restored == match);
  auto replayed = Match::Replay(match.rules(), match.config(), match.history());
  REQUIRE(replayed);
  CHECK(*replayed == match);
  CHECK_FALSE(FromJson("{\"format\":\"something else\"}"));
  CHECK_FALSE(FromJson("[1,2"));
}

TEST_CASE("actions read back from their text") {
  for (const Action& action :
       {MoveAction(2, 5, Section::Permitted), ChallengeAction(0, Challenge::NoGoal),
        PresentAction(1, "(2x3)+5 = 11"), DeclineAction(0), StandardRoll(),
        SimpleAction(ActionKind::CallStop)}) {
    auto read = ParseAction(ActionText(action));
    REQUIRE_MESSAGE(read, (read ? "" : read.error()));
    CHECK(*read == action);
  }
  CHECK(ActionText(MoveAction(2, 5, Section::Permitted)) == "p2 move 5 permitted");
  CHECK_FALSE(ParseAction("p1 fly 3"));
  CHECK_FALSE(ParseAction("p1 present \"unterminated"));
}

TEST_CASE("a match has two or three players (acc up to five)") {
  CHECK_FALSE(Match::Create(Rules("agloa", "middle"), MatchConfig{4, 0, 0}));
  CHECK_FALSE(Match::Create(Rules("mlag", "middle"), MatchConfig{1, 0, 0}));
  CHECK(Match::Create(Rules("acc", "5"), MatchConfig{5, 0, 0}));
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

TEST_CASE(
    "AGLOA V-C-1 comment (a): a cube moved to Forbidden without \"Bonus\" is the regular "
    "move") {
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  StartAt(match, 0);
  SetGoal23(match);
  Ok(match, Move(match, "blue 1", Section::Forbidden));
  CHECK(match.shake().to_move == 2);  // not entitled to a second cube
  CHECK(Refused(match, MoveAction(1, 0, Section::Required)) ==
        "it is player 2's turn to move (AGLOA V-B)");
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

TEST_CASE("MLAG last cube: Impossible after the first minute for writing is refused") {
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
  Action impossible = ChallengeAction(1 - last, Challenge::Impossible);
  impossible.at_ms = 61000;
  CHECK(Refused(match, impossible).find("after the first minute") != std::string::npos);
  impossible.at_ms = 59000;
  Ok(match, impossible);
  CHECK(match.phase() == Phase::Challenged);
}

namespace {

// Collects every leaf (number, boolean, string) of a JSON tree.
void Leaves(Json& json, std::vector<Json*>& leaves) {
  if (json.IsArray()) {
    for (Json& element : json.AsArray()) Leaves(element, leaves);
  } else if (json.IsObject()) {
    for (JsonMember& member : json.AsObject()) Leaves(member.value, leaves);
  } else {
    leaves.push_back(&json);
  }
}

}  // namespace

TEST_CASE("a saved match with any field changed is refused or restores to a playable state") {
  UseTestJudge judge;
  // Saved states from every phase of a few matches.
  std::vector<std::string> saved;
  for (const char* name : {"agloa", "acc", "mlag"}) {
    const RuleSet rules = Rules(name, name == std::string("acc") ? "5" : "middle");
    Match match = NewMatch(rules, 3, 2);
    Random random(11);
    for (int step = 0; step < 400 && !match.IsTerminal(); ++step) {
      auto actions = match.LegalActions();
      Action a = actions[random.Below(static_cast<int>(actions.size()))];
      if (a.kind == ActionKind::CallTime) continue;
      if (a.kind == ActionKind::PresentEquation) a.equation = step % 2 ? "right" : "wrong";
      Ok(match, a);
      if (step % 29 == 0) saved.push_back(ToJson(match));
    }
  }
  int restored_count = 0;
  for (const std::string& text : saved) {
    Json json = ParseJson(text).value();
    std::vector<Json*> leaves;
    Leaves(json, leaves);
    for (Json* leaf : leaves) {
      const Json original = *leaf;
      std::vector<Json> variants;
      if (leaf->IsInteger())
        variants = {Json(-1), Json(0), Json(2), Json(99), Json("x")};
      else if (leaf->IsBool())
        variants = {Json(!leaf->AsBool())};
      else
        variants = {Json(""), Json("now"), Json("red 9"), Json(5)};
      for (const Json& variant : variants) {
        *leaf = variant;
        auto match = FromJson(WriteJson(json));
        if (!match) continue;
        ++restored_count;
        Random random(3);
        for (int step = 0; step < 10 && !match->IsTerminal(); ++step) {
          auto actions = match->LegalActions();
          if (actions.empty()) break;
          (void)match->Apply(actions[random.Below(static_cast<int>(actions.size()))]);
        }
      }
      *leaf = original;
    }
  }
  CHECK(restored_count > 0);
}
