#include "area_move_controls.h"

#include "area_move_blanks.h"
#include "area_move_scene.h"
#include "area_move_words.h"

#include "core/model/numbers.h"
#include "core/widgets/frame_runner.h"
#include "core/widgets/label_holder.h"
#include "core/widgets/look.h"
#include "core/widgets/paced_update.h"
#include "core/widgets/parameter_panel.h"
#include "core/widgets/translated_widget.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace lab {

using namespace area_move;

AreaMoveControls::AreaMoveControls(AreaMoveScene& scene, QUndoStack& undo, ViewState& view, QWidget* parent)
    : TranslatedWidget(parent)
    , m_scene(scene)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 2, 4);
    addTask(layout);
    addVerdict(layout);
    addPlayer(layout, view);
    m_startTitle = look::sectionTitle(this, layout);
    layout->addWidget(new ParameterPanel(scene, undo, view, this));
    layout->addStretch();

    connect(&m_scene, &AreaMoveScene::runChanged, this, [this] { updateVerdict(); });
    connect(&m_scene, &LessonScene::changed, this, [this] { saveProgress(); });
    connect(&m_scene, &AreaMoveScene::playerKeyUsed, this, [this] { saveProgress(); });
    restore();
    retranslate();
}

AreaMoveControls::~AreaMoveControls()
{
    // Closing while playing: keep the frame on screen for the next start.
    m_scene.pause();
    saveProgress();
}

void AreaMoveControls::hideEvent(QHideEvent* event)
{
    m_scene.pause(); // a hidden page does not run on
    QWidget::hideEvent(event);
}

void AreaMoveControls::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    m_record.open();
}

void AreaMoveControls::addTask(QVBoxLayout* layout)
{
    m_taskTitle = look::sectionTitle(this, layout);
    m_task = new QLabel(this);
    m_task->setWordWrap(true);
    layout->addWidget(m_task);
    m_blanks = new AreaMoveBlanks(this);
    layout->addWidget(m_blanks);
    connect(m_blanks, &AreaMoveBlanks::edited, this, [this] {
        if (m_restoring)
            return;
        m_record.edited();
        saveProgress();
    });
    connect(m_blanks, &AreaMoveBlanks::runRequested, this, [this] { run(); });
}

void AreaMoveControls::addVerdict(QVBoxLayout* layout)
{
    m_verdict = label("verdict", layout);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_goto = new QPushButton(this);
    m_goto->setObjectName(QStringLiteral("gotoProblem"));
    connect(m_goto, &QPushButton::clicked, this, [this] {
        m_scene.pause();
        m_scene.seek(m_scene.problem().frame);
        saveProgress();
    });
    layout->addWidget(m_goto);
    m_status = label("status", layout);
    m_askSolution = new QPushButton(this);
    m_askSolution->setObjectName(QStringLiteral("askSolution"));
    connect(m_askSolution, &QPushButton::clicked, this, [this] {
        m_record.askSolution();
        updateVerdict();
    });
    layout->addWidget(m_askSolution);
    m_solution = label("solution", layout);
    m_solution->setTextFormat(Qt::RichText);
    m_solution->setTextInteractionFlags(Qt::TextSelectableByMouse);
}

void AreaMoveControls::addPlayer(QVBoxLayout* layout, ViewState& view)
{
    m_playerTitle = look::sectionTitle(this, layout);
    m_runner = new FrameRunner({ .back = true, .clear = true }, this);
    layout->addWidget(m_runner);
    connect(m_runner, &FrameRunner::playingChanged, this, [this](bool on) {
        if (on)
            m_scene.play();
        else
            m_scene.pause();
    });
    connect(&m_scene, &AreaMoveScene::playingChanged, this, [this](bool on) {
        m_runner->setPlaying(on);
        saveProgress();
    });
    connect(m_runner, &FrameRunner::frameRequested, this, [this](int delta) {
        if (delta < 0)
            m_scene.stepBack();
        else if (m_scene.isPlaying())
            m_scene.advance();
        else
            m_scene.stepForward();
        saveProgress();
    });
    connect(m_runner, &FrameRunner::clearRequested, this, [this] {
        m_scene.pause();
        m_scene.seek(0);
        saveProgress();
    });
    m_showCorrect = new QCheckBox(this);
    m_showCorrect->setObjectName(QStringLiteral("showCorrect"));
    connect(m_showCorrect, &QCheckBox::toggled, this, [this](bool on) {
        m_scene.setShowCorrect(on);
        saveProgress();
    });
    layout->addWidget(m_showCorrect);
    m_readout = addReadout(this, layout);
    m_keys = label("hint", layout);
    // A frame of a run at once; the frame a drag rebuilds, about 30 a second.
    auto* readout = new PacedUpdate(
        m_scene, view, [this] { updateReadout(); }, this);
    connect(&m_scene, &AreaMoveScene::frameChanged, readout, &PacedUpdate::request);
}

QLabel* AreaMoveControls::label(const char* name, QVBoxLayout* layout)
{
    auto* label = addLabel(this, layout, QLatin1String(name));
    return label;
}

void AreaMoveControls::run()
{
    const CompileResult compiled = compile(m_blanks->answers());
    m_blanks->showErrors(compiled.errors, m_scene.hasRules());
    if (!compiled.rules) {
        m_record.refuseRun(m_blanks->allBlank() ? CheckCounted::Blank : CheckCounted::Unreadable);
        saveProgress();
        return;
    }
    m_record.setRan();
    m_scene.setRules(compiled.rules, m_blanks->answers());
    m_showCorrect->setChecked(true);
    m_record.countRun(m_blanks->answerLine(), m_blanks->texts(), m_scene.problem().kind == ProblemKind::None);
    m_scene.play();
    emit m_scene.canvasFocusRequested(); // Space and the arrows now drive the player
    saveProgress();
    updateVerdict();
}

void AreaMoveControls::saveProgress()
{
    if (!m_restoring)
        m_record.save(
            { m_blanks->texts(), m_scene.frameIndex(), m_showCorrect->isChecked(), m_scene.state() });
}

void AreaMoveControls::restore()
{
    const std::optional<AreaMoveRecord::Shown> shown = m_record.load();
    if (!shown)
        return;
    m_restoring = true;
    m_blanks->setTexts(shown->answers);
    m_showCorrect->setChecked(shown->showCorrect);
    // The rules that were running: those of the last run, even if the blanks changed since.
    const QStringList& last = m_record.lastRun();
    if (m_record.savedRan() && last.size() == kFieldCount) {
        Answers answers;
        for (int i = 0; i < kFieldCount; ++i)
            answers[i] = last.at(i);
        if (const CompileResult compiled = compile(answers); compiled.rules) {
            m_record.setRan();
            m_scene.setRules(compiled.rules, answers);
        }
    }
    m_scene.seek(shown->frame);
    m_restoring = false;
}

void AreaMoveControls::retranslate()
{
    m_taskTitle->setText(tr("Fill in the blanks"));
    m_task->setText(tr("The drawing area is Width = %1 by Height = %2, centred on the origin, y up. "
                       "Where are its walls, and when must each velocity component turn around?")
                        .arg(formatNumber(kWidth), formatNumber(kHeight)));
    m_askSolution->setText(tr("Show the worked solution"));
    m_askSolution->setToolTip(
        tr("It also appears by itself after %1 wrong attempts.").arg(TaskRecord::kSolutionAfter));
    m_playerTitle->setText(tr("Player (60 frames per second)"));
    m_showCorrect->setText(tr("Correct motion (dashed)"));
    m_showCorrect->setToolTip(tr("Show the rectangles moved by bounceRectInBox as dashed outlines"));
    m_startTitle->setText(tr("Start positions and velocities"));
    m_keys->setText(tr("Keys (click the canvas first): Space plays and pauses, Left and Right step one "
                       "frame (Shift: 10), Home goes to frame 0. In a blank, the arrows move the text "
                       "cursor instead."));
    updateVerdict();
    updateReadout();
}

void AreaMoveControls::updateVerdict()
{
    const Problem& problem = m_scene.problem();
    const bool wrong = m_scene.hasRules() && problem.kind != ProblemKind::None;
    QString text;
    if (!m_scene.hasRules()) {
        text = tr("No rules running yet: the rectangles fly straight on and leave the area.");
    } else if (!wrong) {
        text = tr("Your rules behave like the correct ones for a whole minute (%1 frames): both "
                  "rectangles stay in the area and turn at the walls.")
                   .arg(kCheckFrames);
    } else {
        text = describeProblem(problem) + QLatin1Char('\n') + problemHint(problem.kind);
    }
    m_verdict->setText(text);
    m_verdict->setStyleSheet(wrong ? look::colorStyle(look::Tone::Error, palette()) : QString());
    m_goto->setVisible(wrong);
    m_goto->setText(tr("Show frame %1").arg(problem.frame));
    QString status = m_record.done() ? tr("Attempts so far: %1. Done!").arg(m_record.attempts())
                                     : tr("Attempts so far: %1").arg(m_record.attempts());
    if (m_record.lastCounted() == CheckCounted::Unchanged)
        status = tr("You ran exactly these rules already: change something first. This run did not count "
                    "as an "
                    "attempt.")
            + QLatin1Char('\n') + status;
    m_status->setText(status);
    const bool solution = m_record.solutionVisible();
    m_solution->setText(solution ? solutionHtml() : QString());
    m_solution->setVisible(solution);
    m_askSolution->setVisible(!solution);
}

void AreaMoveControls::updateReadout()
{
    const Frame& f = m_scene.currentFrame();
    QStringList lines;
    lines << tr("Frame %1 (%2 s)")
                 .arg(QString::number(m_scene.frameIndex()),
                     formatNumber(m_scene.frameIndex() / double(kFramesPerSecond), 2));
    for (int r = 0; r < 2; ++r) {
        const Body& b = f.mine[r];
        lines << tr("Rectangle %1: %2 %3, %4 %5, mov %6")
                     .arg(QString::number(r + 1), r == 0 ? QStringLiteral("p0") : QStringLiteral("P0"),
                         formatPoint(b.box.min.x, b.box.max.y),
                         r == 0 ? QStringLiteral("p2") : QStringLiteral("P2"),
                         formatPoint(b.box.max.x, b.box.min.y), formatPoint(b.mov.x, b.mov.y));
    }
    lines << tr("Flag: %1").arg(flagText(f.flag));
    m_readout->setText(lines.join(QLatin1Char('\n')));
}

} // namespace lab
