// LabelHolder: a read-out that changes on every mouse move re-lays out the controls column only
// when its height changes; it keeps its place in the layout and shows and hides with its label.
#include "core/widgets/label_holder.h"

#include <catch2/catch.hpp>

#include <QAccessible>
#include <QApplication>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QTest>
#include <QVBoxLayout>

namespace test_label_holder {

using namespace lab;

namespace {

// Counts the layout requests that reach a widget (what a label's new text costs its column).
class LayoutRequests : public QObject {
public:
    explicit LayoutRequests(QWidget* watched) { watched->installEventFilter(this); }
    int count = 0;

protected:
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::LayoutRequest)
            ++count;
        return false;
    }
};

QLabel* wrapped(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    return label;
}

struct Column {
    QWidget window;
    QVBoxLayout* layout = new QVBoxLayout(&window);
    QLabel* above = wrapped(QStringLiteral("A title above the read-out"), &window);
    QLabel* readout = wrapped(QStringLiteral("D = 71.59, r1 + r2 = 45"), &window);
    QLabel* below = wrapped(QStringLiteral("A hint below it"), &window);

    Column()
    {
        layout->addWidget(above);
        layout->addWidget(readout);
        layout->addWidget(below);
        layout->addStretch(); // as in the controls column: each label at its own height
        window.resize(260, 300);
    }
    void show()
    {
        window.show();
        REQUIRE(QTest::qWaitForWindowExposed(&window));
        QCoreApplication::sendPostedEvents();
    }
};

} // namespace

TEST_CASE("LabelHolder: a new text of the same height does not re-lay out the column")
{
    Column c;
    LabelHolder* holder = LabelHolder::hold(c.readout);
    REQUIRE(holder);
    CHECK(c.layout->indexOf(holder) == 1); // the label's place, between the other two
    CHECK(c.readout->parentWidget() == holder);
    c.show();
    LayoutRequests requests(&c.window);
    const int height = holder->height();

    c.readout->setText(QStringLiteral("D = 68.02, r1 + r2 = 45"));
    QCoreApplication::sendPostedEvents();
    CHECK(requests.count == 0);
    CHECK(holder->height() == height);
    CHECK(c.readout->geometry() == holder->rect());
}

TEST_CASE("LabelHolder: after a same-height change the size hints catch up once the text is calm")
{
    Column c;
    LabelHolder* holder = LabelHolder::hold(c.readout);
    REQUIRE(holder);
    c.show();
    const QSize hintBefore = holder->sizeHint();
    // Same height at this width (one line), but longer on one line: a wider size hint.
    c.readout->setText(QStringLiteral("D = 68.0211, r1 + r2 = 45.5"));
    QCoreApplication::sendPostedEvents();
    CHECK(holder->sizeHint() == hintBefore); // kept while the text moves
    REQUIRE(c.readout->sizeHint() != hintBefore);
    CHECK(QTest::qWaitFor([&] { return holder->sizeHint() == c.readout->sizeHint(); }, 5000));
    CHECK(holder->minimumSizeHint() == c.readout->minimumSizeHint());
}

TEST_CASE("LabelHolder: without a holder the same change re-lays out the column (the cost it saves)")
{
    Column c;
    c.show();
    LayoutRequests requests(&c.window);
    c.readout->setText(QStringLiteral("D = 68.02, r1 + r2 = 45"));
    QCoreApplication::sendPostedEvents();
    CHECK(requests.count > 0);
}

TEST_CASE("LabelHolder: a text that needs more lines grows the holder and moves what is below")
{
    Column c;
    LabelHolder* holder = LabelHolder::hold(c.readout);
    REQUIRE(holder);
    c.show();
    const int height = holder->height();
    const int belowTop = c.below->geometry().top();

    c.readout->setText(
        QStringLiteral("D = 68.02, r1 + r2 = 45. D squared is 4627 and (r1 + r2) squared is 2025, "
                       "so the circles are apart; move circle 2 closer to make them touch."));
    REQUIRE(QTest::qWaitFor([&] { return holder->height() > height; }, 5000));
    CHECK(c.below->geometry().top() > belowTop);
    CHECK(c.readout->height() == holder->height());
    CHECK(c.readout->heightForWidth(holder->width()) <= holder->height());
}

TEST_CASE("LabelHolder: a shorter text keeps the tallest height at that width, so what is below stays put")
{
    Column c;
    LabelHolder* holder = LabelHolder::hold(c.readout);
    REQUIRE(holder);
    c.show();
    const int oneLine = holder->height();
    c.readout->setText(
        QStringLiteral("D = 68.02, r1 + r2 = 45. D squared is 4627 and (r1 + r2) squared is 2025, "
                       "so the circles are apart."));
    REQUIRE(QTest::qWaitFor([&] { return holder->height() > oneLine; }, 5000));
    const int tall = holder->height();
    const int belowTop = c.below->geometry().top();

    c.readout->setText(QStringLiteral("D = 40.00: they collide"));
    QTest::qWait(50);
    QCoreApplication::sendPostedEvents();
    CHECK(holder->height() == tall);
    CHECK(c.below->geometry().top() == belowTop);
    CHECK(c.readout->alignment() & Qt::AlignTop); // the short text at the top of its room

    holder->releaseHeight(); // another language: the height follows the text again
    REQUIRE(QTest::qWaitFor([&] { return holder->height() < tall; }, 5000));
    CHECK(holder->height() == oneLine);
}

TEST_CASE("LabelHolder: shows and hides with its label, and keeps a grid cell")
{
    QWidget window;
    auto* grid = new QGridLayout(&window);
    QLabel* name = new QLabel(QStringLiteral("r1"), &window);
    QLabel* message = wrapped(QStringLiteral("The radius must be greater than 0."), &window);
    grid->addWidget(name, 0, 0);
    grid->addWidget(message, 1, 0, 1, 2);
    message->hide();
    REQUIRE(holdWrappedLabels(&window) == 1); // the wrapped one only
    auto* holder = qobject_cast<LabelHolder*>(message->parentWidget());
    REQUIRE(holder);
    int row = -1, column = -1, rowSpan = 0, columnSpan = 0;
    grid->getItemPosition(grid->indexOf(holder), &row, &column, &rowSpan, &columnSpan);
    CHECK(row == 1);
    CHECK(column == 0);
    CHECK(columnSpan == 2);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    CHECK_FALSE(holder->isVisible());
    message->show();
    CHECK(holder->isVisible());
    CHECK(message->isVisible());
    message->hide();
    CHECK_FALSE(holder->isVisible());
    CHECK(holdWrappedLabels(&window) == 0); // a held label is not held twice
}

TEST_CASE("LabelHolder: a wrapped label that names a field stays beside it, so the field keeps its name")
{
    QWidget window;
    auto* column = new QVBoxLayout(&window);
    QLabel* label = wrapped(QStringLiteral("Reverse mov.X if"), &window);
    auto* field = new QLineEdit(&window);
    label->setBuddy(field);
    column->addWidget(label);
    column->addWidget(field);
    CHECK(holdWrappedLabels(&window) == 0);
    CHECK(label->parentWidget() == &window);
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(field);
    REQUIRE(iface);
    CHECK(iface->text(QAccessible::Name) == QStringLiteral("Reverse mov.X if"));
}

namespace {

// Two labels side by side, one a ReadoutLabel, set up alike (as the lessons' read-outs are).
struct Readouts {
    QWidget window;
    QLabel* plain = new QLabel(&window);
    ReadoutLabel* readout = new ReadoutLabel(&window);

    Readouts()
    {
        for (QLabel* label : { plain, static_cast<QLabel*>(readout) }) {
            label->setTextInteractionFlags(Qt::TextSelectableByMouse);
            label->setWordWrap(true);
            label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        }
        window.resize(520, 300);
        window.show();
        REQUIRE(QTest::qWaitForWindowExposed(&window));
    }
    void set(const QString& text, int width)
    {
        for (QLabel* label : { plain, static_cast<QLabel*>(readout) }) {
            label->setText(text);
            label->setGeometry(0, 0, width, 200);
        }
        readout->move(width + 10, 0);
    }
    static QImage picture(QWidget* w)
    {
        QImage image(w->size(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        w->render(&image, QPoint(), QRegion(), QWidget::DrawChildren);
        return image;
    }
};

} // namespace

TEST_CASE("ReadoutLabel: draws and measures its text exactly as a QLabel does")
{
    Readouts r;
    const QStringList texts = {
        QStringLiteral(
            "Car A: (120, -35), 30°, outer radius 151.2\nCar B: (-80, 40), 0°, outer radius 151.2\n"
            "Outer circles overlap: D = 71.59 ≤ 302.4"),
        QStringLiteral(
            "x min A = 3 ≤ x max B = 7 <b>and</b> y min A = −2 ≤ y max B = 4: <span style=\"color:#c62828\">"
            "they overlap</span>"),
        QStringLiteral("重なっています：D² = 20 ≤ (r1 + r2)² = 25"),
    };
    for (const QString& text : texts) {
        for (const int width : { 140, 233, 400 }) {
            const int margin = width == 233 ? 5 : 0; // the rectangles lesson's condition rows have one
            r.plain->setMargin(margin);
            r.readout->setMargin(margin);
            r.set(text, width);
            CAPTURE(text, width, margin);
            CHECK(r.readout->heightForWidth(width) == r.plain->heightForWidth(width));
            CHECK(r.readout->heightForWidth(width / 2) == r.plain->heightForWidth(width / 2));
            CHECK(Readouts::picture(r.readout) == Readouts::picture(r.plain));
        }
    }
}

TEST_CASE("ReadoutLabel: lays its text out once per new text and width, and not again for the same")
{
    Readouts r;
    r.set(QStringLiteral("D = 71.59, r1 + r2 = 45"), 233);
    (void)Readouts::picture(r.readout);
    (void)r.readout->heightForWidth(233);
    const int before = r.readout->ownLayouts();
    r.readout->setText(QStringLiteral("D = 72.01, r1 + r2 = 45"));
    (void)r.readout->heightForWidth(233);
    (void)Readouts::picture(r.readout);
    (void)Readouts::picture(r.readout);
    CHECK(r.readout->ownLayouts() == before + 1);
    r.readout->setText(QStringLiteral("D = 72.01, r1 + r2 = 45"));
    (void)Readouts::picture(r.readout);
    CHECK(r.readout->ownLayouts() == before + 1);
    // A new width is measured again, and the picture still matches QLabel's.
    (void)r.readout->heightForWidth(120);
    CHECK(r.readout->ownLayouts() == before + 2);
    CHECK(r.readout->heightForWidth(120) == r.plain->heightForWidth(120));
}

TEST_CASE("ReadoutLabel: selected text is drawn by QLabel, selection and all")
{
    Readouts r;
    r.set(QStringLiteral("Car A: (120, -35), 30°\nCar B: (-80, 40), 0°"), 300);
    r.plain->setSelection(0, 10);
    r.readout->setSelection(0, 10);
    REQUIRE(r.readout->hasSelectedText());
    const QImage selected = Readouts::picture(r.readout);
    CHECK(selected == Readouts::picture(r.plain));
    r.readout->setSelection(0, 0);
    CHECK(Readouts::picture(r.readout) != selected); // the selection is gone again
}

} // namespace test_label_holder
