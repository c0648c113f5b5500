#include "core/contig60/game_state.h"

#include <span>
#include <string_view>

#include "core/challenge24/round_state.h"
#include "core/pentathlon/game_state.h"

namespace equations::contig60 {
namespace {

Json ConfigJson(const Config& config) {
  Json json = Json::MakeObject();
  json.Set("seed", config.seed);
  json.Set("start_score", config.start_score);
  json.Set("chips", config.chips);
  json.Set("minutes", config.minutes);
  return json;
}

Json TurnJson(const TurnRecord& turn) {
  Json json = Json::MakeObject();
  json.Set("player", turn.player);
  json.Set("rolled", turn.rolled);
  json.Set("dice", turn.rolled ? pentathlon::IntegersJson(turn.dice) : Json());
  json.Set("recorded", turn.recorded);
  json.Set("sentence", turn.sentence);
  json.Set("placed",
           turn.placed >= 0 ? Json(BoardNumbers()[static_cast<std::size_t>(turn.placed)]) : Json());
  json.Set("total", turn.total ? Json(*turn.total) : Json());
  json.Set("capturing", turn.capturing);
  if (turn.capturing) {
    json.Set("captured_dice", pentathlon::IntegersJson(turn.captured_dice));
    json.Set("capture_sentence", turn.capture_sentence);
    json.Set("capture_space",
             turn.capture_space >= 0
                 ? Json(BoardNumbers()[static_cast<std::size_t>(turn.capture_space)])
                 : Json());
  }
  json.Set("forfeited", turn.forfeited);
  return json;
}

Json GameView(const Game& game) {
  Json view = Json::MakeObject();
  view.Set("config", ConfigJson(game.config()));
  view.Set("phase", PhaseName(game.phase()));
  view.Set("board", pentathlon::IntegersJson(BoardNumbers()));
  view.Set("owner", pentathlon::IntegersJson(game.position().owner));
  view.Set("running_scores", pentathlon::IntegersJson(game.position().scores));
  view.Set("chips", pentathlon::IntegersJson(game.position().chips));
  view.Set("tosses", pentathlon::IntegersJson(game.tosses()));
  view.Set("beginner", game.beginner());
  view.Set("turn", TurnJson(game.turn()));
  view.Set("last_turn", game.last_turn() ? TurnJson(*game.last_turn()) : Json());
  view.Set("offered_roll",
           game.offered_roll() ? pentathlon::IntegersJson(*game.offered_roll()) : Json());
  view.Set("monitor", game.monitor().ToJson());
  view.Set("events", pentathlon::TextsJson(game.events()));
  view.Set("score_card", pentathlon::ScoreCard(game.outcome()));
  view.Set("random", game.random().State());
  return view;
}

struct Traits {
  static constexpr std::string_view kName = "contig-60";
  static constexpr std::string_view kTitle = "Contig 60";
  static Json ConfigJson(const Config& config) { return contig60::ConfigJson(config); }
  static Json View(const Game& game) { return GameView(game); }
  // The Running Scores (lower is better).
  static std::vector<int> Scores(const Game& game) {
    return {game.position().scores[0], game.position().scores[1]};
  }
  static bool IsVerb(std::string_view verb) { return contig60::IsVerb(verb); }
};
using ContigState = pentathlon::GameState<Game, Traits>;

}  // namespace

const char* Help() {
  return "Contig 60 (Mathematics Pentathlon, Division III). Roll three dice and make a number "
         "sentence with all three, in the order of operations (x and ÷ before + and -; write "
         "(3+5)x4 for \"3 plus 5 is 8 and 8 times 4 is 32\"). Record the roll, announce the "
         "sentence and place a chip on its number; each chip subtracts 1 point, plus 1 for each "
         "covered space touching it, from your Running Score, which you then announce. Win with "
         "5 of your chips in a row, or with a Running Score of 0 or less at least 3 below your "
         "opponent's. Capture a pass before you roll: twice the points are subtracted. Challenge "
         "your opponent's turn before you roll. The board is our own arrangement of the 49 whole "
         "numbers from 1 to 60 that three dice can make, in 7 rows of 7; each player has 20 chips "
         "and a Running Score that starts at 30 (the official board and scores are in the "
         "Mathematics Pentathlon manual, which we do not have).";
}

Expected<std::unique_ptr<play::State>, std::string> CreateGameState(const Json& config) {
  return pentathlon::CreateState<Game, Traits, Config>(
      config, "seed, start_score, chips, minutes",
      [](const JsonMember& member, Config& read) -> std::optional<std::string> {
        std::int64_t value = 0;
        std::optional<std::string> error;
        if (member.key == "start_score") {
          error = challenge24::ReadInteger(member, 1, 200, value);
          read.start_score = static_cast<int>(value);
        } else if (member.key == "chips") {
          error = challenge24::ReadInteger(member, kInARow, kSpaces / 2, value);
          read.chips = static_cast<int>(value);
        } else {
          return std::string();
        }
        return error;
      });
}

const Game* GameOf(const play::State& state) {
  const auto* contig = dynamic_cast<const ContigState*>(&state);
  return contig ? &contig->game() : nullptr;
}

}  // namespace equations::contig60
