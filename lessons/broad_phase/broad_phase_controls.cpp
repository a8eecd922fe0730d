#include "broad_phase_controls.h"

#include "broad_phase_chart.h"

#include "core/canvas/view_state.h"
#include "core/model/commands.h"
#include "core/model/lesson_task.h"
#include "core/model/numbers.h"
#include "core/widgets/frame_runner.h"
#include "core/widgets/label_holder.h"
#include "core/widgets/look.h"
#include "core/widgets/paced_update.h"
#include "core/widgets/parameter_panel.h"

#include <QButtonGroup>
#include <QChartView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace lab {

namespace {

constexpr double kFrameBudgetMs = 1000.0 / 60;

QString ms(double v)
{
    return formatNumber(v, v < 10 ? 2 : 1);
}

} // namespace

int BroadPhaseControls::countAt(int sliderValue)
{
    const double lo = std::log(double(BroadPhaseScene::kMinBodies));
    const double hi = std::log(double(BroadPhaseScene::kMaxBodies));
    return int(std::lround(std::exp(lo + (hi - lo) * sliderValue / kSliderSteps)));
}

int BroadPhaseControls::sliderAt(int n)
{
    const double lo = std::log(double(BroadPhaseScene::kMinBodies));
    const double hi = std::log(double(BroadPhaseScene::kMaxBodies));
    return int(std::lround((std::log(double(n)) - lo) / (hi - lo) * kSliderSteps));
}

BroadPhaseControls::BroadPhaseControls(
    BroadPhaseScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
    : TranslatedWidget(parent)
    , m_scene(scene)
    , m_undo(undo)
{
    auto* layout = new QVBoxLayout(this);
    const auto title = [this, layout] { return look::sectionTitle(this, layout); };
    m_bodiesTitle = title();
    m_sliderLabel = addLabel(this, layout, QStringLiteral("bodiesLabel"));
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setObjectName(QStringLiteral("bodies"));
    m_slider->setRange(0, kSliderSteps);
    m_sliderLabel->setBuddy(m_slider);
    layout->addWidget(m_slider);
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        pushState(
            m_undo, m_scene, BroadPhaseScene::withCount(m_scene.values(), countAt(value)), tr("Change n"));
    });
    layout->addWidget(new ParameterPanel(scene, undo, view, this));
    m_newBodies = new QPushButton(this);
    m_newBodies->setObjectName(QStringLiteral("newBodies"));
    connect(m_newBodies, &QPushButton::clicked, this, [this] {
        LessonScene::State next = m_scene.values();
        next[BroadPhaseScene::Seed] = std::fmod(next[BroadPhaseScene::Seed] + 1, 4294967296.0);
        pushState(m_undo, m_scene, next, m_newBodies->text());
    });
    layout->addWidget(m_newBodies);

    m_methodTitle = title();
    m_methods = new QButtonGroup(this);
    static const char* const kNames[] = { "methodAllPairs", "methodGrid", "methodSweep" };
    for (int i = 0; i < 3; ++i) {
        m_methodButtons[std::size_t(i)] = new QRadioButton(this);
        m_methodButtons[std::size_t(i)]->setObjectName(QLatin1String(kNames[i]));
        m_methods->addButton(m_methodButtons[std::size_t(i)], i);
        layout->addWidget(m_methodButtons[std::size_t(i)]);
    }
    connect(m_methods, &QButtonGroup::idClicked, this, [this](int id) {
        pushState(m_undo, m_scene, BroadPhaseScene::withMethod(m_scene.values(), BroadMethod(id)),
            m_methods->button(id)->text());
    });

    m_runTitle = title();
    m_runner = new FrameRunner({ .back = false, .clear = true }, this);
    layout->addWidget(m_runner);
    connect(m_runner, &FrameRunner::frameRequested, &m_scene, [this] { m_scene.advance(); });
    connect(m_runner, &FrameRunner::clearRequested, &m_scene, [this] { m_scene.restart(); });

    m_resultTitle = title();
    m_readout = addReadout(this, layout);
    // The times apart from the read-out: they change from frame to frame whatever the scene.
    m_times = addLabel(this, layout, QStringLiteral("timings"), Qt::RichText);
    m_chartTitle = title();
    m_chart = new BroadPhaseChart(this, layout);
    m_legend = addLabel(this, layout, QStringLiteral("chartLegend"), Qt::RichText);
    m_hint = addLabel(this, layout, QStringLiteral("hint"));
    layout->addStretch();

    new PacedUpdate(scene, view, { [this] { updateReadout(); }, [this] { updateChart(); } }, this);
    connect(&scene, &LessonScene::changed, this, &BroadPhaseControls::followScene);
    connect(&view, &ViewState::styleChanged, this, [this, &view] {
        m_chart->applyStyle(view.style());
        retranslate();
    });
    m_chart->applyStyle(view.style());
    followScene();
    retranslate();
    updateChart();
}

void BroadPhaseControls::followScene()
{
    const QSignalBlocker blocker(m_slider);
    m_slider->setValue(sliderAt(m_scene.count()));
    m_methodButtons[std::size_t(m_scene.method())]->setChecked(true);
    m_runner->setRunnable(true);
}

void BroadPhaseControls::updateChart()
{
    const LessonScene::State& s = m_scene.values();
    if (s[BroadPhaseScene::Cell] != m_chartCell || s[BroadPhaseScene::Seed] != m_chartSeed) {
        m_chartCell = s[BroadPhaseScene::Cell];
        m_chartSeed = s[BroadPhaseScene::Seed];
        m_chart->clear();
    }
    m_chart->setHeld(m_scene.holds(kHeldTests), m_scene.holds(kHeldAllPairs));
    m_chart->record(m_scene);
}

QString BroadPhaseControls::readoutHtml() const
{
    const BroadPhaseFrame& f = m_scene.frame();
    const bool testsHeld = m_scene.testsHeld();
    const bool pairsHeld = m_scene.holds(kHeldVerdict);
    const QString q = QStringLiteral("?");
    QStringList lines;
    lines << tr("n = %1 bodies; all pairs would make %2 pair tests")
                 .arg(formatCount(m_scene.count()),
                     m_scene.holds(kHeldAllPairs) ? q : formatCount(f.allPairs));
    if (!f.broad.done) {
        lines << look::inTone(look::Tone::Error, palette(),
            tr("The grid is refused: these cells would be more than 4 million. Pick a larger cell size.")
                .toHtmlEscaped());
        return lines.join(QStringLiteral("<br>"));
    }
    lines << tr("Pair tests: %1").arg(testsHeld ? q : formatCount(f.broad.pairTests));
    if (f.method == BroadMethod::Grid)
        lines << tr("Cell size: %1 (cells visited: %2)")
                     .arg(formatNumber(m_scene.cellSize(), 2),
                         testsHeld ? q : formatCount(f.broad.cellsVisited));
    if (f.method == BroadMethod::Sweep)
        lines << tr("Swaps to keep the order: %1").arg(testsHeld ? q : formatCount(f.broad.swaps));
    lines << tr("Candidate pairs: %1 · hits: %2")
                 .arg(pairsHeld ? q : formatCount(qint64(f.candidates.size())),
                     pairsHeld ? q : formatCount(qint64(f.hits.size())));
    // P, the body the student holds: where it is and what the broad phase let through for it.
    const int p = m_scene.pinned();
    const geometry::Vec2 at = m_scene.swarm().bodies()[std::size_t(p)].center;
    const auto withP = [p](const std::vector<geometry::BodyPair>& pairs) {
        return qint64(std::count_if(
            pairs.begin(), pairs.end(), [p](geometry::BodyPair b) { return b.a == p || b.b == p; }));
    };
    lines << tr("P (body %1) at %2: candidate pairs with P %3, hits %4")
                 .arg(formatCount(p), formatPoint(at.x, at.y, 1),
                     pairsHeld ? q : formatCount(withP(f.candidates)),
                     pairsHeld ? q : formatCount(withP(f.hits)));
    return lines.join(QStringLiteral("<br>"));
}

QString BroadPhaseControls::timesHtml() const
{
    const BroadPhaseFrame& f = m_scene.frame();
    const double total = f.moveMs + f.broadMs + f.narrowMs + m_scene.paintMs();
    const QString parts
        = tr("Broad phase: %1 ms · narrow phase: %2 ms · move: %3 ms · drawing the last frame: %4 ms")
              .arg(ms(f.broadMs), ms(f.narrowMs), ms(f.moveMs), ms(m_scene.paintMs()));
    if (total <= kFrameBudgetMs)
        return look::htmlLines(parts + QLatin1Char('\n')
            + tr("Frame: %1 ms of the %2 ms a 60 fps frame has").arg(ms(total), ms(kFrameBudgetMs)));
    return parts.toHtmlEscaped() + QStringLiteral("<br>")
        + look::inTone(look::Tone::Error, palette(),
            tr("Frame: %1 ms, more than the %2 ms a 60 fps frame has: too slow")
                .arg(ms(total), ms(kFrameBudgetMs))
                .toHtmlEscaped());
}

void BroadPhaseControls::updateReadout()
{
    m_readout->setText(readoutHtml());
    m_times->setText(timesHtml());
}

void BroadPhaseControls::retranslate()
{
    if (!m_hint)
        return; // still being built
    m_bodiesTitle->setText(tr("Bodies"));
    m_sliderLabel->setText(tr("Bodies n (2 to 10,000, a logarithmic scale)"));
    m_newBodies->setText(tr("New bodies"));
    m_newBodies->setToolTip(tr("Draws other bodies: other places, sizes and directions"));
    m_methodTitle->setText(tr("Broad phase"));
    m_methodButtons[0]->setText(tr("All pairs"));
    m_methodButtons[1]->setText(tr("Uniform grid"));
    m_methodButtons[2]->setText(tr("Sweep and prune"));
    m_runTitle->setText(tr("Motion"));
    m_resultTitle->setText(tr("This frame"));
    m_chartTitle->setText(tr("Pair tests per frame"));
    m_chart->retranslate();
    m_legend->setText(m_chart->legendHtml());
    m_hint->setText(tr(
        "Drag any body: it becomes P and stays where you put it while the others move. Keys: H / J / K / L "
        "move P (Shift: further)."));
    updateReadout();
}

} // namespace lab
