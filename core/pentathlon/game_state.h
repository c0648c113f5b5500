// A Division III game on the game layer (core/play/state.h): one wrapper for every game whose
// actions are pentathlon::Action (core/pentathlon/monitor.h). `G` gives LegalActions(), Apply(),
// history(), monitor(), outcome(), IsTerminal() and IsChanceNode(); `Traits` gives the game's
// registry name, its config and view as JSON, and whether a verb is one of its actions.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/expected.h"
#include "core/challenge24/round_state.h"
#include "core/pentathlon/monitor.h"
#include "core/play/state.h"

namespace equations::pentathlon {

template <class G, class Traits>
class GameState final : public play::State {
 public:
  explicit GameState(G game) : game_(std::move(game)) {}

  std::unique_ptr<play::State> Clone() const override { return std::make_unique<GameState>(game_); }
  std::string_view Game() const override { return Traits::kName; }
  Json Config() const override { return Traits::ConfigJson(game_.config()); }
  int Players() const override { return 2; }
  bool IsTerminal() const override { return game_.IsTerminal(); }
  bool IsChanceNode() const override { return game_.IsChanceNode(); }
  std::vector<std::string> LegalActions() const override {
    std::vector<std::string> texts;
    for (const Action& action : game_.LegalActions()) texts.push_back(ActionText(action));
    return texts;
  }
  std::optional<std::string> Apply(std::string_view text) override {
    auto action = ParseAction(text, game_.monitor().clock_ms());
    if (!action) return action.error();
    return game_.Apply(*action);
  }
  std::vector<std::string> History() const override {
    std::vector<std::string> texts;
    for (const Action& action : game_.history()) texts.push_back(ActionText(action));
    return texts;
  }
  std::vector<int> Scores() const override { return Traits::Scores(game_); }
  Json View() const override { return Traits::View(game_); }
  int Actor(std::string_view text) const override {
    auto action = ParseAction(text, 0);
    return action && Traits::IsVerb(action->verb) ? action->player : -1;
  }
  // The view without the generator and the seed: the coming rolls or tosses.
  Json SeatView(int) const override {
    static constexpr std::string_view kHidden[] = {"random"};
    static constexpr std::string_view kSeed[] = {"seed"};
    Json view = play::WithoutMembers(Traits::View(game_), kHidden);
    view.Set("config", play::WithoutMembers(*view.Find("config"), kSeed));
    return view;
  }
  // The score card: the outcome and the tournament points (win 3, tie 2, loss 1).
  Json Results() const override { return ScoreCard(game_.outcome()); }

  const G& game() const { return game_; }

 private:
  G game_;
};

// Returns a new state of the game from its config: "seed" and "minutes" (0 to 120) are read here,
// every other field by `read_field(member, config)`, which answers nothing when it read the field,
// an error, or "" for a field the game does not have (`fields` names them all for the error).
template <class G, class Traits, class Config, class ReadField>
Expected<std::unique_ptr<play::State>, std::string> CreateState(const Json& json,
                                                                std::string_view fields,
                                                                ReadField read_field) {
  if (!json.IsObject()) return MakeUnexpected(std::string("the config must be a JSON object"));
  Config config;
  for (const JsonMember& member : json.AsObject()) {
    std::int64_t value = 0;
    std::optional<std::string> error;
    if (member.key == "seed") {
      error = challenge24::ReadInteger(member, 0, INT64_MAX, value);
      config.seed = static_cast<std::uint64_t>(value);
    } else if (member.key == "minutes") {
      error = challenge24::ReadInteger(member, 0, 120, value);
      config.minutes = static_cast<int>(value);
    } else {
      error = read_field(member, config);
      if (error && error->empty())
        return MakeUnexpected("unknown field \"" + member.key + "\" (a " +
                              std::string(Traits::kTitle) + " config has " + std::string(fields) +
                              ")");
    }
    if (error) return MakeUnexpected(*error);
  }
  auto game = G::Create(config);
  if (!game) return MakeUnexpected(game.error());
  return std::unique_ptr<play::State>(std::make_unique<GameState<G, Traits>>(std::move(*game)));
}

}  // namespace equations::pentathlon
