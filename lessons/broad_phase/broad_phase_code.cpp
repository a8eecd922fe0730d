#include "broad_phase_code.h"

#include "core/model/lesson_task.h"

#include <QCoreApplication>

#include <algorithm>
#include <vector>

namespace lab {

namespace {

struct BroadPhaseCodeWords {
    Q_DECLARE_TR_FUNCTIONS(BroadPhaseCode)
};

CodeLine line(const QString& code, const QString& comment = {})
{
    return { code, comment, false };
}

using Run = CodeRunBuilder;

CodeListing gridListing()
{
    CodeListing l { QStringLiteral("grid"), BroadPhaseCodeWords::tr("The uniform grid"),
        BroadPhaseCodeWords::tr("beyond the handout: Ericson, Real-Time Collision Detection, 7.1"), {} };
    l.lines = {
        line(QStringLiteral("void FindPairs(Box[] boxes, List<Pair> pairs) {")),
        line(QStringLiteral("    cells.Clear();")),
        line(QStringLiteral("    for (int i = 0; i < boxes.Length; i++) {"),
            BroadPhaseCodeWords::tr("insert: every body")),
        line(QStringLiteral("        Box b = boxes[i];")),
        line(QStringLiteral("        for (int row = Cell(b.MinY); row <= Cell(b.MaxY); row++)"),
            BroadPhaseCodeWords::tr("Cell(v) = floor(v / cellSize)")),
        line(QStringLiteral("            for (int col = Cell(b.MinX); col <= Cell(b.MaxX); col++)")),
        line(QStringLiteral("                cells[col, row].Add(i);"),
            BroadPhaseCodeWords::tr("into every cell its box covers")),
        line(QStringLiteral("    }")),
        line(QStringLiteral("    foreach (List<int> cell in cells)"),
            BroadPhaseCodeWords::tr("query: cell by cell")),
        line(QStringLiteral("        for (int k = 0; k < cell.Count; k++)")),
        line(QStringLiteral("            for (int m = k + 1; m < cell.Count; m++) {")),
        line(QStringLiteral("                int a = cell[k], c = cell[m];")),
        line(QStringLiteral("                if (FirstSharedCell(a, c) != cell) continue;"),
            BroadPhaseCodeWords::tr("a pair sharing two cells is tested in the first only")),
        line(QStringLiteral("                if (Overlaps(boxes[a], boxes[c]))"),
            BroadPhaseCodeWords::tr("a pair test: the rectangles' test")),
        line(QStringLiteral("                    pairs.Add(new Pair(a, c));"),
            BroadPhaseCodeWords::tr("a candidate pair")),
        line(QStringLiteral("            }")),
        line(QStringLiteral("}")),
    };
    return l;
}

CodeListing sweepListing()
{
    CodeListing l { QStringLiteral("sweep"), BroadPhaseCodeWords::tr("Sweep and prune"),
        BroadPhaseCodeWords::tr("beyond the handout: Ericson, Real-Time Collision Detection, 7.5.2"), {} };
    l.lines = {
        line(QStringLiteral("void FindPairs(Box[] boxes, List<Pair> pairs) {")),
        line(QStringLiteral("    for (int i = 1; i < order.Count; i++) {"),
            BroadPhaseCodeWords::tr("insertion sort by MinX; the order is kept from the last frame")),
        line(QStringLiteral("        Entry e = order[i];")),
        line(QStringLiteral("        int j = i - 1;")),
        line(QStringLiteral("        while (j >= 0 && order[j].Box.MinX > e.Box.MinX) {")),
        line(QStringLiteral("            order[j + 1] = order[j];"),
            BroadPhaseCodeWords::tr("a swap: two bodies changed places on x")),
        line(QStringLiteral("            j--;")),
        line(QStringLiteral("        }")),
        line(QStringLiteral("        order[j + 1] = e;")),
        line(QStringLiteral("    }")),
        line(QStringLiteral("    for (int i = 0; i < order.Count; i++)"),
            BroadPhaseCodeWords::tr("the sweep, left to right")),
        line(QStringLiteral("        for (int j = i + 1; j < order.Count; j++) {")),
        line(QStringLiteral("            if (order[j].Box.MinX > order[i].Box.MaxX) break;"),
            BroadPhaseCodeWords::tr("every later body starts further right: none overlaps on x")),
        line(QStringLiteral("            if (Overlaps(order[i].Box, order[j].Box))"),
            BroadPhaseCodeWords::tr("a pair test: x overlaps, so y decides")),
        line(QStringLiteral("                pairs.Add(new Pair(order[i].Body, order[j].Body));"),
            BroadPhaseCodeWords::tr("a candidate pair")),
        line(QStringLiteral("        }")),
        line(QStringLiteral("}")),
    };
    return l;
}

// The run of the method the listing shows, on the scene's bodies as they are now.
geometry::BroadPhaseResult runOf(
    const BroadPhaseScene& scene, int listing, std::vector<geometry::BodyPair>& pairs)
{
    const BroadMethod method = listing == 0 ? BroadMethod::Grid : BroadMethod::Sweep;
    if (scene.method() == method) {
        pairs = scene.frame().candidates;
        return scene.frame().broad;
    }
    if (method == BroadMethod::Grid)
        return geometry::UniformGrid(scene.cellSize())
            .findPairs(scene.swarm().boxes(), geometry::Touching::Counts, pairs);
    // A sweep that starts without an order: its sort is a full one.
    return geometry::SweepAndPrune().findPairs(scene.swarm().boxes(), geometry::Touching::Counts, pairs);
}

CodeRun gridRun(const BroadPhaseScene& scene)
{
    std::vector<geometry::BodyPair> pairs;
    const geometry::BroadPhaseResult r = runOf(scene, 0, pairs);
    Run run(scene.testsHeld());
    run.step(0)
        .plain(QStringLiteral("boxes.Length"), scene.count())
        .plain(QStringLiteral("cellSize"), scene.cellSize());
    run.step(2).plain(QStringLiteral("i"), scene.count() - 1);
    run.step(6).value(QStringLiteral("cells entered"), double(r.cellsVisited));
    if (!r.done)
        return run.run;
    run.step(13).value(QStringLiteral("pair tests"), double(r.pairTests));
    if (!scene.holds(kHeldVerdict))
        run.step(14).value(QStringLiteral("pairs.Count"), double(pairs.size()));
    return run.run;
}

CodeRun sweepRun(const BroadPhaseScene& scene)
{
    std::vector<geometry::BodyPair> pairs;
    const geometry::BroadPhaseResult r = runOf(scene, 1, pairs);
    Run run(scene.testsHeld());
    run.step(0).plain(QStringLiteral("boxes.Length"), scene.count());
    run.step(1).plain(QStringLiteral("i"), scene.count() - 1);
    run.step(5).value(QStringLiteral("swaps"), double(r.swaps)).branch(r.swaps > 0);
    run.step(10).plain(QStringLiteral("i"), scene.count() - 1);
    run.step(13).value(QStringLiteral("pair tests"), double(r.pairTests));
    if (!scene.holds(kHeldVerdict))
        run.step(14).value(QStringLiteral("pairs.Count"), double(pairs.size()));
    return run.run;
}

} // namespace

QList<CodeListing> broad_phase::listings()
{
    return { gridListing(), sweepListing() };
}

CodeRun broad_phase::run(const BroadPhaseScene& scene, int listing)
{
    return listing == 0 ? gridRun(scene) : sweepRun(scene);
}

} // namespace lab
