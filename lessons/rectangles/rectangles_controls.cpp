#include "rectangles_controls.h"

#include "rectangles_words.h"

#include "core/canvas/view_state.h"
#include "core/model/commands.h"
#include "core/widgets/label_holder.h"
#include "core/widgets/paced_update.h"
#include "core/widgets/parameter_panel.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <array>
#include <functional>

namespace lab {

namespace {

using geometry::Aabb;
using geometry::AabbAabbResult;
using geometry::Touching;
using namespace rect;

const QColor kFalseColor(0x6b, 0x74, 0x80);
const QColor kCanvasRowColor(0xff, 0xe8, 0xa8);
const QColor kFocusColor = CanvasStyle::desk().highlight; // the canvas's highlight colour
const QColor kPinnedColor(0xff, 0xf4, 0xd6);
const QColor kFrameColor(0xd0, 0xd5, 0xdc);

// One separating condition: its comparison with the current numbers, true or false, coloured.
// Pointing at it (or focusing it with Tab) highlights its two edges on the canvas; a click or
// Space pins it, so that the edges stay lit.
class ConditionRow : public ReadoutLabel {
public:
    ConditionRow(int index, QWidget* parent)
        : ReadoutLabel(parent)
        , m_index(index)
    {
        setObjectName(QStringLiteral("condition%1").arg(index + 1));
        setWordWrap(true);
        setTextFormat(Qt::RichText);
        setFocusPolicy(Qt::TabFocus); // a click pins; only Tab focus lights it by itself
        setCursor(Qt::PointingHandCursor);
        setMargin(5);
    }
    int index() const { return m_index; }
    bool isPinned() const { return m_pinned; }
    void setPinned(bool on)
    {
        m_pinned = on;
        restyle();
    }
    bool isHot() const { return m_hovered || hasFocus(); }
    void setHolds(bool holds)
    {
        if (holds == m_holds && m_styled)
            return;
        m_holds = holds;
        m_styled = true;
        restyle();
    }
    std::function<void()> onHotChanged;
    std::function<void()> onClicked;

protected:
    void enterEvent(QEnterEvent*) override { setHovered(true); }
    void leaveEvent(QEvent*) override { setHovered(false); }
    void focusInEvent(QFocusEvent*) override
    {
        restyle();
        notify(onHotChanged);
    }
    void focusOutEvent(QFocusEvent*) override
    {
        restyle();
        notify(onHotChanged);
    }
    void mousePressEvent(QMouseEvent*) override { notify(onClicked); }
    void keyPressEvent(QKeyEvent* event) override
    {
        if (event->key() == Qt::Key_Space || event->key() == Qt::Key_Return)
            notify(onClicked);
        else
            QLabel::keyPressEvent(event);
    }

private:
    static void notify(const std::function<void()>& f)
    {
        if (f)
            f();
    }
    void setHovered(bool on)
    {
        m_hovered = on;
        restyle();
        notify(onHotChanged);
    }
    // Colours through the palette and a painted frame, not a style sheet: a style sheet would stop
    // the presentation mode's larger font from reaching the label.
    void restyle()
    {
        QPalette pal = palette();
        pal.setColor(QPalette::WindowText, m_holds ? kApartColor : kFalseColor);
        setPalette(pal);
        update();
    }
    void paintEvent(QPaintEvent* event) override
    {
        {
            QPainter p(this);
            p.setRenderHint(QPainter::Antialiasing);
            const bool hot = isHot() || m_pinned;
            p.setPen(QPen(hot ? kFocusColor : m_holds ? kApartColor : kFrameColor, hot ? 2 : 1));
            p.setBrush(m_pinned ? QBrush(kPinnedColor) : QBrush(Qt::NoBrush));
            p.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), 3, 3);
        }
        ReadoutLabel::paintEvent(event);
    }

    int m_index;
    bool m_hovered = false;
    bool m_pinned = false;
    bool m_holds = false;
    bool m_styled = false; // the palette shows m_holds
};

class RectanglesControls : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(RectanglesLesson)

public:
    RectanglesControls(RectanglesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
        : QWidget(parent)
        , m_scene(scene)
    {
        auto* layout = new QVBoxLayout(this);
        m_fieldsTitle = addTitle(layout);
        layout->addWidget(new ParameterPanel(scene, undo, view, this));

        m_touchTitle = addTitle(layout);
        m_inclusive = new QRadioButton(this);
        m_inclusive->setObjectName(QStringLiteral("touchInclusive"));
        m_strict = new QRadioButton(this);
        m_strict->setObjectName(QStringLiteral("touchStrict"));
        auto* touchGroup = new QButtonGroup(this);
        touchGroup->addButton(m_inclusive);
        touchGroup->addButton(m_strict);
        m_inclusive->setChecked(scene.touching() == Touching::Counts);
        m_strict->setChecked(scene.touching() == Touching::DoesNotCount);
        connect(m_inclusive, &QRadioButton::toggled, this, [this, &undo](bool on) {
            const Touching touching = on ? Touching::Counts : Touching::DoesNotCount;
            if (touching != m_scene.touching())
                pushState(undo, m_scene, m_scene.withTouching(touching), tr("Touching edges"));
        });
        layout->addWidget(m_inclusive);
        layout->addWidget(m_strict);
        m_touchExample = new QPushButton(this);
        m_touchExample->setObjectName(QStringLiteral("touchExample"));
        connect(m_touchExample, &QPushButton::clicked, this,
            [this, &undo] { pushState(undo, m_scene, m_scene.touchingExample(), m_touchExample->text()); });
        layout->addWidget(m_touchExample);

        m_conditionsTitle = addTitle(layout);
        for (int i = 0; i < kConditionCount; ++i) {
            auto* row = new ConditionRow(i, this);
            row->onHotChanged = [this] { updateFocus(); };
            row->onClicked = [this, row] {
                const bool pin = !row->isPinned(); // one pinned row at a time
                for (ConditionRow* other : m_conditions)
                    other->setPinned(other == row && pin);
                updateFocus();
            };
            layout->addWidget(row);
            m_conditions.append(row);
        }

        m_resultTitle = addTitle(layout);
        m_readout = new ReadoutLabel(this);
        m_readout->setObjectName(QStringLiteral("readout"));
        m_readout->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_readout->setWordWrap(true);
        QFont bold = m_readout->font();
        bold.setBold(true);
        m_readout->setFont(bold);
        layout->addWidget(m_readout);

        m_truthTitle = addTitle(layout);
        m_meaning = new QComboBox(this);
        m_meaning->setObjectName(QStringLiteral("truthMeaning"));
        m_meaning->addItems({ QString(), QString(), QString() });
        m_meaning->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        m_meaning->setMinimumContentsLength(12);
        connect(m_meaning, &QComboBox::currentIndexChanged, this, [this] { chooseRow(canvasRow()); });
        layout->addWidget(m_meaning);
        auto* toggles = new QHBoxLayout;
        for (int i = 0; i < 2; ++i) {
            auto* toggle = new QPushButton(this);
            toggle->setObjectName(i == 0 ? QStringLiteral("truthA") : QStringLiteral("truthB"));
            toggle->setCheckable(true);
            connect(toggle, &QPushButton::toggled, this, [this] { updateTruthTable(); });
            toggles->addWidget(toggle);
            m_toggles[i] = toggle;
        }
        layout->addLayout(toggles);
        m_fromCanvas = new QPushButton(this);
        m_fromCanvas->setObjectName(QStringLiteral("truthFromCanvas"));
        connect(m_fromCanvas, &QPushButton::clicked, this, [this] { chooseRow(canvasRow()); });
        layout->addWidget(m_fromCanvas);
        // The two laws, each in its own narrow table: a, b, the left side, the right side.
        m_truthTables = new QWidget(this);
        m_truthTables->setObjectName(QStringLiteral("truthTable"));
        auto* tablesLayout = new QVBoxLayout(m_truthTables);
        tablesLayout->setContentsMargins(0, 0, 0, 0);
        const QStringList headers[2] = {
            { QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("¬(a∧b)"), QStringLiteral("¬a∨¬b") },
            { QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("¬(a∨b)"), QStringLiteral("¬a∧¬b") },
        };
        for (int law = 0; law < 2; ++law) {
            auto* table = new QTableWidget(4, 4, m_truthTables);
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
                const bool values[4] = { t.a, t.b, law == 0 ? !(t.a && t.b) : !(t.a || t.b),
                    law == 0 ? (!t.a || !t.b) : (!t.a && !t.b) };
                for (int col = 0; col < 4; ++col) {
                    auto* item = new QTableWidgetItem(truthLetter(values[col]));
                    item->setTextAlignment(Qt::AlignCenter);
                    table->setItem(row, col, item);
                }
            }
            connect(
                table, &QTableWidget::cellClicked, this, [this](int row, int) { chooseRow(rowValues(row)); });
            tablesLayout->addWidget(table);
            m_tables[law] = table;
        }
        layout->addWidget(m_truthTables);
        m_truthCheck = new QLabel(this);
        m_truthCheck->setObjectName(QStringLiteral("truthCheck"));
        m_truthCheck->setWordWrap(true);
        m_truthCheck->setTextFormat(Qt::RichText);
        layout->addWidget(m_truthCheck);

        m_keys = new QLabel(this);
        m_keys->setWordWrap(true);
        m_keys->setObjectName(QStringLiteral("hint"));
        layout->addWidget(m_keys);
        layout->addStretch();

        chooseRow(canvasRow());
        new PacedUpdate(
            scene, view,
            [this] {
                // The touching rule is a value: an undo or a scene file switches the buttons too.
                const bool inclusive = m_scene.touching() == Touching::Counts;
                if (m_inclusive->isChecked() != inclusive) {
                    const QSignalBlocker blockInclusive(m_inclusive);
                    const QSignalBlocker blockStrict(m_strict);
                    (inclusive ? m_inclusive : m_strict)->setChecked(true);
                }
                updateConditions();
                updateReadout();
                chooseRow(canvasRow()); // a change on the canvas brings the ▶ row back to it
            },
            this);
        retranslate();
    }

protected:
    void changeEvent(QEvent* event) override
    {
        if (event->type() == QEvent::LanguageChange)
            retranslate();
        QWidget::changeEvent(event);
    }

private:
    QLabel* addTitle(QVBoxLayout* layout)
    {
        auto* title = new QLabel(this);
        title->setObjectName(QStringLiteral("sectionTitle"));
        title->setWordWrap(true);
        layout->addWidget(title);
        return title;
    }

    // Rows in the usual order: TT, TF, FT, FF.
    static TruthRow rowValues(int row) { return { row < 2, row % 2 == 0 }; }
    static int rowIndex(TruthRow t) { return (t.a ? 0 : 2) + (t.b ? 0 : 1); }

    TruthMeaning meaningChoice() const
    {
        return static_cast<TruthMeaning>(std::max(0, m_meaning->currentIndex()));
    }
    TruthRow canvasRow() const { return canvasTruthRow(meaningChoice(), m_scene.result()); }
    TruthRow chosenRow() const { return { m_toggles[0]->isChecked(), m_toggles[1]->isChecked() }; }

    void chooseRow(TruthRow t)
    {
        const QSignalBlocker blockA(m_toggles[0]);
        const QSignalBlocker blockB(m_toggles[1]);
        m_toggles[0]->setChecked(t.a);
        m_toggles[1]->setChecked(t.b);
        updateTruthTable();
    }

    void updateFocus()
    {
        int focused = -1;
        for (ConditionRow* row : m_conditions) {
            if (row->isHot())
                focused = row->index();
        }
        if (focused < 0) {
            for (ConditionRow* row : m_conditions) {
                if (row->isPinned())
                    focused = row->index();
            }
        }
        m_scene.setFocusedCondition(focused);
    }

    void retranslate()
    {
        m_fieldsTitle->setText(tr("Two opposite corners of each rectangle"));
        m_touchTitle->setText(tr("Edges that exactly touch"));
        m_inclusive->setText(tr("Inclusive (≤): touching hits"));
        m_inclusive->setToolTip(tr("Edges that exactly touch count as an overlap: R₁ ≥ L₂ and so on"));
        m_strict->setText(tr("Strict (<): touching misses"));
        m_strict->setToolTip(
            tr("Edges that exactly touch do not count: R₁ > L₂ and so on, as in the handout's program"));
        m_touchExample->setText(tr("Make the edges touch exactly"));
        m_touchExample->setToolTip(tr("Rectangle 2's left edge on rectangle 1's right edge, at x = 0"));
        m_conditionsTitle->setText(tr("When can they not touch?"));
        for (ConditionRow* row : m_conditions)
            row->setToolTip(
                tr("Point at this condition to see its two edges on the canvas; click to keep them lit"));
        m_resultTitle->setText(tr("Result"));
        m_truthTitle->setText(tr("De Morgan's laws: truth table"));
        m_meaning->setItemText(0, tr("a = c₁ (left of), b = c₂ (right of)"));
        m_meaning->setItemText(1, tr("a = c₃ (below), b = c₄ (above)"));
        m_meaning->setItemText(2, tr("a = apart along x, b = apart along y"));
        m_fromCanvas->setText(tr("From the canvas"));
        m_fromCanvas->setToolTip(tr("Set a and b to their values on the canvas"));
        m_keys->setText(
            tr("Keys: H / J / K / L move rectangle 1 left, down, up, right by 0.25 (Shift: by 1). "
               "Tab picks a corner, the arrow keys move it (Shift: further). Drag inside a rectangle "
               "to move it; hold Shift to snap to the grid."));
        updateAll();
    }

    void updateAll()
    {
        updateConditions();
        updateReadout();
        updateTruthTable();
    }

    void updateConditions()
    {
        const Aabb boxes[2] = { m_scene.first(), m_scene.second() };
        const AabbAabbResult r = m_scene.result();
        for (int i = 0; i < kConditionCount; ++i) {
            const SeparatingCondition& c = separatingCondition(i);
            const bool holds = r.*c.holds;
            const QString op = relationText(separatingRelation(c, m_scene.touching()), false);
            m_conditions[i]->setText(
                QStringLiteral("<b>%1</b>: %2 %3 %4 &nbsp; (%5 %3 %6) &nbsp; <b>%7</b><br>%8")
                    .arg(conditionName(i), edgeName(c.edge1, 1), op.toHtmlEscaped(), edgeName(c.edge2, 2),
                        num(edgeValue(boxes[0], c.edge1)), num(edgeValue(boxes[1], c.edge2)),
                        holds ? tr("true") : tr("false"), meaning(c)));
            m_conditions[i]->setHolds(holds);
        }
    }

    void updateReadout()
    {
        const Aabb b1 = m_scene.first();
        const Aabb b2 = m_scene.second();
        const auto edges = [](const Aabb& b, int n) {
            return QStringLiteral("%1 = %2, %3 = %4\n%5 = %6, %7 = %8")
                .arg(edgeName(Edge::Left, n), num(b.min.x), edgeName(Edge::Right, n), num(b.max.x),
                    edgeName(Edge::Bottom, n), num(b.min.y), edgeName(Edge::Top, n), num(b.max.y));
        };
        m_readout->setText(
            verdictText(m_scene) + QLatin1Char('\n') + edges(b1, 1) + QLatin1Char('\n') + edges(b2, 2));
        QPalette pal = m_readout->palette();
        pal.setColor(QPalette::WindowText, m_scene.result().hit ? kOverlapColor : kApartColor);
        m_readout->setPalette(pal);
    }

    void updateTruthTable()
    {
        const TruthRow canvas = canvasRow();
        const TruthRow chosen = chosenRow();
        const int canvasIndex = rowIndex(canvas);
        const int chosenIndex = rowIndex(chosen);
        m_truthTables->setProperty("canvasRow", canvasIndex);
        m_truthTables->setProperty("chosenRow", chosenIndex);
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
        for (int i = 0; i < 2; ++i) {
            const bool v = i == 0 ? chosen.a : chosen.b;
            m_toggles[i]->setText(QStringLiteral("%1 = %2")
                                      .arg(i == 0 ? QLatin1Char('a') : QLatin1Char('b'))
                                      .arg(truthLetter(v)));
        }

        const auto t = [](bool v) { return truthLetter(v); };
        const bool a = chosen.a;
        const bool b = chosen.b;
        QString html = QStringLiteral("<p>%1<br>%2</p>").arg(meaningText(), whatCanvasShows(canvas));
        html += QStringLiteral("<p>%1<br>").arg(tr("In the row ▶ (a = %1, b = %2):").arg(t(a), t(b)));
        html += QStringLiteral("¬(a∧b) = ¬(%1∧%2) = ¬%3 = <b>%4</b><br>¬a∨¬b = %5∨%6 = <b>%7</b><br>")
                    .arg(t(a), t(b), t(a && b), t(!(a && b)), t(!a), t(!b), t(!a || !b));
        html += QStringLiteral("¬(a∨b) = ¬(%1∨%2) = ¬%3 = <b>%4</b><br>¬a∧¬b = %5∧%6 = <b>%7</b></p>")
                    .arg(t(a), t(b), t(a || b), t(!(a || b)), t(!a), t(!b), t(!a && !b));
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr(
                        "Both sides agree in the row you chose, and in every other row: that is the proof."));
        if (!truthRowPossible(meaningChoice(), chosen)) {
            html += QStringLiteral("<p><i>%1</i></p>")
                        .arg(meaningChoice() == TruthMeaning::XAxis
                                ? tr("This row never appears on the canvas: rectangle 1 cannot be left and "
                                     "right of rectangle 2 at once.")
                                : tr("This row never appears on the canvas: rectangle 1 cannot be below and "
                                     "above rectangle 2 at once."));
        }
        m_truthCheck->setText(html);
    }

    QString meaningText() const
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

    QString whatCanvasShows(TruthRow canvas) const
    {
        return tr("On the canvas now: a = %1, b = %2 (the shaded row).")
            .arg(truthLetter(canvas.a), truthLetter(canvas.b));
    }

    RectanglesScene& m_scene;
    QLabel* m_fieldsTitle = nullptr;
    QLabel* m_touchTitle = nullptr;
    QRadioButton* m_inclusive = nullptr;
    QRadioButton* m_strict = nullptr;
    QPushButton* m_touchExample = nullptr;
    QLabel* m_conditionsTitle = nullptr;
    QVector<ConditionRow*> m_conditions;
    QLabel* m_resultTitle = nullptr;
    QLabel* m_readout = nullptr;
    QLabel* m_truthTitle = nullptr;
    QComboBox* m_meaning = nullptr;
    std::array<QPushButton*, 2> m_toggles {};
    QPushButton* m_fromCanvas = nullptr;
    QWidget* m_truthTables = nullptr;
    std::array<QTableWidget*, 2> m_tables {};
    QLabel* m_truthCheck = nullptr;
    QLabel* m_keys = nullptr;
};

} // namespace

QWidget* createRectanglesControls(RectanglesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
{
    return new RectanglesControls(scene, undo, view, parent);
}

} // namespace lab
