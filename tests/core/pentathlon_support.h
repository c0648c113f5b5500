// What the tests of the Division III games share: applying an action in its text form.
#pragma once

#include <doctest/doctest.h>

#include <string>

#include "core/pentathlon/monitor.h"

namespace equations::pentathlon {

// Applies an action written in the game's text form; fails the test when it is refused.
template <class G>
void Do(G& game, const std::string& text) {
  auto action = ParseAction(text, game.monitor().clock_ms());
  REQUIRE_MESSAGE(action.has_value(), text);
  auto error = game.Apply(*action);
  REQUIRE_MESSAGE(!error, text, ": ", error.value_or(""));
}

// Returns why the game refuses the action, checking that the refusal changed nothing.
template <class G>
std::string Refusal(G& game, const std::string& text) {
  auto action = ParseAction(text, game.monitor().clock_ms());
  if (!action) return action.error();
  const G before = game;
  auto error = game.Apply(*action);
  CHECK(game == before);
  return error.value_or("");
}

}  // namespace equations::pentathlon
