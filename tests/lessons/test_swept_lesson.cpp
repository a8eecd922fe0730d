#include "swept/swept_controls.h"
#include "swept/swept_lesson.h"

#include "core/canvas/view_state.h"
#include "core/lesson.h"
#include "core/model/numbers.h"

#include <catch2/catch.hpp>

#include <geometry/circles.h>
#include <geometry/swept.h>

#include <QChartView>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QTest>
#include <QUndoStack>
#include <QValueAxis>

#include <cmath>

namespace test_swept_lesson {

using namespace lab;

namespace {

// The swept controls on a scene of their own, with the widgets the tests read.
struct SweptControlsPage {
    SweptScene scene;
    QUndoStack undo;
    QWidget parent;
    ViewState state;
    SweptControls* controls = new SweptControls(scene, undo, state, &parent);

    QLabel* readout() const { return found(controls->findChild<QLabel*>(QStringLiteral("readout"))); }
    QChartView* view() const { return found(controls->findChild<QChartView*>(QStringLiteral("chart"))); }
    // The plot's series named `name` (gSeries, rSeries, vertexSeries, contactSeries).
    template <class Series> Series* series(const char* name) const
    {
        for (QAbstractSeries* s : view()->chart()->series()) {
            if (s->objectName() == QLatin1String(name))
                return found(qobject_cast<Series*>(s));
        }
        return found<Series>(nullptr);
    }
    template <class T> static T* found(T* widget)
    {
        REQUIRE(widget);
        return widget;
    }
};

double rounded(double value, int decimals)
{
    const double k = std::pow(10.0, decimals);
    return std::round(value * k) / k;
}

bool bothTextsContain(const QString& snippet)
{
    return lessonText(QStringLiteral("swept"), Language::English).contains(snippet)
        && lessonText(QStringLiteral("swept"), Language::Japanese).contains(snippet);
}

} // namespace

TEST_CASE("swept: the seed's false hit: its vertex test says hit, geometry/ says miss, 30 apart with r = 20")
{
    SweptScene scene;
    scene.setState(SweptScene::example(SweptScene::TextbookFalseHit));
    const geometry::SweptResult h = scene.result().swept;
    const geometry::SweptTextbookResult tb = scene.result().textbook;
    CHECK_FALSE(h.hit);
    CHECK(tb.vertexBranch);
    CHECK(tb.hit);
    // The closest approach falls inside the frame, 30 apart, with rA + rB = 20 (as the text says).
    CHECK(h.tClosest > 0);
    CHECK(h.tClosest < 1);
    CHECK(std::sqrt(h.minDistanceSquared) == Approx(30));
    CHECK(scene.a().radius + scene.b().radius == 20);
    // The corrected vertex test agrees with geometry/: |C0 x C1|^2 > r^2 |C1 - C0|^2.
    const geometry::Vec2 c0 = scene.b().from - scene.a().from;
    const geometry::Vec2 c1 = scene.b().to - scene.a().to;
    CHECK(tb.c0 * tb.c1 - tb.i * tb.i == Approx(geometry::cross(c0, c1) * geometry::cross(c0, c1)));
    CHECK(tb.c0 * tb.c1 - tb.i * tb.i > tb.rSquared * (tb.c0 + tb.c1 - 2 * tb.i));
    // The seed's inequality holds although the circles pass far apart.
    CHECK(-tb.i * tb.i <= tb.rSquared * (tb.c0 + tb.c1 - 2 * tb.i));
    CHECK(bothTextsContain(QStringLiteral("30")));
    CHECK(bothTextsContain(QStringLiteral("r_A + r_B = 20")));
}

TEST_CASE("swept: tunnelling: apart at both frames (41.2 > 15), the swept test hits at t = 0.36")
{
    SweptScene scene;
    scene.setState(SweptScene::example(SweptScene::Tunnelling));
    CHECK_FALSE(scene.result().previousFrame.hit);
    CHECK_FALSE(scene.result().thisFrame.hit);
    CHECK_FALSE(scene.result().perFrameHit());
    const geometry::SweptResult h = scene.result().swept;
    REQUIRE(h.hit);
    CHECK_FALSE(h.startedTouching);
    CHECK(rounded(std::sqrt(scene.result().previousFrame.distanceSquared), 1) == 41.2);
    CHECK(rounded(std::sqrt(scene.result().thisFrame.distanceSquared), 1) == 41.2);
    CHECK(scene.a().radius + scene.b().radius == 15);
    CHECK(rounded(h.t, 3) == 0.36);
    // At first contact the circles touch: distance rA + rB, from geometry/.
    const auto contact = geometry::circleVsCircle(scene.circleAt(0, h.t), scene.circleAt(1, h.t));
    CHECK(std::sqrt(contact.distanceSquared) == Approx(15));
    CHECK(bothTextsContain(QStringLiteral("41.2")));
    CHECK(bothTextsContain(QStringLiteral("t = 0.36")));
    // The configuration as the text describes it.
    CHECK(scene.a().from == geometry::Vec2 { -50, 0 });
    CHECK(scene.a().to == geometry::Vec2 { 50, 0 });
    CHECK(scene.b().from == geometry::Vec2 { -10, 10 });
    CHECK(scene.b().to == geometry::Vec2 { 10, 10 });
    CHECK(scene.a().radius == 5);
    CHECK(scene.b().radius == 10);
    for (const char* point : { "(-50, 0)", "(50, 0)", "(-10, 10)", "(10, 10)" })
        CHECK(bothTextsContain(QString::fromLatin1(point)));
}

TEST_CASE("swept: no relative motion: alpha = 0, a miss by the constant distance, the seed says hit")
{
    SweptScene scene;
    scene.setState(SweptScene::example(SweptScene::NoRelativeMotion));
    const geometry::SweptResult h = scene.result().swept;
    CHECK(h.alpha == 0);
    CHECK_FALSE(h.hit);
    CHECK(h.minDistanceSquared > h.bigR / 4);
    CHECK(scene.result().textbook.vertexBranch);
    CHECK(scene.result().textbook.hit);
    SweptLesson lesson;
    CHECK(lesson.liveText(scene).contains(QStringLiteral("$\\alpha = 0$")));
}

TEST_CASE("swept: the first scene is a hit during the frame that the end frame also sees")
{
    SweptScene scene;
    const geometry::SweptResult h = scene.result().swept;
    REQUIRE(h.hit);
    CHECK(h.t > 0);
    CHECK(h.t < 1);
    CHECK(scene.result().perFrameHit());
    CHECK_FALSE(scene.result().previousFrame.hit);
    CHECK(scene.state() == SweptScene::example(SweptScene::Start));
}

TEST_CASE("swept: a negative radius is refused, a zero radius (a point) is allowed")
{
    SweptScene scene;
    SweptScene::State s = scene.state();
    s[SweptScene::RA] = -1;
    CHECK_FALSE(scene.validate(s).isEmpty());
    s[SweptScene::RA] = 0;
    CHECK(scene.validate(s).isEmpty());
    s[SweptScene::RB] = 0;
    CHECK(scene.validate(s).isEmpty());
    // Two points whose paths cross at the same moment still hit.
    scene.setState({ -10, 0, 10, 0, 0, -10, 0, 10, 0, 0 });
    CHECK(scene.result().swept.hit);
    CHECK(scene.result().swept.t == Approx(0.5));
}

TEST_CASE("swept: the live text shows C0, C1, alpha, beta, gamma, R and the corrected vertex test")
{
    SweptScene scene;
    scene.setState(SweptScene::example(SweptScene::TextbookFalseHit));
    SweptLesson lesson;
    const geometry::SweptResult h = scene.result().swept;
    const QString live = lesson.liveText(scene);
    CHECK(live.contains(QStringLiteral("C_0 &= B_0 - A_0 = (-40,\\ 30)")));
    CHECK(live.contains(QStringLiteral("C_1 &= B_1 - A_1 = (40,\\ 30)")));
    CHECK(live.contains(QStringLiteral("\\alpha &= |C_1 - C_0|^2 = %1").arg(mathNumber(h.alpha))));
    CHECK(live.contains(QStringLiteral("\\gamma &= |C_0 + C_1|^2 = %1").arg(mathNumber(h.gamma))));
    CHECK(live.contains(QStringLiteral("= %1$$").arg(mathNumber(h.bigR))));
    CHECK(live.contains(QStringLiteral("|C_0 \\times C_1|^2")));
    CHECK(live.contains(QStringLiteral("&>\\; r^2 |C_1 - C_0|^2")));
    CHECK(live.contains(QStringLiteral("-i^2")));
}

TEST_CASE("swept: the buttons load the configurations, the read-out and the plot follow geometry/")
{
    SweptControlsPage page;
    SweptScene& scene = page.scene;
    QUndoStack& undo = page.undo;
    SweptControls* controls = page.controls;
    QLabel* readout = page.readout();
    auto* g = page.series<QLineSeries>("gSeries");
    auto* r = page.series<QLineSeries>("rSeries");
    auto* vertex = page.series<QScatterSeries>("vertexSeries");
    auto* contact = page.series<QScatterSeries>("contactSeries");

    controls->findChild<QPushButton*>(QStringLiteral("exampleTunnelling"))->click();
    CHECK(undo.count() == 1);
    CHECK(scene.state() == SweptScene::example(SweptScene::Tunnelling));
    geometry::SweptResult h = scene.result().swept;
    CHECK(readout->text().contains(QStringLiteral("first contact at t = %1").arg(formatNumber(h.t, 3))));
    CHECK(readout->text().contains(QStringLiteral("tunnels")));
    CHECK(g->count() == SweptControls::kPlotSamples);
    CHECK(g->at(0).y() == Approx(h.alpha - 2 * h.beta + h.gamma));
    CHECK(g->at(SweptControls::kPlotSamples - 1).y() == Approx(h.alpha + 2 * h.beta + h.gamma));
    REQUIRE(r->count() == 2);
    CHECK(r->at(0).y() == h.bigR);
    REQUIRE(vertex->count() == 1);
    CHECK(vertex->at(0).x() == Approx(-h.beta / h.alpha));
    REQUIRE(contact->count() == 1);
    CHECK(contact->at(0).x() == Approx(2 * h.t - 1));
    CHECK(contact->at(0).y() == Approx(h.bigR));

    controls->findChild<QPushButton*>(QStringLiteral("exampleFalseHit"))->click();
    h = scene.result().swept;
    CHECK(readout->text().contains(QStringLiteral("Swept test: miss")));
    CHECK(readout->text().contains(QStringLiteral("A false collision!")));
    CHECK(contact->count() == 0);

    controls->findChild<QPushButton*>(QStringLiteral("exampleNoMotion"))->click();
    CHECK(readout->text().contains(QStringLiteral("α = 0")));
    CHECK(vertex->count() == 0);

    controls->findChild<QPushButton*>(QStringLiteral("exampleStart"))->click();
    CHECK(scene.state() == scene.initialState());
    CHECK(undo.count() == 4);
}

TEST_CASE("swept: H/J/K/L and a body drag move a circle's whole path, both frames together")
{
    Selection picked;
    SweptScene scene;
    const SweptScene::State start = scene.state();
    // Nothing selected: A moves.
    auto next = scene.keyAction(Qt::Key_L, {}, picked);
    REQUIRE(next);
    CHECK((*next)[SweptScene::A0x] == start[SweptScene::A0x] + 1);
    CHECK((*next)[SweptScene::A1x] == start[SweptScene::A1x] + 1);
    CHECK((*next)[SweptScene::B0x] == start[SweptScene::B0x]);
    // B1's handle selected: B moves, by 5 with Shift.
    picked = { 3, -1 };
    next = scene.keyAction(Qt::Key_K, Qt::ShiftModifier, picked);
    REQUIRE(next);
    CHECK((*next)[SweptScene::B0y] == start[SweptScene::B0y] + 5);
    CHECK((*next)[SweptScene::B1y] == start[SweptScene::B1y] + 5);
    CHECK((*next)[SweptScene::A0y] == start[SweptScene::A0y]);
    CHECK_FALSE(scene.keyAction(Qt::Key_Q, {}, picked));
    // The inside of B at this frame picks B; far away picks nothing.
    CHECK(scene.bodyAt(QPointF(start[SweptScene::B1x], start[SweptScene::B1y])) == 1);
    CHECK(scene.bodyAt(QPointF(start[SweptScene::A0x], start[SweptScene::A0y])) == 0);
    CHECK(scene.bodyAt(QPointF(500, 500)) == -1);
    const auto moved = scene.movedBody(1, QPointF(2, -3), start);
    CHECK(moved[SweptScene::B0x] == start[SweptScene::B0x] + 2);
    CHECK(moved[SweptScene::B1y] == start[SweptScene::B1y] - 3);
    CHECK(moved[SweptScene::RB] == start[SweptScene::RB]);
}

TEST_CASE("swept: the plot's g axis holds all the data through a drag and changes only when it must")
{
    SweptControlsPage page;
    SweptScene& scene = page.scene;
    QChartView* view = page.view();
    auto* g = page.series<QLineSeries>("gSeries");
    auto* r = page.series<QLineSeries>("rSeries");
    const auto axis = [view] {
        const auto axes = view->chart()->axes(Qt::Vertical);
        return axes.isEmpty() ? nullptr : qobject_cast<QValueAxis*>(axes.first());
    };
    REQUIRE(axis());
    const auto holdsAll = [&] {
        bool ok = true;
        for (const QLineSeries* series : { g, r }) {
            for (int i = 0; i < series->count(); ++i)
                ok = ok && series->at(i).y() >= axis()->min() && series->at(i).y() <= axis()->max();
        }
        return ok;
    };
    CHECK(holdsAll());
    // A drag of B's end point in small steps, out and back: the data stays inside the axis at
    // every step.
    const SweptScene::State start = scene.state();
    for (int i = 1; i <= 40; ++i) {
        SweptScene::State s = start;
        s[SweptScene::B1x] += 2.0 * std::sin(i * 0.3) * i;
        s[SweptScene::B1y] -= 1.5 * i;
        scene.setState(s);
        INFO("step " << i);
        CHECK(holdsAll());
    }
    // A small move keeps the axis as it is (it does not jump on every mouse move).
    const double min = axis()->min();
    const double max = axis()->max();
    SweptScene::State s = scene.state();
    s[SweptScene::B1x] += 0.01;
    scene.setState(s);
    CHECK(axis()->min() == min);
    CHECK(axis()->max() == max);
    // Data that shrinks a lot gets a smaller axis again.
    scene.setState(SweptScene::example(SweptScene::NoRelativeMotion));
    CHECK(holdsAll());
    double top = 0;
    for (const QLineSeries* series : { g, r }) {
        for (int i = 0; i < series->count(); ++i)
            top = std::max(top, series->at(i).y());
    }
    CHECK(axis()->max() - axis()->min() <= 3.5 * std::max(top, 1.0));
}

TEST_CASE(
    "swept: during a drag the plot and read-out follow at a calmer pace and end on the exact final values")
{
    SweptControlsPage page;
    SweptScene& scene = page.scene;
    QLabel* readout = page.readout();
    auto* g = page.series<QLineSeries>("gSeries");
    int replaced = 0;
    QObject::connect(g, &QXYSeries::pointsReplaced, [&replaced] { ++replaced; });
    // What the plot and the read-out must show for the scene of now.
    const auto showsScene = [&] {
        const geometry::SweptResult h = scene.result().swept;
        return g->count() == SweptControls::kPlotSamples
            && g->at(0).y() == Approx(h.alpha - 2 * h.beta + h.gamma)
            && g->at(SweptControls::kPlotSamples - 1).y() == Approx(h.alpha + 2 * h.beta + h.gamma)
            && readout->text().contains(
                QStringLiteral("α = %1, β = %2").arg(formatNumber(h.alpha), formatNumber(h.beta)));
    };
    REQUIRE(showsScene());
    const SweptScene::State start = scene.state();
    const auto burst = [&](double by) {
        for (int i = 1; i <= 30; ++i) {
            SweptScene::State s = start;
            s[SweptScene::B1x] += by * i;
            s[SweptScene::B1y] -= 0.7 * i;
            scene.setState(s);
        }
    };
    page.state.setDragging(true);
    burst(0.9);
    CHECK(replaced < 30); // not once per move
    page.state.setDragging(false); // the release shows the last values at once
    CHECK(showsScene());
    // A drag that stops without a release also ends on its last values, a moment later.
    page.state.setDragging(true);
    burst(-1.3);
    CHECK(QTest::qWaitFor([&] { return showsScene(); }, 5000));
    page.state.setDragging(false);
    CHECK(showsScene());
}

} // namespace test_swept_lesson
