// The classroom on the window: the name prompt (StudentBar), the progress file (the progress view,
// what went wrong reading it, Save progress as), lesson plans for the teacher (PlanController, with
// the questions and messages around its files), the class overview, the first-run guide in the
// text column, and New student (the exercise pages read their state again).
#pragma once

#include "core/lesson.h"
#include "core/records/progress.h"

#include <QObject>
#include <QPointer>

namespace lab {

class LessonPage;
class MainWindow;
class PlanController;
class StudentBar;

class ClassroomController : public QObject {
    Q_OBJECT
public:
    explicit ClassroomController(MainWindow& window);

    // The name prompt; there is none without a progress store (ProgressStore::instance()).
    StudentBar& studentBar() const { return *m_studentBar; }
    PlanController& plan() const { return *m_plan; }

    // File > Progress: the exercises done, the name, the CSV for the teacher.
    void showProgress();
    // Tells the student about any load outcome that is not a plain success (nothing for Fresh
    // and Loaded); for those that hold saves back it offers File > Save progress as...
    void reportProgressLoad(const ProgressStore::LoadResult& result, const QString& path);
    // Tells the student, in their language, what happened to an unreadable progress file.
    void reportRecoveredProgress(const QString& backupPath);
    // Asks for a file and saves the progress there from now on.
    void saveProgressAs();

    // Lesson plans, for the teacher: a message box on refusal, a status message on success.
    void openPlanInteractive(const QString& path);
    void openPlanDialog();
    // The example plan of `language`, from the app's resources; returns why it was refused.
    QString openExamplePlan(Language language);
    // Asks where; true when saved.
    bool savePlanInteractive();
    // Before a plan with unsaved bookmarks is closed or replaced: save it, drop it or keep it
    // (the teacher's answer); true when it may go.
    bool mayDropPlan();
    void closePlan();
    // A plan left unsaved when the window last closed comes back (see PlanController).
    void restoreUnsavedPlan();

    // The first-run guide (Help > Guide) in the text column of the page on screen; again to leave.
    // It leaves by itself when another lesson is shown. `name` "teachers": the page for teachers
    // about the live class (Class > Guide for teachers).
    void showGuide(const QString& name = QStringLiteral("guide"));
    QString guideName() const { return m_guideName; }
    void leaveGuide();
    bool isShowingGuide() const;
    // File > Class overview.
    void showClassOverview();

private:
    // After New student: the exercises on screen read their (now empty) state again.
    void reloadExercisePages();

    MainWindow& m_window;
    StudentBar* m_studentBar = nullptr;
    PlanController* m_plan = nullptr;
    QPointer<LessonPage> m_guidePage; // the page whose text column shows the guide
    QString m_guideName; // which page of it
};

} // namespace lab
