#include "lines/lines_lesson.h"

#include "core/canvas/view_state.h"
#include "core/model/cached.h"
#include "core/model/commands.h"
#include "core/widgets/parameter_panel.h"

#include <catch2/catch.hpp>

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QUndoStack>

namespace test_lines_lesson {

using namespace lab;
using geometry::LineLineKind;

TEST_CASE("LinesScene: the seed's three examples give one point (3, -1), the same line, parallel")
{
    LinesScene scene;
    scene.setState(LinesScene::example(1));
    auto r = scene.result();
    REQUIRE(r.kind == LineLineKind::Point);
    CHECK(r.point.x == Approx(3));
    CHECK(r.point.y == Approx(-1));
    scene.setState(LinesScene::example(2));
    CHECK(scene.result().kind == LineLineKind::SameLine);
    scene.setState(LinesScene::example(3));
    CHECK(scene.result().kind == LineLineKind::Parallel);
}

TEST_CASE("LinesScene: a zero direction is refused with a message")
{
    LinesScene scene;
    auto state = scene.state();
    state[LinesScene::Bx] = 0;
    state[LinesScene::By] = 0;
    CHECK(scene.validate(state).contains(QStringLiteral("zero vector")));
    state[LinesScene::Bx] = 1e-300; // tiny is still a direction
    CHECK(scene.validate(state).isEmpty());
    state[LinesScene::Px] = std::numeric_limits<double>::quiet_NaN();
    CHECK_FALSE(scene.validate(state).isEmpty());
}

TEST_CASE("LinesLesson: the live text writes the system with the current numbers")
{
    LinesLesson lesson;
    LinesScene scene;
    scene.setState(LinesScene::example(1));
    const QString live = lesson.liveText(scene);
    CHECK(live.contains(QStringLiteral("\\begin{pmatrix} 3 & -3 \\\\ -2 & -1 \\end{pmatrix}")));
    CHECK(live.contains(QStringLiteral("(3,\\ -1)")));
    scene.setState(LinesScene::example(2));
    CHECK(lesson.liveText(scene).contains(QStringLiteral("coincide")));
}

TEST_CASE("LinesLesson controls: example buttons are undoable and the read-out follows")
{
    LinesLesson lesson;
    LinesScene scene;
    QUndoStack undo;
    ViewState view;
    std::unique_ptr<QWidget> controls(lesson.createControls(scene, undo, view, nullptr));
    auto* readout = controls->findChild<QLabel*>(QStringLiteral("readout"));
    REQUIRE(readout);
    controls->findChild<QPushButton*>(QStringLiteral("example2"))->click();
    CHECK(readout->text().contains(QStringLiteral("infinitely many")));
    controls->findChild<QPushButton*>(QStringLiteral("example1"))->click();
    CHECK(readout->text().contains(QStringLiteral("(3, -1)")));
    undo.undo();
    CHECK(readout->text().contains(QStringLiteral("infinitely many")));
}

TEST_CASE("ParameterPanel: bad text is refused with a message and the scene stays")
{
    LinesScene scene;
    QUndoStack undo;
    ViewState view;
    ParameterPanel panel(scene, undo, view);
    const auto before = scene.state();
    for (const char* bad : { "abc", "nan", "1e400", "" }) {
        INFO(bad);
        panel.field(LinesScene::Px)->setText(QString::fromLatin1(bad));
        emit panel.field(LinesScene::Px)->editingFinished();
        CHECK_FALSE(panel.errorText().isEmpty());
        CHECK(scene.state() == before);
    }
    panel.field(LinesScene::Ax)->setText(QStringLiteral("0"));
    emit panel.field(LinesScene::Ax)->editingFinished();
    panel.field(LinesScene::Ay)->setText(QStringLiteral("0"));
    emit panel.field(LinesScene::Ay)->editingFinished();
    CHECK(panel.errorText().contains(QStringLiteral("zero vector")));
    CHECK_FALSE((scene.value(LinesScene::Ax) == 0 && scene.value(LinesScene::Ay) == 0));
    panel.field(LinesScene::Px)->setText(QStringLiteral("2.5"));
    emit panel.field(LinesScene::Px)->editingFinished();
    CHECK(scene.value(LinesScene::Px) == 2.5);
    CHECK(panel.errorText().isEmpty());
}

TEST_CASE("Cached: a scene's result is computed once per change, whoever asks")
{
    LinesScene scene;
    Cached<double> cached;
    int computed = 0;
    const auto det = [&] {
        ++computed;
        return geometry::lineVsLine(scene.first(), scene.second()).det;
    };
    const double first = cached.get(scene, det);
    CHECK(cached.get(scene, det) == first);
    CHECK(computed == 1);
    LessonScene::State s = scene.state();
    s[LinesScene::Ax] += 1;
    scene.setState(s);
    CHECK(cached.get(scene, det) != first); // a change: computed again, with the new values
    CHECK(cached.get(scene, det) != first);
    CHECK(computed == 2);
    scene.setState(s); // the same values: no change, nothing computed
    cached.get(scene, det);
    CHECK(computed == 2);
}

} // namespace test_lines_lesson
