// The match state: creation, replay, scores and the list of legal actions. Applying actions is in
// game_apply.cpp (rolls, the Goal, moves), game_challenge.cpp (challenges, Equations) and
// game_time.cpp (time limits, end of round); the Equation judge is in game_judge.cpp and saving
// in game_json.cpp.
#include "core/match/game.h"
#include "core/base/names.h"

#include <algorithm>
#include <cassert>

#include "core/judge/judge.h"
#include "core/match/challenge_rules.h"

namespace equations {

bool IsWritingPhase(Phase phase) {
  return phase == Phase::Challenged || phase == Phase::LastCube || phase == Phase::ForceOut ||
         phase == Phase::Cleanup;
}

constexpr NameTable<Phase, 11> kPhaseNames = {{{Phase::RollOff, "roll for first"},
                                               {Phase::Rolling, "rolling"},
                                               {Phase::SelectingVariations, "selecting variations"},
                                               {Phase::SettingGoal, "setting the Goal"},
                                               {Phase::NoGoalDeclared, "no Goal declared"},
                                               {Phase::Moving, "moving"},
                                               {Phase::Challenged, "challenge"},
                                               {Phase::LastCube, "last cube"},
                                               {Phase::ForceOut, "Force Out"},
                                               {Phase::Cleanup, "end of round"},
                                               {Phase::MatchOver, "match over"}}};

const char* PhaseName(Phase phase) {
  return NameOf(kPhaseNames, phase).data();
}

std::optional<Phase> ParsePhaseName(std::string_view name) {
  return ParseName(kPhaseNames, name);
}

constexpr NameTable<ShakeEnd, 5> kShakeEndNames = {{{ShakeEnd::Challenge, "challenge"},
                                                    {ShakeEnd::LastCube, "last cube"},
                                                    {ShakeEnd::EndOfRound, "end of round"},
                                                    {ShakeEnd::NoGoalAgreed, "no Goal agreed"},
                                                    {ShakeEnd::Void, "void"}}};

const char* ShakeEndName(ShakeEnd end) {
  return NameOf(kShakeEndNames, end).data();
}

std::optional<ShakeEnd> ParseShakeEndName(std::string_view name) {
  return ParseName(kShakeEndNames, name);
}

Expected<Match, std::string> Match::Create(const RuleSet& rules, const MatchConfig& config) {
  if (config.players < rules.min_players || config.players > rules.max_players)
    return MakeUnexpected(
        "a " + rules.name_text + " match has " + std::to_string(rules.min_players) + " to " +
        std::to_string(rules.max_players) + " players, not " + std::to_string(config.players));
  if (config.max_shakes < 0) return MakeUnexpected(std::string("max_shakes must be 0 or more"));
  Match match;
  match.rules_ = rules;
  match.config_ = config;
  match.random_ = Random(config.seed);
  if (rules.first_goal_setter == FirstGoalSetter::RollOff) {
    // AGLOA I-D, MLAG "Rolling for first": every player rolls a red cube.
    match.phase_ = Phase::RollOff;
    for (int p = 0; p < config.players; ++p) match.roll_off_.push_back(p);
  } else {
    // ACC "Goal": the Scorekeeper is the last player listed; the player to their left (seat 0)
    // sets the first Goal.
    match.phase_ = Phase::Rolling;
    match.goal_setter_ = 0;
  }
  match.absent_.assign(config.players, false);
  match.shake_.penalties.assign(config.players, 0);
  match.shake_.overtime_steps.assign(config.players, 0);
  match.shake_.goal_setter = match.goal_setter_;
  return match;
}

Expected<Match, std::string> Match::Replay(const RuleSet& rules, const MatchConfig& config,
                                           const std::vector<Action>& actions) {
  auto match = Create(rules, config);
  if (!match) return match;
  for (size_t i = 0; i < actions.size(); ++i) {
    if (auto error = match->Apply(actions[i]))
      return MakeUnexpected("action " + std::to_string(i + 1) + " (" + ActionText(actions[i]) +
                            "): " + error->message);
  }
  return match;
}

std::vector<int> Match::Totals() const {
  std::vector<int> totals(config_.players, 0);
  for (const ShakeRecord& record : shakes_)
    for (int p = 0; p < config_.players; ++p) totals[p] += record.points[p] - record.penalties[p];
  for (int p = 0; p < config_.players; ++p) totals[p] -= shake_.penalties[p];
  return totals;
}

std::vector<int> Match::MatchPoints() const {
  if (rules_.match_scoring != MatchScoring::PlacementPoints) return {};
  return PlacementPoints(Totals(), Played());
}

std::vector<bool> Match::Played() const {
  std::vector<bool> played(config_.players, false);
  for (int p = 0; p < config_.players; ++p) {
    played[p] = !IsAbsent(p) || (!IsChanceNode() && phase_ != Phase::MatchOver && IsPlaying(p));
    for (const ShakeRecord& record : shakes_)
      if (record.absent.empty() || !record.absent[p]) played[p] = true;
  }
  return played;
}

bool Match::IsAbsent(int player) const {
  return player >= 0 && player < static_cast<int>(absent_.size()) && absent_[player];
}

bool Match::IsPlaying(int player) const {
  if (player < 0 || player >= config_.players) return false;
  const bool in_shake = !IsChanceNode() && phase_ != Phase::MatchOver;
  if (in_shake && static_cast<int>(shake_.absent.size()) == config_.players)
    return !shake_.absent[player];
  return !IsAbsent(player);
}

bool Match::MayAct(int player) const {
  if (player < 0 || player >= config_.players) return false;
  const std::vector<Action> legal = LegalActions();
  if (IsChanceNode()) {
    const bool roll = std::any_of(legal.begin(), legal.end(), [](const Action& a) {
      return a.kind == ActionKind::Roll || a.kind == ActionKind::RollOff;
    });
    const int roller = phase_ == Phase::RollOff
                           ? (roll_off_.empty() ? kNoPlayer : roll_off_.front())
                           : goal_setter_;
    return roll && player == roller;
  }
  return std::any_of(legal.begin(), legal.end(),
                     [player](const Action& a) { return a.player == player; });
}

int Match::NextPlaying(int player) const {
  for (int k = 1; k <= config_.players; ++k) {
    const int next = (player + k) % config_.players;
    if (IsPlaying(next)) return next;
  }
  return player;
}

std::vector<AverageScore> Match::Averages() const {
  std::vector<AverageScore> averages;
  const int games = GamesPlayed();
  for (int total : Totals()) averages.push_back(AveragePerGame(total, games));
  return averages;
}

int Match::GamesPlayed() const {
  return static_cast<int>(std::count_if(shakes_.begin(), shakes_.end(),
                                        [](const ShakeRecord& r) { return r.counted; }));
}

bool Match::IsLeading(int player) const {
  const std::vector<int> totals = Totals();
  for (int p = 0; p < config_.players; ++p)
    if (p != player && totals[p] >= totals[player]) return false;
  return true;
}

bool Match::BonusAllowed(int player) const {
  // AGLOA IV-C, V-C; MLAG "Bonus move"; ACC "Bonus Play".
  if (!rules_.bonus_allowed || shake_.bonus_step != 0) return false;
  if (rules_.bonus_forbidden_while_leading && IsLeading(player)) return false;
  // A bonus turn moves two cubes, so it needs two in Resources. ACC "Bonus Play": "On any move,
  // the next Mover may: Call 'bonus'", also when the turn leaves fewer than two cubes: the Force
  // Out then starts with the cube left (docs/rulings.md).
  return shake_.mat.resources.size() >= 2;
}

std::optional<std::string> Match::ChallengeInvalidity(int player, Challenge challenge) const {
  const Shake& s = shake_;
  const std::string before_goal =
      Cite(rules_, "VI-B (d)", "\"Procedure for Goal Setting\" 9", "\"Calling a challenge\"");
  const std::string yourself = "challenging yourself is invalid: you were the last Mover" +
                               Cite(rules_, "VI-B (a)", "\"Flubs\"", "\"Calling a challenge\"");
  switch (phase_) {
    case Phase::SettingGoal:
      return "a challenge before the Goal has been set is invalid" + before_goal;
    case Phase::NoGoalDeclared:
      if (challenge != Challenge::NoGoal)
        return "a challenge before the Goal has been set is invalid" + before_goal;
      if (player == s.goal_setter)
        return std::string("the Goal-setter cannot challenge their own \"no Goal\" (AGLOA VI-B)");
      return std::nullopt;
    case Phase::Moving:
      if (player == s.mover) return yourself;
      if (challenge == Challenge::Now) return NowSetAside(rules_, s.mat);
      return std::nullopt;
    case Phase::LastCube:
      if (challenge == Challenge::Now)
        return std::string(
            "a Now challenge against the player who moved the last cube is invalid "
            "(AGLOA VIII-B comment)");
      if (player == s.mover) return yourself;
      if (clock_ms_ >= 0 && s.task_start_ms >= 0 &&
          clock_ms_ - s.task_start_ms > 1000LL * rules_.time.decide_impossible)
        return std::string(
            "Impossible after the first minute for writing Equations is invalid "
            "(AGLOA VI-B (e), VIII-B)");
      return std::nullopt;
    case Phase::Cleanup:
      if (rules_.cleanup_challenges) {
        if (player == s.mover)
          return std::string("any player except the last Mover may call a flub during Cleanup");
        return std::nullopt;
      }
      return std::string(
          "a challenge after the players are told to stop is invalid (AGLOA VI-B "
          "(f))");
    case Phase::ForceOut:
      if (player == s.mover)
        return std::string(
            "during a Force Out only players other than the current Mover may "
            "call a flub (ACC \"Force Out\")");
      return std::nullopt;
    default:
      return std::string("no challenge can be made now");
  }
}

bool Match::BlockAvailable() const {
  switch (phase_) {
    case Phase::SettingGoal:
    case Phase::NoGoalDeclared:
    case Phase::LastCube:
    case Phase::Cleanup:
    case Phase::ForceOut:
      return true;
    case Phase::Moving:
      return shake_.bonus_step == 0;  // the Mover has completed the turn
    default:
      return false;
  }
}

bool Match::ChallengeAllowed(int player, Challenge challenge) const {
  if (player < 0 || player >= config_.players || !IsPlaying(player)) return false;
  if (challenge != Challenge::Now && challenge != Challenge::Impossible &&
      challenge != Challenge::NoGoal)
    return false;
  if (challenge == Challenge::NoGoal && phase_ != Phase::NoGoalDeclared) return false;
  if (challenge == Challenge::NoGoal && !rules_.no_goal_allowed) return false;
  if (!BlockAvailable()) return false;
  // An invalid challenge is something a player can do only where the rules penalize it (AGLOA
  // VI-B); where they merely set it aside (MLAG) or do not have it (ACC) it is refused.
  if (ChallengeInvalidity(player, challenge)) return rules_.penalties.invalid_challenge > 0;
  return true;
}

std::optional<std::string> Match::SimultaneousRefusal(const std::vector<int>& challengers,
                                                      Challenge challenge) const {
  if (!rules_.simultaneous_challenges)
    return std::string(
        "if both players challenge at the same time, the player with the flub ball in his hand "
        "is the Challenger (MLAG \"Calling a challenge\")");
  for (size_t i = 0; i < challengers.size(); ++i) {
    const int p = challengers[i];
    if (p < 0 || p >= config_.players) return "no player " + std::to_string(p) + " at this table";
    if (!IsPlaying(p)) return "player " + std::to_string(p) + " is absent from this shake";
    for (size_t j = 0; j < i; ++j)
      if (challengers[j] == p) return std::string("a player challenges only once");
    if (p == shake_.mover && phase_ != Phase::SettingGoal)
      return "the last Mover cannot be one of the Challengers" +
             Cite(rules_, "VI-B (a)", "\"Flubs\"", "\"Calling a challenge\"");
    if (!ChallengeAllowed(p, challenge))
      return "player " + std::to_string(p) + " cannot challenge now";
  }
  if (challengers.size() < 2) return std::string("simultaneous Challengers are two or more");
  // AGLOA VI-B: "in the opinion of the third player": someone besides the Challengers.
  int others = 0;
  for (int p = 0; p < config_.players; ++p)
    if (IsPlaying(p) && std::find(challengers.begin(), challengers.end(), p) == challengers.end())
      ++others;
  if (others == 0) return std::string("someone besides the Challengers must see the challenge");
  return std::nullopt;
}

std::vector<Action> Match::TableEvents() const {
  std::vector<Action> events;
  if (phase_ == Phase::MatchOver) return events;
  const int n = config_.players;
  // Simultaneous challenges: every group of two or more players who could each challenge, as
  // the lowest seat with the others (AGLOA VI-B, ACC "Challenges").
  std::vector<int> able;
  for (int p = 0; p < n; ++p)
    if (ChallengeAllowed(p, Challenge::Now) || ChallengeAllowed(p, Challenge::Impossible) ||
        ChallengeAllowed(p, Challenge::NoGoal))
      if (p != shake_.mover || phase_ == Phase::SettingGoal) able.push_back(p);
  if (rules_.simultaneous_challenges && able.size() >= 2 && able.size() <= 8) {
    for (unsigned mask = 0; mask < (1u << able.size()); ++mask) {
      std::vector<int> group;
      for (size_t i = 0; i < able.size(); ++i)
        if (mask & (1u << i)) group.push_back(able[i]);
      if (group.size() < 2) continue;
      for (Challenge c : {Challenge::Now, Challenge::Impossible, Challenge::NoGoal})
        if (!SimultaneousRefusal(group, c))
          events.push_back(SimultaneousChallengeAction(
              group[0], std::vector<int>(group.begin() + 1, group.end()), c));
    }
  }
  int present = 0;
  for (int p = 0; p < n; ++p) present += IsAbsent(p) ? 0 : 1;
  for (int p = 0; p < n; ++p) {
    if (IsAbsent(p)) {
      events.push_back(SimpleAction(ActionKind::Arrive, p));
      continue;
    }
    if (IsChanceNode() && present > 1) events.push_back(SimpleAction(ActionKind::Absent, p));
    if (rules_.penalties.misconduct > 0)
      events.push_back(SimpleAction(ActionKind::JudgePenalty, p));
  }
  return events;
}

Action Match::DrawChance(Random& random) const {
  Action action;
  if (phase_ == Phase::RollOff) {
    action.kind = ActionKind::RollOff;
    for (size_t i = 0; i < roll_off_.size(); ++i)
      action.faces.push_back(FacesOf(Color::Red)[random.Below(6)]);
  } else {
    action.kind = ActionKind::Roll;
    for (int i = 0; i < rules_.CubeCount(); ++i) {
      const Color color = kColors[i / rules_.cubes_per_color];
      Symbol face;
      do {
        face = FacesOf(color)[random.Below(6)];
      } while (std::find(rules_.rerolled_faces.begin(), rules_.rerolled_faces.end(), face) !=
               rules_.rerolled_faces.end());
      action.faces.push_back(face);
    }
  }
  return action;
}

std::vector<Action> Match::LegalActions() const {
  if (phase_ == Phase::MatchOver) return {};
  if (IsChanceNode()) {
    Random random = random_;
    std::vector<Action> actions;
    int present = 0;
    for (int p = 0; p < config_.players; ++p) present += IsAbsent(p) ? 0 : 1;
    // AGLOA I-A: a shake needs two players at the table.
    if (phase_ == Phase::RollOff || present >= rules_.min_players)
      actions.push_back(DrawChance(random));
    if (phase_ == Phase::Rolling && !time_called_)
      actions.push_back(SimpleAction(ActionKind::CallTime));
    return actions;
  }
  std::vector<Action> actions;
  const Shake& s = shake_;
  const int n = config_.players;
  // Each distinct cube in Resources once (equal cubes are interchangeable).
  std::vector<int> distinct;
  for (size_t i = 0; i < s.mat.resources.size(); ++i) {
    bool seen = false;
    for (int j : distinct) seen = seen || s.mat.resources[j] == s.mat.resources[i];
    if (!seen) distinct.push_back(static_cast<int>(i));
  }
  auto add_challenges = [&](std::initializer_list<Challenge> kinds) {
    for (int p = 0; p < n; ++p) {
      for (Challenge c : kinds)
        if (ChallengeAllowed(p, c)) actions.push_back(ChallengeAction(p, c));
      if (BlockAvailable() && rules_.penalties.no_challenge_stated > 0 && IsPlaying(p))
        actions.push_back(SimpleAction(ActionKind::PickUpBlock, p));
    }
  };
  switch (phase_) {
    case Phase::SelectingVariations:
      AddSelectionActions(actions);
      break;
    case Phase::SettingGoal: {
      const int setter = s.goal_setter;
      AddSelectionActions(actions);  // an illegal pick still pending may be pointed out
      if (s.bonus_step == 1) {
        for (int i : distinct) actions.push_back(MoveAction(setter, i, Section::Forbidden));
        break;
      }
      if (s.mat.goal.empty() && !s.bonus_used_by_goal_setter && BonusAllowed(setter))
        actions.push_back(SimpleAction(ActionKind::Bonus, setter));
      if (static_cast<int>(s.mat.goal.size()) <= rules_.goal_max_cubes && !s.mat.resources.empty())
        for (int i : distinct)
          for (bool gap : {false, true}) {
            if (gap && s.mat.goal.empty()) continue;
            Action a = SimpleAction(ActionKind::PlaceGoalCube, setter);
            a.cube = i;
            a.gap_before = gap;
            actions.push_back(a);
          }
      for (size_t from = 0; from < s.mat.goal.size(); ++from) {
        for (size_t to = 0; to < s.mat.goal.size(); ++to)
          if (from != to) {
            Action a = SimpleAction(ActionKind::ArrangeGoal, setter);
            a.cube = static_cast<int>(from);
            a.target = static_cast<int>(to);
            actions.push_back(a);
          }
        if (from > 0) {
          Action a = SimpleAction(ActionKind::SetGoalGap, setter);
          a.cube = static_cast<int>(from);
          a.gap_before = !s.mat.goal[from].gap_before;
          actions.push_back(a);
        }
        if (rules_.goal_cubes_may_return) {
          Action a = SimpleAction(ActionKind::ReturnGoalCube, setter);
          a.cube = static_cast<int>(from);
          actions.push_back(a);
        }
      }
      AddTurnActions(actions);
      if (!s.mat.goal.empty() && GoalRequirementMet(rules_, s.mat.goal))
        actions.push_back(SimpleAction(ActionKind::DeclareGoal, setter));
      if (rules_.no_goal_allowed && s.mat.goal.empty() && !s.bonus_used_by_goal_setter)
        actions.push_back(SimpleAction(ActionKind::DeclareNoGoal, setter));
      add_challenges({Challenge::Now, Challenge::Impossible});
      break;
    }
    case Phase::NoGoalDeclared:
      for (int p = 0; p < n; ++p)
        if (p != s.goal_setter && !s.agreed_no_goal[p])
          actions.push_back(SimpleAction(ActionKind::AgreeNoGoal, p));
      add_challenges({Challenge::NoGoal, Challenge::Now, Challenge::Impossible});
      break;
    case Phase::Moving: {
      const int p = s.to_move;
      const bool last_cube =
          rules_.last_cube == LastCubeProcedure::LastCube && s.mat.resources.size() == 1;
      if (s.bonus_step == 0 && BonusAllowed(p))
        actions.push_back(SimpleAction(ActionKind::Bonus, p));
      for (int i : distinct)
        for (Section section : {Section::Required, Section::Permitted, Section::Forbidden}) {
          if (s.bonus_step == 1 && section != Section::Forbidden) continue;
          if (last_cube && section == Section::Forbidden) continue;  // AGLOA VIII-A
          actions.push_back(MoveAction(p, i, section));
        }
      add_challenges({Challenge::Now, Challenge::Impossible});
      break;
    }
    case Phase::Challenged:
    case Phase::LastCube:
    case Phase::ForceOut:
    case Phase::Cleanup: {
      int next_to_side = -1;  // ACC: declarations go in turn order from the Mover's left
      for (int k = 1; k <= n && rules_.siding == SidingRule::EveryoneDeclares; ++k) {
        int p = (s.mover + k) % n;
        if (s.writing[p].must_side) {
          next_to_side = p;
          break;
        }
      }
      for (int p = 0; p < n; ++p) {
        const PlayerWriting& w = s.writing[p];
        if (w.must_side && (next_to_side < 0 || next_to_side == p))
          for (bool with_challenger : {true, false}) {
            Action a = SimpleAction(ActionKind::Side, p);
            a.with_challenger = with_challenger;
            actions.push_back(a);
          }
        if (w.may_present && !w.must_side) {
          actions.push_back(PresentAction(p, ""));
          actions.push_back(DeclineAction(p));
        }
      }
      if (phase_ != Phase::Challenged) add_challenges({Challenge::Now, Challenge::Impossible});
      break;
    }
    default:
      break;
  }
  if (!time_called_) actions.push_back(SimpleAction(ActionKind::CallTime));
  if (time_called_ && !stop_called_ && rules_.time.round_extra > 0)
    actions.push_back(SimpleAction(ActionKind::CallStop));
  return actions;
}

}  // namespace equations
