#include "core/solver/solver_bound.h"

#include <algorithm>

namespace equations {

namespace {

using Magnitudes = SolverBound::Magnitudes;
constexpr std::uint64_t kUnbounded = SolverBound::kUnbounded;

std::uint64_t Add(std::uint64_t a, std::uint64_t b) {
  return std::min(a + b, kUnbounded);
}

std::uint64_t Multiply(std::uint64_t a, std::uint64_t b) {
  std::uint64_t product = 0;
  if (__builtin_mul_overflow(a, b, &product)) return kUnbounded;
  return std::min(product, kUnbounded);
}

// Widens `into` to hold the values `x` bounds as well.
void Merge(Magnitudes& into, const Magnitudes& x) {
  if (!x.any) return;
  if (!into.any) {
    into = x;
    return;
  }
  into.most = std::max(into.most, x.most);
  into.inverse_least = std::max(into.inverse_least, x.inverse_least);
  into.numerator = std::max(into.numerator, x.numerator);
  into.denominator = std::max(into.denominator, x.denominator);
}

}  // namespace

SolverBound::SolverBound(std::vector<std::int64_t> tiles, std::vector<int> tile_counts,
                         const int (&operations)[kKinds])
    : tiles_(std::move(tiles)) {
  for (std::size_t kind = 0; kind < tiles_.size() && kind < 10; ++kind)
    top_ += static_cast<std::uint64_t>(std::clamp(tile_counts[kind], 0, 15)) << (4 * kind);
  for (int kind = 0; kind < kKinds; ++kind)
    top_ += static_cast<std::uint64_t>(std::clamp(operations[kind], 0, kind == 0 ? 31 : 15)) *
            OpUnit(kind);
}

bool SolverBound::WellFormed(std::uint64_t key) const {
  int tiles = 0;
  for (std::size_t kind = 0; kind < tiles_.size(); ++kind)
    tiles += Tiles(key, static_cast<int>(kind));
  // n tiles take n - 1 operations.
  return tiles > 0 && Ops(key, 0) + Ops(key, 1) + Ops(key, 2) == tiles - 1;
}

Magnitudes SolverBound::Combine(int kind, const Magnitudes& a, const Magnitudes& b) const {
  Magnitudes m;
  m.any = true;
  switch (kind) {
    case 0:  // a + b, a - b: (pa qb +- pb qa) / (qa qb), so other than 0 at least 1 / (qa qb)
      m.numerator = Add(Multiply(a.numerator, b.denominator), Multiply(b.numerator, a.denominator));
      m.denominator = Multiply(a.denominator, b.denominator);
      m.most = std::min(Add(a.most, b.most), m.numerator);
      m.inverse_least = m.denominator;
      return m;
    case 1:  // a x b
      m.numerator = Multiply(a.numerator, b.numerator);
      m.denominator = Multiply(a.denominator, b.denominator);
      m.most = Multiply(a.most, b.most);
      m.inverse_least = std::min(Multiply(a.inverse_least, b.inverse_least), m.denominator);
      return m;
    default:                                          // a ÷ b, b != 0: (pa qb) / (qa pb)
      if (b.inverse_least == 0) return Magnitudes{};  // b names only 0
      m.numerator = Multiply(a.numerator, b.denominator);
      m.denominator = Multiply(a.denominator, b.numerator);
      m.most = std::min(Multiply(a.most, b.inverse_least), m.numerator);
      m.inverse_least = std::min(Multiply(a.inverse_least, b.most), m.denominator);
      return m;
  }
}

void SolverBound::Parts::Reset(const SolverBound& bound, std::uint64_t key) {
  fields = 0;
  part = 0;
  for (std::size_t kind = 0; kind < bound.tiles_.size(); ++kind)
    if (Tiles(key, static_cast<int>(kind)) > 0) {
      units[fields] = std::uint64_t{1} << (4 * kind);
      most[fields] = Tiles(key, static_cast<int>(kind));
      counts[fields++] = 0;
    }
  for (int kind = 0; kind < kKinds; ++kind)
    if (Ops(key, kind) > 0) {
      units[fields] = OpUnit(kind);
      most[fields] = Ops(key, kind);
      counts[fields++] = 0;
    }
}

bool SolverBound::Parts::Next() {
  for (int i = 0; i < fields; ++i) {
    if (counts[i] < most[i]) {
      ++counts[i];
      part += units[i];
      return true;
    }
    part -= static_cast<std::uint64_t>(counts[i]) * units[i];
    counts[i] = 0;
  }
  return false;
}

const SolverBound::Magnitudes* SolverBound::Known(std::uint64_t key) const {
  auto it = memo_.find(key);
  return it == memo_.end() ? nullptr : &it->second;
}

void SolverBound::Push(std::uint64_t key) {
  Frame frame;
  frame.key = key;
  frame.parts.fields = -1;
  stack_.push_back(frame);
}

void SolverBound::Step() {
  Frame& f = stack_.back();
  const std::uint64_t key = f.key;
  if (f.stage == 0) {  // a single tile
    ++steps_;
    int tiles = 0, last_kind = 0;
    for (std::size_t kind = 0; kind < tiles_.size(); ++kind)
      if (Tiles(key, static_cast<int>(kind)) > 0) {
        tiles += Tiles(key, static_cast<int>(kind));
        last_kind = static_cast<int>(kind);
      }
    if (tiles == 1 && (key >> 40) == 0) {
      const std::int64_t t = tiles_[static_cast<std::size_t>(last_kind)];
      const std::uint64_t magnitude =
          t < 0 ? static_cast<std::uint64_t>(-(t + 1)) + 1 : static_cast<std::uint64_t>(t);
      f.result.any = true;
      f.result.most = std::min(magnitude, kUnbounded);
      f.result.inverse_least = t == 0 ? 0 : 1;
      f.result.numerator = f.result.most;
      f.result.denominator = 1;
    }
    f.stage = 1;
    return;
  }
  const int kind = f.stage - 1;
  if (kind == kKinds) {  // done
    memo_.emplace(key, f.result);
    stack_.pop_back();
    return;
  }
  if (Ops(key, kind) == 0) {
    ++f.stage;
    return;
  }
  const std::uint64_t rest = key - OpUnit(kind);
  if (f.parts.fields < 0) {
    f.parts.Reset(*this, rest);
    f.parts.Next();  // rest holds a tile or more: there is a first part
    return;
  }
  const std::uint64_t part = f.parts.part, other = rest - part;
  // + - and x bound alike both ways round; a part must be an expression.
  if (!(kind <= 1 && part > other) && WellFormed(part) && WellFormed(other)) {
    const Magnitudes* left = Known(part);
    if (left == nullptr) return Push(part);
    const Magnitudes* right = Known(other);
    if (right == nullptr) return Push(other);
    ++steps_;
    if (left->any && right->any) Merge(f.result, Combine(kind, *left, *right));
  } else if (++passed_over_ % 16 == 0) {
    ++steps_;  // a part that is no expression: every 16 is a step
  }
  if (!f.parts.Next()) {
    ++f.stage;
    f.parts.fields = -1;
  }
}

bool SolverBound::Compute(std::uint64_t max_steps) {
  const std::uint64_t limit = steps_ + max_steps;
  if (!started_) {
    started_ = true;
    top_parts_.Reset(*this, top_);
    done_ = !top_parts_.Next();
  }
  while (!done_ && steps_ < limit) {
    if (!stack_.empty()) {
      Step();
      continue;
    }
    const std::uint64_t key = top_parts_.part;
    if (WellFormed(key)) {
      const Magnitudes* bounds = Known(key);
      if (bounds == nullptr) {
        Push(key);
        continue;
      }
      Merge(all_, *bounds);
      ++steps_;
    } else if (++passed_over_ % 16 == 0) {
      ++steps_;
    }
    if (!top_parts_.Next()) {
      done_ = true;
      memo_ = {};
      stack_ = {};
    }
  }
  return done_;
}

bool SolverBound::OutOfReach(const Rational& target) const {
  if (!all_.any) return true;
  if (!target.IsSmall()) return false;
  const std::int64_t p = target.SmallNumerator();
  const std::int64_t q = target.SmallDenominator();
  if (p == 0 || q <= 0 || p == INT64_MIN) return false;
  const std::uint64_t num = static_cast<std::uint64_t>(p < 0 ? -p : p);
  const std::uint64_t den = static_cast<std::uint64_t>(q);
  std::uint64_t product = 0;
  // |p/q| > most, that is |p| > most * q
  if (all_.most < kUnbounded && !__builtin_mul_overflow(all_.most, den, &product) && num > product)
    return true;
  if (all_.inverse_least == 0) return true;  // nothing but 0
  // |p/q| < 1 / inverse_least, that is |p| * inverse_least < q
  return all_.inverse_least < kUnbounded &&
         !__builtin_mul_overflow(num, all_.inverse_least, &product) && product < den;
}

}  // namespace equations
