#include "label_text.h"

#include <QFontMetricsF>
#include <QHash>
#include <QStaticText>

#include <algorithm>
#include <cmath>

namespace lab::label_text {

namespace {

// Text shaped once: a label's box and its prepared glyphs are kept per font (its key names the
// family, size and weight, so a new text size or font measures again) and text, and reused by
// every repaint of a drag in which the text stays the same. Bounded: cleared when full.
constexpr int kTextCacheLimit = 1024;

QString textKey(const QFont& font, const QString& text, int flags)
{
    return font.key() + QLatin1Char('\x1f') + QString::number(flags) + QLatin1Char('\x1f') + text;
}

} // namespace

QRectF measured(const QFont& font, int flags, const QString& text, double width, double height)
{
    thread_local QHash<QString, QRectF> cache;
    const QString key = textKey(font, text, flags) + QLatin1Char('\x1f') + QString::number(width, 'g', 17)
        + QLatin1Char('x') + QString::number(height, 'g', 17);
    const auto found = cache.constFind(key);
    if (found != cache.constEnd())
        return *found;
    if (cache.size() >= kTextCacheLimit)
        cache.clear();
    const QRectF box = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, height), flags, text);
    cache.insert(key, box);
    return box;
}

const QStaticText& staticText(const QFont& font, const QString& text)
{
    thread_local QHash<QString, QStaticText> cache;
    const QString key = textKey(font, text, 0);
    auto found = cache.find(key);
    if (found == cache.end()) {
        if (cache.size() >= kTextCacheLimit)
            cache.clear();
        QStaticText prepared(text);
        prepared.setTextFormat(Qt::PlainText);
        prepared.setPerformanceHint(QStaticText::AggressiveCaching);
        found = cache.insert(key, prepared);
    }
    return *found;
}

double markWidth(const QFont& font)
{
    return QFontMetricsF(font).height() * 1.1;
}

double markAt(const HeadLine& line, double scale)
{
    return line.mark > 0 ? markWidth(scaledFont(line.font, scale)) : 0;
}

HeadSize headSize(const HeadLine& line, double width, double scale)
{
    const double mark = markAt(line, scale);
    const double room = width - 2 * kPadX - mark;
    const QFont font = scaledFont(line.font, scale);
    const QFont detailFont = scaledFont(line.detailFont, scale);
    const auto measure = [&](double wrap) {
        const QRectF main = measured(font, kWrap, line.text, wrap, 100000);
        const QRectF detail
            = line.detail.isEmpty() ? QRectF() : measured(detailFont, kWrap, line.detail, wrap, 100000);
        return QSizeF(std::max(main.width(), detail.width()), main.height() + detail.height());
    };
    double wrap = line.cap > 0 ? std::min(room, line.cap - 2 * kPadX - mark) : room;
    QSizeF size = measure(wrap);
    if (size.width() > wrap + 0.5 && wrap < room) { // a word longer than the cap
        wrap = std::min(room, std::ceil(size.width()));
        size = measure(wrap);
    }
    return { wrap, size };
}

double stackHeight(const QList<HeadLine>& lines, double width, double scale)
{
    double height = 0;
    for (const HeadLine& line : lines)
        height += headSize(line, width, scale).size.height() + 2 * kPadY + 3;
    return height;
}

double headlineScale(const QList<HeadLine>& lines, double width, double height)
{
    double scale = 1;
    for (int step = 0; step <= 8; ++step) {
        scale = 1 - 0.05 * step;
        if (stackHeight(lines, width, scale) <= height / 3)
            break;
    }
    return scale;
}

} // namespace lab::label_text
