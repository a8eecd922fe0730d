#include "hierarchy_controls.h"

#include "hierarchy_chart.h"
#include "hierarchy_scene.h"

#include "shared/car_run.h"
#include "shared/car_words.h"

#include "core/canvas/view_state.h"
#include "core/model/commands.h"
#include "core/model/numbers.h"
#include "core/widgets/label_holder.h"
#include "core/widgets/look.h"
#include "core/widgets/paced_update.h"
#include "core/widgets/parameter_panel.h"
#include "core/widgets/translated_widget.h"

#include <QButtonGroup>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace lab {

namespace {

using Mode = HierarchyScene::Mode;

class HierarchyControls : public TranslatedWidget {
    Q_DECLARE_TR_FUNCTIONS(HierarchyControls)

public:
    HierarchyControls(HierarchyScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
        : TranslatedWidget(parent)
        , m_scene(scene)
        , m_undo(undo)
        , m_view(view)
    {
        auto* layout = new QVBoxLayout(this);
        buildMode(layout);
        buildCar(layout);
        buildExamples(layout);
        m_resultTitle = look::sectionTitle(this, layout);
        m_readout = readout(QStringLiteral("readout"), layout);
        m_runTitle = look::sectionTitle(this, layout);
        m_run = new CarRun(scene, this);
        layout->addWidget(m_run);
        m_counters = readout(QStringLiteral("counters"), layout);
        m_chart = new HierarchyChart(scene, view, this);
        layout->addWidget(m_chart);
        m_fieldsTitle = look::sectionTitle(this, layout);
        layout->addWidget(new ParameterPanel(scene, undo, view, this));
        m_keys = new QLabel(this);
        m_keys->setWordWrap(true);
        m_keys->setObjectName(QStringLiteral("hint"));
        layout->addWidget(m_keys);
        layout->addStretch();

        new PacedUpdate(
            scene, view,
            [this] { // while dragged, about 30 a second
                updateReadout();
                updateHeld();
            },
            this);
        connect(&scene, &HierarchyScene::runChanged, this, [this] {
            m_chart->followRun();
            updateCounters();
        });
        connect(&scene, &HierarchyScene::modeChanged, this, [this] {
            const bool cars = m_scene.mode() == Mode::CarVsCar;
            if (m_modeCars->isChecked() != cars)
                (cars ? m_modeCars : m_modeWalls)->setChecked(true);
            m_carB->setEnabled(cars);
            m_chart->updateAxes();
        });
        retranslate();
        updateHeld();
    }

private:
    QLabel* readout(const QString& name, QVBoxLayout* layout)
    {
        auto* label = new ReadoutLabel(this);
        label->setObjectName(name);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(label);
        return label;
    }

    QPushButton* button(const QString& name, QBoxLayout* layout)
    {
        auto* b = new QPushButton(this);
        b->setObjectName(name);
        layout->addWidget(b);
        return b;
    }

    QRadioButton* choice(const QString& name, QButtonGroup* group)
    {
        auto* b = new QRadioButton(this);
        b->setObjectName(name);
        group->addButton(b);
        return b;
    }

    // Car against car or one car against the walls: an undo step.
    void buildMode(QVBoxLayout* layout)
    {
        m_modeTitle = look::sectionTitle(this, layout);
        auto* modes = new QButtonGroup(this);
        m_modeCars = choice(QStringLiteral("modeCars"), modes);
        m_modeWalls = choice(QStringLiteral("modeWalls"), modes);
        m_modeCars->setChecked(true);
        layout->addWidget(m_modeCars);
        layout->addWidget(m_modeWalls);
        connect(m_modeCars, &QRadioButton::toggled, this, [this](bool on) {
            const auto mode = on ? Mode::CarVsCar : Mode::Walls;
            if (mode != m_scene.mode())
                pushState(m_undo, m_scene, m_scene.withMode(mode), tr("Mode"));
        });
    }

    // The car the keys move, and the turn buttons (R, Shift+R).
    void buildCar(QVBoxLayout* layout)
    {
        m_carTitle = look::sectionTitle(this, layout);
        auto* cars = new QHBoxLayout;
        auto* carGroup = new QButtonGroup(this);
        m_carA = choice(QStringLiteral("selectA"), carGroup);
        m_carB = choice(QStringLiteral("selectB"), carGroup);
        cars->addWidget(m_carA);
        cars->addWidget(m_carB);
        cars->addStretch();
        layout->addLayout(cars);
        connect(m_carA, &QRadioButton::clicked, this, [this] { m_scene.setSelectedCar(0); });
        connect(m_carB, &QRadioButton::clicked, this, [this] { m_scene.setSelectedCar(1); });
        auto* turns = new QHBoxLayout;
        m_turnLeft = button(QStringLiteral("turnLeft"), turns);
        m_turnRight = button(QStringLiteral("turnRight"), turns);
        layout->addLayout(turns);
        connect(m_turnLeft, &QPushButton::clicked, this, [this] { key(Qt::Key_R, {}); });
        connect(m_turnRight, &QPushButton::clicked, this, [this] { key(Qt::Key_R, Qt::ShiftModifier); });
    }

    void buildExamples(QVBoxLayout* layout)
    {
        m_examplesTitle = look::sectionTitle(this, layout);
        m_exampleFalse = button(QStringLiteral("exampleFalse"), layout);
        m_exampleCrash = button(QStringLiteral("exampleCrash"), layout);
        m_exampleStuck = button(QStringLiteral("exampleStuck"), layout);
        connect(m_exampleFalse, &QPushButton::clicked, this,
            [this] { example(HierarchyScene::FalseCollision, Mode::CarVsCar, m_exampleFalse); });
        connect(m_exampleCrash, &QPushButton::clicked, this,
            [this] { example(HierarchyScene::Crash, Mode::CarVsCar, m_exampleCrash); });
        connect(m_exampleStuck, &QPushButton::clicked, this,
            [this] { example(HierarchyScene::StuckAtWall, Mode::Walls, m_exampleStuck); });
    }

    void key(int k, Qt::KeyboardModifiers modifiers)
    {
        if (const auto next = m_scene.keyAction(k, modifiers, m_view.selection()))
            pushState(m_undo, m_scene, *next, m_scene.keyActionText(k, m_view.selection()));
    }

    void example(HierarchyScene::Example which, Mode mode, QPushButton* from)
    {
        m_run->stop();
        LessonScene::State next = m_scene.example(which);
        next[HierarchyScene::ModeParam] = double(int(mode)); // one undo step: the mode and the cars
        pushState(m_undo, m_scene, next, from->text());
    }

    // What an open task holds back: the run (predict-wall), the counters and the plot.
    void updateHeld()
    {
        const bool frame = !m_scene.holds(hierarchy::kHeldFrame);
        if (!frame)
            m_run->stop();
        m_run->setRunnable(frame);
        const bool counts = !m_scene.holds(hierarchy::kHeldTests);
        m_chart->setVisible(counts);
        if (counts != m_countsShown) {
            m_countsShown = counts;
            updateCounters();
        }
    }

    void updateCounters()
    {
        if (!m_countsShown) {
            m_counters->setText(tr("The counters are back once you have answered the task."));
            m_chart->describe(m_counters->text());
            return;
        }
        const auto t = m_scene.totals();
        if (m_scene.history().isEmpty()) {
            m_counters->setText(tr("No frame run yet: press Play or Frame ▶."));
            m_chart->describe(m_counters->text());
            return;
        }
        const auto& f = m_scene.history().constLast();
        const bool cars = m_scene.mode() == Mode::CarVsCar;
        QStringList lines;
        lines << tr("Frame %1").arg(t.frames);
        lines << tr("This frame: %1 circle tests (outer circle only: 1)").arg(f.tests);
        lines << (cars ? tr("Outer circles overlap, inner circles reject it: %1")
                       : tr("Outer circle out, inner circles reject it: %1"))
                     .arg(CarWords::yesNo(f.falseAvoided()));
        lines << tr("Confirmed hit: %1").arg(CarWords::yesNo(f.confirmed));
        lines << tr("Totals: %1 circle tests (outer circle only: %2)").arg(t.tests).arg(t.outerOnlyTests);
        lines << tr("False collisions avoided: %1").arg(t.falseAvoided);
        lines << tr("Confirmed hits: %1").arg(t.confirmed);
        m_counters->setText(lines.join(QLatin1Char('\n')));
        m_chart->describe(m_counters->text()); // the plot's last points in words
    }

    void updateReadout()
    {
        (m_scene.selectedCar() == 0 ? m_carA : m_carB)->setChecked(true);
        QStringList lines;
        const geometry::Vec2 a = m_scene.pose(0).position;
        lines << tr("Car A at %1, angle %2°")
                     .arg(formatPoint(a.x, a.y), formatNumber(m_scene.value(HierarchyScene::Aangle)));
        if (m_scene.mode() == Mode::CarVsCar) {
            const geometry::Vec2 b = m_scene.pose(1).position;
            lines << tr("Car B at %1, angle %2°")
                         .arg(formatPoint(b.x, b.y), formatNumber(m_scene.value(HierarchyScene::Bangle)));
            lines << carsReadout();
        } else {
            lines << CarWords::step(m_scene.velocity(0)) << wallsReadout();
        }
        m_readout->setText(lines.join(QLatin1Char('\n')));
    }

    QStringList carsReadout() const
    {
        const auto c = m_scene.handoutCar();
        const geometry::HierarchyResult& hit = m_scene.carVsCar();
        if (m_scene.holds(kHeldVerdict))
            return {};
        const bool pairsShown = !m_scene.holds(hierarchy::kHeldPairs);
        const bool testsShown = !m_scene.holds(hierarchy::kHeldTests);
        QStringList pairs;
        for (int k = 0; k + 1 < hit.circleTests; ++k) {
            const InnerPair p = testedPair(c, k);
            pairs << pairName(p.a, p.b);
        }
        QStringList lines;
        lines << tr("Outer circles: %1").arg(hit.outerOverlap ? tr("overlap") : tr("apart"));
        if (pairsShown) {
            lines << tr("Inner pairs tested: %1")
                         .arg(pairs.isEmpty() ? tr("none") : pairs.join(QStringLiteral(", ")));
            lines << tr("Pair that hit: %1").arg(hit.hit ? pairName(hit.innerA, hit.innerB) : tr("none"));
        }
        if (testsShown)
            lines << tr("Circle tests: %1").arg(hit.circleTests);
        if (hit.hit)
            lines << tr("Verdict: collision");
        else if (hit.outerOverlap)
            lines << tr("Verdict: no collision (false collision avoided)");
        else
            lines << tr("Verdict: no collision");
        return lines;
    }

    QStringList wallsReadout() const
    {
        const geometry::HierarchyWallResult& hit = m_scene.carVsWalls();
        if (m_scene.holds(kHeldVerdict) || m_scene.holds(hierarchy::kHeldPairs))
            return { CarWords::outerPastWall(hit.outerTouches) };
        QStringList tested;
        for (int i = 0; i + 1 < hit.circleTests; ++i)
            tested << QString::number(i + 1);
        QStringList lines;
        lines << CarWords::outerPastWall(hit.outerTouches);
        lines << tr("Inner circles tested: %1")
                     .arg(tested.isEmpty() ? tr("none") : tested.join(QStringLiteral(", ")));
        lines << tr("Inner circle past a wall: %1")
                     .arg(hit.hit ? QString::number(hit.innerIndex + 1) : tr("none"));
        lines << tr("Circle tests: %1").arg(hit.circleTests);
        if (hit.hit)
            lines << tr("Verdict: touches a wall. Already past it at rest, the handout's rule can trap the "
                        "car here.");
        else if (hit.outerTouches)
            lines << tr("Verdict: clear (false collision avoided)");
        else
            lines << tr("Verdict: clear");
        return lines;
    }

    void retranslate() override
    {
        m_modeTitle->setText(tr("Mode"));
        m_modeCars->setText(tr("Car vs car"));
        m_modeWalls->setText(tr("Car vs walls (bouncing)"));
        m_carTitle->setText(tr("Car moved by the keys"));
        m_carA->setText(tr("Car A"));
        m_carB->setText(tr("Car B"));
        m_turnLeft->setText(tr("⟲ R"));
        m_turnRight->setText(tr("⟳ Shift+R"));
        m_turnLeft->setToolTip(tr("Turn the selected car 5° counter-clockwise"));
        m_turnRight->setToolTip(tr("Turn the selected car 5° clockwise"));
        m_examplesTitle->setText(tr("Try these"));
        m_exampleFalse->setText(tr("False collision"));
        m_exampleFalse->setToolTip(tr("The outer circles meet, the cars do not"));
        m_exampleCrash->setText(tr("Cars crash"));
        m_exampleStuck->setText(tr("Stuck at a wall"));
        m_exampleStuck->setToolTip(tr("The front circle starts more than one step past the left wall"));
        m_resultTitle->setText(tr("Result"));
        m_runTitle->setText(tr("Animation (60 frames per second)"));
        m_fieldsTitle->setText(tr("Values"));
        m_keys->setText(
            tr("Keys (click the canvas first): H / J / K / L or the arrow keys move the selected "
               "car by 1 (Shift: by 10), R turns it 5° counter-clockwise, Shift+R clockwise, C switches "
               "between car A and car B, Space plays or pauses, F steps one frame, 0 fits the "
               "view. Tab picks a handle; the arrow keys then move that handle (Shift: further)."));
        updateReadout();
        updateCounters();
    }

    HierarchyScene& m_scene;
    QUndoStack& m_undo;
    const ViewState& m_view;
    QLabel* m_modeTitle = nullptr;
    QRadioButton* m_modeCars = nullptr;
    QRadioButton* m_modeWalls = nullptr;
    QLabel* m_carTitle = nullptr;
    QRadioButton* m_carA = nullptr;
    QRadioButton* m_carB = nullptr;
    QPushButton* m_turnLeft = nullptr;
    QPushButton* m_turnRight = nullptr;
    QLabel* m_examplesTitle = nullptr;
    QPushButton* m_exampleFalse = nullptr;
    QPushButton* m_exampleCrash = nullptr;
    QPushButton* m_exampleStuck = nullptr;
    QLabel* m_resultTitle = nullptr;
    QLabel* m_readout = nullptr;
    QLabel* m_runTitle = nullptr;
    CarRun* m_run = nullptr;
    QLabel* m_counters = nullptr;
    HierarchyChart* m_chart = nullptr;
    QLabel* m_fieldsTitle = nullptr;
    QLabel* m_keys = nullptr;
    bool m_countsShown = true;
};

} // namespace

QWidget* createHierarchyControls(HierarchyScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
{
    return new HierarchyControls(scene, undo, view, parent);
}

} // namespace lab
