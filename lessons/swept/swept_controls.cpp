#include "swept_controls.h"

#include "swept_scene.h"

#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/model/commands.h"
#include "core/model/lesson_task.h"
#include "core/model/numbers.h"
#include "core/widgets/chart_fonts.h"
#include "core/widgets/label_holder.h"
#include "core/widgets/look.h"
#include "core/widgets/paced_update.h"
#include "core/widgets/parameter_panel.h"
#include "core/widgets/translated_widget.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <functional>

namespace lab {

namespace {

constexpr SweptScene::Example kExamples[] = { SweptScene::Start, SweptScene::Tunnelling,
    SweptScene::TextbookFalseHit, SweptScene::NoRelativeMotion };

QString exampleName(SweptScene::Example which)
{
    switch (which) {
    case SweptScene::Start: return QStringLiteral("exampleStart");
    case SweptScene::Tunnelling: return QStringLiteral("exampleTunnelling");
    case SweptScene::TextbookFalseHit: return QStringLiteral("exampleFalseHit");
    case SweptScene::NoRelativeMotion: break;
    }
    return QStringLiteral("exampleNoMotion");
}

} // namespace

SweptControls::SweptControls(SweptScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
    : TranslatedWidget(parent)
    , m_scene(scene)
    , m_undo(undo)
{
    auto* layout = new QVBoxLayout(this);
    const auto title = [this, layout] { return look::sectionTitle(this, layout); };
    m_fieldsTitle = title();
    layout->addWidget(new ParameterPanel(scene, undo, view, this));

    m_examplesTitle = title();
    for (const SweptScene::Example which : kExamples) {
        auto* button = new QPushButton(this);
        button->setObjectName(exampleName(which));
        connect(button, &QPushButton::clicked, this, [this, which, button] {
            pushState(m_undo, m_scene, SweptScene::example(which), button->text());
        });
        layout->addWidget(button);
        m_examples.append(button);
    }

    m_resultTitle = title();
    m_readout = addReadout(this, layout);

    m_plotTitle = title();
    buildChart(layout);

    m_hint = addLabel(this, layout, QStringLiteral("hint"));
    layout->addStretch();

    // The read-out and the plot follow a drag about 30 times a second each (the plot's repaint
    // costs more than the canvas's), taking turns so that no mouse move lays out and paints
    // both, and show the last values at once when it ends.
    new PacedUpdate(scene, view, { [this] { updateReadout(); }, [this] { updatePlot(); } }, this);
    // A task's fresh scene (or a field typed far away) is brought into view; a drag is not.
    connect(&scene, &LessonScene::changed, this, [this, &view] {
        if (!view.isDragging())
            m_scene.refitIfOutgrown();
    });
    connect(&view, &ViewState::styleChanged, this, [this, &view] { applyStyle(view.style()); });
    applyStyle(view.style());
    retranslate();
}

void SweptControls::buildChart(QVBoxLayout* layout)
{
    auto* chart = new QChart;
    chart->legend()->hide(); // the legend below wraps; the chart's own legend clips
    chart->setMargins(QMargins(2, 2, 2, 2));
    m_g = new QLineSeries(chart);
    m_g->setObjectName(QStringLiteral("gSeries"));
    m_r = new QLineSeries(chart);
    m_r->setObjectName(QStringLiteral("rSeries"));
    m_vertex = new QScatterSeries(chart);
    m_vertex->setObjectName(QStringLiteral("vertexSeries"));
    m_contact = new QScatterSeries(chart);
    m_contact->setObjectName(QStringLiteral("contactSeries"));
    m_axisS = new QValueAxis(chart);
    m_axisS->setRange(-1, 1);
    m_axisS->setTickCount(5);
    m_axisS->setLabelFormat(QStringLiteral("%.1f"));
    m_axisG = new QValueAxis(chart);
    m_axisG->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(m_axisS, Qt::AlignBottom);
    chart->addAxis(m_axisG, Qt::AlignLeft);
    for (QXYSeries* s : std::initializer_list<QXYSeries*> { m_g, m_r, m_vertex, m_contact }) {
        chart->addSeries(s);
        s->attachAxis(m_axisS);
        s->attachAxis(m_axisG);
    }
    m_chartView = new QChartView(chart, this);
    m_chartView->setObjectName(QStringLiteral("chart"));
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(220);
    m_chartView->setMinimumWidth(160);
    layout->addWidget(m_chartView);
    m_legend = addLabel(this, layout, QStringLiteral("chartLegend"), Qt::RichText);
}

void SweptControls::applyStyle(const CanvasStyle& style)
{
    const bool projector = style.projector;
    applyChartPalette(*m_chartView->chart(), style);
    const double width = projector ? 3.5 : 2;
    m_g->setPen(QPen(style.shapes[0], width));
    m_r->setPen(QPen(style.result, width, Qt::DashLine));
    m_vertex->setColor(style.shapes[2]);
    m_vertex->setMarkerSize(projector ? 16 : 11);
    m_contact->setColor(style.shapes[1]);
    m_contact->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_contact->setMarkerSize(projector ? 14 : 10);
    if (m_legend)
        retranslate();
}

void SweptControls::retranslate()
{
    if (!m_hint)
        return; // still being built
    m_fieldsTitle->setText(tr("Positions at the two frames, radii"));
    m_examplesTitle->setText(tr("One click away"));
    m_examples[0]->setText(tr("Start again"));
    m_examples[0]->setToolTip(tr("The lesson's first configuration: B catches A near the end of the frame"));
    m_examples[1]->setText(tr("Tunnelling"));
    m_examples[1]->setToolTip(
        tr("A small fast circle jumps over B: apart at both frames, yet the paths collide"));
    m_examples[2]->setText(tr("The article's false collision"));
    m_examples[2]->setToolTip(
        tr("The paths pass 30 apart with rA + rB = 20: the article's test still says hit"));
    m_examples[3]->setText(tr("No relative motion (α = 0)"));
    m_examples[3]->setToolTip(tr("A and B move by the same vector: the distance stays the same all frame"));
    m_resultTitle->setText(tr("Result"));
    m_plotTitle->setText(tr("g(s) = αs² + 2βs + γ on the frame, s from −1 to 1"));
    m_axisS->setTitleText(tr("s (time in the frame)"));
    m_axisG->setTitleText(tr("g(s) and R"));
    // Each marker is bound to its words by a no-break space, so a wrapped line never leaves a marker
    // at the end of one line and its words on the next.
    const auto item = [](const QColor& color, const QString& marker, const QString& words) {
        return QStringLiteral(
            "<span style=\"white-space:nowrap\"><span style=\"color:%1\">%2</span>&nbsp;%3</span>")
            .arg(color.name(), marker, words.toHtmlEscaped());
    };
    m_legend->setText(QStringList { item(m_g->pen().color(), QStringLiteral("━"), tr("g(s) = 4 d(s)²")),
        item(m_r->pen().color(), QStringLiteral("╍"), tr("R = 4(rA + rB)²")),
        item(m_vertex->color(), QStringLiteral("●"), tr("vertex (when inside the frame)")),
        item(m_contact->color(), QStringLiteral("■"), tr("first contact")) }
                          .join(QStringLiteral(" &nbsp; ")));
    m_hint->setText(
        tr("Drag the four centres and the two diamonds (radii), or a circle's inside to move its "
           "whole path. A radius of 0 is allowed: that circle becomes a point. Keys: H / J / K / L "
           "move the path of the selected circle (A when none is selected) left / down / up / right "
           "by 1 (Shift: by 5); Tab selects a handle, the arrow keys move it (Shift: further)."));
    updateReadout();
    updatePlot();
}

void SweptControls::updateReadout()
{
    const geometry::SweptCircle a = m_scene.a();
    const geometry::SweptCircle b = m_scene.b();
    const geometry::SweptResult& h = m_scene.result().swept;
    const geometry::SweptTextbookResult& tb = m_scene.result().textbook;
    const geometry::Vec2 c0 = b.from - a.from;
    const geometry::Vec2 c1 = b.to - a.to;
    QString text
        = tr("C0 = B0 − A0 = %1, C1 = B1 − A1 = %2").arg(formatPoint(c0.x, c0.y), formatPoint(c1.x, c1.y));
    if (m_scene.holds(kHeldVertex) || m_scene.holds(kHeldVerdict)) {
        m_readout->setText(text + QLatin1Char('\n') + tr("R = %1").arg(formatNumber(h.bigR))
            + QLatin1Char('\n') + tr("α, β, γ and the verdicts: ? (after the task)"));
        return;
    }
    text += QLatin1Char('\n')
        + tr("α = %1, β = %2, γ = %3, R = %4")
              .arg(formatNumber(h.alpha), formatNumber(h.beta), formatNumber(h.gamma), formatNumber(h.bigR));
    if (h.alpha == 0)
        text += QLatin1Char('\n')
            + tr("α = 0: no relative motion, the distance stays %1 all frame.")
                  .arg(formatNumber(std::sqrt(h.minDistanceSquared)));
    if (h.hit && m_scene.holds(kHeldContact)) {
        text += QLatin1Char('\n') + tr("Swept test: hit, first contact at t = ? (after the task).");
    } else if (h.hit) {
        text += QLatin1Char('\n')
            + tr("Swept test: hit, first contact at t = %1 (s = %2).")
                  .arg(formatNumber(h.t, 3), formatNumber(2 * h.t - 1, 3));
    } else {
        text += QLatin1Char('\n')
            + tr("Swept test: miss, closest distance %1 at t = %2 > rA + rB = %3.")
                  .arg(formatNumber(std::sqrt(h.minDistanceSquared)), formatNumber(h.tClosest, 3),
                      formatNumber(a.radius + b.radius));
    }
    const bool perFrame = m_scene.result().perFrameHit();
    text += QLatin1Char('\n')
        + (perFrame ? tr("Per-frame test (both frames only): hit.")
                    : (h.hit ? tr("Per-frame test (both frames only): miss. The collision tunnels through!")
                             : tr("Per-frame test (both frames only): miss.")));
    text += QLatin1Char('\n')
        + (tb.hit
                ? (h.hit ? tr("Article's test: hit, agrees.") : tr("Article's test: hit. A false collision!"))
                : tr("Article's test: miss, agrees."));
    m_readout->setText(text);
}

void SweptControls::updatePlot()
{
    const geometry::SweptResult& h = m_scene.result().swept;
    const auto g = [&h](double s) { return h.alpha * s * s + 2 * h.beta * s + h.gamma; };
    QList<QPointF> points;
    points.reserve(kPlotSamples);
    double top = h.bigR;
    double bottom = std::min(0.0, h.bigR);
    for (int k = 0; k < kPlotSamples; ++k) {
        const double s = -1 + 2.0 * k / (kPlotSamples - 1);
        points.append({ s, g(s) });
        top = std::max(top, g(s));
        bottom = std::min(bottom, g(s));
    }
    // Replaced in place (one change each), not cleared and appended (two), and only when they
    // changed: each replace makes the chart lay its series out again. R and the vertex stay
    // where they are while a circle is dragged along its path.
    const auto replaceIfChanged = [](QXYSeries* series, const QList<QPointF>& now) {
        if (series->points() != now)
            series->replace(now);
    };
    // What a task holds back: the curve and its vertex (closest approach), the first contact.
    const bool curveHeld = m_scene.holds(kHeldVertex) || m_scene.holds(kHeldVerdict);
    const bool contactHeld = curveHeld || m_scene.holds(kHeldContact);
    if (curveHeld) {
        points.clear();
        top = h.bigR;
        bottom = 0;
    }
    m_g->replace(points);
    replaceIfChanged(m_r, { { -1, h.bigR }, { 1, h.bigR } });
    QList<QPointF> vertex;
    if (h.alpha > 0 && !curveHeld) {
        const double s = -h.beta / h.alpha;
        if (s >= -1 && s <= 1)
            vertex.append({ s, g(s) });
    }
    replaceIfChanged(m_vertex, vertex);
    QList<QPointF> contact;
    if (h.hit && !contactHeld) {
        const double s = 2 * h.t - 1;
        contact.append({ s, g(s) });
    }
    replaceIfChanged(m_contact, contact);
    // The g axis changes only when the data leaves it or fills less than a third of it: a nice
    // range laid out again on every mouse move made the chart's repaint the drag's largest cost,
    // and an axis that jumps on every move is hard to read.
    const double high = top > bottom ? top * 1.08 : bottom + 1;
    const double span = m_axisG->max() - m_axisG->min();
    if (bottom < m_axisG->min() || top > m_axisG->max() || (high - bottom) * 3 < span) {
        m_axisG->setRange(bottom, high);
        m_axisG->applyNiceNumbers();
    }

    // The chart's grid, axis lines and ticks (QGraphicsLineItems; the series are other items)
    // drawn once into pixmaps and reused: stroking them again took 2.4 M instructions of every
    // repaint during a drag. Axes make new lines when their ticks change, hence every time.
    for (QGraphicsItem* item : m_chartView->scene()->items()) {
        if (item->type() == QGraphicsLineItem::Type
            && item->cacheMode() != QGraphicsItem::DeviceCoordinateCache)
            item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    }

    describePlot(g, curveHeld, contactHeld);
}

void SweptControls::describePlot(const std::function<double(double)>& g, bool curveHeld, bool contactHeld)
{
    const geometry::SweptResult& h = m_scene.result().swept;
    // The plot in words, for a screen reader (each set tells the accessibility layer: only when
    // the words change).
    if (m_chartView->accessibleName() != tr("Plot of g(s) against R")) {
        m_chartView->setAccessibleName(tr("Plot of g(s) against R"));
        m_chartView->viewport()->setAccessibleName(m_chartView->accessibleName());
    }
    QString words = curveHeld
        ? tr("R = %1; the curve of g shows once you have answered the task").arg(formatNumber(h.bigR, 3))
        : tr("g(s) from %1 at s = −1 to %2 at s = 1; R = %3")
              .arg(formatNumber(g(-1), 3), formatNumber(g(1), 3), formatNumber(h.bigR, 3));
    if (m_vertex->count() > 0)
        words = draw::clauses({ words,
            tr("lowest point %1 at s = %2")
                .arg(formatNumber(m_vertex->at(0).y(), 3), formatNumber(m_vertex->at(0).x(), 3)) });
    if (h.hit && !contactHeld)
        words = draw::clauses({ words, tr("first contact at s = %1").arg(formatNumber(2 * h.t - 1, 3)) });
    if (m_chartView->accessibleDescription() != words)
        m_chartView->setAccessibleDescription(words);
}

} // namespace lab
