// The AI player: takes any seat of a match (core/match/game.h) in any rule set and makes
// every decision the rules give a player: the roll for first and the roll (AGLOA I-D, II-A),
// setting a Goal that has a Solution or saying "no Goal" (IV-B, IV-D), bonus moves (IV-C, V-C),
// moves (V-B), challenges Now / Impossible / "no Goal" and the ACC flubs (VI), siding as Third
// Party (MLAG, ACC) and writing a correct Equation whenever it must or may (VII). It judges
// positions with the solver (core/queries/solver_equations.h) and never blocks: AiThinker works a
// budget of solver operations at a time, so a browser can think one slice per frame.
//
// A move is sound when it leaves neither a Now position (a Solution with at most one more cube
// from Resources) nor an Impossible one: see core/ai/ai_position.h. Deterministic: the same match,
// seat, level and seed give the same action.
//
// Use in a frame loop (one AiPlayer per AI seat, its level chosen in the setup): each frame, for
// each seat of SeatsToAsk(match) in order (challengers first, the player waited on last) that is
// an AI, call ai.Think(match, 20000): an action is applied at once (stamped with the clock), and
// while ai.Thinking(match) the seat shows that it is thinking and the frame asks no further seat.
// Think returns nothing while thinking; call it again next frame with the same match.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/ai/ai_position.h"
#include "core/match/action.h"
#include "core/match/game.h"
#include "core/play/thought.h"

namespace equations {

enum class AiLevel { Beginner, Club, Tournament };
inline constexpr AiLevel kAiLevels[] = {AiLevel::Beginner, AiLevel::Club, AiLevel::Tournament};
const char* AiLevelName(AiLevel level);  // "beginner", "club", "tournament"
std::optional<AiLevel> ParseAiLevel(std::string_view name);

// What a level does, as numbers.
struct AiProfile {
  int notice_percent = 100;        // how often it checks the last move for a correct challenge
  int careful_move_percent = 100;  // how often it checks its own move for safety
  bool look_ahead = true;          // prefers moves that leave the next Mover no safe move
  int goal_candidates = 40;        // how many Goals it tries when setting one
  int goal_max_cubes = 6;          // the longest Goal it sets (the rule set's limit applies too)
  bool hard_goals = true;          // prefers Goals whose shortest Solution is longest
  bool bonus_moves = true;         // uses a bonus move when no single move is safe
  // Operations one solver query, and one decision, may use: large enough that the tournament level
  // proves the Possible of its one safe move in ai_bench's matches, small enough for its decision
  // times in wasm (docs/rulings.md, the AI's budgets).
  std::uint64_t max_probe = 4000000;
  std::uint64_t max_decision = 8000000;
};
AiProfile ProfileOf(AiLevel level);

// Why the AI acts as it does, in words a student can follow (shown by hints and demos).
struct AiNote {
  std::string text;                     // "Now: 3+4 = 7 uses Required 3 and one cube from ..."
  std::optional<std::string> equation;  // the Equation behind a challenge or a presentation
  bool operator==(const AiNote&) const = default;
};

// One decision of one seat, thought about a slice at a time.
class AiThinker : public play::Thought<Action> {
 public:
  // Precondition: 0 <= seat < match.players(). The match is copied.
  AiThinker(const Match& match, int seat, AiLevel level, std::uint64_t seed);
  AiThinker(const Match& match, int seat, const AiProfile& profile, std::uint64_t seed);
  ~AiThinker();
  AiThinker(AiThinker&&) noexcept;
  AiThinker& operator=(AiThinker&&) noexcept;

  // Thinks about `max_nodes` more solver operations (a step may overshoot a little). Returns the
  // action once decided; nothing while thinking (Done() false) or when the seat has nothing to
  // do now (Done() true: wait for another player).
  std::optional<Action> Think(std::uint64_t max_nodes) override;
  bool Done() const override;
  std::uint64_t operations() const override { return nodes(); }
  // The decided action and the ones the AI means to play right after it (the rest of a Goal, the
  // two cubes of a bonus turn); empty while thinking or when there is nothing to do.
  const std::vector<Action>& Plan() const;
  const AiNote& note() const;
  std::uint64_t nodes() const;  // solver operations used so far
  // Hands its open searches over to `retired`, to be freed later a few at a time.
  void Retire(AiRetired& retired);

  struct State;  // the decision in progress (core/ai/ai.cpp)

 private:
  std::unique_ptr<State> state_;
};

// A seat's AI across a match: keeps the plan of a multi-action decision (a Goal cube by cube, a
// bonus turn) and starts a new AiThinker whenever the match moved on in another way.
class AiPlayer {
 public:
  AiPlayer(int seat, AiLevel level, std::uint64_t seed);
  AiPlayer(int seat, const AiProfile& profile, std::uint64_t seed);
  // Thinks about the match as it is now; same contract as AiThinker::Think.
  std::optional<Action> Think(const Match& match, std::uint64_t max_nodes);
  // Returns true while the decision for this match state is not made yet.
  bool Thinking(const Match& match) const;
  int seat() const { return seat_; }
  const AiProfile& profile() const { return profile_; }
  const AiNote& note() const { return note_; }
  // Returns true when the last action Think returned was the rest of an earlier plan.
  bool from_plan() const { return from_plan_; }
  // The operations the last Think call used (it may stop early, or overshoot max_nodes a little).
  std::uint64_t last_used() const { return last_used_; }

 private:
  int seat_;
  std::uint64_t last_used_ = 0;
  AiProfile profile_;
  bool from_plan_ = false;
  std::uint64_t seed_;
  std::size_t history_size_ = SIZE_MAX;  // the match state the thinker works on
  std::optional<AiThinker> thinker_;
  std::vector<Action> plan_;  // actions still to play, the first one next
  std::size_t plan_at_ = 0;   // the history size at which plan_.front() is due
  AiNote note_;
  AiRetired retired_;  // searches of earlier decisions, freed a part per Think call
};

// Returns why the AI cannot play this match (it knows Basic Equations only: an Adventurous
// match, AGLOA II-B, XIII), or nothing. In such a match a thinker decides nothing (Done(), no
// action) and says why in its note, and explanations are refused.
std::optional<std::string> AiUnsupported(const Match& match);

// Returns the seats that may act now (not the judge or the clock), those who may interrupt
// (challengers) first and the one the procedure waits for last, so a driver asks them in order
// and applies the first action it gets. The seat of a chance node (the roller) is included.
std::vector<int> SeatsToAsk(const Match& match);

// Returns the action of a chance node (the roll), or nothing when the match is not at one.
std::optional<Action> ChanceAction(const Match& match);

}  // namespace equations
