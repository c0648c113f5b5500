// The solver search's two hash tables (core/solver_search.h): the values kept for each multiset,
// and the place of each built multiset by its key. Private to core/solver*.cpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/solver_arithmetic.h"

namespace equations {

// Every (multiset, value) pair kept, with the value's index in its multiset (open addressing).
// A multiset is named by its ordinal (its place among the multisets built, or the one being
// built), and an entry holds no value: the caller passes the multiset's values to compare with.
// 12 bytes an entry (it was 32), most of the search's memory.
class SolverValueTable {
 public:
  // Returns the index of `value` in `values`, the values of multiset `ordinal`, or -1.
  std::int64_t Find(std::uint32_t ordinal, const std::vector<SolverValue>& values,
                    SolverValue value) const;
  // Adds `value` as values[values.size()] (the caller appends it) unless it is in `values`;
  // returns true when added.
  bool Insert(std::uint32_t ordinal, const std::vector<SolverValue>& values, SolverValue value);
  std::size_t Bytes() const { return (entries_.size() + old_.size()) * sizeof(Entry); }

 private:
  static constexpr std::uint32_t kEmpty = UINT32_MAX;  // an entry's ordinal when it is free
  struct Entry {
    std::uint32_t hash = 0;
    std::uint32_t ordinal = kEmpty;
    std::uint32_t index = 0;
  };
  // Entries moved from the old table per Insert while the table grows: the move is spread over
  // the inserts that follow, so that no single Insert copies millions of entries (a budgeted
  // search call must stay short). It ends long before the new table is half full.
  static constexpr std::size_t kMovePerInsert = 8;
  static std::uint32_t Hash(std::uint32_t ordinal, SolverValue value);
  static std::int64_t FindIn(const std::vector<Entry>& entries, std::uint32_t hash,
                             std::uint32_t ordinal, const std::vector<SolverValue>& values,
                             SolverValue value);
  void Place(const Entry& entry);  // into entries_, known absent
  void Grow();
  void MoveSome(std::size_t count);  // from old_ into entries_
  std::vector<Entry> entries_;
  std::vector<Entry> old_;  // while growing: the old table, entries from old_moved_ on not moved
  std::size_t old_moved_ = 0;
  std::size_t size_ = 0;  // distinct pairs in both tables
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
