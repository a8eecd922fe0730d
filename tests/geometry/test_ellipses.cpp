#include "geometry/ellipses.h"
#include <catch2/catch.hpp>
using namespace geometry;
