// main() for the Catch2 tests that need no QApplication (geometry, collide, content), compiled
// once into lab_catch_main for all of them.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
