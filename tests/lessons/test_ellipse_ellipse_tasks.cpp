// The two-ellipse lesson's tasks and stage slider: each task's right answer is judged right and a
// wrong one wrong on its random scenes, against geometry/ worked out here another way (the root
// of (6) or (9) from the scene's own numbers); what a task holds back stays out of the live box,
// the read-out, the canvas's words and the code while it is open; each stage of the slider shows
// the numbers of the scene's geometry result.
#include "task_fixture.h"

#include "ellipse_ellipse/ellipse_ellipse_code.h"
#include "ellipse_ellipse/ellipse_ellipse_lesson.h"
#include "ellipse_ellipse/ellipse_ellipse_stages.h"
#include "ellipse_ellipse/ellipse_ellipse_words.h"

#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/model/numbers.h"
#include "core/widgets/task_box.h"

#include <catch2/catch.hpp>

#include <geometry/affine.h>
#include <geometry/ellipses.h>

#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QUndoStack>

#include <cmath>
#include <memory>
#include <random>

namespace test_ellipse_ellipse_tasks {

using namespace lab;
using Scene = EllipseEllipseScene;

namespace {

std::unique_ptr<TaskDefinition> task(const QString& id)
{
    for (auto& t : EllipseEllipseLesson().createTasks()) {
        if (t->id() == id)
            return std::move(t);
    }
    FAIL("no task " << id.toStdString());
    return nullptr;
}

// What the student sees of the scene: the live box, the read-out and the canvas's words.
QString seen(const EllipseEllipseLesson& lesson, Scene& scene)
{
    QUndoStack undo;
    ViewState view;
    std::unique_ptr<QWidget> controls(lesson.createControls(scene, undo, view, nullptr));
    const SceneDescription words = lesson.createPainter()->describe(scene);
    return lesson.liveText(scene) + controls->findChild<QLabel*>(QStringLiteral("readout"))->text()
        + controls->findChild<QLabel*>(QStringLiteral("stageName"))->text()
        + words.shapes.join(QLatin1Char('\n')) + words.verdict;
}

QString bare(QString text)
{
    return text.remove(QLatin1Char(' ')).remove(QStringLiteral("\\"));
}

// The choice id for the heuristic's verdict, worked out from aaEllipseVsUnitCircleTextbook.
QString expectedCase(const geometry::EllipseTextbookResult& t)
{
    switch (t.decidingCase) {
    case geometry::TextbookCase::Trivial:
        return t.hit ? QStringLiteral("trivial-collide") : QStringLiteral("trivial-apart");
    case geometry::TextbookCase::I: return QStringLiteral("I");
    case geometry::TextbookCase::II: return QStringLiteral("II");
    default: break;
    }
    return QStringLiteral("III-IV");
}

// Equation (6) or (9) for a tall level ellipse (centre E, semi-axes a <= b) and the unit circle,
// from the textbook's definitions of P, P', A, B and k, without geometry/.
struct Quadratic {
    bool six = false; // E.x < -1: (6); else (9)
    double k = 0, A = 0, B = 0;
    double s = 0, t = 0, u = 0;
    double plus = 0, minus = 0; // (-t +- sqrt(t^2 - 4su)) / 2s

    Quadratic(geometry::Vec2 E, double a, double b)
        : six(E.x < -1)
        , k(a / b)
    {
        double py = E.y - b; // the bottom point when E.x >= -1
        if (six) {
            const double cosBeta = (-1 - E.x) / a;
            const double sinBeta = -std::sqrt(1 - cosBeta * cosBeta);
            py = E.y + b * sinBeta;
            B = sinBeta / cosBeta;
        }
        A = py / -std::sqrt(1 - py * py); // sin alpha = P.y, cos alpha <= 0
        solve(k, A, B);
    }
    void solve(double kk, double AA, double BB)
    {
        s = six ? kk * AA - BB : 1;
        t = six ? (kk + 1) * (AA * BB + 1) : -(AA + kk * AA);
        u = six ? kk * BB - AA : -kk;
        const double root = std::sqrt(t * t - 4 * s * u);
        plus = (-t + root) / (2 * s);
        minus = (-t - root) / (2 * s);
    }
};

} // namespace

TEST_CASE("ellipse_ellipse tasks: ids and kinds as the README lists them")
{
    test::TaskFixture<EllipseEllipseLesson>().checkTasks(
        { { QStringLiteral("predict-case"), TaskKind::Predict },
            { QStringLiteral("compute-image-centre"), TaskKind::Compute },
            { QStringLiteral("compute-p"), TaskKind::Compute },
            { QStringLiteral("compute-tan-x"), TaskKind::Compute } });
}

TEST_CASE("ellipse_ellipse tasks: predict-case, every answer on its scenes, right judged right, others wrong")
{
    const auto predict = task(QStringLiteral("predict-case"));
    CHECK(predict->kind() == TaskKind::Predict);
    CHECK(predict->held() == HeldKeys { kHeldVerdict });
    Scene scene;
    QStringList seenAnswers;
    for (quint32 seed = 1; seed <= 40; ++seed) {
        const auto state = predict->scene(seed);
        REQUIRE(state);
        REQUIRE(scene.validate(*state).isEmpty());
        scene.setState(*state);
        // The standard picture: ellipse 2 the unit circle, ellipse 1 level, tall, in the 2nd quadrant.
        const geometry::Ellipse e = scene.ellipse(0);
        CHECK(scene.ellipse(1).rx == 1);
        CHECK(e.angle == 0);
        CHECK(e.rx <= e.ry);
        CHECK(e.center.x <= 0);
        CHECK(e.center.y >= 0);
        const auto direct = geometry::aaEllipseVsUnitCircleTextbook(e.center, e.rx, e.ry);
        const QString right = predict->rightChoice(scene);
        CHECK(right == expectedCase(scene.textbook()));
        CHECK(right == expectedCase(direct));
        if (!seenAnswers.contains(right))
            seenAnswers << right;
        TaskBox box(*predict, 1, scene);
        for (const TaskChoice& c : predict->choices()) {
            box.findChild<QRadioButton*>(QStringLiteral("choice_") + c.id)->setChecked(true);
            QString problem;
            CHECK(box.judge(&problem) == (c.id == right ? AnswerState::Right : AnswerState::Wrong));
        }
    }
    CHECK(seenAnswers.size() == 5);
}

TEST_CASE("ellipse_ellipse tasks: compute-image-centre is M2^-1 C1 by affine.h, right judged right, off by "
          "0.5 wrong")
{
    const auto centre = task(QStringLiteral("compute-image-centre"));
    CHECK(centre->kind() == TaskKind::Compute);
    Scene scene;
    for (quint32 seed = 1; seed <= 60; ++seed) {
        scene.setState(*centre->scene(seed));
        const geometry::Ellipse one = scene.ellipse(0), two = scene.ellipse(1);
        const auto inverse = geometry::invert(geometry::trsAffine(two.center, two.angle, two.rx, two.ry));
        REQUIRE(inverse.valid);
        const double x = geometry::apply(inverse.inverse, one.center).x;
        CHECK(centre->answer(scene) == Approx(x).margin(1e-9));
        CHECK(std::abs(x * 4 - std::round(x * 4)) < 1e-9); // a multiple of 0.25
        TaskBox box(*centre, 2, scene);
        auto* field = box.findChild<QLineEdit*>(QStringLiteral("taskAnswer"));
        QString problem;
        field->setText(formatNumber(x, 4));
        CHECK(box.judge(&problem) == AnswerState::Right);
        field->setText(formatNumber(x + 0.5, 4));
        CHECK(box.judge(&problem) == AnswerState::Wrong);
        const double y = geometry::apply(inverse.inverse, one.center).y; // the other coordinate
        field->setText(formatNumber(y, 4));
        CHECK(box.judge(&problem) == (std::abs(y - x) <= 0.01 ? AnswerState::Right : AnswerState::Wrong));
    }
}

TEST_CASE("ellipse_ellipse tasks: compute-p is E_y + b sin(beta), right judged right, off by 0.1 wrong")
{
    const auto height = task(QStringLiteral("compute-p"));
    Scene scene;
    for (quint32 seed = 1; seed <= 60; ++seed) {
        scene.setState(*height->scene(seed));
        const geometry::Ellipse e = scene.ellipse(0);
        REQUIRE(e.center.x < -1);
        REQUIRE(e.center.x + e.rx >= -1);
        const double cosBeta = (-1 - e.center.x) / e.rx;
        const double py = e.center.y - e.ry * std::sqrt(1 - cosBeta * cosBeta);
        CHECK(py > 0);
        CHECK(py < 1);
        CHECK(std::abs(py * 10 - std::round(py * 10)) < 1e-9); // one decimal, as drawn
        CHECK(height->answer(scene) == Approx(py).margin(1e-9));
        CHECK(scene.textbook().centerLeftOfLine);
        TaskBox box(*height, 3, scene);
        auto* field = box.findChild<QLineEdit*>(QStringLiteral("taskAnswer"));
        QString problem;
        field->setText(formatNumber(py, 2));
        CHECK(box.judge(&problem) == AnswerState::Right);
        field->setText(formatNumber(py + 0.1, 2));
        CHECK(box.judge(&problem) == AnswerState::Wrong);
    }
}

TEST_CASE("ellipse_ellipse tasks: compute-tan-x is the positive root of (6) or (9) worked out here, right "
          "judged right, the other root and off by 0.01 wrong")
{
    const auto tanX = task(QStringLiteral("compute-tan-x"));
    CHECK(tanX->kind() == TaskKind::Compute);
    CHECK(tanX->held() == HeldKeys { Scene::kHeldX });
    Scene scene;
    int six = 0, nine = 0;
    for (quint32 seed = 1; seed <= 80; ++seed) {
        INFO("seed " << seed);
        const auto state = tanX->scene(seed);
        REQUIRE(state);
        REQUIRE(scene.validate(*state).isEmpty());
        scene.setState(*state);
        // The standard picture: ellipse 2 the unit circle, ellipse 1 level, tall, in the 2nd quadrant.
        const geometry::Ellipse e = scene.ellipse(0);
        CHECK(scene.ellipse(1).rx == 1);
        CHECK(e.angle == 0);
        CHECK(e.rx < e.ry);
        CHECK(e.center.x < 0);
        CHECK(e.center.y > 0);
        // The heuristic gets as far as Q, and X is the root worked out here.
        const auto direct = geometry::aaEllipseVsUnitCircleTextbook(e.center, e.rx, e.ry);
        REQUIRE(direct.reachedQ);
        const Quadratic q(e.center, e.rx, e.ry);
        (q.six ? six : nine) += 1;
        CHECK(scene.textbook().centerLeftOfLine == q.six);
        CHECK(q.plus > 0);
        CHECK(q.minus < 0); // the roots have opposite signs: "the positive root" names one
        CHECK(tanX->answer(scene) == Approx(q.plus).margin(1e-9));
        CHECK(direct.X == Approx(q.plus).margin(1e-9));
        // The root solves the equation before the denominators were cleared: (4), or (8) for (9).
        const double X = q.plus;
        if (q.six)
            CHECK((q.A - X) / (1 + q.A * X) == Approx(q.k * (q.B + X) / (1 - q.B * X)).margin(1e-9));
        else
            CHECK((q.A - X) / (1 + q.A * X) == Approx(-q.k / X).margin(1e-9));
        // The prompt's numbers, rounded to four decimals, are enough for the tolerance.
        const QString prompt = tanX->prompt(scene);
        CHECK(prompt.contains(q.six ? QStringLiteral("(6)") : QStringLiteral("(9)")));
        CHECK(prompt.contains(formatNumber(q.A, 4)));
        Quadratic rounded = q;
        const auto r4 = [](double v) { return std::round(v * 1e4) / 1e4; };
        rounded.solve(r4(q.k), r4(q.A), r4(q.B));
        CHECK(std::abs(rounded.plus - X) < 0.5 * tanX->tolerance(scene));
        TaskBox box(*tanX, 4, scene);
        auto* field = box.findChild<QLineEdit*>(QStringLiteral("taskAnswer"));
        QString problem;
        field->setText(formatNumber(X, 3));
        CHECK(box.judge(&problem) == AnswerState::Right);
        field->setText(formatNumber(X + 0.01, 3));
        CHECK(box.judge(&problem) == AnswerState::Wrong);
        field->setText(formatNumber(q.minus, 3));
        CHECK(box.judge(&problem) == AnswerState::Wrong);
        // The hints and the worked solution come with this scene's numbers.
        CHECK(tanX->solution(scene).contains(formatNumber(X, 4)));
        CHECK_FALSE(tanX->hint(1, scene).isEmpty());
        CHECK(tanX->hint(1, scene) != tanX->hint(2, scene));
    }
    CHECK(six > 20);
    CHECK(nine > 20);
}

TEST_CASE(
    "ellipse_ellipse tasks: compute-tan-x holds back X and all after it, and leaves P, P' and A in view")
{
    const EllipseEllipseLesson lesson;
    const auto tanX = task(QStringLiteral("compute-tan-x"));
    Scene scene;
    for (quint32 seed = 1; seed <= 20; ++seed) {
        INFO("seed " << seed);
        scene.setState(*tanX->scene(seed));
        scene.setHeld(tanX->held());
        CHECK(scene.lastShownStage() == Scene::StartPoints);
        scene.setStage(Scene::CaseIV);
        CHECK(scene.shownStage() == Scene::StartPoints);
        CHECK(scene.drawnStage() == Scene::StartPoints);
        const geometry::EllipseTextbookResult& t = scene.textbook();
        // What the task works from is there: sin alpha on stage 5.
        scene.setStage(Scene::StartPoints);
        CHECK(lesson.liveText(scene).contains(EllipseEllipseStages::num(t.angles.sinAlpha)));
        const CodeRun run = lesson.runCode(scene, EllipseEllipseCode::Heuristic);
        const auto x = test::runValue(run, QStringLiteral("X"));
        REQUIRE(x);
        CHECK(x->text == QStringLiteral("?"));
        REQUIRE(test::runValue(run, QStringLiteral("tanTh")));
        CHECK(test::runValue(run, QStringLiteral("tanTh"))->text == QStringLiteral("?"));
        REQUIRE(test::runValue(run, QStringLiteral("A")));
        CHECK(test::runValue(run, QStringLiteral("A"))->text.isEmpty());
        // Once the task is over, the code and stage 6 show X.
        scene.setHeld({});
        test::checkRunValue(lesson.runCode(scene, EllipseEllipseCode::Heuristic), QStringLiteral("X"), t.X);
        scene.setStage(Scene::TangentPoints);
        CHECK(lesson.liveText(scene).contains(EllipseEllipseStages::root(t)));
    }
}

TEST_CASE("ellipse_ellipse tasks: while open, a task's answer stays out of what the student sees")
{
    const EllipseEllipseLesson lesson;
    for (const auto& t : lesson.createTasks()) {
        for (quint32 seed = 1; seed <= 12; ++seed) {
            Scene scene;
            scene.setState(*t->scene(seed));
            const QStringList giveaways = t->giveaways(scene);
            REQUIRE_FALSE(giveaways.isEmpty());
            // Shown without the task, held back with it, at every stage of the slider.
            for (int stage = 0; stage < Scene::kStageCount; ++stage) {
                scene.setStage(stage);
                scene.setHeld(t->held());
                for (const QString& g : giveaways) {
                    INFO(t->id().toStdString()
                        << " seed " << seed << " stage " << stage << ": " << g.toStdString());
                    CHECK_FALSE(bare(seen(lesson, scene)).contains(bare(g)));
                }
                scene.setHeld({});
            }
            bool shown = false;
            for (int stage = 0; stage < Scene::kStageCount; ++stage) {
                scene.setStage(stage);
                shown = shown || bare(seen(lesson, scene)).contains(bare(giveaways.first()));
            }
            INFO(t->id().toStdString() << " seed " << seed);
            CHECK(shown);
        }
    }
}

TEST_CASE("ellipse_ellipse tasks: the verdict held by predict-case is a ? on the canvas and in the texts")
{
    const EllipseEllipseLesson lesson;
    Scene scene;
    scene.setHeld({ kHeldVerdict });
    CHECK(scene.lastShownStage() == Scene::Tall);
    scene.setStage(Scene::CaseIV);
    CHECK(scene.shownStage() == Scene::Tall);
    CHECK(scene.drawnStage() == Scene::Tall);
    CHECK(lesson.createPainter()->describe(scene).verdict == draw::heldVerdictText());
    const QString live = lesson.liveText(scene);
    CHECK_FALSE(live.contains(EllipseEllipseWords::exactLine(scene.exact()).toHtmlEscaped()));
    CHECK(live.contains(EllipseEllipseStages::heldLine(Scene::CaseIV).toHtmlEscaped()));
    scene.setHeld({});
    CHECK(scene.shownStage() == Scene::CaseIV);
    CHECK(lesson.liveText(scene).contains(EllipseEllipseWords::exactLine(scene.exact()).toHtmlEscaped()));
}

TEST_CASE("ellipse_ellipse stages: each stage shows the numbers of the scene's geometry result")
{
    const EllipseEllipseLesson lesson;
    std::mt19937 rng(61);
    std::uniform_real_distribution<double> pos(-3, 3), axis(0.3, 2.5), turn(-180, 180);
    const auto n = [](double v) { return EllipseEllipseStages::num(v); };
    int reachedQ = 0, reachedR = 0, reachedS = 0;
    for (int i = 0; i < 300; ++i) {
        Scene scene;
        scene.setState({ pos(rng), pos(rng), axis(rng), axis(rng), turn(rng), pos(rng), pos(rng), axis(rng),
            axis(rng), turn(rng) });
        const geometry::EllipseTextbookResult& t = scene.textbook();
        const geometry::TextbookReduction& r = t.reduction;
        const auto stageShows = [&](int stage, const QStringList& numbers) {
            scene.setStage(stage);
            const QString live = lesson.liveText(scene);
            for (const QString& number : numbers) {
                INFO("scene " << i << " stage " << stage << ": " << number.toStdString());
                CHECK(live.contains(number));
            }
        };
        stageShows(Scene::Image,
            { n(r.block.a), n(r.block.b), n(r.block.c), n(r.block.d), n(r.center.x), n(r.center.y), n(r.e),
                n(r.f), n(r.g), n(r.rA), n(r.rB), n(r.u1.x), n(r.u2.y) });
        stageShows(Scene::OwnFrame, { n(r.C.x), n(r.C.y), n(-r.C.x), n(-r.C.y) });
        stageShows(Scene::Quadrant, { n(-std::abs(r.C.x)), n(std::abs(r.C.y)) });
        stageShows(Scene::Tall, { n(t.E.x), n(t.E.y), n(t.a), n(t.b) });
        if (t.Pp != geometry::Vec2 {})
            stageShows(
                Scene::StartPoints, { n(t.P.x), n(t.P.y), n(t.angles.sinAlpha), n(t.angles.cosAlpha) });
        if (t.reachedQ) {
            ++reachedQ;
            stageShows(
                Scene::TangentPoints, { n(t.quadS), n(t.X), n(t.tangent.tanTheta), n(t.Q.x), n(t.Q.y) });
        }
        if (t.caseIII.tried) {
            stageShows(Scene::CaseIII, { n(t.caseIII.t), n(t.caseIII.u), n(t.caseIII.D) });
            if (t.reachedR) {
                ++reachedR;
                stageShows(Scene::CaseIII, { n(t.Rp.x), n(t.R.y), n(t.caseIII.m) });
            }
        }
        if (t.reachedS) {
            ++reachedS;
            stageShows(Scene::CaseIV, { n(t.Sp.x), n(t.Sp.y), n(t.ratioS) });
        }
        // The read-out names the stage and its result line.
        QUndoStack undo;
        ViewState view;
        std::unique_ptr<QWidget> controls(lesson.createControls(scene, undo, view, nullptr));
        scene.setStage(Scene::Tall);
        CHECK(controls->findChild<QLabel*>(QStringLiteral("stageName"))->text()
            == EllipseEllipseStages::title(Scene::Tall));
        CHECK(controls->findChild<QLabel*>(QStringLiteral("readout"))
                  ->text()
                  .contains(EllipseEllipseStages::line(t, Scene::Tall)));
    }
    CHECK(reachedQ > 5);
    CHECK(reachedR + reachedS > 0);
}

TEST_CASE("ellipse_ellipse stages: the reduction's stages are drawn on the whole canvas and fitted")
{
    Scene scene;
    const QRectF world = scene.fitRect();
    scene.setStage(Scene::OwnFrame);
    CHECK(scene.drawnStage() == Scene::OwnFrame);
    const geometry::Ellipse image = EllipseEllipseStages::imageAt(scene.textbook(), Scene::OwnFrame);
    CHECK(scene.fitRect().contains(QPointF(image.center.x, image.center.y)));
    CHECK(scene.fitRect() != world);
    // The code view's step overrides the slider while it is current.
    scene.setSpotlight(ellipse_ellipse::kSpotStage.at(Scene::TangentPoints).piece(QStringLiteral("II")));
    CHECK(scene.drawnStage() == Scene::TangentPoints);
    CHECK(scene.drawnPart() == QStringLiteral("II"));
    CHECK(scene.shownStage() == Scene::OwnFrame);
    scene.setSpotlight({});
    scene.setStage(Scene::World);
    CHECK(scene.fitRect() == world);
}

} // namespace test_ellipse_ellipse_tasks
