// isUtf8(): whether a file's or a game's bytes are UTF-8, with its
// ASCII runs passed 64 bytes at a time. Checked against a plain reference,
// a byte at a time, for bytes that are not ASCII at every place around the
// blocks' bounds and for random texts.

#include "parsers/utf8check.h"

#include <QStringDecoder>

#include <QRandomGenerator>
#include <QTest>

using namespace kib;

namespace {

// RFC 3629: no overlong form, no surrogate, nothing past U+10FFFF.
bool referenceUtf8(const QByteArray &b)
{
    qsizetype i = 0;
    while (i < b.size()) {
        const uchar c = uchar(b.at(i));
        int extra = 0;
        quint32 cp = 0;
        if (c < 0x80) {
            ++i;
            continue;
        } else if (c >= 0xC2 && c <= 0xDF) {
            extra = 1;
            cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            extra = 2;
            cp = c & 0x0F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            extra = 3;
            cp = c & 0x07;
        } else {
            return false;
        }
        if (i + extra >= b.size())
            return false;
        for (int k = 1; k <= extra; ++k) {
            const uchar d = uchar(b.at(i + k));
            if ((d & 0xC0) != 0x80)
                return false;
            cp = (cp << 6) | (d & 0x3F);
        }
        const quint32 least[] = {0, 0x80, 0x800, 0x10000};
        if (cp < least[extra] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return false;
        i += extra + 1;
    }
    return true;
}

const QList<QByteArray> &pieces()
{
    static const QList<QByteArray> list = {
        "\xc3\xa9",         // é
        "\xe2\x99\xa0",     // ♠
        "\xf0\x9f\x82\xa1", // a playing card
        "\x80",             // a lone continuation byte
        "\xc0\x80",         // overlong
        "\xe0\x80\x80",     // overlong
        "\xed\xa0\x80",     // a surrogate
        "\xf4\x90\x80\x80", // past U+10FFFF
        "\xc3",             // cut short (before ASCII)
        "\xff",
        "\xe9",             // Latin-1 é
    };
    return list;
}

} // namespace

class TestPbnTextUtf8 : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oneAtEveryPlace_data();
    void oneAtEveryPlace();
    void randomTexts();
};

void TestPbnTextUtf8::oneAtEveryPlace_data()
{
    QTest::addColumn<int>("piece");
    for (int i = 0; i < pieces().size(); ++i)
        QTest::newRow(qPrintable(QString::number(i))) << i;
}

// Each piece in ASCII text of 0 to 200 bytes, at every place.
void TestPbnTextUtf8::oneAtEveryPlace()
{
    QFETCH(int, piece);
    const QByteArray p = pieces().at(piece);
    for (int size = 0; size <= 200; ++size) {
        for (int at = 0; at <= size; ++at) {
            QByteArray text(size, 'a');
            text.insert(at, p);
            QCOMPARE(isUtf8(text.constData(), text.size()), referenceUtf8(text));
        }
        const QByteArray ascii(size, 'b');
        QVERIFY(isUtf8(ascii.constData(), ascii.size()));
    }
}

void TestPbnTextUtf8::randomTexts()
{
    QRandomGenerator rng(18);
    int valid = 0;
    for (int n = 0; n < 5000; ++n) {
        QByteArray text;
        const int size = rng.bounded(400);
        while (text.size() < size) {
            if (rng.bounded(60) == 0)
                text += pieces().at(rng.bounded(int(pieces().size())));
            else
                text += char(0x20 + rng.bounded(0x5f));
        }
        const bool want = referenceUtf8(text);
        valid += want;
        // (the reference is what QStringDecoder finds too)
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString decoded = decoder.decode(text);
        QCOMPARE(!decoder.hasError(), want);
        QCOMPARE(isUtf8(text.constData(), text.size()), want);
    }
    QVERIFY(valid > 500 && valid < 4500); // (both answers well tried)
}

QTEST_GUILESS_MAIN(TestPbnTextUtf8)
#include "tst_pbntextutf8.moc"
