// Budgeted solver probes and position safety for the AI (core/ai/ai_position.h).
#include "core/ai/ai_position.h"
#include "core/base/names.h"
#include "core/base/utf8.h"

#include <algorithm>

namespace equations {

namespace {

std::uint64_t SaturatingAdd(std::uint64_t a, std::uint64_t b) {
  return b > UINT64_MAX - a ? UINT64_MAX : a + b;
}

}  // namespace

AiProbe::AiProbe(const ArithmeticRules& rules, const Mat& mat, SolverQuery query)
    : rules_(rules), mat_(mat), query_(query) {}

std::uint64_t AiProbe::RunTo(std::uint64_t cap, AiRetired* finished) {
  if (status_ != SolveStatus::Unfinished || spent_ >= cap) return 0;
  // Setting up a search (the Goal's interpretations, the solver's tables) costs about as much as
  // this many operations: counted, so that a Think call that sets up many searches stays short.
  // It is counted before the search runs, so that the search does the same work whether the
  // probe is run to its cap at once or a slice at a time.
  constexpr std::uint64_t kSetupCost = 200;
  std::uint64_t used = 0;
  if (!search_) {
    search_ = std::make_unique<EquationsSearch>(rules_, mat_, query_);
    used = kSetupCost;
    spent_ += kSetupCost;
    if (spent_ >= cap) return used;
  }
  const std::uint64_t before = search_->stats().nodes;
  status_ = search_->Run(cap - spent_);
  const std::uint64_t ran = std::max<std::uint64_t>(1, search_->stats().nodes - before);
  used += ran;
  spent_ += ran;
  if (status_ == SolveStatus::Found) witness_ = search_->Witness();
  if (status_ != SolveStatus::Unfinished) {  // free the search's tables
    if (finished != nullptr)
      finished->searches.push_back(std::move(search_));
    else
      search_.reset();
  }
  return used;
}

void AiRetired::FreeSome(std::size_t count) {
  while (count > 0 && !searches.empty()) {
    if (!searches.back()->ReleaseSome(count)) return;
    searches.pop_back();  // what is left is small
  }
  if (searches.empty() && !others.empty()) others.pop_back();
}

void AiProbe::SetFound(std::string witness) {
  status_ = SolveStatus::Found;
  witness_ = std::move(witness);
  search_.reset();
}

void AiProbe::SetNotFound(AiRetired* retired) {
  status_ = SolveStatus::NotFound;
  witness_.reset();
  if (retired != nullptr) Retire(*retired);
  search_.reset();
}

constexpr NameTable<Safety, 4> kSafetyNames = {{{Safety::Safe, "safe"},
                                                {Safety::NowMistake, "Now"},
                                                {Safety::ImpossibleMistake, "Impossible"},
                                                {Safety::Unknown, "unknown"}}};

const char* SafetyName(Safety safety) {
  return NameOf(kSafetyNames, safety).data();
}

AiPosition::AiPosition(const RuleSet& rules, const Mat& mat, bool now_valid,
                       const std::optional<std::string>& known_witness)
    : mat_(mat),
      now_valid_(now_valid),
      now_is_possible_(static_cast<int>(mat.resources.size()) <= rules.now_max_resources_cubes) {
  if (now_valid_) now_.emplace(rules, mat, SolverQuery::Now);
  possible_.emplace(rules, mat, SolverQuery::Possible);
  if (known_witness && JudgeEquation(rules, mat, Challenge::Impossible, *known_witness).correct)
    possible_->SetFound(*known_witness);
}

std::uint64_t AiPosition::RunTo(std::uint64_t cap, std::uint64_t budget, AiRetired* finished) {
  std::uint64_t used = 0;
  // Now first: when it is found the position is already a mistake, whatever Possible says.
  if (now_ && now_->status() == SolveStatus::Unfinished && now_->spent() < cap) {
    used += now_->RunTo(std::min(cap, SaturatingAdd(now_->spent(), budget)), finished);
    if (now_->status() == SolveStatus::Unfinished && now_->spent() < cap) return used;
  }
  if (now_ && now_->status() == SolveStatus::Found) return used;
  if (now_ && now_->status() == SolveStatus::NotFound && now_is_possible_ &&
      possible_->status() == SolveStatus::Unfinished)
    possible_->SetNotFound(finished);
  const std::uint64_t left = budget - std::min(budget, used);
  if (left > 0 && possible_->status() == SolveStatus::Unfinished && possible_->spent() < cap)
    used += possible_->RunTo(std::min(cap, SaturatingAdd(possible_->spent(), left)), finished);
  return used;
}

bool AiPosition::RoundDone(std::uint64_t cap) const {
  if (Resolved()) return true;
  auto done = [cap](const AiProbe& p) {
    return p.status() != SolveStatus::Unfinished || p.spent() >= cap;
  };
  return (!now_ || done(*now_)) && done(*possible_);
}

Safety AiPosition::safety() const {
  if (now_ && now_->status() == SolveStatus::Found) return Safety::NowMistake;
  if (possible_->status() == SolveStatus::NotFound) return Safety::ImpossibleMistake;
  const bool now_clear = !now_ || now_->status() == SolveStatus::NotFound;
  if (now_clear && possible_->status() == SolveStatus::Found) return Safety::Safe;
  return Safety::Unknown;
}

std::uint64_t AiPosition::spent() const {
  return possible_->spent() + (now_ ? now_->spent() : 0);
}

std::size_t AiPosition::bytes() const {
  return (now_ ? now_->bytes() : 0) + (possible_ ? possible_->bytes() : 0);
}

std::size_t AiPositionSet::Bytes() const {
  std::size_t bytes = 0;
  for (const AiPosition& p : items_) bytes += p.bytes();
  return bytes;
}

std::uint64_t AiPositionSet::Advance(std::uint64_t budget, AiRetired* finished) {
  std::uint64_t used = 0;
  while (used < budget && !memory_full_) {
    if (next_ >= items_.size()) {
      // A round ends here, whatever the budget, so that what the caller sees between rounds does
      // not depend on how the work was sliced.
      next_ = 0;
      ++rounds_;
      cap_ *= 10;
      break;
    }
    if (!checked_) {
      checked_ = true;
      if (Bytes() > max_bytes_) {
        memory_full_ = true;
        break;
      }
    }
    AiPosition& position = items_[next_];
    if (!position.RoundDone(cap_)) {
      used += position.RunTo(cap_, budget - used, finished);
      if (!position.RoundDone(cap_)) break;  // out of budget mid-round
    }
    ++next_;
    checked_ = false;
  }
  return used;
}

bool AiPositionSet::Exhausted(std::uint64_t max_cap) const {
  bool open = false;
  for (const AiPosition& p : items_) open = open || !p.Resolved();
  return !open || cap_ > max_cap || memory_full_;
}

bool ChallengeIsValid(const Match& match, int player, Challenge challenge) {
  if (match.IsTerminal() || player < 0 || player >= match.players()) return false;
  Match copy = match.Clone();
  Action action = ChallengeAction(player, challenge);
  if (copy.Apply(action)) return false;  // refused
  // A valid challenge starts the writing; an invalid one is set aside with its penalty.
  return copy.phase() == Phase::Challenged;
}

bool NowValidAfterMove(const Match& after) {
  const int mover = after.shake().mover;
  for (int k = 1; k < after.players(); ++k)
    if (ChallengeIsValid(after, (mover + k) % after.players(), Challenge::Now)) return true;
  return false;
}

int SolutionCubeCount(std::string_view witness) {
  int count = 0;
  for (std::size_t i = 0; i < witness.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(witness[i]);
    if (c == '=') break;
    if (IsUtf8Continuation(c)) continue;  // counts √ and ÷ once each
    if (c == ' ' || c == '(' || c == ')' || c == '[' || c == ']' || c == '{' || c == '}') continue;
    ++count;
  }
  return count;
}

int ResourceIndexOf(const Mat& mat, Symbol face) {
  for (std::size_t i = 0; i < mat.resources.size(); ++i)
    if (mat.resources[i].face == face) return static_cast<int>(i);
  return -1;
}

}  // namespace equations
