// skipAscii() (parsers/asciiscan.h): the first byte with its high bit set,
// found sixty-four, eight and one byte at a time, at every place around the
// blocks' edges and on buffers of every length up to three blocks.
#include "parsers/asciiscan.h"

#include <QByteArray>
#include <QTest>

class TestAsciiScan : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void firstHighByte_data();
    void firstHighByte();
};

void TestAsciiScan::firstHighByte_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("high"); // where the byte not ASCII is, -1: none
    QTest::addColumn<int>("value");
    for (int size : {0, 1, 7, 8, 9, 63, 64, 65, 72, 127, 128, 129, 200}) {
        QTest::addRow("%d bytes, all ASCII", size) << size << -1 << 0;
        for (int at : {0, 1, 7, 8, 15, 16, 31, 32, 63, 64, 65, 71, 72, 127, 128, 190, size - 1})
            if (at >= 0 && at < size)
                for (int value : {0x80, 0xC3, 0xFF})
                    QTest::addRow("%d bytes, 0x%X at %d", size, value, at) << size << at << value;
    }
}

void TestAsciiScan::firstHighByte()
{
    QFETCH(int, size);
    QFETCH(int, high);
    QFETCH(int, value);
    // printable ASCII and the control characters, 0x7F included
    QByteArray bytes(size, Qt::Uninitialized);
    for (int i = 0; i < size; ++i)
        bytes[i] = char(i % 128);
    if (high >= 0)
        bytes[high] = char(value);
    const char *begin = bytes.constData();
    const char *found = kib::skipAscii(begin, begin + size);
    QCOMPARE(int(found - begin), high >= 0 ? high : size);
    // from any start, the same byte
    if (high > 0)
        QCOMPARE(int(kib::skipAscii(begin + 1, begin + size) - begin), high);
}

QTEST_GUILESS_MAIN(TestAsciiScan)
#include "tst_asciiscan.moc"
