// The solver search's hash tables (core/solver_search.h): the values kept for each multiset, and
// the place of each built multiset by its key. Private to core/solver*.cpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/solver_arithmetic.h"
#include "core/solver_index.h"

namespace equations {

// The values kept for one multiset, by value (core/solver_index.h): each value once, with its
// place in the multiset's list. Each multiset has its own index, so the entries of the multiset
// being built, or looked up again and again by a check, stay together in the cache (one table for
// all multisets scattered them over megabytes: a cache miss on most inserts). A small multiset has
// no table: its few values are compared one by one.
struct SolverValueHash {
  static std::uint32_t Hash(SolverValue value) {
    std::uint64_t h = static_cast<std::uint64_t>(value.num) * 0x9E3779B97F4A7C15ULL;
    h = (h ^ (h >> 31)) * 0xBF58476D1CE4E5B9ULL + static_cast<std::uint64_t>(value.den);
    h = (h ^ (h >> 29)) * 0x94D049BB133111EBULL;
    return static_cast<std::uint32_t>(h ^ (h >> 32));
  }
};
using SolverValueIndex = SolverIndex<std::vector<SolverValue>, SolverValueHash>;

// The place of each built multiset in SolverSearch::nodes_, by its key (open addressing: a
// lookup for every split of every multiset built, so it must be cheap).
class SolverNodeIndex {
 public:
  // Returns the place of `key`, or -1.
  std::int64_t Find(std::uint64_t key) const {
    if (slots_.empty()) return -1;
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = Hash(key) & mask;; i = (i + 1) & mask) {
      if (slots_[i].place < 0) return -1;
      if (slots_[i].key == key) return slots_[i].place;
    }
  }
  void Insert(std::uint64_t key, std::int64_t place);  // `key` not yet in
  std::size_t Bytes() const { return slots_.capacity() * sizeof(Slot); }
  void Clear() { *this = SolverNodeIndex(); }

 private:
  struct Slot {
    std::uint64_t key = 0;
    std::int64_t place = -1;
  };
  static std::size_t Hash(std::uint64_t key) {
    key = (key ^ (key >> 31)) * 0xBF58476D1CE4E5B9ULL;
    return static_cast<std::size_t>(key ^ (key >> 29));
  }
  std::vector<Slot> slots_;
  std::size_t size_ = 0;
};

}  // namespace equations
