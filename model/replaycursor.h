#pragma once

#include "boardstate.h"
#include "record.h"
#include "tablestate.h"

#include <QObject>

namespace kib {

// A position in a record's replay, shared by every view of the record.
// Step 0 is the deal (or setup); then each call, each card (or move).
// Moving is cheap and every change of step is announced by stepChanged().
class ReplayCursor : public QObject
{
    Q_OBJECT
    Q_PROPERTY(int step READ step WRITE setStep NOTIFY stepChanged)

public:
    explicit ReplayCursor(QObject *parent = nullptr);

    void setRecord(std::shared_ptr<const Record> record);
    std::shared_ptr<const Record> record() const { return m_record; }
    // The record as a card game, null for other families.
    const CardRecord *cardRecord() const { return m_card; }
    // The record as a board game (chess variants), null for other families.
    const BoardRecord *boardRecord() const { return m_board; }

    int step() const { return m_step; }
    int stepCount() const { return m_record ? m_record->stepCount() : 0; }
    bool atStart() const { return m_step == 0; }
    bool atEnd() const { return m_step >= stepCount(); }

    // The card table at the current step (empty for non-card records).
    const TableState &tableState() const { return m_state; }
    // The board at the current step (empty for non-board records).
    const BoardState &boardState() const { return m_boardState; }
    // Commentary anchored at this step and notes referenced by its call or card.
    QList<Commentary> commentary() const;
    QList<Note> notes() const;

    // First step of the next/previous trick (card records); end or start otherwise.
    int nextTrickStep() const;
    int previousTrickStep() const;

public Q_SLOTS:
    // Clamped to 0..stepCount(); emits stepChanged() when the step changes.
    void setStep(int step);
    void next() { setStep(m_step + 1); }
    void previous() { setStep(m_step - 1); }
    void toStart() { setStep(0); }
    void toEnd() { setStep(stepCount()); }
    void nextTrick() { setStep(nextTrickStep()); }
    void previousTrick() { setStep(previousTrickStep()); }

Q_SIGNALS:
    void stepChanged(int step);
    void recordChanged();

private:
    void refresh();

    std::shared_ptr<const Record> m_record;
    const CardRecord *m_card = nullptr;
    const BoardRecord *m_board = nullptr;
    int m_step = 0;
    TableState m_state;
    BoardState m_boardState;
};

} // namespace kib
