// Work done a budget at a time, so that a browser thinks one slice per frame and never blocks:
// an AI seat's decision, a hint, an explanation. The budget counts the solver's operations (a
// step on big numbers counts its work), which do not depend on the machine, so a thought run in
// slices reaches the same result as one run at once.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>

namespace equations::play {

template <class Result>
class Thought {
 public:
  virtual ~Thought() = default;
  // Works about `budget` more operations (the last step may overshoot a little). Returns the
  // result once there is one; nothing while thinking (Done() false), and nothing after Done()
  // when the thought ended without one (an AI seat with nothing to do now).
  virtual std::optional<Result> Think(std::uint64_t budget) = 0;
  virtual bool Done() const = 0;
  virtual std::uint64_t operations() const = 0;  // spent so far
};

// Thinks in slices of `slice` operations until the thought is done or has spent `most`; returns
// what the last slice returned (nothing when it is not done).
template <class Result>
std::optional<Result> ThinkInSlices(Thought<Result>& thought, std::uint64_t slice,
                                    std::uint64_t most = UINT64_MAX) {
  std::optional<Result> result;
  while (!thought.Done() && thought.operations() < most)
    result = thought.Think(std::min(slice, most - thought.operations()));
  if (!thought.Done()) return std::nullopt;
  return result ? result : thought.Think(1);
}

}  // namespace equations::play
