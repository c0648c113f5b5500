# The web bundle: build/wasm/web/{index.html, equations.js, equations.wasm, equations.data}, the
# same files under content-hashed names, and the embed, sandbox and docs pages with the package.
set(EQUATIONS_WEB_DIR "${CMAKE_BINARY_DIR}/web")
set(EQUATIONS_WEB_ASSETS "${CMAKE_BINARY_DIR}/web-assets")
# The fonts, subset to the characters the UI draws (cmake/subset_font.mjs): ui/theme.cpp's glyph
# ranges lie inside these (tests/node/web_bundle.test.mjs checks it). Two whole DejaVu fonts were
# half of the page's download.
set(EQUATIONS_WEB_FONT_RANGES "20-7E,A0-FF,2010-206F,2190-21FF,2200-22FF")
set(EQUATIONS_WEB_FONTS "${EQUATIONS_WEB_ASSETS}/DejaVuSans.ttf"
  "${EQUATIONS_WEB_ASSETS}/DejaVuSans-Bold.ttf")
file(GLOB EQUATIONS_PROJECT_ASSETS CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/assets/*")
list(FILTER EQUATIONS_PROJECT_ASSETS EXCLUDE REGEX "README")
add_custom_command(OUTPUT ${EQUATIONS_WEB_FONTS}
  COMMAND ${CMAKE_COMMAND} -E make_directory "${EQUATIONS_WEB_ASSETS}"
  COMMAND ${EQUATIONS_NODE} "${CMAKE_SOURCE_DIR}/cmake/subset_font.mjs" "${EQUATIONS_FONT}"
    "${EQUATIONS_WEB_ASSETS}/DejaVuSans.ttf" "${EQUATIONS_WEB_FONT_RANGES}"
  COMMAND ${EQUATIONS_NODE} "${CMAKE_SOURCE_DIR}/cmake/subset_font.mjs" "${EQUATIONS_FONT_BOLD}"
    "${EQUATIONS_WEB_ASSETS}/DejaVuSans-Bold.ttf" "${EQUATIONS_WEB_FONT_RANGES}"
  DEPENDS "${EQUATIONS_FONT}" "${EQUATIONS_FONT_BOLD}" "${CMAKE_SOURCE_DIR}/cmake/subset_font.mjs"
  COMMENT "Subsetting the fonts into ${EQUATIONS_WEB_ASSETS}")
set(EQUATIONS_COPY_PROJECT_ASSETS "")
if(EQUATIONS_PROJECT_ASSETS)
  set(EQUATIONS_COPY_PROJECT_ASSETS COMMAND ${CMAKE_COMMAND} -E copy_if_different
    ${EQUATIONS_PROJECT_ASSETS} "${EQUATIONS_WEB_ASSETS}")
endif()
add_custom_target(equations_assets DEPENDS ${EQUATIONS_WEB_FONTS} ${EQUATIONS_COPY_PROJECT_ASSETS})

add_executable(equations_web ui/platform_web.cpp)
target_link_libraries(equations_web PRIVATE equations_ui)
add_dependencies(equations_web equations_assets)
set_target_properties(equations_web PROPERTIES
  OUTPUT_NAME equations SUFFIX ".js" RUNTIME_OUTPUT_DIRECTORY "${EQUATIONS_WEB_DIR}")
target_compile_definitions(equations_web PRIVATE EQUATIONS_ASSETS_DIR="/assets")
# -o equations.js, not .html: Debian's html minifier crashes, and we ship our own page.
# -O2 at the link runs wasm-opt (an emcc link without -O runs none): smaller and faster.
target_link_options(equations_web PRIVATE -O2
  -sMODULARIZE=1 -sEXPORT_NAME=createEquations -sENVIRONMENT=web
  -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=33554432
  -sEXPORTED_RUNTIME_METHODS=ccall,cwrap -sDYNAMIC_EXECUTION=0
  "--preload-file=${EQUATIONS_WEB_ASSETS}@/assets")
set_property(TARGET equations_web APPEND PROPERTY LINK_DEPENDS ${EQUATIONS_WEB_FONTS})

# The page and its scripts (cmake/web_bundle.mjs): content-hashed file names, the service worker,
# and the browser test hook. build/wasm/web/ is the test build (the hook is in: the browser tests
# read the game through it); build/wasm/site/ is the same site without it, to publish.
set(EQUATIONS_SITE_DIR "${CMAKE_BINARY_DIR}/site")
set(EQUATIONS_GAME_PAGE_FILES index.html loader.js style.css sw.js test-hook.js)
list(TRANSFORM EQUATIONS_GAME_PAGE_FILES PREPEND "${CMAKE_SOURCE_DIR}/web/")
set(EQUATIONS_BUNDLE "${CMAKE_SOURCE_DIR}/cmake/web_bundle.mjs")
set(EQUATIONS_BUDGET "${CMAKE_SOURCE_DIR}/cmake/size_budget.mjs")
add_custom_target(equations_web_page ALL
  COMMAND ${EQUATIONS_NODE} ${EQUATIONS_BUNDLE} game "${CMAKE_SOURCE_DIR}/web"
    "${EQUATIONS_WEB_DIR}" "${EQUATIONS_WEB_DIR}" 1
  COMMAND ${EQUATIONS_NODE} ${EQUATIONS_BUNDLE} game "${CMAKE_SOURCE_DIR}/web"
    "${EQUATIONS_WEB_DIR}" "${EQUATIONS_SITE_DIR}" 0
  COMMAND ${EQUATIONS_NODE} ${EQUATIONS_BUNDLE} embed "${CMAKE_SOURCE_DIR}/web"
    "${CMAKE_BINARY_DIR}/package" "${EQUATIONS_SITE_DIR}"
  COMMAND ${EQUATIONS_NODE} ${EQUATIONS_BUDGET} game "${EQUATIONS_SITE_DIR}"
  DEPENDS ${EQUATIONS_GAME_PAGE_FILES} ${EQUATIONS_BUNDLE} ${EQUATIONS_BUDGET}
  COMMENT "Bundling the game page into ${EQUATIONS_WEB_DIR} and ${EQUATIONS_SITE_DIR}")
add_dependencies(equations_web_page equations_web equations_web_embed)

# The JavaScript API for embedding sites (wasm/), tested under node.
add_subdirectory(wasm)
