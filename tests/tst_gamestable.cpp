// The card table for preferans and pinochle through the exchange steps:
// the talon taken and the discard thrown at their own steps, the contract
// by its preferans name with who follows, the kitty and the meld; and the
// Edit menu's New Pinochle / Preferans / Board Game entries as undoable
// commands.
#include "document.h"
#include "edit/editcontroller.h"
#include "edit/gameedit.h"
#include "edit/newgameactions.h"
#include "gamecontract.h"
#include "handview.h"
#include "mainwindow.h"
#include "suitstyle.h"
#include "tablewidget.h"
#include "trickview.h"
#include "viewsettings.h"

#include "model/boardrecord.h"
#include "model/cardrecord.h"
#include "model/preferansdeal.h"
#include "model/preferansedit.h"
#include "parsers/pn/pnplugin.h"
#include "parsers/ppn/ppnplugin.h"

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

using namespace kib;

namespace {

Collection readSample(const NotationPlugin &plugin, const QString &name)
{
    QFile f(QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("no sample");
    return plugin.read(f.readAll()).collection;
}

} // namespace

class TestGamesTable : public QObject
{
    Q_OBJECT

    MainWindow *m_window = nullptr;

    Document *open(Collection c)
    {
        auto *d = new Document;
        d->setCollection(std::move(c));
        m_window->addDocument(d);
        return d;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ViewSettings::instance().setPersistent(false);
        ViewSettings::instance().reset();
        m_window = new MainWindow(nullptr, false);
        m_window->resize(1280, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
    }
    void cleanupTestCase() { delete m_window; }

    void preferansContract_data();
    void preferansContract();
    void contractNamesAsTheModels();
    void talonAndDiscard();
    void pinochleKittyAndMeld();
    void newRecords();
    void editCommands();
};

void TestGamesTable::preferansContract_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("record");
    QTest::addColumn<QString>("contract"); // at the end of the deal
    const QString a = QStringLiteral("preferans_refa_game_betl.ppn");
    const QString b = QStringLiteral("preferans_kontra_sans.ppn");
    QTest::newRow("passed out") << a << 0 << "Passed out: all passed";
    QTest::newRow("hearts, refa") << a << 1 << "\u2665 Hearts (4) by Player 2; Follows: b1, b3; refa";
    QTest::newRow("a game, kontra") << a << 2 << "Game \u2666 Diamonds (G3), without the talon, kontra by Player 1; Follows: b2, b3; refa";
    QTest::newRow("betl") << a << 3 << "Betl (6) by Player 2; Follows: b1, b3";
    QTest::newRow("one follower") << b << 0 << "\u2666 Diamonds (3) by Player 2; Follows: b1";
    QTest::newRow("rekontra") << b << 3 << "\u2660 Spades (2), rekontra by Player 3; Follows: b1, b2; refa";
}

void TestGamesTable::preferansContract()
{
    QFETCH(QString, file);
    QFETCH(int, record);
    Document *d = open(readSample(PpnPlugin(), file));
    m_window->goToRecord(record);
    d->cursor()->toEnd();
    QString text = m_window->table()->contractText();
    // player names come from the file's info section
    const auto *r = dynamic_cast<const CardRecord *>(d->currentRecord().get());
    QVERIFY(r);
    for (int p = 1; p <= 3; ++p)
        text.replace(r->tag(QStringLiteral("Player%1").arg(p)), QStringLiteral("b%1").arg(p));
    QTEST(text, "contract");
}

// The table's preferans names are translated on the GUI side; in English
// they are the model's, for every contract a PPN record can hold.
void TestGamesTable::contractNamesAsTheModels()
{
    QList<Contract> contracts{Contract{Contract::Kind::PassedOut}};
    const Strain strains[] = {Strain::Spades, Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Misere,
                              Strain::NoTrump};
    for (int level = 1; level <= 9; ++level)
        for (Strain strain : strains)
            for (int risk = 0; risk <= 5; ++risk)
                for (bool game : {false, true}) {
                    Contract c{Contract::Kind::Bid, level, strain, risk};
                    c.withoutTalon = game;
                    contracts.append(c);
                }
    CardRecord record(Game::Preferans, 3);
    for (const Contract &c : contracts) {
        record.setContract(c);
        const QByteArray what = QStringLiteral("level %1, risk %2, game %3").arg(c.level).arg(c.risk).arg(c.withoutTalon).toUtf8();
        QVERIFY2(style::gameContractText(record) == preferans::contractTitle(c), what.constData());
        QVERIFY2(style::preferansContractName(c) == preferans::contractName(c), what.constData());
        QVERIFY2(style::kontraText(c.risk) == preferans::kontraName(c.risk), what.constData());
    }
    QVERIFY(contracts.size() > 500);
}

void TestGamesTable::talonAndDiscard()
{
    // A2: player 2 takes the talon (7♠ 9♠), then discards 7♦ 7♠
    Document *d = open(readSample(PpnPlugin(), QStringLiteral("preferans_refa_game_betl.ppn")));
    m_window->goToRecord(1);
    const auto *r = dynamic_cast<const CardRecord *>(d->currentRecord().get());
    QVERIFY(r);
    TableWidget *t = m_window->table();
    const int calls = r->auctionSteps();
    int talon = -1;
    for (int i = 0; i < t->pileCount(); ++i)
        if (t->pileView(i)->content().title == u"Talon")
            talon = i;
    QVERIFY(talon >= 0);
    d->cursor()->setStep(calls);
    QCOMPARE(t->handView(1)->content().held.size(), 10);
    QCOMPARE(t->pileView(talon)->content().held.size(), 2);
    d->cursor()->setStep(calls + 1);
    QCOMPARE(t->handView(1)->content().held.size(), 12);
    QCOMPARE(t->pileView(talon)->content().held.size(), 0);
    QVERIFY(t->trickView()->content().caption.endsWith(QStringLiteral("takes the talon")));
    QCOMPARE(style::stepText(*r, calls + 1), t->trickView()->content().caption); // the replay bar's text
    QCOMPARE(r->stepLabel(calls + 1), QStringLiteral("Talon"));
    d->cursor()->setStep(calls + 2);
    QCOMPARE(t->handView(1)->content().held.size(), 10);
    QVERIFY(t->trickView()->content().caption.contains(QStringLiteral("discards")));
    QVERIFY(!t->handView(1)->content().held.contains(Card(Suit::Diamonds, 7)));
    // the first card
    d->cursor()->setStep(calls + 3);
    QCOMPARE(t->trickView()->content().cards.size(), 1);
}

void TestGamesTable::pinochleKittyAndMeld()
{
    Document *d = open(readSample(PnPlugin(), QStringLiteral("pinochle_3hand_kitty_discard.pn")));
    m_window->goToRecord(0);
    const auto *r = dynamic_cast<const CardRecord *>(d->currentRecord().get());
    QVERIFY(r);
    TableWidget *t = m_window->table();
    const Seat declarer = r->declarer();
    const int kitty = r->stepOfExchange(ExchangeStep::Kitty);
    QVERIFY(kitty > 0);
    d->cursor()->setStep(kitty - 1);
    const int before = int(t->handView(declarer)->content().held.size());
    d->cursor()->setStep(kitty);
    QCOMPARE(t->handView(declarer)->content().held.size(), before + 3);
    QVERIFY(t->trickView()->content().caption.endsWith(QStringLiteral("takes the kitty")));
    d->cursor()->setStep(r->stepOfExchange(ExchangeStep::Discard));
    QCOMPARE(t->handView(declarer)->content().held.size(), before);
    d->cursor()->setStep(r->stepOfExchange(ExchangeStep::Meld));
    QCOMPARE(t->trickView()->content().caption, QStringLiteral("Melds on the table"));
}

void TestGamesTable::newRecords()
{
    Document *d = open(readSample(PpnPlugin(), QStringLiteral("preferans_kontra_sans.ppn")));
    m_window->goToRecord(0);
    NewGameActions *games = m_window->editor()->games;
    QVERIFY(games->newPinochle->isEnabled());
    const int count = d->recordCount();
    QVERIFY(games->addPinochle(6, true));
    QCOMPARE(d->recordCount(), count + 1);
    QCOMPARE(d->currentIndex(), 1);
    auto *p = dynamic_cast<const CardRecord *>(d->currentRecord().get());
    QVERIFY(p);
    QCOMPARE(p->game(), Game::Pinochle);
    QCOMPARE(p->seats().count(), 6);
    QCOMPARE(p->deck().kind(), DeckKind::Pinochle80);
    QCOMPARE(d->undoStack()->undoText(), QStringLiteral("New Pinochle Hand"));
    d->undoStack()->undo();
    QCOMPARE(d->recordCount(), count);
    // a preferans deal after deal 1: deal 2, dealt by the next player
    m_window->goToRecord(0);
    games->newPreferans->trigger();
    auto *n = dynamic_cast<const CardRecord *>(d->currentRecord().get());
    QVERIFY(n);
    QCOMPARE(n->game(), Game::Preferans);
    QCOMPARE(n->preferans().number, 2);
    QCOMPARE(d->undoStack()->undoText(), QStringLiteral("New Preferans Deal"));
    // one entry per chess variant, in a submenu of the Edit menu
    QCOMPARE(games->newBoard.size(), 5);
    games->newBoard.at(1)->trigger(); // shogi
    auto *b = dynamic_cast<const BoardRecord *>(d->currentRecord().get());
    QVERIFY(b);
    QCOMPARE(b->variant(), BoardVariant::Shogi);
    QCOMPARE(d->undoStack()->undoText(), QStringLiteral("New Shogi Game"));
    QMenu menu;
    m_window->editor()->populateMenu(&menu);
    QStringList texts;
    for (QAction *a : menu.actions())
        texts << a->text();
    QVERIFY(texts.contains(games->newPinochle->text()));
    QVERIFY(texts.contains(games->newPreferans->text()));
    QVERIFY(texts.contains(QStringLiteral("New &Board Game")));
    // the static factory serves every game
    QVERIFY(EditController::newRecord(Game::Preferans, nullptr));
    QVERIFY(EditController::newRecord(Game::Pinochle, nullptr));
    QVERIFY(EditController::newRecord(Game::Chess, nullptr));
}

void TestGamesTable::editCommands()
{
    // a new preferans deal entered through undoable commands: each edit is
    // one command; a refused one pushes nothing
    Document *d = open(Collection());
    QVERIFY(m_window->editor()->games->addPreferans());
    const int base = d->undoStack()->count();
    const QString bid2 = editCardRecord(d, QStringLiteral("Bid 2"),
                                        [](CardRecord &r) { return preferans::appendBid(r, Call::other(QStringLiteral("2"))); });
    QCOMPARE(bid2, QString());
    QCOMPARE(d->undoStack()->count(), base + 1);
    QCOMPARE(d->undoStack()->undoText(), QStringLiteral("Bid 2"));
    const QString refused = editCardRecord(d, QStringLiteral("Bid 4"),
                                           [](CardRecord &r) { return preferans::appendBid(r, Call::other(QStringLiteral("4"))); });
    QVERIFY(!refused.isEmpty());
    QCOMPARE(d->undoStack()->count(), base + 1);
    for (int i = 0; i < 2; ++i)
        QCOMPARE(editCardRecord(d, QStringLiteral("Pass"), [](CardRecord &r) { return preferans::appendBid(r, Call::pass()); }),
                 QString());
    QCOMPARE(editCardRecord(d, QStringLiteral("Take the Talon"), [](CardRecord &r) { return preferans::takeTalon(r); }),
             QString());
    auto *r = dynamic_cast<const CardRecord *>(d->currentRecord().get());
    QVERIFY(r);
    QCOMPARE(r->declarer(), r->auction().first);
    // the replay shows the talon taken
    QCOMPARE(d->cursor()->step(), r->auctionSteps() + 1);
    QVERIFY(d->cursor()->tableState().talonTaken);
    QCOMPARE(m_window->table()->handView(r->declarer())->content().held.size(), 12);
    d->undoStack()->undo();
    r = dynamic_cast<const CardRecord *>(d->currentRecord().get());
    QCOMPARE(r->declarer(), NoSeat);
    QCOMPARE(r->auction().calls.size(), 3);
}

QTEST_MAIN(TestGamesTable)
#include "tst_gamestable.moc"
