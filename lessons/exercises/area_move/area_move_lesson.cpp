#include "area_move_lesson.h"

#include "core/parameter_panel.h"
#include "core/progress.h"
#include "core/scene_painter.h"

#include <QCheckBox>
#include <QElapsedTimer>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>

namespace lab {

using namespace area_move;

namespace {

const QString kId = QStringLiteral("area_move");

QString num(double v)
{
    return draw::number(v, 2);
}

QString pointText(double x, double y)
{
    return QStringLiteral("(%1, %2)").arg(num(x), num(y));
}

QRectF toQt(const geometry::Aabb& box)
{
    return QRectF(QPointF(box.min.x, box.min.y), QPointF(box.max.x, box.max.y));
}

QColor flagColour(bool hit, const CanvasStyle& style)
{
    if (hit)
        return style.result;
    return style.projector ? QColor(0x7a, 0xa6, 0xff) : QColor(0x41, 0x69, 0xe1); // royal blue
}

QString namesList(const std::vector<std::string>& names)
{
    QStringList out;
    for (const auto& n : names)
        out << QString::fromStdString(n);
    return out.join(QStringLiteral(", "));
}

ProgressStore* store()
{
    return ProgressStore::instance();
}

class Words {
    Q_DECLARE_TR_FUNCTIONS(AreaMoveExercise)

public:
    static QString sideWall(Side side)
    {
        switch (side) {
        case Side::Left: return tr("left wall");
        case Side::Right: return tr("right wall");
        case Side::Top: return tr("top wall");
        case Side::Bottom: return tr("bottom wall");
        }
        return {};
    }

    static QString fieldName(Field field)
    {
        switch (field) {
        case Field::Left: return QStringLiteral("Left");
        case Field::Right: return QStringLiteral("Right");
        case Field::Top: return QStringLiteral("Top");
        case Field::Bottom: return QStringLiteral("Bottom");
        case Field::ReverseX: return tr("the mov.X rule");
        case Field::ReverseY: return tr("the mov.Y rule");
        }
        return {};
    }

    static QString shortProblem(ProblemKind kind)
    {
        switch (kind) {
        case ProblemKind::Leaves: return tr("leaves the area");
        case ProblemKind::Sticks: return tr("sticks to the wall");
        case ProblemKind::Jitters: return tr("jitters");
        case ProblemKind::TurnsEarly: return tr("turns too early");
        case ProblemKind::None: break;
        }
        return {};
    }

    static QString flagText(bool hit) { return hit ? tr("intersecting") : tr("not intersecting"); }

    static QString describeError(const FieldError& e)
    {
        const QString field = fieldName(e.field);
        const QString at = QString::number(e.position + 1);
        switch (e.kind) {
        case FieldError::Kind::None: return {};
        case FieldError::Kind::Empty: return tr("%1: this blank is still empty.").arg(field);
        case FieldError::Kind::UnexpectedEnd:
            return tr("%1: the expression stops too early (position %2): something is missing after the last "
                      "operator.")
                .arg(field, at);
        case FieldError::Kind::UnexpectedCharacter:
            if (e.token == QLatin1String("="))
                return tr("%1: a single \"=\" at position %2. Type only the right-hand side; to compare, "
                          "use ==, <= or >=.")
                    .arg(field, at);
            if (e.token == QLatin1String(";"))
                return tr("%1: leave out the \";\" at position %2: type the expression only.").arg(field, at);
            if (e.token == QLatin1String("|") || e.token == QLatin1String("&"))
                return tr("%1: a single \"%2\" at position %3: \"or\" is written ||, \"and\" is written &&.")
                    .arg(field, e.token, at);
            return tr("%1: the character \"%2\" at position %3 cannot be used. Use numbers, names, "
                      "+ - * / ( ) < <= > >= == != && || !.")
                .arg(field, e.token, at);
        case FieldError::Kind::UnexpectedToken:
            return tr("%1: \"%2\" at position %3 does not fit there (is an operator or a name missing "
                      "before it?).")
                .arg(field, e.token, at);
        case FieldError::Kind::UnknownName:
            if (!e.suggestion.isEmpty() && e.suggestion.compare(e.token, Qt::CaseInsensitive) != 0)
                return tr("%1: unknown name \"%2\" at position %3. Did you mean \"%4\"?")
                    .arg(field, e.token, at, e.suggestion);
            if (!e.suggestion.isEmpty())
                return tr("%1: unknown name \"%2\" at position %3. Did you mean \"%4\"? Capital and small "
                          "letters differ.")
                    .arg(field, e.token, at, e.suggestion);
            return tr("%1: unknown name \"%2\" at position %3. The names are: %4.")
                .arg(field, e.token, at, namesList(allowedNames(e.field)));
        case FieldError::Kind::NameNotAllowedHere:
            return tr("%1: \"%2\" (position %3) cannot be used here. %1 may use only %4.")
                .arg(field, e.token, at, namesList(allowedNames(e.field)));
        case FieldError::Kind::MissingParen:
            return tr("%1: a closing parenthesis \")\" is missing at position %2.").arg(field, at);
        case FieldError::Kind::TooLong: return tr("%1: the expression is too long.").arg(field);
        case FieldError::Kind::ConditionWhereNumber:
            return tr("%1 must be a number (where the wall is), not a comparison.").arg(field);
        case FieldError::Kind::NumberWhereCondition:
            return tr("%1 must be a condition that is true or false, such as p0.X < Left.").arg(field);
        case FieldError::Kind::NotFinite:
            return tr("%1 does not give a finite number (a division by zero?).").arg(field);
        }
        return {};
    }

    static QString describeProblem(const Problem& p)
    {
        const QString frame = QString::number(p.frame);
        const QString rect = QString::number(p.rect + 1);
        const QString component = p.axisX ? QStringLiteral("mov.X") : QStringLiteral("mov.Y");
        switch (p.kind) {
        case ProblemKind::None: return {};
        case ProblemKind::Leaves:
            return tr("Frame %1: rectangle %2 leaves the area through the %3 (%4 units out, more than one "
                      "step).")
                .arg(frame, rect, sideWall(p.side), num(p.distance));
        case ProblemKind::Sticks:
            return tr("Frame %1: rectangle %2 sticks to the %3: %4 turns around every frame.")
                .arg(frame, rect, sideWall(p.side), component);
        case ProblemKind::Jitters:
            return tr("Frame %1: rectangle %2 jitters: %3 turns around every frame although no wall is near.")
                .arg(frame, rect, component);
        case ProblemKind::TurnsEarly:
            return tr("Frame %1: rectangle %2 turns around %3 units before the %4.")
                .arg(frame, rect, num(p.distance), sideWall(p.side));
        }
        return {};
    }

    static QString problemHint(ProblemKind kind)
    {
        switch (kind) {
        case ProblemKind::Leaves:
            return tr("Hint: compare the corner that reaches that wall first (p0 is the top-left corner, "
                      "p2 the bottom-right one), and check the wall's value and sign.");
        case ProblemKind::Sticks:
            return tr("Hint: after turning around the rule is still true, so it turns back again. "
                      "Which comparison stays true at the wall?");
        case ProblemKind::Jitters:
            return tr("Hint: a condition is true in the middle of the area. Check the signs of Left, "
                      "Right, Top and Bottom and the direction of each <.");
        case ProblemKind::TurnsEarly:
            return tr("Hint: the rectangle turns at an invisible wall. Check Width against Height, and "
                      "that each rule asks only about its own direction.");
        case ProblemKind::None: break;
        }
        return {};
    }
};

} // namespace

namespace area_move {

QString flagText(bool hit)
{
    return Words::flagText(hit);
}
QString describeError(const FieldError& e)
{
    return Words::describeError(e);
}
QString describeProblem(const Problem& p)
{
    return Words::describeProblem(p);
}
QString problemHint(ProblemKind kind)
{
    return Words::problemHint(kind);
}

} // namespace area_move

// ---------------------------------------------------------------------------------------------

AreaMoveScene::AreaMoveScene(QObject* parent)
    : LessonScene(
        {
            { QStringLiteral("p0.X"), "AreaMoveExercise",
                QT_TRANSLATE_NOOP(
                    "AreaMoveExercise", "x of the top-left corner p0 of rectangle 1 at the start"),
                -220 },
            { QStringLiteral("p0.Y"), "AreaMoveExercise",
                QT_TRANSLATE_NOOP(
                    "AreaMoveExercise", "y of the top-left corner p0 of rectangle 1 at the start"),
                120 },
            { QStringLiteral("p2.X"), "AreaMoveExercise",
                QT_TRANSLATE_NOOP(
                    "AreaMoveExercise", "x of the bottom-right corner p2 of rectangle 1 at the start"),
                -60 },
            { QStringLiteral("p2.Y"), "AreaMoveExercise",
                QT_TRANSLATE_NOOP(
                    "AreaMoveExercise", "y of the bottom-right corner p2 of rectangle 1 at the start"),
                20 },
            { QStringLiteral("mov1.X"), "AreaMoveExercise",
                QT_TRANSLATE_NOOP(
                    "AreaMoveExercise", "x of the velocity mov1 of rectangle 1, in units per frame"),
                1 },
            { QStringLiteral("mov1.Y"), "AreaMoveExercise",
                QT_TRANSLATE_NOOP(
                    "AreaMoveExercise", "y of the velocity mov1 of rectangle 1, in units per frame"),
                2 },
            { QStringLiteral("P0.X"), "AreaMoveExercise",
                QT_TRANSLATE_NOOP(
                    "AreaMoveExercise", "x of the top-left corner P0 of rectangle 2 at the start"),
                40 },
            { QStringLiteral("P0.Y"), "AreaMoveExercise",
                QT_TRANSLATE_NOOP(
                    "AreaMoveExercise", "y of the top-left corner P0 of rectangle 2 at the start"),
                40 },
            { QStringLiteral("P2.X"), "AreaMoveExercise",
                QT_TRANSLATE_NOOP(
                    "AreaMoveExercise", "x of the bottom-right corner P2 of rectangle 2 at the start"),
                200 },
            { QStringLiteral("P2.Y"), "AreaMoveExercise",
                QT_TRANSLATE_NOOP(
                    "AreaMoveExercise", "y of the bottom-right corner P2 of rectangle 2 at the start"),
                -80 },
            { QStringLiteral("mov2.X"), "AreaMoveExercise",
                QT_TRANSLATE_NOOP(
                    "AreaMoveExercise", "x of the velocity mov2 of rectangle 2, in units per frame"),
                -2 },
            { QStringLiteral("mov2.Y"), "AreaMoveExercise",
                QT_TRANSLATE_NOOP(
                    "AreaMoveExercise", "y of the velocity mov2 of rectangle 2, in units per frame"),
                -2 },
        },
        parent)
{
    m_timer = new QTimer(this);
    m_timer->setTimerType(Qt::PreciseTimer);
    m_timer->setInterval(1000 / kFramesPerSecond);
    connect(m_timer, &QTimer::timeout, this, &AreaMoveScene::tick);
    connect(this, &LessonScene::changed, this, &AreaMoveScene::rebuild);
    rebuild();
}

std::array<Body, 2> AreaMoveScene::startOf(const State& s)
{
    std::array<Body, 2> bodies;
    for (int r = 0; r < 2; ++r) {
        const int o = r * 6;
        bodies[r].box = { { s[o + P0x1], s[o + P2y1] }, { s[o + P2x1], s[o + P0y1] } };
        bodies[r].mov = { s[o + MovX1], s[o + MovY1] };
    }
    return bodies;
}

std::array<Body, 2> AreaMoveScene::start() const
{
    return startOf(state());
}

QString AreaMoveScene::validate(const State& state) const
{
    QString problem = LessonScene::validate(state);
    if (!problem.isEmpty())
        return problem;
    const geometry::Aabb area = drawingArea();
    const auto bodies = startOf(state);
    for (int r = 0; r < 2; ++r) {
        const Body& b = bodies[r];
        const QString n = QString::number(r + 1);
        if (!(b.box.min.x < b.box.max.x) || !(b.box.min.y < b.box.max.y))
            return QCoreApplication::translate("AreaMoveExercise",
                "In rectangle %1, p0 must be the top-left corner and p2 the bottom-right one.")
                .arg(n);
        if (b.box.min.x < area.min.x || b.box.max.x > area.max.x || b.box.min.y < area.min.y
            || b.box.max.y > area.max.y)
            return QCoreApplication::translate(
                "AreaMoveExercise", "Rectangle %1 must start inside the drawing area (%2 by %3).")
                .arg(n, num(kWidth), num(kHeight));
        if (std::abs(b.mov.x) > kMaxSpeed || std::abs(b.mov.y) > kMaxSpeed)
            return QCoreApplication::translate("AreaMoveExercise",
                "The velocity of rectangle %1 may be at most %2 units per frame in each direction.")
                .arg(n, num(kMaxSpeed));
    }
    return {};
}

QVector<HandleSpec> AreaMoveScene::handles() const
{
    return {
        { HandleKind::Point, P0x1, P0y1, -1, -1, 0 },
        { HandleKind::Point, P2x1, P2y1, -1, -1, 0 },
        { HandleKind::Point, P0x2, P0y2, -1, -1, 1 },
        { HandleKind::Point, P2x2, P2y2, -1, -1, 1 },
    };
}

int AreaMoveScene::bodyAt(QPointF world) const
{
    const auto bodies = start();
    for (int r = 1; r >= 0; --r) { // rectangle 2 is drawn on top
        if (geometry::pointInAabb({world.x(), world.y()}, bodies[r].box))
            return r;
    }
    return -1;
}

LessonScene::State AreaMoveScene::movedBody(int body, QPointF delta, const State& from) const
{
    State s = from;
    const int o = body * 6;
    s[o + P0x1] += delta.x();
    s[o + P2x1] += delta.x();
    s[o + P0y1] += delta.y();
    s[o + P2y1] += delta.y();
    return s;
}

void AreaMoveScene::setRules(std::optional<Rules> rules)
{
    m_rules = std::move(rules);
    rebuild();
}

void AreaMoveScene::rebuild()
{
    const bool wasPlaying = isPlaying();
    m_simulation = Simulation(start(), m_rules);
    m_problem = m_rules ? diagnose(m_simulation) : Problem {};
    m_frame = 0;
    if (wasPlaying)
        pause();
    emit runChanged();
    emit frameChanged();
    emit highlightChanged();
}

bool AreaMoveScene::isPlaying() const
{
    return m_timer && m_timer->isActive();
}

void AreaMoveScene::play()
{
    if (isPlaying())
        return;
    if (m_frame >= kMaxFrames - 1)
        seek(0);
    m_playedFrom = m_frame;
    m_clock.start();
    m_timer->start();
    emit playingChanged(true);
}

void AreaMoveScene::pause()
{
    if (!isPlaying())
        return;
    m_timer->stop();
    emit playingChanged(false);
}

QRectF AreaMoveScene::fitRect() const
{
    constexpr double kMargin = 0.06; // of the area on each side: room for the labels around it
    return QRectF(-kWidth / 2, -kHeight / 2, kWidth, kHeight)
        .adjusted(-kWidth * kMargin, -kHeight * kMargin, kWidth * kMargin, kHeight * kMargin);
}

bool AreaMoveScene::keyCommand(int key, Qt::KeyboardModifiers modifiers)
{
    const int frames = (modifiers & Qt::ShiftModifier) ? 10 : 1;
    switch (key) {
    case Qt::Key_Space: togglePlay(); break;
    case Qt::Key_Left: stepBack(frames); break;
    case Qt::Key_Right: stepForward(frames); break;
    case Qt::Key_Home:
        pause();
        seek(0);
        break;
    default: return false;
    }
    emit playerKeyUsed();
    return true;
}

void AreaMoveScene::togglePlay()
{
    if (isPlaying())
        pause();
    else
        play();
}

void AreaMoveScene::tick()
{
    // The frame is taken from the clock, so playback keeps 60 frames per second even though
    // the timer's 16 ms period is a little short and a busy machine may fire it late.
    const qint64 due = m_playedFrom + m_clock.elapsed() * kFramesPerSecond / 1000;
    seek(int(std::min<qint64>(due, kMaxFrames - 1)));
    if (m_frame >= kMaxFrames - 1)
        pause();
}

void AreaMoveScene::stepForward(int frames)
{
    pause();
    seek(m_frame + frames);
}

void AreaMoveScene::stepBack(int frames)
{
    pause();
    seek(m_frame - frames);
}

void AreaMoveScene::seek(int frame)
{
    frame = std::clamp(frame, 0, kMaxFrames - 1);
    m_simulation.frame(frame);
    if (frame == m_frame)
        return;
    m_frame = frame;
    emit frameChanged();
    emit highlightChanged(); // the canvas repaints; no value of the scene changed
}

void AreaMoveScene::setShowCorrect(bool on)
{
    if (on == m_showCorrect)
        return;
    m_showCorrect = on;
    emit frameChanged();
    emit highlightChanged();
}

// ---------------------------------------------------------------------------------------------

namespace {

class AreaMovePainter : public ScenePainter {
    Q_DECLARE_TR_FUNCTIONS(AreaMoveExercise)

public:
    void paint(
        QPainter& p, const Viewport& view, const CanvasStyle& style, const LessonScene& base) const override
    {
        const auto& scene = static_cast<const AreaMoveScene&>(base);
        const geometry::Aabb area = drawingArea();
        const Frame& frame = scene.currentFrame();
        const std::array<Body, 2> start = scene.start();

        // The drawing area and its four walls.
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(style.axis, style.lineWidth * 1.5));
        draw::rect(p, view, toQt(area));
        const QColor wallText = style.muted;
        const QFontMetricsF metrics(QFont(p.font().family(), int(style.labelPointSize)));
        const double rightWidth = metrics.horizontalAdvance(QStringLiteral("Right")) + 10;
        draw::label(
            p, view, style, { area.min.x, area.max.y / 2 }, QStringLiteral("Left"), wallText, { 6, 0 });
        draw::label(p, view, style, { area.max.x, area.max.y / 2 }, QStringLiteral("Right"), wallText,
            { -rightWidth, 0 });
        draw::label(
            p, view, style, { area.max.x / 2, area.max.y }, QStringLiteral("Top"), wallText, { 6, -4 });
        draw::label(p, view, style, { area.max.x / 2, area.min.y }, QStringLiteral("Bottom"), wallText,
            { 6, metrics.height() + 6 });

        // Where the rectangles start (the handles sit on these corners).
        for (int r = 0; r < 2; ++r) {
            QColor c = style.shapes[r];
            c.setAlpha(140);
            p.setPen(QPen(c, 1, Qt::DotLine));
            p.setBrush(Qt::NoBrush);
            draw::rect(p, view, toQt(start[r].box));
        }

        const Problem& problem = scene.problem();
        if (problem.kind != ProblemKind::None)
            paintProblem(p, view, style, scene, problem);

        // The correct motion: dashed ghosts.
        if (scene.showCorrect()) {
            for (int r = 0; r < 2; ++r) {
                p.setPen(QPen(style.text, style.lineWidth, Qt::DashLine));
                p.setBrush(Qt::NoBrush);
                draw::rect(p, view, toQt(frame.correct[r].box));
            }
            const auto& c = frame.correct[0].box;
            draw::label(p, view, style, { c.min.x, c.min.y }, tr("correct"), style.text, { 2, 22 });
        }

        // The student's rectangles, moved by the student's rules.
        for (int r = 0; r < 2; ++r) {
            QColor fill = style.shapes[r];
            fill.setAlpha(70);
            p.setBrush(fill);
            p.setPen(QPen(style.shapes[r], style.lineWidth));
            draw::rect(p, view, toQt(frame.mine[r].box));
            const auto& b = frame.mine[r].box;
            const double clear = style.handleRadius + 3; // off the start handles
            draw::label(p, view, style, { b.min.x, b.max.y },
                r == 0 ? QStringLiteral("p0") : QStringLiteral("P0"), style.shapes[r], { clear, -4 });
            draw::label(p, view, style, { b.max.x, b.min.y },
                r == 0 ? QStringLiteral("p2") : QStringLiteral("P2"), style.shapes[r],
                { clear, clear + style.labelPointSize * 1.6 });
        }

        // The flag, as the handout's Draw() shows it, and the frame counter.
        const bool hit = intersecting(frame.mine[0].box, frame.mine[1].box);
        const double line = style.labelPointSize * 2.2;
        const QPointF topLeft = view.toWorld({ 12, 12 + line });
        p.save();
        QFont font = p.font();
        font.setBold(true);
        p.setFont(font);
        draw::label(p, view, style, topLeft, flagText(hit), flagColour(hit, style), { 0, 0 });
        p.restore();
        QString status = tr("frame %1 (%2 s)")
                             .arg(QString::number(scene.frameIndex()),
                                 draw::number(scene.frameIndex() / double(kFramesPerSecond), 2));
        draw::label(p, view, style, view.toWorld({ 12, 12 + 2 * line }), status, style.text, { 0, 0 });
        const QString legend = scene.hasRules()
            ? (scene.showCorrect() ? tr("filled: your rules   dashed: correct (bounceRectInBox)")
                                   : tr("filled: your rules"))
            : tr("no rules yet: nothing turns the rectangles around");
        draw::label(
            p, view, style, view.toWorld({ 12, view.size().height() - 10 }), legend, style.text, { 0, 0 });
    }

private:
    static void paintProblem(QPainter& p, const Viewport& view, const CanvasStyle& style,
        const AreaMoveScene& scene, const Problem& problem)
    {
        const geometry::Aabb area = drawingArea();
        const Body& b = scene.frameAt(problem.frame).mine[problem.rect];
        QColor glow = style.result;
        glow.setAlpha(110);
        // The wall concerned.
        p.setPen(QPen(glow, style.lineWidth * 4, Qt::SolidLine, Qt::FlatCap));
        switch (problem.side) {
        case Side::Left:
            draw::segment(p, view, { area.min.x, area.min.y }, { area.min.x, area.max.y });
            break;
        case Side::Right:
            draw::segment(p, view, { area.max.x, area.min.y }, { area.max.x, area.max.y });
            break;
        case Side::Top: draw::segment(p, view, { area.min.x, area.max.y }, { area.max.x, area.max.y }); break;
        case Side::Bottom:
            draw::segment(p, view, { area.min.x, area.min.y }, { area.max.x, area.min.y });
            break;
        }
        // The rectangle at the frame where it goes wrong.
        const bool now = std::abs(scene.frameIndex() - problem.frame) <= 2;
        p.setPen(QPen(style.result, style.lineWidth * (now ? 2 : 1.2), Qt::DashDotLine));
        p.setBrush(Qt::NoBrush);
        const double margin = 5 / view.scale(); // a few pixels around it
        draw::rect(p, view, toQt(b.box).adjusted(-margin, -margin, margin, margin));
        draw::label(p, view, style, { b.box.min.x, b.box.min.y },
            tr("frame %1: rectangle %2 %3")
                .arg(QString::number(problem.frame), QString::number(problem.rect + 1),
                    Words::shortProblem(problem.kind)),
            style.result, { 0, 30 + style.labelPointSize * 2 });
    }
};

// ---------------------------------------------------------------------------------------------

class AreaMoveControls : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(AreaMoveExercise)

public:
    AreaMoveControls(AreaMoveScene& scene, QUndoStack& undo, QWidget* parent)
        : QWidget(parent)
        , m_scene(scene)
    {
        auto* layout = new QVBoxLayout(this);
        layout->setContentsMargins(0, 4, 2, 4);
        m_taskTitle = section(layout);
        m_task = new QLabel(this);
        m_task->setWordWrap(true);
        layout->addWidget(m_task);

        static const char* const names[kFieldCount] = { "answerLeft", "answerRight", "answerTop",
            "answerBottom", "answerReverseX", "answerReverseY" };
        auto* walls = new QFormLayout;
        layout->addLayout(walls);
        for (int i = 0; i < kFieldCount; ++i) {
            auto* field = new QLineEdit(this);
            field->setObjectName(QLatin1String(names[i]));
            field->setClearButtonEnabled(true);
            m_fields[i] = field;
            connect(field, &QLineEdit::textEdited, this, [this] { answersEdited(); });
            connect(field, &QLineEdit::returnPressed, this, [this] { run(); });
            if (i < 4) {
                m_fieldLabels[i] = new QLabel(this);
                walls->addRow(m_fieldLabels[i], field);
            } else {
                m_fieldLabels[i] = new QLabel(this);
                m_fieldLabels[i]->setWordWrap(true);
                layout->addWidget(m_fieldLabels[i]);
                layout->addWidget(field);
            }
        }
        m_names = new QLabel(this);
        m_names->setObjectName(QStringLiteral("hint"));
        m_names->setWordWrap(true);
        layout->addWidget(m_names);
        m_run = new QPushButton(this);
        m_run->setObjectName(QStringLiteral("runRules"));
        connect(m_run, &QPushButton::clicked, this, [this] { run(); });
        layout->addWidget(m_run);
        m_errors = new QLabel(this);
        m_errors->setObjectName(QStringLiteral("errors"));
        m_errors->setWordWrap(true);
        m_errors->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_errors->setStyleSheet(QStringLiteral("color: #c62828;"));
        layout->addWidget(m_errors);
        m_verdict = new QLabel(this);
        m_verdict->setObjectName(QStringLiteral("verdict"));
        m_verdict->setWordWrap(true);
        m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(m_verdict);
        m_goto = new QPushButton(this);
        m_goto->setObjectName(QStringLiteral("gotoProblem"));
        connect(m_goto, &QPushButton::clicked, this, [this] {
            m_scene.pause();
            m_scene.seek(m_scene.problem().frame);
            saveProgress();
        });
        layout->addWidget(m_goto);
        m_status = new QLabel(this);
        m_status->setObjectName(QStringLiteral("status"));
        layout->addWidget(m_status);

        m_playerTitle = section(layout);
        auto* buttons = new QGridLayout;
        layout->addLayout(buttons);
        m_play = button(buttons, 0, 0, "playPause", [this] {
            m_scene.togglePlay();
            saveProgress();
        });
        m_restart = button(buttons, 0, 1, "restart", [this] {
            m_scene.pause();
            m_scene.seek(0);
            saveProgress();
        });
        m_back = button(buttons, 1, 0, "stepBack", [this] {
            m_scene.stepBack();
            saveProgress();
        });
        m_forward = button(buttons, 1, 1, "stepForward", [this] {
            m_scene.stepForward();
            saveProgress();
        });
        m_showCorrect = new QCheckBox(this);
        m_showCorrect->setObjectName(QStringLiteral("showCorrect"));
        connect(m_showCorrect, &QCheckBox::toggled, this, [this](bool on) {
            m_scene.setShowCorrect(on);
            saveProgress();
        });
        layout->addWidget(m_showCorrect);
        m_readout = new QLabel(this);
        m_readout->setObjectName(QStringLiteral("readout"));
        m_readout->setWordWrap(true);
        m_readout->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(m_readout);
        m_keys = new QLabel(this);
        m_keys->setObjectName(QStringLiteral("hint"));
        m_keys->setWordWrap(true);
        layout->addWidget(m_keys);

        m_startTitle = section(layout);
        layout->addWidget(new ParameterPanel(scene, undo, this));
        layout->addStretch();

        connect(&m_scene, &AreaMoveScene::frameChanged, this, &AreaMoveControls::frameChanged);
        connect(&m_scene, &AreaMoveScene::runChanged, this, &AreaMoveControls::updateVerdict);
        connect(&m_scene, &AreaMoveScene::playingChanged, this, &AreaMoveControls::updatePlayButton);
        connect(&m_scene, &LessonScene::changed, this, [this] { saveProgress(); });

        connect(&m_scene, &AreaMoveScene::playerKeyUsed, this, [this] { saveProgress(); });
        restore();
        retranslate();
    }

    ~AreaMoveControls() override
    {
        // Closing while playing: keep the frame on screen for the next start.
        m_scene.pause();
        saveProgress();
    }

protected:
    void changeEvent(QEvent* event) override
    {
        if (event->type() == QEvent::LanguageChange)
            retranslate();
        QWidget::changeEvent(event);
    }

    void hideEvent(QHideEvent* event) override
    {
        m_scene.pause(); // a hidden page does not run on
        QWidget::hideEvent(event);
    }

private:
    QLabel* section(QVBoxLayout* layout)
    {
        auto* label = new QLabel(this);
        label->setObjectName(QStringLiteral("sectionTitle"));
        layout->addWidget(label);
        return label;
    }

    template <typename F>
    QPushButton* button(QGridLayout* layout, int row, int column, const char* name, F action)
    {
        auto* b = new QPushButton(this);
        b->setObjectName(QLatin1String(name));
        connect(b, &QPushButton::clicked, this, action);
        layout->addWidget(b, row, column);
        return b;
    }

    QStringList answerList() const
    {
        QStringList texts;
        for (const QLineEdit* field : m_fields)
            texts << field->text();
        return texts;
    }

    Answers answers() const
    {
        Answers a;
        for (int i = 0; i < kFieldCount; ++i)
            a[i] = m_fields[i]->text();
        return a;
    }

    void answersEdited()
    {
        if (m_restoring)
            return;
        saveProgress();
    }

    // Compiles the blanks; on success the rectangles run by them and the run is diagnosed.
    void run()
    {
        const CompileResult compiled = compile(answers());
        m_lastErrors = compiled.errors;
        for (int i = 0; i < kFieldCount; ++i)
            m_fields[i]->setStyleSheet(QString());
        if (!compiled.rules) {
            const FieldError& first = compiled.errors.front();
            QLineEdit* field = m_fields[int(first.field)];
            field->setFocus();
            field->setCursorPosition(first.position);
            for (const FieldError& e : compiled.errors)
                m_fields[int(e.field)]->setStyleSheet(
                    QStringLiteral("QLineEdit { border: 2px solid #c62828; }"));
            showErrors();
            saveProgress();
            return;
        }
        m_errors->clear();
        m_ran = true;
        m_scene.setRules(compiled.rules);
        m_showCorrect->setChecked(true);
        ProgressStore* s = store();
        ExerciseProgress progress = s ? s->exercise(kId) : ExerciseProgress {};
        // Running the same answers again is not another attempt.
        const QStringList texts = answerList();
        if (texts != m_lastRun)
            ++progress.attempts;
        m_lastRun = texts;
        if (m_scene.problem().kind == ProblemKind::None)
            progress.status = ExerciseStatus::Done;
        else if (progress.status == ExerciseStatus::NotStarted)
            progress.status = ExerciseStatus::InProgress;
        if (s)
            s->update(kId, progress);
        m_attempts = progress.attempts;
        m_done = progress.status == ExerciseStatus::Done;
        m_scene.play();
        emit m_scene.canvasFocusRequested(); // Space and the arrows now drive the player
        saveProgress();
        updateVerdict();
    }

    void showErrors()
    {
        QStringList lines;
        for (const FieldError& e : m_lastErrors)
            lines << describeError(e);
        if (!lines.isEmpty() && m_scene.hasRules())
            lines << tr("(Until these are fixed, the rectangles keep moving by the last rules that ran.)");
        m_errors->setText(lines.join(QLatin1Char('\n')));
    }

    void saveProgress()
    {
        if (m_restoring)
            return;
        ProgressStore* s = store();
        if (!s)
            return;
        ExerciseProgress progress = s->exercise(kId);
        QJsonObject data;
        QJsonArray texts;
        for (int i = 0; i < kFieldCount; ++i)
            texts.append(m_fields[i]->text());
        data[QStringLiteral("answers")] = texts;
        data[QStringLiteral("ran")] = m_ran;
        data[QStringLiteral("lastRun")] = QJsonArray::fromStringList(m_lastRun);
        data[QStringLiteral("frame")] = m_scene.frameIndex();
        data[QStringLiteral("showCorrect")] = m_showCorrect->isChecked();
        QJsonArray start;
        for (const double v : m_scene.state())
            start.append(v);
        data[QStringLiteral("start")] = start;
        if (data == progress.data)
            return;
        progress.data = data;
        bool anything = m_ran;
        for (int i = 0; i < kFieldCount; ++i)
            anything = anything || !m_fields[i]->text().isEmpty();
        if (progress.status == ExerciseStatus::NotStarted && anything)
            progress.status = ExerciseStatus::InProgress;
        s->update(kId, progress);
    }

    void restore()
    {
        ProgressStore* s = store();
        if (!s)
            return;
        const ExerciseProgress progress = s->exercise(kId);
        m_attempts = progress.attempts;
        m_done = progress.status == ExerciseStatus::Done;
        const QJsonObject data = progress.data;
        m_restoring = true;
        const QJsonArray texts = data.value(QStringLiteral("answers")).toArray();
        for (int i = 0; i < kFieldCount && i < texts.size(); ++i)
            m_fields[i]->setText(texts.at(i).toString());
        m_showCorrect->setChecked(data.value(QStringLiteral("showCorrect")).toBool());
        for (const auto& text : data.value(QStringLiteral("lastRun")).toArray())
            m_lastRun << text.toString();
        // The rules that were running: those of the last run, even if the blanks changed since.
        if (data.value(QStringLiteral("ran")).toBool() && m_lastRun.size() == kFieldCount) {
            Answers last;
            for (int i = 0; i < kFieldCount; ++i)
                last[i] = m_lastRun.at(i);
            if (const CompileResult compiled = compile(last); compiled.rules) {
                m_ran = true;
                m_scene.setRules(compiled.rules);
            }
        }
        m_scene.seek(data.value(QStringLiteral("frame")).toInt());
        m_restoring = false;
    }

    void retranslate()
    {
        m_taskTitle->setText(tr("Fill in the blanks"));
        m_task->setText(tr("The drawing area is Width = %1 by Height = %2, centred on the origin, y up. "
                           "Where are its walls, and when must each velocity component turn around?")
                            .arg(num(kWidth), num(kHeight)));
        m_fieldLabels[0]->setText(QStringLiteral("Left ="));
        m_fieldLabels[1]->setText(QStringLiteral("Right ="));
        m_fieldLabels[2]->setText(QStringLiteral("Top ="));
        m_fieldLabels[3]->setText(QStringLiteral("Bottom ="));
        m_fieldLabels[4]->setText(tr("Reverse mov.X if"));
        m_fieldLabels[5]->setText(tr("Reverse mov.Y if"));
        m_fields[0]->setPlaceholderText(tr("e.g. a number or an expression"));
        m_fields[4]->setPlaceholderText(tr("a condition, e.g. a < b || c < d"));
        m_fields[5]->setPlaceholderText(tr("a condition, e.g. a < b || c < d"));
        m_names->setText(tr("Names: Width, Height, Left, Right, Top, Bottom, p0.X, p0.Y (top-left corner), "
                            "p2.X, p2.Y (bottom-right corner), mov.X, mov.Y. Operators: + - * / ( ) "
                            "< <= > >= == != && || ! (also AND, OR, NOT)."));
        m_run->setText(tr("Run my rules"));
        m_run->setToolTip(
            tr("Check the blanks and let the rectangles move by them (Enter in a blank does the same)"));
        m_playerTitle->setText(tr("Player (60 frames per second)"));
        m_back->setText(tr("◀ Back"));
        m_back->setToolTip(tr("One frame back (Left arrow on the canvas; Shift: 10 frames)"));
        m_forward->setText(tr("Forward ▶"));
        m_forward->setToolTip(tr("One frame forward (Right arrow on the canvas; Shift: 10 frames)"));
        m_restart->setText(tr("Frame 0"));
        m_restart->setToolTip(tr("Back to frame 0 (Home on the canvas)"));
        m_showCorrect->setText(tr("Correct motion (dashed)"));
        m_showCorrect->setToolTip(tr("Show the rectangles moved by bounceRectInBox as dashed outlines"));
        m_startTitle->setText(tr("Start positions and velocities"));
        m_keys->setText(tr("Keys (click the canvas first): Space plays and pauses, Left and Right step one "
                           "frame (Shift: 10), Home goes to frame 0. In a blank, the arrows move the text "
                           "cursor instead."));
        updatePlayButton(m_scene.isPlaying());
        if (!m_lastErrors.empty())
            showErrors();
        updateVerdict();
        updateReadout();
    }

    void updatePlayButton(bool playing)
    {
        m_play->setText(playing ? tr("Pause") : tr("Play"));
        m_play->setToolTip(tr("Play or pause (Space on the canvas)"));
    }

    void frameChanged() { updateReadout(); }

    void updateVerdict()
    {
        const Problem& problem = m_scene.problem();
        QString text;
        if (!m_scene.hasRules()) {
            text = tr("No rules running yet: the rectangles fly straight on and leave the area.");
        } else if (problem.kind == ProblemKind::None) {
            text = tr("Your rules behave like the correct ones for a whole minute (%1 frames): both "
                      "rectangles stay in the area and turn at the walls.")
                       .arg(kCheckFrames);
        } else {
            text = describeProblem(problem) + QLatin1Char('\n') + problemHint(problem.kind);
        }
        m_verdict->setText(text);
        m_verdict->setStyleSheet(m_scene.hasRules() && problem.kind != ProblemKind::None
                ? QStringLiteral("color: #c62828;")
                : QString());
        m_goto->setVisible(m_scene.hasRules() && problem.kind != ProblemKind::None);
        m_goto->setText(tr("Show frame %1").arg(problem.frame));
        m_status->setText(
            m_done ? tr("Runs so far: %1. Done!").arg(m_attempts) : tr("Runs so far: %1").arg(m_attempts));
    }

    void updateReadout()
    {
        const Frame& f = m_scene.currentFrame();
        const bool hit = intersecting(f.mine[0].box, f.mine[1].box);
        QStringList lines;
        lines << tr("Frame %1 (%2 s)")
                     .arg(QString::number(m_scene.frameIndex()),
                         draw::number(m_scene.frameIndex() / double(kFramesPerSecond), 2));
        for (int r = 0; r < 2; ++r) {
            const Body& b = f.mine[r];
            lines << tr("Rectangle %1: %2 %3, %4 %5, mov %6")
                         .arg(QString::number(r + 1), r == 0 ? QStringLiteral("p0") : QStringLiteral("P0"),
                             pointText(b.box.min.x, b.box.max.y),
                             r == 0 ? QStringLiteral("p2") : QStringLiteral("P2"),
                             pointText(b.box.max.x, b.box.min.y), pointText(b.mov.x, b.mov.y));
        }
        lines << tr("Flag: %1").arg(flagText(hit));
        m_readout->setText(lines.join(QLatin1Char('\n')));
    }

    AreaMoveScene& m_scene;
    bool m_restoring = false;
    bool m_ran = false;
    QStringList m_lastRun; // the answers of the last counted run
    bool m_done = false;
    int m_attempts = 0;
    std::vector<FieldError> m_lastErrors;
    std::array<QLineEdit*, kFieldCount> m_fields {};
    std::array<QLabel*, kFieldCount> m_fieldLabels {};
    QLabel* m_taskTitle = nullptr;
    QLabel* m_task = nullptr;
    QLabel* m_names = nullptr;
    QPushButton* m_run = nullptr;
    QLabel* m_errors = nullptr;
    QLabel* m_verdict = nullptr;
    QPushButton* m_goto = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_playerTitle = nullptr;
    QPushButton* m_back = nullptr;
    QPushButton* m_play = nullptr;
    QPushButton* m_forward = nullptr;
    QPushButton* m_restart = nullptr;
    QCheckBox* m_showCorrect = nullptr;
    QLabel* m_readout = nullptr;
    QLabel* m_keys = nullptr;
    QLabel* m_startTitle = nullptr;
};

} // namespace

std::unique_ptr<LessonScene> AreaMoveLesson::createScene() const
{
    auto scene = std::make_unique<AreaMoveScene>();
    // The start the student last used, if it is still a valid one.
    if (ProgressStore* s = store()) {
        const QJsonArray saved = s->exercise(kId).data.value(QStringLiteral("start")).toArray();
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
    return std::make_unique<AreaMovePainter>();
}

QWidget* AreaMoveLesson::createControls(LessonScene& scene, QUndoStack& undo, QWidget* parent) const
{
    return new AreaMoveControls(static_cast<AreaMoveScene&>(scene), undo, parent);
}

QString AreaMoveLesson::liveText(const LessonScene& base) const
{
    const auto& scene = static_cast<const AreaMoveScene&>(base);
    const auto bodies = scene.start();
    QString html = QStringLiteral("<p><b>%1</b> $\\mathit{Width} = %2,\\ \\mathit{Height} = %3$</p>")
                       .arg(tr("Your rectangles at frame 0."), num(kWidth), num(kHeight));
    for (int r = 0; r < 2; ++r) {
        const Body& b = bodies[r];
        const QString p = r == 0 ? QStringLiteral("p") : QStringLiteral("P");
        const Body next = stepCorrect(b);
        html += QStringLiteral(
            "<p>%1 $%2_0 = (%3,\\ %4)$, $%2_2 = (%5,\\ %6)$, $\\mathit{mov}_%7 = (%8,\\ %9)$<br>")
                    .arg(tr("Rectangle %1:").arg(r + 1), p, num(b.box.min.x), num(b.box.max.y),
                        num(b.box.max.x), num(b.box.min.y))
                    .arg(r + 1)
                    .arg(num(b.mov.x), num(b.mov.y));
        html += QStringLiteral("%1 $%2_0 + \\mathit{mov}_%3 = (%4,\\ %5)$</p>")
                    .arg(tr("one frame later:"), p)
                    .arg(r + 1)
                    .arg(num(next.box.min.x), num(next.box.max.y));
    }
    const bool hit = intersecting(bodies[0].box, bodies[1].box);
    html += QStringLiteral("<p>%1</p>").arg(tr("At frame 0 the flag says: %1.").arg(flagText(hit)));
    return html;
}

} // namespace lab
