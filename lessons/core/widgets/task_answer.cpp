#include "task_answer.h"

#include <QVBoxLayout>

namespace lab {

QVBoxLayout* TaskAnswer::makeFindings()
{
    m_findings = new QWidget(this);
    auto* layout = new QVBoxLayout(m_findings);
    layout->setContentsMargins(0, 0, 0, 0);
    return layout;
}

} // namespace lab
