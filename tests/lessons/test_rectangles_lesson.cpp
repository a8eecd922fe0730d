#include "rectangles/rectangles_lesson.h"

#include "core/canvas/view_state.h"
#include "core/lesson.h"

#include <catch2/catch.hpp>

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSet>
#include <QTableWidget>
#include <QUndoStack>

namespace test_rectangles_lesson {

using namespace lab;
using geometry::Touching;

namespace {

using State = LessonScene::State;

// Rectangle 1 from (l1, b1) to (r1, t1), rectangle 2 likewise, given corner by corner.
// Two rectangles by their corners; touching counts (the lesson's first rule).
State boxes(double l1, double b1, double r1, double t1, double l2, double b2, double r2, double t2)
{
    return { l1, b1, r1, t1, l2, b2, r2, t2, 1 };
}

bool conditionHolds(const RectanglesScene& scene, int index)
{
    return scene.result().*separatingCondition(index).holds;
}

} // namespace

TEST_CASE("RectanglesScene: two corners in any order span the same rectangle")
{
    RectanglesScene scene;
    scene.setState(boxes(-4, -1, -1, 2, 1, -3, 4, 1));
    const geometry::Aabb a = scene.first();
    for (const State& swapped : { boxes(-1, 2, -4, -1, 1, -3, 4, 1), boxes(-4, 2, -1, -1, 1, -3, 4, 1),
             boxes(-1, -1, -4, 2, 1, -3, 4, 1) }) {
        scene.setState(swapped);
        CHECK(scene.first().min.x == a.min.x);
        CHECK(scene.first().min.y == a.min.y);
        CHECK(scene.first().max.x == a.max.x);
        CHECK(scene.first().max.y == a.max.y);
    }
}

TEST_CASE("RectanglesScene: the initial rectangles are apart by c1 alone")
{
    RectanglesScene scene;
    const auto r = scene.result();
    CHECK_FALSE(r.hit);
    CHECK(r.aLeftOfB);
    CHECK_FALSE(r.aRightOfB);
    CHECK_FALSE(r.aBelowB);
    CHECK_FALSE(r.aAboveB);
    CHECK(scene.validate(scene.state()).isEmpty());
}

TEST_CASE("RectanglesScene: the touching example puts both edges on x = 0, as the text says")
{
    RectanglesScene scene;
    scene.setState(scene.touchingExample());
    CHECK(scene.first().max.x == 0);
    CHECK(scene.second().min.x == 0);
    CHECK(scene.touchingOnly());
    // Inclusive: touching is an overlap; strict: it is not, and c1 (R1 <= L2) holds.
    CHECK(scene.result().hit);
    CHECK(scene.result().hit == geometry::aabbVsAabb(scene.first(), scene.second(), Touching::Counts).hit);
    scene.setTouching(Touching::DoesNotCount);
    CHECK_FALSE(scene.result().hit);
    CHECK(conditionHolds(scene, 0));
    CHECK_FALSE(conditionHolds(scene, 1));
    CHECK_FALSE(conditionHolds(scene, 2));
    CHECK_FALSE(conditionHolds(scene, 3));
}

TEST_CASE("RectanglesScene: a rectangle without width or height is refused with a message")
{
    RectanglesScene scene;
    CHECK(scene.validate(boxes(1, -1, 1, 2, 1, -3, 4, 1)).contains(QStringLiteral("width")));
    CHECK(scene.validate(boxes(-4, -1, -1, 2, 1, 1, 4, 1)).contains(QStringLiteral("height")));
    CHECK(scene.validate(boxes(-4, -1, -1, 2, 1, std::numeric_limits<double>::infinity(), 4, 1)).size() > 0);
}

TEST_CASE("RectanglesScene: every corner is a handle, and a drawn corner moves one x and one y")
{
    RectanglesScene scene;
    const auto handles = scene.handles();
    REQUIRE(handles.size() == 8);
    // The four corners of rectangle 1 as the handles place them.
    QSet<QPair<double, double>> corners;
    for (int i = 0; i < 4; ++i) {
        CHECK(handles[i].group == 0);
        corners.insert({ scene.value(handles[i].x), scene.value(handles[i].y) });
    }
    CHECK(corners == QSet<QPair<double, double>> { { -4, -1 }, { -1, 2 }, { -4, 2 }, { -1, -1 } });
    for (int i = 4; i < 8; ++i)
        CHECK(handles[i].group == 1);
}

TEST_CASE("RectanglesScene: bodies are found by their inside and move whole")
{
    RectanglesScene scene;
    CHECK(scene.bodyAt({ -2, 0 }) == 0);
    CHECK(scene.bodyAt({ 2, 0 }) == 1);
    CHECK(scene.bodyAt({ 0, 0 }) == -1);
    scene.setState(boxes(-2, -2, 2, 2, 0, 0, 3, 3));
    CHECK(scene.bodyAt({ 1, 1 }) == 1); // rectangle 2 is on top
    const State moved = scene.movedBody(0, { 1.5, -0.5 }, scene.state());
    CHECK(moved == boxes(-0.5, -2.5, 3.5, 1.5, 0, 0, 3, 3));
}

TEST_CASE("RectanglesScene: H/J/K/L move rectangle 1 left, down, up, right")
{
    RectanglesScene scene;
    const State start = scene.state();
    const auto after
        = [&](int key, Qt::KeyboardModifiers mods = {}) { return *scene.keyAction(key, mods, {}); };
    CHECK(after(Qt::Key_H, Qt::ShiftModifier) == boxes(-5, -1, -2, 2, 1, -3, 4, 1));
    CHECK(after(Qt::Key_J, Qt::ShiftModifier) == boxes(-4, -2, -1, 1, 1, -3, 4, 1));
    CHECK(after(Qt::Key_K, Qt::ShiftModifier) == boxes(-4, 0, -1, 3, 1, -3, 4, 1));
    CHECK(after(Qt::Key_L) == boxes(-3.75, -1, -0.75, 2, 1, -3, 4, 1));
    CHECK_FALSE(scene.keyAction(Qt::Key_X, {}, {}));
    CHECK(scene.state() == start);
}

TEST_CASE("canvasTruthRow: a and b read from the canvas for each meaning")
{
    geometry::AabbAabbResult r;
    r.aLeftOfB = true;
    r.aAboveB = true;
    CHECK(canvasTruthRow(TruthMeaning::XAxis, r).a);
    CHECK_FALSE(canvasTruthRow(TruthMeaning::XAxis, r).b);
    CHECK_FALSE(canvasTruthRow(TruthMeaning::YAxis, r).a);
    CHECK(canvasTruthRow(TruthMeaning::YAxis, r).b);
    CHECK(canvasTruthRow(TruthMeaning::Axes, r).a);
    CHECK(canvasTruthRow(TruthMeaning::Axes, r).b);
    CHECK_FALSE(truthRowPossible(TruthMeaning::XAxis, { true, true }));
    CHECK_FALSE(truthRowPossible(TruthMeaning::YAxis, { true, true }));
    CHECK(truthRowPossible(TruthMeaning::Axes, { true, true }));
    CHECK(truthRowPossible(TruthMeaning::XAxis, { false, true }));
}

TEST_CASE("RectanglesLesson: the live text works through De Morgan with the current numbers")
{
    RectanglesLesson lesson;
    RectanglesScene scene;
    QString live = lesson.liveText(scene);
    CHECK(live.contains(QStringLiteral("c_1\\!: R_1 < L_2 & -1 < 1")));
    CHECK(live.contains(QStringLiteral("\\lnot c_1\\!: -1 \\ge 1")));
    CHECK(live.contains(QStringLiteral("\\lnot c_1 \\land \\lnot c_2 \\land \\lnot c_3 \\land \\lnot c_4")));
    CHECK(live.contains(QStringLiteral("De Morgan")));
    CHECK(live.contains(QStringLiteral("do not overlap")));

    scene.setState(scene.touchingExample());
    live = lesson.liveText(scene);
    CHECK(live.contains(QStringLiteral("c_1\\!: R_1 < L_2 & 0 < 0")));
    CHECK(live.contains(QStringLiteral("edges touch")));
    scene.setTouching(Touching::DoesNotCount);
    live = lesson.liveText(scene);
    CHECK(live.contains(QStringLiteral("c_1\\!: R_1 \\le L_2 & 0 \\le 0")));
    CHECK(live.contains(QStringLiteral("\\lnot c_1\\!: 0 > 0")));
    CHECK(live.contains(QStringLiteral("do not overlap")));
}

TEST_CASE("RectanglesLesson: the truth tables in the text agree with De Morgan's laws, in both languages")
{
    for (const Language language : { Language::English, Language::Japanese }) {
        const QString text = lessonText(QStringLiteral("rectangles"), language);
        const QRegularExpression rowPattern(QStringLiteral("<tr>((?:<td>[TF]</td>){7})</tr>"));
        QList<QList<bool>> rows;
        for (auto it = rowPattern.globalMatch(text); it.hasNext();) {
            const QString cells = it.next().captured(1);
            QList<bool> row;
            for (const QChar c : cells) {
                if (c == QLatin1Char('T') || c == QLatin1Char('F'))
                    row.append(c == QLatin1Char('T'));
            }
            rows.append(row);
        }
        REQUIRE(rows.size() == 8); // two tables of four rows
        for (int i = 0; i < 8; ++i) {
            INFO("row " << i);
            const bool a = rows[i][0];
            const bool b = rows[i][1];
            const bool first = i < 4; // NOT(a AND b) = NOT a OR NOT b, then NOT(a OR b) = NOT a AND NOT b
            CHECK(rows[i][2] == (first ? (a && b) : (a || b)));
            CHECK(rows[i][3] == !rows[i][2]);
            CHECK(rows[i][4] == !a);
            CHECK(rows[i][5] == !b);
            CHECK(rows[i][6] == (first ? (!a || !b) : (!a && !b)));
            CHECK(rows[i][3] == rows[i][6]);
        }
    }
}

TEST_CASE("RectanglesLesson controls: conditions, verdict and truth table follow the scene")
{
    RectanglesLesson lesson;
    RectanglesScene scene;
    QUndoStack undo;
    ViewState view;
    std::unique_ptr<QWidget> controls(lesson.createControls(scene, undo, view, nullptr));
    auto* readout = controls->findChild<QLabel*>(QStringLiteral("readout"));
    auto* table = controls->findChild<QWidget*>(QStringLiteral("truthTable"));
    auto* meaning = controls->findChild<QComboBox*>(QStringLiteral("truthMeaning"));
    auto* toggleA = controls->findChild<QPushButton*>(QStringLiteral("truthA"));
    REQUIRE(readout);
    REQUIRE(table);
    REQUIRE(meaning);
    REQUIRE(toggleA);
    const auto condition
        = [&](int n) { return controls->findChild<QLabel*>(QStringLiteral("condition%1").arg(n))->text(); };

    CHECK(readout->text().startsWith(QStringLiteral("No overlap")));
    CHECK(condition(1).contains(QStringLiteral("(-1 &lt; 1)")));
    CHECK(condition(1).contains(QStringLiteral("true")));
    CHECK(condition(2).contains(QStringLiteral("false")));
    CHECK(table->property("canvasRow").toInt() == 1); // a = c1 = T, b = c2 = F
    CHECK(table->property("chosenRow").toInt() == 1); // starts on the canvas row
    // Both laws' tables shade the canvas row, and only that one.
    for (const char* name : { "truthTableAnd", "truthTableOr" }) {
        auto* law = controls->findChild<QTableWidget*>(QLatin1String(name));
        REQUIRE(law);
        for (int row = 0; row < 4; ++row)
            CHECK((law->item(row, 0)->background().style() != Qt::NoBrush) == (row == 1));
    }

    // Both tables mark the chosen row with ▶ and bold, and shade the canvas row, after every change
    // (their items are set in place).
    const auto tablesShow = [&controls](int chosen, int canvas) {
        bool ok = true;
        for (const char* name : { "truthTableAnd", "truthTableOr" }) {
            auto* law = controls->findChild<QTableWidget*>(QLatin1String(name));
            for (int row = 0; row < 4; ++row) {
                ok = ok && (law->verticalHeaderItem(row)->text() == QStringLiteral("▶")) == (row == chosen);
                ok = ok && law->item(row, 2)->font().bold() == (row == chosen);
                ok = ok && (law->item(row, 3)->background().style() != Qt::NoBrush) == (row == canvas);
            }
        }
        return ok;
    };
    CHECK(tablesShow(1, 1));
    // The student's own row moves with the toggles, the canvas row stays.
    toggleA->click();
    CHECK(table->property("chosenRow").toInt() == 3);
    CHECK(table->property("canvasRow").toInt() == 1);
    CHECK(tablesShow(3, 1));
    CHECK(controls->findChild<QLabel*>(QStringLiteral("truthCheck"))
              ->text()
              .contains(QStringLiteral("a = F, b = F")));

    meaning->setCurrentIndex(int(TruthMeaning::Axes));
    CHECK(table->property("canvasRow").toInt() == 1); // gap along x, none along y
    CHECK(table->property("chosenRow").toInt() == 1); // a new meaning starts on the canvas row
    controls->findChild<QPushButton*>(QStringLiteral("truthB"))->click();
    CHECK(table->property("chosenRow").toInt() == 0); // a = T, b = T: possible with this meaning

    controls->findChild<QPushButton*>(QStringLiteral("touchExample"))->click();
    CHECK(undo.count() == 1);
    CHECK(readout->text().startsWith(QStringLiteral("Touching")));
    CHECK(table->property("canvasRow").toInt() == 3);
    CHECK(table->property("chosenRow").toInt() == 3); // moving the rectangles brings it back
    CHECK(tablesShow(3, 3));
    controls->findChild<QRadioButton*>(QStringLiteral("touchStrict"))->click();
    CHECK(scene.touching() == Touching::DoesNotCount);
    CHECK(readout->text().startsWith(QStringLiteral("No overlap")));
    CHECK(condition(1).contains(QStringLiteral("(0 ≤ 0)")));
    CHECK(table->property("canvasRow").toInt() == 1);
    CHECK(undo.count() == 2); // the rule is an undo step of its own
    undo.undo();
    CHECK(scene.touching() == Touching::Counts);
    CHECK(controls->findChild<QRadioButton*>(QStringLiteral("touchInclusive"))->isChecked());
    undo.undo();
    CHECK(scene.state() == scene.initialState());
}

} // namespace test_rectangles_lesson
