#include "core/queens_guards/game_state.h"

#include <string_view>

#include "core/challenge24/round_state.h"
#include "core/pentathlon/game_state.h"

namespace equations::queens_guards {
namespace {

Json ConfigJson(const Config& config) {
  Json json = Json::MakeObject();
  json.Set("seed", config.seed);
  json.Set("minutes", config.minutes);
  return json;
}

Json TurnJson(const TurnRecord& turn) {
  Json json = Json::MakeObject();
  json.Set("player", turn.player);
  json.Set("from", turn.from);
  json.Set("to", turn.to);
  json.Set("back", turn.back);
  json.Set("relocatable", turn.relocatable);
  json.Set("relocated", turn.relocated);
  json.Set("announced", turn.announced);
  json.Set("forfeited", turn.forfeited);
  return json;
}

Json GameView(const Game& game) {
  Json view = Json::MakeObject();
  view.Set("config", ConfigJson(game.config()));
  view.Set("phase", game.phase() == Phase::Toss   ? "toss"
                    : game.phase() == Phase::Turn ? "turn"
                                                  : "over");
  // Each space: null, or {"player":0,"piece":"queen"|"guard"}.
  Json spaces = Json::MakeArray();
  for (int holder : game.spaces()) {
    if (holder < 0) {
      spaces.Push(Json());
      continue;
    }
    Json piece = Json::MakeObject();
    piece.Set("player", OwnerOf(holder));
    piece.Set("piece", IsQueen(holder) ? "queen" : "guard");
    spaces.Push(std::move(piece));
  }
  view.Set("spaces", std::move(spaces));
  view.Set("queen_starts",
           pentathlon::IntegersJson(std::array<int, 2>{QueenStart(0), QueenStart(1)}));
  std::vector<int> owed;
  for (int space = 0; space < kSpaces; ++space)
    for (int holder : game.owed())
      if (game.spaces()[static_cast<std::size_t>(space)] == holder) owed.push_back(space);
  view.Set("in_trap", pentathlon::IntegersJson(owed));  // the spaces of announced trapped pieces
  view.Set("beginner", game.beginner());
  view.Set("tie_proposed_by", game.tie_proposed_by());
  view.Set("turn", TurnJson(game.turn()));
  view.Set("last_turn", game.last_turn() ? TurnJson(*game.last_turn()) : Json());
  view.Set("monitor", game.monitor().ToJson());
  view.Set("events", pentathlon::TextsJson(game.events()));
  view.Set("score_card", pentathlon::ScoreCard(game.outcome()));
  view.Set("random", game.random().State());
  return view;
}

struct Traits {
  static constexpr std::string_view kName = "queens-and-guards";
  static constexpr std::string_view kTitle = "Queens & Guards";
  static Json ConfigJson(const Config& config) { return queens_guards::ConfigJson(config); }
  static Json View(const Game& game) { return GameView(game); }
  // The tournament points once the game is over (win 3, tie 2, loss 1), 0 before.
  static std::vector<int> Scores(const Game& game) {
    return pentathlon::TournamentPoints(game.outcome());
  }
  static bool IsVerb(std::string_view verb) { return queens_guards::IsVerb(verb); }
};
using QueensState = pentathlon::GameState<Game, Traits>;

}  // namespace

const char* Help() {
  return "Queens & Guards (Mathematics Pentathlon, Division III). Each player has a Queen and 6 "
         "guards on a board of 91 hexagons in rings around the Queen's Throne. Move one piece a "
         "turn, one space sideways or towards the centre. Win by putting your Queen on the Throne "
         "with your 6 guards around her. A piece between two opposing pieces in a straight line "
         "of the same ring is in a trap: say \"Trap\" after forming it or at the beginning of "
         "your next turn; a trapped guard moves back one space, a trapped Queen to her Start "
         "Position, the Queen first. The board and the start position are those of Agon, the "
         "public game Queens & Guards is based on: the Queens on opposite corners of the "
         "outermost band, the guards alternating round it (the official board is in the "
         "Mathematics Pentathlon manual, which we do not have).";
}

Expected<std::unique_ptr<play::State>, std::string> CreateGameState(const Json& config) {
  return pentathlon::CreateState<Game, Traits, Config>(
      config, "seed, minutes",
      [](const JsonMember&, Config&) -> std::optional<std::string> { return std::string(); });
}

const Game* GameOf(const play::State& state) {
  const auto* queens = dynamic_cast<const QueensState*>(&state);
  return queens ? &queens->game() : nullptr;
}

}  // namespace equations::queens_guards
