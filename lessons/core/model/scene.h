// A lesson's scene model: a flat vector of named numeric values. The canvas paints it,
// tools and fields change it through undo commands, and it emits changed().
#pragma once

#include "held_key.h"
#include "spotlight.h"

#include <QList>
#include <QObject>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <optional>

namespace lab {

struct ParamSpec {
    QString symbol; // as shown next to the field, e.g. "P.x" (not translated)
    const char* context; // translation context of the tooltip
    const char* tooltip; // English source text, translated on use
    double initial;
    bool hidden = false; // a value with no field (a mode the controls switch with buttons)
};

enum class HandleKind {
    Point, // at (x, y)
    Vector, // at anchor + (x, y): a direction drawn from the anchor point
    Radius, // at anchor + (r, 0) with r = value(x); dragging sets r to the distance from the anchor
    // The end of a turned semi-axis: at anchor + r (cos a, sin a) with r = value(x) and
    // a = value(y) degrees + 90° * quarterTurns; dragging sets r to the distance from the anchor
    // and value(y) to the direction (in (-180, 180]).
    Axis,
};

struct HandleSpec {
    HandleKind kind = HandleKind::Point;
    int x = -1; // Radius: the radius
    int y = -1; // Radius: unused
    int anchorX = -1; // Vector and Radius handles only
    int anchorY = -1;
    int group = 0; // which shape the handle belongs to (colour)
    int quarterTurns = 0; // Axis handles: 0 for the x semi-axis, 1 for the y semi-axis
};

// Where handle `h` sits for the values `state`, in world coordinates.
QPointF handlePosition(const HandleSpec& h, const QList<double>& state);
// `state` with handle `h` moved to `world` (a radius or axis handle keeps its anchor).
QList<double> stateWithHandleAt(const HandleSpec& h, QList<double> state, QPointF world);
// An angle in degrees brought into (-180, 180].
double normalizedDegrees(double degrees);

// What the canvas has picked: a handle (Tab, click) or a body (press inside a shape); -1 for none.
struct Selection {
    int handle = -1;
    int body = -1;
    bool operator==(const Selection&) const = default;
};

// The world step of an arrow key (Left, Right, Up, Down; y up), or nothing for other keys.
std::optional<QPointF> arrowStep(int key, double step);
// The unit direction of a lesson's move key, H / J / K / L (left, down, up, right; y up), or nothing.
std::optional<QPointF> hjklStep(int key);

class LessonScene : public QObject {
    Q_OBJECT
public:
    using State = QList<double>;

    explicit LessonScene(QList<ParamSpec> params, QObject* parent = nullptr);

    const QList<ParamSpec>& params() const { return m_params; }
    int indexOf(const QString& symbol) const;
    // What the canvas, the fields and the read-outs show: a run's frame while one is shown over
    // the values, else the values.
    double value(int index) const { return state().at(index); }
    const State& state() const { return m_runFrame ? *m_runFrame : m_state; }
    // The values themselves: what undo steps, settings and scene files keep.
    const State& values() const { return m_state; }
    State initialState() const;
    QString tooltip(int index) const;

    // Replaces the values and ends a shown run frame; emits changed() when what is shown
    // changes. Callers validate first. Every undo step comes here.
    void setState(const State& state);

    // Animations and runs (60 fps frames) show their frames over the values instead of editing
    // them, so that a run is no undo step and an undo right after a run returns to the values
    // before the last edit. Any edit (setState) ends the run frame.
    void showRunFrame(const State& frame);
    void clearRunFrame();
    bool hasRunFrame() const { return m_runFrame.has_value(); }

    // What a task keeps back from the student until they answered it (kHeldVerdict, or a
    // quantity's name, lesson_task.h): the canvas, the live text and the read-outs show "?" for it.
    bool holds(const HeldKey& what) const { return m_held.contains(what); }
    // Emits changed() when what is held back changes.
    void setHeld(const HeldKeys& what);

    // What the canvas draws for the current step of the code view (CodeStep::spotlight), or
    // empty; emits highlightChanged() when it changes.
    const Spotlight& spotlight() const { return m_spotlight; }
    void setSpotlight(const Spotlight& spotlight);

    // Counts the changes of what the scene shows: every changed() adds one (Cached results
    // compare it). A lesson whose scene changes more than its values emits changed() too.
    quint64 revision() const { return m_revision; }

    // Why `state` cannot be shown, in the current language; empty when it is fine.
    // The base class refuses non-finite values; lessons add their own rules.
    virtual QString validate(const State& state) const;

    virtual QList<HandleSpec> handles() const = 0;

    // The canvas zoom, in pixels per world unit, that shows this scene well; "Reset view"
    // returns to it. Lessons in MathCalc pixel units (hundreds wide) return about 1.
    static constexpr double kDefaultScale = 40.0;
    virtual double viewScale() const;
    // A world rectangle the canvas keeps fitted in view (on resize, presentation mode and Reset
    // view) until the student zooms or pans; empty (the default) for a fixed zoom.
    // Emit fitRectChanged() when it changes in a way the view should follow.
    virtual QRectF fitRect() const;

    // Whole shapes that can be dragged by their inside (a rectangle's body): the body under
    // `world`, or -1. Handles win over bodies.
    virtual int bodyAt(QPointF world) const;
    // The state with body `body` moved by `delta` from the state `start` of the drag.
    virtual State movedBody(int body, QPointF delta, const State& start) const;

    // A click (press and release without moving) on empty canvas at `world`: the new state, or
    // nothing to let the click do nothing. Exercises use it for "click two corners" prompts.
    virtual std::optional<State> clickAction(QPointF world) const;
    // Undo text for a click action, in the current language.
    virtual QString clickActionText() const;

    // The state after a lesson key (H/J/K/L ...), or nothing if the key is not the lesson's.
    // `picked` is the canvas's selection ("move the selected car").
    virtual std::optional<State> keyAction(
        int key, Qt::KeyboardModifiers modifiers, const Selection& picked) const;

    // Undo text for a key action, in the current language.
    virtual QString keyActionText(int key, const Selection& picked) const;
    // A key that is a command rather than an edit (play, one frame, switch car): true if taken.
    // Asked after keyAction(); arrow keys nobody takes pan the view.
    virtual bool keyCommand(int key, Qt::KeyboardModifiers modifiers, const Selection& picked);
    // The canvas picked something else: a lesson whose keys act on "the active shape" follows.
    virtual void followSelection(const Selection& picked);

signals:
    void changed();
    // What the canvas highlights changed but no value did (a hovered read-out row): repaint only.
    void highlightChanged();
    void fitRectChanged();
    // The handles changed in number or meaning (a mode switch): the canvas drops its selection.
    void handlesChanged();
    // Asks the canvas to take the keyboard focus (so that the lesson's keys reach it).
    void canvasFocusRequested();
    // Asks the canvas for its Reset view: the lesson's fitRect() fitted again, even after a zoom.
    void viewResetRequested();

private:
    QList<ParamSpec> m_params;
    State m_state;
    std::optional<State> m_runFrame;
    quint64 m_revision = 1;
    HeldKeys m_held;
    Spotlight m_spotlight;
};

} // namespace lab
