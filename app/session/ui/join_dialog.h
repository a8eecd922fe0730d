// Class > Join a class, on a student's machine: the classes found on the network (announced by
// the teachers' machines) to pick from, or the teacher's address typed where broadcasts do not
// get through; the join code; the student's name (the name of the student bar). Join asks the
// link to join and says, in words, why it could not; the dialog closes once the student is in.
#pragma once

#include "session/discovery.h"
#include "session/student_link.h"

#include "core/widgets/translated_widget.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace lab {

// Why joining did not work (or what the link is doing), in the current language.
QString linkStatusText(const StudentLink::Status& status);

class JoinDialog : public Retranslated<QDialog> {
    Q_OBJECT
public:
    JoinDialog(StudentLink& link, const QString& name, quint16 discoveryPort, QWidget* parent = nullptr);

    QListWidget* classes() const { return m_classes; }
    QLineEdit* addressField() const { return m_address; }
    QLineEdit* codeField() const { return m_code; }
    QLineEdit* nameField() const { return m_name; }
    QPushButton* joinButton() const { return m_join; }
    QLabel* statusLabel() const { return m_status; }
    // Checks what was filled in and, if it makes sense, asks to join (joinRequested).
    void tryJoin();

signals:
    void joinRequested(const lab::StudentLink::Target& target, const QString& name);

protected:
private:
    void retranslate() override;
    void refreshClasses();
    void say(const QString& text);
    void followLink(StudentLink::State state);

    StudentLink& m_link;
    ClassFinder* m_finder;
    QList<FoundClass> m_shown;
    QLabel* m_classesLabel;
    QListWidget* m_classes;
    QLabel* m_addressLabel;
    QLineEdit* m_address;
    QLabel* m_codeLabel;
    QLineEdit* m_code;
    QLabel* m_nameLabel;
    QLineEdit* m_name;
    QLabel* m_status;
    QPushButton* m_join;
    QPushButton* m_cancel;
    bool m_waiting = false;
};

} // namespace lab
