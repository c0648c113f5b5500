#include "core/challenge24/tournament_state.h"

#include "core/challenge24/round_state.h"

namespace equations::challenge24 {
namespace {

class TournamentState final : public play::State {
 public:
  explicit TournamentState(Tournament tournament) : tournament_(std::move(tournament)) {}

  std::unique_ptr<play::State> Clone() const override {
    return std::make_unique<TournamentState>(tournament_);
  }
  std::string_view Game() const override { return "24-challenge-tournament"; }
  Json Config() const override { return TournamentConfigJson(tournament_.config()); }
  int Players() const override { return tournament_.config().players; }
  bool IsTerminal() const override { return tournament_.IsTerminal(); }
  bool IsChanceNode() const override {
    return !IsTerminal() && tournament_.current().play.phase() == Phase::Dealing;
  }
  std::vector<std::string> LegalActions() const override {
    std::vector<std::string> texts;
    for (const Action& action : tournament_.LegalActions()) texts.push_back(ActionText(action));
    return texts;
  }
  std::optional<std::string> Apply(std::string_view text) override {
    const std::int64_t clock =
        tournament_.history().empty() ? 0 : tournament_.history().back().at_ms;
    auto action = ParseAction(text, clock);
    if (!action) return action.error();
    if (auto error = tournament_.Apply(*action)) return error->message;
    return std::nullopt;
  }
  std::vector<std::string> History() const override {
    std::vector<std::string> texts;
    for (const Action& action : tournament_.history()) texts.push_back(ActionText(action));
    return texts;
  }
  std::vector<int> Scores() const override { return tournament_.Standing(); }
  Json View() const override {
    Json view = Json::MakeObject();
    view.Set("config", Config());
    Json rounds = Json::MakeArray();
    for (const TournamentRound& round : tournament_.rounds()) {
      Json entry = Json::MakeObject();
      entry.Set("round", round.round);
      entry.Set("tie", round.tie);
      entry.Set("seats", NumbersJson(round.seats));
      entry.Set("points", NumbersJson(round.play.points()));
      rounds.Push(std::move(entry));
    }
    view.Set("rounds", std::move(rounds));
    view.Set("added_points", NumbersJson(tournament_.AddedPoints()));
    view.Set("standing", NumbersJson(tournament_.Standing()));
    view.Set("semi_final_winner", tournament_.semi_final_winner());
    view.Set("champion", tournament_.champion());
    view.Set("current", RoundView(tournament_.current().play));
    return view;
  }

  int Actor(std::string_view text) const override {
    return RoundActor(text, tournament_.config().players);
  }
  // The tournament as a player sees it: the current round without the coming cards, the
  // config without the seed.
  Json SeatView(int) const override {
    static constexpr std::string_view kSeed[] = {"seed"};
    Json view = View();
    view.Set("config", play::WithoutMembers(Config(), kSeed));
    view.Set("current", RoundSeatView(tournament_.current().play));
    return view;
  }

  const Tournament& tournament() const { return tournament_; }

 private:
  Tournament tournament_;
};

}  // namespace

Json TournamentConfigJson(const TournamentConfig& config) {
  Json json = Json::MakeObject();
  json.Set("deck", DeckPlanName(config.deck));
  json.Set("seed", config.seed);
  json.Set("players", config.players);
  json.Set("cards", config.cards);
  return json;
}

Expected<std::unique_ptr<play::State>, std::string> CreateTournamentState(const Json& config) {
  if (!config.IsObject()) return MakeUnexpected(std::string("the config must be a JSON object"));
  TournamentConfig tournament_config;
  for (const JsonMember& member : config.AsObject()) {
    std::int64_t value = 0;
    std::optional<std::string> error;
    if (member.key == "deck") {
      error = ReadDeckMember(member, tournament_config.deck);
    } else if (member.key == "seed") {
      error = ReadInteger(member, 0, INT64_MAX, value);
      tournament_config.seed = static_cast<std::uint64_t>(value);
    } else if (member.key == "players") {
      error = ReadInteger(member, 2, 4, value);
      tournament_config.players = static_cast<int>(value);
    } else if (member.key == "cards") {
      error = ReadInteger(member, 1, kHalfCards, value);
      tournament_config.cards = static_cast<int>(value);
    } else {
      return MakeUnexpected("unknown field \"" + member.key +
                            "\" (a 24 Challenge tournament config has deck, seed, players, cards)");
    }
    if (error) return MakeUnexpected(*error);
  }
  auto tournament = Tournament::Create(tournament_config);
  if (!tournament) return MakeUnexpected(tournament.error());
  return std::unique_ptr<play::State>(std::make_unique<TournamentState>(std::move(*tournament)));
}

const Tournament* TournamentOf(const play::State& state) {
  const auto* tournament_state = dynamic_cast<const TournamentState*>(&state);
  return tournament_state ? &tournament_state->tournament() : nullptr;
}

}  // namespace equations::challenge24
