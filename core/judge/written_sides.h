// What both sides of a written Equation say before they are read: the text trimmed, the integer
// a side names when it is only that ("-5" included, for the ACC written Goal given as its value),
// and the faces typed, for matching a side to the Goal on the mat when it cannot be read.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/numbers/number.h"
#include "core/rules/cube.h"

namespace equations {

std::string TrimmedText(std::string_view text);

// The integer a side names when it is written as a bare integer, a leading minus included (ACC
// "Math clarifications": the written Goal may be the Goal's value, which may be negative).
std::optional<Number> IntegerText(std::string_view text);

// The faces of the text as typed, skipping spaces and grouping symbols; a character that is no
// face gives a list that matches no Goal.
std::vector<Symbol> RawFaces(std::string_view text);

}  // namespace equations
