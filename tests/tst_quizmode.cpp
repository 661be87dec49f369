// Quiz mode (issue 17): a student answers "your call?" and "your play?"
// points with the bidding box (mouse or keys) and by clicking a card; the
// viewer says whether the answer is the recorded one, shows the
// explanation, reveals the hidden hands, counts right answers for the file
// and never changes the record.
#include "document.h"
#include "edit/biddingbox.h"
#include "edit/entrycontroller.h"
#include "handview.h"
#include "mainwindow.h"
#include "tablewidget.h"
#include "teach/quizcontroller.h"
#include "teach/quizpanel.h"

#include "model/cardrecord.h"
#include "model/collection.h"
#include "model/replaycursor.h"

#include <QAbstractButton>
#include <QAction>
#include <QDockWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace kib;

namespace {

QString sample(const QString &name)
{
    return QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/") + name;
}

} // namespace

class TestQuizMode : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void offeredForQuizFiles_data();
    void offeredForQuizFiles();
    void callAnswers_data();
    void callAnswers();
    void cardAnswers_data();
    void cardAnswers();
    void tallyForTheFile();
};

void TestQuizMode::offeredForQuizFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("offered");
    QTest::newRow("bidding quiz") << sample(QStringLiteral("bridge_club_pairs.pbn")) << true;
    QTest::newRow("hidden hands") << QFINDTESTDATA("data/quiz_lead.pbn") << true;
    QTest::newRow("a match, no questions") << sample(QStringLiteral("rbn_match.rbn")) << false;
}

void TestQuizMode::offeredForQuizFiles()
{
    QFETCH(QString, file);
    QFETCH(bool, offered);
    MainWindow window(nullptr, false);
    window.show();
    QVERIFY(window.openFile(file, true));
    QuizController *quiz = window.quiz();
    QCOMPARE(quiz->offerButton()->isVisible(), offered);
    if (!offered)
        return;
    // the offer turns the quiz on; the View menu's action says so
    QTest::mouseClick(quiz->offerButton(), Qt::LeftButton);
    QVERIFY(quiz->isActive());
    QVERIFY(quiz->quizAction()->isChecked());
    QVERIFY(quiz->dock()->isVisible());
    QVERIFY(!quiz->offerButton()->isVisible());
    QVERIFY(window.entry()->quizMode());
}

void TestQuizMode::callAnswers_data()
{
    QTest::addColumn<QString>("call");     // the button pressed
    // by key: the focused button takes the Select key (Space is Autoplay's
    // shortcut in the viewer), else a mouse click
    QTest::addColumn<bool>("byKey");
    QTest::addColumn<bool>("right");
    // typed on the table as in the bidding box (issue 17's keyboard calls):
    // the keys, then Enter if any; empty when the button is pressed
    QTest::addColumn<QString>("typed");
    QTest::newRow("right, clicked") << "4S" << false << true << QString();
    QTest::newRow("wrong, clicked") << "3NT" << false << false << QString();
    QTest::newRow("right, by key") << "4S" << true << true << QString();
    QTest::newRow("wrong, by key") << "2NT" << true << false << QString();
    QTest::newRow("right, typed 4s") << "4S" << true << true << "4s";
    QTest::newRow("wrong, typed 3nt") << "3NT" << true << false << "3nt";
    QTest::newRow("wrong, typed 2n") << "2NT" << true << false << "2n";
}

void TestQuizMode::callAnswers()
{
    QFETCH(QString, call);
    QFETCH(bool, byKey);
    QFETCH(bool, right);
    QFETCH(QString, typed);
    MainWindow window(nullptr, false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    Document *doc = window.openFile(sample(QStringLiteral("bridge_club_pairs.pbn")), true);
    QVERIFY(doc);
    window.goToRecord(1); // board 8: "your call?" before North's second call
    const auto before = std::static_pointer_cast<const CardRecord>(doc->currentRecord());
    const QList<Call> calls = before->auction().calls;
    QuizController *quiz = window.quiz();
    // View ▸ Quiz by its shortcut
    QTest::keyClick(&window, Qt::Key_Q, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(quiz->isActive());
    QCOMPARE(doc->cursor()->step(), 6);
    QVERIFY(doc->isHidden(East));
    QVERIFY(quiz->panel()->question().contains(QStringLiteral("Your call?")));

    Call chosen;
    QVERIFY(Call::fromString(call, &chosen));
    QAbstractButton *button = window.entry()->biddingBox()->callButton(chosen);
    QVERIFY(button);
    QVERIFY(button->isEnabled());
    if (!typed.isEmpty()) {
        // typed with the focus on the table: the same path as the box
        int clicks = 0;
        connect(button, &QAbstractButton::clicked, button, [&clicks]() { ++clicks; });
        window.table()->setFocus();
        for (const QChar c : typed)
            QTest::keyClick(window.table(), c.toLatin1());
        QCOMPARE(clicks, 1);
    } else if (byKey) {
        button->setFocus();
        QTest::keyClick(button, Qt::Key_Select);
    } else {
        QTest::mouseClick(button, Qt::LeftButton);
    }

    QCOMPARE(quiz->answered(), 1);
    QCOMPARE(quiz->right(), right ? 1 : 0);
    QCOMPARE(quiz->panel()->tally(), right ? QStringLiteral("Right: 1 of 1") : QStringLiteral("Right: 0 of 1"));
    QCOMPARE(quiz->panel()->verdict(), right ? QStringLiteral("Right: 4♠ is the recorded answer.")
                                             : QStringLiteral("Not the recorded answer: you chose %1, the record has 4♠.")
                                                   .arg(call == u"3NT" ? QStringLiteral("3NT") : QStringLiteral("2NT")));
    // what was hidden is revealed and the recorded call shown
    QVERIFY(!doc->isHidden(East));
    QVERIFY(!doc->isHidden(West));
    QCOMPARE(doc->cursor()->step(), 7);
    // the answer never edits the record
    const auto after = std::static_pointer_cast<const CardRecord>(doc->currentRecord());
    QCOMPARE(after->auction().calls, calls);
    QVERIFY(!doc->isModified());
    QCOMPARE(doc->undoStack()->count(), 0);
}

void TestQuizMode::cardAnswers_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<bool>("right");
    // typed keys instead of the click ("cq", "ha"), empty for the mouse
    QTest::addColumn<QString>("typed");
    QTest::newRow("right lead") << "CQ" << true << QString();
    QTest::newRow("wrong lead") << "HA" << false << QString();
    QTest::newRow("right lead, typed") << "CQ" << true << "cq";
    QTest::newRow("wrong lead, typed") << "HA" << false << "ha";
}

void TestQuizMode::cardAnswers()
{
    QFETCH(QString, card);
    QFETCH(bool, right);
    QFETCH(QString, typed);
    MainWindow window(nullptr, false);
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // the lead problem, with its "your play?" point before the recorded
    // lead (PBN's '+' would replace the card)
    Document *read = window.openFile(QFINDTESTDATA("data/quiz_lead.pbn"), true);
    QVERIFY(read);
    auto lead = std::static_pointer_cast<CardRecord>(RecordPtr(read->record(0)->clone()));
    lead->play().queryPoints = {0};
    auto *doc = new Document;
    Collection collection;
    collection.append(lead);
    doc->setCollection(collection);
    window.addDocument(doc);
    window.setCurrentDocument(doc);
    window.goToRecord(0);
    QuizController *quiz = window.quiz();
    window.quiz()->quizAction()->trigger();
    const auto r = std::static_pointer_cast<const CardRecord>(doc->currentRecord());
    QCOMPARE(doc->cursor()->step(), r->playStartStep());
    QVERIFY(doc->isHidden(North));
    QVERIFY(quiz->panel()->question().contains(QStringLiteral("Your lead?")));

    Card c;
    QVERIFY(Card::fromString(card, &c));
    HandView *east = window.table()->handView(East);
    QVERIFY(east);
    const QRect rect = east->cardRect(c);
    QVERIFY2(!rect.isEmpty(), "the card is drawn in East's hand");
    if (typed.isEmpty()) {
        QTest::mouseClick(east, Qt::LeftButton, Qt::NoModifier, rect.center());
    } else {
        window.table()->setFocus();
        for (const QChar c : typed)
            QTest::keyClick(window.table(), c.toLatin1());
    }

    QCOMPARE(quiz->answered(), 1);
    QCOMPARE(quiz->right(), right ? 1 : 0);
    QVERIFY(quiz->panel()->verdict().startsWith(right ? QStringLiteral("Right: ♣Q") : QStringLiteral("Not the recorded answer: you chose ♥A")));
    QCOMPARE(quiz->panel()->explanation(), QStringLiteral("Top of a doubleton: partner may give you a ruff."));
    QVERIFY(!doc->isHidden(North));
    QCOMPARE(doc->cursor()->step(), r->playStartStep() + 1);
    QCOMPARE(std::static_pointer_cast<const CardRecord>(doc->currentRecord())->play(), r->play());
    QVERIFY(!doc->isModified());
}

void TestQuizMode::tallyForTheFile()
{
    MainWindow window(nullptr, false);
    window.show();
    Document *doc = window.openFile(sample(QStringLiteral("bridge_club_pairs.pbn")), true);
    QVERIFY(doc);
    window.goToRecord(0);
    QuizController *quiz = window.quiz();
    quiz->setActive(true);
    // board 7 asks nothing: Next Problem goes on to board 8's question
    QTest::mouseClick(quiz->panel()->nextButton(), Qt::LeftButton);
    QCOMPARE(doc->currentIndex(), 1);
    QCOMPARE(doc->cursor()->step(), 6);
    // a wrong answer typed on the keyboard counts once
    window.table()->setFocus();
    QTest::keyClick(window.table(), '3');
    QTest::keyClick(window.table(), 'n');
    QCOMPARE(quiz->answered(), 1);
    QVERIFY(quiz->panel()->verdict().contains(QStringLiteral("you chose 3NT")));
    // answering the same point again does not count twice
    doc->cursor()->setStep(6);
    Call four;
    QVERIFY(Call::fromString(QStringLiteral("4S"), &four));
    QVERIFY(quiz->answerCall(four));
    QCOMPARE(quiz->answered(), 1);
    QCOMPARE(quiz->right(), 0);
    // no more questions: the end, with the tally
    QTest::mouseClick(quiz->panel()->nextButton(), Qt::LeftButton);
    QCOMPARE(quiz->panel()->question(), QStringLiteral("The end of the quiz."));
    QCOMPARE(quiz->panel()->tally(), QStringLiteral("Right: 0 of 1"));
    // off: calls edit again
    quiz->setActive(false);
    QVERIFY(!window.entry()->quizMode());
}

QTEST_MAIN(TestQuizMode)
#include "tst_quizmode.moc"
