#include "replaycursor.h"

namespace kib {

ReplayCursor::ReplayCursor(QObject *parent) : QObject(parent) {}

void ReplayCursor::setRecord(std::shared_ptr<const Record> record)
{
    m_record = std::move(record);
    m_card = dynamic_cast<const CardRecord *>(m_record.get());
    m_board = dynamic_cast<const BoardRecord *>(m_record.get());
    m_step = 0;
    refresh();
    Q_EMIT recordChanged();
    Q_EMIT stepChanged(m_step);
}

void ReplayCursor::setStep(int step)
{
    step = qBound(0, step, stepCount());
    if (step == m_step)
        return;
    m_step = step;
    refresh();
    Q_EMIT stepChanged(m_step);
}

void ReplayCursor::refresh()
{
    m_state = m_card ? tableStateAt(*m_card, m_step) : TableState{};
    m_boardState = m_board ? boardStateAt(*m_board, m_step) : BoardState{};
}

QList<Commentary> ReplayCursor::commentary() const
{
    return m_record ? m_record->commentaryAt(m_step) : QList<Commentary>{};
}

QList<Note> ReplayCursor::notes() const
{
    return m_record ? m_record->notesAt(m_step) : QList<Note>{};
}

int ReplayCursor::nextTrickStep() const
{
    if (!m_card)
        return stepCount();
    // the step at which the next trick is complete; from the auction, the
    // end of the first trick
    int step = m_card->playStartStep();
    for (const Trick &t : m_card->play().tricks) {
        step += int(t.cards.size());
        if (step > m_step)
            return step;
    }
    return stepCount();
}

int ReplayCursor::previousTrickStep() const
{
    if (!m_card)
        return 0;
    const int start = m_card->playStartStep();
    int best = start < m_step ? start : 0;
    int step = start;
    for (const Trick &t : m_card->play().tricks) {
        step += int(t.cards.size());
        if (step >= m_step)
            break;
        best = step;
    }
    return best;
}

} // namespace kib
