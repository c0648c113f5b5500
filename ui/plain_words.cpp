#include "ui/plain_words.h"

#include <cctype>
#include <regex>

namespace equations::ui {

PlainText Plain(const std::string& text) {
  // A reference is a bracket opening with a rule book's name: "(AGLOA VII-C-5-d)",
  // "(ACC \"Goal\")", "(MLAG \"Challenges\"; AGLOA VI-A-2-a)".
  static const std::regex kReference(R"(\s*\(((?:AGLOA|ACC|MLAG)\b[^()]*)\))");
  PlainText plain;
  std::string rest = text;
  std::smatch match;
  while (std::regex_search(rest, match, kReference)) {
    plain.words += match.prefix().str();
    plain.rules += (plain.rules.empty() ? "" : "; ") + match[1].str();
    rest = match.suffix().str();
  }
  plain.words += rest;
  // "... penalty (AGLOA X)." leaves "... penalty ." : no space before the stop.
  for (size_t at = plain.words.find(" ."); at != std::string::npos; at = plain.words.find(" ."))
    plain.words.erase(at, 1);
  while (!plain.words.empty() && std::isspace(static_cast<unsigned char>(plain.words.back())))
    plain.words.pop_back();
  return plain;
}

namespace {

// The words of each rule set, by its name (the one place the page names them).
struct RuleSetWords {
  const char* name;
  const char* title;
  const char* short_title;  // on a phone's setup
  const char* tip;
  bool grades;  // its divisions are school grades, "Grade 3" (ACC "Division of Play")
};

constexpr RuleSetWords kRuleSetWords[] = {
    {"agloa", "AGLOA (national)", "AGLOA",
     "The national tournament rules (Academic Games Leagues of America), the most complete", false},
    {"acc", "Academic Challenge Cup", "ACC",
     "The Academic Challenge Cup's rules: 20 cubes, grades 3 to 8, two points for a winning "
     "challenge",
     true},
    {"mlag", "MLAG (league)", "MLAG",
     "The Mid-Atlantic League of Academic Games' rules, for league matches", false},
};

// Returns the words of a rule set by name; AGLOA's for a name it does not know.
const RuleSetWords& RuleSetWordsOf(const std::string& rules) {
  for (const RuleSetWords& words : kRuleSetWords)
    if (rules == words.name) return words;
  return kRuleSetWords[0];
}

}  // namespace

const char* RuleSetTitle(const std::string& rules) {
  return RuleSetWordsOf(rules).title;
}

const char* RuleSetShortTitle(const std::string& rules) {
  return RuleSetWordsOf(rules).short_title;
}

const char* RuleSetTip(const std::string& rules) {
  return RuleSetWordsOf(rules).tip;
}

std::string DivisionTitle(const std::string& rules, const std::string& division) {
  if (RuleSetWordsOf(rules).grades)
    return division == "7-8" ? "Grades 7 and 8" : "Grade " + division;
  // AGLOA "Glossary": Elementary (grade 6 and below), Middle (8), Junior (10), Senior (12); MLAG:
  // "the Minor and Elementary divisions (grade 6 and below)", the others as AGLOA's.
  std::string title = division;
  if (!title.empty()) title[0] = static_cast<char>(std::toupper(title[0]));
  const char* grades = "";
  if (division == "elementary" || division == "minor") grades = "grade 6 and below";
  if (division == "middle") grades = "grade 8 and below";
  if (division == "junior") grades = "grade 10 and below";
  if (division == "senior") grades = "grade 12 and below";
  return *grades ? title + " (" + grades + ")" : title;
}

std::string DivisionHeading(const std::string& rules, const std::string& division) {
  return RuleSetWordsOf(rules).grades ? "Grade" : "Division: " + DivisionTitle(rules, division);
}

std::string DivisionLabel(const std::string& rules, const std::string& division) {
  if (RuleSetWordsOf(rules).grades) return DivisionTitle(rules, division);
  std::string label = division;
  if (!label.empty()) label[0] = static_cast<char>(std::toupper(label[0]));
  return label;
}

}  // namespace equations::ui
