#include "car_circles_controls.h"

#include "car_circles_lesson.h"
#include "car_circles_marks.h"
#include "car_circles_questions_panel.h"

#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/widgets/answer_mark.h"
#include "core/widgets/paced_update.h"
#include "core/widgets/parameter_panel.h"

#include <QButtonGroup>
#include <QCoreApplication>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <array>

namespace lab {

namespace {

using namespace carcircles;

QString num(double v)
{
    return formatNumber(v, 2);
}

QString pointText(geometry::Vec2 v)
{
    return QStringLiteral("(%1, %2)").arg(num(v.x), num(v.y));
}

class CarCirclesControls : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(CarCirclesExercise)

public:
    CarCirclesControls(CarCirclesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
        : QWidget(parent)
        , m_scene(scene)
    {
        auto* layout = new QVBoxLayout(this);
        m_status = label(QStringLiteral("status"), layout);

        m_resultTitle = section(layout);
        m_readout = label(QStringLiteral("readout"), layout);
        m_readout->setTextInteractionFlags(Qt::TextSelectableByMouse);

        buildRun(layout);

        m_tasks = new QTabWidget(this);
        m_tasks->setObjectName(QStringLiteral("tasks"));
        m_tasks->addTab(buildHierarchyTask(), QString());
        m_tasks->addTab(buildWorksheetTask(), QString());
        m_tasks->addTab(createQuestionsTask(scene, this), QString());
        layout->addWidget(m_tasks);
        // A task's first-opened time is when its tab is first shown.
        connect(m_tasks, &QTabWidget::currentChanged, this, [this](int index) {
            if (isVisible())
                m_scene.openTask(CarCirclesScene::Task(index));
        });

        m_fieldsTitle = section(layout);
        layout->addWidget(new ParameterPanel(scene, undo, view, this));
        m_keys = label(QStringLiteral("hint"), layout);
        layout->addStretch();

        loadAnswers();
        new PacedUpdate(
            scene, view, [this] { updateReadout(); }, this); // while dragged, about 30 a second
        connect(&scene, &CarCirclesScene::runChanged, this, &CarCirclesControls::updateRun);
        connect(&scene, &CarCirclesScene::workChanged, this, &CarCirclesControls::updateStatus);
        retranslate();
        updateRun();
    }

protected:
    void changeEvent(QEvent* event) override
    {
        if (event->type() == QEvent::LanguageChange)
            retranslate();
        QWidget::changeEvent(event);
    }

    void hideEvent(QHideEvent* event) override
    {
        m_play->setChecked(false); // a hidden page does not run on (and is not saved mid-run)
        QWidget::hideEvent(event);
    }

    void showEvent(QShowEvent* event) override
    {
        QWidget::showEvent(event);
        m_scene.openTask(CarCirclesScene::Task(m_tasks->currentIndex()));
    }

private:
    QLabel* section(QVBoxLayout* layout)
    {
        auto* title = new QLabel(this);
        title->setObjectName(QStringLiteral("sectionTitle"));
        title->setWordWrap(true);
        layout->addWidget(title);
        return title;
    }

    QLabel* label(const QString& name, QBoxLayout* layout, QWidget* parent = nullptr)
    {
        auto* l = new QLabel(parent ? parent : this);
        l->setObjectName(name);
        l->setWordWrap(true);
        layout->addWidget(l);
        return l;
    }

    QPushButton* button(const QString& name, QBoxLayout* layout, QWidget* parent = nullptr)
    {
        auto* b = new QPushButton(parent ? parent : this);
        b->setObjectName(name);
        layout->addWidget(b);
        return b;
    }

    QLineEdit* field(const QString& name, QWidget* parent)
    {
        auto* f = new QLineEdit(parent);
        f->setObjectName(name);
        f->setMinimumWidth(40);
        keepNumberWidth(f);
        return f;
    }

    // ---- the run ------------------------------------------------------------------------

    void buildRun(QVBoxLayout* layout)
    {
        m_runTitle = section(layout);
        auto* programs = new QButtonGroup(this);
        m_programOuterChoice = new WrappedChoice(QStringLiteral("programOuter"), programs, 0, this);
        m_programHierarchyChoice = new WrappedChoice(QStringLiteral("programHierarchy"), programs, 1, this);
        m_programOuter = m_programOuterChoice->button();
        m_programHierarchy = m_programHierarchyChoice->button();
        layout->addWidget(m_programOuterChoice);
        layout->addWidget(m_programHierarchyChoice);
        connect(m_programHierarchy, &QRadioButton::toggled, this, [this](bool on) {
            m_scene.setProgram(
                on ? CarCirclesScene::Program::Hierarchy : CarCirclesScene::Program::OuterOnly);
        });

        auto* run = new QHBoxLayout;
        m_play = button(QStringLiteral("play"), run);
        m_play->setCheckable(true);
        m_step = button(QStringLiteral("step"), run);
        layout->addLayout(run);
        auto* run2 = new QHBoxLayout;
        m_clear = button(QStringLiteral("clearRun"), run2);
        run2->addStretch();
        layout->addLayout(run2);
        m_timer = new QTimer(this);
        m_timer->setObjectName(QStringLiteral("frameTimer"));
        m_timer->setTimerType(Qt::PreciseTimer);
        m_timer->setInterval(1000 / kCarCirclesFps);
        connect(m_timer, &QTimer::timeout, this, [this] { m_scene.stepFrame(); });
        connect(m_play, &QPushButton::toggled, this, [this](bool on) {
            if (on)
                m_timer->start();
            else
                m_timer->stop();
            retranslateRun();
        });
        connect(m_step, &QPushButton::clicked, this, [this] {
            m_play->setChecked(false);
            m_scene.stepFrame();
        });
        connect(m_clear, &QPushButton::clicked, this, [this] { m_scene.clearRun(); });
        connect(&m_scene, &CarCirclesScene::playPauseRequested, this, [this] { m_play->toggle(); });
        connect(&m_scene, &CarCirclesScene::oneFrameRequested, this, [this] { m_step->click(); });

        // The two programs' counters side by side.
        auto* grid = new QGridLayout;
        m_columnOuter = new QLabel(this);
        m_columnHierarchy = new QLabel(this);
        grid->addWidget(m_columnOuter, 0, 1);
        grid->addWidget(m_columnHierarchy, 0, 2);
        static const char* const rowNames[] = { "frames", "bounces", "falseHits", "circleTests" };
        for (int r = 0; r < kCounterRows; ++r) {
            m_rowTitles[r] = new QLabel(this);
            m_rowTitles[r]->setWordWrap(true);
            grid->addWidget(m_rowTitles[r], r + 1, 0);
            for (int c = 0; c < 2; ++c) {
                auto* value = new QLabel(this);
                value->setObjectName(QStringLiteral("%1_%2").arg(QLatin1String(rowNames[r]),
                    c == 0 ? QStringLiteral("outer") : QStringLiteral("hierarchy")));
                value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
                grid->addWidget(value, r + 1, c + 1);
                m_counterValues[r][c] = value;
            }
        }
        grid->setColumnStretch(0, 1);
        layout->addLayout(grid);
    }

    void updateRun()
    {
        const bool hierarchy = m_scene.program() == CarCirclesScene::Program::Hierarchy;
        QRadioButton* current = hierarchy ? m_programHierarchy : m_programOuter;
        if (!current->isChecked())
            current->setChecked(true);
        m_programHierarchy->setEnabled(m_scene.work().hierarchyProgress.solved);
        for (int c = 0; c < 2; ++c) {
            const auto& counters = m_scene.counters(
                c == 0 ? CarCirclesScene::Program::OuterOnly : CarCirclesScene::Program::Hierarchy);
            const int values[kCounterRows]
                = { counters.frames, counters.bounces, counters.falseHits, counters.circleTests };
            for (int r = 0; r < kCounterRows; ++r)
                m_counterValues[r][c]->setText(formatNumber(values[r], 0));
        }
    }

    // ---- task 1 -------------------------------------------------------------------------

    QWidget* buildHierarchyTask()
    {
        auto* page = new QWidget(this);
        page->setObjectName(QStringLiteral("hierarchyTask"));
        auto* layout = new QVBoxLayout(page);
        m_innerIntro = label(QStringLiteral("innerIntro"), layout, page);
        auto* grid = new QGridLayout;
        for (int f = 0; f < InnerFieldCount; ++f) {
            m_innerHeads[f] = new QLabel(page);
            m_innerHeads[f]->setAlignment(Qt::AlignCenter);
            grid->addWidget(m_innerHeads[f], 0, f + 1);
        }
        for (int i = 0; i < kInnerCount; ++i) {
            m_innerNames[i] = new QLabel(page);
            grid->addWidget(m_innerNames[i], i + 1, 0);
            for (int f = 0; f < InnerFieldCount; ++f) {
                QLineEdit* e = field(QStringLiteral("inner%1_%2").arg(i + 1).arg(f), page);
                grid->addWidget(e, i + 1, f + 1);
                m_inner[i][f] = e;
                connect(e, &QLineEdit::textEdited, this, [this, e] {
                    clearMark(e);
                    storeHierarchy();
                });
            }
        }
        layout->addLayout(grid);

        m_rotationTitle = label(QStringLiteral("rotationTitle"), layout, page);
        m_rotationGroup = new QButtonGroup(this);
        for (int k = 0; k < kRotationCount; ++k) {
            auto* choice = new WrappedChoice(QStringLiteral("rotation%1").arg(k), m_rotationGroup, k, page);
            choice->setText(rotationFormula(k));
            layout->addWidget(choice);
        }
        m_orderTitle = label(QStringLiteral("orderTitle"), layout, page);
        m_orderGroup = new QButtonGroup(this);
        for (int k = 0; k < OrderCount; ++k) {
            m_orderChoices[k] = new WrappedChoice(QStringLiteral("order%1").arg(k), m_orderGroup, k, page);
            layout->addWidget(m_orderChoices[k]);
        }
        connect(m_rotationGroup, &QButtonGroup::idClicked, this, [this] { storeHierarchy(); });
        connect(m_orderGroup, &QButtonGroup::idClicked, this, [this] { storeHierarchy(); });

        m_checkHierarchy = button(QStringLiteral("checkHierarchy"), layout, page);
        connect(m_checkHierarchy, &QPushButton::clicked, this, [this] {
            storeHierarchy();
            const HierarchyCheck check = m_scene.checkHierarchy();
            if (m_scene.work().hierarchyProgress.solved)
                m_scene.setProgram(CarCirclesScene::Program::Hierarchy);
            showHierarchyFeedback(check, true);
        });
        m_hierarchyFeedback = label(QStringLiteral("hierarchyFeedback"), layout, page);
        m_hierarchyFeedback->setTextFormat(Qt::RichText);
        m_askHierarchySolution = button(QStringLiteral("hierarchyAskSolution"), layout, page);
        connect(m_askHierarchySolution, &QPushButton::clicked, this, [this] {
            m_scene.askSolution(CarCirclesScene::HierarchyTask);
            showHierarchyFeedback(carcircles::checkHierarchy(m_scene.work().hierarchy), false);
        });
        m_hierarchySolution = label(QStringLiteral("hierarchySolution"), layout, page);
        m_hierarchySolution->setTextFormat(Qt::RichText);
        layout->addStretch();
        return page;
    }

    void storeHierarchy()
    {
        HierarchyAnswers a;
        for (int i = 0; i < kInnerCount; ++i) {
            for (int f = 0; f < InnerFieldCount; ++f)
                a.inner[std::size_t(i)][std::size_t(f)] = m_inner[i][f]->text();
        }
        a.rotation = m_rotationGroup->checkedId();
        a.order = m_orderGroup->checkedId();
        m_scene.setHierarchyAnswers(a);
    }

    void showHierarchyFeedback(const HierarchyCheck& check, bool markFields)
    {
        const TaskRecord& p = m_scene.work().hierarchyProgress;
        const CheckCounted last = m_scene.lastCheck(CarCirclesScene::HierarchyTask);
        if (markFields) {
            for (int i = 0; i < kInnerCount; ++i) {
                for (int f = 0; f < InnerFieldCount; ++f)
                    markAfterCheck(m_inner[i][f], check.inner[std::size_t(i)][std::size_t(f)], last);
            }
        }
        m_hierarchyFeedback->setText(feedbackHtml(p, check.allRight(), check.hints,
            tr("Right. The run now uses your circles: play it and compare the false collisions."), last,
            check.unreadable));
        m_hierarchySolution->setText(p.solutionVisible() ? hierarchySolution() : QString());
        m_hierarchySolution->setVisible(p.solutionVisible());
        m_askHierarchySolution->setVisible(!p.solutionVisible());
    }

    // ---- task 2 -------------------------------------------------------------------------

    QWidget* buildWorksheetTask()
    {
        auto* page = new QWidget(this);
        page->setObjectName(QStringLiteral("worksheetTask"));
        auto* layout = new QVBoxLayout(page);
        m_worksheetIntro = label(QStringLiteral("worksheetIntro"), layout, page);
        auto* grid = new QGridLayout;
        static const char* const names[] = { "centreAx", "centreAy", "radiusA", "centreBx", "centreBy",
            "radiusB", "distance", "radiusSum" };
        for (int f = 0; f < WorksheetFieldCount; ++f) {
            m_worksheetNames[f] = new QLabel(page);
            m_worksheetNames[f]->setWordWrap(true);
            QLineEdit* e = field(QLatin1String(names[f]), page);
            grid->addWidget(m_worksheetNames[f], f, 0);
            grid->addWidget(e, f, 1);
            m_worksheet[f] = e;
            connect(e, &QLineEdit::textEdited, this, [this, e] {
                clearMark(e);
                storeWorksheet();
            });
        }
        grid->setColumnStretch(0, 1);
        layout->addLayout(grid);
        m_verdictTitle = label(QStringLiteral("verdictTitle"), layout, page);
        m_verdictGroup = new QButtonGroup(this);
        for (int k = 0; k < 2; ++k) {
            m_verdictChoices[k] = new WrappedChoice(
                k == Collide ? QStringLiteral("verdictCollide") : QStringLiteral("verdictApart"),
                m_verdictGroup, k, page);
            layout->addWidget(m_verdictChoices[k]);
        }
        connect(m_verdictGroup, &QButtonGroup::idClicked, this, [this] { storeWorksheet(); });
        m_checkWorksheet = button(QStringLiteral("checkWorksheet"), layout, page);
        connect(m_checkWorksheet, &QPushButton::clicked, this, [this] {
            storeWorksheet();
            showWorksheetFeedback(m_scene.checkWorksheet(), true);
        });
        m_worksheetFeedback = label(QStringLiteral("worksheetFeedback"), layout, page);
        m_worksheetFeedback->setTextFormat(Qt::RichText);
        m_askWorksheetSolution = button(QStringLiteral("worksheetAskSolution"), layout, page);
        connect(m_askWorksheetSolution, &QPushButton::clicked, this, [this] {
            m_scene.askSolution(CarCirclesScene::WorksheetTask);
            showWorksheetFeedback(carcircles::checkWorksheet(m_scene.work().worksheet), false);
        });
        m_worksheetSolution = label(QStringLiteral("worksheetSolution"), layout, page);
        m_worksheetSolution->setTextFormat(Qt::RichText);
        layout->addStretch();
        return page;
    }

    void storeWorksheet()
    {
        WorksheetAnswers a;
        for (int f = 0; f < WorksheetFieldCount; ++f)
            a.fields[std::size_t(f)] = m_worksheet[f]->text();
        a.verdict = m_verdictGroup->checkedId();
        m_scene.setWorksheetAnswers(a);
    }

    void showWorksheetFeedback(const WorksheetCheck& check, bool markFields)
    {
        const TaskRecord& p = m_scene.work().worksheetProgress;
        const CheckCounted last = m_scene.lastCheck(CarCirclesScene::WorksheetTask);
        if (markFields) {
            for (int f = 0; f < WorksheetFieldCount; ++f)
                markAfterCheck(m_worksheet[f], check.fields[std::size_t(f)], last);
        }
        m_worksheetFeedback->setText(feedbackHtml(p, check.allRight(), check.hints,
            tr("Right: the two cars' circles collide."), last, check.unreadable));
        m_worksheetSolution->setText(p.solutionVisible() ? worksheetSolution() : QString());
        m_worksheetSolution->setVisible(p.solutionVisible());
        m_askWorksheetSolution->setVisible(!p.solutionVisible());
    }

    // ---- restore, status, read-out ------------------------------------------------------

    void loadAnswers()
    {
        const Work& w = m_scene.work();
        for (int i = 0; i < kInnerCount; ++i) {
            for (int f = 0; f < InnerFieldCount; ++f)
                m_inner[i][f]->setText(w.hierarchy.inner[std::size_t(i)][std::size_t(f)]);
        }
        if (auto* b = m_rotationGroup->button(w.hierarchy.rotation))
            b->setChecked(true);
        if (auto* b = m_orderGroup->button(w.hierarchy.order))
            b->setChecked(true);
        for (int f = 0; f < WorksheetFieldCount; ++f)
            m_worksheet[f]->setText(w.worksheet.fields[std::size_t(f)]);
        if (auto* b = m_verdictGroup->button(w.worksheet.verdict))
            b->setChecked(true);
    }

    // Feedback in the current language for the answers as they stand (restore, language change).
    void refreshFeedback()
    {
        const Work& w = m_scene.work();
        showHierarchyFeedback(carcircles::checkHierarchy(w.hierarchy), false);
        showWorksheetFeedback(carcircles::checkWorksheet(w.worksheet), false);
    }

    void updateStatus()
    {
        const Work& w = m_scene.work();
        const QString done = tr("done");
        const QString open = tr("not yet");
        QString text = w.done() ? tr("Status: done")
            : w.started()       ? tr("Status: in progress")
                                : tr("Status: not started");
        text += QLatin1Char('\n')
            + tr("Task 1 (inner circles): %1 · Task 2 (Example 1): %2 · Task 3 (the handout's questions): "
                 "%3 · Attempts: %4")
                  .arg(w.hierarchyProgress.solved ? done : open, w.worksheetProgress.solved ? done : open,
                      w.questionsProgress.solved ? done : open)
                  .arg(w.attempts());
        m_status->setText(text);
        updateRun();
    }

    void updateReadout()
    {
        const auto walls = m_scene.wallsNow();
        QStringList lines;
        lines << tr("Car p0 = %1, angle %2°")
                     .arg(pointText(m_scene.pose().position), num(m_scene.value(CarCirclesScene::Angle)));
        lines << tr("mov = %1").arg(pointText(m_scene.velocity()));
        lines << tr("Outer circle past a wall: %1").arg(walls.outerTouches ? tr("yes") : tr("no"));
        lines << tr("The car (inner circles of the handout) past a wall: %1")
                     .arg(walls.hit ? tr("yes, circle %1").arg(walls.innerIndex + 1) : tr("no"));
        if (walls.outerTouches && !walls.hit)
            lines << tr("Verdict: false collision of the outer circle");
        else if (walls.hit)
            lines << tr("Verdict: real hit");
        else
            lines << tr("Verdict: clear");
        m_readout->setText(lines.join(QLatin1Char('\n')));
    }

    void retranslateRun() { m_play->setText(m_play->isChecked() ? tr("Pause") : tr("Play")); }

    void retranslate()
    {
        m_resultTitle->setText(tr("Result"));
        m_runTitle->setText(tr("Run (60 frames per second)"));
        m_programOuterChoice->setText(tr("Given program: outer circle only"));
        m_programHierarchyChoice->setText(tr("Your hierarchy (after task 1 is right)"));
        retranslateRun();
        m_step->setText(tr("One frame"));
        m_clear->setText(tr("Reset counters"));
        m_columnOuter->setText(tr("Outer only"));
        m_columnHierarchy->setText(tr("Hierarchy"));
        m_rowTitles[0]->setText(tr("Frames"));
        m_rowTitles[1]->setText(tr("Bounces"));
        m_rowTitles[2]->setText(tr("False collisions"));
        m_rowTitles[3]->setText(tr("Circle tests"));

        // Short tab names fit a narrow column; the whole name is the tab's tool tip.
        const QString names[]
            = { tr("Task 1: inner circles"), tr("Task 2: Example 1"), tr("Task 3: the handout's questions") };
        for (int i = 0; i < 3; ++i) {
            m_tasks->setTabText(i, tr("Task %1").arg(i + 1));
            m_tasks->setTabToolTip(i, names[i]);
        }
        m_innerIntro->setText(
            tr("Read the three inner circles off the sheet in the text (p0 is at (%1, %2) there). Type each "
               "centre's offset from p0 and the radius.")
                .arg(num(kSheetP0.x), num(kSheetP0.y)));
        m_innerHeads[OffsetX]->setText(QStringLiteral("ox"));
        m_innerHeads[OffsetY]->setText(QStringLiteral("oy"));
        m_innerHeads[Radius]->setText(QStringLiteral("r"));
        m_innerNames[0]->setText(tr("1 front"));
        m_innerNames[1]->setText(tr("2 rear"));
        m_innerNames[2]->setText(tr("3 middle"));
        m_tasks->setAccessibleName(tr("Tasks"));
        for (auto* b : m_tasks->tabBar()->findChildren<QToolButton*>())
            b->setAccessibleName(b->arrowType() == Qt::LeftArrow ? tr("Earlier tasks") : tr("Later tasks"));
        for (int i = 0; i < kInnerCount; ++i) {
            for (int f = 0; f < InnerFieldCount; ++f)
                m_inner[i][f]->setAccessibleName(
                    tr("Inner circle %1: %2").arg(m_innerNames[i]->text(), m_innerHeads[f]->text()));
        }
        m_rotationTitle->setText(
            tr("The car is turned by the angle a. Which formula turns an offset (ox, oy) with it?"));
        m_orderTitle->setText(tr("In which order should Update test the walls?"));
        m_orderChoices[OuterOnly]->setText(tr("Only the outer circle"));
        m_orderChoices[InnerThenOuter]->setText(
            tr("The inner circles first; if one is out, the outer circle"));
        m_orderChoices[OuterThenInner]->setText(
            tr("The outer circle first; only if it is out, the inner circles"));
        m_checkHierarchy->setText(tr("Check task 1"));
        m_askHierarchySolution->setText(tr("Show the worked solution"));

        m_worksheetIntro->setText(
            tr("Example 1. Car A's bounding circle is (x − 20)² + (y − 10)² = 900, car B's is (x + 10)² + "
               "(y − 50)² = 625. Do the cars collide?"));
        m_worksheetNames[CenterAx]->setText(tr("Car A: centre x"));
        m_worksheetNames[CenterAy]->setText(tr("Car A: centre y"));
        m_worksheetNames[RadiusA]->setText(tr("Car A: radius r1"));
        m_worksheetNames[CenterBx]->setText(tr("Car B: centre x"));
        m_worksheetNames[CenterBy]->setText(tr("Car B: centre y"));
        m_worksheetNames[RadiusB]->setText(tr("Car B: radius r2"));
        m_worksheetNames[Distance]->setText(tr("Distance D of the centres"));
        m_worksheetNames[RadiusSum]->setText(tr("r1 + r2"));
        m_verdictTitle->setText(tr("So the two cars …"));
        m_verdictChoices[Collide]->setText(tr("collide"));
        m_verdictChoices[Apart]->setText(tr("do not collide"));
        m_checkWorksheet->setText(tr("Check task 2"));
        m_askWorksheetSolution->setText(tr("Show the worked solution"));

        m_fieldsTitle->setText(tr("Values"));
        m_keys->setText(
            tr("Keys (click the canvas first): H / J / K / L move the car by 1 (Shift: by 10), R turns it 5° "
               "counter-clockwise, Shift+R clockwise, Space plays or pauses, F runs one frame. Drag the "
               "car or its centre; the handle on the outer circle sets r0."));
        updateReadout();
        updateStatus();
        refreshFeedback();
    }

    static constexpr int kCounterRows = 4;

    CarCirclesScene& m_scene;
    QLabel* m_status = nullptr;
    QLabel* m_resultTitle = nullptr;
    QLabel* m_readout = nullptr;
    QLabel* m_runTitle = nullptr;
    WrappedChoice* m_programOuterChoice = nullptr;
    WrappedChoice* m_programHierarchyChoice = nullptr;
    std::array<WrappedChoice*, OrderCount> m_orderChoices {};
    std::array<WrappedChoice*, 2> m_verdictChoices {};
    QRadioButton* m_programOuter = nullptr;
    QRadioButton* m_programHierarchy = nullptr;
    QPushButton* m_play = nullptr;
    QPushButton* m_step = nullptr;
    QPushButton* m_clear = nullptr;
    QTimer* m_timer = nullptr;
    QLabel* m_columnOuter = nullptr;
    QLabel* m_columnHierarchy = nullptr;
    std::array<QLabel*, kCounterRows> m_rowTitles {};
    std::array<std::array<QLabel*, 2>, kCounterRows> m_counterValues {};
    QTabWidget* m_tasks = nullptr;

    QLabel* m_innerIntro = nullptr;
    std::array<QLabel*, InnerFieldCount> m_innerHeads {};
    std::array<QLabel*, kInnerCount> m_innerNames {};
    std::array<std::array<QLineEdit*, InnerFieldCount>, kInnerCount> m_inner {};
    QLabel* m_rotationTitle = nullptr;
    QButtonGroup* m_rotationGroup = nullptr;
    QLabel* m_orderTitle = nullptr;
    QButtonGroup* m_orderGroup = nullptr;
    QPushButton* m_checkHierarchy = nullptr;
    QPushButton* m_askHierarchySolution = nullptr;
    QLabel* m_hierarchyFeedback = nullptr;
    QLabel* m_hierarchySolution = nullptr;

    QLabel* m_worksheetIntro = nullptr;
    std::array<QLabel*, WorksheetFieldCount> m_worksheetNames {};
    std::array<QLineEdit*, WorksheetFieldCount> m_worksheet {};
    QLabel* m_verdictTitle = nullptr;
    QButtonGroup* m_verdictGroup = nullptr;
    QPushButton* m_checkWorksheet = nullptr;
    QPushButton* m_askWorksheetSolution = nullptr;
    QLabel* m_worksheetFeedback = nullptr;
    QLabel* m_worksheetSolution = nullptr;

    QLabel* m_fieldsTitle = nullptr;
    QLabel* m_keys = nullptr;
};

} // namespace

QWidget* createCarCirclesControls(CarCirclesScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
{
    return new CarCirclesControls(scene, undo, view, parent);
}

} // namespace lab
