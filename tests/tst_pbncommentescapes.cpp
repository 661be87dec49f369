// PbnText::hasProgramEscapes() on a comment's bytes (what the reader now
// asks) against the same on the text decodeComment() and decode() make of
// them (what it asked before), UTF-8 and ISO-8859-1: each escape and each
// near miss at every place of ASCII texts of 0 to 48 bytes, with CR, CRLF,
// bytes that are not ASCII and broken UTF-8 between a pair's two bytes, and
// random texts of the bytes that matter. And games read whole: where the
// reader warns of the escapes (the place main 1c58490 gives).

#include "parsers/pbn/pbntext.h"
#include "support/pbnhelpers.h"

#include <QRandomGenerator>
#include <QTest>

using namespace kib;

namespace {

QByteArray asciiText(qsizetype size)
{
    QByteArray b;
    for (qsizetype i = 0; i < size; ++i)
        b.append(char('a' + (i * 7) % 13)); // (a to m: no 'n' after a piece's '\\')
    return b;
}

// the bytes' answer, and the texts' (a brace comment's, a line comment's)
void checkOne(const QByteArray &b, bool latin1)
{
    const bool bytes = PbnText::hasProgramEscapes(b.constData(), b.size());
    const bool brace = PbnText::hasProgramEscapes(PbnText::decodeComment(b.constData(), b.size(), latin1), false);
    const bool line = PbnText::hasProgramEscapes(PbnText::decode(b.constData(), b.size(), latin1), false);
    if (bytes != brace || bytes != line)
        QFAIL(qPrintable(QStringLiteral("bytes %1 (latin1 %2): %3 on the bytes, %4 on the brace text, %5 on the line's")
                             .arg(QString::fromLatin1(b.toHex()))
                             .arg(latin1)
                             .arg(bytes)
                             .arg(brace)
                             .arg(line)));
}

} // namespace

class TestPbnCommentEscapes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void piece_data()
    {
        QTest::addColumn<QByteArray>("piece");
        QTest::addColumn<bool>("escape");
        const QList<std::tuple<const char *, QByteArray, bool>> pieces = {
            {"\\n", QByteArray("\\n"), true},
            {"!S", QByteArray("!S"), true},
            {"!H", QByteArray("!H"), true},
            {"!D", QByteArray("!D"), true},
            {"!C", QByteArray("!C"), true},
            {"\\\\n", QByteArray("\\\\n"), true},
            {"!!S", QByteArray("!!S"), true},
            {"\\S (the standard's)", QByteArray("\\S"), false},
            {"!s", QByteArray("!s"), false},
            {"\\N", QByteArray("\\N"), false},
            {"! S", QByteArray("! S"), false},
            {"!N", QByteArray("!N"), false},
            {"lone !", QByteArray("!"), false},
            {"lone \\", QByteArray("\\"), false},
            {"\\ CRLF n", QByteArray("\\\r\nn"), false},
            {"! CR S", QByteArray("!\rS"), false},
            {"! LF S", QByteArray("!\nS"), false},
            {"! e-acute S", QByteArray("!\xC3\xA9S"), false},
            {"! lone lead S", QByteArray("!\xC3S"), false},
            {"! cut sequence S", QByteArray("!\xE2\x82S"), false},
            {"! BOM S", QByteArray("!\xEF\xBB\xBFS"), false},
            {"lead byte then !S", QByteArray("\xC3!S"), true},
            {"0xFF then \\n", QByteArray("\xFF\\n"), true},
        };
        for (const auto &[name, piece, escape] : pieces)
            QTest::addRow("%s", name) << piece << escape;
    }
    void piece()
    {
        QFETCH(QByteArray, piece);
        QFETCH(bool, escape);
        for (qsizetype size = 0; size <= 48; ++size) {
            const QByteArray text = asciiText(size);
            for (qsizetype at = 0; at <= size; ++at) {
                QByteArray b = text;
                b.insert(at, piece);
                QCOMPARE(PbnText::hasProgramEscapes(b.constData(), b.size()), escape);
                for (bool latin1 : {false, true}) {
                    checkOne(b, latin1);
                    if (QTest::currentTestFailed())
                        return;
                }
            }
        }
    }

    void reader_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("where"); // line:column of pbn.text.escapes, or ""
        const QByteArray game = "[Event \"e\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n";
        QTest::newRow("none") << game + "{a comment}\n; and a line\n" << QString();
        QTest::newRow("\\n ends a brace comment") << game + "{a comment \\n}\n" << QStringLiteral("5:1");
        QTest::newRow("two bytes") << game + "{x}\n{\\n}\n" << QStringLiteral("6:1");
        QTest::newRow("!C ends a line comment") << game + "; and a line !C\n" << QStringLiteral("5:1");
        QTest::newRow("!S ends the file") << game + ";!S" << QStringLiteral("5:1");
        QTest::newRow("unterminated") << game + "{ x !D" << QStringLiteral("5:1");
        QTest::newRow("a % line has none") << game + "%!S\n" << QString();
        QTest::newRow("CRLF between") << game + "{!\r\nS \\\r\nn}\n" << QString();
        QTest::newRow("Latin-1") << game + "{caf\xE9 !H}\n" << QStringLiteral("5:1");
        QTest::newRow("the second of two") << game + "{a}\n{0123456789abcdef0123 !S}\n" << QStringLiteral("6:1");
        // Notes, game after game: the reader keeps the last note text of
        // each section found without escapes and does not look through it
        // again (the places main f83831a's validate gives)
        auto noted = [](int board, const char *note, const char *playNote) {
            QByteArray g = "[Event \"e\"]\n[Board \"" + QByteArray::number(board)
                           + "\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Auction \"N\"]\n1C =1= Pass\n[Note \"1:"
                           + note + "\"]\n";
            if (playNote)
                g += QByteArray("[Play \"E\"]\nS2 =1= S3\n[Note \"1:") + playNote + "\"]\n";
            return g;
        };
        QTest::newRow("notes: a plain one, then one of its size with escapes")
            << noted(1, "plai", nullptr) + "\n" + noted(2, "x !S", nullptr) << QStringLiteral("15:1");
        QTest::newRow("notes: escapes in two games")
            << noted(1, "x !S", nullptr) + "\n" + noted(2, "x !S", nullptr) << QStringLiteral("7:1 15:1");
        QTest::newRow("notes: plain twice, then escapes in the play's")
            << noted(1, "plain", "fine") + "\n" + noted(2, "plain", "fine") + "\n" + noted(3, "plain", "y \\\\n")
            << QStringLiteral("32:1");
        QTest::newRow("notes: the play's plain, then the auction's with escapes")
            << noted(1, "a", "plain") + "\n" + noted(2, "a !H", "plain") << QStringLiteral("18:1");
    }
    void reader()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, where);
        const ReadResult r = test::readPbn(text);
        QStringList found;
        for (const Diagnostic &d : r.diagnostics)
            if (d.code == QLatin1String("pbn.text.escapes"))
                found.append(QStringLiteral("%1:%2").arg(d.line).arg(d.column));
        QCOMPARE(found.join(QLatin1Char(' ')), where);
    }

    void randomBytes()
    {
        static const char alphabet[] = "\\!nSHDCsx \r\n\xC3\xA9\xEF\xBB\xBF\x80\xE2\xFF";
        QRandomGenerator rng(18);
        int found = 0;
        for (int n = 0; n < 20000; ++n) {
            QByteArray b(rng.bounded(0, 70), Qt::Uninitialized);
            for (char &c : b)
                c = rng.bounded(2) == 0 ? alphabet[rng.bounded(int(sizeof alphabet) - 1)] : char('a' + rng.bounded(26));
            found += PbnText::hasProgramEscapes(b.constData(), b.size()) ? 1 : 0;
            checkOne(b, n % 2 == 0);
            if (QTest::currentTestFailed())
                return;
        }
        // (both answers met often)
        QVERIFY(found > 1500);
        QVERIFY(found < 18000);
    }
};

QTEST_APPLESS_MAIN(TestPbnCommentEscapes)
#include "tst_pbncommentescapes.moc"
