// Magnitude bounds: how large, and how small but not 0, a value any expression of some tiles
// with + - x ÷ can name may be. A Goal beyond them has no Solution, and the search
// (core/solver/solver.h) need not try every expression to say so: "717" from 0 1 1 1 3 3 3 4 4 8 9
// 9 with one x, one ÷, one + and three - is out of reach (no expression of them names more than a
// few hundred), which the levels proved only after millions of operations. With a ^ or a √ the
// bounds are seldom finite (a root over a difference may be as small as it likes), so the search
// asks for them only without (docs/solver_performance.md). Private to core/solver*.cpp.
//
// The bounds are worked out on the multisets of tiles and operation counts (+ and - counted
// together: they bound alike), from the parts up, like the search's own levels but with one
// bound per multiset instead of its values, so a multiset costs one step per split, not one per
// pair of values. Every bound is an integer, rounded outwards, so the test is exact. Every value
// v = p/q (lowest terms) of the multiset has
// - |v| <= most, |p| <= numerator and q <= denominator;
// - |v| >= 1 / inverse_least unless v = 0 (inverse_least 0: no value but 0); a difference of
//   two values other than 0 is at least 1 / (the product of their denominators);
// - a bound past 2^62 is "unbounded" (kUnbounded), and every operation keeps it so.
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "core/numbers/rational.h"

namespace equations {

class SolverBound {
 public:
  static constexpr std::uint64_t kUnbounded = std::uint64_t{1} << 62;
  // The operation counts, in this order: + and - together, x, ÷.
  static constexpr int kKinds = 3;

  struct Magnitudes {
    std::uint64_t most = 0;
    std::uint64_t inverse_least = 0;
    std::uint64_t numerator = 0;
    std::uint64_t denominator = 1;
    bool any = false;  // some expression of the multiset names a value
  };

  static constexpr int kMaxTileKinds = 10;  // the tile kinds a key holds (Tiles)
  // `tiles`: each tile kind's value and how many of it (at most 15 of each, at most
  // kMaxTileKinds kinds);
  // `operations`: how many of each kind (kKinds order; at most 31 of + and - together, 15 of the
  // others).
  SolverBound(std::vector<std::int64_t> tiles, std::vector<int> tile_counts,
              const int (&operations)[kKinds]);

  // Works the bounds out until done or `max_steps` more steps are done (a step: one split of
  // one multiset tried, one multiset begun, or 16 parts passed over); returns true when done. Call
  // again to go on: the work done in slices is the work done at once.
  bool Compute(std::uint64_t max_steps);
  bool done() const { return done_; }
  std::uint64_t steps() const { return steps_; }
  std::size_t Bytes() const { return memo_.size() * 96 + stack_.capacity() * sizeof(Frame); }
  // Precondition: done(). The bounds over every expression of any part of the cubes.
  const Magnitudes& all() const { return all_; }
  // Returns true when no expression of any part of the cubes can name `target` (precondition:
  // Compute returned true). False when the bounds allow it, which says nothing.
  bool OutOfReach(const Rational& target) const;

 private:
  // A multiset: 4 bits per tile kind (bits 0-39), then the operation counts (5 bits for + and -,
  // 4 for each other kind).
  static int Tiles(std::uint64_t key, int kind) {
    return static_cast<int>((key >> (4 * kind)) & 15);
  }
  static int Ops(std::uint64_t key, int kind) {
    return kind == 0 ? static_cast<int>((key >> 40) & 31)
                     : static_cast<int>((key >> (45 + 4 * (kind - 1))) & 15);
  }
  static std::uint64_t OpUnit(int kind) {
    return kind == 0 ? std::uint64_t{1} << 40 : std::uint64_t{1} << (45 + 4 * (kind - 1));
  }
  bool WellFormed(std::uint64_t key) const;
  // Walks the parts of a multiset in mixed radix, its tile kinds and operation kinds as fields.
  struct Parts {
    std::uint64_t units[15] = {};
    int most[15] = {};
    int counts[15] = {};
    int fields = 0;
    std::uint64_t part = 0;
    void Reset(const SolverBound& bound, std::uint64_t key);
    bool Next();  // the next part, or false when every part was walked
  };
  // One multiset being worked out (what a recursion would keep on its stack): a split of which
  // a part is not yet known pushes that part, and is tried again when the part is done.
  struct Frame {
    std::uint64_t key = 0;
    Magnitudes result;
    int stage = 0;  // 0: begun; 1 + kind: the splits of that operation
    Parts parts;
  };
  // Returns the bounds of a multiset already worked out, or null.
  const Magnitudes* Known(std::uint64_t key) const;
  void Push(std::uint64_t key);
  // Runs the frame on top of the stack one step on.
  void Step();
  Magnitudes Combine(int kind, const Magnitudes& a, const Magnitudes& b) const;

  std::vector<std::int64_t> tiles_;
  std::uint64_t top_ = 0;  // every cube
  std::uint64_t steps_ = 0;
  std::uint64_t passed_over_ = 0;  // parts that are no expression (every 16 is a step)
  std::unordered_map<std::uint64_t, Magnitudes> memo_;
  std::vector<Frame> stack_;
  Parts top_parts_;  // the parts of every cube, each worked out in turn
  bool started_ = false, done_ = false;
  Magnitudes all_;
};

}  // namespace equations
