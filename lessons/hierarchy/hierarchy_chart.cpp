#include "hierarchy_chart.h"

#include "hierarchy_scene.h"

#include "core/canvas/canvas_style.h"
#include "core/canvas/view_state.h"
#include "core/model/frames.h"
#include "core/widgets/chart_fonts.h"
#include "core/widgets/translated_widget.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLabel>
#include <QLineSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <utility>

namespace lab {

namespace {

// The plot keeps the last this many frames.
constexpr int kPlotWindow = 1200;
// Both y axes are cut into this many steps of a whole number each, so that their ticks (and the
// grid lines) fall at the same heights.
constexpr int kYSteps = 5;

// The smallest whole step that lets kYSteps of them reach `top`.
int stepFor(int top)
{
    return std::max(1, (top + kYSteps - 1) / kYSteps);
}

} // namespace

HierarchyChart::HierarchyChart(const HierarchyScene& scene, const ViewState& view, QWidget* parent)
    : TranslatedWidget(parent)
    , m_scene(scene)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
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
    for (QValueAxis* axis : { m_axisX, m_axisTests, m_axisTotals })
        axis->setLabelFormat(QStringLiteral("%d"));
    chart->addAxis(m_axisX, Qt::AlignBottom);
    chart->addAxis(m_axisTests, Qt::AlignLeft);
    chart->addAxis(m_axisTotals, Qt::AlignRight);
    for (QLineSeries* s : series()) {
        chart->addSeries(s);
        s->attachAxis(m_axisX);
        s->attachAxis(s == m_testsHierarchy || s == m_testsOuter ? m_axisTests : m_axisTotals);
    }
    m_view = new QChartView(chart, this);
    m_view->setObjectName(QStringLiteral("chart"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(260);
    m_view->setMinimumWidth(160);
    layout->addWidget(m_view);
    m_legend = addLabel(this, layout, QStringLiteral("chartLegend"), Qt::RichText);
    applyStyle(view.style());
    connect(&view, &ViewState::styleChanged, this, [this, &view] { applyStyle(view.style()); });
    followRun();
}

QList<QLineSeries*> HierarchyChart::series() const
{
    return { m_testsHierarchy, m_testsOuter, m_falseTotal, m_confirmedTotal };
}

// The plot follows the canvas's palette (background, text, axes, grid); each line has its own
// dashes as well as its colour.
void HierarchyChart::applyStyle(const CanvasStyle& style)
{
    QChart& chart = *m_view->chart();
    chart.setTheme(style.dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    applyChartTextScale(chart, style);
    chart.setBackgroundBrush(style.background);
    chart.setBackgroundRoundness(0);
    chart.setPlotAreaBackgroundVisible(false);
    m_view->setBackgroundBrush(style.background);
    for (QValueAxis* axis : { m_axisX, m_axisTests, m_axisTotals }) {
        axis->setLabelsBrush(style.text);
        axis->setTitleBrush(style.text);
        axis->setLinePen(QPen(style.axis, 1));
        axis->setGridLinePen(QPen(style.grid, 1));
        axis->setMinorGridLineVisible(false);
    }
    const std::pair<QLineSeries*, QPen> pens[] = {
        { m_testsHierarchy, QPen(style.shapes[0], 1, Qt::SolidLine) },
        { m_testsOuter, QPen(style.shapes[1], 1, Qt::DashLine) },
        { m_falseTotal, QPen(style.highlight, 1, Qt::DashDotLine) },
        { m_confirmedTotal, QPen(style.result, 1, Qt::DotLine) },
    };
    for (auto [line, pen] : pens) {
        pen.setWidthF(style.projector ? 3.5 : 2);
        line->setPen(pen);
    }
    retranslate(); // the legend shows the theme's colours
}

void HierarchyChart::retranslate()
{
    m_view->setAccessibleName(tr("Plot of the circle tests and hits per frame"));
    m_view->viewport()->setAccessibleName(m_view->accessibleName());
    m_testsHierarchy->setName(tr("Circle tests per frame, hierarchy (left axis)"));
    m_testsOuter->setName(tr("Circle tests per frame, outer circle only (left axis)"));
    m_falseTotal->setName(tr("False collisions of the outer circle alone, total (right axis)"));
    m_confirmedTotal->setName(tr("Confirmed hits, total (right axis)"));
    QStringList legend;
    for (const QLineSeries* line : series()) {
        legend << QStringLiteral("<span style=\"color:%1\">%2</span>&nbsp;%3")
                      .arg(line->color().name(), lineSample(line->pen().style()),
                          line->name().toHtmlEscaped());
    }
    m_legend->setText(legend.join(QStringLiteral("<br>")));
    m_axisX->setTitleText(tr("Frame"));
    // Two y axes: each says what it counts (the legend below says which line is which).
    m_axisTests->setTitleText(tr("Tests per frame"));
    m_axisTotals->setTitleText(tr("Total"));
}

void HierarchyChart::describe(const QString& text)
{
    m_view->setAccessibleDescription(text);
}

void HierarchyChart::updateAxes()
{
    const auto c = m_scene.handoutCar();
    const int maxTests = m_scene.mode() == HierarchyScene::Mode::CarVsCar ? 1 + c.innerCount * c.innerCount
                                                                          : 1 + c.innerCount;
    const HierarchyScene::Totals t = m_scene.totals();
    const int first = std::max(0, t.frames - kPlotWindow);
    m_axisX->setRange(first, std::max(first + kFramesPerSecond, t.frames));
    // Both y axes tick alike: kYSteps whole steps each. The totals reach at least 10: two-digit
    // labels leave Qt Charts room for the axis's title (with one-digit labels it cuts a Japanese
    // title down to "…").
    const int testsStep = stepFor(maxTests + 1);
    const int totalsStep = stepFor(std::max({ 10, t.falseAvoided + 1, t.confirmed + 1 }));
    for (auto [axis, step] :
        { std::pair { m_axisTests, testsStep }, std::pair { m_axisTotals, totalsStep } }) {
        axis->setRange(0, step * kYSteps);
        axis->setTickCount(kYSteps + 1);
    }
}

void HierarchyChart::appendFrame(int frame, int tests, int falseSoFar, int confirmedSoFar)
{
    m_testsHierarchy->append(frame, tests);
    m_testsOuter->append(frame, 1);
    m_falseTotal->append(frame, falseSoFar);
    m_confirmedTotal->append(frame, confirmedSoFar);
}

void HierarchyChart::followRun()
{
    const auto& history = m_scene.history();
    const HierarchyScene::Totals totals = m_scene.totals();
    if (history.size() != m_plotted + 1) { // cleared, or more than one new frame: redraw
        for (QLineSeries* s : series())
            s->clear();
        int falseSoFar = 0;
        int confirmedSoFar = 0;
        const int first = std::max(0, int(history.size()) - kPlotWindow);
        for (int i = 0; i < history.size(); ++i) {
            falseSoFar += history[i].falseAvoided() ? 1 : 0;
            confirmedSoFar += history[i].confirmed ? 1 : 0;
            if (i >= first)
                appendFrame(i + 1, history[i].tests, falseSoFar, confirmedSoFar);
        }
    } else {
        appendFrame(int(history.size()), history.constLast().tests, totals.falseAvoided, totals.confirmed);
        if (m_testsHierarchy->count() > kPlotWindow) {
            for (QLineSeries* s : series())
                s->removePoints(0, s->count() - kPlotWindow);
        }
    }
    m_plotted = int(history.size());
    updateAxes();
}

} // namespace lab
