#include "core/queens_guards/board.h"

#include <algorithm>
#include <cstdlib>

namespace equations::queens_guards {
namespace {

constexpr Hex kDirections[6] = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};

int Distance(Hex hex) {
  return std::max({std::abs(hex.q), std::abs(hex.r), std::abs(hex.q + hex.r)});
}

// The spaces' coordinates in their numbering: each ring from the corner in direction 4, round
// through directions 0..5.
struct Layout {
  std::array<Hex, kSpaces> hexes{};
  Layout() {
    int index = 1;
    for (int ring = 1; ring <= kRings; ++ring) {
      Hex hex{kDirections[4].q * ring, kDirections[4].r * ring};
      for (int side = 0; side < 6; ++side)
        for (int step = 0; step < ring; ++step) {
          hexes[static_cast<std::size_t>(index++)] = hex;
          hex.q += kDirections[side].q;
          hex.r += kDirections[side].r;
        }
    }
  }
  int Find(Hex hex) const {
    if (Distance(hex) > kRings) return -1;
    for (int space = 0; space < kSpaces; ++space)
      if (hexes[static_cast<std::size_t>(space)].q == hex.q &&
          hexes[static_cast<std::size_t>(space)].r == hex.r)
        return space;
    return -1;
  }
};

const Layout& TheLayout() {
  static const Layout layout;
  return layout;
}

// The first space of the outermost band and the band's length.
constexpr int kOuterFirst = 1 + 3 * (kRings - 1) * kRings;
constexpr int kOuterLength = 6 * kRings;

int Outer(int index) {
  return kOuterFirst + ((index % kOuterLength) + kOuterLength) % kOuterLength;
}

}  // namespace

Hex HexOf(int space) {
  return TheLayout().hexes[static_cast<std::size_t>(space)];
}

int SpaceAt(int q, int r) {
  return TheLayout().Find({q, r});
}

int RingOf(int space) {
  return Distance(TheLayout().hexes[static_cast<std::size_t>(space)]);
}

int Step(int space, int direction) {
  static const auto table = [] {
    std::array<std::array<int, 6>, kSpaces> steps{};
    for (int from = 0; from < kSpaces; ++from)
      for (int d = 0; d < 6; ++d) {
        const Hex hex = TheLayout().hexes[static_cast<std::size_t>(from)];
        steps[static_cast<std::size_t>(from)][static_cast<std::size_t>(d)] =
            TheLayout().Find({hex.q + kDirections[d].q, hex.r + kDirections[d].r});
      }
    return steps;
  }();
  return table[static_cast<std::size_t>(space)][static_cast<std::size_t>(direction)];
}

std::vector<int> Adjacent(int space) {
  std::vector<int> around;
  for (int d = 0; d < 6; ++d)
    if (int next = Step(space, d); next >= 0) around.push_back(next);
  return around;
}

int QueenStart(int player) {
  return Outer(player == 0 ? 0 : kOuterLength / 2);
}

std::array<int, kPieces> StartPosition(int player) {
  // Round the outermost band from a Queen: an opposing guard 2 spaces on each side, her own
  // guards 4 spaces away, opposing guards 6 spaces away; the other Queen faces her.
  const int queen = player == 0 ? 0 : kOuterLength / 2;
  const int other = kOuterLength / 2 - queen;
  return {Outer(queen),     Outer(queen + 4), Outer(queen - 4), Outer(other + 2),
          Outer(other - 2), Outer(other + 6), Outer(other - 6)};
}

bool Trapped(const Spaces& spaces, int space) {
  const int holder = spaces[static_cast<std::size_t>(space)];
  if (holder < 0) return false;
  const int ring = RingOf(space);
  for (int d = 0; d < 3; ++d) {
    const int a = Step(space, d);
    const int b = Step(space, d + 3);
    if (a < 0 || b < 0 || RingOf(a) != ring || RingOf(b) != ring) continue;
    const int owner_a = OwnerOf(spaces[static_cast<std::size_t>(a)]);
    const int owner_b = OwnerOf(spaces[static_cast<std::size_t>(b)]);
    if (owner_a >= 0 && owner_a == owner_b && owner_a != OwnerOf(holder)) return true;
  }
  return false;
}

bool QueenGuarded(const Spaces& spaces, int player) {
  if (spaces[kThrone] != player * kPieces) return false;
  for (int space : Adjacent(kThrone))
    if (OwnerOf(spaces[static_cast<std::size_t>(space)]) != player) return false;
  return true;
}

bool GuardsAroundEmptyThrone(const Spaces& spaces, int player) {
  if (spaces[kThrone] >= 0) return false;
  for (int space : Adjacent(kThrone)) {
    const int holder = spaces[static_cast<std::size_t>(space)];
    if (OwnerOf(holder) != player || IsQueen(holder)) return false;
  }
  return true;
}

}  // namespace equations::queens_guards
