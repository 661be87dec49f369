#pragma once

#include "commentary.h"
#include "game.h"
#include "tag.h"

#include <memory>

namespace kib {

// What every record has, whatever its game: metadata (tags or labels in
// file order), commentary anchored where it was written, numbered notes, and
// a sequence of steps (step 0 is the starting position: the deal or the
// setup; each later step is one call, card or move).
class Record
{
public:
    virtual ~Record();

    virtual Game game() const = 0;
    virtual std::unique_ptr<Record> clone() const = 0;
    // Steps after step 0: a record with n steps replays through 0..n.
    virtual int stepCount() const = 0;
    // Short text for a step, for lists and menus: "Deal", "2: 1NT", "5: SA".
    virtual QString stepLabel(int step) const = 0;
    // The step at which commentary with this anchor applies.
    virtual int stepOf(const Anchor &anchor) const;
    // Notes referenced by whatever happens at this step.
    virtual QList<Note> notesAt(int step) const;

    Tags &tags() { return m_tags; }
    const Tags &tags() const { return m_tags; }
    // Value of the first tag with this name (case-sensitive), null when absent.
    QString tag(const QString &name) const;
    bool hasTag(const QString &name) const;
    // Sets the first tag with this name, or appends a new one.
    void setTag(const QString &name, const QString &value);
    bool removeTag(const QString &name);

    QList<Commentary> &comments() { return m_comments; }
    const QList<Commentary> &comments() const { return m_comments; }
    // Commentary that applies at a step (anchored there), in record order.
    QList<Commentary> commentaryAt(int step) const;

    QList<Note> &notes() { return m_notes; }
    const QList<Note> &notes() const { return m_notes; }
    const Note *note(Note::Section section, int number) const;

    // Where the record starts in its source file (1-based, 0 if not read).
    int sourceLine() const { return m_sourceLine; }
    void setSourceLine(int line) { m_sourceLine = line; }

protected:
    Record() = default;
    Record(const Record &) = default;
    Record &operator=(const Record &) = default;
    bool sameBase(const Record &other) const;

private:
    Tags m_tags;
    QList<Commentary> m_comments;
    QList<Note> m_notes;
    int m_sourceLine = 0;
};

using RecordPtr = std::shared_ptr<Record>;

} // namespace kib
