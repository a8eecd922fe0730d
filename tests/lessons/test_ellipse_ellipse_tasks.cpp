// The two-ellipse lesson's tasks and stage slider: each task's right answer is judged right and a
// wrong one wrong on its random scenes, against geometry/ worked out here another way; what a
// task holds back stays out of the live box, the read-out and the canvas's words while it is open;
// each stage of the slider shows the numbers of the scene's geometry result.
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

} // namespace

TEST_CASE("ellipse_ellipse tasks: predict-case, every answer on its scenes, right judged right, others wrong")
{
    const auto predict = task(QStringLiteral("predict-case"));
    CHECK(predict->kind() == TaskKind::Predict);
    CHECK(predict->held() == QStringList { kHeldVerdict });
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
    scene.setSpotlight(QStringLiteral("stage:6:II"));
    CHECK(scene.drawnStage() == Scene::TangentPoints);
    CHECK(scene.drawnPart() == QStringLiteral("II"));
    CHECK(scene.shownStage() == Scene::OwnFrame);
    scene.setSpotlight({});
    scene.setStage(Scene::World);
    CHECK(scene.fitRect() == world);
}
