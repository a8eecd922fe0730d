#include "slab_controls.h"

#include "slab_scene.h"
#include "slab_words.h"

#include "core/canvas/view_state.h"
#include "core/model/commands.h"
#include "core/model/lesson_task.h"
#include "core/model/numbers.h"
#include "core/widgets/label_holder.h"
#include "core/widgets/look.h"
#include "core/widgets/paced_update.h"
#include "core/widgets/parameter_panel.h"
#include "core/widgets/translated_widget.h"

#include <geometry/numeric.h>

#include <QButtonGroup>
#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>

namespace lab {

namespace {

using geometry::Vec2;
using Example = SlabScene::Example;
using Mode = SlabScene::Mode;

struct ExampleButton {
    Example example;
    Mode mode;
    const char* name;
};

constexpr ExampleButton kExamples[] = {
    { Example::Crossing, Mode::Box, "exampleCrossing" },
    { Example::Missing, Mode::Box, "exampleMissing" },
    { Example::ParallelInside, Mode::Box, "exampleParallelInside" },
    { Example::ParallelOutside, Mode::Box, "exampleParallelOutside" },
    { Example::StartInside, Mode::Box, "exampleStartInside" },
    { Example::GrazeCorner, Mode::Box, "exampleGrazeCorner" },
    { Example::RotatedLongV, Mode::Rotated, "exampleRotatedLongV" },
    { Example::DiskInside, Mode::Disk, "exampleDiskInside" },
    { Example::DiskTangent, Mode::Disk, "exampleDiskTangent" },
};

// The fields each mode shows; the mode's own value never has a field.
bool fieldShown(int index, Mode mode)
{
    if (index <= SlabScene::Vy)
        return true;
    switch (mode) {
    case Mode::Box: return index >= SlabScene::Px && index <= SlabScene::Qy;
    case Mode::Rotated: return index >= SlabScene::Tx && index <= SlabScene::Angle;
    case Mode::Disk: return index >= SlabScene::Cx;
    }
    return false;
}

} // namespace

SlabControls::SlabControls(SlabScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
    : TranslatedWidget(parent)
    , m_scene(scene)
    , m_undo(undo)
{
    auto* layout = new QVBoxLayout(this);
    const auto addTitle = [this, layout] { return look::sectionTitle(this, layout); };

    m_modeTitle = addTitle();
    auto* group = new QButtonGroup(this);
    const char* modeNames[3] = { "modeBox", "modeRotated", "modeDisk" };
    for (int i = 0; i < 3; ++i) {
        m_modes[i] = new QRadioButton(this);
        m_modes[i]->setObjectName(QLatin1String(modeNames[i]));
        group->addButton(m_modes[i], i);
        layout->addWidget(m_modes[i]);
    }
    connect(group, &QButtonGroup::idClicked, this, [this](int id) {
        const Mode mode = Mode(id);
        if (mode != m_scene.mode())
            pushState(m_undo, m_scene, m_scene.withMode(mode), m_modes[id]->text());
    });

    m_fieldsTitle = addTitle();
    m_panel = new ParameterPanel(scene, undo, view, this);
    layout->addWidget(m_panel);
    m_normalize = new QPushButton(this);
    m_normalize->setObjectName(QStringLiteral("normalise"));
    connect(m_normalize, &QPushButton::clicked, this, [this] {
        LessonScene::State s = m_scene.state();
        const Vec2 unit = geometry::normalized(m_scene.ray().direction);
        s[SlabScene::Vx] = unit.x;
        s[SlabScene::Vy] = unit.y;
        pushState(m_undo, m_scene, s, m_normalize->text());
    });
    layout->addWidget(m_normalize);

    m_examplesTitle = addTitle();
    for (const ExampleButton& e : kExamples) {
        auto* button = new QPushButton(this);
        button->setObjectName(QLatin1String(e.name));
        const Example which = e.example;
        connect(button, &QPushButton::clicked, this,
            [this, button, which] { pushState(m_undo, m_scene, m_scene.example(which), button->text()); });
        layout->addWidget(button);
        m_examples.append(button);
    }

    m_resultTitle = addTitle();
    m_readout = addReadout(this, layout);
    m_keys = addLabel(this, layout, QStringLiteral("hint"));
    layout->addStretch();

    new PacedUpdate(
        scene, view,
        [this] {
            updateFields();
            updateReadout();
        },
        this);
    // A task's fresh scene (or a field typed far away) is brought into view; a drag is not.
    connect(&scene, &LessonScene::changed, this, [this, &view] {
        if (!view.isDragging())
            m_scene.refitIfOutgrown();
    });
    updateFields();
    retranslate();
}

void SlabControls::retranslate()
{
    m_modeTitle->setText(tr("Cast the ray at"));
    m_modes[0]->setText(tr("an axis-aligned box"));
    m_modes[1]->setText(tr("a rotated rectangle"));
    m_modes[2]->setText(tr("a disk"));
    m_fieldsTitle->setText(tr("Ray and shape"));
    m_normalize->setText(tr("Make |v| = 1"));
    m_normalize->setToolTip(tr("Keep the direction of v and make it a unit vector, as the textbook assumes"));
    m_examplesTitle->setText(tr("One-click configurations"));
    const QString texts[] = {
        tr("Hit: inX < inY < outY < outX"),
        tr("Miss: inX > outY"),
        tr("Parallel to the y axis, inside the X slab"),
        tr("Parallel to the y axis, outside the X slab"),
        tr("Ray starting inside the box"),
        tr("Ray grazing a corner"),
        tr("|v| = 2: the textbook's points go wrong"),
        tr("Ray starting at the disk's centre"),
        tr("Ray tangent to the disk"),
    };
    for (int i = 0; i < m_examples.size(); ++i)
        m_examples[i]->setText(texts[i]);
    m_resultTitle->setText(tr("Result"));
    m_keys->setText(
        tr("Keys: H / J / K / L move the rectangle or disk by a quarter (Shift: by 1), E turns the "
           "ray, Shift+E the other way, R turns the rectangle, Shift+R the other way. Tab picks a "
           "handle, the arrow keys move it (Shift: further)."));
    updateReadout();
}

void SlabControls::updateFields()
{
    const Mode mode = m_scene.mode();
    m_modes[int(mode)]->setChecked(true);
    const auto labels = m_panel->findChildren<QLabel*>();
    for (int i = 0; i < SlabScene::ParamCount; ++i) {
        QLineEdit* field = m_panel->field(i);
        const bool shown = fieldShown(i, mode);
        field->setVisible(shown);
        for (QLabel* label : labels) {
            if (label->buddy() == field)
                label->setVisible(shown);
        }
    }
    for (int i = 0; i < m_examples.size(); ++i)
        m_examples[i]->setVisible(kExamples[i].mode == mode);
}

void SlabControls::updateReadout()
{
    const QStringList lines = m_scene.mode() == Mode::Disk ? diskReadout() : slabsReadout();
    m_readout->setText(lines.join(QLatin1Char('\n')));
}

QStringList SlabControls::diskReadout() const
{
    const geometry::RayDiskResult& h = m_scene.result().disk;
    const DiskRoots roots = diskRoots(h);
    const QString enter = formatPoint(h.enter.x, h.enter.y, 3);
    const QString exit = formatPoint(h.exit.x, h.exit.y, 3);
    QStringList lines;
    if (m_scene.holds(kHeldRoots) || m_scene.holds(kHeldVerdict))
        return lines << tr("b, c, D and the verdict: ? (after the task)");
    lines << tr("b = %1, c = %2, D = %3")
                 .arg(formatNumber(h.b, 3), formatNumber(h.c, 3), formatNumber(h.discriminant, 3));
    if (roots.real)
        lines << tr("t_min = %1, t_max = %2").arg(formatNumber(roots.near, 3), formatNumber(roots.far, 3));
    if (!h.hit)
        lines << (roots.real ? tr("Miss: the disk is behind R₀.") : tr("Miss: D < 0, no real root."));
    else if (h.startedInside)
        lines << tr("Hit, started inside: R₀ is in the disk, exit %1 at t = %2.")
                     .arg(exit, formatNumber(h.tExit, 3))
              << tr("The textbook's code calls this a miss (it rejects t_min < 0).");
    else if (h.tEnter == h.tExit)
        lines << tr("Hit, tangent: the ray touches the circle at %1, t = %2.")
                     .arg(enter, formatNumber(h.tEnter, 3));
    else
        lines << tr("Hit: enter %1 at t = %2, exit %3 at t = %4.")
                     .arg(enter, formatNumber(h.tEnter, 3), exit, formatNumber(h.tExit, 3));
    return lines;
}

QStringList SlabControls::slabsReadout() const
{
    const geometry::Ray ray = m_scene.ray();
    const bool rotated = m_scene.mode() == Mode::Rotated;
    const geometry::RayAabbResult& h = m_scene.result().slabs;
    const QString enter = formatPoint(h.enter.x, h.enter.y, 3);
    const QString exit = formatPoint(h.exit.x, h.exit.y, 3);
    QStringList lines;
    if (rotated) {
        const Vec2 lo = m_scene.localOrigin();
        const Vec2 lv = m_scene.localDirection();
        const bool held = m_scene.holds(kHeldLocal);
        lines << tr("In the rectangle's frame:")
              << QStringLiteral("R₀' = %1, v' = %2")
                     .arg(held ? QStringLiteral("?") : formatPoint(lo.x, lo.y, 3),
                         held ? QStringLiteral("?") : formatPoint(lv.x, lv.y, 3));
    }
    if (m_scene.holds(kHeldTimes))
        return lines << tr("inX, outX, inY, outY, t_enter, t_exit: ? (after the task)");
    lines << QStringLiteral("inX = %1, outX = %2").arg(timeText(h.inX), timeText(h.outX));
    lines << QStringLiteral("inY = %1, outY = %2").arg(timeText(h.inY), timeText(h.outY));
    if (h.inX > h.outX || h.inY > h.outY)
        return lines << tr("Miss: the ray is parallel to a slab and starts outside it.");
    lines << QStringLiteral("t_enter = max(inX, inY) = %1").arg(timeText(h.slabEnter));
    lines << QStringLiteral("t_exit = min(outX, outY) = %1").arg(timeText(h.slabExit));
    if (m_scene.holds(kHeldVerdict))
        return lines << tr("The verdict: ? (after the task)");
    if (!h.hit)
        lines << (h.slabEnter > h.slabExit ? tr("Miss: t_enter > t_exit.")
                                           : tr("Miss: t_exit < 0, the box is behind R₀."));
    else if (h.startedInside)
        lines << tr("Hit, started inside: exit %1 at t = %2.").arg(exit, formatNumber(h.tExit, 3))
              << tr("The textbook's code calls this a miss (inX < 0 and inY < 0).");
    else if (h.tEnter == h.tExit)
        lines << tr("Hit, grazing at %1: t_enter = t_exit.").arg(enter)
              << tr("The textbook's strict < calls this a miss.");
    else
        lines << tr("Hit: enter %1, exit %2.").arg(enter, exit);
    const double speed = geometry::length(ray.direction);
    if (rotated && h.hit && std::abs(speed - 1) > geometry::tolerance::kUnitLength) {
        const Vec2 in = textbookRectPoint(ray, h.tEnter);
        const Vec2 out = textbookRectPoint(ray, h.tExit);
        lines << tr("|v| = %1: the textbook's code would return %2 and %3.")
                     .arg(formatNumber(speed, 3), formatPoint(in.x, in.y, 3), formatPoint(out.x, out.y, 3));
    }
    return lines;
}

} // namespace lab
