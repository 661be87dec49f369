// What every reader must do with any input, whatever its bytes: shared by
// the libFuzzer targets (tests/fuzz/fuzz_reader.cpp) and the mutation replay
// in the regular test suite (tests/tst_fuzzreplay.cpp). Header-only, Qt Core.
#pragma once

#include "parsers/notationplugin.h"
#include "parsers/registry.h"

#include <QByteArrayView>
#include <QString>

#include <limits>

namespace kib::fuzz {

// The number of lines of `data` as a reader may count them: every "\r\n",
// lone '\n' and lone '\r' ends a line, and text after the last line end (or
// an empty file) is one more line.
inline int lineCount(QByteArrayView data)
{
    qsizetype ends = 0;
    const char *p = data.data();
    const qsizetype n = data.size();
    for (qsizetype i = 0; i < n; ++i) {
        if (p[i] == '\n')
            ++ends;
        else if (p[i] == '\r' && (i + 1 == n || p[i + 1] != '\n'))
            ++ends;
    }
    return int(qMin<qsizetype>(ends + 1, std::numeric_limits<int>::max()));
}

// Empty when the diagnostic's place is one the input has: a line from 1 to
// the input's line count (0 only for the whole file, then no column), a
// column of at least 1 on a line, a record number of at least 0, and a code
// and a message. Otherwise what is wrong, for a failure message.
inline QString diagnosticProblem(const Diagnostic &d, int lines)
{
    const QString where = QStringLiteral("%1:%2 [%3] %4").arg(d.line).arg(d.column).arg(d.code, d.message);
    if (d.line < 0 || d.line > lines)
        return QStringLiteral("line outside the input's %1 lines: %2").arg(lines).arg(where);
    if (d.line == 0 && d.column != 0)
        return QStringLiteral("a column without a line: %1").arg(where);
    if (d.line > 0 && d.column < 1)
        return QStringLiteral("a line without a column (columns start at 1): %1").arg(where);
    if (d.record < 0)
        return QStringLiteral("a negative record number: %1").arg(where);
    if (d.code.isEmpty() || d.message.isEmpty())
        return QStringLiteral("no code or no message: %1").arg(where);
    return {};
}

inline QString diagnosticsProblem(const Diagnostics &all, QByteArrayView input)
{
    if (all.isEmpty())
        return {};
    const int lines = lineCount(input);
    for (const Diagnostic &d : all) {
        const QString p = diagnosticProblem(d, lines);
        if (!p.isEmpty())
            return p;
    }
    return {};
}

// The plug-in a read-only notation's records are written with and read
// back through: the notation itself when it writes, else the one of its
// extension that does (the 2019 PPN layout is written as today's PPN).
inline const NotationPlugin *writerFor(const NotationPlugin *reader)
{
    if (reader->canWrite())
        return reader;
    const NotationPlugin *w = Registry::builtin().byExtension(reader->extensions().value(0));
    return w && w->canWrite() ? w : nullptr;
}

} // namespace kib::fuzz
