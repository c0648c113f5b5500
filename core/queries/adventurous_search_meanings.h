// The meanings of an operation cube in the Adventurous search (AGLOA XIII-A; Appendix A). Private
// to core/queries/adventurous_search.cpp.
#pragma once

#include <vector>

#include "core/language/arithmetic.h"
#include "core/language/operators.h"

namespace equations {

// The binary meanings of an operation cube under the variations in force (XIII-A-7, -9, -10,
// -12, -14; Appendix A), and what it may mean before one operand (AGLOA III-B-2; XIII-A-11, -13).
void OperationCubeMeanings(const Arithmetic& a, Symbol face, std::vector<Operator>& binary,
                           std::vector<Operator>& prefix);

}  // namespace equations
