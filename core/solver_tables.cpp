#include "core/solver_tables.h"

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

}  // namespace equations
