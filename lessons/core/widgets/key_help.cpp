#include "key_help.h"

#include <QAction>
#include <QCoreApplication>
#include <QKeySequence>

namespace lab {

namespace {

constexpr char kHelpProperty[] = "labKeyHelp";

QString withKeys(const QAction& action)
{
    const QString what = keyHelp(action);
    if (action.shortcuts().isEmpty())
        return what;
    //: An action's tooltip: what it does (%1) and its keys (%2).
    return QCoreApplication::translate("KeyHelp", "%1 (%2)").arg(what, keysText(action));
}

void updateToolTip(QAction& action)
{
    const QString tip = withKeys(action);
    if (action.toolTip() != tip) // setToolTip() reports a change itself: once is enough
        action.setToolTip(tip);
}

} // namespace

void setKeyHelp(QAction& action, const QString& what)
{
    const bool first = !action.property(kHelpProperty).isValid();
    action.setProperty(kHelpProperty, what);
    if (first)
        QObject::connect(&action, &QAction::changed, &action, [&action] { updateToolTip(action); });
    updateToolTip(action);
}

QString keyHelp(const QAction& action)
{
    return action.property(kHelpProperty).toString();
}

QString keysText(const QAction& action)
{
    QStringList keys;
    for (const QKeySequence& key : action.shortcuts())
        keys << key.toString(QKeySequence::NativeText);
    //: Between two keys of one action: "Ctrl+Shift+Z, Ctrl+Y".
    return keys.join(QCoreApplication::translate("KeyHelp", ", "));
}

QList<const QAction*> keyedActions(const QObject& root)
{
    QList<const QAction*> keyed;
    for (const QAction* action : root.findChildren<QAction*>()) {
        if (!action->shortcuts().isEmpty() && !keyHelp(*action).isEmpty() && !keyed.contains(action))
            keyed.append(action);
    }
    return keyed;
}

} // namespace lab
