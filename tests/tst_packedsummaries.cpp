// The summaries a collection keeps for the records it lets go, stored packed
// (model/packedsummaries.h, issue 18): each comes back exactly as it was
// appended, whatever its texts, and a file's repeated texts are kept once.

#include "model/cardrecord.h"
#include "model/collection.h"
#include "model/packedsummaries.h"

#include <QTest>

using namespace kib;

Q_DECLARE_METATYPE(kib::RecordSummary)

namespace {

// A record source that builds nothing: every record stays unbuilt.
class NoSource : public RecordSource
{
public:
    RecordPtr build(int) const override { return RecordPtr(); }
};

RecordSummary summary(const QString &board, const QString &event, const QStringList &players,
                      std::optional<int> result, Seat declarer, const QString &contract)
{
    RecordSummary s;
    s.board = board;
    s.event = event;
    s.north = players.value(0);
    s.east = players.value(1);
    s.south = players.value(2);
    s.west = players.value(3);
    s.result = result;
    s.declarer = declarer;
    if (!Contract::fromString(contract, &s.contract) || s.contract.kind == Contract::Kind::Unknown) {
        s.contract = Contract();
        s.contractTag = contract;
    }
    return s;
}

void compareSummaries(const RecordSummary &got, const RecordSummary &want)
{
    QCOMPARE(int(got.game), int(want.game));
    QVERIFY(got.contract == want.contract);
    QCOMPARE(got.declarer, want.declarer);
    QCOMPARE(got.result, want.result);
    QCOMPARE(got.board, want.board);
    QCOMPARE(got.event, want.event);
    QCOMPARE(got.north, want.north);
    QCOMPARE(got.east, want.east);
    QCOMPARE(got.south, want.south);
    QCOMPARE(got.west, want.west);
    QCOMPARE(got.contractTag, want.contractTag);
    QCOMPARE(got.declarerTag, want.declarerTag);
    QCOMPARE(got.resultTag, want.resultTag);
}

} // namespace

class TestPackedSummaries : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void repeatedTextsKeptOnce();
    void noTextsKeepNothing();
    void shortBoardHeldInPlace();
    void ofTags_data();
    void ofTags();
};

void TestPackedSummaries::roundTrip_data()
{
    QTest::addColumn<RecordSummary>("s");
    const QStringList players{QStringLiteral("Westra"), QStringLiteral("Kalish"), QStringLiteral("Leufkens"),
                              QStringLiteral("Podgor")};
    QTest::newRow("empty") << RecordSummary();
    QTest::newRow("a board") << summary(QStringLiteral("2"), QStringLiteral("Kibitzer pairs"), players, 9, North,
                                        QStringLiteral("3NT"));
    QTest::newRow("result 0") << summary(QStringLiteral("7"), QString(), players, 0, East, QStringLiteral("7SXX"));
    QTest::newRow("no result") << summary(QStringLiteral("8"), QString(), {}, std::nullopt, NoSeat,
                                          QStringLiteral("Pass"));
    RecordSummary tags = summary(QStringLiteral("Ø 9"), QStringLiteral("Vendôme « cup »"),
                                 {QStringLiteral("Åsa"), QString(), QStringLiteral("♠ Zhang 张"), QStringLiteral("?")},
                                 std::nullopt, NoSeat, QStringLiteral("4Q"));
    tags.declarerTag = QStringLiteral("Z");
    tags.resultTag = QStringLiteral("+1");
    tags.game = Game::Preferans;
    QTest::newRow("the model's tags") << tags;
    RecordSummary sameTexts = summary(QStringLiteral("x"), QStringLiteral("x"), {QStringLiteral("x"),
                                      QStringLiteral("x"), QStringLiteral("x"), QStringLiteral("x")}, -3, South,
                                      QStringLiteral("x"));
    QTest::newRow("one text everywhere") << sameTexts;
    // (a board of up to eight characters is kept in place, a longer one as
    // a text kept once)
    QTest::newRow("board of eight") << summary(QStringLiteral("12345678"), QString(), players, 1, West,
                                               QStringLiteral("1C"));
    QTest::newRow("board of nine") << summary(QStringLiteral("123456789"), QString(), players, 1, West,
                                              QStringLiteral("1C"));
    QTest::newRow("a long board") << summary(QStringLiteral("Spring Foursomes, session 3, board 12"),
                                             QStringLiteral("Spring Foursomes"), players, 10, South,
                                             QStringLiteral("4H"));
}

void TestPackedSummaries::roundTrip()
{
    QFETCH(RecordSummary, s);
    // alone, then after other summaries (the texts already kept), in a
    // collection as a list keeps them
    PackedSummaries packed;
    compareSummaries(packed.unpack(packed.pack(s)), s);
    Collection c;
    c.setSource(std::make_shared<NoSource>());
    const RecordSummary other = summary(QStringLiteral("1"), QStringLiteral("Kibitzer pairs"),
                                        {QStringLiteral("Westra"), QStringLiteral("x")}, 1, West, QStringLiteral("1C"));
    c.appendUnbuilt(0, other);
    c.appendUnbuilt(1, s);
    c.appendUnbuilt(2, other);
    c.appendUnbuilt(3, s);
    QCOMPARE(c.size(), 4);
    compareSummaries(c.summary(0), other);
    compareSummaries(c.summary(1), s);
    compareSummaries(c.summary(2), other);
    compareSummaries(c.summary(3), s);
    QCOMPARE(c.sourceIndexOf(3), 3);
    QVERIFY(!c.isBuilt(3));
}

void TestPackedSummaries::shortBoardHeldInPlace()
{
    // a board's number is not held (each board's is its own: held, a
    // million of them would stay allocated); a long one is, once
    PackedSummaries packed;
    RecordSummary s;
    s.board = QString::number(123456);
    const PackedSummaries::Packed p = packed.pack(s);
    QVERIFY(s.board.isDetached());
    QCOMPARE(packed.textCount(), 0);
    QCOMPARE(packed.unpack(p).board, QStringLiteral("123456"));
    RecordSummary longer;
    longer.board = QStringLiteral("Board 7 of the final");
    const PackedSummaries::Packed q = packed.pack(longer);
    const PackedSummaries::Packed again = packed.pack(longer);
    QCOMPARE(packed.textCount(), 2); // (the empty text and the board's)
    QCOMPARE(packed.unpack(q).board, longer.board);
    QCOMPARE(packed.unpack(again).board, longer.board);
    QCOMPARE(packed.unpack(p).board, QStringLiteral("123456"));
}

void TestPackedSummaries::repeatedTextsKeptOnce()
{
    // 1,000 boards of one event and four pairs: the event, the players and
    // the empty text are kept, not a text per board
    PackedSummaries packed;
    std::vector<PackedSummaries::Packed> rows;
    std::vector<RecordSummary> want;
    for (int i = 0; i < 1000; ++i) {
        const int pair = i % 4;
        // (equal texts that are not one QString, as from another thread's reader)
        RecordSummary s = summary(QString::number(i + 1), QStringLiteral("Pairs ") + QString::number(2026),
                                  {QStringLiteral("N%1").arg(pair), QStringLiteral("E%1").arg(pair),
                                   QStringLiteral("S%1").arg(pair), QStringLiteral("W%1").arg(pair)},
                                  i % 14, Seat(i % 4), QStringLiteral("3NT"));
        rows.push_back(packed.pack(s));
        want.push_back(s);
    }
    QCOMPARE(packed.textCount(), 1 + 1 + 4 * 4);
    for (size_t i = 0; i < rows.size(); ++i)
        compareSummaries(packed.unpack(rows[i]), want[i]);
}

void TestPackedSummaries::noTextsKeepNothing()
{
    // boards with no event, players or tags the model has no value for
    // (convert's one-record read-backs): no text kept, not even the empty one
    PackedSummaries packed;
    QCOMPARE(packed.textCount(), 0);
    const RecordSummary s = summary(QStringLiteral("3"), QString(), {}, 9, South, QStringLiteral("4H"));
    const PackedSummaries::Packed row = packed.pack(s);
    QCOMPARE(packed.textCount(), 0);
    compareSummaries(packed.unpack(row), s);
    // the first text kept takes index 1, the empty text index 0
    const RecordSummary named = summary(QStringLiteral("4"), QStringLiteral("Club night"), {}, 8, West,
                                        QStringLiteral("2S"));
    const PackedSummaries::Packed second = packed.pack(named);
    QCOMPARE(packed.textCount(), 2);
    QCOMPARE(second.texts[0], 1u);
    QCOMPARE(second.texts[1], 0u);
    compareSummaries(packed.unpack(second), named);
    compareSummaries(packed.unpack(row), s);
}

// RecordSummary::of() finds its tags by name: the first tag of each name,
// names told apart by every letter (not only the length and the first).
void TestPackedSummaries::ofTags_data()
{
    QTest::addColumn<QStringList>("tags"); // "Name=value", in the record's order
    // board | event | north | east | south | west | contract tag | declarer tag | result tag
    QTest::addColumn<QString>("expected");
    QTest::newRow("every name") << QStringList{"Event=e", "Site=s", "Date=d", "Board=7", "West=w", "North=n",
                                               "East=ea", "South=so", "Declarer=S?", "Contract=4Z", "Result=x"}
                                << "7|e|n|ea|so|w|4Z|S?|x";
    QTest::newRow("first of a name") << QStringList{"North=a", "North=b", "Board=1", "Board=2"} << "1||a|||||| ";
    QTest::newRow("fallbacks") << QStringList{"Deal=N:AKQJ.AKQ.AKQ.AKQ - - -", "Game=g", "Location=l", "Date=2024"}
                               << "g|l||||||| ";
    QTest::newRow("names that differ late")
        << QStringList{"Dale=x", "Dxal=x", "Boarx=1", "Evenx=e", "Nortx=n", "Eaxt=e", "Soutx=s", "Wesx=w",
                       "Resulx=r", "Locatiox=l", "Contracx=c", "Declarex=d", "Sitx=s", "Gamx=g", "Datx=d"}
        << "|||||||| ";
    QTest::newRow("other case") << QStringList{"board=1", "EVENT=e", "north=n", "DEAL=N:A.K.Q.J"} << "|||||||| ";
    QTest::newRow("long and short names") << QStringList{"B=1", "Nor=n", "Declarers=S", "Resultx=9"} << "|||||||| ";
    // (the board and the event trimmed; blank, ? and # passed over for the
    // next name)
    QTest::newRow("trimmed") << QStringList{"Board= 12 ", "Event=  ", "Site= Bled "} << "12|Bled||||||| ";
    QTest::newRow("? and # passed over") << QStringList{"Board=?", "Game= 3", "Event=#", "Location=Bled\t"}
                                         << "3|Bled||||||| ";
}

void TestPackedSummaries::ofTags()
{
    QFETCH(QStringList, tags);
    QFETCH(QString, expected);
    CardRecord r;
    for (const QString &t : tags) {
        Tag tag;
        tag.name = t.section(QLatin1Char('='), 0, 0);
        tag.value = t.section(QLatin1Char('='), 1);
        r.tags().append(tag);
    }
    const RecordSummary s = RecordSummary::of(r);
    const QString got = QStringList{s.board, s.event, s.north, s.east, s.south, s.west, s.contractTag,
                                    s.declarerTag, s.resultTag}
                            .join(QLatin1Char('|'));
    QCOMPARE(got, expected.trimmed());
}

QTEST_GUILESS_MAIN(TestPackedSummaries)
#include "tst_packedsummaries.moc"
