// Issue 15 in the real window: what a screen reader gets (every control named in the language
// shown, the canvas in words that follow the scene) and exercises finished with the keyboard only.
#include "keyboard_window.h"

#include "page/lesson_page.h"
#include "page/page_columns.h"
#include "page/page_stack.h"
#include "window/main_window.h"
#include "window/presentation_controller.h"

#include "catalog.h"
#include "core/canvas/canvas.h"
#include "core/canvas/canvas_accessible.h"
#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/lesson.h"
#include "core/model/scene.h"
#include "core/records/progress.h"

#include "../support/events.h"

#include "exercises/car_circles/car_circles_check.h"

#include <catch2/catch.hpp>

#include <QAccessible>
#include <QApplication>
#include <QHash>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

namespace test_accessibility {

using namespace lab;

namespace {

struct Window : lab::test::ProgressWindow {
    Window()
    {
        window.resize(1366, 800);
        window.show();
        REQUIRE(QTest::qWaitForWindowExposed(&window));
    }

    LessonPage& open(const QString& id, Language lang)
    {
        window.setLanguage(lang);
        REQUIRE(window.showLesson(id));
        page().columns().showControls(); // the side column's other tab: the controls to name
        lab::test::deliverPostedEvents();
        return page();
    }
};

struct Named {
    QString name;
    QString path; // class and object names from the window down, for the failure message
};

QString pathOf(const QObject* o)
{
    QStringList parts;
    for (; o; o = o->parent())
        parts.prepend(
            QStringLiteral("%1#%2").arg(QLatin1String(o->metaObject()->className()), o->objectName()));
    return parts.join(QLatin1Char('/'));
}

// Whether the keyboard reaches `o` (Tab, or the arrows inside a group such as radio buttons).
bool keyboardReaches(const QObject* o)
{
    const auto* w = qobject_cast<const QWidget*>(o);
    return w && (w->focusPolicy() & Qt::TabFocus) && w->isEnabled();
}

// Every shown object under `iface` that the keyboard can reach, and its accessible name.
void collect(QAccessibleInterface* iface, QHash<const QObject*, Named>& out, int depth = 0)
{
    if (!iface || depth > 60)
        return;
    const QAccessible::State state = iface->state();
    if (state.invisible || state.offscreen)
        return;
    if (state.focusable && !state.disabled && keyboardReaches(iface->object()))
        out.insert(iface->object(), { iface->text(QAccessible::Name), pathOf(iface->object()) });
    for (int i = 0; i < iface->childCount(); ++i)
        collect(iface->child(i), out, depth + 1);
}

QHash<const QObject*, Named> focusableNames(QWidget& window)
{
    QHash<const QObject*, Named> names;
    collect(QAccessible::queryAccessibleInterface(&window), names);
    return names;
}

// An English phrase (two words or more of letters), which a Japanese name must not repeat as is.
bool isEnglishPhrase(const QString& name)
{
    static const QRegularExpression words(QStringLiteral("[A-Za-z]{3,}\\s+[A-Za-z]{2,}"));
    return words.match(name).hasMatch();
}

} // namespace

TEST_CASE("accessibility: every focusable control of every lesson is named, in the language shown")
{
    Window w;
    for (const Lesson* lesson : availableLessons()) {
        const QString id = lesson->id();
        w.open(id, Language::English);
        const auto english = focusableNames(w.window);
        w.open(id, Language::Japanese);
        const auto japanese = focusableNames(w.window);
        CHECK(english.size() > 3);
        for (const auto& [object, named] : japanese.asKeyValueRange()) {
            INFO(id.toStdString() << ": " << named.path.toStdString());
            CHECK_FALSE(named.name.trimmed().isEmpty());
            const auto en = english.constFind(object);
            if (en == english.cend())
                continue;
            INFO("English name: " << en->name.toStdString()
                                  << " / Japanese name: " << named.name.toStdString());
            CHECK_FALSE(en->name.trimmed().isEmpty());
            if (isEnglishPhrase(en->name))
                CHECK(en->name != named.name);
        }
    }
}

TEST_CASE("accessibility: the canvas says each shape and the verdict, and follows a moved handle")
{
    Window w;
    for (const Lesson* lesson : availableLessons()) {
        for (const Language lang : { Language::English, Language::Japanese }) {
            LessonPage& page = w.open(lesson->id(), lang);
            INFO(lesson->id().toStdString() << " in " << languageCode(lang).toStdString());
            Canvas& canvas = page.canvas();
            QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&canvas);
            REQUIRE(iface);
            CHECK(iface->role() == QAccessible::Canvas);
            const SceneDescription d = canvas.painter().describe(canvas.scene());
            REQUIRE_FALSE(d.shapes.isEmpty());
            REQUIRE_FALSE(d.verdict.isEmpty());
            const QString text = iface->text(QAccessible::Description);
            for (const QString& shape : d.shapes)
                CHECK(text.contains(shape));
            CHECK(text.contains(d.verdict));
            CHECK(iface->text(QAccessible::Name).contains(d.verdict));
            QAccessibleTextInterface* textInterface = iface->textInterface();
            REQUIRE(textInterface);
            CHECK(textInterface->text(0, textInterface->characterCount()) == text);
            if (lang == Language::Japanese) // the words are the shown language's
                CHECK(text.contains(
                    QRegularExpression(QStringLiteral("[\\x{3040}-\\x{30ff}\\x{4e00}-\\x{9fff}]"))));

            // Tab picks the first handle; Shift+Right moves it: the words say so and change.
            REQUIRE_FALSE(canvas.scene().handles().isEmpty());
            canvas.setFocus();
            page.viewState().setSelection({});
            QTest::keyClick(&canvas, Qt::Key_Tab);
            REQUIRE(canvas.selectedHandle() == 0);
            const QString picked = iface->text(QAccessible::Description);
            CHECK(picked.contains(handleDescription(canvas.scene(), 0)));
            QTest::keyClick(&canvas, Qt::Key_Right, Qt::ShiftModifier);
            CHECK(iface->text(QAccessible::Description) != picked);
            page.undoStack().undo();
            page.viewState().setSelection({});
        }
    }
}

TEST_CASE("accessibility: a checked answer says right or wrong in words and border style, not only in colour")
{
    Window w;
    LessonPage& page = w.open(QStringLiteral("car_circles"), Language::English);
    // Car circles' task: the front circle's offset x, wrong and then right.
    auto* offset = page.controls().findChild<QLineEdit*>(QStringLiteral("inner1_0"));
    auto* check = page.controls().findChild<QPushButton*>(QStringLiteral("taskCheck"));
    REQUIRE(offset);
    REQUIRE(check);
    offset->setText(QStringLiteral("30"));
    check->click();
    const QString wrong = offset->accessibleDescription();
    CHECK(wrong.contains(QStringLiteral("✗")));
    CHECK(offset->toolTip() == wrong);
    CHECK(offset->styleSheet().contains(QStringLiteral("dashed")));
    offset->setText(car_circles::rightHierarchyAnswers().inner[0][car_circles::OffsetX]);
    check->click();
    CHECK(offset->accessibleDescription().contains(QStringLiteral("✓")));
    CHECK(offset->styleSheet().contains(QStringLiteral("solid")));
    CHECK_FALSE(offset->styleSheet().contains(QStringLiteral("dashed")));
}

TEST_CASE(
    "accessibility: View > Projector palette gives presentation mode the light palette, and is remembered")
{
    {
        Window w;
        LessonPage& page = w.open(QStringLiteral("circles"), Language::English);
        CHECK(w.window.presentation().projectorPalette() == ProjectorPalette::Dark);
        w.window.presentation().setProjectorPalette(ProjectorPalette::Light);
        w.window.presentation().setActive(true);
        lab::test::deliverPostedEvents();
        const CanvasStyle light = CanvasStyle::projectorStyle(ProjectorPalette::Light);
        CHECK(page.canvas().canvasStyle().projector);
        CHECK_FALSE(page.canvas().canvasStyle().dark);
        CHECK(page.canvas().canvasStyle().background == light.background);
        CHECK(page.canvas().canvasStyle().lineWidth == light.lineWidth);
        CHECK(page.viewState().style().background == light.background); // what the charts follow
        w.window.presentation().setProjectorPalette(
            ProjectorPalette::Dark); // switched while presenting: at once
        CHECK(page.canvas().canvasStyle().dark);
        w.window.presentation().setProjectorPalette(ProjectorPalette::Light);
        w.window.presentation().setActive(false);
        CHECK(page.canvas().canvasStyle().background == CanvasStyle::desk().background);
        w.window.saveSettings();
    }
    {
        Window w;
        w.window.restoreSettings();
        CHECK(w.window.presentation().projectorPalette() == ProjectorPalette::Light);
        w.window.presentation().setProjectorPalette(ProjectorPalette::Dark); // as the other tests expect it
        w.window.saveSettings();
    }
}

} // namespace test_accessibility
