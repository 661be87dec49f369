// Printed handouts and a board game's state line in the reader's language
// (issue 19): the print library marks its words (kib::print, seats through
// kib::Seat, piles through kib::Pile) and the model its board words
// (kib::BoardState); the viewer's translator turns them. A handout of the
// bridge sample is written as PDF in English and in each language and read
// back with pdftotext (Debian's poppler-utils).
#include "translator.h"

#include "handout.h"
#include "pdfexport.h"
#include "printoptions.h"

#include "model/boardnames.h"
#include "model/boardrecord.h"
#include "parsers/fileio.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kib;

namespace {

QString sample(const char *name)
{
    return QStringLiteral(KIBITZER_SOURCE_DIR "/resources/samples/") + QLatin1String(name);
}

} // namespace

class TestPrintTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void cleanupTestCase() { Translator::install(QStringLiteral("en")); }

    void printedPagesTranslated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("words"); // on the hand record's first page
        QTest::addColumn<QString>("gameState"); // a finished chess game's status line
        QTest::addRow("de") << "de" << QStringList{"Teiler: Nord", "Gefahr: N-S", "4♠ von Nord", "1SA Passe", "Seite 1"}
                            << "Beendet: Weiß hat gewonnen.";
        QTest::addRow("ru") << "ru" << QStringList{"Сдающий: Север", "Зона: С-Ю", "Взятки: 11", "1БК Пас", "стр. 1"}
                            << "Партия окончена: победа — Белые.";
        QTest::addRow("sr") << "sr" << QStringList{"Делилац: Север", "Зона: С-Ј", "Штихови: 11", "1БА Пас", "стр. 1"}
                            << "Партија је завршена: победа — Бели.";
    }

    void printedPagesTranslated()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, words);
        QFETCH(QString, gameState);
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (Debian's poppler-utils) is needed: scripts/deps.sh installs it");
        const LoadedFile f = readFile(sample("bridge_club_pairs.pbn"));
        QVERIFY2(f.ok(), qPrintable(f.error));
        const LoadedFile chess = readFile(sample("chess_castling_en_passant_promotion.pcn"));
        QVERIFY2(chess.ok(), qPrintable(chess.error));
        const auto board = std::dynamic_pointer_cast<const BoardRecord>(chess.result.collection.records().first());
        QVERIFY(board);
        QTemporaryDir dir;
        const auto pageText = [&](const QString &lang) {
            if (!Translator::install(lang))
                return QString();
            print::PrintJob job;
            job.records = f.result.collection.records();
            job.title = QStringLiteral("club");
            const QString pdf = dir.filePath(lang + QStringLiteral(".pdf"));
            QString error;
            if (print::writePdf(pdf, job, &error) < 1)
                return error;
            QProcess p;
            p.start(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), QStringLiteral("-l"), QStringLiteral("1"), pdf,
                                                  QStringLiteral("-")});
            p.waitForFinished(60000);
            return QString::fromUtf8(p.readAllStandardOutput());
        };
        const QString english = pageText(QStringLiteral("en"));
        QVERIFY2(english.contains(QLatin1String("Dealer: North")), qPrintable(english));
        QVERIFY(english.contains(QLatin1String("page 1")));
        QVERIFY(boardtext::gameState(*board).startsWith(QLatin1String("Finished: White won.")));
        const QString translated = pageText(language);
        for (const QString &w : words)
            QVERIFY2(translated.contains(w), qPrintable(w + QStringLiteral(" not in:\n") + translated));
        QVERIFY2(!translated.contains(QLatin1String("Dealer")), qPrintable(translated));
        QVERIFY(boardtext::gameState(*board).startsWith(gameState));
    }

    // A preferans deal printed whole: its calls ("mine 3") and the steps between
    // the auction and the play (the talon taken, the discard) in the language.
    void preferansFullRecordTranslated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("words");
        QTest::addRow("en") << "en" << QStringList{"mine 3", "\nTalon\n", "\nDiscard\n"};
        QTest::addRow("de") << "de" << QStringList{"mein 3", "\nTalon\n", "\nAbwurf\n"};
        QTest::addRow("ru") << "ru" << QStringList{"здесь 3", "\nПрикуп\n", "\nСнос\n"};
        QTest::addRow("sr") << "sr" << QStringList{"моје 3", "\nТалон\n", "\nШкарт\n"};
    }

    void preferansFullRecordTranslated()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, words);
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (Debian's poppler-utils) is needed: scripts/deps.sh installs it");
        const LoadedFile f = readFile(sample("preferans_kontra_sans.ppn")); // deal 1: M3, P, 3; talon and discard
        QVERIFY2(f.ok(), qPrintable(f.error));
        QVERIFY(Translator::install(language));
        print::PrintJob job;
        job.records = f.result.collection.records();
        job.selected = {0};
        job.options.layout = print::Layout::Full;
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("full.pdf"));
        QString error;
        QVERIFY2(print::writePdf(pdf, job, &error) >= 1, qPrintable(error));
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), pdf, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(60000));
        const QString text = QString::fromUtf8(p.readAllStandardOutput());
        for (const QString &w : words)
            QVERIFY2(text.contains(w), qPrintable(w + QStringLiteral(" not in:\n") + text));
        if (language != u"en")
            for (const char *en : {"mine", "Discard"})
                QVERIFY2(!text.contains(QLatin1String(en)), qPrintable(text));
        // no two words of a line overlap (the score sheet's long headings go on two lines)
        p.start(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), pdf, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(60000));
        static const QRegularExpression box(QStringLiteral(
            "<word xMin=\"([\\d.]+)\" yMin=\"([\\d.]+)\" xMax=\"([\\d.]+)\" yMax=\"[\\d.]+\">([^<]*)</word>"));
        struct Word { double x0, y, x1; QString text; };
        QList<Word> page;
        for (auto it = box.globalMatch(QString::fromUtf8(p.readAllStandardOutput())); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            page.append({m.captured(1).toDouble(), m.captured(2).toDouble(), m.captured(3).toDouble(), m.captured(4)});
        }
        QVERIFY(page.size() > 50);
        for (int i = 0; i < page.size(); ++i)
            for (int j = i + 1; j < page.size(); ++j)
                QVERIFY2(qAbs(page[i].y - page[j].y) > 1 || page[i].x1 <= page[j].x0 + 0.5 || page[j].x1 <= page[i].x0 + 0.5,
                         qPrintable(page[i].text + QStringLiteral(" overlaps ") + page[j].text));
    }
};

QTEST_MAIN(TestPrintTranslations)
#include "tst_printtranslations.moc"
