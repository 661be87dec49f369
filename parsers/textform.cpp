#include "textform.h"

#include <QString>

namespace kib {

namespace {

bool usesCrlf(const QByteArray &data)
{
    const qsizetype lf = data.indexOf('\n');
    return lf > 0 && data.at(lf - 1) == '\r';
}

// Bare LFs become CRLF (the writers write LF).
QByteArray toCrlf(QByteArrayView text)
{
    QByteArray out;
    out.reserve(text.size() + text.size() / 32 + 2);
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == '\n' && (i == 0 || text[i - 1] != '\r'))
            out.append('\r');
        out.append(text[i]);
    }
    return out;
}

// CRLF becomes LF (the PBN writer writes CRLF), for a file of bare LFs.
QByteArray toLf(QByteArrayView text)
{
    QByteArray out = text.toByteArray();
    out.replace("\r\n", "\n");
    return out;
}

// One pass, no copy of the file.
bool isLatin1File(const QByteArray &data)
{
    const auto *p = reinterpret_cast<const uchar *>(data.constData());
    const qsizetype n = data.size();
    for (qsizetype i = 0; i < n;) {
        const uchar c = p[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int more = 0;
        if (c >= 0xc2 && c <= 0xdf)
            more = 1;
        else if (c >= 0xe0 && c <= 0xef)
            more = 2;
        else if (c >= 0xf0 && c <= 0xf4)
            more = 3;
        else
            return true;
        for (int k = 1; k <= more; ++k)
            if (i + k >= n || (p[i + k] & 0xc0) != 0x80)
                return true;
        i += more + 1;
    }
    return false; // ASCII, or valid UTF-8
}

QByteArray toLatin1(const QByteArray &utf8)
{
    const QString text = QString::fromUtf8(utf8);
    for (const QChar c : text)
        if (c.unicode() > 0xff)
            return utf8;
    return text.toLatin1();
}

} // namespace

TextForm TextForm::of(const QByteArray &data)
{
    TextForm f;
    f.m_crlf = usesCrlf(data);
    f.m_latin1 = isLatin1File(data);
    return f;
}

QByteArray TextForm::convert(QByteArrayView text) const
{
    const QByteArray ends = m_crlf ? toCrlf(text) : toLf(text);
    return m_latin1 ? toLatin1(ends) : ends;
}

} // namespace kib
