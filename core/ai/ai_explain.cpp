// Hints and explanations (core/ai/ai_explain.h).
#include "core/ai/ai_explain.h"

#include <algorithm>

#include "core/ai/ai.h"
#include "core/ai/ai_position.h"
#include "core/judge/judge.h"
#include "core/queries/solver_equations.h"
#include "core/queries/solver_nogoal.h"

namespace equations {

namespace {

std::string Capitalized(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 32);
  return text;
}

// Returns the faces of a section, "3 7 +", or "none".
std::string FacesText(const std::vector<Cube>& cubes) {
  std::string text;
  for (const Cube& c : cubes) text += (text.empty() ? "" : " ") + std::string(SymbolText(c.face));
  return text.empty() ? "none" : text;
}

}  // namespace

// ---- hints ----

HintThinker::HintThinker(const Match& match, int seat, std::uint64_t seed)
    : thinker_(match, seat, AiLevel::Tournament, seed),
      unsupported_(AiUnsupported(match).has_value()) {}

std::optional<AiHint> HintThinker::Think(std::uint64_t max_nodes) {
  std::optional<Action> action = thinker_.Think(max_nodes);
  if (!thinker_.Done()) return std::nullopt;
  AiHint hint;
  hint.action = action;
  hint.plan = thinker_.Plan();
  hint.text = action ? Capitalized(thinker_.note().text)
                     : "Nothing to do now: " + thinker_.note().text + ".";
  if (unsupported_) hint.text = "No hint: " + thinker_.note().text + ".";
  return hint;
}

// ---- explanations ----

std::string Explanation::Text() const {
  std::string text;
  for (const std::string& line : lines) text += (text.empty() ? "" : " ") + line;
  return text;
}

struct Explainer::State {
  ArithmeticRules rules;
  Mat mat;
  std::uint64_t left = 0;
  std::uint64_t spent = 0;  // of the budgets Think was given
  int stage = 0;
  Explanation result;
  std::optional<AiProbe> probe;
  std::unique_ptr<NoGoalSearch> no_goal;
  std::vector<std::pair<Symbol, AiProbe>> culprits;
  std::size_t culprit_at = 0;
  bool done = false;
  std::string outcome;  // added after the explanation, once (set_outcome)

  // Runs the probe within `budget`; returns true when it has an answer or the budget is over.
  bool RunProbe(std::uint64_t& budget) {
    const std::uint64_t used = probe->RunTo(probe->spent() + std::min(budget, left));
    budget -= std::min(budget, used);
    left -= std::min(left, used);
    return probe->status() != SolveStatus::Unfinished || left == 0;
  }
  void Unproven(const std::string& what) {
    result.proven = false;
    result.lines.push_back(probe.has_value() && probe->memory_full()
                               ? "This position is too large for the solver: its search filled "
                                 "the memory it may use before it could say whether " +
                                     what + "."
                               : "The solver ran out of time before it could say whether " + what +
                                     ".");
    done = true;
  }
  std::string Name(Challenge c) const { return std::string(rules.ChallengeName(c)); }
  void Step(std::uint64_t& budget);
  void ExplainNoSolution();
};

void Explainer::State::Step(std::uint64_t& budget) {
  const Challenge c = result.challenge;
  switch (stage) {
    case 0:
      if (c == Challenge::NoGoal) {
        no_goal = std::make_unique<NoGoalSearch>(rules, mat);
        stage = 10;
      } else if (c == Challenge::Now) {
        probe.emplace(rules, mat, SolverQuery::Now);
        stage = 1;
      } else {
        probe.emplace(rules, mat, SolverQuery::Possible);
        stage = 2;
      }
      return;
    case 1:  // Now: a Solution with every Required cube and at most one from Resources
      if (!RunProbe(budget)) return;
      if (probe->status() == SolveStatus::Unfinished) return Unproven("a Now Solution exists");
      if (probe->status() == SolveStatus::Found) {
        result.solution_exists = true;
        result.solution = probe->witness();
        result.lines.push_back(Name(Challenge::Now) + " was correct: " + *probe->witness() +
                               " uses every Required cube, Permitted cubes as needed and at most "
                               "one cube from Resources" +
                               Cite(rules, "VI-A-2, VII-B-3-e", "\"Flubs\"", "\"Now\"") + ".");
        done = true;
        return;
      }
      result.lines.push_back(
          "No Solution uses every Required cube with at most one cube from "
          "Resources, so " +
          Name(Challenge::Now) + " was not correct" +
          Cite(rules, "VII-B-3-e", "\"Flubs\"", "\"Writing and checking\"") + ".");
      probe.emplace(rules, mat, SolverQuery::Possible);
      stage = 2;
      return;
    case 2:  // any Solution, Resources counting as Permitted
      if (!RunProbe(budget)) return;
      if (probe->status() == SolveStatus::Unfinished) return Unproven("any Solution exists");
      if (probe->status() == SolveStatus::Found) {
        if (c == Challenge::Now) {
          result.lines.push_back(
              "With more cubes from Resources there is a Solution, for "
              "example " +
              *probe->witness() + ", so the position was not " + Name(Challenge::Impossible) +
              " either.");
        } else {
          result.solution_exists = true;
          result.solution = probe->witness();
          result.lines.push_back((c == Challenge::Impossible
                                      ? "A Solution exists, so the position was not " +
                                            Name(Challenge::Impossible) + ": "
                                      : std::string("A correct Equation: ")) +
                                 *probe->witness() + ".");
        }
        done = true;
        return;
      }
      result.lines.push_back(
          c == Challenge::Impossible
              ? "No Solution exists, so " + Name(Challenge::Impossible) + " was correct" +
                    Cite(rules, "VI-A-1", "\"Flubs\"", "\"Impossible\"") + "."
              : "No Solution exists at all: the position was " + Name(Challenge::Impossible) + ".");
      stage = 3;
      return;
    case 3: {
      // Why none: the Goal itself, then each Required cube, then every arrangement.
      if (!mat.goal.empty()) {
        const GoalJudgement report = JudgeGoal(rules, mat);
        if (report.interpretations.empty()) {
          std::string why;
          for (const std::string& r : report.reasons) why += (why.empty() ? "" : "; ") + r;
          result.lines.push_back("The Goal " + GoalText(mat.goal) +
                                 " has no legal interpretation, so no Equation can be correct" +
                                 (why.empty() ? std::string(".") : ": " + why + "."));
          done = true;
          return;
        }
      }
      std::vector<Symbol> seen;
      for (std::size_t i = 0; i < mat.required.size(); ++i) {
        const Symbol face = mat.required[i].face;
        if (std::find(seen.begin(), seen.end(), face) != seen.end()) continue;
        seen.push_back(face);
        Mat without = mat;
        without.permitted.push_back(without.required[i]);
        without.required.erase(without.required.begin() + i);
        culprits.emplace_back(face, AiProbe(rules, without, SolverQuery::Possible));
      }
      stage = 4;
      return;
    }
    case 4:
      while (culprit_at < culprits.size()) {
        AiProbe& p = culprits[culprit_at].second;
        const std::uint64_t cap = 2000000;  // per Required cube
        if (p.status() == SolveStatus::Unfinished && p.spent() < cap && left > 0) {
          if (budget == 0) return;
          const std::uint64_t used = p.RunTo(std::min(cap, p.spent() + std::min(budget, left)));
          budget -= std::min(budget, used);
          left -= std::min(left, used);
          continue;
        }
        if (p.status() == SolveStatus::Found) {
          const std::string face(SymbolText(culprits[culprit_at].first));
          result.blocking_required.push_back(face);
          result.lines.push_back("The Required " + face +
                                 " makes every Solution impossible: every Solution must use it" +
                                 Cite(rules, "VII-B-3-b", "\"Move\"", "\"Writing and checking\"") +
                                 ", and without it " + *p.witness() + " would be one.");
        }
        ++culprit_at;
      }
      if (result.blocking_required.empty()) ExplainNoSolution();
      done = true;
      return;
    case 10:  // "no Goal": can a Goal with a Solution be set?
    {
      const std::uint64_t before = no_goal->nodes();
      no_goal->Run(std::min(budget, left));
      const std::uint64_t used = std::max<std::uint64_t>(1, no_goal->nodes() - before);
      budget -= std::min(budget, used);
      left -= std::min(left, used);
      if (no_goal->status() == SolveStatus::Unfinished && left > 0) return;
      if (no_goal->status() == SolveStatus::Unfinished)
        return Unproven("a Goal with a Solution can be set");
      if (no_goal->status() == SolveStatus::Found) {
        result.solution_exists = true;
        result.goal = no_goal->Goal();
        result.solution = no_goal->Witness();
        result.lines.push_back("A Goal with a Solution could be set: the Goal " + *no_goal->Goal() +
                               " with " + *no_goal->Witness() + ", so \"no Goal\" was not correct" +
                               Cite(rules, "IV-D", "\"No-Goal Flub\"", "\"Setting the Goal\"") +
                               ".");
      } else {
        result.lines.push_back(
            "No legal Goal with a Solution can be made from these cubes ("
            "the solver tried every Goal): \"no Goal\" was correct" +
            Cite(rules, "IV-D", "\"No-Goal Flub\"", "\"Setting the Goal\"") + ".");
      }
      done = true;
      return;
    }
    default:
      done = true;
  }
}

void Explainer::State::ExplainNoSolution() {
  std::vector<std::string> goal_texts;
  const SolverProblem problem = EquationsProblem(rules, mat, SolverQuery::Possible, &goal_texts);
  std::string values;
  for (std::size_t i = 0; i < problem.targets.size(); ++i)
    values += (values.empty() ? "" : ", ") + goal_texts[i] + " = " + problem.targets[i].ToString();
  result.lines.push_back(
      "The solver tried every arrangement of the cubes that may be used "
      "(Required: " +
      FacesText(mat.required) + "; Permitted: " + FacesText(mat.permitted) + "; Resources: " +
      FacesText(mat.resources) + ") and none of them names the Goal's value (" + values + ").");
}

Explainer::Explainer(const ArithmeticRules& rules, const Mat& mat, Challenge challenge,
                     std::uint64_t max_nodes_total)
    : state_(std::make_unique<State>()) {
  state_->rules = rules;
  state_->mat = mat;
  state_->left = max_nodes_total;
  state_->result.challenge = challenge;
}
Explainer::~Explainer() = default;
Explainer::Explainer(Explainer&&) noexcept = default;
Explainer& Explainer::operator=(Explainer&&) noexcept = default;

std::optional<Explanation> Explainer::Think(std::uint64_t max_nodes) {
  const std::uint64_t given = std::max<std::uint64_t>(1, max_nodes);
  std::uint64_t budget = given;
  while (!state_->done && budget > 0) state_->Step(budget);
  state_->spent += given - budget;
  if (!state_->done) return std::nullopt;
  if (!state_->outcome.empty()) {
    state_->result.lines.push_back(state_->outcome);
    state_->outcome.clear();
  }
  return state_->result;
}
void Explainer::set_outcome(std::string line) {
  state_->outcome = std::move(line);
}

std::string ChallengeOutcomeText(const ArithmeticRules& rules, const ShakeRecord& shake) {
  if (shake.end != ShakeEnd::Challenge ||
      (shake.challenge != Challenge::Now && shake.challenge != Challenge::Impossible))
    return {};
  const int challenger = shake.challenger, mover = shake.mover;
  const int players = static_cast<int>(shake.writing.size());
  if (challenger < 0 || mover < 0 || challenger >= players || mover >= players ||
      static_cast<int>(shake.points.size()) < players ||
      shake.penalties.size() < shake.points.size())
    return {};
  // After Now the Challenger must write; after Impossible the Mover must (AGLOA VII-A).
  const bool now = shake.challenge == Challenge::Now;
  const int writer = now ? challenger : mover, other = now ? mover : challenger;
  const auto who = [&](int p) {
    return "player " + std::to_string(p) + (p == challenger ? " (the Challenger)" : " (the Mover)");
  };
  const auto scores = [&](int p) {
    const int points =
        shake.points[static_cast<std::size_t>(p)] - shake.penalties[static_cast<std::size_t>(p)];
    return (points >= 0 ? "+" : "") + std::to_string(points);
  };
  const Writing& written = shake.writing[static_cast<std::size_t>(writer)].writing;
  const std::string name(rules.ChallengeName(shake.challenge));
  std::string line = "The points follow the Equations presented, not the position" +
                     Cite(rules, "X-A", "\"Scoring\"", "\"Scoring\"") + ": " + who(writer) +
                     " had to write after " + name + " and ";
  if (written.presented && written.correct)
    return line + "presented a correct Equation, so " + who(writer) + " was correct and scores " +
           scores(writer) + ", and " + who(other) + " scores " + scores(other) + ".";
  line += written.presented ? "presented an incorrect Equation" : "presented none";
  return line + ", so " + who(other) + " was correct and scores " + scores(other) + ", and " +
         who(writer) + " scores " + scores(writer) + ".";
}
bool Explainer::Done() const {
  return state_->done;
}
std::uint64_t Explainer::operations() const {
  return state_->spent;
}

Expected<Match, std::string> MatchToExplain(const Match& match, std::size_t index) {
  if (auto why = AiUnsupported(match)) return MakeUnexpected(*why);
  auto replay = Match::Create(match.rules(), match.config());
  if (!replay) return replay;
  Match m = std::move(*replay);
  std::optional<Match> found;
  Phase phase = m.phase();
  for (const Action& action : match.history()) {
    if (auto error = m.Apply(action)) return MakeUnexpected(error->message);
    const bool explainable = IsWritingPhase(m.phase()) || m.phase() == Phase::NoGoalDeclared;
    if (m.shakes().size() == index && explainable && m.phase() != phase) found = m;
    if (m.shakes().size() > index) break;
    phase = m.phase();
  }
  if (!found)
    return MakeUnexpected("shake " + std::to_string(index + 1) +
                          " had no challenge, \"no Goal\" or Equations to explain");
  return *found;
}

Expected<Explainer, std::string> ExplainShake(const Match& match, std::size_t index) {
  auto m = MatchToExplain(match, index);
  if (!m) return MakeUnexpected(m.error());
  const Challenge challenge =
      m->phase() == Phase::NoGoalDeclared ? Challenge::NoGoal : m->shake().challenge;
  Explainer explainer(m->rules(), m->shake().mat, challenge);
  if (index < match.shakes().size())
    explainer.set_outcome(ChallengeOutcomeText(match.rules(), match.shakes()[index]));
  return explainer;
}

}  // namespace equations
