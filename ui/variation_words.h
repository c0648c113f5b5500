// The variations of Adventurous Equations in a twelve-year-old's words (AGLOA XIII): one line on
// what each does and an example, the keypad keys its marks need (shared/notes/adventurous.md
// section 8), a pick's problem said shortly ("no 0 was rolled"), and typed marks made readable.
// One table, keyed by VariationKind; the rules themselves stay in core/rules/variation.h.
#pragma once

#include <string>
#include <vector>

#include "core/rules/variation.h"

namespace equations::ui {

// What the variation sheet says of a variation.
struct VariationWords {
  VariationKind value;
  const char* what;     // one line: what it does
  const char* example;  // a worked example in the typed notation
};
const VariationWords& WordsOf(VariationKind kind);

// A key the writing keypad grows for a variation: its label and what it types.
struct VariationKey {
  std::string label;
  std::string text;
  std::string tip;
};
// Returns the keys the variations in effect need, each once, in a fixed order; none in Basic.
std::vector<VariationKey> KeysFor(const std::vector<Variation>& variations);

// Returns the label of a blank's choice: "eight" for Base m, "7" for k, "Red" for Exponent, "0" or
// "x" for the wild cube.
std::string BlankChoiceText(VariationKind kind, int parameter);
// Returns what the blank asks, as a question: "Which base?", "Which k?", ...
const char* BlankQuestion(VariationBlank blank);

// Returns why a pick is illegal in a few words, from the engine's judgement: the part after its
// rule citation ("no 0 was rolled", "already chosen", "conflicts with Base eight").
std::string ShortReason(const PickJudgement& judgement);

// Returns typed text with its marks spelled out for reading aloud and for the eye: "3<sw>+'2" ->
// "3 sideways + exponent 2". Unmarked text is returned as it is.
std::string ReadableMarks(const std::string& text);

// Returns `text` with the mat notation's marks in words: "2<sw> = 1/2" -> "2 sideways = 1/2".
// Only the marks in angle brackets are read: an apostrophe in a sentence stays one.
std::string MarksInWords(const std::string& text);

// Returns typed characters as a screen reader should say them, one word each: "2+" -> "2 plus",
// "(" -> "open bracket", "÷" -> "divided by"; a mark is read as ReadableMarks reads it.
std::string SignWords(const std::string& typed);

// The one sentence hints and explanations show when variations are in effect.
inline constexpr const char* kNoVariationHelp =
    "Hints and Explain know Basic Equations only: they do not cover this shake's variations.";

}  // namespace equations::ui
