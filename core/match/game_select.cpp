// Adventurous Equations in the match: the selection of variations after the roll (AGLOA II-B,
// XI-A-1-b), turned Goal cubes (XIII-A-1, -2; XIII-C-1, -2) and the arithmetic of the shake.
// Rulings: docs/rulings.md, "Adventurous Equations: the match".
#include <algorithm>

#include "core/base/names.h"
#include "core/match/game.h"

namespace equations {
namespace {

std::optional<ActionError> Error(std::string message) {
  return ActionError{std::move(message)};
}

AgloaDivision DivisionOf(const RuleSet& rules) {
  return ParseName(kAgloaDivisions, rules.division).value_or(AgloaDivision::Elementary);
}

bool InEffect(const std::vector<Variation>& variations, VariationKind kind) {
  return std::any_of(variations.begin(), variations.end(),
                     [kind](const Variation& v) { return v.kind == kind; });
}

}  // namespace

std::vector<Variation> Match::VariationsInEffect() const {
  if (!rules_.adventurous.enabled) return {};
  std::vector<Variation> in_effect = rules_.adventurous.always_in_effect;
  for (const Variation& v : shake_.variations)
    if (std::find(in_effect.begin(), in_effect.end(), v) == in_effect.end()) in_effect.push_back(v);
  return in_effect;
}

Expected<Arithmetic, std::string> Match::ShakeArithmetic() const {
  if (!rules_.adventurous.enabled) return BasicArithmetic(rules_);
  return CompileArithmetic(rules_, rules_.adventurous.school_year, shake_.variations);
}

std::vector<MatGoalCube> Match::MatGoal() const {
  if (!rules_.adventurous.enabled) return {};
  auto arithmetic = ShakeArithmetic();
  if (!arithmetic) return {};
  return MatGoalCubes(*arithmetic, shake_.mat.goal);
}

PickCount Match::PicksAllowed(int seat) const {
  int playing = 0;
  for (int p = 0; p < config_.players; ++p) playing += IsPlaying(p) ? 1 : 0;
  // II-B-3 counts the players of the match; a player absent for the shake (X-D) does not select,
  // so a three-player match with one absent selects as a two-player one (docs/rulings.md).
  return PicksFor(DivisionOf(rules_), playing, seat == shake_.goal_setter);
}

SelectionSetting Match::SelectionSettingFor() const {
  SelectionSetting setting;
  setting.division = DivisionOf(rules_);
  setting.year = rules_.adventurous.school_year;
  setting.players = 0;
  for (int p = 0; p < config_.players; ++p) setting.players += IsPlaying(p) ? 1 : 0;
  setting.goal_setter = shake_.goal_setter;
  // II-B: selections come before the Goal; all 24 cubes rolled count, wherever they lie now (a
  // pick made again after the Goal-setter began the Goal, docs/rulings.md).
  const Mat& mat = shake_.mat;
  for (const GoalCube& g : mat.goal) setting.resources.push_back(g.cube);
  for (Section section :
       {Section::Required, Section::Permitted, Section::Forbidden, Section::Resources})
    for (const Cube& c : mat.CubesIn(section)) setting.resources.push_back(c);
  setting.chosen = shake_.selection.chosen;
  return setting;
}

PickJudgement Match::JudgeSelection(int seat, const Variation& variation) const {
  if (!FactsOf(variation.kind).supported) {
    PickJudgement judgement;
    judgement.problem = PickProblem::NotSupported;
    judgement.reason = VariationTitle(variation) +
                       " is not offered in a match: the engine cannot judge its Equations yet";
    return judgement;
  }
  return JudgePick(SelectionSettingFor(), seat, variation);
}

void Match::StartSelectionTask(std::int64_t at_ms) {
  // XI-A-1-b: the 15 seconds do not begin until the minute for rolling is over; a player who
  // selects early leaves the rest of that minute to the next (II-B-1-b).
  StartTask(at_ms < 0 ? -1 : std::max(at_ms, shake_.selection.rolling_end_ms));
}

void Match::StartSelection(std::int64_t at_ms) {
  Selection& sel = shake_.selection;
  sel = Selection{};
  const int n = config_.players;
  for (int seat : SelectionOrder(n, shake_.goal_setter))
    if (IsPlaying(seat)) sel.order.push_back(seat);
  sel.picks_made.assign(n, 0);
  sel.failures.assign(n, 0);
  sel.done.assign(n, false);
  for (int p = 0; p < n; ++p) sel.done[p] = !IsPlaying(p);
  sel.rolling_end_ms = at_ms < 0 ? -1 : at_ms + 1000LL * rules_.time.roll_cubes;
  phase_ = Phase::SelectingVariations;
  NextPicker(at_ms);
}

void Match::NextPicker(std::int64_t at_ms) {
  Selection& sel = shake_.selection;
  if (sel.picker >= 0 && !sel.done[sel.picker]) return;
  while (sel.position < static_cast<int>(sel.order.size()) && sel.done[sel.order[sel.position]])
    ++sel.position;
  sel.picker = sel.position < static_cast<int>(sel.order.size()) ? sel.order[sel.position] : -1;
  if (sel.picker >= 0) {
    phase_ = Phase::SelectingVariations;
    StartSelectionTask(at_ms);
    return;
  }
  // Every player has selected: the Goal-setter sets the Goal (AGLOA II-B, IV).
  phase_ = Phase::SettingGoal;
  StartTask(at_ms);
}

void Match::IgnorePendingPick() {
  Selection& sel = shake_.selection;
  if (!sel.pending) return;
  // II-B-2: "not pointed out before the next player selects a legal variation or a legal Goal is
  // set": no penalty, and the pick is ignored for the shake.
  sel.ignored.push_back(Pick{sel.pending->seat, sel.pending->variation});
  sel.failures[sel.pending->seat] = 0;  // the pick stands (with no effect): a new pick follows
  sel.pending.reset();
}

void Match::SelectionTimeLost(std::int64_t at_ms) {
  // XI-A: after the second penalty the player "is not allowed to complete the task": no more
  // picks for them this shake.
  Selection& sel = shake_.selection;
  if (sel.picker >= 0) sel.done[sel.picker] = true;
  NextPicker(at_ms);
}

bool Match::MayPointOut(int player) const {
  const Selection& sel = shake_.selection;
  if (!sel.pending || player == sel.pending->seat || !IsPlaying(player)) return false;
  return phase_ == Phase::SelectingVariations || (phase_ == Phase::SettingGoal && !shake_.goal_set);
}

std::optional<ActionError> Match::StepSelect(const Action& action) {
  Selection& sel = shake_.selection;
  const int p = action.player;
  if (!rules_.adventurous.enabled)
    return Error("variations are selected in Adventurous Equations only (AGLOA II-B)");
  if (action.kind == ActionKind::PointOutPick) {
    if (!sel.pending) return Error("there is no illegal pick to point out (AGLOA II-B-2)");
    if (p == sel.pending->seat) return Error("another player points out an illegal pick");
    if (!MayPointOut(p)) return Error("the pick can no longer be pointed out (AGLOA II-B-2)");
    // II-B-2: "the player loses one point and must pick another variation. If, on the second
    // try, the player still does not select an appropriate variation, they lose another point
    // and may not pick a variation for that shake."
    const int seat = sel.pending->seat;
    sel.pending.reset();
    Penalize(seat, rules_.penalties.illegal_selection);
    --sel.picks_made[seat];
    if (++sel.failures[seat] >= 2) {
      sel.done[seat] = true;
      if (sel.picker == seat) sel.picker = -1;
      if (phase_ == Phase::SelectingVariations && sel.picker < 0) NextPicker(action.at_ms);
      return std::nullopt;
    }
    sel.done[seat] = false;
    sel.picker = seat;
    sel.must_pick_again = true;
    phase_ = Phase::SelectingVariations;
    StartSelectionTask(action.at_ms);
    return std::nullopt;
  }
  if (phase_ != Phase::SelectingVariations)
    return Error("variations are selected after the roll and before the Goal (AGLOA II-B)");
  if (p != sel.picker)
    return Error("it is player " + std::to_string(sel.picker) + "'s turn to select (AGLOA II-B-1)");
  const PickCount count = PicksAllowed(p);
  if (action.kind == ActionKind::EndSelection) {
    if (sel.picks_made[p] < count.least)
      return Error("you must select " + std::to_string(count.least) +
                   (count.least == 1 ? " variation" : " variations") + " (AGLOA II-B-3)");
    if (sel.must_pick_again)
      return Error("after an illegal pick you must pick another variation (AGLOA II-B-2)");
    sel.done[p] = true;
    NextPicker(action.at_ms);
    return std::nullopt;
  }
  const PickJudgement judgement = JudgeSelection(p, action.variation);
  if (judgement.problem == PickProblem::NotSupported) return Error(judgement.reason);
  // Only the last pick may be pointed out: the next pick, legal or not, ends the chance to point
  // out an earlier one (docs/rulings.md).
  IgnorePendingPick();
  if (judgement.legal()) {
    sel.chosen.push_back(Pick{p, action.variation});
    shake_.variations.push_back(action.variation);
    sel.failures[p] = 0;  // II-B-2's "second try" counts within one pick (docs/rulings.md)
  } else {
    sel.pending = PendingPick{p, action.variation, judgement};
  }
  sel.must_pick_again = false;
  ++sel.picks_made[p];
  if (sel.picks_made[p] >= count.most) {
    sel.done[p] = true;
    NextPicker(action.at_ms);
  }
  return std::nullopt;
}

std::optional<ActionError> Match::StepTurnGoalCube(const Action& action) {
  Shake& s = shake_;
  if (phase_ != Phase::SettingGoal) return Error("a Goal cube is turned while setting the Goal");
  if (action.player != s.goal_setter)
    return Error("only the Goal-setter (player " + std::to_string(s.goal_setter) +
                 ") handles the cubes now (AGLOA IV-A)");
  const std::vector<Variation> in_effect = VariationsInEffect();
  if (action.sideways && !InEffect(in_effect, VariationKind::Sideways))
    return Error("a cube lies sideways only with the Sideways variation (AGLOA XIII-A-1)");
  if (action.upside_down && !InEffect(in_effect, VariationKind::UpsideDown))
    return Error("a cube lies upside-down only with the Upside-down variation (AGLOA XIII-A-2)");
  if (action.sideways && action.upside_down)
    return Error(
        "a Goal cube may not be both sideways and upside-down (AGLOA XIII-A-2 comment (a))");
  if (action.cube < 0 || action.cube >= static_cast<int>(s.mat.goal.size()))
    return Error("no such place in the Goal");
  if (s.bonus_step == 1)
    return Error("after \"Bonus\" the first cube goes to Forbidden (AGLOA IV-C-1)");
  GoalCube& cube = s.mat.goal[action.cube];
  cube.sideways = action.sideways;
  cube.upside_down = action.upside_down;
  return std::nullopt;
}

void Match::AddSelectionActions(std::vector<Action>& actions) const {
  const Selection& sel = shake_.selection;
  if (phase_ == Phase::SelectingVariations && sel.picker >= 0) {
    const int p = sel.picker;
    const SelectionSetting setting = SelectionSettingFor();
    for (VariationKind kind : rules_.adventurous.selectable) {
      if (!FactsOf(kind).supported) continue;  // one the judge cannot judge (docs/rulings.md)
      std::vector<int> blanks = AllowedBlanks(setting.division, kind);
      if (blanks.empty()) blanks.push_back(0);
      for (int blank : blanks) {
        const Variation variation{kind, blank};
        if (JudgePick(setting, p, variation).legal()) actions.push_back(SelectAction(p, variation));
      }
    }
    const PickCount count = PicksAllowed(p);
    if (sel.picks_made[p] >= count.least && !sel.must_pick_again)
      actions.push_back(SimpleAction(ActionKind::EndSelection, p));
  }
  for (int q = 0; q < config_.players; ++q)
    if (MayPointOut(q)) actions.push_back(SimpleAction(ActionKind::PointOutPick, q));
}

void Match::AddTurnActions(std::vector<Action>& actions) const {
  const Shake& s = shake_;
  if (s.bonus_step == 1) return;
  const std::vector<Variation> in_effect = VariationsInEffect();
  const bool sideways = InEffect(in_effect, VariationKind::Sideways);
  const bool upside_down = InEffect(in_effect, VariationKind::UpsideDown);
  if (!sideways && !upside_down) return;
  for (size_t i = 0; i < s.mat.goal.size(); ++i) {
    const GoalCube& g = s.mat.goal[i];
    const int cube = static_cast<int>(i);
    if (g.sideways || g.upside_down)
      actions.push_back(TurnGoalCubeAction(s.goal_setter, cube, false, false));
    if (sideways && !g.sideways)
      actions.push_back(TurnGoalCubeAction(s.goal_setter, cube, true, false));
    if (upside_down && !g.upside_down)
      actions.push_back(TurnGoalCubeAction(s.goal_setter, cube, false, true));
  }
}

}  // namespace equations
