#include "singleinstance.h"

#include "document.h"
#include "mainwindow.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QDir>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>

namespace kib {

namespace {
// The message: a version, then the paths; the answer: one byte.
constexpr quint32 kProtocol = 1;
constexpr char kTaken = 'K';
} // namespace

SingleInstance::SingleInstance(const QString &key, QObject *parent)
    : QObject(parent)
    , m_key(key)
{
}

SingleInstance::~SingleInstance() = default;

QString SingleInstance::defaultKey()
{
    const QString forced = qEnvironmentVariable("KIBITZER_INSTANCE_KEY");
    if (!forced.isEmpty())
        return forced;
    // per user (and per home, for users sharing a name across machines)
    const QByteArray who = qgetenv("USER") + '\n' + QDir::homePath().toUtf8();
    return QStringLiteral("kibitzer-")
           + QString::fromLatin1(QCryptographicHash::hash(who, QCryptographicHash::Sha1).toHex().left(16));
}

bool SingleInstance::sendToRunning(const QStringList &paths, int timeoutMs) const
{
    QLocalSocket socket;
    socket.connectToServer(m_key);
    if (!socket.waitForConnected(timeoutMs))
        return false;
    QStringList absolute;
    for (const QString &p : paths)
        absolute << QFileInfo(p).absoluteFilePath();
    QByteArray message;
    QDataStream out(&message, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_4);
    out << kProtocol << absolute;
    socket.write(message);
    if (!socket.waitForBytesWritten(timeoutMs))
        return false;
    while (socket.bytesAvailable() < 1)
        if (!socket.waitForReadyRead(timeoutMs))
            return false;
    char answer = 0;
    return socket.getChar(&answer) && answer == kTaken;
}

bool SingleInstance::listen()
{
    if (m_server)
        return m_server->isListening();
    // somebody answers on the key: that instance keeps it
    {
        QLocalSocket probe;
        probe.connectToServer(m_key);
        if (probe.waitForConnected(200))
            return false;
    }
    // none does: a socket file left by a crash is removed first
    QLocalServer::removeServer(m_key);
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    if (!m_server->listen(m_key))
        return false;
    connect(m_server, &QLocalServer::newConnection, this, [this]() {
        while (QLocalSocket *socket = m_server->nextPendingConnection()) {
            connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
            connect(socket, &QLocalSocket::readyRead, this, [this, socket]() { readFrom(socket); });
            if (socket->bytesAvailable() > 0)
                readFrom(socket);
        }
    });
    return true;
}

bool SingleInstance::isListening() const
{
    return m_server && m_server->isListening();
}

void SingleInstance::readFrom(QLocalSocket *socket)
{
    QDataStream in(socket);
    in.setVersion(QDataStream::Qt_6_4);
    in.startTransaction();
    quint32 protocol = 0;
    QStringList paths;
    in >> protocol >> paths;
    if (!in.commitTransaction())
        return; // not all there yet
    if (protocol != kProtocol) {
        socket->abort();
        return;
    }
    socket->putChar(kTaken);
    socket->flush();
    Q_EMIT pathsReceived(paths);
}

void SingleInstance::openIn(MainWindow *window)
{
    connect(this, &SingleInstance::pathsReceived, window, [window](const QStringList &paths) {
        const QList<Document *> docs = window->openPaths(paths);
        if (!docs.isEmpty())
            window->setCurrentDocument(docs.first());
        if (window->isMinimized())
            window->showNormal();
        window->raise();
        window->activateWindow();
    });
}

} // namespace kib
