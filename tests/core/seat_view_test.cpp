// Seat views (play::State::Actor, SeatView) and the play request's "seat": what a player at a
// table may see and do, as a class server passes it on. No seat view holds the seed, the
// generator or the coming cards, the seat's legal actions are its own, and another seat's action
// is refused with the state unchanged.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/api/games.h"
#include "core/api/request.h"
#include "core/base/random.h"
#include "core/play/state.h"

using namespace equations;

namespace {

Json Parsed(std::string_view text) {
  auto json = ParseJson(text);
  REQUIRE(json);
  return *json;
}

// Returns the first member anywhere in `json` that tells what no player may know yet: the seed,
// the generator, or the cards of a deck (a "deck" array; the config's "deck" names the deck's
// kind, which every player knows). An empty string when there is none.
std::string SecretMember(const Json& json) {
  if (json.IsArray()) {
    for (const Json& item : json.AsArray())
      if (std::string found = SecretMember(item); !found.empty()) return found;
  } else if (json.IsObject()) {
    for (const JsonMember& member : json.AsObject()) {
      if (member.key == "seed" || member.key == "random") return member.key;
      if (member.key == "deck" && member.value.IsArray()) return member.key;
      if (std::string found = SecretMember(member.value); !found.empty()) return found;
    }
  }
  return "";
}

const char* const kConfigs[][2] = {
    {"equations", R"({"rules":"agloa","division":"middle","players":3,"seed":11,"max_shakes":1})"},
    {"equations", R"({"rules":"acc","division":"3","players":2,"seed":12,"max_shakes":1})"},
    {"24-challenge", R"({"deck":"single-digits","seed":13,"round":1,"players":3,"cards":4})"},
    {"24-challenge-tournament", R"({"deck":"single-digits","seed":14,"players":3,"cards":1})"},
    {"contig-60", R"({"seed":15})"},
    {"queens-and-guards", R"({"seed":16})"},
};

}  // namespace

TEST_CASE("a seat view holds no seed, generator or coming card, and actions name their seat") {
  for (const auto& entry : kConfigs) {
    // Named copies: clang 14 (em++) cannot capture structured bindings in CAPTURE's lambda.
    const char* const name = entry[0];
    const char* const config = entry[1];
    CAPTURE(name);
    CAPTURE(config);
    const play::GameType* game = FindGame(name);
    REQUIRE(game);
    auto created = game->create(Parsed(config));
    REQUIRE(created);
    std::unique_ptr<play::State> state = std::move(*created);
    Random random(5);
    int cupped = 0;
    for (int step = 0; step < 300 && !state->IsTerminal(); ++step) {
      for (int seat = 0; seat < state->Players(); ++seat) {
        const Json view = state->SeatView(seat);
        CHECK_MESSAGE(SecretMember(view).empty(), "seat ", seat, " sees ", SecretMember(view));
        const Json* phase =
            view.Find("current") ? view.Find("current")->Find("phase") : view.Find("phase");
        if (phase && phase->IsString() && phase->AsString() == "cupped") {
          CHECK(view.Find("card") == nullptr);
          ++cupped;
        }
      }
      const std::vector<std::string> legal = state->LegalActions();
      REQUIRE(!legal.empty());
      for (const std::string& action : legal) {
        const int actor = state->Actor(action);
        CHECK(actor >= -1);
        CHECK(actor < state->Players());
        if (state->IsChanceNode()) CHECK_MESSAGE(actor == -1, action);
      }
      REQUIRE(!state->Apply(legal[random.Below(static_cast<int>(legal.size()))]));
    }
    CHECK(state->Actor("p0 fly away") == -1);
    // A card under the hand was seen in the 24 Challenge.
    if (std::string_view(name).rfind("24-challenge", 0) == 0) CHECK(cupped > 0);
  }
}

TEST_CASE("two Equations matches with the same actions and other seeds look the same to a seat") {
  const play::GameType* game = FindGame("equations");
  REQUIRE(game);
  auto a = game->create(Parsed(R"({"rules":"agloa","division":"middle","players":3,"seed":7})"));
  auto b = game->create(Parsed(R"({"rules":"agloa","division":"middle","players":3,"seed":8})"));
  REQUIRE(a);
  REQUIRE(b);
  // Both reach the roll of the cubes by seed 7's roll for first, which b accepts as given.
  while ((*a)->IsChanceNode()) {
    const std::string roll = (*a)->LegalActions()[0];
    REQUIRE(!(*a)->Apply(roll));
    REQUIRE(!(*b)->Apply(roll));
  }
  REQUIRE(!(*a)->Apply((*a)->LegalActions()[0]));
  REQUIRE(!(*b)->Apply((*a)->History().back()));
  CHECK((*a)->View() != (*b)->View());  // the generators differ: the coming rolls
  for (int seat = 0; seat < 3; ++seat) CHECK((*a)->SeatView(seat) == (*b)->SeatView(seat));
}

TEST_CASE("play with a seat answers that seat's actions and view, and refuses another's") {
  const std::string base =
      R"({"game":"equations","config":{"rules":"agloa","division":"middle","players":3,"seed":7})";
  auto answer = [](const std::string& request) {
    RequestAnswer a = AnswerRequest("play", request);
    INFO(request);
    INFO(WriteJson(a.answer));
    REQUIRE(a.exit_code == 0);
    return a.answer;
  };
  Json full = answer(base + "}");
  REQUIRE(full.Find("chance")->AsBool());
  // At a chance node no seat has an action, and the coming roll is not shown.
  Json seat0 = answer(base + R"(,"seat":0})");
  CHECK(seat0.Find("legal_actions")->AsArray().empty());
  CHECK(seat0.Find("to_act")->AsArray().empty());
  CHECK(SecretMember(seat0).empty());
  CHECK(WriteJson(seat0).find(full.Find("legal_actions")->AsArray()[0].AsString()) ==
        std::string::npos);

  // Roll for first and roll the cubes; then the Goal-setter sets the Goal.
  std::vector<std::string> actions;
  while (full.Find("chance")->AsBool()) {
    actions.push_back(full.Find("legal_actions")->AsArray()[0].AsString());
    full = answer(base + R"(,"actions":)" + WriteJson(StringArray(actions)) + "}");
  }
  const std::string saved = base + R"(,"actions":)" + WriteJson(StringArray(actions));
  REQUIRE(full.Find("state")->Find("goal_setter"));
  const int setter = static_cast<int>(full.Find("state")->Find("goal_setter")->AsInteger());
  const int other = (setter + 1) % 3;
  Json mine = answer(saved + R"(,"seat":)" + std::to_string(setter) + "}");
  REQUIRE_FALSE(mine.Find("legal_actions")->AsArray().empty());
  for (const Json& action : mine.Find("legal_actions")->AsArray())
    CHECK(action.AsString().rfind("p" + std::to_string(setter) + " ", 0) == 0);
  bool setter_acts = false;  // the others may challenge too (AGLOA VI), so they may act
  for (const Json& seat : mine.Find("to_act")->AsArray()) setter_acts |= seat.AsInteger() == setter;
  CHECK(setter_acts);
  CHECK(mine.Find("seat")->AsInteger() == setter);

  // The other seat sends the Goal-setter's action: refused, the state as before.
  const std::string theirs = mine.Find("legal_actions")->AsArray()[0].AsString();
  Json refused = answer(saved + R"(,"seat":)" + std::to_string(other) + R"(,"apply":)" +
                        QuoteJson(theirs) + "}");
  REQUIRE(refused.Find("refused"));
  CHECK(refused.Find("refused")->AsString() == "that action is seat " + std::to_string(setter) +
                                                   "'s, not seat " + std::to_string(other) + "'s");
  CHECK(refused.Find("actions")->AsArray().size() == actions.size());
  // A chance outcome sent by a seat: no player takes it.
  Json roll = answer(saved + R"(,"seat":0,"apply":"roll 1 2 3"})");
  CHECK(roll.Find("refused")->AsString() == "no player takes that action");
  // The Goal-setter's own action is applied.
  Json applied = answer(saved + R"(,"seat":)" + std::to_string(setter) + R"(,"apply":)" +
                        QuoteJson(theirs) + "}");
  CHECK(applied.Find("refused") == nullptr);
  CHECK(applied.Find("actions")->AsArray().size() == actions.size() + 1);

  for (const char* bad : {R"("seat":3)", R"("seat":-1)", R"("seat":"0")", R"("seat":1.5)"}) {
    RequestAnswer a = AnswerRequest("play", saved + "," + bad + "}");
    CHECK(a.exit_code == 2);
    CHECK(WriteJson(a.answer) ==
          R"({"error":"field \"seat\" must be a seat of the game, a whole number from 0 to 2"})");
  }
}
