// The AI's view of a position: budgeted solver probes (core/queries/solver_equations.h)
// and the safety of a mat after a move. A move is a mistake when the position it leaves can be
// challenged correctly: Now (AGLOA VI-A-2: a Solution from Required, any Permitted and at most one
// cube of Resources) or Impossible (AGLOA VI-A-1: no Solution at all, Resources counting as
// Permitted). A safe position is one where neither challenge would be correct.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/match/game.h"
#include "core/queries/solver_equations.h"
#include "core/rules/mat.h"
#include "core/rules/rules.h"

namespace equations {

// One solver query on one mat that can be run a slice at a time.
// Searches no longer needed, handed over to be freed a few at a time: freeing the searches of a
// whole decision at once (millions of small blocks) stalled a browser frame for 30 ms and more.
struct AiRetired {
  std::vector<std::unique_ptr<EquationsSearch>> searches;  // freed a part at a time
  std::vector<std::shared_ptr<void>> others;               // freed whole
  bool empty() const { return searches.empty() && others.empty(); }
  // Frees about `count` multisets or numbers of the retired searches, or one other object.
  void FreeSome(std::size_t count);
  // What one FreeSome of a Think call frees (about 1 ms natively at most; a Think call frees the
  // earlier decisions' searches and those its decision is done with, so twice that).
  static constexpr std::size_t kFreedPerCall = 5000;  // multisets or numbers
};

class AiProbe {
 public:
  AiProbe(const ArithmeticRules& rules, const Mat& mat, SolverQuery query);
  // Hands its open search over to `retired` (the probe is not run again).
  void Retire(AiRetired& retired) {
    if (search_) retired.searches.push_back(std::move(search_));
  }
  // Runs until the answer is known or the probe has used `cap` operations in all; returns the
  // operations this call used. A search that ends is handed to `finished` to be freed a part at a
  // time (freeing a large search whole takes milliseconds), or freed at once.
  std::uint64_t RunTo(std::uint64_t cap, AiRetired* finished = nullptr);
  SolveStatus status() const { return status_; }
  std::uint64_t spent() const { return spent_; }
  // Returns true when the search stopped at its memory ceiling (SolverProblem::max_bytes).
  bool memory_full() const { return search_ != nullptr && search_->stats().memory_full; }
  // Returns the memory the open search holds (estimated; 0 once answered).
  std::size_t bytes() const { return search_ != nullptr ? search_->stats().bytes : 0; }
  // The Equation "Solution = Goal" when status() == Found.
  const std::optional<std::string>& witness() const { return witness_; }
  // Marks the answer as known without searching (a witness still valid on this mat).
  void SetFound(std::string witness);
  // Marks the answer "no" without searching (another probe proved it); an open search is handed
  // to `retired` when given, or freed at once.
  void SetNotFound(AiRetired* retired);

 private:
  ArithmeticRules rules_;
  Mat mat_;
  SolverQuery query_;
  std::unique_ptr<EquationsSearch> search_;
  SolveStatus status_ = SolveStatus::Unfinished;
  std::uint64_t spent_ = 0;
  std::optional<std::string> witness_;
};

enum class Safety { Unknown, Safe, NowMistake, ImpossibleMistake };
const char* SafetyName(Safety safety);  // "safe", "Now", "Impossible", "unknown"

// A position the AI judges: is it open to a correct Now or Impossible challenge?
class AiPosition {
 public:
  // `now_valid`: a Now challenge could be made here (AGLOA VI-A-2-a, -b); `known_witness`: an
  // Equation believed correct for Possible on this mat (checked here; it saves a search).
  AiPosition(const RuleSet& rules, const Mat& mat, bool now_valid,
             const std::optional<std::string>& known_witness = std::nullopt);
  // Runs the probes still open (Now first), each up to `cap` operations in all, within `budget`
  // operations; returns the operations used. The result does not depend on how the budget is
  // sliced.
  std::uint64_t RunTo(std::uint64_t cap, std::uint64_t budget = UINT64_MAX,
                      AiRetired* finished = nullptr);
  // Returns true when every probe still needed is answered or has used `cap` operations.
  bool RoundDone(std::uint64_t cap) const;
  Safety safety() const;
  bool Resolved() const { return safety() != Safety::Unknown; }
  const Mat& mat() const { return mat_; }
  bool now_valid() const { return now_valid_; }
  const AiProbe* now() const { return now_ ? &*now_ : nullptr; }
  const AiProbe& possible() const { return *possible_; }
  std::uint64_t spent() const;
  std::size_t bytes() const;  // of its open probes
  // Hands its open searches over to `retired` (the position is not judged again).
  void Retire(AiRetired& retired) {
    if (now_) now_->Retire(retired);
    if (possible_) possible_->Retire(retired);
  }

 private:
  Mat mat_;
  bool now_valid_;
  // Resources hold no more cubes than a Now Solution may take from them (AGLOA VII-B-3-e), so
  // the Now search and the Possible one search the same Solutions: a "no" to Now is a "no" to
  // Possible too.
  bool now_is_possible_ = false;
  std::optional<AiProbe> now_;
  std::optional<AiProbe> possible_;
};

// Positions judged together a round at a time: every open one gets `cap` operations, then the
// cap grows tenfold, so cheap answers come first and no position starves the others.
// Their searches together may hold at most `max_bytes` (checked as each position's turn in a round
// comes, so the answer does not depend on slicing): past it the set is exhausted, its open
// positions stay unknown, and the page keeps its memory (each search alone stops at 256 MB).
class AiPositionSet {
 public:
  static constexpr std::size_t kMaxBytes = std::size_t{192} << 20;
  void Add(AiPosition position) { items_.push_back(std::move(position)); }
  // Works on the open positions within `budget` operations, stopping at the end of a round;
  // returns the operations used. Searches that end go to `finished` (AiProbe::RunTo).
  std::uint64_t Advance(std::uint64_t budget, AiRetired* finished = nullptr);
  // Returns true when every position is resolved or the cap passed `max_cap`.
  bool Exhausted(std::uint64_t max_cap) const;
  // Returns true between two rounds: what the caller decides there does not depend on slicing.
  bool AtRoundEnd() const { return next_ == 0 && rounds_ > 0; }
  int rounds() const { return rounds_; }
  std::vector<AiPosition>& items() { return items_; }
  void Retire(AiRetired& retired) {
    for (AiPosition& p : items_) p.Retire(retired);
  }
  const std::vector<AiPosition>& items() const { return items_; }
  void SetFirstCap(std::uint64_t cap) { cap_ = cap; }
  void SetMaxBytes(std::size_t bytes) { max_bytes_ = bytes; }
  // Returns true when the set stopped because its searches held `max_bytes`.
  bool memory_full() const { return memory_full_; }
  std::size_t Bytes() const;

 private:
  std::vector<AiPosition> items_;
  std::uint64_t cap_ = 2000;
  std::size_t next_ = 0;
  int rounds_ = 0;
  std::size_t max_bytes_ = kMaxBytes;
  bool checked_ = false;  // the memory was checked at the turn of items_[next_] in this round
  bool memory_full_ = false;
};

// Returns true when `player` could make `challenge` now and it would be valid (not set aside or
// penalized as invalid, AGLOA VI-B).
bool ChallengeIsValid(const Match& match, int player, Challenge challenge);
// Returns true when a Now challenge on this mat would be valid for some opponent of the last
// Mover (AGLOA VI-A-2-a, -b), judged on the match after the move.
bool NowValidAfterMove(const Match& after);

// Returns the number of cubes in the Solution side of a witness "Solution = Goal".
int SolutionCubeCount(std::string_view witness);
// Returns the index in Resources of a cube with this face, or -1.
int ResourceIndexOf(const Mat& mat, Symbol face);

}  // namespace equations
