// Time and the end of a round: the time limits of each task applied to the timestamps the caller
// passes in (AGLOA XI-A; MLAG "Time limits"; ACC "Use of Timer") and the judge's calls at the end
// of a round (AGLOA XI-B; MLAG "Tournament scoring"; ACC "Cleanup").
#include <algorithm>

#include "core/match/game.h"

namespace equations {
namespace {

std::optional<ActionError> Error(std::string message) {
  return ActionError{std::move(message)};
}

}  // namespace

bool Match::IsTimed(int player) const {
  if (player < 0 || player >= config_.players || !IsPlaying(player)) return false;
  const Shake& s = shake_;
  switch (phase_) {
    case Phase::SelectingVariations:
      return player == s.selection.picker;
    case Phase::SettingGoal:
      return player == s.goal_setter;
    case Phase::Moving:
      return player == s.to_move;
    case Phase::NoGoalDeclared:
      return player != s.goal_setter && !s.agreed_no_goal[player];
    default:
      return IsWritingPhase(phase_) &&
             (s.writing[player].may_present || s.writing[player].must_side);
  }
}

bool Match::MustComplete(int player) const {
  if (!IsTimed(player)) return false;
  // AGLOA IV-D: opponents "have one minute to agree or disagree"; silence is agreement, and XI-A-1
  // lists no such task.
  if (phase_ == Phase::NoGoalDeclared) return false;
  // AGLOA VII-C-1 comment: "The Third Party is not obligated to indicate whether they are
  // presenting an Equation before the time limit expires"; after the last cube or "Stop" (X-C,
  // XI-B-2) a player who does not present scores 2. Only a player who must write owes the task.
  if (IsWritingPhase(phase_))
    return shake_.writing[player].must_present || shake_.writing[player].must_side;
  return true;
}

int Match::TimeLimitSeconds() const {
  const TimeLimits& t = rules_.time;
  switch (phase_) {
    case Phase::SelectingVariations:
      return t.select_variation;  // AGLOA XI-A-1-b, II-B-1-a
    case Phase::SettingGoal:
      return t.set_goal;
    case Phase::Moving:
      return shake_.first_turn ? t.first_move : t.move;
    case Phase::NoGoalDeclared:
      return t.agree_no_goal;
    case Phase::Challenged:
    case Phase::LastCube:
    case Phase::ForceOut:
    case Phase::Cleanup:
      return t.write_equation;
    default:
      return 0;
  }
}

TaskClock Match::TaskClockAt(std::int64_t now_ms) const {
  TaskClock clock;
  const TimeLimits& t = rules_.time;
  clock.limit_seconds = TimeLimitSeconds();
  clock.countdown_seconds = t.countdown;
  if (clock.limit_seconds <= 0 || shake_.task_start_ms < 0 || IsTerminal()) return clock;
  clock.running = true;
  clock.elapsed_seconds = std::max<double>(0, (now_ms - shake_.task_start_ms) / 1000.0);
  // XI-A-1-b: while the minute for rolling runs, the selection time has not begun.
  clock.waiting_seconds = std::max<double>(0, (shake_.task_start_ms - now_ms) / 1000.0);
  // The deadlines of ExpireTask: the first penalty (or the task's end), then, where the rule set
  // gives one more minute, the second penalty and the task's end.
  const std::int64_t first =
      shake_.task_start_ms + 1000LL * (clock.limit_seconds + clock.countdown_seconds);
  const bool two_steps = rules_.penalties.overtime > 0 && t.extra_after_overtime > 0;
  bool timed = false, all_penalized = true;  // every obliged player has had the first penalty
  for (int p = 0; p < config_.players; ++p)
    if (MustComplete(p)) {
      timed = true;
      all_penalized = all_penalized && shake_.overtime_steps[p] >= 1;
    }
  if (!two_steps || !timed || !all_penalized)
    clock.next_deadline_ms = first;
  else
    clock.next_deadline_ms = first + 1000LL * (t.extra_after_overtime + clock.countdown_seconds);
  return clock;
}

std::optional<ActionError> Match::StepJudge(const Action& action) {
  const int n = config_.players;
  const bool goal_pending = phase_ == Phase::SelectingVariations || phase_ == Phase::SettingGoal ||
                            phase_ == Phase::NoGoalDeclared;
  if (action.kind == ActionKind::CallTime) {
    if (time_called_) return Error("time has already been called");
    time_called_ = true;
    if (IsChanceNode()) {
      phase_ = Phase::MatchOver;  // AGLOA II-A-1: no shake has begun
    } else if (rules_.time.round_extra == 0) {
      // ACC "Cleanup": no further moves; a challenge in progress is resolved; otherwise, with a
      // Goal set, every player writes.
      if (goal_pending)
        FinishShake(std::vector<int>(n, 0), false, "void: Cleanup before the Goal was set");
      else if (phase_ == Phase::Moving)
        StartWriteForAll(Phase::Cleanup, action.at_ms);
    }
    return std::nullopt;
  }
  if (action.kind == ActionKind::CallStop) {
    if (!time_called_ || stop_called_ || rules_.time.round_extra == 0)
      return Error("\"Stop\" comes once, five minutes after time was called (AGLOA XI-B)");
    stop_called_ = true;
    if (goal_pending)
      FinishShake(std::vector<int>(n, 0), false, "void: stopped before the Goal was set");
    else if (phase_ == Phase::Moving)
      StartWriteForAll(Phase::Cleanup, action.at_ms);  // AGLOA XI-B-2
    return std::nullopt;
  }
  const int limit = TimeLimitSeconds();
  if (action.at_ms < 0 || limit <= 0 || shake_.task_start_ms < 0)
    return Error("no timed task is running");
  if (action.at_ms - shake_.task_start_ms <= 1000LL * (limit + rules_.time.countdown))
    return Error("the time limit of the current task has not passed");
  ExpireTask(action.at_ms);
  return std::nullopt;
}

void Match::ExpireTask(std::int64_t at_ms) {
  Shake& s = shake_;
  const int n = config_.players;
  const TimeLimits& t = rules_.time;
  // The players who must complete the task; the others' silence is an answer: a writer who need
  // not write presents nothing, an opponent agrees with "no Goal" (MustComplete).
  std::vector<int> timed;
  for (int p = 0; p < n; ++p)
    if (MustComplete(p)) timed.push_back(p);
  if (IsWritingPhase(phase_))
    for (int p = 0; p < n; ++p)
      if (IsTimed(p) && !MustComplete(p)) s.writing[p].may_present = false;
  if (rules_.penalties.overtime > 0 && t.extra_after_overtime > 0 && !timed.empty()) {
    // AGLOA XI-A: one point and one more minute; after that another point and the task is lost.
    const long long elapsed = at_ms - s.task_start_ms;
    const long long first = 1000LL * (TimeLimitSeconds() + t.countdown);
    const long long second = first + 1000LL * (t.extra_after_overtime + t.countdown);
    for (int p : timed)
      if (s.overtime_steps[p] == 0) {
        Penalize(p, rules_.penalties.overtime);
        s.overtime_steps[p] = 1;
      }
    if (elapsed <= second) return;
    for (int p : timed)
      if (s.overtime_steps[p] == 1) {
        Penalize(p, rules_.penalties.overtime);
        s.overtime_steps[p] = 2;
      }
  }
  switch (phase_) {
    case Phase::SelectingVariations:
      SelectionTimeLost(at_ms);
      return;
    case Phase::SettingGoal:
      s.bonus_step = s.bonus_step == 1 ? 0 : s.bonus_step;
      // AGLOA XI-A: after the second penalty the Goal-setter "loses their turn": the shake is
      // void and the next Goal-setter is the player to the left (docs/rulings.md).
      if (!rules_.goal_set_when_time_expires) {
        FinishShake(std::vector<int>(n, 0), false, "void: the Goal-setter's time ran out");
        return;
      }
      // MLAG "Setting the Goal", ACC step 5: the Goal is considered set; with no cube placed,
      // "no Goal" (ACC). Where neither applies the shake is void (docs/rulings.md).
      if (!s.mat.goal.empty() && GoalRequirementMet(rules_, s.mat.goal)) {
        SetGoal(at_ms);
      } else if (!s.mat.goal.empty()) {
        StartTask(at_ms);  // ACC: players advise and give the Goal Setter more time
      } else if (rules_.no_goal_allowed && !s.bonus_used_by_goal_setter) {
        phase_ = Phase::NoGoalDeclared;
        s.mover = s.goal_setter;
        s.agreed_no_goal.clear();
        for (int p = 0; p < n; ++p) s.agreed_no_goal.push_back(!IsPlaying(p));
        StartTask(at_ms);
      } else {
        FinishShake(std::vector<int>(n, 0), false, "void: no Goal set in time", true);
      }
      return;
    case Phase::NoGoalDeclared:
      FinishShake(std::vector<int>(n, 0), !rules_.no_goal_repeats_goal_setter, "no Goal agreed",
                  rules_.no_goal_repeats_goal_setter);
      return;
    case Phase::Moving:
      // AGLOA XI-A: the player loses the turn; a bonus cube already in Forbidden stays there.
      s.bonus_step = 0;
      s.first_turn = false;
      s.to_move = NextPlaying(s.to_move);
      StartTask(at_ms);
      return;
    default:
      for (PlayerWriting& w : s.writing) {
        if (w.must_side) {
          w.must_side = false;
          // MLAG: a Third Party who has not presented agrees with the player who need not write.
          if (rules_.siding == SidingRule::ThirdPartyJoins)
            w.writing.side = BurdenOfProof(s.challenge) == ChallengeSide::Challenger
                                 ? ChallengeSide::Mover
                                 : ChallengeSide::Challenger;
        }
        w.may_present = false;
        w.must_present = false;
      }
      MaybeResolveWriting();
      return;
  }
}

}  // namespace equations
