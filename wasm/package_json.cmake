# Writes the package's package.json from package/package.json.in, with a "repository" field only
# when EQUATIONS_REPOSITORY_URL names one (absent, never empty, otherwise). wasm/CMakeLists.txt
# includes it at configure time; tests/node/package.test.mjs runs it with `cmake -P`.
# Reads PACKAGE_JSON_IN, PACKAGE_JSON_OUT, PROJECT_VERSION and EQUATIONS_REPOSITORY_URL.
set(EQUATIONS_PACKAGE_REPOSITORY "")
if(NOT "${EQUATIONS_REPOSITORY_URL}" STREQUAL "")
  string(REPLACE "\\" "\\\\" repository_url "${EQUATIONS_REPOSITORY_URL}")
  string(REPLACE "\"" "\\\"" repository_url "${repository_url}")
  set(EQUATIONS_PACKAGE_REPOSITORY
    "\n  \"repository\": {\"type\": \"git\", \"url\": \"${repository_url}\"},")
endif()
configure_file("${PACKAGE_JSON_IN}" "${PACKAGE_JSON_OUT}" @ONLY)
