#include "cardartworker.h"

#include "cardart.h"

#include <QApplication>
#include <QSvgRenderer>
#include <QWidget>

#include <memory>

namespace kib {

CardArtWorker::CardArtWorker(QByteArray svg, std::function<QByteArray(const QByteArray &)> fourColour)
    : m_svg(std::move(svg)), m_makeFourColour(std::move(fourColour))
{
    m_faces.setMaxCost(64 * 1024); // KiB: some sizes of 104 faces
    m_thread = std::thread([this]() { run(); });
}

CardArtWorker::~CardArtWorker()
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_stop = true;
        m_jobs.clear();
    }
    m_wake.notify_all();
    m_thread.join();
}

void CardArtWorker::prepare()
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_parseAhead = true;
    }
    m_wake.notify_all();
}

QString CardArtWorker::keyOf(const QString &id, bool fourColour, const QSize &pixels)
{
    return QStringLiteral("%1:%2x%3").arg(cardOf(id, fourColour)).arg(pixels.width()).arg(pixels.height());
}

QString CardArtWorker::cardOf(const QString &id, bool fourColour)
{
    return id + (fourColour ? QStringLiteral(":4") : QStringLiteral(":2"));
}

CardArtWorker::Answer CardArtWorker::face(const QString &id, bool fourColour, const QSize &pixels,
                                          QWidget *requester, QImage *image)
{
    const QString card = cardOf(id, fourColour);
    if (m_notInDeck.contains(card))
        return Answer::NotInDeck;
    const QString key = keyOf(id, fourColour, pixels);
    if (const QImage *found = m_faces.object(key)) {
        *image = *found;
        return Answer::Ready;
    }
    *image = m_latest.value(card);
    auto waiting = m_waiting.find(key);
    if (waiting == m_waiting.end()) {
        waiting = m_waiting.insert(key, {});
        ++m_undelivered;
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_jobs.push_front(Job{id, fourColour, pixels, key, card});
        }
        m_wake.notify_all();
    }
    if (requester && !waiting->contains(requester))
        waiting->append(requester);
    return Answer::Pending;
}

void CardArtWorker::hold(bool on)
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_held = on;
    }
    m_wake.notify_all();
}

void CardArtWorker::waitForIdle()
{
    while (m_undelivered > 0) {
        {
            std::unique_lock<std::mutex> lock(m_mutex);
            m_idle.wait_for(lock, std::chrono::milliseconds(5));
        }
        QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
    }
}

void CardArtWorker::deliver(const QString &key, const QString &card, const QImage &image, bool inDeck)
{
    --m_undelivered;
    if (!inDeck)
        m_notInDeck.insert(card);
    else {
        m_faces.insert(key, new QImage(image), qMax<qsizetype>(1, image.sizeInBytes() / 1024));
        m_latest.insert(card, image);
    }
    const QList<QPointer<QWidget>> widgets = m_waiting.take(key);
    for (const QPointer<QWidget> &w : widgets) {
        if (w)
            w->update();
    }
    if (widgets.isEmpty()) {
        // asked for while painting on something else: the windows draw again
        const QList<QWidget *> windows = QApplication::topLevelWidgets();
        for (QWidget *w : windows)
            w->update();
    }
}

void CardArtWorker::run()
{
    // The renderers live and die on this thread: only it draws with them.
    std::unique_ptr<QSvgRenderer> decks[2];
    auto deck = [&](bool fourColour) -> QSvgRenderer * {
        auto &slot = decks[fourColour ? 1 : 0];
        if (!slot)
            slot = std::make_unique<QSvgRenderer>(fourColour ? m_makeFourColour(m_svg) : m_svg);
        return slot->isValid() ? slot.get() : nullptr;
    };
    for (;;) {
        Job job;
        bool parseAhead = false;
        {
            std::unique_lock<std::mutex> lock(m_mutex);
            m_busy = false;
            m_idle.notify_all();
            m_wake.wait(lock, [this]() { return m_stop || m_parseAhead || (!m_held && !m_jobs.empty()); });
            if (m_stop)
                return;
            m_busy = true;
            if (m_parseAhead) {
                parseAhead = true;
                m_parseAhead = false;
            } else {
                job = m_jobs.front();
                m_jobs.pop_front();
            }
        }
        if (parseAhead) {
            deck(false);
            continue;
        }
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            if (m_stop)
                return;
        }
        QSvgRenderer *svg = deck(job.fourColour);
        const bool inDeck = svg && svg->elementExists(job.id);
        QImage image;
        if (inDeck) {
            image = CardArt::renderImage(job.pixels, [svg, &job](QPainter *p, QRectF r) {
                CardArt::drawDeckFace(svg, job.id, p, r);
            });
        }
        QMetaObject::invokeMethod(
            this, [this, key = job.key, card = job.card, image, inDeck]() { deliver(key, card, image, inDeck); },
            Qt::QueuedConnection);
    }
}

} // namespace kib
