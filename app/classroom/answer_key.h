// --list-tasks --answers: the teacher's answer key. Every task of the course in the curriculum's
// order: what it asks, on the scene it draws from seed 1 (each student gets scenes of their own,
// checked the same way), the right choice, the number and its tolerance or the words each blank
// accepts, and the worked solution (an exercise's task: what it asks and its worked solution; its
// answer is judged by running it). In the language of the installed translator.
#pragma once

#include <QString>

namespace lab {

QString answerKeyText();
// The same key written to `path`: a PDF for printing when it ends in .pdf, else UTF-8 text (Help >
// Answer key). False when it could not be written.
bool writeAnswerKey(const QString& path);

} // namespace lab
