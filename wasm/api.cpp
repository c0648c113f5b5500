// The engine's bindings (embind) behind the equations-engine package (wasm/package/index.mjs,
// which web pages and node call; it validates and parses, these pass JSON text).
//   const api = await createEquationsEngine();
//   api.version()                      -> "0.1.0", the package's semantic version
//   api.cubeFaces()                    -> '{"red":["0","1","2","3","+","-"],...}'
//   api.request("check", requestJson)  -> the same JSON answer as `equations check` (README)
//   api.request("goal" | "eval" | "solve", ...)  -> likewise; a bad request answers {"error":"..."}
//   api.request("games", "{}")         -> the games of the registry
//   api.request("play", json)          -> a game as a value: config + actions in, state out
//                                         (core/api/play_request.h)
#include <emscripten/bind.h>

#include <string>

#include "core/rules/cube.h"
#include "core/base/json.h"
#include "core/api/request.h"

namespace {

std::string Version() {
  return EQUATIONS_VERSION;
}

std::string CubeFaces() {
  equations::Json faces = equations::Json::MakeObject();
  for (equations::Color color : equations::kColors) {
    equations::Json list = equations::Json::MakeArray();
    for (equations::Symbol face : equations::FacesOf(color))
      list.Push(equations::Json(std::string(equations::SymbolText(face))));
    faces.Set(std::string(equations::ColorName(color)), list);
  }
  return equations::WriteJson(faces);
}

// Answers one JSON request; never throws into JavaScript.
std::string Request(const std::string& command, const std::string& request_json) {
  return equations::WriteJson(equations::AnswerRequest(command, request_json).answer);
}

}  // namespace

EMSCRIPTEN_BINDINGS(equations_api) {
  emscripten::function("version", &Version);
  emscripten::function("cubeFaces", &CubeFaces);
  emscripten::function("request", &Request);
}
