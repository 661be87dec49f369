#include "recordcommands.h"

namespace kib {

// A record's short name for menu texts: "board 7", "record 3".
static QString recordName(const Document *document, int index)
{
    const RecordPtr r = document->record(index);
    const QString board = r ? r->tag(QStringLiteral("Board")) : QString();
    if (!board.isEmpty())
        return QObject::tr("Board %1").arg(board);
    return QObject::tr("Record %1").arg(index + 1);
}

EditPosition EditPosition::of(const Document *document)
{
    return EditPosition{document->currentIndex(), document->currentIndex() >= 0 ? document->currentStep() : 0};
}

void EditPosition::restore(Document *document) const
{
    document->setPosition(index, step);
}

ReplaceRecordCommand::ReplaceRecordCommand(Document *document, int index, RecordPtr after, int stepAfter,
                                           const QString &text)
    : QUndoCommand(text),
      m_document(document),
      m_index(index),
      m_before(document->record(index)),
      m_after(std::move(after)),
      m_positionBefore(EditPosition::of(document)),
      m_stepAfter(stepAfter)
{
}

void ReplaceRecordCommand::undo()
{
    m_document->replaceRecordAt(m_index, m_before);
    m_positionBefore.restore(m_document);
}

void ReplaceRecordCommand::redo()
{
    m_document->replaceRecordAt(m_index, m_after);
    m_document->setPosition(m_index, m_stepAfter);
}

RecordPresenceCommand::RecordPresenceCommand(Document *document, int index, const Document::Entry &entry,
                                             const QString &text)
    : QUndoCommand(text), m_document(document), m_index(index), m_entry(entry),
      m_positionBefore(EditPosition::of(document))
{
}

void RecordPresenceCommand::putIn()
{
    m_document->insertEntryAt(m_index, m_entry);
    m_document->setPosition(m_index, 0);
}

void RecordPresenceCommand::takeOut()
{
    m_document->takeEntryAt(m_index);
    // the record that took its place, or the new last one
    m_document->setPosition(qMin(m_index, m_document->recordCount() - 1), 0);
}

InsertRecordCommand::InsertRecordCommand(Document *document, int index, const Document::Entry &entry,
                                         const QString &text)
    : RecordPresenceCommand(document, index, entry, text)
{
}

void InsertRecordCommand::undo()
{
    m_document->takeEntryAt(m_index);
    m_positionBefore.restore(m_document);
}

RemoveRecordCommand::RemoveRecordCommand(Document *document, int index)
    : RecordPresenceCommand(document, index, document->entry(index),
                            QObject::tr("Delete %1").arg(recordName(document, index)))
{
}

void RemoveRecordCommand::undo()
{
    m_document->insertEntryAt(m_index, m_entry);
    m_positionBefore.restore(m_document);
}

MoveRecordCommand::MoveRecordCommand(Document *document, int from, int to)
    : QUndoCommand(to < from ? QObject::tr("Move %1 Up").arg(recordName(document, from))
                             : QObject::tr("Move %1 Down").arg(recordName(document, from))),
      m_document(document), m_from(from), m_to(to), m_positionBefore(EditPosition::of(document))
{
}

void MoveRecordCommand::move(int from, int to)
{
    const Document::Entry e = m_document->takeEntryAt(from);
    m_document->insertEntryAt(to, e);
}

void MoveRecordCommand::undo()
{
    move(m_to, m_from);
    m_positionBefore.restore(m_document);
}

void MoveRecordCommand::redo()
{
    move(m_from, m_to);
    m_document->setPosition(m_to, m_positionBefore.index == m_from ? m_positionBefore.step : 0);
}

} // namespace kib
