// The game layer's requests (core/api/play_request.h): games and play, with every kind of bad
// input answered by an error that names what is wrong, and a refused action as a value.
#include <doctest/doctest.h>

#include <algorithm>
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
        "seat, clock, computer)");
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

TEST_CASE("play answers the round clock at the caller's clock") {
  const std::string game = "{\"game\":\"equations\"," + std::string(kConfig);
  // AGLOA XI-B: a round of 30 minutes; ten of them gone.
  Json answer = Answer("play", game + R"(,"clock":{"round_start_ms":1000,"now_ms":601000}})");
  CHECK(WriteJson(*answer.Find("round_clock")) ==
        R"({"stage":"running","left_ms":1200000,"round_ms":1800000,"due":null})");
  // Past its length, the judge's "time" is due; the players may choose another length.
  answer = Answer("play", game + R"(,"clock":{"round_start_ms":0,"now_ms":1900000}})");
  CHECK(answer.Find("round_clock")->Find("due")->AsString() == "time");
  answer =
      Answer("play", game + R"(,"clock":{"round_start_ms":0,"now_ms":60000,"round_ms":120000}})");
  CHECK(answer.Find("round_clock")->Find("left_ms")->AsInteger() == 60000);
  // A seat sees the clock too; a bad clock is named.
  answer = Answer("play", game + R"(,"seat":1,"clock":{"round_start_ms":0,"now_ms":0}})");
  CHECK(answer.Find("round_clock")->Find("stage")->AsString() == "running");
  CHECK(Error("play", game + R"(,"clock":{"now_ms":0}})") ==
        "field \"clock\" needs \"round_start_ms\", a whole number from 0");
  CHECK(Error("play", game + R"(,"clock":{"round_start_ms":0,"now_ms":0,"at":1}})") ==
        "unknown field \"at\" in \"clock\" (its fields: round_start_ms, now_ms, round_ms)");
  // A game without a round clock answers null.
  answer = Answer("play", R"({"game":"contig-60","config":{"seed":1},)"
                          R"("clock":{"round_start_ms":0,"now_ms":0}})");
  CHECK(answer.Find("round_clock")->IsNull());
}

TEST_CASE("play answers the computer player's decision for the seats it plays") {
  Json request = ParseJson("{\"game\":\"equations\"," + std::string(kConfig) + "}").value();
  Json answer = Answer("play", WriteJson(request));
  while (answer.Find("chance")->AsBool()) {
    request.Set("actions", *answer.Find("actions"));
    request.Set("apply", answer.Find("legal_actions")->AsArray()[0]);
    answer = Answer("play", WriteJson(request));
  }
  request.Set("actions", *answer.Find("actions"));
  request.AsObject().erase(std::remove_if(request.AsObject().begin(), request.AsObject().end(),
                                          [](const JsonMember& m) { return m.key == "apply"; }),
                           request.AsObject().end());
  // The Goal-setter is to act: the computer in both seats decides for them, and its plan's
  // actions are each legal in turn.
  const int setter =
      static_cast<int>(answer.Find("state")->Find("shake")->Find("goal_setter")->AsInteger());
  request.Set("computer", ParseJson(R"({"seats":[0,1],"level":"beginner","seed":3})").value());
  Json decided = Answer("play", WriteJson(request));
  const Json& computer = *decided.Find("computer");
  REQUIRE(computer.Find("seat")->IsInteger());
  CHECK(computer.Find("seat")->AsInteger() == setter);
  REQUIRE_FALSE(computer.Find("plan")->AsArray().empty());
  Json replay = request;
  replay.AsObject().erase(std::remove_if(replay.AsObject().begin(), replay.AsObject().end(),
                                         [](const JsonMember& m) { return m.key == "computer"; }),
                          replay.AsObject().end());
  for (const Json& action : computer.Find("plan")->AsArray()) {
    replay.Set("apply", action);
    Json applied = Answer("play", WriteJson(replay));
    CHECK(applied.Find("refused") == nullptr);
    replay.Set("actions", *applied.Find("actions"));
  }
  // The same request decides the same; a seat that is not to act decides nothing.
  CHECK(WriteJson(*Answer("play", WriteJson(request)).Find("computer")) == WriteJson(computer));
  request.Set("computer", ParseJson("{\"seats\":[" + std::to_string(1 - setter) + "]}").value());
  CHECK(Answer("play", WriteJson(request)).Find("computer")->Find("seat")->IsNull());
  // Bad requests are named; the seat's answer has no decision.
  request.Set("computer", ParseJson(R"({"seats":[2]})").value());
  CHECK(Error("play", WriteJson(request)) ==
        "\"computer\": \"seats\" must be seats of the game, 0 to 1");
  request.Set("computer", ParseJson(R"({"seats":[0],"level":"expert"})").value());
  CHECK(Error("play", WriteJson(request)) ==
        "unknown level \"expert\" (levels: beginner, club, tournament)");
  request.Set("computer", ParseJson(R"({"seats":[0]})").value());
  request.Set("seat", 0);
  CHECK(Error("play", WriteJson(request)) ==
        "a seat's answer has no computer player's decision: leave out \"seat\"");
  CHECK(Error("play", R"({"game":"contig-60","config":{"seed":1},"computer":{"seats":[0]}})") ==
        "the contig-60 game has no computer player");
}
