// Printing and PDF (issue 17): each layout of the print library written as
// PDF for records of every game, and read back with pdftotext and pdfinfo
// (Debian's poppler-utils): every board's number and hands on hand
// records, hidden hands absent from quiz problems and present in the
// answers, paper sizes, suit symbols in colour, the text diagram.
#include "diagramtext.h"
#include "handout.h"
#include "pdfexport.h"
#include "printoptions.h"

#include "model/boardrecord.h"
#include "model/cardrecord.h"
#include "parsers/fileio.h"

#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kib;

namespace {

QString sample(const QString &name)
{
    return QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/") + name;
}

QList<RecordPtr> readRecords(const QString &path)
{
    const LoadedFile f = readFile(path);
    if (!f.ok())
        qFatal("cannot read %s: %s", qPrintable(path), qPrintable(f.error));
    return f.result.collection.records();
}

QString run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        qFatal("%s failed: %s", qPrintable(program), p.readAllStandardError().constData());
    return QString::fromUtf8(p.readAllStandardOutput());
}

// The text of each page, in the order drawn (pdftotext -raw), without
// whitespace: "North♠AK52♥K73..." whatever the spacing of the layout.
QStringList pageTexts(const QString &pdf)
{
    QStringList pages = run(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), pdf, QStringLiteral("-")})
                            .split(QLatin1Char('\f'));
    if (!pages.isEmpty() && pages.last().trimmed().isEmpty())
        pages.removeLast();
    for (QString &p : pages)
        p.remove(QRegularExpression(QStringLiteral("\\s+")));
    return pages;
}

// A suit of a hand as the page writes it, without spaces: "♠AK52", "♦—".
QString suitWords(Suit suit, const Cards &cards)
{
    QString out = suitSymbol(suit);
    Cards sorted = cards;
    sortCards(sorted);
    bool any = false;
    for (const Card &c : sorted)
        if (c.suit() == suit) {
            out += c.rank() == RankTen ? QStringLiteral("10") : QString(rankLetter(c.rank()));
            any = true;
        }
    return any ? out : out + QStringLiteral("—");
}

QStringList handWords(const CardRecord &r, Seat seat)
{
    QStringList out;
    for (Suit s : {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs})
        out.append(suitWords(s, r.deal().hands.at(seat).cards));
    return out;
}

int writeJob(const QString &pdf, const QList<RecordPtr> &records, const print::PrintOptions &o,
             const QList<int> &selected = {})
{
    print::PrintJob job;
    job.records = records;
    job.selected = selected;
    job.title = QStringLiteral("test");
    job.options = o;
    QString error;
    const int pages = print::writePdf(pdf, job, &error);
    if (pages < 0)
        qFatal("writePdf: %s", qPrintable(error));
    return pages;
}

} // namespace

class TestPrintPdf : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void handRecord_data();
    void handRecord();
    void quiz_data();
    void quiz();
    void fullRecord_data();
    void fullRecord();
    void paper_data();
    void paper();
    void suitsInColour();
    void diagramText();
    void recordRanges_data();
    void recordRanges();

private:
    QTemporaryDir m_dir;
};

void TestPrintPdf::initTestCase()
{
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(),
             "pdftotext (Debian's poppler-utils) is needed: scripts/deps.sh installs it");
    QVERIFY(m_dir.isValid());
}

void TestPrintPdf::handRecord_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("perPage");
    QTest::addColumn<QString>("noun");
    QTest::addColumn<QStringList>("also");
    const QStringList none;
    for (int n : {1, 2, 4, 6})
        QTest::addRow("bridge pbn, %d a page", n) << QStringLiteral("bridge_club_pairs.pbn") << n << QStringLiteral("Board") << QStringList{"Dealer:North", "Vul:N-S"};
    QTest::newRow("bridge rbn") << "rbn_match.rbn" << 2 << "Board" << none;
    QTest::newRow("pinochle 3 seats, kitty") << "pinochle_3hand_kitty_discard.pn" << 1 << "Deal" << QStringList{"Kitty:"};
    QTest::newRow("pinochle 4 seats") << "pinochle_4hand_single_deck_game.pn" << 2 << "Deal" << QStringList{"Melds—"};
    QTest::newRow("pinochle 6 seats") << "pinochle_6hand_double_deck.pn" << 1 << "Deal" << QStringList{"Northeast", "Southwest"};
    QTest::newRow("preferans") << "preferans_kontra_sans.ppn" << 1 << "Deal" << QStringList{"Scoresheetafter", "Soupsleft"};
    QTest::newRow("chess") << "chess_castling_en_passant_promotion.pcn" << 1 << "Game" << QStringList{"Aftermove"};
    QTest::newRow("shogi") << "shogi_drop_after_capture.pcn" << 1 << "Game" << QStringList{"Aftermove"};
}

void TestPrintPdf::handRecord()
{
    QFETCH(QString, file);
    QFETCH(int, perPage);
    QFETCH(QString, noun);
    QFETCH(QStringList, also);
    const QList<RecordPtr> records = readRecords(sample(file));
    QVERIFY(!records.isEmpty());
    print::PrintOptions o;
    o.perPage = perPage;
    const QString pdf = m_dir.filePath(QStringLiteral("record-%1-%2.pdf").arg(file).arg(perPage));
    const int pages = writeJob(pdf, records, o);
    QCOMPARE(pages, (int(records.size()) + perPage - 1) / perPage);
    const QStringList text = pageTexts(pdf);
    QCOMPARE(text.size(), pages);
    const QString all = text.join(QString());
    for (int i = 0; i < records.size(); ++i) {
        const Record &r = *records.at(i);
        // the number as the record writes it (Board, Deal, Game or Round), else its place
        QString number;
        for (const char *tag : {"Board", "Deal", "Game", "Round"})
            if (number.isEmpty() && r.tag(QString::fromLatin1(tag)).trimmed() != u"?")
                number = r.tag(QString::fromLatin1(tag)).trimmed();
        if (number.isEmpty())
            number = QString::number(i + 1);
        // on its page: the number, and every hand the record gives
        const QString page = text.at(i / perPage);
        QVERIFY2(page.contains(noun + number.remove(QLatin1Char(' '))), qPrintable(noun + number + " on page: " + page.left(300)));
        if (const auto *card = dynamic_cast<const CardRecord *>(&r)) {
            for (Seat s = 0; s < card->seats().count(); ++s) {
                if (!card->deal().hands.at(s).known || card->deal().hands.at(s).cards.isEmpty())
                    continue;
                QVERIFY2(page.contains(card->seats().name(s).remove(QLatin1Char(' '))), qPrintable(card->seats().name(s)));
                for (const QString &suit : handWords(*card, s))
                    QVERIFY2(page.contains(suit), qPrintable(QStringLiteral("%1 %2 %3").arg(number, card->seats().name(s), suit)));
            }
        }
    }
    for (const QString &a : also)
        QVERIFY2(all.contains(a), qPrintable(a));
}

void TestPrintPdf::quiz_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("index");
    QTest::addColumn<bool>("overleaf");
    QTest::addColumn<bool>("backs");
    QTest::addColumn<QStringList>("question");   // on the problem page
    QTest::addColumn<QStringList>("answer");     // on the answer page only
    const QString pbn = sample(QStringLiteral("bridge_club_pairs.pbn"));
    const QString lead = QFINDTESTDATA("data/quiz_lead.pbn");
    QTest::newRow("bidding quiz, answers at the end") << pbn << 1 << false << false
                                                      << QStringList{"Yourcall?", "2♠Pass?"}
                                                      << QStringList{"2♠Pass4♠", "(1)Stayman"};
    QTest::newRow("bidding quiz, overleaf, backs") << pbn << 1 << true << true
                                                   << QStringList{"Yourcall?"} << QStringList{"4♠Pass"};
    QTest::newRow("lead quiz") << lead << 0 << false << false << QStringList{"Yourlead?", "1.?"}
                               << QStringList{"1.E:♣Q♣A♣4♣2", "Topofadoubleton"};
}

void TestPrintPdf::quiz()
{
    QFETCH(QString, file);
    QFETCH(int, index);
    QFETCH(bool, overleaf);
    QFETCH(bool, backs);
    QFETCH(QStringList, question);
    QFETCH(QStringList, answer);
    const QList<RecordPtr> records = readRecords(file);
    auto &r = static_cast<CardRecord &>(*records.at(index));
    if (file.endsWith(QStringLiteral("quiz_lead.pbn")))
        r.play().queryPoints = {0}; // "your play?" before the recorded lead
    print::PrintOptions o;
    o.layout = print::Layout::Quiz;
    o.answers = overleaf ? print::Answers::Overleaf : print::Answers::AtEnd;
    o.hiddenAsBacks = backs;
    const QString pdf = m_dir.filePath(QStringLiteral("quiz-%1.pdf").arg(QTest::currentDataTag()).remove(QLatin1Char(' ')));
    // with the record before it, answers at the end: problem, problem, answer, answer
    QList<int> selected{index};
    if (index > 0 && !overleaf)
        selected.prepend(index - 1);
    const int pages = writeJob(pdf, records, o, selected);
    const QStringList text = pageTexts(pdf);
    QCOMPARE(text.size(), pages);
    QCOMPARE(pages, 2 * int(selected.size()));
    const QString problem = text.at(overleaf ? 0 : selected.size() - 1);
    const QString solution = text.at(overleaf ? 1 : pages - 1);
    QVERIFY(problem.contains(QStringLiteral("Problem:")));
    QVERIFY(solution.contains(QStringLiteral("Answer:")));
    int hiddenSeats = 0;
    for (Seat s = 0; s < 4; ++s) {
        const QStringList hand = handWords(r, s);
        QStringList visibleElsewhere;
        for (Seat t = 0; t < 4; ++t)
            if (t != s && !r.deal().hands.at(t).hidden)
                visibleElsewhere += handWords(r, t);
        for (const QString &suit : hand) {
            QVERIFY2(solution.contains(suit), qPrintable("answer lacks " + suit));
            if (!r.deal().hands.at(s).hidden)
                QVERIFY2(problem.contains(suit), qPrintable("problem lacks " + suit));
            else if (suit.size() > 2 && !visibleElsewhere.contains(suit))
                QVERIFY2(!problem.contains(suit), qPrintable("problem shows hidden " + suit));
        }
        hiddenSeats += r.deal().hands.at(s).hidden;
    }
    QCOMPARE(hiddenSeats, 3);
    for (const QString &q : question)
        QVERIFY2(problem.contains(q), qPrintable(q + " not in " + problem));
    for (const QString &a : answer) {
        QVERIFY2(solution.contains(a), qPrintable(a + " not in " + solution));
        QVERIFY2(!problem.contains(a), qPrintable(a + " is on the problem page"));
    }
}

void TestPrintPdf::fullRecord_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("index");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("bridge") << sample("bridge_club_pairs.pbn") << 0
                            << QStringList{"Board7", "Stepbystep", "North1NT", "(1)Stayman", "Trick1:East♣Q",
                                           "Adoubletonlead", "Trick13:", "Eleventricks"};
    QTest::newRow("pinochle") << sample("pinochle_lesson_quiz.pn") << 0 << QStringList{"Stepbystep", "WhatshouldSeat3bid?"};
    QTest::newRow("preferans") << sample("preferans_refa_game_betl.ppn") << 0 << QStringList{"Stepbystep", "Scoresheet"};
    QTest::newRow("chess") << sample("chess_castling_en_passant_promotion.pcn") << 0 << QStringList{"Stepbystep", "Setup", "1."};
}

void TestPrintPdf::fullRecord()
{
    QFETCH(QString, file);
    QFETCH(int, index);
    QFETCH(QStringList, expected);
    const QList<RecordPtr> records = readRecords(file);
    print::PrintOptions o;
    o.layout = print::Layout::Full;
    const QString pdf = m_dir.filePath(QStringLiteral("full-%1.pdf").arg(QTest::currentDataTag()));
    const int pages = writeJob(pdf, records, o, {index});
    QVERIFY(pages >= 1);
    const QString all = pageTexts(pdf).join(QString());
    for (const QString &e : expected)
        QVERIFY2(all.contains(e), qPrintable(e + " not in " + all.left(600)));
}

void TestPrintPdf::paper_data()
{
    QTest::addColumn<int>("paper");
    QTest::addColumn<QString>("size");
    QTest::newRow("A4") << int(print::Paper::A4) << "595 x 842 pts (A4)";
    QTest::newRow("Letter") << int(print::Paper::Letter) << "612 x 792 pts (letter)";
}

void TestPrintPdf::paper()
{
    QFETCH(int, paper);
    QFETCH(QString, size);
    print::PrintOptions o;
    o.paper = print::Paper(paper);
    const QString pdf = m_dir.filePath(QStringLiteral("paper-%1.pdf").arg(paper));
    writeJob(pdf, readRecords(sample("bridge_club_pairs.pbn")), o);
    const QString info = run(QStringLiteral("pdfinfo"), {pdf});
    QVERIFY2(info.contains(size), qPrintable(info));
    // vector: text in an embedded font, no pictures of text
    const QString fonts = run(QStringLiteral("pdffonts"), {pdf});
    QVERIFY2(fonts.contains(QStringLiteral("DejaVu")), qPrintable(fonts));
    const QString images = run(QStringLiteral("pdfimages"), {QStringLiteral("-list"), pdf});
    QCOMPARE(images.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), 2); // the header lines only
}

void TestPrintPdf::suitsInColour()
{
    // the page rendered: hearts and diamonds red, clubs green in four colours
    print::PrintOptions o;
    o.fourColour = true;
    const QString pdf = m_dir.filePath(QStringLiteral("colour.pdf"));
    writeJob(pdf, readRecords(sample("bridge_club_pairs.pbn")), o, {0});
    const QString base = m_dir.filePath(QStringLiteral("colour"));
    run(QStringLiteral("pdftoppm"), {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("60"),
                                     QStringLiteral("-singlefile"), pdf, base});
    const QImage image(base + QStringLiteral(".png"));
    QVERIFY(!image.isNull());
    int red = 0, green = 0, blue = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            red += c.red() > 150 && c.green() < 90 && c.blue() < 90;
            green += c.green() > 90 && c.red() < 60 && c.blue() < 90;
            blue += c.blue() > 150 && c.red() < 60 && c.green() < 140;
        }
    QVERIFY2(red > 20, qPrintable(QString::number(red)));
    QVERIFY2(green > 20, qPrintable(QString::number(green)));
    QVERIFY2(blue > 20, qPrintable(QString::number(blue)));
}

void TestPrintPdf::diagramText()
{
    const QList<RecordPtr> records = readRecords(sample("bridge_club_pairs.pbn"));
    const auto &r = static_cast<const CardRecord &>(*records.at(0));
    QList<Cards> hands;
    for (const Hand &h : r.deal().hands)
        hands.append(h.cards);
    const QString expected = QStringLiteral(
        "Board 7, Dealer North, Vul N-S\n"
        "              North\n"
        "              ♠ A K 5 2\n"
        "              ♥ K 7 3\n"
        "              ♦ A Q 4\n"
        "              ♣ 9 6 2\n"
        "West                        East\n"
        "♠ 4 3                       ♠ Q J 9\n"
        "♥ 10 9 2                    ♥ A J 8 4\n"
        "♦ 8 7 6 2                   ♦ K 10 9 5\n"
        "♣ 10 7 5 4                  ♣ Q 3\n"
        "              South\n"
        "              ♠ 10 8 7 6\n"
        "              ♥ Q 6 5\n"
        "              ♦ J 3\n"
        "              ♣ A K J 8\n");
    QCOMPARE(print::diagramText(r, hands), expected);
    // a quiz's hidden hands stay out, their names stay
    const QString hidden = print::diagramText(r, hands, {false, true, true, true});
    QVERIFY(hidden.contains(QStringLiteral("♠ A K 5 2")));
    QVERIFY(!hidden.contains(QStringLiteral("♠ Q J 9")));
    QVERIFY(hidden.contains(QStringLiteral("East")));
}

void TestPrintPdf::recordRanges_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("count");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QList<int>>("indexes");
    QTest::newRow("ranges") << "1-3,12" << 12 << true << QList<int>{0, 1, 2, 11};
    QTest::newRow("one") << "2" << 2 << true << QList<int>{1};
    QTest::newRow("past the end") << "1-8" << 5 << false << QList<int>{};
    QTest::newRow("backwards") << "3-1" << 5 << false << QList<int>{};
    QTest::newRow("zero") << "0" << 5 << false << QList<int>{};
    QTest::newRow("empty item") << "1,,2" << 5 << false << QList<int>{};
    QTest::newRow("words") << "first" << 5 << false << QList<int>{};
}

void TestPrintPdf::recordRanges()
{
    QFETCH(QString, text);
    QFETCH(int, count);
    QFETCH(bool, ok);
    QFETCH(QList<int>, indexes);
    QList<int> got;
    QString error;
    QCOMPARE(print::parseRecordRanges(text, count, &got, &error), ok);
    QCOMPARE(error.isEmpty(), ok);
    if (ok)
        QCOMPARE(got, indexes);
}

QTEST_MAIN(TestPrintPdf)
#include "tst_printpdf.moc"
