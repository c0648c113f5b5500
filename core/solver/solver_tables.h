// The solver search's hash tables (core/solver/solver_search.h): the values kept for each multiset,
// and the place of each built multiset by its key. Private to core/solver*.cpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <vector>

#include "core/solver/solver_arithmetic.h"
#include "core/solver/solver_index.h"

namespace equations {

// The values kept for one multiset, by value (core/solver/solver_index.h): each value once, with
// its place in the multiset's list. Each multiset has its own index, so the entries of the multiset
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

// Every built multiset that holds a value, by the value: the deep check
// (core/solver/solver_deep.cpp) looks up the multisets naming the target left after its peels,
// instead of trying every multiset in turn. Chains from a fixed table of heads, and entries kept in
// blocks, so nothing is ever copied or rehashed as it grows (a million entries moved at once would
// stall a browser frame); each entry keeps its value's full hash, and the caller confirms a match
// with the multiset's own index.
class SolverValueNodes {
 public:
  static constexpr std::uint32_t kNone = UINT32_MAX;
  struct Entry {
    std::uint32_t hash = 0;
    std::uint32_t node = 0;
    std::uint32_t next = kNone;
  };
  void Insert(SolverValue value, std::uint32_t node);
  // The first entry of the chain that may hold `value` (then follow Entry::next), or kNone.
  std::uint32_t First(SolverValue value) const {
    return heads_.empty() ? kNone : heads_[SolverValueHash::Hash(value) & (kHeads - 1)];
  }
  const Entry& At(std::uint32_t entry) const { return entries_[entry]; }
  std::size_t Bytes() const {
    return heads_.capacity() * sizeof(std::uint32_t) + entries_.size() * sizeof(Entry);
  }
  void Clear() { *this = SolverValueNodes(); }

 private:
  // 131,072 heads (512 KB, taken when the first deep check starts). A hard search indexes a
  // million entries or more, and a lookup walks its whole chain, an entry a cache miss: with
  // 16,384 heads the chains were 8 times longer, and the deep check's walks took a tenth of the
  // slowest verdicts' time (docs/solver_performance.md, "Since the eighteenth session").
  static constexpr std::uint32_t kHeads = 1u << 17;
  std::vector<std::uint32_t> heads_;
  std::deque<Entry> entries_;
};

// A set of 64-bit hashes (open addressing, linear probing): the deep check's frames tried in vain
// (core/solver/solver_deep.cpp). A node-based std::unordered_set took a heap block per insert and
// freed them all at each clear, which was most of the deep check's malloc and free time.
class SolverHashSet {
 public:
  bool Contains(std::uint64_t hash) const {
    if (hash == kEmpty) return has_empty_;
    if (slots_.empty()) return false;
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = Spread(hash) & mask;; i = (i + 1) & mask) {
      if (slots_[i] == hash) return true;
      if (slots_[i] == kEmpty) return false;
    }
  }
  void Insert(std::uint64_t hash);
  std::size_t Bytes() const { return slots_.capacity() * sizeof(std::uint64_t); }
  // Empties the set and keeps its table (the next deep check fills about as many).
  void Clear();

 private:
  static constexpr std::uint64_t kEmpty = 0;
  static std::size_t Spread(std::uint64_t hash) {
    return static_cast<std::size_t>((hash ^ (hash >> 29)) * 0xBF58476D1CE4E5B9ULL >> 20);
  }
  std::vector<std::uint64_t> slots_;
  std::size_t size_ = 0;
  bool has_empty_ = false;
};

}  // namespace equations
