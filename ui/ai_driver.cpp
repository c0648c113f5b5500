#include "ui/ai_driver.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

namespace equations::ui {

namespace {

double MsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
      .count();
}

constexpr std::uint64_t kMinNodes = 100;
// The most one Think call is given, whatever speed was measured: operations differ in cost many
// times over (a step on long sums of roots against a lookup), so a speed learnt on cheap ones
// can make one call far too long (the browser test once saw 23,016 operations take 51 ms on a
// busy machine). A frame still makes as many calls as its budget allows.
constexpr std::uint64_t kMaxNodes = 12000;
constexpr double kSliceMs = 1.5;  // the aim of one Think call

}  // namespace

AiWarmUp WarmUpAi(double max_ms) {
  const auto start = std::chrono::steady_clock::now();
  AiWarmUp result;
  const auto rules = FindRuleSet("agloa", "middle");
  if (!rules) return result;
  MatchConfig config;
  config.players = 2;
  config.seed = 20261124;
  config.max_shakes = 1;
  auto match = Match::Create(rules.value(), config);
  if (!match) return result;
  std::vector<AiPlayer> players;
  for (int seat = 0; seat < 2; ++seat)
    players.emplace_back(seat, AiLevel::Tournament, config.seed + static_cast<std::uint64_t>(seat));
  // The roll-off, the Goal (a search for Goals with Solutions) and the first two moves (the
  // solver on each candidate move): small calls, as the frame loop makes them.
  while (MsSince(start) < max_ms && !match.value().IsTerminal() && result.moves < 2) {
    bool thought = false;
    for (int seat : SeatsToAsk(match.value())) {
      if (seat < 0 || seat >= static_cast<int>(players.size())) continue;
      std::optional<Action> action = players[seat].Think(match.value(), 2000);
      ++result.calls;
      thought = true;
      if (action) {
        if (match.value().Apply(*action)) {
          result.ms = MsSince(start);
          return result;
        }
        ++result.actions;
        if (action->kind == ActionKind::MoveCube) ++result.moves;
        break;
      }
      if (MsSince(start) >= max_ms) break;
    }
    if (!thought) break;
  }
  result.ms = MsSince(start);
  return result;
}

std::uint64_t AiDriver::NodesFor(double ms) const {
  const double nodes = nodes_per_ms_ * std::max(ms, 0.5);
  return std::clamp(static_cast<std::uint64_t>(nodes), kMinNodes, kMaxNodes);
}

void AiDriver::Measure(std::uint64_t nodes, double ms) {
  // The speed is learnt from calls long enough to time, as a moving average: one step that
  // overshoots (a new decision copies the match) does not stall the thinking that follows.
  if (ms < 0.2) return;
  const double rate = static_cast<double>(nodes) / ms;
  nodes_per_ms_ = 0.75 * nodes_per_ms_ + 0.25 * rate;
  nodes_per_ms_ = std::clamp(nodes_per_ms_, 50.0, 1e6);
}

namespace {

// An AI seat's decision about the match as it is now, as a thought the driver slices like a hint
// or an explanation (AiPlayer keeps the plan and the search between frames).
class SeatThought final : public play::Thought<Action> {
 public:
  SeatThought(AiPlayer& ai, const Match& match) : ai_(ai), match_(match) {}
  std::optional<Action> Think(std::uint64_t budget) override {
    std::optional<Action> action = ai_.Think(match_, budget);
    operations_ += ai_.last_used();
    return action;
  }
  bool Done() const override { return !ai_.Thinking(match_); }
  std::uint64_t operations() const override { return operations_; }

 private:
  AiPlayer& ai_;
  const Match& match_;
  std::uint64_t operations_ = 0;
};

}  // namespace

template <class Result>
AiDriver::Slice<Result> AiDriver::ThinkSlice(play::Thought<Result>& thought, double aim_ms) {
  const std::uint64_t nodes = NodesFor(aim_ms);
  const std::uint64_t before = thought.operations();
  const auto call = std::chrono::steady_clock::now();
  Slice<Result> slice;
  slice.result = thought.Think(nodes);
  slice.ms = MsSince(call);
  slice.used = thought.operations() - before;
  // The speed is learnt from calls that used most of what they were given: one that ends a
  // decision early (or only sets one up) says little, and counting all it was given would make
  // the next calls far too long.
  if (slice.used >= nodes / 2) Measure(slice.used, slice.ms);
  nodes_ = nodes;
  return slice;
}

template <class Result>
std::optional<Result> AiDriver::ThinkFor(play::Thought<Result>& thought, double ms) {
  const auto start = std::chrono::steady_clock::now();
  while (!thought.Done() && MsSince(start) < ms)
    if (Slice<Result> slice = ThinkSlice(thought, kSliceMs); slice.result)
      return std::move(slice.result);
  return std::nullopt;
}

std::optional<Action> AiDriver::Step(const Match& match, const SeatPlayers& seats,
                                     std::int64_t now_ms) {
  const std::uint64_t seed = match.config().seed;
  if (seats != seats_ || seed != seed_ || players_.size() != seats.size()) {
    seats_ = seats;
    seed_ = seed;
    players_.clear();
    for (int p = 0; p < static_cast<int>(seats.size()); ++p) {
      // The same match and seat give the same seed, so a replayed match plays the same.
      if (seats[p])
        players_.emplace_back(std::in_place, p, *seats[p],
                              seed * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(p) + 1);
      else
        players_.emplace_back();
    }
    pending_.reset();
    seen_size_ = SIZE_MAX;
  }
  thinking_seat_ = -1;
  if (match.IsTerminal()) return std::nullopt;
  const std::size_t size = match.history().size();
  if (size != seen_size_) {
    seen_size_ = size;
    changed_at_ms_ = now_ms;
    pending_.reset();
  }
  if (pending_) {
    thinking_seat_ = pending_seat_;
    if (now_ms - changed_at_ms_ < pause_ms_) return std::nullopt;
    std::optional<Action> action = std::move(pending_);
    pending_.reset();
    return action;
  }
  if (refused_size_ == size) return std::nullopt;

  const auto start = std::chrono::steady_clock::now();
  int calls = 0, asked = -1;
  double longest_call = 0.0;
  std::uint64_t longest_call_nodes = 0;
  // Records the frame's thinking when it is the longest so far.
  auto record = [&]() {
    const double ms = MsSince(start);
    if (ms <= longest_slice_ms_) return;
    longest_slice_ms_ = ms;
    char text[160];
    std::snprintf(text, sizeof text,
                  "seat %d (%s, action %zu): %d Think calls, the longest %.1f ms for %llu "
                  "operations",
                  asked, PhaseName(match.phase()), size, calls, longest_call,
                  static_cast<unsigned long long>(longest_call_nodes));
    longest_slice_where_ = text;
  };
  for (int seat : SeatsToAsk(match)) {
    if (seat < 0 || seat >= static_cast<int>(players_.size()) || !players_[seat]) continue;
    SeatThought thought(*players_[seat], match);
    // Short slices (a solver step may overshoot its budget many times over, so a small budget
    // keeps the overshoot small), until the frame's budget is spent or a decision is made.
    for (;;) {
      const double left = budget_ms_ - MsSince(start);
      Slice<Action> slice = ThinkSlice(thought, std::min(left * 0.5, kSliceMs));
      ++calls;
      asked = seat;
      if (slice.ms > longest_call) longest_call = slice.ms, longest_call_nodes = slice.used;
      if (slice.result) {
        record();
        thinking_seat_ = seat;
        ++thinking_frames_;
        if (now_ms - changed_at_ms_ >= pause_ms_) return slice.result;
        pending_ = std::move(slice.result);
        pending_seat_ = seat;
        return std::nullopt;
      }
      if (thought.Done()) break;  // nothing to do now: ask the next seat
      thinking_seat_ = seat;
      if (MsSince(start) >= budget_ms_ * 0.75) break;
    }
    if (thinking_seat_ >= 0) break;  // the frame asks no further seat while one thinks
  }
  if (thinking_seat_ >= 0) ++thinking_frames_;
  record();
  return std::nullopt;
}

void AiDriver::Refused(const Match& match) {
  refused_size_ = match.history().size();
  pending_.reset();
  thinking_seat_ = -1;
}

void AiDriver::AskHint(const Match& match, int seat) {
  hint_.emplace(match, seat, match.config().seed ^ 0x5DEECE66DULL);
  hint_size_ = match.history().size();
  hint_text_.clear();
}

std::string AiDriver::HintText(const Match& match, std::int64_t now_ms) {
  (void)now_ms;
  if (hint_size_ != match.history().size()) {
    hint_.reset();
    hint_text_.clear();
    return "";
  }
  if (hint_) {
    if (std::optional<AiHint> hint = ThinkFor(*hint_, budget_ms_ * 0.5)) {
      hint_text_ =
          hint->text.empty() ? "Nothing to do now: wait for another player" : "Hint: " + hint->text;
      hint_.reset();
    }
  }
  return hint_text_;
}

void AiDriver::AskExplain(const Match& match, std::size_t index) {
  explain_text_.clear();
  explainer_.reset();
  explained_shake_ = static_cast<int>(index);
  auto explainer = ExplainShake(match, index);
  if (!explainer) {
    explain_text_ = explainer.error();
    return;
  }
  explainer_.emplace(std::move(*explainer));
}

std::string AiDriver::ExplainText() {
  if (explainer_) {
    if (std::optional<Explanation> explanation = ThinkFor(*explainer_, budget_ms_ * 0.5)) {
      explain_text_ = explanation->Text();
      explainer_.reset();
    }
  }
  return explain_text_;
}

}  // namespace equations::ui
