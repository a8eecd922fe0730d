// The label placer's text: its words measured and shaped once per font and text, and the verdict
// lines' sizes (a plate's main line over its detail, wrapped, stepped down on a small canvas).
// Internal to the canvas library (label_placer.cpp).
#pragma once

#include "core/model/fonts.h"

#include <QFont>
#include <QList>
#include <QRectF>
#include <QSizeF>
#include <QString>

class QStaticText;

namespace lab::label_text {

constexpr double kPadX = 3; // the background box around a label's text
constexpr double kPadY = 1;
constexpr int kWrap = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
constexpr double kPlateShare = 0.6; // a verdict plate is at most this share of the canvas's width

// fm.boundingRect(QRectF(0, 0, width, height), flags, text), measured once per font, flags,
// size and text (bounded: cleared when full).
QRectF measured(const QFont& font, int flags, const QString& text, double width = 2000, double height = 2000);
// A one-line text laid out once per font and text. QPainter lays it out again only when it is
// drawn with another font or transform than the last time.
const QStaticText& staticText(const QFont& font, const QString& text);
// The room a verdict's mark takes before its words.
double markWidth(const QFont& font);

// A verdict line or a headline: its font, words and the room of its mark (0 for a headline); a
// verdict's second tier and the width its plate is capped at (0: the stack's width).
struct HeadLine {
    QFont font;
    QString text;
    double mark = 0;
    QFont detailFont;
    QString detail;
    double cap = 0;
};

// A line's words wrapped for a stack `width` wide, at `scale`: the width they are wrapped to and
// the size they take (the main line over the detail). A word wider than the cap widens it, up to
// the stack's width.
struct HeadSize {
    double wrap = 0;
    QSizeF size;
};
HeadSize headSize(const HeadLine& line, double width, double scale);
// The room of a line's mark at `scale`, as drawVerdict() measures it: the mark of the scaled font
// (a font's height does not scale exactly with its size).
double markAt(const HeadLine& line, double scale);
// The boxes of verdict lines wrapped to `width` (less their marks), stacked (3 pixels apart).
double stackHeight(const QList<HeadLine>& lines, double width, double scale);
// How much the verdict lines' text is scaled so that all of them together take at most a third
// of a canvas `height` pixels high (a small canvas at large text): 1, or less, to 60 % at least.
double headlineScale(const QList<HeadLine>& lines, double width, double height);

} // namespace lab::label_text
