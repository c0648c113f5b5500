// The game's words for a player of twelve: a reason or verdict with its rule reference moved out
// of the sentence (kept, to show on demand), and the rule sets and divisions named with the
// grades who play them.
#pragma once

#include <string>

namespace equations::ui {

// A sentence from the engine split into its plain words and the rule references it cited.
struct PlainText {
  std::string words;  // the sentence without "(AGLOA VII-C-5-d)" and the like
  std::string rules;  // the references it cited ("AGLOA VII-C-5-d"), "; "-separated, or ""
};

// Returns `text` with each parenthesised rule reference "(AGLOA ...)", "(ACC ...)",
// "(MLAG ...)" taken out of the words and collected in `rules`.
PlainText Plain(const std::string& text);

// Returns the rule set's name for the setup screen: "AGLOA (national tournament)", ...
const char* RuleSetTitle(const std::string& rules);
// Returns the rule set's short name for a narrow setup: "AGLOA", "ACC", "MLAG".
const char* RuleSetShortTitle(const std::string& rules);
// Returns what the rule set is, in one line (its button's tooltip).
const char* RuleSetTip(const std::string& rules);
// Returns a division with the grades that play it: "Middle (grade 8 and below)", "Grade 3".
std::string DivisionTitle(const std::string& rules, const std::string& division);
// Returns the heading over the division buttons with the chosen one: "Division: Middle (grade 8
// and below)", or "Grade" where divisions are grades.
std::string DivisionHeading(const std::string& rules, const std::string& division);
// Returns a division's button label: "Middle", "Grade 3".
std::string DivisionLabel(const std::string& rules, const std::string& division);

}  // namespace equations::ui
