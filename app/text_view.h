// The lesson text: a QWebEngineView showing HTML with formulas rendered by the bundled KaTeX.
// Only qrc: and data: URLs load; anything else, the network included, is blocked.
#pragma once

#include "core/lesson.h"

#include <QWebEngineView>

#include <memory>

namespace lab {

class LessonTextView : public QWebEngineView {
    Q_OBJECT
public:
    explicit LessonTextView(QWidget* parent = nullptr);
    // Cuts every pending JavaScript callback loose before the page goes: QtWebEngine runs them
    // while the page is destroyed, after this object has stopped being a LessonTextView.
    ~LessonTextView() override;

    void showLesson(const QString& bodyHtml, const QString& liveHtml, Language language, bool projector);
    // Replaces the live box without reloading the page (keeps the scroll position).
    void updateLive(const QString& liveHtml);
    bool isRendered() const { return m_rendered; }

    // The profile every lesson page uses: off the record, with the URL filter installed.
    static QWebEngineProfile* profile();

signals:
    void rendered();

private:
    // Shared with every pending callback; false once this view is being destroyed.
    std::shared_ptr<bool> m_alive = std::make_shared<bool>(true);
    bool m_rendered = false;
    QString m_pendingLive;
    double m_scrollTo = 0; // fraction of the page height to scroll to once rendered
};

} // namespace lab
