#pragma once

// The large generated files of the window tests (tst_bigfile,
// tst_filterwhileloading, tst_sortwhileloading): a PBN file of 'boards'
// games, game b written by board(b), in blocks of a megabyte.

#include <QByteArray>
#include <QFile>
#include <QString>

#include <functional>

namespace kib::test {

// The bytes written, or -1 when the file could not be written.
inline qint64 writeBoardsFile(const QString &path, int boards, const std::function<QByteArray(int)> &board,
                              const QByteArray &head = "% PBN 2.1\r\n% EXPORT\r\n\r\n")
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(head) != head.size())
        return -1;
    qint64 written = head.size();
    QByteArray chunk;
    for (int b = 1; b <= boards; ++b) {
        chunk += board(b);
        if (chunk.size() > (1 << 20) || b == boards) {
            if (f.write(chunk) != chunk.size())
                return -1;
            written += chunk.size();
            chunk.clear();
        }
    }
    return written;
}

} // namespace kib::test
