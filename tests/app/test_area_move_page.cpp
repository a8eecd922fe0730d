// The AreaMove exercise in the real window: the canvas shows the whole area, the blanks are
// typed and run with clicks, the canvas keys drive the player, and the words follow the language.
// With AREA_MOVE_SCREENSHOTS=<folder> it also saves the window mid-task in both languages.
#include "page/lesson_page.h"
#include "page/text_view.h"
#include "window/main_window.h"

#include "core/canvas/canvas.h"
#include "core/records/progress.h"
#include "exercises/area_move/area_move_lesson.h"
#include "exercises/area_move/area_move_scene.h"
#include "exercises/area_move/area_move_words.h"

#include "../support/events.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

using namespace lab;
using namespace lab::area_move;

namespace {

bool showsWholeArea(const Canvas& canvas)
{
    const QRectF visible = canvas.viewport().worldRect();
    const geometry::Aabb area = drawingArea();
    return visible.contains(QRectF(QPointF(area.min.x, area.min.y), QPointF(area.max.x, area.max.y)));
}

void saveShot(MainWindow& window, const char* name)
{
    const QByteArray dir = qgetenv("AREA_MOVE_SCREENSHOTS");
    if (dir.isEmpty())
        return;
    LessonTextView& text = window.currentPage()->textView();
    CHECK(QTest::qWaitFor([&] { return text.isPainted(); }, 15000)); // formulas rendered and a frame shown
    window.grab().save(QDir(QString::fromLocal8Bit(dir)).filePath(QLatin1String(name)), "PNG");
}

} // namespace

TEST_CASE("area_move page: fit, blanks typed and run, player keys on the canvas, both languages")
{
    QTemporaryDir dir;
    ProgressStore store(dir.filePath(QStringLiteral("progress.json")));
    ProgressStore::setInstance(&store);

    LanguageSwitcher language;
    MainWindow window(language);
    window.setLanguage(Language::English);
    window.resize(1366, 800);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    REQUIRE(window.showLesson(QStringLiteral("area_move")));
    LessonPage* page = window.currentPage();
    REQUIRE(page);
    auto& scene = static_cast<AreaMoveScene&>(page->scene());
    Canvas& canvas = page->canvas();
    QWidget& controls = page->controls();
    lab::test::deliverPostedEvents();
    CHECK(showsWholeArea(canvas));

    // The canvas's own reset view (key 0) comes back to the whole area, not to 40 px per unit.
    canvas.setFocus();
    QTest::keyClick(&canvas, Qt::Key_Plus);
    canvas.repaint();
    CHECK_FALSE(showsWholeArea(canvas));
    QTest::keyClick(&canvas, Qt::Key_0);
    canvas.repaint();
    CHECK(showsWholeArea(canvas));

    // Left and Right swapped: the app runs it and names the jitter.
    const char* const names[kFieldCount]
        = { "answerLeft", "answerRight", "answerTop", "answerBottom", "answerReverseX", "answerReverseY" };
    Answers answers = modelAnswers();
    answers[int(Field::Left)] = QStringLiteral("Width / 2");
    answers[int(Field::Right)] = QStringLiteral("-Width / 2");
    for (int i = 0; i < kFieldCount; ++i) {
        auto* field = controls.findChild<QLineEdit*>(QLatin1String(names[i]));
        REQUIRE(field);
        QTest::keyClicks(field, answers[i]);
    }
    auto* run = controls.findChild<QPushButton*>(QStringLiteral("runRules"));
    REQUIRE(run);
    QTest::mouseClick(run, Qt::LeftButton);
    REQUIRE(scene.hasRules());
    CHECK(scene.isPlaying());
    auto* verdict = controls.findChild<QLabel*>(QStringLiteral("verdict"));
    REQUIRE(verdict);
    CHECK(verdict->text().startsWith(QStringLiteral("Frame 0: rectangle 1 jitters")));
    CHECK(store.exercise(QStringLiteral("area_move")).attempts == 1);

    // Player keys on the canvas.
    canvas.setFocus();
    QTest::keyClick(&canvas, Qt::Key_Space);
    CHECK_FALSE(scene.isPlaying());
    QTest::keyClick(&canvas, Qt::Key_Home);
    CHECK(scene.frameIndex() == 0);
    QTest::keyClick(&canvas, Qt::Key_Right);
    QTest::keyClick(&canvas, Qt::Key_Right);
    CHECK(scene.frameIndex() == 2);
    QTest::keyClick(&canvas, Qt::Key_Right, Qt::ShiftModifier);
    CHECK(scene.frameIndex() == 12);
    QTest::keyClick(&canvas, Qt::Key_Left);
    CHECK(scene.frameIndex() == 11);
    auto* readout = controls.findChild<QLabel*>(QStringLiteral("readout"));
    REQUIRE(readout);
    CHECK(readout->text().startsWith(QStringLiteral("Frame 11 ")));
    QTest::keyClick(&canvas, Qt::Key_Space);
    CHECK(scene.isPlaying());
    QTest::keyClick(&canvas, Qt::Key_Space);

    // A wrong corner: the rectangle leaves; "Show frame" goes to the frame named.
    auto* reverseX = controls.findChild<QLineEdit*>(QStringLiteral("answerReverseX"));
    auto* left = controls.findChild<QLineEdit*>(QStringLiteral("answerLeft"));
    auto* right = controls.findChild<QLineEdit*>(QStringLiteral("answerRight"));
    left->clear();
    QTest::keyClicks(left, QStringLiteral("-Width / 2"));
    right->clear();
    QTest::keyClicks(right, QStringLiteral("Width / 2"));
    reverseX->clear();
    QTest::keyClicks(reverseX, QStringLiteral("p2.X < Left || Right < p0.X"));
    QTest::keyClick(reverseX, Qt::Key_Return);
    REQUIRE(scene.problem().kind == ProblemKind::Leaves);
    auto* show = controls.findChild<QPushButton*>(QStringLiteral("gotoProblem"));
    REQUIRE(show);
    CHECK(show->isVisible());
    QTest::mouseClick(show, Qt::LeftButton);
    CHECK(scene.frameIndex() == scene.problem().frame);
    CHECK_FALSE(scene.isPlaying());
    CHECK(verdict->text().contains(QStringLiteral("leaves the area through the left wall")));
    saveShot(window, "area_move-wrong-en.png");

    // A typo: the position is named and the run stays as it was.
    reverseX->clear();
    QTest::keyClicks(reverseX, QStringLiteral("p0.X < Lef || Right < p2.X"));
    QTest::mouseClick(run, Qt::LeftButton);
    auto* errors = controls.findChild<QLabel*>(QStringLiteral("errors"));
    REQUIRE(errors);
    CHECK(errors->text().startsWith(describeError({ Field::ReverseX, FieldError::Kind::UnknownName, 7,
        QStringLiteral("Lef"), QStringLiteral("Left") })));
    CHECK(errors->text().contains(QStringLiteral("keep moving by the last rules")));
    CHECK(scene.problem().kind == ProblemKind::Leaves);
    CHECK(store.exercise(QStringLiteral("area_move")).attempts == 2);

    // The words follow the language switch.
    window.setLanguage(Language::Japanese);
    lab::test::deliverPostedEvents(); // LanguageChange is posted to the windows
    INFO(verdict->text().toStdString());
    INFO(readout->text().toStdString());
    CHECK(verdict->text().startsWith(QStringLiteral("フレーム%1：長方形2が").arg(scene.problem().frame)));
    CHECK(readout->text().contains(QStringLiteral("フラグ：")));
    CHECK(errors->text().contains(QStringLiteral("知らない名前")));
    saveShot(window, "area_move-wrong-ja.png");

    reverseX->clear();
    QTest::keyClicks(reverseX, modelAnswers()[int(Field::ReverseX)]);
    QTest::mouseClick(run, Qt::LeftButton);
    CHECK(scene.problem().kind == ProblemKind::None);
    CHECK(errors->text().isEmpty());
    CHECK(store.exercise(QStringLiteral("area_move")).status == ExerciseStatus::Done);
    scene.pause();
    scene.seek(150);
    saveShot(window, "area_move-done-ja.png");
    window.setLanguage(Language::English);
    lab::test::deliverPostedEvents();
    saveShot(window, "area_move-done-en.png");

    ProgressStore::setInstance(nullptr);
}

TEST_CASE("area_move page: every error and diagnosis has its Japanese wording")
{
    LanguageSwitcher language;
    REQUIRE(language.setLanguage(Language::English));
    std::vector<FieldError> errors;
    using K = FieldError::Kind;
    for (const K kind : { K::Empty, K::UnexpectedEnd, K::UnexpectedCharacter, K::UnexpectedToken,
             K::UnknownName, K::NameNotAllowedHere, K::MissingParen, K::TooLong, K::ConditionWhereNumber,
             K::NumberWhereCondition, K::NotFinite })
        errors.push_back({ Field::ReverseY, kind, 3, QStringLiteral("x"), {} });
    errors.push_back({ Field::Left, K::UnknownName, 1, QStringLiteral("Widht"), QStringLiteral("Width") });
    errors.push_back({ Field::Left, K::UnknownName, 1, QStringLiteral("width"), QStringLiteral("Width") });
    for (const char* c : { "=", ";", "|", "#" })
        errors.push_back({ Field::Top, K::UnexpectedCharacter, 4, QLatin1String(c), {} });
    std::vector<Problem> problems;
    for (const ProblemKind kind :
        { ProblemKind::Leaves, ProblemKind::Sticks, ProblemKind::Jitters, ProblemKind::TurnsEarly })
        for (const Side side : { Side::Left, Side::Right, Side::Top, Side::Bottom })
            problems.push_back({ kind, 12, 1, side, side == Side::Left || side == Side::Right, 3 });

    QStringList english;
    for (const auto& e : errors)
        english << describeError(e);
    for (const auto& p : problems)
        english << describeProblem(p) << problemHint(p.kind);
    english << flagText(true) << flagText(false);

    REQUIRE(language.setLanguage(Language::Japanese));
    QStringList japanese;
    for (const auto& e : errors)
        japanese << describeError(e);
    for (const auto& p : problems)
        japanese << describeProblem(p) << problemHint(p.kind);
    japanese << flagText(true) << flagText(false);
    REQUIRE(language.setLanguage(Language::English));

    REQUIRE(english.size() == japanese.size());
    for (int i = 0; i < english.size(); ++i) {
        INFO(english[i].toStdString());
        CHECK_FALSE(english[i].isEmpty());
        CHECK(japanese[i] != english[i]);
        CHECK_FALSE(japanese[i].contains(QStringLiteral(" wall"))); // the wall names are translated too
    }
    CHECK(japanese.contains(QStringLiteral("交差している")));
}
