#include "core/solver/solver_tables.h"

#include <algorithm>

namespace equations {

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

// ---- the multisets of each value ---------------------------------------------------------------

void SolverValueNodes::Insert(SolverValue value, std::uint32_t node) {
  if (heads_.empty()) heads_.assign(kHeads, kNone);
  if (entries_.size() >= kNone) return;  // past 4 billion values: the rest are not indexed
  const std::uint32_t hash = SolverValueHash::Hash(value);
  std::uint32_t& head = heads_[hash & (kHeads - 1)];
  entries_.push_back({hash, node, head});
  head = static_cast<std::uint32_t>(entries_.size() - 1);
}

// ---- hashes tried in vain -----------------------------------------------------------------------

void SolverHashSet::Insert(std::uint64_t hash) {
  if (hash == kEmpty) {
    has_empty_ = true;
    return;
  }
  if (2 * (size_ + 1) > slots_.size()) {  // at most half full
    std::vector<std::uint64_t> old = std::move(slots_);
    slots_.assign(old.empty() ? 1024 : 2 * old.size(), kEmpty);
    size_ = 0;
    for (const std::uint64_t h : old)
      if (h != kEmpty) Insert(h);
  }
  const std::size_t mask = slots_.size() - 1;
  std::size_t i = Spread(hash) & mask;
  for (; slots_[i] != kEmpty; i = (i + 1) & mask)
    if (slots_[i] == hash) return;
  slots_[i] = hash;
  ++size_;
}

void SolverHashSet::Clear() {
  if (size_ > 0) std::fill(slots_.begin(), slots_.end(), kEmpty);
  size_ = 0;
  has_empty_ = false;
}

}  // namespace equations
