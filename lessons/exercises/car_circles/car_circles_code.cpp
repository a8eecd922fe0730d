#include "car_circles_code.h"

#include "car_circles_scene.h"

#include "shared/car_code.h"

#include "core/model/numbers.h"

#include <QCoreApplication>

namespace lab::car_circles {

namespace {

using car_code::number;
using car_code::words;

struct CarCirclesCode {
    Q_DECLARE_TR_FUNCTIONS(CarCirclesCode)
};

CodeStep stepAt(int line, QList<CodeValue> values, const Spotlight& spot)
{
    CodeStep s;
    s.line = line;
    s.values = std::move(values);
    s.spotlight = spot;
    return s;
}

CodeListing givenListing()
{
    CodeListing l;
    l.id = kGivenListing;
    l.title = CarCirclesCode::tr("The given program");
    l.source = CarCirclesCode::tr("The handout's AreaMove on the outer circle (003), corrected");
    const auto line = [](const char* code, bool correction = false) {
        return CodeLine { QString::fromLatin1(code), {}, correction };
    };
    const auto note = [](const char* indent, const QString& words, bool correction = false) {
        return CodeLine { QString::fromLatin1(indent) + QStringLiteral("// ") + words, {}, correction };
    };
    // Short lines, comments on lines of their own: the code view writes values after each line.
    l.lines = {
        line("void Update()"),
        line("{"),
        note("    ", CarCirclesCode::tr("the outer circle alone")),
        line("    AreaMove(ref p0, ref mov, radius);"),
        line("}"),
        line("void AreaMove(ref Vector2 position,"),
        line("              ref Vector2 mov, float r)"),
        line("{"),
        note("    ", CarCirclesCode::tr("Corrected: the handout reverses mov"), true),
        note("    ", CarCirclesCode::tr("whenever the circle is out, and a car"), true),
        note("    ", CarCirclesCode::tr("deep out shivers; here only if mov points out."), true),
        line("    if (position.X - r < Left && mov.X < 0)", true),
        line("        mov.X *= -1;"),
        line("    else if (Right < position.X + r && mov.X > 0)", true),
        line("        mov.X *= -1;"),
        line("    if (position.Y - r < Bottom && mov.Y < 0)", true),
        line("        mov.Y *= -1;"),
        line("    else if (Top < position.Y + r && mov.Y > 0)", true),
        line("        mov.Y *= -1;"),
        line("    position += mov;"),
        line("}"),
    };
    return l;
}

// One frame of the given program: geometry::bounceRectInBox on the outer circle's box, as
// CarCirclesScene::step runs it. A component turns on the first test that holds (else if).
CodeRun givenRun(const CarCirclesScene& scene)
{
    const geometry::Circle outer = geometry::worldOuter(scene.handoutCar(), scene.pose());
    const geometry::Vec2 reach { outer.radius, outer.radius };
    const geometry::Aabb area = scene.area();
    const geometry::Vec2 mov = scene.velocity();
    const auto moved = geometry::bounceRectInBox({ outer.center - reach, outer.center + reach }, mov, area);
    CodeRun run;
    run.steps.append(stepAt(GivenUpdate,
        { car_code::pointValue(QStringLiteral("p0"), outer.center),
            car_code::pointValue(QStringLiteral("mov"), mov) },
        {}));
    run.steps.append(stepAt(GivenCall, { number("radius", outer.radius) }, car_code::kSpotOuter));
    // One axis: the near wall's test, then (when it did not hold) the far wall's.
    const auto axis = [&](int line, QList<CodeValue> nearValues, bool nearHolds, QList<CodeValue> farValues,
                          bool farHolds) {
        CodeStep first = stepAt(line, std::move(nearValues), car_code::kSpotOuter);
        first.branch = nearHolds ? CodeStep::Branch::Taken : CodeStep::Branch::NotTaken;
        run.steps.append(first);
        if (!nearHolds) {
            CodeStep second = stepAt(line + 2, std::move(farValues), car_code::kSpotOuter);
            second.branch = farHolds ? CodeStep::Branch::Taken : CodeStep::Branch::NotTaken;
            run.steps.append(second);
        }
        if (nearHolds || farHolds)
            run.steps.append(stepAt(nearHolds ? line + 1 : line + 3,
                { car_code::pointValue(QStringLiteral("mov"), moved.velocity) }, car_code::kSpotOuter));
    };
    axis(LeftTest, { number("position.X - r", outer.center.x - outer.radius), number("Left", area.min.x) },
        moved.hitLeft && mov.x < 0,
        { number("position.X + r", outer.center.x + outer.radius), number("Right", area.max.x) },
        moved.hitRight && mov.x > 0);
    axis(BottomTest,
        { number("position.Y - r", outer.center.y - outer.radius), number("Bottom", area.min.y) },
        moved.hitBottom && mov.y < 0,
        { number("position.Y + r", outer.center.y + outer.radius), number("Top", area.max.y) },
        moved.hitTop && mov.y > 0);
    run.steps.append(stepAt(AreaMoveLine,
        { car_code::pointValue(QStringLiteral("position"), outer.center + moved.velocity) },
        car_code::kSpotMove));
    return run;
}

// One frame of the student's hierarchy: the handout's Update with the inner circles as typed.
CodeRun studentRun(const CarCirclesScene& scene)
{
    const geometry::CircleHierarchy car = scene.studentCar();
    geometry::HierarchyBounceTrace trace;
    const auto next
        = geometry::bounceHierarchyInBox(car, scene.pose(), scene.velocity(), scene.area(), &trace);
    return car_code::updateRun(car, scene.pose(), scene.velocity(), next, trace);
}

} // namespace

QList<CodeListing> listings()
{
    return { givenListing(),
        car_code::updateListing(kStudentListing, CarCirclesCode::tr("Your hierarchy"),
            CarCirclesCode::tr("The handout's Update (003) with the inner circles of your task 1")) };
}

CodeRun run(const CarCirclesScene& scene, int listing)
{
    if (listing == 0)
        return givenRun(scene);
    if (listing == 1)
        return studentRun(scene);
    return {};
}

} // namespace lab::car_circles
