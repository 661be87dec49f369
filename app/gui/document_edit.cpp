// Document: the editing primitives and the convenience calls that push
// the undo commands of edit/recordcommands.h.
#include "document.h"

#include "edit/recordcommands.h"

#include <QUndoStack>

namespace kib {

bool Document::isModified() const
{
    return !m_undo->isClean();
}

bool Document::editRecord(int index, const QString &text, const std::function<bool(Record &)> &change, int stepAfter)
{
    const RecordPtr before = record(index);
    if (!before || m_loading)
        return false;
    RecordPtr after(before->clone());
    if (!change(*after))
        return false;
    const int stepBefore = index == m_current ? currentStep() : 0;
    if (stepAfter < 0)
        stepAfter = qMin(stepBefore, after->stepCount());
    m_undo->push(new ReplaceRecordCommand(this, index, after, stepAfter, text));
    return true;
}

void Document::insertRecord(int index, RecordPtr record, const QString &text)
{
    if (!record || m_loading)
        return;
    index = qBound(0, index, recordCount());
    m_undo->push(new InsertRecordCommand(this, index, Entry{std::move(record), 0, -1}, text));
}

void Document::removeRecord(int index)
{
    if (index < 0 || index >= recordCount() || m_loading)
        return;
    m_undo->push(new RemoveRecordCommand(this, index));
}

void Document::moveRecord(int from, int to)
{
    if (from < 0 || from >= recordCount() || to < 0 || to >= recordCount() || from == to || m_loading)
        return;
    m_undo->push(new MoveRecordCommand(this, from, to));
}

int Document::untouchedSpan(int index) const
{
    const int span = m_recordSpans.value(index, -1);
    if (span < 0 || span >= m_spans.size())
        return -1;
    if (!m_collection.isBuilt(index))
        return span; // read and let go: nothing changed it
    const RecordPtr r = record(index);
    return m_collection.original(span) == r || m_originals.value(span) == r ? span : -1;
}

void Document::setSaved(const QString &path, const QString &formatId)
{
    m_path = path;
    m_formatId = formatId;
    m_collection.setSourceFormat(formatId);
    m_undo->setClean();
}

Document::Entry Document::entry(int index) const
{
    return Entry{record(index), m_recordNumbers.value(index, 0), m_recordSpans.value(index, -1)};
}

void Document::replaceRecordAt(int index, RecordPtr record)
{
    if (index < 0 || index >= recordCount())
        return;
    m_collection.replace(index, std::move(record));
    Q_EMIT recordReplaced(index);
}

void Document::insertEntryAt(int index, const Entry &entry)
{
    index = qBound(0, index, recordCount());
    Q_EMIT recordsAboutToBeRearranged();
    m_collection.insert(index, entry.record);
    m_recordNumbers.insert(index, entry.number);
    m_recordSpans.insert(index, entry.span);
    if (m_current >= index)
        ++m_current;
    Q_EMIT recordsRearranged();
}

Document::Entry Document::takeEntryAt(int index)
{
    Entry e = entry(index);
    if (index < 0 || index >= recordCount())
        return e;
    Q_EMIT recordsAboutToBeRearranged();
    m_collection.take(index);
    m_recordNumbers.removeAt(index);
    m_recordSpans.removeAt(index);
    if (m_current > index)
        --m_current;
    else if (m_current == index)
        m_current = -2; // gone: the next setPosition() shows another
    Q_EMIT recordsRearranged();
    return e;
}

void Document::setPosition(int index, int step)
{
    if (index < 0 || index >= recordCount()) {
        if (recordCount() == 0) {
            m_current = -1;
            m_revealed.clear();
            m_cursor->setRecord(nullptr);
            Q_EMIT revealedChanged();
            Q_EMIT currentIndexChanged(-1);
        }
        return;
    }
    const bool sameRecord = index == m_current && m_cursor->record() == record(index);
    if (!sameRecord) {
        const bool sameIndex = index == m_current;
        if (!sameIndex)
            m_revealed.clear();
        m_current = index;
        m_cursor->setRecord(record(index));
        Q_EMIT revealedChanged();
        Q_EMIT currentIndexChanged(index);
    }
    m_cursor->setStep(step);
}

int Document::currentStep() const
{
    return m_cursor->step();
}

} // namespace kib
