// The requests of the game layer (core/play/state.h), for every game of the registry
// (core/api/games.h): a game as a value, passed in and out whole, so the caller keeps no engine
// state between calls.
//
//   games  {} -> {"games":[{"name":"equations","title":"Equations"}]}
//   play   {"game":"equations","config":{"rules":"agloa","division":"middle","players":2,
//           "seed":7},"actions":["rolloff - 1", ...],"apply":"p1 goalcube 3 nogap"}
//          -> {"game":"equations","config":{...},"actions":[...],"players":2,"terminal":false,
//              "chance":false,"scores":[0,0],"legal_actions":["p1 bonus", ...],"state":{...}}
//          "seat" (optional) asks for what the player in that seat may see and do: "apply" is
//          refused unless it is that seat's action (play::State::Actor), "state" is the seat's
//          view (play::State::SeatView: no seed, no coming rolls or cards), "config" has no
//          seed, "legal_actions" are the seat's own, and "to_act" lists the seats that have a
//          legal action now.
//          "actions" (optional) are replayed from the config; one that the game refuses makes
//          the request refused, naming it by its place. "apply" (optional) is one more action:
//          when the game refuses it, the answer is the state before it with "refused": the
//          game's reason (an error value, exit code 0). "game", "config" and "actions" of an
//          answer are a saved game that a later request (or play::Load) restores.
//          "clock" (optional) {"round_start_ms", "now_ms", "round_ms" (optional: the rule
//          set's)} adds "round_clock": {"stage", "left_ms", "round_ms", "due"}, where the round
//          stands at the caller's clock (play::State::RoundClock; null for a game without one).
//          "computer" (optional, not with "seat") {"seats": [1, 2], "level": "club", "seed": 7}
//          adds "computer": {"seat", "plan", "note"}: the game's computer player's decision for
//          the first of those seats that acts now (play::GameType::computer), "seat" null when
//          none does; the caller applies "plan"'s actions in order, each checked again.
#pragma once

#include "core/api/request.h"
#include "core/base/json.h"

namespace equations {

RequestAnswer AnswerGames(const Json& request);
RequestAnswer AnswerPlay(const Json& request);

// Limits on a play request, so that no request can make the engine run for long.
inline constexpr std::size_t kMaxPlayActions = 20000;

}  // namespace equations
