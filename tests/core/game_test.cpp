// A match: the roll for first, rolling, setting the Goal, moving and bonus moves (AGLOA I-V), and
// saving, restoring and replaying a match.
#include <doctest/doctest.h>

#include <regex>

#include "core/base/json.h"
#include "core/match/game.h"
#include "tests/core/game_test_support.h"

using namespace equations;
using namespace equations::game_test;

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

TEST_CASE(
    "ACC \"Goal\": the Goal Setter may \"declare their placement (e.g., '4 minus the quantity 2 "
    "plus 1')\"; the match keeps the declaration, saves it and shows it on the score sheet") {
  UseTestJudge judge;
  Match acc = NewMatch(Rules("acc", "5"), 2);
  Ok(acc, AccRoll());
  for (const char* cube : {"green 4", "red -", "red 2", "red +", "red 1"})
    Ok(acc, Place(acc, cube));
  // The declaration holds the Goal's cubes in their order, with grouping symbols.
  CHECK(Refused(acc, DeclareGoalAction(0, "4-(2+3)")).find("cubes of the Goal") !=
        std::string::npos);
  CHECK(Refused(acc, DeclareGoalAction(0, "4-(2+1")).find("cannot be read") != std::string::npos);
  Ok(acc, DeclareGoalAction(0, "4-(2+1)"));
  CHECK(acc.shake().mat.goal_declaration == "4-(2+1)");
  CHECK(ActionText(acc.history().back()) == "p0 goal \"4-(2+1)\"");
  CHECK(*ParseAction(ActionText(acc.history().back())) == acc.history().back());
  const std::string saved = ToJson(acc);
  CHECK(saved.find("\"goal_declaration\":\"4-(2+1)\"") != std::string::npos);
  auto restored = FromJson(saved);
  REQUIRE_MESSAGE(restored, (restored ? "" : restored.error()));
  CHECK(*restored == acc);
  CHECK(*Match::Replay(acc.rules(), acc.config(), acc.history()) == acc);
  // A save whose declaration does not fit its Goal is refused.
  std::string wrong = saved;
  wrong.replace(wrong.find("4-(2+1)"), 7, "(4-2)+2");
  CHECK_FALSE(FromJson(wrong));
  // The game ends with a Force Out; the score sheet shows the Goal as declared.
  while (acc.phase() == Phase::Moving)
    Ok(acc, MoveAction(acc.shake().to_move, 0, Section::Permitted));
  Ok(acc, PresentAction(0, "right"));
  Ok(acc, PresentAction(1, "right"));
  REQUIRE(acc.shakes().size() == 1);
  CHECK(acc.shakes()[0].goal == "4-2+1 declared 4-(2+1)");
  CHECK(acc.shake().mat.goal_declaration.empty());  // the next game's Goal is not declared yet

  // AGLOA IV-B-2 comment: "Declaring orally ... is not binding"; the spacing groups the Goal.
  Match agloa = NewMatch(Rules("agloa", "middle"), 2);
  StartAt(agloa, 0);
  Ok(agloa, Place(agloa, "red 2"));
  Ok(agloa, Place(agloa, "red +"));
  Ok(agloa, Place(agloa, "red 3"));
  CHECK(Refused(agloa, DeclareGoalAction(0, "2+3")).find("not binding") != std::string::npos);
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

TEST_CASE(
    "AGLOA V-C-1 comment (a), IX-A: a cube to Forbidden without \"Bonus\" is a regular move; a "
    "second cube is illegal procedure and is refused") {
  Match match = NewMatch(Rules("agloa", "junior"), 3);
  StartAt(match, 0);
  SetGoal23(match);
  Ok(match, Move(match, "blue 1", Section::Forbidden));  // player 1, no "Bonus"
  CHECK(match.shake().mover == 1);
  CHECK(match.shake().to_move == 2);
  // "moving two cubes without calling 'Bonus'": the cube never reaches the mat.
  CHECK(Refused(match, MoveAction(1, 0, Section::Forbidden)) ==
        "it is player 2's turn to move (AGLOA V-B)");
  CHECK(match.shake().mat.forbidden.size() == 1);
  CHECK(match.Totals() == std::vector<int>{0, 0, 0});  // IX-A: no direct penalty
}

TEST_CASE("a match saved before absences and simultaneous challenges existed still restores") {
  UseTestJudge judge;
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  StartAt(match, 0);
  SetGoal23(match);
  Ok(match, Move(match, "blue 1", Section::Required));
  Ok(match, ChallengeAction(2, Challenge::Now));
  // The same save without the fields "absent" and "challengers" (the older format).
  const std::regex added("\"(absent|challengers)\":\\[[^\\]]*\\],");
  const std::string old_save = std::regex_replace(ToJson(match), added, "");
  REQUIRE(old_save.find("absent") == std::string::npos);
  REQUIRE(old_save.find("challengers") == std::string::npos);
  auto restored = FromJson(old_save);
  REQUIRE_MESSAGE(restored, (restored ? "" : restored.error()));
  CHECK(*restored == match);  // nobody absent, one Challenger
  Ok(*restored, PresentAction(2, "right"));
  Ok(*restored, DeclineAction(0));
  CHECK(restored->shakes().back().points == std::vector<int>{2, 2, 6});
}
