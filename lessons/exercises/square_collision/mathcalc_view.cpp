#include "mathcalc_view.h"

#include "core/canvas.h"

#include <QEvent>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace lab {

namespace {
constexpr double kProjectorZoom = 1.5; // what Canvas::setCanvasStyle applies

bool near(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); }
} // namespace

MathCalcView::MathCalcView(Canvas& canvas, QSizeF halfSize)
    : QObject(&canvas)
    , m_canvas(canvas)
    , m_half(halfSize)
{
    canvas.installEventFilter(this);
    fit();
}

MathCalcView* MathCalcView::attachNear(QObject* controlsParent, QSizeF halfSize)
{
    for (QObject* o = controlsParent; o; o = o->parent()) {
        if (auto* canvas = o->findChild<Canvas*>()) {
            if (auto* existing = canvas->findChild<MathCalcView*>(QString(), Qt::FindDirectChildrenOnly))
                return existing;
            return new MathCalcView(*canvas, halfSize);
        }
    }
    return nullptr;
}

double MathCalcView::fittedScale() const
{
    const QSizeF size = m_canvas.viewport().size();
    const double scale = std::min(size.width() / (2 * m_half.width()), size.height() / (2 * m_half.height()));
    return std::clamp(scale, Viewport::kMinScale, Viewport::kMaxScale);
}

bool MathCalcView::atDefault() const
{
    const Viewport& view = m_canvas.viewport();
    const QPointF c = view.centre();
    if (std::abs(c.x()) > 1e-6 || std::abs(c.y()) > 1e-6)
        return false;
    const double s = view.scale();
    for (const double base : {view.defaultScale(), m_lastFit}) {
        if (base > 0 && (near(s, base) || near(s, base * kProjectorZoom) || near(s, base / kProjectorZoom)))
            return true;
    }
    return false;
}

void MathCalcView::fit()
{
    if (!atDefault())
        return;
    Viewport& view = m_canvas.viewport();
    const double target = fittedScale();
    if (!near(view.scale(), target)) {
        const QSizeF size = view.size();
        view.zoomAt(QPointF(size.width() / 2, size.height() / 2), target / view.scale());
        m_canvas.update();
    }
    m_lastFit = view.scale();
}

bool MathCalcView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == &m_canvas
        && (event->type() == QEvent::Resize || event->type() == QEvent::Show || event->type() == QEvent::Paint)) {
        if (event->type() == QEvent::Resize)
            m_canvas.viewport().setSize(m_canvas.size()); // before the canvas's own resizeEvent
        fit();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace lab
