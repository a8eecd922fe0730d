// "Pause the class" on a student's screen: a panel over the whole window that says the teacher has
// paused the class, and takes no input meant for the window under it (keys, clicks, the wheel,
// shortcuts) until the teacher resumes. The panel itself keeps one button, "Leave the class": a
// student may always leave. A screen reader is told at once (the panel takes the focus and its
// text is its accessible description).
#pragma once

#include "core/widgets/translated_widget.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace lab {

class PauseOverlay : public Retranslated<QWidget> {
    Q_OBJECT
public:
    explicit PauseOverlay(QWidget* window);

    void setPaused(bool paused, const QString& title = QString());
    bool isPaused() const { return m_paused; }
    QPushButton* leaveButton() const { return m_leave; }
    QLabel* message() const { return m_message; }

signals:
    void leaveRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void retranslate() override;
    bool isOwn(QObject* object) const;
    bool isCovered(QObject* object) const; // the window, its dialogs, its actions

    QLabel* m_message;
    QLabel* m_detail;
    QPushButton* m_leave;
    QWidget* m_focusBefore = nullptr;
    QString m_title;
    bool m_paused = false;
};

} // namespace lab
