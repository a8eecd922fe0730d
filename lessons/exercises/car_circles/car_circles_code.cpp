#include "car_circles_code.h"

#include "car_circles_scene.h"

#include "shared/car_code.h"

#include "core/model/numbers.h"

#include <QCoreApplication>

namespace lab::car_circles {

namespace {

struct CarCirclesCode {
    Q_DECLARE_TR_FUNCTIONS(CarCirclesCode)
};

CodeValue number(const char* name, double value)
{
    return { QString::fromLatin1(name), value, {} };
}

CodeStep stepAt(int line, QVector<CodeValue> values, const QString& spot)
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
    const auto line = [](const char* code, const QString& comment = {}, bool correction = false) {
        return CodeLine { QString::fromLatin1(code), comment, correction };
    };
    const QString corrected = CarCirclesCode::tr(
        "corrected: the handout reverses mov whenever the circle is past the wall, and a car more than one "
        "step out shivers there; here only while mov still points out");
    l.lines = {
        line("void Update()"),
        line("{"),
        line("    AreaMove(ref p0, ref mov, radius);", CarCirclesCode::tr("the outer circle alone")),
        line("}"),
        line("void AreaMove(ref Vector2 position, ref Vector2 mov, float r)"),
        line("{"),
        line("    if ((position.X - r < Left && mov.X < 0) || (Right < position.X + r && mov.X > 0))",
            corrected, true),
        line("        mov.X *= -1;"),
        line("    if ((position.Y - r < Bottom && mov.Y < 0) || (Top < position.Y + r && mov.Y > 0))",
            corrected, true),
        line("        mov.Y *= -1;"),
        line("    position += mov;"),
        line("}"),
    };
    return l;
}

// One frame of the given program: geometry::bounceRectInBox on the outer circle's box, as
// CarCirclesScene::step runs it.
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
            car_code::pointValue(QStringLiteral("mov"), mov), number("radius", outer.radius) },
        {}));
    run.steps.append(stepAt(GivenCall, {}, car_code::kSpotOuter));
    const auto test = [&](int line, QVector<CodeValue> values, bool flipped, int flipLine) {
        CodeStep s = stepAt(line, std::move(values), car_code::kSpotOuter);
        s.branch = flipped ? CodeStep::Branch::Taken : CodeStep::Branch::NotTaken;
        run.steps.append(s);
        if (flipped)
            run.steps.append(stepAt(flipLine, { car_code::pointValue(QStringLiteral("mov"), moved.velocity) },
                car_code::kSpotOuter));
    };
    test(XTest,
        { number("position.X - r", outer.center.x - outer.radius), number("Left", area.min.x),
            number("position.X + r", outer.center.x + outer.radius), number("Right", area.max.x) },
        moved.velocity.x != mov.x, XFlip);
    test(YTest,
        { number("position.Y - r", outer.center.y - outer.radius), number("Bottom", area.min.y),
            number("position.Y + r", outer.center.y + outer.radius), number("Top", area.max.y) },
        moved.velocity.y != mov.y, YFlip);
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

QVector<CodeListing> listings()
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
