#include "lines_lesson.h"

#include "core/commands.h"
#include "core/parameter_panel.h"
#include "core/scene_painter.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>
#include <numbers>

namespace lab {

namespace {

QPointF toQt(geometry::Vec2 v) { return {v.x, v.y}; }

QString num(double v) { return draw::number(v, 3); }

QString pointText(geometry::Vec2 v)
{
    return QStringLiteral("(%1, %2)").arg(num(v.x), num(v.y));
}

LessonScene::State rotated(LessonScene::State state, int xIndex, int yIndex, double degrees)
{
    const double r = degrees * std::numbers::pi / 180;
    const double c = std::cos(r);
    const double s = std::sin(r);
    const double x = state[xIndex];
    const double y = state[yIndex];
    state[xIndex] = c * x - s * y;
    state[yIndex] = s * x + c * y;
    return state;
}

class LinesPainter : public ScenePainter {
    Q_DECLARE_TR_FUNCTIONS(LinesLesson)

public:
    void paint(QPainter& p, const Viewport& view, const CanvasStyle& style,
               const LessonScene& base) const override
    {
        const auto& scene = static_cast<const LinesScene&>(base);
        const geometry::Line l1 = scene.first();
        const geometry::Line l2 = scene.second();
        const geometry::LineLineResult r = scene.result();
        const bool same = r.kind == geometry::LineLineKind::SameLine;

        if (same) { // every point is common: the whole line lights up
            QColor glow = style.highlight;
            glow.setAlpha(150);
            p.setPen(QPen(glow, style.lineWidth * 5, Qt::SolidLine, Qt::RoundCap));
            draw::infiniteLine(p, view, toQt(l1.point), toQt(l1.direction));
        }
        p.setPen(QPen(style.shapes[0], style.lineWidth));
        draw::infiniteLine(p, view, toQt(l1.point), toQt(l1.direction));
        p.setPen(QPen(style.shapes[1], style.lineWidth, same ? Qt::DashLine : Qt::SolidLine));
        draw::infiniteLine(p, view, toQt(l2.point), toQt(l2.direction));

        // W = Q - P, the right-hand side of the system.
        p.setPen(QPen(style.muted, style.lineWidth * 0.75, Qt::DashLine));
        draw::arrow(p, view, style, toQt(l1.point), toQt(l2.point));
        draw::label(p, view, style, toQt(0.5 * (l1.point + l2.point)), QStringLiteral("W"), style.muted);

        p.setPen(QPen(style.shapes[0], style.lineWidth * 1.5));
        draw::arrow(p, view, style, toQt(l1.point), toQt(l1.point + l1.direction));
        p.setPen(QPen(style.shapes[1], style.lineWidth * 1.5));
        draw::arrow(p, view, style, toQt(l2.point), toQt(l2.point + l2.direction));
        draw::label(p, view, style, toQt(l1.point), QStringLiteral("P"), style.shapes[0], {-22, -8});
        draw::label(p, view, style, toQt(l2.point), QStringLiteral("Q"), style.shapes[1], {-22, -8});
        draw::label(p, view, style, toQt(l1.point + l1.direction), QStringLiteral("a"), style.shapes[0]);
        draw::label(p, view, style, toQt(l2.point + l2.direction), QStringLiteral("b"), style.shapes[1]);

        QString headline;
        switch (r.kind) {
        case geometry::LineLineKind::Point: {
            // s a from P and t b from Q both end at R.
            p.setPen(QPen(style.shapes[0], style.lineWidth * 0.75, Qt::DotLine));
            draw::segment(p, view, toQt(l1.point), toQt(r.point));
            p.setPen(QPen(style.shapes[1], style.lineWidth * 0.75, Qt::DotLine));
            draw::segment(p, view, toQt(l2.point), toQt(r.point));
            draw::dot(p, view, toQt(r.point), style.handleRadius * 0.9, style.result);
            draw::label(p, view, style, toQt(r.point), QStringLiteral("R ") + pointText(r.point), style.result);
            headline = tr("One common point: s = %1, t = %2, det A = %3")
                           .arg(num(r.s), num(r.t), num(r.det));
            break;
        }
        case geometry::LineLineKind::SameLine:
            headline = tr("The same line: infinitely many common points (det A = 0)");
            break;
        case geometry::LineLineKind::Parallel:
            headline = tr("Parallel: no common point (det A = 0)");
            break;
        case geometry::LineLineKind::ZeroDirection:
            headline = tr("A direction is the zero vector: that is not a line");
            break;
        }
        const QPointF corner = view.toWorld({12, 12 + style.labelPointSize * 2});
        draw::label(p, view, style, corner, headline,
                    r.kind == geometry::LineLineKind::Point ? style.result : style.text, {0, 0});
    }
};

class LinesControls : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(LinesLesson)

public:
    LinesControls(LinesScene& scene, QUndoStack& undo, QWidget* parent)
        : QWidget(parent)
        , m_scene(scene)
    {
        auto* layout = new QVBoxLayout(this);
        m_fieldsTitle = new QLabel(this);
        m_fieldsTitle->setObjectName(QStringLiteral("sectionTitle"));
        layout->addWidget(m_fieldsTitle);
        layout->addWidget(new ParameterPanel(scene, undo, this));
        m_examplesTitle = new QLabel(this);
        m_examplesTitle->setObjectName(QStringLiteral("sectionTitle"));
        layout->addWidget(m_examplesTitle);
        for (int n = 1; n <= 3; ++n) {
            auto* button = new QPushButton(this);
            button->setObjectName(QStringLiteral("example%1").arg(n));
            connect(button, &QPushButton::clicked, this, [this, &undo, n] {
                pushState(undo, m_scene, LinesScene::example(n), m_examples[n - 1]->text());
            });
            layout->addWidget(button);
            m_examples.append(button);
        }
        m_resultTitle = new QLabel(this);
        m_resultTitle->setObjectName(QStringLiteral("sectionTitle"));
        layout->addWidget(m_resultTitle);
        m_readout = new QLabel(this);
        m_readout->setObjectName(QStringLiteral("readout"));
        m_readout->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_readout->setWordWrap(true);
        layout->addWidget(m_readout);
        m_keys = new QLabel(this);
        m_keys->setWordWrap(true);
        m_keys->setObjectName(QStringLiteral("hint"));
        layout->addWidget(m_keys);
        layout->addStretch();
        connect(&scene, &LessonScene::changed, this, &LinesControls::updateReadout);
        retranslate();
    }

protected:
    void changeEvent(QEvent* event) override
    {
        if (event->type() == QEvent::LanguageChange)
            retranslate();
        QWidget::changeEvent(event);
    }

private:
    void retranslate()
    {
        m_fieldsTitle->setText(tr("Point and direction of each line"));
        m_examplesTitle->setText(tr("Worked examples"));
        m_examples[0]->setText(tr("Example 1: 2x + 3y = 3, -x + 3y = -6"));
        m_examples[1]->setText(tr("Example 2: -3x + 6y = 6, -x + 2y = 2"));
        m_examples[2]->setText(tr("Example 3: -x + 2y = 2, -x + 2y = -2"));
        m_examples[0]->setToolTip(tr("Slopes differ: one common point"));
        m_examples[1]->setToolTip(tr("Same slope, same intercept: the same line"));
        m_examples[2]->setToolTip(tr("Same slope, other intercept: parallel"));
        m_resultTitle->setText(tr("Result"));
        m_keys->setText(tr("Keys: H / J turn line 1, K / L turn line 2 (Shift: by 1 degree). "
                           "Tab picks a handle, the arrow keys move it."));
        updateReadout();
    }

    void updateReadout()
    {
        const geometry::LineLineResult r = m_scene.result();
        QString text;
        switch (r.kind) {
        case geometry::LineLineKind::Point:
            text = tr("One common point R = %1\ns = %2, t = %3\ndet A = %4")
                       .arg(pointText(r.point), num(r.s), num(r.t), num(r.det));
            break;
        case geometry::LineLineKind::SameLine:
            text = tr("The same line: infinitely many common points.\ndet A = 0");
            break;
        case geometry::LineLineKind::Parallel:
            text = tr("Parallel: no common point.\ndet A = 0");
            break;
        case geometry::LineLineKind::ZeroDirection:
            text = tr("A direction is the zero vector.");
            break;
        }
        m_readout->setText(text);
    }

    LinesScene& m_scene;
    QLabel* m_fieldsTitle = nullptr;
    QLabel* m_examplesTitle = nullptr;
    QLabel* m_resultTitle = nullptr;
    QLabel* m_readout = nullptr;
    QLabel* m_keys = nullptr;
    QVector<QPushButton*> m_examples;
};

} // namespace

LinesScene::LinesScene(QObject* parent)
    : LessonScene(
        {
            {QStringLiteral("P.x"), "LinesLesson", QT_TRANSLATE_NOOP("LinesLesson", "x of the point P on line 1"), -4},
            {QStringLiteral("P.y"), "LinesLesson", QT_TRANSLATE_NOOP("LinesLesson", "y of the point P on line 1"), -2},
            {QStringLiteral("a.x"), "LinesLesson", QT_TRANSLATE_NOOP("LinesLesson", "x of the direction a of line 1"), 3},
            {QStringLiteral("a.y"), "LinesLesson", QT_TRANSLATE_NOOP("LinesLesson", "y of the direction a of line 1"), 1},
            {QStringLiteral("Q.x"), "LinesLesson", QT_TRANSLATE_NOOP("LinesLesson", "x of the point Q on line 2"), 3},
            {QStringLiteral("Q.y"), "LinesLesson", QT_TRANSLATE_NOOP("LinesLesson", "y of the point Q on line 2"), -3},
            {QStringLiteral("b.x"), "LinesLesson", QT_TRANSLATE_NOOP("LinesLesson", "x of the direction b of line 2"), -1},
            {QStringLiteral("b.y"), "LinesLesson", QT_TRANSLATE_NOOP("LinesLesson", "y of the direction b of line 2"), 2},
        },
        parent)
{
}

geometry::Line LinesScene::first() const
{
    return {{value(Px), value(Py)}, {value(Ax), value(Ay)}};
}

geometry::Line LinesScene::second() const
{
    return {{value(Qx), value(Qy)}, {value(Bx), value(By)}};
}

geometry::LineLineResult LinesScene::result() const
{
    return geometry::lineVsLine(first(), second());
}

QString LinesScene::validate(const State& state) const
{
    QString problem = LessonScene::validate(state);
    if (!problem.isEmpty())
        return problem;
    if (state[Ax] == 0 && state[Ay] == 0)
        return tr("The direction a of line 1 cannot be the zero vector: a line needs a direction.");
    if (state[Bx] == 0 && state[By] == 0)
        return tr("The direction b of line 2 cannot be the zero vector: a line needs a direction.");
    return {};
}

QVector<HandleSpec> LinesScene::handles() const
{
    return {
        {HandleKind::Point, Px, Py, -1, -1, 0},
        {HandleKind::Vector, Ax, Ay, Px, Py, 0},
        {HandleKind::Point, Qx, Qy, -1, -1, 1},
        {HandleKind::Vector, Bx, By, Qx, Qy, 1},
    };
}

std::optional<LessonScene::State> LinesScene::keyAction(int key, Qt::KeyboardModifiers modifiers) const
{
    const double step = (modifiers & Qt::ShiftModifier) ? 1.0 : 5.0;
    switch (key) {
    case Qt::Key_H: return rotated(state(), Ax, Ay, step);
    case Qt::Key_J: return rotated(state(), Ax, Ay, -step);
    case Qt::Key_K: return rotated(state(), Bx, By, step);
    case Qt::Key_L: return rotated(state(), Bx, By, -step);
    default: return std::nullopt;
    }
}

QString LinesScene::keyActionText(int key) const
{
    return (key == Qt::Key_H || key == Qt::Key_J) ? tr("Turn line 1") : tr("Turn line 2");
}

LessonScene::State LinesScene::example(int number)
{
    // Each equation c1 x + c2 y = c3 as a point on it and the direction (c2, -c1).
    switch (number) {
    case 1: return {0, 1, 3, -2, 0, -2, 3, 1};   // 2x + 3y = 3; -x + 3y = -6
    case 2: return {0, 1, 6, 3, -2, 0, 2, 1};    // -3x + 6y = 6; -x + 2y = 2
    default: return {0, 1, 2, 1, 0, -1, 2, 1};   // -x + 2y = 2; -x + 2y = -2
    }
}

std::unique_ptr<LessonScene> LinesLesson::createScene() const { return std::make_unique<LinesScene>(); }

std::unique_ptr<ScenePainter> LinesLesson::createPainter() const { return std::make_unique<LinesPainter>(); }

QWidget* LinesLesson::createControls(LessonScene& scene, QUndoStack& undo, QWidget* parent) const
{
    return new LinesControls(static_cast<LinesScene&>(scene), undo, parent);
}

QString LinesLesson::liveText(const LessonScene& base) const
{
    const auto& scene = static_cast<const LinesScene&>(base);
    const geometry::Line l1 = scene.first();
    const geometry::Line l2 = scene.second();
    const geometry::Vec2 w = l2.point - l1.point;
    const geometry::LineLineResult r = scene.result();
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(tr("Your lines right now"));
    html += QStringLiteral("$$\\begin{pmatrix} %1 & %2 \\\\ %3 & %4 \\end{pmatrix}"
                           "\\begin{pmatrix} s \\\\ t \\end{pmatrix} = "
                           "\\begin{pmatrix} %5 \\\\ %6 \\end{pmatrix}$$")
                .arg(num(l1.direction.x), num(-l2.direction.x), num(l1.direction.y),
                     num(-l2.direction.y), num(w.x), num(w.y));
    html += QStringLiteral("$$|A| = -a_x b_y + b_x a_y = %1$$").arg(num(r.det));
    switch (r.kind) {
    case geometry::LineLineKind::Point:
        html += QStringLiteral("<p>%1 $s = %2,\\ t = %3,\\ R = P + s\\,a = (%4,\\ %5)$</p>")
                    .arg(tr("One common point:"), num(r.s), num(r.t), num(r.point.x), num(r.point.y));
        break;
    case geometry::LineLineKind::SameLine:
        html += QStringLiteral("<p>%1</p>").arg(
            tr("$|A| = 0$ and $W$ lies along $a$: the lines coincide, so every point of them is common."));
        break;
    case geometry::LineLineKind::Parallel:
        html += QStringLiteral("<p>%1</p>").arg(
            tr("$|A| = 0$ but $W$ does not lie along $a$: the lines are parallel and never meet."));
        break;
    case geometry::LineLineKind::ZeroDirection:
        html += QStringLiteral("<p>%1</p>").arg(tr("A direction is the zero vector."));
        break;
    }
    return html;
}

} // namespace lab
