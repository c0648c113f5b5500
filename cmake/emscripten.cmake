# Every Emscripten flag lives here. Toolchain facts: ../shared/notes/toolchain.md.
set(EQUATIONS_WARNINGS -Wall -Wextra -Werror=switch -Wno-missing-field-initializers)

# Exceptions are caught inside core/ (Boost.Multiprecision may throw); wasm exceptions are the
# small, fast kind. They must be on at compile AND link time.
add_compile_options(-fwasm-exceptions)
add_link_options(-fwasm-exceptions)

# Boost through a folder that holds only a link to /usr/include/boost (never all of /usr/include).
add_library(equations_boost INTERFACE)
target_include_directories(equations_boost SYSTEM INTERFACE "${EQUATIONS_DEPS_DIR}/boost-include")

add_library(equations_doctest INTERFACE)
target_include_directories(equations_doctest SYSTEM INTERFACE "${EQUATIONS_DEPS_DIR}/doctest-include")

# SDL2 built from Debian's source package by scripts/setup.sh (the emscripten port downloads).
set(EQUATIONS_SDL2_PREFIX "${EQUATIONS_DEPS_DIR}/sdl2-wasm")
add_library(equations_platform INTERFACE)
target_include_directories(equations_platform SYSTEM INTERFACE
  "${EQUATIONS_SDL2_PREFIX}/include" "${EQUATIONS_SDL2_PREFIX}/include/SDL2")
target_link_libraries(equations_platform INTERFACE "${EQUATIONS_SDL2_PREFIX}/lib/libSDL2.a")
target_link_options(equations_platform INTERFACE -sMAX_WEBGL_VERSION=2 -sMIN_WEBGL_VERSION=2)

find_program(EQUATIONS_NODE node REQUIRED)
# An optional second argument, doctest source-file patterns ("*/a_test.cpp,*/b_*"), splits the
# suite in two tests that ctest -j runs side by side (node runs each on one core): the files that
# match and all the others, so that every test case runs exactly once.
function(equations_add_doctest target)
  target_link_options(${target} PRIVATE -sENVIRONMENT=node -sALLOW_MEMORY_GROWTH=1
    -sEXIT_RUNTIME=1)
  # --no-experimental-fetch: 3.1.6 code would fetch() the .wasm by file path under node 18+.
  set(run ${EQUATIONS_NODE} --no-experimental-fetch ${CMAKE_CURRENT_BINARY_DIR}/${target}.js --no-colors)
  if(ARGC GREATER 1)
    add_test(NAME ${target}_wasm COMMAND ${run} --source-file=${ARGV1})
    add_test(NAME ${target}_wasm_rest COMMAND ${run} --source-file-exclude=${ARGV1})
  else()
    add_test(NAME ${target}_wasm COMMAND ${run})
  endif()
endfunction()
