// Writing an Equation on a shared device (AGLOA VII-C; MLAG "Writing and checking"; ACC
// "Solutions"): a "pass the device" screen so the others cannot see, then an input line with an
// on-screen keypad (digits, operators, grouping symbols, √) that works on touch, then a screen
// that hides the Equation again before the device is passed back.
#pragma once

#include <string>

#include "core/language/arithmetic.h"
#include "core/rules/mat.h"
#include "ui/layout.h"
#include "ui/theme.h"
#include "ui/variation_words.h"

namespace equations::ui {

// The view-only state of the writing screens.
struct WritingState {
  int writer = -1;         // the player writing, or -1 when nobody is
  bool revealed = false;   // the writer has taken the device
  bool handed_in = false;  // presented: hide it before passing the device back
  std::string text;        // the Equation being typed
  // Why the Equation is not ready (empty, no "=", does not parse), asked before it is presented;
  // empty while no question is open.
  std::string question;
};

enum class WritingRequest { None, Present, Cancel, Done };

// Draws the writing screens for `state.writer` named `name`; `hint` says what to write; `mat` is
// shown beside the keypad (the panel covers the mat) with `timer` (the time left, or "").
// `arithmetic` is the shake's (Match::ShakeArithmetic): the judge says with it whether the text
// reads as an Equation before it is presented (core/judge/judge.h UnreadyReason).
// Records "write:mat" (the cubes beside the keypad).
// `keys`: the keys the shake's variations add to the keypad (ui/variation_words.h), `variations`
// the variations in effect in the rules' words ("" in Basic Equations).
WritingRequest DrawWriting(WritingState& state, const std::string& name, const std::string& hint,
                           const Mat& mat, const Arithmetic& arithmetic, const std::string& timer,
                           const Fonts& fonts, float scale, Layout& layout,
                           const std::vector<VariationKey>& keys = {},
                           const std::string& variations = "");

}  // namespace equations::ui
