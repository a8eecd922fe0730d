// Lesson L7: two ellipses (seed 000). The exact test geometry::ellipseVsEllipse next to the
// textbook "beta" heuristic geometry::ellipseVsEllipseTextbook with its deciding case, and an
// inset that draws the heuristic's reduced configuration (tall ellipse vs the unit circle).
#pragma once

#include "ellipse_ellipse_scene.h"

#include "core/lesson.h"

#include <QCoreApplication>

namespace lab {

class EllipseEllipseLesson : public LessonOf<EllipseEllipseScene> {
    Q_DECLARE_TR_FUNCTIONS(EllipseEllipseLesson)

public:
    QString id() const override { return QStringLiteral("ellipse_ellipse"); }
    std::unique_ptr<ScenePainter> createPainter() const override;
    QWidget* controls(
        EllipseEllipseScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const override;
    QString live(const EllipseEllipseScene& scene) const override;
};

} // namespace lab
