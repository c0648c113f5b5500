#include "ui/match_save.h"

#include "core/api/games.h"
#include "core/base/json.h"
#include "core/match/match_state.h"
#include "core/play/state.h"

namespace equations::ui {

std::string SaveText(const Match& match) {
  return WriteJson(play::Save(*EquationsState(match)));
}

RestoredMatch RestoreMatch(const std::string& text) {
  RestoredMatch restored;
  auto parsed = ParseJson(text);
  if (!parsed || !parsed->IsObject()) {
    restored.note = "The saved match could not be read: it is not a JSON object";
    return restored;
  }
  if (parsed->Find("game")) {
    auto state = play::Load(Games(), *parsed);
    if (!state) {
      restored.note = "The saved match could not be restored: " + state.error();
      return restored;
    }
    if (const Match* match = MatchOf(**state)) {
      restored.match = *match;
    } else {
      restored.note = "The saved game is not a match of Equations";
    }
    return restored;
  }
  // The older form: the engine's whole state, as builds before this one saved it.
  auto match = FromJson(text);
  if (!match) {
    restored.note = "The saved match could not be restored: " + match.error();
    return restored;
  }
  restored.match = std::move(*match);
  restored.migrated = true;
  restored.note = "Your saved match was brought up to date for this version of the game";
  return restored;
}

}  // namespace equations::ui
