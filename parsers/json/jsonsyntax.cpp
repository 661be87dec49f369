#include "jsonsyntax.h"

#include "jsonscanner.h"

#include <QByteArray>

namespace kib::json {

namespace {

constexpr int MaxDepth = 1024; // QJsonDocument's limit

class Checker
{
public:
    explicit Checker(QByteArrayView data) : m_d(data) {}

    SyntaxError run()
    {
        m_pos = bomLength(m_d);
        skipSpace();
        if (atEnd())
            return fail(QStringLiteral("the file holds no JSON value"));
        if (peek() != '{' && peek() != '[')
            return fail(QStringLiteral("a JSON document is an object or an array"));
        if (!value(0))
            return m_error;
        skipSpace();
        if (!atEnd())
            return fail(QStringLiteral("unexpected text after the end of the JSON document"));
        return {};
    }

private:
    bool atEnd() const { return m_pos >= m_d.size(); }
    char peek() const { return atEnd() ? '\0' : m_d[m_pos]; }

    void skipSpace()
    {
        while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
            ++m_pos;
    }

    SyntaxError fail(const QString &message) { return failAt(m_pos, message); }
    SyntaxError failAt(qsizetype offset, const QString &message)
    {
        m_error = SyntaxError{offset, message};
        return m_error;
    }
    bool error(const QString &message)
    {
        fail(atEnd() ? QStringLiteral("unexpected end of the file: %1").arg(message) : message);
        return false;
    }

    bool value(int depth)
    {
        skipSpace();
        if (depth >= MaxDepth)
            return error(QStringLiteral("values nested too deeply"));
        switch (peek()) {
        case '{': return object(depth + 1);
        case '[': return array(depth + 1);
        case '"': return string();
        case 't': return literal("true");
        case 'f': return literal("false");
        case 'n': return literal("null");
        default:
            return number();
        }
    }

    bool object(int depth)
    {
        ++m_pos; // {
        skipSpace();
        if (peek() == '}') {
            ++m_pos;
            return true;
        }
        for (;;) {
            skipSpace();
            if (peek() != '"')
                return error(QStringLiteral("expected a member name in double quotes"));
            if (!string())
                return false;
            skipSpace();
            if (peek() != ':')
                return error(QStringLiteral("expected ':' after the member name"));
            ++m_pos;
            if (!value(depth))
                return false;
            skipSpace();
            if (peek() == '}') {
                ++m_pos;
                return true;
            }
            if (peek() != ',')
                return error(QStringLiteral("expected ',' or '}' after an object member"));
            ++m_pos;
        }
    }

    bool array(int depth)
    {
        ++m_pos; // [
        skipSpace();
        if (peek() == ']') {
            ++m_pos;
            return true;
        }
        for (;;) {
            if (!value(depth))
                return false;
            skipSpace();
            if (peek() == ']') {
                ++m_pos;
                return true;
            }
            if (peek() != ',')
                return error(QStringLiteral("expected ',' or ']' after an array element"));
            ++m_pos;
        }
    }

    bool string()
    {
        const qsizetype start = m_pos;
        ++m_pos; // "
        while (!atEnd()) {
            const uchar c = uchar(peek());
            if (c == '"') {
                ++m_pos;
                return true;
            }
            if (c == '\\') {
                if (!escape())
                    return false;
                continue;
            }
            if (c < 0x80) {
                ++m_pos;
                continue;
            }
            if (!utf8Sequence())
                return false;
        }
        failAt(start, QStringLiteral("unterminated string"));
        return false;
    }

    // One multi-byte UTF-8 sequence: no overlong forms, no surrogates, at most U+10FFFF.
    bool utf8Sequence()
    {
        const uchar c = uchar(peek());
        int more;
        uint cp;
        if (c >= 0xC2 && c <= 0xDF) {
            more = 1;
            cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            more = 2;
            cp = c & 0x0F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            more = 3;
            cp = c & 0x07;
        } else {
            return error(QStringLiteral("invalid UTF-8 in a string"));
        }
        if (m_pos + more >= m_d.size())
            return error(QStringLiteral("invalid UTF-8 in a string"));
        for (int k = 1; k <= more; ++k) {
            const uchar x = uchar(m_d[m_pos + k]);
            if ((x & 0xC0) != 0x80)
                return error(QStringLiteral("invalid UTF-8 in a string"));
            cp = (cp << 6) | (x & 0x3F);
        }
        const uint minimum = more == 1 ? 0x80 : more == 2 ? 0x800 : 0x10000;
        if (cp < minimum || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return error(QStringLiteral("invalid UTF-8 in a string"));
        m_pos += more + 1;
        return true;
    }

    bool digits()
    {
        const qsizetype start = m_pos;
        while (!atEnd() && peek() >= '0' && peek() <= '9')
            ++m_pos;
        return m_pos > start;
    }

    // As Qt reads numbers: the longest text of the shape
    // -? (0 | digits*) (. digits*)? ([eE] [+-]? digits*)?, which must then
    // convert to a finite double.
    bool number()
    {
        const qsizetype start = m_pos;
        if (peek() == '-')
            ++m_pos;
        if (peek() == '0')
            ++m_pos;
        else
            digits();
        if (peek() == '.') {
            ++m_pos;
            digits();
        }
        if (peek() == 'e' || peek() == 'E') {
            ++m_pos;
            if (peek() == '+' || peek() == '-')
                ++m_pos;
            digits();
        }
        if (m_pos == start)
            return error(QStringLiteral("expected a value"));
        bool ok = false;
        QByteArray::fromRawData(m_d.data() + start, m_pos - start).toDouble(&ok);
        if (!ok) {
            failAt(start, QStringLiteral("invalid number (malformed, or too large or too small for a double)"));
            return false;
        }
        return true;
    }

    // A backslash and what follows: any character, but \u needs four hex digits.
    bool escape()
    {
        const qsizetype start = m_pos;
        m_pos += 2;
        if (m_pos > m_d.size()) {
            m_pos = m_d.size();
            return true; // the string is unterminated; string() says so
        }
        if (m_d[start + 1] != 'u')
            return true;
        for (int i = 0; i < 4; ++i, ++m_pos) {
            const char h = peek();
            if (!((h >= '0' && h <= '9') || (h >= 'a' && h <= 'f') || (h >= 'A' && h <= 'F'))) {
                failAt(start, QStringLiteral("invalid escape sequence: \\u takes four hexadecimal digits"));
                return false;
            }
        }
        return true;
    }

    bool literal(const char *word)
    {
        const QByteArrayView w(word);
        if (m_d.sliced(m_pos).startsWith(w)) {
            m_pos += w.size();
            return true;
        }
        return error(QStringLiteral("expected a value"));
    }

    QByteArrayView m_d;
    qsizetype m_pos = 0;
    SyntaxError m_error;
};

} // namespace

SyntaxError findSyntaxError(QByteArrayView data)
{
    return Checker(data).run();
}

} // namespace kib::json
