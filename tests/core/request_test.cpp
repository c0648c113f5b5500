#include "core/api/request.h"

#include <doctest/doctest.h>

#include <string>

using namespace equations;

namespace {

// Returns the error message of a refused request (and checks that it was refused with code 2).
std::string Refusal(std::string_view command, std::string_view request) {
  RequestAnswer answer = AnswerRequest(command, request);
  INFO(request);
  INFO(WriteJson(answer.answer));
  CHECK(answer.exit_code == 2);
  REQUIRE(answer.answer.IsObject());
  REQUIRE(answer.answer.AsObject().size() == 1);
  const Json* error = answer.answer.Find("error");
  REQUIRE(error != nullptr);
  return error->AsString();
}

std::string Faces(const std::vector<Cube>& cubes) {
  std::string text;
  for (const Cube& cube : cubes) text += SymbolText(cube.face);
  return text;
}

}  // namespace

TEST_CASE("a request that is not JSON is refused with the line and column of the fault") {
  CHECK(Refusal("goal", R"({"rules":"agloa" "goal":"1"})") ==
        "malformed JSON: expected ',' or '}' at line 1, column 18");
  CHECK(Refusal("eval", "") ==
        "malformed JSON: expected a JSON value, found the end of the text at line 1, column 1");
  CHECK(Refusal("goal", "[\"agloa\"]") == "the request must be a JSON object, not an array");
}

TEST_CASE("a field the command does not read is refused, naming the field") {
  CHECK(Refusal("eval", R"({"rules":"agloa","expression":"1+2","goal":"3"})") ==
        "unknown field \"goal\" for the eval command (its fields: rules, division, expression, "
        "play, variations, school_year)");
  CHECK(Refusal("goal", R"({"rules":"agloa","goal":"3","equation":"1+2=3"})") ==
        "unknown field \"equation\" for the goal command (its fields: rules, division, goal, "
        "declaration, required, permitted, forbidden, resources, challenge, play, variations, "
        "school_year)");
  CHECK(Refusal("check", R"({"rules":"agloa","goal":"3","challenge":"now","equation":"1+2=3",
                             "Goal":"3"})")
            .find("unknown field \"Goal\"") == 0);
}

TEST_CASE("a field of the wrong type or a missing field is refused") {
  CHECK(Refusal("goal", R"({"rules":"agloa","goal":12})") ==
        "field \"goal\" must be a string, not an integer");
  CHECK(Refusal("goal", R"({"rules":["agloa"],"goal":"12"})") ==
        "field \"rules\" must be a string, not an array");
  CHECK(Refusal("eval", R"({"rules":"agloa","expression":null})") ==
        "field \"expression\" must be a string, not null");
  CHECK(Refusal("eval", R"({"rules":"agloa"})") ==
        "missing field \"expression\" for the eval command");
  CHECK(Refusal("check", R"({"rules":"agloa","goal":"3","challenge":"now"})") ==
        "missing field \"equation\" for the check command");
  CHECK(Refusal("goal", R"({"goal":"3"})") == "missing field \"rules\" for the goal command");
}

TEST_CASE("an unknown rule set, division or challenge is refused with the valid choices") {
  CHECK(Refusal("goal", R"({"rules":"nfl","goal":"3"})").find("nfl") != std::string::npos);
  std::string division = Refusal("goal", R"({"rules":"agloa","division":"muddle","goal":"3"})");
  CHECK(division.find("muddle") != std::string::npos);
  CHECK(division.find("middle") != std::string::npos);
  std::string challenge =
      Refusal("check", R"({"rules":"agloa","goal":"3","challenge":"soon","equation":"1+2=3"})");
  CHECK(challenge.find("field \"challenge\"") == 0);
  CHECK(challenge.find("impossible") != std::string::npos);
}

TEST_CASE("a character that is not a cube face is refused with its field and position") {
  CHECK(Refusal("goal", R"({"rules":"agloa","goal":"2x 3?5"})") ==
        "field \"goal\", character 5: \"?\" is not a cube face (faces are 0-9 + - x ÷ ^ √)");
  CHECK(Refusal("goal", R"({"rules":"agloa","goal":"3","permitted":"x 3 y"})") ==
        "field \"permitted\", character 5: \"y\" is not a cube face (faces are 0-9 + - x ÷ ^ √)");
}

TEST_CASE("spaces in the Goal are the physical gaps the Goal-setter left") {
  // AGLOA IV-B-2 (b): the Goal "2x 3+5", spaced, means 2x(3+5).
  auto goal = ReadGoal("2x 3+5");
  REQUIRE(goal.has_value());
  REQUIRE(goal->size() == 5);
  CHECK(GoalText(*goal) == "2x 3+5");
  CHECK_FALSE((*goal)[1].gap_before);
  CHECK((*goal)[2].gap_before);
  CHECK_FALSE((*goal)[3].gap_before);

  auto spaced = ReadGoal("  2x   3+5 ");
  REQUIRE(spaced.has_value());
  CHECK(GoalText(*spaced) == "2x 3+5");  // a run of spaces is one gap; the ends have none
  CHECK_FALSE((*spaced)[0].gap_before);
}

TEST_CASE("cubes are read in the spellings a student types") {
  auto cubes = ReadCubes("resources", "× X * / r R − 0");
  REQUIRE(cubes.has_value());
  CHECK(Faces(*cubes) == "xx^÷√√-0");
  auto unspaced = ReadCubes("permitted", "x3");
  REQUIRE(unspaced.has_value());
  CHECK(Faces(*unspaced) == "x3");
  CHECK(ReadCubes("forbidden", "")->empty());
}

TEST_CASE("a mat that the rule set's cubes cannot make is refused") {
  // Six black cubes (AGLOA I-B-1): seven 7s cannot be on the table.
  CHECK(Refusal("goal", R"({"rules":"agloa","goal":"77","resources":"7 7 7 7 7"})")
            .find("these cubes cannot all be on the table") == 0);
  // 0 is on red and blue cubes: twelve 0s can be, thirteen cannot.
  std::string twelve = R"({"rules":"agloa","goal":"0","resources":"00000000000"})";
  RequestAnswer answer = AnswerRequest("goal", twelve);
  const Json* error = answer.answer.Find("error");
  CHECK((error == nullptr || error->AsString().find("cannot all be") == std::string::npos));
  CHECK(Refusal("goal", R"({"rules":"agloa","goal":"0","resources":"000000000000"})")
            .find("these cubes cannot all be on the table") == 0);
  // The acc rules play with 20 cubes.
  CHECK(Refusal("goal", R"({"rules":"acc","goal":"1","resources":"1234567890+-x÷^√1234567"})") ==
        "the request has 24 cubes; the acc rules play with 20");
}

TEST_CASE("an Equation or expression longer than the limit is refused") {
  std::string expression(kMaxExpressionCharacters + 1, '1');
  CHECK(Refusal("eval", R"({"rules":"agloa","expression":")" + expression + "\"}") ==
        "field \"expression\" is longer than 256 characters");
}

TEST_CASE("an unknown command is refused like a bad request") {
  CHECK(Refusal("launch", "{}") ==
        "unknown command \"launch\" (commands: check, goal, eval, solve, rules, games, play, "
        "deck)");
  CHECK(ParseRequestCommand("solve") == RequestCommand::Solve);
  CHECK(ParseRequestCommand("check") == RequestCommand::Check);
  CHECK(RequestCommandName(RequestCommand::Eval) == "eval");
}

namespace {

// Returns the answer of a request that must be answered (exit code 0).
Json Answer(std::string_view command, std::string_view request) {
  RequestAnswer answer = AnswerRequest(command, request);
  INFO(request);
  INFO(WriteJson(answer.answer));
  REQUIRE(answer.exit_code == 0);
  REQUIRE(answer.answer.IsObject());
  REQUIRE(answer.answer.AsObject().size() > 1);  // a refusal is {"error":"..."} alone
  return answer.answer;
}

// The mat of the issue's example, with + in Permitted so that a Solution exists.
constexpr std::string_view kMat =
    R"j("rules":"agloa","division":"middle","goal":"2x 3+5","required":"5",)j"
    R"j("permitted":"x 3 +","forbidden":"7","resources":"0 1 + -")j";

std::string CheckRequest(std::string_view challenge, std::string_view equation) {
  return "{" + std::string(kMat) + ",\"challenge\":\"" + std::string(challenge) +
         "\",\"equation\":" + QuoteJson(equation) + "}";
}

}  // namespace

TEST_CASE("a correct Equation after a Now challenge is answered correct with both values") {
  Json answer = Answer("check", CheckRequest("now", "(5x3)+1 = 2x(3+5)"));
  CHECK(WriteJson(answer) ==
        R"j({"correct":true,"verdict":"correct","reasons":[],"goal_value":"16",)j"
        R"j("solution_value":"16"})j");
  // Goal = Solution is acceptable too (AGLOA VII-B-1 comment).
  CHECK(Answer("check", CheckRequest("now", "2x(3+5) = (5x3)+1")).Find("correct")->AsBool());
}

TEST_CASE("an ungrouped agloa Solution with another value is answered ambiguous") {
  // AGLOA VII-B-6: 5x3+1 may be read 5x(3+1) = 20, which is not the Goal's 16.
  Json answer = Answer("check", CheckRequest("now", "5x3+1 = 2x(3+5)"));
  CHECK_FALSE(answer.Find("correct")->AsBool());
  REQUIRE(answer.Find("reasons")->AsArray().size() == 1);
  std::string reason = answer.Find("reasons")->AsArray()[0].AsString();
  CHECK(reason.find("ambiguous") != std::string::npos);
  CHECK(reason.find("5x(3+1)") != std::string::npos);
}

TEST_CASE("the answer gives every reason an Equation is incorrect") {
  // Uses the Forbidden 7 and a 9 that is nowhere, and leaves the Required 5 unused.
  Json answer = Answer("check", CheckRequest("now", "2x(3+5) = 7+9"));
  CHECK_FALSE(answer.Find("correct")->AsBool());
  const JsonArray& reasons = answer.Find("reasons")->AsArray();
  REQUIRE(reasons.size() == 3);
  CHECK(reasons[0].AsString().find("Required cube is unused: 5") != std::string::npos);
  CHECK(reasons[1].AsString().find("Forbidden cube is used: 7") != std::string::npos);
  CHECK(reasons[2].AsString().find("not available: 9") != std::string::npos);
  CHECK(answer.Find("solution_value")->AsString() == "16");
}

TEST_CASE("an Equation that cannot be read is answered incorrect, not refused") {
  Json answer = Answer("check", CheckRequest("now", "16"));
  CHECK_FALSE(answer.Find("correct")->AsBool());
  CHECK(answer.Find("reasons")->AsArray()[0].AsString().find("the Equation cannot be read") == 0);
  CHECK(answer.Find("goal_value")->IsNull());
  CHECK(answer.Find("solution_value")->IsNull());
}

TEST_CASE("a value too large to check is answered unchecked, not correct") {
  Json answer = Answer("check", R"j({"rules":"agloa","goal":"9^9^9","required":"1",
      "resources":"1 2 3 + x 6","challenge":"impossible","equation":"(1+2)x3 = 9^(9^9)"})j");
  CHECK_FALSE(answer.Find("correct")->AsBool());
  CHECK(answer.Find("verdict")->AsString() == "unchecked");
}

TEST_CASE("after a no Goal challenge the writer sets the Goal, so the request has none") {
  Json answer = Answer("check", R"j({"rules":"agloa","challenge":"nogoal",
      "resources":"1 2 3 + x 5 4 + 6","equation":"(1+2)x3 = 5+4"})j");
  CHECK(answer.Find("correct")->AsBool());
  CHECK(answer.Find("goal_value")->AsString() == "9");
  CHECK(Refusal("check", R"j({"rules":"agloa","challenge":"nogoal","goal":"9",
      "resources":"1 2 + x 5 4","equation":"(1+2)x3 = 9"})j")
            .find("field \"goal\" must be empty") == 0);
  CHECK(Refusal("check", R"j({"rules":"agloa","challenge":"now","equation":"1+2 = 3"})j") ==
        "field \"goal\" is needed: after a now challenge the Goal is on the mat");
}

TEST_CASE(
    "AGLOA VI-A-2-a: \"If a player challenges Now with fewer than two cubes in Resources, the "
    "challenge is invalid and is set aside\" (MLAG \"Now\" likewise): no Equation is judged") {
  constexpr std::string_view kOneCube =
      R"j("goal":"8","required":"2 x","resources":"4","challenge":"now","equation":"2x4 = 8"})j";
  Json agloa =
      Answer("check", R"j({"rules":"agloa","division":"middle",)j" + std::string(kOneCube));
  CHECK_FALSE(agloa.Find("correct")->AsBool());
  CHECK(agloa.Find("verdict")->AsString() == "incorrect");
  CHECK(WriteJson(*agloa.Find("reasons")) ==
        R"j(["no Equation is judged: Now needs at least 2 cubes in Resources; with 1 the )j"
        R"j(challenge is invalid and is set aside (AGLOA VI-A-2-a)"])j");
  Json mlag = Answer("check", R"j({"rules":"mlag",)j" + std::string(kOneCube));
  CHECK_FALSE(mlag.Find("correct")->AsBool());
  CHECK(mlag.Find("reasons")->AsArray()[0].AsString().find("set aside (MLAG \"Now\")") !=
        std::string::npos);
  // Two cubes in Resources: the same Equation is correct.
  CHECK(Answer("check", R"j({"rules":"agloa","goal":"8","required":"2 x","resources":"4 1",)j"
                        R"j("challenge":"now","equation":"2x4 = 8"})j")
            .Find("correct")
            ->AsBool());
  // ACC has no such limit: its Force Out protects the Mover instead.
  CHECK(Answer("check", R"j({"rules":"acc",)j" + std::string(kOneCube)).Find("correct")->AsBool());
  // solve agrees: no Now Solution, though a Solution exists.
  Json solved =
      Answer("solve", R"j({"rules":"agloa","goal":"8","required":"2 x","resources":"4"})j");
  CHECK_FALSE(solved.Find("now")->AsBool());
  CHECK(solved.Find("now_witness")->IsNull());
  CHECK(solved.Find("possible")->AsBool());
  CHECK(solved.Find("now_set_aside") != nullptr);
}

TEST_CASE(
    "ACC \"Goal\": \"declare their placement (e.g., '4 minus the quantity 2 plus 1') ... If the "
    "cubes are not spaced or the verbal declaration is not made, the Order of Operations "
    "applies\": goal and check take \"declaration\"") {
  // Not declared: the Order of Operations, (4-2)+1.
  CHECK(WriteJson(*Answer("goal", R"j({"rules":"acc","goal":"4-2+1"})j").Find("interpretations")) ==
        R"j([{"text":"(4-2)+1","value":"3"}])j");
  Json declared = Answer("goal", R"j({"rules":"acc","goal":"4-2+1","declaration":"4-(2+1)"})j");
  CHECK(WriteJson(*declared.Find("interpretations")) == R"j([{"text":"4-(2+1)","value":"1"}])j");
  constexpr std::string_view kMat =
      R"j({"rules":"acc","goal":"4-2+1","required":"9 ÷","permitted":"9","challenge":"impossible",)j";
  auto check = [&](std::string_view declaration, std::string_view equation) {
    return Answer("check", std::string(kMat) + std::string(declaration) +
                               "\"equation\":" + QuoteJson(equation) + "}");
  };
  constexpr std::string_view kDeclared = R"j("declaration":"4-(2+1)",)j";
  CHECK(check(kDeclared, "9÷9 = 4-(2+1)").Find("correct")->AsBool());
  CHECK(check(kDeclared, "9÷9 = 1").Find("correct")->AsBool());  // the Goal's value
  Json regrouped = check(kDeclared, "9÷9 = (4-2)+1");
  CHECK_FALSE(regrouped.Find("correct")->AsBool());
  CHECK(WriteJson(*regrouped.Find("reasons")).find("as the Goal-setter declared it, 4-(2+1)") !=
        std::string::npos);
  // Without the declaration the same Goal is 3, not 1.
  CHECK_FALSE(check("", "9÷9 = 4-(2+1)").Find("correct")->AsBool());
  // A declaration must fit the Goal and its spacing, and the rules must take one.
  CHECK(Refusal("goal", R"j({"rules":"acc","goal":"4-2+1","declaration":"4-(2+2)"})j")
            .find("must hold the cubes of the Goal in their order, 4-2+1") != std::string::npos);
  CHECK(Refusal("goal", R"j({"rules":"acc","goal":"4- 2+1","declaration":"(4-2)+1"})j")
            .find("groups the Goal (4-2)+1, which the spacing of the Goal on the mat, 4- 2+1, "
                  "does not allow") != std::string::npos);
  CHECK(Refusal("goal", R"j({"rules":"agloa","goal":"4-2+1","declaration":"4-(2+1)"})j")
            .find("not binding") != std::string::npos);
  CHECK(Refusal("check", R"j({"rules":"acc","challenge":"nogoal","declaration":"4-(2+1)",)j"
                         R"j("equation":"1 = 1"})j")
            .find("needs a \"goal\"") != std::string::npos);
}

TEST_CASE("an ungrouped agloa Goal lists each interpretation with its value") {
  // AGLOA IV-B-2 (c): 2x3+5 with no spaces is 2x(3+5) or (2x3)+5.
  Json answer = Answer("goal", R"j({"rules":"agloa","goal":"2x3+5"})j");
  CHECK(WriteJson(answer) ==
        R"j({"legal":true,"reasons":[],"interpretations":[{"text":"2x(3+5)","value":"16"},)j"
        R"j({"text":"(2x3)+5","value":"11"}],"other_groupings":[]})j");
  // AGLOA IV-B-2 (b): spaced as 2x 3+5, only 2x(3+5).
  Json spaced = Answer("goal", R"j({"rules":"agloa","goal":"2x 3+5"})j");
  CHECK(WriteJson(*spaced.Find("interpretations")) == R"j([{"text":"2x(3+5)","value":"16"}])j");
}

TEST_CASE("under the order of operations an ungrouped Goal has one interpretation") {
  // MLAG "Order of operations": 2x3+5 is (2x3)+5.
  Json answer = Answer("goal", R"j({"rules":"mlag","goal":"2x3+5"})j");
  CHECK(WriteJson(*answer.Find("interpretations")) == R"j([{"text":"(2x3)+5","value":"11"}])j");
}

TEST_CASE("an illegal Goal is answered not legal with its reasons") {
  // AGLOA VI-A-1 comment (a): 8÷0 is not a legal expression.
  Json answer = Answer("goal", R"j({"rules":"agloa","goal":"8÷0"})j");
  CHECK_FALSE(answer.Find("legal")->AsBool());
  CHECK_FALSE(answer.Find("reasons")->AsArray().empty());
  CHECK(answer.Find("interpretations")->AsArray().empty());
  CHECK(answer.Find("other_groupings")->AsArray().size() == 1);
  // AGLOA IV-B-1: 125 (a three-digit numeral) and +8 are illegal Goals; 17^2 is legal.
  CHECK_FALSE(Answer("goal", R"j({"rules":"agloa","goal":"125"})j").Find("legal")->AsBool());
  CHECK_FALSE(Answer("goal", R"j({"rules":"agloa","goal":"+8"})j").Find("legal")->AsBool());
  CHECK(Answer("goal", R"j({"rules":"agloa","goal":"17^2"})j").Find("legal")->AsBool());
}

TEST_CASE("eval answers the exact value, or why there is none") {
  CHECK(WriteJson(Answer("eval", R"j({"rules":"mlag","expression":"3÷4-(2x3)÷4"})j")) ==
        R"j({"ok":true,"value":"-3/4"})j");
  // Exact radicals.
  CHECK(Answer("eval", R"j({"rules":"agloa","expression":"√2x√8"})j").Find("value")->AsString() ==
        "4");
  CHECK(Answer("eval", R"j({"rules":"agloa","expression":"(2÷3)√4"})j").Find("value")->AsString() ==
        "8");
  CHECK(Answer("eval", R"j({"rules":"agloa","expression":"8^(2÷3)"})j").Find("value")->AsString() ==
        "4");
  Json undefined = Answer("eval", R"j({"rules":"agloa","expression":"8÷0"})j");
  CHECK_FALSE(undefined.Find("ok")->AsBool());
  CHECK(undefined.Find("error")->AsString().find("division by zero") != std::string::npos);
  // An ungrouped agloa expression with two values is ambiguous (AGLOA VII-B-6).
  CHECK_FALSE(Answer("eval", R"j({"rules":"agloa","expression":"2x3+5"})j").Find("ok")->AsBool());
}

TEST_CASE("without a division the rule set's most advanced division is used") {
  CHECK(Answer("eval", R"j({"rules":"agloa","expression":"√2"})j").Find("value")->AsString() ==
        "√2");
  // AGLOA XIII-A General Rule: Elementary roots must be whole numbers.
  CHECK_FALSE(Answer("eval", R"j({"rules":"agloa","division":"elementary","expression":"√2"})j")
                  .Find("ok")
                  ->AsBool());
}

TEST_CASE("an Equation with more digits and signs than two tables of cubes is refused") {
  std::string equation = "1";
  for (int i = 0; i < 24; ++i) equation += "+1";  // 49 faces, 50 with "=9"
  std::string request = R"j({"rules":"agloa","goal":"9","challenge":"cleanup","equation":)j" +
                        QuoteJson(equation + "=9") + "}";
  CHECK(Refusal("check", request) ==
        "field \"equation\" has 50 digits and operation signs; at most 48 are read (an Equation "
        "uses at most the 24 cubes on the table)");
  // Grouping symbols, spaces and "=" are not cubes and do not count.
  std::string grouped = "((((((((((1+1)+1)+1)+1)+1)+1)+1)+1)+1)+1)";
  RequestAnswer answer =
      AnswerRequest("check", R"j({"rules":"agloa","goal":"9","challenge":"cleanup","equation":)j" +
                                 QuoteJson(grouped + " = 9") + "}");
  CHECK(answer.exit_code == 0);
}

// ---- solve ---------------------------------------------------------------------------------

namespace {

// Returns the check answer's verdict for an Equation written after `challenge` on the request's
// mat ("equation" and "challenge" added to it).
bool Checks(std::string request, std::string_view challenge, const Json& equation) {
  REQUIRE(equation.IsString());
  request.pop_back();  // the closing brace
  request +=
      ",\"challenge\":\"" + std::string(challenge) + "\",\"equation\":" + WriteJson(equation) + "}";
  INFO(request);
  Json answer = Answer("check", request);
  INFO(WriteJson(answer));
  return answer.Find("correct") != nullptr && answer.Find("correct")->IsBool() &&
         *answer.Find("correct") == Json(true);
}

}  // namespace

TEST_CASE("solve answers Now and Possible with witnesses the checker accepts") {
  const std::string mat = R"({"rules":"agloa","division":"middle","goal":"2x 3+5",)"
                          R"("required":"5","permitted":"x 3 +","forbidden":"7",)"
                          R"("resources":"0 1 + -"})";
  Json answer = Answer("solve", mat);
  CHECK(*answer.Find("now") == Json(true));
  CHECK(*answer.Find("possible") == Json(true));
  CHECK(Checks(mat, "now", *answer.Find("now_witness")));
  CHECK(Checks(mat, "impossible", *answer.Find("possible_witness")));
  CHECK(answer.Find("nodes")->IsInteger());
  // 2x(3+5) = 16 needs 5 (Required) and more than one Resources cube: possible, not Now.
  const std::string two = R"({"rules":"agloa","goal":"16","required":"5","permitted":"x",)"
                          R"("resources":"3 1 +"})";
  Json later = Answer("solve", two);
  CHECK(*later.Find("now") == Json(false));
  CHECK(later.Find("now_witness")->IsNull());
  CHECK(*later.Find("possible") == Json(true));
  CHECK(Checks(two, "impossible", *later.Find("possible_witness")));
}

TEST_CASE("solve with the nogoal query gives a Goal and an Equation, or a proven no") {
  const std::string mat = R"({"rules":"agloa","resources":"1 1 + 2","query":"nogoal"})";
  Json answer = Answer("solve", mat);
  CHECK(*answer.Find("goal_possible") == Json(true));
  CHECK(*answer.Find("goal") == Json("2"));
  const std::string check = R"({"rules":"agloa","resources":"1 1 + 2"})";
  CHECK(Checks(check, "nogoal", *answer.Find("witness")));
  Json none = Answer("solve", R"({"rules":"acc","resources":"1 +","query":"nogoal"})");
  CHECK(*none.Find("goal_possible") == Json(false));
  CHECK(none.Find("goal")->IsNull());
  CHECK(none.Find("witness")->IsNull());
}

TEST_CASE("solve lists distinct Solutions and suggests Goals with few Solutions") {
  Json answer = Answer(
      "solve", R"({"rules":"agloa","goal":"6","permitted":"1 2 3 + +","query":"enumerate"})");
  REQUIRE(answer.Find("solutions")->IsArray());
  // 1+2+3 in any order or grouping is one Solution; 3+3 needs two 3s.
  CHECK(answer.Find("solutions")->AsArray().size() == 1);
  CHECK(*answer.Find("status") == Json("complete"));
  Json limited = Answer("solve", R"({"rules":"agloa","goal":"6","permitted":"1 2 3 4 5 + - x ÷",)"
                                 R"("query":"enumerate","limit":2})");
  CHECK(limited.Find("solutions")->AsArray().size() == 2);
  CHECK(*limited.Find("status") == Json("limit"));
  Json goals = Answer("solve", R"({"rules":"agloa","resources":"1 2 3 4 + x",)"
                               R"("query":"goals","limit":3,"goal_cubes":2})");
  REQUIRE(goals.Find("goals")->IsArray());
  CHECK(!goals.Find("goals")->AsArray().empty());
  CHECK(goals.Find("goals")->AsArray().size() <= 3);
  CHECK(*goals.Find("complete") == Json(true));
}

TEST_CASE("a budget too small to decide answers null, never a guess") {
  Json answer = Answer("solve", R"({"rules":"agloa","goal":"53","permitted":"1 2 3 4 5 6 7 8",)"
                                R"("resources":"+ - x ÷ ^ √ 9","budget":1})");
  CHECK(answer.Find("possible")->IsNull());
  CHECK(answer.Find("possible_witness")->IsNull());
}

TEST_CASE("a solve request with a wrong query, goal or number is refused") {
  CHECK(Refusal("solve", R"({"rules":"agloa","goal":"7","query":"all"})") ==
        "field \"query\": \"all\" is not a query (queries: verdicts, nogoal, enumerate, goals)");
  CHECK(Refusal("solve", R"({"rules":"agloa","resources":"1 2 +"})") ==
        "field \"goal\" is needed for the verdicts query");
  CHECK(Refusal("solve", R"({"rules":"agloa","goal":"3","query":"nogoal"})") ==
        "field \"goal\" must be empty for the nogoal query: it asks which Goal could be set");
  CHECK(Refusal("solve", R"({"rules":"agloa","goal":"3","limit":"5"})") ==
        "field \"limit\" must be an integer, not a string");
  CHECK(Refusal("solve", R"({"rules":"agloa","goal":"3","budget":0})") ==
        "field \"budget\" must be from 1 to 1000000000000, not 0");
  CHECK(Refusal("solve", R"({"rules":"agloa","goal":"3","limit":1.5})") ==
        "field \"limit\" must be an integer, not a number");
  CHECK(Refusal("solve", R"({"rules":"agloa","goal":"3","equation":"1+2=3"})")
            .find("unknown field \"equation\" for the solve command") == 0);
}
