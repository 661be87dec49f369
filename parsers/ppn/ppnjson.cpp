#include "ppnjson.h"
#include "parsers/jsontext.h"

#include <cmath>

namespace kib::ppn::json {

Value::Value() = default;
Value::Value(const Value &) = default;
Value::Value(Value &&) noexcept = default;
Value &Value::operator=(const Value &) = default;
Value &Value::operator=(Value &&) noexcept = default;
Value::~Value() = default;

namespace {

class Parser
{
public:
    explicit Parser(QByteArrayView data) : m_d(data) {}

    bool document(Value *out, ParseError *error)
    {
        skip();
        if (m_pos < m_d.size() && uchar(m_d[m_pos]) == 0xEF && m_d.sliced(m_pos).startsWith("\xEF\xBB\xBF")) {
            m_pos += 3;
            skip();
        }
        bool ok = value(out, 0);
        if (ok) {
            skip();
            if (m_pos < m_d.size())
                ok = fail(QStringLiteral("text after the JSON value"));
        }
        if (!ok)
            *error = m_error;
        return ok;
    }

private:
    bool fail(const QString &message)
    {
        m_error = ParseError{message, qMin(m_pos, m_d.size())};
        return false;
    }
    void skip()
    {
        while (m_pos < m_d.size()
               && (m_d[m_pos] == ' ' || m_d[m_pos] == '\t' || m_d[m_pos] == '\n' || m_d[m_pos] == '\r'))
            ++m_pos;
    }
    bool literal(const char *word)
    {
        const QByteArrayView w(word);
        if (!m_d.sliced(m_pos).startsWith(w))
            return fail(QStringLiteral("not a JSON value"));
        m_pos += w.size();
        return true;
    }

    bool value(Value *v, int depth)
    {
        if (depth > 64)
            return fail(QStringLiteral("values nested too deeply"));
        skip();
        if (m_pos >= m_d.size())
            return fail(QStringLiteral("the text ends where a value should be"));
        v->offset = m_pos;
        switch (m_d[m_pos]) {
        case '{': return object(v, depth);
        case '[': return array(v, depth);
        case '"': v->type = Value::Type::String; return string(&v->string);
        case 't': v->type = Value::Type::Bool; v->boolean = true; return literal("true");
        case 'f': v->type = Value::Type::Bool; return literal("false");
        case 'n': v->type = Value::Type::Null; return literal("null");
        default: return number(v);
        }
    }

    bool object(Value *v, int depth)
    {
        v->type = Value::Type::Object;
        ++m_pos;
        skip();
        if (m_pos < m_d.size() && m_d[m_pos] == '}') {
            ++m_pos;
            return true;
        }
        for (;;) {
            skip();
            if (m_pos >= m_d.size() || m_d[m_pos] != '"')
                return fail(QStringLiteral("an object member starts with its quoted name"));
            std::pair<QString, Value> member;
            const qsizetype keyAt = m_pos;
            if (!string(&member.first))
                return false;
            skip();
            if (m_pos >= m_d.size() || m_d[m_pos] != ':')
                return fail(QStringLiteral("':' expected after the member's name"));
            ++m_pos;
            if (!value(&member.second, depth + 1))
                return false;
            member.second.keyOffset = keyAt;
            v->members.push_back(std::move(member));
            skip();
            if (m_pos < m_d.size() && m_d[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_pos < m_d.size() && m_d[m_pos] == '}') {
                ++m_pos;
                return true;
            }
            return fail(QStringLiteral("',' or '}' expected in the object"));
        }
    }

    bool array(Value *v, int depth)
    {
        v->type = Value::Type::Array;
        ++m_pos;
        skip();
        if (m_pos < m_d.size() && m_d[m_pos] == ']') {
            ++m_pos;
            return true;
        }
        for (;;) {
            Value item;
            if (!value(&item, depth + 1))
                return false;
            v->items.push_back(std::move(item));
            skip();
            if (m_pos < m_d.size() && m_d[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_pos < m_d.size() && m_d[m_pos] == ']') {
                ++m_pos;
                return true;
            }
            return fail(QStringLiteral("',' or ']' expected in the array"));
        }
    }

    bool hex4(char32_t *out)
    {
        if (m_pos + 4 > m_d.size())
            return fail(QStringLiteral("a \\u escape needs four hex digits"));
        bool ok = false;
        *out = QByteArray(m_d.sliced(m_pos, 4).data(), 4).toUInt(&ok, 16);
        if (!ok)
            return fail(QStringLiteral("a \\u escape needs four hex digits"));
        m_pos += 4;
        return true;
    }

    bool string(QString *out)
    {
        ++m_pos; // the opening quote
        QByteArray raw;
        QString text;
        for (;;) {
            if (m_pos >= m_d.size())
                return fail(QStringLiteral("the string is not closed"));
            const char c = m_d[m_pos++];
            if (c == '"')
                break;
            if (uchar(c) < 0x20) {
                --m_pos;
                return fail(QStringLiteral("a control character in a string"));
            }
            if (c != '\\') {
                raw.append(c);
                continue;
            }
            if (m_pos >= m_d.size())
                return fail(QStringLiteral("the string is not closed"));
            const char e = m_d[m_pos++];
            switch (e) {
            case '"': raw.append('"'); break;
            case '\\': raw.append('\\'); break;
            case '/': raw.append('/'); break;
            case 'b': raw.append('\b'); break;
            case 'f': raw.append('\f'); break;
            case 'n': raw.append('\n'); break;
            case 'r': raw.append('\r'); break;
            case 't': raw.append('\t'); break;
            case 'u': {
                char32_t u = 0;
                if (!hex4(&u))
                    return false;
                if (u >= 0xD800 && u < 0xDC00 && m_d.sliced(m_pos).startsWith("\\u")) {
                    m_pos += 2;
                    char32_t low = 0;
                    if (!hex4(&low))
                        return false;
                    u = 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00);
                }
                raw.append(QString::fromUcs4(&u, 1).toUtf8());
                break;
            }
            default:
                --m_pos;
                return fail(QStringLiteral("'\\%1' is not a JSON escape").arg(QLatin1Char(e)));
            }
        }
        *out = QString::fromUtf8(raw);
        return true;
    }

    bool number(Value *v)
    {
        const qsizetype start = m_pos;
        if (m_pos < m_d.size() && m_d[m_pos] == '-')
            ++m_pos;
        while (m_pos < m_d.size()
               && ((m_d[m_pos] >= '0' && m_d[m_pos] <= '9') || m_d[m_pos] == '.' || m_d[m_pos] == 'e'
                   || m_d[m_pos] == 'E' || m_d[m_pos] == '+' || m_d[m_pos] == '-'))
            ++m_pos;
        const QByteArray text = m_d.sliced(start, m_pos - start).toByteArray();
        bool ok = false;
        v->number = text.toDouble(&ok);
        if (!ok || text.isEmpty() || text == "-") {
            m_pos = start;
            return fail(QStringLiteral("not a JSON value"));
        }
        v->type = Value::Type::Number;
        v->string = QString::fromLatin1(text);
        return true;
    }

    QByteArrayView m_d;
    qsizetype m_pos = 0;
    ParseError m_error;
};

} // namespace

const Value *Value::member(QStringView key) const
{
    for (const auto &m : members)
        if (m.first == key)
            return &m.second;
    return nullptr;
}

bool Value::toInt(int *out) const
{
    if (type != Type::Number || std::floor(number) != number || std::abs(number) > 1e9)
        return false;
    *out = int(number);
    return true;
}

bool parse(QByteArrayView data, Value *out, ParseError *error)
{
    return Parser(data).document(out, error);
}

QByteArray quote(const QString &text)
{
    return jsontext::quoted(text);
}

} // namespace kib::ppn::json
