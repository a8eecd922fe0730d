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

// The AreaMove page in the window at 1366x800 in English, its progress in a scratch file.
struct AreaMovePage {
    AreaMovePage()
        : store(dir.filePath(QStringLiteral("progress.json")))
        , window(language)
    {
        ProgressStore::setInstance(&store);
        window.setLanguage(Language::English);
        window.resize(1366, 800);
        window.show();
        REQUIRE(QTest::qWaitForWindowExposed(&window));
        REQUIRE(window.showLesson(QStringLiteral("area_move")));
        REQUIRE(window.currentPage());
    }
    ~AreaMovePage() { ProgressStore::setInstance(nullptr); }

    LessonPage& page() const { return *window.currentPage(); }
    AreaMoveScene& scene() const { return static_cast<AreaMoveScene&>(page().scene()); }
    Canvas& canvas() const { return page().canvas(); }
    template <typename T> T* find(const char* name) const
    {
        auto* found = page().controls().findChild<T*>(QLatin1String(name));
        REQUIRE(found);
        return found;
    }
    // Types `text` into the answer field `name`, over what it held.
    void type(const char* name, const QString& text) const
    {
        auto* field = find<QLineEdit>(name);
        field->clear();
        QTest::keyClicks(field, text);
    }
    int attempts() const { return store.exercise(QStringLiteral("area_move")).attempts; }

    QTemporaryDir dir;
    ProgressStore store;
    LanguageSwitcher language;
    MainWindow window;
};

// The canvas shows the whole area, and its own reset view (key 0) comes back to it, not to 40 px
// per unit.
void checkWholeArea(const AreaMovePage& f)
{
    lab::test::deliverPostedEvents();
    CHECK(showsWholeArea(f.canvas()));
    f.canvas().setFocus();
    QTest::keyClick(&f.canvas(), Qt::Key_Plus);
    f.canvas().repaint();
    CHECK_FALSE(showsWholeArea(f.canvas()));
    QTest::keyClick(&f.canvas(), Qt::Key_0);
    f.canvas().repaint();
    CHECK(showsWholeArea(f.canvas()));
}

// Left and Right swapped: the app runs it and names the jitter.
void runSwappedWalls(const AreaMovePage& f)
{
    const char* const names[kFieldCount]
        = { "answerLeft", "answerRight", "answerTop", "answerBottom", "answerReverseX", "answerReverseY" };
    Answers answers = modelAnswers();
    answers[int(Field::Left)] = QStringLiteral("Width / 2");
    answers[int(Field::Right)] = QStringLiteral("-Width / 2");
    for (int i = 0; i < kFieldCount; ++i)
        QTest::keyClicks(f.find<QLineEdit>(names[i]), answers[i]);
    QTest::mouseClick(f.find<QPushButton>("runRules"), Qt::LeftButton);
    REQUIRE(f.scene().hasRules());
    CHECK(f.scene().isPlaying());
    CHECK(f.find<QLabel>("verdict")->text().startsWith(QStringLiteral("Frame 0: rectangle 1 jitters")));
    CHECK(f.attempts() == 1);
}

// Space plays and pauses, Home goes to the start, the arrows step (Shift: ten frames).
void playerKeys(const AreaMovePage& f)
{
    Canvas& canvas = f.canvas();
    AreaMoveScene& scene = f.scene();
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
    CHECK(f.find<QLabel>("readout")->text().startsWith(QStringLiteral("Frame 11 ")));
    QTest::keyClick(&canvas, Qt::Key_Space);
    CHECK(scene.isPlaying());
    QTest::keyClick(&canvas, Qt::Key_Space);
}

// A wrong corner: the rectangle leaves; "Show frame" goes to the frame named.
void wrongCorner(AreaMovePage& f)
{
    f.type("answerLeft", QStringLiteral("-Width / 2"));
    f.type("answerRight", QStringLiteral("Width / 2"));
    f.type("answerReverseX", QStringLiteral("p2.X < Left || Right < p0.X"));
    QTest::keyClick(f.find<QLineEdit>("answerReverseX"), Qt::Key_Return);
    REQUIRE(f.scene().problem().kind == ProblemKind::Leaves);
    auto* show = f.find<QPushButton>("gotoProblem");
    CHECK(show->isVisible());
    QTest::mouseClick(show, Qt::LeftButton);
    CHECK(f.scene().frameIndex() == f.scene().problem().frame);
    CHECK_FALSE(f.scene().isPlaying());
    CHECK(
        f.find<QLabel>("verdict")->text().contains(QStringLiteral("leaves the area through the left wall")));
    saveShot(f.window, "area_move-wrong-en.png");
}

// A typo: the position is named and the run stays as it was.
void typo(const AreaMovePage& f)
{
    f.type("answerReverseX", QStringLiteral("p0.X < Lef || Right < p2.X"));
    QTest::mouseClick(f.find<QPushButton>("runRules"), Qt::LeftButton);
    const QString errors = f.find<QLabel>("errors")->text();
    CHECK(errors.startsWith(describeError({ Field::ReverseX, FieldError::Kind::UnknownName, 7,
        QStringLiteral("Lef"), QStringLiteral("Left") })));
    CHECK(errors.contains(QStringLiteral("keep moving by the last rules")));
    CHECK(f.scene().problem().kind == ProblemKind::Leaves);
    CHECK(f.attempts() == 2);
}

// The words follow the language switch.
void inJapanese(AreaMovePage& f)
{
    f.window.setLanguage(Language::Japanese);
    lab::test::deliverPostedEvents(); // LanguageChange is posted to the windows
    const QString verdict = f.find<QLabel>("verdict")->text();
    const QString readout = f.find<QLabel>("readout")->text();
    INFO(verdict.toStdString());
    INFO(readout.toStdString());
    CHECK(verdict.startsWith(QStringLiteral("フレーム%1：長方形2が").arg(f.scene().problem().frame)));
    CHECK(readout.contains(QStringLiteral("フラグ：")));
    CHECK(f.find<QLabel>("errors")->text().contains(QStringLiteral("知らない名前")));
    saveShot(f.window, "area_move-wrong-ja.png");
}

// The model answer: no problem, no error, the exercise done.
void modelAnswerDone(AreaMovePage& f)
{
    f.type("answerReverseX", modelAnswers()[int(Field::ReverseX)]);
    QTest::mouseClick(f.find<QPushButton>("runRules"), Qt::LeftButton);
    CHECK(f.scene().problem().kind == ProblemKind::None);
    CHECK(f.find<QLabel>("errors")->text().isEmpty());
    CHECK(f.store.exercise(QStringLiteral("area_move")).status == ExerciseStatus::Done);
    f.scene().pause();
    f.scene().seek(150);
    saveShot(f.window, "area_move-done-ja.png");
    f.window.setLanguage(Language::English);
    lab::test::deliverPostedEvents();
    saveShot(f.window, "area_move-done-en.png");
}

} // namespace

TEST_CASE("area_move page: fit, blanks typed and run, player keys on the canvas, both languages")
{
    AreaMovePage f;
    checkWholeArea(f);
    runSwappedWalls(f);
    playerKeys(f);
    wrongCorner(f);
    typo(f);
    inJapanese(f);
    modelAnswerDone(f);
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
