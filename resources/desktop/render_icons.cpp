// render_icons: draws the scalable icon into the hicolor PNG sizes, or checks the committed ones.
//   render_icons render ICON.svg HICOLOR_DIR SIZE...   writes HICOLOR_DIR/NxN/apps/<name>.png
//   render_icons check ICON.svg HICOLOR_DIR SIZE...    exit 1 when a PNG is missing, has the wrong
//                                                      size or differs from a fresh rendering
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTextStream>

#include <algorithm>
#include <cstdlib>

namespace {

// Largest difference in any channel of any pixel that still counts as the same picture (a Qt
// update may round antialiased edges differently).
constexpr int kTolerance = 6;

QImage render(QSvgRenderer& svg, int size)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    svg.render(&painter, QRectF(0, 0, size, size));
    painter.end();
    return image.convertToFormat(QImage::Format_ARGB32);
}

int largestDifference(const QImage& a, const QImage& b)
{
    int worst = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y);
            const QRgb q = b.pixel(x, y);
            worst = std::max({ worst, std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                std::abs(qBlue(p) - qBlue(q)), std::abs(qAlpha(p) - qAlpha(q)) });
        }
    }
    return worst;
}

} // namespace

int main(int argc, char* argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QTextStream err(stderr);
    const QStringList args = QCoreApplication::arguments();
    QList<int> sizes;
    bool sizesOk = args.size() >= 5;
    for (qsizetype i = 4; i < args.size(); ++i) {
        bool number = false;
        const int size = args[i].toInt(&number);
        sizesOk = sizesOk && number && size > 0;
        sizes << size;
    }
    if (!sizesOk || (args[1] != QLatin1String("render") && args[1] != QLatin1String("check"))) {
        err << "usage: render_icons render|check ICON.svg HICOLOR_DIR SIZE...\n";
        return 2;
    }
    const bool check = args[1] == QLatin1String("check");
    QSvgRenderer svg(args[2]);
    if (!svg.isValid()) {
        err << "render_icons: cannot read " << args[2] << '\n';
        return 1;
    }
    const QString name = QFileInfo(args[2]).completeBaseName() + QStringLiteral(".png");
    const QDir hicolor(args[3]);
    bool ok = true;
    for (const int size : sizes) {
        const QString folder = QStringLiteral("%1x%1/apps").arg(size);
        const QString path = hicolor.filePath(folder + QLatin1Char('/') + name);
        const QImage fresh = render(svg, size);
        if (!check) {
            hicolor.mkpath(folder);
            if (!fresh.save(path, "PNG", 9)) {
                err << "render_icons: cannot write " << path << '\n';
                ok = false;
            }
            continue;
        }
        QImage committed(path, "PNG");
        if (committed.isNull()) {
            err << path << ": missing or not a PNG\n";
            ok = false;
        } else if (committed.size() != QSize(size, size)) {
            err << path << ": " << committed.width() << 'x' << committed.height() << ", expected " << size
                << 'x' << size << '\n';
            ok = false;
        } else if (const int diff
                   = largestDifference(committed.convertToFormat(QImage::Format_ARGB32), fresh);
                   diff > kTolerance) {
            err << path << ": differs from the SVG by up to " << diff
                << " in a channel; rebuild the render_icons_update target\n";
            ok = false;
        }
    }
    return ok ? 0 : 1;
}
