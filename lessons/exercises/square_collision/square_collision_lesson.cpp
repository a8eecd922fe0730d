#include "square_collision_lesson.h"

#include "square_collision_code.h"
#include "square_collision_condition.h"
#include "square_collision_controls.h"
#include "square_collision_painter.h"

#include "core/model/numbers.h"

namespace lab {

std::unique_ptr<SquareCollisionScene> SquareCollisionLesson::makeScene() const
{
    auto scene = std::make_unique<SquareCollisionScene>();
    scene->restoreProgress();
    return scene;
}

std::unique_ptr<ScenePainter> SquareCollisionLesson::createPainter() const
{
    return std::make_unique<SquareCollisionPainter>();
}

QWidget* SquareCollisionLesson::controls(
    SquareCollisionScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const
{
    return createSquareCollisionControls(scene, undo, view, parent);
}

QString SquareCollisionLesson::live(const SquareCollisionScene& scene) const
{
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(tr("Your rectangles right now"));
    const int placed = scene.cornersPlaced();
    QStringList boxes;
    const auto box = [](int r, const geometry::Aabb& b) {
        return QStringLiteral("r_%1 &= [%2,\\ %3] \\times [%4,\\ %5]")
            .arg(r)
            .arg(mathNumber(b.min.x), mathNumber(b.max.x), mathNumber(b.min.y), mathNumber(b.max.y));
    };
    if (placed >= 2)
        boxes << box(1, scene.rect1());
    if (placed >= 4)
        boxes << box(2, scene.rect2());
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Each rectangle is $[\\mathrm{Left}, \\mathrm{Right}] \\times [\\mathrm{Bottom}, "
                        "\\mathrm{Top}]$ with "
                        "$\\mathrm{Left} = \\min(x_1, x_2)$, $\\mathrm{Right} = \\max(x_1, x_2)$ of the two "
                        "corners you clicked, "
                        "and the same for $y$, so the order of the clicks does not matter."));
    if (!boxes.isEmpty())
        html
            += QStringLiteral("$$\\begin{aligned}%1\\end{aligned}$$").arg(boxes.join(QStringLiteral("\\\\")));
    if (placed < 4) {
        html += QStringLiteral("<p>%1</p>").arg(tr("Click the corners of both rectangles on the canvas."));
        return html;
    }
    if (!scene.revealed()) {
        html += QStringLiteral("<p>%1</p>").arg(tr("Predict first: do they collide?"));
        return html;
    }
    QStringList rows;
    const auto edge = [](const char* name) {
        // "r1.Right" -> r_1.\mathrm{Right}
        const QString n = QLatin1String(name);
        return QStringLiteral("r_%1.\\mathrm{%2}").arg(n.mid(1, 1), n.mid(3));
    };
    for (const auto& q : scene.verdict().inequalities) {
        rows << QStringLiteral("%1 %2 %3 &:\\; %4 %2 %5 \\; %6")
                    .arg(edge(q.left), QLatin1String(q.op), edge(q.right), mathNumber(q.leftValue),
                        mathNumber(q.rightValue),
                        q.holds ? QStringLiteral("\\checkmark")
                                : QStringLiteral("\\color{#d62828}{\\boldsymbol{\\times}}"));
    }
    html += QStringLiteral("$$\\small\\begin{aligned}%1\\end{aligned}$$")
                .arg(rows.join(QStringLiteral("\\\\")));
    html += QStringLiteral("<p>%1</p>")
                .arg(scene.result().hit ? tr("All four hold: the rectangles have collided.")
                                        : tr("At least one fails: the rectangles have not collided."));
    return html;
}

std::vector<std::unique_ptr<TaskDefinition>> SquareCollisionLesson::createTasks() const
{
    return square_collision::tasks();
}

QList<CodeListing> SquareCollisionLesson::codeListings() const
{
    // The handout's comparisons once the condition task is solved or its solution shown.
    return squareCollisionListings(SquareCollisionScene::conditionAnswered());
}

CodeRun SquareCollisionLesson::run(const SquareCollisionScene& scene, int listing) const
{
    return square_collision::run(scene, listing);
}

} // namespace lab
