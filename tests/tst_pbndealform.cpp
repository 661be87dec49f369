// The Deal tag after reading: a value already in export form is kept as it
// was read (the reader does not spell it again), any other is spelled in
// export form from the dealer. Both must give the same text the writer
// would put out.

#include "support/pbnhelpers.h"

#include "parsers/pbn/pbndeal.h"

#include <QTest>

using namespace kib;
using namespace kib::test;

class TestPbnDealForm : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dealTag_data();
    void dealTag();
    void exportFormFlag_data();
    void exportFormFlag();
};

namespace {
const char *const exportN = "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
const char *const exportE = "E:A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85 .63.AKQ987.A9732";
} // namespace

void TestPbnDealForm::dealTag_data()
{
    QTest::addColumn<QString>("dealer");   // "" for no Dealer tag
    QTest::addColumn<QString>("value");    // as written in the file
    QTest::addColumn<QString>("expected"); // the Deal tag after reading

    QTest::newRow("export form, dealer first") << "N" << exportN << exportN;
    QTest::newRow("export form, no dealer") << "" << exportE << exportE;
    QTest::newRow("another seat first") << "N" << exportE << exportN;
    QTest::newRow("dealer East, written from North") << "E" << exportN << exportE;
    QTest::newRow("lower case ranks") << "N"
                                      << "N:.63.akq987.A9732 A8654.KQ5.t.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"
                                      << exportN;
    QTest::newRow("lower case side") << "N"
                                     << "n:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"
                                     << exportN;
    QTest::newRow("unsorted suit") << "N"
                                   << "N:.36.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"
                                   << exportN;
    QTest::newRow("hands not given, export form") << "S" << "S:J973.J98742.3.K4 - - -"
                                                  << "S:J973.J98742.3.K4 - - -";
    QTest::newRow("hands not given, another first") << "N" << "S:J973.J98742.3.K4 - - -"
                                                    << "N:- - J973.J98742.3.K4 -";
    // (a value in export form from another seat: its hands turned round)
    QTest::newRow("dealer West, written from South")
        << "W" << "S:J973.J98742.3.K4 KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6"
        << "W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4";
    QTest::newRow("dealer South, written from West")
        << "S" << "W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4"
        << "S:J973.J98742.3.K4 KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6";
    QTest::newRow("hands not given, dealer East, from West") << "E" << "W:- J973.J98742.3.K4 - -"
                                                             << "E:- - - J973.J98742.3.K4";
    QTest::newRow("short hands, dealer North, from East") << "N" << "E:AK... - QJ... -"
                                                          << "N:- AK... - QJ...";
}

void TestPbnDealForm::dealTag()
{
    QFETCH(QString, dealer);
    QFETCH(QString, value);
    QFETCH(QString, expected);
    QByteArray text;
    if (!dealer.isEmpty())
        text += "[Dealer \"" + dealer.toLatin1() + "\"]\n";
    text += "[Deal \"" + value.toLatin1() + "\"]\n";
    const ReadResult r = readPbn(text);
    QVERIFY2(r.diagnostics.isEmpty(), qPrintable(describe(r.diagnostics)));
    const auto record = cardRecord(r, 0);
    QVERIFY(record);
    QCOMPARE(record->tag(QStringLiteral("Deal")), expected);
    // the same text as the writer's spelling of the deal
    const Seat first = record->dealer() != NoSeat ? record->dealer() : bridgeSeatFromLetter(expected.at(0).unicode());
    QCOMPARE(PbnDeal::encode(record->deal(), first), expected);
}

void TestPbnDealForm::exportFormFlag_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("exportForm");
    QTest::newRow("export form") << exportN << true;
    QTest::newRow("hands not given") << "W:- - AKQJT98765432... -" << true;
    QTest::newRow("lower case rank") << "N:.63.AKQ987.A9732 A8654.KQ5.T.QJt6 J973.J98742.3.K4 KQT2.AT.J6542.85"
                                     << false;
    QTest::newRow("unsorted") << "N:.63.AKQ987.A9732 A8654.KQ5.T.QJ6T J973.J98742.3.K4 KQT2.AT.J6542.85" << false;
    QTest::newRow("a hand \"...\"") << "N:... A8654.KQ5.T.QJT6 - -" << false;
    QTest::newRow("lower case side") << "w:- - AKQJT98765432... -" << false;
}

void TestPbnDealForm::exportFormFlag()
{
    QFETCH(QString, value);
    QFETCH(bool, exportForm);
    Deal deal;
    const PbnDeal::Decoded d = PbnDeal::decode(value, &deal);
    QVERIFY(d.ok);
    QCOMPARE(d.exportForm, exportForm);
    // in export form exactly when the writer's spelling is the text itself
    QCOMPARE(PbnDeal::encode(deal, d.first) == value, exportForm);
}

QTEST_GUILESS_MAIN(TestPbnDealForm)
#include "tst_pbndealform.moc"
