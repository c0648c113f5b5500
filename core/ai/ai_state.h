// The inside of one AI decision (core/ai/ai.h): the state AiThinker works on a slice at a time, and
// the three parts it is split into: challenges and Equations (core/ai/ai.cpp), moves
// (core/ai/ai_move.cpp, AGLOA V) and Goals (core/ai/ai_goal.cpp, AGLOA IV).
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ai/ai.h"
#include "core/ai/ai_position.h"
#include "core/base/random.h"
#include "core/queries/solver_nogoal.h"

namespace equations {

// A way to end this turn: one move, or "Bonus" and two moves (AGLOA V-C).
struct AiMoveCandidate {
  std::vector<Action> actions;
  Match after;            // the match once the actions are applied
  int safe_replies = -1;  // look-ahead: proven safe moves of the next Mover (-1: not counted)
  bool replies_resolved = false;
};

// A Goal the AI could set: the faces after the cubes already in the Goal (AGLOA IV-B).
struct AiGoalCandidate {
  std::vector<Symbol> faces;  // the whole Goal, the cubes already placed first
  Mat mat;                    // the mat with this Goal set
};

struct AiThinker::State {
  enum class Task { Nothing, Challenge, Move, Goal, NoGoalAnswer, Write };

  Match match;
  int seat = 0;
  AiProfile profile;
  Random random;
  bool done = false;
  std::vector<Action> plan;
  AiNote note;
  std::uint64_t nodes = 0;
  std::uint64_t budget_left = 0;  // of the decision (profile.max_decision)
  bool give_up = false;           // the decision's budget is spent: decide with what is known
  // Operations a step did past the budget it was given (a solver call may overshoot): counted
  // against the decision all the same, so that the decision spends the same whether it is
  // thought at once or a slice at a time.
  std::uint64_t overshoot = 0;
  // Takes `used` operations from `budget`; what it does not hold goes to `overshoot`.
  void Spend(std::uint64_t& budget, std::uint64_t used) {
    if (used > budget) overshoot += used - budget;
    budget -= std::min(budget, used);
  }

  // What the seat has to decide, in order: first whether to challenge, then its own task.
  bool check_challenge = false;
  Task task = Task::Nothing;
  int stage = 0;

  // The current position, judged for a challenge or for writing.
  std::optional<AiPosition> current;
  bool now_valid = false, impossible_valid = false;
  std::optional<AiProbe> write_probe;  // the Equation to present
  bool goal_search_started = false;
  std::unique_ptr<NoGoalSearch> no_goal;  // "no Goal" (AGLOA IV-D): a Goal with a Solution?
  std::uint64_t no_goal_spent = 0;

  // Moves (core/ai/ai_move.cpp).
  std::vector<AiMoveCandidate> moves;
  AiPositionSet move_positions;
  std::vector<int> look_ahead;  // indices into moves
  std::vector<AiPositionSet> replies;
  std::size_t reply_at = 0;
  // Searches done with before the decision ends (those that finished, and the open ones of reply
  // sets): freed a part per Step, as freeing a large one whole took up to 8 ms natively.
  AiRetired done_with;
  std::vector<AiMoveCandidate> bonus_moves;  // "Bonus" turns, judged when no move is safe
  AiPositionSet bonus_positions;

  // Goals (core/ai/ai_goal.cpp).
  std::vector<AiGoalCandidate> goals;
  AiPositionSet goal_positions;

  State(const Match& m, int s, const AiProfile& p, std::uint64_t seed);
  // Hands every open search over to `retired` (the state is then only destroyed).
  void Retire(AiRetired& retired) {
    if (current) current->Retire(retired);
    if (write_probe) write_probe->Retire(retired);
    if (no_goal) retired.others.push_back(std::move(no_goal));
    move_positions.Retire(retired);
    for (AiPositionSet& set : replies) set.Retire(retired);
    for (auto& search : done_with.searches) retired.searches.push_back(std::move(search));
    for (auto& other : done_with.others) retired.others.push_back(std::move(other));
    bonus_positions.Retire(retired);
    goal_positions.Retire(retired);
  }
  // Works within `budget` operations; sets `done` when the decision is made.
  void Step(std::uint64_t budget);
  void Decide(std::vector<Action> actions, std::string why,
              std::optional<std::string> equation = std::nullopt);
  void Wait(std::string why);
  bool Chance(int percent);

  // core/ai/ai.cpp
  void StartTask();
  void StepChallenge(std::uint64_t& budget);
  void StepWrite(std::uint64_t& budget);
  void StepNoGoalAnswer(std::uint64_t& budget);
  // core/ai/ai_move.cpp
  void StepMove(std::uint64_t& budget);
  // core/ai/ai_goal.cpp
  void StepGoal(std::uint64_t& budget);
  // Starts a search for a Goal on the current mat (Goal setting, "no Goal" challenges).
  void StartGoalSearch(int max_cubes, int candidates);
  // Returns the index of the chosen Goal, or -1; `finished` says the search is over.
  int AdvanceGoalSearch(std::uint64_t& budget, bool& finished);
  // Runs the "no Goal" query on the current mat; returns true when it is over (answered, or
  // out of budget).
  bool AdvanceNoGoal(std::uint64_t& budget);
};

// Returns the Equation the AI would present for this mat and situation (AGLOA VII): the witness
// of the right solver query, checked by the game's judge; or nothing.
std::optional<std::string> CheckedEquation(const RuleSet& rules, const Mat& mat,
                                           Challenge challenge,
                                           const std::optional<std::string>& witness);

}  // namespace equations
