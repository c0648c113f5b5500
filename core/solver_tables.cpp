#include "core/solver_tables.h"

namespace equations {

// ---- the value table ---------------------------------------------------------------------------

std::uint32_t SolverValueTable::Hash(std::uint32_t ordinal, SolverValue value) {
  std::uint64_t h = ordinal * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(value.num);
  h = (h ^ (h >> 31)) * 0xBF58476D1CE4E5B9ULL + static_cast<std::uint64_t>(value.den);
  h = (h ^ (h >> 29)) * 0x94D049BB133111EBULL;
  return static_cast<std::uint32_t>(h ^ (h >> 32));
}

std::int64_t SolverValueTable::FindIn(const std::vector<Entry>& entries, std::uint32_t hash,
                                      std::uint32_t ordinal, const std::vector<SolverValue>& values,
                                      SolverValue value) {
  if (entries.empty()) return -1;
  const std::size_t mask = entries.size() - 1;
  for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
    const Entry& entry = entries[i];
    if (entry.ordinal == kEmpty) return -1;
    if (entry.hash == hash && entry.ordinal == ordinal && values[entry.index] == value)
      return entry.index;
  }
}

std::int64_t SolverValueTable::Find(std::uint32_t ordinal, const std::vector<SolverValue>& values,
                                    SolverValue value) const {
  const std::uint32_t hash = Hash(ordinal, value);
  const std::int64_t index = FindIn(entries_, hash, ordinal, values, value);
  // While growing, a pair not yet moved is still in the old table (which keeps the moved ones
  // too: removing them would break its probe sequences).
  return index >= 0 || old_.empty() ? index : FindIn(old_, hash, ordinal, values, value);
}

bool SolverValueTable::Insert(std::uint32_t ordinal, const std::vector<SolverValue>& values,
                              SolverValue value) {
  const std::uint32_t hash = Hash(ordinal, value);
  // Grown first: Grow makes the current table the old one, so a value already there is then
  // found below in old_ (looked for before growing, only the new and empty table would be
  // probed, and a value already kept would be added a second time).
  if (2 * (size_ + 1) > entries_.size()) Grow();
  if (!old_.empty()) {
    if (FindIn(old_, hash, ordinal, values, value) >= 0) return false;
    MoveSome(kMovePerInsert);
  }
  const std::size_t mask = entries_.size() - 1;
  for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
    Entry& entry = entries_[i];
    if (entry.ordinal == kEmpty) {
      entry = {hash, ordinal, static_cast<std::uint32_t>(values.size())};
      ++size_;
      return true;
    }
    if (entry.hash == hash && entry.ordinal == ordinal && values[entry.index] == value)
      return false;
  }
}

void SolverValueTable::Place(const Entry& placed) {
  const std::size_t mask = entries_.size() - 1;
  for (std::size_t i = placed.hash & mask;; i = (i + 1) & mask) {
    if (entries_[i].ordinal == kEmpty) {
      entries_[i] = placed;
      return;
    }
  }
}

void SolverValueTable::MoveSome(std::size_t count) {
  for (; count > 0 && old_moved_ < old_.size(); ++old_moved_) {
    const Entry& entry = old_[old_moved_];
    if (entry.ordinal == kEmpty) continue;
    Place(entry);
    --count;
  }
  if (old_moved_ == old_.size()) {
    old_.clear();
    old_.shrink_to_fit();
    old_moved_ = 0;
  }
}

void SolverValueTable::Grow() {
  MoveSome(SIZE_MAX);  // a move still under way ends first (not reached: it ends much sooner)
  old_ = std::move(entries_);
  old_moved_ = 0;
  // 1,024 entries (12 KB) at first: a small search, such as a 24-game hand, then grows it seldom
  // (from 64, growing took about 30% of the 24-game benchmark's time).
  entries_.assign(old_.empty() ? 1024 : 2 * old_.size(), Entry{});
  if (size_ == 0) old_.clear();
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
