// What the answers of the JSON requests share (core/api/request.h): the fields of each command
// and their checks, the rule set, the cubes of a mat, and the start every mat command makes. One
// file per command answers it: request_check.cpp, request_goal.cpp, request_eval.cpp,
// request_solve.cpp; request.cpp holds the command table.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/api/request.h"
#include "core/api/request_variations.h"
#include "core/base/json.h"
#include "core/judge/adventurous.h"
#include "core/judge/judge.h"
#include "core/language/arithmetic.h"
#include "core/rules/mat.h"
#include "core/rules/rules.h"

namespace equations {

// ---- fields --------------------------------------------------------------------------------

struct Field {
  std::string_view name;
  bool required;
  bool integer = false;  // an integer; every other field is a string
  bool array = false;    // an array ("variations")
};

// check, goal, eval and solve also read the fields of Adventurous Equations
// (core/api/request_variations.h).
inline constexpr std::array<Field, 3> kAdventurousFields = {
    {{"play", false}, {"variations", false, false, true}, {"school_year", false}}};

inline constexpr std::array<Field, 10> kCheckFields = {{{"rules", true},
                                                        {"division", false},
                                                        {"goal", false},
                                                        {"declaration", false},
                                                        {"required", false},
                                                        {"permitted", false},
                                                        {"forbidden", false},
                                                        {"resources", false},
                                                        {"challenge", true},
                                                        {"equation", true}}};
inline constexpr std::array<Field, 9> kGoalFields = {{{"rules", true},
                                                      {"division", false},
                                                      {"goal", true},
                                                      {"declaration", false},
                                                      {"required", false},
                                                      {"permitted", false},
                                                      {"forbidden", false},
                                                      {"resources", false},
                                                      {"challenge", false}}};
inline constexpr std::array<Field, 3> kEvalFields = {
    {{"rules", true}, {"division", false}, {"expression", true}}};
inline constexpr std::array<Field, 14> kSolveFields = {{{"rules", true},
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

inline constexpr std::array<Field, 2> kDeckFields = {{{"deck", true}, {"seed", true, true}}};

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
std::string_view Text(const Json& request, std::string_view field);
// Reads "rules" and "division". An absent division means the rule set's last (most advanced)
// division: see docs/rulings.md, "JSON requests".
Expected<RuleSet, RequestError> ReadRuleSet(const Json& request);
// Refuses a text field longer than the limits of core/api/request.h.
Expected<bool, RequestError> CheckLength(const Json& request, std::string_view field);
// Reads the cube fields of a check or goal request into a Mat, giving the cubes colours.
Expected<Mat, RequestError> ReadMat(const Json& request, const RuleSet& rules);

// What every mat command begins with: the rule set, and the arithmetic of the shake the request
// asks about, read once: Basic Equations, or Adventurous Equations with the variations in force.
struct CommandStart {
  RuleSet rules;
  Arithmetic arithmetic;
  // The request plays Adventurous Equations ("play", or a variation selected): its "goal" field
  // is in the mat notation of shared/notes/adventurous.md section 8 (<sw>, <ud>, 'd, %, rem).
  bool adventurous = false;
};
// Reads the rule set, "play", "school_year" and "variations" of a request whose fields passed
// CheckFields. Refused: what ReadVariations refuses, and variations in force for solve, which
// does not apply them yet (it never judges them as Basic Equations).
Expected<CommandStart, RequestAnswer> StartCommand(RequestCommand command, const Json& request);
// Reads the mat of a check or goal request as the judge reads it: the Goal's cubes (in the mat
// notation under Adventurous Equations), the sections and the declaration.
Expected<AdventurousMat, RequestError> ReadJudgedMat(const Json& request,
                                                     const CommandStart& start);
std::string_view VerdictName(Verdict verdict);
// Reads an integer field in [low, high], or `absent` when the field is not there.
Expected<std::int64_t, RequestError> ReadInteger(const Json& request, std::string_view field,
                                                 std::int64_t low, std::int64_t high,
                                                 std::int64_t absent);

// Reads what every mat command begins with: its fields checked, then StartCommand.
template <std::size_t N>
Expected<CommandStart, RequestAnswer> ReadCommandFields(RequestCommand command, const Json& request,
                                                        const std::array<Field, N>& fields) {
  if (auto ok = CheckFields(command, request, fields); !ok)
    return MakeUnexpected(Refuse(ok.error().message));
  return StartCommand(command, request);
}

// The answers of the commands, one file each.
RequestAnswer AnswerCheck(const Json& request);
RequestAnswer AnswerGoal(const Json& request);
RequestAnswer AnswerEval(const Json& request);
RequestAnswer AnswerSolve(const Json& request);

}  // namespace equations
