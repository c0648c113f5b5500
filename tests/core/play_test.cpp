// The game layer's generic tests: every game of the registry (core/api/games.h) is played with
// random legal actions from several configs, checking after each action that the legal actions
// are accepted, that a malformed action is refused without changing the state, that the state
// survives a save and load (config + actions, replayed) and a clone, and that the whole game
// replays to the same state. A new game gets these tests by its row in the registry.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/api/games.h"
#include "core/base/random.h"
#include "core/match/match_state.h"
#include "core/play/state.h"

using namespace equations;

namespace {

// Configs to play each game from; a game missing here fails the test that it has some.
std::vector<std::string> ConfigsOf(std::string_view game) {
  if (game == "equations")
    return {
        R"({"rules":"agloa","division":"middle","players":2,"seed":1,"max_shakes":2})",
        R"({"rules":"agloa","division":"senior","players":3,"seed":"18446744073709551615","max_shakes":1})",
        R"({"rules":"acc","division":"3","players":5,"seed":3,"max_shakes":1})",
        R"({"rules":"mlag","division":"junior","players":3,"seed":4,"max_shakes":2})",
        R"({"rules":"agloa","division":"junior","adventurous":true,"school_year":"2027-28",)"
        R"("players":3,"seed":5,"max_shakes":2})",
    };
  if (game == "24-challenge")
    return {
        R"({"deck":"single-digits","seed":1,"round":1,"players":3,"cards":6})",
        R"({"deck":"double-digits","seed":2,"round":3,"players":2,"cards":4})",
        R"({"deck":"mixed","seed":3,"round":4,"players":1,"cards":3})",
        R"({"deck":"single-digits","seed":4,"round":3,"players":3,"cards":5,"minutes":5})",
    };
  if (game == "contig-60")
    return {
        R"({"seed":1})",
        R"({"seed":2,"start_score":12,"chips":6,"minutes":5})",
    };
  if (game == "queens-and-guards")
    return {
        R"({"seed":1})",
        R"({"seed":2,"minutes":3})",
    };
  if (game == "24-challenge-tournament")
    return {
        R"({"deck":"single-digits","seed":1,"players":3,"cards":2})",
        R"({"deck":"mixed","seed":2,"players":2,"cards":1})",
    };
  return {};
}

// Random games per config. Under wasm, whose run repeats the native suite on another compiler,
// the 24 Challenge games play 2: replaying one makes its decks again, which takes most of the time.
std::uint64_t SeedsPerConfig(std::string_view game) {
#ifdef __EMSCRIPTEN__
  if (game != "equations") return 2;
#endif
  (void)game;
  return 8;
}

Json Parsed(std::string_view text) {
  auto json = ParseJson(text);
  REQUIRE(json);
  return *json;
}

void PlayRandomly(const play::GameType& game, const Json& config, std::uint64_t seed) {
  auto created = game.create(config);
  REQUIRE_MESSAGE(created.has_value(), (created ? std::string() : created.error()));
  std::unique_ptr<play::State> state = std::move(*created);
  Random random(seed);
  const int kMaxSteps = 4000;
  int step = 0;
  for (; step < kMaxSteps && !state->IsTerminal(); ++step) {
    const std::vector<std::string> legal = state->LegalActions();
    REQUIRE_MESSAGE(!legal.empty(), "a state that is not terminal has a legal action");
    CHECK(state->Scores().size() == static_cast<size_t>(state->Players()));

    const Json before = state->View();
    for (std::string_view bad : {"", "p0 fly away", "p99 roll", "\xff\xfe"}) {
      auto error = state->Apply(bad);
      CHECK_MESSAGE(error.has_value(), "the malformed action \"", bad, "\" was accepted");
      CHECK(state->View() == before);
    }

    const std::unique_ptr<play::State> copy = state->Clone();
    const std::string action = legal[random.Below(static_cast<int>(legal.size()))];
    INFO("step ", step, ": ", action);
    auto error = state->Apply(action);
    REQUIRE_MESSAGE(!error, "a legal action was refused: ", error.value_or(""));
    CHECK(copy->View() == before);  // the clone did not move with the state

    if (step % 25 == 0) {
      auto loaded = play::Load(Games(), play::Save(*state));
      REQUIRE_MESSAGE(loaded.has_value(), (loaded ? std::string() : loaded.error()));
      CHECK((*loaded)->View() == state->View());
      CHECK((*loaded)->History() == state->History());
    }
  }
  const std::string end = state->IsTerminal() ? "finished" : "not finished";
  MESSAGE(game.name, " ", WriteJson(config), " seed ", seed, ": ", step, " actions, ", end);
  auto replayed = play::Replay(game, state->Config(), state->History());
  REQUIRE_MESSAGE(replayed.has_value(), (replayed ? std::string() : replayed.error()));
  CHECK((*replayed)->View() == state->View());
}

}  // namespace

TEST_CASE("every game of the registry plays random legal actions, saves, loads and replays") {
  REQUIRE(!Games().empty());
  for (const play::GameType& game : Games()) {
    CAPTURE(game.name);
    const std::vector<std::string> configs = ConfigsOf(game.name);
    REQUIRE_MESSAGE(!configs.empty(), "no configs to play ", game.name, " from");
    for (const std::string& config : configs) {
      CAPTURE(config);
      for (std::uint64_t seed = 1; seed <= SeedsPerConfig(game.name); ++seed)
        PlayRandomly(game, Parsed(config), seed);
    }
  }
}

TEST_CASE("a saved game that cannot be loaded says what is wrong and where") {
  auto error_of = [](std::string_view text) {
    auto loaded = play::Load(Games(), Parsed(text));
    REQUIRE_FALSE(loaded);
    return loaded.error();
  };
  CHECK(error_of("[]") == "a saved game is a JSON object");
  CHECK(error_of(R"({"game":"chess","config":{},"actions":[]})") ==
        "\"game\": no game is called \"chess\"");
  CHECK(error_of(R"({"game":"equations","config":[],"actions":[]})") ==
        "\"config\" must be an object");
  CHECK(
      error_of(
          R"({"game":"equations","config":{"rules":"agloa","division":"middle"},"actions":[3]})") ==
      "\"actions\"[0] must be a string, not an integer");
  CHECK(
      error_of(
          R"({"game":"equations","config":{"rules":"agloa","division":"middle","colour":1},"actions":[]})")
          .find("config: unknown field \"colour\"") == 0);
  CHECK(error_of(R"({"game":"equations","config":{"rules":"agloa"},"actions":[]})")
            .find("config: unknown division") == 0);
  CHECK(
      error_of(
          R"({"game":"equations","config":{"rules":"agloa","division":"middle","players":9},"actions":[]})")
          .find("config: ") == 0);
  const std::string late = error_of(
      R"({"game":"equations","config":{"rules":"agloa","division":"middle","players":2,"seed":5},)"
      R"("actions":["p0 roll-off 1","p0 fly"]})");
  CHECK(late.find("actions[") == 0);
  CHECK(
      error_of(
          R"({"game":"equations","config":{"rules":"agloa","division":"middle"},"actions":[],"x":1})") ==
      "unknown field \"x\" in a saved game");
}

TEST_CASE("a saved Equations game is its config and actions, and MatchOf reads the match back") {
  auto state = CreateEquationsState(
      Parsed(R"({"rules":"agloa","division":"elementary","players":2,"seed":9})"));
  REQUIRE(state);
  REQUIRE(MatchOf(**state) != nullptr);
  for (int i = 0; i < 3; ++i) REQUIRE_FALSE((*state)->Apply((*state)->LegalActions().front()));
  const Json saved = play::Save(**state);
  CHECK(WriteJson(*saved.Find("config")) ==
        R"({"rules":"agloa","division":"elementary","players":2,"seed":"9","max_shakes":0})");
  CHECK(saved.Find("actions")->AsArray().size() == 3);
  CHECK(MatchOf(**state)->history().size() == 3);
}
