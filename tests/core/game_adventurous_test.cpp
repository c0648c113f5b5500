// Adventurous Equations in a match: the selection of variations after the roll (AGLOA II-B,
// XI-A-1-b), its penalties (II-B-2), turned Goal cubes (XIII-A-1, -2; XIII-C-1, -2), the
// Adventurous judge in a challenge, saves and replays.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/ai/ai.h"
#include "core/ai/ai_explain.h"
#include "core/base/json.h"
#include "core/match/game.h"
#include "core/match/match_state.h"
#include "tests/core/game_test_support.h"

using namespace equations;
using namespace equations::game_test;

namespace {

RuleSet Adventurous(const char* division) {
  return WithAdventurous(Rules("agloa", division), SchoolYear{2026}).value();
}

Variation V(const char* name, const char* parameter = "") {
  return ParseVariation(name, parameter).value();
}

Action Select(int player, const char* name, const char* parameter = "", std::int64_t at = -1) {
  Action action = SelectAction(player, V(name, parameter));
  action.at_ms = at;
  return action;
}

Action Timed(Action action, std::int64_t at) {
  action.at_ms = at;
  return action;
}

bool Lists(const Match& match, const Action& action) {
  for (const Action& a : match.LegalActions())
    if (a == action) return true;
  return false;
}

// The first legal pick the match lists for the picker.
Action FirstLegalPick(const Match& match) {
  for (const Action& a : match.LegalActions())
    if (a.kind == ActionKind::SelectVariation) return a;
  FAIL("no legal pick listed");
  return Action{};
}

// A two-player Junior match at the Goal: Sideways and Upside-down are in effect for every shake
// (XIII-C-1, -2), and the players picked Factorial, Multiple Operations, Number of Factors.
Match JuniorSettingGoal() {
  Match match = NewMatch(Adventurous("junior"), 2);
  StartAt(match, 0);
  Ok(match, Select(0, "factorial"));
  Ok(match, Select(1, "multiple-operations"));
  Ok(match, Select(1, "number-of-factors"));
  REQUIRE(match.phase() == Phase::SettingGoal);
  return match;
}

// The players who may still present an Equation decline.
void DeclineTheRest(Match& match) {
  for (const Action& a : match.LegalActions())
    if (a.kind == ActionKind::DeclineToPresent) Ok(match, a);
}

void CheckSaveRoundTrip(const Match& match) {
  auto restored = FromJson(ToJson(match));
  REQUIRE_MESSAGE(restored, (restored ? "" : restored.error()));
  CHECK(*restored == match);
  auto replayed = Match::Replay(match.rules(), match.config(), match.history());
  REQUIRE_MESSAGE(replayed, (replayed ? "" : replayed.error()));
  CHECK(*replayed == match);
}

}  // namespace

TEST_CASE("Adventurous is a setting of the agloa rules only") {
  const RuleSet rules = Adventurous("junior");
  CHECK(rules.adventurous.enabled);
  CHECK(rules.adventurous.school_year == SchoolYear{2026});
  CHECK(rules.adventurous.always_in_effect ==
        std::vector<Variation>{V("sideways"), V("upside-down")});
  CHECK_FALSE(WithAdventurous(Rules("acc", "5"), SchoolYear{2026}));
  CHECK_FALSE(WithBasic(rules).adventurous.enabled);
  CHECK_FALSE(Rules("agloa", "junior").adventurous.enabled);  // Basic stays the default
}

TEST_CASE("players select in order from the Goal-setter, as many picks as II-B-3 gives") {
  for (const char* division : {"elementary", "middle", "junior", "senior"})
    for (int players : {2, 3}) {
      const std::string name = division;
      CAPTURE(name);
      CAPTURE(players);
      Match match = NewMatch(Adventurous(division), players);
      StartAt(match, 1);
      REQUIRE(match.phase() == Phase::SelectingVariations);
      CHECK(std::string(PhaseName(match.phase())) == "selecting variations");
      const Selection& sel = match.shake().selection;
      CHECK(sel.order ==
            (players == 2 ? std::vector<int>{1, 0} : std::vector<int>{1, 2, 0}));  // II-B-1
      const bool senior = std::string(division) == "senior";
      std::vector<int> pickers;
      while (match.phase() == Phase::SelectingVariations) {
        const int picker = match.shake().selection.picker;
        pickers.push_back(picker);
        const PickCount count = match.PicksAllowed(picker);
        const int made = match.shake().selection.picks_made[picker];
        // A player who may stop may say so once they made the picks they must (II-B-3).
        CHECK(Lists(match, SimpleAction(ActionKind::EndSelection, picker)) ==
              (made >= count.least));
        if (made >= count.least && made < count.most && picker == 0) {
          Ok(match, SimpleAction(ActionKind::EndSelection, picker));  // seat 0 stops at one
          continue;
        }
        Ok(match, FirstLegalPick(match));
      }
      CHECK(match.phase() == Phase::SettingGoal);
      // The seat selecting at each step (seat 0, in Senior, says "done" after one pick).
      std::vector<int> expected;
      if (players == 2)
        expected = senior ? std::vector<int>{1, 1, 0, 0} : std::vector<int>{1, 0, 0};
      else
        expected = senior ? std::vector<int>{1, 1, 2, 2, 0, 0} : std::vector<int>{1, 2, 0};
      CHECK(pickers == expected);
      const size_t picks = players == 2 ? (senior ? 4 : 3) : (senior ? 5 : 3);
      const bool always = std::string(division) == "junior" || senior;
      CHECK(match.shake().variations.size() == picks);
      CHECK(match.VariationsInEffect().size() == picks + (always ? 2 : 0));
      // Junior and Senior never pick Sideways or Upside-down: they are always in effect.
      for (const Action& a : match.LegalActions()) CHECK(a.kind != ActionKind::SelectVariation);
      CheckSaveRoundTrip(match);
    }
}

TEST_CASE("the Senior lists offer Log and Imaginary in a match") {
  Match match = NewMatch(Adventurous("senior"), 3);
  StartAt(match, 0);
  bool imaginary = false, log = false;
  for (const Action& a : match.LegalActions()) {
    if (a.kind != ActionKind::SelectVariation) continue;
    imaginary |= a.variation.kind == VariationKind::Imaginary;
    log |= a.variation.kind == VariationKind::Log;
  }
  CHECK(imaginary);
  CHECK(log);
  CHECK(match.JudgeSelection(0, V("imaginary")).problem == PickProblem::None);
  CHECK(match.JudgeSelection(0, V("log")).problem == PickProblem::None);
}

TEST_CASE("selection time: the rest of the rolling minute, then 15 seconds each (XI-A-1-b)") {
  Match match = NewMatch(Adventurous("elementary"), 3);
  StartAt(match, 0, Timed(StandardRoll(), 0));
  // The Goal-setter's 15 seconds start when the minute for rolling ends.
  TaskClock clock = match.TaskClockAt(30000);
  CHECK(clock.running);
  CHECK(clock.limit_seconds == 15);
  CHECK(clock.waiting_seconds == doctest::Approx(30));
  CHECK(clock.elapsed_seconds == 0);
  CHECK(clock.next_deadline_ms == 60000 + 15000 + 10000);
  // Selecting early leaves the rest of the minute plus 15 seconds to the next player.
  Ok(match, Select(0, "factorial", "", 30000));
  CHECK(match.shake().selection.picker == 1);
  clock = match.TaskClockAt(40000);
  CHECK(clock.waiting_seconds == doctest::Approx(20));
  CHECK(clock.next_deadline_ms == 85000);
  // Player 1 selects after the 15 seconds but within the countdown: no penalty.
  Ok(match, Select(1, "sideways", "", 84000));
  CHECK(match.Totals() == std::vector<int>{0, 0, 0});
  // Player 2's 15 seconds start at once; past them and the countdown: one point.
  clock = match.TaskClockAt(84000);
  CHECK(clock.waiting_seconds == 0);
  CHECK(clock.next_deadline_ms == 84000 + 25000);
  Ok(match, Select(2, "upside-down", "", 84000 + 26000));
  CHECK(match.Totals() == std::vector<int>{0, 0, -1});
  CHECK(match.phase() == Phase::SettingGoal);
}

TEST_CASE("a picker who never selects loses two points and their pick (XI-A)") {
  Match match = NewMatch(Adventurous("middle"), 3);
  StartAt(match, 0, Timed(StandardRoll(), 0));
  Action expire = SimpleAction(ActionKind::TimeExpired);
  expire.at_ms = match.TaskClockAt(0).next_deadline_ms + 1;  // 85001
  Ok(match, expire);
  CHECK(match.Totals() == std::vector<int>{-1, 0, 0});
  CHECK(match.shake().selection.picker == 0);  // one more minute
  expire.at_ms = match.TaskClockAt(expire.at_ms).next_deadline_ms + 1;
  Ok(match, expire);
  CHECK(match.Totals() == std::vector<int>{-2, 0, 0});
  CHECK(match.shake().selection.picker == 1);  // the task is lost: no pick for player 0
  CHECK(match.shake().selection.done[0]);
  CHECK(match.shake().selection.picks_made[0] == 0);
  CheckSaveRoundTrip(match);
}

TEST_CASE("an illegal pick pointed out costs a point and the player picks again (II-B-2)") {
  Match match = NewMatch(Adventurous("elementary"), 3);
  StartAt(match, 0);
  Ok(match, Select(0, "factorial"));
  // Player 1 picks Factorial again: accepted, pending, and the selection moves on.
  CHECK_FALSE(Lists(match, Select(1, "factorial")));
  CHECK(match.JudgeSelection(1, V("factorial")).problem == PickProblem::AlreadyChosen);
  Ok(match, Select(1, "factorial"));
  REQUIRE(match.shake().selection.pending);
  CHECK(match.shake().selection.pending->seat == 1);
  CHECK(match.shake().selection.pending->judgement.problem == PickProblem::AlreadyChosen);
  CHECK(match.shake().selection.picker == 2);
  CHECK(match.shake().variations == std::vector<Variation>{V("factorial")});
  // The player who made it cannot point it out; the others can.
  CHECK(Refused(match, SimpleAction(ActionKind::PointOutPick, 1)) ==
        "another player points out an illegal pick");
  CHECK(Lists(match, SimpleAction(ActionKind::PointOutPick, 0)));
  CHECK(Lists(match, SimpleAction(ActionKind::PointOutPick, 2)));
  CheckSaveRoundTrip(match);
  Ok(match, SimpleAction(ActionKind::PointOutPick, 2));
  CHECK(match.Totals() == std::vector<int>{0, -1, 0});
  CHECK(match.shake().selection.picker == 1);  // picks again before player 2
  CHECK_FALSE(match.shake().selection.pending);
  CHECK(Refused(match, SimpleAction(ActionKind::EndSelection, 1)) ==
        "you must select 1 variation (AGLOA II-B-3)");
  // A second illegal pick pointed out: another point and no variation for that player.
  Ok(match, Select(1, "base", "8"));  // not on the Elementary list
  CHECK(match.shake().selection.pending->judgement.problem == PickProblem::NotOnList);
  Ok(match, SimpleAction(ActionKind::PointOutPick, 0));
  CHECK(match.Totals() == std::vector<int>{0, -2, 0});
  CHECK(match.shake().selection.done[1]);
  CHECK(match.shake().selection.picker == 2);
  CheckSaveRoundTrip(match);
  Ok(match, Select(2, "sideways"));
  CHECK(match.phase() == Phase::SettingGoal);
  CHECK(match.shake().variations == std::vector<Variation>{V("factorial"), V("sideways")});
  CheckSaveRoundTrip(match);
}

TEST_CASE("an illegal pick nobody points out is ignored without penalty (II-B-2)") {
  SUBCASE("at the next legal pick") {
    Match match = NewMatch(Adventurous("elementary"), 3);
    StartAt(match, 0);
    Ok(match, Select(0, "factorial"));
    Ok(match, Select(1, "average"));  // an even-year variation: not on the 2026-27 list
    Ok(match, Select(2, "sideways"));
    CHECK_FALSE(match.shake().selection.pending);
    CHECK(match.shake().selection.ignored == std::vector<Pick>{{1, V("average")}});
    CHECK(match.Totals() == std::vector<int>{0, 0, 0});
    CHECK(match.shake().variations == std::vector<Variation>{V("factorial"), V("sideways")});
    CHECK(match.phase() == Phase::SettingGoal);
  }
  SUBCASE("the last pick: open until the Goal is set, then ignored") {
    Match match = NewMatch(Adventurous("elementary"), 3);
    StartAt(match, 0);
    Ok(match, Select(0, "factorial"));
    Ok(match, Select(1, "sideways"));
    Ok(match, Select(2, "sideways"));  // already chosen
    CHECK(match.phase() == Phase::SettingGoal);
    CHECK(Lists(match, SimpleAction(ActionKind::PointOutPick, 0)));
    Ok(match, Place(match, "red 2"));
    CheckSaveRoundTrip(match);
    SUBCASE("pointed out while the Goal is set: the player picks again") {
      Ok(match, SimpleAction(ActionKind::PointOutPick, 1));
      CHECK(match.phase() == Phase::SelectingVariations);
      CHECK(match.shake().selection.picker == 2);
      CHECK(match.Totals() == std::vector<int>{0, 0, -1});
      Ok(match, Select(2, "upside-down"));
      CHECK(match.phase() == Phase::SettingGoal);
      CHECK(match.shake().mat.goal.size() == 1);  // the Goal cube stays
      CHECK(match.VariationsInEffect().size() == 3);
    }
    SUBCASE("not pointed out: ignored at \"Goal\"") {
      Ok(match, SimpleAction(ActionKind::DeclareGoal, 0));
      CHECK_FALSE(match.shake().selection.pending);
      CHECK(match.shake().selection.ignored == std::vector<Pick>{{2, V("sideways")}});
      CHECK(Refused(match, SimpleAction(ActionKind::PointOutPick, 1)) ==
            "there is no illegal pick to point out (AGLOA II-B-2)");
      CHECK(match.Totals() == std::vector<int>{0, 0, 0});
    }
    CheckSaveRoundTrip(match);
  }
}

TEST_CASE("turning Goal cubes: only with the variation, never both ways") {
  Match match = NewMatch(Adventurous("elementary"), 2);
  StartAt(match, 0);
  Ok(match, Select(0, "factorial"));
  Ok(match, Select(1, "upside-down"));
  Ok(match, Select(1, "three-operation"));
  Ok(match, Place(match, "red 2"));
  CHECK(Refused(match, TurnGoalCubeAction(0, 0, true, false)).find("Sideways") !=
        std::string::npos);
  CHECK(Refused(match, TurnGoalCubeAction(1, 0, false, true)).find("Goal-setter") !=
        std::string::npos);
  CHECK(Lists(match, TurnGoalCubeAction(0, 0, false, true)));
  CHECK_FALSE(Lists(match, TurnGoalCubeAction(0, 0, true, false)));
  Ok(match, TurnGoalCubeAction(0, 0, false, true));
  CHECK(match.shake().mat.goal[0].upside_down);
  CHECK(Lists(match, TurnGoalCubeAction(0, 0, false, false)));  // back upright
}

TEST_CASE("a sideways Goal cube is read by the Adventurous judge in a challenge") {
  Match match = JuniorSettingGoal();
  CHECK(Refused(match, TurnGoalCubeAction(0, 0, true, false)) == "no such place in the Goal");
  Ok(match, Place(match, "red 2"));
  Ok(match, TurnGoalCubeAction(0, 0, true, false));  // 2 sideways: one half
  CHECK(Refused(match, TurnGoalCubeAction(0, 0, true, true)).find("both") != std::string::npos);
  Ok(match, Place(match, "red +"));
  Ok(match, Place(match, "red 3"));
  CHECK(MatGoalText(match.MatGoal()) == "2<sw>+3");
  Ok(match, SimpleAction(ActionKind::DeclareGoal, 0));
  CheckSaveRoundTrip(match);
  Ok(match, Move(match, "blue ÷", Section::Required));    // player 1 moves
  Ok(match, Move(match, "black 7", Section::Permitted));  // player 0 moves
  Ok(match, ChallengeAction(1, Challenge::Now));
  REQUIRE(match.phase() == Phase::Challenged);
  CheckSaveRoundTrip(match);
  SUBCASE("a legal Goal, and a correct Equation for it") {
    Ok(match, PresentAction(1, "7÷2 = 2<sw>+3"));
    DeclineTheRest(match);
    REQUIRE(match.shakes().size() == 1);
    const ShakeRecord& record = match.shakes().back();
    const std::string why = record.writing[1].reasons.empty() ? "" : record.writing[1].reasons[0];
    INFO(why);
    CHECK(record.writing[1].writing.correct);
    CHECK(record.goal == "2<sw>+3");
    CHECK(record.variations == std::vector<Variation>{V("sideways"), V("upside-down"),
                                                      V("factorial"), V("multiple-operations"),
                                                      V("number-of-factors")});
    CHECK(record.picks.size() == 3);
    CheckSaveRoundTrip(match);
  }
  SUBCASE("an Equation that reads the cube upright is incorrect") {
    Ok(match, PresentAction(1, "7÷2 = 2+3"));
    DeclineTheRest(match);
    CHECK_FALSE(match.shakes().back().writing[1].writing.correct);
    CHECK_FALSE(match.shakes().back().writing[1].reasons.empty());
  }
}

TEST_CASE("a Goal with a turned operation sign is set, and challenged Impossible (VI-A-1 (a))") {
  Match match = JuniorSettingGoal();
  Ok(match, Place(match, "red 2"));
  Ok(match, Place(match, "red +"));
  Ok(match, TurnGoalCubeAction(0, 1, true, false));  // a sideways + names nothing
  Ok(match, Place(match, "red 3"));
  auto arithmetic = match.ShakeArithmetic();
  REQUIRE(arithmetic);
  CHECK_FALSE(InterpretAdventurousGoal(*arithmetic, match.MatGoal()).legal);
  Ok(match, SimpleAction(ActionKind::DeclareGoal, 0));
  Ok(match, ChallengeAction(1, Challenge::Impossible));
  REQUIRE(match.phase() == Phase::Challenged);
  Ok(match, PresentAction(0, "2+3 = 5"));
  DeclineTheRest(match);
  REQUIRE(match.shakes().size() == 1);
  CHECK_FALSE(match.shakes().back().writing[0].writing.correct);
  CHECK(match.shakes().back().goal == "2+<sw>3");
}

TEST_CASE("the new actions read back from their text") {
  for (const Action& action :
       {Select(0, "base", "8"), Select(2, "factorial"), Select(1, "exponent", "red"),
        Select(1, "zero-or-x-wild", "x"), SimpleAction(ActionKind::EndSelection, 1),
        SimpleAction(ActionKind::PointOutPick, 2), TurnGoalCubeAction(0, 2, true, false),
        TurnGoalCubeAction(0, 1, false, true), TurnGoalCubeAction(0, 0, false, false)}) {
    const std::string text = ActionText(action);
    CAPTURE(text);
    auto parsed = ParseAction(text);
    REQUIRE_MESSAGE(parsed, (parsed ? "" : parsed.error()));
    CHECK(*parsed == action);
  }
  CHECK(ActionText(Select(0, "base", "8")) == "p0 select base 8");
  CHECK(ActionText(TurnGoalCubeAction(0, 2, true, false)) == "p0 turn 2 sideways");
  CHECK(ActionText(SimpleAction(ActionKind::PointOutPick, 1)) == "p1 point-out");
  CHECK_FALSE(ParseAction("p0 select base 7"));
  CHECK_FALSE(ParseAction("p0 select nothing"));
  CHECK_FALSE(ParseAction("p0 turn 1 around"));
}

TEST_CASE("the play API plays an Adventurous match from its config") {
  Json config = ParseJson(R"({"rules":"agloa","division":"junior","adventurous":true,)"
                          R"("school_year":"2026-27","players":2,"seed":3})")
                    .value();
  auto state = CreateEquationsState(config);
  REQUIRE_MESSAGE(state, (state ? "" : state.error()));
  CHECK(WriteJson((*state)->Config()).find("\"adventurous\":true") != std::string::npos);
  const Match* match = MatchOf(**state);
  REQUIRE(match);
  CHECK(match->rules().adventurous.enabled);
  while ((*state)->IsChanceNode()) REQUIRE_FALSE((*state)->Apply((*state)->LegalActions()[0]));
  CHECK(match->phase() == Phase::SelectingVariations);
  const int picker = match->shake().selection.picker;
  CHECK_FALSE((*state)->Apply("p" + std::to_string(picker) + " select factorial"));
  CHECK(match->shake().variations == std::vector<Variation>{V("factorial")});
  Json basic_year =
      ParseJson(R"({"rules":"agloa","division":"junior","school_year":"2026-27"})").value();
  CHECK_FALSE(CreateEquationsState(basic_year));
  Json acc = ParseJson(R"({"rules":"acc","division":"5","adventurous":true})").value();
  CHECK_FALSE(CreateEquationsState(acc));
}

TEST_CASE("the AI decides nothing in an Adventurous match and says why") {
  Match match = NewMatch(Adventurous("middle"), 2);
  StartAt(match, 0);
  REQUIRE(AiUnsupported(match));
  AiThinker thinker(match, match.shake().selection.picker, AiLevel::Club, 1);
  CHECK_FALSE(thinker.Think(1000));
  CHECK(thinker.Done());
  CHECK(thinker.note().text.find("Basic Equations only") != std::string::npos);
  CHECK_FALSE(ExplainShake(match, 0));
  HintThinker hint(match, match.shake().selection.picker, 1);
  const std::optional<AiHint> answer = hint.Think(1000);
  REQUIRE(answer);
  CHECK_FALSE(answer->action);
  CHECK(answer->text.find("No hint: the AI plays Basic Equations only") == 0);
  CHECK_FALSE(AiUnsupported(NewMatch(Rules("agloa", "middle"), 2)));
}

TEST_CASE("a save of a selection that cannot be is refused") {
  Match match = NewMatch(Adventurous("elementary"), 3);
  StartAt(match, 0);
  Ok(match, Select(0, "factorial"));
  Ok(match, Select(1, "factorial"));  // pending: already chosen
  const std::string saved = ToJson(match);
  CHECK(saved.find(R"("adventurous":{"enabled":true,"school_year":"2026-27"})") !=
        std::string::npos);
  REQUIRE(saved.find(R"("pending":{"name":"factorial")") != std::string::npos);
  std::string legal = saved;
  legal.replace(legal.find(R"("pending":{"name":"factorial")"), 29,
                R"("pending":{"name":"sideways")");
  auto refused = FromJson(legal);
  REQUIRE_FALSE(refused);
  CHECK(refused.error().find("pending pick") != std::string::npos);
  std::string basic = saved;
  basic.replace(basic.find(R"("adventurous":{)"), 15, R"("adventured":{)");
  CHECK_FALSE(FromJson(basic));  // selecting in a Basic match
}

TEST_CASE("a Senior's optional second pick pointed out must still be made again (II-B-2, -3)") {
  Match match = NewMatch(Adventurous("senior"), 3);
  StartAt(match, 0);
  Ok(match, Select(0, "factorial"));
  CHECK(match.shake().selection.picker == 0);  // may pick a second one
  Ok(match, Select(0, "factorial"));           // already chosen
  CHECK(match.shake().selection.picker == 1);
  Ok(match, SimpleAction(ActionKind::PointOutPick, 1));
  CHECK(match.shake().selection.picker == 0);
  CHECK(match.shake().selection.must_pick_again);
  CHECK_FALSE(Lists(match, SimpleAction(ActionKind::EndSelection, 0)));
  CHECK(Refused(match, SimpleAction(ActionKind::EndSelection, 0)) ==
        "after an illegal pick you must pick another variation (AGLOA II-B-2)");
  CheckSaveRoundTrip(match);
  Ok(match, Select(0, "multiple-operations"));
  CHECK(match.shake().selection.picker == 1);
  CHECK(match.Totals() == std::vector<int>{-1, 0, 0});
  CHECK(match.shake().variations ==
        std::vector<Variation>{V("factorial"), V("multiple-operations")});
}
