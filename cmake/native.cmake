# Native (g++) settings: system Boost, doctest, SDL2 and OpenGL from Debian packages.
# -Wno-restrict: g++ 12 reports false positives in std::string at -O2 (GCC bug 105329).
set(EQUATIONS_WARNINGS -Wall -Wextra -Wpedantic -Werror=switch -Wno-missing-field-initializers -Wno-restrict)

find_package(Boost REQUIRED)
add_library(equations_boost INTERFACE)
target_link_libraries(equations_boost INTERFACE Boost::boost)

add_library(equations_doctest INTERFACE)
find_path(DOCTEST_INCLUDE_DIR doctest/doctest.h REQUIRED)
target_include_directories(equations_doctest INTERFACE ${DOCTEST_INCLUDE_DIR})

find_package(SDL2 REQUIRED)
find_package(OpenGL REQUIRED)
add_library(equations_platform INTERFACE)
if(TARGET SDL2::SDL2)
  target_link_libraries(equations_platform INTERFACE SDL2::SDL2 OpenGL::GL ${CMAKE_DL_LIBS})
else()
  target_include_directories(equations_platform INTERFACE ${SDL2_INCLUDE_DIRS})
  target_link_libraries(equations_platform INTERFACE ${SDL2_LIBRARIES} OpenGL::GL ${CMAKE_DL_LIBS})
endif()

# One test natively, where the suite runs beside the fuzz target's build (the second argument, a
# split for the wasm run, is not used).
function(equations_add_doctest target)
  add_test(NAME ${target} COMMAND ${target} --no-colors)
endfunction()
