#include "core/match/round_clock.h"

#include <algorithm>
#include <vector>

#include "core/base/names.h"

namespace equations {

namespace {

constexpr NameTable<RoundStage, 5> kRoundStageNames = {{{RoundStage::Running, "running"},
                                                        {RoundStage::Finishing, "finishing"},
                                                        {RoundStage::Stopped, "stopped"},
                                                        {RoundStage::Cleanup, "cleanup"},
                                                        {RoundStage::Over, "over"}}};

}  // namespace

std::string_view RoundStageName(RoundStage stage) {
  return NameOf(kRoundStageNames, stage);
}

RoundClock RoundClockAt(const Match& match, std::int64_t round_start_ms, std::int64_t round_ms,
                        std::int64_t now_ms) {
  RoundClock clock;
  const std::int64_t elapsed = now_ms - round_start_ms;
  const std::int64_t extra_ms = 1000LL * match.rules().time.round_extra;
  const bool known = round_start_ms >= 0;
  if (!match.time_called()) {
    clock.stage = RoundStage::Running;
    clock.left_ms = round_ms - elapsed;
    if (known && !match.IsTerminal() && elapsed > round_ms) clock.due = ActionKind::CallTime;
    return clock;
  }
  if (match.IsTerminal()) {
    clock.stage = RoundStage::Over;
    return clock;
  }
  if (extra_ms == 0) {
    clock.stage = RoundStage::Cleanup;
    return clock;
  }
  if (elapsed < round_ms + extra_ms) {
    clock.stage = RoundStage::Finishing;
    clock.left_ms = round_ms + extra_ms - elapsed;
  } else {
    clock.stage = RoundStage::Stopped;
  }
  // "Stop" is called once, when the extra minutes are over and the match still lists it.
  if (known && elapsed > round_ms + extra_ms) {
    const std::vector<Action> legal = match.LegalActions();
    if (std::any_of(legal.begin(), legal.end(),
                    [](const Action& a) { return a.kind == ActionKind::CallStop; }))
      clock.due = ActionKind::CallStop;
  }
  return clock;
}

Json RoundClockJson(const Match& match, std::int64_t round_start_ms, std::int64_t round_ms,
                    std::int64_t now_ms) {
  if (round_ms < 0) round_ms = 1000LL * match.rules().time.round;
  const RoundClock clock = RoundClockAt(match, round_start_ms, round_ms, now_ms);
  Json json = Json::MakeObject();
  json.Set("stage", RoundStageName(clock.stage));
  json.Set("left_ms", clock.left_ms);
  json.Set("round_ms", round_ms);
  json.Set("due", clock.due ? Json(ActionText(SimpleAction(*clock.due))) : Json());
  return json;
}

}  // namespace equations
