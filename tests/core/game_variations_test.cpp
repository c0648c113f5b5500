// The variations of a shake in a saved match: written by name and blank, read back typed.
#include <doctest/doctest.h>

#include <string>

#include "core/base/json.h"
#include "core/match/game.h"
#include "tests/core/game_test_support.h"

using namespace equations;
using namespace equations::game_test;

namespace {

// Returns the save of a match whose shake lists these variations (JSON array text).
std::string SaveWithVariations(std::string_view variations) {
  Match match = NewMatch(Rules("agloa", "middle"), 3);
  std::string saved = ToJson(match);
  const std::string empty = "\"variations\":[]";
  const size_t at = saved.find(empty);
  REQUIRE(at != std::string::npos);  // today's saves hold no variations
  return saved.replace(at, empty.size(), "\"variations\":" + std::string(variations));
}

}  // namespace

TEST_CASE("a shake's variations save by name and blank and restore typed") {
  const std::string saved = SaveWithVariations(
      R"j([{"name":"base","parameter":"8"},{"name":"factorial","parameter":""}])j");
  auto restored = FromJson(saved);
  REQUIRE_MESSAGE(restored, (restored ? "" : restored.error()));
  CHECK(restored->shake().variations ==
        std::vector<Variation>{{VariationKind::BaseM, 8}, {VariationKind::Factorial, 0}});
  CHECK(ToJson(*restored) == saved);
}

TEST_CASE("a saved shake with a variation the engine does not know is refused") {
  auto unknown = FromJson(SaveWithVariations(R"j([{"name":"Base m","parameter":"eight"}])j"));
  REQUIRE_FALSE(unknown);
  CHECK(unknown.error().find("a variation of the shake: unknown variation \"Base m\"") == 0);
  CHECK_FALSE(FromJson(SaveWithVariations(R"j([{"name":"base","parameter":"7"}])j")));
  CHECK_FALSE(FromJson(SaveWithVariations(R"j([{"name":"base"}])j")));  // "parameter" is written
}
