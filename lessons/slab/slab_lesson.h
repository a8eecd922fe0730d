// Lesson L6: a ray against an axis-aligned box by the slab method, against a rotated rectangle
// (the same method in the box's own frame) and against a disk (a quadratic in t). Seed 002 A, B.
// All times t count lengths of the direction v: at t = 1 the ray is at the tip of the arrow.
#pragma once

#include "slab_scene.h"

#include "core/lesson.h"

#include <QCoreApplication>

namespace lab {

class SlabLesson : public LessonOf<SlabScene> {
    Q_DECLARE_TR_FUNCTIONS(SlabLesson)

public:
    QString id() const override { return QStringLiteral("slab"); }
    std::unique_ptr<ScenePainter> createPainter() const override;
    QWidget* controls(SlabScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const override;
    QString live(const SlabScene& scene) const override;
    std::vector<std::unique_ptr<TaskDefinition>> createTasks() const override;
    QList<CodeListing> codeListings() const override;
    CodeRun run(const SlabScene& scene, int listing) const override;

private:
    static QString diskLive(const SlabScene& scene);
    static QString slabsLive(const SlabScene& scene);
    static QString slabsVerdict(const geometry::RayAabbResult& h);
    // What the live box says in place of what a task holds back.
    static QString heldWords();
    // One slab's two times worked out with the current numbers, as KaTeX.
    static QString slabTex(QChar axis, double r0, double v, double lo, double hi, double in, double out);
};

} // namespace lab
