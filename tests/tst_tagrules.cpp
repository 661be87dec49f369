// The model's tag rules (model/tagrules.h) and deal entry rules
// (model/dealentry.h): every validator against the PBN standard's formats,
// applying a value to the model fields behind it, and removing tags.

#include "support/editrecords.h"
#include "support/testrecords.h"

#include "model/dealentry.h"
#include "model/tagrules.h"

#include <QTest>

using namespace kib;
using kib::test::card;
using kib::test::dotted;

class TestTagRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void check_data();
    void check();
    void checkName_data();
    void checkName();
    void applySetsModelFields_data();
    void applySetsModelFields();
    void applyRefusesInvalid();
    void resultFollowsDeclarer();
    void hiddenAndScores();
    void remove_data();
    void remove();
    void setHandHidden();
    void parseHand_data();
    void parseHand();
    void leftoverAndRest();
    void rotate();
    void playConflicts();
};

void TestTagRules::check_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("valid");
    auto row = [](const char *name, const char *value, bool valid) {
        QTest::addRow("%s \"%s\"", name, value) << QString::fromLatin1(name) << QString::fromLatin1(value) << valid;
    };
    row("Date", "2024.05.17", true);
    row("Date", "2024.??.??", true);
    row("Date", "?", true);
    row("Date", "", true);
    row("Date", "2024-05-17", false);
    row("Date", "20240517", false);
    row("Date", "2024.13.01", false);
    row("Date", "2024.5.17", false);
    row("EventDate", "2023.12.3x", false);
    row("Board", "7", true);
    row("Board", "123", true);
    row("Board", "0", false);
    row("Board", "-3", false);
    row("Board", "+3", false);
    row("Board", "12a", false);
    row("Dealer", "N", true);
    row("Dealer", "w", true);
    row("Dealer", "X", false);
    row("Dealer", "NE", false);
    row("Declarer", "S", true);
    row("Declarer", "^S", true);
    row("Declarer", "^", false);
    row("Declarer", "Q", false);
    row("Vulnerable", "None", true);
    row("Vulnerable", "Love", true);
    row("Vulnerable", "-", true);
    row("Vulnerable", "NS", true);
    row("Vulnerable", "EW", true);
    row("Vulnerable", "All", true);
    row("Vulnerable", "Both", true);
    row("Vulnerable", "Some", false);
    row("Vulnerable", "0", false);
    row("Contract", "4HX", true);
    row("Contract", "4hx", true);
    row("Contract", "3NT", true);
    row("Contract", "7NTXX", true);
    row("Contract", "Pass", true);
    row("Contract", "8S", false);
    row("Contract", "0C", false);
    row("Contract", "4N", false);
    row("Contract", "4HXXX", false);
    row("Contract", "4", false);
    row("Contract", "4Betl", false);
    row("Result", "11", true);
    row("Result", "0", true);
    row("Result", "^10", true);
    row("Result", "NS 9", true);
    row("Result", "EW 4 NS 9", true);
    row("Result", "14", false);
    row("Result", "NS 8 EW 4", false);
    row("Result", "eleven", false);
    row("Time", "14:05:00", true);
    row("Time", "14:05", false);
    row("UTCTime", "1405:00", false);
    row("Scoring", "MP", true);
    row("Scoring", "IMP;Butler-2", true);
    row("Scoring", "IMP;;Cross", false);
    row("Scoring", "MP points", false);
    row("Round", "R1.2", true);
    row("Round", "R1..2", false);
    row("Score", "NS 420", true);
    row("Score", "-50", true);
    row("Score", "abc", false);
    row("ScoreIMP", "EW 3.5", true);
    row("ScorePercentage", "120", false);
    row("OptimumScore", "NS 620", true);
    row("OptimumScore", "620", false);
    row("Hidden", "EW", true);
    row("Hidden", "NN", false);
    row("Hidden", "X", false);
    row("Deal", "N:AK52.K73.AQ4.962 - - -", false);
    row("Auction", "N", false);
    row("Play", "E", false);
    row("Event", "Anything at all; even this", true);
    QTest::newRow("Event on two lines") << QStringLiteral("Event") << QStringLiteral("two\nlines") << false;
    row("Annotator", "Smith, J.", true);
}

void TestTagRules::check()
{
    QFETCH(QString, name);
    QFETCH(QString, value);
    QFETCH(bool, valid);
    const auto record = edittest::board7();
    QVERIFY(record);
    const TagRules::Check c = TagRules::check(*record, name, value);
    QCOMPARE(c.ok, valid);
    // an invalid value always says why
    QCOMPARE(c.message.isEmpty(), valid);
}

void TestTagRules::checkName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("valid");
    QTest::newRow("Annotator") << QStringLiteral("Annotator") << true;
    QTest::newRow("Play_2") << QStringLiteral("Play_2") << true;
    QTest::newRow("lower case") << QStringLiteral("annotator") << false;
    QTest::newRow("digit first") << QStringLiteral("1Tag") << false;
    QTest::newRow("space") << QStringLiteral("My Tag") << false;
    QTest::newRow("quote") << QStringLiteral("Tag\"") << false;
    QTest::newRow("empty") << QString() << false;
    QTest::newRow("exists") << QStringLiteral("Room") << false;
}

void TestTagRules::checkName()
{
    QFETCH(QString, name);
    QFETCH(bool, valid);
    const auto record = edittest::board7();
    QCOMPARE(TagRules::checkName(*record, name).ok, valid);
}

void TestTagRules::applySetsModelFields_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("tag");       // the tag's value afterwards
    QTest::addColumn<QString>("field");     // the model field, as text
    QTest::newRow("Contract 4hx") << "Contract" << "4hx" << "4HX" << "4HX";
    QTest::newRow("Contract Pass") << "Contract" << "pass" << "Pass" << "Pass";
    QTest::newRow("Contract ?") << "Contract" << "?" << "" << "";
    QTest::newRow("Dealer e") << "Dealer" << "e" << "E" << "E";
    QTest::newRow("Dealer ?") << "Dealer" << "?" << "" << "-";
    QTest::newRow("Board ?") << "Board" << "?" << "" << "";
    QTest::newRow("Annotator ?") << "Annotator" << "?" << "?" << "";
    QTest::newRow("Vulnerable Love") << "Vulnerable" << "Love" << "None" << "None";
    QTest::newRow("Vulnerable Both") << "Vulnerable" << "Both" << "All" << "All";
    QTest::newRow("Declarer ^S") << "Declarer" << "^S" << "^S" << "S";
    QTest::newRow("Result 9") << "Result" << "9" << "9" << "9";
    QTest::newRow("Result NS 10") << "Result" << "NS 10" << "NS 10" << "10";
    QTest::newRow("Result EW 4") << "Result" << "EW 4" << "EW 4" << "9";
    QTest::newRow("Result empty") << "Result" << "" << "" << "-";
    QTest::newRow("Board") << "Board" << "12" << "12" << "";
}

static QString fieldText(const CardRecord &r, const QString &name)
{
    if (name == u"Contract")
        return r.contract().toString();
    if (name == u"Dealer")
        return r.dealer() == NoSeat ? QStringLiteral("-") : r.seats().letter(r.dealer());
    if (name == u"Vulnerable")
        return vulnerabilityToString(r.vulnerability());
    if (name == u"Declarer")
        return r.declarer() == NoSeat ? QStringLiteral("-") : r.seats().letter(r.declarer());
    if (name == u"Result")
        return r.result() ? QString::number(*r.result()) : QStringLiteral("-");
    return QString();
}

void TestTagRules::applySetsModelFields()
{
    QFETCH(QString, name);
    QFETCH(QString, value);
    QFETCH(QString, tag);
    QFETCH(QString, field);
    auto record = edittest::board7(false);
    QString error;
    QVERIFY(TagRules::apply(*record, name, value, &error));
    QVERIFY(error.isEmpty());
    QCOMPARE(record->tag(name), tag);
    // a mandatory tag set to "?" leaves the record (the writer puts it back)
    QCOMPARE(record->hasTag(name), value != u"?" || !TagRules::isMandatory(name));
    QCOMPARE(fieldText(*record, name), field);
    if (value.compare(u"pass", Qt::CaseInsensitive) == 0) {
        QCOMPARE(record->tag(QStringLiteral("Declarer")), QString());
        QCOMPARE(record->declarer(), NoSeat);
        QCOMPARE(record->result(), std::nullopt);
    }
    QString why;
    QVERIFY2(edittest::roundTrips(*record, &why), qPrintable(why));
}

void TestTagRules::applyRefusesInvalid()
{
    const auto before = edittest::board7();
    auto record = edittest::board7();
    for (const auto &[name, value] : {std::pair{"Contract", "8S"}, {"Dealer", "X"}, {"Result", "14"},
                                      {"Date", "17/05/2024"}, {"Deal", "N:- - - -"}, {"Board", "0"}}) {
        QString error;
        QVERIFY(!TagRules::apply(*record, QString::fromLatin1(name), QString::fromLatin1(value), &error));
        QVERIFY(!error.isEmpty());
    }
    QVERIFY(*record == *before);
    QCOMPARE(record->contract().level, 4);
}

void TestTagRules::resultFollowsDeclarer()
{
    auto record = edittest::board7();
    QVERIFY(TagRules::apply(*record, QStringLiteral("Result"), QStringLiteral("NS 9")));
    QCOMPARE(record->result(), std::optional<int>(9));
    // East declaring: the same NS 9 gives declarer's side 4
    QVERIFY(TagRules::apply(*record, QStringLiteral("Declarer"), QStringLiteral("E")));
    QCOMPARE(record->declarer(), East);
    QCOMPARE(record->result(), std::optional<int>(4));
}

void TestTagRules::hiddenAndScores()
{
    auto record = edittest::board7();
    QVERIFY(TagRules::apply(*record, QStringLiteral("Hidden"), QStringLiteral("ew")));
    QCOMPARE(record->tag(QStringLiteral("Hidden")), QStringLiteral("EW"));
    QVERIFY(!record->deal().hands.at(North).hidden);
    QVERIFY(record->deal().hands.at(East).hidden);
    QVERIFY(record->deal().hands.at(West).hidden);
    QVERIFY(TagRules::apply(*record, QStringLiteral("Score"), QStringLiteral("NS 450")));
    QCOMPARE(record->scores().size(), 1);
    QCOMPARE(record->scores().at(0), (Score{QStringLiteral("Score"), QStringLiteral("NS 450")}));
    QString why;
    QVERIFY2(edittest::roundTrips(*record, &why), qPrintable(why));
    QVERIFY(TagRules::remove(*record, QStringLiteral("Score")));
    QVERIFY(record->scores().isEmpty());
    QVERIFY(TagRules::remove(*record, QStringLiteral("Hidden")));
    QVERIFY(!record->deal().hands.at(East).hidden);
    QVERIFY(!record->hasTag(QStringLiteral("Hidden")));
}

void TestTagRules::remove_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("removed");
    QTest::newRow("Room") << QStringLiteral("Room") << true;
    QTest::newRow("Event (mandatory)") << QStringLiteral("Event") << false;
    QTest::newRow("Result (mandatory)") << QStringLiteral("Result") << false;
    QTest::newRow("Deal") << QStringLiteral("Deal") << false;
    QTest::newRow("Auction") << QStringLiteral("Auction") << false;
    QTest::newRow("missing") << QStringLiteral("Annotator") << false;
}

void TestTagRules::remove()
{
    QFETCH(QString, name);
    QFETCH(bool, removed);
    auto record = edittest::board7();
    const int count = int(record->tags().size());
    QString why;
    QCOMPARE(TagRules::remove(*record, name, &why), removed);
    QCOMPARE(why.isEmpty(), removed);
    QCOMPARE(int(record->tags().size()), removed ? count - 1 : count);
    QCOMPARE(record->hasTag(name), !removed && name != u"Annotator");
}

void TestTagRules::setHandHidden()
{
    auto record = edittest::board7();
    TagRules::setHandHidden(*record, South, true);
    TagRules::setHandHidden(*record, North, true);
    QCOMPARE(record->tag(QStringLiteral("Hidden")), QStringLiteral("NS"));
    TagRules::setHandHidden(*record, North, false);
    QCOMPARE(record->tag(QStringLiteral("Hidden")), QStringLiteral("S"));
    QString why;
    QVERIFY2(edittest::roundTrips(*record, &why), qPrintable(why));
    TagRules::setHandHidden(*record, South, false);
    QVERIFY(!record->hasTag(QStringLiteral("Hidden")));
    QVERIFY(*record == *edittest::board7());
}

void TestTagRules::parseHand_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("known");
    QTest::addColumn<int>("cards");
    QTest::addColumn<QString>("error"); // a word the message holds, empty when valid
    QTest::newRow("full") << "AKQ2.JT9.876.543" << true << 13 << "";
    QTest::newRow("lower case") << "akq2.jt9.876.543" << true << 13 << "";
    QTest::newRow("any order") << "2QKA.9TJ.678.345" << true << 13 << "";
    QTest::newRow("void") << "AKQJT98.AKQ.AKQ." << true << 13 << "";
    QTest::newRow("partial") << "AK..Q." << true << 3 << "";
    QTest::newRow("dash") << "-" << false << 0 << "";
    QTest::newRow("empty") << "" << false << 0 << "";
    QTest::newRow("bad character") << "AKZ..." << true << 2 << "'Z'";
    QTest::newRow("x is no rank") << "AKx..." << true << 2 << "'x'";
    QTest::newRow("twice") << "AKA..." << true << 2 << "SA given twice";
    QTest::newRow("three suits") << "AK.QJ.T" << true << 5 << "four suits";
    QTest::newRow("five suits") << "A.K.Q.J.T" << true << 0 << "more than four";
    QTest::newRow("fourteen") << "AKQJT98765432.A.." << true << 14 << "14 cards";
}

void TestTagRules::parseHand()
{
    QFETCH(QString, text);
    QFETCH(bool, known);
    QFETCH(int, cards);
    QFETCH(QString, error);
    const DealEntry::Parsed p = DealEntry::parseHand(text, Deck(DeckKind::Bridge52), 13);
    QCOMPARE(p.known, known);
    if (error.isEmpty()) {
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        QCOMPARE(int(p.cards.size()), cards);
    } else {
        QVERIFY2(p.error.contains(error), qPrintable(p.error));
    }
    if (text == u"2QKA.9TJ.678.345")
        QCOMPARE(cardsToDotted(p.cards), QStringLiteral("AKQ2.JT9.876.543"));
}

void TestTagRules::leftoverAndRest()
{
    const Deck deck(DeckKind::Bridge52);
    QList<Hand> hands(4);
    for (Seat s : {North, East, South}) {
        hands[s].known = true;
        hands[s].cards = dotted(QStringList{"AK52.K73.AQ4.962", "QJ9.AJ84.KT95.Q3", "T876.Q65.J3.AKJ8"}.at(s));
    }
    QCOMPARE(DealEntry::leftover(hands, deck), dotted(QStringLiteral("43.T92.8762.T754")));
    QCOMPARE(DealEntry::restTarget(hands, deck, 13), Seat(West));
    // two hands short: no single target
    hands[South].cards.removeLast();
    QCOMPARE(DealEntry::restTarget(hands, deck, 13), NoSeat);
    QCOMPARE(DealEntry::leftover(hands, deck).size(), 14);
    // a card given twice: reported on both seats, no target
    hands[South].cards.append(card("SA"));
    QVERIFY(DealEntry::hasDuplicates(hands, deck));
    QCOMPARE(DealEntry::duplicates(hands, deck, South), Cards{card("SA")});
    QCOMPARE(DealEntry::duplicates(hands, deck, North), Cards{card("SA")});
    QVERIFY(DealEntry::duplicates(hands, deck, East).isEmpty());
    // pinochle: every card twice in the deck, so two SA are fine
    const Deck pinochle(DeckKind::Pinochle48);
    QList<Hand> two(4);
    two[0].known = two[1].known = true;
    two[0].cards = {card("SA")};
    two[1].cards = {card("SA")};
    QVERIFY(!DealEntry::hasDuplicates(two, pinochle));
    QCOMPARE(DealEntry::leftover(two, pinochle).size(), 46);
}

void TestTagRules::rotate()
{
    QList<Hand> hands(4);
    hands[North].known = true;
    hands[North].cards = dotted(QStringLiteral("AK52.K73.AQ4.962"));
    hands[West].hidden = true;
    const QList<Hand> r = DealEntry::rotated(hands);
    QVERIFY(!r.at(North).known);
    QVERIFY(r.at(East).known);
    QCOMPARE(r.at(East).cards, hands.at(North).cards);
    // what a quiz hides stays with the seat
    QVERIFY(r.at(West).hidden);
    QVERIFY(!r.at(North).hidden);
    QCOMPARE(DealEntry::rotated(DealEntry::rotated(DealEntry::rotated(r))), hands);
}

void TestTagRules::playConflicts()
{
    const auto record = edittest::board7();
    QList<Hand> hands = record->deal().hands;
    QVERIFY(DealEntry::playConflicts(*record, hands).isEmpty());
    // South's CA (played at trick 1) goes to West
    hands[South].cards.removeOne(card("CA"));
    hands[South].cards.append(card("C4"));
    hands[West].cards.removeOne(card("C4"));
    hands[West].cards.append(card("CA"));
    QCOMPARE(DealEntry::playConflicts(*record, hands),
             (QStringList{QStringLiteral("South played CA"), QStringLiteral("West played C4")}));
    // a hand not given contradicts nothing
    hands[South].known = false;
    hands[West].known = false;
    QVERIFY(DealEntry::playConflicts(*record, hands).isEmpty());
}

QTEST_GUILESS_MAIN(TestTagRules)
#include "tst_tagrules.moc"
