# One container per layer (DESIGN.md): geometry/ (no Qt) uses std::vector; everything written with
# Qt uses QList (Qt 6's QVector is the same type under another name, so it is not written), and
# std::vector only where QList cannot serve (move-only elements) or where data comes from or goes
# to geometry/. Fails (naming file and line) when a source under ROOTS writes QVector.
# Usage: cmake "-DROOTS=<dir>;<dir>" -P this file
set(_violations "")
foreach(_root IN LISTS ROOTS)
  file(GLOB_RECURSE _files "${_root}/*.h" "${_root}/*.cpp")
  foreach(_file IN LISTS _files)
    file(STRINGS "${_file}" _lines)
    set(_number 0)
    foreach(_line IN LISTS _lines)
      math(EXPR _number "${_number} + 1")
      if(_line MATCHES "QVector")
        list(APPEND _violations "${_file}:${_number}: ${_line}")
      endif()
    endforeach()
  endforeach()
endforeach()
if(_violations)
  list(JOIN _violations "\n  " _text)
  message(FATAL_ERROR "QVector written (write QList, the same type in Qt 6):\n  ${_text}")
endif()
message(STATUS "no QVector")
