// The first units' tasks in the real window, with key events only (sent to whatever has the
// keyboard focus), in English and in Japanese: Tab to a task's header, Space opens it, the answer
// is picked or typed, Enter or Space checks it. Lines' prediction and |A|, rectangles' blanks.
#include "keyboard_window.h"

#include "page/page_tasks.h"

#include "core/records/progress.h"
#include "core/widgets/task_box.h"
#include "lines/lines_scene.h"

#include "../support/events.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QInputMethodEvent>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <functional>

namespace test_lines_page {

using namespace lab;
using namespace lab::test;

namespace {

struct Window : ProgressWindow {
    using ProgressWindow::ProgressWindow;

    TaskBox& box(const QString& task)
    {
        auto* b = page().findChild<TaskBox*>(QStringLiteral("task_") + task);
        REQUIRE(b);
        return *b;
    }
};

// Types `text` as a student does: ASCII key by key, Japanese as an input method commits it.
void typeText(const QString& text)
{
    REQUIRE(focus());
    bool ascii = true;
    for (const QChar c : text)
        ascii = ascii && c.unicode() < 128;
    if (ascii) {
        QTest::keyClicks(focus(), text);
        return;
    }
    QInputMethodEvent commit;
    commit.setCommitString(text);
    QApplication::sendEvent(focus(), &commit);
}

// Tab to task `task`'s header and open it with Space.
void openTask(Window& w, const QString& task)
{
    tabTo(inTask(task, QStringLiteral("taskHeader")));
    press(Qt::Key_Space);
    CHECK(w.box(task).isOpen());
}

} // namespace

TEST_CASE("keyboard only: lines' prediction and |A|, in both languages")
{
    for (const Language lang : { Language::English, Language::Japanese }) {
        Window w(QStringLiteral("lines"), lang);
        auto& scene = dynamic_cast<LinesScene&>(w.page().scene());
        openTask(w, QStringLiteral("predict-count"));
        CHECK(scene.holds(kHeldVerdict));
        const geometry::LineLineKind kind = geometry::lineVsLine(scene.first(), scene.second()).kind;
        const QString right = kind == geometry::LineLineKind::Point ? QStringLiteral("one")
            : kind == geometry::LineLineKind::Parallel              ? QStringLiteral("none")
                                                                    : QStringLiteral("infinite");
        // The choices are one stop for Tab (a group of radio buttons); the arrows move inside it.
        tabTo(inTask(QStringLiteral("predict-count"), QStringLiteral("choice_one")));
        for (int i = 0; i < 3 && focus()->objectName() != QStringLiteral("choice_") + right; ++i)
            press(Qt::Key_Down);
        REQUIRE(focus()->objectName() == QStringLiteral("choice_") + right);
        press(Qt::Key_Space);
        tabTo(inTask(QStringLiteral("predict-count"), QStringLiteral("taskCheck")));
        press(Qt::Key_Space);
        CHECK(w.box(QStringLiteral("predict-count")).record().solved);
        CHECK_FALSE(scene.holds(kHeldVerdict));

        openTask(w, QStringLiteral("compute-det")); // the first task closes, this one opens
        CHECK(scene.holds(lines::kHeldDet));
        auto* feedback
            = w.box(QStringLiteral("compute-det")).findChild<QLabel*>(QStringLiteral("taskFeedback"));
        CHECK_FALSE(feedback->isVisible()); // nothing to say yet: no empty line under the buttons
        tabTo(inTask(QStringLiteral("compute-det"), QStringLiteral("taskAnswer")));
        const double det = geometry::lineVsLine(scene.first(), scene.second()).det;
        QTest::keyClicks(focus(), QString::number(det + 1));
        press(Qt::Key_Return);
        CHECK_FALSE(w.box(QStringLiteral("compute-det")).record().solved);
        CHECK(w.box(QStringLiteral("compute-det")).record().wrongAttempts == 1);
        CHECK(feedback->isVisible());
        CHECK_FALSE(feedback->text().isEmpty()); // the hint after a wrong attempt
        QTest::keyClick(focus(), Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(focus(), QString::number(det));
        press(Qt::Key_Return);
        CHECK(w.box(QStringLiteral("compute-det")).record().solved);
        CHECK_FALSE(scene.holds(lines::kHeldDet));
        // The records are the lesson's, in the student's progress.
        CHECK(w.store.exercise(QStringLiteral("lines")).tasks.value(QStringLiteral("compute-det")).solved);
    }
}

TEST_CASE("keyboard only: rectangles' vertical half filled in, in both languages")
{
    for (const Language lang : { Language::English, Language::Japanese }) {
        Window w(QStringLiteral("rectangles"), lang);
        const QString task = QStringLiteral("fill-in-vertical");
        openTask(w, task);
        const QStringList words = lang == Language::English
            ? QStringList { QStringLiteral("top"), QStringLiteral("below"), QStringLiteral("and"),
                  QStringLiteral("bottom"), QStringLiteral("above") }
            : QStringList { QStringLiteral("上"), QStringLiteral("下"), QStringLiteral("かつ"),
                  QStringLiteral("下"), QStringLiteral("上") };
        const char* const blanks[]
            = { "blank_edge1", "blank_side1", "blank_join", "blank_edge2", "blank_side2" };
        for (int i = 0; i < 5; ++i) {
            tabTo(inTask(task, QLatin1String(blanks[i])));
            typeText(words[i]);
        }
        press(Qt::Key_Return);
        CHECK(w.box(task).record().solved);
        // The text's answer block opens now that the task is solved.
        CHECK(w.page().tasks().revealed().contains(QStringLiteral("rectangles/fill-in-vertical")));
    }
}

} // namespace test_lines_page
