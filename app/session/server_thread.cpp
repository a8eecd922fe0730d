#include "server_thread.h"

namespace lab {

ServerThread::ServerThread(std::unique_ptr<ClassServer> server)
    : m_server(server.release())
{
    m_thread.setObjectName(QStringLiteral("class network"));
    m_server->moveToThread(&m_thread); // its timer and, later, its peers' sockets go with it
    m_thread.start();
}

ServerThread::~ServerThread()
{
    // Deleted in its own thread: the thread deletes what is left to delete as it finishes.
    m_server->deleteLater();
    m_thread.quit();
    m_thread.wait();
}

void ServerThread::post(std::function<void(ClassServer&)> work)
{
    ClassServer* server = m_server;
    QMetaObject::invokeMethod(
        server, [server, work = std::move(work)] { work(*server); }, Qt::QueuedConnection);
}

void ServerThread::call(const std::function<void(ClassServer&)>& work)
{
    ClassServer* server = m_server;
    QMetaObject::invokeMethod(
        server, [server, &work] { work(*server); }, Qt::BlockingQueuedConnection);
}

} // namespace lab
