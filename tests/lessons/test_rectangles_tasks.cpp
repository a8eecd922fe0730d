// The rectangles lesson's tasks and code: each task judged right and wrong on random scenes
// through its task panel, what an open task holds back, every value the code view shows equal to
// geometry::aabbVsAabb's, and the code view keeping square collision's condition to itself until
// that task is solved.
#include "rectangles/rectangles_code.h"
#include "rectangles/rectangles_lesson.h"
#include "rectangles/rectangles_tasks.h"
#include "rectangles/rectangles_words.h"

#include "exercises/square_collision/square_collision_lesson.h"

#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/records/progress.h"
#include "core/widgets/task_box.h"
#include "core/widgets/task_panel.h"

#include <catch2/catch.hpp>

#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QUndoStack>

namespace test_rectangles_tasks {

using namespace lab;
using geometry::Touching;

namespace {

struct Panel {
    RectanglesLesson lesson;
    RectanglesScene scene;
    QUndoStack undo;
    TaskPanel panel { lesson.id(), scene, undo, lesson.createTasks() };

    bool judgedRight(int task)
    {
        QString problem;
        return panel.box(task).judge(&problem) == AnswerState::Right;
    }
    void type(int task, const char* field, const QString& text)
    {
        auto* edit = panel.box(task).findChild<QLineEdit*>(QLatin1String(field));
        REQUIRE(edit);
        edit->setText(text);
    }
};

int trueCount(const geometry::AabbAabbResult& r)
{
    return int(r.aLeftOfB) + int(r.aRightOfB) + int(r.aBelowB) + int(r.aAboveB);
}

QString kindOf(const RectanglesScene& s)
{
    if (geometry::aabbVsAabb(s.first(), s.second(), Touching::DoesNotCount).hit)
        return QStringLiteral("overlap");
    return geometry::aabbVsAabb(s.first(), s.second(), Touching::Counts).hit ? QStringLiteral("touch")
                                                                             : QStringLiteral("apart");
}

const CodeValue* valueAt(const CodeRun& run, int line, const QString& name)
{
    const CodeValue* found = nullptr;
    for (const CodeStep& s : run.steps) {
        for (const CodeValue& v : s.values) {
            if (s.line == line && v.name == name)
                found = &v;
        }
    }
    return found;
}

QString listingText(const CodeListing& listing)
{
    QString text;
    for (const CodeLine& line : listing.lines)
        text += line.code + QLatin1Char(' ') + line.comment + QLatin1Char('\n');
    return text;
}

} // namespace

TEST_CASE("rectangles tasks: overlap, touch or apart, judged right and wrong on thirty random scenes")
{
    Panel f;
    f.panel.setOpenTask(0);
    REQUIRE(f.panel.box(0).task().id() == QStringLiteral("predict-overlap"));
    QStringList seen;
    for (int round = 0; round < 30; ++round) {
        f.panel.anotherScene(0);
        CHECK(f.scene.holds(kHeldVerdict));
        CHECK(f.scene.handles().isEmpty()); // only the numbers: the rectangles are not drawn
        CHECK(f.scene.bodyAt({ f.scene.first().min.x, f.scene.first().min.y }) == -1);
        const QString right = kindOf(f.scene);
        seen << right;
        for (const QString& choice :
            { QStringLiteral("overlap"), QStringLiteral("touch"), QStringLiteral("apart") }) {
            f.panel.box(0).findChild<QRadioButton*>(QStringLiteral("choice_") + choice)->setChecked(true);
            CHECK(f.judgedRight(0) == (choice == right));
        }
    }
    CHECK(seen.contains(QStringLiteral("touch")));
    CHECK(seen.contains(QStringLiteral("overlap")));
    CHECK(seen.contains(QStringLiteral("apart")));
}

TEST_CASE("rectangles tasks: the number of true conditions, right and wrong on random scenes, held meanwhile")
{
    Panel f;
    f.panel.setOpenTask(1);
    const auto painter = f.lesson.createPainter();
    int counts[3] = { 0, 0, 0 };
    for (int round = 0; round < 30; ++round) {
        f.panel.anotherScene(1);
        const int right
            = trueCount(geometry::aabbVsAabb(f.scene.first(), f.scene.second(), Touching::Counts));
        REQUIRE(right <= 2);
        ++counts[right];
        f.type(1, "taskAnswer", QString::number(right + 1));
        CHECK_FALSE(f.judgedRight(1));
        f.type(1, "taskAnswer", QString::number(right));
        CHECK(f.judgedRight(1));
        // Held: the canvas's words, the live box and the code say nothing of c1..c4's truth.
        CHECK(f.scene.holds(rectangles::kHeldConditions));
        CHECK(painter->describe(f.scene).verdict == rectangles::verdictText(f.scene));
        CHECK_FALSE(painter->describe(f.scene).verdict.contains(rectangles::verdictSentence(f.scene)));
        CHECK_FALSE(f.lesson.liveText(f.scene).contains(QStringLiteral("\\mathbf{T}")));
        CHECK(valueAt(rectangles::run(f.scene, 0), 3, QStringLiteral("c1"))->text == QStringLiteral("?"));
    }
    for (const int c : counts)
        CHECK(c > 0);
}

TEST_CASE("rectangles tasks: the vertical half's blanks in either language, and a wrong word")
{
    Panel f;
    f.panel.setOpenTask(4);
    REQUIRE(f.panel.box(4).task().id() == QStringLiteral("fill-in-vertical"));
    CHECK(f.scene.holds(rectangles::kHeldVertical));
    const QString live = f.lesson.liveText(f.scene);
    CHECK(live.contains(QStringLiteral("\\lnot c_3\\!: ?")));
    CHECK(live.contains(QStringLiteral("\\lnot c_1\\!: ")));
    const auto fill = [&f](const QStringList& words) {
        const char* const fields[]
            = { "blank_edge1", "blank_side1", "blank_join", "blank_edge2", "blank_side2" };
        for (int i = 0; i < 5; ++i)
            f.type(4, fields[i], words[i]);
    };
    fill({ QStringLiteral("top"), QStringLiteral("below"), QStringLiteral("and"), QStringLiteral("bottom"),
        QStringLiteral("above") });
    CHECK(f.judgedRight(4));
    fill({ QStringLiteral("上"), QStringLiteral("下"), QStringLiteral("かつ"), QStringLiteral("下"),
        QStringLiteral("上") });
    CHECK(f.judgedRight(4));
    fill({ QStringLiteral("Top"), QStringLiteral(" below "), QStringLiteral("AND"),
        QStringLiteral("bottom edge"), QStringLiteral("Above") });
    CHECK(f.judgedRight(4));
    fill({ QStringLiteral("bottom"), QStringLiteral("below"), QStringLiteral("and"), QStringLiteral("top"),
        QStringLiteral("above") });
    CHECK_FALSE(f.judgedRight(4));
    fill({ QStringLiteral("top"), QStringLiteral("below"), QString(), QStringLiteral("bottom"),
        QStringLiteral("above") });
    CHECK_FALSE(f.judgedRight(4));
}

TEST_CASE("rectangles code: every value the code view shows is aabbVsAabb's, under both touching rules")
{
    RectanglesScene scene;
    QRandomGenerator rng(7);
    for (int round = 0; round < 300; ++round) {
        const auto v = [&rng] { return double(rng.bounded(-6, 7)); };
        LessonScene::State s { v(), v(), v(), v(), v(), v(), v(), v(), double(round % 2) };
        if (!scene.validate(s).isEmpty())
            continue;
        scene.setState(s);
        for (int listing = 0; listing < 2; ++listing) {
            const auto r = geometry::aabbVsAabb(
                scene.first(), scene.second(), listing == 0 ? Touching::Counts : Touching::DoesNotCount);
            const CodeRun run = rectangles::run(scene, listing);
            const bool flags[4] = { r.aLeftOfB, r.aRightOfB, r.aBelowB, r.aAboveB };
            for (int i = 0; i < 4; ++i) {
                const CodeValue* c = valueAt(run, 3 + i, QStringLiteral("c%1").arg(i + 1));
                REQUIRE(c);
                CHECK(c->text == (flags[i] ? QStringLiteral("true") : QStringLiteral("false")));
            }
            CHECK(valueAt(run, 7, QStringLiteral("apart"))->value == (r.hit ? 0 : 1));
            CHECK(valueAt(run, 8, QStringLiteral("hit"))->value == (r.hit ? 1 : 0));
        }
    }
}

TEST_CASE("rectangles code: square collision's condition stays out of the code until that task is solved")
{
    QTemporaryDir dir;
    ProgressStore store(dir.filePath(QStringLiteral("progress.json")));
    ProgressStore::setInstance(&store);
    SquareCollisionLesson exercise;
    const QStringList giveaways = exercise.giveaways(QStringLiteral("condition"));
    REQUIRE_FALSE(rectangles::conditionRevealed());
    for (const CodeListing& listing : rectangles::listings()) {
        const QString text = listingText(listing).remove(QLatin1Char(' '));
        for (QString g : giveaways)
            CHECK_FALSE(text.contains(g.remove(QLatin1Char(' '))));
        CHECK_FALSE(text.contains(QStringLiteral("(P0.X<p2.X)")));
        CHECK_FALSE(text.contains(QStringLiteral("(P0.X<=p2.X)")));
    }
    ExerciseProgress progress;
    TaskRecord solved;
    solved.solved = true;
    solved.status = ExerciseStatus::Done;
    progress.tasks.insert(QStringLiteral("condition"), solved);
    store.update(QStringLiteral("square_collision"), progress);
    CHECK(rectangles::conditionRevealed());
    CHECK(listingText(rectangles::listings()[1]).contains(QStringLiteral("(P0.X < p2.X)")));
    CHECK(listingText(rectangles::listings()[0]).contains(QStringLiteral("(P0.X <= p2.X)")));
    ProgressStore::setInstance(nullptr);
}

TEST_CASE("rectangles code: a step lights its condition's edges, the painter's focus follows")
{
    RectanglesScene scene;
    const CodeRun run = rectangles::run(scene, 0);
    QList<Spotlight> keys;
    for (const CodeStep& s : run.steps)
        keys << s.spotlight;
    for (int i = 0; i < kConditionCount; ++i)
        CHECK(keys.contains(rectangles::kSpotCondition.at(i)));
    CHECK(keys.contains(rectangles::kSpotApart));
    CHECK(keys.contains(rectangles::kSpotOverlap));
    CHECK(rectangles::verdictOf(scene) == Verdict::Apart);
    scene.setHeld({ rectangles::kHeldConditions });
    CHECK(rectangles::verdictOf(scene) == Verdict::Undecided);
}

} // namespace test_rectangles_tasks
