// One round of the 24 Challenge at one table as an OpenSpiel-style state: LegalActions(), a
// checked Apply() that returns an error value and changes nothing when it refuses, IsTerminal(),
// points(), history = config + actions (Replay). It follows
// /work/shared/rules/24-challenge-tournament-rules.md: "PUTTING CARDS INTO PLAY" (Deal, then
// Reveal when the hand is withdrawn), "MAKING A DECLARATION" (the first to touch), "GIVING THE
// SOLUTION" (the pattern within 3 s, fixed once given; the solution within 15 s, correctable
// until fixed), "PENALTY FLAGS" (reasons 1, 2, 3 and 5; three flags in rounds 1 and 2, two in
// rounds 3 and 4, disqualify; a flagged card goes back into the deck), "STUMPED CARDS",
// "SCORING" (points by dots) and "NUMBER OF CARDS PLAYED". Readings: docs/rulings.md,
// "The 24 Challenge".
//
// Players sit in seats 0..n-1, as in the Equations match. It is saved and restored through the
// game layer (core/challenge24/round_state.h).
//
// Time: every action carries the caller's clock (Action::at_ms, never decreasing). The round
// never reads a clock; before an action it applies the time limits that ran out before at_ms,
// and ActionKind::Clock only does that.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/expected.h"
#include "core/challenge24/deck.h"
#include "core/challenge24/written.h"

namespace equations::challenge24 {

inline constexpr std::int64_t kPatternMs = 3000;    // "within 3 seconds of touching the card"
inline constexpr std::int64_t kSolutionMs = 15000;  // "completed within 15 seconds"
inline constexpr std::int64_t kStumpedMs = 15000;   // "no student makes an attempt ... 15 seconds"
inline constexpr int kTieRoundMinutes = 5;          // "tied players play a 5-minute round"

struct RoundConfig {
  DeckPlan deck = DeckPlan::SingleDigits;
  std::uint64_t seed = 0;
  int round = 1;    // 1-4 (ROUND 1, ROUND 2, SEMI-FINAL ROUND 3, FINAL ROUND 4)
  int players = 4;  // 1-4 ("three or four to a table"; one alone is practice)
  int cards = 48;   // the first `cards` faces of the round are played, 1-48
  // A tie round ("MISCELLANEOUS": "tied players play a 5-minute round") lasts this many minutes
  // from its first card; 0: the round plays its cards. The card in play when the time is up is
  // played out; no card is dealt after it.
  int minutes = 0;
  bool operator==(const RoundConfig&) const = default;
};

enum class ActionKind {
  Deal,      // the proctor puts the next card into play, cupped
  Reveal,    // the proctor withdraws the hand
  Touch,     // a player touches the card: a declaration, or a flag before the reveal
  Stumped,   // a player says stumped
  Pattern,   // the declarer announces the last step, `text` ("3 x 8")
  Solution,  // the declarer states the whole solution, `text` ("8÷(3-8÷3)"), or corrects it
  Fix,       // the declarer fixes the solution: "equals 24"
  Clock,     // the caller's clock reads at_ms
};
const char* ActionKindName(ActionKind kind);  // "deal", "reveal", ...
std::optional<ActionKind> ParseActionKind(std::string_view name);

struct Action {
  ActionKind kind = ActionKind::Clock;
  int player = -1;  // Touch, Stumped, Pattern, Solution, Fix
  std::string text;
  std::int64_t at_ms = 0;
  bool operator==(const Action&) const = default;
};
// Returns the action's text form, `[p<player>] <kind> ["<text>"] @<at_ms>`, players counted from
// 0 and the text quoted with \" and \\ escaped: "p0 pattern \"3 x 8\" @4200", "deal @0".
std::string ActionText(const Action& action);
// Reads the text form back; without "@<ms>" the action is at `clock_ms`.
Expected<Action, std::string> ParseAction(std::string_view text, std::int64_t clock_ms);

// The reasons for a penalty flag a screen can have ("PENALTY FLAGS" 1, 2, 3 and 5).
enum class FlagReason { NoPattern, NoSolution, IncorrectSolution, TouchedBeforeReveal };
const char* FlagReasonName(FlagReason reason);  // "no pattern in 3 seconds", ...

enum class Phase {
  Dealing,   // no card in play: the proctor deals the next one
  Cupped,    // a card is in play under the proctor's hand
  Revealed,  // the card is showing; the first touch declares
  Declared,  // the declarer gives the pattern and the solution
  RoundOver,
};
const char* PhaseName(Phase phase);

// What happened to a card put into play.
enum class PlayEnd { Won, Flagged, Stumped };
const char* PlayEndName(PlayEnd end);  // "won", "flagged", "stumped"
struct Play {
  int face = -1;  // index into Round::faces()
  PlayEnd end = PlayEnd::Won;
  int player = -1;  // the winner, or the flagged player
  std::optional<FlagReason> reason;
  std::string detail;  // the solution won with, or why it was flagged
  std::int64_t at_ms = 0;
  bool operator==(const Play&) const = default;
};

struct RoundError {
  std::string message;
};

class Round {
 public:
  // Returns a new round before its first card, or why the config cannot be played.
  static Expected<Round, std::string> Create(const RoundConfig& config);
  // Returns the round reached by applying `actions` to a new round, or the first error.
  static Expected<Round, std::string> Replay(const RoundConfig& config,
                                             const std::vector<Action>& actions);

  // Returns the legal actions at the round's clock. A Pattern or Solution action stands for any
  // text (Apply judges it); these list the card's own patterns and solutions as examples. The
  // clock's Clock action is not listed; Apply always accepts it.
  std::vector<Action> LegalActions() const;
  // Applies an action, or returns why it cannot be applied and changes nothing.
  std::optional<RoundError> Apply(const Action& action);
  Round Clone() const { return *this; }

  bool IsTerminal() const { return phase_ == Phase::RoundOver; }
  Phase phase() const { return phase_; }
  const RoundConfig& config() const { return config_; }
  const std::vector<Face>& faces() const { return faces_; }
  const std::vector<Action>& history() const { return history_; }
  const std::vector<Play>& plays() const { return plays_; }
  // The face in play (Cupped, Revealed, Declared), or -1.
  int in_play() const { return in_play_; }
  const std::vector<int>& deck() const { return deck_; }            // faces still to be dealt
  const std::vector<int>& set_aside() const { return set_aside_; }  // stumped, for later play
  int declarer() const { return declarer_; }
  const std::optional<Pattern>& pattern() const { return pattern_; }
  const std::string& solution() const { return solution_; }  // stated, not yet fixed
  std::int64_t clock_ms() const { return clock_ms_; }
  std::int64_t revealed_ms() const { return revealed_ms_; }
  std::int64_t touched_ms() const { return touched_ms_; }
  std::int64_t started_ms() const { return started_ms_; }  // the first Deal, or -1
  // Returns when the time limit now running runs out, or -1: 15 s untouched after the reveal,
  // the 3 s pattern, the 15 s solution (an action at that time is still in time; the clock past
  // it applies the limit), or a tie round's end while no card is in play (no card from then on).
  std::int64_t deadline_ms() const;
  // Returns when a round of `minutes` ends (no card is dealt from then on), or -1.
  std::int64_t ends_ms() const {
    return config_.minutes > 0 && started_ms_ >= 0 ? started_ms_ + config_.minutes * 60000LL : -1;
  }
  const std::vector<int>& flags() const { return flags_; }
  const std::vector<bool>& disqualified() const { return disqualified_; }
  const std::vector<bool>& stumped() const { return stumped_; }
  // Returns each player's points: the dots of the cards won ("SCORING"); a disqualified player
  // keeps them.
  const std::vector<int>& points() const { return points_; }
  // Returns the flags that disqualify in this round: 3 in rounds 1 and 2, 2 in rounds 3 and 4.
  int FlagLimit() const { return config_.round <= 2 ? 3 : 2; }

  bool operator==(const Round&) const = default;

 private:
  Round() = default;
  std::optional<RoundError> Step(const Action& action);
  void Expire(std::int64_t at_ms);
  void Judge(std::int64_t at_ms);
  void GiveFlag(int player, FlagReason reason, std::string detail, std::int64_t at_ms);
  void SetAside(std::int64_t at_ms);
  void EndCard();
  bool Active(int player) const;

  RoundConfig config_;
  std::vector<Face> faces_;
  std::vector<int> deck_;
  std::vector<int> set_aside_;
  std::vector<int> times_stumped_;  // per face
  Phase phase_ = Phase::Dealing;
  int in_play_ = -1;
  int declarer_ = -1;
  std::optional<Pattern> pattern_;
  std::string solution_;
  std::int64_t clock_ms_ = 0;
  std::int64_t revealed_ms_ = -1;
  std::int64_t touched_ms_ = -1;
  std::int64_t started_ms_ = -1;
  std::vector<int> flags_;
  std::vector<bool> disqualified_;
  std::vector<bool> stumped_;
  std::vector<int> points_;
  std::vector<Play> plays_;
  std::vector<Action> history_;
};

}  // namespace equations::challenge24
