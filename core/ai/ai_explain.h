// Hints and explanations for students: a hint proposes a safe move, a correct challenge
// or a correct Equation for a human seat (the tournament-level AI of core/ai/ai.h, with its
// reason); an explanation says, after a challenge (AGLOA VI, VII) or a write-for-all (VIII,
// XI-B-2), what a correct Equation is when one exists, or why none exists: the Goal has no legal
// interpretation (IV-B), a Required cube rules every Solution out (VII-B-3-b), or the solver tried
// every arrangement of the cubes. Both think a budget of solver operations at a time and return
// plain data with sentences the UI shows as they are.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/ai/ai.h"
#include "core/base/expected.h"
#include "core/match/game.h"
#include "core/rules/mat.h"
#include "core/rules/rules.h"

namespace equations {

struct AiHint {
  std::optional<Action> action;  // what to do now; nothing: wait for another player
  std::vector<Action> plan;      // the action and those that follow it (a Goal cube by cube)
  std::string text;              // the reason in words: "Move 7 to Forbidden: a safe move ..."
};

// A hint for one seat, thought a slice at a time.
class HintThinker : public play::Thought<AiHint> {
 public:
  HintThinker(const Match& match, int seat, std::uint64_t seed);
  // Returns the hint once it is ready; nothing while thinking.
  std::optional<AiHint> Think(std::uint64_t max_nodes) override;
  bool Done() const override { return thinker_.Done(); }
  std::uint64_t operations() const override { return thinker_.nodes(); }

 private:
  AiThinker thinker_;
  bool unsupported_;  // an Adventurous match: the hint says it has none (AiUnsupported)
};

struct Explanation {
  Challenge challenge = Challenge::Impossible;  // the situation explained
  bool solution_exists = false;                 // a correct Equation exists for this situation
  std::optional<std::string> solution;          // one, as the writer would present it
  std::optional<std::string> goal;              // after "no Goal": a Goal that could have been set
  std::vector<std::string> blocking_required;   // Required cubes without which a Solution exists
  bool proven = true;              // false when the budget ran out before a "no" was proven
  std::vector<std::string> lines;  // the explanation, sentence by sentence
  std::string Text() const;        // the lines joined with spaces
};

// An explanation of one situation on one mat, thought a slice at a time.
class Explainer : public play::Thought<Explanation> {
 public:
  // `challenge`: Now, Impossible, NoGoal, ForceOut or Cleanup, as in Shake::challenge.
  // `max_nodes_total` bounds the whole explanation (then `proven` may be false).
  Explainer(const ArithmeticRules& rules, const Mat& mat, Challenge challenge,
            std::uint64_t max_nodes_total = 50000000);
  ~Explainer();
  Explainer(Explainer&&) noexcept;
  Explainer& operator=(Explainer&&) noexcept;
  // Returns the explanation once it is ready; nothing while thinking.
  std::optional<Explanation> Think(std::uint64_t max_nodes) override;
  bool Done() const override;
  std::uint64_t operations() const override;
  // Adds `line` after the explanation of the position: how the points of a played shake
  // followed from the Equations presented (ExplainShake writes it).
  void set_outcome(std::string line);

  struct State;

 private:
  std::unique_ptr<State> state_;
};

// Returns how the points of a challenged shake followed from the Equations presented, in words
// naming seats as "player N" (AGLOA X-A: the one who had to write is correct with a correct
// Equation; the other is correct when no opponent wrote one), or "" for a shake that was not a
// Now or Impossible challenge.
std::string ChallengeOutcomeText(const ArithmeticRules& rules, const ShakeRecord& shake);

// Returns the match as it was when the Equations of shake `index` (0-based, in match.shakes();
// match.shakes().size() for the shake in progress) began to be written, or when "no Goal" was
// declared, replayed from the history; an error when that shake had neither. The Explainer's
// input is its rules(), shake().mat and shake().challenge (Challenge::NoGoal for "no Goal").
Expected<Match, std::string> MatchToExplain(const Match& match, std::size_t index);

// Returns the Explainer for shake `index` of the match (see MatchToExplain).
Expected<Explainer, std::string> ExplainShake(const Match& match, std::size_t index);

}  // namespace equations
