// The direct Kibitzer JSON printer (issue 18): JsonRecordText prints every
// record with exactly the bytes QJsonDocument::toJson(Indented) gives for
// JsonWriter's object, and the same warnings; JsonTextWriter escapes strings
// and prints numbers and empty containers as toJson() does. Every record of
// every sample and every corpus file, and strings and numbers chosen to be
// awkward.

#include "support/corpus.h"

#include "parsers/fileio.h"
#include "parsers/json/jsonrecordtext.h"
#include "parsers/json/jsontextwriter.h"
#include "parsers/json/jsonwriter.h"
#include "parsers/registry.h"

#include "model/boardrecord.h"
#include "model/cardrecord.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

#include <cmath>
#include <limits>

using namespace kib;
using namespace kib::json;

namespace {

// toJson() of the object JsonWriter builds, as it would stand at 'depth'.
QByteArray expectedText(const Record &record, int number, int depth, Diagnostics *warnings)
{
    JsonWriter writer(number);
    QJsonObject object;
    if (const auto *board = dynamic_cast<const BoardRecord *>(&record))
        object = writer.write(*board);
    else
        object = writer.write(static_cast<const CardRecord &>(record));
    *warnings = writer.warnings();
    QByteArray doc = QJsonDocument(object).toJson(QJsonDocument::Indented);
    doc.chop(1); // toJson()'s last line break
    doc.replace("\n", "\n" + QByteArray(4 * depth, ' '));
    return doc;
}

QString describe(const Diagnostics &list)
{
    QStringList out;
    for (const Diagnostic &d : list)
        out.append(QStringLiteral("%1 %2 %3").arg(d.code).arg(d.record).arg(d.message));
    return out.join(u'\n');
}

// Every record of 'collection', at two depths, new bytes beside the old.
void compareRecords(const Collection &collection)
{
    JsonRecordText text; // one for the file, as the stream writer keeps it
    for (int i = 0; i < collection.size(); ++i) {
        const Record *record = collection.records().at(i).get();
        if (!record)
            continue;
        for (int depth : {0, 2}) {
            Diagnostics expectedWarnings;
            const QByteArray expected = expectedText(*record, i + 1, depth, &expectedWarnings);
            QByteArray actual = "prefix";
            text.write(*record, i + 1, &actual, depth);
            QVERIFY(actual.startsWith("prefix"));
            actual.remove(0, 6);
            if (actual != expected) {
                qsizetype at = 0;
                while (at < actual.size() && at < expected.size() && actual.at(at) == expected.at(at))
                    ++at;
                QFAIL(qPrintable(QStringLiteral("record %1, depth %2: the bytes differ at %3:\nnew: %4\nold: %5")
                                     .arg(i + 1)
                                     .arg(depth)
                                     .arg(at)
                                     .arg(QString::fromUtf8(actual.mid(qMax(0, at - 80), 160)),
                                          QString::fromUtf8(expected.mid(qMax(0, at - 80), 160)))));
            }
            QCOMPARE(describe(text.warnings()), describe(expectedWarnings));
        }
    }
}

QStringList filesUnder(const QString &dir)
{
    QStringList out;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (!path.endsWith(QLatin1String(".md")))
            out.append(path);
    }
    out.sort();
    return out;
}

QByteArray compactText(const QJsonValue &value)
{
    const QByteArray doc = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return doc.mid(1, doc.size() - 2);
}

} // namespace

class TestJsonTextWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void files_data();
    void files();
    void strings_data();
    void strings();
    void numbers_data();
    void numbers();
    void containers();
    void awkwardRecord_data();
    void awkwardRecord();
    void layoutsInTurn();
    void sharedRows();
};

void TestJsonTextWriter::files_data()
{
    QTest::addColumn<QString>("path");
    const QString samples = QFINDTESTDATA("../resources/samples");
    QVERIFY(!samples.isEmpty());
    for (const QString &f : filesUnder(samples))
        QTest::newRow(qPrintable(QStringLiteral("samples/") + QDir(samples).relativeFilePath(f))) << f;
    KIB_REQUIRE_CORPUS("pbn");
    const QString root = kib::test::corpusRoot();
    for (const QString &f : filesUnder(root))
        QTest::newRow(qPrintable(QStringLiteral("corpus/") + QDir(root).relativeFilePath(f))) << f;
}

void TestJsonTextWriter::files()
{
    QFETCH(QString, path);
    const LoadedFile file = readFile(path, {}, Registry::builtin());
    if (!file.ok())
        QSKIP(qPrintable(QStringLiteral("not a file Kibitzer reads: %1").arg(file.error)));
    compareRecords(file.result.collection);
}

void TestJsonTextWriter::strings_data()
{
    QTest::addColumn<QString>("text");
    QString controls;
    for (char16_t c = 0; c < 0x20; ++c)
        controls.append(QChar(c));
    controls.append(QChar(0x7f));
    QTest::newRow("empty") << QString();
    QTest::newRow("plain") << QStringLiteral("3NT by South, +630");
    QTest::newRow("control characters") << controls;
    QTest::newRow("quotes and backslash") << QStringLiteral("say \"hi\" \\ back\\slash \\\" /");
    QTest::newRow("latin1") << QStringLiteral("Gr\u00fc\u00dfe, na\u00efve \u00e9t\u00e9 \u00a3 \u00ff");
    QTest::newRow("cyrillic and CJK") << QStringLiteral("\u041f\u0440\u0435\u0444\u0435\u0440\u0430\u043d\u0441 \u6a4b\u724c");
    QTest::newRow("line and paragraph separators") << QStringLiteral("a\u2028b\u2029c");
    QTest::newRow("non-BMP") << QString::fromUcs4(U"\U0001F0A1 \U0001F600 \U00010000 \U0010FFFF");
    QTest::newRow("lone high surrogate") << (QStringLiteral("x") + QChar(0xd83c) + QStringLiteral("y"));
    QTest::newRow("lone low surrogate") << (QStringLiteral("x") + QChar(0xdca1));
    QTest::newRow("high surrogate at the end") << (QStringLiteral("end") + QChar(0xd800));
    QTest::newRow("two high surrogates") << (QString(QChar(0xd800)) + QChar(0xd83c) + QChar(0xdca1));
    QTest::newRow("noncharacters") << (QString(QChar(0xfffe)) + QChar(0xffff) + QChar(0xfeff));
    QTest::newRow("suits") << QStringLiteral("\u2660\u2665\u2666\u2663 10\u2665");
    // (JsonTextWriter::putString() takes eight plain units at a time: what
    // must be escaped or encoded at each place of a long text, and at its end)
    const QString plain = QStringLiteral("abcdefghijklmnopqrstuvw");
    const QList<QPair<const char *, QString>> odd{{"quote", QStringLiteral("\"")},
                                                  {"backslash", QStringLiteral("\\")},
                                                  {"newline", QStringLiteral("\n")},
                                                  {"DEL", QString(QChar(0x7f))},
                                                  {"Latin-1", QStringLiteral("\u00e9")},
                                                  {"spade", QStringLiteral("\u2660")},
                                                  {"pair", QString::fromUcs4(U"\U0001F0A1")},
                                                  {"lone surrogate", QString(QChar(0xdc00))}};
    for (const auto &[name, c] : odd) {
        for (int at : {0, 1, 7, 8, 9, 15, 16, 22}) {
            QString text = plain;
            text.insert(at, c);
            QTest::newRow(qPrintable(QStringLiteral("%1 at %2 of a long text").arg(QLatin1StringView(name)).arg(at)))
                << text;
        }
    }
    QTest::newRow("eight plain units") << QStringLiteral("12345678");
    QTest::newRow("sixteen plain units") << QStringLiteral("1234567812345678");
    QTest::newRow("space and tilde") << QStringLiteral("        ~~~~~~~~ ~");
}

void TestJsonTextWriter::strings()
{
    QFETCH(QString, text);
    // as a value
    QByteArray out;
    JsonTextWriter(&out).string(text);
    QCOMPARE(out, compactText(text));
    // as a key and a value, in an indented object
    out.clear();
    {
        JsonTextWriter w(&out);
        w.beginObject();
        w.key(QStringView(text));
        w.string(text);
        w.end();
    }
    out.append('\n');
    QCOMPARE(out, QJsonDocument(QJsonObject{{text, text}}).toJson(QJsonDocument::Indented));

    // in a record: a tag, a note, a comment, a pile name, a claim, a call
    CardRecord record;
    record.tags().append(Tag{QStringLiteral("Event"), text, {}, {}});
    record.tags().append(Tag{text, QStringLiteral("value"), {}, {}});
    record.notes().append(Note{Note::Section::Auction, 1, text});
    Commentary comment;
    comment.text = text;
    record.comments().append(comment);
    record.deal().piles.append(Pile{text, {}, false});
    record.play().claim = Claim{-1, text};
    // (a table's columns and rows are printed in one go: JsonRecordText)
    Tag table{QStringLiteral("OptimumResultTable"), QStringLiteral("A;B"), {}, {}};
    table.columns = QStringList{QStringLiteral("A"), text};
    table.rows = QList<QStringList>{{text, QStringLiteral("x")}, {QStringLiteral("y"), text, text}, {text}, {}};
    record.tags().append(table);
    Call other = Call::other(text);
    record.auction().calls.append(other);
    Collection collection;
    collection.append(std::make_shared<CardRecord>(record));
    compareRecords(collection);
}

void TestJsonTextWriter::numbers_data()
{
    QTest::addColumn<qint64>("n");
    QTest::newRow("zero") << qint64(0);
    QTest::newRow("one") << qint64(1);
    QTest::newRow("minus one") << qint64(-1);
    QTest::newRow("int max") << qint64(std::numeric_limits<int>::max());
    QTest::newRow("int min") << qint64(std::numeric_limits<int>::min());
    QTest::newRow("large") << qint64(9007199254740993LL);
    QTest::newRow("qint64 min") << std::numeric_limits<qint64>::min();
    QTest::newRow("qint64 max") << std::numeric_limits<qint64>::max();
}

void TestJsonTextWriter::numbers()
{
    QFETCH(qint64, n);
    QByteArray out;
    JsonTextWriter(&out).number(n);
    QCOMPARE(out, compactText(QJsonValue(n)));
    // value() of a double goes as toJson() prints it (no Kibitzer member is one today)
    for (double d : {double(n), 0.5, -2.25, 1e20, 1e-7, 3.0, std::nan("")}) {
        out.clear();
        JsonTextWriter(&out).value(QJsonValue(d));
        QCOMPARE(out, compactText(QJsonValue(d)));
    }
    // and in a record: the result, a note's number, a comment's anchor
    CardRecord record;
    record.setResult(int(qBound(qint64(std::numeric_limits<int>::min()), n, qint64(std::numeric_limits<int>::max()))));
    record.notes().append(Note{Note::Section::Play, int(n % 1000), QStringLiteral("n")});
    Commentary comment;
    comment.anchor.kind = Anchor::Kind::Call;
    comment.anchor.index = int(n % 100000);
    record.comments().append(comment);
    Collection collection;
    collection.append(std::make_shared<CardRecord>(record));
    compareRecords(collection);
}

void TestJsonTextWriter::containers()
{
    // empty and nested containers, keys given in sorted order
    QByteArray out;
    {
        JsonTextWriter w(&out);
        w.beginObject();
        w.key(QLatin1StringView("a"));
        w.beginArray();
        w.end();
        w.key(QLatin1StringView("b"));
        w.beginObject();
        w.end();
        w.key(QLatin1StringView("c"));
        w.beginArray();
        w.beginArray();
        w.end();
        w.beginObject();
        w.key(QLatin1StringView("d"));
        w.null();
        w.end();
        w.boolean(false);
        w.end();
        w.end();
    }
    out.append('\n');
    const QJsonObject expected{{QStringLiteral("a"), QJsonArray{}},
                               {QStringLiteral("b"), QJsonObject{}},
                               {QStringLiteral("c"), QJsonArray{QJsonArray{}, QJsonObject{{QStringLiteral("d"), QJsonValue::Null}}, false}}};
    QCOMPARE(out, QJsonDocument(expected).toJson(QJsonDocument::Indented));
}

// One writer for records of tables of 4, 3, 6 and 4 seats in turn (its
// seats' letters, kept from record to record, spelled again for each table).
void TestJsonTextWriter::layoutsInTurn()
{
    Collection mixed;
    QList<int> seats;
    for (const char *name : {"bridge_club_pairs.pbn", "pinochle_3hand_kitty_discard.pn", "pinochle_6hand_double_deck.pn",
                             "bridge_club_pairs.pbn", "pinochle_4hand_single_deck_game.pn", "pinochle_3hand_kitty_discard.pn"}) {
        const QString path = QFINDTESTDATA(QStringLiteral("../resources/samples/") + QLatin1String(name));
        QVERIFY2(!path.isEmpty(), name);
        const LoadedFile file = readFile(path, {}, Registry::builtin());
        QVERIFY2(file.ok(), qPrintable(file.error));
        const RecordPtr first = file.result.collection.records().value(0);
        const auto *card = dynamic_cast<const CardRecord *>(first.get());
        QVERIFY2(card, name);
        seats.append(card->seats().count());
        mixed.append(first);
    }
    QCOMPARE(seats, (QList<int>{4, 3, 6, 4, 4, 3}));
    compareRecords(mixed);
}

// A table's rows shared from record to record (as the PBN reader shares a
// file's repeated rows), printed by one writer at depths 0 and 2 in turn: the
// text kept for a row is for its depth (JsonRowTexts).
void TestJsonTextWriter::sharedRows()
{
    const QStringList a{QStringLiteral("N"), QStringLiteral("NT"), QStringLiteral("5")};
    const QStringList b{QStringLiteral("S"), QStringLiteral("C"), QStringLiteral("12")};
    Collection records;
    for (int i = 0; i < 3; ++i) {
        auto record = std::make_shared<CardRecord>();
        Tag t;
        t.name = QStringLiteral("OptimumResultTable");
        t.value = QStringLiteral("Declarer;Denomination\\2R;Result\\2R");
        t.columns = t.value.split(u';');
        t.rows.edit() = i == 1 ? QList<QStringList>{b, a} : QList<QStringList>{a, b, a};
        record->tags().append(t);
        records.append(record);
    }
    QVERIFY(records.records().at(0)->tags().at(0).rows.at(0).isSharedWith(a));
    compareRecords(records);
}

void TestJsonTextWriter::awkwardRecord_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("twelve annotated cards in a trick (\"10\" sorts before \"2\")") << 0;
    QTest::newRow("a dealer the table does not have (a warning)") << 1;
    QTest::newRow("a hand marked unknown with cards (a warning)") << 2;
    QTest::newRow("cards played out of turn, an unknown card, a pseudo play") << 3;
    QTest::newRow("hidden hands, a pile, inherited table tag") << 4;
    QTest::newRow("annotated calls, an unknown call, queries") << 5;
    QTest::newRow("annotated calls of every shape: text, other kind, level beyond 7, all six members") << 6;
    QTest::newRow("tricks from fragments: no leader or winner, empty, cards beyond the tables; odd tag text") << 7;
    QTest::newRow("a trick's winner the table does not have (a warning)") << 8;
}

void TestJsonTextWriter::awkwardRecord()
{
    QFETCH(int, kind);
    CardRecord record;
    record.setDealer(North);
    record.auction().first = North;
    record.auction().calls = {Call::bid(1, Strain::NoTrump), Call::pass(), Call::dbl(), Call::redbl()};
    Contract contract;
    QVERIFY(Contract::fromString(QStringLiteral("1NTXX"), &contract));
    record.setContract(contract);
    record.setDeclarer(North);
    Trick trick;
    trick.leader = East;
    for (int i = 0; i < 4; ++i)
        trick.cards.append(PlayedCard{PlayedCard::Kind::Card, Card(Suit::Spades, Rank(14 - i)), (East + i) % 4, {}, {}});
    trick.winner = East;
    switch (kind) {
    case 0:
        trick.cards.clear();
        for (int i = 0; i < 12; ++i) {
            PlayedCard pc{PlayedCard::Kind::Card, Card(Suit::Hearts, Rank(2 + i)), (East + i) % 4, {}, {}};
            Annotation a;
            a.suffix = QStringLiteral("!");
            a.nags = {i, i + 1};
            pc.annotation = a;
            trick.cards.append(pc);
        }
        break;
    case 1:
        record.setDealer(7);
        break;
    case 2:
        record.deal().hands[West].known = false;
        record.deal().hands[West].cards = {Card(Suit::Clubs, 2)};
        break;
    case 3:
        trick.cards[1].seat = West;
        trick.cards[2].kind = PlayedCard::Kind::Unknown;
        trick.cards[3] = PlayedCard{PlayedCard::Kind::Pseudo, Card(), South, QChar(u'~'), {}};
        break;
    case 4: {
        record.deal().hands[North] = Hand{true, true, {Card(Suit::Spades, 14), Card(Suit::Hearts, 10)}};
        record.deal().hands[South] = Hand{true, false, {}};
        record.deal().hands[East].hidden = true;
        record.deal().piles.append(Pile{QStringLiteral("kitty"), {Card(Suit::Diamonds, 3)}, true});
        Tag table{QStringLiteral("OptimumResultTable"), QStringLiteral("Declarer;1R\\2R"), {}, {}};
        table.columns = QStringList{QStringLiteral("Declarer\\1R"), QStringLiteral("Denomination\\2R")};
        table.rows = QList<QStringList>{{QStringLiteral("N"), QStringLiteral("NT")}};
        table.inherited = true;
        record.tags().append(table);
        break;
    }
    case 5: {
        Annotation a;
        a.alert = true;
        a.alertText = QStringLiteral("15-17");
        a.irregularity = QStringLiteral("I");
        a.noteRefs = {1};
        record.auction().calls[0].annotation = a;
        Call unknown;
        unknown.kind = Call::Kind::Unknown;
        unknown.text = QStringLiteral("?");
        record.auction().calls.append(unknown);
        record.auction().queryPoints = {0, 5};
        record.play().queryPoints = {3};
        record.play().claim = Claim{9, {}};
        break;
    }
    case 6: {
        Annotation all;
        all.alert = true;
        all.alertText = QStringLiteral("\"weak\" \u00e9");
        all.irregularity = QStringLiteral("insufficient");
        all.nags = {1, 14};
        all.noteRefs = {2, 3};
        all.suffix = QStringLiteral("!?");
        Annotation suffix;
        suffix.suffix = QStringLiteral("?");
        Call other;
        other.kind = Call::Kind::Other;
        other.text = QStringLiteral("Stop");
        other.annotation = all;
        Call withText = Call::bid(2, Strain::Clubs);
        withText.text = QStringLiteral("2C!");
        withText.annotation = suffix;
        Call beyond = Call::bid(8, Strain::Spades);
        beyond.annotation = suffix;
        Call again = Call::bid(1, Strain::NoTrump);
        again.annotation = all;
        Call passed = Call::pass();
        passed.annotation = suffix;
        record.auction().calls = {again, passed, other, withText, beyond, again, Call::pass(), passed};
        break;
    }
    case 7: {
        Trick open; // no leader, no winner: every card's seat NoSeat is "in turn"
        for (int i = 0; i < 3; ++i)
            open.cards.append(PlayedCard{PlayedCard::Kind::Card, Card(Suit::Clubs, Rank(2 + i)), NoSeat, {}, {}});
        record.play().tricks.append(open);
        record.play().tricks.append(Trick{}); // no cards
        Trick odd = trick; // a rank beyond JsonCardText's tables
        odd.cards[0].card = Card(Suit::Diamonds, Rank(40));
        record.play().tricks.append(odd);
        record.deal().hands[North] = Hand{true, false, {Card(Suit::Spades, 14), Card(Suit::Hearts, Rank(40))}};
        record.deal().hands[South] = Hand{true, false, {Card(Suit::Clubs, 10)}};
        record.tags().append(Tag{QStringLiteral("Event"), QStringLiteral("a \"b\"\n\u00e9 \\ \u2660"), {}, {}});
        record.tags().append(Tag{QStringLiteral(""), QStringLiteral(""), {}, {}});
        break;
    }
    case 8:
        trick.winner = 7;
        break;
    }
    record.play().leader = East;
    record.play().tricks.append(trick);
    Collection collection;
    collection.append(std::make_shared<CardRecord>(record));
    compareRecords(collection);
}

QTEST_GUILESS_MAIN(TestJsonTextWriter)
#include "tst_jsontextwriter.moc"
