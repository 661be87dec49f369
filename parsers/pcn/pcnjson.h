#pragma once

#include <QByteArrayView>
#include <QHash>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

#include "parsers/lineindex.h"

// A small JSON reader that remembers where every value stands, for
// diagnostics that name a line and a column (QJsonDocument gives neither).
// It checks the syntax of RFC 8259 strictly and builds QJsonValues.
namespace kib::pcn {

// A path into a JSON value, written "moves/3/5" (object keys and array
// indexes joined by '/'); the root is "".
QString childPath(const QString &parent, const QString &key);
QString childPath(const QString &parent, int index);

struct JsonIssue
{
    qsizetype offset = 0;   // byte offset into the data
    QString message;
};

struct TextPosition
{
    int line = 1;     // 1-based
    int column = 1;   // 1-based, in code points; a UTF-8 byte order mark does not count
};

class LocatedJson
{
public:
    // Parses 'data' (one JSON text). False on a syntax error: error() says
    // what and where, root() is undefined.
    bool parse(QByteArrayView data);

    const QJsonValue &root() const { return m_root; }
    const JsonIssue &error() const { return m_error; }
    // Keys that occur twice in one object (the last value wins), one issue each.
    const QList<JsonIssue> &duplicateKeys() const { return m_duplicates; }

    // Where the value at 'path' starts, -1 when there is none.
    qsizetype offsetOf(const QString &path) const { return m_offsets.value(path, -1); }
    // The keys of the object at 'path' in the order the file gives them.
    QStringList keysOf(const QString &path) const { return m_keys.value(path); }
    // The line and column of a byte offset.
    TextPosition position(qsizetype offset) const;
    // The position of the value at 'path', else of the nearest enclosing value.
    TextPosition positionOf(const QString &path) const;

private:
    bool fail(qsizetype offset, const QString &message);
    void skipSpace();
    bool parseValue(const QString &path, int depth, QJsonValue *out);
    bool parseObject(const QString &path, int depth, QJsonValue *out);
    bool parseArray(const QString &path, int depth, QJsonValue *out);
    bool parseString(QString *out);
    bool parseNumber(QJsonValue *out);
    bool parseLiteral(const char *word, const QJsonValue &value, QJsonValue *out);
    bool parseHex4(uint *out);

    QByteArrayView m_data;
    qsizetype m_pos = 0;
    qsizetype m_bom = 0;
    QJsonValue m_root;
    JsonIssue m_error;
    QList<JsonIssue> m_duplicates;
    QHash<QString, qsizetype> m_offsets;
    QHash<QString, QStringList> m_keys;
    std::optional<LineIndex> m_lines;
};

} // namespace kib::pcn
