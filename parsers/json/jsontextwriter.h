#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QLatin1StringView>
#include <QStringView>
#include <QVarLengthArray>

namespace kib::json {

// Prints JSON text straight into a QByteArray, byte for byte as
// QJsonDocument::toJson(QJsonDocument::Indented) prints the same values:
// four spaces a level, ",\n" between elements, "\"key\": " before a member's
// value, an empty container as "{\n" + indent + "}", toJson()'s string
// escaping (\" \\ \b \f \n \r \t, \u00XX for other control characters,
// UTF-8 otherwise, \uXXXX for a lone surrogate) and its numbers.
//
// The caller gives an object's members in QJsonObject's order (keys sorted
// by UTF-16 code unit); the writer does not sort them. Nothing is written
// after the outermost value (toJson() adds a line break there).
class JsonTextWriter
{
public:
    // 'depth': the indent level of the first value (its members are one
    // level deeper); the first value itself gets no indent of its own.
    explicit JsonTextWriter(QByteArray *out, int depth = 0) : m_out(out), m_depth(depth) {}

    void beginObject();
    void beginArray();
    void end(); // closes the innermost object or array

    // The next member's key: 'name' ASCII with nothing to escape.
    void key(QLatin1StringView name);
    void key(QStringView name);

    void string(QStringView text);
    void number(qint64 n);
    void boolean(bool b);
    void null();
    // A value already printed at this depth (by this writer or toJson()).
    void raw(QByteArrayView text);
    // Any value, as toJson() prints it here (objects and arrays through
    // QJsonDocument, for the rare parts printed that way).
    void value(const QJsonValue &value);

    int depth() const { return m_depth; }
    QByteArray *out() const { return m_out; }

    // 'text' quoted and escaped as toJson() does it.
    static void appendString(QByteArray &out, QStringView text);
    // 'text' (toJson()'s indented output, ending in a line break) placed at
    // 'depth': each line after the first indented by 4 * depth spaces, the
    // last line break left out.
    static void appendIndented(QByteArray &out, QByteArrayView text, int depth);

private:
    void element(); // what goes before a value: the separator and indent

    QByteArray *m_out;
    int m_depth;
    struct Open
    {
        char closer; // '}' or ']'
        bool empty;  // nothing in it yet
    };
    QVarLengthArray<Open, 16> m_open;
    bool m_afterKey = false;
};

} // namespace kib::json
