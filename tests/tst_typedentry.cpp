// The keyboard (issue 20): the replay keys wherever the focus is (text
// fields keep theirs, the record list does not scroll sideways); calls and
// cards typed, through the very signals a click sends; insufficient bids
// disabled and saying why; Edit Deal's rows staying put while a hand is
// typed.
#include "actions.h"
#include "auctionview.h"
#include "document.h"
#include "edit/biddingbox.h"
#include "edit/dealeditor.h"
#include "edit/entrycontroller.h"
#include "edit/typedentry.h"
#include "handview.h"
#include "mainwindow.h"
#include "notespanel.h"
#include "playeraids.h"
#include "recordlistpanel.h"
#include "replaybar.h"
#include "tablewidget.h"
#include "viewsettings.h"

#include "model/playedit.h"
#include "model/shuffle.h"

#include <QAbstractButton>
#include <QDockWidget>
#include <QLineEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace kib;

namespace {

QString sample(const QString &name)
{
    return QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/") + name;
}

void typeKeys(QWidget *w, const QString &keys)
{
    for (const QChar c : keys)
        QTest::keyClick(w, c.toLatin1());
}

} // namespace

class TestTypedEntry : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void replayKeysEverywhere_data();
    void replayKeysEverywhere();
    void typedCallsAndCards();
    void insufficientBidsSayWhy();
    void dealRowsStayPut();

private:
    QWidget *focusTarget(MainWindow &w, const QString &name) const;
};

void TestTypedEntry::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_typedentry"));
    ViewSettings::instance().setPersistent(false);
}

QWidget *TestTypedEntry::focusTarget(MainWindow &w, const QString &name) const
{
    if (name == u"record list")
        return w.recordList()->view();
    if (name == u"auction")
        return w.auctionView();
    if (name == u"notes")
        return w.notesPanel();
    if (name == u"table")
        return w.table();
    if (name == u"slider")
        return w.replayBar()->slider();
    if (name == u"bidding box")
        return w.entry()->biddingBox()->callButton(Call::pass());
    if (name == u"filter")
        return w.recordList()->filterEdit();
    return nullptr;
}

void TestTypedEntry::replayKeysEverywhere_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<bool>("replays");
    for (const char *t : {"record list", "auction", "notes", "table", "slider", "bidding box"})
        QTest::newRow(t) << QString::fromLatin1(t) << true;
    QTest::newRow("filter (a text field)") << QStringLiteral("filter") << false;
}

void TestTypedEntry::replayKeysEverywhere()
{
    QFETCH(QString, target);
    QFETCH(bool, replays);
    MainWindow w(nullptr, false);
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    Document *d = w.openFile(sample(QStringLiteral("bridge_club_pairs.pbn")), true);
    QVERIFY(d);
    w.entry()->dock()->show();
    QWidget *focus = focusTarget(w, target);
    QVERIFY(focus);
    focus->setFocus(Qt::OtherFocusReason);
    QApplication::setActiveWindow(&w);
    QTRY_COMPARE(QApplication::focusWidget(), focus);
    d->cursor()->setStep(5);
    QScrollBar *sideways = w.recordList()->view()->horizontalScrollBar();
    sideways->setValue(sideways->maximum() / 2);
    const int across = sideways->value();

    QTest::keyClick(focus, Qt::Key_Right);
    QCOMPARE(d->cursor()->step(), replays ? 6 : 5);
    QTest::keyClick(focus, Qt::Key_Left);
    QTest::keyClick(focus, Qt::Key_Left);
    QCOMPARE(d->cursor()->step(), replays ? 4 : 5);
    QCOMPARE(sideways->value(), across);
    QTest::keyClick(focus, Qt::Key_End);
    QCOMPARE(d->cursor()->atEnd(), replays);
    QTest::keyClick(focus, Qt::Key_Home);
    QCOMPARE(d->cursor()->step() == 0, replays);
    QTest::keyClick(focus, Qt::Key_Down);
    QCOMPARE(d->currentIndex(), replays ? 1 : 0);
    if (!replays)
        QCOMPARE(QApplication::focusWidget(), focus);
}

void TestTypedEntry::typedCallsAndCards()
{
    MainWindow w(nullptr, false);
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier); // New File
    const quint64 seed = 4242;
    w.playerAids()->shuffle(seed);
    Document *d = w.currentDocument();
    QVERIFY(d && d->recordCount() == 1);
    w.table()->setFocus();
    QApplication::setActiveWindow(&w);
    BiddingBox *box = w.entry()->biddingBox();
    // the bidding box's buttons are what a typed call presses
    QSignalSpy oneNt(box->callButton(Call::bid(1, Strain::NoTrump)), &QAbstractButton::clicked);
    QSignalSpy dbl(box->callButton(Call::dbl()), &QAbstractButton::clicked);
    const Seat dealer = d->cursor()->cardRecord()->dealer();
    QVERIFY(dealer != NoSeat);
    typeKeys(w.table(), QStringLiteral("1n"));
    QCOMPARE(oneNt.count(), 1);
    typeKeys(w.table(), QStringLiteral("x"));
    QCOMPARE(dbl.count(), 0); // x waits: Enter doubles, x again redoubles
    QVERIFY(w.typedEntry()->pending() == QLatin1String("x"));
    QTest::keyClick(w.table(), Qt::Key_Return);
    QCOMPARE(dbl.count(), 1);
    typeKeys(w.table(), QStringLiteral("xx"));
    typeKeys(w.table(), QStringLiteral("2s"));
    typeKeys(w.table(), QStringLiteral("ppp"));
    const CardRecord *r = d->cursor()->cardRecord();
    QCOMPARE(r->auction().calls.size(), 7);
    QCOMPARE(r->auction().calls.at(0).toString(), QStringLiteral("1NT"));
    QCOMPARE(r->auction().calls.at(1).kind, Call::Kind::Double);
    QCOMPARE(r->auction().calls.at(2).kind, Call::Kind::Redouble);
    QCOMPARE(r->auction().calls.at(3).toString(), QStringLiteral("2S"));
    QVERIFY(r->contract().isBid());
    QCOMPARE(r->contract().toString(), QStringLiteral("2S"));

    // the play: each card as the hand's click sends it
    const QList<Hand> hands = shuffle::dealFromSeed(seed);
    const Seat leader = entry::seatToPlay(*r, 0);
    QSignalSpy clicks(w.table(), &TableWidget::cardClicked);
    const Card lead = hands.at(leader).cards.first();
    typeKeys(w.table(), QString(QChar(QLatin1Char("shdc"[int(lead.suit())]))) + QString(rankLetter(lead.rank())).toLower());
    QCOMPARE(clicks.count(), 1);
    QCOMPARE(clicks.first().at(1).value<Card>(), lead);
    r = d->cursor()->cardRecord();
    QCOMPARE(r->play().cardCount(), 1);
    // second hand: the rank alone when it names one card it may play
    const Seat second = entry::seatToPlay(*r, 1);
    Card forced;
    int sameRank = 0;
    for (const Card &c : hands.at(second).cards)
        if (c.suit() == lead.suit())
            forced = c;
    if (!forced.isValid()) {
        // void in the suit led: a rank held once in the hand
        for (const Card &c : hands.at(second).cards) {
            sameRank = 0;
            for (const Card &o : hands.at(second).cards)
                sameRank += o.rank() == c.rank();
            if (sameRank == 1) {
                forced = c;
                break;
            }
        }
    }
    QVERIFY(forced.isValid());
    typeKeys(w.table(), QString(rankLetter(forced.rank())).toLower());
    QCOMPARE(clicks.count(), 2);
    QCOMPARE(clicks.last().at(1).value<Card>(), forced);
    QCOMPARE(d->cursor()->cardRecord()->play().cardCount(), 2);
    // a text field keeps its keys
    w.recordList()->filterEdit()->setFocus();
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(w.recordList()->filterEdit()));
    typeKeys(w.recordList()->filterEdit(), QStringLiteral("ha"));
    QCOMPARE(clicks.count(), 2);
    QCOMPARE(w.recordList()->filterEdit()->text(), QStringLiteral("ha"));
}

void TestTypedEntry::insufficientBidsSayWhy()
{
    MainWindow w(nullptr, false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier);
    w.playerAids()->shuffle(7);
    Document *d = w.currentDocument();
    w.entry()->dock()->show();
    w.table()->setFocus();
    QApplication::setActiveWindow(&w);
    typeKeys(w.table(), QStringLiteral("2h"));
    QCOMPARE(d->cursor()->cardRecord()->auction().calls.size(), 1);
    BiddingBox *box = w.entry()->biddingBox();
    QAbstractButton *oneClub = box->callButton(Call::bid(1, Strain::Clubs));
    QVERIFY(!oneClub->isEnabled());
    QVERIFY2(oneClub->toolTip().contains(QStringLiteral("insufficient after 2H")), qPrintable(oneClub->toolTip()));
    QAbstractButton *redouble = box->callButton(Call::redbl());
    QVERIFY(!redouble->isEnabled());
    QVERIFY2(redouble->toolTip().contains(QStringLiteral("without a double")), qPrintable(redouble->toolTip()));
    QVERIFY(box->callButton(Call::bid(2, Strain::Spades))->isEnabled());
    QVERIFY(!box->callButton(Call::bid(2, Strain::Spades))->toolTip().contains(QLatin1Char(':')));
    // a click does nothing, and typing it says why
    QTest::mouseClick(oneClub, Qt::LeftButton);
    QCOMPARE(d->cursor()->cardRecord()->auction().calls.size(), 1);
    typeKeys(w.table(), QStringLiteral("1c"));
    QCOMPARE(d->cursor()->cardRecord()->auction().calls.size(), 1);
    QVERIFY2(w.statusText().contains(QStringLiteral("insufficient")), qPrintable(w.statusText()));
}

void TestTypedEntry::dealRowsStayPut()
{
    MainWindow w(nullptr, false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier);
    QTest::keyClick(&w, Qt::Key_B, Qt::ControlModifier); // every hand unknown
    Document *d = w.currentDocument();
    DealEditor editor(d, d->currentIndex(), &w);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    auto places = [&editor]() {
        QList<QPoint> out;
        for (int s = 0; s < 4; ++s)
            out << editor.handEdit(s)->mapTo(&editor, QPoint(0, 0));
        return out;
    };
    const QList<QPoint> start = places();
    QLineEdit *north = editor.handEdit(0);
    north->setFocus();
    QTest::keyClick(north, Qt::Key_A, Qt::ControlModifier); // (what the field shows, replaced)
    for (const QChar c : QStringLiteral("AKQ2.JT9.876.543")) {
        QTest::keyClick(north, c.toLatin1());
        QCoreApplication::processEvents();
        QCOMPARE(places(), start);
    }
    QCOMPARE(north->text(), QStringLiteral("AKQ2.JT9.876.543"));
    QLineEdit *east = editor.handEdit(1);
    east->setFocus();
    QTest::keyClick(east, Qt::Key_A, Qt::ControlModifier);
    for (const QChar c : QStringLiteral("JT9.AKQ2.543.876")) {
        QTest::keyClick(east, c.toLatin1());
        QCoreApplication::processEvents();
        QCOMPARE(places(), start);
    }
    QCOMPARE(east->text(), QStringLiteral("JT9.AKQ2.543.876"));
}

QTEST_MAIN(TestTypedEntry)
#include "tst_typedentry.moc"
