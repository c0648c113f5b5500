// An index over a list of values that its owner keeps: each value once, found by value (open
// addressing). The solver has two: the values of one multiset (core/solver/solver_tables.h
// SolverValueIndex) and the numbers its arithmetic interns (core/solver/solver_arithmetic.h).
// Private to core/solver*.
//
// An entry holds no value, only its hash and its place in the list: the caller passes the list to
// compare with. A large table grows a few entries per insert, so that no single insert moves the
// whole table: a budgeted search call must stay short. (The interned numbers were kept in a
// node-based hash map; rehashing its 20,754 nodes took one step 2.6 ms natively, in an AI Think
// call that had 2,000 operations and was meant to take a fraction of a millisecond.)
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace equations {

// `Values` is the owner's list (a std::vector: the entries are places in it) and
// `Hasher::Hash(value)` a 32-bit hash of one of its values.
template <class Values, class Hasher>
class SolverIndex {
 public:
  using Value = typename Values::value_type;

  // Find and FindOrAdd are not inlined: inlined into the solver's loops, they made the solver
  // slower (solver_bench's 24 game).

  // Returns the place of `value` in `values`, or -1.
  [[gnu::noinline]] std::int64_t Find(const Values& values, const Value& value) const {
    if (slots_.empty()) return Scan(values, value);
    const std::uint32_t hash = Hasher::Hash(value);
    const std::int64_t index = FindIn(slots_, hash, values, value);
    // While growing, an entry not yet moved is still in the old table (which keeps the moved ones
    // too: removing them would break its probe sequences).
    return index >= 0 || old_.empty() ? index : FindIn(old_, hash, values, value);
  }

  // Returns the place of `value` in `values` when it is there; otherwise returns -1 and takes it
  // as values[values.size()] (the caller appends it).
  [[gnu::noinline]] std::int64_t FindOrAdd(const Values& values, const Value& value) {
    const std::size_t count = values.size();
    if (slots_.empty()) {
      if (const std::int64_t index = Scan(values, value); index >= 0) return index;
      if (count + 1 <= kScanned) return -1;
      Grow(values, count);  // the value added now is the first past kScanned
    } else if (2 * (count + 1) > slots_.size()) {
      // Grown first: Grow makes the current table the old one, where a value already kept is then
      // found below.
      Grow(values, count);
    }
    const std::uint32_t hash = Hasher::Hash(value);
    if (!old_.empty()) {
      if (const std::int64_t index = FindIn(old_, hash, values, value); index >= 0) return index;
      MoveSome(kMovePerInsert);
    }
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
      Slot& slot = slots_[i];
      if (slot.index == kFree) {
        slot = {hash, static_cast<std::uint32_t>(count)};
        return -1;
      }
      if (slot.hash == hash && values[slot.index] == value) return slot.index;
    }
  }

  // Adds `value` as values[values.size()] (the caller appends it) unless it is in `values`;
  // returns true when added.
  bool Insert(const Values& values, const Value& value) { return FindOrAdd(values, value) < 0; }

  std::size_t Bytes() const { return (slots_.capacity() + old_.capacity()) * sizeof(Slot); }
  void Clear() { *this = SolverIndex(); }

 private:
  // Up to this many values the list is searched value by value (most multisets hold a few).
  static constexpr std::size_t kScanned = 8;
  // A table this large moves to its doubled size a few entries per insert (kMovePerInsert), so
  // that no single insert moves millions of entries at once (tens of milliseconds, a stall the
  // AI's slices cannot afford); a smaller one moves at once.
  static constexpr std::size_t kMovedInSteps = std::size_t{1} << 16;
  static constexpr std::size_t kMovePerInsert = 8;
  static constexpr std::uint32_t kFree = UINT32_MAX;
  struct Slot {
    std::uint32_t hash = 0;
    std::uint32_t index = kFree;
  };

  static std::int64_t Scan(const Values& values, const Value& value) {
    for (std::size_t i = 0; i < values.size(); ++i)
      if (values[i] == value) return static_cast<std::int64_t>(i);
    return -1;
  }
  static std::int64_t FindIn(const std::vector<Slot>& slots, std::uint32_t hash,
                             const Values& values, const Value& value) {
    const std::size_t mask = slots.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
      const Slot& slot = slots[i];
      if (slot.index == kFree) return -1;
      if (slot.hash == hash && values[slot.index] == value) return slot.index;
    }
  }
  void Place(std::uint32_t hash, std::uint32_t index) {  // into slots_, known absent
    const std::size_t mask = slots_.size() - 1;
    std::size_t i = hash & mask;
    while (slots_[i].index != kFree) i = (i + 1) & mask;
    slots_[i] = {hash, index};
  }
  void MoveSome(std::size_t count) {  // from old_ into slots_
    for (; count > 0 && old_moved_ < old_.size(); ++old_moved_) {
      const Slot& slot = old_[old_moved_];
      if (slot.index == kFree) continue;
      Place(slot.hash, slot.index);
      --count;
    }
    if (old_moved_ == old_.size()) {
      old_ = {};
      old_moved_ = 0;
    }
  }
  // Sets up the table for `count` values (placing values[0..count)), or makes it larger.
  void Grow(const Values& values, std::size_t count) {
    if (slots_.empty()) {
      slots_.assign(8 * kScanned, Slot{});
      for (std::size_t i = 0; i < count; ++i)
        Place(Hasher::Hash(values[i]), static_cast<std::uint32_t>(i));
      return;
    }
    MoveSome(SIZE_MAX);  // a move still under way ends first (not reached: it ends much sooner)
    old_ = std::move(slots_);
    old_moved_ = 0;
    // Four times larger while small: a multiset of a few thousand values (a 24-game hand's last
    // ones) then grows three times, not six (doubling from 32 slots made the 24 game 10% slower).
    slots_.assign(old_.size() < 4096 ? 4 * old_.size() : 2 * old_.size(), Slot{});
    if (old_.size() < kMovedInSteps) MoveSome(SIZE_MAX);
  }

  std::vector<Slot> slots_;  // empty while the list holds at most kScanned values
  std::vector<Slot> old_;    // while growing: the old table, entries from old_moved_ on not moved
  std::size_t old_moved_ = 0;
};

}  // namespace equations
