// The request fields "variations" and "school_year" (core/api/request_variations.h).
#include "core/api/request.h"

#include <doctest/doctest.h>

#include <string>

using namespace equations;

namespace {

RequestAnswer Ask(std::string_view command, std::string_view request) {
  RequestAnswer answer = AnswerRequest(command, request);
  INFO(request);
  INFO(WriteJson(answer.answer));
  return answer;
}

// Returns the error of a refused request (exit code 2, {"error"} alone).
std::string Refused(std::string_view command, std::string_view request) {
  RequestAnswer answer = Ask(command, request);
  CHECK(answer.exit_code == 2);
  REQUIRE(answer.answer.IsObject());
  REQUIRE(answer.answer.AsObject().size() == 1);
  return answer.answer.Find("error")->AsString();
}

// A request of each command with this division and the extra fields given.
std::string Request(std::string_view command, std::string_view division, std::string_view extra) {
  std::string request = R"j({"rules":"agloa","division":")j" + std::string(division) + "\"";
  if (command == "eval") request += R"j(,"expression":"3+4")j";
  if (command == "goal") request += R"j(,"goal":"7")j";
  if (command == "check") request += R"j(,"goal":"7","challenge":"cleanup","equation":"3+4 = 7")j";
  if (command == "solve") request += R"j(,"goal":"7","resources":"3 4 +")j";
  return request + "," + std::string(extra) + "}";
}

constexpr std::string_view kCommands[] = {"eval", "goal", "check", "solve"};

}  // namespace

TEST_CASE(
    "a valid selection is judged by eval, goal and check; solve names what it cannot search") {
  const std::string selection =
      R"j("variations":[{"name":"base","parameter":"8"},{"name":"factorial"}])j";
  // Solve searches Base eight and Factorial; it names a variation it does not search yet.
  CHECK(Ask("solve", Request("solve", "middle", selection)).exit_code == 0);
  CHECK(
      Refused("solve", Request("solve", "middle",
                               R"j("variations":[{"name":"zero-wild"},{"name":"factorial"}])j")) ==
      "field \"variations\": the solve command does not search 0 Wild (XIII-B-3) yet; it "
      "never answers such a shake as Basic Equations");
  // Base eight (XIII-B-6): 3+4 is 7 and the Goal 7 is seven.
  CHECK(WriteJson(Ask("eval", Request("eval", "middle", selection)).answer) ==
        R"j({"ok":true,"value":"7"})j");
  CHECK(Ask("goal", Request("goal", "middle", selection)).answer.Find("legal")->AsBool());
  // The mat has no 3, 4 or + for the Solution: incorrect, judged.
  const RequestAnswer check = Ask("check", Request("check", "middle", selection));
  CHECK(check.exit_code == 0);
  CHECK(check.answer.Find("verdict")->AsString() == "incorrect");
}

TEST_CASE("no variation, or only those always in effect, is answered as today") {
  for (std::string_view command : kCommands) {
    CAPTURE(command);
    CHECK(Ask(command, Request(command, "middle", R"j("variations":[])j")).exit_code == 0);
    CHECK(Ask(command, Request(command, "elementary", R"j("school_year":"2027-28")j")).exit_code ==
          0);
    // XIII-C-1, -2: Sideways and Upside-down are in effect for every Junior and Senior shake.
    CHECK(Ask(command, Request(command, "senior",
                               R"j("variations":[{"name":"sideways"},{"name":"upside-down"}])j"))
              .exit_code == 0);
  }
  const RequestAnswer eval = Ask("eval", Request("eval", "junior", R"j("variations":[])j"));
  CHECK(WriteJson(eval.answer) == R"j({"ok":true,"value":"7"})j");
}

TEST_CASE("\"play\" says Basic or Adventurous; without it a request means what it always did") {
  // XIII-C-1: Sideways is in effect for every Junior shake, picked or not.
  CHECK(WriteJson(Ask("eval", R"j({"rules":"agloa","division":"junior","play":"adventurous",)j"
                              R"j("expression":"4<sw>"})j")
                      .answer) == R"j({"ok":true,"value":"1/4"})j");
  // Without "play" and with no pick it is Basic Equations, where no cube lies sideways.
  CHECK(Ask("eval", R"j({"rules":"agloa","division":"junior","expression":"4<sw>"})j")
            .answer.Find("ok")
            ->AsBool() == false);
  // A Goal cube turned sideways in a Senior shake with no pick (the mat notation of the goal).
  const RequestAnswer goal = Ask("goal", R"j({"rules":"agloa","division":"senior",)j"
                                         R"j("play":"adventurous","goal":"2<sw>+3"})j");
  REQUIRE(goal.exit_code == 0);
  CHECK(goal.answer.Find("legal")->AsBool());
  CHECK(WriteJson(*goal.answer.Find("interpretations")).find("\"7/2\"") != std::string::npos);
  const RequestAnswer check =
      Ask("check", R"j({"rules":"agloa","division":"senior","play":"adventurous","goal":"2<sw>",)j"
                   R"j("resources":"1 2 ÷","challenge":"impossible","equation":"1÷2 = 2<sw>"})j");
  CHECK(check.answer.Find("verdict")->AsString() == "correct");
  // Elementary and Middle have no variation in effect for every shake: with no pick, the
  // Adventurous game is the Basic one.
  CHECK(WriteJson(Ask("eval", R"j({"rules":"agloa","division":"middle","play":"adventurous",)j"
                              R"j("expression":"2x(3+5)"})j")
                      .answer) == R"j({"ok":true,"value":"16"})j");
  // Solve searches a Junior shake with no pick under Sideways and Upside-down.
  const RequestAnswer junior = Ask("solve", R"j({"rules":"agloa","division":"junior",)j"
                                            R"j("play":"adventurous","goal":"1<sw>",)j"
                                            R"j("required":"4 2 +","resources":"5 6 x"})j");
  REQUIRE(junior.exit_code == 0);
  CHECK_FALSE(junior.answer.Find("now")->AsBool());
  CHECK(junior.answer.Find("possible")->AsBool());
  CHECK(junior.answer.Find("possible_witness")->AsString() == "2<sw,ud>+(4<sw>x6) = 1<sw>");
  CHECK(Ask("solve", R"j({"rules":"agloa","division":"middle","play":"adventurous",)j"
                     R"j("goal":"7","resources":"3 4 +"})j")
            .exit_code == 0);
  // Refused: an unknown game, Adventurous under rules that have none, variations in Basic.
  CHECK(Refused("eval", R"j({"rules":"agloa","play":"advanced","expression":"1"})j") ==
        "field \"play\" must be \"basic\" or \"adventurous\", not \"advanced\"");
  CHECK(Refused("eval", R"j({"rules":"acc","play":"adventurous","expression":"1"})j")
            .find("have no Adventurous Equations (AGLOA XIII)") != std::string::npos);
  CHECK(Refused("eval", R"j({"rules":"agloa","division":"middle","play":"basic",)j"
                        R"j("variations":[{"name":"factorial"}],"expression":"1"})j") ==
        "field \"variations\": Basic Equations has no variations; write \"play\":"
        "\"adventurous\" to play them");
  CHECK(Ask("eval", R"j({"rules":"agloa","play":"basic","expression":"1+1"})j").exit_code == 0);
}

TEST_CASE("Imaginary and Log are judged, and solve names them") {
  CHECK(WriteJson(Ask("eval", Request("eval", "senior", R"j("variations":[{"name":"imaginary"}])j"))
                      .answer) == R"j({"ok":true,"value":"7"})j");
  CHECK(Refused("solve", Request("solve", "senior", R"j("variations":[{"name":"imaginary"}])j")) ==
        "field \"variations\": the solve command does not search Imaginary (XIII-D-11) yet; it "
        "never answers such a shake as Basic Equations");
  const std::string log = R"j("variations":[{"name":"factorial"},{"name":"log"}])j";
  CHECK(WriteJson(Ask("eval", Request("eval", "senior", log)).answer) ==
        R"j({"ok":true,"value":"7"})j");
  CHECK(Refused("solve", Request("solve", "senior", log)) ==
        "field \"variations\": the solve command does not search Log (XIII-D-13) yet; it "
        "never answers such a shake as Basic Equations");
}

TEST_CASE("a variation the division cannot select that year is refused, naming the entry") {
  // XIII-A-12: Average is an Elementary even-year variation (2027-28).
  CHECK(Refused("eval", Request("eval", "elementary",
                                R"j("variations":[{"name":"factorial"},{"name":"average"}])j")) ==
        "field \"variations\", entry 2 (\"average\"): Average is an even-year variation in "
        "Elementary (XIII-A-12): not on the 2026-27 list");
  // XIII-A-12: in 2027-28 + is the average: 3+4 = 7/2.
  CHECK(WriteJson(
            Ask("eval", Request("eval", "elementary",
                                R"j("school_year":"2027-28","variations":[{"name":"average"}])j"))
                .answer) == R"j({"ok":true,"value":"7/2"})j");
  CHECK(Refused("goal", Request("goal", "junior", R"j("variations":[{"name":"zero-wild"}])j")) ==
        "field \"variations\", entry 1 (\"zero-wild\"): 0 Wild is not on the Junior list (XIII-C)");
  // XIII-C-5: Junior and Senior choose base eight, nine, eleven or twelve.
  CHECK(Refused("goal", Request("goal", "senior",
                                R"j("variations":[{"name":"base","parameter":"10"}])j")) ==
        "field \"variations\", entry 1 (\"base\"): Base m in Senior takes the base m \"8\", \"9\", "
        "\"11\" or \"12\" (XIII-C-5), not \"10\"");
}

TEST_CASE("an unknown name, a missing or bad blank, a malformed entry is refused") {
  CHECK(Refused("eval", Request("eval", "middle", R"j("variations":[{"name":"bass"}])j"))
            .find("field \"variations\", entry 1: unknown variation \"bass\" (the variations: "
                  "\"sideways\", ") == 0);
  CHECK(Refused("eval", Request("eval", "middle", R"j("variations":[{"name":"base"}])j")) ==
        "field \"variations\", entry 1: Base m needs its blank filled in (II-B-1-c): the base m, "
        "one of \"8\", \"9\", \"10\", \"11\" or \"12\"");
  CHECK(Refused("eval", Request("eval", "middle",
                                R"j("variations":[{"name":"multiple-of-k","parameter":"12"}])j")) ==
        "field \"variations\", entry 1: Multiple of k: \"12\" is not k (one of \"6\", \"7\", "
        "\"8\", \"9\", \"10\" or \"11\")");
  CHECK(Refused("eval", Request("eval", "middle",
                                R"j("variations":[{"name":"factorial","parameter":"2"}])j")) ==
        "field \"variations\", entry 1: Factorial has no blank to fill in, so no parameter");
  CHECK(Refused("eval", Request("eval", "middle", R"j("variations":["base"])j")) ==
        "field \"variations\", entry 1: must be an object like {\"name\":\"base\","
        "\"parameter\":\"8\"}, not a string");
  CHECK(Refused("eval",
                Request("eval", "middle", R"j("variations":[{"name":"base","parameter":8}])j")) ==
        "field \"variations\", entry 1: \"parameter\" must be a string, not an integer");
  CHECK(Refused("eval", Request("eval", "middle", R"j("variations":[{"blank":"8"}])j")) ==
        "field \"variations\", entry 1: unknown field \"blank\" (its fields: name, parameter)");
  CHECK(Refused("eval", Request("eval", "middle", R"j("variations":[{}])j")) ==
        "field \"variations\", entry 1: missing field \"name\"");
  CHECK(Refused("eval", Request("eval", "middle", R"j("variations":{"name":"base"})j")) ==
        "field \"variations\" must be an array, not an object");
}

TEST_CASE("the same variation twice, or two that conflict, is refused naming both entries") {
  CHECK(
      Refused("check", Request("check", "middle",
                               R"j("variations":[{"name":"factorial"},{"name":"factorial"}])j")) ==
      "field \"variations\", entries 1 and 2: Factorial has already been chosen for the shake "
      "(II-B-2)");
  CHECK(Refused("check", Request("check", "middle",
                                 R"j("variations":[{"name":"base","parameter":"8"},)j"
                                 R"j({"name":"factorial"},{"name":"base","parameter":"9"}])j")) ==
        "field \"variations\", entries 1 and 3: Base nine conflicts with Base eight, chosen "
        "already (II-B-2): a shake has one base m (XIII-B-6: m \"for the shake\")");
  CHECK(Refused("solve", Request("solve", "junior",
                                 R"j("variations":[{"name":"zero-or-x-wild","parameter":"0"},)j"
                                 R"j({"name":"zero-or-x-wild","parameter":"x"}])j"))
            .find("x Wild conflicts with 0 Wild") != std::string::npos);
}

TEST_CASE("more variations than a shake can have are refused (II-B-3)") {
  const std::string four =
      R"j("variations":[{"name":"factorial"},{"name":"zero-wild"},{"name":"sideways"},)j"
      R"j({"name":"upside-down"}])j";
  CHECK(Refused("eval", Request("eval", "middle", four)) ==
        "field \"variations\": 4 variations, but a middle shake has at most 3 (II-B-3)");
  const std::string six =
      R"j("variations":[{"name":"factorial"},{"name":"zero-or-x-wild","parameter":"x"},)j"
      R"j({"name":"base","parameter":"12"},{"name":"exponent","parameter":"red"},)j"
      R"j({"name":"decimal-in-goal"},{"name":"powers-of-the-base"}])j";
  CHECK(WriteJson(Ask("eval", Request("eval", "senior", six)).answer) ==
        R"j({"ok":true,"value":"7"})j");
}

TEST_CASE("a school year is two consecutive years; variations are AGLOA's alone") {
  CHECK(Refused("eval", Request("eval", "middle", R"j("school_year":"2026-28")j")) ==
        "field \"school_year\": school year \"2026-28\" is not two consecutive years written "
        "like \"2026-27\"");
  CHECK(Refused("eval", Request("eval", "middle", R"j("school_year":2026)j")) ==
        "field \"school_year\" must be a string, not an integer");
  CHECK(Refused("eval", R"j({"rules":"acc","expression":"3+4","variations":[]})j") ==
        "field \"variations\": the acc rules have no Adventurous variations (AGLOA XIII)");
}
