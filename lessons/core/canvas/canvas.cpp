#include "canvas.h"

#include "scene_painter.h"

#include <QCoreApplication>
#include <QPainter>
#include <QSvgGenerator>
#include <QUndoStack>

#include <cmath>

namespace lab {

namespace {
constexpr double kKeyZoom = 1.25;
constexpr double kProjectorZoom = 1.5;
} // namespace

Canvas::Canvas(
    LessonScene& scene, const ScenePainter& painter, QUndoStack& undo, ViewState& view, QWidget* parent)
    : QWidget(parent)
    , m_scene(scene)
    , m_painter(painter)
    , m_undo(undo)
    , m_state(view)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setObjectName(QStringLiteral("canvas"));
    m_view.setDefaultScale(scene.viewScale());
    m_view.reset();
    connect(&m_scene, &LessonScene::changed, this, &Canvas::sceneChanged);
    connect(&m_scene, &LessonScene::highlightChanged, this, &Canvas::sceneChanged);
    connect(&m_state, &ViewState::selectionChanged, this, [this] {
        m_scene.followSelection(m_state.selection());
        update();
    });
    connect(&m_scene, &LessonScene::handlesChanged, this, [this] { m_state.setSelection({}); });
    connect(&m_scene, &LessonScene::canvasFocusRequested, this, [this] { setFocus(Qt::OtherFocusReason); });
    connect(&m_scene, &LessonScene::viewResetRequested, this, &Canvas::resetView);
    // An undo or redo in the middle of a drag ends the drag: its release must not push a step
    // built on a state that is gone.
    connect(&m_undo, &QUndoStack::indexChanged, this, [this] {
        if (m_press.mode == Press::Mode::DragHandle || m_press.mode == Press::Mode::MoveBody)
            m_press = {};
    });
    connect(&m_scene, &LessonScene::fitRectChanged, this, [this] {
        if (m_autoFit)
            fitToScene();
    });
}

void Canvas::setCanvasStyle(const CanvasStyle& style)
{
    // The projector view is zoomed in so that the back row sees the shapes too.
    if (style.projector != m_state.style().projector) {
        const QPointF middle(width() / 2.0, height() / 2.0);
        m_view.setDefaultScale(m_scene.viewScale() * (style.projector ? kProjectorZoom : 1.0));
        m_view.zoomAt(middle, style.projector ? kProjectorZoom : 1 / kProjectorZoom);
    }
    m_state.setStyle(style);
    if (m_autoFit)
        fitToScene();
    update();
}

QPointF Canvas::handleWorldPos(const HandleSpec& h) const
{
    return handlePosition(h, m_scene.state());
}

QPointF Canvas::handleScreenPos(int index) const
{
    return m_view.toScreen(handleWorldPos(m_scene.handles().at(index)));
}

int Canvas::handleAt(QPointF screen) const
{
    const auto handles = m_scene.handles();
    const double reach = m_state.style().handleRadius + 5;
    int best = -1;
    double bestDistance = reach;
    // Later handles are drawn on top, so they win ties.
    for (int i = 0; i < handles.size(); ++i) {
        const QPointF d = m_view.toScreen(handleWorldPos(handles[i])) - screen;
        const double distance = std::hypot(d.x(), d.y());
        if (distance <= bestDistance) {
            best = i;
            bestDistance = distance;
        }
    }
    return best;
}

LessonScene::State Canvas::stateWithHandleAt(int index, QPointF world) const
{
    return lab::stateWithHandleAt(m_scene.handles().at(index), m_scene.state(), world);
}

QPointF Canvas::snapped(QPointF world) const
{
    const double step = m_view.gridStep() / 2;
    return { std::round(world.x() / step) * step, std::round(world.y() / step) * step };
}

void Canvas::resizeEvent(QResizeEvent*)
{
    m_view.setSize(size());
    if (m_autoFit)
        fitToScene();
}

int Canvas::selectedHandle() const
{
    const int handle = m_state.selection().handle;
    return handle < m_scene.handles().size() ? handle : -1; // handles can come and go with modes
}

void Canvas::fitToScene()
{
    const QRectF box = m_scene.fitRect().normalized();
    if (box.isEmpty() || width() <= 0 || height() <= 0)
        return;
    constexpr double kMargin = 1.08;
    const double scale = std::min(width() / (box.width() * kMargin), height() / (box.height() * kMargin));
    m_view.setSize(size());
    m_view.setDefaultScale(scale);
    m_view.reset();
    m_view.panByPixels(QPointF(-box.center().x() * m_view.scale(), box.center().y() * m_view.scale()));
    update();
}

void Canvas::zoomIn()
{
    m_autoFit = false;
    m_view.zoomAt(QPointF(width() / 2.0, height() / 2.0), kKeyZoom);
    update();
}

void Canvas::zoomOut()
{
    m_autoFit = false;
    m_view.zoomAt(QPointF(width() / 2.0, height() / 2.0), 1 / kKeyZoom);
    update();
}

void Canvas::showView(QPointF center, double scale)
{
    m_autoFit = false;
    m_view.setView(center, scale);
    update();
}

void Canvas::resetView()
{
    m_autoFit = true;
    m_view.setDefaultScale(m_scene.viewScale() * (style().projector ? kProjectorZoom : 1.0));
    m_view.reset();
    fitToScene();
    update();
}

bool Canvas::exportPng(const QString& path) const
{
    const qreal ratio = 2; // crisp on paper and on a projector
    QImage image(size() * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    QPainter p(&image);
    render(p, size());
    p.end();
    return image.save(path, "PNG");
}

bool Canvas::exportSvg(const QString& path, const QString& title) const
{
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(size());
    svg.setViewBox(QRect(QPoint(0, 0), size()));
    svg.setTitle(title);
    QPainter p;
    if (!p.begin(&svg))
        return false;
    render(p, size());
    return p.end();
}

} // namespace lab
