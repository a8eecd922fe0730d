#include "parameter_panel.h"

#include "core/canvas/scene_painter.h"
#include "core/model/commands.h"
#include "core/model/numbers.h"
#include "paced_update.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QStyle>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace lab {

namespace {

// The fields in two columns (x and y of a pair side by side) where the panel is wide enough
// for both whole, else in one; a row whose two fields are hidden takes no room.
class FieldGrid : public QLayout {
public:
    explicit FieldGrid(QWidget* parent)
        : QLayout(parent)
    {
        setContentsMargins(0, 0, 0, 0);
    }
    ~FieldGrid() override
    {
        while (QLayoutItem* item = takeAt(0))
            delete item;
    }

    void addPair(QLabel* label, QLineEdit* field)
    {
        addChildWidget(label);
        addChildWidget(field);
        m_items << new QWidgetItem(label) << new QWidgetItem(field);
        invalidate();
    }

    void addItem(QLayoutItem* item) override { m_items.append(item); }
    int count() const override { return int(m_items.size()); }
    QLayoutItem* itemAt(int index) const override { return m_items.value(index); }
    QLayoutItem* takeAt(int index) override
    {
        return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
    }
    Qt::Orientations expandingDirections() const override { return Qt::Horizontal; }
    // The height is that of the columns the last width gave (no height-for-width: a scroll
    // area asks for that at a width the controls may not keep); a new count asks again.
    QSize minimumSize() const override
    {
        const int width = cellWidth() + contentsMargins().left() + contentsMargins().right();
        return { width, heightFor(m_columns) };
    }
    QSize sizeHint() const override
    {
        const int width = 2 * cellWidth() + gap() + contentsMargins().left() + contentsMargins().right();
        return { width, heightFor(m_columns) };
    }
    void setGeometry(const QRect& rect) override
    {
        QLayout::setGeometry(rect);
        const int columns = columnsFor(rect.marginsRemoved(contentsMargins()).width());
        if (columns != m_columns) {
            // Another height: every cache up the chain must hear of it, the panel's own
            // layout and the one holding the panel.
            m_columns = columns;
            invalidate();
            if (auto* outer = qobject_cast<QLayout*>(parent()))
                outer->invalidate();
            if (QWidget* panel = parentWidget())
                panel->updateGeometry();
        }
        arrange(rect, true);
    }
    // How many columns the fields take at this width.
    int columnsFor(int width) const { return width >= 2 * cellWidth() + gap() ? 2 : 1; }

private:
    int gap() const { return std::max(12, spacing() * 2); }
    int inner() const { return std::max(4, spacing()); }
    int pairs() const { return int(m_items.size() / 2); }
    bool shown(int pair) const { return !m_items[2 * pair + 1]->isEmpty(); }
    int labelWidth() const
    {
        int w = 0;
        for (int i = 0; i < pairs(); ++i)
            w = std::max(w, shown(i) ? m_items[2 * i]->sizeHint().width() : 0);
        return w;
    }
    int cellWidth() const
    {
        int field = 0;
        for (int i = 0; i < pairs(); ++i)
            field = std::max(field, shown(i) ? m_items[2 * i + 1]->minimumSize().width() : 0);
        return labelWidth() + inner() + field;
    }
    int heightFor(int columns) const { return arrange(QRect(), false, columns); }
    // Lays the pairs out in `rect` (when `apply`) in as many columns as its width allows (or
    // `columns`), and returns the height they need.
    int arrange(QRect rect, bool apply, int forced = 0) const
    {
        const QMargins m = contentsMargins();
        rect = rect.marginsRemoved(m);
        const int columns = forced > 0 ? forced : columnsFor(rect.width());
        const int labelW = labelWidth();
        const int cellW = columns == 2 ? (rect.width() - gap()) / 2 : rect.width();
        const int vspace = std::max(4, spacing());
        int y = rect.top();
        bool first = true;
        for (int start = 0; start < pairs(); start += columns) {
            int rowH = 0;
            for (int c = 0; c < columns && start + c < pairs(); ++c) {
                if (shown(start + c))
                    rowH = std::max({ rowH, m_items[2 * (start + c)]->sizeHint().height(),
                        m_items[2 * (start + c) + 1]->sizeHint().height() });
            }
            if (rowH == 0)
                continue; // nothing shown in this row
            if (!first)
                y += vspace;
            first = false;
            for (int c = 0; c < columns && start + c < pairs(); ++c) {
                const int i = start + c;
                if (!apply || !shown(i))
                    continue;
                const int x = rect.left() + c * (cellW + gap());
                m_items[2 * i]->setGeometry(QRect(x, y, labelW, rowH));
                m_items[2 * i + 1]->setGeometry(
                    QRect(x + labelW + inner(), y, cellW - labelW - inner(), rowH));
            }
            y += rowH;
        }
        return y - rect.top() + m.top() + m.bottom();
    }

    QList<QLayoutItem*> m_items;
    int m_columns = 2;
};

// The width a field needs to show `text` whole, or a typical value if that is longer.
int fieldWidthFor(const QLineEdit& field, const QString& text)
{
    const QFontMetrics fm(field.font());
    const int textWidth
        = std::max(fm.horizontalAdvance(text), fm.horizontalAdvance(QStringLiteral("-000.0000")));
    const QMargins m = field.textMargins();
    // QLineEdit's own 2-pixel text margin on each side, the frame, and a pixel for the cursor.
    const int frame = field.style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, &field);
    return textWidth + m.left() + m.right() + 2 * 2 + 2 * frame + 2;
}

} // namespace

ParameterPanel::ParameterPanel(LessonScene& scene, QUndoStack& undo, const ViewState& view, QWidget* parent)
    : Retranslated<QWidget>(parent)
    , m_scene(scene)
    , m_undo(undo)
{
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    auto* grid = new FieldGrid(nullptr);
    column->addLayout(grid);
    const auto& params = scene.params();
    for (int i = 0; i < params.size(); ++i) {
        auto* label = new QLabel(params[i].symbol, this);
        auto* edit = new QLineEdit(this);
        edit->setObjectName(QStringLiteral("field_") + params[i].symbol);
        edit->setAlignment(Qt::AlignRight);
        label->setBuddy(edit);
        grid->addPair(label, edit);
        if (params[i].hidden) {
            label->setVisible(false);
            edit->setVisible(false);
        }
        connect(edit, &QLineEdit::editingFinished, this, [this, i] { commit(i); });
        m_fields.append(edit);
    }
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("fieldError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold;"));
    m_error->hide();
    column->addWidget(m_error);
    // Paced: a drag shows its values here about 30 times a second, and the last at once on release.
    new PacedUpdate(
        m_scene, view,
        [this] {
            // A change from elsewhere (a drag, undo) replaces whatever was refused here.
            m_errorField = -1;
            m_error->hide();
            refresh();
        },
        this);
    refresh();
    retranslate();
}

void ParameterPanel::fitFields()
{
    // Sized for the value, not for refused text (that may be any length, and scrolls).
    for (int i = 0; i < m_fields.size(); ++i) {
        const int width = fieldWidthFor(*m_fields[i], formatNumber(m_scene.value(i), 4));
        if (m_fields[i]->minimumWidth() != width)
            m_fields[i]->setMinimumWidth(width);
    }
}

QString ParameterPanel::errorText() const
{
    return m_errorField >= 0 ? m_error->text() : QString();
}

void ParameterPanel::refresh()
{
    for (int i = 0; i < m_fields.size(); ++i) {
        if (i == m_errorField)
            continue; // keep the refused text in view until it is corrected or replaced
        m_fields[i]->setText(formatNumber(m_scene.value(i), 4));
        m_fields[i]->setStyleSheet({});
    }
    fitFields();
}

void ParameterPanel::commit(int index)
{
    const QString text = m_fields[index]->text();
    // Enter or leaving a field that still shows the value must not round the value to the
    // displayed decimals.
    if (index != m_errorField && text == formatNumber(m_scene.value(index), 4))
        return;
    const ParsedNumber parsed = parseNumber(text);
    if (!parsed.value) {
        showError(index, parsed.error);
        return;
    }
    LessonScene::State next = m_scene.state();
    next[index] = *parsed.value;
    const QString problem = m_scene.validate(next);
    if (!problem.isEmpty()) {
        showError(index, problem);
        return;
    }
    m_errorField = -1;
    m_error->hide();
    pushState(m_undo, m_scene, next,
        QCoreApplication::translate("ParameterPanel", "Set %1").arg(m_scene.params()[index].symbol));
    refresh();
}

void ParameterPanel::showError(int index, const QString& text)
{
    m_errorField = index;
    m_fields[index]->setStyleSheet(QStringLiteral("border: 2px solid #c62828;"));
    m_error->setText(text);
    m_error->show();
}

void ParameterPanel::retranslate()
{
    refresh(); // numbers follow the new locale
    for (int i = 0; i < m_fields.size(); ++i)
        m_fields[i]->setToolTip(m_scene.tooltip(i));
    if (m_errorField >= 0) {
        const int index = m_errorField;
        m_errorField = -1;
        commit(index); // words the message again in the new language
    }
}

void ParameterPanel::changeEvent(QEvent* event)
{
    Retranslated<QWidget>::changeEvent(event); // words first, then the sizes that follow them
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange) {
        fitFields(); // presentation mode's larger font, another language's font
        // The rows' heights follow the labels' font: the caches up the chain must hear of it.
        layout()->invalidate();
        updateGeometry();
    }
}

} // namespace lab
