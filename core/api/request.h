// The JSON request API: one JSON request in, one JSON answer out, for each command of the
// `equations` command-line tool and of the JavaScript package (wasm/).
//
//   check  {"rules":"agloa","division":"middle","goal":"2x 3+5","required":"5",
//           "permitted":"x 3 +","forbidden":"7","resources":"0 1 + -","challenge":"now",
//           "equation":"(5x3)+1 = 2x(3+5)"}
//          -> {"correct":true,"verdict":"correct","reasons":[],"goal_value":"16",
//              "solution_value":"16"}
//          verdict: correct | incorrect | unchecked (too large to check); reasons: every reason
//          the checker gives (core/judge/checker.h); a value that does not exist is null. An
//          Equation that cannot be read is incorrect, with the reason and its column. A Now that
//          is set aside (AGLOA VI-A-2-a) judges no Equation: incorrect, with that one reason.
//          "declaration" (check, goal, solve): the grouping an ACC Goal Setter declared with the
//          Goal, "4-(2+1)" (core/judge/adventurous.h ReadGoalDeclaration); refused when it does not
//          fit.
//   goal   the same request without "equation" ("challenge" optional, not used)
//          -> {"legal":bool,"reasons":[...],"interpretations":[{"text":"(2x3)+5","value":"11"}],
//              "other_groupings":[{"text":"8÷0","why":"..."}]} (+ "truncated":true, rarely)
//   eval   {"rules":"mlag","division":"senior","expression":"3÷4-(2x3)÷4"}
//          -> {"ok":true,"value":"-3/4"} or {"ok":false,"error":"..."}
//   solve  the goal request, and "query" (default "verdicts"), "budget" (solver nodes per search,
//          default 5000000), for enumerate and goals "limit" (default 10, at most 1000),
//          "max_cubes" (the largest Solution counted), for goals "goal_cubes" (default 3):
//          verdicts -> {"now":bool,"possible":bool,"now_witness":"..."|null,
//                       "possible_witness":"..."|null,"nodes":N} (+ "now_set_aside":"why" when
//                       a Now challenge would be set aside: then now is false)
//          nogoal   (no "goal") -> {"goal_possible":bool,"goal":"2x 3+5"|null,
//                                   "witness":"Solution = Goal"|null,"nodes":N}
//          enumerate -> {"solutions":[{"equation":"4+3 = 7","cubes":3}],
//                        "status":"complete"|"limit"|"budget","nodes":N}
//                       (Now's cubes when "challenge" is "now", else Possible's)
//          goals    (no "goal") -> {"goals":[{"goal":"26","interpretation":"26","value":"26",
//                                    "solutions":1}],"complete":bool,"nodes":N}
//          A verdict is null when the budget ran out before it was decided (never a guess), or
//          when its search filled the solver's memory ceiling ("memory_full":true is added).
//   deck   {"deck":"single-digits"|"double-digits"|"mixed","seed":N} (the 24 Challenge,
//          core/challenge24/deck.h) -> {"faces":[{"numbers":[4,7,8,8],"dots":2,"side":"red",
//          "card":17,"round":1,"deck":"single-digits","solutions":5,"fractions_needed":false,
//          "solution":"..."}]}: the 192 faces of rounds 1-4 in the order they are played
//
// "division" may be left out: the rule set's last division is meant. A request that cannot be
// read (malformed JSON, an unknown field, a wrong type, an unknown rule set, division or
// challenge, a character that is not a cube face, cubes the rule set does not have, a request
// over the limits below) is answered {"error":"..."} alone, saying what and where, with exit code
// 2. Cubes are written as their face characters (0-9 + - x ÷ ^ √, and the spellings
// core/rules/cube.h ParseSymbol accepts); spaces inside "goal" are the physical gaps the
// Goal-setter left (AGLOA IV-B-2), spaces elsewhere only separate cubes. After a "nogoal" challenge
// there is no "goal": the writer sets it (AGLOA IV-D-2). Rulings: docs/rulings.md, "JSON requests".
// check, goal, eval and solve also take "variations" and "school_year" (request_variations.h).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/expected.h"
#include "core/base/json.h"
#include "core/rules/mat.h"
#include "core/rules/rules.h"

namespace equations {

enum class RequestCommand { Check, Goal, Eval, Solve, RuleSets, Games, Play, Deck };

// Returns the command named "check", "goal", "eval", "solve", "rules" (the rule sets and their
// divisions), "games", "play" (those two: core/api/play_request.h) or "deck" (the 24 Challenge
// decks), or nothing otherwise.
std::optional<RequestCommand> ParseRequestCommand(std::string_view name);
std::string_view RequestCommandName(RequestCommand command);
// Returns the command names, comma-separated, for messages: "check, goal, ...".
std::string RequestCommandList();

// A request that could not be read: the message says what is wrong and where.
struct RequestError {
  std::string message;
};

// Reads cubes written as face characters ("x 3", "x3"); spaces only separate. `field` names the
// request field in error messages. Each cube gets a colour that shows its face.
Expected<std::vector<Cube>, RequestError> ReadCubes(std::string_view field, std::string_view text);
// Reads a Goal written as face characters, a run of spaces being one physical gap ("2x 3+5").
Expected<std::vector<GoalCube>, RequestError> ReadGoal(std::string_view text);

struct RequestAnswer {
  Json answer;  // always a JSON object
  // 0: answered; 2: the request was refused and answer is {"error":"..."}; 3: an internal error
  // (a bug: an exception escaped the engine), answer is {"error":"internal error: ..."}.
  int exit_code = 0;
};

// Returns the answer that refuses a request: {"error": message}, exit code 2.
RequestAnswer Refuse(std::string message);

// Answers one request given as JSON text. Never throws; no input makes it assert.
RequestAnswer AnswerRequest(RequestCommand command, std::string_view request_text);
// Answers one request already parsed.
RequestAnswer AnswerParsedRequest(RequestCommand command, const Json& request);
// Answers a command given by name; an unknown name is refused like a bad request.
RequestAnswer AnswerRequest(std::string_view command, std::string_view request_text);

// Limits on a request, so that no request can make the engine run for long (refused beyond).
inline constexpr std::size_t kMaxRequestBytes = 1 << 20;
inline constexpr std::size_t kMaxExpressionCharacters = 256;  // "equation" and "expression"
inline constexpr std::size_t kMaxExpressionFaces = 48;        // their digits and operation signs

}  // namespace equations
