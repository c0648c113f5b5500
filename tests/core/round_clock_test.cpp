// The round clock (core/match/round_clock.h): when time is called and when "Stop" follows (AGLOA
// XI-B; MLAG "Time limits"), and the ACC's Cleanup at once.
#include <doctest/doctest.h>

#include "core/match/round_clock.h"
#include "tests/core/game_test_support.h"

using namespace equations;
using namespace equations::game_test;

namespace {

constexpr std::int64_t kMinute = 60000;
constexpr std::int64_t kStart = 1000000;  // the caller's clock when the round began

// A two-player match of the rule set in its first shake, the Goal set: cubes are being moved.
Match Moving(const RuleSet& rules) {
  Match match = NewMatch(rules, 2);
  if (rules.cubes_per_color == 5) {
    Ok(match, AccRoll());
  } else {
    StartAt(match, 0);
  }
  SetGoal23(match);
  REQUIRE(match.phase() == Phase::Moving);
  return match;
}

// Applies the call the round clock says is due at `now`, and requires that one is.
void ApplyDue(Match& match, std::int64_t now) {
  const RoundClock clock = RoundClockAt(match, kStart, match.rules().time.round * 1000LL, now);
  REQUIRE(clock.due);
  Action call = SimpleAction(*clock.due);
  call.at_ms = now;
  Ok(match, call);
}

}  // namespace

TEST_CASE("AGLOA XI-B: the round lasts 30 minutes, then five more, then \"Stop\"") {
  for (const char* name : {"agloa", "mlag"}) {
    CAPTURE(name);
    Match match = Moving(Rules(name, "middle"));
    const std::int64_t round = match.rules().time.round * 1000LL;
    CHECK(round == 30 * kMinute);  // AGLOA XI-B "30 minutes"; MLAG "30 minutes"
    RoundClock clock = RoundClockAt(match, kStart, round, kStart + 10 * kMinute);
    CHECK(clock.stage == RoundStage::Running);
    CHECK(clock.left_ms == 20 * kMinute);
    CHECK_FALSE(clock.due);
    // Time is called when the 30 minutes are up, not before.
    CHECK_FALSE(RoundClockAt(match, kStart, round, kStart + 30 * kMinute).due);
    clock = RoundClockAt(match, kStart, round, kStart + 30 * kMinute + 1);
    CHECK(clock.due == ActionKind::CallTime);
    ApplyDue(match, kStart + 30 * kMinute + 1);
    CHECK(match.time_called());
    CHECK(match.phase() == Phase::Moving);  // the shake in progress goes on
    // "Players have five minutes to finish the last shake" (XI-B-1).
    clock = RoundClockAt(match, kStart, round, kStart + 31 * kMinute);
    CHECK(clock.stage == RoundStage::Finishing);
    CHECK(clock.left_ms == 4 * kMinute);
    CHECK_FALSE(clock.due);
    clock = RoundClockAt(match, kStart, round, kStart + 35 * kMinute);
    CHECK(clock.stage == RoundStage::Stopped);
    CHECK_FALSE(clock.due);
    clock = RoundClockAt(match, kStart, round, kStart + 35 * kMinute + 1);
    CHECK(clock.due == ActionKind::CallStop);
    ApplyDue(match, kStart + 35 * kMinute + 1);
    // XI-B-2: "Stop"; every player writes. It is called once.
    CHECK(match.phase() == Phase::Cleanup);
    clock = RoundClockAt(match, kStart, round, kStart + 36 * kMinute);
    CHECK(clock.stage == RoundStage::Stopped);
    CHECK_FALSE(clock.due);
  }
}

TEST_CASE("a round the players made shorter calls time at its own length") {
  Match match = Moving(Rules("agloa", "junior"));
  CHECK(RoundClockAt(match, kStart, 10 * kMinute, kStart + 10 * kMinute + 1).due ==
        ActionKind::CallTime);
  CHECK(RoundClockAt(match, kStart, 10 * kMinute, kStart + 9 * kMinute).left_ms == kMinute);
  // A round whose start the caller does not know calls nothing.
  CHECK_FALSE(RoundClockAt(match, -1, 10 * kMinute, kStart + 60 * kMinute).due);
}

TEST_CASE("ACC Cleanup: time called, no extra minutes and no \"Stop\"") {
  Match match = Moving(Rules("acc", "4"));
  const std::int64_t round = match.rules().time.round * 1000LL;
  ApplyDue(match, kStart + round + 1);
  REQUIRE(match.phase() == Phase::Cleanup);
  for (std::int64_t later : {std::int64_t{0}, 5 * kMinute, 60 * kMinute}) {
    const RoundClock clock = RoundClockAt(match, kStart, round, kStart + round + 1 + later);
    CHECK(clock.stage == RoundStage::Cleanup);
    CHECK_FALSE(clock.due);
  }
}

TEST_CASE("time called before a shake begins ends the match: the round is over") {
  Match rolling = NewMatch(Rules("agloa", "middle"), 2);
  ApplyDue(rolling, kStart + 30 * kMinute + 1);  // during the roll for first (AGLOA II-A-1)
  CHECK(rolling.IsTerminal());
  const RoundClock clock = RoundClockAt(rolling, kStart, 30 * kMinute, kStart + 40 * kMinute);
  CHECK(clock.stage == RoundStage::Over);
  CHECK_FALSE(clock.due);
}
