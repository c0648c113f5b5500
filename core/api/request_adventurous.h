// The answers of goal and check when the request selects Adventurous variations
// (core/api/request_variations.h reads them), and the arithmetic eval applies: the same answer
// shapes as Basic Equations, judged by core/judge/adventurous.h. The "goal" field then takes the
// mat notation of shared/notes/adventurous.md section 8 (<sw>, <ud>, 'd, %, rem), and "equation"
// and "expression" its typed notation.
#pragma once

#include "core/api/request.h"
#include "core/api/request_variations.h"
#include "core/base/json.h"
#include "core/language/arithmetic.h"
#include "core/rules/rules.h"

namespace equations {

// The arithmetic of the shake the request selects, or the refusal of Imaginary and Log.
Expected<Arithmetic, RequestAnswer> CompileRequestArithmetic(const RuleSet& rules,
                                                             const RequestedVariations& variations);
RequestAnswer AnswerAdventurousGoal(const Json& request, const RuleSet& rules,
                                    const RequestedVariations& variations);
RequestAnswer AnswerAdventurousCheck(const Json& request, const RuleSet& rules,
                                     const RequestedVariations& variations);

}  // namespace equations
