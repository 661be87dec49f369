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
    QString rawKey;       // the key as written (trimmed)
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
    // decoded (a quick scan of what stands before a span).
    explicit Text(QByteArrayView data, qsizetype from = 0, qsizetype to = -1, int recordNumber = 0,
                  bool quiet = false);

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
    QString decode(QByteArrayView bytes) const;

    QByteArrayView m_data;
    bool m_utf8 = true;
    std::shared_ptr<QStringDecoder> m_cp1252; // (made once, when the text is not UTF-8)
    QList<qsizetype> m_lineStarts;
    QList<Token> m_tokens;
    Diagnostics m_diagnostics;
};

// Whether bytes hold LIN written URL-encoded (%7C for '|'), as copied from
// a link; fromUrlForm() decodes it ('+' is a space).
bool looksUrlEncoded(QByteArrayView head);
QByteArray fromUrlForm(QByteArrayView text);

} // namespace kib::lin
