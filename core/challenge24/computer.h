// Computer players of the 24 Challenge and the proctor's hands, driven by the caller's clock:
// given a round and the time now, each says the action it takes now, if any, and when it next
// will, so that a screen needs no state of its own to play them. A computer player is seeded:
// how long it looks at a card before it touches (or says stumped) is drawn from its level and the
// card's dots, never faster than a person could read four numbers and see 24; once it has
// touched it announces the pattern, states a solution from the exact search
// (core/challenge24/face.h) and fixes it, in human time. Readings (the times, the stumped
// chances): docs/rulings.md, "Computer players".
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "core/challenge24/round.h"

namespace equations::challenge24 {

enum class ComputerLevel { Beginner, Club, Strong };
const char* ComputerLevelName(ComputerLevel level);  // "beginner", "club", "strong"
std::optional<ComputerLevel> ParseComputerLevel(std::string_view name);

inline constexpr std::int64_t kFastestLookMs = 1500;   // no one sees 24 sooner
inline constexpr std::int64_t kPatternAfterMs = 1200;  // from the touch to the pattern said
inline constexpr std::int64_t kDealPauseMs = 1500;     // the proctor between two cards
inline constexpr std::int64_t kRevealMs = 1000;        // the hand cupped over a dealt card

// What a computer player does with one play of a card: touch after `look_ms` from the reveal,
// or say stumped then.
struct ComputerLook {
  bool solves = true;
  std::int64_t look_ms = 0;
};
// Returns the look of `player` at `level` on the card in play of `round` (precondition: a card
// is in play): the same for the same seed, player, card and number of earlier plays of it.
ComputerLook LookAt(const Round& round, int player, ComputerLevel level, std::uint64_t seed);

// An action and the time it is due.
struct Due {
  Action action;
  std::int64_t at_ms = 0;
};

// Returns the next action of the computer player `player` and when it is due (the action's
// at_ms is that time), or nothing when it has nothing more to do with this card. The caller
// applies it once its clock reaches at_ms (a later time is fine: the action is then at that
// later time, and the round may refuse it when a time limit ran out first).
std::optional<Due> ComputerNext(const Round& round, int player, ComputerLevel level,
                                std::uint64_t seed);

// Returns the proctor's next action (Deal after a pause since the last card ended, Reveal when
// the dealt card has been cupped for kRevealMs) and when it is due, or nothing.
std::optional<Due> ProctorNext(const Round& round);

}  // namespace equations::challenge24
