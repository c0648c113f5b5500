// Montgomery arithmetic modulo an odd n below 2^256, in four 64-bit limbs and no heap memory: the
// modular products of Pollard's rho (core/numbers/radical.cpp) without a division each. A value x
// is held as x R mod n with R = 2^256, so that Multiply(a R, b R) = a b R.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>

#include "core/numbers/rational.h"

namespace equations {

class Montgomery256 {
 public:
  using Limbs = std::array<std::uint64_t, 4>;    // least significant first
  __extension__ typedef unsigned __int128 U128;  // GCC and Clang, also for wasm32

  // `n` odd, 1 < n < 2^256.
  explicit Montgomery256(const BigInteger& n) : big_n_(n) {
    assert(n > 1 && n % 2 == 1 && n < (BigInteger(1) << 256));
    n_ = ToLimbs(n);
    // -1/n mod 2^64 by Newton's iteration (each step doubles the correct low bits).
    std::uint64_t inverse = n_[0];  // correct to 3 bits for odd n
    for (int i = 0; i < 5; ++i) inverse *= 2 - n_[0] * inverse;
    minus_inverse_ = ~inverse + 1;
  }

  // x R mod n, for 0 <= x.
  Limbs To(const BigInteger& x) const { return ToLimbs((x << 256) % big_n_); }
  // The limbs as an integer (a value in Montgomery form stays x R mod n: a unit times x).
  static BigInteger ToBig(const Limbs& a) {
    BigInteger x = 0;
    for (int i = 3; i >= 0; --i) x = (x << 64) + a[static_cast<std::size_t>(i)];
    return x;
  }

  // a b / R mod n (CIOS: a product and a reduction interleaved limb by limb).
  Limbs Multiply(const Limbs& a, const Limbs& b) const {
    std::uint64_t t[6] = {};
    for (std::size_t i = 0; i < 4; ++i) {
      std::uint64_t carry = 0;
      for (std::size_t j = 0; j < 4; ++j) {
        const U128 sum = static_cast<U128>(a[j]) * b[i] + t[j] + carry;
        t[j] = static_cast<std::uint64_t>(sum);
        carry = static_cast<std::uint64_t>(sum >> 64);
      }
      U128 sum = static_cast<U128>(t[4]) + carry;
      t[4] = static_cast<std::uint64_t>(sum);
      t[5] = static_cast<std::uint64_t>(sum >> 64);
      const std::uint64_t m = t[0] * minus_inverse_;
      sum = static_cast<U128>(m) * n_[0] + t[0];
      carry = static_cast<std::uint64_t>(sum >> 64);
      for (std::size_t j = 1; j < 4; ++j) {
        sum = static_cast<U128>(m) * n_[j] + t[j] + carry;
        t[j - 1] = static_cast<std::uint64_t>(sum);
        carry = static_cast<std::uint64_t>(sum >> 64);
      }
      sum = static_cast<U128>(t[4]) + carry;
      t[3] = static_cast<std::uint64_t>(sum);
      t[4] = t[5] + static_cast<std::uint64_t>(sum >> 64);
    }
    Limbs result{t[0], t[1], t[2], t[3]};
    if (t[4] != 0 || !Less(result, n_)) SubtractInPlace(result, n_);
    return result;
  }
  // a + b mod n, for a, b < n.
  Limbs Add(const Limbs& a, const Limbs& b) const {
    Limbs sum{};
    std::uint64_t carry = 0;
    for (std::size_t i = 0; i < 4; ++i) {
      const U128 s = static_cast<U128>(a[i]) + b[i] + carry;
      sum[i] = static_cast<std::uint64_t>(s);
      carry = static_cast<std::uint64_t>(s >> 64);
    }
    if (carry != 0 || !Less(sum, n_)) SubtractInPlace(sum, n_);
    return sum;
  }
  // |a - b|, for a, b < n.
  static Limbs Distance(const Limbs& a, const Limbs& b) {
    const bool a_less = Less(a, b);
    Limbs d = a_less ? b : a;
    SubtractInPlace(d, a_less ? a : b);
    return d;
  }

 private:
  static Limbs ToLimbs(BigInteger x) {
    Limbs limbs{};
    for (std::size_t i = 0; i < 4; ++i) {
      limbs[i] = static_cast<std::uint64_t>(x & UINT64_MAX);
      x >>= 64;
    }
    return limbs;
  }
  static bool Less(const Limbs& a, const Limbs& b) {
    for (int i = 3; i >= 0; --i) {
      const auto k = static_cast<std::size_t>(i);
      if (a[k] != b[k]) return a[k] < b[k];
    }
    return false;
  }
  // a -= b (mod 2^256; the callers know the true result is below n).
  static void SubtractInPlace(Limbs& a, const Limbs& b) {
    std::uint64_t borrow = 0;
    for (std::size_t i = 0; i < 4; ++i) {
      const std::uint64_t d = a[i] - b[i] - borrow;
      borrow = (a[i] < b[i] || (a[i] == b[i] && borrow != 0)) ? 1 : 0;
      a[i] = d;
    }
  }

  BigInteger big_n_;
  Limbs n_{};
  std::uint64_t minus_inverse_ = 0;
};

}  // namespace equations
