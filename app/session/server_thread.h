// The class's network off the drawing thread (issue 40): the ClassServer, its TLS handshakes and
// the reading and checking of every message run in a thread of their own, so a burst of
// connections never holds up a drag on the teacher's canvas. The GUI thread talks to the server
// only through post() (queued: steering, forgetting a student, ending the class) and gets parsed,
// checked events through the server's signals, which Qt queues across the threads.
#pragma once

#include "class_server.h"

#include <QThread>

#include <functional>
#include <memory>

namespace lab {

class ServerThread {
public:
    // Starts the thread and moves `server` (which has no parent) into it.
    explicit ServerThread(std::unique_ptr<ClassServer> server);
    // Deletes the server in its own thread, then stops the thread and waits for it.
    ~ServerThread();
    ServerThread(const ServerThread&) = delete;
    ServerThread& operator=(const ServerThread&) = delete;

    // For connecting to its signals; its functions are the network thread's to call.
    ClassServer* server() const { return m_server; }
    // `work` runs on the network thread, later; the caller goes on at once.
    void post(std::function<void(ClassServer&)> work);
    // `work` runs on the network thread while the caller waits (starting, tests): never on a path
    // a drag can be waiting on.
    void call(const std::function<void(ClassServer&)>& work);

private:
    QThread m_thread;
    ClassServer* m_server;
};

} // namespace lab
