#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace kib {

// A file's own line ends and encoding, so that text written into it (a
// record written anew among records whose bytes are kept) matches the rest:
// a diff then shows only what changed.
class TextForm
{
public:
    // The form of 'data': CRLF when its first line ends so, Latin-1 when it
    // has bytes beyond ASCII and is not valid UTF-8 (as the readers decide
    // it: the whole file valid UTF-8 or not).
    static TextForm of(const QByteArray &data);

    bool crlf() const { return m_crlf; }
    bool latin1() const { return m_latin1; }
    // Writer text (UTF-8, LF or CRLF) in this form; UTF-8 text with a
    // character Latin-1 lacks stays UTF-8 (the read-back then tells).
    QByteArray convert(QByteArrayView text) const;

private:
    bool m_crlf = false;
    bool m_latin1 = false;
};

} // namespace kib
