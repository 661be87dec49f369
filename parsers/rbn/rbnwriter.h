#pragma once

#include "rbnheadersplit.h"
#include "rbnlexer.h"
#include "rbnrepetition.h"

#include "model/cardrecord.h"
#include "model/collection.h"

#include <string>
#include <vector>

namespace kib::rbn {

// Writes bridge records as RBN (or RBX): labels in the standard's order
// D T L E F S K N B H A C P R M I, notes right after their A or P, repeating
// labels only when they change (a bare label when they stop), tags no label
// holds in % lines (see rbncarry.h), commentary where its anchor says, LF line
// ends and a blank line after every RBN record.
class Writer
{
public:
    explicit Writer(Form form);

    // 'skipped' gets the 1-based numbers of records that are not bridge.
    QByteArray write(const Collection &collection, QList<int> *skipped);
    // The signature lines the last write() gave the file ("% RBN").
    const QStringList &signature() const { return m_signature; }
    // What the last begin() could not write of the file's comments as they
    // are (RBX: a '}' in one, written as ')'), or nothing.
    const QString &fileCommentsLoss() const { return m_fileCommentsLoss; }

    // The same, a record at a time (RbnStreamWriter): begin() once, record()
    // for each record (empty for one that is not a four-seat bridge deal),
    // end() once; the bytes they give, put together, are write()'s.
    void begin(const QList<Commentary> &fileComments);
    QByteArray record(const Record &record);
    QByteArray end();
    // What splitHeader() gave for the tags of the last record written
    // (record()), and those tags: a reader of the record after it need not
    // split them again when the record reads back with the same tags.
    const std::array<Tags, 9> &lastHeader() const { return m_lastHeader; }
    const Tags &lastTags() const { return m_lastTags; }
    const FirstOfNames &lastFirstOfNames() const { return m_lastFirst; } // (splitHeader()'s 'first')

private:
    struct Line
    {
        enum class Kind : quint8 { Label, Note, Text, Percent, Items };
        Kind kind = Kind::Label;
        char label = 0;
        QString value;
        bool null = false;
        // Percent: carried % lines already written as bytes, m_carried[from, to);
        // Label: data given as bytes (each a Latin-1 character), in place of
        // 'value', m_labelBytes[from, to)
        qsizetype from = -1, to = -1;
    };

    void writeRecord(const CardRecord &record);
    void header(const CardRecord &record);
    void deal(const CardRecord &record);
    void auction(const CardRecord &record);
    void contractAndPlay(const CardRecord &record);
    void comments(const CardRecord &record, Anchor::Kind kind, int from, int to);
    void label(char label, const QString &value);
    void carry(const Tag &original);
    void label(char label, const QByteArray &value);
    // a label whose data the record's label bytes hold from 'from' on
    void labelBytes(char label, size_t from);
    // the label bytes from 'from' on made 'bytes'
    void replaceLabelBytes(size_t from, const QByteArray &bytes);
    void notes(const CardRecord &record, Note::Section section);
    void flushRecord();
    QString fileComment(const Commentary &c) const;

    Form m_form;
    QStringList m_signature;
    QString m_fileCommentsLoss;
    Repetition m_repetition;
    QList<Line> m_lines;
    QByteArray m_out;
    std::string m_text; // the record's bytes (flushRecord(); its room kept)
    std::string m_labelBytes; // the data of the record's labels given as bytes (its room kept)
    QByteArray m_carried; // room for the record's carried % lines (Line::from, to), up to m_carriedEnd
    qsizetype m_carriedEnd = 0;
    std::array<Tags, 9> m_lastHeader;
    Tags m_lastTags;
    FirstOfNames m_lastFirst{};
    QList<int> m_placedTags;  // header label slot (0..8), 100 + carried line, -1 not placed
    QString m_raw[4];         // RbnAuction RbnContract RbnPlay RbnResult
    QString m_makes, m_items;
    std::vector<bool> m_noteHolds; // onNoteLine() of each of the record's notes
    QList<Line> m_head, m_tail; // begin() .. end(): the file's % lines
};

} // namespace kib::rbn
