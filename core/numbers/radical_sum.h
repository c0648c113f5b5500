// Sums of radicals: the arithmetic behind Number once a value is irrational (adding like roots,
// multiplying out, dividing by a sum of roots, denesting a square root, and the exact sign).
// Internal to core/numbers/number.cpp.
#pragma once

#include "core/numbers/number.h"
#include "core/numbers/radical.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace equations {

// Returns the number when it is within the limits of core/numbers/number.h, TooLarge otherwise.
NumberResult WithinLimits(Number number);
// Returns the canonical Number of a list of terms (combining like roots), without limit checks.
Number NumberFromTerms(std::vector<Monomial> terms);
Number NumberFromMonomial(Monomial monomial);
Number Negate(const Number& x);
Number AddUnchecked(const Number& a, const Number& b);
// Returns a x b (errors only when a product of roots passes the limits).
NumberResult MultiplyUnchecked(const Number& a, const Number& b);
// Returns 1/x, rationalized: a root is cleared from the denominator and a sum of roots is
// inverted by solving a linear system over the field its roots generate.
// Precondition: x != 0.
NumberResult Inverse(const Number& x);
// Returns x^p for an integer p (x != 0 when p < 0).
NumberResult IntegerPower(const Number& x, std::int64_t p);
// Returns the q-th root of the positive sum x when it denests (√(a+b√c) = √u ± √v, for each
// factor 2 of q) or is u + v√c for the rest of q (∛(7+5√2) = 1+√2), otherwise NotExact.
NumberResult RootOfSum(const Number& x, const BigInteger& q);
// Returns the exact sign of rational + sum, refining integer bounds on the roots (the value is
// non-zero by canonical form, so the refinement ends), or nothing when it would need roots of
// integers longer than max_bits bits, or L bits with L^2 x (terms of the sum) > max_bits^2.
// A value far from 0 (by 1e-9 x the sum of its terms' magnitudes) is signed in double precision
// with a proven error bound first, giving the same answer faster.
std::optional<int> SignOfSum(const Rational& rational, const RadicalSum& sum, std::size_t max_bits);
// SignOfSum by the exact refinement alone (no double-precision filter), for tests.
std::optional<int> SignOfSumRefined(const Rational& rational, const RadicalSum& sum,
                                    std::size_t max_bits);
// The most work (limb products, estimated before starting) of the elimination that divides by a
// sum of roots; past it the division is TooLarge.
inline constexpr std::uint64_t kMaxEliminationWork = std::uint64_t{1} << 24;
// The work budget of SignOfSum inside arithmetic (past it an operation is TooLarge).
inline constexpr std::size_t kMaxSignBits = std::size_t{1} << 15;

}  // namespace equations
