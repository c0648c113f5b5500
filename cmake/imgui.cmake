# Dear ImGui 1.86 from Debian's source package (scripts/setup.sh extracts it; never committed).
set(IMGUI_DIR "${EQUATIONS_DEPS_DIR}/src/imgui")
if(NOT EXISTS "${IMGUI_DIR}/imgui.cpp")
  message(FATAL_ERROR "Dear ImGui sources missing in ${IMGUI_DIR}: run scripts/setup.sh")
endif()
add_library(equations_imgui STATIC
  ${IMGUI_DIR}/imgui.cpp ${IMGUI_DIR}/imgui_draw.cpp ${IMGUI_DIR}/imgui_tables.cpp
  ${IMGUI_DIR}/imgui_widgets.cpp ${IMGUI_DIR}/backends/imgui_impl_sdl.cpp
  ${IMGUI_DIR}/backends/imgui_impl_opengl3.cpp)
target_include_directories(equations_imgui SYSTEM PUBLIC ${IMGUI_DIR} ${IMGUI_DIR}/backends)
target_compile_definitions(equations_imgui PUBLIC IMGUI_DISABLE_OBSOLETE_FUNCTIONS)
set_target_properties(equations_imgui PROPERTIES CXX_STANDARD 17)
# Compiled for size like the rest of the front end (CMakeLists.txt, equations_ui).
target_compile_options(equations_imgui PRIVATE -Os)
target_compile_options(equations_imgui PRIVATE -w)  # third-party code: its warnings are not ours
target_link_libraries(equations_imgui PUBLIC equations_platform)

# The UI font: DejaVu Sans has the √ ÷ × glyphs that ImGui's built-in font lacks.
set(EQUATIONS_FONT "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
set(EQUATIONS_FONT_BOLD "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")

# Copies the runtime assets (fonts, and whatever assets/ holds) into `dir`.
function(equations_copy_assets dir)
  file(GLOB project_assets CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/assets/*")
  list(FILTER project_assets EXCLUDE REGEX "README")
  add_custom_target(equations_assets
    COMMAND ${CMAKE_COMMAND} -E make_directory "${dir}"
    COMMAND ${CMAKE_COMMAND} -E copy_if_different ${EQUATIONS_FONT} ${EQUATIONS_FONT_BOLD} ${project_assets} "${dir}"
    COMMENT "Copying assets to ${dir}")
endfunction()
