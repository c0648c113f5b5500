// The game layer's requests (core/api/play_request.h): games and play, with every kind of bad
// input answered by an error that names what is wrong, and a refused action as a value.
#include <doctest/doctest.h>

#include <string>

#include "core/api/request.h"

using namespace equations;

namespace {

Json Answer(std::string_view command, std::string_view request, int exit_code = 0) {
  RequestAnswer answer = AnswerRequest(command, request);
  INFO(request);
  INFO(WriteJson(answer.answer));
  CHECK(answer.exit_code == exit_code);
  return answer.answer;
}

std::string Error(std::string_view command, std::string_view request) {
  Json answer = Answer(command, request, 2);
  REQUIRE(answer.Find("error"));
  return answer.Find("error")->AsString();
}

constexpr std::string_view kConfig =
    R"("config":{"rules":"agloa","division":"middle","players":2,"seed":7})";

}  // namespace

TEST_CASE("the games command lists the registry") {
  CHECK(WriteJson(Answer("games", "{}")) == R"({"games":[{"name":"equations","title":"Equations"},)"
                                            R"({"name":"24-challenge","title":"24 Challenge"},)"
                                            R"({"name":"24-challenge-tournament",)"
                                            R"("title":"24 Challenge tournament"},)"
                                            R"({"name":"contig-60","title":"Contig 60"},)"
                                            R"({"name":"queens-and-guards",)"
                                            R"("title":"Queens & Guards"}]})");
  CHECK(Error("games", "[]") == "the request must be a JSON object, not an array");
  CHECK(Error("games", R"({"x":1})") == "unknown field \"x\" for the games command (it has none)");
}

TEST_CASE("play answers a game's state, and a saved game from the answer plays on") {
  const std::string request = "{\"game\":\"equations\"," + std::string(kConfig) + "}";
  Json start = Answer("play", request);
  CHECK(start.Find("chance")->AsBool());
  CHECK_FALSE(start.Find("terminal")->AsBool());
  REQUIRE(start.Find("legal_actions")->AsArray().size() == 1);
  const std::string roll = start.Find("legal_actions")->AsArray()[0].AsString();

  // Apply the roll for first, then feed the answer's saved game back with the next action.
  Json after = Answer("play", "{\"game\":\"equations\"," + std::string(kConfig) +
                                  ",\"apply\":" + QuoteJson(roll) + "}");
  CHECK(after.Find("refused") == nullptr);
  REQUIRE(after.Find("actions")->AsArray().size() == 1);
  Json again = Json::MakeObject();
  again.Set("game", *after.Find("game"));
  again.Set("config", *after.Find("config"));
  again.Set("actions", *after.Find("actions"));
  again.Set("apply", after.Find("legal_actions")->AsArray()[0]);
  Json next = Answer("play", WriteJson(again));
  CHECK(next.Find("actions")->AsArray().size() == 2);
}

TEST_CASE("play refuses a bad request by naming the field, and a refused action is a value") {
  const std::string config(kConfig);
  CHECK(Error("play", "3") == "the request must be a JSON object, not an integer");
  CHECK(Error("play", "{" + config + "}") == "\"game\" must be the name of a game, as a string");
  CHECK(Error("play", R"({"game":"go",)" + config + "}") == "\"game\": no game is called \"go\"");
  CHECK(Error("play", R"({"game":"equations"})") == "\"config\" must be an object");
  CHECK(Error("play", R"({"game":"equations",)" + config + R"(,"actions":"roll"})") ==
        "\"actions\" must be an array of strings");
  CHECK(Error("play", R"({"game":"equations",)" + config + R"(,"apply":3})") ==
        "field \"apply\" must be a string (one action), not an integer");
  CHECK(Error("play", R"({"game":"equations",)" + config + R"(,"undo":true})") ==
        "unknown field \"undo\" for the play command (its fields: game, config, actions, apply, "
        "seat)");
  CHECK(Error("play",
              R"({"game":"equations","config":{"rules":"agloa","division":"middle","players":1}})")
            .find("config: ") == 0);
  CHECK(Error("play", R"({"game":"equations",)" + config + R"(,"actions":["p0 goal"]})")
            .find("actions[0] \"p0 goal\": ") == 0);
  std::string many = R"({"game":"equations",)" + config + R"(,"actions":[)";
  for (int i = 0; i <= 20000; ++i) many += std::string(i ? "," : "") + "\"x\"";
  CHECK(Error("play", many + "]}") == "\"actions\" holds more than 20000 actions");

  Json refused = Answer("play", R"({"game":"equations",)" + config + R"(,"apply":"p1 goal"})");
  REQUIRE(refused.Find("refused"));
  CHECK_FALSE(refused.Find("refused")->AsString().empty());
  CHECK(refused.Find("actions")->AsArray().empty());  // the state before the refused action
}

TEST_CASE("an unknown command lists the commands of the table") {
  CHECK(Error("undo", "{}") ==
        "unknown command \"undo\" (commands: check, goal, eval, solve, rules, games, play, deck)");
}

TEST_CASE("play plays Adventurous Equations: the selection's actions by their text") {
  Json request = ParseJson(R"({"game":"equations","config":{"rules":"agloa","division":"junior",)"
                           R"("adventurous":true,"school_year":"2026-27","players":3,"seed":7}})")
                     .value();
  Json answer = Answer("play", WriteJson(request));
  // Roll for first and roll the cubes: the first legal action at each chance node.
  while (answer.Find("chance")->AsBool()) {
    request.Set("actions", *answer.Find("actions"));
    request.Set("apply", answer.Find("legal_actions")->AsArray()[0]);
    answer = Answer("play", WriteJson(request));
  }
  CHECK(answer.Find("state")->Find("phase")->AsString() == "selecting variations");
  const int picker = static_cast<int>(
      answer.Find("state")->Find("shake")->Find("selection")->Find("picker")->AsInteger());
  const std::string select = "p" + std::to_string(picker) + " select factorial";
  bool listed = false;
  for (const Json& action : answer.Find("legal_actions")->AsArray())
    listed = listed || action.AsString() == select;
  CHECK(listed);
  request.Set("actions", *answer.Find("actions"));
  request.Set("apply", select);
  answer = Answer("play", WriteJson(request));
  CHECK(answer.Find("refused") == nullptr);
  // The same pick again by the next player is illegal, accepted, and pointed out (II-B-2).
  const int next = (picker + 1) % 3;
  request.Set("actions", *answer.Find("actions"));
  request.Set("apply", "p" + std::to_string(next) + " select factorial");
  answer = Answer("play", WriteJson(request));
  CHECK(answer.Find("refused") == nullptr);
  request.Set("actions", *answer.Find("actions"));
  request.Set("apply", "p" + std::to_string(picker) + " point-out");
  answer = Answer("play", WriteJson(request));
  CHECK(answer.Find("refused") == nullptr);
  CHECK(answer.Find("scores")->AsArray()[next].AsInteger() == -1);
  CHECK(answer.Find("config")->Find("adventurous")->AsBool());
}
