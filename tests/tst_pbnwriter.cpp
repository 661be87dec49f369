// Writing PBN's export format: the exact bytes of a small game (worked out
// by hand from the standard), round trips over every corpus file (the same
// records, then the same bytes), inheritance, and what PBN cannot hold.

#include "support/corpus.h"

#include "support/pbnhelpers.h"

#include "parsers/pbn/pbnlexer.h"
#include "parsers/pbn/pbntext.h"
#include "parsers/pbn/pbnwriter.h"
#include "parsers/registry.h"
#include "parsers/signatureline.h"

#include <QTest>

using namespace kib;
using namespace kib::test;

class TestPbnWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exactBytes();
    void roundTrip_data();
    void roundTrip();
    void lineLength_data();
    void lineLength();
    void longLinesBroken_data();
    void longLinesBroken();
    void inheritance();
    void inheritedModels_data();
    void inheritedModels();
    void queryPoints();
    void sectionsAlone_data();
    void sectionsAlone();
    void cannotHold();
    void tagLineAtTheEdge();
    void bboSuitMarks();
    void leftOutWithoutDeclarer();
};

void TestPbnWriter::exactBytes()
{
    const QByteArray in = "% PBN 1.0\n[Room \"Open\"]\n[Event \"Club\"] ; weekly\n[Dealer \"W\"]\n[Vulnerable \"Both\"]\n"
                          "[Deal \"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\"]\n"
                          "[Declarer \"s\"]\n[Contract \"2hx\"]\n[Result \"NS 8 EW 5\"]\n[Auction \"S\"]\n"
                          "- 1D 1S !! =1= $25 Pass\n2H X Pass Pass\nPass\n[Note \"1:five spades\"]\n"
                          "[Play \"w\"]\nSK H3 S4 S3 {ruff}\n";
    const QByteArray want = "% PBN 2.1\r\n% EXPORT\r\n\r\n"
                            "[Event \"Club\"]\r\n; weekly\r\n[Site \"?\"]\r\n[Date \"?\"]\r\n[Board \"?\"]\r\n"
                            "[West \"?\"]\r\n[North \"?\"]\r\n[East \"?\"]\r\n[South \"?\"]\r\n"
                            "[Dealer \"W\"]\r\n[Vulnerable \"All\"]\r\n"
                            "[Deal \"W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4\"]\r\n"
                            "[Scoring \"?\"]\r\n[Declarer \"S\"]\r\n[Contract \"2HX\"]\r\n[Result \"8\"]\r\n"
                            "[Room \"Open\"]\r\n"
                            "[Auction \"W\"]\r\n1D 1S =1= $3 $25 Pass 2H\r\nX Pass Pass Pass\r\n"
                            "[Note \"1:five spades\"]\r\n"
                            "[Play \"W\"]\r\nSK H3 S4 S3 {ruff}\r\n*\r\n";
    const ReadResult r = readPbn(in);
    QVERIFY2(errorCodes(r.diagnostics).isEmpty(), qPrintable(describe(r.diagnostics)));
    const WriteResult w = PbnPlugin().write(r.collection);
    QCOMPARE(w.data, want);
    // the file's "% PBN 1.0" became "% PBN 2.1": said, not silent (issue 21)
    QCOMPARE(w.warnings.size(), 1);
    QCOMPARE(w.warnings.first().code, QStringLiteral("pbn.write.signature"));
    QCOMPARE(w.warnings.first().message,
             QStringLiteral("the file's \"% PBN 1.0\" is written as \"% PBN 2.1\" and \"% EXPORT\""));
    // and it reads back to the same game, without a diagnostic
    const ReadResult back = readPbn(w.data);
    QVERIFY2(back.diagnostics.isEmpty(), qPrintable(describe(back.diagnostics)));
    QVERIFY(*cardRecord(back, 0) == *cardRecord(r, 0));
}

void TestPbnWriter::roundTrip_data()
{
    KIB_REQUIRE_CORPUS(QStringLiteral("pbn"));
    QTest::addColumn<QString>("file");
    for (const QString &f : corpusFiles())
        QTest::newRow(qPrintable(f)) << f;
}

void TestPbnWriter::roundTrip()
{
    QFETCH(QString, file);
    const PbnPlugin plugin;
    const ReadResult first = plugin.read(corpusFile(file));
    const WriteResult written = plugin.write(first.collection);
    const ReadResult second = plugin.read(written.data);
    QCOMPARE(second.collection.size(), first.collection.size());
    // (the same records, but for the line breaks the writer puts after a
    // space of a comment too long for PBN's line, see longLinesBroken(), and
    // BBO's suit marks !S written as the standard's \S, see bboSuitMarks())
    const auto unbroken = [](const CardRecord &r) {
        CardRecord out = r;
        for (Commentary &c : out.comments())
            c.text = PbnText::withStandardSuits(c.text.replace(QStringLiteral(" \n"), QStringLiteral(" ")));
        for (Note &n : out.notes())
            n.text = PbnText::withStandardSuits(n.text);
        return out;
    };
    for (int i = 0; i < first.collection.size(); ++i) {
        // (notes no call refers to, the PBN verifier's error files' only,
        // come back as commentary: cannotHold() names it)
        if (PbnWriter::cannotHold(*cardRecord(first, i)).join(u'|').contains(u"notes no call or card refers to"))
            continue;
        QVERIFY2(unbroken(*cardRecord(second, i)) == unbroken(*cardRecord(first, i)),
                 qPrintable(QStringLiteral("record %1").arg(i + 1)));
    }
    // file commentary is kept too (the writer puts its own version lines first)
    auto kept = [](const Collection &c) {
        QList<Commentary> out;
        for (const Commentary &x : c.fileComments())
            if (!x.text.trimmed().startsWith(u"PBN ") && x.text.trimmed() != u"EXPORT")
                out.append(x);
            else if (const QString rest = signatureRest(x); !rest.isEmpty()) // what it says besides stays
                out.append(Commentary{x.anchor, Commentary::Style::Percent, QLatin1Char(' ') + rest});
        return out;
    };
    QCOMPARE(kept(second.collection), kept(first.collection));
    const WriteResult again = plugin.write(second.collection);
    QCOMPARE(again.data, written.data);
    QVERIFY(written.data.startsWith("% PBN 2.1\r\n% EXPORT\r\n"));
    QVERIFY(!written.data.contains('\t'));
    QCOMPARE(written.data.count('\n'), written.data.count("\r\n"));
}

void TestPbnWriter::lineLength_data()
{
    KIB_REQUIRE_CORPUS(QStringLiteral("pbn"));
    QTest::addColumn<QString>("file");
    // files whose own lines are all short: their export lines are too
    for (const QString &f : corpusFiles()) {
        const QByteArray data = corpusFile(f);
        bool longLine = false;
        for (const QByteArray &line : data.split('\n'))
            longLine = longLine || line.size() > 200;
        if (!longLine)
            QTest::newRow(qPrintable(f)) << f;
    }
}

void TestPbnWriter::lineLength()
{
    QFETCH(QString, file);
    const WriteResult w = PbnPlugin().write(readPbn(corpusFile(file)).collection);
    for (const QByteArray &line : w.data.split('\n'))
        QVERIFY2(line.size() + 1 < 255, line.constData());
}

void TestPbnWriter::longLinesBroken_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("breaks");   // line breaks the written comment gains
    QTest::addColumn<bool>("keptLong"); // a line no space can shorten
    QByteArray words;
    for (int i = 0; words.size() < 600; ++i)
        words += "word" + QByteArray::number(i) + ' ';
    words.chop(1);
    const QByteArray game = "[Event \"x\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
                            "[Deal \"N:AK52.K73.AQ4.962 QJ9.AJ84.KT95.Q3 T876.Q65.J3.AKJ8 43.T92.8762.T754\"]\n";
    QTest::newRow("commentary of 600 characters") << QByteArray(game + "{" + words + "}\n") << 2 << false;
    QTest::newRow("after a card, on its line")
        << QByteArray(game + "[Declarer \"S\"]\n[Contract \"1NT\"]\n[Play \"W\"]\nC4 {" + words + "} C2 C3 C8\n*\n") << 2
        << false;
    QTest::newRow("with line breaks of its own") << QByteArray(game + "{" + words + "\n\n" + words + "}\n") << 4 << false;
    QTest::newRow("one word longer than a line") << QByteArray(game + "{" + QByteArray(300, 'w') + "}\n") << 0 << true;
    // (its space stands past the limit: no break there)
    QTest::newRow("a space only past the limit")
        << QByteArray(game + "{" + QByteArray(300, 'w') + " and more}\n") << 0 << true;
    // (a comment of three-byte characters passes the limit in bytes)
    QTest::newRow("in UTF-8, over the limit")
        << QByteArray(game + "{" + QByteArray("\xE2\x82\xAC ").repeated(70) + "}\n") << 1 << false;
}

void TestPbnWriter::longLinesBroken()
{
    // PBN's lines hold 255 characters; commentary longer than that (RBN's
    // free text, a LIN nt|, a long Bridge Composer paragraph) is broken
    // after a space, which stays at the line's end: the text reads back with
    // line breaks added and nothing taken away, and without a warning
    QFETCH(QByteArray, text);
    QFETCH(int, breaks);
    QFETCH(bool, keptLong);
    const ReadResult in = readPbn(text);
    const CardRecord *r = cardRecord(in, 0);
    QVERIFY(r);
    QCOMPARE(r->comments().size(), 1);
    const QString before = r->comments().constFirst().text;
    const WriteResult w = PbnPlugin().write(in.collection);
    QCOMPARE(codes(w.warnings).contains(QStringLiteral("pbn.write.long-line")), keptLong);
    // cannotHold() says the comment is broken where the writer breaks it
    QCOMPARE(PbnWriter::cannotHold(*r).contains(PbnWriter::brokenCommentary()), breaks > 0);
    QCOMPARE(codes(w.warnings).contains(QStringLiteral("pbn.write.broken-line")), breaks > 0);
    for (const QByteArray &line : w.data.split('\n'))
        QVERIFY2(keptLong || line.chopped(line.endsWith('\r') ? 1 : 0).size() <= PbnLexer::MaxLineText, line.constData());
    const ReadResult back = readPbn(w.data);
    QCOMPARE(codes(back.diagnostics), keptLong ? QStringList{QStringLiteral("pbn.line.too-long")} : QStringList());
    const QString after = cardRecord(back, 0)->comments().constFirst().text;
    QCOMPARE(after.count(u'\n') - before.count(u'\n'), breaks);
    QString joined = after;
    QCOMPARE(joined.remove(u'\n'), QString(before).remove(u'\n'));
    // written again, the same bytes: the breaks are the text's own now
    QCOMPARE(PbnPlugin().write(back.collection).data, w.data);
}

void TestPbnWriter::inheritance()
{
    const QByteArray in = "[Event \"##Club night\"]\n[Site \"Home\"]\n[Board \"1\"]\n\n[Board \"2\"]\n[Site \"#\"]\n\n"
                          "[Board \"3\"]\n[Event \"Second half\"]\n[Site \"Away\"]\n";
    const ReadResult r = readPbn(in);
    const QByteArray out = PbnPlugin().write(r.collection).data;
    QVERIFY(out.contains("[Event \"##Club night\"]\r\n[Site \"Home\"]"));
    QVERIFY(out.contains("[Board \"2\"]\r\n[West"));    // game 2 leaves the Event out: '##' carries it
    QVERIFY(out.contains("[Site \"#\"]"));
    QVERIFY(out.contains("[Event \"##Second half\"]"));
    const ReadResult back = readPbn(out);
    for (int i = 0; i < 3; ++i)
        QVERIFY(*cardRecord(back, i) == *cardRecord(r, i));
}

// Records given as their tags, "Name=value" or, inherited, "Name#=value"
// (mandatory tags in their order, then the others by name, as the reader
// keeps them). Each comes back from PBN as it was, inherited marks too,
// except where the writer warns (the record number in 'warned').
void TestPbnWriter::inheritedModels_data()
{
    QTest::addColumn<QList<QStringList>>("records");
    QTest::addColumn<int>("warned");
    using L = QList<QStringList>;
    QTest::newRow("# on several records, then none")
        << L{{"Site=Home"}, {"Site#=Home"}, {"Site#=Home"}, {"Site#=Home"}, {}, {"Site=Away"}} << 0;
    QTest::newRow("# on an optional tag, then none")
        << L{{"Room=Open"}, {"Room#=Open"}, {"Room#=Open"}, {}, {"Room=Closed"}} << 0;
    QTest::newRow("## chain stopped by a record without the tag")
        << L{{"Event#=Club", "Room#=Open"}, {"Event#=Club", "Room#=Open"}, {}, {"Event=Next"}, {}} << 0;
    QTest::newRow("## chain with new values, stopped, started again")
        << L{{"Event#=A"}, {"Event#=B"}, {"Event#=B"}, {}, {"Event#=A"}, {"Event#=A"}} << 0;
    QTest::newRow("# with a new value on an optional tag")
        << L{{"Room=Open"}, {"Room#=Closed"}, {}, {"Room#=Closed"}} << 0;
    // a plain value after an inherited one reads as inherited: the writer says so
    QTest::newRow("a repeated value changes") << L{{"Event=A"}, {"Event#=A"}, {"Event=B"}, {}, {"Event=C"}} << 3;
}

void TestPbnWriter::inheritedModels()
{
    QFETCH(QList<QStringList>, records);
    QFETCH(int, warned);
    Collection c;
    for (const QStringList &tags : records) {
        auto r = std::make_shared<CardRecord>(Game::Bridge, 4);
        for (const QString &t : tags) {
            const qsizetype eq = t.indexOf(u'=');
            Tag tag;
            tag.inherited = t.at(eq - 1) == u'#';
            tag.name = t.left(tag.inherited ? eq - 1 : eq);
            tag.value = t.mid(eq + 1);
            r->tags().append(tag);
        }
        c.append(r);
    }
    const WriteResult w = PbnPlugin().write(c);
    QList<int> warnedRecords;
    for (const Diagnostic &d : w.warnings)
        warnedRecords.append(d.record);
    QCOMPARE(warnedRecords, warned ? QList<int>{warned} : QList<int>{});
    const ReadResult back = readPbn(w.data);
    QVERIFY2(errorCodes(back.diagnostics).isEmpty(), qPrintable(describe(back.diagnostics)));
    QCOMPARE(back.collection.size(), c.size());
    for (int i = 0; i < c.size(); ++i) {
        CardRecord want = *static_cast<const CardRecord *>(c.records().at(i).get());
        if (i + 1 == warned)
            for (Tag &t : want.tags())
                t.inherited = true; // what the warning says
        QVERIFY2(*cardRecord(back, i) == want,
                 qPrintable(QStringLiteral("record %1 of\n%2").arg(i + 1).arg(QString::fromUtf8(w.data))));
    }
    // and the file written again is the same
    if (!warned)
        QCOMPARE(PbnPlugin().write(back.collection).data, w.data);
}

void TestPbnWriter::queryPoints()
{
    const QByteArray head = "[Dealer \"N\"]\n[Declarer \"S\"]\n[Contract \"5HX\"]\n"
                            "[Deal \"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\"]\n";
    // "your call?" after 1NT Pass, "your play?" for North after the first trick
    const ReadResult r = readPbn(head + "[Auction \"N\"]\n1D Pass _____\n[Play \"W\"]\nSK H3 S4 S3\n+\n");
    const QByteArray out = PbnPlugin().write(r.collection).data;
    QVERIFY2(out.contains("1D Pass +\r\n"), out.constData());
    QVERIFY2(out.contains("SK H3 S4 S3\r\n- +\r\n"), out.constData());
    const ReadResult back = readPbn(out);
    QCOMPARE(cardRecord(back, 0)->auction().queryPoints, QList<int>{2});
    QCOMPARE(cardRecord(back, 0)->play().queryPoints, QList<int>{4});
}

// A "your call?" or "your play?" point with no call or card before it is
// written in a section of its own when the seat is known, and named by
// cannotHold() when not; commentary at the end of a game is named.
void TestPbnWriter::sectionsAlone_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("carried");
    QTest::newRow("your play? before the lead") << 0 << true;
    QTest::newRow("your call? before the first call") << 1 << true;
    QTest::newRow("your play? with no leader") << 2 << false;
    QTest::newRow("your call? with no seat") << 3 << false;
    QTest::newRow("commentary at the end") << 4 << false;
}

void TestPbnWriter::sectionsAlone()
{
    QFETCH(int, kind);
    QFETCH(bool, carried);
    const PbnPlugin plugin;
    const ReadResult r = readPbn("[Board \"1\"]\n[Dealer \"N\"]\n[Declarer \"S\"]\n[Contract \"4H\"]\n"
                                 "[Deal \"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\"]\n");
    CardRecord rec = *cardRecord(r, 0);
    switch (kind) {
    case 0: rec.play().leader = West; rec.play().queryPoints = {0}; break;
    case 1: rec.auction().first = North; rec.auction().queryPoints = {0}; break;
    case 2: rec.play().queryPoints = {0}; break;
    case 3: rec.auction().queryPoints = {0}; break;
    case 4: rec.comments().append(Commentary{Anchor{Anchor::Kind::End, -1}, Commentary::Style::Brace, "the end"}); break;
    }
    const QStringList lost = plugin.cannotHold(rec);
    Collection c;
    c.append(std::make_shared<CardRecord>(rec));
    const WriteResult w = plugin.write(c);
    const ReadResult back = readPbn(w.data);
    QVERIFY2(errorCodes(back.diagnostics).isEmpty(), qPrintable(describe(back.diagnostics)));
    if (carried) {
        QVERIFY2(lost.isEmpty(), qPrintable(lost.join(u"; ")));
        QVERIFY(w.warnings.isEmpty());
        // (the reader adds the Auction or Play tag the section stands under)
        QVERIFY2(cardRecord(back, 0)->auction() == rec.auction(), w.data.constData());
        QVERIFY2(cardRecord(back, 0)->play() == rec.play(), w.data.constData());
        QCOMPARE(cardRecord(back, 0)->comments(), rec.comments());
    } else {
        QCOMPARE(lost.size(), 1);
        QCOMPARE(w.warnings.size(), 1);
        QVERIFY(!(cardRecord(back, 0)->auction() == rec.auction() && cardRecord(back, 0)->play() == rec.play()
                  && cardRecord(back, 0)->comments() == rec.comments()));
    }
}

void TestPbnWriter::cannotHold()
{
    const PbnPlugin plugin;
    CardRecord pinochle(Game::Pinochle, 4);
    QVERIFY(!plugin.cannotHold(pinochle).isEmpty());
    Collection c;
    c.append(std::make_shared<CardRecord>(Game::Pinochle, 4));
    const WriteResult w = plugin.write(c);
    QCOMPARE(w.warnings.size(), 1);
    QCOMPARE(w.warnings.at(0).record, 1);
    QVERIFY(!w.data.contains("[Event"));

    QFile sample(QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/bridge_club_pairs.pbn"));
    QVERIFY(sample.open(QIODevice::ReadOnly));
    const ReadResult r = readPbn(sample.readAll());
    CardRecord bridge = *cardRecord(r, 0);
    QVERIFY(plugin.cannotHold(bridge).isEmpty());
    bridge.play().claim = Claim{10, QStringLiteral("claims the rest")};
    bridge.auction().calls[0].annotation.edit().alert = true;
    bridge.deal().hands[North].cards[0] = Card(Suit::Hearts, RankLow);
    bridge.deal().piles.append(Pile{QStringLiteral("kitty"), {}, false});
    const QStringList lost = plugin.cannotHold(bridge);
    QCOMPARE(lost.size(), 4);
}

void TestPbnWriter::tagLineAtTheEdge()
{
    // [Event "..."] one character too long with the space after the name,
    // which is no token: written without it (as the PBN verifier's own
    // correct_10.pbn has it), the line fits and reads back without a warning
    const QString value(PbnLexer::MaxLineText - int(sizeof("[Event\"\"]") - 1), u'v');
    const ReadResult in = readPbn("[Event \"" + value.toLatin1() + "\"]\n[Board \"1\"]\n");
    const WriteResult w = PbnPlugin().write(in.collection);
    QVERIFY2(w.data.contains("\r\n[Event\"" + value.toLatin1() + "\"]\r\n"), w.data.constData());
    QCOMPARE(codes(w.warnings).contains(QStringLiteral("pbn.write.long-line")), false);
    const ReadResult back = readPbn(w.data);
    QCOMPARE(codes(back.diagnostics), QStringList());
    QCOMPARE(cardRecord(back, 0)->tag(QStringLiteral("Event")), value);
    // one shorter keeps its space
    const ReadResult shorter = readPbn("[Event \"" + value.chopped(1).toLatin1() + "\"]\n[Board \"1\"]\n");
    QVERIFY(PbnPlugin().write(shorter.collection).data.contains("[Event \"" + value.chopped(1).toLatin1() + "\"]"));
}

void TestPbnWriter::bboSuitMarks()
{
    // BBO writes its suit marks !S !H !D !C into LIN and into the PBN files
    // it makes; PBN's own are \S \H \D \C (2.1 section 3.8), which the
    // writer writes: the text reads back without pbn.text.escapes, and
    // cannotHold() names the change
    const QByteArray head = "[Event \"x\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
                            "[Deal \"N:AK52.K73.AQ4.962 QJ9.AJ84.KT95.Q3 T876.Q65.J3.AKJ8 43.T92.8762.T754\"]\n";
    const ReadResult in = readPbn(head + "{Lead the !HK, not the !S2: ! Shown}\n[Auction \"N\"]\n1C =1= Pass Pass Pass\n"
                                         "[Note \"1:3+ !C, 11-21\"]\n");
    QVERIFY(codes(in.diagnostics).contains(QStringLiteral("pbn.text.escapes")));
    QVERIFY(PbnWriter::cannotHold(*cardRecord(in, 0)).join(u'|').contains(QStringLiteral("BBO's suit marks")));
    const WriteResult w = PbnPlugin().write(in.collection);
    QVERIFY2(w.data.contains("{Lead the \\HK, not the \\S2: ! Shown}"), w.data.constData());
    QVERIFY2(w.data.contains("[Note \"1:3+ \\\\C, 11-21\"]"), w.data.constData());
    const ReadResult back = readPbn(w.data);
    QCOMPARE(codes(back.diagnostics), QStringList());
    QCOMPARE(PbnText::toDisplay(cardRecord(back, 0)->comments().constFirst().text),
             PbnText::toDisplay(cardRecord(in, 0)->comments().constFirst().text));
    QVERIFY(!PbnWriter::cannotHold(*cardRecord(back, 0)).join(u'|').contains(QStringLiteral("BBO's suit marks")));
}

void TestPbnWriter::leftOutWithoutDeclarer()
{
    // PBN holds a play only with a declarer and a contract, and a Result only
    // with a declarer: LIN's play with no auction and RBN's R with no C are
    // left out (named), where the written file did not read back; a PBN
    // record keeps what it read (its own Play and Result tags)
    const ReadResult lin = Registry::builtin().byId(QStringLiteral("lin"))->read(
        "pn|S,W,N,E|st||md|3SAKQJT98765432HDC,SHDCAKQJT98765432,SHAKQJT98765432DC,|ah|Board 1|sv|o|"
        "pc|HA|pc|C2|pc|S2|pc|D2|\n");
    const ReadResult rbn = Registry::builtin().byId(QStringLiteral("rbn"))->read("B 3\nR 9\n\n");
    for (const ReadResult *in : {&lin, &rbn}) {
        QCOMPARE(in->collection.size(), 1);
        const CardRecord *r = cardRecord(*in, 0);
        const QString lost = PbnWriter::cannotHold(*r).join(u'|');
        const WriteResult w = PbnPlugin().write(in->collection);
        const ReadResult back = readPbn(w.data);
        QVERIFY2(errorCodes(back.diagnostics).isEmpty(), qPrintable(describe(back.diagnostics)));
        if (in == &lin) {
            QVERIFY(!r->play().tricks.isEmpty());
            QVERIFY2(lost.contains(QStringLiteral("the play, which PBN holds only with a declarer and a contract")),
                     qPrintable(lost));
            QVERIFY(!w.data.contains("[Play"));
        } else {
            QCOMPARE(r->result(), std::optional<int>(9));
            QVERIFY2(lost.contains(QStringLiteral("the result 9, which PBN gives as the declarer's tricks")),
                     qPrintable(lost));
            QVERIFY(w.data.contains("[Result \"?\"]"));
        }
    }
    // a PBN record with its own Play tag and no declarer (an error the
    // reader gave) is written as it was read, for a forced conversion
    const ReadResult pbn = readPbn("[Board \"1\"]\n[Deal \"N:AK52.K73.AQ4.962 QJ9.AJ84.KT95.Q3 T876.Q65.J3.AKJ8 "
                                   "43.T92.8762.T754\"]\n[Play \"E\"]\nCQ C4 CA C2\n*\n");
    QVERIFY(errorCodes(pbn.diagnostics).contains(QStringLiteral("pbn.play.no-declarer")));
    QVERIFY(PbnPlugin().write(pbn.collection).data.contains("[Play \"E\"]\r\nCQ C4 CA C2"));
    QVERIFY(!PbnWriter::cannotHold(*cardRecord(pbn, 0)).join(u'|').contains(QStringLiteral("the play, which")));
}

QTEST_GUILESS_MAIN(TestPbnWriter)
#include "tst_pbnwriter.moc"
