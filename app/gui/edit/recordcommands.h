#pragma once

#include "document.h"

#include <QUndoCommand>

namespace kib {

// Where the user was: the current record and the replay step. Every
// command restores the position it found on undo and the one it made on
// redo, so undo and redo put the user back exactly.
struct EditPosition
{
    int index = -1;
    int step = 0;

    static EditPosition of(const Document *document);
    void restore(Document *document) const;
};

// Replaces a record by an edited copy (every edit of a record's content).
// The record before is kept whole, so undo gives back the very same object:
// an edit undone leaves the record untouched for saving.
class ReplaceRecordCommand : public QUndoCommand
{
public:
    ReplaceRecordCommand(Document *document, int index, RecordPtr after, int stepAfter, const QString &text);

    void undo() override;
    void redo() override;

    RecordPtr before() const { return m_before; }
    RecordPtr after() const { return m_after; }

private:
    Document *m_document;
    int m_index;
    RecordPtr m_before;
    RecordPtr m_after;
    EditPosition m_positionBefore;
    int m_stepAfter;
};

// A record coming into the file or leaving it: the entry (record, file
// number, span) is kept whole, so putting it back restores it exactly.
class RecordPresenceCommand : public QUndoCommand
{
protected:
    RecordPresenceCommand(Document *document, int index, const Document::Entry &entry, const QString &text);
    void putIn();   // inserts the entry at its index and shows it
    void takeOut(); // removes it and shows the record that took its place

    Document *m_document;
    int m_index;
    Document::Entry m_entry;
    EditPosition m_positionBefore;
};

// New, duplicated or pasted record, inserted at an index and made current.
class InsertRecordCommand : public RecordPresenceCommand
{
public:
    InsertRecordCommand(Document *document, int index, const Document::Entry &entry, const QString &text);

    void undo() override;
    void redo() override { putIn(); }
};

class RemoveRecordCommand : public RecordPresenceCommand
{
public:
    RemoveRecordCommand(Document *document, int index);

    void undo() override;
    void redo() override { takeOut(); }
};

class MoveRecordCommand : public QUndoCommand
{
public:
    MoveRecordCommand(Document *document, int from, int to);

    void undo() override;
    void redo() override;

private:
    void move(int from, int to);

    Document *m_document;
    int m_from;
    int m_to;
    EditPosition m_positionBefore;
};

} // namespace kib
