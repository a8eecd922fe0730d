#include "area_move_lesson.h"

#include "area_move_blanks.h"
#include "area_move_code.h"
#include "area_move_controls.h"
#include "area_move_painter.h"
#include "area_move_words.h"

#include "core/canvas/scene_painter.h"
#include "core/model/numbers.h"
#include "core/records/progress.h"

#include <QJsonArray>

#include <cmath>

namespace lab {

using namespace area_move;

std::unique_ptr<AreaMoveScene> AreaMoveLesson::makeScene() const
{
    auto scene = std::make_unique<AreaMoveScene>();
    // The start the student last used, if it is still a valid one.
    if (ProgressStore* s = ProgressStore::instance()) {
        const QJsonArray saved = s->exercise(exerciseId()).data.value(QStringLiteral("start")).toArray();
        LessonScene::State state;
        for (const auto& v : saved)
            state.append(v.toDouble(std::nan("")));
        if (state.size() == AreaMoveScene::ParamCount && scene->validate(state).isEmpty())
            scene->setState(state);
    }
    return scene;
}

std::unique_ptr<ScenePainter> AreaMoveLesson::createPainter() const
{
    return createAreaMovePainter();
}

QWidget* AreaMoveLesson::controls(
    AreaMoveScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const
{
    return new AreaMoveControls(scene, undo, view, parent);
}

QString AreaMoveLesson::live(const AreaMoveScene& scene) const
{
    const Frame start = scene.frameAt(0); // a copy: computing frame 1 may move the frames
    const Frame next = scene.frameAt(1); // one frame later, as bounceRectInBox moves them
    QString html = QStringLiteral("<p><b>%1</b> $\\mathit{Width} = %2,\\ \\mathit{Height} = %3$</p>")
                       .arg(tr("Your rectangles at frame 0."), mathNumber(kWidth), mathNumber(kHeight));
    for (int r = 0; r < 2; ++r) {
        const Body& b = start.mine[r];
        const geometry::Aabb& moved = next.correct[r].box;
        const QString p = r == 0 ? QStringLiteral("p") : QStringLiteral("P");
        html += QStringLiteral(
            "<p>%1 $%2_0 = (%3,\\ %4)$, $%2_2 = (%5,\\ %6)$, $\\mathit{mov}_%7 = (%8,\\ %9)$<br>")
                    .arg(tr("Rectangle %1:").arg(r + 1), p, mathNumber(b.box.min.x), mathNumber(b.box.max.y),
                        mathNumber(b.box.max.x), mathNumber(b.box.min.y))
                    .arg(r + 1)
                    .arg(mathNumber(b.mov.x), mathNumber(b.mov.y));
        html += QStringLiteral("%1 $%2_0 + \\mathit{mov}_%3 = (%4,\\ %5)$</p>")
                    .arg(tr("one frame later:"), p)
                    .arg(r + 1)
                    .arg(mathNumber(moved.min.x), mathNumber(moved.max.y));
    }
    html += QStringLiteral("<p>%1</p>").arg(tr("At frame 0 the flag says: %1.").arg(flagText(start.flag)));
    return html;
}

std::vector<std::unique_ptr<TaskDefinition>> AreaMoveLesson::createTasks() const
{
    return area_move::tasks();
}

bool AreaMoveLesson::rulesShown()
{
    return taskAnswered(exerciseId(), QStringLiteral("rules"), false);
}

QList<CodeListing> AreaMoveLesson::codeListings() const
{
    return areaMoveListings(rulesShown());
}

CodeRun AreaMoveLesson::run(const AreaMoveScene& scene, int listing) const
{
    return area_move::run(scene, listing, rulesShown());
}

} // namespace lab
