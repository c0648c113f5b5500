#include "core/api/request.h"
#include "core/api/request_variations.h"

#include "core/api/play_request.h"
#include "core/base/names.h"
#include "core/base/utf8.h"
#include "core/challenge24/deck.h"
#include "core/judge/checker.h"
#include "core/judge/goal.h"
#include "core/language/evaluate.h"
#include "core/language/parser.h"
#include "core/queries/solver_enumerate.h"
#include "core/queries/solver_equations.h"
#include "core/queries/solver_nogoal.h"

#include <array>
#include <cassert>
#include <exception>
#include <optional>
#include <utility>

namespace equations {

RequestAnswer Refuse(std::string message) {
  Json answer = Json::MakeObject();
  answer.Set("error", std::move(message));
  return RequestAnswer{std::move(answer), 2};
}

namespace {

// ---- characters ----------------------------------------------------------------------------

// Returns the length in bytes of the UTF-8 character starting at text[pos] (1 for a byte that does
// not start a well-formed sequence: such a byte is then reported as "not a cube face").
size_t CharacterLength(std::string_view text, size_t pos) {
  return Utf8CharacterAt(text, pos).size();
}

constexpr std::string_view kFacesHelp = "faces are 0-9 + - x ÷ ^ √";

// Calls add(symbol, gap_before) for each cube written in text; spaces separate cubes and mark
// gaps. Returns an error naming the field and the character position (from 1) of a bad character.
template <class Add>
Expected<bool, RequestError> ReadFaces(std::string_view field, std::string_view text, Add add) {
  bool gap = false;
  size_t position = 0;
  for (size_t pos = 0; pos < text.size();) {
    size_t length = CharacterLength(text, pos);
    std::string_view character = text.substr(pos, length);
    pos += length;
    ++position;
    if (character == " ") {
      gap = true;
      continue;
    }
    std::optional<Symbol> symbol = ParseSymbol(character);
    if (!symbol) {
      return MakeUnexpected(RequestError{"field \"" + std::string(field) + "\", character " +
                                         std::to_string(position) + ": " + QuoteJson(character) +
                                         " is not a cube face (" + std::string(kFacesHelp) + ")"});
    }
    add(*symbol, gap);
    gap = false;
  }
  return true;
}

// ---- colours -------------------------------------------------------------------------------

// Returns the first colour (red, blue, green, black) whose cube shows this face.
Color FacesOwner(Symbol symbol) {
  for (Color color : kColors) {
    for (Symbol face : FacesOf(color)) {
      if (face == symbol) return color;
    }
  }
  assert(false && "every symbol is on some cube");
  return Color::Red;
}

// Gives each cube a colour that shows its face, with at most cubes_per_color cubes of a colour
// (a bipartite matching by augmenting paths; at most 24 cubes). Returns false when the cubes
// cannot all exist together.
class ColorAssignment {
 public:
  ColorAssignment(const std::vector<Symbol>& faces, int cubes_per_color)
      : faces_(faces), capacity_(cubes_per_color), color_of_(faces.size(), -1) {}

  bool Assign() {
    for (size_t cube = 0; cube < faces_.size(); ++cube) {
      std::array<bool, 4> visited = {};
      if (!Augment(cube, visited)) return false;
    }
    return true;
  }
  Color ColorOf(size_t cube) const { return kColors[static_cast<size_t>(color_of_[cube])]; }

 private:
  static bool Shows(int color, Symbol symbol) {
    for (Symbol face : FacesOf(kColors[static_cast<size_t>(color)])) {
      if (face == symbol) return true;
    }
    return false;
  }

  bool Augment(size_t cube, std::array<bool, 4>& visited) {
    for (int color = 0; color < 4; ++color) {
      if (visited[static_cast<size_t>(color)] || !Shows(color, faces_[cube])) continue;
      visited[static_cast<size_t>(color)] = true;
      std::vector<size_t> holders;
      for (size_t other = 0; other < faces_.size(); ++other) {
        if (color_of_[other] == color) holders.push_back(other);
      }
      if (static_cast<int>(holders.size()) < capacity_) {
        color_of_[cube] = color;
        return true;
      }
      for (size_t holder : holders) {
        if (Augment(holder, visited)) {
          color_of_[cube] = color;
          return true;
        }
      }
    }
    return false;
  }

  const std::vector<Symbol>& faces_;
  int capacity_;
  std::vector<int> color_of_;
};

// ---- fields --------------------------------------------------------------------------------

struct Field {
  std::string_view name;
  bool required;
  bool integer = false;  // an integer; every other field is a string
  bool array = false;    // an array ("variations")
};

// check, goal, eval and solve also read the fields of Adventurous Equations
// (core/api/request_variations.h).
constexpr std::array<Field, 2> kAdventurousFields = {
    {{"variations", false, false, true}, {"school_year", false}}};

constexpr std::array<Field, 10> kCheckFields = {{{"rules", true},
                                                 {"division", false},
                                                 {"goal", false},
                                                 {"declaration", false},
                                                 {"required", false},
                                                 {"permitted", false},
                                                 {"forbidden", false},
                                                 {"resources", false},
                                                 {"challenge", true},
                                                 {"equation", true}}};
constexpr std::array<Field, 9> kGoalFields = {{{"rules", true},
                                               {"division", false},
                                               {"goal", true},
                                               {"declaration", false},
                                               {"required", false},
                                               {"permitted", false},
                                               {"forbidden", false},
                                               {"resources", false},
                                               {"challenge", false}}};
constexpr std::array<Field, 3> kEvalFields = {
    {{"rules", true}, {"division", false}, {"expression", true}}};
constexpr std::array<Field, 14> kSolveFields = {{{"rules", true},
                                                 {"division", false},
                                                 {"goal", false},
                                                 {"declaration", false},
                                                 {"required", false},
                                                 {"permitted", false},
                                                 {"forbidden", false},
                                                 {"resources", false},
                                                 {"challenge", false},
                                                 {"query", false},
                                                 {"limit", false, true},
                                                 {"budget", false, true},
                                                 {"max_cubes", false, true},
                                                 {"goal_cubes", false, true}}};

constexpr std::array<Field, 2> kDeckFields = {{{"deck", true}, {"seed", true, true}}};

template <size_t N>
std::string FieldList(const std::array<Field, N>& fields) {
  std::string list;
  for (const Field& field : fields) {
    if (!list.empty()) list += ", ";
    list += field.name;
  }
  for (const Field& field : kAdventurousFields) list += ", " + std::string(field.name);
  return list;
}

// Returns the command's field of that name, or an Adventurous one, or nullptr.
template <size_t N>
const Field* FindField(const std::array<Field, N>& fields, std::string_view name) {
  for (const Field& field : fields)
    if (field.name == name) return &field;
  for (const Field& field : kAdventurousFields)
    if (field.name == name) return &field;
  return nullptr;
}

// Checks that the request is an object whose members are all known string fields of the command
// and that every required field is there.
template <size_t N>
Expected<bool, RequestError> CheckFields(RequestCommand command, const Json& request,
                                         const std::array<Field, N>& fields) {
  std::string name(RequestCommandName(command));
  if (!request.IsObject()) {
    return MakeUnexpected(RequestError{"the request must be a JSON object, not " +
                                       std::string(JsonKindName(request.kind()))});
  }
  for (const JsonMember& member : request.AsObject()) {
    const Field* known = FindField(fields, member.key);
    if (!known) {
      return MakeUnexpected(RequestError{"unknown field " + QuoteJson(member.key) + " for the " +
                                         name + " command (its fields: " + FieldList(fields) +
                                         ")"});
    }
    const bool integer = known->integer;
    if (known->array ? !member.value.IsArray()
        : integer    ? !member.value.IsInteger()
                     : !member.value.IsString()) {
      return MakeUnexpected(RequestError{"field " + QuoteJson(member.key) + " must be " +
                                         (known->array ? "an array"
                                          : integer    ? "an integer"
                                                       : "a string") +
                                         ", not " +
                                         std::string(JsonKindName(member.value.kind()))});
    }
  }
  for (const Field& field : fields) {
    if (field.required && request.Find(field.name) == nullptr) {
      return MakeUnexpected(RequestError{"missing field \"" + std::string(field.name) +
                                         "\" for the " + name + " command"});
    }
  }
  return true;
}

// Returns the string field, or "" when it is absent. Precondition: CheckFields passed.
std::string_view Text(const Json& request, std::string_view field) {
  const Json* value = request.Find(field);
  return value == nullptr ? std::string_view() : std::string_view(value->AsString());
}

// Reads "rules" and "division". An absent division means the rule set's last (most advanced)
// division: see docs/rulings.md, "JSON requests".
Expected<RuleSet, RequestError> ReadRuleSet(const Json& request) {
  std::string_view name = Text(request, "rules");
  std::string division(Text(request, "division"));
  if (request.Find("division") == nullptr) {
    std::vector<std::string> divisions = DivisionsOf(name);
    if (!divisions.empty()) division = divisions.back();
  }
  Expected<RuleSet, std::string> rules = FindRuleSet(name, division);
  if (!rules) return MakeUnexpected(RequestError{rules.error()});
  return std::move(rules).value();
}

Expected<bool, RequestError> CheckLength(const Json& request, std::string_view field) {
  std::string_view text = Text(request, field);
  // CharacterCount: core/language/parser.h.
  if (static_cast<size_t>(CharacterCount(text)) > kMaxExpressionCharacters) {
    return MakeUnexpected(RequestError{"field \"" + std::string(field) + "\" is longer than " +
                                       std::to_string(kMaxExpressionCharacters) + " characters"});
  }
  size_t faces = 0;
  for (size_t pos = 0; pos < text.size();) {
    size_t length = CharacterLength(text, pos);
    if (ParseSymbol(text.substr(pos, length))) ++faces;
    pos += length;
  }
  if (faces > kMaxExpressionFaces) {
    return MakeUnexpected(
        RequestError{"field \"" + std::string(field) + "\" has " + std::to_string(faces) +
                     " digits and operation signs; at most " + std::to_string(kMaxExpressionFaces) +
                     " are read (an Equation uses at most the 24 cubes on the table)"});
  }
  return true;
}

// Reads the cube fields of a check or goal request into a Mat, giving the cubes colours.
Expected<Mat, RequestError> ReadMat(const Json& request, const RuleSet& rules) {
  Mat mat;
  auto goal = ReadGoal(Text(request, "goal"));
  if (!goal) return MakeUnexpected(goal.error());
  mat.goal = std::move(goal).value();
  // ACC "Goal": the grouping the Goal Setter declared ("4-(2+1)"); refused where the rules take
  // none, or when it does not fit the Goal.
  if (std::string_view declaration = Text(request, "declaration"); !declaration.empty()) {
    if (mat.goal.empty())
      return MakeUnexpected(RequestError{"field \"declaration\" needs a \"goal\" to declare"});
    auto declared = ReadGoalDeclaration(rules, mat.goal, declaration);
    if (!declared)
      return MakeUnexpected(RequestError{"field \"declaration\": " + declared.error()});
    mat.goal_declaration = std::string(declaration);
  }
  constexpr std::array<std::pair<std::string_view, Section>, 4> kSectionFields = {
      {{"required", Section::Required},
       {"permitted", Section::Permitted},
       {"forbidden", Section::Forbidden},
       {"resources", Section::Resources}}};
  for (const auto& [field, section] : kSectionFields) {
    auto cubes = ReadCubes(field, Text(request, field));
    if (!cubes) return MakeUnexpected(cubes.error());
    mat.CubesIn(section) = std::move(cubes).value();
  }
  if (mat.CubeCount() > rules.CubeCount()) {
    return MakeUnexpected(RequestError{"the request has " + std::to_string(mat.CubeCount()) +
                                       " cubes; the " + rules.name_text + " rules play with " +
                                       std::to_string(rules.CubeCount())});
  }
  // Recolour every cube so that the mat could exist with the rule set's cubes.
  std::vector<Symbol> faces;
  for (const GoalCube& cube : mat.goal) faces.push_back(cube.cube.face);
  for (Section section : kSections) {
    if (section == Section::Goal) continue;
    for (const Cube& cube : mat.CubesIn(section)) faces.push_back(cube.face);
  }
  ColorAssignment colors(faces, rules.cubes_per_color);
  if (!colors.Assign()) {
    return MakeUnexpected(RequestError{"these cubes cannot all be on the table at once: the " +
                                       rules.name_text + " rules have " +
                                       std::to_string(rules.cubes_per_color) +
                                       " cubes of each colour (red 0 1 2 3 + -, blue "
                                       "0 1 2 3 x ÷, green 4 5 6 ^ x -, black 7 8 9 √ + ÷)"});
  }
  size_t index = 0;
  for (GoalCube& cube : mat.goal) cube.cube.color = colors.ColorOf(index++);
  for (Section section : kSections) {
    if (section == Section::Goal) continue;
    for (Cube& cube : mat.CubesIn(section)) cube.color = colors.ColorOf(index++);
  }
  return mat;
}

// Refuses a request whose "variations" or "school_year" cannot be read, or that selects a
// variation: no command applies them yet, and none judges them as Basic Equations.
std::optional<RequestAnswer> RefuseVariations(RequestCommand command, const Json& request,
                                              const RuleSet& rules) {
  auto variations = ReadVariations(request, rules);
  if (!variations) return Refuse(variations.error().message);
  if (!variations->selected.empty())
    return Refuse(
        VariationsNotSupported(RequestCommandName(command), variations->selected).message);
  return std::nullopt;
}

// ---- commands ------------------------------------------------------------------------------

constexpr NameTable<Verdict, 3> kVerdictNames = {{{Verdict::Correct, "correct"},
                                                  {Verdict::Incorrect, "incorrect"},
                                                  {Verdict::Unchecked, "unchecked"}}};

std::string_view VerdictName(Verdict verdict) {
  return NameOf(kVerdictNames, verdict);
}

// Reads what every mat command begins with: its fields checked, the rule set, and a refusal of
// variations the command does not apply yet. Returns the rule set, or the answer refusing.
template <std::size_t N>
Expected<RuleSet, RequestAnswer> ReadCommandFields(RequestCommand command, const Json& request,
                                                   const std::array<Field, N>& fields) {
  if (auto ok = CheckFields(command, request, fields); !ok)
    return MakeUnexpected(Refuse(ok.error().message));
  auto rules = ReadRuleSet(request);
  if (!rules) return MakeUnexpected(Refuse(rules.error().message));
  if (auto refused = RefuseVariations(command, request, *rules)) return MakeUnexpected(*refused);
  return std::move(rules).value();
}

RequestAnswer AnswerCheck(const Json& request) {
  auto rules = ReadCommandFields(RequestCommand::Check, request, kCheckFields);
  if (!rules) return rules.error();
  Expected<Challenge, std::string> challenge = ParseChallengeKey(Text(request, "challenge"));
  if (!challenge) return Refuse("field \"challenge\": " + challenge.error());
  auto mat = ReadMat(request, *rules);
  if (!mat) return Refuse(mat.error().message);
  if (auto ok = CheckLength(request, "equation"); !ok) return Refuse(ok.error().message);
  // After a "no Goal" challenge the writer sets the Goal from Resources (AGLOA IV-D-2); after any
  // other challenge there is a Goal on the mat.
  if (*challenge == Challenge::NoGoal && !mat->goal.empty()) {
    return Refuse(
        "field \"goal\" must be empty after a nogoal challenge: the writer sets the Goal");
  }
  if (*challenge != Challenge::NoGoal && mat->goal.empty()) {
    return Refuse("field \"goal\" is needed: after a " + std::string(ChallengeKey(*challenge)) +
                  " challenge the Goal is on the mat");
  }
  std::string_view equation = Text(request, "equation");
  Json answer = Json::MakeObject();
  Json reasons = Json::MakeArray();
  // AGLOA VI-A-2-a, MLAG "Now": an invalid Now is set aside, and no Equation is judged after it.
  if (std::optional<std::string> set_aside;
      *challenge == Challenge::Now && (set_aside = NowSetAside(*rules, *mat))) {
    answer.Set("correct", false);
    answer.Set("verdict", "incorrect");
    reasons.Push("no Equation is judged: " + *set_aside);
    answer.Set("reasons", std::move(reasons));
    answer.Set("goal_value", nullptr);
    answer.Set("solution_value", nullptr);
    return RequestAnswer{std::move(answer), 0};
  }
  Expected<CheckResult, ParseError> result = CheckEquation(*rules, *mat, *challenge, equation);
  if (!result) {
    // An Equation that cannot be read is an incorrect Equation, not a bad request.
    answer.Set("correct", false);
    answer.Set("verdict", "incorrect");
    reasons.Push("the Equation cannot be read: " + result.error().message);
    answer.Set("reasons", std::move(reasons));
    answer.Set("goal_value", nullptr);
    answer.Set("solution_value", nullptr);
    return RequestAnswer{std::move(answer), 0};
  }
  for (const Reason& reason : result->reasons) reasons.Push(reason.text);
  auto value_or_null = [](const std::string& value) {
    return value.empty() ? Json() : Json(value);
  };
  answer.Set("correct", result->correct());
  answer.Set("verdict", VerdictName(result->verdict));
  answer.Set("reasons", std::move(reasons));
  answer.Set("goal_value", value_or_null(result->goal_value));
  answer.Set("solution_value", value_or_null(result->solution_value));
  return RequestAnswer{std::move(answer), 0};
}

RequestAnswer AnswerGoal(const Json& request) {
  auto rules = ReadCommandFields(RequestCommand::Goal, request, kGoalFields);
  if (!rules) return rules.error();
  if (request.Find("challenge") != nullptr) {
    Expected<Challenge, std::string> challenge = ParseChallengeKey(Text(request, "challenge"));
    if (!challenge) return Refuse("field \"challenge\": " + challenge.error());
  }
  auto mat = ReadMat(request, *rules);
  if (!mat) return Refuse(mat.error().message);
  GoalReport report = ValidateGoal(*rules, mat->goal, mat->goal_declaration);
  Json answer = Json::MakeObject();
  answer.Set("legal", report.legal);
  Json reasons = Json::MakeArray();
  for (const std::string& reason : report.reasons) reasons.Push(reason);
  answer.Set("reasons", std::move(reasons));
  Json interpretations = Json::MakeArray();
  Json other_groupings = Json::MakeArray();
  for (const GoalInterpretation& interpretation : report.interpretations) {
    Json entry = Json::MakeObject();
    entry.Set("text", interpretation.text);
    if (interpretation.status == GoalReadingStatus::Legal && interpretation.value) {
      entry.Set("value", interpretation.value->ToString());
      interpretations.Push(std::move(entry));
    } else {
      entry.Set("why", interpretation.why);
      other_groupings.Push(std::move(entry));
    }
  }
  answer.Set("interpretations", std::move(interpretations));
  // The groupings the spacing allows that name no number the rules allow, or cannot be checked.
  answer.Set("other_groupings", std::move(other_groupings));
  if (report.truncated) answer.Set("truncated", true);
  return RequestAnswer{std::move(answer), 0};
}

RequestAnswer AnswerEval(const Json& request) {
  auto rules = ReadCommandFields(RequestCommand::Eval, request, kEvalFields);
  if (!rules) return rules.error();
  if (auto ok = CheckLength(request, "expression"); !ok) return Refuse(ok.error().message);
  Expected<Number, std::string> value = EvaluateText(*rules, Text(request, "expression"));
  Json answer = Json::MakeObject();
  answer.Set("ok", value.has_value());
  if (value) {
    answer.Set("value", value->ToString());
  } else {
    answer.Set("error", value.error());
  }
  return RequestAnswer{std::move(answer), 0};
}

// ---- solve ---------------------------------------------------------------------------------

// Reads an integer field in [low, high], or `absent` when the field is not there.
Expected<std::int64_t, RequestError> ReadInteger(const Json& request, std::string_view field,
                                                 std::int64_t low, std::int64_t high,
                                                 std::int64_t absent) {
  const Json* value = request.Find(field);
  if (value == nullptr) return absent;
  std::int64_t number = value->AsInteger();
  if (number < low || number > high)
    return MakeUnexpected(RequestError{"field \"" + std::string(field) + "\" must be from " +
                                       std::to_string(low) + " to " + std::to_string(high) +
                                       ", not " + std::to_string(number)});
  return number;
}

Json TextOrNull(const std::optional<std::string>& text) {
  return text ? Json(*text) : Json();
}

// true / false when decided, null when the budget ran out first.
Json Decided(SolveStatus status) {
  return status == SolveStatus::Unfinished ? Json() : Json(status == SolveStatus::Found);
}

RequestAnswer AnswerSolve(const Json& request) {
  auto rules = ReadCommandFields(RequestCommand::Solve, request, kSolveFields);
  if (!rules) return rules.error();
  std::optional<Challenge> challenge;
  if (request.Find("challenge") != nullptr) {
    Expected<Challenge, std::string> read = ParseChallengeKey(Text(request, "challenge"));
    if (!read) return Refuse("field \"challenge\": " + read.error());
    challenge = *read;
  }
  std::string_view query = request.Find("query") ? Text(request, "query") : "verdicts";
  if (query != "verdicts" && query != "nogoal" && query != "enumerate" && query != "goals")
    return Refuse("field \"query\": " + QuoteJson(query) +
                  " is not a query (queries: verdicts, nogoal, enumerate, goals)");
  auto mat = ReadMat(request, *rules);
  if (!mat) return Refuse(mat.error().message);
  const bool sets_goal = query == "nogoal" || query == "goals";
  if (sets_goal && !mat->goal.empty())
    return Refuse("field \"goal\" must be empty for the " + std::string(query) +
                  " query: it asks which Goal could be set");
  if (!sets_goal && mat->goal.empty())
    return Refuse("field \"goal\" is needed for the " + std::string(query) + " query");
  auto budget = ReadInteger(request, "budget", 1, 1000000000000, 5000000);
  auto limit = ReadInteger(request, "limit", 1, 1000, 10);
  auto max_cubes = ReadInteger(request, "max_cubes", 0, 24, query == "goals" ? 5 : 0);
  auto goal_cubes = ReadInteger(request, "goal_cubes", 1, rules->goal_max_cubes,
                                std::min(3, rules->goal_max_cubes));
  for (const auto* read : {&budget, &limit, &max_cubes, &goal_cubes})
    if (!*read) return Refuse(read->error().message);
  const auto nodes = static_cast<std::uint64_t>(*budget);

  Json answer = Json::MakeObject();
  if (query == "verdicts") {
    // The Now search is done with before the Possible one starts, so the two never hold their
    // memory at once.
    std::optional<EquationsSearch> now(std::in_place, *rules, *mat, SolverQuery::Now);
    now->Run(nodes);
    std::uint64_t used = now->stats().nodes;
    bool memory_full = now->stats().memory_full;
    SolveStatus now_status = now->status();
    std::optional<std::string> now_witness = now->Witness();
    now.reset();
    std::optional<std::string> possible_witness = now_witness;
    SolveStatus possible = now_status;
    // AGLOA VI-A-2-a, MLAG "Now": an invalid Now is set aside, so no Solution is correct after it
    // (the search above still answers Possible).
    const std::optional<std::string> now_set_aside = NowSetAside(*rules, *mat);
    if (now_set_aside) {
      now_status = SolveStatus::NotFound;
      now_witness.reset();
    }
    // A Now Solution is also a Solution after Impossible. With no more Resources than a Now
    // Solution may take (AGLOA VII-B-3-e), the two searches look at the same Solutions, so the
    // Now answer is the Possible one (a second search would do the same work again).
    const bool same_search =
        static_cast<int>(mat->resources.size()) <= rules->now_max_resources_cubes;
    if (possible != SolveStatus::Found && !same_search) {
      EquationsSearch search(*rules, *mat, SolverQuery::Possible);
      possible = search.Run(nodes);
      possible_witness = search.Witness();
      used += search.stats().nodes;
      memory_full = memory_full || search.stats().memory_full;
    }
    answer.Set("now", Decided(now_status));
    answer.Set("possible", Decided(possible));
    answer.Set("now_witness", TextOrNull(now_witness));
    answer.Set("possible_witness", TextOrNull(possible_witness));
    if (now_set_aside) answer.Set("now_set_aside", *now_set_aside);
    // Only when it happened: a search stopped at the solver's memory ceiling (its verdict is null).
    if (memory_full) answer.Set("memory_full", true);
    answer.Set("nodes", used);
  } else if (query == "nogoal") {
    NoGoalAnswer result = SolveNoGoal(*rules, *mat, nodes);
    answer.Set("goal_possible", Decided(result.status));
    answer.Set("goal", TextOrNull(result.goal));
    answer.Set("witness", TextOrNull(result.witness));
    answer.Set("nodes", result.nodes);
  } else if (query == "enumerate") {
    EnumerateOptions options;
    options.limit = static_cast<std::size_t>(*limit);
    options.max_cubes = static_cast<int>(*max_cubes);
    SolverQuery solver_query =
        challenge == Challenge::Now ? SolverQuery::Now : SolverQuery::Possible;
    EnumerateResult result = EnumerateSolutions(*rules, *mat, solver_query, options, nodes);
    Json solutions = Json::MakeArray();
    for (const EnumeratedSolution& solution : result.solutions) {
      Json entry = Json::MakeObject();
      entry.Set("equation", solution.equation);
      entry.Set("cubes", solution.cubes);
      solutions.Push(std::move(entry));
    }
    answer.Set("solutions", std::move(solutions));
    answer.Set("status", result.status == EnumerateStatus::Complete       ? "complete"
                         : result.status == EnumerateStatus::LimitReached ? "limit"
                                                                          : "budget");
    answer.Set("nodes", result.nodes);
  } else {
    SuggestOptions options;
    options.limit = static_cast<std::size_t>(*limit);
    options.max_solution_cubes = static_cast<int>(*max_cubes);
    options.max_goal_cubes = static_cast<int>(*goal_cubes);
    SuggestResult result = SuggestGoals(*rules, *mat, options, nodes);
    Json goals = Json::MakeArray();
    for (const GoalSuggestion& suggestion : result.goals) {
      Json entry = Json::MakeObject();
      entry.Set("goal", suggestion.goal);
      entry.Set("interpretation", suggestion.reading);
      entry.Set("value", suggestion.value.ToString());
      entry.Set("solutions", static_cast<std::uint64_t>(suggestion.solutions));
      goals.Push(std::move(entry));
    }
    answer.Set("goals", std::move(goals));
    answer.Set("complete", result.complete);
    answer.Set("nodes", result.nodes);
  }
  return RequestAnswer{std::move(answer), 0};
}

// ---- deck (the 24 Challenge) -----------------------------------------------------------------

// One line per card face, in deck order: the rounds 1-4 of core/challenge24/deck.h RoundFaces.
RequestAnswer AnswerDeck(const Json& request) {
  if (auto ok = CheckFields(RequestCommand::Deck, request, kDeckFields); !ok)
    return Refuse(ok.error().message);
  std::optional<challenge24::DeckPlan> plan = challenge24::ParseDeckPlan(Text(request, "deck"));
  if (!plan)
    return Refuse("field \"deck\" must be \"single-digits\", \"double-digits\" or \"mixed\", not " +
                  QuoteJson(Text(request, "deck")));
  auto seed = ReadInteger(request, "seed", 0, INT64_MAX, 0);
  if (!seed) return Refuse(seed.error().message);
  Json faces = Json::MakeArray();
  for (int round = 1; round <= 4; ++round) {
    auto played = challenge24::RoundFaces(*plan, static_cast<std::uint64_t>(*seed), round);
    if (!played) return Refuse("the deck could not be made: " + played.error());
    for (const challenge24::Face& face : *played) {
      Json entry = Json::MakeObject();
      Json numbers = Json::MakeArray();
      for (int number : face.face.numbers) numbers.Push(number);
      entry.Set("numbers", std::move(numbers));
      entry.Set("dots", face.dots);
      entry.Set("side", challenge24::SideName(face.side));
      entry.Set("card", face.card);
      entry.Set("round", round);
      entry.Set("deck", challenge24::DeckPlanName(face.kind == challenge24::DeckKind::SingleDigits
                                                      ? challenge24::DeckPlan::SingleDigits
                                                      : challenge24::DeckPlan::DoubleDigits));
      entry.Set("solutions", face.face.solutions);
      entry.Set("fractions_needed", face.face.fractions_needed);
      entry.Set("solution", face.face.solution);
      faces.Push(std::move(entry));
    }
  }
  Json answer = Json::MakeObject();
  answer.Set("faces", std::move(faces));
  return RequestAnswer{std::move(answer), 0};
}

}  // namespace

namespace {

// {} -> {"rule_sets":[{"name":"agloa","divisions":["elementary",...]},...]}
RequestAnswer AnswerRuleSets(const Json& request) {
  if (!request.IsObject() || !request.AsObject().empty())
    return Refuse("the rules command takes an empty object: {}");
  Json sets = Json::MakeArray();
  for (std::string_view name : {"agloa", "acc", "mlag"}) {
    Json divisions = Json::MakeArray();
    for (const std::string& division : DivisionsOf(name)) divisions.Push(division);
    Json set = Json::MakeObject();
    set.Set("name", name);
    set.Set("divisions", std::move(divisions));
    sets.Push(std::move(set));
  }
  Json answer = Json::MakeObject();
  answer.Set("rule_sets", std::move(sets));
  return RequestAnswer{std::move(answer), 0};
}

// The commands, one row each: the CLI, the JavaScript API and the error messages read this table.
struct CommandRow {
  RequestCommand command;
  std::string_view name;
  RequestAnswer (*answer)(const Json& request);
};
constexpr std::array<CommandRow, 8> kCommands = {{
    {RequestCommand::Check, "check", &AnswerCheck},
    {RequestCommand::Goal, "goal", &AnswerGoal},
    {RequestCommand::Eval, "eval", &AnswerEval},
    {RequestCommand::Solve, "solve", &AnswerSolve},
    {RequestCommand::RuleSets, "rules", &AnswerRuleSets},
    {RequestCommand::Games, "games", &AnswerGames},
    {RequestCommand::Play, "play", &AnswerPlay},
    {RequestCommand::Deck, "deck", &AnswerDeck},
}};

}  // namespace

std::optional<RequestCommand> ParseRequestCommand(std::string_view name) {
  for (const CommandRow& row : kCommands)
    if (row.name == name) return row.command;
  return std::nullopt;
}

std::string RequestCommandList() {
  std::string list;
  for (const CommandRow& row : kCommands)
    list += (list.empty() ? "" : ", ") + std::string(row.name);
  return list;
}

std::string_view RequestCommandName(RequestCommand command) {
  for (const CommandRow& row : kCommands)
    if (row.command == command) return row.name;
  return "?";
}

Expected<std::vector<Cube>, RequestError> ReadCubes(std::string_view field, std::string_view text) {
  std::vector<Cube> cubes;
  auto read = ReadFaces(field, text, [&](Symbol symbol, bool) {
    cubes.push_back(Cube{FacesOwner(symbol), symbol});
  });
  if (!read) return MakeUnexpected(read.error());
  return cubes;
}

Expected<std::vector<GoalCube>, RequestError> ReadGoal(std::string_view text) {
  std::vector<GoalCube> goal;
  auto read = ReadFaces("goal", text, [&](Symbol symbol, bool gap) {
    goal.push_back(GoalCube{Cube{FacesOwner(symbol), symbol}, gap && !goal.empty()});
  });
  if (!read) return MakeUnexpected(read.error());
  return goal;
}

RequestAnswer AnswerParsedRequest(RequestCommand command, const Json& request) {
  // The engine reports errors as values; this guard only keeps a bug (an exception from a
  // library, std::bad_alloc) from escaping the API: it becomes an answer with exit code 3.
  try {
    for (const CommandRow& row : kCommands)
      if (row.command == command) return row.answer(request);
  } catch (const std::exception& error) {
    RequestAnswer answer = Refuse(std::string("internal error: ") + error.what());
    answer.exit_code = 3;
    return answer;
  } catch (...) {
    RequestAnswer answer = Refuse("internal error");
    answer.exit_code = 3;
    return answer;
  }
  return Refuse("unknown command");
}

RequestAnswer AnswerRequest(RequestCommand command, std::string_view request_text) {
  if (request_text.size() > kMaxRequestBytes) {
    return Refuse("the request is longer than " + std::to_string(kMaxRequestBytes) + " bytes");
  }
  Expected<Json, JsonError> request = ParseJson(request_text);
  if (!request) return Refuse("malformed JSON: " + request.error().Message());
  return AnswerParsedRequest(command, request.value());
}

RequestAnswer AnswerRequest(std::string_view command, std::string_view request_text) {
  std::optional<RequestCommand> parsed = ParseRequestCommand(command);
  if (!parsed) {
    return Refuse("unknown command " + QuoteJson(command) + " (commands: " + RequestCommandList() +
                  ")");
  }
  return AnswerRequest(*parsed, request_text);
}

}  // namespace equations
