#pragma once

#include "rbnextras.h"
#include "rbnlexer.h"
#include "rbnproblem.h"
#include "rbnrepetition.h"

#include "model/cardrecord.h"
#include "model/diagnostic.h"
#include "model/repeatgate.h"

#include <QVarLengthArray>

#include <array>
#include <memory>

namespace kib::rbn {

// Builds one CardRecord from the items of one block: labels become tags
// (docs/rbn.md), the deal, the auction, the contract, the play and the
// result; notes follow their A or P; {text} and % lines are anchored where
// they stand; repeating labels come from 'repetition', which the record
// then updates. Problems become diagnostics with line and column.
class RecordReader
{
public:
    RecordReader(Repetition *repetition, bool latin1, int recordNumber, Diagnostics *diagnostics);

    // Null when the block holds only % lines: those go to 'percentOnly'.
    // 'fileHead' is set for the first block of a file: % lines before its
    // first label go there.
    std::shared_ptr<CardRecord> read(const QList<Item> &items, QList<Commentary> *percentOnly,
                                     QList<Commentary> *fileHead);
    // Whether the record read took a value from the record before it (a
    // label left out that repetition filled): its block alone reads
    // differently.
    bool repeatsPrevious() const { return m_repeatsPrevious; }
    // Whether a label that repeats (D T L E F S K N B, H) was left out: read
    // with no record before it, the record may take a value from one.
    bool leavesOutRepeated() const { return m_leavesOut; }

private:
    enum class Place : quint8 { Start, Header, Deal, Auction, Contract, Play, End };
    struct Pending
    {
        Commentary comment;
        Place place = Place::Start;
        int after = -1; // Header: header label slot 0..8, or 9 + carried tag number
    };

    void diagnose(const Item &item, int offset, const QString &code, const QString &message, bool warning = false,
                  int omitted = 0);
    void diagnose(const Item &item, const Problems &problems);
    void checkLine(const Item &item);
    void take(const Item &item);
    bool takeCarried(const Item &item);
    void endRows();
    void finish(CardRecord &record);
    void buildTags(CardRecord &record, std::array<int, 9> *labelEnd);
    // decodeHeader() of a header label's bytes, kept for the same bytes: a
    // record's B and the labels that change between records come back from
    // record to record (the read-back reads every record convert writes).
    // A value read with a problem is not kept: its problems come each time.
    Tags headerValue(char label, const QByteArray &bytes, Problems *problems) const;
    void buildPlay(CardRecord &record);
    // Warns of a ^n with no note n, and of a note 1 to 9 no ^n refers to
    // ('a', 'p': the A and P lines, where the references stand).
    void checkNoteRefs(const CardRecord &record, const Item *a, const Item *p);
    bool trumpOutsideC(const CardRecord &record, Suit *trump) const;
    void resolveAnchors(CardRecord &record, const std::array<int, 9> &labelEnd, int headerTags);
    QString text(const QByteArray &bytes) const;

    Repetition *m_repetition;
    bool m_latin1;
    int m_record;
    Diagnostics *m_diagnostics;
    RepeatGate m_gate;

    std::array<const Item *, 16> m_labels{}; // the first item of each label, in kLabelOrder
    QString m_itemList;                      // I, lines joined with '\n'
    const Item *m_itemItem = nullptr;
    const Item *m_end = nullptr;             // past the last item read()
    Tags m_carried;                          // %[Name "value"] lines (moved into the record by buildTags())
    qsizetype m_carriedAt = 0, m_carriedCount = 0; // where buildTags() put them
    // The rows of the last carried tag, once its columns made them: the
    // list in its box, which stays put when m_carried grows (no edit() a
    // row). Rows from m_rowsMade on are empty ones made ahead, for the
    // lines after the columns that start with '|'; endRows() drops those
    // no row was written into, when the table ends.
    QList<QStringList> *m_rows = nullptr;
    qsizetype m_rowsMade = 0;
    QHash<int, MarkExtras> m_callExtras, m_cardExtras; // %[RbnMarks ...]
    QList<QPair<int, Note>> m_extraNotes;    // %[RbnNote ...] with their places
    QList<Pending> m_pending;
    QList<Note> m_notes;
    struct NoteItem
    {
        Note::Section section;
        const Item *item; // (its label the note's digit)
    };
    QVarLengthArray<NoteItem, 4> m_noteItems; // the notes read from their lines, where they stand
    Place m_place = Place::Start;
    int m_after = -1;
    bool m_sawPlay = false; // P came after the last A: notes are the play's
    bool m_sawLabel = false;
    bool m_repeatsPrevious = false;
    bool m_leavesOut = false;
};

} // namespace kib::rbn
