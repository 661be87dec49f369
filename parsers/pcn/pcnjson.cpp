#include "pcnjson.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace kib::pcn {

namespace {

constexpr int kMaxDepth = 256;

QString describe(QByteArrayView data, qsizetype pos)
{
    if (pos >= data.size())
        return QStringLiteral("the end of the file");
    const uchar c = uchar(data.at(pos));
    if (c >= 0x20 && c < 0x7f)
        return QStringLiteral("'%1'").arg(QChar(c));
    if (c < 0x20)
        return QStringLiteral("control character U+%1").arg(c, 4, 16, QLatin1Char('0'));
    // a multi-byte UTF-8 character: show it whole
    qsizetype end = pos + 1;
    while (end < data.size() && (uchar(data.at(end)) & 0xC0) == 0x80 && end - pos < 4)
        ++end;
    return QStringLiteral("'%1'").arg(QString::fromUtf8(data.sliced(pos, end - pos)));
}

} // namespace

QString childPath(const QString &parent, const QString &key)
{
    return parent.isEmpty() ? key : parent + QLatin1Char('/') + key;
}

QString childPath(const QString &parent, int index)
{
    return childPath(parent, QString::number(index));
}

bool LocatedJson::parse(QByteArrayView data)
{
    m_data = data;
    m_pos = 0;
    m_root = QJsonValue();
    m_error = {};
    m_duplicates.clear();
    m_offsets.clear();
    m_keys.clear();
    m_lines.emplace(data); // its table of line starts is built at the first position asked for
    m_bom = data.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    m_pos = m_bom;
    skipSpace();
    if (m_pos >= m_data.size())
        return fail(m_pos, QStringLiteral("the file holds no JSON value"));
    if (!parseValue(QString(), 0, &m_root))
        return false;
    skipSpace();
    if (m_pos < m_data.size())
        return fail(m_pos, QStringLiteral("unexpected %1 after the end of the JSON value").arg(describe(m_data, m_pos)));
    return true;
}

TextPosition LocatedJson::position(qsizetype offset) const
{
    if (!m_lines)
        return TextPosition{1, 1};
    const LineIndex::Position p = m_lines->position(offset);
    return TextPosition{p.line, p.column};
}

TextPosition LocatedJson::positionOf(const QString &path) const
{
    QString p = path;
    for (;;) {
        const qsizetype at = offsetOf(p);
        if (at >= 0)
            return position(at);
        if (p.isEmpty())
            return position(m_bom);
        const qsizetype slash = p.lastIndexOf(QLatin1Char('/'));
        p = slash < 0 ? QString() : p.left(slash);
    }
}

bool LocatedJson::fail(qsizetype offset, const QString &message)
{
    m_error = JsonIssue{offset, message};
    return false;
}

void LocatedJson::skipSpace()
{
    while (m_pos < m_data.size()) {
        const char c = m_data.at(m_pos);
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
            return;
        ++m_pos;
    }
}

bool LocatedJson::parseValue(const QString &path, int depth, QJsonValue *out)
{
    if (depth > kMaxDepth)
        return fail(m_pos, QStringLiteral("values are nested more than %1 deep").arg(kMaxDepth));
    m_offsets.insert(path, m_pos);
    if (m_pos >= m_data.size())
        return fail(m_pos, QStringLiteral("a value is missing at the end of the file"));
    switch (m_data.at(m_pos)) {
    case '{': return parseObject(path, depth, out);
    case '[': return parseArray(path, depth, out);
    case '"': {
        QString s;
        if (!parseString(&s))
            return false;
        *out = s;
        return true;
    }
    case 't': return parseLiteral("true", true, out);
    case 'f': return parseLiteral("false", false, out);
    case 'n': return parseLiteral("null", QJsonValue(QJsonValue::Null), out);
    default: break;
    }
    const char c = m_data.at(m_pos);
    if (c == '-' || (c >= '0' && c <= '9'))
        return parseNumber(out);
    if (c == '\'')
        return fail(m_pos, QStringLiteral("strings take double quotes in JSON, not single quotes"));
    if (c == ']' || c == '}' || c == ',')
        return fail(m_pos, QStringLiteral("a value is missing before %1").arg(describe(m_data, m_pos)));
    return fail(m_pos, QStringLiteral("unexpected %1 where a value should start").arg(describe(m_data, m_pos)));
}

bool LocatedJson::parseObject(const QString &path, int depth, QJsonValue *out)
{
    QJsonObject obj;
    QStringList keys;
    ++m_pos; // '{'
    skipSpace();
    if (m_pos < m_data.size() && m_data.at(m_pos) == '}') {
        ++m_pos;
        m_keys.insert(path, keys);
        *out = obj;
        return true;
    }
    for (;;) {
        skipSpace();
        if (m_pos >= m_data.size())
            return fail(m_pos, QStringLiteral("the object is not closed: '}' is missing"));
        if (m_data.at(m_pos) != '"') {
            if (m_data.at(m_pos) == '}')
                return fail(m_pos, QStringLiteral("a comma stands before '}' with no property after it"));
            return fail(m_pos, QStringLiteral("expected a property name in double quotes, found %1")
                                   .arg(describe(m_data, m_pos)));
        }
        const qsizetype keyAt = m_pos;
        QString key;
        if (!parseString(&key))
            return false;
        skipSpace();
        if (m_pos >= m_data.size() || m_data.at(m_pos) != ':')
            return fail(m_pos, QStringLiteral("expected ':' after the property name \"%1\", found %2")
                                   .arg(key, describe(m_data, m_pos)));
        ++m_pos;
        skipSpace();
        QJsonValue value;
        if (!parseValue(childPath(path, key), depth + 1, &value))
            return false;
        if (obj.contains(key))
            m_duplicates.append(JsonIssue{keyAt, QStringLiteral("the property \"%1\" is given twice: the last one counts").arg(key)});
        else
            keys.append(key);
        obj.insert(key, value);
        skipSpace();
        if (m_pos >= m_data.size())
            return fail(m_pos, QStringLiteral("the object is not closed: '}' is missing"));
        if (m_data.at(m_pos) == ',') {
            ++m_pos;
            continue;
        }
        if (m_data.at(m_pos) == '}') {
            ++m_pos;
            break;
        }
        return fail(m_pos, QStringLiteral("expected ',' or '}' after a property value, found %1")
                               .arg(describe(m_data, m_pos)));
    }
    m_keys.insert(path, keys);
    *out = obj;
    return true;
}

bool LocatedJson::parseArray(const QString &path, int depth, QJsonValue *out)
{
    QJsonArray array;
    ++m_pos; // '['
    skipSpace();
    if (m_pos < m_data.size() && m_data.at(m_pos) == ']') {
        ++m_pos;
        *out = array;
        return true;
    }
    for (;;) {
        skipSpace();
        if (m_pos < m_data.size() && m_data.at(m_pos) == ']')
            return fail(m_pos, QStringLiteral("a comma stands before ']' with no value after it"));
        QJsonValue value;
        if (!parseValue(childPath(path, int(array.size())), depth + 1, &value))
            return false;
        array.append(value);
        skipSpace();
        if (m_pos >= m_data.size())
            return fail(m_pos, QStringLiteral("the array is not closed: ']' is missing"));
        if (m_data.at(m_pos) == ',') {
            ++m_pos;
            continue;
        }
        if (m_data.at(m_pos) == ']') {
            ++m_pos;
            break;
        }
        return fail(m_pos, QStringLiteral("expected ',' or ']' after an array element, found %1")
                               .arg(describe(m_data, m_pos)));
    }
    *out = array;
    return true;
}

bool LocatedJson::parseHex4(uint *out)
{
    uint v = 0;
    for (int i = 0; i < 4; ++i) {
        if (m_pos >= m_data.size())
            return fail(m_pos, QStringLiteral("a \\u escape needs four hexadecimal digits"));
        const char c = m_data.at(m_pos);
        int d = -1;
        if (c >= '0' && c <= '9') d = c - '0';
        else if (c >= 'a' && c <= 'f') d = c - 'a' + 10;
        else if (c >= 'A' && c <= 'F') d = c - 'A' + 10;
        if (d < 0)
            return fail(m_pos, QStringLiteral("a \\u escape needs four hexadecimal digits, found %1")
                                   .arg(describe(m_data, m_pos)));
        v = v * 16 + uint(d);
        ++m_pos;
    }
    *out = v;
    return true;
}

bool LocatedJson::parseString(QString *out)
{
    const qsizetype open = m_pos;
    ++m_pos; // '"'
    QByteArray bytes;
    QString text;
    auto flush = [&] {
        if (!bytes.isEmpty()) {
            text += QString::fromUtf8(bytes);
            bytes.clear();
        }
    };
    for (;;) {
        if (m_pos >= m_data.size())
            return fail(open, QStringLiteral("the string is not closed: '\"' is missing"));
        const char c = m_data.at(m_pos);
        if (c == '"') {
            ++m_pos;
            break;
        }
        if (uchar(c) < 0x20) {
            if (c == '\n')
                return fail(open, QStringLiteral("the string is not closed before the end of its line"));
            return fail(m_pos, QStringLiteral("%1 inside a string: write it as an escape").arg(describe(m_data, m_pos)));
        }
        if (c != '\\') {
            bytes.append(c);
            ++m_pos;
            continue;
        }
        const qsizetype escapeAt = m_pos;
        ++m_pos;
        if (m_pos >= m_data.size())
            return fail(open, QStringLiteral("the string is not closed: '\"' is missing"));
        const char e = m_data.at(m_pos++);
        switch (e) {
        case '"': bytes.append('"'); break;
        case '\\': bytes.append('\\'); break;
        case '/': bytes.append('/'); break;
        case 'b': bytes.append('\b'); break;
        case 'f': bytes.append('\f'); break;
        case 'n': bytes.append('\n'); break;
        case 'r': bytes.append('\r'); break;
        case 't': bytes.append('\t'); break;
        case 'u': {
            uint u = 0;
            if (!parseHex4(&u))
                return false;
            flush();
            if (QChar::isHighSurrogate(u)) {
                uint low = 0;
                if (m_pos + 1 < m_data.size() && m_data.at(m_pos) == '\\' && m_data.at(m_pos + 1) == 'u') {
                    m_pos += 2;
                    if (!parseHex4(&low))
                        return false;
                }
                if (!QChar::isLowSurrogate(low))
                    return fail(escapeAt, QStringLiteral("a \\u escape holds half of a surrogate pair"));
                text += QChar(char16_t(u));
                text += QChar(char16_t(low));
            } else if (QChar::isLowSurrogate(u)) {
                return fail(escapeAt, QStringLiteral("a \\u escape holds half of a surrogate pair"));
            } else {
                text += QChar(char16_t(u));
            }
            break;
        }
        default:
            return fail(escapeAt, QStringLiteral("\\%1 is not a JSON escape").arg(QString::fromUtf8(&e, 1)));
        }
    }
    flush();
    *out = text;
    return true;
}

bool LocatedJson::parseNumber(QJsonValue *out)
{
    const qsizetype start = m_pos;
    auto digit = [&] { return m_pos < m_data.size() && m_data.at(m_pos) >= '0' && m_data.at(m_pos) <= '9'; };
    if (m_data.at(m_pos) == '-')
        ++m_pos;
    if (!digit())
        return fail(start, QStringLiteral("a number needs a digit after '-'"));
    if (m_data.at(m_pos) == '0') {
        ++m_pos;
        if (digit())
            return fail(start, QStringLiteral("a number may not start with 0 followed by digits"));
    } else {
        while (digit())
            ++m_pos;
    }
    if (m_pos < m_data.size() && m_data.at(m_pos) == '.') {
        ++m_pos;
        if (!digit())
            return fail(m_pos, QStringLiteral("a number needs digits after its decimal point"));
        while (digit())
            ++m_pos;
    }
    if (m_pos < m_data.size() && (m_data.at(m_pos) == 'e' || m_data.at(m_pos) == 'E')) {
        ++m_pos;
        if (m_pos < m_data.size() && (m_data.at(m_pos) == '+' || m_data.at(m_pos) == '-'))
            ++m_pos;
        if (!digit())
            return fail(m_pos, QStringLiteral("a number needs digits in its exponent"));
        while (digit())
            ++m_pos;
    }
    bool ok = false;
    const double v = m_data.sliced(start, m_pos - start).toByteArray().toDouble(&ok);
    if (!ok)
        return fail(start, QStringLiteral("the number is out of range"));
    *out = v;
    return true;
}

bool LocatedJson::parseLiteral(const char *word, const QJsonValue &value, QJsonValue *out)
{
    const QByteArrayView w(word);
    if (m_data.sliced(m_pos).startsWith(w)) {
        const qsizetype after = m_pos + w.size();
        const bool boundary = after >= m_data.size() || !QChar::isLetterOrNumber(uchar(m_data.at(after)));
        if (boundary) {
            m_pos = after;
            *out = value;
            return true;
        }
    }
    qsizetype end = m_pos;
    while (end < m_data.size() && QChar::isLetterOrNumber(uchar(m_data.at(end))))
        ++end;
    const QString found = QString::fromUtf8(m_data.sliced(m_pos, end - m_pos));
    if (found == u"nil" || found == u"None" || found == u"undefined")
        return fail(m_pos, QStringLiteral("'%1' is not a JSON value: write null").arg(found));
    return fail(m_pos, QStringLiteral("'%1' is not a JSON value (true, false and null are)").arg(found));
}

} // namespace kib::pcn
