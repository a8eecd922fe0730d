# One library per folder under lessons/, and each sees only the headers of what it links.
#
# lab_library(<target> FOLDER <path under lessons/> SOURCES ... [LINKS ...] [PRIVATE_LINKS ...])
# builds <target> from SOURCES (relative to the calling folder) and gives it, as its public
# include directory, a tree of its own with its headers at <path>/<name>.h (links to the source
# files, made at configure time). A file includes another target's header by that path
# ("core/model/scene.h"), which resolves only if its target links that target: an include the
# layers do not allow fails to compile, not only the include test.
function(lab_library target)
  cmake_parse_arguments(ARG "" "FOLDER" "SOURCES;LINKS;PRIVATE_LINKS" ${ARGN})
  qt_add_library(${target} STATIC ${ARG_SOURCES})
  set(include_root "${CMAKE_BINARY_DIR}/include/${target}")
  file(REMOVE_RECURSE "${include_root}")
  file(MAKE_DIRECTORY "${include_root}/${ARG_FOLDER}")
  foreach(source IN LISTS ARG_SOURCES)
    if(source MATCHES "\\.h$")
      get_filename_component(name "${source}" NAME)
      file(CREATE_LINK "${CMAKE_CURRENT_SOURCE_DIR}/${source}" "${include_root}/${ARG_FOLDER}/${name}" SYMBOLIC)
    endif()
  endforeach()
  target_include_directories(${target} PUBLIC "${include_root}")
  target_link_libraries(${target} PUBLIC ${ARG_LINKS} PRIVATE ${ARG_PRIVATE_LINKS})
  target_compile_definitions(${target} PUBLIC QT_NO_CAST_FROM_ASCII)
  collision_lab_warnings(${target})
endfunction()

# A unit (a lesson or an exercise): its library, linking core (and what it adds), and its text
# in both languages as the resources :/lessons/<id>/text.<en|ja>.html.
#
# lab_unit(<id> FOLDER <path under lessons/> SOURCES ... [LINKS ...] [PRIVATE_LINKS ...])
function(lab_unit id)
  cmake_parse_arguments(ARG "" "FOLDER" "SOURCES;LINKS;PRIVATE_LINKS" ${ARGN})
  lab_library(lab_unit_${id} FOLDER ${ARG_FOLDER} SOURCES ${ARG_SOURCES}
              LINKS lab_core geometry ${ARG_LINKS} PRIVATE_LINKS ${ARG_PRIVATE_LINKS})
  qt_add_resources(lab_unit_${id} "${id}_text" PREFIX "/lessons/${id}" FILES text.en.html text.ja.html)
endfunction()
