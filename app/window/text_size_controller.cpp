#include "text_size_controller.h"

#include "lesson_list.h"
#include "main_window.h"
#include "page/lesson_page.h"
#include "page/page_stack.h"
#include "page/text_size.h"
#include "presentation.h"
#include "presentation_controller.h"
#include "window_actions.h"

#include <QAction>
#include <QStatusBar>
#include <QTimer>

namespace lab {

TextSizeController::TextSizeController(MainWindow& window)
    : QObject(&window)
    , m_window(window)
    , m_base(textsize::baseFont())
{
}

TextSizeController::~TextSizeController()
{
    textsize::applyToApplication(1);
}

void TextSizeController::setPercent(int percent)
{
    m_percent = textsize::clamped(percent);
    const double factor = m_percent / 100.0;
    const bool newBase = textsize::baseFont() != m_base;
    m_base = textsize::baseFont(); // before the application's font changes (and says so)
    // The menus, toolbar, status bar and dialogs; what has a scaled font of its own below (the
    // pages' controls and canvas, the list, the bar) starts from the unscaled base instead.
    textsize::applyToApplication(factor);
    for (LessonPage* page : m_window.pageStack().pages()) {
        page->setTextScale(factor);
        if (newBase)
            page->followBaseFont();
    }
    m_window.lessonList()->setTextScale(factor);
    m_window.presentation().bar().setTextScale(factor);
    m_window.fitLessonList();
    m_window.windowActions().view.textLarger->setEnabled(m_percent < textsize::kLargest);
    m_window.windowActions().view.textSmaller->setEnabled(m_percent > textsize::kNormal);
}

void TextSizeController::step(int percent)
{
    setPercent(percent);
    // While presenting, the notice shows it over the canvas. Once the columns have their new
    // widths: whether the lesson text got the whole size (a narrow window keeps it smaller).
    m_window.statusBar()->showMessage(tr("Text size: %1%").arg(m_percent), 3000);
    QTimer::singleShot(0, this, [this] {
        const LessonPage* page = m_window.currentPage();
        const int shown = page ? page->shownTextPercent() : 0;
        if (shown > 0 && shown < m_percent - 2) {
            m_window.statusBar()->showMessage(
                tr("Text size: %1%. The lesson text reaches %2% in this window: a wider window, "
                   "or the lesson list hidden (F9), gives it more room.")
                    .arg(m_percent)
                    .arg(shown),
                8000);
        }
    });
}

void TextSizeController::applyTo(LessonPage& page) const
{
    page.setTextScale(m_percent / 100.0);
}

void TextSizeController::followSystemFont()
{
    if (textsize::baseFont() != m_base)
        setPercent(m_percent);
}

} // namespace lab
