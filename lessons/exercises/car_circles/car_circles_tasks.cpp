#include "car_circles_tasks.h"

#include "car_circles_marks.h"
#include "car_circles_task_page.h"

#include "core/model/numbers.h"

#include <QAbstractButton>
#include <QButtonGroup>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include <array>

namespace lab {

namespace {

using namespace car_circles;

QLineEdit* numberField(const QString& name, QWidget* parent)
{
    auto* f = new QLineEdit(parent);
    f->setObjectName(name);
    f->setMinimumWidth(40);
    keepNumberWidth(f);
    return f;
}

// Task 1: the inner circles, their rotation, the order of the tests.
class CarCirclesHierarchyTask : public CarCirclesTaskPage {
    Q_DECLARE_TR_FUNCTIONS(CarCirclesHierarchyTask)

public:
    CarCirclesHierarchyTask(CarCirclesScene& scene, QWidget* parent)
        : CarCirclesTaskPage(scene, HierarchyTask, parent)
    {
        setObjectName(QStringLiteral("hierarchyTask"));
        auto* layout = new QVBoxLayout(this);
        m_intro = label(QStringLiteral("innerIntro"), layout);
        buildCircles(layout);
        m_rotationTitle = label(QStringLiteral("rotationTitle"), layout);
        m_rotationGroup = new QButtonGroup(this);
        for (int k = 0; k < kRotationCount; ++k) {
            auto* choice = new WrappedChoice(QStringLiteral("rotation%1").arg(k), m_rotationGroup, k, this);
            choice->setText(rotationFormula(k));
            layout->addWidget(choice);
        }
        m_orderTitle = label(QStringLiteral("orderTitle"), layout);
        m_orderGroup = new QButtonGroup(this);
        for (int k = 0; k < OrderCount; ++k) {
            m_orderChoices[k] = new WrappedChoice(QStringLiteral("order%1").arg(k), m_orderGroup, k, this);
            layout->addWidget(m_orderChoices[k]);
        }
        connect(m_rotationGroup, &QButtonGroup::idClicked, this, [this] { store(); });
        connect(m_orderGroup, &QButtonGroup::idClicked, this, [this] { store(); });
        finish(layout, QStringLiteral("hierarchy"));
    }

    void refreshFeedback() override
    {
        const HierarchyCheck check = car_circles::checkHierarchy(scene().work().hierarchy);
        showFeedback(check.allRight(), check.hints, check.unreadable);
    }

protected:
    void checkAnswers() override
    {
        store();
        const HierarchyCheck check = scene().checkHierarchy();
        if (scene().work().hierarchyProgress.solved)
            scene().setProgram(CarCirclesScene::Program::Hierarchy);
        for (int i = 0; i < kInnerCount; ++i) {
            for (int f = 0; f < InnerFieldCount; ++f)
                markAfterCheck(m_inner[i][f], check.inner[std::size_t(i)][std::size_t(f)], lastCheck());
        }
        showFeedback(check.allRight(), check.hints, check.unreadable);
    }

    QString success() const override
    {
        return tr("Right. The run now uses your circles: play it and compare the false collisions.");
    }
    QString solution() const override { return hierarchySolution(); }

    void retranslate() override
    {
        m_intro->setText(
            tr("Read the three inner circles off the sheet in the text (p0 is at (%1, %2) there). Type each "
               "centre's offset from p0 and the radius.")
                .arg(formatNumber(kSheetP0.x), formatNumber(kSheetP0.y)));
        m_heads[OffsetX]->setText(QStringLiteral("ox"));
        m_heads[OffsetY]->setText(QStringLiteral("oy"));
        m_heads[Radius]->setText(QStringLiteral("r"));
        m_names[0]->setText(tr("1 front"));
        m_names[1]->setText(tr("2 rear"));
        m_names[2]->setText(tr("3 middle"));
        for (int i = 0; i < kInnerCount; ++i) {
            for (int f = 0; f < InnerFieldCount; ++f)
                m_inner[i][f]->setAccessibleName(
                    tr("Inner circle %1: %2").arg(m_names[i]->text(), m_heads[f]->text()));
        }
        m_rotationTitle->setText(
            tr("The car is turned by the angle a. Which formula turns an offset (ox, oy) with it?"));
        m_orderTitle->setText(tr("In which order should Update test the walls?"));
        m_orderChoices[OuterOnly]->setText(tr("Only the outer circle"));
        m_orderChoices[InnerThenOuter]->setText(
            tr("The inner circles first; if one is out, the outer circle"));
        m_orderChoices[OuterThenInner]->setText(
            tr("The outer circle first; only if it is out, the inner circles"));
    }

private:
    // A row per inner circle: its offset (ox, oy) from p0 and its radius.
    void buildCircles(QVBoxLayout* layout)
    {
        auto* grid = new QGridLayout;
        for (int f = 0; f < InnerFieldCount; ++f) {
            m_heads[f] = new QLabel(this);
            m_heads[f]->setAlignment(Qt::AlignCenter);
            grid->addWidget(m_heads[f], 0, f + 1);
        }
        for (int i = 0; i < kInnerCount; ++i) {
            m_names[i] = new QLabel(this);
            grid->addWidget(m_names[i], i + 1, 0);
            for (int f = 0; f < InnerFieldCount; ++f) {
                QLineEdit* e = numberField(QStringLiteral("inner%1_%2").arg(i + 1).arg(f), this);
                grid->addWidget(e, i + 1, f + 1);
                m_inner[i][f] = e;
                connect(e, &QLineEdit::textEdited, this, [this, e] {
                    clearMark(e);
                    store();
                });
            }
        }
        layout->addLayout(grid);
    }

    void load() override
    {
        const HierarchyAnswers& a = scene().work().hierarchy;
        for (int i = 0; i < kInnerCount; ++i) {
            for (int f = 0; f < InnerFieldCount; ++f)
                m_inner[i][f]->setText(a.inner[std::size_t(i)][std::size_t(f)]);
        }
        if (auto* b = m_rotationGroup->button(a.rotation))
            b->setChecked(true);
        if (auto* b = m_orderGroup->button(a.order))
            b->setChecked(true);
    }

    void store()
    {
        HierarchyAnswers a;
        for (int i = 0; i < kInnerCount; ++i) {
            for (int f = 0; f < InnerFieldCount; ++f)
                a.inner[std::size_t(i)][std::size_t(f)] = m_inner[i][f]->text();
        }
        a.rotation = m_rotationGroup->checkedId();
        a.order = m_orderGroup->checkedId();
        scene().setHierarchyAnswers(a);
    }

    QLabel* m_intro = nullptr;
    std::array<QLabel*, InnerFieldCount> m_heads {};
    std::array<QLabel*, kInnerCount> m_names {};
    std::array<std::array<QLineEdit*, InnerFieldCount>, kInnerCount> m_inner {};
    QLabel* m_rotationTitle = nullptr;
    QButtonGroup* m_rotationGroup = nullptr;
    QLabel* m_orderTitle = nullptr;
    QButtonGroup* m_orderGroup = nullptr;
    std::array<WrappedChoice*, OrderCount> m_orderChoices {};
};

} // namespace

CarCirclesTaskPage* createHierarchyTask(CarCirclesScene& scene, QWidget* parent)
{
    return new CarCirclesHierarchyTask(scene, parent);
}

} // namespace lab
