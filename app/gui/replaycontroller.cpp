#include "replaycontroller.h"

#include "document.h"

#include "parsers/lin/linboard.h"

namespace kib {

ReplayController::ReplayController(QObject *parent) : QObject(parent)
{
    m_timer.setInterval(1200);
    connect(&m_timer, &QTimer::timeout, this, &ReplayController::tick);
}

void ReplayController::setDocument(Document *document)
{
    setPlaying(false);
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document)
        connect(document, &Document::currentIndexChanged, this, [this]() { setPlaying(false); });
}

void ReplayController::setInterval(int ms)
{
    m_timer.setInterval(qMax(50, ms));
}

ReplayController::Query ReplayController::queryAt(const CardRecord &record, int step)
{
    const int calls = record.auctionSteps();
    const int start = record.playStartStep();
    if (step <= calls && record.auction().queryPoints.contains(step))
        return Query::Call;
    if (step >= start && record.play().queryPoints.contains(step - start))
        return Query::Play;
    return Query::None;
}

QList<int> ReplayController::querySteps(const CardRecord &record)
{
    QList<int> out;
    for (int q : record.auction().queryPoints)
        out.append(q);
    for (int q : record.play().queryPoints)
        out.append(record.playStartStep() + q);
    std::sort(out.begin(), out.end());
    return out;
}

ReplayController::Query ReplayController::currentQuery() const
{
    if (!m_document || !m_document->cursor()->cardRecord())
        return Query::None;
    return queryAt(*m_document->cursor()->cardRecord(), m_document->cursor()->step());
}

void ReplayController::setPlaying(bool on)
{
    if (on == isPlaying())
        return;
    if (on) {
        if (!m_document || !m_document->cursor()->record())
            return;
        if (m_document->cursor()->atEnd())
            m_document->cursor()->toStart();
        m_timer.start();
    } else {
        m_timer.stop();
    }
    Q_EMIT playingChanged(on);
}

void ReplayController::tick()
{
    if (!m_document) {
        setPlaying(false);
        return;
    }
    ReplayCursor *c = m_document->cursor();
    c->next();
    if (currentQuery() != Query::None) {
        setPlaying(false);
        Q_EMIT queryReached(c->step());
        return;
    }
    // a LIN lesson's pg: the teacher pauses here
    if (c->atEnd() || (c->record() && lin::lessonStops(*c->record()).contains(c->step())))
        setPlaying(false);
}

void ReplayController::next()
{
    if (m_document)
        m_document->cursor()->next();
}

void ReplayController::previous()
{
    if (m_document)
        m_document->cursor()->previous();
}

void ReplayController::nextTrick()
{
    if (m_document)
        m_document->cursor()->nextTrick();
}

void ReplayController::previousTrick()
{
    if (m_document)
        m_document->cursor()->previousTrick();
}

void ReplayController::toStart()
{
    if (m_document)
        m_document->cursor()->toStart();
}

void ReplayController::toEnd()
{
    if (m_document)
        m_document->cursor()->toEnd();
}

void ReplayController::showAnswer()
{
    if (m_document && currentQuery() != Query::None)
        m_document->cursor()->next();
}

} // namespace kib
