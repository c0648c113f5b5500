// The reading layer of Adventurous Equations: an expression in the typed notation of
// shared/notes/adventurous.md section 8 read into a run of tokens (operands carrying their cube's
// orientation and wild meaning, prefix, postfix and binary operators from core/language/
// operators.h), and every reading of that run under AGLOA VII-B-6 with its exact value.
//
//   <sw> <ud> <sw,ud>  the cube just before lies sideways, upside-down, both (XIII-A-1, -2)
//   <wc>               the token comes from the wild cube (XIII-A-3, XIII-C-3)
//   <pobN>             a one-digit 1 standing for m^N (XIII-B-10)
//   <op>               ^ or √ as an operation, not a digit (base 11, 12: XIII-C-5)
//   T E                the ^ cube as digit ten, the √ cube as digit eleven (XIII-C-5)
//   'd                 digit d of the exponent colour as an exponent (XIII-B-9)
//   '(d!)              that exponent with factorials on it alone: 4'(3!) = 4^(3!) (XIII-B-9 (b))
//   ! . %              factorial, decimal point, percent (XIII-A-4, -15, -14)
//   rem lcm gcf        remainder (sideways ÷), LCM (√), GCF (^) (XIII-A-7, -9, -10)
//   log                "a log b" = log_b a, the sideways ÷ in Senior with Log (XIII-D-13)
//   x with no operand on its left: Number of Factors or Smallest Prime (XIII-A-11, -13)
//   + is the average when Average is in force (XIII-A-12)
//   i i<ud>            the sideways - as i, upside-down as -i (XIII-D-11); a numeral, a group or
//                      another i next to it multiplies it, and that product (written or with an
//                      x next to the i) binds before every other operation
//   [expr]@(v)         the grouped power or root takes its root v (XIII-D-11, Appendix A)
//
// In a Solution (Reading::Written) the defaults of VII-B-6-b bind: a prefix takes the operand
// behind it and a postfix the operand in front, and when both claim one operand every order is a
// reading (VII-B-6-c). In a Goal on the mat (Reading::Goal) a prefix may take any run the gaps
// allow (VII-B-6 Note), and an exponent binds to the numeral in front of it (XIII-C-9).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/expected.h"
#include "core/language/arithmetic.h"
#include "core/language/equation_text.h"
#include "core/language/evaluate.h"
#include "core/language/operators.h"
#include "core/language/real_value.h"

namespace equations {

// One cube a written token uses (AGLOA VII-B-3; adventurous.md section 3.4).
struct CubeUse {
  Symbol face = Symbol::Digit0;
  bool wild = false;       // written with <wc>: the wild cube standing for `face`'s meaning
  bool operation = false;  // used as an operation (Multiple Operations may repeat it)
  bool sideways = false;
  bool upside_down = false;
  bool exponent = false;  // a digit used as an exponent ('d)
  std::string written;    // as written: "3", "rem", "T"
  int column = 0;
};

enum class TokenRole { Operand, Prefix, Postfix, Binary };

// The grouping symbols ( ) [ ] { }, each closed by its own partner (AGLOA III-A comment (a)).
enum class Bracket { None, Parenthesis, Square, Brace };

struct ReadChain;

struct ReadToken {
  TokenRole role = TokenRole::Operand;
  Operator op = Operator::Add;  // Prefix, Postfix, Binary
  int exponent = 0;             // Postfix Exponent: the digit
  int exponent_factorials = 0;  // Postfix Exponent "'(3!)": factorials on the digit (XIII-B-9 (b))
  // Operand: a numeral's value, or a group.
  Number value;
  std::vector<ReadChain> group;     // one element for a group
  Bracket bracket = Bracket::None;  // around the group
  std::string undefined;            // non-empty when the operand names no number: "0<sw>: ..."
  std::string text;                 // as printed in readings: "12", "3<sw>", "(2+3)"
  int digits = 0;                   // digits of a numeral (not counting a decimal point)
  bool decimal = false;             // the numeral has a decimal point
  bool loose_before = false;        // Goal on the mat: a gap before or after the sign
  bool loose_after = false;
  int column = 0;
  std::vector<CubeUse> cubes;  // the cubes it uses, in order
  // Imaginary (XIII-D-11): an operand i (or -i, upside-down), which in a Goal on the mat is
  // either (comment (c)); a binary x, written or implied, next to an i, binding first.
  std::optional<Complex> imaginary;
  bool tight = false;
};

struct ReadChain {
  std::vector<ReadToken> tokens;
  // [expr]@(v) (XIII-D-11): the root the power or root at the top of this group takes.
  std::optional<Complex> root_choice;
  std::string root_choice_text;  // "@(0-8i)"
};

enum class Reading { Written, Goal };

// Reads one expression in the typed notation. Errors name the column (counted in characters from
// `first_column`) and, for a sign a variation adds, the variation and its section.
Expected<ReadChain, ParseError> ReadExpression(const Arithmetic& arithmetic, std::string_view text,
                                               Reading reading, int first_column = 1);

// Reads a written side with the digit readings of base eleven and twelve: an untagged ^ (or *)
// may be the digit ten, and in base twelve an untagged √ (or r, R) the digit eleven, where its
// numeral keeps at most two digits (XIII-C-5; "context decides", else the side is ambiguous,
// VII-C-5-e). Returns the text as written first when it reads, then each digit reading that reads;
// the error of the text as written when none does.
Expected<std::vector<ReadChain>, ParseError> ReadWrittenSide(const Arithmetic& arithmetic,
                                                             std::string_view text,
                                                             int first_column = 1);

// Every cube the expression uses, in the order written.
std::vector<CubeUse> CubesUsed(const ReadChain& chain);
// Every token of the expression and of its groups, in the order written.
std::vector<const ReadToken*> AllTokens(const ReadChain& chain);

struct ReadingValue {
  std::string text;                // fully grouped
  Value value;                     // with `log` set: 0, and `log` is the value
  bool power = false;              // a power at the top (XIII-C-9's prohibited forms)
  bool power_sum = false;          // a sum or difference with a power as an operand
  std::optional<LogValue> log;     // Log (XIII-D-13): an irrational logarithm
  std::optional<Complex> complex;  // Imaginary (XIII-D-11): a value that is not a real radical
};

// The value of a reading that has one (`value` or `log`).
RealValue ValueOf(const ReadingValue& reading);

struct ReadingList {
  std::vector<ReadingValue> readings;  // with distinct values: one per value, then errors
  bool truncated = false;              // the budget of work ran out
};

// Every reading of the chain (Reading::Written: one per distinct value, plus the first reason
// for having none; Reading::Goal: every grouping). `goal_rules`: the chain is the writer's Goal
// side, to which the hard rules of Goal interpretations apply (always so for Reading::Goal).
ReadingList Readings(const Arithmetic& arithmetic, const ReadChain& chain, Reading reading,
                     bool goal_rules = false);
// The readings of several readings of one side (ReadWrittenSide), merged as one list.
ReadingList Readings(const Arithmetic& arithmetic, const std::vector<ReadChain>& chains,
                     Reading reading, bool goal_rules = false);

// Evaluates typed text as eval does: its one value, or why there is none (a reading error with
// its column, no legal value, ambiguous with two readings that differ, too large to check).
Expected<RealValue, std::string> EvaluateAdventurousValue(const Arithmetic& arithmetic,
                                                          std::string_view text);
// The values of the reading `text` of a written side, one with no default root (XIII-D-11), read
// again with a probe that stops at nine: "2, 2i, -2 or -2i", the first eight.
std::string RootValues(const Arithmetic& arithmetic, const std::vector<ReadChain>& chains,
                       const std::string& text);
// The one value of a written expression already read (EvaluateAdventurousValue's answer).
Expected<RealValue, std::string> OneValueOf(const Arithmetic& arithmetic,
                                            const std::vector<ReadChain>& chains);
// The same, for a value that is a real radical (an irrational logarithm is an error).
Expected<Number, std::string> EvaluateAdventurous(const Arithmetic& arithmetic,
                                                  std::string_view text);

}  // namespace equations
