// A stress run of the AI seats as the browser drives them, built with the address and
// undefined-behaviour sanitizers by tests/fuzz/ai_stress.sh: seat 1 is an AI thought in random
// small slices (as ui/ai_driver.cpp gives it a slice per frame), seat 0 plays like the browser
// test's human (sets Goals, moves cubes, presents or declines, and also sides, returns Goal cubes,
// says "no Goal" and now and then "Bonus"; never a challenge) and now and then asks for a Hint,
// and every shake is explained a slice at a time. Rolls are applied as they come.
// It fails when the AI offers an action the engine refuses, when a match stops moving, or when a
// sanitizer reports (it aborts). It found the AI reading past the legal actions (a "memory access
// out of bounds" crash of the game in the browser), which a release build did not show.
//
//   ai_stress [matches = 30] [seed = 1] [level: beginner | club | tournament = club]
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "core/ai/ai.h"
#include "core/ai/ai_explain.h"
#include "core/base/random.h"
#include "core/match/game.h"
#include "core/rules/rules.h"

using namespace equations;

int main(int argc, char** argv) {
  const int matches = argc > 1 ? std::atoi(argv[1]) : 30;
  const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
  const std::string level_name = argc > 3 ? argv[3] : "club";
  const AiLevel level = level_name == "beginner"     ? AiLevel::Beginner
                        : level_name == "tournament" ? AiLevel::Tournament
                                                     : AiLevel::Club;
  const char* rule_sets[][2] = {{"agloa", "middle"}, {"acc", "6"}, {"mlag", "senior"}};
  int failures = 0;
  for (int g = 0; g < matches; ++g) {
    auto rules = FindRuleSet(rule_sets[g % 3][0], rule_sets[g % 3][1]);
    if (!rules) {
      std::printf("no rule set: %s\n", rules.error().c_str());
      return 2;
    }
    Random random(seed * 1000 + static_cast<std::uint64_t>(g));
    MatchConfig config;
    config.players = 2;
    config.seed = seed * 7919 + static_cast<std::uint64_t>(g);
    config.max_shakes = 4;
    auto created = Match::Create(*rules, config);
    if (!created) {
      std::printf("match %d: %s\n", g, created.error().c_str());
      return 2;
    }
    Match match = std::move(*created);
    AiPlayer ai(1, level, config.seed * 0x9E3779B97F4A7C15ULL + 2);
    std::optional<HintThinker> hint;
    std::optional<Explainer> explainer;
    std::size_t explained = 0;
    int idle = 0;
    bool failed = false;
    auto slice = [&]() { return static_cast<std::uint64_t>(100 + random.Below(20000)); };
    auto written = [](Action a) {
      if (a.kind == ActionKind::PresentEquation) a.equation = "1+1=2";
      return a;
    };
    for (int step = 0; step < 20000 && !match.IsTerminal() && !failed; ++step) {
      // The explanation of the last shake and the Hint, a slice a frame, as the App runs them.
      if (match.shakes().size() > explained) {
        explained = match.shakes().size();
        auto e = ExplainShake(match, explained - 1);
        if (e)
          explainer.emplace(std::move(*e));
        else
          explainer.reset();
      }
      if (explainer && explainer->Think(slice())) explainer.reset();
      if (hint && hint->Think(slice())) hint.reset();

      std::optional<Action> action;
      bool from_ai = false;
      if (match.IsChanceNode()) {
        action = match.LegalActions().front();
      } else {
        for (int seat : SeatsToAsk(match)) {
          if (seat != 1) continue;
          action = ai.Think(match, slice());
          from_ai = action.has_value();
        }
        if (!action) {
          // What the browser test's human does (and siding, and a bonus now and then); never a
          // challenge, nor what could go on for ever (rearranging the Goal, the block alone).
          std::vector<Action> usual;
          for (const Action& a : match.LegalActions()) {
            if (a.player != 0) continue;
            if (a.kind == ActionKind::MoveCube || a.kind == ActionKind::PlaceGoalCube ||
                a.kind == ActionKind::DeclareGoal || a.kind == ActionKind::DeclineToPresent ||
                a.kind == ActionKind::AgreeNoGoal || a.kind == ActionKind::PresentEquation ||
                a.kind == ActionKind::Side || a.kind == ActionKind::ReturnGoalCube ||
                a.kind == ActionKind::DeclareNoGoal ||
                (a.kind == ActionKind::Bonus && random.Below(4) == 0))
              usual.push_back(a);
          }
          if (!hint && !usual.empty() && random.Below(10) == 0)
            hint.emplace(match, 0, config.seed ^ 0x5DEECE66DULL);
          // The human acts now and then while the AI thinks, always when it does not.
          const bool waits = ai.Thinking(match) && random.Below(20) != 0;
          if (!waits && !usual.empty())
            action = written(
                usual[static_cast<std::size_t>(random.Below(static_cast<int>(usual.size())))]);
          // A Goal that may be declared is, half the time (else Goal cubes come and go for ever).
          for (const Action& a : usual)
            if (!waits && a.kind == ActionKind::DeclareGoal && random.Below(2) == 0) action = a;
        }
      }
      if (!action) {
        if (!ai.Thinking(match) && ++idle > 50) {
          std::printf("match %d (%s): stuck in %s after %zu actions\n", g, rule_sets[g % 3][0],
                      PhaseName(match.phase()), match.history().size());
          failed = true;
        }
        continue;
      }
      idle = 0;
      if (auto error = match.Apply(*action)) {
        std::printf("match %d (%s): %s action %s refused: %s\n", g, rule_sets[g % 3][0],
                    from_ai ? "the AI's" : "the human's", ActionText(*action).c_str(),
                    error->message.c_str());
        failed = true;
      }
    }
    if (!failed && !match.IsTerminal()) {
      std::printf("match %d (%s): not over after 20000 steps\n", g, rule_sets[g % 3][0]);
      failed = true;
    }
    failures += failed ? 1 : 0;
    std::printf("match %d (%s, %s): %zu actions, %zu shakes%s\n", g, rule_sets[g % 3][0],
                level_name.c_str(), match.history().size(), match.shakes().size(),
                failed ? ", FAILED" : "");
    std::fflush(stdout);
  }
  std::printf("%d of %d matches failed\n", failures, matches);
  return failures == 0 ? 0 : 1;
}
