// main() for Catch2 tests that need a QApplication. It runs headless (offscreen), also when
// catch_discover_tests lists the tests at build time, and keeps settings in a temporary folder.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QApplication>
#include <QDir>
#include <QTemporaryDir>

#include <unistd.h>

int main(int argc, char* argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    if (::geteuid() == 0)
        qputenv("QTWEBENGINE_DISABLE_SANDBOX", "1");
    QTemporaryDir home;
    qputenv("XDG_CONFIG_HOME", QDir(home.path()).filePath(QStringLiteral("config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", QDir(home.path()).filePath(QStringLiteral("data")).toLocal8Bit());
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("CollisionLabTests"));
    QApplication::setApplicationName(QStringLiteral("collision-lab-tests"));
    return Catch::Session().run(argc, argv);
}
