# CPack: a Debian package of what `cmake --install` puts under /usr. scripts/build-deb.sh builds
# the collision-lab target of the release preset and runs `cpack -G DEB` in build/release.

# Installing (and so packaging) takes what is built and does not build every test and benchmark first.
set(CMAKE_SKIP_INSTALL_ALL_DEPENDENCY ON)
# The same address as <url type="homepage"> in resources/desktop/*.metainfo.xml.
set(COLLISION_LAB_HOMEPAGE "https://github.com/collisionlab/collision-lab")
set(COLLISION_LAB_MAINTAINER "Collision Detection Lab maintainers <collision-lab@users.noreply.github.com>"
    CACHE STRING "Maintainer field of the Debian package")

set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "collision-lab")
set(CPACK_PACKAGE_VENDOR "Collision Detection Lab")
set(CPACK_PACKAGE_CONTACT "${COLLISION_LAB_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "textbook companion for learning 2D collision detection")
set(CPACK_PACKAGE_DESCRIPTION "\
Collision Detection Lab teaches 2D collision detection in Japanese and English. Each
lesson shows its text and formulas beside a live canvas: drag a shape and the
quantities the algorithm computes (determinants, parameters, distances) are
redrawn at once. Eight lessons (lines, rectangles, circles, bounding circles,
ellipses, rays, swept motion) and three exercises that check the student's
answers; a presentation mode for the classroom.")
set(CPACK_PACKAGE_HOMEPAGE_URL "${COLLISION_LAB_HOMEPAGE}")
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "education")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
# The libraries the binary links (Qt 6 with WebEngine and Charts, libstdc++) come from
# dpkg-shlibdeps. Nothing else is read from disk at run time: translations, KaTeX and the page
# assets are in the binary.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Japanese text needs a CJK font; Qt's own dialog buttons in Japanese come from its translations.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "qt6-wayland")

include(CPack)
