#include "code_view.h"

#include "look.h"

#include "core/model/numbers.h"
#include "core/model/scene.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFontDatabase>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPageSize>
#include <QPdfWriter>
#include <QPushButton>
#include <QTabBar>
#include <QTextDocument>
#include <QVBoxLayout>

namespace lab {

namespace {

// The system's fixed-pitch font, then a fixed-pitch one with Japanese: a comment in Japanese keeps
// its columns and its line height instead of falling back to a proportional font.
QFont codeFont()
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setFamilies({ font.family(), QStringLiteral("Noto Sans Mono CJK JP") });
    return font;
}

QString valueText(const CodeValue& v)
{
    return QStringLiteral("%1 = %2").arg(v.name, v.text.isEmpty() ? formatNumber(v.value, 4) : v.text);
}

QString stepValues(const CodeStep& step)
{
    QStringList parts;
    for (const CodeValue& v : step.values)
        parts << valueText(v);
    if (step.branch != CodeStep::Branch::None)
        parts << (step.branch == CodeStep::Branch::Taken ? QStringLiteral("→ true")
                                                         : QStringLiteral("→ false"));
    if (step.iteration >= 0)
        parts << QCoreApplication::translate("CodeView", "pass %1").arg(step.iteration + 1);
    return parts.join(QStringLiteral(", "));
}

} // namespace

CodeView::CodeView(Listings listings, Runner run, LessonScene& scene, QWidget* parent)
    : Retranslated<QWidget>(parent)
    , m_listingsOf(std::move(listings))
    , m_runner(std::move(run))
    , m_scene(scene)
    , m_listings(m_listingsOf())
{
    setObjectName(QStringLiteral("codeView"));
    // A wide dock under the canvas: the listing on the left, what it is, where the run stands and
    // the buttons in a column on the right.
    auto* row = new QHBoxLayout(this);
    auto* layout = new QVBoxLayout;
    row->addLayout(layout, 3);
    auto* side = new QVBoxLayout;
    row->addLayout(side, 1);
    m_tabs = new QTabBar(this);
    m_tabs->setObjectName(QStringLiteral("codeListings"));
    for (int i = 0; i < m_listings.size(); ++i)
        m_tabs->addTab(QString());
    m_tabs->setVisible(m_listings.size() > 1);
    layout->addWidget(m_tabs);
    m_source = new QLabel(this);
    m_source->setObjectName(QStringLiteral("codeSource"));
    m_source->setWordWrap(true);
    side->addWidget(m_source);
    m_lines = new QListWidget(this);
    m_lines->setObjectName(QStringLiteral("codeLines"));
    m_lines->setFont(codeFont());
    // A long line (a comment with its live values) wraps under itself: no sideways scrolling.
    m_lines->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_lines->setWordWrap(true);
    m_lines->setResizeMode(QListView::Adjust);
    m_lines->setUniformItemSizes(false);
    m_lines->setTextElideMode(Qt::ElideNone);
    m_lines->setSelectionMode(QAbstractItemView::SingleSelection);
    m_lines->installEventFilter(this);
    layout->addWidget(m_lines, 1);
    m_position = new QLabel(this);
    m_position->setObjectName(QStringLiteral("codePosition"));
    m_position->setWordWrap(true);
    side->addWidget(m_position);
    buildButtons(*side);
    side->addStretch();
    connect(m_tabs, &QTabBar::currentChanged, this, &CodeView::setListing);
    connect(&m_scene, &LessonScene::changed, this, [this] {
        if (isVisible())
            rerun();
        else
            m_stale = true;
    });
    retranslateLabels();
    rerun();
}

void CodeView::buildButtons(QVBoxLayout& side)
{
    // Two by two: each button keeps its whole word in the dock's side column.
    auto* steps = new QGridLayout;
    m_start = look::button("codeStart", this);
    m_back = look::button("codeBack", this);
    m_forward = look::button("codeStep", this);
    m_end = look::button("codeEnd", this);
    steps->addWidget(m_start, 0, 0);
    steps->addWidget(m_end, 0, 1);
    steps->addWidget(m_back, 1, 0);
    steps->addWidget(m_forward, 1, 1);
    auto* files = new QHBoxLayout;
    m_copy = look::button("codeCopy", this);
    m_export = look::button("codeExport", this);
    files->addWidget(m_copy);
    files->addWidget(m_export);
    files->addStretch();
    side.addLayout(steps);
    side.addLayout(files);
    connect(m_start, &QPushButton::clicked, this, [this] { setStep(m_run.steps.isEmpty() ? -1 : 0); });
    connect(m_back, &QPushButton::clicked, this, &CodeView::stepBack);
    connect(m_forward, &QPushButton::clicked, this, &CodeView::stepForward);
    connect(m_end, &QPushButton::clicked, this, [this] { setStep(-1); });
    connect(m_copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(plainText()); });
    connect(m_export, &QPushButton::clicked, this, &CodeView::exportInteractive);
}

void CodeView::setCodeScale(double factor)
{
    QFont font = codeFont();
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else
        font.setPixelSize(qRound(font.pixelSize() * factor));
    m_lines->setFont(font);
}

void CodeView::setListing(int index)
{
    if (index < 0 || index >= m_listings.size() || index == m_listing)
        return;
    m_listing = index;
    m_tabs->setCurrentIndex(index);
    m_step = -1;
    rerun();
}

void CodeView::rerun()
{
    m_stale = false;
    m_run = m_listings.isEmpty() ? CodeRun {} : m_runner(m_listing);
    if (m_step >= m_run.steps.size())
        m_step = -1;
    fillLines();
    showStep();
}

void CodeView::setStep(int step)
{
    m_step = step >= 0 && step < m_run.steps.size() ? step : -1;
    fillLines();
    showStep();
}

void CodeView::stepForward()
{
    if (m_run.steps.isEmpty())
        return;
    setStep(m_step < 0 ? 0 : m_step + 1 < m_run.steps.size() ? m_step + 1 : -1);
}

void CodeView::stepBack()
{
    if (m_run.steps.isEmpty())
        return;
    setStep(m_step < 0 ? int(m_run.steps.size()) - 1 : std::max(0, m_step - 1));
}

void CodeView::showLine(int listing, int line)
{
    setListing(listing);
    for (int i = 0; i < m_run.steps.size(); ++i) {
        if (m_run.steps[i].line == line) {
            setStep(i);
            return;
        }
    }
    setStep(-1);
    if (line >= 0 && line < m_lines->count())
        m_lines->setCurrentRow(line);
}

QString CodeView::lineText(int line) const
{
    if (m_listings.isEmpty())
        return {};
    const CodeLine& code = m_listings[m_listing].lines.value(line);
    const int last = m_step < 0 ? int(m_run.steps.size()) - 1 : m_step;
    QString values;
    for (int i = 0; i <= last; ++i) {
        if (m_run.steps[i].line == line)
            values = stepValues(m_run.steps[i]);
    }
    QString text = code.code;
    if (!values.isEmpty())
        text += QStringLiteral("   // ") + values;
    if (!code.comment.isEmpty())
        text += (values.isEmpty() ? QStringLiteral("   // ") : QStringLiteral("  — ")) + code.comment;
    return text;
}

void CodeView::fillLines()
{
    m_lines->clear();
    if (m_listings.isEmpty())
        return;
    const CodeListing& listing = m_listings[m_listing];
    const int last = m_step < 0 ? int(m_run.steps.size()) - 1 : m_step;
    for (int i = 0; i < listing.lines.size(); ++i) {
        auto* item = new QListWidgetItem(QStringLiteral("%1  %2").arg(i + 1, 2).arg(lineText(i)), m_lines);
        bool reached = false;
        QString formula;
        for (int s = 0; s <= last; ++s) {
            if (m_run.steps[s].line == i) {
                reached = true;
                formula = m_run.steps[s].formula;
            }
        }
        if (!reached)
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
        if (listing.lines[i].correction) {
            QColor tint = palette().color(QPalette::Highlight);
            tint.setAlpha(40);
            item->setBackground(tint);
        }
        if (!formula.isEmpty())
            item->setToolTip(formula);
    }
}

void CodeView::showStep()
{
    const bool atEnd = m_step < 0;
    const QString total = QString::number(m_run.steps.size());
    if (m_run.steps.isEmpty()) {
        m_position->setText(tr("This lesson's code does not run on this scene."));
    } else if (atEnd) {
        m_position->setText(
            tr("The whole run: %1 steps. Step through it with Step ▶ or the Right key.").arg(total));
    } else {
        const CodeStep& s = m_run.steps[m_step];
        m_position->setText(tr("Step %1 of %2, line %3: %4")
                                .arg(m_step + 1)
                                .arg(total)
                                .arg(s.line + 1)
                                .arg(lineText(s.line).trimmed()));
        m_lines->setCurrentRow(s.line);
    }
    m_position->setAccessibleName(m_position->text());
    m_scene.setSpotlight(atEnd || m_run.steps.isEmpty() ? Spotlight() : m_run.steps[m_step].spotlight);
    m_back->setEnabled(!m_run.steps.isEmpty() && m_step != 0);
    m_forward->setEnabled(!m_run.steps.isEmpty());
}

QString CodeView::plainText() const
{
    if (m_listings.isEmpty())
        return {};
    const CodeListing& listing = m_listings[m_listing];
    QString text = QStringLiteral("// %1 (%2)\n").arg(listing.title, listing.source);
    for (int i = 0; i < listing.lines.size(); ++i)
        text += lineText(i) + QLatin1Char('\n');
    return text;
}

QString CodeView::html() const
{
    if (m_listings.isEmpty())
        return {};
    const CodeListing& listing = m_listings[m_listing];
    QString body;
    for (int i = 0; i < listing.lines.size(); ++i) {
        const bool reached = m_run.reached(i);
        body += QStringLiteral("<div style=\"%1\">%2</div>")
                    .arg(reached ? QString() : QStringLiteral("color:#888"),
                        lineText(i).toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;")));
    }
    return QStringLiteral("<html><head><meta charset=\"utf-8\"><title>%1</title></head><body>"
                          "<h2>%1</h2><p>%2</p><pre style=\"font-family:monospace\">%3</pre></body></html>")
        .arg(listing.title.toHtmlEscaped(), listing.source.toHtmlEscaped(), body);
}

bool CodeView::exportTo(const QString& path) const
{
    if (path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
        QPdfWriter pdf(path);
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setTitle(m_listings.value(m_listing).title);
        QTextDocument doc;
        doc.setDefaultFont(codeFont());
        doc.setHtml(html());
        doc.setPageSize(QSizeF(pdf.width(), pdf.height()));
        doc.print(&pdf);
        return QFile::exists(path) && QFile(path).size() > 0;
    }
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    return file.write(html().toUtf8()) > 0;
}

void CodeView::exportInteractive()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export the code"), QString(), tr("PDF (*.pdf);;Web page (*.html)"));
    if (path.isEmpty())
        return;
    emit message(
        exportTo(path) ? tr("The code was written to %1.").arg(path) : tr("Could not write %1.").arg(path));
}

bool CodeView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_lines && event->type() == QEvent::KeyPress) {
        switch (static_cast<QKeyEvent*>(event)->key()) {
        case Qt::Key_Right:
        case Qt::Key_Space: stepForward(); return true;
        case Qt::Key_Left: stepBack(); return true;
        case Qt::Key_Home: setStep(m_run.steps.isEmpty() ? -1 : 0); return true;
        case Qt::Key_End: setStep(-1); return true;
        default: break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void CodeView::showEvent(QShowEvent* event)
{
    if (m_stale)
        rerun();
    QWidget::showEvent(event);
}

void CodeView::hideEvent(QHideEvent* event)
{
    m_scene.setSpotlight({}); // the canvas draws a step only while the code is shown
    QWidget::hideEvent(event);
}

void CodeView::retranslate()
{
    reloadListings();
}

void CodeView::reloadListings()
{
    m_listings = m_listingsOf();
    retranslateLabels();
    rerun();
}

void CodeView::retranslateLabels()
{
    for (int i = 0; i < m_listings.size(); ++i)
        m_tabs->setTabText(i, m_listings[i].title);
    if (!m_listings.isEmpty())
        m_source->setText(m_listings[m_listing].source);
    m_start->setText(tr("|◀ Start"));
    m_back->setText(tr("◀ Back"));
    m_forward->setText(tr("Step ▶"));
    m_end->setText(tr("Run to end ▶|"));
    m_copy->setText(tr("Copy"));
    m_copy->setToolTip(tr("Copy the code with this scene's values"));
    m_export->setText(tr("Export…"));
    m_export->setToolTip(tr("Write the code with this scene's values as a handout (PDF or web page)"));
    m_lines->setAccessibleName(tr("Code"));
}

} // namespace lab
