// Conversions that changed or failed without a word (issue 21): each as
// kibitzer-cli convert does it (writeFile: cannotHold, the writer's warnings,
// the read-back check).
#include "support/corpus.h"

#include "model/cardrecord.h"
#include "parsers/fileio.h"
#include "parsers/registry.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kib;

class TestConversionFixes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void teachingToPbn_data();
    void teachingToPbn();
    void ownTagsThroughRbn();
    void inheritedMarksThroughRbnAreSaid();
    void rbnCommentsToPbn();
    void rbnSignatureAdded();
    void forced2019WritesWhatWasRead();
};

namespace {

QString sample(const char *name)
{
    return QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/") + QLatin1String(name);
}

const NotationPlugin &plugin(const char *id)
{
    return *Registry::builtin().byId(QString::fromLatin1(id));
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const CardRecord &card(const Collection &c, int i)
{
    return *static_cast<const CardRecord *>(c.records().at(i).get());
}

QStringList codes(const Diagnostics &ds)
{
    QStringList out;
    for (const Diagnostic &d : ds)
        out.append(d.code);
    return out;
}

QString tagValue(const CardRecord &r, const char *name, bool *inherited = nullptr)
{
    for (const Tag &t : r.tags())
        if (t.name == QLatin1String(name)) {
            if (inherited)
                *inherited = t.inherited;
            return t.value;
        }
    return QString();
}

} // namespace

void TestConversionFixes::teachingToPbn_data()
{
    QTest::addColumn<QString>("source");
    QTest::newRow("rbn") << sample("rbn_teaching.rbn");
    QTest::newRow("rbx") << sample("rbn_teaching.rbx");
}

// RBN's general notes 0 (one on the auction of record 2, one on the play of
// record 3) are notes no call or card refers to: PBN's notes belong to
// calls and cards, so they are written as commentary after the auction or
// the play, and cannotHold() says so; the notes 1 that calls refer to stay
// notes. Record 3 (a suit combination: hands of unequal length) and record 4
// (cards of unknown rank) are written without their deal, and record 3
// without its play, each named; the whole file converts and reads back with
// no warning.
void TestConversionFixes::teachingToPbn()
{
    QFETCH(QString, source);
    const LoadedFile in = readFile(source);
    QVERIFY(in.ok());
    QCOMPARE(errorCount(in.result.diagnostics), 0);
    const WriteResult w = plugin("pbn").write(in.result.collection);
    QVERIFY(!codes(w.warnings).contains(QStringLiteral("pbn.write.note-renumbered")));
    QVERIFY2(w.data.contains("1S X {2NT shows a limit raise or better} +"), w.data.constData());
    QVERIFY(w.data.contains("{Two finesses: the suitless trick brings the lead back to South.}"));
    QVERIFY(w.data.contains("[Note \"1:15-17 balanced\"]"));
    QVERIFY(w.data.contains("[Note \"1:Better is 1NT\"]"));
    QVERIFY(!w.data.contains("[Note \"0:"));
    for (int i : {1, 2})
        QVERIFY(plugin("pbn").cannotHold(*in.result.collection.records().at(i)).join(u'|').contains(
            QStringLiteral("notes no call or card refers to, such as RBN's general note 0")));
    QVERIFY(!plugin("pbn").cannotHold(*in.result.collection.records().at(0)).join(u'|').contains(
        QStringLiteral("notes no call or card refers to")));
    const QStringList lost3 = plugin("pbn").cannotHold(*in.result.collection.records().at(2));
    QVERIFY2(lost3.join(u'|').contains(QStringLiteral("hands of unequal length in the deal (PBN's hands hold one "
                                                      "number of cards): the deal (Deal \"?\") and the play are left out")),
             qPrintable(lost3.join(u'|')));
    const QStringList lost4 = plugin("pbn").cannotHold(*in.result.collection.records().at(3));
    QVERIFY2(lost4.contains(QStringLiteral("cards of unknown rank in the deal: the deal is left out (Deal \"?\")")),
             qPrintable(lost4.join(u'|')));
    QTemporaryDir dir;
    const SavedFile saved = writeFile(dir.filePath(QStringLiteral("teaching.pbn")), in.result.collection, plugin("pbn"));
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    const ReadResult back = plugin("pbn").read(w.data);
    QCOMPARE(codes(back.diagnostics), QStringList());
    QCOMPARE(back.collection.size(), 4);
    QCOMPARE(card(back.collection, 1).notes().size(), 0);
    QCOMPARE(card(back.collection, 1).comments().constLast().text, QStringLiteral("2NT shows a limit raise or better"));
    QCOMPARE(card(back.collection, 1).comments().constLast().anchor, (Anchor{Anchor::Kind::Call, 1}));
    QCOMPARE(card(back.collection, 0).notes().size(), 1);
    QCOMPARE(card(back.collection, 0).auction().calls.first().annotation->noteRefs, QList<int>{1});
    // the deals left out read back as unknown, the auction of record 4 kept
    for (int i : {2, 3})
        for (const Hand &h : card(back.collection, i).deal().hands)
            QVERIFY(!h.known);
    QCOMPARE(card(back.collection, 2).play().tricks.size(), 0);
    QCOMPARE(card(back.collection, 3).auction().calls.size(), 4);
}

// PBN -> RBN -> PBN: games with their own Event, Site and Date (the same as
// the game before) keep them as values, not "#".
void TestConversionFixes::ownTagsThroughRbn()
{
    QByteArray pbn = "% PBN 2.1\r\n% EXPORT\r\n";
    for (int b = 1; b <= 3; ++b)
        pbn += "\r\n[Event \"Spring Pairs\"]\r\n[Site \"Oslo\"]\r\n[Date \"2024.04.01\"]\r\n[Board \"" + QByteArray::number(b)
               + "\"]\r\n[West \"?\"]\r\n[North \"?\"]\r\n[East \"?\"]\r\n[South \"?\"]\r\n[Dealer \"N\"]\r\n"
                 "[Vulnerable \"None\"]\r\n"
                 "[Deal \"N:AK52.K73.AQ4.962 QJ9.AJ84.KT95.Q3 T876.Q65.J3.AKJ8 43.T92.8762.T754\"]\r\n"
                 "[Scoring \"?\"]\r\n[Declarer \"?\"]\r\n[Contract \"?\"]\r\n[Result \"?\"]\r\n";
    const ReadResult start = plugin("pbn").read(pbn);
    QCOMPARE(errorCount(start.diagnostics), 0);
    const WriteResult rbn = plugin("rbn").write(start.collection);
    const ReadResult viaRbn = plugin("rbn").read(rbn.data);
    QCOMPARE(errorCount(viaRbn.diagnostics), 0);
    bool inherited = true;
    QCOMPARE(tagValue(card(viaRbn.collection, 2), "Site", &inherited), QStringLiteral("Oslo"));
    QVERIFY(!inherited);
    const WriteResult back = plugin("pbn").write(viaRbn.collection);
    QVERIFY2(!back.data.contains("\"#\""), back.data.constData());
    QCOMPARE(back.data.count("[Event \"Spring Pairs\"]"), 3);
    QCOMPARE(back.data.count("[Date \"2024.04.01\"]"), 3);
    QCOMPARE(back.data, pbn);
}

// A PBN game that inherits ('#') loses the mark in RBN: the report says so.
void TestConversionFixes::inheritedMarksThroughRbnAreSaid()
{
    const QByteArray deal = "[Deal \"N:AK52.K73.AQ4.962 QJ9.AJ84.KT95.Q3 T876.Q65.J3.AKJ8 43.T92.8762.T754\"]\n";
    const QByteArray pbn = "[Event \"Cup\"]\n[Board \"1\"]\n" + deal + "\n[Event \"#\"]\n[Board \"2\"]\n" + deal;
    const ReadResult start = plugin("pbn").read(pbn);
    QCOMPARE(errorCount(start.diagnostics), 0);
    bool inherited = false;
    tagValue(card(start.collection, 1), "Event", &inherited);
    QVERIFY(inherited);
    const QStringList lost = plugin("rbn").cannotHold(*start.collection.records().at(1));
    QVERIFY2(lost.join(u'|').contains(QStringLiteral("inherited marks of Event")), qPrintable(lost.join(u'|')));
    QVERIFY(!plugin("rbn").cannotHold(*start.collection.records().at(0)).join(u'|').contains(u"inherited"));
}

// RBN -> PBN keeps what the file's "% RBN ..." line says besides the
// signature, and says that the signature changed.
void TestConversionFixes::rbnCommentsToPbn()
{
    const LoadedFile in = readFile(sample("rbn_match.rbn"));
    QVERIFY(in.ok());
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("match.pbn"));
    const SavedFile saved = writeFile(out, in.result.collection, plugin("pbn"));
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    const QByteArray written = bytesOf(out);
    QVERIFY2(written.startsWith("% PBN 2.1\r\n% EXPORT\r\n% Kibitzer sample: two boards of a team match, both rooms\r\n"),
             written.left(200).constData());
    QVERIFY(codes(saved.warnings).contains(QStringLiteral("pbn.write.signature")));
    // and back to RBN: the description is there again, after RBN's signature
    const LoadedFile pbn = readFile(out);
    const WriteResult rbn = plugin("rbn").write(pbn.result.collection);
    QVERIFY2(rbn.data.startsWith("% RBN\n% Kibitzer sample: two boards of a team match, both rooms\n"),
             rbn.data.left(200).constData());
    QVERIFY(codes(rbn.warnings).contains(QStringLiteral("rbn.write.signature")));
}

// An RBN file without the "% RBN" line gets one, with a word.
void TestConversionFixes::rbnSignatureAdded()
{
    const ReadResult r = plugin("rbn").read("% a club's boards\nB 1\nH N:AK52.K73.AQ4.962;QJ9.AJ84.KT95.Q3;T876.Q65.J3.AKJ8;\n");
    QCOMPARE(errorCount(r.diagnostics), 0);
    Collection c = r.collection;
    c.setSourceFormat(QStringLiteral("rbn"));
    const WriteResult w = plugin("rbn").write(c);
    QVERIFY(w.data.startsWith("% RBN\n% a club's boards\n"));
    QCOMPARE(codes(w.warnings), QStringList{QStringLiteral("rbn.write.signature")});
    QVERIFY(w.warnings.first().message.contains(QStringLiteral("\"% RBN\"")));
    // the file's own signature kept: nothing to say
    const ReadResult again = plugin("rbn").read(w.data);
    Collection d = again.collection;
    d.setSourceFormat(QStringLiteral("rbn"));
    QVERIFY(plugin("rbn").write(d).warnings.isEmpty());
}

// A forced conversion of the 2019 layout's example (tricks 6 and 7 of
// record 4 name a winner "G" that is none of M L R) writes the winners the
// file gave and invents none for those two.
void TestConversionFixes::forced2019WritesWhatWasRead()
{
    KIB_REQUIRE_CORPUS(QStringLiteral("ppn/prefko_readme_example_2019-01.ppn"));
    const LoadedFile in = readFile(kib::test::corpusPath(QStringLiteral("ppn/prefko_readme_example_2019-01.ppn")));
    QVERIFY(in.ok());
    QVERIFY(errorCount(in.result.diagnostics) > 0);
    const CardRecord &four = card(in.result.collection, 3);
    QCOMPARE(four.play().tricks.at(5).winner, NoSeat);
    QCOMPARE(four.play().tricks.at(6).winner, NoSeat);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("forced.ppn"));
    const SavedFile saved = writeFile(out, in.result.collection, plugin("ppn"), in.result.diagnostics);
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    QVERIFY(codes(saved.warnings).contains(QStringLiteral("ppn.write")));
    const LoadedFile back = readFile(out, QStringLiteral("ppn"));
    const CardRecord &again = card(back.result.collection, 3);
    QCOMPARE(again.play().tricks.size(), four.play().tricks.size());
    for (int t = 0; t < four.play().tricks.size(); ++t)
        QCOMPARE(again.play().tricks.at(t).winner, four.play().tricks.at(t).winner);
}

QTEST_MAIN(TestConversionFixes)
#include "tst_conversionfixes.moc"
