#include "rectangles_controls.h"

#include "rectangles_truth_table.h"
#include "rectangles_words.h"

#include "core/canvas/view_state.h"
#include "core/model/commands.h"
#include "core/model/numbers.h"
#include "core/widgets/label_holder.h"
#include "core/widgets/look.h"
#include "core/widgets/paced_update.h"
#include "core/widgets/parameter_panel.h"
#include "core/widgets/translated_widget.h"

#include <QButtonGroup>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <functional>

namespace lab {

namespace {

using geometry::Aabb;
using geometry::AabbAabbResult;
using geometry::Touching;
using namespace rectangles;

const QColor kFalseColor(0x6b, 0x74, 0x80);
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

class RectanglesControls : public TranslatedWidget {
    Q_DECLARE_TR_FUNCTIONS(RectanglesControls)

public:
    RectanglesControls(RectanglesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
        : TranslatedWidget(parent)
        , m_scene(scene)
    {
        auto* layout = new QVBoxLayout(this);
        m_fieldsTitle = look::sectionTitle(this, layout);
        layout->addWidget(new ParameterPanel(scene, undo, view, this));
        buildTouching(layout, undo);
        buildConditions(layout);
        m_resultTitle = look::sectionTitle(this, layout);
        m_readout = new ReadoutLabel(this);
        m_readout->setObjectName(QStringLiteral("readout"));
        m_readout->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_readout->setWordWrap(true);
        QFont bold = m_readout->font();
        bold.setBold(true);
        m_readout->setFont(bold);
        layout->addWidget(m_readout);
        m_truthTable = new RectanglesTruthTable(scene, this);
        layout->addWidget(m_truthTable);
        m_keys = addLabel(this, layout, QStringLiteral("hint"));
        layout->addStretch();
        new PacedUpdate(
            scene, view, [this] { followScene(); }, this);
        retranslate();
    }

protected:
private:
    // The touching rule, as two radio buttons (an undo step each), and its example.
    void buildTouching(QVBoxLayout* layout, QUndoStack& undo)
    {
        m_touchTitle = look::sectionTitle(this, layout);
        m_inclusive = new QRadioButton(this);
        m_inclusive->setObjectName(QStringLiteral("touchInclusive"));
        m_strict = new QRadioButton(this);
        m_strict->setObjectName(QStringLiteral("touchStrict"));
        auto* touchGroup = new QButtonGroup(this);
        touchGroup->addButton(m_inclusive);
        touchGroup->addButton(m_strict);
        m_inclusive->setChecked(m_scene.touching() == Touching::Counts);
        m_strict->setChecked(m_scene.touching() == Touching::DoesNotCount);
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
    }

    // The four conditions; pointing at one lights its edges, a click pins it.
    void buildConditions(QVBoxLayout* layout)
    {
        m_conditionsTitle = look::sectionTitle(this, layout);
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
    }

    // After every change (while dragged, about 30 a second).
    void followScene()
    {
        // The touching rule is a value: an undo or a scene file switches the buttons too.
        const bool inclusive = m_scene.touching() == Touching::Counts;
        if (m_inclusive->isChecked() != inclusive) {
            const QSignalBlocker blockInclusive(m_inclusive);
            const QSignalBlocker blockStrict(m_strict);
            (inclusive ? m_inclusive : m_strict)->setChecked(true);
        }
        updateConditions();
        updateReadout();
        m_truthTable->followCanvas(); // a change on the canvas brings the ▶ row back to it
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

    void retranslate() override
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
        m_keys->setText(
            tr("Keys: H / J / K / L move rectangle 1 left, down, up, right by 0.25 (Shift: by 1). "
               "Tab picks a corner, the arrow keys move it (Shift: further). Drag inside a rectangle "
               "to move it; hold Shift to snap to the grid."));
        updateConditions();
        updateReadout();
    }

    void updateConditions()
    {
        const Aabb boxes[2] = { m_scene.first(), m_scene.second() };
        const AabbAabbResult& r = m_scene.result();
        const bool held = m_scene.holds(kHeldConditions) || m_scene.holds(kHeldVerdict);
        for (int i = 0; i < kConditionCount; ++i) {
            const SeparatingCondition& c = separatingCondition(i);
            const bool holds = !held && r.*c.holds;
            const QString op = relationText(separatingRelation(c, m_scene.touching()), false);
            m_conditions[i]->setText(
                QStringLiteral("<b>%1</b>: %2 %3 %4 &nbsp; (%5 %3 %6) &nbsp; <b>%7</b><br>%8")
                    .arg(conditionName(i), edgeName(c.edge1, 1), op.toHtmlEscaped(), edgeName(c.edge2, 2),
                        formatNumber(edgeValue(boxes[0], c.edge1), RectanglesScene::kDecimals),
                        formatNumber(edgeValue(boxes[1], c.edge2), RectanglesScene::kDecimals),
                        held        ? QStringLiteral("?")
                            : holds ? tr("true")
                                    : tr("false"),
                        meaning(c)));
            m_conditions[i]->setHolds(holds);
        }
    }

    void updateReadout()
    {
        const auto edges = [](const Aabb& b, int n) {
            return QStringLiteral("%1 = %2, %3 = %4\n%5 = %6, %7 = %8")
                .arg(edgeName(Edge::Left, n), formatNumber(b.min.x, RectanglesScene::kDecimals),
                    edgeName(Edge::Right, n), formatNumber(b.max.x, RectanglesScene::kDecimals),
                    edgeName(Edge::Bottom, n), formatNumber(b.min.y, RectanglesScene::kDecimals),
                    edgeName(Edge::Top, n), formatNumber(b.max.y, RectanglesScene::kDecimals));
        };
        m_readout->setText(verdictText(m_scene) + QLatin1Char('\n') + edges(m_scene.first(), 1)
            + QLatin1Char('\n') + edges(m_scene.second(), 2));
        QPalette pal = m_readout->palette();
        const bool held = m_scene.holds(kHeldConditions) || m_scene.holds(kHeldVerdict);
        pal.setColor(QPalette::WindowText,
            held                       ? palette().color(QPalette::WindowText)
                : m_scene.result().hit ? kOverlapColor
                                       : kApartColor);
        m_readout->setPalette(pal);
    }

    RectanglesScene& m_scene;
    QLabel* m_fieldsTitle = nullptr;
    QLabel* m_touchTitle = nullptr;
    QRadioButton* m_inclusive = nullptr;
    QRadioButton* m_strict = nullptr;
    QPushButton* m_touchExample = nullptr;
    QLabel* m_conditionsTitle = nullptr;
    QList<ConditionRow*> m_conditions;
    QLabel* m_resultTitle = nullptr;
    QLabel* m_readout = nullptr;
    RectanglesTruthTable* m_truthTable = nullptr;
    QLabel* m_keys = nullptr;
};

} // namespace

QWidget* createRectanglesControls(RectanglesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
{
    return new RectanglesControls(scene, undo, view, parent);
}

} // namespace lab
