// Applying an action to a match: each action is checked against the procedure of the rule set
// and either carried out or refused with the reason (AGLOA I-D to XI; ACC; MLAG).
#include <algorithm>
#include <cassert>

#include "core/match/game.h"

namespace equations {
namespace {

std::optional<ActionError> Error(std::string message) {
  return ActionError{std::move(message)};
}

bool IsChance(ActionKind kind) {
  return kind == ActionKind::Roll || kind == ActionKind::RollOff;
}

bool IsJudge(ActionKind kind) {
  return kind == ActionKind::CallTime || kind == ActionKind::CallStop ||
         kind == ActionKind::TimeExpired;
}

}  // namespace

std::optional<ActionError> Match::Apply(const Action& action) {
  // Work on a copy so that a refused action changes nothing (the history is set aside meanwhile,
  // so that the copy costs the same however long the match).
  std::vector<Action> history = std::move(history_);
  history_.clear();
  Match next = *this;
  if (auto error = next.Step(action)) {
    history_ = std::move(history);
    return error;
  }
  history.push_back(action);
  next.history_ = std::move(history);
  *this = std::move(next);
  return std::nullopt;
}

std::optional<ActionError> Match::CheckCommon(const Action& action) const {
  if (phase_ == Phase::MatchOver) return Error("the match is over");
  if (action.at_ms >= 0 && action.at_ms < clock_ms_)
    return Error("the time of an action cannot be earlier than the previous action's");
  if (IsChance(action.kind) || IsJudge(action.kind)) {
    if (action.player != kNoPlayer) return Error("this action belongs to the dice or the judge");
  } else if (action.player < 0 || action.player >= config_.players) {
    return Error("no player " + std::to_string(action.player) + " at this table");
  }
  if (IsTableEvent(action.kind)) return std::nullopt;  // the player concerned does not act
  if (!IsJudge(action.kind) && IsChanceNode() != IsChance(action.kind))
    return Error(IsChanceNode() ? "the cubes must be rolled first"
                                : "the cubes have already been rolled");
  if (!IsChance(action.kind) && !IsJudge(action.kind) && !IsPlaying(action.player))
    return Error("player " + std::to_string(action.player) +
                 " was not at the table when the cubes were rolled and plays from the next "
                 "shake (AGLOA X-D)");
  // AGLOA XI-A: after the extra minute the task can no longer be completed; the clock's
  // TimeExpired action ends it.
  const int limit = TimeLimitSeconds();
  if (IsTimed(action.player) && limit > 0 && action.at_ms >= 0 && shake_.task_start_ms >= 0) {
    const TimeLimits& t = rules_.time;
    long long last = limit + t.countdown;
    if (rules_.penalties.overtime > 0) last += t.extra_after_overtime + t.countdown;
    if (action.at_ms - shake_.task_start_ms > 1000LL * last)
      return Error("time is up for this task (AGLOA XI-A): it can no longer be completed");
  }
  return std::nullopt;
}

void Match::Penalize(int player, int points) {
  if (points > 0) shake_.penalties[player] += points;
}

void Match::StartTask(std::int64_t at_ms) {
  shake_.task_start_ms = at_ms;
  std::fill(shake_.overtime_steps.begin(), shake_.overtime_steps.end(), 0);
}

std::optional<ActionError> Match::Step(const Action& action) {
  if (auto error = CheckCommon(action)) return error;
  if (action.at_ms >= 0) clock_ms_ = action.at_ms;
  // AGLOA XI-A-3: a player who completes the task after the limit and the ten-second countdown
  // loses one point (once per task). Saying "no" late costs nothing where silence costs nothing
  // (MustComplete): the Third Party not presenting, an opponent agreeing with "no Goal".
  if (IsTableEvent(action.kind)) return StepTableEvent(action);
  const int limit = TimeLimitSeconds();
  const bool says_no =
      (action.kind == ActionKind::DeclineToPresent || action.kind == ActionKind::AgreeNoGoal) &&
      !MustComplete(action.player);
  if (!says_no && IsTimed(action.player) && limit > 0 && action.at_ms >= 0 &&
      shake_.task_start_ms >= 0 && shake_.overtime_steps[action.player] == 0 &&
      action.at_ms - shake_.task_start_ms > 1000LL * (limit + rules_.time.countdown)) {
    Penalize(action.player, rules_.penalties.overtime);
    shake_.overtime_steps[action.player] = 1;
  }
  switch (action.kind) {
    case ActionKind::RollOff:
    case ActionKind::Roll:
      return StepChance(action);
    case ActionKind::SelectVariation:
    case ActionKind::EndSelection:
    case ActionKind::PointOutPick:
      return StepSelect(action);
    case ActionKind::TurnGoalCube:
      return StepTurnGoalCube(action);
    case ActionKind::Bonus:
    case ActionKind::MoveCube:
      return phase_ == Phase::SettingGoal ? StepGoal(action) : StepMove(action);
    case ActionKind::PlaceGoalCube:
    case ActionKind::ArrangeGoal:
    case ActionKind::SetGoalGap:
    case ActionKind::ReturnGoalCube:
    case ActionKind::DeclareGoal:
    case ActionKind::DeclareNoGoal:
    case ActionKind::AgreeNoGoal:
      return StepGoal(action);
    case ActionKind::Challenge:
    case ActionKind::PickUpBlock:
      return StepChallenge(action);
    case ActionKind::Side:
    case ActionKind::PresentEquation:
    case ActionKind::DeclineToPresent:
      return StepWriting(action);
    case ActionKind::CallTime:
    case ActionKind::CallStop:
    case ActionKind::TimeExpired:
      return StepJudge(action);
    case ActionKind::Absent:
    case ActionKind::Arrive:
    case ActionKind::JudgePenalty:
      return StepTableEvent(action);
  }
  return Error("unknown action");
}

std::optional<ActionError> Match::StepChance(const Action& action) {
  if (action.kind == ActionKind::RollOff) {
    if (phase_ != Phase::RollOff) return Error("the roll for first is over");
    if (action.faces.size() != roll_off_.size())
      return Error("the roll for first needs one red cube for each of the " +
                   std::to_string(roll_off_.size()) + " players rolling");
    for (Symbol face : action.faces) {
      const auto& red = FacesOf(Color::Red);
      if (std::find(red.begin(), red.end(), face) == red.end())
        return Error("a red cube has no " + std::string(SymbolText(face)) + " face");
    }
    DrawChance(random_);
    // AGLOA I-D: the highest digit sets the first Goal; an operation sign is eliminated unless
    // every player rolls one; players tied for high digit roll again.
    int best = -1;
    for (Symbol face : action.faces)
      if (IsDigit(face)) best = std::max(best, DigitValue(face));
    if (best < 0) return std::nullopt;  // all operation signs: everyone rolls again
    std::vector<int> tied;
    for (size_t i = 0; i < roll_off_.size(); ++i)
      if (IsDigit(action.faces[i]) && DigitValue(action.faces[i]) == best)
        tied.push_back(roll_off_[i]);
    roll_off_ = tied;
    if (tied.size() == 1) {
      goal_setter_ = tied[0];
      shake_.goal_setter = goal_setter_;
      phase_ = Phase::Rolling;
    }
    return std::nullopt;
  }
  if (phase_ != Phase::Rolling) return Error("the cubes are rolled only to start a shake");
  int present = 0;
  for (int p = 0; p < config_.players; ++p) present += IsAbsent(p) ? 0 : 1;
  if (present < rules_.min_players)
    return Error("a shake needs at least " + std::to_string(rules_.min_players) +
                 " players at the table (AGLOA I-A)");
  if (static_cast<int>(action.faces.size()) != rules_.CubeCount())
    return Error("a roll shows one face for each of the " + std::to_string(rules_.CubeCount()) +
                 " cubes");
  Shake shake;
  if (IsAbsent(goal_setter_)) goal_setter_ = NextPlaying(goal_setter_);
  shake.goal_setter = goal_setter_;
  shake.absent = absent_;  // AGLOA X-D: who is at the table when the Resources are rolled
  shake.penalties = shake_.penalties;  // judges' penalties given between shakes
  shake.overtime_steps.assign(config_.players, 0);
  for (size_t i = 0; i < action.faces.size(); ++i) {
    const Color color = kColors[i / rules_.cubes_per_color];
    const auto& faces = FacesOf(color);
    const Symbol face = action.faces[i];
    if (std::find(faces.begin(), faces.end(), face) == faces.end())
      return Error("a " + std::string(ColorName(color)) + " cube has no " +
                   std::string(SymbolText(face)) + " face");
    if (std::find(rules_.rerolled_faces.begin(), rules_.rerolled_faces.end(), face) !=
        rules_.rerolled_faces.end())
      return Error("a cube showing " + std::string(SymbolText(face)) +
                   " is rolled again in this division (ACC \"Third Grade Division\")");
    shake.mat.resources.push_back(Cube{color, face});
  }
  DrawChance(random_);
  shake_ = std::move(shake);
  if (rules_.adventurous.enabled) {
    StartSelection(action.at_ms);  // AGLOA II-B: "after the cubes are rolled"
    return std::nullopt;
  }
  phase_ = Phase::SettingGoal;
  StartTask(action.at_ms);
  return std::nullopt;
}

std::optional<ActionError> Match::StepGoal(const Action& action) {
  Shake& s = shake_;
  Mat& mat = s.mat;
  const int n = config_.players;
  if (action.kind == ActionKind::AgreeNoGoal) {
    if (phase_ != Phase::NoGoalDeclared) return Error("nobody has declared \"no Goal\"");
    if (action.player == s.goal_setter) return Error("the Goal-setter declared \"no Goal\"");
    if (s.agreed_no_goal[action.player]) return Error("you have already agreed");
    s.agreed_no_goal[action.player] = true;
    for (int p = 0; p < n; ++p)
      if (p != s.goal_setter && !s.agreed_no_goal[p]) return std::nullopt;
    // AGLOA IV-D-1: the shake is void and the same player sets the next Goal. ACC step 6: a new
    // game with the next Goal Setter.
    FinishShake(std::vector<int>(n, 0), !rules_.no_goal_repeats_goal_setter, "no Goal agreed",
                rules_.no_goal_repeats_goal_setter);
    return std::nullopt;
  }
  if (phase_ != Phase::SettingGoal) return Error("the Goal has already been set");
  if (action.player != s.goal_setter)
    return Error("only the Goal-setter (player " + std::to_string(s.goal_setter) +
                 ") handles the cubes now" +
                 Cite(rules_, "IV-A", "\"Procedure for Goal Setting\" 2", "\"Setting the Goal\""));
  const auto cube_ok = [&](int cube) {
    return cube >= 0 && cube < static_cast<int>(mat.resources.size());
  };
  const auto goal_ok = [&](int index) {
    return index >= 0 && index < static_cast<int>(mat.goal.size());
  };
  switch (action.kind) {
    case ActionKind::Bonus:
      if (!mat.goal.empty() || s.bonus_used_by_goal_setter)
        return Error("the Goal-setter's bonus move comes before the first Goal cube" +
                     Cite(rules_, "IV-C", "\"Bonus Play\"", "\"Bonus move\""));
      if (rules_.bonus_forbidden_while_leading && IsLeading(action.player))
        return Error(
            "a Goal-setter who is leading in the match may not make a bonus move (AGLOA "
            "IV-C-2)");
      if (!BonusAllowed(action.player)) return Error("no bonus move is possible now");
      s.bonus_step = 1;
      s.bonus_used_by_goal_setter = true;
      return std::nullopt;
    case ActionKind::MoveCube:
      if (s.bonus_step != 1)
        return Error(
            "while setting the Goal a cube goes to the mat only as the bonus move to "
            "Forbidden" +
            Cite(rules_, "IV-C-1", "\"Bonus Play\"", "\"Bonus move\""));
      if (action.section != Section::Forbidden)
        return Error("the bonus cube goes to Forbidden" +
                     Cite(rules_, "IV-C-1", "\"Bonus Play\"", "\"Bonus move\""));
      if (!cube_ok(action.cube)) return Error("no such cube in Resources");
      mat.forbidden.push_back(mat.resources[action.cube]);
      mat.resources.erase(mat.resources.begin() + action.cube);
      s.bonus_step = 2;
      return std::nullopt;
    case ActionKind::PlaceGoalCube:
      if (s.bonus_step == 1)
        return Error("after \"Bonus\" the first cube goes to Forbidden" +
                     Cite(rules_, "IV-C-1", "\"Bonus Play\"", "\"Bonus move\""));
      if (!cube_ok(action.cube)) return Error("no such cube in Resources");
      if (static_cast<int>(mat.goal.size()) > rules_.goal_max_cubes)
        return Error("the Goal already has more cubes than a Goal may have");
      mat.goal.push_back(
          GoalCube{mat.resources[action.cube], action.gap_before && !mat.goal.empty()});
      mat.resources.erase(mat.resources.begin() + action.cube);
      return std::nullopt;
    case ActionKind::ArrangeGoal: {
      if (!goal_ok(action.cube) || !goal_ok(action.target) || action.cube == action.target)
        return Error("no such places in the Goal");
      GoalCube moved = mat.goal[action.cube];
      mat.goal.erase(mat.goal.begin() + action.cube);
      mat.goal.insert(mat.goal.begin() + action.target, moved);
      if (!mat.goal.empty()) mat.goal[0].gap_before = false;
      return std::nullopt;
    }
    case ActionKind::SetGoalGap:
      if (action.cube < 1 || !goal_ok(action.cube))
        return Error("a gap lies between two Goal cubes");
      mat.goal[action.cube].gap_before = action.gap_before;
      return std::nullopt;
    case ActionKind::ReturnGoalCube:
      if (!rules_.goal_cubes_may_return)
        return Error(
            "once a cube touches the Goal section it must be used in the Goal (AGLOA "
            "IV-B-3)");
      if (!goal_ok(action.cube)) return Error("no such place in the Goal");
      mat.resources.push_back(mat.goal[action.cube].cube);
      mat.goal.erase(mat.goal.begin() + action.cube);
      if (!mat.goal.empty()) mat.goal[0].gap_before = false;
      return std::nullopt;
    case ActionKind::DeclareGoal:
      if (mat.goal.empty())
        return Error("a Goal has at least one cube" +
                     Cite(rules_, "IV-B", "\"Goal\"", "\"Setting the Goal\""));
      if (s.bonus_step == 1)
        return Error("the bonus cube must go to Forbidden before the Goal is completed");
      if (auto broken = GoalRequirementBroken(rules_, mat.goal, action.declaration))
        return Error(*broken);
      mat.goal_declaration = action.declaration;  // ACC "Goal": "declare their placement"
      IgnorePendingPick();                        // AGLOA II-B-2: "a legal Goal is set"
      SetGoal(action.at_ms);
      return std::nullopt;
    case ActionKind::DeclareNoGoal:
      if (!rules_.no_goal_allowed) return Error("these rules have no \"no Goal\" declaration");
      if (!mat.goal.empty())
        return Error("a cube has touched the Goal section; it must be used in the Goal");
      if (s.bonus_used_by_goal_setter)
        return Error(
            "after a bonus move the Goal-setter is committed to setting a Goal (AGLOA "
            "IV-D-1 comment (c))");
      IgnorePendingPick();  // the selection is over (docs/rulings.md)
      phase_ = Phase::NoGoalDeclared;
      s.mover = s.goal_setter;
      // Opponents agree or challenge; an absent player has no say (AGLOA X-D).
      for (int p = 0; p < n; ++p) s.agreed_no_goal.push_back(!IsPlaying(p));
      StartTask(action.at_ms);
      return std::nullopt;
    default:
      return Error("not an action for setting the Goal");
  }
}

void Match::SetGoal(std::int64_t at_ms) {
  shake_.goal_set = true;
  shake_.bonus_step = 0;
  shake_.to_move = shake_.goal_setter;  // EndTurn makes the Goal-setter the first Mover
  EndTurn(at_ms);
  shake_.first_turn = true;  // AGLOA XI-A-1-d: the first turn after the Goal
}

void Match::EndTurn(std::int64_t at_ms) {
  Shake& s = shake_;
  s.mover = s.to_move;
  s.bonus_step = 0;
  s.first_turn = false;
  phase_ = Phase::Moving;
  if (s.mat.resources.empty()) {
    // AGLOA VIII-A: the last cube went to Required or Permitted: every player writes.
    StartWriteForAll(Phase::LastCube, at_ms);
  } else if (rules_.last_cube == LastCubeProcedure::ForceOut && s.mat.resources.size() <= 2) {
    StartWriteForAll(Phase::ForceOut, at_ms);  // ACC "Force Out"
  } else {
    s.to_move = NextPlaying(s.mover);  // AGLOA V-A: play passes to the left
    StartTask(at_ms);
  }
}

std::optional<ActionError> Match::StepMove(const Action& action) {
  Shake& s = shake_;
  if (phase_ != Phase::Moving)
    return Error("no cube can be moved now (" + std::string(PhaseName(phase_)) + ")");
  if (action.player != s.to_move)
    return Error("it is player " + std::to_string(s.to_move) + "'s turn to move" +
                 Cite(rules_, "V-B", "\"Move\"", "\"Making a move\""));
  if (action.kind == ActionKind::Bonus) {
    if (s.bonus_step != 0) return Error("you have already said \"Bonus\" this turn");
    if (rules_.bonus_forbidden_while_leading && IsLeading(action.player))
      return Error("a player leading in the match may not make a bonus move (AGLOA V-C)");
    if (!BonusAllowed(action.player)) return Error("a bonus move needs more cubes in Resources");
    s.bonus_step = 1;
    return std::nullopt;
  }
  if (action.section != Section::Required && action.section != Section::Permitted &&
      action.section != Section::Forbidden)
    return Error("a cube is moved to Required, Permitted or Forbidden" +
                 Cite(rules_, "V-B", "\"Move\"", "\"Making a move\""));
  if (action.cube < 0 || action.cube >= static_cast<int>(s.mat.resources.size()))
    return Error("no such cube in Resources");
  if (s.bonus_step == 1 && action.section != Section::Forbidden)
    return Error("after \"Bonus\" the first cube goes to Forbidden" +
                 Cite(rules_, "V-C-1", "\"Bonus Play\"", "\"Bonus move\""));
  if (rules_.last_cube == LastCubeProcedure::LastCube && s.mat.resources.size() == 1 &&
      action.section == Section::Forbidden)
    return Error("the last cube in Resources may not be moved to Forbidden" +
                 Cite(rules_, "VIII-A", "\"Force Out\"", "\"Last cube procedure\""));
  s.mat.CubesIn(action.section).push_back(s.mat.resources[action.cube]);
  s.mat.resources.erase(s.mat.resources.begin() + action.cube);
  if (s.bonus_step == 1) {
    s.bonus_step = 2;  // the regular move follows
    return std::nullopt;
  }
  EndTurn(action.at_ms);
  return std::nullopt;
}

std::optional<ActionError> Match::StepTableEvent(const Action& action) {
  const int p = action.player;
  const int n = config_.players;
  switch (action.kind) {
    case ActionKind::Absent: {
      // AGLOA X-D: absence is decided when the Goal-setter rolls the Resources.
      if (!IsChanceNode())
        return Error(
            "a player is marked absent before the cubes are rolled; one who leaves during a "
            "shake still plays it");
      if (IsAbsent(p)) return Error("player " + std::to_string(p) + " is already absent");
      int present = 0;
      for (int q = 0; q < n; ++q) present += IsAbsent(q) ? 0 : 1;
      if (present <= 1) return Error("someone must remain at the table");
      absent_[p] = true;
      if (phase_ == Phase::RollOff) {
        roll_off_.erase(std::remove(roll_off_.begin(), roll_off_.end(), p), roll_off_.end());
        if (roll_off_.size() == 1) {  // AGLOA I-D: the one left rolling sets the first Goal
          goal_setter_ = roll_off_[0];
          shake_.goal_setter = goal_setter_;
          phase_ = Phase::Rolling;
        }
      } else if (goal_setter_ == p) {
        goal_setter_ = NextPlaying(p);  // the next player to the left sets the Goal
        shake_.goal_setter = goal_setter_;
      }
      return std::nullopt;
    }
    case ActionKind::Arrive: {
      if (!IsAbsent(p)) return Error("player " + std::to_string(p) + " is at the table");
      absent_[p] = false;
      // Joins the roll for first if nobody has rolled yet (the generator has not moved).
      if (phase_ == Phase::RollOff && random_.State() == Random(config_.seed).State()) {
        roll_off_.push_back(p);
        std::sort(roll_off_.begin(), roll_off_.end());
      }
      return std::nullopt;
    }
    case ActionKind::JudgePenalty:
      if (rules_.penalties.misconduct == 0)
        return Error("these rules have no judges' point penalty");
      if (IsAbsent(p) && !IsPlaying(p))
        return Error("player " + std::to_string(p) + " is not at the table");
      Penalize(p, rules_.penalties.misconduct);  // AGLOA IX-C, IX-D
      return std::nullopt;
    default:
      return Error("not an event of the table");
  }
}

void Match::FinishShake(std::vector<int> points, bool counted, std::string result,
                        bool same_goal_setter) {
  ShakeRecord record;
  switch (phase_) {
    case Phase::Challenged:
      record.end = ShakeEnd::Challenge;
      break;
    case Phase::LastCube:
    case Phase::ForceOut:
      record.end = ShakeEnd::LastCube;
      break;
    case Phase::Cleanup:
      record.end = ShakeEnd::EndOfRound;
      break;
    case Phase::NoGoalDeclared:
      record.end = counted || same_goal_setter ? ShakeEnd::NoGoalAgreed : ShakeEnd::Void;
      break;
    default:
      record.end = ShakeEnd::Void;
      break;
  }
  if (record.end == ShakeEnd::Challenge) {
    record.challenge = shake_.challenge;
    record.challenger = shake_.challenger;
    record.challengers = shake_.challengers;
  }
  record.mover = shake_.mover;
  // AGLOA X-D: a player absent when the Resources were rolled scores -2 for a counted shake;
  // a void shake scores nothing for anyone (IV-D-1 comment (b)).
  record.absent = shake_.absent;
  for (size_t p = 0; p < shake_.absent.size() && p < points.size(); ++p)
    if (shake_.absent[p]) points[p] = counted ? rules_.scoring.absent : 0;
  record.points = std::move(points);
  record.penalties = shake_.penalties;
  record.counted = counted;
  record.result = std::move(result);
  IgnorePendingPick();
  record.variations = VariationsInEffect();
  record.picks = shake_.selection.chosen;
  record.ignored = shake_.selection.ignored;
  record.goal = record.variations.empty() ? GoalText(shake_.mat.goal) : MatGoalText(MatGoal());
  if (!shake_.mat.goal_declaration.empty())
    record.goal += " declared " + shake_.mat.goal_declaration;
  record.writing = shake_.writing;
  shakes_.push_back(std::move(record));
  // AGLOA I-D: the next Goal-setter is the player to the left of the previous one (the next one
  // at the table, X-D).
  if (!same_goal_setter) {
    goal_setter_ = (shake_.goal_setter + 1) % config_.players;
    for (int k = 0; k < config_.players && IsAbsent(goal_setter_); ++k)
      goal_setter_ = (goal_setter_ + 1) % config_.players;
  }
  shake_ = Shake{};
  shake_.goal_setter = goal_setter_;
  shake_.penalties.assign(config_.players, 0);
  shake_.overtime_steps.assign(config_.players, 0);
  const bool enough =
      config_.max_shakes > 0 && static_cast<int>(shakes_.size()) >= config_.max_shakes;
  phase_ = time_called_ || enough ? Phase::MatchOver : Phase::Rolling;
}

}  // namespace equations
