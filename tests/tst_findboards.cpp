// The Find Boards dialog (issue 18): on a generated file of a few thousand
// boards it finds exactly the records an independent filter written here
// finds (every kind of condition), searching the PBN bytes on a thread of its
// own; an edited record is matched as it stands; a query changed while a
// search runs (or the dialog closed) leaves nothing of the old search; a file
// with '#' chains is matched record by record.

#include "document.h"
#include "findboardsdialog.h"
#include "findboardsmodel.h"

#include "model/cardrecord.h"

#include <QLabel>
#include <QTemporaryDir>
#include <QTableView>
#include <QUndoStack>
#include <QtTest>

#include <functional>

using namespace kib;

namespace {

constexpr int kBoards = 3000;
const char *const kNames[] = {"Smith", "Jones", "Brown", "Novak", "Garcia", "Smithson", "Ivanov", "Lee"};
const char kSeats[] = "NESW";
const char kRanks[] = "AKQJT98765432";
const char *const kStrains[] = {"C", "D", "H", "S", "NT"};

// A small generator of its own (the same file on every run).
struct Lcg
{
    quint32 state;
    int next(int n)
    {
        state = state * 1664525u + 1013904223u;
        return int((state >> 8) % quint32(n));
    }
};

// Board b of the generated file: a shuffled deal, players from a pool, a
// contract (sometimes doubled, sometimes passed out), a result, and on some
// boards commentary or an auction with a note. 'chain': the Event of every
// board after the first is '#' (taken from the board before).
QByteArray board(int b, Lcg &rng, bool chain)
{
    int deck[52];
    for (int i = 0; i < 52; ++i)
        deck[i] = i;
    for (int i = 51; i > 0; --i)
        std::swap(deck[i], deck[rng.next(i + 1)]);
    QByteArray hands[4][4]; // seat, suit (spades first): ranks high to low
    int owner[52];
    for (int i = 0; i < 52; ++i)
        owner[deck[i]] = i / 13;
    for (int card = 0; card < 52; ++card) // (card: suit * 13 + rank, ace first)
        hands[owner[card]][card / 13] += kRanks[card % 13];
    QByteArray deal = "N:";
    for (int s = 0; s < 4; ++s) {
        if (s)
            deal += ' ';
        deal += hands[s][0] + '.' + hands[s][1] + '.' + hands[s][2] + '.' + hands[s][3];
    }
    const int dealer = rng.next(4);
    QByteArray out = "[Event \"" + (chain && b > 1 ? QByteArray("#") : "Club " + QByteArray::number(b % 5)) + "\"]\r\n";
    out += "[Board \"" + QByteArray::number(b) + "\"]\r\n";
    for (int s = 0; s < 4; ++s)
        out += QByteArray("[") + (s == 0 ? "North" : s == 1 ? "East" : s == 2 ? "South" : "West") + " \""
               + kNames[rng.next(8)] + "\"]\r\n";
    out += QByteArray("[Dealer \"") + kSeats[dealer] + "\"]\r\n[Vulnerable \"None\"]\r\n";
    out += "[Deal \"" + deal + "\"]\r\n";
    const bool auction = b % 11 == 0;
    const bool passed = !auction && rng.next(20) == 0;
    const QByteArray contract = QByteArray::number(1 + rng.next(7)) + kStrains[rng.next(5)];
    const QByteArray doubled = auction ? QByteArray() : QByteArray(rng.next(6) == 0 ? "X" : "");
    if (passed) {
        out += "[Declarer \"\"]\r\n[Contract \"Pass\"]\r\n[Result \"\"]\r\n";
    } else {
        const int declarer = auction ? dealer : rng.next(4);
        out += QByteArray("[Declarer \"") + kSeats[declarer] + "\"]\r\n";
        out += "[Contract \"" + contract + doubled + "\"]\r\n";
        out += "[Result \"" + QByteArray::number(rng.next(14)) + "\"]\r\n";
    }
    if (auction) {
        out += QByteArray("[Auction \"") + kSeats[dealer] + "\"]\r\n" + contract + " =1= Pass Pass Pass\r\n";
        out += "[Note \"1:Preempt, a weak hand\"]\r\n";
    }
    if (b % 13 == 0)
        out += "{A squeeze against East.}\r\n";
    if (b % 17 == 0)
        out += "{Endplay in the last three tricks}\r\n";
    return out + "\r\n";
}

void writeFile(const QString &path, bool chain, int boards = kBoards)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("% PBN 2.1\r\n% EXPORT\r\n\r\n");
    Lcg rng{18};
    for (int b = 1; b <= boards; ++b)
        f.write(board(b, rng, chain));
}

// --- the independent filter: what each record says, looked at here ---------

int hcp(const CardRecord &r, Seat seat)
{
    int points = 0;
    for (const Card &c : r.deal().hands.at(seat).cards)
        points += c.rank() > 10 ? c.rank() - 10 : 0;
    return points;
}

int length(const CardRecord &r, Seat seat, Suit suit)
{
    int n = 0;
    for (const Card &c : r.deal().hands.at(seat).cards)
        n += c.suit() == suit;
    return n;
}

QList<int> shape(const CardRecord &r, Seat seat)
{
    return {length(r, seat, Suit::Spades), length(r, seat, Suit::Hearts), length(r, seat, Suit::Diamonds),
            length(r, seat, Suit::Clubs)};
}

bool anyPlayer(const CardRecord &r, const QString &part)
{
    for (const char *t : {"North", "East", "South", "West"})
        if (r.tag(QString::fromLatin1(t)).contains(part, Qt::CaseInsensitive))
            return true;
    return false;
}

bool hasText(const CardRecord &r, const QString &word)
{
    for (const Commentary &c : r.comments())
        if (c.text.contains(word, Qt::CaseInsensitive))
            return true;
    for (const Note &n : r.notes())
        if (n.text.contains(word, Qt::CaseInsensitive))
            return true;
    return false;
}

QString contractOf(const CardRecord &r)
{
    return r.tag(QStringLiteral("Contract")).trimmed();
}

using Filter = std::function<bool(const CardRecord &)>;

struct Case
{
    const char *query;
    Filter filter;
};

const QList<Case> &cases()
{
    static const QList<Case> all = {
        {"hcp(N) >= 15", [](const CardRecord &r) { return hcp(r, North) >= 15; }},
        {"hcp(NS) <= 16", [](const CardRecord &r) { return hcp(r, North) + hcp(r, South) <= 16; }},
        {"shape(S) = any 5+5+xx",
         [](const CardRecord &r) {
             QList<int> s = shape(r, South);
             std::sort(s.begin(), s.end(), std::greater<int>());
             return s.at(0) >= 5 && s.at(1) >= 5;
         }},
        {"shape(N) = 4333", [](const CardRecord &r) { return shape(r, North) == QList<int>{4, 3, 3, 3}; }},
        {"spades(E) >= 6", [](const CardRecord &r) { return length(r, East, Suit::Spades) >= 6; }},
        {"player ~ smith", [](const CardRecord &r) { return anyPlayer(r, QStringLiteral("smith")); }},
        {"north = jones", [](const CardRecord &r) { return r.tag(QStringLiteral("North")) == u"Jones"; }},
        {"contract = 4S", [](const CardRecord &r) { return contractOf(r) == u"4S"; }},
        {"contract = 3NTX", [](const CardRecord &r) { return contractOf(r) == u"3NTX"; }},
        {"contract = Pass", [](const CardRecord &r) { return contractOf(r) == u"Pass"; }},
        {"declarer = S and result >= 10",
         [](const CardRecord &r) {
             return r.tag(QStringLiteral("Declarer")) == u"S" && r.result() && *r.result() >= 10;
         }},
        {"result < 7", [](const CardRecord &r) { return r.result() && *r.result() < 7; }},
        {"squeeze", [](const CardRecord &r) { return hasText(r, QStringLiteral("squeeze")); }},
        {"text ~ preempt", [](const CardRecord &r) { return hasText(r, QStringLiteral("preempt")); }},
        {"not hcp(N) >= 10", [](const CardRecord &r) { return !(hcp(r, North) >= 10); }},
        {"hcp(N) >= 15 or player ~ novak",
         [](const CardRecord &r) { return hcp(r, North) >= 15 || anyPlayer(r, QStringLiteral("novak")); }},
        {"not (contract = Pass or result >= 9) and hcp(S) > 12",
         [](const CardRecord &r) {
             return !(contractOf(r) == u"Pass" || (r.result() && *r.result() >= 9)) && hcp(r, South) > 12;
         }},
        {"board <= 100 and endplay",
         [](const CardRecord &r) {
             return r.tag(QStringLiteral("Board")).toInt() <= 100 && hasText(r, QStringLiteral("endplay"));
         }},
    };
    return all;
}

QList<int> expected(const Document &d, const Filter &filter)
{
    QList<int> found;
    for (int i = 0; i < d.recordCount(); ++i) {
        const RecordPtr r = d.record(i);
        const auto *c = dynamic_cast<const CardRecord *>(r.get());
        if (c && filter(*c))
            found.append(i);
    }
    return found;
}

} // namespace

class TestFindBoards : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void findsWhatAFilterFinds_data();
    void findsWhatAFilterFinds();
    void editedRecords();
    void queryChangedMidSearch();
    void closingStops();

private:
    QTemporaryDir m_dir;
    QString m_path;
    QString m_chainPath;
};

void TestFindBoards::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_path = m_dir.filePath(QStringLiteral("generated.pbn"));
    m_chainPath = m_dir.filePath(QStringLiteral("chain.pbn"));
    writeFile(m_path, false);
    writeFile(m_chainPath, true);
}

void TestFindBoards::findsWhatAFilterFinds_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("which");
    for (int i = 0; i < cases().size(); ++i) {
        QTest::addRow("%s", cases().at(i).query) << QStringLiteral("generated.pbn") << i;
        QTest::addRow("chain: %s", cases().at(i).query) << QStringLiteral("chain.pbn") << i;
    }
}

void TestFindBoards::findsWhatAFilterFinds()
{
    QFETCH(QString, file);
    QFETCH(int, which);
    Document d;
    QString error;
    QVERIFY2(d.openNow(m_dir.filePath(file), &error), qPrintable(error));
    QCOMPARE(d.recordCount(), kBoards);
    FindBoardsDialog dialog;
    dialog.setDocument(&d);
    dialog.show();
    QSignalSpy finished(&dialog, &FindBoardsDialog::searchFinished);
    QVERIFY(dialog.find(QString::fromLatin1(cases().at(which).query)));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
    QVERIFY(!dialog.isSearching());
    // the bytes of a file without '#' chains, records for the other
    QCOMPARE(dialog.searchesBytes(), file == u"generated.pbn");
    const QList<int> want = expected(d, cases().at(which).filter);
    QVERIFY2(!want.isEmpty() && want.size() < kBoards, "a query that finds all or nothing tells little");
    QCOMPARE(dialog.found(), want);
    QCOMPARE(finished.at(0).at(0).toInt(), int(want.size()));
    QCOMPARE(dialog.resultModel()->rowCount(), int(want.size()));
    QCOMPARE(dialog.status()->text(), QStringLiteral("%1 record(s) found").arg(want.size()));
    // each row shows its record's number and board
    const int last = int(want.size()) - 1;
    QCOMPARE(dialog.resultModel()->index(last, FindBoardsModel::Number).data().toString(),
             QString::number(want.at(last) + 1));
    QCOMPARE(dialog.resultModel()->index(last, FindBoardsModel::Board).data().toString(),
             d.record(want.at(last))->tag(QStringLiteral("Board")));
}

void TestFindBoards::editedRecords()
{
    Document d;
    QVERIFY(d.openNow(m_path));
    const Filter smith = cases().at(5).filter; // player ~ smith
    const QList<int> before = expected(d, smith);
    QVERIFY(before.size() > 100);
    // a record that does not match and one that does, edited before the search
    int notFound = 0;
    while (before.contains(notFound))
        ++notFound;
    const int wasFound = before.at(10);
    const auto setPlayers = [&](int index, const QString &name) {
        return d.editRecord(index, QStringLiteral("Players"), [name](Record &r) {
            for (const char *t : {"North", "East", "South", "West"})
                r.setTag(QString::fromLatin1(t), name);
            return true;
        });
    };
    QVERIFY(setPlayers(notFound, QStringLiteral("Ann Smith")));
    QVERIFY(setPlayers(wasFound, QStringLiteral("Nobody")));
    QVERIFY(!d.isUntouched(notFound) && !d.isUntouched(wasFound));
    FindBoardsDialog dialog;
    dialog.setDocument(&d);
    dialog.show();
    QSignalSpy finished(&dialog, &FindBoardsDialog::searchFinished);
    QVERIFY(dialog.find(QStringLiteral("player ~ smith")));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
    QVERIFY(dialog.searchesBytes());
    QList<int> want = expected(d, smith);
    QVERIFY(want.contains(notFound) && !want.contains(wasFound));
    QCOMPARE(dialog.found(), want);

    // an edit after the search: the list follows it, and its undo
    const int third = want.at(20);
    QVERIFY(setPlayers(third, QStringLiteral("Nobody")));
    want.removeOne(third);
    QCOMPARE(dialog.found(), want);
    d.undoStack()->undo();
    QVERIFY(d.isUntouched(third));
    QCOMPARE(dialog.found(), expected(d, smith));
    // undone before a new search: the record is as read again, found from its bytes
    d.undoStack()->undo(); // (wasFound back to its players)
    QVERIFY(d.isUntouched(wasFound));
    QVERIFY(dialog.find(QStringLiteral("player ~ smith")));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 30000);
    QCOMPARE(dialog.found(), expected(d, smith));
    QVERIFY(dialog.found().contains(wasFound) && dialog.found().contains(notFound));
}

void TestFindBoards::queryChangedMidSearch()
{
    // a larger file, and a query whose every game is read (the bytes never
    // tell a game's kind): the search lasts long enough to be caught midway
    const QString path = m_dir.filePath(QStringLiteral("larger.pbn"));
    writeFile(path, false, 20000);
    Document d;
    QVERIFY(d.openNow(path));
    FindBoardsDialog dialog;
    dialog.setDocument(&d);
    dialog.show();
    // the first search has found nothing yet (its thread posts to this one,
    // which has not run) when the second starts; a third starts while the
    // second has listed part of what it finds
    QVERIFY(dialog.find(QStringLiteral("not hcp(N) >= 10")));
    QVERIFY(dialog.isSearching());
    QVERIFY(dialog.find(QStringLiteral("game = bridge")));
    QElapsedTimer clock;
    clock.start();
    while (dialog.resultModel()->rowCount() == 0 && clock.elapsed() < 30000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    QVERIFY(dialog.resultModel()->rowCount() > 0);
    QVERIFY2(dialog.isSearching(), "the search ended before it could be changed");
    QVERIFY(dialog.resultModel()->rowCount() < d.recordCount());
    QSignalSpy finished(&dialog, &FindBoardsDialog::searchFinished);
    QVERIFY(dialog.find(QStringLiteral("contract = 4S")));
    QCOMPARE(dialog.resultModel()->rowCount(), 0);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
    // nothing the earlier searches post arrives late
    QTest::qWait(300);
    QCOMPARE(finished.size(), 1);
    const QList<int> want = expected(d, cases().at(7).filter);
    QVERIFY(want.size() > 100);
    QCOMPARE(dialog.found(), want);
}

void TestFindBoards::closingStops()
{
    Document d;
    QVERIFY(d.openNow(m_path));
    FindBoardsDialog dialog;
    dialog.setDocument(&d);
    dialog.show();
    QVERIFY(dialog.find(QStringLiteral("not hcp(N) >= 10")));
    QVERIFY(dialog.isSearching());
    dialog.hide();
    QVERIFY(!dialog.isSearching());
    const int listed = dialog.resultModel()->rowCount();
    QTest::qWait(300);
    QCOMPARE(dialog.resultModel()->rowCount(), listed);
    QVERIFY2(dialog.status()->text().contains(QStringLiteral("stopped")), qPrintable(dialog.status()->text()));
    // Find again: the whole search
    dialog.show();
    QSignalSpy finished(&dialog, &FindBoardsDialog::searchFinished);
    QVERIFY(dialog.find(QStringLiteral("not hcp(N) >= 10")));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
    QCOMPARE(dialog.found(), expected(d, cases().at(14).filter));
}

QTEST_MAIN(TestFindBoards)
#include "tst_findboards.moc"
