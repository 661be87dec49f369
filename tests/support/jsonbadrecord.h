#pragma once

// The checks that a JSON file with one bad record between two good ones
// gets: the one error names the second record, stands at 'needle' (the first
// after 'bad' in 'data'), names the field, and is what reading that record's
// span alone reports too.

#include "parsers/notationplugin.h"

#include <QTest>

namespace kib::test {

inline void checkBadRecordError(const NotationPlugin &plugin, const QByteArray &data, const QByteArray &bad,
                                const QByteArray &needle, const QString &field, const ReadResult &r)
{
    QVERIFY(!r.diagnostics.isEmpty());
    const Diagnostic &d = r.diagnostics.first();
    QCOMPARE(d.record, 2);
    const qsizetype at = data.indexOf(needle, data.indexOf(bad));
    QVERIFY(at > 0);
    QCOMPARE(d.line, int(data.left(at).count('\n')) + 1);
    QCOMPARE(d.column, int(at - data.lastIndexOf('\n', at)));
    if (!field.isEmpty())
        QVERIFY2(d.message.startsWith(field + QStringLiteral(": ")), qPrintable(d.message));

    // the record on its own says the same
    const QList<RecordSpan> spans = plugin.split(data);
    QCOMPARE(spans.size(), 3);
    const ReadResult one = plugin.readRecord(data, spans.at(1), 2, nullptr);
    QCOMPARE(one.collection.size(), 0);
    QCOMPARE(one.diagnostics, r.diagnostics);
}

} // namespace kib::test
