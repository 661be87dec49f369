// PbnAnnotations::split() reads the number of a note reference (=n=) and of
// a NAG ($n) without QByteArrayView::toInt() up to nine digits: the same
// number as toInt() for every count of digits, leading zeros, values past
// an int, and the bounds apply() checks (1 to 32, 255). And apply() gives a
// call or card its note references as before: the first, then a second
// reported and kept.

#include "parsers/pbn/pbnannotations.h"
#include "parsers/pbn/pbnreport.h"

#include "model/diagnostic.h"

#include <QTest>

using namespace kib;

class TestPbnAnnotationNumbers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void numbersAsToInt_data();
    void numbersAsToInt();
    void noteRefsApplied();
};

namespace {

// A word token of these bytes (which must outlive it), where split() reads it
PbnToken wordOf(const QByteArray &text, int line, int column)
{
    PbnToken word;
    word.kind = PbnToken::Kind::Word;
    word.text = text.constData();
    word.size = text.size();
    word.line = line;
    word.column = column;
    return word;
}

} // namespace

void TestPbnAnnotationNumbers::numbersAsToInt_data()
{
    QTest::addColumn<QByteArray>("digits");
    for (const char *d : {"0", "1", "9", "01", "001", "32", "33", "255", "256", "1000", "999999", "1000000",
                          "123456789", "999999999", "0000000001", "1000000000", "2147483647", "2147483648",
                          "9999999999", "00000000000000000007", "99999999999999999999"})
        QTest::newRow(d) << QByteArray(d);
    // every count of digits up to twelve, each digit once first
    for (int n = 1; n <= 12; ++n)
        for (char first = '0'; first <= '9'; ++first) {
            QByteArray d(n, '7');
            d[0] = first;
            QTest::newRow(("len " + QByteArray::number(n) + " " + d).constData()) << d;
        }
}

void TestPbnAnnotationNumbers::numbersAsToInt()
{
    QFETCH(QByteArray, digits);
    const int expected = QByteArrayView(digits).toInt();

    const QByteArray ref = "=" + digits + "=";
    const PbnAnnotations::Pieces refPieces = PbnAnnotations::split(wordOf(ref, 1, 5));
    QCOMPARE(refPieces.size(), 1);
    QCOMPARE(refPieces.at(0).kind, PbnAnnotations::Piece::Kind::NoteRef);
    QCOMPARE(refPieces.at(0).number, expected);
    QCOMPARE(refPieces.at(0).size, ref.size());

    const QByteArray nag = "$" + digits;
    const PbnAnnotations::Pieces nagPieces = PbnAnnotations::split(wordOf(nag, 1, 5));
    QCOMPARE(nagPieces.size(), 1);
    QCOMPARE(nagPieces.at(0).kind, PbnAnnotations::Piece::Kind::Nag);
    QCOMPARE(nagPieces.at(0).number, digits.size() > 6 ? 1000000 : expected);
}

void TestPbnAnnotationNumbers::noteRefsApplied()
{
    Diagnostics out;
    PbnReport report(&out, 1);
    Annotation a;
    bool fromNag = false;
    const QByteArray text = "=3==12==40=";
    for (const PbnAnnotations::Piece &p : PbnAnnotations::split(wordOf(text, 2, 1)))
        PbnAnnotations::apply(p, a, &fromNag, true, 2, report);
    QCOMPARE(a.noteRefs, (QList<int>{3, 12}));
    QCOMPARE(out.size(), 2);
    QCOMPARE(out.at(0).code, QStringLiteral("pbn.note.double-ref"));
    QCOMPARE(out.at(0).column, 4);
    QCOMPARE(out.at(1).code, QStringLiteral("pbn.note.bad-ref"));
    QCOMPARE(out.at(1).column, 8);
}

QTEST_GUILESS_MAIN(TestPbnAnnotationNumbers)
#include "tst_pbnannotationnumbers.moc"
