#pragma once

#include "model/diagnostic.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <memory>

class QStringDecoder;

namespace kib::lin {

// One LIN token, key|value|, with where it stands in the file's bytes.
struct Token
{
    QString key;          // lower case, trimmed
    QString value;        // decoded; a line break inside it turned into a space
    qsizetype keyOffset = 0;
    qsizetype valueOffset = 0;
    qsizetype end = 0;    // the byte after the value's closing '|'
};

// A LIN text split into tokens (lin.md §1): keys up to '|' with spaces and
// line breaks trimmed, values up to the next '|'. Text is UTF-8 when it is
// valid UTF-8, else Windows-1252. Quirks are reported as warnings with the
// places they were met.
class Text
{
public:
    // 'data' are the file's bytes; 'from'/'to' limit the tokens read (to
    // read one span of a file). Diagnostics carry 'recordNumber' when given.
    // 'quiet': no diagnostics, and only the values that tell boards apart
    // and the header's decoded (a quick scan of what stands before a span).
    explicit Text(QByteArrayView data, qsizetype from = 0, qsizetype to = -1, int recordNumber = 0,
                  bool quiet = false);
    // A whole file's text read a part at a time (readMore()), as a reader
    // that keeps no more than a few boards' tokens reads it: the same tokens
    // and diagnostics as Text(data), in the same order.
    struct Stream {};
    Text(QByteArrayView data, Stream);
    // One span of a file, 'from' to 'to', read as Text(data, from, to,
    // recordNumber) reads it, but only the span's bytes looked at: its first
    // byte stands on line 'firstLine', and the file's encoding is known
    // ('utf8': the whole file is UTF-8). A record built again from its span.
    struct Span
    {
        int firstLine = 1;
        bool utf8 = true;
    };
    Text(QByteArrayView data, qsizetype from, qsizetype to, int recordNumber, Span span);
    // Reads tokens on to the first token end at least 'bytes' further on
    // (or the end); false when the text is read to its end.
    bool readMore(qsizetype bytes);
    // The tokens kept from here on, in place of tokens() (the reader lets
    // go of those it is done with).
    void keepTokens(QList<Token> tokens) { m_tokens = std::move(tokens); }

    // Puts tokens read elsewhere (a file's header) before these.
    void prepend(const QList<Token> &tokens) { m_tokens = tokens + m_tokens; }

    const QList<Token> &tokens() const { return m_tokens; }
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    // 1-based line and column of a byte offset.
    int lineOf(qsizetype offset) const;
    int columnOf(qsizetype offset) const;
    Diagnostic at(qsizetype offset, const QString &code, const QString &message, bool warning,
                  int record) const;

private:
    Text(QByteArrayView data, qsizetype from, qsizetype to, int record, bool quiet, Stream);
    // How many lines start at or before 'offset' (lineOf() and columnOf()).
    qsizetype linesUpTo(qsizetype offset) const;
    // The starts of the lines that begin after a line break from 'from' to 'to'.
    void appendLineStarts(qsizetype from, qsizetype to);
    // Reading begins at 'from' (past a byte-order mark at the file's start)
    // and ends at 'to', decoded as m_utf8 says.
    void start(qsizetype from, qsizetype to);
    // Reads tokens on from m_pos: to the end ('stopAfter' < 0), or to the
    // first token end at or after 'stopAfter'.
    void scan(qsizetype stopAfter);
    QString decode(QByteArrayView bytes) const;

    QByteArrayView m_data;
    bool m_utf8 = true;
    std::shared_ptr<QStringDecoder> m_cp1252; // (made once, when the text is not UTF-8)
    QList<qsizetype> m_lineStarts; // from the line of the first byte looked at, on line m_firstLine
    int m_firstLine = 1;
    QList<Token> m_tokens;
    Diagnostics m_diagnostics;
    int m_record = 0;
    bool m_quiet = false;
    qsizetype m_pos = 0;  // where the next token is looked for
    qsizetype m_to = 0;   // the end of what is read
    bool m_reportedKeyCase = false, m_reportedBreak = false; // (each is said once)
};

// Whether bytes hold LIN written URL-encoded (%7C for '|'), as copied from
// a link; fromUrlForm() decodes it ('+' is a space).
bool looksUrlEncoded(QByteArrayView head);
QByteArray fromUrlForm(QByteArrayView text);

} // namespace kib::lin
