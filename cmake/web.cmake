# The web bundle: build/wasm/web/{index.html, equations.js, equations.wasm, equations.data}.
set(EQUATIONS_WEB_DIR "${CMAKE_BINARY_DIR}/web")
set(EQUATIONS_WEB_ASSETS "${CMAKE_BINARY_DIR}/web-assets")
equations_copy_assets("${EQUATIONS_WEB_ASSETS}")

add_executable(equations_web ui/platform_web.cpp)
target_link_libraries(equations_web PRIVATE equations_ui)
add_dependencies(equations_web equations_assets)
set_target_properties(equations_web PROPERTIES
  OUTPUT_NAME equations SUFFIX ".js" RUNTIME_OUTPUT_DIRECTORY "${EQUATIONS_WEB_DIR}")
target_compile_definitions(equations_web PRIVATE EQUATIONS_ASSETS_DIR="/assets")
# -o equations.js, not .html: Debian's html minifier crashes, and we ship our own page.
target_link_options(equations_web PRIVATE
  -sMODULARIZE=1 -sEXPORT_NAME=createEquations -sENVIRONMENT=web
  -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=33554432
  -sEXPORTED_RUNTIME_METHODS=ccall,cwrap
  "--preload-file=${EQUATIONS_WEB_ASSETS}@/assets")
set_property(TARGET equations_web APPEND PROPERTY LINK_DEPENDS "${EQUATIONS_FONT}")

# The page and its scripts.
file(GLOB EQUATIONS_WEB_FILES CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/web/*")
add_custom_command(TARGET equations_web POST_BUILD
  COMMAND ${CMAKE_COMMAND} -E copy_if_different ${EQUATIONS_WEB_FILES} "${EQUATIONS_WEB_DIR}"
  COMMENT "Copying the web page to ${EQUATIONS_WEB_DIR}")
add_custom_target(equations_web_page ALL
  COMMAND ${CMAKE_COMMAND} -E copy_if_different ${EQUATIONS_WEB_FILES} "${EQUATIONS_WEB_DIR}"
  DEPENDS ${EQUATIONS_WEB_FILES})
add_dependencies(equations_web_page equations_web)

# The JavaScript API for embedding sites (wasm/), tested under node.
add_subdirectory(wasm)
