// An action's keys are written once (its shortcuts) and what it does once (setKeyHelp): its
// tooltip and the window's list of keys (Help > Keyboard shortcuts) are both made from them, and
// follow when the keys change (presentation mode adds PageDown to "Next lesson").
#pragma once

#include <QList>
#include <QString>

class QAction;
class QObject;

namespace lab {

// Says what `action` does (in the current language, without its keys) and makes its tooltip
// that and its keys, "Undo the last change to the scene (Ctrl+Z)", now and whenever its keys
// change. Called again on a language change.
void setKeyHelp(QAction& action, const QString& what);
// What setKeyHelp() said; empty for an action it was not given.
QString keyHelp(const QAction& action);
// The action's keys as the current language writes them: "Ctrl+Shift+Z, Ctrl+Y".
QString keysText(const QAction& action);

// Every action below `root` (its children and theirs) that has keys and key help, in the order
// they were made (the menus' order).
QList<const QAction*> keyedActions(const QObject& root);

} // namespace lab
