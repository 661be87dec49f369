// Nothing lost on save (issue 20), driven as a user does it: keys to step,
// a click on a card, Ctrl+S. A card corrected in the middle of the play
// keeps the board's closing commentary; a file saved in place keeps its own
// line ends and character set for the records written anew; a quiz whose
// answer follows the "your call?" point saves as PBN without a question; a
// chess-variant comment shows in the notes panel, is named once in the
// "will be lost" question, and is kept by Kibitzer JSON.
#include "actions.h"
#include "document.h"
#include "edit/commenteditor.h"
#include "edit/editcontroller.h"
#include "edit/filecontroller.h"
#include "edit/recordeditpanels.h"
#include "handview.h"
#include "mainwindow.h"
#include "notespanel.h"
#include "tablewidget.h"
#include "viewsettings.h"

#include "model/cardrecord.h"
#include "parsers/fileio.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kib;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

QString sample(const QString &name)
{
    return QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/") + name;
}

// The questions the window asks, answered without a modal loop.
struct Answers
{
    QList<QMessageBox::StandardButton> queue;
    QStringList asked;
    QStringList details;
    QString saveTo;
    QString filter;

    void install(FileController *files)
    {
        files->setAsker([this](QMessageBox::Icon, const QString &, const QString &text, const QString &detail,
                               QMessageBox::StandardButtons, QMessageBox::StandardButton) {
            asked << text;
            details << detail;
            return queue.isEmpty() ? QMessageBox::Cancel : queue.takeFirst();
        });
        files->setFileChooser([this](const QString &, const QString &, const QStringList &, QString *chosen) {
            if (!filter.isEmpty())
                *chosen = filter;
            return saveTo;
        });
    }
};

void press(QWidget *w, Qt::Key key, int times = 1, Qt::KeyboardModifiers mods = Qt::NoModifier)
{
    for (int i = 0; i < times; ++i)
        QTest::keyClick(w, key, mods);
}

} // namespace

class TestSaveFidelity : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void closingCommentSurvivesCardFix();
    void lineEndsAndLatin1Kept_data();
    void lineEndsAndLatin1Kept();
    void quizAnswerSavesAsPbn();
    void chessCommentShownAndKept();

private:
    QTemporaryDir m_dir;
};

void TestSaveFidelity::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_savefidelity"));
    ViewSettings::instance().setPersistent(false);
    ViewSettings::instance().reset();
    QVERIFY(m_dir.isValid());
}

void TestSaveFidelity::closingCommentSurvivesCardFix()
{
    const QString path = m_dir.filePath(QStringLiteral("club.pbn"));
    const QByteArray original = readAll(sample(QStringLiteral("bridge_club_pairs.pbn")));
    QVERIFY(!original.contains('\r'));
    QVERIFY(writeAll(path, original));
    const QString closing = QStringLiteral("Eleven tricks: the spades break 3-2 and the club ruff gives the overtrick.");

    MainWindow w(nullptr, false);
    Answers answers;
    answers.install(w.files());
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    Document *d = w.openFile(path, true);
    QVERIFY(d);
    QCOMPARE(d->currentIndex(), 0);
    // ten calls, then trick 2: South's S6, West's S3; North to play at step 16
    w.table()->setFocus();
    press(&w, Qt::Key_Home);
    press(&w, Qt::Key_Right, 16);
    QCOMPARE(d->cursor()->step(), 16);
    // North plays the king instead of the ace: the cards after it go
    HandView *north = w.table()->handView(North);
    const Card king(Suit::Spades, RankKing);
    const QRect r = north->cardRect(king);
    QVERIFY(!r.isEmpty());
    QTest::mouseClick(north, Qt::LeftButton, Qt::NoModifier, r.center());
    const auto *record = d->cursor()->cardRecord();
    QCOMPARE(record->play().cardCount(), 7);
    bool kept = false;
    for (const Commentary &c : record->comments())
        kept = kept || (c.text == closing && c.anchor == Anchor{Anchor::Kind::Card, 6});
    QVERIFY2(kept, "the closing commentary stands on the card that replaced the others");

    // saved in place with Ctrl+S: no question, nothing lost
    press(&w, Qt::Key_S, 1, Qt::ControlModifier);
    QVERIFY2(answers.asked.isEmpty(), qPrintable(answers.asked.join(QLatin1Char('\n'))));
    QVERIFY(!d->isModified());
    const QByteArray saved = readAll(path);
    QVERIFY2(!saved.contains('\r'), "an LF file stays LF");
    const LoadedFile back = readFile(path);
    QVERIFY(back.ok());
    QCOMPARE(errorCount(back.result.diagnostics), 0);
    const auto *first = dynamic_cast<const CardRecord *>(back.result.collection.records().at(0).get());
    QVERIFY(first);
    QStringList texts;
    for (const Commentary &c : first->comments())
        texts << c.text;
    QVERIFY2(texts.contains(closing), qPrintable(texts.join(QLatin1String(" | "))));
    QCOMPARE(first->play().cardCount(), 7);
    // the untouched quiz keeps its bytes
    // (from the second record's [Event, the first tag of board 8)
    const qsizetype second = original.lastIndexOf("[Event", original.indexOf("[Board \"8\"]"));
    QVERIFY(second > original.indexOf("[Event"));
    QVERIFY(saved.endsWith(original.mid(second)));
}

void TestSaveFidelity::lineEndsAndLatin1Kept_data()
{
    QTest::addColumn<QByteArray>("lineEnd");
    QTest::newRow("LF") << QByteArray("\n");
    QTest::newRow("CRLF") << QByteArray("\r\n");
}

void TestSaveFidelity::lineEndsAndLatin1Kept()
{
    QFETCH(QByteArray, lineEnd);
    // a file of ISO-8859-1 text ("Café", "Müller"), in the line ends given
    QByteArray file = "% PBN 2.1\n% EXPORT\n\n"
                      "[Event \"Caf\xe9 des Sports\"]\n[Site \"?\"]\n[Date \"2024.01.05\"]\n[Board \"1\"]\n"
                      "[West \"?\"]\n[North \"M\xfcller\"]\n[East \"?\"]\n[South \"?\"]\n[Dealer \"N\"]\n"
                      "[Vulnerable \"None\"]\n"
                      "[Deal \"N:AK52.K73.AQ4.962 QJ9.AJ84.KT95.Q3 T876.Q65.J3.AKJ8 43.T92.8762.T754\"]\n"
                      "[Scoring \"?\"]\n[Declarer \"?\"]\n[Contract \"?\"]\n[Result \"?\"]\n\n"
                      "[Event \"Caf\xe9 des Sports\"]\n[Site \"?\"]\n[Date \"2024.01.05\"]\n[Board \"2\"]\n"
                      "[West \"?\"]\n[North \"?\"]\n[East \"?\"]\n[South \"?\"]\n[Dealer \"E\"]\n"
                      "[Vulnerable \"NS\"]\n"
                      "[Deal \"E:AK52.K73.AQ4.962 QJ9.AJ84.KT95.Q3 T876.Q65.J3.AKJ8 43.T92.8762.T754\"]\n"
                      "[Scoring \"?\"]\n[Declarer \"?\"]\n[Contract \"?\"]\n[Result \"?\"]\n";
    file.replace("\n", lineEnd);
    const QString path = m_dir.filePath(QStringLiteral("latin1_%1.pbn").arg(lineEnd.size()));
    QVERIFY(writeAll(path, file));

    MainWindow w(nullptr, false);
    Answers answers;
    answers.install(w.files());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    Document *d = w.openFile(path, true);
    QVERIFY(d && d->recordCount() == 2);
    // Edit ▸ Duplicate Record (Ctrl+D): a record written anew, then Ctrl+S
    w.table()->setFocus();
    press(&w, Qt::Key_D, 1, Qt::ControlModifier);
    QCOMPARE(d->recordCount(), 3);
    press(&w, Qt::Key_S, 1, Qt::ControlModifier);
    QVERIFY2(answers.asked.isEmpty(), qPrintable(answers.asked.join(QLatin1Char('\n'))));
    const QByteArray saved = readAll(path);
    // the records read keep their bytes; the new one has the file's line
    // ends and its character set
    QVERIFY(saved.startsWith(file.left(file.indexOf("[Event", file.indexOf("[Event") + 1))));
    const qsizetype bareLf = saved.count('\n') - saved.count("\r\n");
    if (lineEnd == "\n")
        QCOMPARE(saved.count('\r'), 0);
    else
        QCOMPARE(bareLf, 0);
    QCOMPARE(saved.count("Caf\xe9 des Sports"), 3);
    QVERIFY(!saved.contains("Caf\xc3\xa9")); // no UTF-8 in an ISO-8859-1 file
    const LoadedFile back = readFile(path);
    QCOMPARE(back.result.collection.size(), 3);
    QCOMPARE(back.result.collection.records().at(1)->tag(QStringLiteral("North")), QStringLiteral("M\u00fcller"));
}

void TestSaveFidelity::quizAnswerSavesAsPbn()
{
    const QString path = m_dir.filePath(QStringLiteral("quiz.pbn"));
    QVERIFY(writeAll(path, readAll(sample(QStringLiteral("bridge_club_pairs.pbn")))));
    MainWindow w(nullptr, false);
    Answers answers;
    answers.install(w.files());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    Document *d = w.openFile(path, true);
    QVERIFY(d);
    w.table()->setFocus();
    press(&w, Qt::Key_Down); // the quiz
    QCOMPARE(d->currentIndex(), 1);
    const auto *quiz = d->cursor()->cardRecord();
    const QList<int> question = quiz->auction().queryPoints;
    QCOMPARE(question, QList<int>{6}); // "2S Pass + 4S": the answer after the question
    QCOMPARE(quiz->auction().calls.size(), 10);
    // PBN can hold it: nothing to lose
    QVERIFY(d->lossesIn(QStringLiteral("pbn")).isEmpty());
    press(&w, Qt::Key_D, 1, Qt::ControlModifier); // a copy, written anew
    press(&w, Qt::Key_S, 1, Qt::ControlModifier);
    QVERIFY2(answers.asked.isEmpty(), qPrintable(answers.asked.join(QLatin1Char('\n'))));
    const LoadedFile back = readFile(path);
    QCOMPARE(errorCount(back.result.diagnostics), 0);
    QCOMPARE(back.result.collection.size(), 3);
    for (int i : {1, 2}) {
        const auto *r = dynamic_cast<const CardRecord *>(back.result.collection.records().at(i).get());
        QVERIFY(r);
        QCOMPARE(r->auction().queryPoints, question);
        QCOMPARE(r->auction().calls.size(), 10);
    }
    QVERIFY(readAll(path).contains("2S Pass + 4S Pass"));
}

void TestSaveFidelity::chessCommentShownAndKept()
{
    const QString path = m_dir.filePath(QStringLiteral("castling.pcn"));
    QVERIFY(writeAll(path, readAll(sample(QStringLiteral("chess_castling_en_passant_promotion.pcn")))));
    MainWindow w(nullptr, false);
    Answers answers;
    answers.install(w.files());
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    Document *d = w.openFile(path, true);
    QVERIFY(d && d->recordCount() > 0);
    QVERIFY(d->cursor()->record()->stepCount() >= 3);
    w.table()->setFocus();
    press(&w, Qt::Key_Home);
    press(&w, Qt::Key_Right, 3);
    QCOMPARE(d->cursor()->step(), 3);

    // Edit ▸ Comments: type the comment, click Add
    QDockWidget *comments = w.findChild<QDockWidget *>(QStringLiteral("commentsDock"));
    QVERIFY(comments);
    comments->show();
    CommentEditor *editor = w.editPanels()->commentEditor();
    const QString text = QStringLiteral("The knight prepares castling");
    editor->textEdit()->setFocus();
    QTest::keyClicks(editor->textEdit(), text);
    QTest::mouseClick(editor->addButton(), Qt::LeftButton);
    QCOMPARE(d->currentRecord()->comments().size(), 1);
    // shown in the notes panel at this move, and from then on
    QVERIFY2(w.notesPanel()->toPlainText().contains(text), qPrintable(w.notesPanel()->toPlainText()));
    w.table()->setFocus();
    press(&w, Qt::Key_Right);
    QVERIFY(w.notesPanel()->toPlainText().contains(text));
    press(&w, Qt::Key_Left, 2);
    QVERIFY(!w.notesPanel()->toPlainText().contains(text));

    // PCN cannot hold it: the question names it once, without the details
    // repeating it; Cancel writes nothing
    const QByteArray before = readAll(path);
    answers.queue = {QMessageBox::Cancel};
    press(&w, Qt::Key_S, 1, Qt::ControlModifier);
    QCOMPARE(answers.asked.size(), 1);
    QCOMPARE(answers.asked.first().count(QStringLiteral("PCN has no commentary")), 1);
    QVERIFY(answers.asked.first().contains(QStringLiteral("Kibitzer JSON keeps it")));
    QVERIFY(answers.details.first().isEmpty());
    QCOMPARE(readAll(path), before);
    QVERIFY(d->isModified());

    // Save As Kibitzer JSON keeps it
    answers.asked.clear();
    answers.saveTo = m_dir.filePath(QStringLiteral("castling.json"));
    answers.filter = Registry::builtin().byId(QStringLiteral("json"))->fileFilter();
    press(&w, Qt::Key_S, 1, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY2(answers.asked.isEmpty(), qPrintable(answers.asked.join(QLatin1Char('\n'))));
    const LoadedFile back = readFile(answers.saveTo);
    QVERIFY(back.ok());
    QCOMPARE(back.result.collection.records().at(0)->comments().size(), 1);
    QCOMPARE(back.result.collection.records().at(0)->comments().first().text, text);
    QCOMPARE(back.result.collection.records().at(0)->stepOf(back.result.collection.records().at(0)->comments().first().anchor), 3);
}

QTEST_MAIN(TestSaveFidelity)
#include "tst_savefidelity.moc"
