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
# once per file. `main` defines CATCH_CONFIG_RUNNER before it includes Catch2, so it goes without.
function(collision_lab_test_headers target main)
  target_precompile_headers(${target} PRIVATE
    <catch2/catch.hpp> <QApplication> <QWidget> <QString> <QStringList> <QList> <QTest> <QPainter>
    <QImage> <QJsonObject> <QJsonDocument> <QTemporaryDir> <QDir> <functional> <memory> <vector>
    <cmath>)
  set_source_files_properties(${main} TARGET_DIRECTORY ${target} PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
endfunction()
