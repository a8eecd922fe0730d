// wrapText: a push button's text wraps in a narrow column, and never runs up to the frame; and the
// retranslating base every widget and dialog words itself with.
#include "core/widgets/translated_widget.h"
#include "core/widgets/wrapping.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QDialog>
#include <QFontMetrics>
#include <QPushButton>
#include <QTest>

namespace test_wrapping {

using namespace lab;

namespace {

// The wrapper recomputes its hints after a resize, on a later turn of the event loop: wait until
// the window has the width and no event is left.
void resizeAndSettle(QPushButton& button, int width)
{
    button.resize(width, button.height());
    REQUIRE(QTest::qWaitFor([&] { return button.width() == width; }, 5000));
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

} // namespace

TEST_CASE("wrapText: a push button wraps before its text would touch the frame")
{
    QPushButton button(QStringLiteral("They do not collide"));
    wrapText(&button);
    button.show();
    REQUIRE(QTest::qWaitForWindowExposed(&button));
    const QFontMetrics fm(button.font());
    const int line = fm.horizontalAdvance(button.text());

    // Wide: one line, and the minimum height is a one-line button's.
    resizeAndSettle(button, line * 2);
    CHECK(button.minimumHeight() < 2 * fm.lineSpacing());

    // The text plus only a few pixels: one line would fit inside the frame but touch it, so the
    // button asks for a second line.
    resizeAndSettle(button, line + 10);
    CHECK(button.minimumHeight() >= 2 * fm.lineSpacing());

    // Never narrower than its widest word plus a margin on each side.
    CHECK(button.minimumWidth() >= fm.horizontalAdvance(QStringLiteral("collide")) + 12);
}

namespace {

// A dialog worded by the one retranslating base: how often it was asked to word itself.
class CountingDialog : public lab::Retranslated<QDialog> {
public:
    CountingDialog() { retranslate(); }
    int worded = 0;

protected:
    void retranslate() override
    {
        ++worded;
        setWindowTitle(QStringLiteral("worded %1").arg(worded));
    }
};

} // namespace

TEST_CASE("Retranslated: a dialog words itself again on every language change, and on nothing else")
{
    CountingDialog dialog;
    CHECK(dialog.worded == 1);
    QCoreApplication::postEvent(&dialog, new QEvent(QEvent::LanguageChange));
    QCoreApplication::sendPostedEvents(&dialog, QEvent::LanguageChange);
    CHECK(dialog.worded == 2);
    CHECK(dialog.windowTitle() == QStringLiteral("worded 2"));
    QEvent font(QEvent::FontChange);
    QCoreApplication::sendEvent(&dialog, &font);
    CHECK(dialog.worded == 2);
}

} // namespace test_wrapping
