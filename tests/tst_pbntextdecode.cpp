// PbnText::decode(): bytes to text, UTF-8 or Latin-1. ASCII bytes are widened
// in place, 16 and 8 at a time; any other bytes go to Qt's decoders. Checked
// against QString::fromUtf8() and fromLatin1() for a piece that is not ASCII
// (or is a NUL or DEL) at every place of ASCII texts of 0 to 48 bytes, for
// ASCII texts alone, for random bytes, and for null and empty bytes.

#include "parsers/pbn/pbntext.h"

#include <QRandomGenerator>
#include <QTest>

using namespace kib;

namespace {

QString reference(const QByteArray &b, bool latin1)
{
    // (the bytes' pointer and size, as the reader passes them)
    return latin1 ? QString::fromLatin1(b.constData(), b.size()) : QString::fromUtf8(b.constData(), b.size());
}

// an ASCII text of 'size' bytes, every printable byte in turn
QByteArray asciiText(qsizetype size)
{
    QByteArray b;
    for (qsizetype i = 0; i < size; ++i)
        b.append(char(' ' + (i * 7) % 95));
    return b;
}

void checkOne(const QByteArray &b, bool latin1)
{
    const QString got = PbnText::decode(b.constData(), b.size(), latin1);
    const QString want = reference(b, latin1);
    if (got != want || got.size() != want.size() || got.isNull() != want.isNull())
        QFAIL(qPrintable(QStringLiteral("bytes %1 (latin1 %2): \"%3\", not \"%4\"")
                             .arg(QString::fromLatin1(b.toHex()))
                             .arg(latin1)
                             .arg(got, want)));
}

} // namespace

class TestPbnTextDecode : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void piece_data()
    {
        QTest::addColumn<QByteArray>("piece");
        QTest::addColumn<bool>("latin1");
        const QList<QPair<const char *, QByteArray>> pieces = {
            {"none", QByteArray()},
            {"two-byte e acute", QByteArray("\xC3\xA9")},
            {"three-byte euro", QByteArray("\xE2\x82\xAC")},
            {"four-byte", QByteArray("\xF0\x9F\x82\xA1")},
            {"latin-1 e acute", QByteArray("\xE9")},
            {"0xFF", QByteArray("\xFF")},
            {"0x80", QByteArray("\x80")},
            {"cut sequence", QByteArray("\xE2\x82")},
            {"NUL", QByteArray(1, '\0')},
            {"DEL", QByteArray("\x7F")},
        };
        for (const auto &[name, piece] : pieces) {
            QTest::addRow("%s, utf-8", name) << piece << false;
            QTest::addRow("%s, latin-1", name) << piece << true;
        }
    }
    void piece()
    {
        QFETCH(QByteArray, piece);
        QFETCH(bool, latin1);
        for (qsizetype size = 0; size <= 48; ++size) {
            const QByteArray text = asciiText(size);
            if (piece.isEmpty()) {
                checkOne(text, latin1);
                continue;
            }
            for (qsizetype at = 0; at <= size; ++at) {
                QByteArray b = text;
                b.insert(at, piece);
                checkOne(b, latin1);
                if (QTest::currentTestFailed())
                    return;
            }
        }
    }

    void randomBytes()
    {
        QRandomGenerator rng(18);
        for (int n = 0; n < 5000; ++n) {
            QByteArray b(rng.bounded(0, 70), Qt::Uninitialized);
            const bool mostlyAscii = rng.bounded(4) != 0;
            for (char &c : b)
                c = char(mostlyAscii && rng.bounded(40) != 0 ? rng.bounded(0, 128) : rng.bounded(0, 256));
            checkOne(b, n % 2 == 0);
            if (QTest::currentTestFailed())
                return;
        }
    }

    void nullAndEmpty()
    {
        for (bool latin1 : {false, true}) {
            QVERIFY(PbnText::decode(nullptr, 0, latin1).isNull());
            const QString empty = PbnText::decode("", 0, latin1);
            QVERIFY(empty.isEmpty());
            QCOMPARE(empty.isNull(), reference(QByteArray(""), latin1).isNull());
        }
    }
};

QTEST_APPLESS_MAIN(TestPbnTextDecode)
#include "tst_pbntextdecode.moc"
