// Lesson L1: two lines, each a point and a direction; where they meet (seed 003, seed 002 C).
#pragma once

#include "core/lesson.h"
#include "core/model/scene.h"

#include <geometry/lines.h>

#include <QCoreApplication>

namespace lab {

class LinesScene : public LessonScene {
    Q_OBJECT
public:
    enum Param { Px, Py, Ax, Ay, Qx, Qy, Bx, By, ParamCount };

    explicit LinesScene(QObject* parent = nullptr);

    geometry::Line first() const;
    geometry::Line second() const;
    geometry::LineLineResult result() const;

    QString validate(const State& state) const override;
    QVector<HandleSpec> handles() const override;
    // H/J turn line 1, K/L turn line 2 (1 degree; with Shift, 5 degrees).
    std::optional<State> keyAction(
        int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const override;
    QString keyActionText(int key, const Selection& picked) const override;

    // The seed's worked examples 1, 2 and 3 (one point, the same line, parallel).
    static State example(int number);
};

class LinesLesson : public LessonOf<LinesScene> {
    Q_DECLARE_TR_FUNCTIONS(LinesLesson)

public:
    QString id() const override { return QStringLiteral("lines"); }
    std::unique_ptr<ScenePainter> createPainter() const override;
    QWidget* controls(LinesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent) const override;
    QString live(const LinesScene& scene) const override;
};

} // namespace lab
