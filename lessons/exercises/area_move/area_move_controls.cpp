#include "area_move_controls.h"

#include "area_move_scene.h"
#include "area_move_words.h"

#include "core/canvas/scene_painter.h"
#include "core/canvas/view_state.h"
#include "core/records/answer.h"
#include "core/records/progress.h"
#include "core/widgets/label_holder.h"
#include "core/widgets/paced_update.h"
#include "core/widgets/parameter_panel.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>

namespace lab {

using namespace area_move;

namespace {

const QString kId = QStringLiteral("area_move");
const QString kTask = QStringLiteral("rules");

QString num(double v)
{
    return formatNumber(v, 2);
}

QString pointText(double x, double y)
{
    return QStringLiteral("(%1, %2)").arg(num(x), num(y));
}

ProgressStore* store()
{
    return ProgressStore::instance();
}

class AreaMoveControls : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(AreaMoveExercise)

public:
    AreaMoveControls(AreaMoveScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
        : QWidget(parent)
        , m_scene(scene)
    {
        auto* layout = new QVBoxLayout(this);
        layout->setContentsMargins(0, 4, 2, 4);
        m_taskTitle = section(layout);
        m_task = new QLabel(this);
        m_task->setWordWrap(true);
        layout->addWidget(m_task);

        static const char* const names[kFieldCount] = { "answerLeft", "answerRight", "answerTop",
            "answerBottom", "answerReverseX", "answerReverseY" };
        auto* walls = new QFormLayout;
        layout->addLayout(walls);
        for (int i = 0; i < kFieldCount; ++i) {
            auto* field = new QLineEdit(this);
            field->setObjectName(QLatin1String(names[i]));
            field->setClearButtonEnabled(true);
            m_fields[i] = field;
            connect(field, &QLineEdit::textEdited, this, [this] { answersEdited(); });
            connect(field, &QLineEdit::returnPressed, this, [this] { run(); });
            if (i < 4) {
                m_fieldLabels[i] = new QLabel(this);
                walls->addRow(m_fieldLabels[i], field);
            } else {
                m_fieldLabels[i] = new QLabel(this);
                m_fieldLabels[i]->setWordWrap(true);
                layout->addWidget(m_fieldLabels[i]);
                layout->addWidget(field);
            }
            m_fieldLabels[i]->setBuddy(field); // the blank's accessible name
        }
        m_names = new QLabel(this);
        m_names->setObjectName(QStringLiteral("hint"));
        m_names->setWordWrap(true);
        layout->addWidget(m_names);
        m_run = new QPushButton(this);
        m_run->setObjectName(QStringLiteral("runRules"));
        connect(m_run, &QPushButton::clicked, this, [this] { run(); });
        layout->addWidget(m_run);
        m_errors = new QLabel(this);
        m_errors->setObjectName(QStringLiteral("errors"));
        m_errors->setWordWrap(true);
        m_errors->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_errors->setStyleSheet(QStringLiteral("color: #c62828;"));
        layout->addWidget(m_errors);
        m_verdict = new QLabel(this);
        m_verdict->setObjectName(QStringLiteral("verdict"));
        m_verdict->setWordWrap(true);
        m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(m_verdict);
        m_goto = new QPushButton(this);
        m_goto->setObjectName(QStringLiteral("gotoProblem"));
        connect(m_goto, &QPushButton::clicked, this, [this] {
            m_scene.pause();
            m_scene.seek(m_scene.problem().frame);
            saveProgress();
        });
        layout->addWidget(m_goto);
        m_status = new QLabel(this);
        m_status->setObjectName(QStringLiteral("status"));
        m_status->setWordWrap(true);
        layout->addWidget(m_status);
        m_askSolution = new QPushButton(this);
        m_askSolution->setObjectName(QStringLiteral("askSolution"));
        connect(m_askSolution, &QPushButton::clicked, this, [this] { askSolution(); });
        layout->addWidget(m_askSolution);
        m_solution = new QLabel(this);
        m_solution->setObjectName(QStringLiteral("solution"));
        m_solution->setWordWrap(true);
        m_solution->setTextFormat(Qt::RichText);
        m_solution->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(m_solution);

        m_playerTitle = section(layout);
        auto* buttons = new QGridLayout;
        layout->addLayout(buttons);
        m_play = button(buttons, 0, 0, "playPause", [this] {
            m_scene.togglePlay();
            saveProgress();
        });
        m_restart = button(buttons, 0, 1, "restart", [this] {
            m_scene.pause();
            m_scene.seek(0);
            saveProgress();
        });
        m_back = button(buttons, 1, 0, "stepBack", [this] {
            m_scene.stepBack();
            saveProgress();
        });
        m_forward = button(buttons, 1, 1, "stepForward", [this] {
            m_scene.stepForward();
            saveProgress();
        });
        m_showCorrect = new QCheckBox(this);
        m_showCorrect->setObjectName(QStringLiteral("showCorrect"));
        connect(m_showCorrect, &QCheckBox::toggled, this, [this](bool on) {
            m_scene.setShowCorrect(on);
            saveProgress();
        });
        layout->addWidget(m_showCorrect);
        m_readout = new ReadoutLabel(this);
        m_readout->setObjectName(QStringLiteral("readout"));
        m_readout->setWordWrap(true);
        m_readout->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(m_readout);
        m_keys = new QLabel(this);
        m_keys->setObjectName(QStringLiteral("hint"));
        m_keys->setWordWrap(true);
        layout->addWidget(m_keys);

        m_startTitle = section(layout);
        layout->addWidget(new ParameterPanel(scene, undo, view, this));
        layout->addStretch();

        // A frame of a run at once; the frame a drag rebuilds, about 30 a second.
        auto* readout = new PacedUpdate(
            m_scene, view, [this] { updateReadout(); }, this);
        connect(&m_scene, &AreaMoveScene::frameChanged, readout, &PacedUpdate::request);
        connect(&m_scene, &AreaMoveScene::runChanged, this, &AreaMoveControls::updateVerdict);
        connect(&m_scene, &AreaMoveScene::playingChanged, this, &AreaMoveControls::updatePlayButton);
        connect(&m_scene, &LessonScene::changed, this, [this] { saveProgress(); });

        connect(&m_scene, &AreaMoveScene::playerKeyUsed, this, [this] { saveProgress(); });
        restore();
        retranslate();
    }

    ~AreaMoveControls() override
    {
        // Closing while playing: keep the frame on screen for the next start.
        m_scene.pause();
        saveProgress();
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
        m_scene.pause(); // a hidden page does not run on
        QWidget::hideEvent(event);
    }

    void showEvent(QShowEvent* event) override
    {
        QWidget::showEvent(event);
        openTask();
    }

private:
    QLabel* section(QVBoxLayout* layout)
    {
        auto* label = new QLabel(this);
        label->setObjectName(QStringLiteral("sectionTitle"));
        layout->addWidget(label);
        return label;
    }

    template <typename F>
    QPushButton* button(QGridLayout* layout, int row, int column, const char* name, F action)
    {
        auto* b = new QPushButton(this);
        b->setObjectName(QLatin1String(name));
        connect(b, &QPushButton::clicked, this, action);
        layout->addWidget(b, row, column);
        return b;
    }

    QStringList answerList() const
    {
        QStringList texts;
        for (const QLineEdit* field : m_fields)
            texts << field->text();
        return texts;
    }

    Answers answers() const
    {
        Answers a;
        for (int i = 0; i < kFieldCount; ++i)
            a[i] = m_fields[i]->text();
        return a;
    }

    void answersEdited()
    {
        if (m_restoring)
            return;
        m_lastCounted = CheckCounted::Counted;
        saveProgress();
    }

    // The rules task of the teacher's report, with its record from the store (or one made from
    // what an older file counted).
    static TaskRecord rulesRecord(const ExerciseProgress& progress)
    {
        if (progress.tasks.contains(kTask))
            return progress.tasks.value(kTask);
        TaskRecord r;
        r.attempts = std::max(0, progress.attempts);
        r.status = progress.status;
        r.solved = progress.status == ExerciseStatus::Done;
        return r;
    }

    // The answers as one line of plain text: what "unchanged" compares and the report shows.
    QString answerLine() const
    {
        static const char* const names[kFieldCount] = { "Left", "Right", "Top", "Bottom", "X", "Y" };
        QStringList parts;
        for (int i = 0; i < kFieldCount; ++i)
            parts << QStringLiteral("%1: %2").arg(
                QLatin1String(names[i]), normalizedAnswer(m_fields[i]->text()).simplified());
        return parts.join(QStringLiteral("; "));
    }

    // Compiles the blanks; on success the rectangles run by them and the run is diagnosed. The
    // attempt rule (core/task_record.h): blanks that do not compile, or the answers of the last
    // counted run, are no attempt.
    void run()
    {
        const CompileResult compiled = compile(answers());
        m_lastErrors = compiled.errors;
        for (int i = 0; i < kFieldCount; ++i)
            m_fields[i]->setStyleSheet(QString());
        if (!compiled.rules) {
            bool allBlank = true;
            for (const QLineEdit* field : m_fields)
                allBlank = allBlank && field->text().trimmed().isEmpty();
            m_lastCounted = allBlank ? CheckCounted::Blank : CheckCounted::Unreadable;
            const FieldError& first = compiled.errors.front();
            QLineEdit* field = m_fields[int(first.field)];
            field->setFocus();
            field->setCursorPosition(first.position);
            for (const FieldError& e : compiled.errors)
                m_fields[int(e.field)]->setStyleSheet(
                    QStringLiteral("QLineEdit { border: 2px solid #c62828; }"));
            showErrors();
            saveProgress();
            return;
        }
        m_errors->clear();
        m_ran = true;
        m_scene.setRules(compiled.rules);
        m_showCorrect->setChecked(true);
        ProgressStore* s = store();
        ExerciseProgress progress = s ? s->exercise(kId) : ExerciseProgress {};
        // One hint for a wrong run: the first problem and what to look at.
        const bool right = m_scene.problem().kind == ProblemKind::None;
        m_rules = rulesRecord(progress);
        m_lastCounted = m_rules.check(answerLine(), right ? AnswerState::Right : AnswerState::Wrong,
            right ? 0 : 1, QDateTime::currentDateTimeUtc());
        m_lastRun = answerList();
        progress.attempts = m_rules.attempts;
        if (m_rules.status == ExerciseStatus::Done)
            progress.status = ExerciseStatus::Done;
        else if (progress.status == ExerciseStatus::NotStarted)
            progress.status = ExerciseStatus::InProgress;
        progress.tasks.insert(kTask, m_rules);
        if (s)
            s->update(kId, progress);
        m_attempts = progress.attempts;
        m_done = progress.status == ExerciseStatus::Done;
        m_scene.play();
        emit m_scene.canvasFocusRequested(); // Space and the arrows now drive the player
        saveProgress();
        updateVerdict();
    }

    void showErrors()
    {
        QStringList lines;
        for (const FieldError& e : m_lastErrors)
            lines << describeError(e);
        if (!lines.isEmpty())
            lines << tr("(This run did not count as an attempt.)");
        if (!lines.isEmpty() && m_scene.hasRules())
            lines << tr("(Until these are fixed, the rectangles keep moving by the last rules that ran.)");
        m_errors->setText(lines.join(QLatin1Char('\n')));
    }

    void askSolution()
    {
        ProgressStore* s = store();
        ExerciseProgress progress = s ? s->exercise(kId) : ExerciseProgress {};
        m_rules = rulesRecord(progress);
        m_rules.askSolution();
        m_rules.open(QDateTime::currentDateTimeUtc());
        progress.tasks.insert(kTask, m_rules);
        if (s)
            s->update(kId, progress);
        updateVerdict();
    }

    void openTask()
    {
        ProgressStore* s = store();
        if (!s)
            return;
        ExerciseProgress progress = s->exercise(kId);
        m_rules = rulesRecord(progress);
        if (m_rules.opened.isValid())
            return;
        m_rules.open(QDateTime::currentDateTimeUtc());
        progress.tasks.insert(kTask, m_rules);
        s->update(kId, progress);
    }

    void saveProgress()
    {
        if (m_restoring)
            return;
        ProgressStore* s = store();
        if (!s)
            return;
        ExerciseProgress progress = s->exercise(kId);
        QJsonObject data;
        QJsonArray texts;
        for (int i = 0; i < kFieldCount; ++i)
            texts.append(m_fields[i]->text());
        data[QStringLiteral("answers")] = texts;
        data[QStringLiteral("ran")] = m_ran;
        data[QStringLiteral("lastRun")] = QJsonArray::fromStringList(m_lastRun);
        data[QStringLiteral("frame")] = m_scene.frameIndex();
        data[QStringLiteral("showCorrect")] = m_showCorrect->isChecked();
        QJsonArray start;
        for (const double v : m_scene.state())
            start.append(v);
        data[QStringLiteral("start")] = start;
        if (data == progress.data)
            return;
        progress.data = data;
        bool anything = m_ran;
        for (int i = 0; i < kFieldCount; ++i)
            anything = anything || !m_fields[i]->text().isEmpty();
        if (progress.status == ExerciseStatus::NotStarted && anything)
            progress.status = ExerciseStatus::InProgress;
        m_rules = rulesRecord(progress);
        if (anything && m_rules.status == ExerciseStatus::NotStarted) {
            m_rules.status = ExerciseStatus::InProgress;
            progress.tasks.insert(kTask, m_rules);
        }
        s->update(kId, progress);
    }

    void restore()
    {
        ProgressStore* s = store();
        if (!s)
            return;
        const ExerciseProgress progress = s->exercise(kId);
        m_attempts = progress.attempts;
        m_done = progress.status == ExerciseStatus::Done;
        m_rules = rulesRecord(progress);
        const QJsonObject data = progress.data;
        m_restoring = true;
        const QJsonArray texts = data.value(QStringLiteral("answers")).toArray();
        for (int i = 0; i < kFieldCount && i < texts.size(); ++i)
            m_fields[i]->setText(texts.at(i).toString());
        m_showCorrect->setChecked(data.value(QStringLiteral("showCorrect")).toBool());
        for (const auto& text : data.value(QStringLiteral("lastRun")).toArray())
            m_lastRun << text.toString();
        // The rules that were running: those of the last run, even if the blanks changed since.
        if (data.value(QStringLiteral("ran")).toBool() && m_lastRun.size() == kFieldCount) {
            Answers last;
            for (int i = 0; i < kFieldCount; ++i)
                last[i] = m_lastRun.at(i);
            if (const CompileResult compiled = compile(last); compiled.rules) {
                m_ran = true;
                m_scene.setRules(compiled.rules);
            }
        }
        m_scene.seek(data.value(QStringLiteral("frame")).toInt());
        m_restoring = false;
    }

    void retranslate()
    {
        m_taskTitle->setText(tr("Fill in the blanks"));
        m_task->setText(tr("The drawing area is Width = %1 by Height = %2, centred on the origin, y up. "
                           "Where are its walls, and when must each velocity component turn around?")
                            .arg(num(kWidth), num(kHeight)));
        m_fieldLabels[0]->setText(QStringLiteral("Left ="));
        m_fieldLabels[1]->setText(QStringLiteral("Right ="));
        m_fieldLabels[2]->setText(QStringLiteral("Top ="));
        m_fieldLabels[3]->setText(QStringLiteral("Bottom ="));
        m_fieldLabels[4]->setText(tr("Reverse mov.X if"));
        m_fieldLabels[5]->setText(tr("Reverse mov.Y if"));
        m_fields[0]->setPlaceholderText(tr("e.g. a number or an expression"));
        m_fields[4]->setPlaceholderText(tr("a condition, e.g. a < b || c < d"));
        m_fields[5]->setPlaceholderText(tr("a condition, e.g. a < b || c < d"));
        m_names->setText(
            tr("Names: Width, Height, Left, Right, Top, Bottom, p0.X, p0.Y (top-left corner), "
               "p2.X, p2.Y (bottom-right corner), mov.X, mov.Y. Operators: + - * / ^ ( ) sqrt( ) "
               "< <= > >= == != && || ! (also AND, OR, NOT)."));
        m_run->setText(tr("Run my rules"));
        m_askSolution->setText(tr("Show the worked solution"));
        m_askSolution->setToolTip(
            tr("It also appears by itself after %1 wrong attempts.").arg(TaskRecord::kSolutionAfter));
        m_run->setToolTip(
            tr("Check the blanks and let the rectangles move by them (Enter in a blank does the same)"));
        m_playerTitle->setText(tr("Player (60 frames per second)"));
        m_back->setText(tr("◀ Back"));
        m_back->setToolTip(tr("One frame back (Left arrow on the canvas; Shift: 10 frames)"));
        m_forward->setText(tr("Forward ▶"));
        m_forward->setToolTip(tr("One frame forward (Right arrow on the canvas; Shift: 10 frames)"));
        m_restart->setText(tr("Frame 0"));
        m_restart->setToolTip(tr("Back to frame 0 (Home on the canvas)"));
        m_showCorrect->setText(tr("Correct motion (dashed)"));
        m_showCorrect->setToolTip(tr("Show the rectangles moved by bounceRectInBox as dashed outlines"));
        m_startTitle->setText(tr("Start positions and velocities"));
        m_keys->setText(tr("Keys (click the canvas first): Space plays and pauses, Left and Right step one "
                           "frame (Shift: 10), Home goes to frame 0. In a blank, the arrows move the text "
                           "cursor instead."));
        updatePlayButton(m_scene.isPlaying());
        if (!m_lastErrors.empty())
            showErrors();
        updateVerdict();
        updateReadout();
    }

    void updatePlayButton(bool playing)
    {
        m_play->setText(playing ? tr("Pause") : tr("Play"));
        m_play->setToolTip(tr("Play or pause (Space on the canvas)"));
    }

    void updateVerdict()
    {
        const Problem& problem = m_scene.problem();
        QString text;
        if (!m_scene.hasRules()) {
            text = tr("No rules running yet: the rectangles fly straight on and leave the area.");
        } else if (problem.kind == ProblemKind::None) {
            text = tr("Your rules behave like the correct ones for a whole minute (%1 frames): both "
                      "rectangles stay in the area and turn at the walls.")
                       .arg(kCheckFrames);
        } else {
            text = describeProblem(problem) + QLatin1Char('\n') + problemHint(problem.kind);
        }
        m_verdict->setText(text);
        m_verdict->setStyleSheet(m_scene.hasRules() && problem.kind != ProblemKind::None
                ? QStringLiteral("color: #c62828;")
                : QString());
        m_goto->setVisible(m_scene.hasRules() && problem.kind != ProblemKind::None);
        m_goto->setText(tr("Show frame %1").arg(problem.frame));
        QString status = m_done ? tr("Attempts so far: %1. Done!").arg(m_attempts)
                                : tr("Attempts so far: %1").arg(m_attempts);
        if (m_lastCounted == CheckCounted::Unchanged)
            status = tr("You ran exactly these rules already: change something first. This run did not count "
                        "as an "
                        "attempt.")
                + QLatin1Char('\n') + status;
        m_status->setText(status);
        m_solution->setText(m_rules.solutionVisible() ? solutionHtml() : QString());
        m_solution->setVisible(m_rules.solutionVisible());
        m_askSolution->setVisible(!m_rules.solutionVisible());
    }

    void updateReadout()
    {
        const Frame& f = m_scene.currentFrame();
        const bool hit = intersecting(f.mine[0].box, f.mine[1].box);
        QStringList lines;
        lines << tr("Frame %1 (%2 s)")
                     .arg(QString::number(m_scene.frameIndex()),
                         formatNumber(m_scene.frameIndex() / double(kFramesPerSecond), 2));
        for (int r = 0; r < 2; ++r) {
            const Body& b = f.mine[r];
            lines << tr("Rectangle %1: %2 %3, %4 %5, mov %6")
                         .arg(QString::number(r + 1), r == 0 ? QStringLiteral("p0") : QStringLiteral("P0"),
                             pointText(b.box.min.x, b.box.max.y),
                             r == 0 ? QStringLiteral("p2") : QStringLiteral("P2"),
                             pointText(b.box.max.x, b.box.min.y), pointText(b.mov.x, b.mov.y));
        }
        lines << tr("Flag: %1").arg(flagText(hit));
        m_readout->setText(lines.join(QLatin1Char('\n')));
    }

    AreaMoveScene& m_scene;
    TaskRecord m_rules;
    CheckCounted m_lastCounted = CheckCounted::Counted;
    QPushButton* m_askSolution = nullptr;
    QLabel* m_solution = nullptr;
    bool m_restoring = false;
    bool m_ran = false;
    QStringList m_lastRun; // the answers of the last counted run
    bool m_done = false;
    int m_attempts = 0;
    std::vector<FieldError> m_lastErrors;
    std::array<QLineEdit*, kFieldCount> m_fields {};
    std::array<QLabel*, kFieldCount> m_fieldLabels {};
    QLabel* m_taskTitle = nullptr;
    QLabel* m_task = nullptr;
    QLabel* m_names = nullptr;
    QPushButton* m_run = nullptr;
    QLabel* m_errors = nullptr;
    QLabel* m_verdict = nullptr;
    QPushButton* m_goto = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_playerTitle = nullptr;
    QPushButton* m_back = nullptr;
    QPushButton* m_play = nullptr;
    QPushButton* m_forward = nullptr;
    QPushButton* m_restart = nullptr;
    QCheckBox* m_showCorrect = nullptr;
    QLabel* m_readout = nullptr;
    QLabel* m_keys = nullptr;
    QLabel* m_startTitle = nullptr;
};

} // namespace

QWidget* createAreaMoveControls(AreaMoveScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
{
    return new AreaMoveControls(scene, undo, view, parent);
}

} // namespace lab
