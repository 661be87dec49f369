// Issue 20's model and notation half, without the window: a record written
// anew into a file saved in place takes the file's line ends and character
// set; the PBN writer writes a "your call?" point before the answer that
// follows it, as the reader takes it; files are detected as the CLI and the
// viewer both detect them (empty, not a notation); the duplicate score of
// a result; a shuffle that its seed repeats.
#include "model/bridgescore.h"
#include "model/cardrecord.h"
#include "model/shuffle.h"
#include "parsers/fileio.h"
#include "parsers/preservingwriter.h"

#include <QFile>
#include <QSet>
#include <QTest>

using namespace kib;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const QByteArray latin1File = "% PBN 2.1\n% EXPORT\n\n"
                              "[Event \"Caf\xe9 des Sports\"]\n[Site \"?\"]\n[Date \"2024.01.05\"]\n[Board \"1\"]\n"
                              "[West \"?\"]\n[North \"M\xfcller\"]\n[East \"?\"]\n[South \"?\"]\n[Dealer \"N\"]\n"
                              "[Vulnerable \"None\"]\n"
                              "[Deal \"N:AK52.K73.AQ4.962 QJ9.AJ84.KT95.Q3 T876.Q65.J3.AKJ8 43.T92.8762.T754\"]\n"
                              "[Scoring \"?\"]\n[Declarer \"?\"]\n[Contract \"?\"]\n[Result \"?\"]\n\n"
                              "[Event \"Caf\xe9 des Sports\"]\n[Site \"?\"]\n[Date \"2024.01.05\"]\n[Board \"2\"]\n"
                              "[West \"?\"]\n[North \"?\"]\n[East \"?\"]\n[South \"?\"]\n[Dealer \"E\"]\n"
                              "[Vulnerable \"NS\"]\n"
                              "[Deal \"E:AK52.K73.AQ4.962 QJ9.AJ84.KT95.Q3 T876.Q65.J3.AKJ8 43.T92.8762.T754\"]\n"
                              "[Scoring \"?\"]\n[Declarer \"?\"]\n[Contract \"?\"]\n[Result \"?\"]\n";

} // namespace

class TestWriteFidelity : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void editedRecordTakesTheFilesForm_data();
    void editedRecordTakesTheFilesForm();
    void quizAnswerAfterQuestion();
    void detection_data();
    void detection();
    void scores_data();
    void scores();
    void shuffleRepeats();
};

void TestWriteFidelity::editedRecordTakesTheFilesForm_data()
{
    QTest::addColumn<QByteArray>("lineEnd");
    QTest::newRow("LF") << QByteArray("\n");
    QTest::newRow("CRLF") << QByteArray("\r\n");
}

void TestWriteFidelity::editedRecordTakesTheFilesForm()
{
    QFETCH(QByteArray, lineEnd);
    QByteArray data = latin1File;
    data.replace("\n", lineEnd);
    const NotationPlugin *pbn = Registry::builtin().byId(QStringLiteral("pbn"));
    ReadResult r = pbn->read(data);
    QCOMPARE(r.collection.size(), 2);
    OriginalFile original{data, pbn->split(data), {0, 1}};
    // record 2 edited: a name with a Latin-1 letter
    RecordPtr copy(r.collection.records().at(1)->clone());
    copy->setTag(QStringLiteral("South"), QStringLiteral("Jos\u00e9"));
    r.collection.records()[1] = copy;
    original.recordSpans[1] = -1;
    const PreservedWrite w = writePreserving(*pbn, r.collection, original);
    QVERIFY(w.preserved);
    QCOMPARE(w.copiedRecords, 1);
    if (lineEnd == "\n")
        QCOMPARE(w.data.count('\r'), 0);
    else
        QCOMPARE(w.data.count('\n'), w.data.count("\r\n"));
    QVERIFY(w.data.contains("[South \"Jos\xe9\"]"));      // ISO-8859-1, as the file
    QVERIFY(!w.data.contains("Jos\xc3\xa9"));            // not UTF-8
    QCOMPARE(w.data.count("Caf\xe9 des Sports"), 2);
    QVERIFY(w.data.startsWith(data.left(data.indexOf("[Event", data.indexOf("[Event") + 1))));
    const ReadResult back = pbn->read(w.data);
    QCOMPARE(back.collection.records().at(1)->tag(QStringLiteral("South")), QStringLiteral("Jos\u00e9"));
    QCOMPARE(back.collection.records().at(0)->tag(QStringLiteral("North")), QStringLiteral("M\u00fcller"));
}

void TestWriteFidelity::quizAnswerAfterQuestion()
{
    const NotationPlugin *pbn = Registry::builtin().byId(QStringLiteral("pbn"));
    const QByteArray sample = readAll(QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/bridge_club_pairs.pbn"));
    const ReadResult r = pbn->read(sample);
    QCOMPARE(r.collection.size(), 2);
    const auto *quiz = dynamic_cast<const CardRecord *>(r.collection.records().at(1).get());
    QVERIFY(quiz);
    QCOMPARE(quiz->auction().queryPoints, QList<int>{6});
    QCOMPARE(quiz->auction().calls.size(), 10);
    // nothing that PBN would lose, and written as read
    QVERIFY2(pbn->cannotHold(*quiz).isEmpty(), qPrintable(pbn->cannotHold(*quiz).join(QLatin1Char('\n'))));
    Collection one;
    one.append(r.collection.records().at(1));
    const WriteResult w = pbn->write(one);
    QVERIFY(w.data.contains("2S Pass + 4S Pass"));
    const ReadResult back = pbn->read(w.data);
    QCOMPARE(errorCount(back.diagnostics), 0);
    const auto *again = dynamic_cast<const CardRecord *>(back.collection.records().at(0).get());
    QCOMPARE(again->auction().queryPoints, quiz->auction().queryPoints);
    QCOMPARE(again->auction().calls.size(), 10);
}

void TestWriteFidelity::detection_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("x.pbn is empty");
    QTest::newRow("blank lines") << QByteArray("\r\n \n\t\n") << QStringLiteral("x.pbn is empty (only blank lines)");
    QByteArray program = readAll(QStringLiteral("/bin/ls"));
    if (program.isEmpty())
        program = QByteArray("\x7f" "ELF\x02\x01\x01\0\0\0\0\0\0\0\0\0", 16) + QByteArray(4096, '\0');
    QTest::newRow("a program") << program << QStringLiteral("x.pbn: not a notation Kibitzer knows");
    QTest::newRow("pbn") << latin1File << QString();
}

void TestWriteFidelity::detection()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, message);
    QString error;
    const NotationPlugin *p = detectNotation(data, QStringLiteral("x.pbn"), Registry::builtin(), &error);
    QCOMPARE(p == nullptr, !message.isEmpty());
    QCOMPARE(error, message);
}

void TestWriteFidelity::scores_data()
{
    QTest::addColumn<QString>("contract");
    QTest::addColumn<bool>("vulnerable");
    QTest::addColumn<int>("tricks");
    QTest::addColumn<int>("score");
    // the laws' scoring table (law 77), case by case
    QTest::newRow("1NT=") << "1NT" << false << 7 << 90;
    QTest::newRow("1NT+1") << "1NT" << false << 8 << 120;
    QTest::newRow("2C= v") << "2C" << true << 8 << 90;
    QTest::newRow("3NT= nv") << "3NT" << false << 9 << 400;
    QTest::newRow("3NT= v") << "3NT" << true << 9 << 600;
    QTest::newRow("4S= v") << "4S" << true << 10 << 620;
    QTest::newRow("4S+1 v") << "4S" << true << 11 << 650;
    QTest::newRow("5C= nv") << "5C" << false << 11 << 400;
    QTest::newRow("6H= nv") << "6H" << false << 12 << 980;
    QTest::newRow("6NT= v") << "6NT" << true << 12 << 1440;
    QTest::newRow("7NT= v") << "7NT" << true << 13 << 2220;
    QTest::newRow("2SX= nv") << "2SX" << false << 8 << 470;
    QTest::newRow("1NTX+1 v") << "1NTX" << true << 8 << 380;
    QTest::newRow("2HXX= nv") << "2HXX" << false << 8 << 640;
    QTest::newRow("4S-1 nv") << "4S" << false << 9 << -50;
    QTest::newRow("4S-2 v") << "4S" << true << 8 << -200;
    QTest::newRow("3NTX-1 nv") << "3NTX" << false << 8 << -100;
    QTest::newRow("3NTX-3 nv") << "3NTX" << false << 6 << -500;
    QTest::newRow("3NTX-4 nv") << "3NTX" << false << 5 << -800;
    QTest::newRow("3NTX-2 v") << "3NTX" << true << 7 << -500;
    QTest::newRow("3NTXX-2 v") << "3NTXX" << true << 7 << -1000;
    QTest::newRow("7SX-13 v") << "7SX" << true << 0 << -3800;
}

void TestWriteFidelity::scores()
{
    QFETCH(QString, contract);
    QFETCH(bool, vulnerable);
    QFETCH(int, tricks);
    QFETCH(int, score);
    Contract c;
    QVERIFY(Contract::fromString(contract, &c));
    QCOMPARE(bridge::duplicateScore(c, vulnerable, tricks), std::optional<int>(score));
}

void TestWriteFidelity::shuffleRepeats()
{
    const QList<Hand> a = shuffle::dealFromSeed(20261124);
    QCOMPARE(a, shuffle::dealFromSeed(20261124));
    QVERIFY(a != shuffle::dealFromSeed(20261125));
    QSet<int> seen;
    int points = 0;
    for (const Hand &h : a) {
        QCOMPARE(h.cards.size(), 13);
        for (const Card &c : h.cards)
            seen.insert(c.index());
        points += bridge::highCardPoints(h.cards);
    }
    QCOMPARE(seen.size(), 52);
    QCOMPARE(points, 40);
    const auto r = shuffle::shuffledBridgeRecord(nullptr, 77);
    QCOMPARE(r->deal().hands, shuffle::dealFromSeed(77));
    quint64 seed = 0;
    QVERIFY(shuffle::seedFromGenerator(r->tag(QStringLiteral("Generator")), &seed));
    QCOMPARE(seed, quint64(77));
}

QTEST_GUILESS_MAIN(TestWriteFidelity)
#include "tst_writefidelity.moc"
