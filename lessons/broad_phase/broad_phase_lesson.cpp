#include "broad_phase_lesson.h"

#include "broad_phase_code.h"
#include "broad_phase_controls.h"
#include "broad_phase_painter.h"
#include "broad_phase_tasks.h"

#include "core/model/numbers.h"

#include <QLocale>

namespace lab {

namespace {

// A count in a formula, grouped with thin spaces (KaTeX reads a comma as a list).
QString mathCount(long long v)
{
    QString digits = QString::number(v);
    for (int i = digits.size() - 3; i > 0; i -= 3)
        digits.insert(i, QStringLiteral("\\,"));
    return digits;
}

} // namespace

std::unique_ptr<ScenePainter> BroadPhaseLesson::createPainter() const
{
    return std::make_unique<BroadPhasePainter>();
}

QWidget* BroadPhaseLesson::controls(
    BroadPhaseScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const
{
    return new BroadPhaseControls(scene, undo, view, parent);
}

std::vector<std::unique_ptr<TaskDefinition>> BroadPhaseLesson::createTasks() const
{
    return broad_phase::tasks();
}

QList<CodeListing> BroadPhaseLesson::codeListings() const
{
    return broad_phase::listings();
}

CodeRun BroadPhaseLesson::run(const BroadPhaseScene& scene, int listing) const
{
    return broad_phase::run(scene, listing);
}

QString BroadPhaseLesson::live(const BroadPhaseScene& scene) const
{
    const BroadPhaseFrame& f = scene.frame();
    const long long n = scene.count();
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(tr("Your bodies right now"));
    if (scene.holds(kHeldAllPairs))
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("n = %1: how many pairs all pairs tests is what the task above asks.")
                             .arg(QLocale().toString(n)));
    else
        html += QStringLiteral("$$\\frac{n(n-1)}{2} = \\frac{%1 \\cdot %2}{2} = %3$$")
                    .arg(mathCount(n), mathCount(n - 1), mathCount(f.allPairs));
    if (!f.broad.done)
        return html
            + QStringLiteral("<p>%1</p>")
                  .arg(tr("The grid is refused: these cells would be more than 4 million. Pick a larger cell "
                          "size."));
    const QString tests = scene.testsHeld() ? QStringLiteral("?") : QLocale().toString(f.broad.pairTests);
    QString method;
    switch (f.method) {
    case BroadMethod::AllPairs: method = tr("All pairs makes %1 pair tests.").arg(tests); break;
    case BroadMethod::Grid:
        method = tr("The grid, cells %1 wide, makes %2 pair tests.")
                     .arg(formatNumber(scene.cellSize(), 2), tests);
        break;
    case BroadMethod::Sweep: method = tr("Sweep and prune makes %1 pair tests.").arg(tests); break;
    }
    html += QStringLiteral("<p>%1</p>").arg(method.toHtmlEscaped());
    if (!scene.holds(kHeldVerdict))
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("%1 candidate pairs go on to the narrow phase, the exact tests of the rectangles "
                            "and circles units; %2 of them touch.")
                             .arg(QLocale().toString(qint64(f.candidates.size())),
                                 QLocale().toString(qint64(f.hits.size())))
                             .toHtmlEscaped());
    return html;
}

} // namespace lab
