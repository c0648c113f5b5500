// Number games other than Equations as instances of the general solver (core/solver/solver.h): the
// 24 game (four cards, + - x ÷, every card used once, make 24) and the Countdown numbers game (six
// numbers, + - x ÷, any of them used at most once, every step a positive whole number).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/rules/arithmetic_rules.h"
#include "core/solver/solver.h"

namespace equations {

// Returns the problem of a 24-game hand: all four cards, any of + - x ÷ (unlimited), exact
// rational arithmetic (8÷(3-(8÷3)) = 24 counts), the value `target`.
SolverProblem TwentyFourProblem(const ArithmeticRules& rules, std::array<int, 4> cards,
                                int target = 24);

// Returns the problem of a Countdown numbers round: any of the numbers (each once), any of
// + - x ÷, every step a positive whole number, the value `target`.
SolverProblem CountdownProblem(const ArithmeticRules& rules, const std::vector<int>& numbers,
                               int target);

}  // namespace equations
