// The lesson list beside the lesson: the curriculum's titles in order, each wrapped whole (never
// cut with "..."), units still being written shown but not chosen. View > Lesson list (F9) shows
// or hides it by choice; with no choice it is hidden (the canvas comes first; the Lessons menu and
// Ctrl+PageDown reach every lesson), and it is never shown where the page would not fit beside it
// (so the window's minimum width is the page's alone).
#pragma once

#include "core/widgets/translated_widget.h"

#include <QListWidget>

#include <optional>

namespace lab {

class LessonPage;

class LessonList : public Retranslated<QListWidget> {
    Q_OBJECT
public:
    static constexpr int kWidth = 140; // its narrowest at 100 %

    // A child of the splitter it shares with the pages.
    explicit LessonList(QWidget* parent);
    QString lessonId(const QListWidgetItem* item) const;
    // Makes the row of `id` current (lessonChosen() is emitted only when it was not).
    void select(const QString& id);
    // View > Text size: its font, and its narrowest width grows by half as much.
    void setTextScale(double factor);
    // F9's choice; none: hidden.
    void setChoice(std::optional<bool> shown);
    // Shown or hidden for `page` (the page on screen) in the splitter's room; returns whether shown.
    bool fit(const LessonPage* page);

signals:
    void lessonChosen(const QString& id);
    void choiceChanged();

protected:
private:
    void retranslate() override;

    std::optional<bool> m_choice;
};

} // namespace lab
