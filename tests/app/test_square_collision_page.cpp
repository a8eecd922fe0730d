// Exercise E1 in the real window: the canvas shows MathCalc's pixel scale, clicks place the
// corners, the prediction is answered, and every text of the controls exists in both languages.
#include "page/lesson_page.h"
#include "window/main_window.h"

#include "core/canvas/canvas.h"
#include "core/records/progress.h"
#include "exercises/square_collision/square_collision_lesson.h"
#include "exercises/square_collision/square_collision_scene.h"

#include <catch2/catch.hpp>

#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

namespace test_square_collision_page {

using namespace lab;

namespace {

void settle()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

bool hasJapanese(const QString& text)
{
    return std::any_of(text.begin(), text.end(), [](QChar c) { return c.unicode() >= 0x3000; });
}

geometry::Vec2 clickAt(Canvas& canvas, QPointF at)
{
    QTest::mouseClick(&canvas, Qt::LeftButton, {}, at.toPoint());
    const QPointF w = canvas.viewport().toWorld(at.toPoint());
    return { w.x(), w.y() };
}

// The controls whose text is words (not code such as r1.Left) and must be translated.
const char* const kWordLabels[] = { "prompt", "question", "taskPrompt", "hint", "predictionFeedback" };
const char* const kWordButtons[]
    = { "newRectangles", "predictCollide", "predictApart", "clearCondition", "taskCheck", "taskSkip" };

// Every control that shows words shows Japanese ones; returns them by object name.
QHash<QString, QString> wordsInJapanese(const QWidget& controls)
{
    QHash<QString, QString> japanese;
    for (const char* name : kWordLabels) {
        auto* label = controls.findChild<QLabel*>(QLatin1String(name));
        REQUIRE(label);
        INFO(name);
        CHECK(hasJapanese(label->text()));
        japanese.insert(QLatin1String(name), label->text());
    }
    for (const char* name : kWordButtons) {
        auto* button = controls.findChild<QPushButton*>(QLatin1String(name));
        REQUIRE(button);
        INFO(name);
        CHECK(hasJapanese(button->text()));
        japanese.insert(QLatin1String(name), button->text());
    }
    for (auto* title : controls.findChildren<QLabel*>(QStringLiteral("sectionTitle")))
        CHECK(hasJapanese(title->text()));
    return japanese;
}

// After the switch to English, the same controls show other words, none of them Japanese.
void checkWordsInEnglish(const QWidget& controls, const QHash<QString, QString>& japanese)
{
    for (auto it = japanese.cbegin(); it != japanese.cend(); ++it) {
        auto* widget = controls.findChild<QWidget*>(it.key());
        const QString english = widget->property("text").toString();
        INFO(it.key().toStdString());
        CHECK(!english.isEmpty());
        CHECK(!hasJapanese(english));
        CHECK(english != it.value());
    }
}

} // namespace

TEST_CASE(
    "square collision page: clicks in the window, a prediction, and every control text in both languages")
{
    QTemporaryDir dir;
    ProgressStore store(dir.filePath(QStringLiteral("progress.json")));
    ProgressStore::setInstance(&store);
    struct Unset {
        ~Unset() { ProgressStore::setInstance(nullptr); }
    } unset; // also when a REQUIRE ends the test early
    LanguageSwitcher language;
    MainWindow window(language);
    window.setLanguage(Language::English);
    settle();
    window.resize(1400, 900);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    REQUIRE(window.showLesson(SquareCollisionScene::exerciseId()));
    settle();
    LessonPage* page = window.currentPage();
    REQUIRE(page);
    auto& scene = static_cast<SquareCollisionScene&>(page->scene());
    Canvas& canvas = page->canvas();
    QWidget& controls = page->controls();

    // MathCalc's pixel units: the verdict's place (-200, 200) and its mirror image are on screen.
    for (const QPointF world : { QPointF(-200, 200), QPointF(200, -200) })
        CHECK(canvas.rect().contains(canvas.viewport().toScreen(world).toPoint()));
    CHECK(canvas.viewport().scale() < 5);

    canvas.setFocus();
    QTest::keyClick(&canvas, Qt::Key_Delete);
    REQUIRE(scene.cornersPlaced() == 0);
    const double w = canvas.width();
    const double h = canvas.height();
    // Rectangle 1 from its bottom-right corner, rectangle 2 from its top-right corner.
    const geometry::Vec2 a = clickAt(canvas, { 0.55 * w, 0.7 * h });
    const geometry::Vec2 b = clickAt(canvas, { 0.2 * w, 0.35 * h });
    const geometry::Vec2 c = clickAt(canvas, { 0.8 * w, 0.3 * h });
    const geometry::Vec2 d = clickAt(canvas, { 0.45 * w, 0.6 * h });
    REQUIRE(scene.complete());
    const geometry::Aabb r1 = geometry::aabbFromCorners(a, b);
    const geometry::Aabb r2 = geometry::aabbFromCorners(c, d);
    CHECK(scene.rect1().min.x == Approx(r1.min.x));
    CHECK(scene.rect1().max.y == Approx(r1.max.y));
    CHECK(scene.rect2().max.x == Approx(r2.max.x));
    CHECK(scene.rect2().min.y == Approx(r2.min.y));
    REQUIRE(geometry::aabbVsAabb(r1, r2, geometry::Touching::DoesNotCount).hit);
    CHECK(!scene.revealed());

    // A wrong prediction, answered in Japanese, and the same answer read in English.
    window.setLanguage(Language::Japanese);
    settle();
    QTest::mouseClick(controls.findChild<QPushButton*>(QStringLiteral("predictApart")), Qt::LeftButton);
    CHECK(scene.revealed());
    CHECK(!scene.predictionRight());
    auto* feedback = controls.findChild<QLabel*>(QStringLiteral("predictionFeedback"));
    REQUIRE(feedback);
    CHECK(feedback->text().contains(QStringLiteral("衝突しています")));
    CHECK(controls.findChild<QLabel*>(QStringLiteral("readout"))
              ->text()
              .contains(QStringLiteral("結果：衝突しています")));
    CHECK(store.exercise(SquareCollisionScene::exerciseId()).status == ExerciseStatus::InProgress);

    const QHash<QString, QString> japanese = wordsInJapanese(controls);
    window.setLanguage(Language::English);
    settle();
    CHECK(feedback->text().contains(QStringLiteral("Not quite: they collide.")));
    checkWordsInEnglish(controls, japanese);
    // The lesson text exists in both languages.
    CHECK(lessonText(SquareCollisionScene::exerciseId(), Language::English).contains(QStringLiteral("<h1>")));
    CHECK(hasJapanese(lessonText(SquareCollisionScene::exerciseId(), Language::Japanese)));

    // Corners are handles now: a drag is one undo step.
    const int before = page->undoStack().count();
    const QPoint from = canvas.handleScreenPos(0).toPoint();
    QTest::mousePress(&canvas, Qt::LeftButton, {}, from);
    QTest::mouseMove(&canvas, from + QPoint(10, 10));
    QTest::mouseMove(&canvas, from + QPoint(20, 20));
    QTest::mouseRelease(&canvas, Qt::LeftButton, {}, from + QPoint(20, 20));
    CHECK(page->undoStack().count() == before + 1);
    CHECK(!scene.predictionIsForCurrentPair());
}

} // namespace test_square_collision_page
