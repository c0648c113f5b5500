#include "core/challenge24/round_state.h"

#include <span>
#include <string_view>

namespace equations::challenge24 {
namespace {

class ChallengeRoundState final : public play::State {
 public:
  explicit ChallengeRoundState(Round round) : round_(std::move(round)) {}

  std::unique_ptr<play::State> Clone() const override {
    return std::make_unique<ChallengeRoundState>(round_);
  }
  std::string_view Game() const override { return "24-challenge"; }
  Json Config() const override { return RoundConfigJson(round_.config()); }
  int Players() const override { return round_.config().players; }
  bool IsTerminal() const override { return round_.IsTerminal(); }
  // The deck's turn: the next card is put into play.
  bool IsChanceNode() const override { return round_.phase() == Phase::Dealing; }
  std::vector<std::string> LegalActions() const override {
    std::vector<std::string> texts;
    for (const Action& action : round_.LegalActions()) texts.push_back(ActionText(action));
    return texts;
  }
  std::optional<std::string> Apply(std::string_view text) override {
    auto action = ParseAction(text, round_.clock_ms());
    if (!action) return action.error();
    if (auto error = round_.Apply(*action)) return error->message;
    return std::nullopt;
  }
  std::vector<std::string> History() const override {
    std::vector<std::string> texts;
    for (const Action& action : round_.history()) texts.push_back(ActionText(action));
    return texts;
  }
  std::vector<int> Scores() const override { return round_.points(); }
  Json View() const override;
  int Actor(std::string_view text) const override {
    return RoundActor(text, round_.config().players);
  }
  Json SeatView(int) const override { return RoundSeatView(round_); }

  const Round& round() const { return round_; }

 private:
  Round round_;
};

Json Flags(const std::vector<bool>& values) {
  Json list = Json::MakeArray();
  for (bool value : values) list.Push(value);
  return list;
}

}  // namespace

Json ChallengeRoundState::View() const {
  return RoundView(round_);
}

Json RoundSeatView(const Round& round) {
  static constexpr std::string_view kDeck[] = {"deck"};
  static constexpr std::string_view kSeed[] = {"seed"};
  static constexpr std::string_view kCupped[] = {"deck", "card", "dots"};
  const std::span<const std::string_view> hidden = round.phase() == Phase::Cupped
                                                       ? std::span<const std::string_view>(kCupped)
                                                       : std::span<const std::string_view>(kDeck);
  Json view = play::WithoutMembers(RoundView(round), hidden);
  if (const Json* config = view.Find("config"))
    view.Set("config", play::WithoutMembers(*config, kSeed));
  return view;
}

int RoundActor(std::string_view text, int players) {
  auto action = ParseAction(text, 0);
  if (!action || action->player < 0 || action->player >= players) return -1;
  return action->player;
}

Json RoundView(const Round& round) {
  Json view = Json::MakeObject();
  view.Set("config", RoundConfigJson(round.config()));
  view.Set("phase", PhaseName(round.phase()));
  view.Set("in_play", round.in_play());
  if (round.in_play() >= 0) {
    const Face& face = round.faces()[static_cast<std::size_t>(round.in_play())];
    Json numbers = Json::MakeArray();
    for (int number : face.face.numbers) numbers.Push(number);
    view.Set("card", std::move(numbers));
    view.Set("dots", face.dots);
  }
  view.Set("deck", NumbersJson(round.deck()));
  view.Set("set_aside", NumbersJson(round.set_aside()));
  view.Set("declarer", round.declarer());
  view.Set("pattern", round.pattern() ? Json(PatternText(*round.pattern())) : Json());
  view.Set("solution", round.solution());
  view.Set("clock_ms", round.clock_ms());
  view.Set("revealed_ms", round.revealed_ms());
  view.Set("touched_ms", round.touched_ms());
  view.Set("ends_ms", round.ends_ms());
  view.Set("points", NumbersJson(round.points()));
  view.Set("flags", NumbersJson(round.flags()));
  view.Set("disqualified", Flags(round.disqualified()));
  view.Set("stumped", Flags(round.stumped()));
  Json plays = Json::MakeArray();
  for (const Play& play : round.plays()) {
    Json entry = Json::MakeObject();
    entry.Set("face", play.face);
    entry.Set("end", PlayEndName(play.end));
    entry.Set("player", play.player);
    entry.Set("reason", play.reason ? Json(FlagReasonName(*play.reason)) : Json());
    entry.Set("detail", play.detail);
    entry.Set("at_ms", play.at_ms);
    plays.Push(std::move(entry));
  }
  view.Set("plays", std::move(plays));
  return view;
}

Json NumbersJson(const std::vector<int>& values) {
  Json list = Json::MakeArray();
  for (int value : values) list.Push(value);
  return list;
}

std::optional<std::string> ReadDeckMember(const JsonMember& member, DeckPlan& plan) {
  std::optional<DeckPlan> read =
      member.value.IsString() ? ParseDeckPlan(member.value.AsString()) : std::nullopt;
  if (!read)
    return std::string("\"deck\" must be \"single-digits\", \"double-digits\" or \"mixed\"");
  plan = *read;
  return std::nullopt;
}

std::optional<std::string> ReadInteger(const JsonMember& member, std::int64_t low,
                                       std::int64_t high, std::int64_t& value) {
  if (!member.value.IsInteger() || member.value.AsInteger() < low ||
      member.value.AsInteger() > high)
    return "\"" + member.key + "\" must be a whole number from " + std::to_string(low) + " to " +
           std::to_string(high);
  value = member.value.AsInteger();
  return std::nullopt;
}

Json RoundConfigJson(const RoundConfig& config) {
  Json json = Json::MakeObject();
  json.Set("deck", DeckPlanName(config.deck));
  json.Set("seed", config.seed);
  json.Set("round", config.round);
  json.Set("players", config.players);
  json.Set("cards", config.cards);
  if (config.minutes > 0) json.Set("minutes", config.minutes);
  return json;
}

Expected<std::unique_ptr<play::State>, std::string> CreateRoundState(const Json& config) {
  if (!config.IsObject()) return MakeUnexpected(std::string("the config must be a JSON object"));
  RoundConfig round_config;
  for (const JsonMember& member : config.AsObject()) {
    std::int64_t value = 0;
    std::optional<std::string> error;
    if (member.key == "deck") {
      error = ReadDeckMember(member, round_config.deck);
    } else if (member.key == "seed") {
      error = ReadInteger(member, 0, INT64_MAX, value);
      round_config.seed = static_cast<std::uint64_t>(value);
    } else if (member.key == "round") {
      error = ReadInteger(member, 1, 4, value);
      round_config.round = static_cast<int>(value);
    } else if (member.key == "players") {
      error = ReadInteger(member, 1, 4, value);
      round_config.players = static_cast<int>(value);
    } else if (member.key == "cards") {
      error = ReadInteger(member, 1, kHalfCards, value);
      round_config.cards = static_cast<int>(value);
    } else if (member.key == "minutes") {
      error = ReadInteger(member, 0, 60, value);
      round_config.minutes = static_cast<int>(value);
    } else {
      return MakeUnexpected(
          "unknown field \"" + member.key +
          "\" (a 24 Challenge config has deck, seed, round, players, cards, minutes)");
    }
    if (error) return MakeUnexpected(*error);
  }
  auto round = Round::Create(round_config);
  if (!round) return MakeUnexpected(round.error());
  return RoundState(std::move(*round));
}

std::unique_ptr<play::State> RoundState(Round round) {
  return std::make_unique<ChallengeRoundState>(std::move(round));
}

const Round* RoundOf(const play::State& state) {
  const auto* round_state = dynamic_cast<const ChallengeRoundState*>(&state);
  return round_state ? &round_state->round() : nullptr;
}

}  // namespace equations::challenge24
