#include "car_circles_tasks.h"

#include "car_circles_marks.h"
#include "car_circles_scene.h"

#include "core/lesson.h"
#include "core/widgets/task_answer.h"
#include "core/widgets/translated_widget.h"

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

// The task's answer area: the inner circles, their rotation, the order of the tests.
class CarCirclesHierarchy : public Retranslated<TaskAnswer> {
    Q_DECLARE_TR_FUNCTIONS(CarCirclesHierarchyTask)

public:
    CarCirclesHierarchy(CarCirclesScene& scene, QWidget* parent)
        : Retranslated<TaskAnswer>(parent)
        , m_scene(scene)
    {
        setObjectName(QStringLiteral("hierarchyTask"));
        auto* layout = new QVBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        buildCircles(layout);
        m_rotationTitle = addLabel(this, layout, QStringLiteral("rotationTitle"));
        m_rotationGroup = new QButtonGroup(this);
        for (int k = 0; k < kRotationCount; ++k) {
            auto* choice = new WrappedChoice(QStringLiteral("rotation%1").arg(k), m_rotationGroup, k, this);
            choice->setText(rotationFormula(k));
            layout->addWidget(choice);
        }
        m_orderTitle = addLabel(this, layout, QStringLiteral("orderTitle"));
        m_orderGroup = new QButtonGroup(this);
        for (int k = 0; k < OrderCount; ++k) {
            m_orderChoices[k] = new WrappedChoice(QStringLiteral("order%1").arg(k), m_orderGroup, k, this);
            layout->addWidget(m_orderChoices[k]);
        }
        connect(m_rotationGroup, &QButtonGroup::idClicked, this, [this] { store(); });
        connect(m_orderGroup, &QButtonGroup::idClicked, this, [this] { store(); });
        // Answers set elsewhere (a restored file, a test) are shown.
        connect(&m_scene, &CarCirclesScene::workChanged, this, [this] { load(); });
        QVBoxLayout* found = makeFindings();
        m_found = addLabel(found->parentWidget(), found, QStringLiteral("hierarchyFound"));
        load();
        retranslate();
    }

    QString answerText() const override
    {
        const HierarchyAnswers a = typed();
        return checkHierarchy(a).state() == AnswerState::Blank ? QString() : car_circles::answerText(a);
    }
    // Not put to a class vote: nothing to put back.
    void setAnswerText(const QString& text) override { Q_UNUSED(text); }

    // Every field marked as the check found it; a right answer runs the student's circles.
    AnswerState judge(QString* problem) override
    {
        store(); // the fields as they stand, also where a program set them
        const HierarchyCheck check = checkHierarchy(m_scene.work().hierarchy);
        const AnswerState state = check.state();
        const CheckCounted marks = state == AnswerState::Blank ? CheckCounted::Blank
            : state == AnswerState::Unreadable                 ? CheckCounted::Unreadable
                                                               : CheckCounted::Counted;
        for (int i = 0; i < kInnerCount; ++i) {
            for (int f = 0; f < InnerFieldCount; ++f)
                markAfterCheck(m_inner[i][f], check.inner[std::size_t(i)][std::size_t(f)], marks);
        }
        if (state == AnswerState::Unreadable)
            *problem = this->problem();
        if (state == AnswerState::Right) {
            m_scene.setSolved(true);
            m_scene.setProgram(CarCirclesScene::Program::Hierarchy);
        }
        return state;
    }

    QString problem() const override
    {
        const QStringList unreadable = checkHierarchy(m_scene.work().hierarchy).unreadable;
        if (unreadable.isEmpty())
            return {};
        return tr("Some answers cannot be read, so nothing was checked:") + QLatin1Char('\n')
            + unreadable.join(QLatin1Char('\n'));
    }

    void refresh() override
    {
        m_found->setText(m_scene.solved()
                ? tr("The run now uses your circles: play it and compare the false collisions.")
                : QString());
        m_found->setVisible(m_scene.solved());
    }

private:
    void retranslate() override
    {
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
        refresh();
    }

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

    void load()
    {
        const HierarchyAnswers& a = m_scene.work().hierarchy;
        for (int i = 0; i < kInnerCount; ++i) {
            for (int f = 0; f < InnerFieldCount; ++f) {
                if (m_inner[i][f]->text() != a.inner[std::size_t(i)][std::size_t(f)])
                    m_inner[i][f]->setText(a.inner[std::size_t(i)][std::size_t(f)]);
            }
        }
        check(m_rotationGroup, a.rotation);
        check(m_orderGroup, a.order);
    }

    // The choice `id` picked in `group` (none: -1).
    static void check(QButtonGroup* group, int id)
    {
        if (group->checkedId() == id)
            return;
        if (QAbstractButton* b = group->button(id)) {
            b->setChecked(true);
            return;
        }
        if (QAbstractButton* picked = group->checkedButton()) {
            group->setExclusive(false);
            picked->setChecked(false);
            group->setExclusive(true);
        }
    }

    // The answers as the fields and choices hold them.
    HierarchyAnswers typed() const
    {
        HierarchyAnswers a;
        for (int i = 0; i < kInnerCount; ++i) {
            for (int f = 0; f < InnerFieldCount; ++f)
                a.inner[std::size_t(i)][std::size_t(f)] = m_inner[i][f]->text();
        }
        a.rotation = m_rotationGroup->checkedId();
        a.order = m_orderGroup->checkedId();
        return a;
    }

    void store()
    {
        const HierarchyAnswers a = typed();
        if (a == m_scene.work().hierarchy)
            return;
        m_scene.setHierarchyAnswers(a);
        emit edited(checkHierarchy(a).allRight());
    }

    CarCirclesScene& m_scene;
    QLabel* m_found = nullptr;
    std::array<QLabel*, InnerFieldCount> m_heads {};
    std::array<QLabel*, kInnerCount> m_names {};
    std::array<std::array<QLineEdit*, InnerFieldCount>, kInnerCount> m_inner {};
    QLabel* m_rotationTitle = nullptr;
    QButtonGroup* m_rotationGroup = nullptr;
    QLabel* m_orderTitle = nullptr;
    QButtonGroup* m_orderGroup = nullptr;
    std::array<WrappedChoice*, OrderCount> m_orderChoices {};
};

// "Inner circles": asked on the car as it stands; its hints are the check's.
class InnerCirclesTask : public ExerciseTask {
public:
    QString id() const override { return kHierarchyTask; }
    QString title() const override { return CarCirclesHierarchy::tr("Inner circles"); }
    QString prompt(const LessonScene&) const override
    {
        return CarCirclesHierarchy::tr(
            "Read the three inner circles off the sheet in the text (p0 is at (%1, %2) "
            "there). Type each centre's offset from p0 and the radius.")
            .arg(formatNumber(kSheetP0.x), formatNumber(kSheetP0.y));
    }
    QString hint(int, const LessonScene& scene) const override
    {
        return checkHierarchy(LessonOf<CarCirclesScene>::own(scene).work().hierarchy)
            .hints.join(QLatin1Char('\n'));
    }
    QString solution(const LessonScene&) const override { return hierarchySolution(); }
    // The front circle's offset, as the sheet gives it.
    QStringList giveaways(const LessonScene&) const override
    {
        return { QStringLiteral("(-105, -15)"), QStringLiteral("-105") };
    }
    QString sourceLines() const override { return QStringLiteral("003:512,544-546,583,594-596,605-607"); }
    TaskAnswer* createAnswer(LessonScene& scene, QUndoStack&, QWidget* parent) const override
    {
        return new CarCirclesHierarchy(LessonOf<CarCirclesScene>::own(scene), parent);
    }
};

} // namespace

std::vector<std::unique_ptr<TaskDefinition>> car_circles::tasks()
{
    std::vector<std::unique_ptr<TaskDefinition>> all;
    all.push_back(std::make_unique<InnerCirclesTask>());
    return all;
}

} // namespace lab
