// PbnCanonical's two steps that every PBN read and write takes: the tags put
// in export order (commentary anchored to a tag moving with it), and the
// tags the model owns spelled from the model (the first tag of a name set,
// a missing one added, one removed with the places after it moving).

#include "parsers/pbn/pbncanonical.h"
#include "parsers/pbn/pbndeal.h"
#include "parsers/pbn/pbntags.h"

#include <QTest>

#include <algorithm>

using namespace kib;

class TestPbnCanonical : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sortTags_data();
    void sortTags();
    void syncTags_data();
    void syncTags();
};

namespace {

Tags tagsNamed(const QStringList &names)
{
    Tags tags;
    for (int i = 0; i < names.size(); ++i) {
        Tag t;
        t.name = names.at(i);
        t.value = QString::number(i);
        if (t.name.endsWith(QLatin1StringView("Table")))
            t.columns = QStringList{QStringLiteral("Declarer"), QStringLiteral("Result")};
        tags.append(t);
    }
    return tags;
}

QStringList namesOf(const Tags &tags)
{
    QStringList out;
    for (const Tag &t : tags)
        out.append(t.name);
    return out;
}

} // namespace

void TestPbnCanonical::sortTags_data()
{
    QTest::addColumn<QStringList>("names"); // in file order
    QTest::addColumn<QStringList>("sorted"); // in export order; empty: as exportLess() sorts them

    const QStringList mandatory = PbnTags::mandatory();
    QTest::newRow("in export order") << mandatory + QStringList{"Annotator", "Room", "Auction", "Play", "ScoreTable"}
                                     << QStringList();
    QTest::newRow("BBO's order")
        << QStringList{"Event", "Site", "Date", "Time", "UTCDate", "UTCTime", "Board", "West", "North", "East",
                       "South", "Dealer", "Vulnerable", "Deal", "Scoring", "Score", "ScorePercentage", "Declarer",
                       "Contract", "Result", "Auction", "Play", "OptimumResultTable"}
        << QStringList{"Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer", "Vulnerable",
                       "Deal", "Scoring", "Declarer", "Contract", "Result", "Score", "ScorePercentage", "Time",
                       "UTCDate", "UTCTime", "Auction", "Play", "OptimumResultTable"};
    QTest::newRow("reversed") << QStringList{"ZTable", "Play", "Auction", "Zed", "Alpha", "Result", "Deal", "Event"}
                              << QStringList{"Event", "Deal", "Result", "Alpha", "Zed", "Auction", "Play", "ZTable"};
    // (equal names keep their order: the sort is stable)
    QTest::newRow("names twice") << QStringList{"Room", "Deal", "Room", "Annotator", "Deal", "Room"}
                                 << QStringList{"Deal", "Deal", "Annotator", "Room", "Room", "Room"};
    QStringList many;
    for (int i = 0; i < 90; ++i)
        many.append(QStringLiteral("X%1").arg((i * 37) % 90, 2, 10, QLatin1Char('0')));
    many.insert(45, QStringLiteral("Deal"));
    many.append({QStringLiteral("X07"), QStringLiteral("Event"), QStringLiteral("Auction")});
    QTest::newRow("more tags than a record has") << many << QStringList();
}

void TestPbnCanonical::sortTags()
{
    QFETCH(QStringList, names);
    QFETCH(QStringList, sorted);
    Tags tags = tagsNamed(names);
    if (sorted.isEmpty()) {
        Tags want = tags;
        std::stable_sort(want.begin(), want.end(), PbnTags::exportLess);
        sorted = namesOf(want);
    }
    // one comment at each tag, and one at the record
    QList<Commentary> comments;
    for (int i = 0; i < tags.size(); ++i) {
        Commentary c;
        c.anchor = Anchor{Anchor::Kind::Tag, i};
        c.text = tags.at(i).value;
        comments.append(c);
    }
    comments.append(Commentary{});
    // (the same with the names looked up before, as the reader does: the list sorted with the tags)
    Tags tags2 = tags;
    QList<Commentary> comments2 = comments;
    PbnTags::KnownList known;
    for (const Tag &t : tags2)
        known.append(PbnTags::find(t.name));
    PbnCanonical::sortTags(tags2, comments2, &known);
    PbnCanonical::sortTags(tags, comments);
    QCOMPARE(namesOf(tags), sorted);
    QCOMPARE(tags2, tags);
    QCOMPARE(comments2, comments);
    QCOMPARE(known.size(), tags2.size());
    for (int i = 0; i < tags2.size(); ++i)
        QCOMPARE(known.at(i), PbnTags::find(tags2.at(i).name));
    // each tag keeps its value, tags of one name keep their order, each
    // comment stays at its tag
    for (int i = 0; i < tags.size(); ++i) {
        QCOMPARE(tags.at(i).name, names.at(tags.at(i).value.toInt()));
        for (int j = 0; j < i; ++j)
            if (tags.at(j).name == tags.at(i).name)
                QVERIFY(tags.at(j).value.toInt() < tags.at(i).value.toInt());
    }
    for (int i = 0; i < comments.size() - 1; ++i) {
        QCOMPARE(comments.at(i).anchor.kind, Anchor::Kind::Tag);
        QCOMPARE(tags.at(comments.at(i).anchor.index).value, comments.at(i).text);
    }
    QCOMPARE(comments.last().anchor, Commentary{}.anchor);
    QCOMPARE(PbnTags::exportOrder(tags).size(), tags.size());
}

void TestPbnCanonical::syncTags_data()
{
    QTest::addColumn<QStringList>("tags");   // "Name=value" in file order
    QTest::addColumn<QString>("from");       // the seat the Deal tag was read from in export form, "" for none
    QTest::addColumn<QString>("hidden");     // the record's hidden hands
    QTest::addColumn<bool>("fillMandatory");
    QTest::addColumn<QStringList>("expected");

    // (the record: dealer East, the deal below, 3NTX by South making 9)
    const QString dealN = QStringLiteral("Deal=N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85");
    const QString dealE = QStringLiteral("Deal=E:A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85 .63.AKQ987.A9732");
    const QStringList asModel{"Dealer=E", dealE, "Declarer=S", "Contract=3NTX", "Result=9"};
    QTest::newRow("as the model") << asModel << "E" << QString() << false << asModel;
    QTest::newRow("read from North") << QStringList{"Dealer=E", dealN, "Declarer=S", "Contract=3NTX", "Result=9"}
                                     << "N" << QString() << false << asModel;
    QTest::newRow("spelled again") << QStringList{"Result=^9", "Contract=3ntx", "Declarer=^S", "Dealer=E", dealN}
                                   << "" << QString() << false
                                   << QStringList{"Result=^9", "Contract=3NTX", "Declarer=^S", "Dealer=E", dealE};
    QTest::newRow("added") << QStringList{"Event=e"} << "" << QString() << false
                           << QStringList{"Event=e", "Dealer=E", dealE, "Declarer=S", "Contract=3NTX", "Result=9"};
    // (the first tag of a name is set, a second left as it is)
    QTest::newRow("twice") << QStringList{"Contract=1C", "Declarer=W", "Contract=2C"} << "" << QString() << false
                           << QStringList{"Contract=3NTX", "Declarer=S", "Contract=2C", "Dealer=E", dealE,
                                          "Result=9"};
    // (a Hidden tag naming no hidden hand removed: the tags after it found where they moved)
    QTest::newRow("hidden removed") << QStringList{"Hidden=NS", "Dealer=W", "Declarer=W", "Contract=1C"} << ""
                                    << QString() << false
                                    << QStringList{"Dealer=E", "Declarer=S", "Contract=3NTX", dealE, "Result=9"};
    QTest::newRow("hidden set") << QStringList{"Declarer=W", "Hidden=N"} << "" << QStringLiteral("EW") << false
                                << QStringList{"Declarer=S", "Hidden=EW", "Dealer=E", dealE, "Contract=3NTX",
                                               "Result=9"};
    QStringList filled{"Room=Open", "Dealer=E", "Vulnerable=None", dealE, "Declarer=S", "Contract=3NTX", "Result=9"};
    for (const QString &m : PbnTags::mandatory())
        if (std::none_of(filled.cbegin(), filled.cend(),
                            [&](const QString &f) { return f.startsWith(m + QLatin1Char('=')); }))
            filled.append(m + QStringLiteral("=?"));
    QTest::newRow("mandatory filled") << QStringList{"Room=Open"} << "" << QString() << true << filled;
}

void TestPbnCanonical::syncTags()
{
    QFETCH(QStringList, tags);
    QFETCH(QString, from);
    QFETCH(QString, hidden);
    QFETCH(bool, fillMandatory);
    QFETCH(QStringList, expected);

    CardRecord r;
    Tags &t = r.tags();
    for (const QString &s : tags) {
        Tag tag;
        tag.name = s.section(QLatin1Char('='), 0, 0);
        tag.value = s.section(QLatin1Char('='), 1);
        t.append(tag);
    }
    const QString deal = QStringLiteral("N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85");
    QVERIFY(PbnDeal::decode(deal, &r.deal()).ok);
    for (QChar c : hidden)
        r.deal().hands[bridgeSeatFromLetter(c.unicode())].hidden = true;
    r.setDealer(East);
    r.setDeclarer(South);
    Contract c;
    c.kind = Contract::Kind::Bid;
    c.level = 3;
    c.strain = Strain::NoTrump;
    c.risk = 1;
    r.setContract(c);
    r.setResult(9);
    if (fillMandatory)
        r.setVulnerability(Vulnerability::None);
    const Seat seat = from.isEmpty() ? NoSeat : bridgeSeatFromLetter(from.at(0).unicode());
    // (the same with the names looked up before, as the reader does: the list kept with the tags)
    Tags t2 = t;
    PbnTags::KnownList known;
    for (const Tag &tag : t2)
        known.append(PbnTags::find(tag.name));
    PbnCanonical::syncTags(r, t2, fillMandatory, seat, &known);
    PbnCanonical::syncTags(r, t, fillMandatory, seat);
    QStringList got;
    for (const Tag &tag : t)
        got.append(tag.name + QLatin1Char('=') + tag.value);
    QCOMPARE(got, expected);
    QCOMPARE(t2, t);
    QCOMPARE(known.size(), t2.size());
    for (int i = 0; i < t2.size(); ++i)
        QCOMPARE(known.at(i), PbnTags::find(t2.at(i).name));
}

QTEST_GUILESS_MAIN(TestPbnCanonical)
#include "tst_pbncanonical.moc"
