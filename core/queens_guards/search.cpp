#include "core/queens_guards/search.h"

#include <algorithm>
#include <vector>

#include "core/queens_guards/evaluation.h"

namespace equations::queens_guards {
namespace {

constexpr int kInfinity = 2 * kWinScore;

// SplitMix64's finaliser: a turn's place among equal turns, from the seed.
std::uint64_t Mix(std::uint64_t value) {
  value = (value ^ (value >> 30)) * 0xBF58476D1CE4E5B9ULL;
  value = (value ^ (value >> 27)) * 0x94D049BB133111EBULL;
  return value ^ (value >> 31);
}

std::uint64_t TurnKey(const Turn& turn, std::uint64_t seed) {
  std::uint64_t key = seed;
  for (int part : {turn.relocate, static_cast<int>(turn.trap_first), turn.from, turn.to,
                   static_cast<int>(turn.trap_after)})
    key = Mix(key + 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(part + 2));
  return key;
}

// A child with what orders it: its score so far (at first the mover's evaluation after it), the
// mover's evaluation after it, then the seed's key.
struct Ordered {
  Child child;
  int guess = 0;
  int now = 0;
  std::uint64_t key = 0;
};

class Searcher {
 public:
  Searcher(std::int64_t budget, std::uint64_t seed) : budget_(budget), seed_(seed) {}

  // The children of `position` best first for `side`, who moves there.
  std::vector<Ordered> Order(const Position& position, int side) {
    std::vector<Child> children = Children(position);
    nodes_ += static_cast<std::int64_t>(children.size());
    // Sorted by place, then moved once: a child holds a whole board.
    struct Place {
      int guess;
      std::uint64_t key;
      std::size_t index;
    };
    std::vector<Place> places;
    places.reserve(children.size());
    for (std::size_t i = 0; i < children.size(); ++i)
      places.push_back({Evaluate(children[i].after, side), TurnKey(children[i].turn, seed_), i});
    std::sort(places.begin(), places.end(), [](const Place& a, const Place& b) {
      return a.guess != b.guess ? a.guess > b.guess : a.key < b.key;
    });
    std::vector<Ordered> ordered;
    ordered.reserve(children.size());
    for (const Place& place : places)
      ordered.push_back({std::move(children[place.index]), place.guess, place.guess, place.key});
    return ordered;
  }

  // The worth of `position` for `side`, who holds the flag card there, `depth` turns ahead.
  int Negamax(const Position& position, int side, int depth, int alpha, int beta, int ply) {
    if (position.winner != -2) return Terminal(position, side, ply);
    if (depth == 0) return Evaluate(position, side);
    if (nodes_ >= budget_) {
      interrupted_ = true;
      return 0;
    }
    std::vector<Ordered> children = Order(position, side);
    if (children.empty()) return Evaluate(position, side);
    int best = -kInfinity;
    for (const Ordered& entry : children) {
      const Position& after = entry.child.after;
      const int score = after.winner != -2
                            ? Terminal(after, side, ply + 1)
                            : -Negamax(after, 1 - side, depth - 1, -beta, -alpha, ply + 1);
      if (interrupted_) return 0;
      best = std::max(best, score);
      alpha = std::max(alpha, score);
      if (alpha >= beta) break;
    }
    return best;
  }

  std::int64_t nodes() const { return nodes_; }
  bool interrupted() const { return interrupted_; }

 private:
  // A game over: won sooner is better, lost later is less bad.
  static int Terminal(const Position& position, int side, int ply) {
    if (position.winner < 0) return 0;
    return position.winner == side ? kWinScore - ply : -(kWinScore - ply);
  }

  std::int64_t budget_;
  std::uint64_t seed_;
  std::int64_t nodes_ = 0;
  bool interrupted_ = false;
};

}  // namespace

SearchResult Search(const Position& position, const SearchLimits& limits, std::uint64_t seed) {
  SearchResult result;
  Searcher searcher(limits.nodes, seed);
  const int side = position.player;
  std::vector<Ordered> root = searcher.Order(position, side);
  if (root.empty() || position.winner != -2) return result;
  for (int depth = 1; depth <= std::max(1, limits.depth); ++depth) {
    // The first pass always completes (Negamax evaluates at depth 0 before it counts), so a
    // turn is always chosen by looking at it.
    int alpha = -kInfinity;
    std::size_t best = 0;
    std::vector<int> scores(root.size(), -kInfinity);
    for (std::size_t i = 0; i < root.size(); ++i) {
      const Position& after = root[i].child.after;
      const int score = after.winner != -2
                            ? (after.winner < 0       ? 0
                               : after.winner == side ? kWinScore - 1
                                                      : -kWinScore + 1)
                            : -searcher.Negamax(after, 1 - side, depth - 1, -kInfinity, -alpha, 1);
      if (searcher.interrupted()) break;
      scores[i] = score;
      if (score > alpha) {
        alpha = score;
        best = i;
      }
    }
    if (searcher.interrupted()) break;
    result.turn = root[best].child.turn;
    result.score = alpha;
    result.depth = depth;
    result.has_turn = true;
    if (alpha >= kWinScore - depth) break;  // a win found: no deeper pass plays it sooner
    // The next pass looks at the best turns first; of turns that scored the same, the one that
    // looks better now (a trap said now rather than later) comes first and is kept.
    for (std::size_t i = 0; i < root.size(); ++i) root[i].guess = scores[i];
    std::stable_sort(root.begin(), root.end(), [](const Ordered& a, const Ordered& b) {
      if (a.guess != b.guess) return a.guess > b.guess;
      return a.now != b.now ? a.now > b.now : a.key < b.key;
    });
  }
  result.nodes = searcher.nodes();
  return result;
}

}  // namespace equations::queens_guards
