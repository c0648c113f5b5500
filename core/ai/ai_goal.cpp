// The AI's Goals (AGLOA IV-B setting the Goal, IV-D "no Goal"; ACC "Procedure for Goal Setting";
// MLAG "Setting the Goal"): random legal Goals of the shapes a level uses, each judged with the
// solver (a Goal must have a Solution from what remains, or the next player challenges
// Impossible); the tournament level prefers the Goal whose shortest Solution found is longest.
#include <algorithm>
#include <set>

#include "core/ai/ai_state.h"
#include "core/base/utf8.h"
#include "core/judge/judge.h"

namespace equations {

namespace {

// Returns the shapes of Goals up to `max_cubes` cubes: the digit count of each numeral, with one
// operation sign between numerals ({2} is a two-digit numeral, {1, 1} is "digit sign digit").
std::vector<std::vector<int>> GoalShapes(const ArithmeticRules& rules, int max_cubes) {
  std::vector<std::vector<int>> shapes;
  std::vector<int> shape;
  auto grow = [&](auto&& self, int cubes) -> void {
    for (int digits = 1; digits <= rules.goal_numeral_max_digits; ++digits) {
      const int total = cubes + digits + (shape.empty() ? 0 : 1);
      if (total > max_cubes) break;
      shape.push_back(digits);
      if (total >= rules.goal_min_cubes) shapes.push_back(shape);
      self(self, total);
      shape.pop_back();
    }
  };
  grow(grow, 0);
  return shapes;
}

// Fills a shape with random faces taken from `faces`; returns nothing when they run out.
std::optional<std::vector<Symbol>> FillShape(const std::vector<int>& shape,
                                             std::vector<Symbol> faces, Random& random) {
  std::vector<Symbol> goal;
  auto take = [&](bool digit) -> bool {
    std::vector<int> fit;
    for (std::size_t i = 0; i < faces.size(); ++i)
      if (IsDigit(faces[i]) == digit) fit.push_back(static_cast<int>(i));
    if (fit.empty()) return false;
    const int pick = fit[random.Below(static_cast<int>(fit.size()))];
    goal.push_back(faces[pick]);
    faces.erase(faces.begin() + pick);
    return true;
  };
  for (std::size_t n = 0; n < shape.size(); ++n) {
    if (n > 0 && !take(false)) return std::nullopt;
    for (int d = 0; d < shape[n]; ++d)
      if (!take(true)) return std::nullopt;
  }
  return goal;
}

// Returns the mat with these faces as the Goal: the cubes already in the Goal stay, the others
// come from Resources. Nothing when Resources lack a face.
std::optional<Mat> MatWithGoal(const Mat& mat, const std::vector<Symbol>& faces) {
  Mat result = mat;
  for (std::size_t i = mat.goal.size(); i < faces.size(); ++i) {
    const int index = ResourceIndexOf(result, faces[i]);
    if (index < 0) return std::nullopt;
    result.goal.push_back(GoalCube{result.resources[index], false});
    result.resources.erase(result.resources.begin() + index);
  }
  return result;
}

// Returns the actions that lay out a Goal written "2x 3+5" (a space for each gap) and say "Goal",
// or nothing when one is refused.
std::vector<Action> PlaceLayout(const Match& match, int seat, const std::string& layout) {
  Match m = match.Clone();
  std::vector<Action> actions;
  bool gap = false;
  for (std::size_t i = 0; i < layout.size();) {
    if (layout[i] == ' ') {
      gap = true;
      ++i;
      continue;
    }
    const std::string_view character = Utf8CharacterAt(layout, i);
    const std::optional<Symbol> face = ParseSymbol(character);
    i += character.size();
    if (!face) return {};
    Action a = SimpleAction(ActionKind::PlaceGoalCube, seat);
    a.cube = ResourceIndexOf(m.shake().mat, *face);
    a.gap_before = gap && !m.shake().mat.goal.empty();
    gap = false;
    if (a.cube < 0 || m.Apply(a)) return {};
    actions.push_back(a);
  }
  const Action declare = SimpleAction(ActionKind::DeclareGoal, seat);
  if (actions.empty() || m.Apply(declare)) return {};
  actions.push_back(declare);
  return actions;
}

}  // namespace

void AiThinker::State::StartGoalSearch(int max_cubes, int candidates) {
  goal_search_started = true;
  const Mat& mat = match.shake().mat;
  const RuleSet& rules = match.rules();
  std::vector<Symbol> prefix;
  for (const GoalCube& g : mat.goal) prefix.push_back(g.cube.face);
  std::vector<Symbol> faces;
  for (const Cube& c : mat.resources) faces.push_back(c.face);
  for (Symbol f : prefix) faces.push_back(f);  // the placed cubes are part of what may be used
  const std::vector<std::vector<int>> shapes =
      GoalShapes(rules, std::min(max_cubes, rules.goal_max_cubes));
  std::set<std::vector<Symbol>> seen;
  for (int attempt = 0;
       attempt < 30 * candidates && static_cast<int>(goals.size()) < candidates && !shapes.empty();
       ++attempt) {
    const std::vector<int>& shape = shapes[random.Below(static_cast<int>(shapes.size()))];
    std::optional<std::vector<Symbol>> goal = FillShape(shape, faces, random);
    if (!goal || !std::equal(prefix.begin(), prefix.end(), goal->begin(),
                             goal->begin() + std::min(prefix.size(), goal->size())))
      continue;
    if (goal->size() < prefix.size() || !seen.insert(*goal).second) continue;
    std::optional<Mat> with_goal = MatWithGoal(mat, *goal);
    if (!with_goal) continue;
    if (!GoalIsLegal(rules, with_goal->goal)) continue;  // AGLOA IV-B
    goal_positions.Add(AiPosition(rules, *with_goal, false));
    goals.push_back(AiGoalCandidate{*goal, *with_goal});
  }
}

int AiThinker::State::AdvanceGoalSearch(std::uint64_t& budget, bool& finished) {
  Spend(budget, goal_positions.Advance(budget, &done_with));
  std::vector<int> found;
  for (std::size_t i = 0; i < goal_positions.items().size(); ++i)
    if (goal_positions.items()[i].possible().status() == SolveStatus::Found)
      found.push_back(static_cast<int>(i));
  finished = (!found.empty() && goal_positions.AtRoundEnd()) ||
             goal_positions.Exhausted(profile.max_probe) || give_up;
  if (!finished || found.empty()) return -1;
  if (!profile.hard_goals) return found[random.Below(static_cast<int>(found.size()))];
  // The hardest: the longest shortest Solution found, then the most Goal cubes.
  std::vector<int> best;
  int best_score = -1;
  for (int i : found) {
    const int score = 10 * SolutionCubeCount(*goal_positions.items()[i].possible().witness()) +
                      static_cast<int>(goals[i].faces.size());
    if (score > best_score) best.clear(), best_score = score;
    if (score == best_score) best.push_back(i);
  }
  return best[random.Below(static_cast<int>(best.size()))];
}

void AiThinker::State::StepGoal(std::uint64_t& budget) {
  const Shake& s = match.shake();
  if (s.bonus_step == 1) {
    // After "Bonus" a cube goes to Forbidden first (AGLOA IV-C).
    for (const Action& a : match.LegalActions())
      if (a.kind == ActionKind::MoveCube && a.player == seat)
        return Decide({a}, "the bonus cube to Forbidden");
  }
  if (stage == 0) {
    StartGoalSearch(profile.goal_max_cubes, profile.goal_candidates);
    stage = 1;
  }
  bool finished = false;
  int chosen = -1;
  if (stage == 1) {
    chosen = AdvanceGoalSearch(budget, finished);
    if (!finished) return;
    if (chosen < 0 && s.mat.goal.empty()) stage = 2;
  }
  if (stage == 2) {
    // No Goal of the level's shapes was found: ask the "no Goal" query, which tries every Goal.
    if (!AdvanceNoGoal(budget)) return;
    if (no_goal->status() == SolveStatus::Found) {
      std::vector<Action> actions = PlaceLayout(match, seat, *no_goal->Goal());
      if (!actions.empty())
        return Decide(std::move(actions),
                      "set the Goal " + *no_goal->Goal() + ": it has a Solution, for example " +
                          *no_goal->Witness(),
                      no_goal->Witness());
    }
  }
  auto legal = [&](ActionKind kind) {
    for (const Action& a : match.LegalActions())
      if (a.kind == kind && a.player == seat) return true;
    return false;
  };
  if (chosen >= 0) {
    // Place the cubes one by one, then say "Goal".
    Match m = match.Clone();
    std::vector<Action> actions;
    bool ok = true;
    for (std::size_t i = s.mat.goal.size(); i < goals[chosen].faces.size() && ok; ++i) {
      Action a = SimpleAction(ActionKind::PlaceGoalCube, seat);
      a.cube = ResourceIndexOf(m.shake().mat, goals[chosen].faces[i]);
      ok = a.cube >= 0 && !m.Apply(a);
      actions.push_back(a);
    }
    const Action declare = SimpleAction(ActionKind::DeclareGoal, seat);
    if (ok && !m.Apply(declare)) {
      actions.push_back(declare);
      const std::string& w = *goal_positions.items()[chosen].possible().witness();
      return Decide(std::move(actions),
                    "set the Goal " + GoalText(goals[chosen].mat.goal) +
                        ": it has a Solution, for example " + w,
                    w);
    }
  }
  if (legal(ActionKind::DeclareNoGoal))
    return Decide({SimpleAction(ActionKind::DeclareNoGoal, seat)},
                  "no Goal: no legal Goal with a Solution was found (AGLOA IV-D)");
  if (legal(ActionKind::DeclareGoal))
    return Decide({SimpleAction(ActionKind::DeclareGoal, seat)}, "say Goal");
  // No Goal with a Solution was found and "no Goal" is not allowed (MLAG): any digit as the Goal.
  for (const Action& a : match.LegalActions())
    if (a.kind == ActionKind::PlaceGoalCube && a.player == seat &&
        IsDigit(s.mat.resources[a.cube].face)) {
      Match m = match.Clone();
      m.Apply(a);
      const Action declare = SimpleAction(ActionKind::DeclareGoal, seat);
      if (!m.Apply(declare)) return Decide({a, declare}, "set a one-digit Goal");
    }
  for (const Action& a : match.LegalActions())
    if (a.player == seat && a.kind == ActionKind::PlaceGoalCube)
      return Decide({a}, "place a Goal cube");
  Wait("no Goal can be set");
}

}  // namespace equations
