// LIN read key by key and quirk by quirk from inline text, the checks a
// board gets (errors where they occur, reading goes on, file:line:column),
// hand viewer links, the sniffer and split() with readRecord().
#include "support/linsupport.h"

#include "parsers/lin/linlink.h"

#include <QTest>
#include <QUrl>

using namespace kib;
using namespace kib::test;

namespace {

// A deal of our own: North deals; S W N given, East derived.
const QByteArray D = "md|3ST9843HJT63DQCQT3,SJ2HAK95DJ98632CJ,SA6H842DK54CAK642,|";
const QString Hands = QStringLiteral("A6.842.K54.AK642 KQ75.Q7.AT7.9875 T9843.JT63.Q.QT3 J2.AK95.J98632.J");
const QByteArray Head = "pn|Sam,Wes,Nor,Eve|st||" + D + "rh||ah|Board 1|sv|o|";
const QByteArray Auction3N = "mb|1N|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||";

QString probe(const ReadResult &r, const QString &what)
{
    if (what == u"records")
        return QString::number(r.collection.size());
    const CardRecord *c = cardRecord(r, 0);
    if (!c)
        return QStringLiteral("<no record>");
    if (what == u"hands")
        return linHands(*c);
    if (what == u"dealer")
        return c->seats().letter(c->dealer());
    if (what == u"vul")
        return vulnerabilityToString(c->vulnerability());
    if (what == u"calls")
        return linCalls(*c);
    if (what == u"marks") {
        QStringList m;
        for (const Call &call : c->auction().calls)
            m.append(call.annotation->suffix.isEmpty() ? QStringLiteral("_") : call.annotation->suffix);
        return m.join(u' ');
    }
    if (what == u"explained")
        return linExplanations(*c).join(u'|');
    if (what == u"play")
        return linCards(*c, true);
    if (what == u"contract")
        return c->contract().toString() + u' ' + c->seats().letter(c->declarer());
    if (what == u"winners") {
        QString w;
        for (const Trick &t : c->play().tricks)
            w += c->seats().letter(t.winner);
        return w;
    }
    if (what == u"claim")
        return (c->play().claim ? QString::number(c->play().claim->tricks) : QStringLiteral("-")) + u'/'
               + (c->result() ? QString::number(*c->result()) : QStringLiteral("-"));
    if (what == u"tags") {
        QStringList t;
        for (const Tag &tag : c->tags())
            t.append(tag.name + u'=' + tag.value);
        return t.join(u';');
    }
    if (what == u"comments")
        return linComments(*c).join(u'|');
    if (what == u"directives") {
        QStringList d;
        for (const Commentary &k : c->comments())
            if (k.style == Commentary::Style::Percent)
                d.append(k.text + u'@' + QString::number(c->stepOf(k.anchor)));
        return d.join(u'|');
    }
    if (what.startsWith(u"tag:"))
        return c->tag(what.mid(4));
    return QStringLiteral("<unknown probe>");
}

QByteArray urlForm(const QByteArray &lin)
{
    QByteArray e = QUrl::toPercentEncoding(QString::fromUtf8(lin), " ");
    e.replace(' ', '+');
    return e;
}

} // namespace

class TestLinReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keys_data();
    void keys();
    void quirks_data();
    void quirks();
    void errors_data();
    void errors();
    void noBoards_data();
    void noBoards();
    void links_data();
    void links();
    void linkRoundTrip();
    void sniff_data();
    void sniff();
    void splitAndReadRecord_data();
    void splitAndReadRecord();
};

void TestLinReader::keys_data()
{
    QTest::addColumn<QByteArray>("lin");
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("expected");
    const QByteArray n = "pn|Sam,Wes,Nor,Eve|st||";
    QTest::newRow("pn S W N E") << Head << "tags" << "Board=1;West=Wes;North=Nor;East=Eve;South=Sam";
    QTest::newRow("md three hands, East derived") << Head << "hands" << Hands;
    QTest::newRow("md dealer digit 3") << Head << "dealer" << "N";
    QTest::newRow("md four hands, dealer 2")
        << n + "md|2ST9843HJT63DQCQT3,SJ2HAK95DJ98632CJ,SA6H842DK54CAK642,SKQ75HQ7DAT7C9875|sv|o|" << "hands" << Hands;
    QTest::newRow("md dealer 2 is West")
        << n + "md|2ST9843HJT63DQCQT3,SJ2HAK95DJ98632CJ,SA6H842DK54CAK642,SKQ75HQ7DAT7C9875|sv|o|" << "dealer" << "W";
    QTest::newRow("md one hand (teaching)") << n + "md|1ST9843HJT63DQCQT3,,,|sv|o|" << "hands" << "- - T9843.JT63.Q.QT3 -";
    QTest::newRow("md dealer 4 is East") << n + "md|4ST9843HJT63DQCQT3,,,|sv|o|" << "dealer" << "E";
    QTest::newRow("sv o") << n + D + "sv|o|" << "vul" << "None";
    QTest::newRow("sv n") << n + D + "sv|n|" << "vul" << "NS";
    QTest::newRow("sv e") << n + D + "sv|e|" << "vul" << "EW";
    QTest::newRow("sv b") << n + D + "sv|b|" << "vul" << "All";
    QTest::newRow("no sv: from the board number") << n + D + "ah|Board 6|" << "vul" << "EW";
    QTest::newRow("ah Board n") << n + D + "ah|Board 15|sv|o|" << "tag:Board" << "15";
    QTest::newRow("ah other text kept") << n + D + "ah|Hand A7|sv|o|" << "tags"
                                        << "Board=7;West=Wes;North=Nor;East=Eve;South=Sam;LinAh=Hand A7";
    QTest::newRow("qx open room") << "qx|o3|" + n + D + "sv|o|" << "tags"
                                  << "Board=3;West=Wes;North=Nor;East=Eve;South=Sam;Room=Open;LinQx=o3";
    QTest::newRow("qx closed, BOARD suffix") << "qx|c2,BOARD 2|" + n + D + "sv|o|" << "tags"
                                             << "Board=2;West=Wes;North=Nor;East=Eve;South=Sam;Room=Closed;LinQx=c2,BOARD 2";
    const QByteArray landy = Head + "mb|1N|mb|2C!|an|Landy: both majors|mb|p|mb|2H|mb|p|mb|p|mb|p|pg||";
    QTest::newRow("mb with ! alert") << landy << "calls" << "1NT 2C! Pass 2H Pass Pass Pass";
    QTest::newRow("an explanation as a note") << landy << "explained" << "1:Landy: both majors";
    QTest::newRow("contract and declarer") << landy << "contract" << "2H W";
    QTest::newRow("an ! and an ?") << Head + "mb|1N|mb|2C|an|!|mb|p|an|?|" << "marks" << "_ ! ?";
    QTest::newRow("an ! is an alert") << Head + "mb|1N|mb|2C|an|!|mb|p|an|?|" << "calls" << "1NT 2C! Pass";
    const QByteArray trick = Head + Auction3N + "pc|SK|pc|S3|pc|S2|pc|SA|pg||pc|CA|pc|C5|pc|C3|pc|CJ|pg||";
    QTest::newRow("pc seats from the opening leader") << trick << "play" << "E:SK S:S3 W:S2 N:SA N:CA E:C5 S:C3 W:CJ";
    QTest::newRow("pc trick winners") << trick << "winners" << "NN";
    QTest::newRow("3NT by North") << trick << "contract" << "3NT N";
    QTest::newRow("mc claim: declarer's total") << trick + "mc|9|pg||" << "claim" << "9/9";
    QTest::newRow("nt at a call") << Head + "mb|1N|nt|15 to 17|mb|p|" << "comments" << "15 to 17@1";
    QTest::newRow("nt at a card") << Head + Auction3N + "pc|SK|nt|top of a sequence|" << "comments" << "top of a sequence@7";
    QTest::newRow("nt before the auction") << Head + "nt|Hello|mb|1N|" << "comments" << "Hello@0";
    QTest::newRow("pg where BBO puts it: no tag") << trick << "tag:LinPages" << "";
    QTest::newRow("pg as lesson stops") << Head + "mb|1N|pg||mb|p|mb|3N|pg||mb|p|mb|p|mb|p|pg||" << "tag:LinPages" << "1,3,6";
    const QByteArray vg = "vg|Cup,Final,I,1,2,Red,0,Blue,1|\npn|A,B,C,D,E,F,G,H|\npg||\nqx|c1|st||" + D + "sv|o|";
    QTest::newRow("vg and 8 names, closed room")
        << vg << "tags"
        << "Event=Cup;Stage=Final;Scoring=IMP;HomeTeam=Red;VisitTeam=Blue;Board=1;West=F;North=G;East=H;South=E;Room=Closed;"
           "LinQx=c1;LinVg=Cup,Final,I,1,2,Red,0,Blue,1;LinPn=A,B,C,D,E,F,G,H";
    QTest::newRow("rs and bn kept, board from bn")
        << "rs|3NN=,3NN-1,4SS=,|\nbn|7,8|\npg||\nqx|o2|st||" + D + "sv|o|" << "tags"
        << "Board=8;Room=Open;LinQx=o2;LinRs=3NN=,3NN-1,4SS=,;LinBn=7,8";
    QTest::newRow("pw names by board") << "pw|,,,,Ann,Ben,Cid,Dot|bn|1,2|pg||qx|o2|st||" + D + "sv|o|" << "tag:South" << "Ann";
    QTest::newRow("other key before the play: a tag") << "mn|My title|" + Head << "tag:LinMn" << "My title";
    QTest::newRow("other key in the auction: kept in place") << Head + "mb|1N|hc|SA|mb|p|" << "directives" << "hc|SA|@1";
    QTest::newRow("zz after the play") << trick + "zz|-420|pg||" << "directives" << "zz|-420|@14";
}

void TestLinReader::keys()
{
    QFETCH(QByteArray, lin);
    QFETCH(QString, what);
    QFETCH(QString, expected);
    const ReadResult r = readLin(lin);
    QVERIFY2(errorCount(r.diagnostics) == 0, qPrintable(codesOf(r.diagnostics).join(u' ')));
    QCOMPARE(probe(r, what), expected);
}

void TestLinReader::quirks_data()
{
    QTest::addColumn<QByteArray>("lin");
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("warning"); // empty: no warning at all
    const QByteArray n = "pn|Sam,Wes,Nor,Eve|st||";
    QTest::newRow("keys in upper case") << "PN|Sam,Wes,Nor,Eve|ST||" + D + "SV|b|MB|1N|" << "calls" << "1NT" << "lin.key.case";
    QTest::newRow("cards in lower case") << Head + Auction3N + "pc|sk|pc|s3|pc|s2|pc|sa|" << "play"
                                         << "E:SK S:S3 W:S2 N:SA" << "lin.card.case";
    QTest::newRow("P, pass, X, XX") << Head + "mb|1N|mb|X|mb|XX|mb|P|mb|pass|mb|P|" << "calls"
                                    << "1NT X XX Pass Pass Pass" << "lin.call.spelling";
    QTest::newRow("p d r as BBO writes") << Head + "mb|1N|mb|d|mb|r|mb|p|mb|p|mb|p|" << "calls" << "1NT X XX Pass Pass Pass" << "";
    QTest::newRow("1n in lower case") << Head + "mb|1n|" << "calls" << "1NT" << "lin.call.spelling";
    QTest::newRow("1NT") << Head + "mb|1NT|" << "calls" << "1NT" << "lin.call.spelling";
    QTest::newRow("- as a pass") << Head + "mb|1N|mb|-|" << "calls" << "1NT Pass" << "lin.call.spelling";
    QTest::newRow("trailing pg||") << Head + Auction3N + "pg||" << "calls" << "1NT Pass 3NT Pass Pass Pass" << "";
    QTest::newRow("empty values") << "pn|,,,|st||" + D + "rh||ah||sv|o|" << "tags" << "" << "";
    QTest::newRow("CRLF") << "pn|Sam,Wes,Nor,Eve|st||\r\n" + D + "\r\nsv|o|\r\nmb|1N|\r\n" << "calls" << "1NT" << "";
    QTest::newRow("line breaks between keys and values") << "pn|Sam,Wes,Nor,Eve|st||\n" + D + "sv\n|o|mb|\n1N|" << "calls" << "1NT" << "";
    QTest::newRow("a line break inside nt") << Head + "mb|1N|nt|first line\nsecond|" << "comments" << "first line second@1"
                                            << "lin.text.line-break";
    QTest::newRow("Latin-1 text") << "pn|M\xfcller,Wes,Nor,Eve|st||" + D + "sv|o|" << "tag:South" << QStringLiteral("Müller")
                                  << "lin.text.not-utf8";
    QTest::newRow("UTF-8 text") << QStringLiteral("pn|Süd,Wes,Nor,Eve|st||").toUtf8() + D + "sv|o|" << "tag:South"
                                << QStringLiteral("Süd") << "";
    QTest::newRow("UTF-8 BOM") << "\xEF\xBB\xBF" + Head << "dealer" << "N" << "";
    QTest::newRow("URL-encoded") << urlForm(n + D + "ah|Board 7|sv|o|mb|1N|") << "tag:Board" << "7" << "lin.text.url-encoded";
    QTest::newRow("no closing pipe") << Head + "mb|1N|mb|p|mb|p|mb|p" << "calls" << "1NT Pass Pass Pass" << "lin.text.unterminated";
    QTest::newRow("md in lower case with 10") << n + "md|3s109843hjt63dqcqt3,sj2hak95dj98632cj,sa6h842dk54cak642,|sv|o|"
                                              << "hands" << Hands << "lin.deal.spelling";
    QTest::newRow("md ranks ascending, suits in any order")
        << n + "md|3CQT3DQH36JTS3489T,SJ2HAK95DJ98632CJ,SA6H842DK54CAK642,|sv|o|" << "hands" << Hands << "";
    QTest::newRow("md without dealer digit") << n + "md|ST9843HJT63DQCQT3,SJ2HAK95DJ98632CJ,SA6H842DK54CAK642,|ah|Board 2|"
                                             << "dealer" << "E" << "lin.deal.no-dealer";
    QTest::newRow("md|0 not read") << n + D + "sv|o|md|0|" << "hands" << Hands << "lin.deal.keep";
    QTest::newRow("compact auction") << Head + "mb|1Np3Nppp|" << "calls" << "1NT Pass 3NT Pass Pass Pass" << "lin.call.compact";
    QTest::newRow("whole trick in one pc") << Head + Auction3N + "pc|SKS3S2SA|" << "play" << "E:SK S:S3 W:S2 N:SA" << "lin.card.compact";
    QTest::newRow("a pc that is no card") << Head + Auction3N + "pc|h|" << "directives" << "pc|h|@6" << "lin.card.kept";
    QTest::newRow("sv|0|") << n + D + "sv|0|" << "vul" << "None" << "lin.vulnerability.spelling";
    QTest::newRow("sv|B|") << n + D + "sv|B|" << "vul" << "All" << "lin.vulnerability.spelling";
    QTest::newRow("three names") << "pn|Sam,Wes,Nor|st||" + D + "sv|o|" << "tag:North" << "Nor" << "lin.names.count";
    QTest::newRow("placeholder board dropped") << "qx|o1|pn|,,,|pg||\nqx|o2|" + Head << "records" << "1" << "lin.board.no-deal";
    QTest::newRow("mc|0| with no play") << Head + Auction3N + "mc|0|" << "claim" << "-/-" << "lin.claim.no-result";
    QTest::newRow("text after the last token") << Head + "mb|1N|junk" << "calls" << "1NT" << "lin.text.trailing";
}

void TestLinReader::quirks()
{
    QFETCH(QByteArray, lin);
    QFETCH(QString, what);
    QFETCH(QString, expected);
    QFETCH(QString, warning);
    const ReadResult r = readLin(lin);
    QVERIFY2(errorCount(r.diagnostics) == 0, qPrintable(codesOf(r.diagnostics).join(u' ')));
    QCOMPARE(probe(r, what), expected);
    if (warning.isEmpty())
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(codesOf(r.diagnostics).join(u' ')));
    else
        QVERIFY2(codesOf(r.diagnostics).contains(warning), qPrintable(codesOf(r.diagnostics).join(u' ')));
}

void TestLinReader::errors_data()
{
    QTest::addColumn<QByteArray>("lin");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QByteArray>("at");  // the offending token: its value's first character is the column
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("record");
    const QByteArray good = Head + Auction3N + "\n";
    QTest::newRow("conservation") << "pn|a,b,c,d|st||md|3SAT9843HJT63DQCQT,SJ2HAK95DJ98632CJ,SA6H842DK54CAK642,|sv|o|\n" + good
                                  << "lin.deal.conservation" << QByteArray("md|3SAT") << 1 << 1;
    QTest::newRow("insufficient bid") << good + Head + "mb|1N|mb|1S|\n" << "lin.auction.insufficient" << QByteArray("mb|1S") << 2 << 2;
    QTest::newRow("not a call") << Head + "mb|8S|" << "lin.call.syntax" << QByteArray("mb|8S") << 1 << 1;
    QTest::newRow("card not held") << Head + Auction3N + "pc|SA|" << "lin.play.not-held" << QByteArray("pc|SA") << 1 << 1;
    QTest::newRow("revoke") << Head + Auction3N + "pc|SK|pc|H3|" << "lin.play.revoke" << QByteArray("pc|H3") << 1 << 1;
    QTest::newRow("card played twice") << Head + Auction3N + "pc|SK|pc|S3|pc|S2|pc|SA|pg||pc|SA|" << "lin.play.twice"
                                       << QByteArray("pg||pc|SA") << 1 << 1;
    QTest::newRow("claim too large") << Head + Auction3N + "pc|SK|pc|S3|pc|SJ|pc|S6|pg||mc|13|" << "lin.claim.too-many"
                                     << QByteArray("mc|13") << 1 << 1;
    QTest::newRow("claim not a number") << Head + Auction3N + "mc|x|" << "lin.claim.syntax" << QByteArray("mc|x") << 1 << 1;
    QTest::newRow("a bad vulnerability") << "pn|a,b,c,d|" + D + "sv|q|" << "lin.vulnerability" << QByteArray("sv|q") << 1 << 1;
}

void TestLinReader::errors()
{
    QFETCH(QByteArray, lin);
    QFETCH(QString, code);
    QFETCH(QByteArray, at);
    QFETCH(int, line);
    QFETCH(int, record);
    const ReadResult r = readLin(lin);
    const Diagnostic *found = nullptr;
    for (const Diagnostic &d : r.diagnostics)
        if (d.code == code)
            found = &d;
    QVERIFY2(found, qPrintable(codesOf(r.diagnostics).join(u' ')));
    QVERIFY(found->isError());
    QCOMPARE(found->line, line);
    QCOMPARE(found->record, record);
    const QList<QByteArray> lines = lin.split('\n');
    const qsizetype col = lines.at(line - 1).indexOf(at) + at.lastIndexOf('|') + 2;
    QCOMPARE(found->column, int(col));
    // the board is kept, and reading goes on to the next
    QCOMPARE(r.collection.size(), lin.count('\n') + (lin.endsWith('\n') ? 0 : 1));
    QVERIFY(found->format(QStringLiteral("x.lin")).startsWith(QStringLiteral("x.lin:%1:%2: error: ").arg(line).arg(col)));
}

void TestLinReader::noBoards_data()
{
    // an empty file is one of no boards, as an empty PBN file is (what the
    // writer makes of no records reads back); text without a board is not LIN
    QTest::addColumn<QByteArray>("lin");
    QTest::addColumn<QStringList>("codes");
    QTest::newRow("empty") << QByteArray() << QStringList();
    QTest::newRow("blanks and line ends") << QByteArray("  \r\n\n \n") << QStringList();
    QTest::newRow("a key but no board") << QByteArray("pn|a,b,c,d|")
                                       << QStringList{QStringLiteral("lin.board.no-deal"), QStringLiteral("lin.no-board")};
}

void TestLinReader::noBoards()
{
    QFETCH(QByteArray, lin);
    QFETCH(QStringList, codes);
    const ReadResult r = readLin(lin);
    QCOMPARE(r.collection.size(), 0);
    QCOMPARE(codesOf(r.diagnostics), codes);
}

void TestLinReader::links_data()
{
    QTest::addColumn<QString>("link");
    QTest::addColumn<QByteArray>("lin"); // empty: no LIN (an error)
    const QByteArray lin = "pn|Sam Smith,Wes,Nor,Eve|st||" + D + "ah|Board 1|sv|o|mb|1N|an|15-17|";
    const QString hv = QStringLiteral("https://www.bridgebase.com/tools/handviewer.html?lin=");
    QTest::newRow("handviewer, encoded") << hv + QString::fromLatin1(QUrl::toPercentEncoding(QString::fromUtf8(lin))) << lin;
    QTest::newRow("handviewer, + for spaces") << hv + QString::fromLatin1(urlForm(lin)) << lin;
    QTest::newRow("handviewer, raw pipes") << hv + QString::fromUtf8(lin).replace(u' ', QStringLiteral("%20")) << lin;
    QTest::newRow("movie.html") << QStringLiteral("https://www.bridgebase.com/tools/movie.html?lin=") + QString::fromLatin1(urlForm(lin)) << lin;
    QTest::newRow("lin= after another parameter, one after")
        << QStringLiteral("http://www.bridgebase.com/tools/handviewer.html?bbo=y&lin=") + QString::fromLatin1(urlForm(lin)) + QStringLiteral("&v3b=")
        << lin;
    QTest::newRow("old parameters")
        << QStringLiteral("https://www.bridgebase.com/tools/handviewer.html?s=ST9843HJT63DQCQT3&w=SJ2HAK95DJ98632CJ"
                          "&n=SA6H842DK54CAK642&e=SKQ75HQ7DA107C9875&d=n&v=b&b=4&nn=Nor&sn=Sam&a=1NPPP&p=HQ")
        << QByteArray("pn|Sam,,Nor,|st||md|3ST9843HJT63DQCQT3,SJ2HAK95DJ98632CJ,SA6H842DK54CAK642,SKQ75HQ7DAT7C9875|rh||"
                      "ah|Board 4|sv|b|mb|1N|mb|p|mb|p|mb|p|pg||pc|HQ|");
    QTest::newRow("myhand: no LIN in it") << QStringLiteral("https://www.bridgebase.com/myhands/fetchlin.php?myhand=M-123-4") << QByteArray();
}

void TestLinReader::links()
{
    QFETCH(QString, link);
    QFETCH(QByteArray, lin);
    QVERIFY(lin::isHandViewerLink(link));
    QString error;
    QCOMPARE(lin::linFromLink(link, &error), lin);
    QCOMPARE(error.isEmpty(), !lin.isEmpty());
    if (!lin.isEmpty()) {
        // the plug-in reads the link as a file's text too
        const ReadResult r = readLin(link.toUtf8());
        QCOMPARE(r.collection.size(), 1);
        QCOMPARE(probe(r, QStringLiteral("dealer")), QStringLiteral("N"));
    }
    QVERIFY(!lin::isHandViewerLink(u"pn|a,b,c,d|"));
    QVERIFY(!lin::isHandViewerLink(u"https://www.bridgebase.com/"));
}

void TestLinReader::linkRoundTrip()
{
    const QByteArray lin = Head + Auction3N + "pc|SK|";
    const QString link = lin::handViewerLink(lin);
    QVERIFY(link.startsWith(QStringLiteral("https://www.bridgebase.com/tools/handviewer.html?lin=pn%7CSam%2CWes")));
    QCOMPARE(lin::linFromLink(link), lin);
}

void TestLinReader::sniff_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<bool>("lin");
    QTest::newRow("pn first") << Head << true;
    QTest::newRow("qx first") << "qx|o1|" + Head << true;
    QTest::newRow("vg header") << QByteArray("vg|Cup,Final,I,1,2,Red,0,Blue,1|\npn|A,B,C,D,E,F,G,H|\npg||\nqx|o1|md|3S") << true;
    QTest::newRow("URL-encoded") << urlForm(Head) << true;
    QTest::newRow("a link") << QByteArray("https://www.bridgebase.com/tools/handviewer.html?lin=pn%7Ca%7Cmd%7C3") << true;
    QTest::newRow("PBN") << QByteArray("[Event \"x\"]\n[Board \"1\"]\n") << false;
    QTest::newRow("RBN") << QByteArray("E Club\nB 1\nD N\n") << false;
    QTest::newRow("prose") << QByteArray("md| is a key in LIN files\n") << false;
}

void TestLinReader::sniff()
{
    QFETCH(QByteArray, head);
    QFETCH(bool, lin);
    const int score = linPlugin().sniff(head, QStringLiteral("x.txt"));
    QCOMPARE(score > 0, lin);
    if (lin)
        QCOMPARE(Registry::builtin().detect(head, QStringLiteral("x.txt"))->id(), QStringLiteral("lin"));
}

void TestLinReader::splitAndReadRecord_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("boards");
    QTest::newRow("sample, three boards") << QFINDTESTDATA("../resources/samples/lin_club_session.lin") << 3;
    QTest::newRow("vugraph, header and four boards") << QFINDTESTDATA("data/lin/vugraph_match.lin") << 4;
}

void TestLinReader::splitAndReadRecord()
{
    QFETCH(QString, path);
    QFETCH(int, boards);
    const QByteArray data = fileBytes(path);
    QVERIFY(!data.isEmpty());
    const ReadResult all = readLin(data);
    QVERIFY2(all.diagnostics.isEmpty(), qPrintable(codesOf(all.diagnostics).join(u' ')));
    QCOMPARE(all.collection.size(), boards);
    const QList<RecordSpan> spans = linPlugin().split(data);
    QCOMPARE(spans.size(), boards);
    for (int i = 0; i < spans.size(); ++i) {
        QCOMPARE(spans[i].line, all.collection.records()[i]->sourceLine());
        const ReadResult one = linPlugin().readRecord(data, spans[i], i + 1, nullptr);
        QCOMPARE(one.collection.size(), 1);
        QVERIFY(one.diagnostics.isEmpty());
        const auto *a = cardRecord(all, i);
        const auto *b = cardRecord(one, 0);
        QVERIFY(a && b);
        QCOMPARE(facts(*b), facts(*a));
        QVERIFY(*a == *b);
    }
}

QTEST_GUILESS_MAIN(TestLinReader)
#include "tst_linreader.moc"
