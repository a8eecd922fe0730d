#include "hierarchy_code.h"

#include "hierarchy_scene.h"

#include "shared/car_code.h"

#include "core/records/progress.h"

#include <QCoreApplication>

namespace lab::hierarchy {

namespace {

using car_code::number;
using car_code::words;

struct HierarchyCode {
    Q_DECLARE_TR_FUNCTIONS(HierarchyCode)
};

// Whether the car circles exercise's task 1 (the inner circles' offsets and radii) is done or its
// solution shown; with no progress store (tools, tests) everything is shown.
bool innerCirclesRevealed()
{
    return taskAnswered(QStringLiteral("car_circles"), QStringLiteral("inner_circles"), true);
}

CodeStep test(int line, const geometry::CircleCircleResult& t, const Spotlight& spot, bool takenWhenHit)
{
    CodeStep s;
    s.line = line;
    s.values = { number("D2", t.distanceSquared), number("rSum2", t.radiusSumSquared) };
    s.branch = t.hit == takenWhenHit ? CodeStep::Branch::Taken : CodeStep::Branch::NotTaken;
    s.spotlight = spot;
    return s;
}

CodeStep pass(int line, const char* name, int iteration, const Spotlight& spot)
{
    CodeStep s;
    s.line = line;
    s.values = { number(name, iteration) };
    s.iteration = iteration;
    s.spotlight = spot;
    return s;
}

CodeRun carsRun(const HierarchyScene& scene)
{
    const HierarchyScene::Verdict& v = scene.verdict();
    CodeRun run;
    run.steps.append({ CarsSignature, {}, CodeStep::Branch::None, -1, {}, {} });
    const bool held = scene.holds(kHeldVerdict) || scene.holds(hierarchy::kHeldPairs)
        || scene.holds(hierarchy::kHeldTests);
    if (scene.holds(kHeldVerdict)) { // not even whether the outer circles meet
        run.steps.append({ CarsOuterLine, { { QStringLiteral("CircleHit"), 0, QStringLiteral("?") } },
            CodeStep::Branch::None, -1, {}, car_code::kSpotOuter });
        return run;
    }
    run.steps.append(test(CarsOuterLine, v.outer, car_code::kSpotOuter, false));
    if (!v.cars.outerOverlap) {
        run.steps.append({ CarsApartLine, {}, CodeStep::Branch::None, -1, {}, car_code::kSpotOuter });
        return run;
    }
    if (held) { // which pairs are tried, and how many, wait for the answer
        run.steps.append({ CarsLoopA, { { QStringLiteral("i"), 0, QStringLiteral("?") } },
            CodeStep::Branch::None, -1, {}, {} });
        return run;
    }
    const int n = scene.handoutCar().innerCount;
    for (int k = 1; k < v.carsTrace.count; ++k) {
        const InnerPair p = testedPair(scene.handoutCar(), k - 1);
        const Spotlight spot = car_code::kSpotPair.at(p.a, p.b);
        if (p.b == 0)
            run.steps.append(pass(CarsLoopA, "i", p.a, spot));
        run.steps.append(pass(CarsLoopB, "j", p.b, spot));
        CodeStep t = test(CarsPairLine, v.carsTrace.tests[std::size_t(k)], spot, true);
        t.iteration = (k - 1) % std::max(n, 1);
        run.steps.append(t);
    }
    run.steps.append({ v.cars.hit ? CarsHitLine : CarsFalseLine, {}, CodeStep::Branch::None, -1, {}, {} });
    return run;
}

CodeRun updateRun(const HierarchyScene& scene)
{
    const HierarchyScene::Verdict& v = scene.verdict();
    car_code::UpdateShown shown;
    shown.carNumbers = innerCirclesRevealed();
    shown.inner = !scene.holds(kHeldVerdict) && !scene.holds(hierarchy::kHeldPairs);
    return car_code::updateRun(
        scene.handoutCar(), scene.pose(0), scene.velocity(0), v.next, v.nextTrace, shown);
}

} // namespace

QList<CodeListing> listings()
{
    CodeListing cars;
    cars.id = kCarsListing;
    cars.title = HierarchyCode::tr("Car against car");
    cars.source
        = HierarchyCode::tr("Written by us on the handout's plan (003): the outer circles first, then the "
                            "inner ones");
    const auto line = [](const char* code, const QString& comment = {}) {
        return CodeLine { QString::fromLatin1(code), comment, false };
    };
    cars.lines = {
        line("bool CarHit(Car a, Car b)"),
        line("{"),
        { QStringLiteral("    // ") + HierarchyCode::tr("outer circles first: one cheap test"), {}, false },
        line("    if (!Hit(a.outer, b.outer))"),
        line("        return false;", HierarchyCode::tr("apart after one test")),
        line("    for (int i = 0; i < 3; i++)"),
        line("        for (int j = 0; j < 3; j++)"),
        line("            if (Hit(a.inner[i], b.inner[j]))"),
        line("                return true;", HierarchyCode::tr("a collision")),
        line("    return false;", HierarchyCode::tr("a false collision avoided")),
        line("}"),
    };
    const CodeListing update
        = car_code::updateListing(kUpdateListing, HierarchyCode::tr("One frame at the walls"),
            HierarchyCode::tr("The handout's car program, its Update method (003)"));
    return { cars, update };
}

CodeRun run(const HierarchyScene& scene, int listing)
{
    const bool walls = scene.value(HierarchyScene::ModeParam) == double(int(HierarchyScene::Mode::Walls));
    if (listing == 0)
        return walls ? CodeRun {} : carsRun(scene);
    if (listing == 1)
        return walls ? updateRun(scene) : CodeRun {};
    return {};
}

} // namespace lab::hierarchy
