// What the writers leave out so that they never write what their own reader
// rejects, and the words they give for it (issue 21's round trips, issue 14
// section 3), on fixtures of our own: tst_convertall finds the same on the
// corpus. Each conversion as kibitzer-cli convert does it (writeFile).
#include "model/cardrecord.h"
#include "parsers/fileio.h"
#include "parsers/readbacktolerance.h"
#include "parsers/registry.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kib;

class TestConvertNamed : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void linLeavesOut_data();
    void linLeavesOut();
    void fileCommentsToLin();
    void signatureAddedIsNamed_data();
    void signatureAddedIsNamed();
    void dealWithoutDealer_data();
    void dealWithoutDealer();
    void readBackTolerance_data();
    void readBackTolerance();
};

namespace {

const NotationPlugin &plugin(const char *id)
{
    return *Registry::builtin().byId(QString::fromLatin1(id));
}

QString sample(const char *name)
{
    return QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/") + QLatin1String(name);
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString describe(const Diagnostics &ds)
{
    QStringList out;
    for (const Diagnostic &d : ds)
        out.append(QStringLiteral("[%1] record %2: %3").arg(d.code).arg(d.record).arg(d.message));
    return out.join(u'\n');
}

// One deal for every fixture: N holds the top four spades and the top
// three of the other suits.
const char deal[] = "[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]\n";

QByteArray board(const char *dealer, const char *rest)
{
    return QByteArray("[Event \"Fixture\"]\n[Board \"1\"]\n[Dealer \"") + dealer + "\"]\n[Vulnerable \"None\"]\n" + deal
           + rest;
}

} // namespace

void TestConvertNamed::linLeavesOut_data()
{
    QTest::addColumn<QByteArray>("pbn");
    QTest::addColumn<QString>("named");       // what cannotHold() says
    QTest::addColumn<QByteArray>("written");  // what the LIN line holds
    QTest::addColumn<QByteArray>("notWritten");
    // East's 1H is marked insufficient (^I): LIN's calls must be legal
    QTest::newRow("irregular auction")
        << board("N", "[Declarer \"N\"]\n[Contract \"4S\"]\n[Result \"10\"]\n[Auction \"N\"]\n1S ^I 1H 4S Pass\nPass Pass\n")
        << QStringLiteral("the auction, with its irregularities (LIN's calls go round from the dealer and must be "
                          "legal): left out, with the play and the result")
        << QByteArray("|sv|o|") << QByteArray("mb|");
    // the unfinished auction makes West declarer; the record says South:
    // a reader of the calls would seat West's lead as North's
    QTest::newRow("play the calls seat otherwise")
        << board("S", "[Declarer \"S\"]\n[Contract \"3NT\"]\n[Auction \"S\"]\n1NT 3NT Pass Pass\n[Play \"W\"]\nH5\n*\n")
        << QStringLiteral("play LIN cannot seat: it starts away from the opening lead the calls give (or the calls "
                          "make another declarer), or its trumps are named by no auction")
        << QByteArray("mb|1N|mb|3N|mb|p|mb|p|") << QByteArray("pc|");
    // declarer has won both tricks played: a claim of 1 contradicts them
    QTest::newRow("result the play contradicts")
        << board("N", "[Declarer \"N\"]\n[Contract \"4S\"]\n[Result \"1\"]\n[Auction \"N\"]\n1S Pass 4S Pass\nPass Pass\n"
                      "[Play \"E\"]\nHJ H8 H5 HA\nS7 S3 S2 SA\n*\n")
        << QStringLiteral("the result 1 (the declarer's tricks in the play written contradict it; LIN gives a result "
                          "as a claim)")
        << QByteArray("pc|SA|pc|S7|pc|S3|pc|S2|") << QByteArray("mc|");
}

void TestConvertNamed::linLeavesOut()
{
    QFETCH(QByteArray, pbn);
    QFETCH(QString, named);
    QFETCH(QByteArray, written);
    QFETCH(QByteArray, notWritten);
    const ReadResult in = plugin("pbn").read(pbn);
    QVERIFY2(in.collection.size() == 1, qPrintable(describe(in.diagnostics)));
    for (const Diagnostic &d : in.diagnostics)
        QVERIFY2(!d.isError(), qPrintable(describe(in.diagnostics)));
    QVERIFY2(plugin("lin").cannotHold(*in.collection.record(0)).contains(named),
             qPrintable(plugin("lin").cannotHold(*in.collection.record(0)).join(u'\n')));
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out.lin"));
    const SavedFile saved = writeFile(out, in.collection, plugin("lin"));
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    const QByteArray line = bytesOf(out);
    QVERIFY2(line.contains(written), line.constData());
    QVERIFY2(!line.contains(notWritten), line.constData());
    // and it reads back with nothing to say, even strictly
    const ReadResult back = plugin("lin").read(line);
    QVERIFY2(back.diagnostics.isEmpty(), qPrintable(describe(back.diagnostics)));
}

void TestConvertNamed::fileCommentsToLin()
{
    // rbn_match.rbn's "% RBN Kibitzer sample: ..." has no place in LIN
    const LoadedFile in = readFile(sample("rbn_match.rbn"));
    QVERIFY(in.ok());
    QVERIFY(!in.result.collection.fileComments().isEmpty());
    const WriteResult w = plugin("lin").write(in.result.collection);
    QCOMPARE(w.warnings.first().code, QStringLiteral("lin.write.lost"));
    QCOMPARE(w.warnings.first().record, 0);
    QCOMPARE(w.warnings.first().message,
             QStringLiteral("the file's comment (1 of them, the first \"RBN Kibitzer sample: two boards of a team "
                            "match, both rooms\"): LIN has no comments outside a board"));
    // a file without comments: no word
    Collection bare = in.result.collection;
    bare.fileComments().clear();
    for (const Diagnostic &d : plugin("lin").write(bare).warnings)
        QVERIFY2(d.record != 0, qPrintable(d.message));
}

void TestConvertNamed::signatureAddedIsNamed_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("sourceFormat");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("message"); // empty: no word
    QTest::newRow("lin to pbn") << sample("lin_club_session.lin") << "lin" << "pbn"
                                << "the file gets the first line \"% PBN 2.1\" and \"% EXPORT\", which it did not have";
    QTest::newRow("lin to rbn") << sample("lin_club_session.lin") << "lin" << "rbn"
                                << "the file gets the first line \"% RBN\", which it did not have";
    // records made in memory (no source notation) get the lines without a word
    QTest::newRow("made in memory") << sample("lin_club_session.lin") << "" << "pbn" << "";
}

void TestConvertNamed::signatureAddedIsNamed()
{
    QFETCH(QString, source);
    QFETCH(QString, sourceFormat);
    QFETCH(QString, target);
    QFETCH(QString, message);
    LoadedFile in = readFile(source);
    QVERIFY(in.ok());
    QVERIFY(in.result.collection.fileComments().isEmpty());
    in.result.collection.setSourceFormat(sourceFormat);
    const NotationPlugin &to = *Registry::builtin().byId(target);
    QTemporaryDir dir;
    const SavedFile saved = writeFile(dir.filePath(QStringLiteral("out.") + to.extensions().first()),
                                      in.result.collection, to);
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    QStringList said;
    for (const Diagnostic &d : saved.warnings)
        if (d.code == target + QStringLiteral(".write.signature")) {
            QCOMPARE(d.record, 0);
            said.append(d.message);
        }
    QCOMPARE(said, message.isEmpty() ? QStringList() : QStringList{message});
}

void TestConvertNamed::dealWithoutDealer_data()
{
    QTest::addColumn<QByteArray>("dealTag");
    QTest::addColumn<QString>("rbnSays");    // what RBN's cannotHold() says of it (empty: nothing)
    QTest::addColumn<QString>("pbnDealBack"); // the Deal tag PBN writes from the RBN
    QTest::newRow("from West") << QByteArray("[Deal \"W:2.5432.5432.5432 AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 -\"]\n")
                               << QString() << "W:2.5432.5432.5432 AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 -";
    QTest::newRow("from North") << QByteArray(deal)
                                << "the seat the deal is given from (N: with no dealer, RBN gives it from W)"
                                << "W:2.5432.5432.5432 AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876";
    QTest::newRow("West alone") << QByteArray("[Deal \"S:- 2.5432.5432.5432 - -\"]\n")
                                << "the seat the deal is given from (S: with no dealer, RBN gives it from W)"
                                << "W:2.5432.5432.5432 - - -";
}

void TestConvertNamed::dealWithoutDealer()
{
    QFETCH(QByteArray, dealTag);
    QFETCH(QString, rbnSays);
    QFETCH(QString, pbnDealBack);
    const ReadResult pbn = plugin("pbn").read(QByteArray("[Board \"1\"]\n") + dealTag);
    QCOMPARE(pbn.collection.size(), 1);
    const QStringList lost = plugin("rbn").cannotHold(*pbn.collection.record(0));
    bool said = false;
    for (const QString &l : lost)
        said = said || l.startsWith(u"the seat the deal is given from");
    QVERIFY2(rbnSays.isEmpty() ? !said : lost.contains(rbnSays), qPrintable(lost.join(u'\n')));
    // through RBN, PBN gives the deal from the seat RBN's H line starts with
    const ReadResult rbn = plugin("rbn").read(plugin("rbn").write(pbn.collection).data);
    QCOMPARE(rbn.collection.size(), 1);
    const ReadResult back = plugin("pbn").read(plugin("pbn").write(rbn.collection).data);
    QCOMPARE(back.collection.size(), 1);
    QCOMPARE(back.collection.record(0)->tag(QStringLiteral("Deal")), pbnDealBack);
}

void TestConvertNamed::readBackTolerance_data()
{
    QTest::addColumn<int>("record");
    QTest::addColumn<QString>("code");
    QTest::addColumn<bool>("error");
    QTest::addColumn<bool>("tolerated");
    // the input: record 2 had pbn.play.card-not-held, record 0 (the file) pbn.file.x
    QTest::newRow("same record, another notation's code") << 2 << "rbn.hands.not-held" << true << true;
    QTest::newRow("a clean record") << 1 << "rbn.hands.not-held" << true << false;
    QTest::newRow("a clean record, the input's code") << 3 << "pbn.play.card-not-held" << true << true;
    QTest::newRow("the file, another code") << 0 << "rbn.file.y" << true << false;
    QTest::newRow("the file, its code") << 0 << "pbn.file.x" << true << true;
    QTest::newRow("a warning") << 1 << "rbn.anything" << false << true;
}

void TestConvertNamed::readBackTolerance()
{
    QFETCH(int, record);
    QFETCH(QString, code);
    QFETCH(bool, error);
    QFETCH(bool, tolerated);
    const Diagnostics input = {Diagnostic::warning(QStringLiteral("pbn.tag.unknown"), QStringLiteral("w"), 1, 1, 1),
                               Diagnostic::error(QStringLiteral("pbn.play.card-not-held"), QStringLiteral("e"), 5, 1, 2),
                               Diagnostic::error(QStringLiteral("pbn.file.x"), QStringLiteral("f"), 1, 1, 0)};
    const ReadBackTolerance tolerance(input);
    const Diagnostic d = error ? Diagnostic::error(code, QStringLiteral("back"), 3, 1, record)
                               : Diagnostic::warning(code, QStringLiteral("back"), 3, 1, record);
    QCOMPARE(tolerance.tolerates(d), tolerated);
    QCOMPARE(tolerance.firstError({d}) == nullptr, tolerated);
}

QTEST_MAIN(TestConvertNamed)
#include "tst_convertnamed.moc"
