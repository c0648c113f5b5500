#include "core/solver_tables.h"

namespace equations {

// ---- the value index ----------------------------------------------------------------------------

std::uint32_t SolverValueIndex::Hash(SolverValue value) {
  std::uint64_t h = static_cast<std::uint64_t>(value.num) * 0x9E3779B97F4A7C15ULL;
  h = (h ^ (h >> 31)) * 0xBF58476D1CE4E5B9ULL + static_cast<std::uint64_t>(value.den);
  h = (h ^ (h >> 29)) * 0x94D049BB133111EBULL;
  return static_cast<std::uint32_t>(h ^ (h >> 32));
}

std::int64_t SolverValueIndex::FindIn(const std::vector<Slot>& slots, std::uint32_t hash,
                                      const std::vector<SolverValue>& values, SolverValue value) {
  const std::size_t mask = slots.size() - 1;
  for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
    const Slot& slot = slots[i];
    if (slot.index == UINT32_MAX) return -1;
    if (slot.hash == hash && values[slot.index] == value) return slot.index;
  }
}

std::int64_t SolverValueIndex::Find(const std::vector<SolverValue>& values,
                                    SolverValue value) const {
  if (slots_.empty()) {
    for (std::size_t i = 0; i < values.size(); ++i)
      if (values[i] == value) return static_cast<std::int64_t>(i);
    return -1;
  }
  const std::uint32_t hash = Hash(value);
  const std::int64_t index = FindIn(slots_, hash, values, value);
  // While growing, an entry not yet moved is still in the old table (which keeps the moved ones
  // too: removing them would break its probe sequences).
  return index >= 0 || old_.empty() ? index : FindIn(old_, hash, values, value);
}

bool SolverValueIndex::Insert(const std::vector<SolverValue>& values, SolverValue value) {
  const std::size_t count = values.size();
  if (slots_.empty()) {
    if (Find(values, value) >= 0) return false;
    if (count + 1 <= kScanned) return true;
    Grow(values, count);  // the value added now is the first past kScanned
  } else if (2 * (count + 1) > slots_.size()) {
    // Grown first: Grow makes the current table the old one, where a value already kept is then
    // found below.
    Grow(values, count);
  }
  const std::uint32_t hash = Hash(value);
  if (!old_.empty()) {
    if (FindIn(old_, hash, values, value) >= 0) return false;
    MoveSome(kMovePerInsert);
  }
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
    Slot& slot = slots_[i];
    if (slot.index == UINT32_MAX) {
      slot = {hash, static_cast<std::uint32_t>(count)};
      return true;
    }
    if (slot.hash == hash && values[slot.index] == value) return false;
  }
}

void SolverValueIndex::Place(std::uint32_t hash, std::uint32_t index) {
  const std::size_t mask = slots_.size() - 1;
  std::size_t i = hash & mask;
  while (slots_[i].index != UINT32_MAX) i = (i + 1) & mask;
  slots_[i] = {hash, index};
}

void SolverValueIndex::MoveSome(std::size_t count) {
  for (; count > 0 && old_moved_ < old_.size(); ++old_moved_) {
    const Slot& slot = old_[old_moved_];
    if (slot.index == UINT32_MAX) continue;
    Place(slot.hash, slot.index);
    --count;
  }
  if (old_moved_ == old_.size()) {
    old_ = {};
    old_moved_ = 0;
  }
}

void SolverValueIndex::Grow(const std::vector<SolverValue>& values, std::size_t count) {
  if (slots_.empty()) {
    slots_.assign(8 * kScanned, Slot{});
    for (std::size_t i = 0; i < count; ++i) Place(Hash(values[i]), static_cast<std::uint32_t>(i));
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

// ---- the node index ----------------------------------------------------------------------------

void SolverNodeIndex::Insert(std::uint64_t key, std::int64_t place) {
  if (2 * (size_ + 1) > slots_.size()) {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(old.empty() ? 64 : 2 * old.size(), Slot{});
    size_ = 0;
    for (const Slot& slot : old)
      if (slot.place >= 0) Insert(slot.key, slot.place);
  }
  const std::size_t mask = slots_.size() - 1;
  std::size_t i = Hash(key) & mask;
  while (slots_[i].place >= 0) i = (i + 1) & mask;
  slots_[i] = {key, place};
  ++size_;
}

}  // namespace equations
