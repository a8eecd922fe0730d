#include "area_move_controls.h"

#include "area_move_record.h"
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
    addPlayer(layout, view);
    m_startTitle = look::sectionTitle(this, layout);
    layout->addWidget(new ParameterPanel(scene, undo, view, this));
    layout->addStretch();

    connect(&m_scene, &LessonScene::changed, this, [this] { saveProgress(); });
    // A run the task started shows the correct motion beside it.
    connect(&m_scene, &AreaMoveScene::runChanged, this,
        [this] { m_showCorrect->setChecked(m_scene.showCorrect()); });
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

void AreaMoveControls::saveProgress()
{
    if (m_restoring)
        return;
    QStringList lastRun;
    for (const QString& text : m_scene.ruleTexts())
        lastRun << text;
    AreaMoveRecord::save({ {}, m_scene.hasRules(), m_scene.hasRules() ? lastRun : QStringList(),
        m_scene.frameIndex(), m_showCorrect->isChecked(), m_scene.state() });
}

void AreaMoveControls::restore()
{
    const std::optional<AreaMoveRecord::Shown> shown = AreaMoveRecord::load();
    if (!shown)
        return;
    m_restoring = true;
    m_showCorrect->setChecked(shown->showCorrect);
    // The rules that were running: those of the last run, even if the blanks changed since.
    if (shown->ran && shown->lastRun.size() == kFieldCount) {
        Answers answers;
        for (int i = 0; i < kFieldCount; ++i)
            answers[i] = shown->lastRun.at(i);
        if (const CompileResult compiled = compile(answers); compiled.rules)
            m_scene.setRules(compiled.rules, answers);
    }
    m_scene.seek(shown->frame);
    m_restoring = false;
}

void AreaMoveControls::retranslate()
{
    m_playerTitle->setText(tr("Player (60 frames per second)"));
    m_showCorrect->setText(tr("Correct motion (dashed)"));
    m_showCorrect->setToolTip(tr("Show the rectangles moved by bounceRectInBox as dashed outlines"));
    m_startTitle->setText(tr("Start positions and velocities"));
    m_keys->setText(tr("Keys (click the canvas first): Space plays and pauses, Left and Right step one "
                       "frame (Shift: 10), Home goes to frame 0. In a blank, the arrows move the text "
                       "cursor instead."));
    updateReadout();
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
