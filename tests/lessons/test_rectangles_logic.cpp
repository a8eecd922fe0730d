// The rectangles lesson's two logic tasks: the opposite of "apart" across, judged by meaning (any
// condition true for exactly the same edges), with touching edges counted or not; and the proof of
// De Morgan's laws by the four cases, with the controls' truth table keeping both sides back while
// the proof is open.
#include "rectangles/rectangles_lesson.h"
#include "rectangles/rectangles_logic.h"

#include "task_checks.h"

#include "core/canvas/view_state.h"

#include <catch2/catch.hpp>

#include <QTableWidget>
#include <QUndoStack>

namespace test_rectangles_logic {

using namespace lab;
using namespace lab::test;

TEST_CASE("rectangles tasks: five, in the handout's order, ids and kinds")
{
    checkTaskList(RectanglesLesson().createTasks(),
        { { QStringLiteral("predict-overlap"), TaskKind::Predict },
            { QStringLiteral("compute-conditions"), TaskKind::Compute },
            { QStringLiteral("converse"), TaskKind::FillIn },
            { QStringLiteral("de-morgan-proof"), TaskKind::FillIn },
            { QStringLiteral("fill-in-vertical"), TaskKind::FillIn } });
}

TEST_CASE("rectangles converse: any condition meaning 'may meet across' is right, touching decides "
          "between the two blanks, one half alone is wrong")
{
    const auto tasks = RectanglesLesson().createTasks();
    const TaskDefinition& task = taskNamed(tasks, QStringLiteral("converse"));
    RectanglesScene scene;
    AskedTask asked(task, scene, 1);
    CHECK(task.held().contains(rectangles::kHeldAcross)); // the panel holds it (the next case)
    const QString counts = QStringLiteral("R1 >= L2 && L1 <= R2");
    const QString misses = QStringLiteral("R1 > L2 && L1 < R2");
    CHECK(asked.fill({ counts, misses }) == AnswerState::Right);
    // De Morgan's own way, the comparisons turned round, AND and NOT in words.
    CHECK(asked.fill({ QStringLiteral("!(R1 < L2 || L1 > R2)"), QStringLiteral("L2 < R1 AND R2 > L1") })
        == AnswerState::Right);
    CHECK(asked.fill(
              { QStringLiteral("NOT (R1 < L2) && NOT (L1 > R2)"), QStringLiteral("!(R1 <= L2 || L1 >= R2)") })
        == AnswerState::Right);
    // The blanks swapped: touching edges tell them apart.
    CHECK(asked.fill({ misses, counts }) == AnswerState::Wrong);
    // The handout's slip (its second half repeats the first), one half alone, "or" for "and".
    CHECK(asked.fill({ QStringLiteral("R1 >= L2 && R1 >= L2"), misses }) == AnswerState::Wrong);
    CHECK(asked.fill({ QStringLiteral("R1 >= L2"), misses }) == AnswerState::Wrong);
    CHECK(asked.fill({ QStringLiteral("R1 >= L2 || L1 <= R2"), misses }) == AnswerState::Wrong);
    // A value, or a name the lesson does not use: said, not counted.
    CHECK(asked.fill({ QStringLiteral("R1 - L2"), misses }) == AnswerState::Unreadable);
    CHECK(asked.fill({ QStringLiteral("right1 >= left2"), misses }) == AnswerState::Unreadable);
    // The samples are rectangles (left below right) and reach the ties on both sides.
    int ties = 0;
    for (const auto& v : rectangles::acrossSamples()) {
        CHECK(v.at("L1") < v.at("R1"));
        CHECK(v.at("L2") < v.at("R2"));
        ties += v.at("R1") == v.at("L2") || v.at("L1") == v.at("R2");
    }
    CHECK(ties >= 10);
}

TEST_CASE("rectangles converse: while open the live box keeps the across negations back, not the vertical")
{
    RectanglesLesson lesson;
    RectanglesScene scene;
    scene.setHeld({ rectangles::kHeldAcross });
    const QString live = lesson.liveText(scene);
    CHECK(live.contains(QStringLiteral("\\lnot c_1\\!: ?")));
    CHECK(live.contains(QStringLiteral("\\lnot c_2\\!: ?")));
    CHECK_FALSE(live.contains(QStringLiteral("\\lnot c_3\\!: ?")));
    scene.setHeld({});
    CHECK_FALSE(lesson.liveText(scene).contains(QStringLiteral("\\lnot c_1\\!: ?")));
}

TEST_CASE("rectangles proof: the four values of each side as letters, digits or words, a side of the "
          "other law, or the rows in another order, wrong")
{
    const auto tasks = RectanglesLesson().createTasks();
    const TaskDefinition& task = taskNamed(tasks, QStringLiteral("de-morgan-proof"));
    RectanglesScene scene;
    AskedTask asked(task, scene, 1);
    CHECK(asked.fill({ QStringLiteral("FTTT"), QStringLiteral("F T T T"), QStringLiteral("FFFT"),
              QStringLiteral("f, f, f, t") })
        == AnswerState::Right);
    CHECK(asked.fill({ QStringLiteral("0111"), QStringLiteral("偽真真真"), QStringLiteral("０００１"),
              QStringLiteral("false false false true") })
        == AnswerState::Right);
    // The other law's column, the rows upside down (F F first), a side left empty.
    CHECK(asked.fill({ QStringLiteral("FFFT"), QStringLiteral("FTTT"), QStringLiteral("FFFT"),
              QStringLiteral("FFFT") })
        == AnswerState::Wrong);
    CHECK(asked.fill({ QStringLiteral("TTTF"), QStringLiteral("FTTT"), QStringLiteral("FFFT"),
              QStringLiteral("FFFT") })
        == AnswerState::Wrong);
    CHECK(asked.fill({ QStringLiteral("FTTT"), QString(), QStringLiteral("FFFT"), QStringLiteral("FFFT") })
        != AnswerState::Right);
}

TEST_CASE("rectangles proof: while it is open the truth table shows '?' for both sides and no worked law")
{
    RectanglesLesson lesson;
    RectanglesScene scene;
    QUndoStack undo;
    ViewState view;
    std::unique_ptr<QWidget> controls(lesson.createControls(scene, undo, view, nullptr));
    auto* orTable = controls->findChild<QTableWidget*>(QStringLiteral("truthTableOr"));
    REQUIRE(orTable);
    const auto sides = [orTable] {
        QString letters;
        for (int row = 0; row < 4; ++row)
            letters += orTable->item(row, 2)->text() + orTable->item(row, 3)->text();
        return letters;
    };
    CHECK(sides() == QStringLiteral("FFFFFFTT"));
    CHECK(controlTexts(*controls).contains(QStringLiteral("¬(a∨b) = ¬(")));
    scene.setHeld({ rectangles::kHeldProof });
    CHECK(sides() == QStringLiteral("????????"));
    CHECK_FALSE(controlTexts(*controls).contains(QStringLiteral("¬(a∨b) = ¬(")));
    // a and b themselves stay: the student still picks the row.
    CHECK(orTable->item(1, 0)->text() == QStringLiteral("T"));
    scene.setHeld({});
    CHECK(sides() == QStringLiteral("FFFFFFTT"));
}

} // namespace test_rectangles_logic
