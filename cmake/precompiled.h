// The headers precompiled for the core and every target that links it (CMakeLists.txt, em++
// only) and for the sanitized core (tests/fuzz/sanitized_core.sh): Boost.Multiprecision's took
// about 2 s of every source that includes core/numbers/rational.h. Third-party and standard headers only.
#include <boost/multiprecision/cpp_int.hpp>
#include <optional>
#include <string>
#include <vector>
