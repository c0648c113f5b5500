// Plays the AI seats of a match from the frame loop: one core AiPlayer (core/ai/ai.h) per
// AI seat, each frame asking the seats that may act now (SeatsToAsk: challengers first, the
// player waited on last) and thinking a slice small enough to keep the frame short. The action it
// decides is handed back to the App, which applies it as it applies a human's (timestamped,
// checked by the engine, saved), after a short pause so that a human can follow the play. It keeps
// no game state: only the thinking in progress.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ai/ai.h"
#include "core/ai/ai_explain.h"
#include "core/match/action.h"
#include "core/match/game.h"
#include "core/play/thought.h"

namespace equations::ui {

// Per seat: the AI level playing it, or nothing for a human.
using SeatPlayers = std::vector<std::optional<AiLevel>>;

// What WarmUpAi did, for the page's test hook.
struct AiWarmUp {
  int calls = 0;    // Think calls
  int actions = 0;  // actions decided and applied
  int moves = 0;    // of them, cubes moved from Resources
  double ms = 0.0;  // wall time in all
};

// Plays a sample AGLOA match between two tournament-level AIs up to the second move, or for about
// `max_ms` milliseconds, so that a browser compiles the AI's and the solver's code before a
// player waits on it: V8 compiles a WebAssembly function on its first call, and in three fresh
// pages of the test browser the first Think call took 10.5-12.9 ms for 3,000 operations, against
// 3.6-7.4 ms with Chromium's eager compilation (--no-wasm-lazy-compilation). Nothing is kept.
AiWarmUp WarmUpAi(double max_ms);

class AiDriver {
 public:
  // Thinks for the AI seats for at most about `budget_ms` of this frame and returns the action to
  // apply now, if one is decided and the pause after the last action has passed. `now_ms` is the
  // wall clock. Starts new AI players when the seats or the match's seed changed.
  std::optional<Action> Step(const Match& match, const SeatPlayers& seats, std::int64_t now_ms);
  // Tells the driver that the action Step returned was refused (so it is not offered again for
  // this state of the match).
  void Refused(const Match& match);

  // Returns the seat whose AI is thinking (or holds a decided action during the pause), or -1.
  int thinking_seat() const { return thinking_seat_; }
  // Returns true while an AI seat has work to do: the frame loop keeps drawing at full rate.
  bool Busy() const { return thinking_seat_ >= 0; }
  // Returns true while the AI holds a decided action and only waits for the pause to end. A
  // resting driver (a paused match, results on show) waits for nothing, though it keeps the action.
  bool Holding() const { return pending_.has_value() && thinking_seat_ >= 0; }
  // The pause between an action and the next AI action, in milliseconds (600 by default).
  void set_pause_ms(int ms) { pause_ms_ = ms < 0 ? 0 : ms; }
  int pause_ms() const { return pause_ms_; }
  void set_budget_ms(double ms) { budget_ms_ = ms; }
  // The longest time one frame spent thinking so far, in milliseconds.
  double longest_slice_ms() const { return longest_slice_ms_; }
  // Where that frame's thinking was, in words: "seat 1 (moving, action 23): 3 Think calls, the
  // longest 4.1 ms for 2400 operations" (for tests and bug reports).
  const std::string& longest_slice_where() const { return longest_slice_where_; }
  std::uint64_t nodes_per_call() const { return nodes_; }
  // How many frames an AI seat thought in so far (a call that finds nothing to do does not
  // count): tests see that the AI thought between two animation frames even when its decision
  // took less than a frame.
  std::uint64_t thinking_frames() const { return thinking_frames_; }

  // Tells the driver that the AI does not play this frame (a screen a human reads is open).
  void Rest() { thinking_seat_ = -1; }

  // A hint for a human seat (core/ai/ai_explain.h): starts one for `seat` in the match as it is
  // now.
  void AskHint(const Match& match, int seat);
  // Works on the hint a slice at a time; returns its text once ready ("" while thinking or when
  // none was asked for, or the match moved on since).
  std::string HintText(const Match& match, std::int64_t now_ms);
  bool HintThinking() const { return hint_.has_value(); }

  // An explanation of shake `index` (see ExplainShake): starts it.
  void AskExplain(const Match& match, std::size_t index);
  // Works on it; returns its text once ready ("" while thinking), or why there is none.
  std::string ExplainText();
  bool ExplainThinking() const { return explainer_.has_value(); }
  // The shake explained or being explained (-1: none asked for).
  int explained_shake() const { return explained_shake_; }

 private:
  // One Think call of a thought (an AI seat, a hint, an explanation) aimed at `aim_ms`, learning
  // the speed from it.
  template <class Result>
  struct Slice {
    std::optional<Result> result;
    double ms = 0.0;
    std::uint64_t used = 0;  // the operations it used
  };
  template <class Result>
  Slice<Result> ThinkSlice(play::Thought<Result>& thought, double aim_ms);
  // Thinks in slices for about `ms` milliseconds; returns the result once the thought has one.
  template <class Result>
  std::optional<Result> ThinkFor(play::Thought<Result>& thought, double ms);
  // Returns the node budget for a slice of `ms` milliseconds, from the speed measured so far.
  std::uint64_t NodesFor(double ms) const;
  void Measure(std::uint64_t nodes, double ms);

  SeatPlayers seats_;
  std::uint64_t seed_ = 0;
  std::vector<std::optional<AiPlayer>> players_;
  std::size_t seen_size_ = SIZE_MAX;  // the history size when the last change was seen
  std::int64_t changed_at_ms_ = 0;    // when the match last changed
  std::optional<Action> pending_;     // decided, waiting for the pause to end
  std::size_t refused_size_ = SIZE_MAX;
  int thinking_seat_ = -1;
  int pending_seat_ = -1;
  int pause_ms_ = 600;
  double budget_ms_ = 8.0;
  double nodes_per_ms_ = 2000.0;  // measured
  std::uint64_t nodes_ = 0;
  double longest_slice_ms_ = 0.0;
  std::uint64_t thinking_frames_ = 0;
  std::string longest_slice_where_;

  std::optional<HintThinker> hint_;
  std::size_t hint_size_ = SIZE_MAX;
  std::string hint_text_;
  std::optional<Explainer> explainer_;
  std::string explain_text_;
  int explained_shake_ = -1;
};

}  // namespace equations::ui
