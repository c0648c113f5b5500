// The round clock as a question a front end asks of the match (AGLOA XI-B; MLAG "Time limits";
// ACC "Cleanup"): where the round stands at the caller's clock and which call of the judge is due.
// The match never reads a clock: the caller says when the round began and how long it runs (the
// rule set's RuleSet::time.round unless the players chose another length).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "core/base/json.h"
#include "core/match/action.h"
#include "core/match/game.h"

namespace equations {

enum class RoundStage {
  Running,    // time has not been called; `left_ms` of the round remain
  Finishing,  // time is called; `left_ms` remain to finish the shake (AGLOA XI-B-1; MLAG)
  Stopped,    // the extra minutes are over: "Stop", every player writes (AGLOA XI-B-2)
  Cleanup,    // time is called and the rule set gives no extra minutes (ACC "Cleanup")
  Over,       // time was called and the match is over
};

// Returns "running", "finishing", "stopped", "cleanup" or "over".
std::string_view RoundStageName(RoundStage stage);

struct RoundClock {
  RoundStage stage = RoundStage::Running;
  // Running: until time is called; Finishing: until "Stop"; 0 in the other stages. Negative once
  // the round is past its length and the call has not been applied yet.
  std::int64_t left_ms = 0;
  // The call of the judge that is due now (ActionKind::CallTime, CallStop), which the caller
  // applies with its clock; nothing when none is.
  std::optional<ActionKind> due;
  bool operator==(const RoundClock&) const = default;
};

// Returns the round clock of `match` at the caller's `now_ms`, for a round that began at
// `round_start_ms` (negative: not known, nothing falls due) and lasts `round_ms`. AGLOA XI-B:
// "Each round lasts 30 minutes. When that time is up, players are told not to start any more
// shakes ... Players have five minutes to finish the last shake. When the extra five minutes
// expire ... 'Stop'"; the extra minutes are RuleSet::time.round_extra (0 under the ACC, whose
// Cleanup begins when time is called).
RoundClock RoundClockAt(const Match& match, std::int64_t round_start_ms, std::int64_t round_ms,
                        std::int64_t now_ms);

// Returns {"stage": RoundStageName, "left_ms", "round_ms", "due": the judge's call as its action
// text ("time", "stop") or null}: RoundClockAt for play::State::RoundClock; `round_ms` negative
// is the rule set's length (RuleSet::time.round).
Json RoundClockJson(const Match& match, std::int64_t round_start_ms, std::int64_t round_ms,
                    std::int64_t now_ms);

}  // namespace equations
