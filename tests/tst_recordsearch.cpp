// Searching (issue 18): `kibitzer-cli search` finds exactly the records an
// independent filter written here finds, over every PBN file of the corpus
// and the samples; the query language's mistakes are reported with their
// column.

#include "support/corpus.h"

#include "cli.h"
#include "parsers/fileio.h"
#include "parsers/registry.h"
#include "parsers/pbn/pbnplugin.h"
#include "search/recordquery.h"
#include "search/spanfacts.h"

#include "model/cardrecord.h"

#include <QDirIterator>
#include <QRegularExpression>
#include <QtTest>

#include <functional>

using namespace kib;

namespace {

using Filter = std::function<bool(const Record &)>;

const CardRecord *bridge(const Record &r)
{
    const auto *c = dynamic_cast<const CardRecord *>(&r);
    return c && c->game() == Game::Bridge ? c : nullptr;
}

// A seat's hand as the deal gives it, or nothing.
const Cards *cardsOf(const Record &r, int seat)
{
    const CardRecord *c = bridge(r);
    if (!c || c->deal().hands.size() <= seat || !c->deal().hands.at(seat).known
        || c->deal().hands.at(seat).cards.isEmpty())
        return nullptr;
    return &c->deal().hands.at(seat).cards;
}

// Points counted from the cards' names, not their ranks' numbers.
int points(const Cards &cards)
{
    int n = 0;
    for (const Card &c : cards) {
        const QString name = c.toString();
        const QChar rank = name.isEmpty() ? QChar() : name.back();
        n += rank == u'A' ? 4 : rank == u'K' ? 3 : rank == u'Q' ? 2 : rank == u'J' ? 1 : 0;
    }
    return n;
}

QList<int> lengths(const Cards &cards)
{
    QList<int> out(4, 0);
    for (const Card &c : cards)
        if (c.suit() != Suit::None)
            ++out[int(c.suit())];
    return out;
}

QString tag(const Record &r, const QString &name)
{
    for (const Tag &t : r.tags())
        if (t.name == name)
            return t.value.trimmed() == u"?" || t.value.trimmed() == u"#" ? QString() : t.value.trimmed();
    return {};
}

bool inText(const Record &r, const QString &word)
{
    for (const Commentary &c : r.comments())
        if (c.text.toLower().contains(word))
            return true;
    for (const Note &n : r.notes())
        if (n.text.toLower().contains(word))
            return true;
    return false;
}

QMap<QString, Filter> filters()
{
    QMap<QString, Filter> f;
    f["north 15+"] = [](const Record &r) {
        const Cards *h = cardsOf(r, North);
        return h && points(*h) >= 15;
    };
    f["south 5-5"] = [](const Record &r) {
        const Cards *h = cardsOf(r, South);
        if (!h)
            return false;
        QList<int> l = lengths(*h);
        std::sort(l.begin(), l.end(), std::greater<int>());
        return l[1] >= 5;
    };
    f["4S by anyone"] = [](const Record &r) {
        const CardRecord *c = bridge(r);
        return c && c->contract().kind == Contract::Kind::Bid && c->contract().level == 4
               && c->contract().strain == Strain::Spades && c->contract().risk == 0;
    };
    f["N declares, 10+"] = [](const Record &r) {
        const CardRecord *c = bridge(r);
        return c && c->declarer() == North && c->result() && *c->result() >= 10;
    };
    f["balanced west"] = [](const Record &r) {
        const Cards *h = cardsOf(r, West);
        if (!h)
            return false;
        QList<int> l = lengths(*h);
        std::sort(l.begin(), l.end());
        return l == QList<int>{3, 3, 3, 4} || l == QList<int>{2, 3, 4, 4} || l == QList<int>{2, 3, 3, 5};
    };
    f["void in spades, east"] = [](const Record &r) {
        const Cards *h = cardsOf(r, East);
        return h && lengths(*h)[0] == 0;
    };
    f["NS 25+ or a slam"] = [](const Record &r) {
        const Cards *n = cardsOf(r, North), *s = cardsOf(r, South);
        const CardRecord *c = bridge(r);
        const bool slam = c && c->contract().kind == Contract::Kind::Bid && c->contract().level >= 6;
        return (n && s && points(*n) + points(*s) >= 25) || slam;
    };
    f["player a, board up to 8"] = [](const Record &r) {
        bool player = false;
        for (const char *seat : {"North", "East", "South", "West"})
            player = player || tag(r, QString::fromLatin1(seat)).toLower().contains(u'a');
        bool ok = false;
        const int board = tag(r, QStringLiteral("Board")).toInt(&ok);
        return player && ok && board <= 8;
    };
    f["not hearts 4+ north"] = [](const Record &r) {
        const Cards *h = cardsOf(r, North);
        return !(h && lengths(*h)[1] >= 4);
    };
    f["lead or squeeze"] = [](const Record &r) { return inText(r, QStringLiteral("lead")) || inText(r, QStringLiteral("squeeze")); };
    f["score above 0"] = [](const Record &r) {
        static const QRegularExpression re(QStringLiteral("^(NS|EW)?\\s*(-?\\d+)"));
        const auto m = re.match(tag(r, QStringLiteral("Score")));
        if (!m.hasMatch())
            return false;
        const int n = m.captured(2).toInt();
        return (m.captured(1) == u"EW" ? -n : n) > 0;
    };
    f["event set, 2000s"] = [](const Record &r) {
        return !tag(r, QStringLiteral("Event")).isEmpty() && tag(r, QStringLiteral("Date")) >= QStringLiteral("2000");
    };
    // (fields the quick look at a game's bytes decides: SpanSearch)
    f["player smith"] = [](const Record &r) {
        bool player = false;
        for (const char *seat : {"North", "East", "South", "West"})
            player = player || tag(r, QString::fromLatin1(seat)).toLower().contains(QStringLiteral("smith"));
        return player;
    };
    f["north jones"] = [](const Record &r) { return tag(r, QStringLiteral("North")).toLower() == u"jones"; };
    f["event congress"] = [](const Record &r) {
        return tag(r, QStringLiteral("Event")).toLower().contains(QStringLiteral("congress"));
    };
    f["site paris"] = [](const Record &r) { return tag(r, QStringLiteral("Site")).toLower().contains(QStringLiteral("paris")); };
    f["date 2024"] = [](const Record &r) { return tag(r, QStringLiteral("Date")).contains(QStringLiteral("2024")); };
    f["squeeze"] = [](const Record &r) { return inText(r, QStringLiteral("squeeze")); };
    f["east 5+ spades, north 15+"] = [](const Record &r) {
        const Cards *e = cardsOf(r, East), *n = cardsOf(r, North);
        return e && lengths(*e)[0] >= 5 && n && points(*n) >= 15;
    };
    f["smith and 12+ north"] = [](const Record &r) {
        const Cards *n = cardsOf(r, North);
        return tag(r, QStringLiteral("North")).toLower().contains(QStringLiteral("smith")) && n && points(*n) >= 12;
    };
    // (tags the quick look decides, fifth round)
    f["4HX"] = [](const Record &r) {
        const CardRecord *c = bridge(r);
        return c && c->contract().kind == Contract::Kind::Bid && c->contract().level == 4
               && c->contract().strain == Strain::Hearts && c->contract().risk == 1;
    };
    f["passed out"] = [](const Record &r) {
        const CardRecord *c = bridge(r);
        return c && c->contract().kind == Contract::Kind::PassedOut;
    };
    f["not 3NT"] = [](const Record &r) {
        const CardRecord *c = bridge(r);
        return !(c && c->contract().kind == Contract::Kind::Bid && c->contract().level == 3
                 && c->contract().strain == Strain::NoTrump && c->contract().risk == 0);
    };
    f["dealer N or declarer S"] = [](const Record &r) {
        const CardRecord *c = bridge(r);
        return c && (c->dealer() == North || c->declarer() == South);
    };
    f["9+ tricks, no N declarer"] = [](const Record &r) {
        const CardRecord *c = bridge(r);
        return c && c->result() && *c->result() >= 9 && c->declarer() != North;
    };
    f["score 100+"] = [](const Record &r) {
        static const QRegularExpression re(QStringLiteral("^(NS|EW)?\\s*(-?\\d+)"));
        const auto m = re.match(tag(r, QStringLiteral("Score")));
        if (!m.hasMatch())
            return false;
        const int n = m.captured(2).toInt();
        return (m.captured(1) == u"EW" ? -n : n) >= 100;
    };
    f["board 3 to 10"] = [](const Record &r) {
        bool ok = false;
        const int board = tag(r, QStringLiteral("Board")).toInt(&ok);
        return ok && board >= 3 && board <= 10;
    };
    f["hearts or a slam"] = [](const Record &r) {
        const CardRecord *c = bridge(r);
        return c && c->contract().kind == Contract::Kind::Bid
               && (c->contract().strain == Strain::Hearts || c->contract().level >= 6);
    };
    return f;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList pbnFiles(const QString &root)
{
    QStringList out;
    QDirIterator it(root, {QStringLiteral("*.pbn")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        out.append(it.next());
    out.sort();
    return out;
}

} // namespace

class TestRecordSearch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void findsWhatTheFilterFinds_data();
    void findsWhatTheFilterFinds();
    void quickLookNeverMisses_data();
    void quickLookNeverMisses();
    void mistakes_data();
    void mistakes();
    void otherGames();
};

void TestRecordSearch::findsWhatTheFilterFinds_data()
{
    KIB_REQUIRE_CORPUS("pbn");
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("filter");
    QTest::newRow("hcp") << "hcp(N) >= 15" << "north 15+";
    QTest::newRow("5-5 or better") << "shape(S) = any 5+5+xx" << "south 5-5";
    QTest::newRow("contract") << "contract = 4s" << "4S by anyone";
    QTest::newRow("declarer and result") << "declarer = N and result >= 10" << "N declares, 10+";
    QTest::newRow("balanced") << "shape(W) = any 4333 or shape(W) = any 4432 or shape(W) = any 5332"
                              << "balanced west";
    QTest::newRow("void") << "spades(E) = 0" << "void in spades, east";
    QTest::newRow("side and parentheses") << "(hcp(NS) >= 25) or level >= 6" << "NS 25+ or a slam";
    QTest::newRow("player and board") << "player ~ a board <= 8" << "player a, board up to 8";
    QTest::newRow("not") << "not hearts(N) >= 4" << "not hearts 4+ north";
    QTest::newRow("text") << "lead or \"SQUEEZE\"" << "lead or squeeze";
    QTest::newRow("score") << "score > 0" << "score above 0";
    QTest::newRow("dates") << "event ~ \"\" and date >= 2000" << "event set, 2000s";
    QTest::newRow("quick: player") << "player ~ smith" << "player smith";
    QTest::newRow("quick: north equal") << "north = jones" << "north jones";
    QTest::newRow("quick: event") << "event ~ congress" << "event congress";
    QTest::newRow("quick: tag") << "tag(Site) ~ PARIS" << "site paris";
    QTest::newRow("quick: date") << "date ~ 2024" << "date 2024";
    QTest::newRow("quick: text") << "squeeze" << "squeeze";
    QTest::newRow("quick: hands") << "spades(E) >= 5 and hcp(N) >= 15" << "east 5+ spades, north 15+";
    QTest::newRow("quick: text and hands") << "north ~ smith hcp(N) >= 12" << "smith and 12+ north";
    QTest::newRow("quick: doubled contract") << "contract = 4hx" << "4HX";
    QTest::newRow("quick: passed out") << "contract = pass" << "passed out";
    QTest::newRow("quick: not contract") << "not contract = 3NT" << "not 3NT";
    QTest::newRow("quick: dealer or declarer") << "dealer = n or declarer = S" << "dealer N or declarer S";
    QTest::newRow("quick: result") << "result >= 9 and not declarer = N" << "9+ tricks, no N declarer";
    QTest::newRow("quick: score") << "score >= 100" << "score 100+";
    QTest::newRow("quick: board") << "board >= 3 and board <= 10" << "board 3 to 10";
    QTest::newRow("quick: strain or level") << "strain = h or level >= 6" << "hearts or a slam";
}

void TestRecordSearch::findsWhatTheFilterFinds()
{
    QFETCH(QString, query);
    QFETCH(QString, filter);
    const Filter wanted = filters().value(filter);
    QVERIFY(wanted);
    QStringList files = pbnFiles(kib::test::corpusRoot() + QStringLiteral("/pbn"));
    files += pbnFiles(QStringLiteral(KIBITZER_SOURCE_DIR) + QStringLiteral("/resources/samples"));
    // ('#' values, a shared board, broken deals, a span with no game, a '##' chain)
    files += QFINDTESTDATA("data/search_quicklook.pbn");
    files += QFINDTESTDATA("data/search_chain.pbn");
    // (contracts, declarers, results, scores and boards, plain and not)
    files += QFINDTESTDATA("data/search_tags.pbn");
    QVERIFY(files.size() >= 10);
    int total = 0, boards = 0;
    for (const QString &path : files) {
        const LoadedFile file = readFile(path);
        QVERIFY2(file.ok(), qPrintable(file.error));
        QStringList expected;
        for (int i = 0; i < file.result.collection.size(); ++i) {
            const RecordPtr r = file.result.collection.records().at(i);
            if (wanted(*r))
                expected.append(QStringLiteral("%1:%2: record %3:").arg(path).arg(r->sourceLine()).arg(i + 1));
        }
        boards += file.result.collection.size();
        QString out, err;
        QTextStream o(&out), e(&err);
        const int code = Cli(o, e, Registry::builtin()).run({QStringLiteral("search"), path, query});
        o.flush();
        QCOMPARE(code, expected.isEmpty() ? 1 : 0);
        QStringList found;
        for (const QString &line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            found.append(line.section(QStringLiteral(": "), 0, 1) + QLatin1Char(':'));
        QCOMPARE(found, expected);
        total += int(found.size());
        // --count counts the games the bytes alone decide without reading them
        QString counted;
        QTextStream c(&counted);
        Cli(c, e, Registry::builtin()).run({QStringLiteral("search"), QStringLiteral("--count"), path, query});
        c.flush();
        QCOMPARE(counted.trimmed().toInt(), int(expected.size()));
    }
    // the query finds something, and not everything
    QVERIFY2(total > 0 && total < boards, qPrintable(QStringLiteral("%1 of %2").arg(total).arg(boards)));
}

// The quick look at a game's bytes (RecordQuery::mayMatch() on
// SpanFacts::ofPbn(), what SpanSearch skips games by) never turns away a game
// the query matches once read, and does turn some away: over the fixtures
// (no corpus needed) and, when it is there, every PBN file of the corpus.
void TestRecordSearch::quickLookNeverMisses_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<bool>("skipsSome");
    QTest::addColumn<bool>("decidesSome"); // finds some games from their bytes alone
    QTest::newRow("player") << "player ~ smith" << true << false;
    QTest::newRow("north equal") << "north = Jones" << true << false;
    QTest::newRow("event") << "event ~ congress" << true << false;
    QTest::newRow("tag") << "tag(Site) ~ paris" << true << false;
    QTest::newRow("date") << "date ~ 2024" << true << false;
    QTest::newRow("text") << "squeeze" << true << false;
    QTest::newRow("hcp") << "hcp(N) >= 15" << true << true;
    QTest::newRow("hcp of a side") << "hcp(EW) < 18" << true << true;
    QTest::newRow("suit") << "spades(S) >= 5" << true << true;
    QTest::newRow("shape") << "shape(S) = any 5+4+xx" << true << true; // South: in the fixtures too
    QTest::newRow("or") << "hcp(N) >= 15 or player ~ ford" << true << true;
    QTest::newRow("not") << "not hcp(N) >= 15" << true << true;
    QTest::newRow("contract") << "contract = 3NT" << true << true;
    QTest::newRow("doubled contract") << "contract = 4HX" << true << true;
    QTest::newRow("passed out") << "contract = Pass" << true << true;
    QTest::newRow("level") << "level >= 4" << true << true;
    QTest::newRow("strain") << "strain != NT" << true << true;
    QTest::newRow("declarer") << "declarer = S" << true << true;
    QTest::newRow("dealer") << "dealer != e" << true << true;
    QTest::newRow("result") << "result >= 9" << true << true;
    QTest::newRow("score") << "score < 0" << true << true;
    QTest::newRow("board") << "board = 1" << true << true;
    QTest::newRow("not or") << "not (contract = 3NT or player ~ smith)" << true << true;
    QTest::newRow("game: never decided") << "game = bridge" << false << false;
}

void TestRecordSearch::quickLookNeverMisses()
{
    QFETCH(QString, query);
    QFETCH(bool, skipsSome);
    QFETCH(bool, decidesSome);
    const RecordQuery q = RecordQuery::parse(query);
    QVERIFY(q.isValid());
    QStringList files{QFINDTESTDATA("data/search_quicklook.pbn"), QFINDTESTDATA("data/search_chain.pbn"),
                      QFINDTESTDATA("data/search_tags.pbn")};
    if (kib::test::corpusHas(QStringLiteral("pbn")))
        files += pbnFiles(kib::test::corpusRoot() + QStringLiteral("/pbn"));
    files += pbnFiles(QStringLiteral(KIBITZER_SOURCE_DIR) + QStringLiteral("/resources/samples"));
    const PbnPlugin pbn;
    QVERIFY(!SpanFacts::pbnInherits(QByteArrayView(readAll(files.first()))));
    QVERIFY(SpanFacts::pbnInherits(QByteArrayView(readAll(files.at(1)))));
    int skipped = 0, matched = 0, decided = 0;
    for (const QString &path : files) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray data = f.readAll();
        if (SpanFacts::pbnInherits(QByteArrayView(data)))
            continue; // (SpanSearch reads every game of such a file)
        const QList<RecordSpan> spans = pbn.split(QByteArrayView(data));
        RecordPtr previous;
        for (int i = 0; i < spans.size(); ++i) {
            const ReadResult one = pbn.readRecord(QByteArrayView(data), spans.at(i), i + 1, previous.get());
            const SpanFacts facts = SpanFacts::ofPbn(QByteArrayView(data).sliced(spans.at(i).offset, spans.at(i).length));
            const bool may = q.mayMatch(facts);
            const bool yes = q.prejudge(facts) == RecordQuery::Verdict::Yes;
            QCOMPARE(may, q.prejudge(facts) != RecordQuery::Verdict::No);
            skipped += !may;
            decided += yes;
            if (one.collection.isEmpty()) {
                QVERIFY2(!yes, qPrintable(QStringLiteral("%1: span %2 holds no game but was found").arg(path).arg(i + 1)));
                continue;
            }
            previous = one.collection.records().first();
            const bool matches = q.matches(*previous);
            matched += matches;
            QVERIFY2(!matches || may, qPrintable(QStringLiteral("%1: game %2 matches but was turned away").arg(path).arg(i + 1)));
            QVERIFY2(matches || !yes, qPrintable(QStringLiteral("%1: game %2 does not match but was found").arg(path).arg(i + 1)));
        }
    }
    QVERIFY(matched > 0);
    QCOMPARE(skipped > 0, skipsSome);
    QCOMPARE(decided > 0, decidesSome);
}

void TestRecordSearch::mistakes_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("error");
    QTest::newRow("empty") << "" << "at 1: the query is empty";
    QTest::newRow("no operator") << "hcp(N)" << "at 7: hcp needs an operator (= != < <= > >= ~)";
    QTest::newRow("not a number") << "hcp(N) >= many" << "at 11: hcp takes a number, not 'many'";
    QTest::newRow("not a seat") << "hcp(X) > 3" << "at 10: hcp(X): a seat is N, E, S or W (or NS, EW)";
    QTest::newRow("not a shape") << "shape(N) = 5555x" << "at 12: '5555x' is not a shape: four places, spades to clubs, "
                                                         "each a digit, a digit and '+' or 'x' (5+5+xx, 4333), 'any' "
                                                         "before it for any order";
    QTest::newRow("open parenthesis") << "(board = 1" << "at 11: a '(' with no ')'";
    QTest::newRow("stray parenthesis") << "board = 1)" << "at 10: a ')' with no '(' before it";
    QTest::newRow("dangling or") << "board = 1 or" << "at 13: a condition is missing at the end";
    QTest::newRow("unknown call") << "points(N) > 3" << "at 1: 'points' is not a field (see kibitzer-cli help search)";
    QTest::newRow("open string") << "\"squeeze" << "at 1: a string with no closing '\"'";
    QTest::newRow("contains on a number") << "result ~ 9" << "at 10: result is a number: compare it with = != < <= > >=";
}

void TestRecordSearch::mistakes()
{
    QFETCH(QString, query);
    QFETCH(QString, error);
    QString problem;
    const RecordQuery q = RecordQuery::parse(query, &problem);
    QVERIFY(!q.isValid());
    QCOMPARE(problem, error);
    // the CLI: a usage error
    QString out, err;
    QTextStream o(&out), e(&err);
    const QString sample = QStringLiteral(KIBITZER_SOURCE_DIR) + QStringLiteral("/resources/samples/bridge_club_pairs.pbn");
    QCOMPARE(Cli(o, e, Registry::builtin()).run({QStringLiteral("search"), sample, query}), 2);
    e.flush();
    QVERIFY2(err.contains(QStringLiteral("the query: ") + error), qPrintable(err));
}

// Any notation: a condition on what a game does not have is false.
void TestRecordSearch::otherGames()
{
    const QString dir = QStringLiteral(KIBITZER_SOURCE_DIR) + QStringLiteral("/resources/samples/");
    for (const char *name : {"pinochle_4hand_single_deck_game.pn", "preferans_kontra_sans.ppn", "shogi_drop_after_capture.pcn"}) {
        const LoadedFile file = readFile(dir + QLatin1String(name));
        QVERIFY2(file.ok(), qPrintable(file.error));
        QVERIFY(file.result.collection.size() > 0);
        const RecordPtr r = file.result.collection.records().first();
        QVERIFY(RecordQuery::parse(QStringLiteral("game = ") + gameId(r->game())).matches(*r));
        QVERIFY(!RecordQuery::parse(QStringLiteral("game != ") + gameId(r->game())).matches(*r));
        QVERIFY(!RecordQuery::parse(QStringLiteral("contract != 9Z")).matches(*r) || r->game() != Game::Chess);
        QVERIFY(!RecordQuery::parse(QStringLiteral("score != 12345")).matches(*r));
    }
}

QTEST_GUILESS_MAIN(TestRecordSearch)
#include "tst_recordsearch.moc"
