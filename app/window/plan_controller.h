// The lesson plan on the window: its bookmarks (scenes with titles), the one shown, and the
// bookmark strip, a slim bar at the bottom that stays in presentation mode. With a plan open,
// PageDown/PageUp (and Ctrl+PageDown/PageUp) step through the bookmarks instead of the lessons;
// Ctrl+B adds the scene on screen as the next bookmark (a new plan if none is open).
#pragma once

#include "core/records/plan_file.h"

#include <QObject>
#include <QToolBar>

class QAction;
class QActionGroup;
class QLabel;

namespace lab {

class MainWindow;

class PlanController : public QObject {
    Q_OBJECT
public:
    explicit PlanController(MainWindow& window);

    bool isOpen() const { return !m_plan.scenes.isEmpty(); }
    const PlanFile& plan() const { return m_plan; }
    int current() const { return m_current; }
    QString path() const { return m_path; }
    bool isModified() const { return m_modified; }
    QToolBar* strip() const { return m_strip; }

    // Opens a plan whole or refuses it whole: returns why, in the current language, and then
    // nothing changes. Every bookmark is checked against the lessons first. openBytes() reads
    // plans that are not files (the examples, the unsaved plan); `name` is said in its messages.
    QString openFile(const QString& path);
    QString openBytes(const QByteArray& bytes, const QString& name, const QString& path);
    // A checked plan; shows its first bookmark.
    void setPlan(const PlanFile& plan, const QString& path);
    void close();
    // Shows bookmark `index` (its lesson, values as one undo step, and view).
    bool goTo(int index);
    // One bookmark on or back; says so at the ends.
    void step(int delta);
    // The scene on screen as a new bookmark after the current one (titled after its lesson).
    void addBookmark();
    void removeBookmark(int index);
    void renameBookmark(int index, const QString& title);
    bool save(const QString& path);

    // A plan with unsaved bookmarks is not lost when the window closes: keepUnsaved() writes it
    // to unsavedPath() (nothing when it is saved), and the next start opens it again
    // (ClassroomController::restoreUnsavedPlan) still marked unsaved.
    static QString unsavedPath();
    bool keepUnsaved() const;
    void markUnsaved();

signals:
    void changed();

private:
    void rebuildStrip();
    void retranslate();
    bool eventFilter(QObject* watched, QEvent* event) override;

    MainWindow& m_window;
    PlanFile m_plan;
    int m_current = -1;
    QString m_path;
    bool m_modified = false;
    QToolBar* m_strip = nullptr;
    QLabel* m_title = nullptr;
    QActionGroup* m_group = nullptr;
    QList<QAction*> m_marks;
};

} // namespace lab
