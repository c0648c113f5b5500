#include "core/api/games.h"

#include <array>

#include "core/ai/ai_computer.h"
#include "core/challenge24/round_state.h"
#include "core/challenge24/tournament_state.h"
#include "core/contig60/game_state.h"
#include "core/match/match_state.h"
#include "core/queens_guards/computer.h"
#include "core/queens_guards/game_state.h"

namespace equations {
namespace {

// A new game is one row here and its own folder of core/ (docs/architecture.md).
const std::array<play::GameType, 5> kGames = {{
    {"equations", "Equations", &CreateEquationsState, &DecideEquationsComputer},
    {"24-challenge", "24 Challenge", &challenge24::CreateRoundState},
    {"24-challenge-tournament", "24 Challenge tournament", &challenge24::CreateTournamentState},
    {"contig-60", "Contig 60", &contig60::CreateGameState},
    {"queens-and-guards", "Queens & Guards", &queens_guards::CreateGameState,
     &queens_guards::DecideComputer},
}};

}  // namespace

std::span<const play::GameType> Games() {
  return kGames;
}

const play::GameType* FindGame(std::string_view name) {
  for (const play::GameType& game : kGames)
    if (game.name == name) return &game;
  return nullptr;
}

}  // namespace equations
