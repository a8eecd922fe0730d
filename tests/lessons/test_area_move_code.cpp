// Exercise E2 as code: the handout's AreaMove keeps its walls and conditions to itself until the
// rules task is done, every branch and value it shows at the first turn is bounceRectInBox's, and
// the student's blanks are stepped over the frames around the first that goes wrong with the
// values their own step (stepMine) read.
#include "exercises/area_move/area_move_code.h"
#include "exercises/area_move/area_move_lesson.h"

#include "core/model/numbers.h"

#include <catch2/catch.hpp>

#include <QRandomGenerator>

namespace test_area_move_code {

using namespace lab;
using namespace lab::area_move;

namespace {

const CodeValue* value(const CodeStep& step, const QString& name)
{
    for (const CodeValue& v : step.values) {
        if (v.name == name)
            return &v;
    }
    return nullptr;
}

QString text(const CodeListing& listing)
{
    QString all;
    for (const CodeLine& line : listing.lines)
        all += line.code + QLatin1Char('\n');
    return all;
}

QString pointText(double x, double y)
{
    return formatPoint(x, y);
}

std::optional<Rules> rulesOf(const Answers& answers)
{
    return compile(answers).rules;
}

} // namespace

TEST_CASE("AreaMove code: the walls and conditions appear only once the rules task is done, corrected")
{
    AreaMoveLesson lesson;
    QString held = text(areaMoveListings(false)[0]).remove(QLatin1Char(' '));
    for (const QString& g : lesson.giveaways(QStringLiteral("rules")))
        CHECK_FALSE(held.contains(QString(g).remove(QLatin1Char(' '))));
    const CodeListing shown = areaMoveListings(true)[0];
    CHECK(text(shown).contains(QStringLiteral("Left = -Width / 2;")));
    CHECK(shown.lines[6].correction); // turn only while moving outwards
    CHECK(shown.lines[6].code.contains(QStringLiteral("mov.X < 0")));
}

TEST_CASE("AreaMove code: the handout's run at the first turn is bounceRectInBox's, for random starts")
{
    AreaMoveScene scene;
    QRandomGenerator rng(11);
    for (int round = 0; round < 40; ++round) {
        const double x1 = rng.bounded(-300, 100);
        const double y1 = rng.bounded(-200, 100);
        const double x2 = rng.bounded(-300, 100);
        const double y2 = rng.bounded(-200, 100);
        const LessonScene::State s { x1, y1 + 80, x1 + 120, y1, double(rng.bounded(-9, 10)),
            double(rng.bounded(-9, 10)), x2, y2 + 60, x2 + 90, y2, double(rng.bounded(-9, 10)),
            double(rng.bounded(-9, 10)) };
        if (!scene.validate(s).isEmpty())
            continue;
        scene.setState(s);
        for (const bool shown : { false, true }) {
            const CodeRun run = area_move::run(scene, 0, shown);
            const int n = firstTurn(scene);
            const Frame frame = scene.frameAt(n);
            int pass = -1;
            for (const CodeStep& st : run.steps) {
                if (st.line == 16 || st.line == 17)
                    pass = st.line - 16;
                if (pass < 0 || st.iteration != pass)
                    continue;
                const Body& body = frame.correct[pass];
                const geometry::RectBounceResult b
                    = geometry::bounceRectInBox(body.box, body.mov, drawingArea());
                if (st.line == 6)
                    CHECK((st.branch == CodeStep::Branch::Taken) == (b.velocity.x != body.mov.x));
                if (st.line == 8)
                    CHECK((st.branch == CodeStep::Branch::Taken) == (b.velocity.y != body.mov.y));
                if (st.line == 10)
                    CHECK(value(st, QStringLiteral("p0"))->text == pointText(b.moved.min.x, b.moved.max.y));
                if (st.line == 11)
                    CHECK(value(st, QStringLiteral("p2"))->text == pointText(b.moved.max.x, b.moved.min.y));
                if (st.line == 2)
                    CHECK((value(st, QStringLiteral("Left")) != nullptr) == shown);
            }
            CHECK(pass == 1);
        }
    }
}

TEST_CASE("AreaMove code: your blanks stepped around the first frame that goes wrong, with stepMine's values")
{
    AreaMoveScene scene;
    Answers wrong = modelAnswers();
    wrong[4] = QStringLiteral("p0.X < Left"); // never turns at the right wall
    for (const Answers& answers : { wrong, modelAnswers() }) {
        const auto rules = rulesOf(answers);
        REQUIRE(rules);
        const quint64 before = scene.revision();
        scene.setRules(rules, answers);
        CHECK(scene.revision() > before); // a run is a change: the code view runs it
        const YourFrames shown = yourFrames(scene);
        if (scene.problem().kind != ProblemKind::None) {
            CHECK(shown.frames.contains(scene.problem().frame));
            CHECK(shown.rect == scene.problem().rect);
        }
        const CodeRun run = area_move::run(scene, 1, false);
        REQUIRE_FALSE(run.steps.isEmpty());
        for (const CodeStep& st : run.steps) {
            const int frameNumber = shown.frames[st.iteration];
            const Body body = scene.frameAt(frameNumber).mine[shown.rect];
            RuleVariables variables = ruleVariables(rules->walls);
            const Body next = stepMine(body, *rules, variables);
            if (st.line == 6) {
                CHECK((st.branch == CodeStep::Branch::Taken) == (next.mov.x != body.mov.x));
                for (const std::string& name : namesIn(answers[4], allNames()))
                    CHECK(value(st, QString::fromStdString(name))->value == variables.at(name));
            }
            if (st.line == 2)
                CHECK(value(st, QStringLiteral("Left"))->value == rules->walls.left);
            if (st.line == 10)
                CHECK(value(st, QStringLiteral("p0"))->text == pointText(next.box.min.x, next.box.max.y));
            if (st.line == 0)
                CHECK(value(st, QStringLiteral("frame"))->value == frameNumber);
        }
    }
}

TEST_CASE("AreaMove code: no rules yet says so, a step's frame is what the canvas draws")
{
    AreaMoveScene scene;
    const CodeRun run = area_move::run(scene, 1, false);
    REQUIRE(run.steps.size() == 1);
    const FrameSpotlight spot { true, 1, 412 };
    const auto back = frameOfSpotlight(frameSpotlight(spot));
    REQUIRE(back);
    CHECK(back->mine);
    CHECK(back->rect == 1);
    CHECK(back->frame == 412);
    CHECK_FALSE(frameOfSpotlight(kSpotMine.at(2, 3))); // no third rectangle
    CHECK_FALSE(frameOfSpotlight(kSpotCorrect.at(0, kMaxFrames)));
    CHECK_FALSE(frameOfSpotlight(kSpotWalls));
}

} // namespace test_area_move_code
