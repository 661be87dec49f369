#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QLatin1StringView>
#include <QStringList>
#include <QStringView>
#include <QVarLengthArray>

#include <cstring>

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
    explicit JsonTextWriter(QByteArray *out, int depth = 0) : m_out(out), m_length(out->size()), m_depth(depth) {}
    // (while it writes, 'out' holds room beyond the text: flush() or the
    // destructor cuts it to the text)
    ~JsonTextWriter() { flush(); }
    JsonTextWriter(const JsonTextWriter &) = delete;
    JsonTextWriter &operator=(const JsonTextWriter &) = delete;
    void flush();

    void beginObject();
    void beginArray();
    void end(); // closes the innermost object or array

    // The next member's key: 'name' ASCII with nothing to escape.
    void key(QLatin1StringView name);
    void key(QStringView name);

    void string(QStringView text);
    // An array of strings, as beginArray(), string() for each and end() print it.
    void strings(const QStringList &list);
    void number(qint64 n);
    void boolean(bool b);
    void null();
    // A value already printed at this depth (by this writer or toJson()).
    void raw(QByteArrayView text);
    // A value the caller prints itself, of at most 'most' bytes, at this
    // depth: rawBegin() writes the separator and indent before it and gives
    // where to print; rawEnd() takes where the value ends.
    char *rawBegin(qsizetype most)
    {
        element();
        return room(most);
    }
    void rawEnd(const char *end) { m_length = end - m_out->constData(); }
    // Any value, as toJson() prints it here (objects and arrays through
    // QJsonDocument, for the rare parts printed that way).
    void value(const QJsonValue &value);

    int depth() const { return m_depth; }

    // 'text' quoted and escaped as toJson() does it.
    static void appendString(QByteArray &out, QStringView text);
    // The same at 'd', which has room for 6 * size + 2 bytes; the end.
    static char *putString(char *d, QStringView text);
    // 'text' (toJson()'s indented output, ending in a line break) placed at
    // 'depth': each line after the first indented by 4 * depth spaces, the
    // last line break left out.
    static void appendIndented(QByteArray &out, QByteArrayView text, int depth);

private:
    // what goes before a value: the separator and indent (inline: called for
    // every value)
    void element()
    {
        if (m_afterKey) {
            m_afterKey = false;
            return;
        }
        if (m_open.isEmpty())
            return; // the outermost value
        if (m_open.back().empty) {
            m_open.back().empty = false;
            spaces(4 * m_depth);
            return;
        }
        // ",\n" and the indent in one copy
        const int count = 4 * m_depth;
        if (count <= kMaxIndent) {
            memcpy(room(count + 2), kCommaIndent, size_t(count + 2));
            m_length += count + 2;
            return;
        }
        put(",\n", 2);
        spaces(count);
    }
    // room for 'n' more bytes at the end of the text
    char *room(qsizetype n)
    {
        if (m_length + n > m_out->size())
            m_out->resize(qMax(qMax(m_out->size() * 2, m_length + n), qsizetype(1024)));
        return m_out->data() + m_length;
    }
    void put(const char *text, qsizetype n)
    {
        memcpy(room(n), text, size_t(n));
        m_length += n;
    }
    void put(char c)
    {
        *room(1) = c;
        ++m_length;
    }
    void spaces(int count)
    {
        if (count <= kMaxIndent)
            memcpy(room(count), kCommaIndent + 2, size_t(count));
        else
            memset(room(count), ' ', size_t(count));
        m_length += count;
    }
    static constexpr int kMaxIndent = 64;
    static constexpr char kCommaIndent[] = ",\n                                                                ";
    static_assert(sizeof kCommaIndent == kMaxIndent + 3);

    QByteArray *m_out;
    qsizetype m_length; // of the text in m_out
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
