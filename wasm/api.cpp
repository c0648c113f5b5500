// The JavaScript API (embind): what a web page that embeds the rules sandbox calls.
//   const api = await createEquationsApi();
//   api.version()             -> "0.1.0"
//   api.cubeFaces()           -> '{"red":["0","1","2","3","+","-"],...}'
#include <emscripten/bind.h>

#include <string>

#include "core/cube.h"

namespace {

std::string Version() {
  return "0.1.0";
}

std::string CubeFaces() {
  std::string json = "{";
  for (equations::Color color : equations::kColors) {
    if (json.size() > 1) json += ',';
    json += '"';
    json += equations::ColorName(color);
    json += "\":[";
    bool first = true;
    for (equations::Symbol face : equations::FacesOf(color)) {
      if (!first) json += ',';
      first = false;
      json += '"';
      json += equations::SymbolText(face);
      json += '"';
    }
    json += ']';
  }
  return json + "}";
}

}  // namespace

EMSCRIPTEN_BINDINGS(equations_api) {
  emscripten::function("version", &Version);
  emscripten::function("cubeFaces", &CubeFaces);
}
