#pragma once

#include <QCache>
#include <QHash>
#include <QImage>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QSize>
#include <QString>

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>

class QWidget;

namespace kib {

// Renders the SVG deck's card faces on a thread of its own, so that the
// window's thread never parses the 1.2 MB deck nor renders a face (the first
// paint of the table took 150 to 820 ms there). The window's thread asks for a
// face at a size in device pixels: face() answers from the cache, or queues the
// face and answers nothing; when the face is rendered, the widgets that asked
// are updated. The faces are drawn by CardArt::drawDeckFace(), the same code
// the synchronous path uses, so the pixels are the same.
class CardArtWorker : public QObject
{
    Q_OBJECT
public:
    // 'svg': the two-colour deck; 'fourColour': makes the four-colour one.
    CardArtWorker(QByteArray svg, std::function<QByteArray(const QByteArray &)> fourColour);
    ~CardArtWorker() override;

    // Parses the two-colour deck now, on the worker (ahead of the first paint).
    void prepare();

    enum class Answer { Ready, Pending, NotInDeck };
    // The face of element 'id' at 'pixels'. Ready: 'image' is it. Pending: it
    // is queued ('requester', if any, is updated when it is ready) and
    // 'image' is the latest face of that card rendered at another size, if
    // any (to be scaled meanwhile). NotInDeck: the deck cannot draw it.
    Answer face(const QString &id, bool fourColour, const QSize &pixels, QWidget *requester, QImage *image);

    // Blocks until every queued face is rendered and delivered (tests).
    void waitForIdle();
    // While held, queued faces wait (tests: the picture before they come).
    void hold(bool on);

private:
    struct Job {
        QString id;
        bool fourColour;
        QSize pixels;
        QString key;  // the face at its size
        QString card; // the face at any size
    };
    void run();
    void deliver(const QString &key, const QString &card, const QImage &image, bool inDeck);
    static QString keyOf(const QString &id, bool fourColour, const QSize &pixels);
    static QString cardOf(const QString &id, bool fourColour);

    // worker side
    QByteArray m_svg;
    std::function<QByteArray(const QByteArray &)> m_makeFourColour;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::condition_variable m_idle;
    std::deque<Job> m_jobs; // newest first: what the window shows now
    bool m_parseAhead = false;
    bool m_busy = false;
    bool m_held = false;
    bool m_stop = false;
    int m_undelivered = 0;
    std::thread m_thread;

    // window's thread side
    QCache<QString, QImage> m_faces;
    QHash<QString, QImage> m_latest; // id:colour -> the latest face rendered
    QSet<QString> m_notInDeck;       // id:colour
    QHash<QString, QList<QPointer<QWidget>>> m_waiting;
};

} // namespace kib
