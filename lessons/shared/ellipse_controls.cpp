#include "ellipse_controls.h"

#include "ellipse_scene.h"

#include "core/model/commands.h"
#include "core/widgets/label_holder.h"
#include "core/widgets/look.h"
#include "core/widgets/translated_widget.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>

namespace lab {

EllipseControls::EllipseControls(EllipseScene& scene, QUndoStack& undo, QWidget* parent)
    : TranslatedWidget(parent)
    , m_scene(scene)
    , m_undo(undo)
    , m_column(new QVBoxLayout(this))
{
}

void EllipseControls::fitView()
{
    m_scene.fitView();
}

QLabel* EllipseControls::addTitle()
{
    return look::sectionTitle(this, m_column);
}

void EllipseControls::addExamples(const QStringList& objectNames)
{
    m_examplesTitle = addTitle();
    for (int which = 0; which < objectNames.size(); ++which) {
        auto* button = new QPushButton(this);
        button->setObjectName(objectNames[which]);
        connect(button, &QPushButton::clicked, this,
            [this, which, button] { loadExample(which, button->text()); });
        m_column->addWidget(button);
        m_examples.append(button);
    }
}

QLabel* EllipseControls::addReadout()
{
    return lab::addReadout(this, m_column);
}

EllipseControls::StageSlider EllipseControls::addStageSlider(int count, int value)
{
    StageSlider stage { addTitle(), new QSlider(Qt::Horizontal, this), new QLabel(this) };
    stage.slider->setObjectName(QStringLiteral("stage"));
    stage.slider->setRange(0, count - 1);
    stage.slider->setPageStep(1);
    stage.slider->setTickPosition(QSlider::TicksBelow);
    stage.slider->setTickInterval(1);
    stage.slider->setValue(value);
    stage.title->setBuddy(stage.slider); // its accessible name
    m_column->addWidget(stage.slider);
    stage.name->setObjectName(QStringLiteral("stageName"));
    stage.name->setWordWrap(true);
    m_column->addWidget(stage.name);
    return stage;
}

void EllipseControls::addViewTools()
{
    m_fit = new QPushButton(this);
    m_fit->setObjectName(QStringLiteral("fitView"));
    connect(m_fit, &QPushButton::clicked, this, &EllipseControls::fitView);
    m_column->addWidget(m_fit);
    m_keys = addLabel(this, m_column, QStringLiteral("hint"));
    m_column->addStretch();
}

void EllipseControls::loadExample(int which, const QString& text)
{
    pushState(m_undo, m_scene, example(which), text);
    exampleLoaded(which);
    fitView();
}

void EllipseControls::retranslate()
{
    if (m_examplesTitle)
        m_examplesTitle->setText(tr("One click away"));
    if (m_fit)
        m_fit->setText(tr("Fit the view"));
}

} // namespace lab
