#include "ui/print_sheet.h"

#include "core/match/results.h"

#include "ui/narration.h"
#include "ui/plain_words.h"
#include "ui/score_view.h"

namespace equations::ui {

namespace {

std::string Escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string Name(const std::vector<std::string>& names, int p) {
  return p >= 0 && p < static_cast<int>(names.size()) ? names[p]
                                                      : "Player " + std::to_string(p + 1);
}

}  // namespace

std::string ScoreSheetHtml(const Match& match, const std::vector<std::string>& names) {
  const RuleSet& rules = match.rules();
  const int n = match.players();
  const std::string title = std::string("Equations score sheet: ") + RuleSetTitle(rules.name_text) +
                            ", " + DivisionTitle(rules.name_text, rules.division);
  std::string html =
      "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + Escape(title) +
      "</title><style>"
      "body{font:14px/1.4 sans-serif;color:#000;background:#fff;margin:1.5em}"
      "table{border-collapse:collapse;width:100%}th,td{border:1px solid #444;padding:4px 6px;"
      "vertical-align:top;text-align:left}th{background:#eee}.bad{color:#8a1c00}"
      ".good{color:#1a5e20}.rule{color:#444;font-size:12px}"
      "@media print{button{display:none}body{margin:0}}"
      "</style></head><body><h1>" +
      Escape(title) + "</h1><button type=\"button\" id=\"print\">Print</button><table><thead><tr>" +
      "<th>" + rules.shake_name + "</th><th>Goal</th><th>Result</th>";
  for (int p = 0; p < n; ++p) html += "<th>" + Escape(Name(names, p)) + "</th>";
  html += "</tr></thead><tbody>";
  const auto& shakes = match.shakes();
  for (size_t i = 0; i < shakes.size(); ++i) {
    const ShakeRecord& r = shakes[i];
    html += "<tr><td>" + std::to_string(i + 1) + "</td><td>" +
            Escape(r.goal.empty() ? "-" : r.goal) + "</td><td>" +
            Escape(Plain(WithNames(r.result, names)).words) + (r.counted ? "" : " (not counted)");
    if (const std::string played = ShakeVariationsText(r, names); !played.empty())
      html += "<br>" + Escape(played);
    html += "</td>";
    for (int p = 0; p < n; ++p) {
      html += "<td>" + std::to_string(r.points[p]);
      if (r.penalties[p] > 0) html += " (-" + std::to_string(r.penalties[p]) + ")";
      if (p < static_cast<int>(r.writing.size())) {
        const PlayerWriting& w = r.writing[p];
        const std::string side = SideText(r, p);
        if (!side.empty()) html += "<br>" + Escape(side);
        if (w.writing.presented) {
          html += "<br><code>" + Escape(w.equation) + "</code> ";
          html += w.writing.correct ? "<span class=\"good\">correct</span>"
                                    : "<span class=\"bad\">incorrect</span>";
          for (const std::string& reason : w.reasons) {
            const PlainText plain = Plain(WithNames(reason, names));
            html += "<br>" + Escape(plain.words);
            if (!plain.rules.empty())
              html += " <span class=\"rule\">(" + Escape(plain.rules) + ")</span>";
          }
        }
      }
      html += "</td>";
    }
    html += "</tr>";
  }
  html += "</tbody><tfoot><tr><th colspan=\"3\">Total</th>";
  const std::vector<int> totals = match.Totals();
  for (int p = 0; p < n; ++p) html += "<th>" + std::to_string(totals[p]) + "</th>";
  html += "</tr>";
  const MatchResults results = ResultsOf(match);
  const std::string cited = " <span class=\"rule\">(" + Escape(results.rule) + ")</span>";
  if (rules.match_scoring == MatchScoring::AveragePerGame) {
    html += "<tr><th colspan=\"3\">Games played</th>";
    for (int p = 0; p < n; ++p) html += "<th>" + std::to_string(results.games) + "</th>";
    html += "</tr><tr><th colspan=\"3\">Player score (total ÷ games played)" + cited + "</th>";
    // An absent player's boxes are crossed through: no player score.
    for (const PlayerResult& r : results.players)
      html += "<th>" + Escape(r.player_score ? r.player_score->text : "—") + "</th>";
  } else {
    html += "<tr><th colspan=\"3\">" + Escape(results.name) +
            (results.final ? "" : " if the match ended now") + cited + "</th>";
    for (const PlayerResult& r : results.players)
      html += "<th>" + std::to_string(r.match_points) + "</th>";
    html += "</tr><tr><th colspan=\"3\">Place</th>";
    for (const PlayerResult& r : results.players) html += "<th>" + Escape(r.place) + "</th>";
  }
  html += "</tr></tfoot></table></body></html>";
  return html;
}

}  // namespace equations::ui
