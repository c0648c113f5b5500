// The save format of a 24 Challenge round: the config and the actions, read back by replaying
// (the state is never written twice).
#include "core/base/json.h"
#include "core/challenge24/round.h"

namespace equations::challenge24 {
namespace {

Expected<std::int64_t, std::string> ReadInteger(const Json& object, std::string_view field,
                                                std::int64_t low, std::int64_t high) {
  const Json* value = object.Find(field);
  if (value == nullptr) return MakeUnexpected("missing \"" + std::string(field) + "\"");
  if (!value->IsInteger() || value->AsInteger() < low || value->AsInteger() > high)
    return MakeUnexpected("\"" + std::string(field) + "\" must be an integer from " +
                          std::to_string(low) + " to " + std::to_string(high));
  return value->AsInteger();
}

}  // namespace

std::string ToJson(const Round& round) {
  const RoundConfig& config = round.config();
  Json json = Json::MakeObject();
  Json settings = Json::MakeObject();
  settings.Set("deck", DeckPlanName(config.deck));
  settings.Set("seed", config.seed);
  settings.Set("round", config.round);
  settings.Set("players", config.players);
  settings.Set("cards", config.cards);
  json.Set("config", std::move(settings));
  Json actions = Json::MakeArray();
  for (const Action& action : round.history()) {
    Json entry = Json::MakeObject();
    entry.Set("kind", ActionKindName(action.kind));
    if (action.player >= 0) entry.Set("player", action.player);
    if (!action.text.empty()) entry.Set("text", action.text);
    entry.Set("at_ms", action.at_ms);
    actions.Push(std::move(entry));
  }
  json.Set("actions", std::move(actions));
  return WriteJson(json);
}

Expected<Round, std::string> RoundFromJson(std::string_view text) {
  auto json = ParseJson(text);
  if (!json) return MakeUnexpected("malformed JSON: " + json.error().Message());
  const Json* settings = json->IsObject() ? json->Find("config") : nullptr;
  const Json* actions = json->IsObject() ? json->Find("actions") : nullptr;
  if (settings == nullptr || !settings->IsObject() || actions == nullptr || !actions->IsArray())
    return MakeUnexpected(std::string("a saved round is {\"config\":{...},\"actions\":[...]}"));
  RoundConfig config;
  const Json* deck = settings->Find("deck");
  std::optional<DeckPlan> plan =
      deck != nullptr && deck->IsString() ? ParseDeckPlan(deck->AsString()) : std::nullopt;
  if (!plan)
    return MakeUnexpected(
        std::string("config: \"deck\" must be single-digits, double-digits or mixed"));
  config.deck = *plan;
  const Json* seed = settings->Find("seed");
  if (seed == nullptr || !seed->IsInteger() || seed->AsInteger() < 0)
    return MakeUnexpected(std::string("config: \"seed\" must be a whole number"));
  config.seed = static_cast<std::uint64_t>(seed->AsInteger());
  auto round = ReadInteger(*settings, "round", 1, 4);
  auto players = ReadInteger(*settings, "players", 1, 4);
  auto cards = ReadInteger(*settings, "cards", 1, kHalfCards);
  for (const auto* field : {&round, &players, &cards})
    if (!*field) return MakeUnexpected("config: " + field->error());
  config.round = static_cast<int>(*round);
  config.players = static_cast<int>(*players);
  config.cards = static_cast<int>(*cards);
  std::vector<Action> list;
  for (std::size_t i = 0; i < actions->AsArray().size(); ++i) {
    const Json& entry = actions->AsArray()[i];
    const std::string where = "action " + std::to_string(i + 1) + ": ";
    const Json* kind = entry.IsObject() ? entry.Find("kind") : nullptr;
    std::optional<ActionKind> parsed =
        kind != nullptr && kind->IsString() ? ParseActionKind(kind->AsString()) : std::nullopt;
    if (!parsed) return MakeUnexpected(where + "\"kind\" is not an action");
    Action action{*parsed};
    if (entry.Find("player") != nullptr) {
      auto player = ReadInteger(entry, "player", 0, 3);
      if (!player) return MakeUnexpected(where + player.error());
      action.player = static_cast<int>(*player);
    }
    if (const Json* words = entry.Find("text")) {
      if (!words->IsString()) return MakeUnexpected(where + "\"text\" must be a string");
      action.text = words->AsString();
    }
    auto at = ReadInteger(entry, "at_ms", 0, INT64_MAX);
    if (!at) return MakeUnexpected(where + at.error());
    action.at_ms = *at;
    list.push_back(std::move(action));
  }
  return Round::Replay(config, list);
}

}  // namespace equations::challenge24
