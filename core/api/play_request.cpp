#include "core/api/play_request.h"

#include <optional>
#include <string>
#include <string_view>
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

namespace {

// The answer of a play request with "seat": what that player may see and do, so that a server
// passes it on as it is. The config loses its seed; the legal actions are the seat's own.
RequestAnswer SeatAnswer(const play::State& s, int seat, Json answer) {
  static constexpr std::string_view kSeed[] = {"seed"};
  const Json now = play::Save(s);
  answer.Set("game", *now.Find("game"));
  answer.Set("config", play::WithoutMembers(*now.Find("config"), kSeed));
  answer.Set("actions", *now.Find("actions"));
  answer.Set("players", s.Players());
  answer.Set("seat", seat);
  answer.Set("terminal", s.IsTerminal());
  answer.Set("chance", s.IsChanceNode());
  Json scores = Json::MakeArray();
  for (int score : s.Scores()) scores.Push(score);
  answer.Set("scores", std::move(scores));
  std::vector<std::string> own;
  std::vector<bool> acts(static_cast<std::size_t>(s.Players()), false);
  for (const std::string& action : s.LegalActions()) {
    const int actor = s.Actor(action);
    if (actor >= 0 && actor < s.Players()) acts[static_cast<std::size_t>(actor)] = true;
    if (actor == seat) own.push_back(action);
  }
  answer.Set("legal_actions", StringArray(own));
  Json to_act = Json::MakeArray();
  for (std::size_t i = 0; i < acts.size(); ++i)
    if (acts[i]) to_act.Push(static_cast<int>(i));
  answer.Set("to_act", std::move(to_act));
  answer.Set("state", s.SeatView(seat));
  return RequestAnswer{std::move(answer), 0};
}

}  // namespace

RequestAnswer AnswerPlay(const Json& request) {
  if (!request.IsObject())
    return Refuse("the request must be a JSON object, not " +
                  std::string(JsonKindName(request.kind())));
  const Json* apply = nullptr;
  const Json* seat_field = nullptr;
  Json saved = Json::MakeObject();
  for (const JsonMember& member : request.AsObject()) {
    if (member.key == "seat") {
      seat_field = &member.value;
    } else if (member.key == "apply") {
      if (!member.value.IsString())
        return Refuse("field \"apply\" must be a string (one action), not " +
                      std::string(JsonKindName(member.value.kind())));
      apply = &member.value;
    } else if (member.key == "game" || member.key == "config" || member.key == "actions") {
      saved.Set(member.key, member.value);
    } else {
      return Refuse("unknown field " + QuoteJson(member.key) +
                    " for the play command (its fields: game, config, actions, apply, seat)");
    }
  }
  if (!saved.Find("actions")) saved.Set("actions", Json::MakeArray());
  if (saved.Find("actions")->IsArray() && saved.Find("actions")->AsArray().size() > kMaxPlayActions)
    return Refuse("\"actions\" holds more than " + std::to_string(kMaxPlayActions) + " actions");
  auto state = play::Load(Games(), saved);
  if (!state) return Refuse(state.error());

  std::optional<int> seat;
  if (seat_field) {
    if (!seat_field->IsInteger() || seat_field->AsInteger() < 0 ||
        seat_field->AsInteger() >= (*state)->Players())
      return Refuse("field \"seat\" must be a seat of the game, a whole number from 0 to " +
                    std::to_string((*state)->Players() - 1));
    seat = static_cast<int>(seat_field->AsInteger());
  }

  Json answer = Json::MakeObject();
  if (apply) {
    const int actor = seat ? (*state)->Actor(apply->AsString()) : -1;
    if (seat && actor != *seat)
      answer.Set("refused", actor < 0 ? "no player takes that action"
                                      : "that action is seat " + std::to_string(actor) +
                                            "'s, not seat " + std::to_string(*seat) + "'s");
    else if (auto refused = (*state)->Apply(apply->AsString()))
      answer.Set("refused", *refused);
  }
  if (seat) return SeatAnswer(**state, *seat, std::move(answer));
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
  if (Json results = s.Results(); !results.IsNull()) answer.Set("results", std::move(results));
  answer.Set("legal_actions", StringArray(s.LegalActions()));
  answer.Set("state", s.View());
  return RequestAnswer{std::move(answer), 0};
}

}  // namespace equations
