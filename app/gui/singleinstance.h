#pragma once

#include <QObject>
#include <QStringList>

class QLocalServer;
class QLocalSocket;

namespace kib {

class MainWindow;

// One Kibitzer window per user: a second `kibitzer FILE...` (the desktop's
// "Open With", the .desktop entry's %F) hands its files to the running
// window over a local socket and exits; when none runs, it becomes the one
// that listens.
class SingleInstance : public QObject
{
    Q_OBJECT

public:
    // 'key' names the socket; the default is per user ($KIBITZER_INSTANCE_KEY
    // overrides it, for tests).
    explicit SingleInstance(const QString &key = defaultKey(), QObject *parent = nullptr);
    ~SingleInstance() override;

    static QString defaultKey();

    // Sends absolute paths to a running instance; true when it took them.
    bool sendToRunning(const QStringList &paths, int timeoutMs = 2000) const;
    // Listens for later instances (removing a socket a crash left behind).
    bool listen();
    bool isListening() const;

    // Opens what later instances send in 'window', and brings it forward.
    void openIn(MainWindow *window);

Q_SIGNALS:
    void pathsReceived(const QStringList &paths);

private:
    void readFrom(QLocalSocket *socket);

    QString m_key;
    QLocalServer *m_server = nullptr;
};

} // namespace kib
