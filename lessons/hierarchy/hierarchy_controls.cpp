#include "hierarchy_controls.h"

#include "hierarchy_lesson.h"

#include "core/canvas/canvas.h"
#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/model/commands.h"
#include "core/widgets/chart_fonts.h"
#include "core/widgets/label_holder.h"
#include "core/widgets/paced_update.h"
#include "core/widgets/parameter_panel.h"

#include <QButtonGroup>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QRadioButton>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace lab {

namespace {

QString num(double v)
{
    return formatNumber(v, 2);
}

QString pointText(geometry::Vec2 v)
{
    return QStringLiteral("(%1, %2)").arg(num(v.x), num(v.y));
}

// The plot keeps the last this many frames.
constexpr int kPlotWindow = 1200;

class HierarchyControls : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(HierarchyLesson)

public:
    HierarchyControls(HierarchyScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
        : QWidget(parent)
        , m_scene(scene)
        , m_undo(undo)
        , m_view(view)
    {
        auto* layout = new QVBoxLayout(this);

        m_modeTitle = section(layout);
        m_modeCars = new QRadioButton(this);
        m_modeCars->setObjectName(QStringLiteral("modeCars"));
        m_modeWalls = new QRadioButton(this);
        m_modeWalls->setObjectName(QStringLiteral("modeWalls"));
        auto* modes = new QButtonGroup(this);
        modes->addButton(m_modeCars);
        modes->addButton(m_modeWalls);
        m_modeCars->setChecked(true);
        layout->addWidget(m_modeCars);
        layout->addWidget(m_modeWalls);
        connect(m_modeCars, &QRadioButton::toggled, this, [this](bool on) {
            const auto mode = on ? HierarchyScene::Mode::CarVsCar : HierarchyScene::Mode::Walls;
            if (mode != m_scene.mode())
                pushState(m_undo, m_scene, m_scene.withMode(mode), tr("Mode"));
        });

        m_carTitle = section(layout);
        auto* cars = new QHBoxLayout;
        m_carA = new QRadioButton(this);
        m_carA->setObjectName(QStringLiteral("selectA"));
        m_carB = new QRadioButton(this);
        m_carB->setObjectName(QStringLiteral("selectB"));
        auto* carGroup = new QButtonGroup(this);
        carGroup->addButton(m_carA);
        carGroup->addButton(m_carB);
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

        m_examplesTitle = section(layout);
        m_exampleFalse = button(QStringLiteral("exampleFalse"), layout);
        m_exampleCrash = button(QStringLiteral("exampleCrash"), layout);
        m_exampleStuck = button(QStringLiteral("exampleStuck"), layout);
        connect(m_exampleFalse, &QPushButton::clicked, this, [this] {
            example(HierarchyScene::FalseCollision, HierarchyScene::Mode::CarVsCar, m_exampleFalse);
        });
        connect(m_exampleCrash, &QPushButton::clicked, this,
            [this] { example(HierarchyScene::Crash, HierarchyScene::Mode::CarVsCar, m_exampleCrash); });
        connect(m_exampleStuck, &QPushButton::clicked, this,
            [this] { example(HierarchyScene::StuckAtWall, HierarchyScene::Mode::Walls, m_exampleStuck); });

        m_resultTitle = section(layout);
        m_readout = new ReadoutLabel(this);
        m_readout->setObjectName(QStringLiteral("readout"));
        m_readout->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_readout->setWordWrap(true);
        layout->addWidget(m_readout);

        m_runTitle = section(layout);
        auto* run = new QHBoxLayout;
        auto* run2 = new QHBoxLayout;
        m_play = button(QStringLiteral("play"), run);
        m_play->setCheckable(true);
        m_step = button(QStringLiteral("step"), run);
        m_clear = button(QStringLiteral("clearRun"), run2);
        layout->addLayout(run);
        layout->addLayout(run2);
        m_timer = new QTimer(this);
        m_timer->setObjectName(QStringLiteral("frameTimer"));
        m_timer->setTimerType(Qt::PreciseTimer);
        m_timer->setInterval(1000 / kHierarchyFps);
        connect(m_timer, &QTimer::timeout, this, [this] { m_scene.stepFrame(); });
        connect(m_play, &QPushButton::toggled, this, [this](bool on) {
            if (on)
                m_timer->start();
            else
                m_timer->stop();
            retranslateRun();
        });
        connect(m_step, &QPushButton::clicked, this, [this] {
            m_play->setChecked(false);
            m_scene.stepFrame();
        });
        connect(m_clear, &QPushButton::clicked, this, [this] { m_scene.clearRun(); });
        m_counters = new ReadoutLabel(this);
        m_counters->setObjectName(QStringLiteral("counters"));
        m_counters->setWordWrap(true);
        m_counters->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(m_counters);

        buildChart(layout);

        m_fieldsTitle = section(layout);
        layout->addWidget(new ParameterPanel(scene, undo, view, this));
        m_keys = new QLabel(this);
        m_keys->setWordWrap(true);
        m_keys->setObjectName(QStringLiteral("hint"));
        layout->addWidget(m_keys);
        layout->addStretch();

        new PacedUpdate(
            scene, view, [this] { updateReadout(); }, this); // while dragged, about 30 a second
        connect(&scene, &HierarchyScene::runChanged, this, &HierarchyControls::updateRun);
        connect(&scene, &HierarchyScene::modeChanged, this, [this] {
            const bool cars = m_scene.mode() == HierarchyScene::Mode::CarVsCar;
            if (m_modeCars->isChecked() != cars)
                (cars ? m_modeCars : m_modeWalls)->setChecked(true);
            m_carB->setEnabled(cars);
            updateAxes();
        });
        retranslate();
        updateRun();
        connect(&m_scene, &HierarchyScene::playPauseRequested, this, [this] { m_play->toggle(); });
        connect(&m_scene, &HierarchyScene::oneFrameRequested, this, [this] { m_step->click(); });
        connect(&m_view, &ViewState::styleChanged, this, [this] { applyStyle(m_view.style()); });
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
        m_play->setChecked(false); // a hidden page does not run on (and is not saved mid-run)
        QWidget::hideEvent(event);
    }

private:
    QLabel* section(QVBoxLayout* layout)
    {
        auto* title = new QLabel(this);
        title->setObjectName(QStringLiteral("sectionTitle"));
        title->setWordWrap(true);
        layout->addWidget(title);
        return title;
    }

    QPushButton* button(const QString& name, QBoxLayout* layout)
    {
        auto* b = new QPushButton(this);
        b->setObjectName(name);
        layout->addWidget(b);
        return b;
    }

    void key(int k, Qt::KeyboardModifiers modifiers)
    {
        if (const auto next = m_scene.keyAction(k, modifiers, m_view.selection()))
            pushState(m_undo, m_scene, *next, m_scene.keyActionText(k, m_view.selection()));
    }

    void example(HierarchyScene::Example which, HierarchyScene::Mode mode, QPushButton* from)
    {
        m_play->setChecked(false);
        LessonScene::State next = m_scene.example(which);
        next[HierarchyScene::ModeParam] = double(int(mode)); // one undo step: the mode and the cars
        pushState(m_undo, m_scene, next, from->text());
    }

    void buildChart(QVBoxLayout* layout)
    {
        auto* chart = new QChart;
        chart->legend()->hide(); // the legend label below wraps; the chart's own legend clips
        chart->setMargins(QMargins(2, 2, 2, 2));
        m_testsHierarchy = new QLineSeries(chart);
        m_testsOuter = new QLineSeries(chart);
        m_falseTotal = new QLineSeries(chart);
        m_confirmedTotal = new QLineSeries(chart);
        m_testsHierarchy->setObjectName(QStringLiteral("testsHierarchy"));
        m_testsOuter->setObjectName(QStringLiteral("testsOuterOnly"));
        m_falseTotal->setObjectName(QStringLiteral("falseHitsOuterOnly"));
        m_confirmedTotal->setObjectName(QStringLiteral("confirmedHits"));
        m_axisX = new QValueAxis(chart);
        m_axisTests = new QValueAxis(chart);
        m_axisTotals = new QValueAxis(chart);
        m_axisX->setLabelFormat(QStringLiteral("%d"));
        m_axisTests->setLabelFormat(QStringLiteral("%d"));
        m_axisTotals->setLabelFormat(QStringLiteral("%d"));
        chart->addAxis(m_axisX, Qt::AlignBottom);
        chart->addAxis(m_axisTests, Qt::AlignLeft);
        chart->addAxis(m_axisTotals, Qt::AlignRight);
        for (QLineSeries* s : { m_testsHierarchy, m_testsOuter, m_falseTotal, m_confirmedTotal }) {
            chart->addSeries(s);
            s->attachAxis(m_axisX);
            s->attachAxis(s == m_testsHierarchy || s == m_testsOuter ? m_axisTests : m_axisTotals);
        }
        m_chartView = new QChartView(chart, this);
        m_chartView->setObjectName(QStringLiteral("chart"));
        m_chartView->setRenderHint(QPainter::Antialiasing);
        m_chartView->setMinimumHeight(260);
        m_chartView->setMinimumWidth(160);
        layout->addWidget(m_chartView);
        m_legend = new QLabel(this);
        m_legend->setObjectName(QStringLiteral("chartLegend"));
        m_legend->setWordWrap(true);
        m_legend->setTextFormat(Qt::RichText);
        layout->addWidget(m_legend);
        applyStyle(m_view.style());
        updateAxes();
    }

    // The plot follows the canvas's palette; each line has its own dashes as well as its colour.
    void applyStyle(const CanvasStyle& style)
    {
        m_chartView->chart()->setTheme(style.dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
        applyChartTextScale(*m_chartView->chart(), style);
        const std::pair<QLineSeries*, QPen> pens[] = {
            { m_testsHierarchy, QPen(style.shapes[0], 1, Qt::SolidLine) },
            { m_testsOuter, QPen(style.shapes[1], 1, Qt::DashLine) },
            { m_falseTotal, QPen(style.highlight, 1, Qt::DashDotLine) },
            { m_confirmedTotal, QPen(style.result, 1, Qt::DotLine) },
        };
        for (auto [series, pen] : pens) {
            pen.setWidthF(style.projector ? 3.5 : 2);
            series->setPen(pen);
        }
        if (m_keys) // after construction: the legend shows the theme's colours
            retranslate();
    }

    void updateAxes()
    {
        const auto c = m_scene.car();
        const int maxTests = m_scene.mode() == HierarchyScene::Mode::CarVsCar
            ? 1 + c.innerCount * c.innerCount
            : 1 + c.innerCount;
        m_axisTests->setRange(0, maxTests + 1);
        m_axisTests->setTickCount(std::min(maxTests + 2, 6));
        const int frames = m_scene.totals().frames;
        const int first = std::max(0, frames - kPlotWindow);
        m_axisX->setRange(first, std::max(first + 60, frames));
        const auto t = m_scene.totals();
        // At least 0 to 10: two-digit labels leave Qt Charts room for the axis's title (with
        // one-digit labels it cuts a Japanese title down to "…").
        m_axisTotals->setRange(0, std::max({ 10, t.falseAvoided, t.confirmed }) * 1.1);
    }

    void appendFrame(int frame, const HierarchyScene::Frame& f, int falseSoFar, int confirmedSoFar)
    {
        m_testsHierarchy->append(frame, f.tests);
        m_testsOuter->append(frame, 1);
        m_falseTotal->append(frame, falseSoFar);
        m_confirmedTotal->append(frame, confirmedSoFar);
    }

    void updateRun()
    {
        const auto& history = m_scene.history();
        const auto totals = m_scene.totals();
        if (history.size() != m_plotted + 1) { // cleared, or more than one new frame: redraw
            for (QLineSeries* s : { m_testsHierarchy, m_testsOuter, m_falseTotal, m_confirmedTotal })
                s->clear();
            int falseSoFar = 0;
            int confirmedSoFar = 0;
            const int first = std::max(0, int(history.size()) - kPlotWindow);
            for (int i = 0; i < history.size(); ++i) {
                falseSoFar += history[i].falseAvoided() ? 1 : 0;
                confirmedSoFar += history[i].confirmed ? 1 : 0;
                if (i >= first)
                    appendFrame(i + 1, history[i], falseSoFar, confirmedSoFar);
            }
        } else {
            appendFrame(int(history.size()), history.constLast(), totals.falseAvoided, totals.confirmed);
            if (m_testsHierarchy->count() > kPlotWindow) {
                for (QLineSeries* s : { m_testsHierarchy, m_testsOuter, m_falseTotal, m_confirmedTotal })
                    s->removePoints(0, s->count() - kPlotWindow);
            }
        }
        m_plotted = int(history.size());
        updateAxes();
        updateCounters();
    }

    QString yesNo(bool b) const { return b ? tr("yes") : tr("no"); }

    void updateCounters()
    {
        const auto t = m_scene.totals();
        const bool cars = m_scene.mode() == HierarchyScene::Mode::CarVsCar;
        m_chartView->setAccessibleName(tr("Plot of the circle tests and hits per frame"));
        m_chartView->viewport()->setAccessibleName(m_chartView->accessibleName());
        if (m_scene.history().isEmpty()) {
            m_counters->setText(tr("No frame run yet: press Play or One frame."));
            m_chartView->setAccessibleDescription(m_counters->text());
            return;
        }
        const auto& f = m_scene.history().constLast();
        QStringList lines;
        lines << tr("Frame %1").arg(t.frames);
        lines << tr("This frame: %1 circle tests (outer circle only: 1)").arg(f.tests);
        lines << (cars ? tr("Outer circles overlap, inner circles reject it: %1").arg(yesNo(f.falseAvoided()))
                       : tr("Outer circle out, inner circles reject it: %1").arg(yesNo(f.falseAvoided())));
        lines << tr("Confirmed hit: %1").arg(yesNo(f.confirmed));
        lines << tr("Totals: %1 circle tests (outer circle only: %2)").arg(t.tests).arg(t.outerOnlyTests);
        lines << tr("False collisions avoided: %1").arg(t.falseAvoided);
        lines << tr("Confirmed hits: %1").arg(t.confirmed);
        m_counters->setText(lines.join(QLatin1Char('\n')));
        m_chartView->setAccessibleDescription(m_counters->text()); // the plot's last points in words
    }

    void updateReadout()
    {
        const auto c = m_scene.car();
        const bool cars = m_scene.mode() == HierarchyScene::Mode::CarVsCar;
        (m_scene.selectedCar() == 0 ? m_carA : m_carB)->setChecked(true);
        QStringList lines;
        const auto a = m_scene.pose(0);
        lines << tr("Car A at %1, angle %2°")
                     .arg(pointText(a.position), num(m_scene.value(HierarchyScene::Aangle)));
        if (cars) {
            const auto b = m_scene.pose(1);
            lines << tr("Car B at %1, angle %2°")
                         .arg(pointText(b.position), num(m_scene.value(HierarchyScene::Bangle)));
            const auto hit = m_scene.carVsCar();
            lines << tr("Outer circles: %1").arg(hit.outerOverlap ? tr("overlap") : tr("apart"));
            QStringList pairs;
            for (int k = 0; k + 1 < hit.circleTests; ++k) {
                const InnerPair p = testedPair(c, k);
                pairs << pairName(p.a, p.b);
            }
            lines << tr("Inner pairs tested: %1")
                         .arg(pairs.isEmpty() ? tr("none") : pairs.join(QStringLiteral(", ")));
            lines << tr("Pair that hit: %1").arg(hit.hit ? pairName(hit.innerA, hit.innerB) : tr("none"));
            lines << tr("Circle tests: %1").arg(hit.circleTests);
            if (hit.hit)
                lines << tr("Verdict: collision");
            else if (hit.outerOverlap)
                lines << tr("Verdict: no collision (false collision avoided)");
            else
                lines << tr("Verdict: no collision");
        } else {
            lines << tr("mov = %1").arg(pointText(m_scene.velocity(0)));
            const auto hit = m_scene.carVsWalls();
            lines << tr("Outer circle past a wall: %1").arg(yesNo(hit.outerTouches));
            QStringList tested;
            for (int i = 0; i + 1 < hit.circleTests; ++i)
                tested << QString::number(i + 1);
            lines << tr("Inner circles tested: %1")
                         .arg(tested.isEmpty() ? tr("none") : tested.join(QStringLiteral(", ")));
            lines << tr("Inner circle past a wall: %1")
                         .arg(hit.hit ? QString::number(hit.innerIndex + 1) : tr("none"));
            lines << tr("Circle tests: %1").arg(hit.circleTests);
            if (hit.hit)
                lines << tr(
                    "Verdict: touches a wall. Already past it at rest, the handout's rule can trap the "
                    "car here.");
            else if (hit.outerTouches)
                lines << tr("Verdict: clear (false collision avoided)");
            else
                lines << tr("Verdict: clear");
        }
        m_readout->setText(lines.join(QLatin1Char('\n')));
    }

    void retranslateRun() { m_play->setText(m_play->isChecked() ? tr("Pause") : tr("Play")); }

    void retranslate()
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
        retranslateRun();
        m_step->setText(tr("One frame"));
        m_clear->setText(tr("Reset counters"));
        m_fieldsTitle->setText(tr("Values"));
        m_keys->setText(
            tr("Keys (click the canvas first): H / J / K / L or the arrow keys move the selected "
               "car by 1 (Shift: by 10), R turns it 5° counter-clockwise, Shift+R clockwise, C switches "
               "between car A and car B, Space plays or pauses, F steps one frame, 0 fits the "
               "view. Tab picks a handle; the arrow keys then move that handle (Shift: further)."));
        m_testsHierarchy->setName(tr("Circle tests per frame, hierarchy (left axis)"));
        m_testsOuter->setName(tr("Circle tests per frame, outer circle only (left axis)"));
        m_falseTotal->setName(tr("False collisions of the outer circle alone, total (right axis)"));
        m_confirmedTotal->setName(tr("Confirmed hits, total (right axis)"));
        QStringList legend;
        for (const QLineSeries* series : { m_testsHierarchy, m_testsOuter, m_falseTotal, m_confirmedTotal }) {
            legend << QStringLiteral("<span style=\"color:%1\">%2</span>&nbsp;%3")
                          .arg(series->color().name(), lineSample(series->pen().style()),
                              series->name().toHtmlEscaped());
        }
        m_legend->setText(legend.join(QStringLiteral("<br>")));
        m_axisX->setTitleText(tr("Frame"));
        // Two y axes: each says what it counts (the legend below says which line is which).
        m_axisTests->setTitleText(tr("Tests per frame"));
        m_axisTotals->setTitleText(tr("Total"));
        updateReadout();
        updateCounters();
    }

    HierarchyScene& m_scene;
    QUndoStack& m_undo;
    const ViewState& m_view;
    QTimer* m_timer = nullptr;
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
    QPushButton* m_play = nullptr;
    QPushButton* m_step = nullptr;
    QPushButton* m_clear = nullptr;
    QLabel* m_counters = nullptr;
    QChartView* m_chartView = nullptr;
    QLineSeries* m_testsHierarchy = nullptr;
    QLineSeries* m_testsOuter = nullptr;
    QLineSeries* m_falseTotal = nullptr;
    QLineSeries* m_confirmedTotal = nullptr;
    QValueAxis* m_axisX = nullptr;
    QValueAxis* m_axisTests = nullptr;
    QValueAxis* m_axisTotals = nullptr;
    QLabel* m_legend = nullptr;
    int m_plotted = 0;
    QLabel* m_fieldsTitle = nullptr;
    QLabel* m_keys = nullptr;
};

} // namespace

QWidget* createHierarchyControls(HierarchyScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
{
    return new HierarchyControls(scene, undo, view, parent);
}

} // namespace lab
