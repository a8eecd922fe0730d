#include "rectangles_truth_table.h"

#include "rectangles_words.h"

#include "core/widgets/look.h"
#include "core/widgets/translated_widget.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace lab {

namespace {

using namespace rectangles;

const QColor kCanvasRowColor(0xff, 0xe8, 0xa8);

// The meanings in the order of the choice box.
constexpr TruthMeaning kMeanings[] = { TruthMeaning::XAxis, TruthMeaning::YAxis, TruthMeaning::Axes };

// Rows in the usual order: TT, TF, FT, FF.
TruthRow rowValues(int row)
{
    return { row < 2, row % 2 == 0 };
}

int rowIndex(TruthRow t)
{
    return (t.a ? 0 : 2) + (t.b ? 0 : 1);
}

} // namespace

RectanglesTruthTable::RectanglesTruthTable(const RectanglesScene& scene, QWidget* parent)
    : TranslatedWidget(parent)
    , m_scene(scene)
{
    setObjectName(QStringLiteral("truthPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_title = look::sectionTitle(this, layout);
    m_meaning = new QComboBox(this);
    m_meaning->setObjectName(QStringLiteral("truthMeaning"));
    m_meaning->addItems({ QString(), QString(), QString() });
    m_meaning->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_meaning->setMinimumContentsLength(12);
    connect(m_meaning, &QComboBox::currentIndexChanged, this, [this] { followCanvas(); });
    layout->addWidget(m_meaning);
    auto* toggles = new QHBoxLayout;
    for (int i = 0; i < 2; ++i) {
        auto* toggle = new QPushButton(this);
        toggle->setObjectName(i == 0 ? QStringLiteral("truthA") : QStringLiteral("truthB"));
        toggle->setCheckable(true);
        connect(toggle, &QPushButton::toggled, this, [this] { refresh(); });
        toggles->addWidget(toggle);
        m_toggles[i] = toggle;
    }
    layout->addLayout(toggles);
    m_fromCanvas = new QPushButton(this);
    m_fromCanvas->setObjectName(QStringLiteral("truthFromCanvas"));
    connect(m_fromCanvas, &QPushButton::clicked, this, [this] { followCanvas(); });
    layout->addWidget(m_fromCanvas);
    // The two laws, each in its own narrow table: a, b, the left side, the right side.
    m_tablesBox = new QWidget(this);
    m_tablesBox->setObjectName(QStringLiteral("truthTable"));
    auto* tablesLayout = new QVBoxLayout(m_tablesBox);
    tablesLayout->setContentsMargins(0, 0, 0, 0);
    for (int law = 0; law < 2; ++law) {
        m_tables[law] = makeTable(law);
        tablesLayout->addWidget(m_tables[law]);
    }
    layout->addWidget(m_tablesBox);
    m_check = addLabel(this, layout, QStringLiteral("truthCheck"), Qt::RichText);
    retranslate();
    followCanvas();
}

QTableWidget* RectanglesTruthTable::makeTable(int law)
{
    const QStringList headers[2] = {
        { QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("¬(a∧b)"), QStringLiteral("¬a∨¬b") },
        { QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("¬(a∨b)"), QStringLiteral("¬a∧¬b") },
    };
    auto* table = new QTableWidget(4, 4, m_tablesBox);
    table->setObjectName(law == 0 ? QStringLiteral("truthTableAnd") : QStringLiteral("truthTableOr"));
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->setFocusPolicy(Qt::NoFocus);
    table->setHorizontalHeaderLabels(headers[law]);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    table->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    for (int row = 0; row < 4; ++row) {
        table->setVerticalHeaderItem(row, new QTableWidgetItem(QString())); // ▶ marks the chosen row
        const TruthRow t = rowValues(row);
        const bool values[2] = { t.a, t.b };
        for (int col = 0; col < 4; ++col) {
            // The sides' columns are filled by showSides().
            auto* item = new QTableWidgetItem(col < 2 ? truthLetter(values[col]) : QString());
            item->setTextAlignment(Qt::AlignCenter);
            table->setItem(row, col, item);
        }
    }
    connect(table, &QTableWidget::cellClicked, this, [this](int row, int) { chooseRow(rowValues(row)); });
    return table;
}

void RectanglesTruthTable::followCanvas()
{
    if (canvasHeld())
        refresh();
    else
        chooseRow(canvasRow());
}

bool RectanglesTruthTable::canvasHeld() const
{
    return m_scene.holds(kHeldVerdict) || m_scene.holds(rectangles::kHeldConditions);
}

TruthMeaning RectanglesTruthTable::meaningChoice() const
{
    return kMeanings[std::clamp(m_meaning->currentIndex(), 0, int(std::size(kMeanings)) - 1)];
}

TruthRow RectanglesTruthTable::chosenRow() const
{
    return { m_toggles[0]->isChecked(), m_toggles[1]->isChecked() };
}

void RectanglesTruthTable::chooseRow(TruthRow t)
{
    const QSignalBlocker blockA(m_toggles[0]);
    const QSignalBlocker blockB(m_toggles[1]);
    m_toggles[0]->setChecked(t.a);
    m_toggles[1]->setChecked(t.b);
    refresh();
}

void RectanglesTruthTable::retranslate()
{
    m_title->setText(tr("De Morgan's laws: truth table"));
    m_meaning->setItemText(0, tr("a = c₁ (left of), b = c₂ (right of)"));
    m_meaning->setItemText(1, tr("a = c₃ (below), b = c₄ (above)"));
    m_meaning->setItemText(2, tr("a = apart along x, b = apart along y"));
    m_fromCanvas->setText(tr("From the canvas"));
    m_fromCanvas->setToolTip(tr("Set a and b to their values on the canvas"));
    refresh();
}

void RectanglesTruthTable::markRows(int canvasIndex, int chosenIndex)
{
    m_tablesBox->setProperty("canvasRow", canvasIndex);
    m_tablesBox->setProperty("chosenRow", chosenIndex);
    for (QTableWidget* table : m_tables) {
        for (int row = 0; row < 4; ++row) {
            // Set in place: an item's unchanged value is no change, so a drag that keeps the
            // rows does not make the tables measure their contents again.
            table->verticalHeaderItem(row)->setText(row == chosenIndex ? QStringLiteral("▶") : QString());
            for (int col = 0; col < table->columnCount(); ++col) {
                QTableWidgetItem* item = table->item(row, col);
                item->setBackground(row == canvasIndex ? QBrush(kCanvasRowColor) : QBrush());
                QFont font; // only the weight: the size follows the table (presentation mode)
                font.setBold(row == chosenIndex);
                item->setFont(font);
            }
        }
    }
}

void RectanglesTruthTable::refresh()
{
    const TruthRow canvas = canvasRow();
    const TruthRow chosen = chosenRow();
    const bool held = canvasHeld();
    markRows(held ? -1 : rowIndex(canvas), rowIndex(chosen));
    m_fromCanvas->setEnabled(!held);
    for (int i = 0; i < 2; ++i) {
        const bool v = i == 0 ? chosen.a : chosen.b;
        m_toggles[i]->setText(
            QStringLiteral("%1 = %2").arg(i == 0 ? QLatin1Char('a') : QLatin1Char('b')).arg(truthLetter(v)));
    }
    QString html = QStringLiteral("<p>%1<br>%2</p>")
                       .arg(meaningText(),
                           held ? tr("On the canvas now: a = ?, b = ? (the task above asks first).")
                                : tr("On the canvas now: a = %1, b = %2 (the shaded row).")
                                      .arg(truthLetter(canvas.a), truthLetter(canvas.b)));
    const bool proofHeld = m_scene.holds(rectangles::kHeldProof);
    showSides(!proofHeld);
    html += proofHeld ? QStringLiteral("<p>%1</p>")
                            .arg(tr("The two sides of each law are yours to work out first: the task above "
                                    "asks for them."))
                      : laws(chosen);
    if (!truthRowPossible(meaningChoice(), chosen)) {
        html += QStringLiteral("<p><i>%1</i></p>")
                    .arg(meaningChoice() == TruthMeaning::XAxis
                            ? tr("This row never appears on the canvas: rectangle 1 cannot be left and "
                                 "right of rectangle 2 at once.")
                            : tr("This row never appears on the canvas: rectangle 1 cannot be below and "
                                 "above rectangle 2 at once."));
    }
    m_check->setText(html);
}

// The sides' columns of both tables: their values, or "?" while a task asks for them.
void RectanglesTruthTable::showSides(bool shown)
{
    for (int law = 0; law < 2; ++law) {
        for (int row = 0; row < 4; ++row) {
            const TruthRow t = rowValues(row);
            const bool left = law == 0 ? !(t.a && t.b) : !(t.a || t.b);
            const bool right = law == 0 ? (!t.a || !t.b) : (!t.a && !t.b);
            // Set only when it changes: an unchanged value keeps the tables from measuring again.
            const QString texts[2] = { shown ? truthLetter(left) : QStringLiteral("?"),
                shown ? truthLetter(right) : QStringLiteral("?") };
            for (int side = 0; side < 2; ++side) {
                QTableWidgetItem* item = m_tables[law]->item(row, 2 + side);
                if (item->text() != texts[side])
                    item->setText(texts[side]);
            }
        }
    }
}

// Both laws worked out in the chosen row.
QString RectanglesTruthTable::laws(TruthRow chosen) const
{
    const auto t = [](bool v) { return truthLetter(v); };
    const bool a = chosen.a;
    const bool b = chosen.b;
    QString html = QStringLiteral("<p>%1<br>").arg(tr("In the row ▶ (a = %1, b = %2):").arg(t(a), t(b)));
    html += QStringLiteral("¬(a∧b) = ¬(%1∧%2) = ¬%3 = <b>%4</b><br>¬a∨¬b = %5∨%6 = <b>%7</b><br>")
                .arg(t(a), t(b), t(a && b), t(!(a && b)), t(!a), t(!b), t(!a || !b));
    html += QStringLiteral("¬(a∨b) = ¬(%1∨%2) = ¬%3 = <b>%4</b><br>¬a∧¬b = %5∧%6 = <b>%7</b></p>")
                .arg(t(a), t(b), t(a || b), t(!(a || b)), t(!a), t(!b), t(!a && !b));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Both sides agree in the row you chose, and in every other row: that is the proof."));
    return html;
}

QString RectanglesTruthTable::meaningText() const
{
    switch (meaningChoice()) {
    case TruthMeaning::XAxis:
        return tr("a: rectangle 1 is left of rectangle 2 (c₁), b: it is right of it (c₂). "
                  "¬(a∨b) says they overlap along x.");
    case TruthMeaning::YAxis:
        return tr("a: rectangle 1 is below rectangle 2 (c₃), b: it is above it (c₄). "
                  "¬(a∨b) says they overlap along y.");
    case TruthMeaning::Axes: break;
    }
    return tr("a: there is a gap along x (c₁ or c₂), b: there is a gap along y (c₃ or c₄). "
              "¬(a∨b) is the overlap.");
}

} // namespace lab
