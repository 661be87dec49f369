#pragma once

#include "parsers/notationplugin.h"

#include "model/cardrecord.h"

#include <QHash>

namespace kib {

// Writes PBN's export format: "% PBN 2.1" and "% EXPORT", then each game
// after an empty line: the mandatory tags in their order ("?" when
// unknown), the other tags by name, the auction (four calls a line from the
// dealer, notes after it), the play (a line a trick, in the columns of the
// opening leader, notes after it), the supplemental sections; suffixes as
// NAGs, commentary where it stands, CRLF line ends, UTF-8 text.
class PbnWriter
{
public:
    static QStringList cannotHold(const Record &record);
    // What cannotHold() and the writer say of commentary broken into lines.
    static QString brokenCommentary();

    // The pieces a file is made of (PbnStreamWriter writes the file, and
    // PbnPlugin::write() goes through it).
    // One game, after the empty line before it; returns the tags as PBN's
    // reader will read them (what the next game inherits from).
    static Tags writeGame(QByteArray &out, const CardRecord &record, const Tags *previousTags, int recordNumber,
                          Diagnostics *warnings);
    // Commentary outside the games, on lines of its own.
    static void writeFileComment(QByteArray &out, const Commentary &comment);
    // A signature line ("% PBN 2.1", another notation's): the header
    // replaces those before the games.
    static bool isSignature(const Commentary &comment);

private:
    PbnWriter(const CardRecord &record, const Tags *previousTags, int recordNumber, Diagnostics *warnings);

    Tags run(QByteArray &out);
    void writeTag(int index);
    void writeAuction();
    void writePlay();
    void writeTable(const Tag &tag);
    void writeNotes(Note::Section section);
    void writeComments(const QList<const Commentary *> &list, bool inlineText);
    void annotation(const Annotation &a, bool card);
    // Notes numbered outside PBN's 1 to 32 take free numbers (with a
    // warning); those that find none are dropped (cannotHold() names them).
    void numberNotes();
    // Notes no call or card refers to (RBN's general note 0 on the
    // auction): PBN's notes belong to calls and cards, so these are written
    // as commentary after the section's last call or card (cannotHold()
    // names it), where one stands.
    static bool isReferenced(const CardRecord &record, const Note &note);
    // PBN holds a play only with a declarer and a contract (or an end
    // position's trump), and a Result only with a declarer: a record made
    // elsewhere without them (LIN's play with no auction, RBN's R with no C)
    // leaves them out, and cannotHold() names it. A record read from PBN (its
    // Play or Result tag) keeps them: a forced conversion writes what it read.
    static bool playLeftOut(const CardRecord &record);
    static bool resultLeftOut(const CardRecord &record);
    static bool standsAsCommentary(const CardRecord &record, const Note &note);
    int noteNumber(int number, bool play) const { return m_noteNumbers[play ? 1 : 0].value(number, number); }

    void wrapComment(qsizetype from);
    // Where wrapComment() breaks a line that passes PBN's limit: after the
    // last space before the limit from 'from' on (a space earlier belongs to
    // what stood before the comment), when a byte past the limit other than
    // a space or CR follows; -1 when it keeps the line whole.
    static qsizetype breakAfter(QByteArrayView line, qsizetype from);
    void token(const QByteArray &text);
    void newLine();
    void endLine();
    bool atLineStart() const { return m_out->size() == m_lineStart; }

    const CardRecord &m_record;
    const Tags *m_previous;
    int m_number;
    Diagnostics *m_warnings;
    QByteArray *m_out = nullptr;
    qsizetype m_lineStart = 0;
    bool m_reportedLong = false;
    bool m_reportedBroken = false;
    Tags m_tags;
    QList<QList<const Commentary *>> m_tagComments;
    QList<QList<const Commentary *>> m_callComments;  // index i+1: after call i
    QList<QList<const Commentary *>> m_cardComments;  // index j+1: after card j
    QList<const Commentary *> m_recordComments;
    QList<const Commentary *> m_endComments;
    QList<Commentary> m_comments;
    QStringList m_present;          // the record's own tag names
    Tags m_readBack;                // the tags as PBN's reader will read them
    QStringList m_inheritanceLost;  // tags whose inherited mark the reader changes
    QList<const Note *> m_noteComments; // the record's notes written as commentary (standsAsCommentary())
    QHash<int, int> m_noteNumbers[2]; // auction, play: a note's number as written (0: dropped)
};

} // namespace kib
