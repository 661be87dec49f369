#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>

#include "parsers/lineindex.h"

// What both PPN forms (bracketed and JSON) hand to the one model mapping:
// each field's text in the bracketed form's spelling, with where it stands
// in the file.
namespace kib::ppn {

struct Token
{
    QString text;
    qsizetype offset = -1;       // byte offset of the first character; -1: not given
    QList<qsizetype> offsets;    // per character, when the characters are not contiguous

    bool isNull() const { return offset < 0; }
    // Where character i stands (clamped to the token).
    qsizetype at(qsizetype i) const
    {
        if (!offsets.isEmpty())
            return offsets.at(qBound<qsizetype>(0, i, offsets.size() - 1));
        return offset + qBound<qsizetype>(0, i, qMax<qsizetype>(0, text.size() - 1));
    }
    Token mid(qsizetype from, qsizetype length = -1) const
    {
        Token t;
        t.text = text.mid(from, length);
        t.offset = at(from);
        if (!offsets.isEmpty())
            t.offsets = offsets.mid(from, t.text.size());
        return t;
    }
    // Splits at every occurrence of 'separator'.
    QList<Token> split(QChar separator) const
    {
        QList<Token> out;
        qsizetype start = 0;
        for (qsizetype i = 0; i <= text.size(); ++i) {
            if (i == text.size() || text.at(i) == separator) {
                Token t = mid(start, i - start);
                if (t.text.isEmpty())
                    t.offset = at(start);
                out.append(t);
                start = i + 1;
            }
        }
        return out;
    }
};

// One trick of the throws: the cards in the order played, then the winner;
// the leader where the form states it (JSON "starts").
struct Throw
{
    Token cards;
    Token winner;
    Token leader;
};

struct DealFields
{
    qsizetype offset = 0;   // where the deal's text starts
    Token id, order, cards, main, discards, contract, accepted, kontra, refa, value, starts;
    QList<Token> bids;      // one per player, in the deal order
    QList<Throw> throws;
    Token throwsField;      // the whole field, for diagnostics; "0" when no card was played
    QList<Token> summary;   // one per player, in the deal order
    bool passedOut = false; // only the first four fields are given
    bool incomplete = false; // too few fields to read beyond the bids (reported already)
};

// Byte offsets to 1-based lines and columns (columns count characters),
// for the text from 'base' on, which starts on line 'baseLine'.
class Locator
{
public:
    // Positions from byte 'base' (on line 'baseLine'), with one table of line
    // starts over [base, end) built at the first diagnostic (LineIndex).
    explicit Locator(QByteArrayView data, qsizetype base = 0, int baseLine = 1, qsizetype end = -1)
        : m_index(data, base, baseLine, end)
    {
    }
    int line(qsizetype offset) const { return m_index.line(offset); }
    int column(qsizetype offset) const { return m_index.column(offset); }
    LineIndex::Position position(qsizetype offset) const { return m_index.position(offset); }
    QByteArrayView data() const { return m_index.data(); }

private:
    LineIndex m_index;
};

} // namespace kib::ppn
