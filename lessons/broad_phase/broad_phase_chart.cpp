#include "broad_phase_chart.h"

#include "core/widgets/chart_fonts.h"

#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QVBoxLayout>

#include <algorithm>

namespace lab {

namespace {

constexpr double kFirstN = BroadPhaseScene::kMinBodies;
constexpr double kLastN = BroadPhaseScene::kMaxBodies;

} // namespace

BroadPhaseChart::BroadPhaseChart(QWidget* parent, QVBoxLayout* layout)
    : QObject(parent)
{
    auto* chart = new QChart;
    chart->legend()->hide(); // the legend under the chart wraps; the chart's own clips
    chart->setMargins(QMargins(2, 2, 2, 2));
    m_axisN = new QLogValueAxis(chart);
    m_axisN->setBase(10);
    m_axisN->setRange(kFirstN, kLastN);
    m_axisN->setLabelFormat(QStringLiteral("%.0f"));
    m_axisTests = new QLogValueAxis(chart);
    m_axisTests->setBase(10);
    m_axisTests->setRange(1, kLastN * kLastN / 2);
    m_axisTests->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(m_axisN, Qt::AlignBottom);
    chart->addAxis(m_axisTests, Qt::AlignLeft);
    static const char* const kNames[] = { "allPairsSeries", "gridSeries", "sweepSeries" };
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        m_series[i] = new QLineSeries(chart);
        m_series[i]->setObjectName(QLatin1String(kNames[i]));
        m_series[i]->setPointsVisible(true);
    }
    m_square = new QLineSeries(chart);
    m_square->setObjectName(QStringLiteral("squareSeries"));
    m_linear = new QLineSeries(chart);
    m_linear->setObjectName(QStringLiteral("linearSeries"));
    // The references, from n = 2 to 10,000 (points 1.25 times apart: straight on log axes anyway).
    for (double n = kFirstN; n <= kLastN * 1.0001; n *= 1.25) {
        const double at = std::min(n, kLastN);
        m_square->append(at, at * at / 2);
        m_linear->append(at, at);
    }
    for (QLineSeries* s : { m_square, m_linear, m_series[0], m_series[1], m_series[2] }) {
        chart->addSeries(s);
        s->attachAxis(m_axisN);
        s->attachAxis(m_axisTests);
    }
    m_view = new QChartView(chart, parent);
    m_view->setObjectName(QStringLiteral("chart"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(220);
    m_view->setMinimumWidth(160);
    layout->addWidget(m_view);
}

void BroadPhaseChart::record(const BroadPhaseScene& scene)
{
    const int n = scene.count();
    bool added = false;
    for (const BroadMethod method : { BroadMethod::AllPairs, BroadMethod::Grid, BroadMethod::Sweep }) {
        auto& points = m_points[std::size_t(method)];
        if (points.count(n) == 0) {
            points[n] = scene.testsOf(method);
            added = true;
        }
    }
    if (added)
        redraw();
}

void BroadPhaseChart::clear()
{
    for (auto& points : m_points)
        points.clear();
    redraw();
}

void BroadPhaseChart::setHeld(bool tests, bool allPairs)
{
    if (tests == m_heldTests && allPairs == m_heldAllPairs)
        return;
    m_heldTests = tests;
    m_heldAllPairs = allPairs;
    redraw();
}

void BroadPhaseChart::redraw()
{
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        QList<QPointF> points;
        const bool held = m_heldTests || (i == std::size_t(BroadMethod::AllPairs) && m_heldAllPairs);
        for (const auto& [n, tests] : m_points[i]) {
            if (!held)
                points.append(QPointF(n, std::max<double>(1, double(tests)))); // 0 tests: on the floor
        }
        m_series[i]->replace(points);
    }
    m_square->setVisible(!m_heldAllPairs && !m_heldTests);
    describe();
}

void BroadPhaseChart::describe()
{
    // The chart in words for a screen reader: the last n plotted, each method's tests there.
    const auto& grid = m_points[std::size_t(BroadMethod::Grid)];
    if (grid.empty()) {
        m_view->setAccessibleDescription(QString());
        return;
    }
    const int n = grid.rbegin()->first;
    const auto tests = [this, n](BroadMethod method) {
        const bool held = m_heldTests || (method == BroadMethod::AllPairs && m_heldAllPairs);
        const auto& points = m_points[std::size_t(method)];
        const auto at = points.find(n);
        return held || at == points.end() ? QStringLiteral("?") : QLocale().toString(at->second);
    };
    m_view->setAccessibleDescription(
        tr("%1 values of n plotted. At n = %2: all pairs %3, uniform grid %4, "
           "sweep and prune %5 pair tests per frame.")
            .arg(int(grid.size()))
            .arg(n)
            .arg(tests(BroadMethod::AllPairs), tests(BroadMethod::Grid), tests(BroadMethod::Sweep)));
}

void BroadPhaseChart::applyStyle(const CanvasStyle& style)
{
    applyChartPalette(*m_view->chart(), style);
    const double width = style.projector ? 3.5 : 2;
    const QColor colors[3] = { style.result, style.shapes[2], style.shapes[1] };
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        m_series[i]->setPen(QPen(colors[i], width));
        m_series[i]->setMarkerSize(style.projector ? 10 : 7);
    }
    m_square->setPen(QPen(style.muted, width * 0.6, Qt::DashLine));
    m_linear->setPen(QPen(style.muted, width * 0.6, Qt::DotLine));
}

void BroadPhaseChart::retranslate()
{
    m_axisN->setTitleText(tr("n (bodies)"));
    m_axisTests->setTitleText(tr("pair tests"));
    m_view->setAccessibleName(tr("Chart of the pair tests per frame against n"));
    m_view->viewport()->setAccessibleName(m_view->accessibleName());
    describe();
}

} // namespace lab

namespace lab {

QString BroadPhaseChart::legendHtml() const
{
    // Each marker bound to its words by a no-break space: a wrapped line never parts them.
    const auto item = [](const QColor& color, const QString& marker, const QString& words) {
        return QStringLiteral(
            "<span style=\"white-space:nowrap\"><span style=\"color:%1\">%2</span>&nbsp;%3</span>")
            .arg(color.name(), marker, words.toHtmlEscaped());
    };
    const QString line = QStringLiteral("━●");
    return QStringList { item(m_series[0]->pen().color(), line, tr("all pairs")),
        item(m_series[1]->pen().color(), line, tr("uniform grid")),
        item(m_series[2]->pen().color(), line, tr("sweep and prune")),
        item(m_square->pen().color(), QStringLiteral("╍"), tr("n²/2")),
        item(m_linear->pen().color(), QStringLiteral("┈"), tr("n")) }
        .join(QStringLiteral(" &nbsp; "));
}

} // namespace lab
