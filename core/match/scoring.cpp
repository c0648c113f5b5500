#include "core/match/scoring.h"

#include <algorithm>
#include <cassert>
#include <numeric>

namespace equations {
namespace {

bool CorrectlyPresented(const Writing& w) {
  return w.presented && w.correct;
}

bool Contains(const std::vector<int>& players, int player) {
  return std::find(players.begin(), players.end(), player) != players.end();
}

// AGLOA X-B (and IV-D-2 for a "no Goal" challenge): the Third Party may present. With two
// Challengers (VI-B) there is no Third Party; each Challenger is correct on their own Equation
// after Now (X-A-1) and when the Mover's is not correct after Impossible (X-A-2).
std::vector<int> ScoreAgloa(const RuleSet& rules, Challenge challenge,
                            const std::vector<int>& challengers, int mover,
                            const std::vector<Writing>& writing) {
  const ShakeScoring& s = rules.scoring;
  const bool now_like = BurdenOfProof(challenge) == ChallengeSide::Challenger;
  const int challenger_points =
      challengers.size() > 1 ? s.simultaneous_challenger_correct : s.challenger_correct;
  // Whether someone who had to write did so correctly.
  bool writer_correct = false;
  if (now_like) {
    for (int c : challengers) writer_correct = writer_correct || CorrectlyPresented(writing[c]);
  } else {
    writer_correct = CorrectlyPresented(writing[mover]);
  }
  bool any_third_party_correct = false;
  for (size_t p = 0; p < writing.size(); ++p)
    if (!Contains(challengers, static_cast<int>(p)) && static_cast<int>(p) != mover &&
        CorrectlyPresented(writing[p]))
      any_third_party_correct = true;
  std::vector<int> points(writing.size(), s.incorrect);
  // X-A-1: the writer is correct with a correct Equation. X-A-2: the other is correct when no
  // opponent wrote a correct Equation.
  const bool other_correct = !writer_correct && !any_third_party_correct;
  for (int c : challengers)
    points[c] = (now_like ? CorrectlyPresented(writing[c]) : other_correct) ? challenger_points
                                                                            : s.incorrect;
  points[mover] = (now_like ? other_correct : writer_correct) ? s.mover_correct : s.incorrect;
  for (size_t p = 0; p < writing.size(); ++p) {
    if (Contains(challengers, static_cast<int>(p)) || static_cast<int>(p) == mover) continue;
    const Writing& w = writing[p];
    if (w.presented) {
      // X-B-3: a correct Equation after Impossible, or after Now when the Challenger's is not
      // correct, scores 6; X-B-4: after Now when the Challenger's is also correct, 4.
      if (!w.correct)
        points[p] = s.incorrect;
      else
        points[p] = now_like && writer_correct ? s.third_party_shared : s.third_party_full;
    } else if (writer_correct) {
      points[p] = s.incorrect;  // X-B-1: someone who had to write did so correctly
    } else {
      // X-B-3: no Equation after Now and the Challenger's is not correct: 6. X-B-4: no Equation
      // after Impossible and the Mover's is not correct: 4.
      points[p] = now_like ? s.third_party_full : s.third_party_shared;
    }
  }
  return points;
}

// MLAG "Scoring": the Joiner agrees with the Challenger (4 when correct) or the Mover (6), and
// writes when that player must. ACC "Flubs": every sider shares the burden of proof of its side;
// after simultaneous calls there is no Challenger and the callers are siders ("Challenges").
std::vector<int> ScoreBySides(const RuleSet& rules, Challenge challenge,
                              const std::vector<int>& challengers, int mover,
                              const std::vector<Writing>& writing) {
  const ShakeScoring& s = rules.scoring;
  const ChallengeSide burden = BurdenOfProof(challenge);
  const int single_challenger = challengers.size() == 1 ? challengers[0] : -1;
  // The side of each player: the Challenger and the Mover by role, others as they declared
  // (stored in `side` too; a sider who never declared is on neither side and is not correct).
  std::vector<ChallengeSide> side(writing.size());
  for (size_t p = 0; p < writing.size(); ++p) side[p] = writing[p].side;
  bool sustained = false;
  for (size_t p = 0; p < writing.size(); ++p)
    if (side[p] == burden && CorrectlyPresented(writing[p])) sustained = true;
  auto correct_points = [&](int p) {
    if (p == single_challenger) return s.challenger_correct;
    if (p == mover) return s.mover_correct;
    if (side[p] == ChallengeSide::Challenger && Contains(challengers, p))
      return s.simultaneous_challenger_correct;
    return side[p] == ChallengeSide::Challenger ? s.third_party_shared : s.third_party_full;
  };
  std::vector<int> points(writing.size(), s.incorrect);
  for (size_t p = 0; p < writing.size(); ++p) {
    const int player = static_cast<int>(p);
    if (side[p] == ChallengeSide::None) continue;
    bool correct = false;
    if (side[p] == burden)
      correct = CorrectlyPresented(writing[p]);  // must sustain the burden of proof
    else
      correct = !sustained;
    if (correct) points[p] = correct_points(player);
  }
  return points;
}

}  // namespace

ChallengeSide BurdenOfProof(Challenge challenge) {
  return challenge == Challenge::Impossible ? ChallengeSide::Mover : ChallengeSide::Challenger;
}

std::vector<int> ScoreChallenge(const RuleSet& rules, Challenge challenge, int challenger,
                                int mover, const std::vector<Writing>& writing) {
  assert(challenger != mover && writing[challenger].side == ChallengeSide::Challenger);
  return ScoreChallenge(rules, challenge, std::vector<int>{challenger}, mover, writing);
}

std::vector<int> ScoreChallenge(const RuleSet& rules, Challenge challenge,
                                const std::vector<int>& challengers, int mover,
                                const std::vector<Writing>& writing) {
  assert(challenge == Challenge::Now || challenge == Challenge::Impossible ||
         challenge == Challenge::NoGoal);
  assert(!challengers.empty() && !Contains(challengers, mover) &&
         writing[mover].side == ChallengeSide::Mover);
  if (rules.siding == SidingRule::ThirdPartyMayPresent)
    return ScoreAgloa(rules, challenge, challengers, mover, writing);
  return ScoreBySides(rules, challenge, challengers, mover, writing);
}

std::vector<int> ScoreWriteForAll(const RuleSet& rules, Challenge situation,
                                  const std::vector<Writing>& writing) {
  assert(situation == Challenge::ForceOut || situation == Challenge::Cleanup);
  const ShakeScoring& s = rules.scoring;
  const bool last_cube = situation == Challenge::ForceOut;
  std::vector<int> points;
  for (const Writing& w : writing) {
    const bool correct = CorrectlyPresented(w);
    if (last_cube)
      points.push_back(correct ? s.last_cube_correct : s.last_cube_incorrect);
    else
      points.push_back(correct ? s.cleanup_correct : s.cleanup_incorrect);
  }
  return points;
}

std::vector<int> PlacementPoints(const std::vector<int>& totals) {
  assert(totals.size() == 2 || totals.size() == 3);
  const int n = static_cast<int>(totals.size());
  std::vector<int> points(totals.size());
  for (int p = 0; p < n; ++p) {
    int above = 0, tied = 0;  // players with a higher total, and others with the same
    for (int q = 0; q < n; ++q) {
      if (q == p) continue;
      if (totals[q] > totals[p]) ++above;
      if (totals[q] == totals[p]) ++tied;
    }
    // Places above+1 .. above+1+tied share their table points equally (6, 4, 2 by place):
    // e.g. a two-way tie for first shares 6 and 4 (5 each), for second 4 and 2 (3 each).
    int sum = 0;
    for (int place = above; place <= above + tied; ++place) sum += 6 - 2 * place;
    points[p] = sum / (tied + 1);
  }
  return points;
}

std::vector<int> PlacementPoints(const std::vector<int>& totals, const std::vector<bool>& played) {
  assert(totals.size() == played.size());
  std::vector<int> points(totals.size(), 0);  // XII-A: "Did Not Play 0"
  std::vector<int> playing;
  for (size_t p = 0; p < totals.size(); ++p)
    if (played[p]) playing.push_back(static_cast<int>(p));
  if (playing.size() == 1) points[playing[0]] = 6;  // "First Place Alone"
  if (playing.size() < 2) return points;
  std::vector<int> among;
  for (int p : playing) among.push_back(totals[p]);
  const std::vector<int> placed = PlacementPoints(among);
  for (size_t i = 0; i < playing.size(); ++i) points[playing[i]] = placed[i];
  return points;
}

AverageScore AveragePerGame(int total, int games) {
  AverageScore score;
  if (games <= 0) {
    score.text = "0.00";
    return score;
  }
  long long g = std::gcd(static_cast<long long>(total < 0 ? -total : total), (long long)games);
  if (g == 0) g = 1;
  score.numerator = total / g;
  score.denominator = games / g;
  // Two decimal places, rounded half up (away from zero for negative totals).
  const long long magnitude = total < 0 ? -static_cast<long long>(total) : total;
  const long long hundredths = (magnitude * 200 + games) / (2LL * games);
  std::string digits = std::to_string(hundredths / 100) + ".";
  const long long cents = hundredths % 100;
  digits += static_cast<char>('0' + cents / 10);
  digits += static_cast<char>('0' + cents % 10);
  score.text = (total < 0 && hundredths > 0 ? "-" : "") + digits;
  return score;
}

}  // namespace equations
