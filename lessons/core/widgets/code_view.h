// The code view of a lesson: its algorithm as code in the sources' style, run on the scene on the
// canvas. Each line shows the values it computes, the branch taken is marked, lines the run did
// not reach are dimmed, and loops show their pass. Step / Back / Start / Run to end (buttons and
// keys: Right or Space, Left, Home, End) walk the run; the current step's line is selected (a
// screen reader reads it with its values) and the canvas draws what it computes
// (LessonScene::spotlight). Copy puts the code with the scene's values on the clipboard; Export
// writes it as a handout (PDF or HTML).
#pragma once

#include "core/model/code_listing.h"

#include "translated_widget.h"

#include <QWidget>

#include <functional>

class QLabel;
class QListWidget;
class QPushButton;
class QTabBar;

class QVBoxLayout;

namespace lab {

class LessonScene;

class CodeView : public Retranslated<QWidget> {
    Q_OBJECT
public:
    // The lesson's listings (asked again when the language changes) and one run of a listing on
    // the scene (Lesson::codeListings and runCode).
    using Listings = std::function<QList<CodeListing>()>;
    using Runner = std::function<CodeRun(int listing)>;
    CodeView(Listings listings, Runner run, LessonScene& scene, QWidget* parent = nullptr);

    int listingCount() const { return int(m_listings.size()); }
    int listing() const { return m_listing; }
    void setListing(int index);
    // The listings asked for again: a task answered may show a line it held back.
    void reloadListings();
    const CodeRun& run() const { return m_run; }
    // The current step, or -1 at the end of the run (every line with its last values).
    int step() const { return m_step; }
    void setStep(int step);
    void stepForward();
    void stepBack();
    // The line `line` of listing `listing` (a link from the lesson text): shown and selected.
    void showLine(int listing, int line);
    // The listing's size: the system's fixed-pitch font times `factor` (View > Text size and
    // presentation mode's larger text).
    void setCodeScale(double factor);
    // What a line says now: its code and the values it computed up to the current step.
    QString lineText(int line) const;
    // The listing with the values of the scene, as plain text (Copy) and as HTML (Export).
    QString plainText() const;
    QString html() const;
    // Writes html() to `path`: a .pdf as PDF, anything else as HTML; false if it cannot.
    bool exportTo(const QString& path) const;

signals:
    // A short message for the status bar (an export written or refused), current language.
    void message(const QString& text);

protected:
    // The listings again: their titles and comments are in the new language.
    void retranslate() override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void buildButtons(QVBoxLayout& side);
    void rerun();
    void fillLines();
    void showStep();
    void retranslateLabels();
    void exportInteractive();

    Listings m_listingsOf;
    Runner m_runner;
    LessonScene& m_scene;
    QList<CodeListing> m_listings;
    int m_listing = 0;
    CodeRun m_run;
    int m_step = -1;
    bool m_stale = true; // the scene changed while the view was hidden
    QTabBar* m_tabs = nullptr;
    QLabel* m_source = nullptr;
    QListWidget* m_lines = nullptr;
    QLabel* m_position = nullptr;
    QPushButton* m_start = nullptr;
    QPushButton* m_back = nullptr;
    QPushButton* m_forward = nullptr;
    QPushButton* m_end = nullptr;
    QPushButton* m_copy = nullptr;
    QPushButton* m_export = nullptr;
};

} // namespace lab
