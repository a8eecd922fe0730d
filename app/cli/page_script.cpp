#include "page_script.h"

#include <QEventLoop>
#include <QTimer>
#include <QWebEnginePage>

#include <memory>

namespace lab {

// The callback shares its state with this frame only through a pointer it owns a share of, so an
// answer that arrives after the wait gave up (or while the page is destroyed) touches nothing that
// is gone.
QVariant evaluate(QWebEnginePage& page, const QString& script, int timeoutMs)
{
    struct Answer {
        QVariant value;
        bool done = false;
        QEventLoop* loop = nullptr;
    };
    auto answer = std::make_shared<Answer>();
    page.runJavaScript(script, [answer](const QVariant& value) {
        answer->value = value;
        answer->done = true;
        if (answer->loop)
            answer->loop->quit();
    });
    if (!answer->done) {
        QEventLoop loop;
        answer->loop = &loop;
        QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
        loop.exec();
        answer->loop = nullptr;
    }
    return answer->value;
}

} // namespace lab
