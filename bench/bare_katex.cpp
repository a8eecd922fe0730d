// bare_katex: the yardstick for `collision-lab --screenshot` (issue 12): a bare QWebEngineView that
// renders one KaTeX formula with Debian's libjs-katex, waits for the frame that shows it (two
// animation frames after the render), grabs itself into FILE.png and exits. Started as its own
// process by bench/screenshot_time.sh, so both sides pay for starting Qt and QtWebEngine.
//   bare_katex FILE.png
#include <QApplication>
#include <QTimer>
#include <QWebEnginePage>
#include <QWebEngineView>

#include <cstdio>

int main(int argc, char* argv[])
{
    qputenv("QTWEBENGINE_DISABLE_SANDBOX", "1");
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: bare_katex FILE.png\n");
        return 2;
    }
    const QString path = QString::fromLocal8Bit(argv[1]);
    QWebEngineView view;
    view.resize(1366, 800);
    QObject::connect(view.page(), &QWebEnginePage::titleChanged, &view, [&view, path](const QString& title) {
        if (title != QLatin1String("painted"))
            return;
        // The title arrives after the frame was presented; grab on the next turn of the loop.
        QTimer::singleShot(
            0, &view, [&view, path] { QCoreApplication::exit(view.grab().save(path, "PNG") ? 0 : 1); });
    });
    view.setHtml(QStringLiteral(R"(<!DOCTYPE html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="katex.min.css"><script src="katex.min.js"></script></head>
<body><p id="f"></p><script>
katex.render("D^2 = (x_1 - x_2)^2 + (y_1 - y_2)^2 \\le (r_1 + r_2)^2", document.getElementById("f"), {displayMode: true});
requestAnimationFrame(() => requestAnimationFrame(() => { document.title = "painted"; }));
</script></body></html>)"),
        QUrl(QStringLiteral("file:///usr/share/javascript/katex/")));
    view.show();
    QTimer::singleShot(30000, &app, [] { QCoreApplication::exit(1); });
    return app.exec();
}
