// The AI player (core/ai/ai.h): levels, the thinker's dispatch, challenges (AGLOA VI), siding (MLAG
// Third Party, ACC C/M declarations), "no Goal" answers (AGLOA IV-D) and writing Equations (VII);
// moves are in core/ai/ai_move.cpp and Goals in core/ai/ai_goal.cpp.
#include "core/ai/ai.h"

#include <algorithm>

#include "core/ai/ai_state.h"
#include "core/base/names.h"
#include "core/match/scoring.h"

namespace equations {

constexpr NameTable<AiLevel, 3> kAiLevelNames = {{{AiLevel::Beginner, "beginner"},
                                                  {AiLevel::Club, "club"},
                                                  {AiLevel::Tournament, "tournament"}}};

const char* AiLevelName(AiLevel level) {
  return NameOf(kAiLevelNames, level).data();
}

std::optional<AiLevel> ParseAiLevel(std::string_view name) {
  return ParseName(kAiLevelNames, name);
}

AiProfile ProfileOf(AiLevel level) {
  AiProfile p;
  switch (level) {
    case AiLevel::Beginner:
      p.notice_percent = 35;
      p.careful_move_percent = 40;
      p.look_ahead = false;
      p.goal_candidates = 6;
      p.goal_max_cubes = 3;
      p.hard_goals = false;
      p.bonus_moves = false;
      p.max_probe = 20000;
      p.max_decision = 200000;
      break;
    case AiLevel::Club:
      p.notice_percent = 75;
      p.careful_move_percent = 100;
      p.look_ahead = false;
      p.goal_candidates = 16;
      p.goal_max_cubes = 4;
      p.hard_goals = false;
      p.bonus_moves = true;
      p.max_probe = 300000;
      p.max_decision = 1200000;
      break;
    case AiLevel::Tournament:
      break;  // the defaults of AiProfile
  }
  return p;
}

std::optional<std::string> CheckedEquation(const RuleSet& rules, const Mat& mat,
                                           Challenge challenge,
                                           const std::optional<std::string>& witness) {
  if (!witness) return std::nullopt;
  if (!JudgeEquation(rules, mat, challenge, *witness).correct) return std::nullopt;
  return witness;
}

// ---- the thinker's state ----

AiThinker::State::State(const Match& m, int s, const AiProfile& p, std::uint64_t seed)
    : match(m), seat(s), profile(p), random(seed ^ (0x9E3779B97F4A7C15ULL * (s + 1))) {
  budget_left = profile.max_decision;
  StartTask();
}

bool AiThinker::State::Chance(int percent) {
  return random.Below(100) < percent;
}

void AiThinker::State::Decide(std::vector<Action> actions, std::string why,
                              std::optional<std::string> equation) {
  plan = std::move(actions);
  note.text = std::move(why);
  note.equation = std::move(equation);
  done = true;
}

void AiThinker::State::Wait(std::string why) {
  plan.clear();
  note.text = std::move(why);
  done = true;
}

void AiThinker::State::StartTask() {
  const Shake& s = match.shake();
  if (match.IsTerminal()) return Wait("the match is over");
  if (auto why = AiUnsupported(match)) return Wait(*why);
  if (!match.IsPlaying(seat)) return Wait("not at the table for this shake");
  if (match.IsChanceNode()) {
    const std::vector<int> seats = SeatsToAsk(match);
    if (!seats.empty() && seats.back() == seat)
      return Decide({*ChanceAction(match)}, match.phase() == Phase::RollOff
                                                ? "roll for the first Goal-setter (AGLOA I-D)"
                                                : "roll the cubes (AGLOA II-A)");
    return Wait("another player rolls");
  }
  auto challenge_check = [&]() {
    if (seat == s.mover) return;
    now_valid = ChallengeIsValid(match, seat, Challenge::Now);
    impossible_valid = ChallengeIsValid(match, seat, Challenge::Impossible);
    check_challenge = (now_valid || impossible_valid) && Chance(profile.notice_percent);
  };
  switch (match.phase()) {
    case Phase::SettingGoal:
      if (seat == s.goal_setter) task = Task::Goal;
      break;
    case Phase::NoGoalDeclared:
      if (seat != s.goal_setter && !s.agreed_no_goal[seat]) task = Task::NoGoalAnswer;
      break;
    case Phase::Moving:
      if (s.bonus_step == 0) challenge_check();
      if (seat == s.to_move) task = Task::Move;
      break;
    case Phase::LastCube:
    case Phase::ForceOut:
    case Phase::Cleanup:
      challenge_check();
      [[fallthrough]];
    case Phase::Challenged: {
      const PlayerWriting& w = s.writing[seat];
      if (w.must_side || w.may_present) task = Task::Write;
      break;
    }
    default:
      break;
  }
  if (!check_challenge && task == Task::Nothing) Wait("nothing to do until another player acts");
}

void AiThinker::State::Step(std::uint64_t budget) {
  done_with.FreeSome(AiRetired::kFreedPerCall);
  while (!done) {
    give_up = budget_left == 0;
    if (!give_up && budget == 0) return;  // the slice is over; go on next time
    const std::uint64_t slice = std::min(budget, budget_left);
    std::uint64_t left = slice;
    if (check_challenge) {
      StepChallenge(left);
    } else {
      switch (task) {
        case Task::Move:
          StepMove(left);
          break;
        case Task::Goal:
          StepGoal(left);
          break;
        case Task::NoGoalAnswer:
          StepNoGoalAnswer(left);
          break;
        case Task::Write:
          StepWrite(left);
          break;
        default:
          Wait("nothing to do until another player acts");
      }
    }
    const std::uint64_t used = slice - std::min(slice, left) + overshoot;
    overshoot = 0;
    nodes += used;
    budget -= std::min(budget, used);
    budget_left -= std::min(budget_left, used);
  }
}

// ---- challenges ----

void AiThinker::State::StepChallenge(std::uint64_t& budget) {
  const Shake& s = match.shake();
  if (!current) current.emplace(match.rules(), s.mat, now_valid);
  Spend(budget, current->RunTo(profile.max_probe, budget, &done_with));
  if (!current->RoundDone(profile.max_probe) && !give_up) return;
  check_challenge = false;
  const std::string mover = "player " + std::to_string(s.mover);
  if (current->safety() == Safety::NowMistake && now_valid) {
    const std::string& w = *current->now()->witness();
    return Decide({ChallengeAction(seat, Challenge::Now)},
                  std::string(match.rules().ChallengeName(Challenge::Now)) + ": after " + mover +
                      "'s move a Solution needs at most one more cube from Resources: " + w,
                  w);
  }
  if (current->safety() == Safety::ImpossibleMistake && impossible_valid)
    return Decide({ChallengeAction(seat, Challenge::Impossible)},
                  std::string(match.rules().ChallengeName(Challenge::Impossible)) + ": after " +
                      mover +
                      "'s move no Solution can be made from the cubes on the mat and in "
                      "Resources (the solver tried every arrangement)");
  if (task == Task::Nothing) Wait("the last move cannot be challenged correctly");
}

// ---- writing and siding ----

void AiThinker::State::StepWrite(std::uint64_t& budget) {
  const Shake& s = match.shake();
  const RuleSet& rules = match.rules();
  const PlayerWriting& w = s.writing[seat];
  std::optional<std::string> witness;
  bool finished = false;
  if (s.challenge == Challenge::NoGoal) {
    // The writer sets a Goal and a Solution from Resources (AGLOA IV-D-2).
    finished = AdvanceNoGoal(budget);
    if (no_goal->status() == SolveStatus::Found) witness = no_goal->Witness();
  } else {
    if (!write_probe) {
      Mat mat = s.mat;
      // ACC "Force Out": the Equation uses "the two remaining Resources", as Required cubes.
      if (s.challenge == Challenge::ForceOut && rules.last_cube == LastCubeProcedure::ForceOut) {
        mat.required.insert(mat.required.end(), mat.resources.begin(), mat.resources.end());
        mat.resources.clear();
      }
      write_probe.emplace(rules, mat,
                          s.challenge == Challenge::Now ? SolverQuery::Now : SolverQuery::Possible);
    }
    const std::uint64_t cap = std::min(profile.max_probe, write_probe->spent() + budget);
    Spend(budget, write_probe->RunTo(cap, &done_with));
    finished = write_probe->status() != SolveStatus::Unfinished ||
               write_probe->spent() >= profile.max_probe || give_up;
    witness = write_probe->witness();
  }
  if (!finished) return;
  const std::optional<std::string> equation = CheckedEquation(rules, s.mat, s.challenge, witness);
  const ChallengeSide burden = BurdenOfProof(s.challenge);
  if (w.must_side) {
    // Side with the player who must write exactly when we can write the Equation ourselves.
    Action side = SimpleAction(ActionKind::Side, seat);
    side.with_challenger = (burden == ChallengeSide::Challenger) == equation.has_value();
    std::vector<Action> actions = {side};
    if (equation) actions.push_back(PresentAction(seat, *equation));
    return Decide(std::move(actions),
                  equation
                      ? "side with the player who must write: a correct Equation is " + *equation
                      : "side against the player who must write: no correct Equation found",
                  equation);
  }
  if (equation)
    return Decide({PresentAction(seat, *equation)}, "present a correct Equation: " + *equation,
                  equation);
  Decide({DeclineAction(seat)}, "no correct Equation found: decline to present");
}

bool AiThinker::State::AdvanceNoGoal(std::uint64_t& budget) {
  if (!no_goal) no_goal = std::make_unique<NoGoalSearch>(match.rules(), match.shake().mat);
  if (no_goal->status() == SolveStatus::Unfinished && no_goal_spent < profile.max_probe &&
      budget > 0) {
    const std::uint64_t before = no_goal->nodes();
    no_goal->Run(std::min(budget, profile.max_probe - no_goal_spent));
    const std::uint64_t used = std::max<std::uint64_t>(1, no_goal->nodes() - before);
    no_goal_spent += used;
    Spend(budget, used);
  }
  return no_goal->status() != SolveStatus::Unfinished || no_goal_spent >= profile.max_probe ||
         give_up;
}

void AiThinker::State::StepNoGoalAnswer(std::uint64_t& budget) {
  if (stage == 0) {
    stage = 1;
    if (!ChallengeIsValid(match, seat, Challenge::NoGoal) || !Chance(profile.notice_percent))
      return Decide({SimpleAction(ActionKind::AgreeNoGoal, seat)}, "agree with \"no Goal\"");
  }
  if (!AdvanceNoGoal(budget)) return;
  const std::optional<std::string> equation =
      no_goal->status() == SolveStatus::Found
          ? CheckedEquation(match.rules(), match.shake().mat, Challenge::NoGoal, no_goal->Witness())
          : std::nullopt;
  if (!equation)
    return Decide({SimpleAction(ActionKind::AgreeNoGoal, seat)},
                  no_goal->status() == SolveStatus::NotFound
                      ? "agree with \"no Goal\": no legal Goal with a Solution can be set"
                      : "agree with \"no Goal\": no Goal with a Solution was found");
  Decide({ChallengeAction(seat, Challenge::NoGoal), PresentAction(seat, *equation)},
         "challenge \"no Goal\": the Goal " + *no_goal->Goal() + " can be set, with " + *equation,
         equation);
}

// ---- AiThinker ----

AiThinker::AiThinker(const Match& match, int seat, AiLevel level, std::uint64_t seed)
    : AiThinker(match, seat, ProfileOf(level), seed) {}
AiThinker::AiThinker(const Match& match, int seat, const AiProfile& profile, std::uint64_t seed)
    : state_(std::make_unique<State>(match, seat, profile, seed)) {}
AiThinker::~AiThinker() = default;
AiThinker::AiThinker(AiThinker&&) noexcept = default;
AiThinker& AiThinker::operator=(AiThinker&&) noexcept = default;

std::optional<Action> AiThinker::Think(std::uint64_t max_nodes) {
  if (!state_->done) state_->Step(std::max<std::uint64_t>(1, max_nodes));
  if (!state_->done || state_->plan.empty()) return std::nullopt;
  return state_->plan.front();
}
bool AiThinker::Done() const {
  return state_->done;
}
const std::vector<Action>& AiThinker::Plan() const {
  return state_->plan;
}
const AiNote& AiThinker::note() const {
  return state_->note;
}
std::uint64_t AiThinker::nodes() const {
  return state_->nodes;
}
void AiThinker::Retire(AiRetired& retired) {
  state_->Retire(retired);
}

// ---- AiPlayer ----

AiPlayer::AiPlayer(int seat, AiLevel level, std::uint64_t seed)
    : AiPlayer(seat, ProfileOf(level), seed) {}
AiPlayer::AiPlayer(int seat, const AiProfile& profile, std::uint64_t seed)
    : seat_(seat), profile_(profile), seed_(seed) {}

std::optional<Action> AiPlayer::Think(const Match& match, std::uint64_t max_nodes) {
  const std::size_t size = match.history().size();
  last_used_ = 0;
  // The searches of earlier decisions are freed a part per call (AiRetired).
  retired_.FreeSome(AiRetired::kFreedPerCall);
  if (!plan_.empty() && size == plan_at_) {
    Match copy = match.Clone();
    if (!copy.Apply(plan_.front())) {
      const Action next = plan_.front();
      plan_.erase(plan_.begin());
      ++plan_at_;
      from_plan_ = true;
      return next;
    }
  }
  plan_.clear();
  from_plan_ = false;
  if (!thinker_ || history_size_ != size) {
    if (thinker_) thinker_->Retire(retired_);
    thinker_.emplace(match, seat_, profile_, seed_ ^ (0xD1B54A32D192ED03ULL * (size + 1)));
    history_size_ = size;
  }
  const std::uint64_t before = thinker_->nodes();
  std::optional<Action> action = thinker_->Think(max_nodes);
  last_used_ = thinker_->nodes() - before;
  if (thinker_->Done()) {
    note_ = thinker_->note();
    if (action) {
      plan_.assign(thinker_->Plan().begin() + 1, thinker_->Plan().end());
      plan_at_ = size + 1;
    }
  }
  return action;
}

bool AiPlayer::Thinking(const Match& match) const {
  if (!plan_.empty() && match.history().size() == plan_at_) return false;
  return !thinker_ || history_size_ != match.history().size() || !thinker_->Done();
}

// ---- drivers ----

std::optional<std::string> AiUnsupported(const Match& match) {
  if (!match.rules().adventurous.enabled) return std::nullopt;
  return std::string(
      "the AI plays Basic Equations only; it does not know the Adventurous variations yet");
}

std::optional<Action> ChanceAction(const Match& match) {
  if (!match.IsChanceNode()) return std::nullopt;
  return match.LegalActions().front();
}

std::vector<int> SeatsToAsk(const Match& match) {
  const Shake& s = match.shake();
  const int n = match.players();
  switch (match.phase()) {
    case Phase::RollOff:
      return {match.roll_off_players().front()};
    case Phase::Rolling:
      return {match.goal_setter()};
    case Phase::SettingGoal:
      return {s.goal_setter};
    case Phase::MatchOver:
      return {};
    case Phase::SelectingVariations: {  // who may point out a pick first, the picker last
      std::vector<int> seats;
      for (int p = 0; p < n; ++p)
        if (p != s.selection.picker && match.IsPlaying(p)) seats.push_back(p);
      if (s.selection.picker >= 0) seats.push_back(s.selection.picker);
      return seats;
    }
    default:
      break;
  }
  std::vector<int> seats;
  const int first = s.mover >= 0 ? s.mover : s.goal_setter;
  for (int k = 1; k <= n; ++k) {
    const int p = (first + k) % n;
    if (match.phase() == Phase::Moving && p == s.to_move) continue;
    if (match.IsPlaying(p)) seats.push_back(p);
  }
  if (match.phase() == Phase::Moving) seats.push_back(s.to_move);
  return seats;
}

}  // namespace equations
