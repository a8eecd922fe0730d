// The regions of a lesson page, placed by the layout rule (page_layout.h) from the page's size,
// View > Text size and the mode alone: the canvas, the side column (a tab bar over the lesson text
// or the controls; from kWideWidth up the text has a column of its own), and the code dock under
// the canvas (F7). What happens inside a region never moves another.
#pragma once

#include "page_layout.h"

#include <QStringList>
#include <QWidget>

#include <optional>

class QTabBar;

namespace lab {

class Canvas;
class ControlsColumn;

class PageColumns : public QWidget {
    Q_OBJECT
public:
    static constexpr int kSmallestCanvas = lab::kSmallestCanvas;
    // The side column's tabs.
    enum Tab { LessonTab = 0, ControlsTab = 1 };

    explicit PageColumns(QWidget* parent);
    // The regions (made with this widget as their parent); `code` may be null.
    void setColumns(QWidget& text, Canvas& canvas, ControlsColumn& controls, QWidget* code);

    void setPresentation(bool on);
    // The lesson text shown (F6) or the controls in its place; no choice: the text, except in a
    // presentation on a projector of kNarrowPresentationWidth pixels or less (the canvas and its
    // controls first there).
    void setTextChoice(std::optional<bool> shown);
    bool isTextShown() const;
    // The code dock under the canvas (F7).
    void setCodeShown(bool on);
    bool isCodeShown() const;
    // View > Text size (1: the system's).
    void setTextScale(double factor);
    double textScale() const { return m_textScale; }
    // The controls' fonts changed: nothing moves, but the regions are placed again.
    void refit();
    // Shows the controls tab (where the text and the controls share the side column).
    void showControls();
    QTabBar& tabBar() const { return *m_tabs; }
    // The tabs' words, and shorter ones for a side column too narrow for them (at 200 % text on a
    // 1024-pixel projector): a tab's words are whole, never cut to "Le…".
    void setTabTexts(const QStringList& full, const QStringList& brief);
    // The rule's answer for the page as it is now.
    PageLayout currentLayout() const;

    // The narrowest page the rule lays out whole (the window keeps at least this for the page).
    int sideBySideWidth() const;

signals:
    // sideBySideWidth() may have changed (the text size, the mode).
    void wantedWidthChanged();
    // The text was shown or hidden (F6, or its tab chosen).
    void textShownChanged(bool shown);

protected:
    void resizeEvent(QResizeEvent* event) override;
    // Tab from the canvas or the tab bar into controls hidden behind the lesson tab shows them.
    bool focusNextPrevChild(bool next) override;

private:
    void arrange();
    void fitTabTexts(int width);
    bool textWanted() const;

    QTabBar* m_tabs = nullptr;
    QWidget* m_text = nullptr;
    Canvas* m_canvas = nullptr;
    ControlsColumn* m_controls = nullptr;
    QWidget* m_code = nullptr;
    bool m_presentation = false;
    bool m_codeShown = false;
    double m_textScale = 1;
    std::optional<bool> m_textChoice;
    QStringList m_fullTabs;
    QStringList m_briefTabs;
};

} // namespace lab
