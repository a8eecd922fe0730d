// Exercise E3: one task's page (a tab of the controls). The task's own answers come first; below
// them Check (a counted attempt: the fields are marked, core/answer_mark), the feedback in the
// current language (no attempt, right, or "not yet" with the hints), and the worked solution on
// request or after three wrong attempts. Every answer typed is stored at once through the scene.
#pragma once

#include "car_circles_scene.h"

#include <QCoreApplication>
#include <QWidget>

class QBoxLayout;
class QLabel;
class QPushButton;
class QVBoxLayout;

namespace lab {

class CarCirclesTaskPage : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(CarCirclesTaskPage)

public:
    CarCirclesTaskPage(CarCirclesScene& scene, car_circles::Task task, QWidget* parent);

    // The feedback for the answers as they stand (restored, or the language changed): no marks.
    virtual void refreshFeedback() = 0;

protected:
    void changeEvent(QEvent* event) override;
    // The task's own words (on construction and on every language change), and its answers as
    // the scene keeps them (on construction).
    virtual void retranslate() = 0;
    virtual void load() = 0;
    // Check: store, count an attempt, mark the fields, show the feedback.
    virtual void checkAnswers() = 0;
    // Shown when the check is right, and the worked solution (HTML), current language.
    virtual QString success() const = 0;
    virtual QString solution() const = 0;

    // The end of a page's constructor: Check, the feedback, "Show the worked solution" and the
    // solution below the task's own widgets, named after `key` ("hierarchy": checkHierarchy,
    // hierarchyFeedback, hierarchyAskSolution, hierarchySolution); then the words, the answers
    // and the feedback.
    void finish(QVBoxLayout* layout, const QString& key);
    // The feedback of a check (right or not, its hints and what could not be read), with the
    // task's record: attempts, hints shown, the solution's button or the solution itself.
    void showFeedback(bool right, const QStringList& hints, const QStringList& unreadable);
    // A word-wrapped label named `name`, added to `layout`.
    QLabel* label(const QString& name, QBoxLayout* layout);
    CarCirclesScene& scene() const { return m_scene; }
    CheckCounted lastCheck() const { return m_scene.lastCheck(m_task); }

private:
    void retranslateCheck();
    QString feedbackHtml(bool right, const QStringList& hints, const QStringList& unreadable) const;

    CarCirclesScene& m_scene;
    car_circles::Task m_task;
    QPushButton* m_check = nullptr;
    QLabel* m_feedback = nullptr;
    QPushButton* m_ask = nullptr;
    QLabel* m_solution = nullptr;
};

} // namespace lab
