#include "core/widgets/frame_runner.h"
#include "core/widgets/look.h"

#include <catch2/catch.hpp>

#include <QCheckBox>
#include <QLabel>
#include <QPalette>
#include <QPushButton>
#include <QTimer>

namespace test_frame_runner {

using namespace lab;

namespace {

struct Runner {
    FrameRunner runner;
    QList<int> frames;
    int clears = 0;
    explicit Runner(FrameRunner::Parts parts)
        : runner(parts)
    {
        QObject::connect(&runner, &FrameRunner::frameRequested, [this](int delta) { frames << delta; });
        QObject::connect(&runner, &FrameRunner::clearRequested, [this] { ++clears; });
    }
    QPushButton* button(const char* name)
    {
        return runner.findChild<QPushButton*>(QString::fromLatin1(name));
    }
    void ticks(int n)
    {
        for (int i = 0; i < n; ++i)
            runner.tick();
    }
};

} // namespace

TEST_CASE("FrameRunner: Play ticks a frame each 60 fps tick, Pause stops, the buttons step and clear")
{
    Runner r({ .back = true, .clear = true, .slowMotion = false });
    REQUIRE(r.button("stepBack"));
    REQUIRE(r.button("clearRun"));
    CHECK_FALSE(r.runner.findChild<QCheckBox*>(QStringLiteral("slowMotion")));
    CHECK(r.runner.timer().interval() == 17);
    r.button("play")->click();
    CHECK(r.runner.isPlaying());
    CHECK(r.button("play")->text() == QStringLiteral("Pause"));
    r.ticks(3);
    CHECK(r.frames == QList<int> { 1, 1, 1 });
    r.button("play")->click();
    CHECK_FALSE(r.runner.isPlaying());
    CHECK(r.button("play")->text() == QStringLiteral("Play"));
    r.button("step")->click();
    r.button("stepBack")->click();
    CHECK(r.frames.mid(3) == QList<int> { 1, -1 });
    r.runner.setPlaying(true);
    r.button("clearRun")->click();
    CHECK(r.clears == 1);
    CHECK_FALSE(r.runner.isPlaying()); // a clear stops the run
}

TEST_CASE("FrameRunner: slow motion shows one frame in ten ticks, not runnable greys every button")
{
    Runner r({ .back = false, .clear = false, .slowMotion = true });
    CHECK_FALSE(r.button("stepBack"));
    CHECK_FALSE(r.button("clearRun"));
    REQUIRE(r.runner.slowMotion());
    r.runner.setPlaying(true);
    r.ticks(25);
    CHECK(r.frames.size() == 2);
    r.runner.findChild<QCheckBox*>(QStringLiteral("slowMotion"))->setChecked(false);
    r.ticks(5);
    CHECK(r.frames.size() == 7);
    r.runner.setRunnable(false);
    CHECK_FALSE(r.runner.isPlaying());
    CHECK_FALSE(r.button("play")->isEnabled());
    CHECK_FALSE(r.button("step")->isEnabled());
}

TEST_CASE("look: tones keep their contrast on light and dark windows, section titles are bold and wrap")
{
    QPalette light;
    light.setColor(QPalette::Window, Qt::white);
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(20, 20, 24));
    for (const auto tone : { look::Tone::Error, look::Tone::Right }) {
        CHECK(look::color(tone, light).lightnessF() < 0.5);
        CHECK(look::color(tone, dark).lightnessF() > 0.5);
        CHECK(look::colorStyle(tone, light).startsWith(QStringLiteral("color: #")));
    }
    QWidget parent;
    QLabel* title = look::sectionTitle(&parent);
    CHECK(title->objectName() == QStringLiteral("sectionTitle"));
    CHECK(title->wordWrap());
    CHECK(title->font().bold());
    QFont larger = parent.font();
    larger.setPointSizeF(larger.pointSizeF() * 2);
    parent.setFont(larger);
    CHECK(title->font().pointSizeF() == Approx(larger.pointSizeF())); // the size follows
    CHECK(title->font().bold());
}

} // namespace test_frame_runner
