#include "core/ai/ai_computer.h"

#include <algorithm>
#include <optional>

#include "core/ai/ai.h"
#include "core/match/match_state.h"
#include "core/play/thought.h"

namespace equations {

Expected<play::ComputerDecision, std::string> DecideEquationsComputer(
    const play::State& state, const play::ComputerRequest& request) {
  const Match* match = MatchOf(state);
  if (!match) return MakeUnexpected(std::string("the AI plays the equations game only"));
  const std::optional<AiLevel> level = ParseAiLevel(request.level);
  if (!level)
    return MakeUnexpected("unknown level \"" + request.level +
                          "\" (levels: beginner, club, tournament)");
  if (auto unsupported = AiUnsupported(*match)) return MakeUnexpected(*unsupported);
  play::ComputerDecision decision;
  // The dice are the caller's (the roll, the roll for first): no player decides them.
  if (match->IsChanceNode() || match->IsTerminal()) return decision;
  // A seed per match state, as AiPlayer draws it, so one table's decisions differ.
  const std::uint64_t seed = request.seed ^ (0xD1B54A32D192ED03ULL * (match->history().size() + 1));
  for (int seat : SeatsToAsk(*match)) {
    if (std::find(request.seats.begin(), request.seats.end(), seat) == request.seats.end())
      continue;
    AiThinker thinker(*match, seat, *level, seed);
    // The same slice as a frame of the UI; the level's budget bounds the whole decision.
    if (!play::ThinkInSlices<Action>(thinker, 20000)) continue;
    decision.seat = seat;
    for (const Action& action : thinker.Plan()) decision.plan.push_back(ActionText(action));
    decision.note = thinker.note().text;
    return decision;
  }
  return decision;
}

}  // namespace equations
