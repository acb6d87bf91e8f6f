# Where Hexloom's shipped data goes (docs/install.md). core/platform/platform.cpp finds it as
# <program folder>/../share/hexloom, so the build tree mirrors an installation: the programs are in
# build/app/, their data is staged in build/share/hexloom/, installed programs are in <prefix>/bin/
# and their data in <prefix>/share/hexloom/. The folder names are fixed for that reason. A macOS
# app bundle keeps both programs in Hexloom.app/Contents/MacOS and the data in Contents/Resources.
if(APPLE)
  set(HEXLOOM_BIN_INSTALL_DIR hexloom.app/Contents/MacOS)
  set(HEXLOOM_DATA_INSTALL_DIR hexloom.app/Contents/Resources)
else()
  set(HEXLOOM_BIN_INSTALL_DIR bin)
  set(HEXLOOM_DATA_INSTALL_DIR share/hexloom)
endif()
set(HEXLOOM_DATA_STAGE_DIR ${PROJECT_BINARY_DIR}/share/hexloom)

# `install` and CPack do not build the whole tree (tests, benchmarks) first: they need only the
# hexloom_install_inputs target (packaging/), which ./setup.sh package builds (`ninja` builds it too).
set(CMAKE_SKIP_INSTALL_ALL_DEPENDENCY ON)

# Everything staged; the programs depend on it, so `ninja hexloom` leaves a build tree that runs
# like an installation.
add_custom_target(hexloom_data ALL)

# hexloom_add_data(SUBDIR FILE...): copies source files into build/share/hexloom/SUBDIR and
# installs them into <prefix>/share/hexloom/SUBDIR.
#
# Files the build generates (translations: .qm files from qt_add_lrelease) are written straight
# into ${HEXLOOM_DATA_STAGE_DIR}/translations (the OUTPUT_LOCATION source property of the .ts files)
# and installed with
#   install(FILES ${qm_files} DESTINATION ${HEXLOOM_DATA_INSTALL_DIR}/translations)
# where core::platform::translationsDir() finds them, in the build tree and installed alike.
function(hexloom_add_data subdir)
  set(staged "")
  foreach(file IN LISTS ARGN)
    get_filename_component(name ${file} NAME)
    set(out ${HEXLOOM_DATA_STAGE_DIR}/${subdir}/${name})
    add_custom_command(OUTPUT ${out} COMMAND ${CMAKE_COMMAND} -E copy_if_different ${file} ${out} DEPENDS ${file} VERBATIM)
    list(APPEND staged ${out})
  endforeach()
  string(MAKE_C_IDENTIFIER "hexloom_data_${subdir}" target)
  add_custom_target(${target} DEPENDS ${staged})
  add_dependencies(hexloom_data ${target})
  install(FILES ${ARGN} DESTINATION ${HEXLOOM_DATA_INSTALL_DIR}/${subdir})
endfunction()
