#include "core/api/play_request.h"

#include <string>
#include <vector>

#include "core/api/games.h"
#include "core/play/state.h"

namespace equations {
RequestAnswer AnswerGames(const Json& request) {
  if (!request.IsObject())
    return Refuse("the request must be a JSON object, not " +
                  std::string(JsonKindName(request.kind())));
  if (!request.AsObject().empty())
    return Refuse("unknown field " + QuoteJson(request.AsObject().front().key) +
                  " for the games command (it has none)");
  Json games = Json::MakeArray();
  for (const play::GameType& game : Games()) {
    Json entry = Json::MakeObject();
    entry.Set("name", game.name);
    entry.Set("title", game.title);
    games.Push(std::move(entry));
  }
  Json answer = Json::MakeObject();
  answer.Set("games", std::move(games));
  return RequestAnswer{std::move(answer), 0};
}

RequestAnswer AnswerPlay(const Json& request) {
  if (!request.IsObject())
    return Refuse("the request must be a JSON object, not " +
                  std::string(JsonKindName(request.kind())));
  const Json* apply = nullptr;
  Json saved = Json::MakeObject();
  for (const JsonMember& member : request.AsObject()) {
    if (member.key == "apply") {
      if (!member.value.IsString())
        return Refuse("field \"apply\" must be a string (one action), not " +
                      std::string(JsonKindName(member.value.kind())));
      apply = &member.value;
    } else if (member.key == "game" || member.key == "config" || member.key == "actions") {
      saved.Set(member.key, member.value);
    } else {
      return Refuse("unknown field " + QuoteJson(member.key) +
                    " for the play command (its fields: game, config, actions, apply)");
    }
  }
  if (!saved.Find("actions")) saved.Set("actions", Json::MakeArray());
  if (saved.Find("actions")->IsArray() && saved.Find("actions")->AsArray().size() > kMaxPlayActions)
    return Refuse("\"actions\" holds more than " + std::to_string(kMaxPlayActions) + " actions");
  auto state = play::Load(Games(), saved);
  if (!state) return Refuse(state.error());

  Json answer = Json::MakeObject();
  if (apply) {
    if (auto refused = (*state)->Apply(apply->AsString())) answer.Set("refused", *refused);
  }
  const play::State& s = **state;
  const Json now = play::Save(s);
  answer.Set("game", *now.Find("game"));
  answer.Set("config", *now.Find("config"));
  answer.Set("actions", *now.Find("actions"));
  answer.Set("players", s.Players());
  answer.Set("terminal", s.IsTerminal());
  answer.Set("chance", s.IsChanceNode());
  Json scores = Json::MakeArray();
  for (int score : s.Scores()) scores.Push(score);
  answer.Set("scores", std::move(scores));
  answer.Set("legal_actions", StringArray(s.LegalActions()));
  answer.Set("state", s.View());
  return RequestAnswer{std::move(answer), 0};
}

}  // namespace equations
