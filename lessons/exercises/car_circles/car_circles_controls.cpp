#include "car_circles_controls.h"

#include "car_circles_marks.h"
#include "car_circles_scene.h"

#include "shared/car_run.h"
#include "shared/car_words.h"

#include "core/canvas/view_state.h"
#include "core/model/numbers.h"
#include "core/widgets/look.h"
#include "core/widgets/paced_update.h"
#include "core/widgets/parameter_panel.h"
#include "core/widgets/translated_widget.h"

#include <QButtonGroup>
#include <QCoreApplication>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QRadioButton>
#include <QVBoxLayout>

#include <array>

namespace lab {

namespace {

using Program = CarCirclesScene::Program;
using car_circles::WrappedChoice;

class CarCirclesControls : public TranslatedWidget {
    Q_DECLARE_TR_FUNCTIONS(CarCirclesControls)

public:
    CarCirclesControls(CarCirclesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
        : TranslatedWidget(parent)
        , m_scene(scene)
    {
        auto* layout = new QVBoxLayout(this);
        m_resultTitle = look::sectionTitle(this, layout);
        m_readout = label(QStringLiteral("readout"), layout);
        m_readout->setTextInteractionFlags(Qt::TextSelectableByMouse);
        buildRun(layout);
        buildCounters(layout);
        m_fieldsTitle = look::sectionTitle(this, layout);
        layout->addWidget(new ParameterPanel(scene, undo, view, this));
        m_keys = label(QStringLiteral("hint"), layout);
        layout->addStretch();

        new PacedUpdate(
            scene, view, [this] { updateReadout(); }, this); // while dragged, about 30 a second
        connect(&scene, &CarCirclesScene::runChanged, this, &CarCirclesControls::updateRun);
        connect(&scene, &CarCirclesScene::workChanged, this, &CarCirclesControls::updateRun);
        retranslate();
    }

private:
    QLabel* label(const QString& name, QBoxLayout* layout)
    {
        auto* l = addLabel(this, layout, name);
        return l;
    }

    // Which program runs (the student's hierarchy once task 1 is right), and the runner.
    void buildRun(QVBoxLayout* layout)
    {
        m_runTitle = look::sectionTitle(this, layout);
        auto* programs = new QButtonGroup(this);
        m_programOuter = new WrappedChoice(QStringLiteral("programOuter"), programs, 0, this);
        m_programHierarchy = new WrappedChoice(QStringLiteral("programHierarchy"), programs, 1, this);
        layout->addWidget(m_programOuter);
        layout->addWidget(m_programHierarchy);
        connect(m_programHierarchy->button(), &QRadioButton::toggled, this,
            [this](bool on) { m_scene.setProgram(on ? Program::Hierarchy : Program::OuterOnly); });
        layout->addWidget(new CarRun(m_scene, this));
    }

    // The two programs' counters side by side.
    void buildCounters(QVBoxLayout* layout)
    {
        auto* grid = new QGridLayout;
        m_columnOuter = new QLabel(this);
        m_columnHierarchy = new QLabel(this);
        grid->addWidget(m_columnOuter, 0, 1);
        grid->addWidget(m_columnHierarchy, 0, 2);
        static const char* const rowNames[] = { "frames", "bounces", "falseHits", "circleTests" };
        for (int r = 0; r < kCounterRows; ++r) {
            m_rowTitles[r] = new QLabel(this);
            m_rowTitles[r]->setWordWrap(true);
            grid->addWidget(m_rowTitles[r], r + 1, 0);
            for (int c = 0; c < 2; ++c) {
                auto* value = new QLabel(this);
                value->setObjectName(QStringLiteral("%1_%2").arg(QLatin1String(rowNames[r]),
                    c == 0 ? QStringLiteral("outer") : QStringLiteral("hierarchy")));
                value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
                grid->addWidget(value, r + 1, c + 1);
                m_counterValues[r][c] = value;
            }
        }
        grid->setColumnStretch(0, 1);
        layout->addLayout(grid);
    }

    void updateRun()
    {
        QRadioButton* current
            = (m_scene.program() == Program::Hierarchy ? m_programHierarchy : m_programOuter)->button();
        if (!current->isChecked())
            current->setChecked(true);
        m_programHierarchy->button()->setEnabled(m_scene.solved());
        for (int c = 0; c < 2; ++c) {
            const auto& counters = m_scene.counters(c == 0 ? Program::OuterOnly : Program::Hierarchy);
            const int values[kCounterRows]
                = { counters.frames, counters.bounces, counters.falseHits, counters.circleTests };
            for (int r = 0; r < kCounterRows; ++r)
                m_counterValues[r][c]->setText(formatNumber(values[r], 0));
        }
    }

    void updateReadout()
    {
        const geometry::HierarchyWallResult& walls = m_scene.wallsNow();
        const geometry::Vec2 p0 = m_scene.pose().position;
        QStringList lines;
        lines << tr("Car p0 = %1, angle %2°")
                     .arg(formatPoint(p0.x, p0.y), formatNumber(m_scene.value(CarCirclesScene::Angle)));
        lines << CarWords::step(m_scene.velocity());
        lines << CarWords::outerPastWall(walls.outerTouches);
        lines << tr("The car (inner circles of the handout) past a wall: %1")
                     .arg(
                         walls.hit ? tr("yes, circle %1").arg(walls.innerIndex + 1) : CarWords::yesNo(false));
        if (walls.outerTouches && !walls.hit)
            lines << tr("Verdict: false collision of the outer circle");
        else if (walls.hit)
            lines << tr("Verdict: real hit");
        else
            lines << tr("Verdict: clear");
        m_readout->setText(lines.join(QLatin1Char('\n')));
    }

    void retranslate() override
    {
        m_resultTitle->setText(tr("Result"));
        m_runTitle->setText(tr("Run (60 frames per second)"));
        m_programOuter->setText(tr("Given program: outer circle only"));
        m_programHierarchy->setText(tr("Your hierarchy (after task 1 is right)"));
        m_columnOuter->setText(tr("Outer only"));
        m_columnHierarchy->setText(tr("Hierarchy"));
        m_rowTitles[0]->setText(tr("Frames"));
        m_rowTitles[1]->setText(tr("Bounces"));
        m_rowTitles[2]->setText(tr("False collisions"));
        m_rowTitles[3]->setText(tr("Circle tests"));
        m_fieldsTitle->setText(tr("Values"));
        m_keys->setText(
            tr("Keys (click the canvas first): H / J / K / L move the car by 1 (Shift: by 10), R turns it 5° "
               "counter-clockwise, Shift+R clockwise, Space plays or pauses, F runs one frame. Drag the "
               "car or its centre; the handle on the outer circle sets r0."));
        updateReadout();
        updateRun();
    }

    static constexpr int kCounterRows = 4;

    CarCirclesScene& m_scene;
    QLabel* m_resultTitle = nullptr;
    QLabel* m_readout = nullptr;
    QLabel* m_runTitle = nullptr;
    WrappedChoice* m_programOuter = nullptr;
    WrappedChoice* m_programHierarchy = nullptr;
    QLabel* m_columnOuter = nullptr;
    QLabel* m_columnHierarchy = nullptr;
    std::array<QLabel*, kCounterRows> m_rowTitles {};
    std::array<std::array<QLabel*, 2>, kCounterRows> m_counterValues {};
    QLabel* m_fieldsTitle = nullptr;
    QLabel* m_keys = nullptr;
};

} // namespace

QWidget* createCarCirclesControls(CarCirclesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
{
    return new CarCirclesControls(scene, undo, view, parent);
}

} // namespace lab
