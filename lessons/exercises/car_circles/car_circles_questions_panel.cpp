#include "car_circles_questions_panel.h"

#include "car_circles_marks.h"
#include "car_circles_questions.h"
#include "car_circles_task_page.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <array>

namespace lab {

namespace {

using namespace car_circles;

// A choice box that the mouse wheel does not turn unless it has the focus: the wheel scrolls the
// panel it sits in instead.
class ChoiceBox : public QComboBox {
public:
    using QComboBox::QComboBox;

protected:
    void wheelEvent(QWheelEvent* event) override
    {
        if (hasFocus())
            QComboBox::wheelEvent(event);
        else
            event->ignore();
    }
};

class CarCirclesQuestionsTask : public CarCirclesTaskPage {
    Q_DECLARE_TR_FUNCTIONS(CarCirclesQuestionsTask)

public:
    CarCirclesQuestionsTask(CarCirclesScene& scene, QWidget* parent)
        : CarCirclesTaskPage(scene, QuestionsTask, parent)
    {
        setObjectName(QStringLiteral("questionsTask"));
        auto* layout = new QVBoxLayout(this);
        m_intro = label(QStringLiteral("questionsIntro"), layout);
        for (int q = 0; q < QuestionCount; ++q) {
            m_choices[q] = new ChoiceBox(this);
            m_choices[q]->setObjectName(QStringLiteral("question%1").arg(q));
            m_choices[q]->setFocusPolicy(Qt::StrongFocus);
            m_choices[q]->setSizeAdjustPolicy(QComboBox::AdjustToContents);
            connect(m_choices[q], &QComboBox::activated, this, [this, q] {
                clearMark(m_choices[q]);
                store();
            });
        }
        addQuestion(layout, CircleStrength);
        addQuestion(layout, CircleWeakness);
        m_framesTitle = label(QStringLiteral("framesTitle"), layout);
        m_frames = new QLineEdit(this);
        m_frames->setObjectName(QStringLiteral("framesPerSecond"));
        keepNumberWidth(m_frames);
        layout->addWidget(m_frames);
        connect(m_frames, &QLineEdit::textEdited, this, [this] {
            clearMark(m_frames);
            store();
        });
        addQuestion(layout, TestEvery);
        addQuestion(layout, Comparison);
        m_sentence = label(QStringLiteral("sentence"), layout);
        auto* blanks = new QFormLayout;
        for (int q = VerticalEdgeA; q < QuestionCount; ++q) {
            m_blankNames[q - VerticalEdgeA] = new QLabel(this);
            blanks->addRow(m_blankNames[q - VerticalEdgeA], m_choices[q]);
        }
        layout->addLayout(blanks);
        finish(layout, QStringLiteral("questions"));
    }

    void refreshFeedback() override
    {
        const QuestionCheck check = car_circles::checkQuestions(scene().work().questions);
        showFeedback(check.allRight(), check.hints, check.unreadable);
    }

protected:
    void checkAnswers() override
    {
        store();
        const QuestionCheck check = scene().checkQuestions();
        for (int q = 0; q < QuestionCount; ++q)
            markAfterCheck(m_choices[q], check.choices[std::size_t(q)], lastCheck());
        markAfterCheck(m_frames, check.framesPerSecond, lastCheck());
        showFeedback(check.allRight(), check.hints, check.unreadable);
    }

    QString success() const override { return tr("Right: these are the handout's answers."); }
    QString solution() const override { return questionsSolution(); }

    void retranslate() override
    {
        m_intro->setText(tr("The handout leaves these blanks for you to fill in. Choose or type each "
                            "answer, then check."));
        m_titles[CircleStrength]->setText(
            tr("1. Compared with the tests of other shapes, a test between two circles is much …"));
        m_titles[CircleWeakness]->setText(tr("2. Its drawback: a circle can lack …"));
        m_framesTitle->setText(tr("3. A game moves its objects frame by frame. How many frames does it "
                                  "usually show in one second (its fps)?"));
        m_titles[TestEvery]->setText(tr("4. So the collision test must be called once every …"));
        m_titles[Comparison]->setText(
            tr("5. The test asks whether the distance D of the centres is … the sum of the radii."));
        m_sentence->setText(
            tr("6. Up and down only, rectangles 1 and 2 can touch when rectangle 1's bottom edge is (b) "
               "rectangle 2's (a) edge, (c) rectangle 1's top edge is (e) rectangle 2's (d) edge. Here y "
               "points up."));
        static const char* const letters[] = { "(a)", "(b)", "(c)", "(d)", "(e)" };
        for (int i = 0; i < QuestionCount - VerticalEdgeA; ++i)
            m_blankNames[i]->setText(QLatin1String(letters[i]));
        m_frames->setAccessibleName(m_framesTitle->text());
        for (int q = 0; q < QuestionCount; ++q) {
            QComboBox* box = m_choices[q];
            const int current = box->currentIndex();
            box->clear();
            for (int k = 0; k < choiceCount(q); ++k)
                box->addItem(choiceText(q, k));
            box->setPlaceholderText(tr("Choose …"));
            box->setCurrentIndex(current);
            box->setAccessibleName(q >= VerticalEdgeA
                    ? tr("Question 6, blank %1").arg(QLatin1String(letters[q - VerticalEdgeA]))
                    : m_titles[q]->text());
        }
    }

private:
    void addQuestion(QVBoxLayout* layout, int q)
    {
        m_titles[q] = label(QStringLiteral("questionTitle%1").arg(q), layout);
        m_titles[q]->setBuddy(m_choices[q]);
        layout->addWidget(m_choices[q], 0, Qt::AlignLeft);
    }

    void load() override
    {
        const QuestionAnswers& a = scene().work().questions;
        for (int q = 0; q < QuestionCount; ++q)
            m_choices[q]->setCurrentIndex(a.choices[std::size_t(q)]);
        m_frames->setText(a.framesPerSecond);
    }

    void store()
    {
        QuestionAnswers a;
        for (int q = 0; q < QuestionCount; ++q)
            a.choices[std::size_t(q)] = m_choices[q]->currentIndex();
        a.framesPerSecond = m_frames->text();
        scene().setQuestionAnswers(a);
    }

    QLabel* m_intro = nullptr;
    std::array<QLabel*, QuestionCount> m_titles {};
    std::array<QComboBox*, QuestionCount> m_choices {};
    QLabel* m_framesTitle = nullptr;
    QLineEdit* m_frames = nullptr;
    QLabel* m_sentence = nullptr;
    std::array<QLabel*, QuestionCount - VerticalEdgeA> m_blankNames {};
};

} // namespace

CarCirclesTaskPage* createQuestionsTask(CarCirclesScene& scene, QWidget* parent)
{
    return new CarCirclesQuestionsTask(scene, parent);
}

} // namespace lab
