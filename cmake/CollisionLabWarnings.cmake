# Warnings for the project's own targets only (never global).
function(collision_lab_warnings target)
  if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
    if(COLLISION_LAB_WERROR)
      target_compile_options(${target} PRIVATE -Werror)
    endif()
  endif()
endfunction()

# Precompiled headers for a Catch2 test executable of Qt widgets (issue 39, the newcomer's build):
# Catch2 and the Qt headers nearly every test file includes are parsed once per executable, not
# once per file. In a unity build its files are compiled eight at a time: each test file's code is
# in a namespace named after the file (test_text_size), so their helpers (a `Window`, a
# `settle()`) do not meet.
function(collision_lab_test_headers target)
  target_precompile_headers(${target} PRIVATE
    <catch2/catch.hpp> <QApplication> <QWidget> <QString> <QStringList> <QList> <QTest> <QPainter>
    <QImage> <QJsonObject> <QJsonDocument> <QTemporaryDir> <QDir> <functional> <memory> <vector>
    <cmath>)
endfunction()
