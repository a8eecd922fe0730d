// Numeric fields for every value of a scene. Typed values are checked (parseNumber, then the
// scene's own validate()) and applied as one undo step; refused text gets a message.
// Each field is wide enough for its whole value; x and y of a pair sit side by side where both
// fit whole, else the fields stack in one column.
#pragma once

#include "core/model/scene.h"

#include "translated_widget.h"

#include <QList>
#include <QWidget>

class QLabel;
class QLineEdit;
class QUndoStack;

namespace lab {

class ViewState;

class ParameterPanel : public Retranslated<QWidget> {
    Q_OBJECT
public:
    ParameterPanel(LessonScene& scene, QUndoStack& undo, const ViewState& view, QWidget* parent = nullptr);

    QLineEdit* field(int index) const { return m_fields.at(index); }
    QString errorText() const;

protected:
    void retranslate() override;
    // The fields' widths and the rows' heights follow the font and the language.
    void changeEvent(QEvent* event) override;

private:
    void commit(int index);
    void fitFields();
    void refresh();
    void showError(int index, const QString& text);

    LessonScene& m_scene;
    QUndoStack& m_undo;
    QList<QLineEdit*> m_fields;
    QLabel* m_error = nullptr;
    int m_errorField = -1;
};

} // namespace lab
