// Real and sample RBN files: the standard's Florida Belles record read into
// the values of the article, Kibitzer's own samples, and conversion through
// the model between RBN and PBN both ways over the corpus.
#include "support/corpus.h"

#include "support/rbnsupport.h"

#include <QDir>
#include <QSet>
#include <QFile>
#include <QTest>

using namespace kib;
using namespace kib::test;

namespace {

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Records compared as data: whether a tag was inherited (PBN '#', RBN
// repetition) is how a file spells it, not what it says.
bool sameData(const Record *a, const Record *b)
{
    const auto *x = dynamic_cast<const CardRecord *>(a);
    const auto *y = dynamic_cast<const CardRecord *>(b);
    if (!x || !y)
        return false;
    CardRecord p = *x, q = *y;
    for (Tag &t : p.tags())
        t.inherited = false;
    for (Tag &t : q.tags())
        t.inherited = false;
    return p == q;
}

ReadResult through(const NotationPlugin &p, const Collection &c)
{
    return p.read(p.write(c).data);
}

// PBN's model of some records through RBN and back through PBN. For each
// record: Equal, Reported (RBN's cannotHold, or the PBN writer on the way
// back, names a loss) or Unreported.
enum class Trip { Equal, Reported, Unreported };

QList<Trip> throughRbn(const NotationPlugin &pbn, const Collection &start, Diagnostics *rbnDiagnostics)
{
    const NotationPlugin &rbn = plugin("rbn");
    const ReadResult viaRbn = rbn.read(rbn.write(start).data);
    *rbnDiagnostics = viaRbn.diagnostics;
    const WriteResult written = pbn.write(viaRbn.collection);
    const ReadResult back = pbn.read(written.data);
    // records the PBN writer says it cannot keep as they are (a comment it
    // breaks where it stands inline, after a card, it names as it writes it)
    QSet<int> pbnReported;
    for (const Diagnostic &d : written.warnings)
        if (d.code == QLatin1StringView("pbn.write.cannot-hold") || d.code == QLatin1StringView("pbn.write.inheritance")
            || d.code == QLatin1StringView("pbn.write.broken-line"))
            pbnReported.insert(d.record);
    QList<Trip> out;
    for (int i = 0; i < start.size(); ++i) {
        const Record *a = start.records()[i].get();
        if (sameData(a, back.collection.records().value(i).get()))
            out.append(Trip::Equal);
        else if (!rbn.cannotHold(*a).isEmpty() || pbnReported.contains(i + 1))
            out.append(Trip::Reported);
        else
            out.append(Trip::Unreported);
    }
    return out;
}

} // namespace

class TestRbnCorpus : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void floridaBelles();
    void floridaWritesBack();
    void samples_data();
    void samples();
    void pbnToRbnToPbn_data();
    void pbnToRbnToPbn();
    void rbnToPbnToRbn_data();
    void rbnToPbnToRbn();
};

void TestRbnCorpus::floridaBelles()
{
    KIB_REQUIRE_CORPUS(QStringLiteral("rbn/florida_belles.rbn"));
    const ReadResult r = readText(fileBytes(kib::test::corpusPath(QStringLiteral("rbn/florida_belles.rbn"))));
    QCOMPARE(diagnosticsOf(r), QStringList());
    QCOMPARE(r.collection.size(), 1);
    const CardRecord &rec = *recordAt(r, 0);
    QCOMPARE(tagList(rec), (QStringList{"Date=1993.05.12", "Title=Florida Belles Are Ringers", "Annotator=Richard Pavlicek",
                                        "Site=West Palm Beach FL", "Venue=Palm Beach Bridge Studio",
                                        "Event=ACBL International Fund Game", "Scoring=MP", "West=Helen Shanbrom",
                                        "East=Julia Carswell", "Board=8"}));
    // The diagram of the article: West A8765.QT.K9.AT87, North J42.AJ7632.J.632,
    // East QT3.85.Q86.KQJ54, South K9.K94.AT75432.9 (the rest of the deck,
    // checked suit by suit against the diagram).
    QCOMPARE(handsOf(rec), (QStringList{"J42.AJ7632.J.632", "QT3.85.Q86.KQJ54", "K9.K94.AT75432.9", "A8765.QT.K9.AT87"}));
    QCOMPARE(hiddenOf(rec), QString());
    // West deals, None vul; the article's table: W 1S N 2H E 2S S 4D,
    // W 4S N P E P S 5H, W X then all pass.
    QCOMPARE(rec.dealer(), West);
    QCOMPARE(rec.vulnerability(), Vulnerability::None);
    QCOMPARE(callsOf(rec.auction()), QStringLiteral("1S 2H 2S 4D 4S P P 5H X P P P"));
    // "5 H× by North", East leads the club king.
    QCOMPARE(rec.contract().toString(), QStringLiteral("5HX"));
    QCOMPARE(rec.declarer(), North);
    QCOMPARE(rec.play().leader, East);
    // The play followed by hand: E CK wins; E CQ! is ruffed by S's H4; S wins
    // DA and leads D2, ruffed by N's H2; N's SJ? loses to W's SA; W leads CA.
    QCOMPARE(playOf(rec), QStringLiteral("E:CK S:C9 W:C7 N:C2 >E | E:CQ! S:H4 W:C8 N:C3 >S | S:DA W:D9 N:DJ E:D6 >S | "
                                         "S:D2 W:DK N:H2 E:D8 >N | N:SJ? E:SQ S:SK W:SA >W | W:CA"));
    // "declarer actually went down two": 9 tricks, 300 to East-West
    // (doubled, not vulnerable); R gives 0 percent to North-South.
    QCOMPARE(rec.result(), std::optional<int>(9));
    QCOMPARE(scoresOf(rec), (QStringList{"Score=NS -300", "ScorePercentage=NS 0"}));
    // Four paragraphs after N (the last tag of N is East, index 8), two at the end.
    QCOMPARE(rec.comments().size(), 6);
    for (int i = 0; i < 4; ++i)
        QCOMPARE(rec.comments()[i].anchor, (Anchor{Anchor::Kind::Tag, 8}));
    QCOMPARE(rec.comments()[4].anchor.kind, Anchor::Kind::End);
    QVERIFY(rec.comments()[0].text.startsWith(QStringLiteral("Two Florida ladies")));
    QVERIFY(rec.comments()[5].text.endsWith(QStringLiteral("by establishing the diamonds.")));
}

void TestRbnCorpus::floridaWritesBack()
{
    KIB_REQUIRE_CORPUS(QStringLiteral("rbn/florida_belles.rbn"));
    // Written in the standard's order, the record is the file again; the
    // writer adds the signature line.
    const QByteArray bytes = fileBytes(kib::test::corpusPath(QStringLiteral("rbn/florida_belles.rbn")));
    const ReadResult r = readText(bytes);
    QCOMPARE(plugin("rbn").write(r.collection).data, "% RBN\n" + bytes);
    const ReadResult x = through(plugin("rbx"), r.collection);
    QVERIFY(*recordAt(x, 0) == *recordAt(r, 0));
}

void TestRbnCorpus::samples_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("records");
    QTest::addColumn<QString>("format");
    const QString dir = QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/");
    QTest::newRow("teaching") << dir + "rbn_teaching.rbn" << 4 << "rbn";
    QTest::newRow("match") << dir + "rbn_match.rbn" << 4 << "rbn";
    QTest::newRow("teaching rbx") << dir + "rbn_teaching.rbx" << 4 << "rbx";
}

void TestRbnCorpus::samples()
{
    QFETCH(QString, path);
    QFETCH(int, records);
    QFETCH(QString, format);
    const QByteArray bytes = fileBytes(path);
    QVERIFY(!bytes.isEmpty());
    const NotationPlugin *detected = Registry::builtin().detect(bytes, path);
    QVERIFY(detected);
    QCOMPARE(detected->id(), format);
    const ReadResult r = detected->read(bytes);
    QCOMPARE(diagnosticsOf(r), QStringList());
    QCOMPARE(r.collection.size(), records);
    const WriteResult w = detected->write(r.collection);
    QCOMPARE(w.data, bytes); // the samples are written as the writer writes
    if (format == u"rbn" && path.endsWith(QLatin1String("teaching.rbn"))) {
        // Board 1: West's lead problem, the other hands hidden; board 2: a
        // "your call?" after 1S X; board 3 the suitless trick; board 4 x cards.
        QCOMPARE(hiddenOf(*recordAt(r, 0)), QStringLiteral("NES"));
        QCOMPARE(recordAt(r, 0)->play().queryPoints, QList<int>{0});
        QCOMPARE(recordAt(r, 1)->auction().queryPoints, QList<int>{2});
        QCOMPARE(recordAt(r, 2)->play().tricks[2].winner, South);
        QCOMPARE(handsOf(*recordAt(r, 3))[0], QStringLiteral("AKQxx.Kxx.xx.Axx"));
    }
    if (path.endsWith(QLatin1String("match.rbn"))) {
        // Rooms alternate: the third record is the open room again.
        QCOMPARE(recordAt(r, 2)->tag(QStringLiteral("Room")), QStringLiteral("Open"));
        QCOMPARE(recordAt(r, 3)->tag(QStringLiteral("North")), QStringLiteral("Evans"));
    }
}

void TestRbnCorpus::pbnToRbnToPbn_data()
{
    KIB_REQUIRE_CORPUS(QStringLiteral("pbn"));
    QTest::addColumn<QString>("path");
    QDir dir(kib::test::corpusPath(QStringLiteral("pbn")));
    for (const QString &sub : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        for (const QString &f : QDir(dir.filePath(sub)).entryList({QStringLiteral("*.pbn")}, QDir::Files))
            QTest::newRow(qPrintable(sub + u'/' + f)) << dir.filePath(sub + u'/' + f);
}

void TestRbnCorpus::pbnToRbnToPbn()
{
    // PBN -> model -> RBN -> model -> PBN -> model: every record comes back
    // equal unless the RBN plug-in says what it cannot hold. The starting
    // model is PBN's own round trip, so that only RBN's part is measured.
    QFETCH(QString, path);
    const NotationPlugin *pbn = Registry::builtin().byId(QStringLiteral("pbn"));
    if (!pbn || !pbn->canRead() || !pbn->canWrite())
        QSKIP("the PBN plug-in is not available");
    const ReadResult original = pbn->read(fileBytes(path));
    QSet<int> broken; // records PBN itself finds errors in
    for (const Diagnostic &d : original.diagnostics)
        if (d.isError())
            broken.insert(d.record);
    const ReadResult start = through(*pbn, original.collection);
    Diagnostics rbnDiagnostics;
    const QList<Trip> trips = throughRbn(*pbn, start.collection, &rbnDiagnostics);
    // the writer never writes what its reader rejects, for records that are right
    for (const Diagnostic &d : rbnDiagnostics)
        QVERIFY2(!d.isError() || broken.contains(d.record), qPrintable(d.format(QStringLiteral("rbn"))));
    int equal = 0, reported = 0, wrong = 0;
    for (int i = 0; i < trips.size(); ++i) {
        switch (trips[i]) {
        case Trip::Equal: ++equal; break;
        case Trip::Reported: ++reported; break;
        case Trip::Unreported:
            if (broken.contains(i + 1)) {
                ++wrong; // a record PBN rejects: what RBN makes of it is not measured
                break;
            }
            QFAIL(qPrintable(QStringLiteral("record %1 changed and nothing was reported").arg(i + 1)));
        }
    }
    qInfo("%d records: %d equal, %d with losses reported, %d wrong in PBN", int(trips.size()), equal, reported, wrong);
}

void TestRbnCorpus::rbnToPbnToRbn_data()
{
    KIB_REQUIRE_CORPUS(QStringLiteral("rbn/florida_belles.rbn"));
    QTest::addColumn<QString>("path");
    QTest::newRow("florida") << kib::test::corpusPath(QStringLiteral("rbn/florida_belles.rbn"));
    QTest::newRow("teaching") << QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/rbn_teaching.rbn");
    QTest::newRow("match") << QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/rbn_match.rbn");
}

void TestRbnCorpus::rbnToPbnToRbn()
{
    // RBN -> model -> PBN -> model -> RBN -> model. RBN's part: the model
    // PBN read comes back from RBN unless RBN says what it cannot hold.
    // PBN's part: what the issue names (deal, auction with notes and marks,
    // contract, play, result, commentary, names) survives PBN unless PBN
    // reports it (a change PBN does not report fails).
    QFETCH(QString, path);
    const NotationPlugin *pbn = Registry::builtin().byId(QStringLiteral("pbn"));
    if (!pbn || !pbn->canRead() || !pbn->canWrite())
        QSKIP("the PBN plug-in is not available");
    const NotationPlugin &rbn = plugin("rbn");
    const ReadResult start = rbn.read(fileBytes(path));
    const ReadResult viaPbn = through(*pbn, start.collection);
    QCOMPARE(viaPbn.collection.size(), start.collection.size());
    Diagnostics rbnDiagnostics;
    const QList<Trip> trips = throughRbn(*pbn, viaPbn.collection, &rbnDiagnostics);
    // notes the PBN writer renumbers (RBN's note 0), and says so
    QSet<int> renumbered;
    for (const Diagnostic &d : pbn->write(start.collection).warnings)
        if (d.code == QLatin1StringView("pbn.write.note-renumbered"))
            renumbered.insert(d.record);
    for (int i = 0; i < start.collection.size(); ++i) {
        const CardRecord *a = recordAt(start, i), *p = recordAt(viaPbn, i);
        QVERIFY2(trips[i] != Trip::Unreported,
                 qPrintable(QStringLiteral("record %1: RBN changed the PBN model and reported nothing").arg(i + 1)));
        if (!pbn->cannotHold(*a).isEmpty() || renumbered.contains(i + 1))
            continue;
        QStringList changed, texts, pbnTexts;
        for (const Commentary &c : a->comments())
            texts.append(c.text);
        for (const Commentary &c : p->comments())
            pbnTexts.append(c.text);
        if (!(a->deal() == p->deal()))
            changed.append(QStringLiteral("deal"));
        if (!(a->auction() == p->auction()) || a->dealer() != p->dealer() || a->vulnerability() != p->vulnerability())
            changed.append(QStringLiteral("auction"));
        if (a->notes() != p->notes())
            changed.append(QStringLiteral("notes"));
        if (!(a->contract() == p->contract()) || a->declarer() != p->declarer())
            changed.append(QStringLiteral("contract"));
        if (!(a->play() == p->play()))
            changed.append(QStringLiteral("play"));
        if (a->result() != p->result())
            changed.append(QStringLiteral("result"));
        if (texts != pbnTexts)
            changed.append(QStringLiteral("commentary"));
        for (const char *seat : {"North", "East", "South", "West"})
            if (a->tag(QString::fromLatin1(seat)) != p->tag(QString::fromLatin1(seat)))
                changed.append(QString::fromLatin1(seat));
        QVERIFY2(changed.isEmpty(), qPrintable(QStringLiteral("record %1: PBN changes %2 and reports nothing")
                                                   .arg(i + 1)
                                                   .arg(changed.join(u", "))));
    }
}

QTEST_APPLESS_MAIN(TestRbnCorpus)
#include "tst_rbncorpus.moc"
