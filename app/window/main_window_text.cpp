// View > Text size (MainWindow's part): Ctrl+= (or Ctrl++), Ctrl+- and Ctrl+0 make the lesson
// text, the formulas, the controls, the canvas labels, the lesson list, the presentation bar and
// the menus, toolbar, status bar and dialogs larger or smaller together, also while presenting
// (the window holds the actions).
#include "main_window.h"

#include "page/lesson_page.h"
#include "presentation.h"
#include "text_size.h"

#include <QAction>
#include <QApplication>
#include <QListWidget>
#include <QMenu>
#include <QStatusBar>
#include <QTimer>

namespace lab {

void MainWindow::setUpTextSize()
{
    m_textLarger = new QAction(this);
    m_textLarger->setObjectName(QStringLiteral("textLarger"));
    m_textLarger->setShortcuts(
        { QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence(Qt::CTRL | Qt::Key_Plus) });
    connect(m_textLarger, &QAction::triggered, this, [this] { stepTextSize(textsize::larger(m_textSize)); });
    m_textSmaller = new QAction(this);
    m_textSmaller->setObjectName(QStringLiteral("textSmaller"));
    m_textSmaller->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    connect(
        m_textSmaller, &QAction::triggered, this, [this] { stepTextSize(textsize::smaller(m_textSize)); });
    m_textNormal = new QAction(this);
    m_textNormal->setObjectName(QStringLiteral("textNormal"));
    m_textNormal->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(m_textNormal, &QAction::triggered, this, [this] { stepTextSize(textsize::kNormal); });
    // Presentation mode hides the menu bar: the window holds the keys.
    for (QAction* a : { m_textLarger, m_textSmaller, m_textNormal })
        addAction(a);

    m_textSizeMenu = new QMenu(this);
    m_textSizeMenu->addAction(m_textLarger);
    m_textSizeMenu->addAction(m_textSmaller);
    m_textSizeMenu->addAction(m_textNormal);
    // Under the canvas's zoom, which keeps the wheel and the plain + - 0 keys.
    m_viewMenu->insertMenu(m_previous, m_textSizeMenu);
    m_viewMenu->insertSeparator(m_previous);

    m_textBase = textsize::baseFont();
}

void MainWindow::followSystemFont()
{
    if (textsize::baseFont() != m_textBase)
        setTextSize(m_textSize);
}

MainWindow::~MainWindow()
{
    textsize::applyToApplication(1);
}

void MainWindow::retranslateTextSize()
{
    m_textSizeMenu->setTitle(tr("Text size"));
    m_textLarger->setText(tr("Larger"));
    m_textLarger->setToolTip(tr("Larger text in the lesson, the controls and the canvas (Ctrl+=)"));
    m_textSmaller->setText(tr("Smaller"));
    m_textSmaller->setToolTip(tr("Smaller text, down to the system's size (Ctrl+-)"));
    m_textNormal->setText(tr("Normal size"));
    m_textNormal->setToolTip(tr("The system's text size (Ctrl+0)"));
}

void MainWindow::setTextSize(int percent)
{
    const int size = textsize::clamped(percent);
    m_textSize = size;
    const double factor = size / 100.0;
    const bool newBase = textsize::baseFont() != m_textBase;
    m_textBase = textsize::baseFont(); // before the application's font changes (and says so)
    // The menus, toolbar, status bar and dialogs; what has a scaled font of its own below (the
    // pages' controls and canvas, the list, the bar) starts from the unscaled base instead.
    textsize::applyToApplication(factor);
    for (LessonPage* page : std::as_const(m_pages)) {
        page->setTextScale(factor);
        if (newBase)
            page->followBaseFont();
    }
    m_list->setFont(textsize::scaled(textsize::baseFont(), factor));
    // Long titles wrap (never scroll sideways): the list grows by half as much as its text, so
    // that the lesson keeps the room.
    m_list->setMinimumWidth(qRound(kLessonListWidth * (1 + (factor - 1) / 2)));
    m_list->doItemsLayout();
    m_bar->setTextScale(factor);
    fitLessonList();
    m_textLarger->setEnabled(size < textsize::kLargest);
    m_textSmaller->setEnabled(size > textsize::kNormal);
}

void MainWindow::stepTextSize(int percent)
{
    setTextSize(percent);
    // While presenting, the notice shows it over the canvas. Once the columns have their new
    // widths: whether the lesson text got the whole size (a narrow window keeps it smaller).
    statusBar()->showMessage(tr("Text size: %1%").arg(m_textSize), 3000);
    QTimer::singleShot(0, this, [this] {
        const LessonPage* page = currentPage();
        const int shown = page ? page->shownTextPercent() : 0;
        if (shown > 0 && shown < m_textSize - 2) {
            statusBar()->showMessage(
                tr("Text size: %1%. The lesson text reaches %2% in this window: a wider window, "
                   "or the lesson list hidden (F9), gives it more room.")
                    .arg(m_textSize)
                    .arg(shown),
                8000);
        }
    });
}

} // namespace lab
