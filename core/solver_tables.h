// The solver search's hash tables (core/solver_search.h): the values kept for each multiset, and
// the place of each built multiset by its key. Private to core/solver*.cpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/solver_arithmetic.h"

namespace equations {

// The values kept for one multiset, by value: each value once, with its index in the multiset's
// list (open addressing). An entry holds no value: the caller passes the multiset's values to
// compare with. Each multiset has its own index, so the entries of the multiset being built, or
// looked up again and again by a check, stay together in the cache (one table for all multisets
// scattered them over megabytes: a cache miss on most inserts). A small multiset has no table:
// its few values are compared one by one.
class SolverValueIndex {
 public:
  // Returns the index of `value` in `values`, the values of this multiset, or -1.
  std::int64_t Find(const std::vector<SolverValue>& values, SolverValue value) const;
  // Adds `value` as values[values.size()] (the caller appends it) unless it is in `values`;
  // returns true when added.
  bool Insert(const std::vector<SolverValue>& values, SolverValue value);
  std::size_t Bytes() const { return (slots_.capacity() + old_.capacity()) * sizeof(Slot); }

 private:
  // Up to this many values a multiset is searched value by value (most multisets hold a few).
  static constexpr std::size_t kScanned = 8;
  // A table this large moves to its doubled size a few entries per insert (kMovePerInsert), so
  // that no single insert moves millions of entries (a budgeted search call must stay short:
  // growing to 8 M slots took 40 ms with its 2 M entries moved at once, 23 ms without, natively);
  // a smaller one moves at once.
  static constexpr std::size_t kMovedInSteps = std::size_t{1} << 16;
  static constexpr std::size_t kMovePerInsert = 8;
  struct Slot {
    std::uint32_t hash = 0;
    std::uint32_t index = UINT32_MAX;  // UINT32_MAX: free
  };
  static std::uint32_t Hash(SolverValue value);
  static std::int64_t FindIn(const std::vector<Slot>& slots, std::uint32_t hash,
                             const std::vector<SolverValue>& values, SolverValue value);
  void Place(std::uint32_t hash, std::uint32_t index);  // into slots_, known absent
  // Sets up the table for `count` values (placing values[0..count)), or makes it larger.
  void Grow(const std::vector<SolverValue>& values, std::size_t count);
  void MoveSome(std::size_t count);  // from old_ into slots_
  std::vector<Slot> slots_;          // empty while the multiset holds at most kScanned values
  std::vector<Slot> old_;  // while growing: the old table, entries from old_moved_ on not moved
  std::size_t old_moved_ = 0;
};

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
