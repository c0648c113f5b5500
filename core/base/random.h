// A small seeded random generator (SplitMix64) that gives the same numbers on every platform and
// standard library, for the chance actions of a match: rolling the cubes (AGLOA II-A) and the
// roll for the first Goal-setter (AGLOA I-D). Never std::uniform_int_distribution, whose output
// differs between libstdc++ and libc++.
#pragma once

#include <cassert>
#include <cstdint>

namespace equations {

class Random {
 public:
  explicit Random(std::uint64_t seed = 0) : state_(seed) {}

  // Returns the next 64 random bits (SplitMix64, Steele, Lea and Flood 2014).
  std::uint64_t Next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }

  // Returns a number in [0, bound) without modulo bias; precondition: bound > 0.
  int Below(int bound) {
    assert(bound > 0);
    const std::uint64_t range = static_cast<std::uint64_t>(bound);
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % range;  // accept [0, limit)
    std::uint64_t value = Next();
    while (value >= limit) value = Next();
    return static_cast<int>(value % range);
  }

  std::uint64_t State() const { return state_; }
  void SetState(std::uint64_t state) { state_ = state; }
  bool operator==(const Random&) const = default;

 private:
  std::uint64_t state_;
};

}  // namespace equations
