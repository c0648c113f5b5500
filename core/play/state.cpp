#include "core/play/state.h"

#include <vector>

namespace equations::play {

Json Save(const State& state) {
  Json actions = Json::MakeArray();
  for (const std::string& action : state.History()) actions.Push(action);
  Json saved = Json::MakeObject();
  saved.Set("game", state.Game());
  saved.Set("config", state.Config());
  saved.Set("actions", std::move(actions));
  return saved;
}

Json WithoutMembers(Json object, std::span<const std::string_view> keys) {
  if (object.IsObject())
    std::erase_if(object.AsObject(), [keys](const JsonMember& member) {
      for (std::string_view key : keys)
        if (member.key == key) return true;
      return false;
    });
  return object;
}

Expected<std::unique_ptr<State>, std::string> Replay(const GameType& game, const Json& config,
                                                     std::span<const std::string> actions) {
  auto state = game.create(config);
  if (!state) return MakeUnexpected("config: " + state.error());
  for (size_t i = 0; i < actions.size(); ++i) {
    if (auto error = (*state)->Apply(actions[i]))
      return MakeUnexpected("actions[" + std::to_string(i) + "] \"" + actions[i] + "\": " + *error);
  }
  return std::move(*state);
}

Expected<std::unique_ptr<State>, std::string> Load(std::span<const GameType> games,
                                                   const Json& saved) {
  if (!saved.IsObject()) return MakeUnexpected(std::string("a saved game is a JSON object"));
  const Json* name = saved.Find("game");
  if (!name || !name->IsString())
    return MakeUnexpected(std::string("\"game\" must be the name of a game, as a string"));
  const GameType* game = nullptr;
  for (const GameType& g : games)
    if (g.name == name->AsString()) game = &g;
  if (!game) return MakeUnexpected("\"game\": no game is called \"" + name->AsString() + "\"");
  const Json* config = saved.Find("config");
  if (!config || !config->IsObject())
    return MakeUnexpected(std::string("\"config\" must be an object"));
  const Json* list = saved.Find("actions");
  if (!list || !list->IsArray())
    return MakeUnexpected(std::string("\"actions\" must be an array of strings"));
  std::vector<std::string> actions;
  for (size_t i = 0; i < list->AsArray().size(); ++i) {
    const Json& action = list->AsArray()[i];
    if (!action.IsString())
      return MakeUnexpected("\"actions\"[" + std::to_string(i) + "] must be a string, not " +
                            std::string(JsonKindName(action.kind())));
    actions.push_back(action.AsString());
  }
  for (const JsonMember& member : saved.AsObject())
    if (member.key != "game" && member.key != "config" && member.key != "actions")
      return MakeUnexpected("unknown field \"" + member.key + "\" in a saved game");
  return Replay(*game, *config, actions);
}

}  // namespace equations::play
