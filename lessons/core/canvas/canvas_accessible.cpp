#include "canvas_accessible.h"

#include "canvas.h"
#include "core/model/scene.h"
#include "scene_painter.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QEvent>
#include <QTimer>

namespace lab {

namespace {

struct CanvasAccessibleWords {
    Q_DECLARE_TR_FUNCTIONS(CanvasAccessible)
};

QString num(double v)
{
    return formatNumber(v, 2);
}

// "P" for the symbols "P.x" and "P.y"; other symbols as they are.
QString baseName(const QString& symbol)
{
    if (symbol.endsWith(QLatin1String(".x")) || symbol.endsWith(QLatin1String(".y")))
        return symbol.chopped(2);
    return symbol;
}

class CanvasAccessible : public QAccessibleWidget, public QAccessibleTextInterface {
public:
    explicit CanvasAccessible(QWidget* widget)
        : QAccessibleWidget(widget, QAccessible::Canvas)
    {
    }

    const Canvas& canvas() const { return *static_cast<const Canvas*>(widget()); }

    QString text(QAccessible::Text t) const override
    {
        switch (t) {
        case QAccessible::Name: return canvasName(canvas());
        case QAccessible::Description: return canvasText(canvas());
        case QAccessible::Help:
            return CanvasAccessibleWords::tr(
                "Tab picks a handle, the arrow keys move it (Shift: further); Esc lets it go. "
                "Plus and minus zoom, 0 resets the view.");
        default: break;
        }
        return QAccessibleWidget::text(t);
    }

    void* interface_cast(QAccessible::InterfaceType type) override
    {
        if (type == QAccessible::TextInterface)
            return static_cast<QAccessibleTextInterface*>(this);
        return QAccessibleWidget::interface_cast(type);
    }

    // A read-only text: no caret, no selection, no geometry per character.
    QString text(int start, int end) const override { return canvasText(canvas()).mid(start, end - start); }
    int characterCount() const override { return int(canvasText(canvas()).size()); }
    void selection(int, int* start, int* end) const override { *start = *end = 0; }
    int selectionCount() const override { return 0; }
    void addSelection(int, int) override { }
    void removeSelection(int) override { }
    void setSelection(int, int, int) override { }
    int cursorPosition() const override { return 0; }
    void setCursorPosition(int) override { }
    QRect characterRect(int) const override { return {}; }
    int offsetAtPoint(const QPoint&) const override { return -1; }
    void scrollToSubstring(int, int) override { }
    QString attributes(int, int* start, int* end) const override
    {
        *start = 0;
        *end = characterCount();
        return {};
    }
};

QAccessibleInterface* canvasFactory(const QString& className, QObject* object)
{
    if (className == QLatin1String("lab::Canvas") && object && object->isWidgetType())
        return new CanvasAccessible(static_cast<QWidget*>(object));
    return nullptr;
}

// Sends the accessibility events when the canvas's words change, while an assistive tool listens
// (nothing is worded otherwise).
class Announcer : public QObject, public QAccessible::ActivationObserver {
public:
    explicit Announcer(Canvas& canvas)
        : QObject(&canvas)
        , m_canvas(canvas)
    {
        QAccessible::installActivationObserver(this);
        m_timer.setSingleShot(true);
        m_timer.setInterval(250);
        connect(&m_timer, &QTimer::timeout, this, [this] { flush(false); });
        const auto changed = [this] {
            if (!listening())
                return;
            if (m_canvas.painter().describe(m_canvas.scene()).verdict != m_verdict)
                flush(true); // a new verdict is said at once
            else if (!m_timer.isActive())
                m_timer.start();
        };
        connect(&canvas.scene(), &LessonScene::changed, this, changed);
        connect(&canvas.scene(), &LessonScene::highlightChanged, this, changed);
        connect(&canvas.viewState(), &ViewState::selectionChanged, this, changed);
        connect(&canvas, &Canvas::keyboardPointerMoved, this, changed);
        canvas.installEventFilter(this);
    }

    ~Announcer() override { QAccessible::removeActivationObserver(this); }

    void accessibilityActiveChanged(bool active) override { m_active = active; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == &m_canvas && event->type() == QEvent::LanguageChange && listening())
            flush(true);
        return QObject::eventFilter(watched, event);
    }

private:
    bool listening() const { return m_active || QAccessible::isActive(); }

    void flush(bool force)
    {
        m_timer.stop();
        m_verdict = m_canvas.painter().describe(m_canvas.scene()).verdict;
        const QString name = canvasName(m_canvas);
        const QString text = canvasText(m_canvas);
        if (force || name != m_name) {
            QAccessibleEvent event(&m_canvas, QAccessible::NameChanged);
            QAccessible::updateAccessibility(&event);
        }
        if (text != m_text) {
            QAccessibleEvent description(&m_canvas, QAccessible::DescriptionChanged);
            QAccessible::updateAccessibility(&description);
            QAccessibleTextUpdateEvent update(&m_canvas, 0, m_text, text);
            QAccessible::updateAccessibility(&update);
        }
        m_name = name;
        m_text = text;
    }

    Canvas& m_canvas;
    bool m_active = false;
    QTimer m_timer;
    QString m_verdict;
    QString m_name;
    QString m_text;
};

QString pointerText(const Canvas& canvas)
{
    const QPointF at = canvas.keyboardPointer();
    return CanvasAccessibleWords::tr("cross at (%1, %2), Enter clicks there").arg(num(at.x()), num(at.y()));
}

} // namespace

QString handleDescription(const LessonScene& scene, int index)
{
    const HandleSpec h = scene.handles().at(index);
    const auto symbol = [&](int param) { return scene.params().at(param).symbol; };
    const auto value = [&](int param) { return num(scene.value(param)); };
    switch (h.kind) {
    case HandleKind::Point:
        return QStringLiteral("%1 (%2, %3)").arg(baseName(symbol(h.x)), value(h.x), value(h.y));
    case HandleKind::Vector:
        return QStringLiteral("%1 = (%2, %3)").arg(baseName(symbol(h.x)), value(h.x), value(h.y));
    case HandleKind::Radius: return QStringLiteral("%1 = %2").arg(symbol(h.x), value(h.x));
    case HandleKind::Axis:
        return QStringLiteral("%1 = %2, %3 = %4").arg(symbol(h.x), value(h.x), symbol(h.y), value(h.y));
    }
    return {};
}

QString canvasName(const Canvas& canvas)
{
    const SceneDescription d = canvas.painter().describe(canvas.scene());
    QString name
        = canvas.accessibleName().isEmpty() ? CanvasAccessibleWords::tr("Canvas") : canvas.accessibleName();
    if (!d.verdict.isEmpty())
        name = CanvasAccessibleWords::tr("%1: %2").arg(name, d.verdict);
    if (canvas.keyboardPointerActive())
        name = CanvasAccessibleWords::tr("%1; %2").arg(name, pointerText(canvas));
    if (canvas.selectedHandle() >= 0) {
        const QString picked = CanvasAccessibleWords::tr("picked handle %1")
                                   .arg(handleDescription(canvas.scene(), canvas.selectedHandle()));
        name = CanvasAccessibleWords::tr("%1; %2").arg(name, picked);
    }
    return name;
}

QString canvasText(const Canvas& canvas)
{
    const SceneDescription d = canvas.painter().describe(canvas.scene());
    QStringList lines = d.shapes;
    if (canvas.selectedHandle() >= 0)
        lines << CanvasAccessibleWords::tr("Picked handle: %1")
                     .arg(handleDescription(canvas.scene(), canvas.selectedHandle()));
    if (canvas.keyboardPointerActive())
        lines << pointerText(canvas);
    if (!d.verdict.isEmpty())
        lines << d.verdict;
    return lines.join(QLatin1Char('\n'));
}

void installCanvasAccessibility(Canvas& canvas)
{
    static const bool installed = [] {
        QAccessible::installFactory(canvasFactory);
        return true;
    }();
    Q_UNUSED(installed);
    new Announcer(canvas);
}

} // namespace lab
