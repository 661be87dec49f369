// PbnValueCache::value(): the text of bytes, kept for the next time. Texts of
// nine bytes and more are found by a hash of all their bytes (the last eight
// read in one load, overlapping those before them). Two texts that differ in
// one byte, anywhere, are each kept: asked for in turn, each is made on its
// first two times only. A text is held from its second time on: one met
// once is not held (its game's alone), one met again is shared. The memo of
// values that passed a check (PbnPassedMemo) likewise remembers only a value
// something else holds too (the value cache's), not one met once.

#include "parsers/pbn/pbnpassedmemo.h"
#include "parsers/pbn/pbnvaluecache.h"

#include <QTest>

using namespace kib;

class TestPbnValueCache : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oneByteApart_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("tag value") << int(PbnValueCache::Kind::TagValue);
        QTest::newRow("brace comment") << int(PbnValueCache::Kind::BraceComment);
        QTest::newRow("line comment") << int(PbnValueCache::Kind::LineComment);
    }
    void oneByteApart()
    {
        QFETCH(int, kind);
        PbnValueCache cache;
        int pairs = 0;
        int remade = 0;
        for (qsizetype size = 9; size <= 96; ++size) {
            for (qsizetype at = 0; at < size; ++at) {
                QByteArray a(size, Qt::Uninitialized);
                for (qsizetype i = 0; i < size; ++i)
                    a[i] = char('a' + (i * 5 + size) % 26);
                QByteArray b = a;
                b[at] = '#';
                int made = 0;
                for (int round = 0; round < 3; ++round) {
                    for (const QByteArray &bytes : {a, b}) {
                        const QString text =
                            cache.value(PbnValueCache::Kind(kind), bytes.constData(), bytes.size(), [&]() {
                                ++made;
                                return QString::fromLatin1(bytes);
                            }, 96);
                        QCOMPARE(text, QString::fromLatin1(bytes));
                    }
                }
                ++pairs;
                remade += made > 4 ? 1 : 0;
            }
        }
        // (two texts may meet in one of the 1,024 slots by chance: a few pairs)
        QVERIFY2(remade * 100 < pairs, qPrintable(QStringLiteral("%1 of %2 pairs made again").arg(remade).arg(pairs)));
    }

    void heldFromSecondTime_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("short (a word)") << QByteArray("1NT");
        QTest::newRow("eight bytes") << QByteArray("Leufkens");
        QTest::newRow("long (a comment)") << QByteArray("S makes 3 tricks in 1NT");
    }
    void heldFromSecondTime()
    {
        QFETCH(QByteArray, bytes);
        PbnValueCache cache;
        int made = 0;
        auto ask = [&]() {
            return cache.value(PbnValueCache::Kind::BraceComment, bytes.constData(), bytes.size(), [&]() {
                ++made;
                return QString::fromLatin1(bytes);
            }, 96);
        };
        QString first = ask();
        QCOMPARE(first, QString::fromLatin1(bytes));
        QVERIFY(first.isDetached()); // (met once: not held by the cache)
        QCOMPARE(made, 1);
        const QString second = ask();
        QCOMPARE(second, QString::fromLatin1(bytes));
        QCOMPARE(made, 2);
        QVERIFY(!second.isDetached()); // (held: the cache keeps it)
        const QString third = ask();
        QCOMPARE(made, 2);
        QVERIFY(third.isSharedWith(second));
        QVERIFY(!third.isSharedWith(first));
        // (another kind of text of the same bytes is not this one)
        const QString asTag = cache.value(PbnValueCache::Kind::TagValue, bytes.constData(), bytes.size(), [&]() {
            ++made;
            return QString::fromLatin1(bytes);
        });
        QCOMPARE(made, 3);
        QVERIFY(!asTag.isSharedWith(second));
    }

    void passedMemoHoldsOnlyShared()
    {
        PbnPassedMemo<QString> memo;
        // met once: its game's alone, not remembered (nor held)
        QString once = QString::number(8817);
        memo.remember(1, once);
        QVERIFY(!memo.passed(1, once));
        QVERIFY(once.isDetached());
        // held elsewhere too (as the value cache holds a repeated text):
        // remembered, and known again by its data
        QString kept = QString::fromLatin1("NS 620");
        const QString cacheCopy = kept;
        memo.remember(1, kept);
        QVERIFY(memo.passed(1, kept));
        QVERIFY(memo.passed(1, cacheCopy));
        QVERIFY(!memo.passed(2, kept)); // (another check: not passed)
        // (raw data: never remembered)
        static const char16_t raw[] = u"NS 620";
        const QString rawText = QString::fromRawData(reinterpret_cast<const QChar *>(raw), 6);
        memo.remember(1, rawText);
        QVERIFY(!memo.passed(1, rawText));
    }
};

QTEST_APPLESS_MAIN(TestPbnValueCache)
#include "tst_pbnvaluecache.moc"
